/**
 * The administrator's profile editor on /admin/manage-user as pure data and functions (unit-tested):
 * the /welcome questionnaire's fields (pages/welcome/profile-form.ts) plus the ones only staff set
 * (status, application decision) and the rest of the Profile a learner's questionnaire leaves out;
 * which fields changed; the AdminUpdateUser request that sends only those, each named in the
 * update mask as `profile.<snake_name>` (the address and the NAICS sector as one path each); and
 * validation of the changed fields with the formats the server applies.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { GenEnum } from "@bufbuild/protobuf/codegenv2";
import { AddressType, CounselingTopicSchema, NaicsSectorSchema, type AdminUpdateUserRequestSchema, type NaicsSector, type Profile } from "../../../gen/compass/v1/compass_pb";
import { isWholeNumber, LONG_TEXT_MAX, SHORT_TEXT_MAX } from "../../../shared/validators";
import { REQUIRED_FIELDS, SECTIONS, validateProfile, valuesFromProfile, type ErrorKey, type FieldKind, type FieldName, type SectionId } from "../../components/profile/profile-form";

/** Profile fields the questionnaire does not ask, which an administrator may still set. */
export type ExtraFieldName =
  | "status"
  | "applicationDecision"
  | "displayName"
  | "age"
  | "driversLicenseNumber"
  | "minorityOwnedBusiness"
  | "technicalAssistanceCategory"
  | "otherLegalStructure"
  | "relationshipToBusiness"
  | "otherRelationshipDescribe"
  | "businessDeclaredBankruptcy"
  | "ownerDeclaredBankruptcy"
  | "companyPhysicalAddress"
  | "companyMailingAddress"
  | "companyMailingAddressSameAsPhysical"
  | "pleaseDescribe";

export type AdminFieldName = FieldName | ExtraFieldName;
export type AdminFieldKind = FieldKind | "bool";
export type AdminSectionId = "staff" | SectionId;

export interface AdminFieldDef {
  name: AdminFieldName;
  kind: AdminFieldKind;
  enum?: GenEnum<number>;
  /** Not one of the questionnaire's fields (its label is the admin strings', not welcome's). */
  extra?: true;
}

const extra = (name: ExtraFieldName, kind: AdminFieldKind = "text", enumSchema?: GenEnum<number>): AdminFieldDef => ({
  name,
  kind,
  extra: true,
  ...(enumSchema ? { enum: enumSchema } : {}),
});

const welcomeFields = (id: SectionId): AdminFieldDef[] => [...(SECTIONS.find((s) => s.id === id)?.fields ?? [])];

export const ADMIN_SECTIONS: ReadonlyArray<{ id: AdminSectionId; fields: readonly AdminFieldDef[] }> = [
  { id: "staff", fields: [extra("status"), extra("applicationDecision")] },
  { id: "personal", fields: [...welcomeFields("personal"), extra("displayName"), extra("age", "whole"), extra("driversLicenseNumber")] },
  {
    id: "business",
    fields: [
      ...welcomeFields("business"),
      extra("minorityOwnedBusiness", "bool"),
      extra("technicalAssistanceCategory", "select", CounselingTopicSchema),
      extra("otherLegalStructure"),
      extra("relationshipToBusiness"),
      extra("otherRelationshipDescribe", "textarea"),
      extra("businessDeclaredBankruptcy"),
      extra("ownerDeclaredBankruptcy"),
      extra("companyPhysicalAddress"),
      extra("companyMailingAddress"),
      extra("companyMailingAddressSameAsPhysical"),
    ],
  },
  { id: "address", fields: welcomeFields("address") },
  { id: "loan", fields: [...welcomeFields("loan"), extra("pleaseDescribe", "textarea")] },
];

export const ADMIN_FIELDS: readonly AdminFieldDef[] = ADMIN_SECTIONS.flatMap((s) => s.fields);
export type AdminProfileValues = Record<AdminFieldName, string>;

const ADDRESS_FIELDS = ["address1", "address2", "city", "usState", "zipCode", "county"] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
const isAddressField = (name: string): name is AddressField => (ADDRESS_FIELDS as readonly string[]).includes(name);
const snake = (camelName: string) => camelName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const fieldDef = new Map<AdminFieldName, AdminFieldDef>(ADMIN_FIELDS.map((f) => [f.name, f]));

/** The saved profile as the editor's values (a boolean as "true" or "false"). */
export function adminValuesFromProfile(profile: Profile | undefined): AdminProfileValues {
  const values = { ...valuesFromProfile(profile) } as AdminProfileValues;
  const record = (profile ?? {}) as unknown as Record<string, unknown>;
  for (const field of ADMIN_FIELDS) {
    if (!field.extra) continue;
    const value = record[field.name];
    values[field.name] = field.kind === "bool" ? (value === true ? "true" : "false") : typeof value === "string" ? value : "";
  }
  return values;
}

