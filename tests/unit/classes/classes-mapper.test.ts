/**
 * The classes' request parsing (classes-mapper.ts) and update-mask rule (classes-policy.ts):
 * each problem an INVALID_ARGUMENT naming its field; only masked paths become changes.
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { AdminCreateClassRequestSchema, AdminUpdateClassRequestSchema, CounselingArea, type AdminCreateClassRequest } from "../../../src/gen/compass/v1/compass_pb.js";
import { parseClassAddress, parseClassCreate, parseClassDuration, parseClassUpdate, parseClassUrl, toClass } from "../../../src/server/rpc/classes/classes-mapper.js";
import { CLASS_UPDATE_PATHS, classUpdatePath } from "../../../src/server/rpc/classes/classes-policy.js";
import { outcomeOf } from "../../setup/rpc.js";

const createRequest = (extra: Partial<AdminCreateClassRequest> = {}): AdminCreateClassRequest => ({
  ...create(AdminCreateClassRequestSchema, {
    title: "Cash flow basics",
    description: "Bring your numbers.",
    classDate: { year: 2025, month: 3, day: 9 },
    classTime: { hours: 18, minutes: 30, seconds: 0 },
    url: "https://meet.example.org/j/123",
  }),
  ...extra,
});

describe("parseClassCreate", () => {
  it("answers the values to store: trimmed text, the date and time as PostgreSQL text, the link as parsed", () => {
    expect(parseClassCreate(createRequest({ title: "  Cash flow basics  ", url: "HTTPS://Meet.Example.org/j/123" }))).toEqual({
      title: "Cash flow basics",
      description: "Bring your numbers.",
      classDate: "2025-03-09",
      classTime: "18:30:00",
      url: "https://meet.example.org/j/123",
      durationMinutes: null,
      address: "",
      topic: "UNSPECIFIED",
      trainingHours: null,
      coSponsor: "",
    });
  });

  it("takes a class without a link (held in person), with its length and address", () => {
    const values = parseClassCreate(createRequest({ url: "  ", durationMinutes: 90, address: " 12 Main St " }));
    expect(values).toMatchObject({ url: "", durationMinutes: 90, address: "12 Main St" });
  });

  it.each([
    ["without a title", { title: " " }, "title: enter a title."],
    ["a title over 200 characters", { title: "x".repeat(201) }, "title: use at most 200 characters (this one has 201)."],
    ["a title on two lines", { title: "One\nTwo" }, "title: remove the line breaks and control characters."],
    ["a description over 2000 characters", { description: "x".repeat(2001) }, "description: use at most 2000 characters (this one has 2001)."],
    ["without a date", { classDate: undefined }, "class_date: enter the date of the class."],
    ["a date that is not a day", { classDate: create(AdminCreateClassRequestSchema, { classDate: { year: 2025, month: 2, day: 29 } }).classDate }, "class_date: 2025-02-29 is not a day of the calendar."],
    ["without a start time", { classTime: undefined }, "class_time: enter the start time of the class."],
    ["a time that is not a time of day", { classTime: create(AdminCreateClassRequestSchema, { classTime: { hours: 25 } }).classTime }, "class_time: enter a time of day from 00:00 to 23:59."],
  ])("refuses %s", (_name, extra, message) => {
    expect(outcomeOf(() => parseClassCreate(createRequest(extra as Partial<AdminCreateClassRequest>)))).toEqual({ code: Code.InvalidArgument, message });
  });
});

describe("parseClassUrl", () => {
  it.each([
    ["javascript:alert(1)", "url: only http and https links are allowed."],
    ["ftp://files.example.org/x", "url: only http and https links are allowed."],
    ["https://user:secret@meet.example.org/", "url: remove the user name and password from the link."],
    ["https://meet.example.org/a b", "url: remove the spaces and control characters."],
    ["meet.example.org/j/1", "url: enter a full link starting with https:// (or http://)."],
    [`https://meet.example.org/${"a".repeat(2030)}`, "url: use at most 2048 characters."],
  ])("refuses %j", (url, message) => {
    expect(outcomeOf(() => parseClassUrl(url))).toEqual({ code: Code.InvalidArgument, message });
  });

  it("keeps an http link and a link of 2048 characters", () => {
    expect(parseClassUrl("http://intranet.example.org/room-4")).toBe("http://intranet.example.org/room-4");
    const long = `https://meet.example.org/${"a".repeat(2048 - 25)}`;
    expect(long.length).toBe(2048);
    expect(parseClassUrl(long)).toBe(long);
  });
});

describe("parseClassUpdate", () => {
  const update = (paths: string[], extra: object = {}) =>
    parseClassUpdate(create(AdminUpdateClassRequestSchema, { classId: "c1", updateMask: { paths }, title: "New title", ...extra }));

  it("answers only the masked fields (camelCase paths too)", () => {
    expect(update(["title"], { description: "not written" })).toEqual({ title: "New title" });
    expect(update(["classTime", "class_date"], { classDate: { year: 2026, month: 1, day: 2 }, classTime: { hours: 9, minutes: 0, seconds: 0 } })).toEqual({
      classTime: "09:00:00",
      classDate: "2026-01-02",
    });
    expect(update(["description", "url"], { description: "", url: "" })).toEqual({ description: "", url: "" });
  });

  it.each([
    ["an empty mask", [], "update_mask: list the class fields to update."],
    ["an unknown path", ["start"], 'update_mask: "start" is not a class field you can update.'],
    ["the id", ["class_id"], 'update_mask: "class_id" cannot be changed by you.'],
    ["a masked date left out", ["class_date"], "class_date: enter the date of the class."],
    ["a masked empty title", ["title"], "title: enter a title."],
  ])("refuses %s", (_name, paths, message) => {
    expect(outcomeOf(() => update(paths, paths.includes("title") ? { title: "" } : {}))).toEqual({ code: Code.InvalidArgument, message });
  });

  it("lets every field of the request but the id be updated", () => {
    expect(CLASS_UPDATE_PATHS.map(classUpdatePath)).toEqual(CLASS_UPDATE_PATHS.map(() => "writable"));
    expect(classUpdatePath("class_id")).toBe("forbidden");
    expect(classUpdatePath("created_by_user_id")).toBe("unknown");
  });
});

/** A class written before its Form 888 fields (issue #40): no topic, hours or co-sponsor. */
const NO_888 = { topic: "UNSPECIFIED", trainingHours: null, coSponsor: "" };

