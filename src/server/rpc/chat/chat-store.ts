/**
 * Chat messages' SQL (schema/messaging.ts): a message and its attachments in one transaction; the
 * caller's messages; one conversation (both directions) in time order; read receipts; removal that
 * keeps the text (is_deleted) or erases it and the message's attachments for good.
 */
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { attachments, chatMessageAttachments, chatMessages, contentAttachments, moduleAttachments, notificationAttachments, users } from "../../db/schema/index.js";
import { roleOfUserType } from "../../identity/token-verifier.js";
import type { ChatParty } from "./chat-policy.js";

/** How many messages GetMyChatMessages returns (the newest). */
export const MY_MESSAGES_LISTED = 500;

export interface MessageRow {
  id: string;
  sentByUserId: string;
  sentToUserId: string;
  replyToMessageId: string | null;
  message: string;
  isRead: boolean;
  isDeleted: boolean;
  createdAt: Date;
  attachmentIds: string[];
}

const columns = {
  id: chatMessages.id,
  sentByUserId: chatMessages.sentByUserId,
  sentToUserId: chatMessages.sentToUserId,
  replyToMessageId: chatMessages.replyToMessageId,
  message: chatMessages.message,
  isRead: chatMessages.isRead,
  isDeleted: chatMessages.isDeleted,
  createdAt: chatMessages.createdAt,
  attachmentIds: sql<string[]>`coalesce((select array_agg(a.attachment_id order by a.position) from ${chatMessageAttachments} a where a.message_id = ${chatMessages.id}), '{}')`,
};

const between = (a: string, b: string) =>
  or(and(eq(chatMessages.sentByUserId, a), eq(chatMessages.sentToUserId, b)), and(eq(chatMessages.sentByUserId, b), eq(chatMessages.sentToUserId, a)));

export function createChatStore(db: Db) {
  return {
    async party(userId: string): Promise<ChatParty | null> {
      const [row] = await db.select({ id: users.id, type: users.type, enabled: users.enabled, assignedCoachId: users.assignedCoachId }).from(users).where(eq(users.id, userId)).limit(1);
      return row ? { id: row.id, role: roleOfUserType(row.type), assignedCoachId: row.assignedCoachId } : null;
    },

    async talking(a: string, b: string): Promise<boolean> {
      const [row] = await db.select({ id: chatMessages.id }).from(chatMessages).where(between(a, b)).limit(1);
      return row !== undefined;
    },

    async insert(m: { sentByUserId: string; sentToUserId: string; replyToMessageId: string | null; message: string; attachmentIds: readonly string[] }): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatMessages)
          .values({ sentByUserId: m.sentByUserId, sentToUserId: m.sentToUserId, replyToMessageId: m.replyToMessageId, message: m.message })
          .returning({ id: chatMessages.id });
        if (m.attachmentIds.length) await tx.insert(chatMessageAttachments).values(m.attachmentIds.map((attachmentId, position) => ({ messageId: row!.id, attachmentId, position })));
        return row!.id;
      });
    },

    async get(id: string): Promise<{ id: string; sentByUserId: string; sentToUserId: string } | null> {
      const [row] = await db.select({ id: chatMessages.id, sentByUserId: chatMessages.sentByUserId, sentToUserId: chatMessages.sentToUserId }).from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
      return row ?? null;
    },

    async mine(userId: string): Promise<MessageRow[]> {
      return db
        .select(columns)
        .from(chatMessages)
        .where(or(eq(chatMessages.sentByUserId, userId), eq(chatMessages.sentToUserId, userId)))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(MY_MESSAGES_LISTED);
    },

    async conversation(a: string, b: string): Promise<MessageRow[]> {
      return db.select(columns).from(chatMessages).where(between(a, b)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    },

    /** Marks what `from` sent to `reader` as read. */
    async markRead(reader: string, from: string): Promise<void> {
      await db
        .update(chatMessages)
        .set({ isRead: true })
        .where(and(eq(chatMessages.sentToUserId, reader), eq(chatMessages.sentByUserId, from), eq(chatMessages.isRead, false)));
    },

    async markDeleted(id: string): Promise<void> {
      await db.update(chatMessages).set({ isDeleted: true }).where(eq(chatMessages.id, id));
    },

    /**
     * Erases a message for good: its text, its attachment links, and the attachments themselves
     * that the sender made when nothing else (another message, a notification, a library module or
     * content) still shows them. The row stays, empty and
     * removed, so the replies to it keep their place in the thread.
     */
    async erase(id: string, senderUserId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const linked = await tx.delete(chatMessageAttachments).where(eq(chatMessageAttachments.messageId, id)).returning({ id: chatMessageAttachments.attachmentId });
        await tx.update(chatMessages).set({ message: "", isDeleted: true }).where(eq(chatMessages.id, id));
        const ids = linked.map((l) => l.id);
        if (ids.length === 0) return;
        await tx.delete(attachments).where(
          and(
            inArray(attachments.id, ids),
            eq(attachments.createdByUserId, senderUserId),
            sql`not exists (select 1 from ${moduleAttachments} m where m.attachment_id = ${attachments.id})`,
            sql`not exists (select 1 from ${contentAttachments} ca where ca.attachment_id = ${attachments.id})`,
            sql`not exists (select 1 from ${chatMessageAttachments} c where c.attachment_id = ${attachments.id})`,
            sql`not exists (select 1 from ${notificationAttachments} n where n.attachment_id = ${attachments.id})`,
          ),
        );
      });
    },
  };
}
