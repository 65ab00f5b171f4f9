/**
 * src/shared/class-calendar.ts: a class as an .ics file, read back line by line as a calendar
 * would (unfolded, unescaped): a stable UID, DTSTART in UTC from the organisation's time zone,
 * 60 minutes long, SUMMARY/DESCRIPTION/LOCATION/URL, text escaped.
 */
import { describe, expect, it } from "vitest";
import { CLASS_DURATION_MINUTES, calendarFileName, classCalendar, classUid, type CalendarClass } from "../../../src/shared/class-calendar.js";

interface Property {
  name: string;
  params: string[];
  value: string;
}

/** RFC 5545 §3.1: lines end in CRLF; a line starting with a space continues the one before. */
function contentLines(ics: string): string[] {
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const physical = ics.slice(0, -2).split("\r\n");
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  return ics.slice(0, -2).replace(/\r\n[ \t]/g, "").split("\r\n");
}

/** TEXT values (§3.3.11): \\ \; \, \n escaped. */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === "n" || c === "N" ? "\n" : c));

/** The event's properties by name (one VEVENT), split at the first unquoted ':'. */
function eventOf(ics: string): Map<string, Property> {
  const lines = contentLines(ics);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  const begin = lines.indexOf("BEGIN:VEVENT");
  const end = lines.indexOf("END:VEVENT");
  expect(begin).toBeGreaterThan(0);
  expect(lines.lastIndexOf("BEGIN:VEVENT")).toBe(begin);
  const props = new Map<string, Property>();
  for (const line of lines.slice(begin + 1, end)) {
    const colon = line.indexOf(":");
    const [name, ...params] = line.slice(0, colon).split(";");
    props.set(name!, { name: name!, params, value: line.slice(colon + 1) });
  }
  return props;
}

const value = (props: Map<string, Property>, name: string) => props.get(name)?.value;

const CLASS: CalendarClass = {
  classId: "6f1c2d3e-0000-4000-8000-000000000001",
  title: "Cash flow, the basics; part 1",
  description: "Bring last year's numbers.\nWe start on time, \\ no exceptions.",
  url: "https://meet.example.org/j/123?pwd=a;b,c",
  classDate: { year: 2025, month: 3, day: 9 },
  classTime: { hours: 2, minutes: 30, seconds: 0 },
};
const OPTIONS = { timeZone: "America/New_York", host: "compass.example.org", now: new Date("2025-01-02T03:04:05Z") };

