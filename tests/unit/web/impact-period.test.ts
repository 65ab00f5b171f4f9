/**
 * The impact pages' period and chart rows (src/web/components/impact/impact-period.ts), shared by
 * /admin/impact and /partner/report/impact: the fiscal year and quarter the address names (or the
 * current year to date), cut at today; the years offered; the address with one field changed (the
 * current year kept out of it); jobs added up; the fiscal quarters as chart bars.
 */
import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { ImpactFiguresSchema, ImpactQuarterSchema } from "../../../src/gen/compass/v1/compass_pb";
import {
  dateOf,
  impactPeriodOf,
  includesReported,
  jobsCreated,
  jobsRetained,
  nothingToDraw,
  paramsWith,
  quarterBars,
  yearsOffered,
  YEARS_BACK,
} from "../../../src/web/components/impact/impact-period";

const TODAY = "2026-12-07"; // FY2027, its first quarter
const at = (search: string) => impactPeriodOf(new URLSearchParams(search), TODAY);

describe("the impact period", () => {
  it("is the current fiscal year to date when the address names none", () => {
    expect(at("")).toEqual({ fy: 2027, quarter: null, start: "2026-10-01", end: TODAY });
  });

  it("takes an earlier year whole, and one of its quarters", () => {
    expect(at("fy=2026")).toEqual({ fy: 2026, quarter: null, start: "2025-10-01", end: "2026-09-30" });
    expect(at("fy=2026&q=2")).toEqual({ fy: 2026, quarter: 2, start: "2026-01-01", end: "2026-03-31" });
    expect(at("fy=2026&q=4")).toEqual({ fy: 2026, quarter: 4, start: "2026-07-01", end: "2026-09-30" });
  });

  it("cuts the current quarter at today, and a quarter still to come is its first day only", () => {
    expect(at("q=1")).toEqual({ fy: 2027, quarter: 1, start: "2026-10-01", end: TODAY });
    expect(at("q=3")).toEqual({ fy: 2027, quarter: 3, start: "2027-04-01", end: "2027-04-01" });
  });

  it("ignores a year the picker does not offer and a quarter that is none", () => {
    for (const fy of ["2028", "2022", "abc", "2026.5", " "]) expect(at(`fy=${encodeURIComponent(fy)}`).fy).toBe(2027);
    expect(at(`fy=${2027 - YEARS_BACK + 1}`).fy).toBe(2023);
    for (const q of ["0", "5", "1.5", "x"]) expect(at(`q=${q}`).quarter).toBeNull();
  });

  it("offers this fiscal year and the four before it", () => {
    expect(yearsOffered(TODAY)).toEqual([2027, 2026, 2025, 2024, 2023]);
    expect(yearsOffered("2026-09-30")).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it("changes one field of the address, keeping the others, and leaves the current year out", () => {
    const params = new URLSearchParams("fy=2026&bank=b1");
    expect(paramsWith(params, "q", "2", TODAY).toString()).toBe("fy=2026&bank=b1&q=2");
    expect(paramsWith(params, "fy", "2027", TODAY).toString()).toBe("bank=b1");
    expect(paramsWith(params, "fy", "2025", TODAY).toString()).toBe("fy=2025&bank=b1");
    expect(paramsWith(params, "bank", "", TODAY).toString()).toBe("fy=2026");
    expect(params.toString()).toBe("fy=2026&bank=b1");
  });

  it("counts awaiting milestones only when the address says 1", () => {
    expect(includesReported(new URLSearchParams("reported=1"))).toBe(true);
    expect(includesReported(new URLSearchParams("reported=yes"))).toBe(false);
    expect(includesReported(new URLSearchParams(""))).toBe(false);
  });

  it("writes a day as a Date message", () => {
    expect(dateOf("2026-10-01")).toEqual({ year: 2026, month: 10, day: 1 });
  });
});

describe("the impact charts' rows", () => {
  const figures = (init: Parameters<typeof create<typeof ImpactFiguresSchema>>[1]) => create(ImpactFiguresSchema, init);

  it("adds full- and part-time jobs", () => {
    const f = figures({ jobsCreatedFullTime: 2, jobsCreatedPartTime: 3, jobsRetainedFullTime: 4, jobsRetainedPartTime: 1 });
    expect(jobsCreated(f)).toBe(5);
    expect(jobsRetained(f)).toBe(5);
  });

  it("makes a bar of each fiscal quarter, in order, a quarter without figures as zeros", () => {
    const quarters = [
      create(ImpactQuarterSchema, { fiscalYear: 2026, quarter: 4, figures: figures({ jobsCreatedFullTime: 2, capitalAmount: 25_000n, capitalThroughProgramAmount: 10_000n }) }),
      create(ImpactQuarterSchema, { fiscalYear: 2027, quarter: 1 }),
    ];
    const bars = quarterBars(quarters);
    expect(bars).toEqual([
      { key: "2026-4", fiscalYear: 2026, quarter: 4, jobsCreated: 2, jobsRetained: 0, capital: 25_000, capitalThroughProgram: 10_000 },
      { key: "2027-1", fiscalYear: 2027, quarter: 1, jobsCreated: 0, jobsRetained: 0, capital: 0, capitalThroughProgram: 0 },
    ]);
    expect(nothingToDraw(bars, ["jobsCreated", "jobsRetained"])).toBe(false);
    expect(nothingToDraw(bars, ["jobsRetained"])).toBe(true);
    expect(nothingToDraw([], ["capital"])).toBe(true);
  });
});
