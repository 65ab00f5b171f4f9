/**
 * A class as an iCalendar file (RFC 5545, `.ics`), for "Add to calendar": the /classes page makes it
 * in the browser from the class it already shows, so no server round trip and no extra method.
 * Written with ical-generator (DESIGN §2), which escapes text (`\` `;` `,` and line breaks) and folds
 * lines at 75 octets.
 *
 * - UID `class-<class id>@<host>`: the same on every download, so a calendar updates the event it
 *   already holds instead of adding a second one.
 * - DTSTART in UTC: the class's date and time in the organisation's time zone (ORG_TIME_ZONE) as an
 *   absolute instant (class-time.ts's zonedInstant); each calendar shows it in its owner's zone.
 * - DTEND: CLASS_DURATION_MINUTES (60) later, unless told otherwise; classes carry no length.
 * - SUMMARY the title, DESCRIPTION the description (when there is one), LOCATION and URL the link
 *   where the class is held (when there is one: many calendars show only LOCATION as a link).
 * - A class without a start time (none is written through the API, which requires one) becomes an
 *   all-day event on its date.
 *
 * ical-generator has no imports (it bundles for the browser as is), but its event constructor calls
 * `crypto.randomUUID()`, which browsers offer only in secure contexts (https, or http://localhost);
 * the /classes page's download (src/web/pages/classes/calendar-download.ts) supplies a stand-in
 * where it is missing, so the file is made over plain http too.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import { zonedInstant, type CalendarDate, type WallTime } from "./class-time.js";

/** How long a class is taken to last in its calendar event when it does not say. */
export const CLASS_DURATION_MINUTES = 60;

/** What the calendar file needs of a class (the proto's Class has these fields). */
export interface CalendarClass {
  classId: string;
  title: string;
  description: string;
  url: string;
  classDate?: CalendarDate | undefined;
  classTime?: WallTime | undefined;
  /** Its length in minutes (0 or absent: not given). */
  durationMinutes?: number;
  /** Where a class held in person takes place ("" or absent: none). */
  address?: string;
}

export interface CalendarOptions {
  /** The organisation's time zone (ORG_TIME_ZONE; the web app reads it from /app-config.json). */
  timeZone: string;
  /** The installation's host name, for the UID (the web app passes `location.hostname`). */
  host: string;
  /** The event's length when the class gives none; default CLASS_DURATION_MINUTES. */
  durationMinutes?: number;
  /** When the file is made (DTSTAMP); default now. */
  now?: Date;
}

/** The event's UID: stable per class and installation. */
export const classUid = (classId: string, host: string): string => `class-${classId}@${host}`;

/**
 * A link as a URI value: RFC 5545 does not escape URI values, but ical-generator escapes `;` and
 * `,` as in text; percent-encoded they mean the same to a web server and need no escape.
 */
const uriValue = (url: string): string => url.replace(/;/g, "%3B").replace(/,/g, "%2C");

/** The file name to offer the download under: the title's letters and digits, then `.ics`. */
export function calendarFileName(title: string): string {
  const stem = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${stem || "class"}.ics`;
}

/** The iCalendar text of one class (CRLF line ends, as RFC 5545 asks). */
export function classCalendar(cls: CalendarClass, options: CalendarOptions): string {
  if (!cls.classDate) throw new RangeError("A class without a date has no calendar event.");
  const calendar = ical({ prodId: { company: "Compass", product: "Classes", language: "EN" }, method: ICalCalendarMethod.PUBLISH });
  const url = cls.url.trim();
  const address = (cls.address ?? "").trim();
  const common = {
    id: classUid(cls.classId, options.host),
    stamp: options.now ?? new Date(),
    summary: cls.title,
    ...(cls.description.trim() ? { description: cls.description } : {}),
    // LOCATION: the address of a class held in person, else the link (many calendars link it).
    ...(address ? { location: address.replace(/\s*\n\s*/g, ", ") } : url ? { location: url } : {}),
    ...(url ? { url: uriValue(url) } : {}),
  };
  if (cls.classTime) {
    const start = zonedInstant(cls.classDate, cls.classTime, options.timeZone);
    const minutes = cls.durationMinutes || options.durationMinutes || CLASS_DURATION_MINUTES;
    const end = new Date(start.getTime() + minutes * 60_000);
    calendar.createEvent({ ...common, start, end });
  } else {
    const { year, month, day } = cls.classDate;
    const start = new Date(Date.UTC(2000, month - 1, day));
    start.setUTCFullYear(year);
    calendar.createEvent({ ...common, start, allDay: true });
  }
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
