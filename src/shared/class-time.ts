/**
 * When a class happens (DESIGN §7): a class is scheduled as a calendar date and a wall-clock start
 * time in the organisation's time zone (ORG_TIME_ZONE, an IANA name such as "America/New_York",
 * served to the web app in /app-config.json as `orgTimeZone`), and shown in the viewer's.
 *
 * Pure functions over `Intl` only (no time-zone library), for the server (validation, ORG_TIME_ZONE)
 * and the web (the instant a class starts, its calendar file):
 * - `classDateProblem` / `classTimeProblem`: what is wrong with a date or start time, or null;
 * - `isoDate` / `isoTime` and their parsers: the stored text forms (`2025-03-09`, `14:30:00`);
 * - `canonicalTimeZone`: an IANA name as Intl spells it, or null when Intl does not know it;
 * - `zonedInstant`: the absolute instant of a wall-clock date and time in a time zone, across DST.
 *
 * Wall-clock times a DST change skips or repeats are read as RFC 5545 (§3.3.5) and Temporal's
 * "compatible" choice do: a time in the spring-forward gap (02:30 when clocks jump from 02:00 to
 * 03:00) is read with the offset before the gap, so it falls that much later (03:30 new time); a
 * time the fall-back repeats (01:30 twice) is the first of the two.
 */

/** A calendar date (the proto's Date; a class's is complete: year, month and day). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A wall-clock time (the proto's TimeOfDay); a class starts on a whole second (no nanos). */
export interface WallTime {
  hours: number;
  minutes: number;
  seconds: number;
  nanos?: number;
}

/** The years a class date may fall in. */
export const CLASS_YEAR_MIN = 1900;
export const CLASS_YEAR_MAX = 9999;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const whole = (n: unknown, min: number, max: number): boolean => typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** YYYY-MM-DD (the stored form and what a date input holds). */
export const isoDate = (d: CalendarDate): string => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** HH:MM:SS, 24-hour (the stored form). */
export const isoTime = (t: WallTime): string => `${pad(t.hours)}:${pad(t.minutes)}:${pad(t.seconds)}`;

/**
 * What is wrong with a class date, as the end of a message (`class_date: …`), or null when it is a
 * real calendar day from CLASS_YEAR_MIN to CLASS_YEAR_MAX.
 */
export function classDateProblem(date: CalendarDate | undefined): string | null {
  if (!date || (date.year === 0 && date.month === 0 && date.day === 0)) return "enter the date of the class.";
  if (!whole(date.year, CLASS_YEAR_MIN, CLASS_YEAR_MAX)) return `use a year from ${CLASS_YEAR_MIN} to ${CLASS_YEAR_MAX}.`;
  if (!whole(date.month, 1, 12) || !whole(date.day, 1, daysInMonth(date.year, date.month))) {
    return `${date.year}-${pad(date.month)}-${pad(date.day)} is not a day of the calendar.`;
  }
  return null;
}

/**
 * What is wrong with a class's start time, as the end of a message (`class_time: …`), or null when
 * it is a time of day (00:00:00 to 23:59:59) on a whole second.
 */
export function classTimeProblem(time: WallTime | undefined): string | null {
  if (!time) return "enter the start time of the class.";
  if (!whole(time.hours, 0, 23) || !whole(time.minutes, 0, 59) || !whole(time.seconds, 0, 59)) {
    return "enter a time of day from 00:00 to 23:59.";
  }
  if ((time.nanos ?? 0) !== 0) return "give the start time to the second, without fractions.";
  return null;
}

/** A class's length in minutes, when given: from CLASS_DURATION_MIN to CLASS_DURATION_MAX (0: not given). */
export const CLASS_DURATION_MIN = 5;
export const CLASS_DURATION_MAX = 720;
/** The longest address of a class held in person. */
export const CLASS_ADDRESS_MAX = 300;

/** What is wrong with a class's length (`duration_minutes: …`), or null: 0 (not given) or whole minutes in range. */
export function classDurationProblem(minutes: number): string | null {
  if (minutes === 0) return null;
  if (!whole(minutes, CLASS_DURATION_MIN, CLASS_DURATION_MAX)) return `give the length in minutes, from ${CLASS_DURATION_MIN} to ${CLASS_DURATION_MAX}.`;
  return null;
}

/** The date of YYYY-MM-DD (as stored), or null when the text is not one or not a real day. */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return whole(date.month, 1, 12) && whole(date.day, 1, daysInMonth(date.year, date.month)) ? date : null;
}

/** The time of HH:MM or HH:MM:SS (as stored, or from a time input), or null when it is not one. */
export function parseIsoTime(text: string): WallTime | null {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return null;
  const time = { hours: Number(m[1]), minutes: Number(m[2]), seconds: Number(m[3] ?? 0) };
  return classTimeProblem(time) === null ? time : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving the wall clock of an instant in `timeZone` (throws RangeError for an unknown zone). */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** An IANA name: letters first (an offset such as "+05:00" is not a time zone: it knows no DST). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The time zone `name` as Intl spells it ("america/new_york" → "America/New_York"), or null when it is
 * not an IANA name Intl knows.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!ZONE_NAME.test(name)) return null;
  try {
    return wallClockFormat(name).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Milliseconds since the epoch of a wall clock read as if it were UTC (years 0–99 included). */
function wallAsUtc(year: number, month: number, day: number, hours: number, minutes: number, seconds: number): number {
  const d = new Date(Date.UTC(2000, month - 1, day, hours, minutes, seconds));
  d.setUTCFullYear(year);
  return d.getTime();
}

/** The offset from UTC (wall clock minus UTC, in ms) of `timeZone` at the instant `at` (whole seconds). */
function offsetAt(timeZone: string, at: number): number {
  const parts: Record<string, number> = {};
  for (const p of wallClockFormat(timeZone).formatToParts(new Date(at))) if (p.type !== "literal") parts[p.type] = Number(p.value);
  const wall = wallAsUtc(parts.year!, parts.month!, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
  return wall - Math.floor(at / 1000) * 1000;
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the wall clock of `timeZone` shows `date` `time` (see the header for times a
 * DST change skips or repeats). Throws RangeError for a time zone Intl does not know.
 */
export function zonedInstant(date: CalendarDate, time: WallTime, timeZone: string): Date {
  const wall = wallAsUtc(date.year, date.month, date.day, time.hours, time.minutes, time.seconds);
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  // Each offset in force around that day gives one candidate; a candidate is right when the zone
  // really has that offset at that instant. Two right ones: a repeated time (take the first).
  const candidates = [...new Set([before, offsetAt(timeZone, wall), after])]
    .map((offset) => wall - offset)
    .filter((at) => offsetAt(timeZone, at) === wall - at)
    .sort((a, b) => a - b);
  // None: the time falls in a gap; read it with the offset before the gap.
  return new Date(candidates[0] ?? wall - before);
}
