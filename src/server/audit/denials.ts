/**
 * Refused calls, counted rather than written one row each (issue #8): one
 * audit_denials row per minute, actor, client address, method and reason,
 * whose count grows with every repeat. What one instance may add is bounded:
 *
 * - anonymous callers: at most ANONYMOUS_EXACT_ROWS rows a minute keep their
 *   own address; beyond that a caller is counted in its method's overflow row
 *   (client and reason '*') while the minute has fewer than
 *   ANONYMOUS_ROWS_PER_MINUTE anonymous rows, and otherwise in the minute's
 *   catch-all row (method '*' too). So at most ANONYMOUS_ROWS_PER_MINUTE + 1
 *   anonymous rows a minute per instance, however many addresses a client uses.
 * - each signed-in user: the same scheme with USER_EXACT_ROWS and
 *   USER_ROWS_PER_MINUTE, per user; and all signed-in users together at most
 *   USERS_ROWS_PER_MINUTE rows a minute per instance, beyond which they are
 *   counted in one row for the minute with actor '*' (so at most
 *   USERS_ROWS_PER_MINUTE + 1 signed-in rows a minute per instance).
 *
 * Anonymous rows are kept ANONYMOUS_RETENTION_DAYS, signed-in users' rows
 * USER_RETENTION_DAYS (the hourly housekeeping deletes older ones; the trigger
 * of migration 0004 refuses to delete younger ones). Writes to one row are
 * coalesced: while one upsert is in flight, repeats add up in memory and go
 * out as one `count = count + n`.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { auditDenials } from "../db/schema/index.js";

/** Kept in step with the DELETE guard in migration 0004_audit_denials.sql. */
export const ANONYMOUS_RETENTION_DAYS = 30;
export const USER_RETENTION_DAYS = 400;

export const ANONYMOUS_EXACT_ROWS = 16;
export const ANONYMOUS_ROWS_PER_MINUTE = 20;
export const USER_EXACT_ROWS = 5;
export const USER_ROWS_PER_MINUTE = 8;
export const USERS_ROWS_PER_MINUTE = 40;

/** Client, method and reason (and, for signed-in users beyond USERS_ROWS_PER_MINUTE, actor) of a row that folds several. */
export const OVERFLOW = "*";
/** Client of a denial whose address is not known. */
export const UNKNOWN_CLIENT = "?";

const MAX_TEXT = 200;

export interface DenialEvent {
  method: string;
  userId: string | null;
  reason: string;
  requestId: string;
  /** The client's address as the server sees it (TRUST_PROXY applied), when known. */
  ip?: string;
}

export interface DenialCaps {
  anonymousExactRows: number;
  anonymousRowsPerMinute: number;
  userExactRows: number;
  userRowsPerMinute: number;
  usersRowsPerMinute: number;
}

export interface DenialCounterOptions {
  caps?: Partial<DenialCaps>;
  /** The clock (tests). */
  now?: () => Date;
}

export interface DenialCounter {
  /** Counts one refused call; resolves when it is in the table (rejects when the write fails). */
  count(event: DenialEvent): Promise<void>;
}

interface Bucket {
  minute: Date;
  actorUserId: string | null;
  client: string;
  method: string;
  reason: string;
}

interface Pending {
  bucket: Bucket;
  count: number;
  firstAt: Date;
  lastAt: Date;
  firstRequestId: string;
  waiters: { resolve: () => void; reject: (err: unknown) => void }[];
}

const MINUTE_MS = 60_000;

const clip = (s: string) => (s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s);

