/**
 * Adding up the impact summary's grouped rows (impact-summary-service.ts), pure: each query answers
 * one row per grouping set — everything, each quarter, each coach, each partner — and these fold
 * them into one tally per key ("all", "q:<quarter's first day>", "coach:<id>", "partner:<id>"),
 * then into ImpactFigures. Unit-tested in tests/unit/impact/impact-summary.test.ts.
 */
import { create } from "@bufbuild/protobuf";
import { CapitalTotalSchema, CapitalType, ImpactFiguresSchema, type CapitalTotal, type ImpactFigures } from "../../../gen/compass/v1/compass_pb.js";

/** One row of the milestones' grouped query (amounts as text: bigint sums). */
export interface MilestoneGroupRow extends Record<string, unknown> {
  /** grouping(q, coach, partner): 7 everything, 3 a quarter, 5 a coach, 6 a partner. */
  g: number;
  q: string | null;
  coach: string | null;
  partner: string | null;
  clients: number;
  jobs_created_ft: number;
  jobs_created_pt: number;
  jobs_retained_ft: number;
  jobs_retained_pt: number;
  capital_count: number;
  capital_amount: string;
  capital_program: string;
  starts: number;
  certifications: number;
  awaiting: number;
}

/** One row of the sessions' grouped query. */
export interface SessionGroupRow extends Record<string, unknown> {
  g: number;
  q: string | null;
  coach: string | null;
  partner: string | null;
  sessions: number;
  clients: number;
  hours: number;
}

/** One client's revenue change, with where it is credited. */
export interface RevenueRow extends Record<string, unknown> {
  q: string;
  coach: string;
  partner: string;
  change: string;
}

/** One row of the capital query: by type (source null) or by source (type null). */
export interface CapitalRow extends Record<string, unknown> {
  type: string | null;
  source: string | null;
  n: number;
  amount: string;
  program: string;
}

export interface Tally {
  clients: number;
  jobsCreatedFullTime: number;
  jobsCreatedPartTime: number;
  jobsRetainedFullTime: number;
  jobsRetainedPartTime: number;
  capitalCount: number;
  capitalAmount: bigint;
  capitalThroughProgram: bigint;
  businessStarts: number;
  certifications: number;
  revenueChange: bigint;
  revenueChangeClients: number;
  sessions: number;
  clientsCounseled: number;
  counselingHours: number;
  awaiting: number;
}

export const emptyTally = (): Tally => ({
  clients: 0,
  jobsCreatedFullTime: 0,
  jobsCreatedPartTime: 0,
  jobsRetainedFullTime: 0,
  jobsRetainedPartTime: 0,
  capitalCount: 0,
  capitalAmount: 0n,
  capitalThroughProgram: 0n,
  businessStarts: 0,
  certifications: 0,
  revenueChange: 0n,
  revenueChangeClients: 0,
  sessions: 0,
  clientsCounseled: 0,
  counselingHours: 0,
  awaiting: 0,
});

/** The tally key of a grouped row; null for a grouping the summary does not use. */
export function keyOf(row: { g: number; q: string | null; coach: string | null; partner: string | null }): string | null {
  switch (Number(row.g)) {
    case 7:
      return "all";
    case 3:
      return `q:${row.q}`;
    case 5:
      return `coach:${row.coach ?? ""}`;
    case 6:
      return `partner:${row.partner ?? ""}`;
    default:
      return null;
  }
}

export function mergeMilestones(rows: readonly MilestoneGroupRow[], tally: (key: string) => Tally): void {
  for (const r of rows) {
    const key = keyOf(r);
    if (!key) continue;
    const t = tally(key);
    t.clients += Number(r.clients);
    t.jobsCreatedFullTime += Number(r.jobs_created_ft);
    t.jobsCreatedPartTime += Number(r.jobs_created_pt);
    t.jobsRetainedFullTime += Number(r.jobs_retained_ft);
    t.jobsRetainedPartTime += Number(r.jobs_retained_pt);
    t.capitalCount += Number(r.capital_count);
    t.capitalAmount += BigInt(r.capital_amount);
    t.capitalThroughProgram += BigInt(r.capital_program);
    t.businessStarts += Number(r.starts);
    t.certifications += Number(r.certifications);
    t.awaiting += Number(r.awaiting);
  }
}

/** `groups`: whether the coach and partner rows are wanted (administrators). */
export function mergeSessions(rows: readonly SessionGroupRow[], tally: (key: string) => Tally, groups: boolean): void {
  for (const r of rows) {
    const key = keyOf(r);
    if (!key || (!groups && (key.startsWith("coach:") || key.startsWith("partner:")))) continue;
    const t = tally(key);
    t.sessions += Number(r.sessions);
    t.clientsCounseled += Number(r.clients);
    t.counselingHours += Number(r.hours);
  }
}

/** Each client's change counts once in everything, its quarter, its coach and its partner. */
export function addRevenue(rows: readonly RevenueRow[], tally: (key: string) => Tally): void {
  for (const r of rows) {
    const change = BigInt(r.change);
    for (const key of ["all", `q:${r.q}`, `coach:${r.coach}`, `partner:${r.partner}`]) {
      const t = tally(key);
      t.revenueChange += change;
      t.revenueChangeClients += 1;
    }
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function figuresOf(t: Tally): ImpactFigures {
  return create(ImpactFiguresSchema, {
    clientsWithMilestones: t.clients,
    jobsCreatedFullTime: t.jobsCreatedFullTime,
    jobsCreatedPartTime: t.jobsCreatedPartTime,
    jobsRetainedFullTime: t.jobsRetainedFullTime,
    jobsRetainedPartTime: t.jobsRetainedPartTime,
    capitalCount: t.capitalCount,
    capitalAmount: t.capitalAmount,
    capitalThroughProgramAmount: t.capitalThroughProgram,
    businessStarts: t.businessStarts,
    certifications: t.certifications,
    revenueChange: t.revenueChange,
    revenueChangeClients: t.revenueChangeClients,
    sessions: t.sessions,
    clientsCounseled: t.clientsCounseled,
    counselingHours: round2(t.counselingHours),
    milestonesAwaiting: t.awaiting,
  });
}

const CAPITAL_TYPE: Record<string, CapitalType> = {
  loan: CapitalType.LOAN,
  line_of_credit: CapitalType.LINE_OF_CREDIT,
  equity: CapitalType.EQUITY,
  grant: CapitalType.GRANT,
};

/** The most sources listed. */
export const CAPITAL_SOURCES_MAX = 25;

/** Capital by type (in the enum's order) and by source (largest amount first, at most 25). */
export function capitalTotals(rows: readonly CapitalRow[]): { byType: CapitalTotal[]; bySource: CapitalTotal[] } {
  const total = (r: CapitalRow, fields: { type?: CapitalType; source?: string }) =>
    create(CapitalTotalSchema, { ...fields, count: Number(r.n), amount: BigInt(r.amount), throughProgramAmount: BigInt(r.program) });
  const byType = rows
    .filter((r) => r.type !== null && r.source === null)
    .map((r) => total(r, { type: CAPITAL_TYPE[r.type!] ?? CapitalType.UNSPECIFIED }))
    .sort((a, b) => a.type - b.type);
  const bySource = rows
    .filter((r) => r.type === null && r.source !== null)
    .map((r) => total(r, { source: r.source! }))
    .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : a.source.localeCompare(b.source)))
    .slice(0, CAPITAL_SOURCES_MAX);
  return { byType, bySource };
}
