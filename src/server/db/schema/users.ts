/**
 * Users, their profile, onboarding state, referral codes and the lender/bank
 * account details. The three most sensitive profile fields are stored only as
 * AES-256-GCM ciphertext with the id of the key that sealed them (DESIGN §7).
 */
import { sql, type SQL } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bytea, id, timestamps } from "./columns.js";

/** Proto UserType values without the prefix. */
export const USER_TYPES = ["STANDARD", "ADMIN", "API", "API_ADMIN", "COACH", "LENDER", "BANK"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** An address as the API carries it (Address message, snake_case keys). */
export interface AddressDoc {
  address1?: string;
  address2?: string;
  city?: string;
  us_state?: string;
  zip_code?: string;
  county?: string;
  address_type?: string;
}

export const users = pgTable(
  "users",
  {
    id: id(),
    type: text("type").$type<UserType>().notNull().default("STANDARD"),
    enabled: boolean("enabled").notNull().default(true),
    /**
     * Access tokens issued before this time are refused (identity/sessions.ts): set when a password
     * reset, a password change or an e-mail verification ends every session of the account.
     */
    tokensValidAfter: at("tokens_valid_after"),
    /** Preferences (ADR 0019): an e-mail when messages wait unread (default on). */
    unreadMessageEmails: boolean("unread_message_emails").notNull().default(true),
    /** Consents (issue #15): the program's news and updates by e-mail and by text; off until given. */
    emailUpdates: boolean("email_updates").notNull().default(false),
    smsUpdates: boolean("sms_updates").notNull().default(false),
    /** When the last unread-message e-mail went out (at most one an hour). */
    unreadEmailSentAt: at("unread_email_sent_at"),
    /** Preferences (issue #40): the periodic check-in e-mail on the business's progress (default on). */
    impactCheckInEmails: boolean("impact_check_in_emails").notNull().default(true),
    /** When the last check-in e-mail went out (the periodic one, or one a coach sent). */
    impactCheckInSentAt: at("impact_check_in_sent_at"),
    /** Invitations (ADR 0022): when the last set-password link went out, and when it was used. */
    invitedAt: at("invited_at"),
    invitationAcceptedAt: at("invitation_accepted_at"),
    /** Login e-mail (unique, case-insensitive); the profile's email mirrors it. */
    email: text("email").notNull(),
    assignedCoachId: text("assigned_coach_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    logoUrl: text("logo_url").notNull().default(""),
    createdByUserId: text("created_by_user_id"),
    lastActiveIpAddress: text("last_active_ip_address"),
    lastActiveAt: at("last_active_at"),
    ...timestamps(),

    // Profile (strings as the spec gives them; the server validates formats).
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    displayName: text("display_name").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    middleName: text("middle_name").notNull().default(""),
    gender: text("gender").notNull().default(""),
    race: text("race").notNull().default(""),
    ethnicity: text("ethnicity").notNull().default(""),
    minorityOwnedBusiness: boolean("minority_owned_business").notNull().default(false),
    veteranStatus: text("veteran_status").notNull().default(""),
    maritalStatus: text("marital_status").notNull().default(""),
    citizenship: text("citizenship").notNull().default(""),
    technicalAssistanceCategory: text("technical_assistance_category").notNull().default(""),
    businessName: text("business_name").notNull().default(""),
    addresses: jsonb("addresses").$type<AddressDoc[]>().notNull().default([]),
    businessType: text("business_type").notNull().default(""),
    naicsIndustry: text("naics_industry").notNull().default(""),
    naicsFullCode: bigint("naics_full_code", { mode: "number" }).notNull().default(0),
    /** The referral code the user signed up with (attribution; kept even if the code is later removed). */
    referralCode: text("referral_code"),
    applicationDecision: text("application_decision").notNull().default(""),
    status: text("status").notNull().default(""),
    secondaryPhoneNumber: text("secondary_phone_number").notNull().default(""),
    isDisabled: text("is_disabled").notNull().default(""),
    age: text("age").notNull().default(""),
    howDidYouHearAboutUs: text("how_did_you_hear_about_us").notNull().default(""),
    pleaseDescribe: text("please_describe").notNull().default(""),
    relationshipToBusiness: text("relationship_to_business").notNull().default(""),
    otherRelationshipDescribe: text("other_relationship_describe").notNull().default(""),
    dba: text("dba").notNull().default(""),
    businessLegalStructure: text("business_legal_structure").notNull().default(""),
    otherLegalStructure: text("other_legal_structure").notNull().default(""),
    businessDeclaredBankruptcy: text("business_declared_bankruptcy").notNull().default(""),
    ownerDeclaredBankruptcy: text("owner_declared_bankruptcy").notNull().default(""),
    companyPhysicalAddress: text("company_physical_address").notNull().default(""),
    companyMailingAddress: text("company_mailing_address").notNull().default(""),
    companyMailingAddressSameAsPhysical: text("company_mailing_address_same_as_physical").notNull().default(""),
    hasBusinessBeenEstablished: text("has_business_been_established").notNull().default(""),
    businessEstablishedDate: text("business_established_date").notNull().default(""),
    businessDescription: text("business_description").notNull().default(""),
    businessLoanUseSummary: text("business_loan_use_summary").notNull().default(""),
    currentFullTimeEmployees: text("current_full_time_employees").notNull().default(""),
    placeOfBirth: text("place_of_birth").notNull().default(""),
    numberOfHouseholdMembers: text("number_of_household_members").notNull().default(""),
    loanOfficerFirstName: text("loan_officer_first_name").notNull().default(""),
    loanOfficerLastName: text("loan_officer_last_name").notNull().default(""),
    otherRace: text("other_race").notNull().default(""),
    // The staff profile page (issue #38): time zone (IANA name), mail signature, photo (an upload's /files/ address).
    timeZone: text("time_zone").notNull().default(""),
    mailSignature: text("mail_signature").notNull().default(""),
    photoUrl: text("photo_url").notNull().default(""),

    // Encrypted at rest (AES-256-GCM: nonce || ciphertext || tag); null = empty.
    dateOfBirthEnc: bytea("date_of_birth_enc"),
    driversLicenseNumberEnc: bytea("drivers_license_number_enc"),
    annualHouseholdIncomeEnc: bytea("annual_household_income_enc"),
    /** Id of the key that sealed the *_enc columns (rotation re-seals and updates it). */
    piiKeyId: text("pii_key_id"),
    /** Generated: what the administrators' user search matches (names, e-mail, business; lower case, no accents). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`public.immutable_unaccent(lower(first_name || ' ' || last_name || ' ' || display_name || ' ' || email || ' ' || business_name))`,
    ),
    /** Generated: the administrators' user list's "name" order (last name, then first name). */
    sortName: text("sort_name").generatedAlwaysAs(sql`lower(last_name || ' ' || first_name)`),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    // Newest first (created_at desc, id desc) by a backward scan of ascending keys.
    index("users_type_created_idx").on(t.type, t.createdAt, t.id),
    index("users_status_created_idx").on(t.status, t.createdAt.desc(), t.id),
    index("users_decision_created_idx").on(t.applicationDecision, t.createdAt.desc(), t.id),
    // Both filters together (bench:admin-users: the pair's count from ~10 ms to ~1 ms at 100,000 users).
    index("users_decision_status_created_idx").on(t.applicationDecision, t.status, t.createdAt.desc(), t.id),
    index("users_created_idx").on(t.createdAt.desc(), t.id),
    index("users_assigned_coach_idx").on(t.assignedCoachId, t.createdAt, t.id),
    index("users_referral_code_idx").on(t.referralCode),
    // The administrators' user list (issue #15): search by trigrams, and each sortable column with
    // the id as its tie-breaker (keyset pages in either direction).
    index("users_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("users_sort_name_idx").on(t.sortName, t.id),
    index("users_sort_email_idx").on(sql`lower(${t.email})`, t.id),
    index("users_sort_business_idx").on(sql`lower(${t.businessName})`, t.id),
    index("users_sort_type_idx").on(t.type, t.id),
    index("users_sort_status_idx").on(t.status, t.id),
    index("users_sort_decision_idx").on(t.applicationDecision, t.id),
    index("users_sort_created_idx").on(t.createdAt, t.id),
    check("users_type_check", sql`${t.type} in ('STANDARD','ADMIN','API','API_ADMIN','COACH','LENDER','BANK')`),
    check(
      "users_pii_key_check",
      sql`${t.piiKeyId} is not null or (${t.dateOfBirthEnc} is null and ${t.driversLicenseNumberEnc} is null and ${t.annualHouseholdIncomeEnc} is null)`,
    ),
  ],
);

/**
 * How many users there are per (type, application decision, status), kept by triggers on users
 * (migration 0020): the administrators' user list counts a selection without search words from
 * here — a sum over a few rows — instead of counting the table (a sequential scan of 93,500
 * learners at 100,000 users; bench:admin-users).
 */
export const userCounts = pgTable(
  "user_counts",
  {
    type: text("type").notNull(),
    applicationDecision: text("application_decision").notNull(),
    status: text("status").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.applicationDecision, t.status] })],
);

