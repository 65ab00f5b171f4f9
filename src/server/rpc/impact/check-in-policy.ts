/**
 * Who may send a learner the impact check-in on demand (issue #40, CoachSendImpactCheckIn): their
 * assigned coach or lender, or an administrator — as for the TA methods; never to oneself, and only
 * to a learner (staff accounts report no milestones). Pure; unit-tested in
 * tests/unit/impact/check-in-policy.test.ts. A caller who may not is answered PERMISSION_DENIED
 * whether or not the user exists.
 */
import { isCoachLike } from "../../../shared/roles.js";
import type { Actor } from "../../core/context.js";

export interface CheckInSubject {
  id: string;
  assignedCoachId: string | null;
  /** The subject's API user type (STANDARD for a learner). */
  type: string;
}

export function canSendCheckIn(actor: Pick<Actor, "userId" | "role">, subject: CheckInSubject): boolean {
  if (actor.userId === subject.id) return false;
  if (actor.role === "admin") return true;
  return isCoachLike(actor.role) && subject.assignedCoachId === actor.userId;
}

/** The one answer to a caller who may not send a check-in to that user, or of a user who does not exist. */
export const NOT_YOUR_CLIENT_CHECK_IN = "You can send a check-in only to your own clients.";
