/**
 * Who may read and keep a learner's counseling record (SBA Form 641 client fields; issue #40;
 * ADR 0040). Pure; unit-tested in tests/unit/counseling/counseling-policy.test.ts.
 *
 * - The learner reads and writes their own record (GetMy/UpdateMy; the access table admits
 *   learners only), and only they give or withdraw consent to keep their demographics.
 * - A coach or lender reads and writes the records of their own mentees (the learner's assigned
 *   coach is the caller); an administrator any learner's, and each such read or write is audited.
 * - Staff never change the consent. Coaches and lenders neither see nor write the demographics; an
 *   administrator enters them only while the client's consent is on file (the mapper's rule).
 * - Whoever may not is told PERMISSION_DENIED, the same whether or not the user exists.
 */
import { isCoachLike } from "../../../shared/roles.js";
import type { Actor } from "../../core/context.js";

type Who = Pick<Actor, "userId" | "role">;

export interface CounselingClient {
  id: string;
  isLearner: boolean;
  assignedCoachId: string | null;
}

/** Whether staff `actor` may read and write the counseling record of `client`. */
export function mayKeepRecordOf(actor: Who, client: CounselingClient | null): boolean {
  if (!client || !client.isLearner || client.id === actor.userId) return false;
  if (actor.role === "admin") return true;
  return isCoachLike(actor.role) && client.assignedCoachId === actor.userId;
}

/**
 * Whether staff `actor` sees (and may write) the demographic answers: administrators, who file the
 * funder's reports; never a coach or lender (the privacy notice: "Your coach cannot see them").
 */
export const seesDemographics = (actor: Who): boolean => actor.role === "admin";

/** Whether a staff read or write of a record is written to the audit log: an administrator's. */
export const isAuditedAccess = (actor: Who): boolean => actor.role === "admin";

export const NOT_YOUR_CLIENT_RECORD = "You can see counseling records only for your own clients.";
