/**
 * The partner reports' figures (src/web/pages/partner-reports/partner-figures.ts): months and
 * numbers in the reader's locale, per-month lists as chart rows with their summary, TA hours by
 * category and the TA table's rows and totals (summed without floating-point dust).
 */
import { describe, expect, it } from "vitest";
import {
  categoryRows,
  categoryTotals,
  dayLabel,
  monthLabel,
  monthRows,
  monthSummary,
  numberText,
  shareText,
  taTableRows,
  taTableTotals,
} from "../../../src/web/pages/partner-reports/partner-figures";

describe("words and numbers", () => {
  it("names months and days in the locale, as UTC days", () => {
    expect(monthLabel(2026, 1, "en")).toBe("Jan 2026");
    expect(monthLabel(2026, 12, "en", "long")).toBe("December 2026");
    expect(monthLabel(2026, 3, "de", "long")).toBe("März 2026");
    expect(dayLabel("2026-03-01", "en")).toBe("Mar 1, 2026");
    expect(dayLabel("2026-03-01", "en-GB")).toBe("1 Mar 2026");
  });

  it("writes numbers and shares in the locale", () => {
    expect(numberText(1234, "en")).toBe("1,234");
    expect(numberText(1234, "de")).toBe("1.234");
    expect(shareText(1, 2, "en")).toBe("50%");
    expect(shareText(2, 3, "en")).toBe("67%");
    expect(shareText(1, 0, "en")).toBeNull();
  });
});

describe("per-month lists", () => {
  const list = [
    { year: 2026, month: 2, count: 3 },
    { year: 2025, month: 12, count: 0 },
    { year: 2026, month: 1, count: 3 },
  ];

  it("become chart rows, oldest first", () => {
    expect(monthRows(list, "en")).toEqual([
      { key: "2025-12", label: "Dec 2025", longLabel: "December 2025", count: 0 },
      { key: "2026-01", label: "Jan 2026", longLabel: "January 2026", count: 3 },
      { key: "2026-02", label: "Feb 2026", longLabel: "February 2026", count: 3 },
    ]);
  });

  it("are summed, with the first busiest month and the months spanned", () => {
    const s = monthSummary(monthRows(list, "en"));
    expect(s.total).toBe(6);
    expect(s.peak?.key).toBe("2026-01");
    expect([s.first?.key, s.last?.key]).toEqual(["2025-12", "2026-02"]);
    expect(monthSummary(monthRows([{ year: 2026, month: 1, count: 0 }], "en")).peak).toBeNull();
    expect(monthSummary([])).toEqual({ total: 0, peak: null, first: null, last: null });
  });
});

describe("TA hours", () => {
  const hours = (taCategory: number, sessions: number, contact: number, prep = 0, travel = 0, clients = 1) => ({
    taCategory,
    sessions,
    clients,
    contactHours: contact,
    prepHours: prep,
    travelHours: travel,
  });

  it("by category: in the categories' order, unknown last, with each row's total", () => {
    const rows = categoryRows([hours(2, 2, 3.5, 1, 0.25, 2), hours(0, 1, 1), hours(1, 1, 1, 0.5)]);
    expect(rows.map((r) => r.category)).toEqual([1, 2, 0]);
    expect(rows[1]).toEqual({ category: 2, sessions: 2, clients: 2, contact: 3.5, prep: 1, travel: 0.25, total: 4.75 });
    expect(categoryTotals(rows)).toEqual({ sessions: 4, contact: 5.5, prep: 1.5, travel: 0.25, total: 7.25 });
  });

  it("by month and category: the table's rows in order, and its totals", () => {
    const rows = taTableRows(
      [
        { year: 2026, month: 2, hours: hours(2, 2, 0.1, 0.2) },
        { year: 2026, month: 1, hours: hours(2, 1, 0.2) },
        { year: 2026, month: 1, hours: hours(1, 1, 0.1, 0.5) },
        { year: 2026, month: 3 },
      ],
      "en",
    );
    expect(rows.map((r) => [r.monthKey, r.category, r.monthLabel])).toEqual([
      ["2026-01", 1, "January 2026"],
      ["2026-01", 2, "January 2026"],
      ["2026-02", 2, "February 2026"],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    expect(taTableTotals(rows)).toEqual({ sessions: 4, contact: 0.4, prep: 0.7, travel: 0, total: 1.1 });
    expect(taTableTotals([])).toEqual({ sessions: 0, contact: 0, prep: 0, travel: 0, total: 0 });
  });
});
