/**
 * Notifications' SQL (schema/messaging.ts): a notification and its attachments written in one
 * transaction; a user's list newest first with the attachment ids in order.
 */
import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { notificationAttachments, notifications, users } from "../../db/schema/index.js";
import type { Recipient } from "./notifications-policy.js";

/** How many notifications a list returns (the newest). */
export const NOTIFICATIONS_LISTED = 200;

export interface NotificationRow {
  id: string;
  message: string;
  sentByUserId: string | null;
  notificationType: string;
  createdAt: Date;
  attachmentIds: string[];
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
      await db.delete(notifications).where(eq(notifications.id, id));
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

  function listWhere(where: SQL): Promise<NotificationRow[]> {
    return db
        .select({
          id: notifications.id,
          message: notifications.message,
          sentByUserId: notifications.sentByUserId,
          notificationType: notifications.notificationType,
          createdAt: notifications.createdAt,
          attachmentIds: sql<string[]>`coalesce((select array_agg(a.attachment_id order by a.position) from ${notificationAttachments} a where a.notification_id = ${notifications.id}), '{}')`,
        })
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATIONS_LISTED);
  }

  return store;
}
