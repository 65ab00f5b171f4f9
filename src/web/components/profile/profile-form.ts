/**
 * The /welcome questionnaire as pure data and functions: the fields (grouped in sections), their
 * kinds, which are required (src/shared/profile.ts, the server's own rule), validation, and the
 * UpdateMyProfile request (spec §5: only non-empty fields go in the update mask).
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { GenEnum } from "@bufbuild/protobuf/codegenv2";
import {
  AddressType,
  CitizenshipSchema,
  EthnicitySchema,
  GenderSchema,
  LegalStructureSchema,
  MaritalStatusSchema,
  NaicsSector,
  NaicsSectorSchema,
  RaceSchema,
  BusinessStageSchema,
  VeteranStatusSchema,
  type Profile,
  type UpdateMyProfileRequestSchema,
} from "../../../gen/compass/v1/compass_pb";
import { REQUIRED_ADDRESS_PARTS, REQUIRED_PROFILE_FIELDS } from "../../../shared/profile";
import {
  isAmount,
  isFutureDate,
  isIsoDate,
  isPhoneNumber,
  isStateCode,
  isWholeNumber,
  isZipCode,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
} from "../../../shared/validators";

export type SectionId = "personal" | "business" | "address" | "loan";

/** Form field names: Profile's camelCase names, the address parts, and `naics` (the sector). */
export type FieldName =
  | "firstName"
  | "middleName"
  | "lastName"
  | "phoneNumber"
  | "secondaryPhoneNumber"
  | "dateOfBirth"
  | "gender"
  | "race"
  | "otherRace"
  | "ethnicity"
  | "maritalStatus"
  | "veteranStatus"
  | "citizenship"
  | "placeOfBirth"
  | "numberOfHouseholdMembers"
  | "annualHouseholdIncome"
  | "businessName"
  | "dba"
  | "businessLegalStructure"
  | "businessType"
  | "naics"
  | "hasBusinessBeenEstablished"
  | "businessEstablishedDate"
  | "currentFullTimeEmployees"
  | "businessDescription"
  | "address1"
  | "address2"
  | "city"
  | "usState"
  | "zipCode"
  | "county"
  | "businessLoanUseSummary"
  | "howDidYouHearAboutUs"
  | "loanOfficerFirstName"
  | "loanOfficerLastName";

export type FieldKind = "text" | "phone" | "date" | "whole" | "amount" | "select" | "yesno" | "textarea" | "state" | "zip";

export interface FieldDef {
  name: FieldName;
  kind: FieldKind;
  /** For selects: the generated enum whose value names are the choices. */
  enum?: GenEnum<number>;
}

const f = (name: FieldName, kind: FieldKind = "text", enumSchema?: GenEnum<number>): FieldDef => ({ name, kind, enum: enumSchema });

export const SECTIONS: ReadonlyArray<{ id: SectionId; fields: readonly FieldDef[] }> = [
  {
    id: "personal",
    fields: [
      f("firstName"),
      f("middleName"),
      f("lastName"),
      f("phoneNumber", "phone"),
      f("secondaryPhoneNumber", "phone"),
      f("dateOfBirth", "date"),
      f("gender", "select", GenderSchema),
      f("race", "select", RaceSchema),
      f("otherRace"),
      f("ethnicity", "select", EthnicitySchema),
      f("maritalStatus", "select", MaritalStatusSchema),
      f("veteranStatus", "select", VeteranStatusSchema),
      f("citizenship", "select", CitizenshipSchema),
      f("placeOfBirth"),
      f("numberOfHouseholdMembers", "whole"),
      f("annualHouseholdIncome", "amount"),
    ],
  },
  {
    id: "business",
    fields: [
      f("businessName"),
      f("dba"),
      f("businessLegalStructure", "select", LegalStructureSchema),
      f("businessType", "select", BusinessStageSchema),
      f("naics", "select", NaicsSectorSchema),
      f("hasBusinessBeenEstablished", "yesno"),
      f("businessEstablishedDate", "date"),
      f("currentFullTimeEmployees", "whole"),
      f("businessDescription", "textarea"),
    ],
  },
  {
    id: "address",
    fields: [f("address1"), f("address2"), f("city"), f("usState", "state"), f("zipCode", "zip"), f("county")],
  },
  {
    id: "loan",
    fields: [
      f("businessLoanUseSummary", "textarea"),
      f("howDidYouHearAboutUs"),
      f("loanOfficerFirstName"),
      f("loanOfficerLastName"),
    ],
  },
];

export const ALL_FIELDS: readonly FieldDef[] = SECTIONS.flatMap((s) => s.fields);
export type ProfileFormValues = Record<FieldName, string>;

const ADDRESS_FIELDS = ["address1", "address2", "city", "usState", "zipCode", "county"] as const satisfies readonly FieldName[];
type AddressField = (typeof ADDRESS_FIELDS)[number];
const isAddressField = (name: FieldName): name is AddressField => (ADDRESS_FIELDS as readonly string[]).includes(name);

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snake = (camelName: string) => camelName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The form fields the shared rule requires ("address" = its required parts). */
export const REQUIRED_FIELDS: ReadonlySet<FieldName> = new Set<FieldName>(
  REQUIRED_PROFILE_FIELDS.flatMap((path) => (path === "address" ? [...REQUIRED_ADDRESS_PARTS] : [camel(path) as FieldName])),
);

