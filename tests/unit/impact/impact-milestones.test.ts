/** The rules of an impact milestone (src/shared/impact-milestones.ts), as tables: every kind, every bound, the dates. */
import { describe, expect, it } from "vitest";
import {
  evidenceNoteProblem,
  latestMilestoneDate,
  latestRevenueYear,
  milestoneDate,
  milestoneProblems,
  type MilestoneFactsLike,
} from "../../../src/shared/impact-milestones.js";

// 10:00 UTC on 7 December 2026: today is the 7th in the west, already the 8th east of UTC+14.
const NOW = new Date("2026-12-07T10:00:00Z");
const on = (year: number, month: number, day: number) => ({ year, month, day });
const D = on(2026, 10, 15);
const capital = (v: Partial<{ type: number; source: string; lenderName: string; amount: bigint; throughProgram: boolean }> = {}): MilestoneFactsLike => ({
  occurredOn: D,
  kind: { case: "capitalAccessed", value: { type: 1, source: "", lenderName: "Main Street Fund", amount: 25_000n, throughProgram: true, ...v } },
});

describe("milestoneProblems", () => {
  it.each<[string, MilestoneFactsLike, { path: string; message: string }[]]>([
    ["a loan of $25,000", capital(), []],
    ["jobs created, part-time only", { occurredOn: D, kind: { case: "jobsCreated", value: { fullTime: 0, partTime: 3 } } }, []],
    ["jobs retained at the bound", { occurredOn: D, kind: { case: "jobsRetained", value: { fullTime: 100_000, partTime: 100_000 } } }, []],
    ["no jobs", { occurredOn: D, kind: { case: "jobsRetained", value: { fullTime: 0, partTime: 0 } } }, [{ path: "jobs_retained", message: "give at least one full-time or part-time job." }]],
    [
      "jobs over the bound and a fraction",
      { occurredOn: D, kind: { case: "jobsCreated", value: { fullTime: 100_001, partTime: 1.5 } } },
      [
        { path: "jobs_created.full_time", message: "give a whole number from 0 to 100,000." },
        { path: "jobs_created.part_time", message: "give a whole number from 0 to 100,000." },
      ],
    ],
    ["revenue of $0 for last year", { occurredOn: D, kind: { case: "annualRevenue", value: { year: 2025, amount: 0n } } }, []],
    ["revenue for this year", { occurredOn: D, kind: { case: "annualRevenue", value: { year: 2026, amount: 1n } } }, []],
    ["revenue for next year", { occurredOn: D, kind: { case: "annualRevenue", value: { year: 2027, amount: 1n } } }, [{ path: "annual_revenue.year", message: "give a year from 1900 to 2026." }]],
    ["revenue for 1899", { occurredOn: D, kind: { case: "annualRevenue", value: { year: 1899, amount: 1n } } }, [{ path: "annual_revenue.year", message: "give a year from 1900 to 2026." }]],
    ["negative revenue", { occurredOn: D, kind: { case: "annualRevenue", value: { year: 2025, amount: -5n } } }, [{ path: "annual_revenue.amount", message: "amounts cannot be negative." }]],
    ["revenue over the bound", { occurredOn: D, kind: { case: "annualRevenue", value: { year: 2025, amount: 10_000_000_001n } } }, [{ path: "annual_revenue.amount", message: "at most $10,000,000,000." }]],
    ["capital at the bound", capital({ amount: 10_000_000_000n }), []],
    ["capital of $0", capital({ amount: 0n }), [{ path: "capital_accessed.amount", message: "give an amount of at least $1." }]],
    ["capital without a type", capital({ type: 0 }), [{ path: "capital_accessed.type", message: "choose one." }]],
    ["capital of an unknown type", capital({ type: 5 }), [{ path: "capital_accessed.type", message: "choose one of the listed values." }]],
    ["capital with a blank lender", capital({ lenderName: "   " }), [{ path: "capital_accessed.lender_name", message: "name the lender, investor or grantor." }]],
    ["capital with a 200-character source (trimmed)", capital({ source: ` ${"s".repeat(200)} ` }), []],
    ["capital with a 201-character lender", capital({ lenderName: "é".repeat(201) }), [{ path: "capital_accessed.lender_name", message: "use at most 200 characters." }]],
    ["a business started as an LLC", { occurredOn: D, kind: { case: "businessStarted", value: { legalForm: 1 } } }, []],
    ["a business started without a legal form", { occurredOn: D, kind: { case: "businessStarted", value: { legalForm: 0 } } }, [{ path: "business_started.legal_form", message: "choose one." }]],
    ["a business started as an unknown form", { occurredOn: D, kind: { case: "businessStarted", value: { legalForm: 6 } } }, [{ path: "business_started.legal_form", message: "choose one of the listed values." }]],
    ["a certification", { occurredOn: D, kind: { case: "certification", value: { name: "8(a)", issuer: "SBA" } } }, []],
    [
      "a certification without a name or issuer",
      { occurredOn: D, kind: { case: "certification", value: { name: "", issuer: " " } } },
      [
        { path: "certification.name", message: "name the certification." },
        { path: "certification.issuer", message: "name who issued it." },
      ],
    ],
    ["no kind", { occurredOn: D, kind: { case: undefined } }, [{ path: "kind", message: "choose what the milestone is." }]],
    ["no date", { ...capital(), occurredOn: undefined }, [{ path: "occurred_on", message: "give a day from 1900 on." }]],
    ["31 November", { ...capital(), occurredOn: on(2026, 11, 31) }, [{ path: "occurred_on", message: "give a day from 1900 on." }]],
    ["1899", { ...capital(), occurredOn: on(1899, 12, 31) }, [{ path: "occurred_on", message: "give a day from 1900 on." }]],
    ["tomorrow in the west (today east of UTC+14)", { ...capital(), occurredOn: on(2026, 12, 8) }, []],
    ["the day after", { ...capital(), occurredOn: on(2026, 12, 9) }, [{ path: "occurred_on", message: "cannot be in the future." }]],
  ])("%s", (_name, facts, problems) => {
    expect(milestoneProblems(facts, NOW)).toEqual(problems);
  });
});

describe("dates", () => {
  it("reads real days only", () => {
    expect(milestoneDate(on(2024, 2, 29))).toBe("2024-02-29");
    expect(milestoneDate(on(2025, 2, 29))).toBeNull();
    expect(milestoneDate(on(2025, 13, 1))).toBeNull();
    expect(milestoneDate(on(2025.5, 1, 1))).toBeNull();
    expect(milestoneDate(undefined)).toBeNull();
  });

  it("the latest day and year are today's somewhere on Earth", () => {
    expect(latestMilestoneDate(NOW)).toBe("2026-12-08");
    expect(latestRevenueYear(new Date("2026-12-31T11:00:00Z"))).toBe(2027);
    expect(latestRevenueYear(NOW)).toBe(2026);
  });
});

describe("evidenceNoteProblem", () => {
  it.each<[string, string, string | null]>([
    ["a note", "Closing statement seen.", null],
    ["2,000 characters", "n".repeat(2000), null],
    ["blank", "   ", "write what you saw."],
    ["2,001 characters", "n".repeat(2001), "use at most 2,000 characters."],
  ])("%s", (_name, note, problem) => {
    expect(evidenceNoteProblem(note)).toBe(problem);
  });
});
