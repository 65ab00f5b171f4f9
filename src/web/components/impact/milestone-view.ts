/**
 * The milestone forms' and lists' pure parts (issue #40), shared by /my-impact and the mentee page:
 * a form's draft (text as typed) to MilestoneFacts and back, its problems — a typed number that is
 * not a whole number first (the form's own words), then the shared rules
 * (src/shared/impact-milestones.ts), each under the field it names — and what a milestone's state
 * allows whom. Unit-tested in tests/unit/impact/milestone-view.test.ts.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { CapitalType, MilestoneRecorder, MilestoneState, type Milestone, type MilestoneFacts, type MilestoneFactsSchema } from "../../../gen/compass/v1/compass_pb";
import { milestoneProblems, type MilestoneKindCase } from "../../../shared/impact-milestones";

export const KIND_CASES: readonly MilestoneKindCase[] = ["jobsCreated", "jobsRetained", "annualRevenue", "capitalAccessed", "businessStarted", "certification"];
export const CAPITAL_TYPES = [CapitalType.LOAN, CapitalType.LINE_OF_CREDIT, CapitalType.EQUITY, CapitalType.GRANT] as const;
/** LegalStructure 1–5, the business plan's list. */
export const LEGAL_FORMS = [1, 2, 3, 4, 5] as const;

export interface MilestoneDraft {
  kind: MilestoneKindCase | "";
  /** YYYY-MM-DD, as a date field gives it. */
  date: string;
  fullTime: string;
  partTime: string;
  year: string;
  amount: string;
  capitalType: string;
  source: string;
  lenderName: string;
  throughProgram: boolean;
  legalForm: string;
  name: string;
  issuer: string;
}

export type DraftField = keyof MilestoneDraft;

export const emptyDraft = (kind: MilestoneKindCase | "" = ""): MilestoneDraft => ({
  kind,
  date: "",
  fullTime: "",
  partTime: "",
  year: "",
  amount: "",
  capitalType: "",
  source: "",
  lenderName: "",
  throughProgram: false,
  legalForm: "",
  name: "",
  issuer: "",
});

/** A problem of one field of the draft: a shared rule's message, or a key of the form's own words. */
export interface DraftProblem {
  field: DraftField;
  /** The shared rule's English message (translated by useRuleMessage). */
  message?: string;
  /** Or the form's own: "wholeNumber" | "wholeDollars". */
  code?: "wholeNumber" | "wholeDollars";
}

const WHOLE = /^\d{1,12}$/;
/** Digits with optional thousands separators and a leading $ ("$25,000", "25 000"). */
const cleanNumber = (text: string) => text.trim().replace(/^\$/, "").replace(/[,\s]/g, "");
const whole = (text: string): number | null => {
  const t = cleanNumber(text);
  if (t === "") return 0;
  return WHOLE.test(t) ? Number(t) : null;
};
const dollars = (text: string): bigint | null => {
  const t = cleanNumber(text);
  if (t === "") return 0n;
  return /^\d{1,15}$/.test(t) ? BigInt(t) : null;
};

const dateParts = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : undefined;
};
const isoOf = (d: { year: number; month: number; day: number } | undefined) =>
  d && d.year ? `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}` : "";

/** The request's facts of a draft whose numbers are whole (draftProblems says so first). */
export function draftToFacts(d: MilestoneDraft): MessageInitShape<typeof MilestoneFactsSchema> {
  const occurredOn = dateParts(d.date);
  const base = occurredOn ? { occurredOn } : {};
  switch (d.kind) {
    case "jobsCreated":
    case "jobsRetained":
      return { ...base, kind: { case: d.kind, value: { fullTime: whole(d.fullTime) ?? 0, partTime: whole(d.partTime) ?? 0 } } };
    case "annualRevenue":
      return { ...base, kind: { case: "annualRevenue", value: { year: whole(d.year) ?? 0, amount: dollars(d.amount) ?? 0n } } };
    case "capitalAccessed":
      return {
        ...base,
        kind: { case: "capitalAccessed", value: { type: Number(d.capitalType) || 0, source: d.source, lenderName: d.lenderName, amount: dollars(d.amount) ?? 0n, throughProgram: d.throughProgram } },
      };
    case "businessStarted":
      return { ...base, kind: { case: "businessStarted", value: { legalForm: Number(d.legalForm) || 0 } } };
    case "certification":
      return { ...base, kind: { case: "certification", value: { name: d.name, issuer: d.issuer } } };
    default:
      return base;
  }
}

