/**
 * Account messages <-> stored rows: User, Profile and UserState out; the
 * validated changes of an UpdateMyProfile in (INVALID_ARGUMENT naming the
 * field path). Masks are the shared field-masks.ts; formats the shared
 * src/shared/validators.ts (the web's /welcome form checks the same).
 */
import { create, type DescEnum } from "@bufbuild/protobuf";
import { timestampFromDate, type FieldMask } from "@bufbuild/protobuf/wkt";
import {
  AddressSchema,
  AddressTypeSchema,
  BusinessStageSchema,
  CitizenshipSchema,
  CounselingTopicSchema,
  EthnicitySchema,
  GenderSchema,
  LegalStructureSchema,
  MaritalStatusSchema,
  NaicsSectorSchema,
  ProfileSchema,
  RaceSchema,
  UserSchema,
  UserStateSchema,
  UserType as ProtoUserType,
  VeteranStatusSchema,
  type Address,
  type Profile,
  type User,
  type UserState,
} from "../../../gen/compass/v1/compass_pb.js";
import type { AddressDoc, UserType } from "../../db/schema/index.js";
import {
  isAmount,
  isFutureDate,
  isIsoDate,
  isPhoneNumber,
  isWholeNumber,
  isZipCode,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
} from "../../../shared/validators.js";
import { canonicalTimeZone } from "../../../shared/class-time.js";
import { rpcError } from "../../core/errors.js";
import { checkImageUrl } from "../../learning/url-rules.js";
import { updateMaskPaths, type PathRule } from "../field-masks.js";
import { selfUpdatePath, type EditableProfileField } from "./account-policy.js";

/** A user row with its sealed fields opened (the store's answer). */
export interface UserRecord {
  id: string;
  type: UserType;
  enabled: boolean;
  email: string;
  assignedCoachId: string | null;
  logoUrl: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  displayName: string;
  phoneNumber: string;
  middleName: string;
  gender: string;
  race: string;
  ethnicity: string;
  minorityOwnedBusiness: boolean;
  veteranStatus: string;
  maritalStatus: string;
  citizenship: string;
  technicalAssistanceCategory: string;
  businessName: string;
  addresses: AddressDoc[];
  businessType: string;
  naicsIndustry: string;
  naicsFullCode: number;
  referralCode: string | null;
  applicationDecision: string;
  status: string;
  secondaryPhoneNumber: string;
  isDisabled: string;
  age: string;
  howDidYouHearAboutUs: string;
  pleaseDescribe: string;
  relationshipToBusiness: string;
  otherRelationshipDescribe: string;
  dba: string;
  businessLegalStructure: string;
  otherLegalStructure: string;
  businessDeclaredBankruptcy: string;
  ownerDeclaredBankruptcy: string;
  companyPhysicalAddress: string;
  companyMailingAddress: string;
  companyMailingAddressSameAsPhysical: string;
  hasBusinessBeenEstablished: string;
  businessEstablishedDate: string;
  businessDescription: string;
  businessLoanUseSummary: string;
  currentFullTimeEmployees: string;
  placeOfBirth: string;
  numberOfHouseholdMembers: string;
  loanOfficerFirstName: string;
  loanOfficerLastName: string;
  otherRace: string;
  timeZone: string;
  mailSignature: string;
  photoUrl: string;
  /** Opened from the sealed columns ("" when empty). */
  dateOfBirth: string;
  driversLicenseNumber: string;
  annualHouseholdIncome: string;
}

export interface StateRecord {
  hasCompletedProfile: boolean;
  hasSeenBusinessSurvey: boolean;
  hasSeenBusinessPlan: boolean;
  hasCompletedBusinessSurvey: boolean;
  hasCompletedBusinessPlan: boolean;
  hasVerifiedEmailAddress: boolean;
  hasVerifiedPhoneNumber: boolean;
  hasSeenCashflow: boolean;
  hasCompletedCashflow: boolean;
  hasSeenLoanRequest: boolean;
  hasCompletedLoanRequest: boolean;
}

/** Profile fields stored sealed (DESIGN §7), by their record key. */
export const SEALED_FIELDS = ["dateOfBirth", "driversLicenseNumber", "annualHouseholdIncome"] as const;
export type SealedField = (typeof SEALED_FIELDS)[number];

/** What an UpdateMyProfile writes: record keys to new values (sealed ones in plain text here). */
export type ProfileChanges = Partial<Omit<UserRecord, "id" | "type" | "enabled" | "email" | "assignedCoachId" | "logoUrl" | "createdAt">>;

// ---------------------------------------------------------------- out

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

function enumNumber(schema: DescEnum, name: string): number {
  return schema.values.find((v) => v.name === name)?.number ?? 0;
}

