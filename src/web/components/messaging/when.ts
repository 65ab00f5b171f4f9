/**
 * When a message or notification came, in few words: the time today ("14:05"), "Yesterday 14:05",
 * the day this week ("Mon 14:05"), else the date ("3 Mar 2025"); and the full date and time for
 * the element's title and datetime, in the reader's time zone (formats.ts: their profile's, else
 * the browser's). Pure but for that zone: `now` and the language are parameters.
 */
import { calendarDayOf, dateTimeFormat } from "../../i18n/formats";

export interface When {
  short: string;
  full: string;
  iso: string;
}

const DAY_MS = 86_400_000;

/** The reader's calendar day (in the display zone: formats.ts) as a day count. */
function startOfDay(d: Date): number {
  const { year, month, day } = calendarDayOf(d);
  return Date.UTC(year, month - 1, day);
}

export function formatWhen(date: Date, now: Date, language: string, yesterday: string): When {
  const time = dateTimeFormat(language, { timeStyle: "short" }).format(date);
  const full = dateTimeFormat(language, { dateStyle: "long", timeStyle: "short" }).format(date);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  let short: string;
  if (days <= 0) short = time;
  else if (days === 1) short = `${yesterday} ${time}`;
  else if (days < 7) short = `${dateTimeFormat(language, { weekday: "short" }).format(date)} ${time}`;
  else short = dateTimeFormat(language, { dateStyle: "medium" }).format(date);
  return { short, full, iso: date.toISOString() };
}
