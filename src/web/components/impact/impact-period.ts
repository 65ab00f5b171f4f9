/**
 * The impact pages' period (issue #40 §6), pure and unit-tested (tests/unit/web/impact-period.test.ts):
 * shared by the administrators' dashboard (/admin/impact) and the partner bank's impact page
 * (/partner/report/impact). A federal fiscal year (October–September; default the current one, to
 * date) and optionally one of its quarters, kept in the address (`?fy=2027&q=1`, `reported=1` to
 * count the milestones still awaiting), so a view can be shared and survives a reload. What the
 * charts draw per fiscal quarter is here too.
 */
import type { ImpactFigures, ImpactQuarter } from "../../../gen/compass/v1/compass_pb";
import { fiscalQuarter, fiscalYear, fiscalYearOf } from "../../../shared/fiscal-periods";

/** How many fiscal years back the year picker offers (this one included). */
export const YEARS_BACK = 5;

/** The address's names of the period's fields. */
export const PERIOD_PARAMS = { fiscalYear: "fy", quarter: "q", reported: "reported" } as const;

export interface ImpactPeriod {
  /** The federal fiscal year (2027 for October 2026). */
  fy: number;
  /** 1–4, or null for the whole year. */
  quarter: number | null;
  /** Inclusive days, YYYY-MM-DD: the year's or quarter's, cut at today; a quarter still to come is its first day only. */
  start: string;
  end: string;
}

/** The fiscal years the picker offers, the current one first. */
export function yearsOffered(today: string): number[] {
  const current = fiscalYearOf(today);
  return Array.from({ length: YEARS_BACK }, (_, i) => current - i);
}

/** The period the address names (?fy=&q=), or the current fiscal year to date; a year out of the picker's range is the current one. */
export function impactPeriodOf(params: URLSearchParams, today: string): ImpactPeriod {
  const current = fiscalYearOf(today);
  const fyText = params.get(PERIOD_PARAMS.fiscalYear);
  const fyParam = fyText === null || fyText.trim() === "" ? NaN : Number(fyText);
  const fy = Number.isInteger(fyParam) && fyParam <= current && fyParam > current - YEARS_BACK ? fyParam : current;
  const qParam = Number(params.get(PERIOD_PARAMS.quarter));
  const quarter = Number.isInteger(qParam) && qParam >= 1 && qParam <= 4 ? qParam : null;
  const days = quarter ? fiscalQuarter(fy, quarter) : fiscalYear(fy);
  if (days.start > today) return { fy, quarter, start: days.start, end: days.start };
  return { fy, quarter, start: days.start, end: days.end > today ? today : days.end };
}

/** Whether the address asks to count the milestones still awaiting verification or confirmation. */
export const includesReported = (params: URLSearchParams): boolean => params.get(PERIOD_PARAMS.reported) === "1";

/**
 * The address with one field changed: a blank value removes it, and so does the current fiscal
 * year (the default, kept out of the address).
 */
export function paramsWith(params: URLSearchParams, name: string, value: string, today: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefaultYear = name === PERIOD_PARAMS.fiscalYear && value === String(fiscalYearOf(today));
  if (value && !isDefaultYear) next.set(name, value);
  else next.delete(name);
  return next;
}

/** A day (YYYY-MM-DD) as a google.type.Date message's fields. */
export const dateOf = (iso: string): { year: number; month: number; day: number } => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});

/** Jobs created and retained, full- and part-time together. */
export const jobsCreated = (f: ImpactFigures): number => f.jobsCreatedFullTime + f.jobsCreatedPartTime;
export const jobsRetained = (f: ImpactFigures): number => f.jobsRetainedFullTime + f.jobsRetainedPartTime;

/** One fiscal quarter as the charts draw it. */
export interface QuarterBar {
  key: string;
  fiscalYear: number;
  quarter: number;
  jobsCreated: number;
  jobsRetained: number;
  /** Whole US dollars (a Number: the charts draw numbers; a quarter's capital stays far below 2^53). */
  capital: number;
  capitalThroughProgram: number;
}

export function quarterBars(quarters: readonly ImpactQuarter[]): QuarterBar[] {
  return quarters.map((q) => {
    const f = q.figures;
    return {
      key: `${q.fiscalYear}-${q.quarter}`,
      fiscalYear: q.fiscalYear,
      quarter: q.quarter,
      jobsCreated: f ? jobsCreated(f) : 0,
      jobsRetained: f ? jobsRetained(f) : 0,
      capital: f ? Number(f.capitalAmount) : 0,
      capitalThroughProgram: f ? Number(f.capitalThroughProgramAmount) : 0,
    };
  });
}

/** Whether a chart of these bars would draw nothing (every value 0). */
export const nothingToDraw = (bars: readonly QuarterBar[], values: readonly (keyof Pick<QuarterBar, "jobsCreated" | "jobsRetained" | "capital" | "capitalThroughProgram">)[]): boolean =>
  bars.every((b) => values.every((v) => b[v] === 0));
