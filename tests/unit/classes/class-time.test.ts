/**
 * src/shared/class-time.ts: a class's date and start time in the organisation's time zone as an
 * instant, across DST changes (America/New_York, Pacific/Auckland), and the field checks the server
 * and the web form share.
 */
import { describe, expect, it } from "vitest";
import {
  canonicalTimeZone,
  classDateProblem,
  classTimeProblem,
  isoDate,
  isoTime,
  parseIsoDate,
  parseIsoTime,
  zonedInstant,
} from "../../../src/shared/class-time.js";

const at = (date: string, time: string, zone: string) => zonedInstant(parseIsoDate(date)!, parseIsoTime(time)!, zone).toISOString();

describe("zonedInstant", () => {
  it.each([
    ["a winter class in New York (EST, UTC-5)", "2025-01-15", "18:00", "2025-01-15T23:00:00.000Z"],
    ["a summer class in New York (EDT, UTC-4)", "2025-07-15", "18:00", "2025-07-15T22:00:00.000Z"],
    ["the last minute before clocks spring forward", "2025-03-09", "01:59", "2025-03-09T06:59:00.000Z"],
    ["the first minute after they did", "2025-03-09", "03:00", "2025-03-09T07:00:00.000Z"],
    ["a time the spring-forward skips: read before the gap, so an hour later on the clock (03:30 EDT)", "2025-03-09", "02:30", "2025-03-09T07:30:00.000Z"],
    ["a time the fall-back repeats: the first of the two (EDT)", "2025-11-02", "01:30", "2025-11-02T05:30:00.000Z"],
    ["the hour after the fall-back (EST)", "2025-11-02", "02:00", "2025-11-02T07:00:00.000Z"],
    ["the evening before the fall-back", "2025-11-01", "23:30", "2025-11-02T03:30:00.000Z"],
    ["midnight on New Year's Eve", "2025-12-31", "23:59", "2026-01-01T04:59:00.000Z"],
  ])("New York: %s", (_name, date, time, instant) => {
    expect(at(date, time, "America/New_York")).toBe(instant);
  });

  it.each([
    ["a winter class (NZST, UTC+12): the day before in UTC", "2025-07-01", "09:00", "2025-06-30T21:00:00.000Z"],
    ["a summer class (NZDT, UTC+13)", "2025-01-15", "18:30", "2025-01-15T05:30:00.000Z"],
    ["a time the September spring-forward skips (02:00 → 03:00): 03:30 NZDT", "2025-09-28", "02:30", "2025-09-27T14:30:00.000Z"],
    ["a time the April fall-back repeats (03:00 → 02:00): the first, NZDT", "2025-04-06", "02:30", "2025-04-05T13:30:00.000Z"],
    ["the hour after the fall-back (NZST)", "2025-04-06", "03:00", "2025-04-05T15:00:00.000Z"],
  ])("Auckland: %s", (_name, date, time, instant) => {
    expect(at(date, time, "Pacific/Auckland")).toBe(instant);
  });

  it("reads UTC as is, seconds included", () => {
    expect(zonedInstant({ year: 2025, month: 2, day: 28 }, { hours: 9, minutes: 5, seconds: 7 }, "UTC").toISOString()).toBe("2025-02-28T09:05:07.000Z");
  });

  it("puts the skipped hour's start on the instant the clocks jump (02:00 EST = 03:00 EDT)", () => {
    expect(at("2025-03-09", "02:00", "America/New_York")).toBe(at("2025-03-09", "03:00", "America/New_York"));
  });

  it("refuses a time zone Intl does not know", () => {
    expect(() => zonedInstant({ year: 2025, month: 1, day: 1 }, { hours: 0, minutes: 0, seconds: 0 }, "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("canonicalTimeZone", () => {
  it.each([
    ["America/New_York", "America/New_York"],
    ["america/new_york", "America/New_York"],
    ["Pacific/Auckland", "Pacific/Auckland"],
    ["UTC", "UTC"],
  ])("spells %s as %s", (name, canonical) => {
    expect(canonicalTimeZone(name)).toBe(canonical);
  });

  it.each(["", "Mars/Olympus_Mons", "+05:00", "-0500", "America/New York", "../etc/passwd"])("knows no %j", (name) => {
    expect(canonicalTimeZone(name)).toBeNull();
  });
});

describe("class date and time checks", () => {
  it.each([
    [undefined, "enter the date of the class."],
    [{ year: 0, month: 0, day: 0 }, "enter the date of the class."],
    [{ year: 2025, month: 2, day: 29 }, "2025-02-29 is not a day of the calendar."],
    [{ year: 2025, month: 13, day: 1 }, "2025-13-01 is not a day of the calendar."],
    [{ year: 2025, month: 4, day: 31 }, "2025-04-31 is not a day of the calendar."],
    [{ year: 2025, month: 0, day: 10 }, "2025-00-10 is not a day of the calendar."],
    [{ year: 1899, month: 12, day: 31 }, "use a year from 1900 to 9999."],
    [{ year: 2025.5, month: 1, day: 1 }, "use a year from 1900 to 9999."],
  ])("refuses the date %j", (date, problem) => {
    expect(classDateProblem(date)).toBe(problem);
  });

  it.each([
    { year: 2024, month: 2, day: 29 },
    { year: 2000, month: 2, day: 29 },
    { year: 9999, month: 12, day: 31 },
    { year: 1900, month: 1, day: 1 },
  ])("accepts the date %j", (date) => {
    expect(classDateProblem(date)).toBeNull();
  });

  it("refuses 1900-02-29 (1900 was not a leap year)", () => {
    expect(classDateProblem({ year: 1900, month: 2, day: 29 })).toBe("1900-02-29 is not a day of the calendar.");
  });

  it.each([
    [undefined, "enter the start time of the class."],
    [{ hours: 24, minutes: 0, seconds: 0, nanos: 0 }, "enter a time of day from 00:00 to 23:59."],
    [{ hours: 12, minutes: 60, seconds: 0, nanos: 0 }, "enter a time of day from 00:00 to 23:59."],
    [{ hours: 12, minutes: 0, seconds: 60, nanos: 0 }, "enter a time of day from 00:00 to 23:59."],
    [{ hours: -1, minutes: 0, seconds: 0, nanos: 0 }, "enter a time of day from 00:00 to 23:59."],
    [{ hours: 12, minutes: 0, seconds: 0, nanos: 5 }, "give the start time to the second, without fractions."],
  ])("refuses the time %j", (time, problem) => {
    expect(classTimeProblem(time)).toBe(problem);
  });

  it.each([
    { hours: 0, minutes: 0, seconds: 0, nanos: 0 },
    { hours: 23, minutes: 59, seconds: 59 },
  ])("accepts the time %j", (time) => {
    expect(classTimeProblem(time)).toBeNull();
  });
});

describe("stored text forms", () => {
  it("writes and reads YYYY-MM-DD and HH:MM:SS", () => {
    expect(isoDate({ year: 2025, month: 3, day: 9 })).toBe("2025-03-09");
    expect(isoTime({ hours: 7, minutes: 5, seconds: 0 })).toBe("07:05:00");
    expect(parseIsoDate("2025-03-09")).toEqual({ year: 2025, month: 3, day: 9 });
    expect(parseIsoTime("07:05:00")).toEqual({ hours: 7, minutes: 5, seconds: 0 });
    expect(parseIsoTime("18:30")).toEqual({ hours: 18, minutes: 30, seconds: 0 });
  });

  it.each(["2025-02-30", "2025-3-9", "25-03-09", ""])("reads no date from %j", (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });

  it.each(["24:00", "7:05", "12:60:00", "12:00:00.5", ""])("reads no time from %j", (text) => {
    expect(parseIsoTime(text)).toBeNull();
  });
});