/** A saved milestone's facts as a draft (to correct it). */
export function factsToDraft(f: MilestoneFacts | undefined): MilestoneDraft {
  const d = emptyDraft();
  if (!f) return d;
  d.date = isoOf(f.occurredOn);
  const k = f.kind;
  switch (k.case) {
    case "jobsCreated":
    case "jobsRetained":
      return { ...d, kind: k.case, fullTime: String(k.value.fullTime), partTime: String(k.value.partTime) };
    case "annualRevenue":
      return { ...d, kind: k.case, year: String(k.value.year), amount: String(k.value.amount) };
    case "capitalAccessed":
      return { ...d, kind: k.case, capitalType: String(k.value.type), source: k.value.source, lenderName: k.value.lenderName, amount: String(k.value.amount), throughProgram: k.value.throughProgram };
    case "businessStarted":
      return { ...d, kind: k.case, legalForm: String(k.value.legalForm) };
    case "certification":
      return { ...d, kind: k.case, name: k.value.name, issuer: k.value.issuer };
    default:
      return d;
  }
}

/** The draft field a shared rule's path (relative to MilestoneFacts) belongs to. */
export function fieldOfPath(path: string): DraftField {
  const last = path.split(".").at(-1) ?? "";
  const map: Record<string, DraftField> = {
    occurred_on: "date",
    kind: "kind",
    full_time: "fullTime",
    part_time: "partTime",
    jobs_created: "fullTime",
    jobs_retained: "fullTime",
    year: "year",
    amount: "amount",
    type: "capitalType",
    source: "source",
    lender_name: "lenderName",
    legal_form: "legalForm",
    name: "name",
    issuer: "issuer",
  };
  return map[last] ?? "kind";
}

/** The draft's problems, the first per field: numbers that are not whole numbers (alone), else the shared rules. */
export function draftProblems(d: MilestoneDraft, now: Date = new Date()): DraftProblem[] {
  const out: DraftProblem[] = [];
  const seen = new Set<DraftField>();
  const push = (p: DraftProblem) => {
    if (seen.has(p.field)) return;
    seen.add(p.field);
    out.push(p);
  };
  const numbers: [DraftField, "wholeNumber" | "wholeDollars", boolean][] = [];
  if (d.kind === "jobsCreated" || d.kind === "jobsRetained") numbers.push(["fullTime", "wholeNumber", whole(d.fullTime) === null], ["partTime", "wholeNumber", whole(d.partTime) === null]);
  if (d.kind === "annualRevenue") numbers.push(["year", "wholeNumber", whole(d.year) === null], ["amount", "wholeDollars", dollars(d.amount) === null]);
  if (d.kind === "capitalAccessed") numbers.push(["amount", "wholeDollars", dollars(d.amount) === null]);
  for (const [field, code, bad] of numbers) if (bad) push({ field, code });
  // A number that is not one is read as 0: the rules would then speak of a value nobody typed.
  if (out.length > 0) return out;
  const facts = draftToFacts(d) as MilestoneFacts;
  for (const p of milestoneProblems({ occurredOn: facts.occurredOn, kind: facts.kind ?? { case: undefined } }, now)) push({ field: fieldOfPath(p.path), message: p.message });
  return out;
}

/** What a viewer may do with a milestone now. */
export function actionsFor(m: Milestone, viewer: "client" | "staff"): { correct: boolean; confirm: boolean; verify: boolean } {
  const reported = m.state === MilestoneState.REPORTED;
  const byClient = m.recordedBy === MilestoneRecorder.CLIENT;
  if (viewer === "client") return { correct: reported && byClient, confirm: reported && !byClient, verify: false };
  return { correct: true, confirm: false, verify: reported && byClient };
}

export type StateWord = "reported" | "awaitingConfirmation" | "verified" | "confirmed";

/** The word a state shows as: a staff-recorded milestone not yet confirmed awaits the client's confirmation. */
export function stateWord(m: Pick<Milestone, "state" | "recordedBy">): StateWord {
  if (m.state === MilestoneState.VERIFIED) return "verified";
  if (m.state === MilestoneState.CONFIRMED) return "confirmed";
  return m.recordedBy === MilestoneRecorder.STAFF ? "awaitingConfirmation" : "reported";
}
