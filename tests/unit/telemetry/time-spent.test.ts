/**
 * The interval math behind the time a learner spent on a lesson (secondsOnContent,
 * src/server/reports/time-spent.ts): page views to the next leave, exit or view; idle gaps
 * left out; each interval capped; sessions read apart, then laid on one timeline (overlaps merged).
 */
import { describe, expect, it } from "vitest";
import { INTERVAL_CAP_SECONDS, mergedMs, secondsOnContent, type Interval, type TelemetryMoment } from "../../../src/server/reports/time-spent.js";

const LESSON = "lesson-1";
const OTHER = "lesson-2";
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const NOW = new Date(T0 + 24 * 3600_000);

/** An event `seconds` after T0 in session `s1` (or the one given). */
const at = (seconds: number, action: string, contentId = "", sessionId = "s1"): TelemetryMoment => ({
  sessionId,
  action,
  contentId,
  at: new Date(T0 + seconds * 1000),
});
const seconds = (events: TelemetryMoment[], options = {}) => secondsOnContent(events, LESSON, { now: NOW, ...options });

describe("time on a lesson", () => {
  it("is nothing without a view of it", () => {
    expect(seconds([])).toBe(0);
    expect(seconds([at(0, "PAGE_VIEW", OTHER), at(60, "PAGE_LEAVE", OTHER)])).toBe(0);
    expect(seconds([at(0, "ACTIVITY"), at(10, "IDLE_STOP"), at(20, "ACTIVITY")])).toBe(0);
  });

  it.each(["PAGE_LEAVE", "APP_EXIT", "LOGOUT", "LOGIN"])("runs from the view to %s", (end) => {
    expect(seconds([at(0, "PAGE_VIEW", LESSON), at(95.5, end, LESSON)])).toBe(95.5);
  });

  it("ends at the next page view, of another page or of the lesson again", () => {
    expect(seconds([at(0, "PAGE_VIEW", LESSON), at(40, "PAGE_VIEW", OTHER), at(100, "PAGE_LEAVE", OTHER)])).toBe(40);
    expect(seconds([at(0, "PAGE_VIEW", LESSON), at(40, "PAGE_VIEW", LESSON), at(100, "PAGE_LEAVE", LESSON)])).toBe(100);
  });

  it("adds up every visit", () => {
    expect(
      seconds([
        at(0, "PAGE_VIEW", LESSON),
        at(30, "PAGE_LEAVE", LESSON),
        at(30, "PAGE_VIEW", OTHER),
        at(200, "PAGE_VIEW", LESSON),
        at(245, "APP_EXIT"),
      ]),
    ).toBe(75);
  });

  it("leaves out the time between IDLE_STOP and the next activity", () => {
    expect(
      seconds([
        at(0, "PAGE_VIEW", LESSON),
        at(60, "IDLE_STOP"),
        at(600, "ACTIVITY"),
        at(630, "FORM_SUBMIT"),
        at(660, "IDLE_STOP"),
        at(900, "FORM_SUBMIT"), // a form sent is activity too
        at(910, "PAGE_LEAVE", LESSON),
      ]),
    ).toBe(60 + 60 + 10);
  });

  it("does not resume after the page was left while idle", () => {
    expect(
      seconds([at(0, "PAGE_VIEW", LESSON), at(20, "IDLE_STOP"), at(500, "PAGE_LEAVE", LESSON), at(510, "ACTIVITY"), at(900, "APP_EXIT")]),
    ).toBe(20);
  });

  it("ignores activity while already counting, and a second IDLE_STOP", () => {
    expect(
      seconds([at(0, "PAGE_VIEW", LESSON), at(10, "ACTIVITY"), at(20, "ACTIVITY"), at(30, "IDLE_STOP"), at(40, "IDLE_STOP"), at(50, "PAGE_LEAVE")]),
    ).toBe(30);
  });

  it("caps each interval at 30 minutes, so a tab left open does not count hours", () => {
    expect(INTERVAL_CAP_SECONDS).toBe(1800);
    expect(seconds([at(0, "PAGE_VIEW", LESSON), at(5 * 3600, "PAGE_LEAVE", LESSON)])).toBe(1800);
    expect(
      seconds([at(0, "PAGE_VIEW", LESSON), at(3600, "IDLE_STOP"), at(3700, "ACTIVITY"), at(3760, "PAGE_LEAVE", LESSON)]),
    ).toBe(1800 + 60);
    expect(seconds([at(0, "PAGE_VIEW", LESSON), at(120, "PAGE_LEAVE")], { capSeconds: 100 })).toBe(100);
  });

  it("counts an interval left open until now, capped", () => {
    expect(secondsOnContent([at(0, "PAGE_VIEW", LESSON)], LESSON, { now: new Date(T0 + 90_000) })).toBe(90);
    expect(seconds([at(0, "PAGE_VIEW", LESSON)])).toBe(1800);
    // Idle at the end: nothing more.
    expect(seconds([at(0, "PAGE_VIEW", LESSON), at(30, "IDLE_STOP")])).toBe(30);
  });

  it("reads each session on its own", () => {
    expect(
      seconds([
        at(0, "PAGE_VIEW", LESSON, "tab-a"),
        at(10, "PAGE_VIEW", OTHER, "tab-b"), // another tab does not end the lesson's interval
        at(30, "PAGE_LEAVE", OTHER, "tab-b"),
        at(50, "PAGE_LEAVE", LESSON, "tab-a"),
        at(100, "PAGE_VIEW", LESSON, "tab-b"),
        at(107, "APP_EXIT", "", "tab-b"),
      ]),
    ).toBe(57);
  });

  it("puts each session's events in time order first, keeping the given order of equal times", () => {
    const events = [at(60, "PAGE_LEAVE", LESSON), at(0, "PAGE_VIEW", LESSON), at(60, "PAGE_VIEW", LESSON), at(90, "APP_EXIT")];
    // Sorted: view 0, leave 60, view 60, exit 90.
    expect(seconds(events)).toBe(90);
  });

  it("never counts a clock that went backwards", () => {
    expect(seconds([at(100, "PAGE_VIEW", LESSON), at(100, "PAGE_LEAVE", LESSON)])).toBe(0);
  });

  it("is nothing for an empty content id", () => {
    expect(secondsOnContent([at(0, "PAGE_VIEW", ""), at(10, "PAGE_LEAVE")], "", { now: NOW })).toBe(0);
  });

  it("ignores actions it does not know", () => {
    expect(seconds([at(0, "PAGE_VIEW", LESSON), at(5, "SOMETHING_NEW"), at(9, "PAGE_LEAVE")])).toBe(9);
  });
});

