/**
 * The inbox's event log (ADR 0019): what a messaging change writes, in its own transaction, for
 * each user it concerns, and how a stream reads it back.
 *
 * Writing: the concerned users' advisory locks are taken first (sorted, one statement), so one
 * user's event ids commit in increasing order; then the rows; then `pg_notify` per user, which
 * PostgreSQL delivers when (and only if) the transaction commits. The notification carries the
 * user id only.
 */
import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { CHANGE_CHANNELS } from "../db/change-feed.js";
import type { Db } from "../db/database.js";
import { inboxEvents } from "../db/schema/index.js";

/** The LISTEN/NOTIFY channel (payload: a user id). */
export const INBOX_CHANNEL = CHANGE_CHANNELS.inbox;
/** The advisory-lock namespace of the inbox's per-user locks ("inbx"). */
const INBOX_LOCK_NAMESPACE = 0x696e6278;
/** How long events are kept; a cursor older than that resumes with a resync. */
export const INBOX_RETENTION_DAYS = 7;

export type InboxEventKind = "chat" | "notification" | "notification-removed" | "read";

export interface InboxEventInput {
  userId: string;
  kind: InboxEventKind;
  /** The message or notification id; for `read`, the reader's id. */
  refId: string;
  /** For `read`: whose messages, read up to when. */
  data?: { sender: string; upTo: string };
}

export interface InboxEventRow {
  id: number;
  kind: InboxEventKind;
  refId: string;
  data: { sender: string; upTo: string } | null;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Records events inside the caller's transaction (see the file's comment). */
export async function recordInboxEvents(tx: Tx | Db, events: readonly InboxEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const concerned = [...new Set(events.map((e) => e.userId))].sort();
  const list = sql.join(
    concerned.map((u) => sql`${u}`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(${INBOX_LOCK_NAMESPACE}, hashtext(u)) from unnest(array[${list}]::text[]) as u order by u`);
  await tx.insert(inboxEvents).values(events.map((e) => ({ userId: e.userId, kind: e.kind, refId: e.refId, data: e.data ?? null })));
  await tx.execute(sql`select pg_notify(${INBOX_CHANNEL}, u) from unnest(array[${list}]::text[]) as u`);
}

/** The events a message change concerns: both parties see it. */
export const chatEvents = (messageId: string, a: string, b: string): InboxEventInput[] => [
  { userId: a, kind: "chat", refId: messageId },
  { userId: b, kind: "chat", refId: messageId },
];

export function createInboxEventStore(db: Db) {
  return {
    /** The user's events after `cursor`, oldest first, at most `limit`. */
    async after(userId: string, cursor: number, limit: number): Promise<InboxEventRow[]> {
      const rows = await db
        .select({ id: inboxEvents.id, kind: inboxEvents.kind, refId: inboxEvents.refId, data: inboxEvents.data })
        .from(inboxEvents)
        .where(and(eq(inboxEvents.userId, userId), gt(inboxEvents.id, cursor)))
        .orderBy(asc(inboxEvents.id))
        .limit(limit);
      return rows as InboxEventRow[];
    },

    /**
     * Where the log stands: the oldest event kept (null when none) and the last id handed out. A
     * cursor in [oldest − 1, last] resumes exactly; anything else resumes with a resync.
     */
    async bounds(): Promise<{ oldest: number | null; last: number }> {
      const result = await db.execute<{ oldest: string | null; last: string; called: boolean }>(
        sql`select (select min(id) from inbox_events) as oldest, last_value as last, is_called as called from inbox_events_id_seq`,
      );
      const row = result.rows[0]!;
      return { oldest: row.oldest === null ? null : Number(row.oldest), last: row.called ? Number(row.last) : 0 };
    },

    /** Deletes events older than the retention (housekeeping). */
    async purge(now = new Date()): Promise<number> {
      const result = await db.delete(inboxEvents).where(lt(inboxEvents.createdAt, new Date(now.getTime() - INBOX_RETENTION_DAYS * 24 * 3600_000)));
      return result.rowCount ?? 0;
    },

    /** Events of these kinds naming these ids (tests). */
    async naming(refIds: readonly string[]): Promise<{ userId: string; kind: string; refId: string }[]> {
      if (refIds.length === 0) return [];
      return db.select({ userId: inboxEvents.userId, kind: inboxEvents.kind, refId: inboxEvents.refId }).from(inboxEvents).where(inArray(inboxEvents.refId, [...refIds]));
    },
  };
}