/** A value as the server would store it (so "52,000" and "52000" are the same answer). */
function normalised(field: AdminFieldDef, raw: string): string {
  const value = (raw ?? "").trim();
  if (field.kind === "whole") return value.replace(/,/g, "");
  if (field.kind === "amount") return value.replace(/[,$]/g, "");
  if (field.kind === "state") return value.toUpperCase();
  return value;
}

/** The fields whose value differs from the saved one, in the form's order. */
export function changedFields(saved: AdminProfileValues, values: AdminProfileValues): AdminFieldName[] {
  return ADMIN_FIELDS.filter((f) => normalised(f, saved[f.name]) !== normalised(f, values[f.name])).map((f) => f.name);
}

/** The update mask's paths for the changed fields: `profile.<snake_name>`, the address and the sector once each. */
export function changedPaths(changed: readonly AdminFieldName[]): string[] {
  const paths: string[] = [];
  for (const name of changed) {
    const path = isAddressField(name) ? "profile.address" : name === "naics" ? "profile.naics" : `profile.${snake(name)}`;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

type UpdateRequest = MessageInitShape<typeof AdminUpdateUserRequestSchema>;
type ProfileInit = NonNullable<NonNullable<UpdateRequest["user"]>["profile"]>;

/**
 * The AdminUpdateUser request for the changed fields only. The edited address is the personal one
 * (else the first), replaced in the saved list so the user's other addresses stay; emptied, it is
 * removed. The sector keeps the saved full NAICS code.
 */
export function profileUpdateRequest(userId: string, saved: Profile | undefined, values: AdminProfileValues, changed: readonly AdminFieldName[]): UpdateRequest {
  const profile: Record<string, unknown> = {};
  for (const name of changed) {
    const field = fieldDef.get(name);
    if (!field || isAddressField(name) || name === "naics") continue;
    const value = normalised(field, values[name]);
    profile[name] = field.kind === "bool" ? value === "true" : value;
  }
  if (changed.some(isAddressField)) {
    const plain = (a: Record<AddressField, string> & { addressType: AddressType }) => ({
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      usState: a.usState,
      zipCode: a.zipCode,
      county: a.county,
      addressType: a.addressType,
    });
    const list = (saved?.address ?? []).map(plain);
    const at = Math.max(0, list.findIndex((a) => a.addressType === AddressType.PERSONAL));
    const parts = Object.fromEntries(ADDRESS_FIELDS.map((n) => [n, normalised(fieldDef.get(n)!, values[n])])) as Record<AddressField, string>;
    const blank = Object.values(parts).every((v) => v === "");
    const edited = plain({ ...parts, addressType: list[at]?.addressType || AddressType.PERSONAL });
    if (list.length === 0) {
      if (!blank) list.push(edited);
    } else if (blank) list.splice(at, 1);
    else list[at] = edited;
    profile.address = list;
  }
  if (changed.includes("naics")) {
    const sector = NaicsSectorSchema.values.find((v) => v.name === values.naics.trim() && v.number !== 0);
    profile.naics = sector ? { industry: sector.number as NaicsSector, fullCode: saved?.naics?.fullCode ?? 0 } : undefined;
  }
  return { userId, user: { profile: profile as ProfileInit }, updateMask: { paths: changedPaths(changed) } };
}

/**
 * Errors of the changed fields only (a saved value the form cannot fix is never in the way): the
 * questionnaire's formats, and its required fields when the user is a learner (whose profile must
 * stay complete); the extra fields' lengths and the age's whole number.
 */
export function validateAdminProfile(
  saved: AdminProfileValues,
  values: AdminProfileValues,
  learner: boolean,
  today?: string,
): Partial<Record<AdminFieldName, ErrorKey>> {
  const changed = new Set(changedFields(saved, values));
  const welcome = validateProfile(values as Record<FieldName, string>, today) as Partial<Record<AdminFieldName, ErrorKey>>;
  const errors: Partial<Record<AdminFieldName, ErrorKey>> = {};
  for (const field of ADMIN_FIELDS) {
    if (!changed.has(field.name)) continue;
    if (!field.extra) {
      const error = welcome[field.name];
      if (error && (error !== "required" || (learner && REQUIRED_FIELDS.has(field.name as FieldName)))) errors[field.name] = error;
      continue;
    }
    const value = normalised(field, values[field.name]);
    if (value.length > (field.kind === "textarea" ? LONG_TEXT_MAX : SHORT_TEXT_MAX)) errors[field.name] = "tooLong";
    else if (field.kind === "whole" && value !== "" && !isWholeNumber(value)) errors[field.name] = "whole";
  }
  return errors;
}
