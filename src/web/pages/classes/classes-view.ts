/**
 * How the classes pages read and show classes (pure, unit-tested).
 *
 * A class is a date and a start time in the organisation's time zone (ORG_TIME_ZONE, ADR 0013):
 * - `splitClasses`: the classes still to come (the learner home's `upcomingClasses`: soonest first,
 *   one that began within the hour still counts) and the ones that are over (most recent first);
 *   a class without a date or a time (the API writes none) has no instant and is left out;
 * - `startFormat`: the instant in the viewer's zone, with the zone's name ("3:00 PM EDT");
 * - `wallClockText`: the date and time as scheduled, in the organisation's zone (the admin list);
 * - `zoneLabel`: a zone's IANA name with its everyday name ("America/New_York (Eastern Time)");
 * - `joinUrl`: a class's link when a learner may follow it (http or https only).
 */
import type { Class } from "../../../gen/compass/v1/compass_pb";
import { isoDate, isoTime, zonedInstant, type CalendarDate, type WallTime } from "../../../shared/class-time";
import { upcomingClasses } from "../../components/classes/upcoming-classes";
import { dateTimeFormat, displayTimeZone } from "../../i18n/formats";

export interface ScheduledClass {
  item: Class;
  /** When it starts (the organisation's wall clock read in its zone). */
  startsAt: Date;
}

export interface SplitClasses {
  /** Still to come or under way (begun within the hour), soonest first. */
  upcoming: ScheduledClass[];
  /** Over, most recent first. */
  past: ScheduledClass[];
}

export function splitClasses(classes: readonly Class[], timeZone: string, now: number): SplitClasses {
  const upcoming = upcomingClasses(classes, timeZone, now);
  const coming = new Set(upcoming.map((u) => u.item));
  const past = classes
    .flatMap((item): ScheduledClass[] =>
      coming.has(item) || !item.classDate || !item.classTime ? [] : [{ item, startsAt: zonedInstant(item.classDate, item.classTime, timeZone) }],
    )
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  return { upcoming, past };
}

/** Whether a class has begun (an upcoming one may be under way). */
export const hasStarted = (c: ScheduledClass, now: number): boolean => c.startsAt.getTime() <= now;

/** The link of a class as a learner may open it: http or https only, else null (none, or another scheme). */
export function joinUrl(url: string): string | null {
  const value = url.trim();
  if (!value) return null;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname !== "" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The viewer's time zone (e.g. "Europe/Paris"): their profile's, else the browser's (formats.ts). */
export const viewerTimeZone = (): string => displayTimeZone();

/**
 * A class's start for people: weekday, date, time and the zone's short name ("Tuesday, May 12, 2026
 * at 3:00 PM EDT"), in `timeZone` (default: the viewer's).
 */
export function startFormat(locale: string, timeZone?: string): Intl.DateTimeFormat {
  return dateTimeFormat(locale, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    ...(timeZone ? { timeZone } : {}),
  });
}

/** A scheduled date and time as written (the organisation's wall clock), e.g. "Tue, May 12, 2026, 3:00 PM". */
export function wallClockText(date: CalendarDate, time: WallTime | undefined, locale: string): string {
  const at = new Date(Date.UTC(2000, date.month - 1, date.day, time?.hours ?? 0, time?.minutes ?? 0));
  at.setUTCFullYear(date.year);
  return dateTimeFormat(locale, {
    timeZone: "UTC",
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    ...(time ? { hour: "numeric", minute: "2-digit" } : {}),
  }).format(at);
}

/** A class's start as sortable text (`2026-05-12 15:00:00`), "" without a date. */
export function startKey(item: Class): string {
  if (!item.classDate) return "";
  return `${isoDate(item.classDate)} ${item.classTime ? isoTime(item.classTime) : "00:00:00"}`;
}

/**
 * A time zone for people: its IANA name (underscores as spaces) and, when the browser knows one,
 * its everyday name at `at` ("America/New York (Eastern Time)").
 */
export function zoneLabel(zone: string, locale: string, at: Date = new Date()): string {
  const name = zone.replace(/_/g, " ");
  try {
    const generic = dateTimeFormat(locale, { timeZone: zone, timeZoneName: "longGeneric" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value;
    // A zone without an everyday name gets its offset ("GMT+00:00"), which says nothing more.
    return generic && generic !== zone && generic !== name && !/^(GMT|UTC)([+-]|$)/.test(generic) ? `${name} (${generic})` : name;
  } catch {
    return name;
  }
}
