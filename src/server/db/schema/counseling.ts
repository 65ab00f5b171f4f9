/**
 * Counseling records and training events (issue #40; ADR 0040): a learner's SBA Form 641 client
 * fields and the registrations and attendance of classes (SBA Form 888). Enum values are stored by
 * name without their prefix ("PREFER_NOT_TO_SAY"), languages as codes (src/shared/counseling-codes.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, timestamps } from "./columns.js";
import { classes } from "./coaching.js";
import { users } from "./users.js";

/**
 * One learner's Form 641 client fields. The demographics (race to branch_of_service) are kept only
 * while demographics_consent_at is set: the check refuses them without it, so no code path can
 * store them by mistake.
 */
export const counselingProfiles = pgTable(
  "counseling_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** When the client consented to keeping their demographics; null: no consent. */
    demographicsConsentAt: at("demographics_consent_at"),
    race: text("race").array().notNull().default(sql`'{}'::text[]`),
    selfDescribedRace: text("self_described_race").notNull().default(""),
    ethnicity: text("ethnicity").notNull().default("UNSPECIFIED"),
    sex: text("sex").notNull().default("UNSPECIFIED"),
    disability: text("disability").notNull().default("UNSPECIFIED"),
    militaryStatus: text("military_status").notNull().default("UNSPECIFIED"),
    branchOfService: text("branch_of_service").notNull().default("UNSPECIFIED"),
    referralSource: text("referral_source").notNull().default("UNSPECIFIED"),
    referralSourceOther: text("referral_source_other").notNull().default(""),
    inBusiness: text("in_business").notNull().default("UNSPECIFIED"),
    businessStartDate: date("business_start_date", { mode: "string" }),
    businessType: text("business_type").notNull().default("UNSPECIFIED"),
    /** Employees, the owner included; null: not given. */
    employees: integer("employees"),
    language: text("language").notNull().default(""),
    updatedByUserId: text("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check(
      "counseling_profiles_demographics_consent_check",
      sql`${t.demographicsConsentAt} is not null or (cardinality(${t.race}) = 0 and ${t.selfDescribedRace} = ''
        and ${t.ethnicity} = 'UNSPECIFIED' and ${t.sex} = 'UNSPECIFIED' and ${t.disability} = 'UNSPECIFIED'
        and ${t.militaryStatus} = 'UNSPECIFIED' and ${t.branchOfService} = 'UNSPECIFIED')`,
    ),
    index("counseling_profiles_updated_by_idx").on(t.updatedByUserId),
    check("counseling_profiles_employees_check", sql`${t.employees} is null or ${t.employees} between 1 and 1000000`),
  ],
);

/**
 * A learner's registration for a class, and their attendance as an administrator marks it. A row
 * without registered_at is a walk-in: marked as attending without having registered.
 */
export const classRegistrations = pgTable(
  "class_registrations",
  {
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    registeredAt: at("registered_at"),
    attended: boolean("attended").notNull().default(false),
    attendanceMarkedAt: at("attendance_marked_at"),
    attendanceMarkedByUserId: text("attendance_marked_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index("class_registrations_user_idx").on(t.userId),
    index("class_registrations_marked_by_idx").on(t.attendanceMarkedByUserId),
    check("class_registrations_kept_check", sql`${t.registeredAt} is not null or ${t.attended}`),
  ],
);

/**
 * The funder exports' client codes (issue #40 §5; ADR 0045): a random code per client, made the
 * first time the client appears in an export and the same in every export after, so a funder can
 * count distinct clients without learning who they are. Random, not derived from the user's id,
 * name or e-mail (nothing to reverse); it goes with the user.
 */
export const funderClientCodes = pgTable(
  "funder_client_codes",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "C" and 16 upper-case hexadecimal digits (64 random bits). */
    code: text("code").notNull().unique("funder_client_codes_code_key"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [check("funder_client_codes_code_check", sql`${t.code} ~ '^C[0-9A-F]{16}$'`)],
);
