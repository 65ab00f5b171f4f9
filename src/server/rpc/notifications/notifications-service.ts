/**
 * Notifications (issue #14 §1; spec §7): GetMyNotifications and RemoveNotification (the recipient's
 * list), SendNotificationToCoach and RemoveNotificationFromCoach (a learner to their assigned coach),
 * CoachSendNotificationToUser and CoachRemoveNotificationFromUser (a coach or lender to their
 * mentees, an administrator to anyone). Each handler: validate → authorize
 * (notifications-policy.ts) → act → map.
 *
 * - Text: 1 to 10,000 characters (shown as text, never HTML); at most 10 attachments, each one the
 *   sender made (an administrator: any). The type defaults to NOTIFICATION_TYPE_SIMPLE.
 * - Sending is rate-limited per sender (messageMinute, messageDaily; shared with chat).
 * - A recipient who may not be reached is NOT_FOUND, the same whether or not the user exists; a
 *   notification the caller may not remove is NOT_FOUND too.
 * - The list is the newest 200 notifications, each with its read state (ADR 0019);
 *   MarkNotificationsRead marks the caller's own (listed, or all) — others' ids change nothing.
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import { NotificationSchema, NotificationType, type Notification } from "../../../gen/compass/v1/compass_pb.js";
import { denied, signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { MENTEE_NOT_FOUND } from "../mentees/mentees-policy.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { requiredId } from "../../core/ids.js";
import { mayNotifyCoach, mayNotifyUser, mayWithdraw, NOT_YOUR_COACH, NOTIFICATION_NOT_FOUND } from "./notifications-policy.js";
import { createNotificationsStore, NOTIFICATIONS_LISTED, type NotificationRow } from "./notifications-store.js";
import { checkOutgoing } from "./outgoing.js";
import { USER_TYPE } from "../account/account-mapper.js";
import { nameViewerOf } from "../account/name-viewer.js";
import { nameSeenBy, type NameViewer } from "../../core/names.js";

export const NOTIFICATIONS_METHODS = [
  "getMyNotifications",
  "removeNotification",
  "sendNotificationToCoach",
  "removeNotificationFromCoach",
  "coachSendNotificationToUser",
  "coachRemoveNotificationFromUser",
  "markNotificationsRead",
] as const;
export type NotificationsHandlers = DomainHandlers<(typeof NOTIFICATIONS_METHODS)[number]>;

interface Outgoing {
  sendToUserId: string;
  notificationType: NotificationType;
  message: string;
  attachmentIds: string[];
}

/** The one type there is (stored by name without its prefix). */
const SIMPLE = "SIMPLE";

/** A notification as `viewer` reads it: the sender named as they may see them (src/shared/display-name.ts). */
export function toNotification(r: NotificationRow, viewer: NameViewer): Notification {
  return create(NotificationSchema, {
    id: r.id,
    message: r.message,
    sentByUserId: r.sentByUserId ?? "",
    createdTimestamp: timestampFromDate(r.createdAt),
    notificationType: NotificationType.SIMPLE,
    attachmentIds: r.attachmentIds,
    isRead: r.readAt !== null,
    sentToUserId: r.recipientUserId,
    sentByName: nameSeenBy(r.sender, viewer),
    sentByUserType: r.sender ? USER_TYPE[r.sender.type] : undefined,
  });
}

export function notificationsService(deps: Pick<ServiceDeps, "db" | "limits">): NotificationsHandlers {
  const store = createNotificationsStore(deps.db);

  /** An outgoing notification's recipient, type, text and attachments, checked; the sender's rate counted. */
  async function checked(ctx: HandlerContext, req: Outgoing) {
    const actor = signedIn(ctx);
    const recipientId = requiredId(req.sendToUserId, "send_to_user_id");
    if (req.notificationType !== NotificationType.UNSPECIFIED && req.notificationType !== NotificationType.SIMPLE) {
      throw rpcError.invalidArgument("notification_type: not a known type.");
    }
    const out = await checkOutgoing(deps.db, deps.limits, actor, req);
    return { actor, recipientId, notificationType: SIMPLE, ...out };
  }

  /** A notification the caller sent to `userId` (or an administrator: any), else NOT_FOUND. */
  async function withdrawable(ctx: HandlerContext, rawUserId: string, rawId: string) {
    const actor = signedIn(ctx);
    const userId = requiredId(rawUserId, "user_id");
    const id = requiredId(rawId, "notification_id");
    const row = await store.get(id);
    if (!row || row.recipientUserId !== userId || !mayWithdraw(actor, row)) denied(ctx, { targetType: "notification", targetId: id, reason: row ? "not-sender" : "no-notification", message: NOTIFICATION_NOT_FOUND });
    return row;
  }

  return {
    async getMyNotifications(_req, ctx) {
      const actor = signedIn(ctx);
      const [rows, viewer] = await Promise.all([store.list(actor.userId), nameViewerOf(deps.db, actor)]);
      return { notifications: rows.map((n) => toNotification(n, viewer)) };
    },

    async removeNotification(req, ctx) {
      const actor = signedIn(ctx);
      const id = requiredId(req.notificationId, "notification_id");
      const row = await store.get(id);
      if (!row || row.recipientUserId !== actor.userId) denied(ctx, { targetType: "notification", targetId: id, reason: row ? "not-recipient" : "no-notification", message: NOTIFICATION_NOT_FOUND });
      await store.remove(id);
      return {};
    },

    async markNotificationsRead(req, ctx) {
      const actor = signedIn(ctx);
      if (req.all && req.notificationIds.length > 0) throw rpcError.invalidArgument("notification_ids: give ids or all, not both.");
      if (!req.all && req.notificationIds.length === 0) throw rpcError.invalidArgument("notification_ids: name at least one notification, or set all.");
      if (req.notificationIds.length > NOTIFICATIONS_LISTED) throw rpcError.invalidArgument(`notification_ids: at most ${NOTIFICATIONS_LISTED} at a time.`);
      const ids = req.notificationIds.map((id, i) => requiredId(id, `notification_ids[${i}]`));
      // Ids that are not the caller's (or not unread) change nothing: marking read reveals nothing.
      await store.markRead(actor.userId, req.all ? "all" : ids);
      return {};
    },

    async sendNotificationToCoach(req, ctx) {
      const n = await checked(ctx, req);
      if (!mayNotifyCoach(await store.assignedCoachOf(n.actor.userId), n.recipientId)) throw rpcError.permissionDenied(NOT_YOUR_COACH);
      return { notificationId: await store.insert({ ...n, recipientUserId: n.recipientId, sentByUserId: n.actor.userId }) };
    },

    async removeNotificationFromCoach(req, ctx) {
      const row = await withdrawable(ctx, req.userId, req.notificationId);
      await store.remove(row.id);
      return {};
    },

    async coachSendNotificationToUser(req, ctx) {
      const n = await checked(ctx, req);
      const recipient = await store.recipient(n.recipientId);
      if (!mayNotifyUser(n.actor, recipient)) denied(ctx, { targetType: "user", targetId: n.recipientId, reason: recipient ? "not-mentee" : "no-user", message: MENTEE_NOT_FOUND });
      return { notificationId: await store.insert({ ...n, recipientUserId: n.recipientId, sentByUserId: n.actor.userId }) };
    },

    async coachRemoveNotificationFromUser(req, ctx) {
      const row = await withdrawable(ctx, req.userId, req.notificationId);
      await store.remove(row.id);
      return {};
    },
  };
}
