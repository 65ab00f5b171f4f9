/**
 * Notifications' SQL (schema/messaging.ts): a notification and its attachments written in one
 * transaction; a user's list newest first with the attachment ids in order; read state. Every
 * change records its inbox events in its own transaction (ADR 0019): recipient and sender for a
 * new, read or removed notification.
 */
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { notificationAttachments, notifications, users, type UserType } from "../../db/schema/index.js";
import { recordInboxEvents, type InboxEventInput } from "../../inbox/inbox-events.js";
import type { Recipient } from "./notifications-policy.js";

/** How many notifications a list returns (the newest). */
export const NOTIFICATIONS_LISTED = 200;

export interface NotificationRow {
  id: string;
  message: string;
  recipientUserId: string;
  sentByUserId: string | null;
  readAt: Date | null;
  notificationType: string;
  createdAt: Date;
  attachmentIds: string[];
  /** The sender's name parts and type (null when the sender is gone), for naming them to the reader. */
  sender: NotificationSender | null;
}

export interface NotificationSender {
  id: string;
  type: UserType;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
}

export function createNotificationsStore(db: Db) {
  const store = {
    async recipient(userId: string): Promise<Recipient | null> {
      const [row] = await db.select({ id: users.id, type: users.type, assignedCoachId: users.assignedCoachId }).from(users).where(eq(users.id, userId)).limit(1);
      return row ? { id: row.id, isLearner: row.type === "STANDARD", assignedCoachId: row.assignedCoachId } : null;
    },

    async assignedCoachOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ coach: users.assignedCoachId }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.coach ?? null;
    },

    async insert(n: { recipientUserId: string; sentByUserId: string; message: string; notificationType: string; attachmentIds: readonly string[] }): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notifications)
          .values({ recipientUserId: n.recipientUserId, sentByUserId: n.sentByUserId, message: n.message, notificationType: n.notificationType })
          .returning({ id: notifications.id });
        if (n.attachmentIds.length > 0) {
          await tx.insert(notificationAttachments).values(n.attachmentIds.map((attachmentId, position) => ({ notificationId: row!.id, attachmentId, position })));
        }
        await recordInboxEvents(tx, concerned(row!.id, "notification", n.recipientUserId, n.sentByUserId));
        return row!.id;
      });
    },

    async get(id: string): Promise<{ id: string; recipientUserId: string; sentByUserId: string | null } | null> {
      const [row] = await db
        .select({ id: notifications.id, recipientUserId: notifications.recipientUserId, sentByUserId: notifications.sentByUserId })
        .from(notifications)
        .where(eq(notifications.id, id))
        .limit(1);
      return row ?? null;
    },

    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(notifications).where(eq(notifications.id, id)).returning({ recipient: notifications.recipientUserId, sender: notifications.sentByUserId });
        if (row) await recordInboxEvents(tx, concerned(id, "notification-removed", row.recipient, row.sender));
      });
    },

    /** Marks the recipient's notifications read (the listed ones, or all); returns how many changed. */
    async markRead(recipientUserId: string, ids: readonly string[] | "all"): Promise<number> {
      if (ids !== "all" && ids.length === 0) return 0;
      return db.transaction(async (tx) => {
        const mine = and(eq(notifications.recipientUserId, recipientUserId), isNull(notifications.readAt));
        const changed = await tx
          .update(notifications)
          .set({ readAt: new Date() })
          .where(ids === "all" ? mine : and(mine, inArray(notifications.id, [...ids])))
          .returning({ id: notifications.id, sender: notifications.sentByUserId });
        // The recipient's other tabs and the sender (their "Read" mark) both hear of it.
        await recordInboxEvents(tx, changed.flatMap((c) => concerned(c.id, "notification", recipientUserId, c.sender)));
        return changed.length;
      });
    },

    async unreadCount(recipientUserId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.recipientUserId, recipientUserId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Notifications by id (the inbox stream), with their attachments. */
    async byIds(ids: readonly string[]): Promise<NotificationRow[]> {
      return ids.length === 0 ? [] : listWhere(inArray(notifications.id, [...ids]));
    },

    async list(recipientUserId: string): Promise<NotificationRow[]> {
      return listWhere(eq(notifications.recipientUserId, recipientUserId));
    },

    /** The notifications two users sent each other, newest first. */
    async between(a: string, b: string): Promise<NotificationRow[]> {
      return listWhere(
        or(
          and(eq(notifications.recipientUserId, a), eq(notifications.sentByUserId, b)),
          and(eq(notifications.recipientUserId, b), eq(notifications.sentByUserId, a)),
        )!,
      );
    },
  };

  async function listWhere(where: SQL): Promise<NotificationRow[]> {
    const rows = await db
        .select({
          id: notifications.id,
          message: notifications.message,
          recipientUserId: notifications.recipientUserId,
          sentByUserId: notifications.sentByUserId,
          readAt: notifications.readAt,
          notificationType: notifications.notificationType,
          createdAt: notifications.createdAt,
          attachmentIds: sql<string[]>`coalesce((select array_agg(a.attachment_id order by a.position) from ${notificationAttachments} a where a.notification_id = ${notifications.id}), '{}')`,
          senderType: users.type,
          senderFirstName: users.firstName,
          senderLastName: users.lastName,
          senderDisplayName: users.displayName,
          senderEmail: users.email,
        })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.sentByUserId))
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATIONS_LISTED);
    return rows.map(({ senderType, senderFirstName, senderLastName, senderDisplayName, senderEmail, ...row }) => ({
      ...row,
      sender:
        row.sentByUserId && senderType
          ? { id: row.sentByUserId, type: senderType, firstName: senderFirstName ?? "", lastName: senderLastName ?? "", displayName: senderDisplayName ?? "", email: senderEmail ?? "" }
          : null,
    }));
  }

  return store;
}

/** The events a notification change writes: the recipient's, and the sender's when there is one. */
function concerned(id: string, kind: "notification" | "notification-removed", recipient: string, sender: string | null): InboxEventInput[] {
  const events: InboxEventInput[] = [{ userId: recipient, kind, refId: id }];
  if (sender && sender !== recipient) events.push({ userId: sender, kind, refId: id });
  return events;
}
