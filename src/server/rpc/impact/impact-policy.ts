/**
 * Who may see, record, correct, verify and confirm impact milestones (issue #40 §1, §7), and which
 * changes of state a milestone allows. Pure; unit-tested in tables
 * (tests/unit/impact/impact-policy.test.ts).
 *
 * Access, as the TA methods: a learner keeps their own milestones only; a coach or lender sees and
 * records them for their own mentees only (the learner's assigned coach is the caller); an
 * administrator for any learner (audited); partner banks none (the access table refuses them the
 * Coach* methods; the *My* methods are for learners). Nobody records milestones for themselves as
 * staff. A caller who may not is answered PERMISSION_DENIED whether or not the user exists.
 *
 * The states: a milestone the client reports is *reported* until staff verify it with an evidence
 * note (→ *verified*); one staff record is *reported* until the client confirms it (→ *confirmed*).
 * - The client corrects their own only while it is reported (once verified, staff correct it).
 * - Staff correct any of their mentee's milestones in any state; a correction is staff's word, so
 *   the milestone becomes staff-recorded and *reported* again, awaiting the client's confirmation
 *   (the former version, with its state and evidence, stays in the history).
 * - Staff verify only what the client reported and is still reported; the client confirms only
 *   what staff recorded and is still reported. Anything else is FAILED_PRECONDITION.
 */
import { isCoachLike } from "../../../shared/roles.js";
import type { Actor } from "../../core/context.js";
import type { MilestoneRecorderName, MilestoneStateName } from "../../db/schema/index.js";

type Caller = Pick<Actor, "userId" | "role">;

export interface MilestoneSubject {
  id: string;
  isLearner: boolean;
  assignedCoachId: string | null;
}

export interface MilestoneStanding {
  userId: string;
  state: MilestoneStateName;
  recordedByRole: MilestoneRecorderName;
}

/** Whether the caller keeps milestones of their own (ListMy, SubmitMy, ConfirmMy): learners. */
export const keepsOwnMilestones = (actor: Caller): boolean => actor.role === "standard";

/** Whether the caller may see and record a user's milestones as staff. */
export function mayManageMilestones(actor: Caller, subject: MilestoneSubject | null): boolean {
  if (!subject || !subject.isLearner || subject.id === actor.userId) return false;
  if (actor.role === "admin") return true;
  return isCoachLike(actor.role) && subject.assignedCoachId === actor.userId;
}

/** An administrator's reads and writes of a learner's milestones are audited (every staff write is). */
export const isAuditedRead = (actor: Caller): boolean => actor.role === "admin";

/** Why a change of state is refused (FAILED_PRECONDITION with STATE_REFUSALS' words). */
export type StateRefusal = "staff-recorded" | "own-report" | "settled" | "needs-confirmation";

/** Why the client may not correct this milestone of theirs, or null when they may. */
export function clientCorrectionRefusal(m: MilestoneStanding): StateRefusal | null {
  if (m.recordedByRole !== "client") return "staff-recorded";
  if (m.state !== "reported") return "settled";
  return null;
}

/** Why the client may not confirm this milestone, or null when they may. */
export function confirmRefusal(m: MilestoneStanding): StateRefusal | null {
  if (m.recordedByRole !== "staff") return "own-report";
  if (m.state !== "reported") return "settled";
  return null;
}

/** Why staff may not verify this milestone, or null when they may. */
export function verifyRefusal(m: MilestoneStanding): StateRefusal | null {
  if (m.recordedByRole !== "client") return "needs-confirmation";
  if (m.state !== "reported") return "settled";
  return null;
}

export const NOT_YOUR_CLIENT_MILESTONES = "You can see and record milestones only for your own clients.";
export const MILESTONES_FOR_LEARNERS = "Milestones are kept for the program's clients.";
export const MILESTONE_NOT_FOUND = "Milestone not found";
export const STATE_REFUSALS: Readonly<Record<StateRefusal, string>> = {
  "staff-recorded": "This milestone was recorded by staff: confirm it, or ask your coach to correct it.",
  "own-report": "You reported this milestone yourself: staff verify it.",
  settled: "This milestone is already verified or confirmed; staff can still correct it.",
  "needs-confirmation": "Staff recorded this milestone: the client confirms it.",
};
export const MILESTONE_STALE = "The milestone changed since you read it; reload it and try again.";
export const MILESTONES_FULL = "A client can have at most 1,000 milestones.";
