/** Intl's formatters made once per language and options (src/web/i18n/formats.ts). */
import { afterEach, describe, expect, it } from "vitest";
import { formatWhen } from "../../../src/web/components/messaging/when";
import { calendarDateText, calendarDayOf, dateTimeFormat, displayTimeZone, hoursText, intlLocale, listFormat, numberFormat, setDisplayTimeZone, todayIso } from "../../../src/web/i18n/formats";
import { monthOf } from "../../../src/web/pages/agenda/agenda-view";

describe("formatters made once", () => {
  it("hands out the same formatter for the same language and options, and formats as Intl does", () => {
    const a = dateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
    expect(dateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" })).toBe(a);
    expect(a.format(Date.UTC(2026, 2, 14))).toBe(new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(Date.UTC(2026, 2, 14)));
    expect(numberFormat("es")).toBe(numberFormat("es", {}));
    expect(numberFormat("en", { maximumFractionDigits: 2 }).format(1234.567)).toBe("1,234.57");
  });

  it("keeps languages, options and kinds apart", () => {
    expect(dateTimeFormat("es", { dateStyle: "medium" })).not.toBe(dateTimeFormat("en", { dateStyle: "medium" }));
    expect(dateTimeFormat("en", { dateStyle: "long" })).not.toBe(dateTimeFormat("en", { dateStyle: "medium" }));
    expect(numberFormat("en", { style: "percent" }).format(0.5)).toBe("50%");
    expect(numberFormat("en").format(0.5)).toBe("0.5");
  });
});

describe("hoursText", () => {
  it("writes hours to the hundredth at most, rounded first, in the language", () => {
    expect(hoursText(3.5, "en")).toBe("3.5");
    expect(hoursText(12, "en")).toBe("12");
    expect(hoursText(0.1 + 0.2, "en")).toBe("0.3");
    expect(hoursText(1020.255, "de")).toBe("1.020,26");
    expect(hoursText(2.25, "es")).toBe("2.25");
  });
});

describe("calendar dates", () => {
  it("writes a YYYY-MM-DD date as the reader's language does, whatever the reader's time zone", () => {
    expect(calendarDateText("2026-12-01", "en")).toBe("Dec 1, 2026");
    expect(calendarDateText("2026-01-31", "es")).toMatch(/^31 ene 2026$/);
    expect(calendarDateText("not a date", "en")).toBe("not a date");
  });

  it("gives today's date on the reader's calendar", () => {
    expect(todayIso(new Date(2026, 11, 2, 23, 59))).toBe("2026-12-02");
    expect(todayIso(new Date(2026, 0, 5, 0, 1))).toBe("2026-01-05");
  });
});

describe("numbers, money and dates in US conventions for both languages (issue 38, item 7)", () => {
  it("writes Spanish as US Spanish: es-US", () => {
    expect(intlLocale("es")).toBe("es-US");
    expect(intlLocale("es-MX")).toBe("es-MX");
    expect(intlLocale("en")).toBe("en-US");
    expect(intlLocale("fr")).toBe("fr");
  });

  it.each([
    ["en", "$4,200", "1,234,567.5"],
    ["es", "$4,200", "1,234,567.5"],
  ])("%s: money %s and numbers %s (grouped, the sign before the amount)", (language, money, number) => {
    expect(numberFormat(language, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(4200)).toBe(money);
    expect(numberFormat(language).format(1234567.5)).toBe(number);
  });

  it("keeps each language's words for dates and lists", () => {
    expect(calendarDateText("2026-12-01", "es")).toBe("1 dic 2026");
    expect(calendarDateText("2026-12-01", "en")).toBe("Dec 1, 2026");
    expect(listFormat("es", { type: "conjunction" }).format(["a", "b", "c"])).toBe("a, b y c");
  });
});

describe("the display time zone: the signed-in person's profile zone, else the browser's (issue #38)", () => {
  afterEach(() => setDisplayTimeZone(undefined));
  const BROWSER = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  // 2026-12-07 03:30 UTC: still Dec 6 in Los Angeles (7:30 PM), Dec 7 in Auckland (4:30 PM).
  const AT = new Date(Date.UTC(2026, 11, 7, 3, 30));

  it("shows times in the profile's zone, and a formatter that names its own zone keeps it", () => {
    setDisplayTimeZone("America/Los_Angeles");
    expect(displayTimeZone()).toBe("America/Los_Angeles");
    expect(dateTimeFormat("en", { timeStyle: "short" }).format(AT)).toBe("7:30 PM");
    expect(dateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(AT)).toBe("Dec 7, 2026, 3:30 AM");
    expect(calendarDateText("2026-12-07", "en")).toBe("Dec 7, 2026"); // a calendar date is not moved
    setDisplayTimeZone("Pacific/Auckland");
    expect(dateTimeFormat("en", { timeStyle: "short" }).format(AT)).toBe("4:30 PM");
    expect(dateTimeFormat("es", { dateStyle: "medium" }).format(AT)).toBe("7 dic 2026");
  });

  it("falls back to the browser's zone when none is set, or the name is unknown", () => {
    setDisplayTimeZone("");
    expect(displayTimeZone()).toBe(BROWSER);
    setDisplayTimeZone("Mars/Olympus_Mons");
    expect(displayTimeZone()).toBe(BROWSER);
    expect(() => dateTimeFormat("en", { timeStyle: "short" }).format(AT)).not.toThrow();
    setDisplayTimeZone(null);
    expect(dateTimeFormat("en", { timeStyle: "short" }).format(AT)).toBe(new Intl.DateTimeFormat("en-US", { timeStyle: "short" }).format(AT));
  });

  it("takes today's date, the day of a message and the agenda's month on the profile's calendar", () => {
    setDisplayTimeZone("America/Los_Angeles");
    expect(calendarDayOf(AT)).toEqual({ year: 2026, month: 12, day: 6 });
    expect(todayIso(AT)).toBe("2026-12-06");
    // A message sent at 11 PM on Dec 5 in Los Angeles, read at 7:30 PM on Dec 6 there: yesterday.
    expect(formatWhen(new Date(Date.UTC(2026, 11, 6, 7)), AT, "en", "Yesterday").short).toBe("Yesterday 11:00 PM");
    // Dec 1, 03:00 UTC is still November in Los Angeles.
    expect(monthOf(new Date(Date.UTC(2026, 11, 1, 3)))).toEqual({ start: { year: 2026, month: 11, day: 1 }, end: { year: 2026, month: 11, day: 30 } });
    setDisplayTimeZone("Pacific/Auckland");
    expect(todayIso(AT)).toBe("2026-12-07");
  });
});
