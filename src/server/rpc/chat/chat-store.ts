/**
 * Chat messages' SQL (schema/messaging.ts): a message and its attachments in one transaction; the
 * caller's messages; one conversation (both directions) in time order, or paged newest first; the
 * caller's conversations with unread counts; read receipts; removal that keeps the text
 * (is_deleted) or erases it and the message's attachments for good. Every change records its inbox
 * events (both parties) in its own transaction (ADR 0019).
 */
import { and, asc, count, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { attachments, chatMessageAttachments, chatMessages, contentAttachments, moduleAttachments, notificationAttachments, users } from "../../db/schema/index.js";
import { roleOfUserType } from "../../identity/token-verifier.js";
import { nameSeenBy, type NameViewer } from "../../core/names.js";
import { chatEvents, recordInboxEvents } from "../../inbox/inbox-events.js";
import { keyset, pageOf, type Cursor } from "../paging.js";
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
        await recordInboxEvents(tx, chatEvents(row!.id, m.sentByUserId, m.sentToUserId));
        return row!.id;
      });
    },

    async get(id: string): Promise<{ id: string; sentByUserId: string; sentToUserId: string } | null> {
      const [row] = await db.select({ id: chatMessages.id, sentByUserId: chatMessages.sentByUserId, sentToUserId: chatMessages.sentToUserId }).from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
      return row ?? null;
    },

    /** Messages by id (the inbox stream). */
    async byIds(ids: readonly string[]): Promise<MessageRow[]> {
      return ids.length === 0 ? [] : db.select(columns).from(chatMessages).where(inArray(chatMessages.id, [...ids]));
    },

    /** One page of a conversation, newest first (keyset on created_at, id). */
    async page(a: string, b: string, after: Cursor | null, size: number): Promise<{ items: MessageRow[]; next: Cursor | null; total: number }> {
      const q = keyset({ sort: chatMessages.createdAt, id: chatMessages.id, direction: "desc", after, size, where: between(a, b) });
      const [rows, [total]] = await Promise.all([
        db.select({ ...columns, sortKey: q.sortKey }).from(chatMessages).where(q.where).orderBy(...q.orderBy).limit(q.limit),
        db.select({ n: count() }).from(chatMessages).where(between(a, b)),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.id }));
      return { items: page.items.map(({ sortKey: _k, ...row }) => row), next: page.next, total: total?.n ?? 0 };
    },

    /**
     * The user's conversations: each partner (named as `viewer` may see them) with the latest message between them and how many
     * of the partner's messages to the user are unread, latest first.
     */
    async conversations(userId: string, viewer: NameViewer): Promise<{ partner: { id: string; type: string; name: string }; last: MessageRow; unread: number }[]> {
      const latest = await db.execute<{ id: string; partner: string }>(sql`
        select distinct on (partner) id, partner from (
          select id, created_at, case when sent_by_user_id = ${userId} then sent_to_user_id else sent_by_user_id end as partner
          from chat_messages where sent_by_user_id = ${userId} or sent_to_user_id = ${userId}
        ) m order by partner, created_at desc, id desc`);
      if (latest.rows.length === 0) return [];
      const partnerIds = latest.rows.map((r) => r.partner);
      const [messages, unread, people] = await Promise.all([
        db.select(columns).from(chatMessages).where(inArray(chatMessages.id, latest.rows.map((r) => r.id))),
        db
          .select({ partner: chatMessages.sentByUserId, n: count() })
          .from(chatMessages)
          .where(and(eq(chatMessages.sentToUserId, userId), eq(chatMessages.isRead, false), eq(chatMessages.isDeleted, false)))
          .groupBy(chatMessages.sentByUserId),
        db
          .select({ id: users.id, type: users.type, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email })
          .from(users)
          .where(inArray(users.id, partnerIds)),
      ]);
      const byId = new Map(messages.map((m) => [m.id, m]));
      const unreadBy = new Map(unread.map((u) => [u.partner, u.n]));
      const personBy = new Map(people.map((p) => [p.id, p]));
      return latest.rows
        .flatMap((r) => {
          const last = byId.get(r.id);
          const person = personBy.get(r.partner);
          if (!last || !person) return [];
          return [{ partner: { id: person.id, type: person.type, name: nameSeenBy(person, viewer) }, last, unread: unreadBy.get(r.partner) ?? 0 }];
        })
        .sort((x, y) => y.last.createdAt.getTime() - x.last.createdAt.getTime() || (y.last.id < x.last.id ? -1 : 1));
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

    /**
     * Marks what `from` sent to `reader` as read (up to and including the message `upToId` when
     * given: compared in the database, at its microseconds); when anything changed, both get a
     * read receipt: read up to the newest message marked.
     */
    async markRead(reader: string, from: string, upToId?: string): Promise<number> {
      return db.transaction(async (tx) => {
        const unread = and(eq(chatMessages.sentToUserId, reader), eq(chatMessages.sentByUserId, from), eq(chatMessages.isRead, false));
        const upTo = sql`(select m.created_at from ${chatMessages} m where m.id = ${upToId ?? null})`;
        const changed = await tx
          .update(chatMessages)
          .set({ isRead: true })
          .where(upToId ? and(unread, lte(chatMessages.createdAt, upTo)) : unread)
          .returning({ createdAt: chatMessages.createdAt });
        if (changed.length === 0) return 0;
        const newest = new Date(Math.max(...changed.map((c) => c.createdAt.getTime())));
        const data = { sender: from, upTo: newest.toISOString() };
        await recordInboxEvents(tx, [
          { userId: reader, kind: "read", refId: reader, data },
          { userId: from, kind: "read", refId: reader, data },
        ]);
        return changed.length;
      });
    },

    async markDeleted(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(chatMessages)
          .set({ isDeleted: true })
          .where(eq(chatMessages.id, id))
          .returning({ by: chatMessages.sentByUserId, to: chatMessages.sentToUserId });
        if (row) await recordInboxEvents(tx, chatEvents(id, row.by, row.to));
      });
    },

    /**
     * Erases a message for good: its text, its attachment links, and the attachments themselves
     * that the sender made when nothing else (another message, a notification, a library module or
     * content) still shows them; returns the uploaded files those attachments showed (the caller
     * erases them from the file store). The row stays, empty and
     * removed, so the replies to it keep their place in the thread.
     */
    async erase(id: string, senderUserId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const linked = await tx.delete(chatMessageAttachments).where(eq(chatMessageAttachments.messageId, id)).returning({ id: chatMessageAttachments.attachmentId });
        const [row] = await tx
          .update(chatMessages)
          .set({ message: "", isDeleted: true })
          .where(eq(chatMessages.id, id))
          .returning({ by: chatMessages.sentByUserId, to: chatMessages.sentToUserId });
        if (row) await recordInboxEvents(tx, chatEvents(id, row.by, row.to));
        const ids = linked.map((l) => l.id);
        if (ids.length === 0) return [];
        const erased = await tx.delete(attachments).where(
          and(
            inArray(attachments.id, ids),
            eq(attachments.createdByUserId, senderUserId),
            sql`not exists (select 1 from ${moduleAttachments} m where m.attachment_id = "attachments"."id")`,
            sql`not exists (select 1 from ${contentAttachments} ca where ca.attachment_id = "attachments"."id")`,
            sql`not exists (select 1 from ${chatMessageAttachments} c where c.attachment_id = "attachments"."id")`,
            sql`not exists (select 1 from ${notificationAttachments} n where n.attachment_id = "attachments"."id")`,
          ),
        ).returning({ fileId: attachments.fileId });
        return erased.flatMap((a) => (a.fileId ? [a.fileId] : []));
      });
    },
  };
}
