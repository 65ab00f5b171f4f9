/**
 * Where a notification leads (issue #14 §1): a coach's, lender's or administrator's notification
 * from a learner opens that mentee's page (manage-mentee, with the chat); anyone else's opens
 * their messages with the sender's conversation. Pure.
 */
import type { Role } from "../../../shared/roles";
import { pathFor } from "../../../shared/routes";

export interface NotificationLinkInput {
  viewerRole: Role | null;
  senderId: string;
  /**
   * Whether the sender is a learner, when the page knows (their conversation's user type);
   * undefined when it does not. Coaches and lenders hear only from their mentees and
   * administrators, so for them an unknown sender is taken as a mentee.
   */
  senderIsLearner: boolean | undefined;
}

export function notificationHref(input: NotificationLinkInput): string {
  const { viewerRole, senderId, senderIsLearner } = input;
  const messages = pathFor("my-messages");
  if (!senderId) return messages;
  const coaching = viewerRole === "coach" || viewerRole === "lender";
  const mentee = senderIsLearner ?? coaching;
  if ((coaching || viewerRole === "admin") && mentee) return `${pathFor("manage-mentee")}?id=${encodeURIComponent(senderId)}`;
  return `${messages}?with=${encodeURIComponent(senderId)}`;
}
