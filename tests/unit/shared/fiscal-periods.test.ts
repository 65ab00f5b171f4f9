/** The federal fiscal year and its quarters (src/shared/fiscal-periods.ts). */
import { describe, expect, it } from "vitest";
import { fiscalQuarter, fiscalQuarterOf, fiscalQuartersOf, fiscalYear, fiscalYearOf, fiscalYearToDate } from "../../../src/shared/fiscal-periods.js";

describe("the federal fiscal year", () => {
  it.each([
    ["2026-09-30", 2026, 4],
    ["2026-10-01", 2027, 1],
    ["2026-12-31", 2027, 1],
    ["2027-01-01", 2027, 2],
    ["2027-03-31", 2027, 2],
    ["2027-04-01", 2027, 3],
    ["2027-06-30", 2027, 3],
    ["2027-07-01", 2027, 4],
  ])("%s is in FY%i, quarter %i", (day, fy, q) => {
    expect(fiscalYearOf(day)).toBe(fy);
    expect(fiscalQuarterOf(day)).toBe(q);
  });

  it("gives each quarter's days and the year's", () => {
    expect(fiscalQuarter(2027, 1)).toEqual({ start: "2026-10-01", end: "2026-12-31" });
    expect(fiscalQuarter(2027, 2)).toEqual({ start: "2027-01-01", end: "2027-03-31" });
    expect(fiscalQuarter(2028, 2)).toEqual({ start: "2028-01-01", end: "2028-03-31" });
    expect(fiscalQuarter(2024, 2)).toEqual({ start: "2024-01-01", end: "2024-03-31" });
    expect(fiscalQuarter(2027, 3)).toEqual({ start: "2027-04-01", end: "2027-06-30" });
    expect(fiscalQuarter(2027, 4)).toEqual({ start: "2027-07-01", end: "2027-09-30" });
    expect(fiscalYear(2027)).toEqual({ start: "2026-10-01", end: "2027-09-30" });
    expect(fiscalYearToDate("2026-12-07")).toEqual({ start: "2026-10-01", end: "2026-12-07" });
    expect(fiscalYearToDate("2026-09-30")).toEqual({ start: "2025-10-01", end: "2026-09-30" });
  });

  it("lists the quarters a range touches, cut to the range", () => {
    expect(fiscalQuartersOf("2026-09-15", "2027-01-10")).toEqual([
      { fiscalYear: 2026, quarter: 4, start: "2026-09-15", end: "2026-09-30" },
      { fiscalYear: 2027, quarter: 1, start: "2026-10-01", end: "2026-12-31" },
      { fiscalYear: 2027, quarter: 2, start: "2027-01-01", end: "2027-01-10" },
    ]);
    expect(fiscalQuartersOf("2026-10-01", "2026-10-01")).toEqual([{ fiscalYear: 2027, quarter: 1, start: "2026-10-01", end: "2026-10-01" }]);
  });
});
