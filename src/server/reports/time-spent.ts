/**
 * Time a user spent on a lesson page, read from their telemetry (for the journey: the completion
 * log's time_spent, in seconds), and the interval cap the user-activity report shares with it.
 * It sits with the reports, below the RPC layer, because both the journey and telemetry domains
 * and the reports read it (ADR 0029).
 *
 * `timeSpentSeconds(db, userId, contentId, since?)` loads the user's events of every session in
 * which they viewed the content (from `since` on, when given) and hands them to
 * `secondsOnContent`, the pure interval math:
 *
 * - Each session (the client's session id) is read on its own, in time order.
 * - A PAGE_VIEW of the content starts an interval. It ends at the session's next PAGE_VIEW (of
 *   anything, the same content included: that starts a new interval), PAGE_LEAVE, APP_EXIT, LOGIN
 *   or LOGOUT, or IDLE_STOP.
 * - After IDLE_STOP, the time until the next ACTIVITY (or FORM_SUBMIT, which is activity too) is
 *   left out: that event starts a new interval, unless the page was left in between.
 * - Each interval counts at most INTERVAL_CAP_SECONDS (30 minutes), so a tab left open, or a
 *   session whose closing event never arrived, does not count hours. An interval still open after
 *   the session's last event counts until `now`, capped the same way.
 * - The user has one clock (issue #37): the intervals of every session and tab are laid on one
 *   timeline and overlaps are merged (`mergedSeconds`), so forty tabs open for a minute count one
 *   minute, and the total never exceeds the wall-clock time from the first view to the last end.
 * - With `since`, only intervals that begin at or after it count (events before it are not read).
 *
 * The answer is in seconds, to the millisecond.
 */
import { and, asc, eq, gte, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { telemetryEvents } from "../db/schema/index.js";

export const INTERVAL_CAP_SECONDS = 30 * 60;

/** One stored event, as the interval math needs it. */
export interface TelemetryMoment {
  sessionId: string;
  /** The stored action ("PAGE_VIEW", …); unknown actions are ignored. */
  action: string;
  contentId: string;
  at: Date;
}

export interface TimeSpentOptions {
  /** The end of an interval still open after the session's last event (default: the current time). */
  now?: Date;
  /** The longest an interval counts, in seconds (default INTERVAL_CAP_SECONDS). */
  capSeconds?: number;
}

/** Actions that end an interval on the page (PAGE_VIEW ends one too, and may start the next). */
const ENDS = new Set(["PAGE_LEAVE", "APP_EXIT", "LOGIN", "LOGOUT"]);
/** Actions that show the user is back after IDLE_STOP. */
const ACTIVE = new Set(["ACTIVITY", "FORM_SUBMIT"]);

/** A span of time on one timeline, in epoch milliseconds (`from` ≤ `to`). */
export interface Interval {
  from: number;
  to: number;
}

/**
 * The length of the union of these intervals, in milliseconds: overlapping, nested and adjacent
 * intervals count once. Any order; empty or backwards intervals count nothing. Pure.
 */
export function mergedMs(intervals: readonly Interval[]): number {
  const ordered = intervals.filter((i) => i.to > i.from).sort((a, b) => a.from - b.from);
  let total = 0;
  let start = Number.NaN;
  let end = Number.NaN;
  for (const i of ordered) {
    if (Number.isNaN(end) || i.from > end) {
      if (!Number.isNaN(end)) total += end - start;
      start = i.from;
      end = i.to;
    } else if (i.to > end) end = i.to;
  }
  if (!Number.isNaN(end)) total += end - start;
  return total;
}

/**
 * The intervals on `contentId` in these events, session by session, each capped (see the file's
 * header for the rules); not yet merged across sessions.
 */
export function intervalsOnContent(events: readonly TelemetryMoment[], contentId: string, options: TimeSpentOptions = {}): Interval[] {
  if (contentId === "") return [];
  const capMs = (options.capSeconds ?? INTERVAL_CAP_SECONDS) * 1000;
  const nowMs = (options.now ?? new Date()).getTime();

  const sessions = new Map<string, TelemetryMoment[]>();
  for (const e of events) {
    const list = sessions.get(e.sessionId);
    if (list) list.push(e);
    else sessions.set(e.sessionId, [e]);
  }

  const intervals: Interval[] = [];
  const span = (from: number, to: number) => {
    if (to > from) intervals.push({ from, to: Math.min(to, from + capMs) });
  };

  for (const list of sessions.values()) {
    // Stable: events stamped at the same millisecond keep the order they were given in (insertion).
    const ordered = [...list].sort((a, b) => a.at.getTime() - b.at.getTime());
    /** on: counting since `since`; idle: on the page but idle; off: elsewhere. */
    let state: "on" | "idle" | "off" = "off";
    let since = 0;
    for (const e of ordered) {
      const t = e.at.getTime();
      if (e.action === "PAGE_VIEW") {
        if (state === "on") span(since, t);
        state = e.contentId === contentId ? "on" : "off";
        since = t;
      } else if (ENDS.has(e.action)) {
        if (state === "on") span(since, t);
        state = "off";
      } else if (e.action === "IDLE_STOP") {
        if (state === "on") {
          span(since, t);
          state = "idle";
        }
      } else if (ACTIVE.has(e.action) && state === "idle") {
        state = "on";
        since = t;
      }
    }
    if (state === "on") span(since, nowMs);
  }
  return intervals;
}

/**
 * Seconds spent on `contentId` in these events (any order; see the file's header for the rules):
 * every session's intervals merged on one timeline. Pure: the same events give the same answer.
 */
export function secondsOnContent(events: readonly TelemetryMoment[], contentId: string, options: TimeSpentOptions = {}): number {
  return mergedMs(intervalsOnContent(events, contentId, options)) / 1000;
}

/**
 * Seconds `userId` spent on the lesson `contentId` (from `since` on, when given), from their
 * telemetry. Reads only the sessions in which the user viewed that content.
 */
export async function timeSpentSeconds(db: Db, userId: string, contentId: string, since?: Date): Promise<number> {
  if (contentId === "") return 0;
  const from: SQL | undefined = since ? gte(telemetryEvents.at, since) : undefined;
  const viewed = db
    .selectDistinct({ sessionId: telemetryEvents.sessionId })
    .from(telemetryEvents)
    .where(and(eq(telemetryEvents.userId, userId), eq(telemetryEvents.contentId, contentId), eq(telemetryEvents.action, "PAGE_VIEW"), from));
  const events = await db
    .select({ sessionId: telemetryEvents.sessionId, action: telemetryEvents.action, contentId: telemetryEvents.contentId, at: telemetryEvents.at })
    .from(telemetryEvents)
    .where(and(eq(telemetryEvents.userId, userId), inArray(telemetryEvents.sessionId, viewed), from))
    .orderBy(asc(telemetryEvents.sessionId), asc(telemetryEvents.at), asc(telemetryEvents.id));
  return secondsOnContent(events, contentId);
}
