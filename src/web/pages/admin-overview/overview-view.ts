/**
 * What the administrator's overview (issue #38) reads from its answers, pure and unit-tested: the
 * invitations still waiting (lenders' and banks' accounts whose person has not set a password),
 * oldest first; the background reports being prepared; and a user's sign-up time.
 */
import { timestampMs } from "@bufbuild/protobuf/wkt";
import { ReportJobState, type PartnerAccount, type ReportJob, type User } from "../../../gen/compass/v1/compass_pb";
import { personName } from "../../../shared/display-name";

export interface PendingInvitation {
  userId: string;
  kind: "lender" | "bank";
  name: string;
  email: string;
  invitedAt: Date | null;
}

function accountLabel(account: PartnerAccount, kind: PendingInvitation["kind"]): string {
  const organisation = kind === "bank" ? account.bankName.trim() : account.businessName.trim();
  return organisation || personName(account.user?.profile);
}

/** The lenders' and banks' invitations not accepted yet, oldest first (those waited longest). */
export function pendingInvitations(lenders: readonly PartnerAccount[], banks: readonly PartnerAccount[]): PendingInvitation[] {
  const of = (accounts: readonly PartnerAccount[], kind: PendingInvitation["kind"]) =>
    accounts
      .filter((a) => a.invitationPending)
      .map((a) => ({
        userId: a.user?.id ?? "",
        kind,
        name: accountLabel(a, kind),
        email: a.user?.profile?.email ?? "",
        invitedAt: a.invitedTimestamp ? new Date(timestampMs(a.invitedTimestamp)) : null,
      }));
  const at = (i: PendingInvitation) => i.invitedAt?.getTime() ?? 0;
  return [...of(lenders, "lender"), ...of(banks, "bank")].sort((a, b) => at(a) - at(b) || a.name.localeCompare(b.name));
}

/** The reports being prepared (queued or running), newest first, and how many are ready. */
export function reportsInProgress(jobs: readonly ReportJob[]): { active: ReportJob[]; ready: number } {
  const created = (j: ReportJob) => (j.createdAt ? timestampMs(j.createdAt) : 0);
  return {
    active: jobs.filter((j) => j.state === ReportJobState.QUEUED || j.state === ReportJobState.RUNNING).sort((a, b) => created(b) - created(a)),
    ready: jobs.filter((j) => j.state === ReportJobState.READY).length,
  };
}

/** When the user signed up (the account's creation), or null when unknown. */
export const signedUpAt = (user: User): Date | null => (user.auth0CreatedTs ? new Date(timestampMs(user.auth0CreatedTs)) : null);

/** How many of `users` signed up in the last `days` days. */
export function signedUpWithin(users: readonly User[], days: number, now: number): number {
  return users.filter((u) => {
    const at = signedUpAt(u);
    return at !== null && now - at.getTime() <= days * 24 * 60 * 60 * 1000;
  }).length;
}
