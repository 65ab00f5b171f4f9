/**
 * What the lender and partner-bank lists show of an account, pure and unit-tested: its sign-in
 * state (an invitation's link lasts 7 days: identity/invitations.ts), the search over the list,
 * the pages' paths and a bank's sign-up link.
 */
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { PartnerAccount } from "../../../gen/compass/v1/compass_pb";
import { pathFor, type RouteName } from "../../../shared/routes";
import { accountName, type AccountKind } from "./account-form";

/** How long an invitation's link works (the server's INVITATION_TTL_MS). */
export const INVITATION_DAYS = 7;

export type InvitationState = { kind: "active" } | { kind: "disabled" } | { kind: "pending" | "expired"; sentAt: Date };

export function invitationState(account: PartnerAccount, now: number): InvitationState {
  if (account.user && !account.user.enabled) return { kind: "disabled" };
  if (!account.invitationPending || !account.invitedTimestamp) return { kind: "active" };
  const sentAt = timestampDate(account.invitedTimestamp);
  return { kind: now - sentAt.getTime() > INVITATION_DAYS * 86_400_000 ? "expired" : "pending", sentAt };
}

/** Whether the account matches what was typed: name, e-mail, business or bank name, code. */
export function matchesSearch(account: PartnerAccount, typed: string): boolean {
  const term = typed.trim().toLocaleLowerCase();
  if (!term) return true;
  const p = account.user?.profile;
  return [accountName(account), p?.email, account.businessName, account.bankName, account.referralCode].some((v) => (v ?? "").toLocaleLowerCase().includes(term));
}

export function listRoute(kind: AccountKind): { list: RouteName; edit: RouteName } {
  return kind === "bank" ? { list: "admin-partners", edit: "admin-add-edit-partners" } : { list: "admin-lenders", edit: "admin-add-edit-lenders" };
}

export const editPath = (kind: AccountKind, id: string) => `${pathFor(listRoute(kind).edit)}?id=${encodeURIComponent(id)}`;

/** The sign-up link of a bank's code, as its clients open it. */
export const signUpLink = (code: string, origin: string) => `${origin}${pathFor("auth", { type: "signup", referralCode: code })}`;