function enumName(schema: DescEnum, n: number): string {
  return n === 0 ? "" : (schema.values.find((v) => v.number === n)?.name ?? "");
}

function toAddress(doc: AddressDoc): Address {
  return create(AddressSchema, {
    address1: doc.address1 ?? "",
    address2: doc.address2 ?? "",
    city: doc.city ?? "",
    usState: doc.us_state ?? "",
    zipCode: doc.zip_code ?? "",
    county: doc.county ?? "",
    addressType: enumNumber(AddressTypeSchema, doc.address_type ?? ""),
  });
}

/** The full profile of a user row (callers apply the viewer's hidden fields and masks). */
export function toProfile(r: UserRecord): Profile {
  const profile = create(ProfileSchema);
  for (const field of ProfileSchema.fields) {
    if (field.fieldKind !== "scalar") continue;
    const value = (r as unknown as Record<string, unknown>)[field.localName];
    if (typeof value === "string" || typeof value === "boolean") (profile as unknown as Record<string, unknown>)[field.localName] = value;
  }
  profile.referralCode = r.referralCode ?? "";
  profile.address = r.addresses.map(toAddress);
  if (r.naicsIndustry || r.naicsFullCode) {
    profile.naics = { $typeName: "compass.v1.IndustryClassification", industry: enumNumber(NaicsSectorSchema, r.naicsIndustry), fullCode: r.naicsFullCode };
  }
  return profile;
}

export const USER_TYPE: Record<UserType, ProtoUserType> = {
  STANDARD: ProtoUserType.STANDARD,
  ADMIN: ProtoUserType.ADMIN,
  API: ProtoUserType.API,
  API_ADMIN: ProtoUserType.API_ADMIN,
  COACH: ProtoUserType.COACH,
  LENDER: ProtoUserType.LENDER,
  BANK: ProtoUserType.BANK,
};

export function toUser(r: UserRecord, profile: Profile = toProfile(r)): User {
  return create(UserSchema, {
    id: r.id,
    type: USER_TYPE[r.type],
    profile,
    enabled: r.enabled,
    assignedCoach: r.assignedCoachId ?? "",
    logoUrl: r.logoUrl,
    auth0CreatedTs: timestampFromDate(r.createdAt),
  });
}

export function toUserState(s: StateRecord): UserState {
  return create(UserStateSchema, { ...s });
}

// ---------------------------------------------------------------- in

const ENUM_FIELDS: Partial<Record<EditableProfileField, DescEnum>> = {
  gender: GenderSchema,
  race: RaceSchema,
  ethnicity: EthnicitySchema,
  veteran_status: VeteranStatusSchema,
  marital_status: MaritalStatusSchema,
  citizenship: CitizenshipSchema,
  business_type: BusinessStageSchema,
  technical_assistance_category: CounselingTopicSchema,
  business_legal_structure: LegalStructureSchema,
};

const DATE_FIELDS: readonly EditableProfileField[] = ["date_of_birth", "business_established_date"];
const COUNT_FIELDS: readonly EditableProfileField[] = ["age", "current_full_time_employees", "number_of_household_members"];
const AMOUNT_FIELDS: readonly EditableProfileField[] = ["annual_household_income"];
const PHONE_FIELDS: readonly EditableProfileField[] = ["phone_number", "secondary_phone_number"];
const LONG_TEXT_FIELDS: readonly EditableProfileField[] = ["business_description", "business_loan_use_summary", "please_describe", "other_relationship_describe", "mail_signature"];

/** A photo's address: an image uploaded to Compass (the stored-image rule of url-rules.ts); "" for none. */
function photoUrlValue(raw: string): string {
  return raw.trim() === "" ? "" : checkImageUrl(raw, "profile.photo_url");
}

/** A time zone as Intl spells it ("America/New_York"). */
function timeZoneValue(raw: string): string {
  const value = raw.trim();
  if (value === "") return "";
  const zone = value.length <= 64 ? canonicalTimeZone(value) : null;
  if (!zone) throw rpcError.invalidArgument(`profile.time_zone: choose a time zone, like America/New_York.`);
  return zone;
}

const MAX_ADDRESSES = 10;

/** The value name of an enum ("GENDER_FEMALE"; the short "FEMALE" is accepted too), or null. */
export function enumValueName(schema: DescEnum, raw: string): string | null {
  const upper = raw.trim().toUpperCase();
  const unspecified = schema.values.find((v) => v.number === 0)?.name ?? "";
  const prefix = unspecified.replace(/UNSPECIFIED$/, "");
  const v = schema.values.find((v) => v.number !== 0 && (v.name === upper || v.name === prefix + upper));
  return v ? v.name : null;
}

