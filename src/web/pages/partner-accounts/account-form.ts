/**
 * The lender and partner-bank account form's rules, pure and unit-tested (ADR 0022): its values
 * from a saved account, the checks made before sending (the server makes them again), and the
 * AdminAddLenderAccount / AdminAddBankAccount request. An account is added either for a new person
 * (names and e-mail: the server creates it and mails an invitation) or by turning an existing
 * learner or coach into one (picked from AdminGetEligableLenders); an edit names the account itself.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { AdminAddBankAccountRequestSchema, AdminAddLenderAccountRequestSchema, PartnerAccount } from "../../../gen/compass/v1/compass_pb";
import { personName } from "../../../shared/display-name";
import { bankCodeOf } from "../../../shared/referral-code";

export type AccountKind = "lender" | "bank";
export type AccountSource = "new" | "existing";

/** The server's limit on names (partner-accounts-service.ts). */
export const NAME_MAX = 100;

// A type, not an interface: Mantine's form helpers take an indexable record.
export type AccountFormValues = {
  source: AccountSource;
  /** The existing account picked (source "existing"). */
  existingId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** A lender's business. */
  businessName: string;
  /** A bank's name, own code (empty: the server makes one) and logo address. */
  bankName: string;
  referralCode: string;
  logoUrl: string;
};

export const emptyAccountValues = (): AccountFormValues => ({
  source: "new",
  existingId: "",
  firstName: "",
  lastName: "",
  email: "",
  businessName: "",
  bankName: "",
  referralCode: "",
  logoUrl: "",
});

/** The form for a saved account (an edit). */
export function accountValues(account: PartnerAccount): AccountFormValues {
  const profile = account.user?.profile;
  return {
    ...emptyAccountValues(),
    source: "existing",
    existingId: account.user?.id ?? "",
    firstName: profile?.firstName ?? "",
    lastName: profile?.lastName ?? "",
    email: profile?.email ?? "",
    businessName: account.businessName,
    bankName: account.bankName,
    referralCode: account.referralCode,
    logoUrl: account.logoUrl,
  };
}

/** What a check found wrong: the translation key of each field's message. */
export type AccountFormErrors = Partial<Record<keyof AccountFormValues, { key: string; max?: number }>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tooLong = (v: string) => [...v.trim()].length > NAME_MAX;

/** The form's checks; `editing`: the account exists already (its e-mail is not changed here). */
export function accountErrors(kind: AccountKind, v: AccountFormValues, editing: boolean): AccountFormErrors {
  const errors: AccountFormErrors = {};
  const isNew = !editing && v.source === "new";
  if (!editing && v.source === "existing" && !v.existingId) errors.existingId = { key: "pickAccount" };
  for (const field of ["firstName", "lastName"] as const) {
    if (isNew && !v[field].trim()) errors[field] = { key: `${field}Required` };
    else if (tooLong(v[field])) errors[field] = { key: "tooLong", max: NAME_MAX };
  }
  if (isNew) {
    if (!v.email.trim()) errors.email = { key: "emailRequired" };
    else if (!EMAIL.test(v.email.trim())) errors.email = { key: "emailInvalid" };
  }
  if (kind === "lender" && tooLong(v.businessName)) errors.businessName = { key: "tooLong", max: NAME_MAX };
  if (kind === "bank") {
    if (!v.bankName.trim()) errors.bankName = { key: "bankNameRequired" };
    else if (tooLong(v.bankName)) errors.bankName = { key: "tooLong", max: NAME_MAX };
    if (v.referralCode.trim() && !bankCodeOf(v.referralCode)) errors.referralCode = { key: "codeInvalid" };
  }
  return errors;
}

/** The person part of either request: an existing account by id, or a new one by e-mail. */
function person(v: AccountFormValues, editingId: string | null) {
  const id = editingId ?? (v.source === "existing" ? v.existingId : "");
  return { auth0Id: id, firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: id ? "" : v.email.trim() };
}

export function lenderRequest(v: AccountFormValues, editingId: string | null): MessageInitShape<typeof AdminAddLenderAccountRequestSchema> {
  return { lenderAccount: { ...person(v, editingId), businessName: v.businessName.trim() } };
}

export function bankRequest(v: AccountFormValues, editingId: string | null): MessageInitShape<typeof AdminAddBankAccountRequestSchema> {
  return {
    bankAccount: { ...person(v, editingId), bankName: v.bankName.trim(), referralCode: v.referralCode.trim() ? (bankCodeOf(v.referralCode) ?? v.referralCode.trim()) : "", logoUrl: v.logoUrl.trim() },
  };
}

/** Whether saving makes a new account (and so mails an invitation). */
export const invitesOnSave = (v: AccountFormValues, editingId: string | null) => editingId === null && v.source === "new";

/** The account's display name: the person's name, else their e-mail. */
export function accountName(account: PartnerAccount): string {
  return personName(account.user?.profile);
}