describe("classCalendar", () => {
  it("makes one event with a UID stable per class and installation", () => {
    const first = eventOf(classCalendar(CLASS, OPTIONS));
    const again = eventOf(classCalendar({ ...CLASS, title: "Renamed" }, { ...OPTIONS, now: new Date() }));
    expect(value(first, "UID")).toBe(`class-${CLASS.classId}@compass.example.org`);
    expect(value(again, "UID")).toBe(value(first, "UID"));
    expect(classUid("x", "h")).toBe("class-x@h");
  });

  it("starts at the instant in UTC (a time the DST change skips in New York: 03:30 EDT) and lasts 60 minutes", () => {
    const event = eventOf(classCalendar(CLASS, OPTIONS));
    expect(props(event, "DTSTART")).toEqual({ params: [], value: "20250309T073000Z" });
    expect(props(event, "DTEND")).toEqual({ params: [], value: "20250309T083000Z" });
    expect(CLASS_DURATION_MINUTES).toBe(60);
    expect(value(event, "DTSTAMP")).toBe("20250102T030405Z");
  });

  it("follows the organisation's zone: the same wall clock in Auckland is another instant", () => {
    const event = eventOf(classCalendar({ ...CLASS, classDate: { year: 2025, month: 7, day: 1 }, classTime: { hours: 9, minutes: 0, seconds: 0 } }, { ...OPTIONS, timeZone: "Pacific/Auckland" }));
    expect(value(event, "DTSTART")).toBe("20250630T210000Z");
    expect(value(event, "DTEND")).toBe("20250630T220000Z");
  });

  it("takes another length when told", () => {
    const event = eventOf(classCalendar(CLASS, { ...OPTIONS, durationMinutes: 90 }));
    expect(value(event, "DTEND")).toBe("20250309T090000Z");
  });

  it("lasts as long as the class says, whatever it is told otherwise", () => {
    const event = eventOf(classCalendar({ ...CLASS, durationMinutes: 150 }, { ...OPTIONS, durationMinutes: 90 }));
    expect(value(event, "DTEND")).toBe("20250309T100000Z");
  });

  it("gives the address of a class held in person as its LOCATION, on one line; the link stays its URL", () => {
    const event = eventOf(classCalendar({ ...CLASS, address: "Community Center, Room 2\n12 Main St" }, OPTIONS));
    expect(unescapeText(value(event, "LOCATION")!)).toBe("Community Center, Room 2, 12 Main St");
    expect(props(event, "URL")?.value).toBe("https://meet.example.org/j/123?pwd=a%3Bb%2Cc");
  });

  it("escapes the title and description so they read back exactly (commas, semicolons, backslashes, line breaks)", () => {
    const event = eventOf(classCalendar(CLASS, OPTIONS));
    expect(value(event, "SUMMARY")).toBe("Cash flow\\, the basics\\; part 1");
    expect(unescapeText(value(event, "SUMMARY")!)).toBe(CLASS.title);
    expect(unescapeText(value(event, "DESCRIPTION")!)).toBe(CLASS.description);
  });

  it("gives the link as the LOCATION (text) and the URL (a URI, ; and , percent-encoded rather than escaped)", () => {
    const event = eventOf(classCalendar(CLASS, OPTIONS));
    expect(unescapeText(value(event, "LOCATION")!)).toBe(CLASS.url);
    expect(props(event, "URL")).toEqual({ params: ["VALUE=URI"], value: "https://meet.example.org/j/123?pwd=a%3Bb%2Cc" });
  });

  it("leaves out the description, location and URL a class does not have", () => {
    const event = eventOf(classCalendar({ ...CLASS, description: " ", url: "" }, OPTIONS));
    expect([...event.keys()].sort()).toEqual(["DTEND", "DTSTAMP", "DTSTART", "SEQUENCE", "SUMMARY", "UID"]);
  });

  it("folds long lines at 75 octets without splitting a character, and unfolds to the text", () => {
    const long = `${"Café crème ".repeat(30)}ünïcödé 😀`.trim();
    const event = eventOf(classCalendar({ ...CLASS, description: long }, OPTIONS));
    expect(unescapeText(value(event, "DESCRIPTION")!)).toBe(long);
  });

  it("makes an all-day event of a class without a start time", () => {
    const event = eventOf(classCalendar({ ...CLASS, classTime: undefined }, OPTIONS));
    expect(props(event, "DTSTART")).toEqual({ params: ["VALUE=DATE"], value: "20250309" });
    expect(event.has("DTEND")).toBe(false);
  });

  it("publishes a calendar Compass made", () => {
    const lines = contentLines(classCalendar(CLASS, OPTIONS));
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//Compass//Classes//EN");
    expect(lines).toContain("METHOD:PUBLISH");
  });
});

describe("calendarFileName", () => {
  it.each([
    ["Cash flow: the basics (part 1)", "Cash-flow-the-basics-part-1.ics"],
    ["Café crème", "Cafe-creme.ics"],
    ["¿¡!?", "class.ics"],
    ["x".repeat(100), `${"x".repeat(60)}.ics`],
  ])("names %j %j", (title, name) => {
    expect(calendarFileName(title)).toBe(name);
  });
});

function props(event: Map<string, Property>, name: string): { params: string[]; value: string } | undefined {
  const p = event.get(name);
  return p && { params: p.params, value: p.value };
}
