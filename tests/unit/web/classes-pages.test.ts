import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { ClassSchema, ListClassesResponseSchema, type ListClassesResponse } from "../../../src/gen/compass/v1/compass_pb";
import { changedClassPaths, classRequestFields, classValues, formDate, formDuration, formHours, formTime, isClassDirty, isClassLink, timeText } from "../../../src/web/pages/classes/class-form";
import { readAllClasses } from "../../../src/web/pages/classes/classes-queries";
import { hasStarted, joinUrl, splitClasses, startFormat, startKey, wallClockText, zoneLabel } from "../../../src/web/pages/classes/classes-view";

const cls = (classId: string, date?: [number, number, number], time?: [number, number, number?], extra: { title?: string; url?: string } = {}) =>
  create(ClassSchema, {
    classId,
    title: extra.title ?? classId,
    url: extra.url ?? "",
    ...(date ? { classDate: { year: date[0], month: date[1], day: date[2] } } : {}),
    ...(time ? { classTime: { hours: time[0], minutes: time[1], seconds: time[2] ?? 0 } } : {}),
  });

describe("the classes page's reading of the list", () => {
  // 2026-03-10 12:00 UTC = 08:00 in New York (EDT since 8 March).
  const now = Date.UTC(2026, 2, 10, 12, 0);
  const classes = [
    cls("old", [2026, 1, 5], [9, 0]),
    cls("yesterday", [2026, 3, 9], [18, 0]),
    cls("under-way", [2026, 3, 10], [7, 30]),
    cls("later", [2026, 3, 10], [18, 0]),
    cls("next-week", [2026, 3, 17], [9, 0]),
    cls("undated"),
    cls("no-time", [2026, 3, 20]),
  ];

  it("lists the classes to come soonest first, one begun within the hour among them, and the rest most recent first", () => {
    const split = splitClasses(classes, "America/New_York", now);
    expect(split.upcoming.map((c) => c.item.classId)).toEqual(["under-way", "later", "next-week"]);
    expect(split.past.map((c) => c.item.classId)).toEqual(["yesterday", "old"]);
  });

  it("reads the wall clock in the organisation's zone, across a change of clocks", () => {
    const split = splitClasses(classes, "America/New_York", now);
    // 18:00 EDT on 10 March is 22:00 UTC; 09:00 EST on 5 January is 14:00 UTC.
    expect(split.upcoming[1]!.startsAt.toISOString()).toBe("2026-03-10T22:00:00.000Z");
    expect(split.past[1]!.startsAt.toISOString()).toBe("2026-01-05T14:00:00.000Z");
  });

  it("knows a class under way has started", () => {
    const [underWay, later] = splitClasses(classes, "America/New_York", now).upcoming;
    expect(hasStarted(underWay!, now)).toBe(true);
    expect(hasStarted(later!, now)).toBe(false);
  });

  it("offers only http and https links to join", () => {
    expect(joinUrl(" https://meet.example.org/abc ")).toBe("https://meet.example.org/abc");
    expect(joinUrl("http://example.org")).toBe("http://example.org/");
    expect(joinUrl("")).toBeNull();
    expect(joinUrl("javascript:alert(1)")).toBeNull();
    expect(joinUrl("data:text/html,hi")).toBeNull();
    expect(joinUrl("mailto:a@example.org")).toBeNull();
    expect(joinUrl("not a link")).toBeNull();
  });

  it("shows a start in the viewer's zone with the zone's name", () => {
    const at = new Date("2026-03-10T22:00:00Z");
    expect(startFormat("en-US", "Europe/London").format(at)).toBe("Tuesday, March 10, 2026 at 10:00 PM GMT");
    expect(startFormat("en-US", "America/New_York").format(at)).toBe("Tuesday, March 10, 2026 at 6:00 PM EDT");
  });

  it("writes the scheduled wall clock as it is, whatever the zone", () => {
    expect(wallClockText({ year: 2026, month: 3, day: 10 }, { hours: 15, minutes: 0, seconds: 0 }, "en-US")).toBe("Tue, Mar 10, 2026, 3:00 PM");
    expect(wallClockText({ year: 2026, month: 3, day: 10 }, undefined, "en-US")).toBe("Tue, Mar 10, 2026");
  });

  it("sorts classes by their scheduled start as text", () => {
    expect(startKey(cls("a", [2026, 3, 10], [15, 0]))).toBe("2026-03-10 15:00:00");
    expect(startKey(cls("b", [2026, 3, 10]))).toBe("2026-03-10 00:00:00");
    expect(startKey(cls("c"))).toBe("");
  });

  it("names a zone by its IANA name and its everyday name", () => {
    expect(zoneLabel("America/New_York", "en-US", new Date("2026-03-10T12:00:00Z"))).toBe("America/New York (Eastern Time)");
    expect(zoneLabel("Not/AZone", "en-US")).toBe("Not/AZone");
    expect(zoneLabel("Etc/GMT+5", "en-US")).toBe("Etc/GMT+5");
  });
});

