/**
 * Who sees whom as a mentee (issue #13 §1; spec §6). Pure; unit-tested in tables
 * (tests/unit/mentees/mentees-policy.test.ts).
 *
 * - A mentee is a learner (a standard user). A coach or lender sees the learners whose assigned
 *   coach they are; an administrator sees every learner.
 * - Anyone else asking for a user is told NOT_FOUND ("Mentee not found"), the same whether or not
 *   the user exists.
 * - What a viewer sees of the profile: account-policy.ts's hiddenProfileFields — a coach or lender
 *   never sees the most sensitive fields (the service does not even decrypt them); administrators do.
 */
import { isCoachLike } from "../../../shared/roles.js";
import type { Actor } from "../../core/context.js";

export interface MenteeSubject {
  id: string;
  isLearner: boolean;
  assignedCoachId: string | null;
}

type Who = Pick<Actor, "userId" | "role">;

export function canSeeMentee(actor: Who, subject: MenteeSubject | null): boolean {
  if (!subject || !subject.isLearner) return false;
  if (actor.role === "admin") return true;
  return isCoachLike(actor.role) && subject.assignedCoachId === actor.userId;
}

/** Whose mentees a list shows: a coach's or lender's own; every learner's for an administrator ("all"). */
export const menteeScope = (actor: Who): { coachUserId: string } | "all" => (actor.role === "admin" ? "all" : { coachUserId: actor.userId });

/** Whether the viewer may see the sealed (most sensitive) profile fields of a mentee. */
export const seesSealedFields = (actor: Who): boolean => actor.role === "admin";

export const MENTEE_NOT_FOUND = "Mentee not found";