function textValue(path: EditableProfileField, raw: string): string {
  if (path === "photo_url") return photoUrlValue(raw);
  if (path === "time_zone") return timeZoneValue(raw);
  const value = raw.trim();
  if (value === "") return "";
  const max = LONG_TEXT_FIELDS.includes(path) ? LONG_TEXT_MAX : SHORT_TEXT_MAX;
  if (value.length > max) throw rpcError.invalidArgument(`profile.${path}: use at most ${max} characters.`);
  const enumSchema = ENUM_FIELDS[path];
  if (enumSchema) {
    const name = enumValueName(enumSchema, value);
    if (!name) throw rpcError.invalidArgument(`profile.${path}: "${value}" is not one of the ${enumSchema.name} values.`);
    return name;
  }
  if (DATE_FIELDS.includes(path)) {
    if (!isIsoDate(value)) throw rpcError.invalidArgument(`profile.${path}: use a real date in the form YYYY-MM-DD.`);
    if (path === "date_of_birth" && isFutureDate(value)) {
      throw rpcError.invalidArgument(`profile.${path}: the date cannot be in the future.`);
    }
  }
  if (COUNT_FIELDS.includes(path) && !isWholeNumber(value)) throw rpcError.invalidArgument(`profile.${path}: enter a whole number, 0 or more.`);
  if (AMOUNT_FIELDS.includes(path) && !isAmount(value)) {
    throw rpcError.invalidArgument(`profile.${path}: enter an amount, 0 or more, like 52000 or 52000.50.`);
  }
  if (PHONE_FIELDS.includes(path) && !isPhoneNumber(value)) {
    throw rpcError.invalidArgument(`profile.${path}: enter a phone number, like (555) 234-5678, or + and the country code.`);
  }
  return value;
}

function addressDoc(a: Address, i: number): AddressDoc {
  const part = (name: string, v: string) => {
    const value = v.trim();
    if (value.length > SHORT_TEXT_MAX) throw rpcError.invalidArgument(`profile.address[${i}].${name}: use at most ${SHORT_TEXT_MAX} characters.`);
    return value;
  };
  const zip = part("zip_code", a.zipCode);
  if (zip && !isZipCode(zip)) throw rpcError.invalidArgument(`profile.address[${i}].zip_code: enter a ZIP code, like 12345 or 12345-6789.`);
  if (a.addressType !== 0 && !AddressTypeSchema.values.some((v) => v.number === a.addressType)) {
    throw rpcError.invalidArgument(`profile.address[${i}].address_type: unknown address type.`);
  }
  return {
    address1: part("address1", a.address1),
    address2: part("address2", a.address2),
    city: part("city", a.city),
    us_state: part("us_state", a.usState),
    zip_code: zip,
    county: part("county", a.county),
    address_type: enumName(AddressTypeSchema, a.addressType),
  };
}

/**
 * Validates an UpdateMyProfile: the mask is required and non-empty; every
 * path must be a user-editable Profile field; every listed value must parse.
 * Returns only the listed fields' new values.
 */
export function parseProfileUpdate(profile: Profile | undefined, mask: FieldMask | undefined, rule: PathRule = selfUpdatePath, param = "update_mask"): ProfileChanges {
  const paths = updateMaskPaths(mask, rule, { noun: "profile field", param });
  const source = profile ?? create(ProfileSchema);
  const changes: Record<string, unknown> = {};
  for (const p of paths as EditableProfileField[]) {
    if (p === "address") {
      if (source.address.length > MAX_ADDRESSES) throw rpcError.invalidArgument(`profile.address: at most ${MAX_ADDRESSES} addresses.`);
      changes.addresses = source.address.map(addressDoc);
    } else if (p === "naics") {
      const n = source.naics;
      if (n && n.industry !== 0 && !NaicsSectorSchema.values.some((v) => v.number === n.industry)) {
        throw rpcError.invalidArgument("profile.naics.industry: unknown NAICS sector.");
      }
      if (n && (!Number.isInteger(n.fullCode) || n.fullCode < 0 || n.fullCode > 999_999)) {
        throw rpcError.invalidArgument("profile.naics.full_code: enter a NAICS code of up to 6 digits.");
      }
      changes.naicsIndustry = n ? enumName(NaicsSectorSchema, n.industry) : "";
      changes.naicsFullCode = n?.fullCode ?? 0;
    } else if (p === "minority_owned_business") {
      changes.minorityOwnedBusiness = source.minorityOwnedBusiness;
    } else {
      const key = camel(p);
      const raw = (source as unknown as Record<string, unknown>)[key];
      changes[key] = textValue(p, typeof raw === "string" ? raw : "");
    }
  }
  return changes as ProfileChanges;
}
