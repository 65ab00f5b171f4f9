/**
 * The month spans of the impact rollups (impact-rollup-queries.ts; ADR 0046): a period's whole
 * months, their place in the bit strings, each calendar quarter's months within the span, and the
 * 64-bit masks that pick them out of a client's months.
 */
import { describe, expect, it } from "vitest";
import { monthEnd, monthIndex, monthSpanOf, quarterMask, SPAN_MAX } from "../../../src/server/rpc/impact/impact-rollup-queries.js";

describe("monthIndex, monthEnd", () => {
  it("counts months from January 1900", () => {
    expect(monthIndex("1900-01-31")).toBe(0);
    expect(monthIndex("2026-10-01")).toBe(126 * 12 + 9);
    expect(monthIndex("2099-12-31")).toBe(2399);
  });
  it("knows each month's last day, leap years included", () => {
    expect(monthEnd("2024-02-10")).toBe("2024-02-29");
    expect(monthEnd("2026-02-01")).toBe("2026-02-28");
    expect(monthEnd("2026-09-30")).toBe("2026-09-30");
    expect(monthEnd("2026-12-07")).toBe("2026-12-31");
  });
});

describe("monthSpanOf", () => {
  it("covers a fiscal year's whole months, a quarter each three", () => {
    const span = monthSpanOf("2025-10-01", "2026-09-30")!;
    expect([span.start, span.end, span.first, span.count]).toEqual(["2025-10-01", "2026-09-30", monthIndex("2025-10-01"), 12]);
    expect(span.quarters).toEqual([
      { q: "2025-10-01", from: 1, count: 3 },
      { q: "2026-01-01", from: 4, count: 3 },
      { q: "2026-04-01", from: 7, count: 3 },
      { q: "2026-07-01", from: 10, count: 3 },
    ]);
  });
  it("widens days within a month to the month, and cuts quarters at the span's ends", () => {
    const span = monthSpanOf("2026-11-15", "2027-01-04")!;
    expect([span.start, span.end, span.count]).toEqual(["2026-11-01", "2027-01-31", 3]);
    expect(span.quarters).toEqual([
      { q: "2026-10-01", from: 1, count: 2 },
      { q: "2027-01-01", from: 3, count: 1 },
    ]);
  });
  it("has no span outside the bit strings' years or longer than 64 months", () => {
    expect(monthSpanOf("1899-12-01", "1900-02-01")).toBeNull();
    expect(monthSpanOf("2099-12-01", "2100-01-31")).toBeNull();
    expect(monthSpanOf("2021-10-01", "2026-09-30")!.count).toBe(60);
    expect(monthSpanOf("2020-01-01", "2025-04-30")!.count).toBe(64);
    expect(monthSpanOf("2020-01-01", "2025-05-31")).toBeNull();
    expect(SPAN_MAX).toBe(64);
  });
});

describe("quarterMask", () => {
  it("sets the span's months from the highest bit down, as a signed 64-bit integer", () => {
    expect(quarterMask(1, 1)).toBe(-(2n ** 63n));
    expect(quarterMask(2, 2)).toBe(2n ** 62n + 2n ** 61n);
    expect(quarterMask(64, 1)).toBe(1n);
    expect(quarterMask(1, 64)).toBe(-1n);
  });
});
