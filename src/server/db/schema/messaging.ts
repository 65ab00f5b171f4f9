/**
 * Notifications (coach <-> mentee, admin -> anyone) and chat messages, each
 * with the attachments they carry, in order.
 */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, id } from "./columns.js";
import { attachments } from "./files.js";
import { users } from "./users.js";

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    recipientUserId: text("recipient_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Kept when the sender is deleted (the recipient still sees the message). */
    sentByUserId: text("sent_by_user_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    notificationType: text("notification_type").notNull().default("SIMPLE"),
    createdAt: at("created_at").notNull().defaultNow(),
    /** When the recipient read it (MarkNotificationsRead; ADR 0019); null while unread. */
    readAt: at("read_at"),
  },
  (t) => [
    index("notifications_recipient_created_idx").on(t.recipientUserId, t.createdAt.desc(), t.id),
    index("notifications_unread_idx").on(t.recipientUserId, t.createdAt).where(sql`${t.readAt} is null`),
    index("notifications_sender_created_idx").on(t.sentByUserId, t.createdAt.desc()),
  ],
);

export const notificationAttachments = pgTable(
  "notification_attachments",
  {
    notificationId: text("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    attachmentId: text("attachment_id")
      .notNull()
      .references(() => attachments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.attachmentId] }),
    index("notification_attachments_attachment_idx").on(t.attachmentId),
  ],
);

/**
 * A chat message between two users. Deleting either user deletes their
 * conversation (it is personal data of both); "remove" without
 * permanently_delete only sets is_deleted.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    sentByUserId: text("sent_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentToUserId: text("sent_to_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    replyToMessageId: text("reply_to_message_id").references((): AnyPgColumn => chatMessages.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    isDeleted: boolean("is_deleted").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_pair_created_idx").on(t.sentByUserId, t.sentToUserId, t.createdAt.desc()),
    index("chat_messages_to_created_idx").on(t.sentToUserId, t.sentByUserId, t.createdAt.desc()),
    index("chat_messages_unread_idx").on(t.sentToUserId).where(sql`not ${t.isRead} and not ${t.isDeleted}`),
    index("chat_messages_reply_idx").on(t.replyToMessageId),
    check("chat_messages_not_self_reply", sql`${t.replyToMessageId} is distinct from ${t.id}`),
  ],
);

export const chatMessageAttachments = pgTable(
  "chat_message_attachments",
  {
    messageId: text("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    attachmentId: text("attachment_id")
      .notNull()
      .references(() => attachments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.attachmentId] }),
    index("chat_message_attachments_attachment_idx").on(t.attachmentId),
  ],
);

/**
 * The inbox's event log (ADR 0019): one row per user a change concerns — a message sent, changed or
 * read, a notification sent, read or taken away — written in the change's own transaction, so the
 * log holds exactly what committed. Ids increase per user in commit order (writers take the user's
 * advisory lock first), so a stream resuming after an id misses nothing. The rows carry ids only;
 * the stream reads the message or notification itself. Kept INBOX_RETENTION_DAYS.
 */
export const inboxEvents = pgTable(
  "inbox_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** chat | notification | notification-removed | read */
    kind: text("kind").notNull(),
    /** The message or notification id; for `read`, the reader's id. */
    refId: text("ref_id").notNull(),
    /** For `read`: { sender, upTo } (whose messages, read up to when). */
    data: jsonb("data").$type<{ sender: string; upTo: string }>(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("inbox_events_user_idx").on(t.userId, t.id), index("inbox_events_created_idx").on(t.createdAt)],
);