export const userStates = pgTable("user_states", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  hasCompletedProfile: boolean("has_completed_profile").notNull().default(false),
  hasSeenBusinessSurvey: boolean("has_seen_business_survey").notNull().default(false),
  hasSeenBusinessPlan: boolean("has_seen_business_plan").notNull().default(false),
  hasCompletedBusinessSurvey: boolean("has_completed_business_survey").notNull().default(false),
  hasCompletedBusinessPlan: boolean("has_completed_business_plan").notNull().default(false),
  hasVerifiedEmailAddress: boolean("has_verified_email_address").notNull().default(false),
  hasVerifiedPhoneNumber: boolean("has_verified_phone_number").notNull().default(false),
  hasSeenCashflow: boolean("has_seen_cashflow").notNull().default(false),
  hasCompletedCashflow: boolean("has_completed_cashflow").notNull().default(false),
  hasSeenLoanRequest: boolean("has_seen_loan_request").notNull().default(false),
  hasCompletedLoanRequest: boolean("has_completed_loan_request").notNull().default(false),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const REFERRAL_KINDS = ["coach", "lender", "bank"] as const;
export type ReferralKind = (typeof REFERRAL_KINDS)[number];

/**
 * A code column or value as codes are compared — upper case, O read as 0, I and L as 1 — the
 * expression of referral_codes' unique index, so a lookup `foldedCodeSql(code) = foldedCode(typed)`
 * (src/shared/referral-code.ts) uses it.
 */
export const foldedCodeSql = (code: AnyPgColumn | SQL): SQL => sql`translate(upper(${code}), 'OIL', '011')`;

export const referralCodes = pgTable(
  "referral_codes",
  {
    code: text("code").primaryKey(),
    ownerUserId: text("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ReferralKind>().notNull(),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Set when the code stops being accepted at sign-up (ADR 0017); sign-ups already made stay. */
    disabledAt: at("disabled_at"),
  },
  (t) => [
    index("referral_codes_owner_idx").on(t.ownerUserId, t.createdAt.desc()),
    // Codes are compared as people read them (src/shared/referral-code.ts): in any case, with
    // O = 0 and I = L = 1; no two may differ by those alone (migration 0025).
    uniqueIndex("referral_codes_folded_code_idx").on(foldedCodeSql(t.code)),
    index("referral_codes_created_by_idx").on(t.createdByUserId),
    check("referral_codes_kind_check", sql`${t.kind} in ('coach','lender','bank')`),
    check("referral_codes_code_check", sql`${t.code} ~ '^[A-Za-z0-9_-]{4,64}$'`),
  ],
);

/** A lender's account details (the user row has type LENDER). */
export const lenderAccounts = pgTable("lender_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  businessName: text("business_name").notNull().default(""),
  ...timestamps(),
});

/** A partner bank's account details (the user row has type BANK). */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    bankName: text("bank_name").notNull(),
    /** The bank's own referral code (a referral_codes row of kind 'bank'). */
    referralCode: text("referral_code").references(() => referralCodes.code, { onDelete: "set null", onUpdate: "cascade" }),
    logoUrl: text("logo_url").notNull().default(""),
    ...timestamps(),
  },
  (t) => [uniqueIndex("bank_accounts_referral_code_key").on(t.referralCode)],
);

/** Keys/values a user (or an admin for them) stores: GetValueForKey & co. */
export const keyValues = pgTable(
  "key_values",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: text("value").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