describe("reading every page of ListClasses", () => {
  const page = (ids: string[], next: string): ListClassesResponse =>
    create(ListClassesResponseSchema, { classes: ids.map((id) => cls(id, [2026, 1, 1], [9, 0])), pageResponse: { nextPageToken: next, totalSize: 5 } });

  it("follows next_page_token to the last page", async () => {
    const pages: Record<string, ListClassesResponse> = { "": page(["a", "b"], "t1"), t1: page(["c", "d"], "t2"), t2: page(["e"], "") };
    const asked: string[] = [];
    const all = await readAllClasses(async (token) => {
      asked.push(token);
      return pages[token]!;
    });
    expect(all.map((c) => c.classId)).toEqual(["a", "b", "c", "d", "e"]);
    expect(asked).toEqual(["", "t1", "t2"]);
  });

  it("stops when a token comes back again", async () => {
    let calls = 0;
    const all = await readAllClasses(async () => {
      calls++;
      return page(["x"], "same");
    });
    expect(calls).toBe(2);
    expect(all).toHaveLength(2);
  });
});

describe("the class editor's values", () => {
  const saved = classValues(cls("c1", [2026, 5, 12], [15, 0], { title: "Pricing", url: "https://meet.example.org/x" }));

  it("starts from the class, the time without seconds when it has none", () => {
    expect(saved).toEqual({ title: "Pricing", description: "", classDate: "2026-05-12", classTime: "15:00", url: "https://meet.example.org/x", duration: "", address: "", topic: "0", trainingHours: "", coSponsor: "" });
    expect(timeText({ hours: 9, minutes: 5, seconds: 30 })).toBe("09:05:30");
    expect(classValues(null)).toEqual({ title: "", description: "", classDate: null, classTime: "", url: "", duration: "", address: "", topic: "0", trainingHours: "", coSponsor: "" });
  });

  it("sends only the fields that changed", () => {
    expect(changedClassPaths(saved, { ...saved, title: " Pricing " })).toEqual([]);
    expect(changedClassPaths(saved, { ...saved, classTime: "15:00:00" })).toEqual([]);
    expect(changedClassPaths(saved, { ...saved, title: "Pricing 2", classTime: "16:30", url: "" })).toEqual(["title", "class_time", "url"]);
    expect(changedClassPaths(saved, { ...saved, classDate: "2026-05-13", description: "New" })).toEqual(["description", "class_date"]);
    expect(isClassDirty(saved, saved)).toBe(false);
    expect(isClassDirty(saved, { ...saved, classDate: null })).toBe(true);
  });

  it("checks the date, the time and the link as the API does", () => {
    expect(formDate("2026-02-29")).toBeNull();
    expect(formDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(formDate("1899-12-31")).toBeNull();
    expect(formDate(null)).toBeNull();
    expect(formTime("24:00")).toBeNull();
    expect(formTime("07:05")).toEqual({ hours: 7, minutes: 5, seconds: 0 });
    expect(isClassLink("")).toBe(true);
    expect(isClassLink("https://meet.example.org/a?b=c")).toBe(true);
    expect(isClassLink("ftp://example.org")).toBe(false);
    expect(isClassLink("https://exa mple.org")).toBe(false);
    expect(isClassLink("meet.example.org")).toBe(false);
  });

  it("sends a Date and a whole-second TimeOfDay", () => {
    expect(
      classRequestFields({ title: " T ", description: " D ", classDate: "2026-05-12", classTime: "15:00", url: " https://x.org ", duration: "", address: "", topic: "0", trainingHours: "", coSponsor: "" }),
    ).toEqual({
      title: "T",
      description: "D",
      url: "https://x.org",
      durationMinutes: 0,
      address: "",
      topic: 0,
      trainingHours: 0,
      coSponsor: "",
      classDate: { year: 2026, month: 5, day: 12 },
      classTime: { hours: 15, minutes: 0, seconds: 0, nanos: 0 },
    });
  });

  it("sends the length in minutes (0 when empty) and the address, and names them when changed", () => {
    expect(formDuration(" 90 ")).toBe(90);
    expect(formDuration("")).toBe(0);
    expect(formDuration("1.5")).toBeNaN();
    const saved = classValues(null);
    const now = { ...saved, duration: "90", address: " 12 Main St " };
    expect(classRequestFields({ ...now, classDate: "2026-05-12", classTime: "15:00" })).toMatchObject({ durationMinutes: 90, address: "12 Main St" });
    expect(changedClassPaths(saved, now)).toEqual(["duration_minutes", "address"]);
    expect(changedClassPaths(now, { ...now, duration: "090" })).toEqual([]);
  });

  it("sends the Form 888 fields (issue #40): the topic, hours (0 when empty) and co-sponsor, and names them when changed", () => {
    expect([formHours(""), formHours(" 6.5 "), formHours("6.555"), formHours("x")]).toEqual([0, 6.5, Number.NaN, Number.NaN]);
    const saved = classValues(null);
    const now = { ...saved, topic: "5", trainingHours: "6.5", coSponsor: " Chamber of Commerce " };
    expect(classRequestFields({ ...now, classDate: "2026-05-12", classTime: "15:00" })).toMatchObject({ topic: 5, trainingHours: 6.5, coSponsor: "Chamber of Commerce" });
    expect(changedClassPaths(saved, now)).toEqual(["topic", "training_hours", "co_sponsor"]);
    expect(changedClassPaths(now, { ...now, trainingHours: "6.50" })).toEqual([]);
  });
});