describe("toClass", () => {
  it("gives the stored date and time back as Date and TimeOfDay", () => {
    const message = toClass({ id: "c1", title: "T", description: "D", classDate: "2025-03-09", classTime: "18:30:00", url: "https://x.example.org/", durationMinutes: 90, address: "", ...NO_888 });
    expect(message.classId).toBe("c1");
    expect(message.durationMinutes).toBe(90);
    expect(message.classDate).toMatchObject({ year: 2025, month: 3, day: 9 });
    expect(message.classTime).toMatchObject({ hours: 18, minutes: 30, seconds: 0, nanos: 0 });
  });

  it("leaves class_time unset for a row without one", () => {
    expect(toClass({ id: "c1", title: "T", description: "", classDate: "2025-03-09", classTime: null, url: "", durationMinutes: null, address: "", ...NO_888 }).classTime).toBeUndefined();
  });

  it("gives a length not given as 0 and the address as stored", () => {
    const message = toClass({ id: "c1", title: "T", description: "", classDate: "2025-03-09", classTime: "09:00:00", url: "", durationMinutes: null, address: "12 Main St\nAlbuquerque, NM", ...NO_888 });
    expect(message.durationMinutes).toBe(0);
    expect(message.address).toBe("12 Main St\nAlbuquerque, NM");
  });

  it("gives the Form 888 fields (issue #40): the topic by its enum, hours not given as 0, and the caller's registration", () => {
    const old = toClass({ id: "c1", title: "T", description: "", classDate: "2025-03-09", classTime: "09:00:00", url: "", durationMinutes: null, address: "", ...NO_888 });
    expect([old.topic, old.trainingHours, old.coSponsor, old.registered, old.attended]).toEqual([CounselingArea.UNSPECIFIED, 0, "", false, false]);
    const full = toClass(
      { id: "c1", title: "T", description: "", classDate: "2025-03-09", classTime: "09:00:00", url: "", durationMinutes: 120, address: "", topic: "BUSINESS_PLAN", trainingHours: 6.5, coSponsor: "Chamber of Commerce" },
      { registered: true, attended: true },
    );
    expect([full.topic, full.trainingHours, full.coSponsor, full.registered, full.attended]).toEqual([CounselingArea.BUSINESS_PLAN, 6.5, "Chamber of Commerce", true, true]);
    expect(toClass({ id: "c1", title: "T", description: "", classDate: "2025-03-09", classTime: null, url: "", durationMinutes: null, address: "", ...NO_888, topic: "NOT_A_TOPIC" }).topic).toBe(CounselingArea.UNSPECIFIED);
  });
});

describe("a class's length and address", () => {
  it.each([
    [0, null],
    [5, 5],
    [90, 90],
    [720, 720],
  ])("takes %d minutes as %s", (minutes, stored) => {
    expect(parseClassDuration(minutes)).toBe(stored);
  });

  it.each([4, 721, 100_000])("refuses %d minutes, naming the field and the range", (minutes) => {
    expect(() => parseClassDuration(minutes)).toThrow("duration_minutes: give the length in minutes, from 5 to 720.");
  });

  it("trims the address, keeps its lines and refuses one too long or with control characters", () => {
    expect(parseClassAddress("  12 Main St\nSuite 3 ")).toBe("12 Main St\nSuite 3");
    expect(parseClassAddress("")).toBe("");
    expect(() => parseClassAddress("x".repeat(301))).toThrow("address: use at most 300 characters.");
    expect(() => parseClassAddress("12 Main\u0007")).toThrow(/^\[invalid_argument\] address: remove the control characters/);
  });
});
