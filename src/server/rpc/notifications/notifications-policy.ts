/**
 * Who may notify whom, and who may take a notification away (issue #14 §1; spec §6). Pure;
 * unit-tested in tests/unit/notifications/notifications-policy.test.ts.
 *
 * - A learner notifies only their assigned coach (SendNotificationToCoach).
 * - A coach or lender notifies only their mentees; an administrator anyone (CoachSendNotificationToUser).
 * - The recipient removes a notification from their list (RemoveNotification); the sender withdraws
 *   what they sent (Remove*NotificationFrom*), an administrator any notification.
 */
import { isCoachLike } from "../../../shared/roles.js";
import type { Actor } from "../../core/context.js";

type Who = Pick<Actor, "userId" | "role">;

export interface Recipient {
  id: string;
  isLearner: boolean;
  assignedCoachId: string | null;
}

/** SendNotificationToCoach: the named user is the caller's assigned coach. */
export const mayNotifyCoach = (callerAssignedCoachId: string | null, coachUserId: string): boolean =>
  callerAssignedCoachId !== null && callerAssignedCoachId === coachUserId;

/** CoachSendNotificationToUser: a coach's or lender's own mentee; anyone (but themselves) for an administrator. */
export function mayNotifyUser(actor: Who, recipient: Recipient | null): boolean {
  if (!recipient || recipient.id === actor.userId) return false;
  if (actor.role === "admin") return true;
  return isCoachLike(actor.role) && recipient.isLearner && recipient.assignedCoachId === actor.userId;
}

/** Withdrawing a sent notification: its sender, or an administrator. */
export const mayWithdraw = (actor: Who, notification: { sentByUserId: string | null }): boolean =>
  actor.role === "admin" || (notification.sentByUserId !== null && notification.sentByUserId === actor.userId);

export const NOT_YOUR_COACH = "You can send notifications only to your own coach.";
export const NOTIFICATION_NOT_FOUND = "Notification not found";
