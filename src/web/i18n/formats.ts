/**
 * Intl's formatters, made once per language and options: constructing one costs far more than
 * formatting with it (the first for a language loads its locale data — tens of milliseconds on a
 * phone, inside the render that needs it), so code that formats asks here instead of building
 * one on each render or for each item of a list.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();

function once<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(kind: string, language: string, options: object, make: () => F): F {
  const key = `${kind}\u0000${language}\u0000${JSON.stringify(options)}`;
  let format = made.get(key) as F | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

/**
 * The locale numbers, money and dates are written in for an interface language. Compass serves
 * people in the United States: Spanish is written as US Spanish ("$4,200", "1,234.5", es-US),
 * not as Spain's ("4200 US$", "1.234,5") — and amounts are typed the same way in both languages
 * (the cash-flow worksheet reads "4,200" whatever the language). The interface languages are
 * bare ("en", "es"); a tag with its own region is taken as it is.
 */
export function intlLocale(language: string): string {
  return language === "es" ? "es-US" : language === "en" ? "en-US" : language;
}

/** The zone dates and times are shown in when the signed-in person chose one (undefined: the browser's). */
let displayZone: string | undefined;

/** Whether Intl knows the zone name (an unknown one would throw when a formatter is made). */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * THE one place the time zone of dates and times shown to the signed-in person is decided (issue
 * #38): the time zone of their profile (staff set it on /my-profile) when set and known, else the
 * browser's. UserGate sets it from GetMyUser on every render, before any page renders; signing out
 * clears it. Every formatter made by `dateTimeFormat` without a `timeZone` of its own shows times in it.
 */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  const wanted = zone?.trim() || undefined;
  displayZone = wanted && knownZone(wanted) ? wanted : undefined;
}

/** The zone times are shown in: the profile's (setDisplayTimeZone), else the browser's. */
export function displayTimeZone(): string {
  return displayZone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
}

/**
 * A date and time formatter for `language`. Without a `timeZone` in `options` it shows times in the
 * display zone (the profile's, else the browser's); a formatter that names its zone (a calendar
 * date kept in UTC, a class in the organization's zone) keeps it.
 */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const zoned = options.timeZone || !displayZone ? options : { ...options, timeZone: displayZone };
  return once("date", language, zoned, () => new Intl.DateTimeFormat(intlLocale(language), zoned));
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once("number", language, options, () => new Intl.NumberFormat(intlLocale(language), options));
}

/** A list joined as the language joins it ("a, b, and c" / "a, b y c"). */
export function listFormat(language: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return once("list", language, options, () => new Intl.ListFormat(intlLocale(language), options));
}

/** Hours as the app shows them everywhere: at most two decimals (rounded first, so 0.1 + 0.2 reads "0.3"), in `language`. */
export const hoursText = (hours: number, language: string): string => numberFormat(language, { maximumFractionDigits: 2 }).format(Math.round(hours * 100) / 100);

/**
 * A calendar date written YYYY-MM-DD (a TA session's, a filter's) as the reader's language writes
 * it: "Dec 1, 2026", "1 dic 2026". Anything else is returned as it is.
 */
export function calendarDateText(iso: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** The calendar day a moment falls on for the reader: in the display zone (formats.ts), else the browser's. */
export function calendarDayOf(at: Date): { year: number; month: number; day: number } {
  if (displayZone) {
    const parts = dateTimeFormat("en-US", { year: "numeric", month: "numeric", day: "numeric" }).formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return { year: part("year"), month: part("month"), day: part("day") };
  }
  return { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() };
}

/** Today's date on the reader's calendar (calendarDayOf), written YYYY-MM-DD (a date field's value). */
export function todayIso(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const { year, month, day } = calendarDayOf(now);
  return `${year}-${two(month)}-${two(day)}`;
}
