/**
 * Who may chat with whom (issue #14 §2; spec §6). Pure; unit-tested in tables
 * (tests/unit/chat/chat-policy.test.ts).
 *
 * - A learner ↔ their assigned coach or lender; a coach or lender ↔ their mentees.
 * - An administrator ↔ anyone; a learner, coach or lender writes to an administrator only in a
 *   conversation the administrator started (they have exchanged messages).
 * - Reading a conversation: whoever may chat with the other user, or who already has messages with
 *   them (a learner whose coach changed still reads the old conversation, but cannot write to it).
 * - Only the sender removes a message.
 */
import { isCoachLike, type Role } from "../../../shared/roles.js";
import type { Actor } from "../../core/context.js";

export interface ChatParty {
  id: string;
  role: Role;
  assignedCoachId: string | null;
}

type Who = Pick<Actor, "userId" | "role">;

export function mayChat(actor: Who, actorCoachId: string | null, other: ChatParty | null, alreadyTalking: boolean): boolean {
  if (!other || other.id === actor.userId) return false;
  if (actor.role === "admin") return true;
  if (other.role === "admin") return alreadyTalking;
  if (actor.role === "standard") return actorCoachId !== null && actorCoachId === other.id && isCoachLike(other.role);
  if (isCoachLike(actor.role)) return other.role === "standard" && other.assignedCoachId === actor.userId;
  return false;
}

export const mayReadConversation = (mayWrite: boolean, alreadyTalking: boolean): boolean => mayWrite || alreadyTalking;

export const mayRemoveMessage = (actor: Who, message: { sentByUserId: string }): boolean => message.sentByUserId === actor.userId;

/** Whether a message belongs to the conversation between `a` and `b` (either way round). */
export const isOfConversation = (m: { sentByUserId: string; sentToUserId: string } | null, a: string, b: string): boolean =>
  m !== null && ((m.sentByUserId === a && m.sentToUserId === b) || (m.sentByUserId === b && m.sentToUserId === a));

export const CONVERSATION_NOT_FOUND = "Conversation not found";
export const MESSAGE_NOT_FOUND = "Message not found";
