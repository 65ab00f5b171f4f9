/**
 * The live inbox (issue #14 §3; ADR 0019): WatchMyInbox, a server stream of what changes in the
 * caller's messages and notifications, for any signed-in user.
 *
 * validate (the cursor) → authorize (the access layer; every event in the log is the caller's own
 * by construction) → act: open a lease on this instance's hub (bounded), send a heartbeat with the
 * cursor to resume from, then the caller's events from the cursor on, read from the log and
 * materialised from the rows they name (a message or notification gone meanwhile is skipped) →
 * map to WatchMyInboxResponse. It waits for a wake (LISTEN/NOTIFY) or the heartbeat; at every
 * heartbeat the caller's token is verified again (disabled, sessions ended → UNAUTHENTICATED),
 * and the stream ends with UNAUTHENTICATED when the token expires.
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ChatReadReceiptSchema, InboxHeartbeatSchema, WatchMyInboxResponseSchema, type WatchMyInboxResponse } from "../../../gen/compass/v1/compass_pb.js";
import { createInboxEventStore, type InboxEventRow } from "../../inbox/inbox-events.js";
import { toChatMessage } from "../chat/chat-service.js";
import { createChatStore } from "../chat/chat-store.js";
import { signedIn } from "../../core/context.js";
import { recheckKey } from "../dispatch.js";
import { rpcError } from "../../core/errors.js";
import { toNotification } from "../notifications/notifications-service.js";
import { nameViewerOf } from "../account/name-viewer.js";
import type { NameViewer } from "../../core/names.js";
import { createNotificationsStore } from "../notifications/notifications-store.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";

export const INBOX_METHODS = ["watchMyInbox"] as const;
export type InboxHandlers = DomainHandlers<(typeof INBOX_METHODS)[number]>;

/** How often an idle stream sends a heartbeat (and re-checks its caller and the log). */
export const INBOX_HEARTBEAT_MS = 25_000;
/** Events read from the log at a time. */
const BATCH = 200;
const EXPIRED = "The sign-in has expired; reconnect with a fresh token.";

/** The cursor the client sent: empty (start from now) or an event id this server gave. */
export function parseInboxCursor(text: string): number | null {
  const t = text.trim();
  if (t === "") return null;
  if (!/^\d{1,15}$/.test(t)) throw rpcError.invalidArgument("cursor: not a cursor this server gave; start without one.");
  return Number(t);
}

export function inboxService(deps: Pick<ServiceDeps, "db" | "inbox" | "inboxHeartbeatMs">): InboxHandlers {
  const events = createInboxEventStore(deps.db);
  const chat = createChatStore(deps.db);
  const notifications = createNotificationsStore(deps.db);
  const heartbeatMs = deps.inboxHeartbeatMs ?? INBOX_HEARTBEAT_MS;

  const heartbeat = (cursor: number): WatchMyInboxResponse =>
    create(WatchMyInboxResponseSchema, { cursor: String(cursor), event: { case: "heartbeat", value: create(InboxHeartbeatSchema, { serverTimestamp: timestampFromDate(new Date()) }) } });

  /** The responses for a batch of events (one query per kind). */
  async function materialise(rows: readonly InboxEventRow[], viewer: NameViewer): Promise<WatchMyInboxResponse[]> {
    const ids = (kind: string) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.refId))];
    const [messages, sent] = await Promise.all([chat.byIds(ids("chat")), notifications.byIds(ids("notification"))]);
    const messageBy = new Map(messages.map((m) => [m.id, m]));
    const notificationBy = new Map(sent.map((n) => [n.id, n]));
    const out: WatchMyInboxResponse[] = [];
    for (const row of rows) {
      const cursor = String(row.id);
      if (row.kind === "chat") {
        const m = messageBy.get(row.refId);
        if (m) out.push(create(WatchMyInboxResponseSchema, { cursor, event: { case: "chatMessage", value: toChatMessage(m) } }));
      } else if (row.kind === "notification") {
        const n = notificationBy.get(row.refId);
        if (n) out.push(create(WatchMyInboxResponseSchema, { cursor, event: { case: "notification", value: toNotification(n, viewer) } }));
      } else if (row.kind === "notification-removed") {
        out.push(create(WatchMyInboxResponseSchema, { cursor, event: { case: "removedNotificationId", value: row.refId } }));
      } else if (row.kind === "read" && row.data) {
        const receipt = create(ChatReadReceiptSchema, { readerUserId: row.refId, senderUserId: row.data.sender, readUpToTimestamp: timestampFromDate(new Date(row.data.upTo)) });
        out.push(create(WatchMyInboxResponseSchema, { cursor, event: { case: "readReceipt", value: receipt } }));
      }
    }
    return out;
  }

  return {
    async *watchMyInbox(req, ctx) {
      const actor = signedIn(ctx);
      const asked = parseInboxCursor(req.cursor);
      if (!deps.inbox) throw rpcError.unimplemented("WatchMyInbox");
      const recheck = ctx.values.get(recheckKey);
      const viewer = await nameViewerOf(deps.db, actor);
      const lease = await deps.inbox.open(actor.userId);
      try {
        const { oldest, last } = await events.bounds();
        // Resumable: a cursor this log still covers (nothing after it was purged). Else resync from now.
        const resumable = asked !== null && asked <= last && (oldest === null ? asked === last : asked >= oldest - 1);
        let cursor = resumable ? asked : last;
        if (asked !== null && !resumable) yield create(WatchMyInboxResponseSchema, { cursor: String(cursor), event: { case: "resync", value: {} } });
        else yield heartbeat(cursor);

        let checkedAt = Date.now();
        for (;;) {
          // Everything after the cursor, in batches.
          for (;;) {
            const rows = await events.after(actor.userId, cursor, BATCH);
            if (rows.length === 0) break;
            for (const response of await materialise(rows, viewer)) yield response;
            cursor = rows[rows.length - 1]!.id;
            if (rows.length < BATCH) break;
          }
          const untilExpiry = actor.expiresAt === undefined ? Infinity : actor.expiresAt - Date.now();
          if (untilExpiry <= 0) throw rpcError.unauthenticated(EXPIRED);
          const woke = await lease.wait(Math.min(heartbeatMs, untilExpiry), ctx.signal);
          if (woke === "closed") return;
          if (actor.expiresAt !== undefined && Date.now() >= actor.expiresAt) throw rpcError.unauthenticated(EXPIRED);
          if (woke === "timeout" || Date.now() - checkedAt >= heartbeatMs) {
            await recheck?.();
            checkedAt = Date.now();
            if (woke === "timeout") yield heartbeat(cursor);
          }
        }
      } finally {
        lease.close();
      }
    },
  };
}
