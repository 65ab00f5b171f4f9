/**
 * Who may record, read, change and delete technical-assistance sessions (issue #13 §2; spec §6).
 * Pure; unit-tested in tables (tests/unit/ta-tracking/ta-tracking-policy.test.ts).
 *
 * - A session is recorded for a learner (a standard user). A coach or lender records sessions as
 *   themselves only, and only for their own mentees (the learner's assigned coach is the caller);
 *   an administrator records for any learner, as any coach or lender.
 * - A coach or lender reads, edits and deletes only their own sessions; an administrator any.
 * - Whoever may not is told NOT_FOUND (TA_NOT_FOUND / CLIENT_NOT_FOUND): the same answer whether
 *   or not the session or user exists, so ids of other coaches' records and clients reveal nothing.
 */
import { isCoachLike, type Role } from "../../../shared/roles.js";
import type { Actor } from "../../core/context.js";

export interface TAClient {
  id: string;
  isLearner: boolean;
  assignedCoachId: string | null;
}

export interface TACoach {
  id: string;
  role: Role;
}

type Who = Pick<Actor, "userId" | "role">;

/** Whether the actor may name `coach` as the session's coach: themselves; an administrator also any coach or lender. */
export function mayRecordAs(actor: Who, coach: TACoach | null): boolean {
  if (!coach) return false;
  if (actor.role === "admin") return isCoachLike(coach.role) || coach.id === actor.userId;
  return isCoachLike(actor.role) && coach.id === actor.userId;
}

/** Whether the actor may record (or move a record to) a session with this client. */
export function mayLogFor(actor: Who, client: TAClient | null): boolean {
  if (!client || !client.isLearner) return false;
  if (actor.role === "admin") return true;
  return isCoachLike(actor.role) && client.assignedCoachId === actor.userId;
}

/** Whether the actor may read, edit or delete a session recorded for `coachUserId`. */
export function mayTouchRecord(actor: Who, record: { coachUserId: string | null }): boolean {
  if (actor.role === "admin") return true;
  return isCoachLike(actor.role) && record.coachUserId === actor.userId;
}

export const TA_NOT_FOUND = "TA session not found";
export const CLIENT_NOT_FOUND = "Client not found among your clients";
export const COACH_NOT_ALLOWED = "coach_user_id: a coach or lender records sessions as themselves.";