export function emptyValues(): ProfileFormValues {
  return Object.fromEntries(ALL_FIELDS.map((field) => [field.name, ""])) as ProfileFormValues;
}

/** Choices of a select: the enum's value names except UNSPECIFIED (the label is looked up by name). */
export function enumChoices(schema: GenEnum<number>): string[] {
  return schema.values.filter((v) => v.number !== 0).map((v) => v.name);
}

/** The saved profile as form values (for "Edit my profile"). */
export function valuesFromProfile(profile: Profile | undefined): ProfileFormValues {
  const values = emptyValues();
  if (!profile) return values;
  const record = profile as unknown as Record<string, unknown>;
  for (const field of ALL_FIELDS) {
    if (isAddressField(field.name) || field.name === "naics") continue;
    const value = record[field.name];
    if (typeof value === "string") values[field.name] = value;
  }
  const address = profile.address.find((a) => a.addressType === AddressType.PERSONAL) ?? profile.address[0];
  if (address) for (const name of ADDRESS_FIELDS) values[name] = address[name];
  const sector = profile.naics?.industry ?? NaicsSector.UNSPECIFIED;
  if (sector !== NaicsSector.UNSPECIFIED) values.naics = NaicsSectorSchema.values.find((v) => v.number === sector)?.name ?? "";
  return values;
}

export type ErrorKey = "required" | "phone" | "date" | "pastDate" | "whole" | "amount" | "state" | "zip" | "tooLong";

// The same limits and formats the server applies (src/shared/validators.ts, used by
// src/server/rpc/account/account-mapper.ts too).
const MAX_LENGTH: Partial<Record<FieldKind, number>> = { textarea: LONG_TEXT_MAX };
const DEFAULT_MAX = SHORT_TEXT_MAX;

function fieldError(field: FieldDef, raw: string, today: string): ErrorKey | null {
  const value = raw.trim();
  if (value === "") return REQUIRED_FIELDS.has(field.name) ? "required" : null;
  if (value.length > (MAX_LENGTH[field.kind] ?? DEFAULT_MAX)) return "tooLong";
  switch (field.kind) {
    case "phone":
      return isPhoneNumber(value) ? null : "phone";
    case "date":
      if (!isIsoDate(value)) return "date";
      return field.name === "dateOfBirth" && isFutureDate(value, today) ? "pastDate" : null;
    case "whole":
      return isWholeNumber(value.replace(/,/g, "")) ? null : "whole";
    case "amount":
      return isAmount(value.replace(/[,$]/g, "")) ? null : "amount";
    case "state":
      return isStateCode(value) ? null : "state";
    case "zip":
      return isZipCode(value) ? null : "zip";
    default:
      return null;
  }
}

/** Validation: required fields filled, formats right. Answers error keys by field. */
export function validateProfile(values: ProfileFormValues, today: string = new Date().toISOString().slice(0, 10)) {
  const errors: Partial<Record<FieldName, ErrorKey>> = {};
  for (const field of ALL_FIELDS) {
    const error = fieldError(field, values[field.name] ?? "", today);
    if (error) errors[field.name] = error;
  }
  return errors;
}

type UpdateRequest = MessageInitShape<typeof UpdateMyProfileRequestSchema>;

/**
 * The UpdateMyProfile request: every non-empty field named in the update mask (spec §5). The
 * address goes as one PERSONAL address when any part of it is filled; the sector as `naics`.
 * Editing a saved profile (`saved`: the values the form started from), a field emptied since is
 * named too, with its empty value, so that clearing an optional field clears it; a field left
 * empty and untouched is not.
 */
export function toUpdateRequest(values: ProfileFormValues, saved?: ProfileFormValues): UpdateRequest {
  const profile: Record<string, unknown> = {};
  const paths: string[] = [];
  const cleared = (names: readonly string[]) => saved !== undefined && names.some((name) => (saved[name as keyof ProfileFormValues] ?? "").trim() !== "");
  for (const field of ALL_FIELDS) {
    if (isAddressField(field.name) || field.name === "naics") continue;
    let value = (values[field.name] ?? "").trim();
    if (value === "") {
      if (cleared([field.name])) {
        profile[field.name] = "";
        paths.push(snake(field.name));
      }
      continue;
    }
    if (field.kind === "whole") value = value.replace(/,/g, "");
    if (field.kind === "amount") value = value.replace(/[,$]/g, "");
    if (field.kind === "state") value = value.toUpperCase();
    profile[field.name] = value;
    paths.push(snake(field.name));
  }
  const address = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, (values[name] ?? "").trim()])) as Record<AddressField, string>;
  if (Object.values(address).some((v) => v !== "")) {
    profile.address = [{ ...address, usState: address.usState.toUpperCase(), addressType: AddressType.PERSONAL }];
    paths.push("address");
  } else if (cleared(ADDRESS_FIELDS)) {
    profile.address = [];
    paths.push("address");
  }
  const sector = NaicsSectorSchema.values.find((v) => v.name === values.naics.trim());
  if (sector && sector.number !== 0) {
    profile.naics = { industry: sector.number as NaicsSector };
    paths.push("naics");
  } else if (cleared(["naics"])) {
    paths.push("naics");
  }
  return { profile: profile as UpdateRequest["profile"], updateMask: { paths } };
}