export function createDenialCounter(db: Db, options: DenialCounterOptions = {}): DenialCounter {
  const caps: DenialCaps = {
    anonymousExactRows: ANONYMOUS_EXACT_ROWS,
    anonymousRowsPerMinute: ANONYMOUS_ROWS_PER_MINUTE,
    userExactRows: USER_EXACT_ROWS,
    userRowsPerMinute: USER_ROWS_PER_MINUTE,
    usersRowsPerMinute: USERS_ROWS_PER_MINUTE,
    ...options.caps,
  };
  const now = options.now ?? (() => new Date());

  // Rows this instance has used in the current minute, per actor ('' = anonymous).
  let currentMinute = 0;
  let used = new Map<string, Set<string>>();
  let signedInRows = 0;
  // Upserts in flight, and repeats waiting for them, per row.
  const inFlight = new Set<string>();
  const waiting = new Map<string, Pending>();

  function bucketFor(event: DenialEvent, minuteMs: number): Bucket {
    if (minuteMs !== currentMinute) {
      currentMinute = minuteMs;
      used = new Map();
      signedInRows = 0;
    }
    const actorKey = event.userId ?? "";
    const rows = used.get(actorKey) ?? new Set<string>();
    const anonymous = event.userId === null;
    const [exactCap, totalCap] = anonymous ? [caps.anonymousExactRows, caps.anonymousRowsPerMinute] : [caps.userExactRows, caps.userRowsPerMinute];
    // Signed-in users' rows also count against the instance-wide cap for all users.
    const admit = (key: string, cap: number) => {
      if (rows.size >= cap || (!anonymous && signedInRows >= caps.usersRowsPerMinute)) return false;
      rows.add(key);
      used.set(actorKey, rows);
      if (!anonymous) signedInRows += 1;
      return true;
    };
    const minute = new Date(minuteMs);
    const method = clip(event.method);
    const exact: Bucket = { minute, actorUserId: event.userId, client: clip(event.ip || UNKNOWN_CLIENT), method, reason: clip(event.reason) };
    const perMethod: Bucket = { minute, actorUserId: event.userId, client: OVERFLOW, method, reason: OVERFLOW };
    const catchAll: Bucket = { minute, actorUserId: event.userId, client: OVERFLOW, method: OVERFLOW, reason: OVERFLOW };
    for (const [bucket, cap] of [
      [exact, exactCap],
      [perMethod, totalCap],
    ] as const) {
      const key = rowKey(bucket);
      if (rows.has(key) || admit(key, cap)) return bucket;
    }
    if (anonymous) return catchAll;
    const key = rowKey(catchAll);
    if (rows.has(key) || admit(key, Infinity)) return catchAll;
    return { minute, actorUserId: OVERFLOW, client: OVERFLOW, method: OVERFLOW, reason: OVERFLOW };
  }

  async function write(key: string): Promise<void> {
    const batch = waiting.get(key);
    if (!batch) {
      inFlight.delete(key);
      return;
    }
    waiting.delete(key);
    inFlight.add(key);
    try {
      await db
        .insert(auditDenials)
        .values({ ...batch.bucket, count: batch.count, firstAt: batch.firstAt, lastAt: batch.lastAt, firstRequestId: clip(batch.firstRequestId) })
        .onConflictDoUpdate({
          target: [auditDenials.minute, auditDenials.actorUserId, auditDenials.client, auditDenials.method, auditDenials.reason],
          set: {
            count: sql`${auditDenials.count} + ${batch.count}`,
            lastAt: sql`greatest(${auditDenials.lastAt}, excluded.last_at)`,
          },
        });
      for (const w of batch.waiters) w.resolve();
    } catch (err) {
      for (const w of batch.waiters) w.reject(err);
    }
    // Repeats that arrived meanwhile go out as one more upsert.
    await write(key);
  }

  return {
    count(event) {
      const at = now();
      const bucket = bucketFor(event, Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
      const key = rowKey(bucket);
      return new Promise<void>((resolve, reject) => {
        const batch = waiting.get(key);
        if (batch) {
          batch.count += 1;
          if (at > batch.lastAt) batch.lastAt = at;
          batch.waiters.push({ resolve, reject });
        } else {
          waiting.set(key, { bucket, count: 1, firstAt: at, lastAt: at, firstRequestId: event.requestId, waiters: [{ resolve, reject }] });
        }
        if (!inFlight.has(key)) {
          inFlight.add(key);
          void write(key);
        }
      });
    },
  };
}

function rowKey(b: Bucket): string {
  return JSON.stringify([b.minute.getTime(), b.actorUserId, b.client, b.method, b.reason]);
}
