/**
 * The rules of an impact milestone (issue #40 §1), shared by the server (SubmitMyMilestone,
 * CoachRecordMilestone, CoachVerifyMilestone: INVALID_ARGUMENT naming the field path,
 * `facts.capital_accessed.amount: …`) and the forms on /my-impact and the mentee page (the same
 * words beside the field). Pure; the generated MilestoneFacts fits MilestoneFactsLike.
 *
 * - The date (occurred_on) is a real day from 1900 on and not in the future. "Today" is generous to
 *   time zones: a date is in the future only when it is after today everywhere on Earth (UTC+14).
 * - Jobs (created or retained): whole numbers 0 to 100,000 full-time and part-time, at least one in all.
 * - Annual revenue: a year from 1900 to this year (everywhere on Earth), whole dollars 0 to $10,000,000,000.
 * - Capital accessed: a type from the list, the lender's (investor's, grantor's) name required, the
 *   source optional, both up to 200 characters; $1 to $10,000,000,000.
 * - Business started: a legal form from the business plan's list (LegalStructure 1–5).
 * - Certification: its name and issuer, required, up to 200 characters each.
 * - The evidence note staff write when verifying: required, up to 2,000 characters.
 * Texts are measured after trimming, in characters (code points).
 */

export interface DateLike {
  year: number;
  month: number;
  day: number;
}

export interface JobsLike {
  fullTime: number;
  partTime: number;
}

export interface MilestoneFactsLike {
  occurredOn?: DateLike;
  kind:
    | { case: "jobsCreated" | "jobsRetained"; value: JobsLike }
    | { case: "annualRevenue"; value: { year: number; amount: bigint } }
    | { case: "capitalAccessed"; value: { type: number; source: string; lenderName: string; amount: bigint; throughProgram: boolean } }
    | { case: "businessStarted"; value: { legalForm: number } }
    | { case: "certification"; value: { name: string; issuer: string } }
    | { case: undefined; value?: undefined };
}

export interface MilestoneProblem {
  path: string;
  message: string;
}

export const JOBS_MAX = 100_000;
export const AMOUNT_MAX = 10_000_000_000n;
export const NAME_MAX = 200;
export const EVIDENCE_NOTE_MAX = 2000;
export const EARLIEST_YEAR = 1900;
/** CapitalType 1–4 and LegalStructure 1–5 (0 = not chosen). */
export const CAPITAL_TYPE_MAX = 4;
export const LEGAL_FORM_MAX = 5;
/** How many milestones one client may have (a bound on a list that is read whole). */
export const MILESTONES_PER_CLIENT_MAX = 1000;

/** The proto field name of each kind (the path prefix of its fields). */
export const KIND_PATH = {
  jobsCreated: "jobs_created",
  jobsRetained: "jobs_retained",
  annualRevenue: "annual_revenue",
  capitalAccessed: "capital_accessed",
  businessStarted: "business_started",
  certification: "certification",
} as const;
export type MilestoneKindCase = keyof typeof KIND_PATH;

const iso = (d: DateLike) => `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/** The date as YYYY-MM-DD, or null when it is not a real calendar day from 1900 on. */
export function milestoneDate(d: DateLike | undefined): string | null {
  if (!d || !Number.isInteger(d.year) || !Number.isInteger(d.month) || !Number.isInteger(d.day)) return null;
  if (d.year < EARLIEST_YEAR || d.year > 9999 || d.month < 1 || d.month > 12 || d.day < 1) return null;
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return t.getUTCMonth() === d.month - 1 && t.getUTCDate() === d.day ? iso(d) : null;
}

/** The latest day that is not in the future anywhere on Earth (UTC+14), YYYY-MM-DD. */
export const latestMilestoneDate = (now: Date = new Date()): string => new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

/** The latest year a revenue figure may be for: this year somewhere on Earth. */
export const latestRevenueYear = (now: Date = new Date()): number => Number(latestMilestoneDate(now).slice(0, 4));

const chars = (s: string) => [...s.trim()].length;
const dollars = (n: bigint) => `$${n.toLocaleString("en-US")}`;

/** The problems of a milestone's facts (paths relative to MilestoneFacts, proto names). */
export function milestoneProblems(f: MilestoneFactsLike, now: Date = new Date()): MilestoneProblem[] {
  const problems: MilestoneProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const text = (path: string, value: string) => {
    if (chars(value) > NAME_MAX) add(path, `use at most ${NAME_MAX} characters.`);
  };
  const amount = (path: string, value: bigint, min: bigint) => {
    if (value < min) add(path, min > 0n ? `give an amount of at least ${dollars(min)}.` : "amounts cannot be negative.");
    else if (value > AMOUNT_MAX) add(path, `at most ${dollars(AMOUNT_MAX)}.`);
  };
  const choice = (path: string, value: number, max: number) => {
    if (!Number.isInteger(value) || value < 0 || value > max) add(path, "choose one of the listed values.");
    else if (value === 0) add(path, "choose one.");
  };

  const date = milestoneDate(f.occurredOn);
  if (!date) add("occurred_on", `give a day from ${EARLIEST_YEAR} on.`);
  else if (date > latestMilestoneDate(now)) add("occurred_on", "cannot be in the future.");

  const k = f.kind;
  switch (k.case) {
    case "jobsCreated":
    case "jobsRetained": {
      const p = KIND_PATH[k.case];
      const count = (field: string, n: number) => {
        if (!Number.isInteger(n) || n < 0 || n > JOBS_MAX) add(`${p}.${field}`, `give a whole number from 0 to ${JOBS_MAX.toLocaleString("en-US")}.`);
      };
      count("full_time", k.value.fullTime);
      count("part_time", k.value.partTime);
      if (k.value.fullTime === 0 && k.value.partTime === 0) add(p, "give at least one full-time or part-time job.");
      break;
    }
    case "annualRevenue": {
      const latest = latestRevenueYear(now);
      if (!Number.isInteger(k.value.year) || k.value.year < EARLIEST_YEAR || k.value.year > latest) add("annual_revenue.year", `give a year from ${EARLIEST_YEAR} to ${latest}.`);
      amount("annual_revenue.amount", k.value.amount, 0n);
      break;
    }
    case "capitalAccessed":
      choice("capital_accessed.type", k.value.type, CAPITAL_TYPE_MAX);
      text("capital_accessed.source", k.value.source);
      if (chars(k.value.lenderName) === 0) add("capital_accessed.lender_name", "name the lender, investor or grantor.");
      else text("capital_accessed.lender_name", k.value.lenderName);
      amount("capital_accessed.amount", k.value.amount, 1n);
      break;
    case "businessStarted":
      choice("business_started.legal_form", k.value.legalForm, LEGAL_FORM_MAX);
      break;
    case "certification":
      if (chars(k.value.name) === 0) add("certification.name", "name the certification.");
      else text("certification.name", k.value.name);
      if (chars(k.value.issuer) === 0) add("certification.issuer", "name who issued it.");
      else text("certification.issuer", k.value.issuer);
      break;
    default:
      add("kind", "choose what the milestone is.");
  }
  return problems;
}

/** The problem of a verification's evidence note, or null. */
export function evidenceNoteProblem(note: string): string | null {
  if (chars(note) === 0) return "write what you saw.";
  if (chars(note) > EVIDENCE_NOTE_MAX) return `use at most ${EVIDENCE_NOTE_MAX.toLocaleString("en-US")} characters.`;
  return null;
}