describe("one timeline for every session and tab (issue #37)", () => {
  const span = (from: number, to: number): Interval => ({ from: from * 1000, to: to * 1000 });

  it.each<[string, Interval[], number]>([
    ["nothing", [], 0],
    ["one interval", [span(0, 60)], 60],
    ["overlapping", [span(0, 60), span(30, 90)], 90],
    ["nested", [span(0, 100), span(10, 20), span(30, 40)], 100],
    ["adjacent", [span(0, 60), span(60, 120)], 120],
    ["apart", [span(0, 10), span(20, 30)], 20],
    ["out of order", [span(50, 80), span(0, 10), span(5, 60)], 80],
    ["identical", [span(0, 30), span(0, 30), span(0, 30)], 30],
    ["empty and backwards ones count nothing", [span(10, 10), span(30, 20), span(0, 5)], 5],
    ["a chain that bridges a gap", [span(0, 10), span(20, 30), span(9, 21)], 30],
  ])("merges intervals: %s", (_, intervals, expected) => {
    expect(mergedMs(intervals)).toBe(expected * 1000);
  });

  const many = (n: number, action = "PAGE_VIEW") => Array.from({ length: n }, (_, i) => at(i * 0.01, action, LESSON, `tab-${i}`));

  it.each<[string, TelemetryMoment[], number, Date?]>([
    [
      "overlapping sessions count the overlap once",
      [at(0, "PAGE_VIEW", LESSON, "a"), at(30, "PAGE_VIEW", LESSON, "b"), at(60, "PAGE_LEAVE", LESSON, "a"), at(90, "PAGE_LEAVE", LESSON, "b")],
      90,
    ],
    [
      "a session nested in another adds nothing",
      [at(0, "PAGE_VIEW", LESSON, "a"), at(10, "PAGE_VIEW", LESSON, "b"), at(20, "APP_EXIT", "", "b"), at(100, "PAGE_LEAVE", LESSON, "a")],
      100,
    ],
    [
      "adjacent sessions add up",
      [at(0, "PAGE_VIEW", LESSON, "a"), at(60, "PAGE_LEAVE", LESSON, "a"), at(60, "PAGE_VIEW", LESSON, "b"), at(120, "PAGE_LEAVE", LESSON, "b")],
      120,
    ],
    [
      "idle in one tab while reading in another counts the reading",
      [
        at(0, "PAGE_VIEW", LESSON, "a"),
        at(20, "IDLE_STOP", "", "a"),
        at(30, "PAGE_VIEW", LESSON, "b"),
        at(50, "PAGE_LEAVE", LESSON, "b"),
        at(300, "PAGE_LEAVE", LESSON, "a"),
      ],
      40,
    ],
    [
      "a page left in one tab does not end another tab's interval",
      [at(0, "PAGE_VIEW", LESSON, "a"), at(5, "PAGE_VIEW", LESSON, "b"), at(10, "PAGE_LEAVE", LESSON, "a"), at(70, "PAGE_LEAVE", LESSON, "b")],
      70,
    ],
    [
      "two tabs left open all day count 30 minutes from the first, not 30 each",
      [at(0, "PAGE_VIEW", LESSON, "a"), at(600, "PAGE_VIEW", LESSON, "b")],
      600 + 1800,
    ],
    ["40 tabs opened at once, then 61 s of waiting (the finding): about a minute", many(40), 61, new Date(T0 + 61_000)],
    ["200 tabs left open count 30 minutes from the last one opened, once", many(200), 1.99 + 1800, undefined],
    [
      "out-of-order events of several sessions",
      [at(90, "PAGE_LEAVE", LESSON, "b"), at(60, "PAGE_LEAVE", LESSON, "a"), at(30, "PAGE_VIEW", LESSON, "b"), at(0, "PAGE_VIEW", LESSON, "a")],
      90,
    ],
  ])("%s", (_, events, expected, now) => {
    expect(secondsOnContent(events, LESSON, { now: now ?? NOW })).toBeCloseTo(expected, 6);
  });

  it("never exceeds the wall-clock time from the first event to now", () => {
    const now = new Date(T0 + 45_000);
    const events = Array.from({ length: 50 }, (_, i) => at(i % 7, i % 3 === 0 ? "ACTIVITY" : "PAGE_VIEW", LESSON, `s${i % 9}`));
    expect(secondsOnContent(events, LESSON, { now })).toBeLessThanOrEqual(45);
  });
});
