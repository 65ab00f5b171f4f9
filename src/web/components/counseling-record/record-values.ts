/**
 * A counseling record (the client fields of SBA Form 641; issue #40; ADR 0040) as the web forms keep
 * it: the learner's own page (/my-counseling-record) and the staff panel on a client's pages. Pure;
 * unit-tested in tests/unit/web/counseling-record.test.ts.
 *
 * - Choices are kept as the proto enum's number in a string ("0" = not answered), as a select gives
 *   them; the employees as the text typed; the business start date as YYYY-MM-DD ("" = not given).
 * - `tidy` clears what a choice no longer allows (a self-description without "prefer to
 *   self-describe", a branch with "no military service", a start date when not in business, the
 *   "other" text without "other"), and `toggleRace` keeps "prefer not to say" alone, so the form
 *   never holds a combination the server would refuse.
 * - `recordProblems` checks the values with the server's own rules (src/shared/counseling-rules.ts),
 *   each problem on its form field, in English (the form words them with useRuleMessage).
 * - `changedPaths` names the fields that differ from the record as loaded (the update's mask, in
 *   proto names), among the fields the writer may write; `profileOf` gives the request's profile.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { CounselingProfile, CounselingProfileSchema } from "../../../gen/compass/v1/compass_pb";
import { STATUSES_WITHOUT_BRANCH } from "../../../shared/counseling-codes";
import { counselingProfileProblems, EMPLOYEES_MAX, type CounselingProfileLike } from "../../../shared/counseling-rules";

export interface RecordValues {
  consent: boolean;
  race: string[];
  selfDescribedRace: string;
  ethnicity: string;
  sex: string;
  disability: string;
  militaryStatus: string;
  branchOfService: string;
  referralSource: string;
  referralSourceOther: string;
  inBusiness: string;
  businessStartDate: string;
  businessType: string;
  employees: string;
  language: string;
}

export type RecordField = Exclude<keyof RecordValues, "consent">;

/** The demographic fields, in form order: kept only with the client's consent. */
export const DEMOGRAPHIC_FIELDS = ["race", "selfDescribedRace", "ethnicity", "sex", "disability", "militaryStatus", "branchOfService"] as const satisfies readonly RecordField[];
/** The other fields, in form order: the client, their coach and administrators keep them. */
export const BUSINESS_FIELDS = ["referralSource", "referralSourceOther", "inBusiness", "businessStartDate", "businessType", "employees", "language"] as const satisfies readonly RecordField[];

/** Each form field's proto path (the update mask's names, the server's refusals). */
export const PATH_OF: Readonly<Record<RecordField, string>> = {
  race: "race",
  selfDescribedRace: "self_described_race",
  ethnicity: "ethnicity",
  sex: "sex",
  disability: "disability",
  militaryStatus: "military_status",
  branchOfService: "branch_of_service",
  referralSource: "referral_source",
  referralSourceOther: "referral_source_other",
  inBusiness: "in_business",
  businessStartDate: "business_start_date",
  businessType: "business_type",
  employees: "employees",
  language: "language",
};

/** The proto enum values the form's rules look at (compass.proto). */
export const RACE_PREFER_NOT = "8";
export const RACE_SELF_DESCRIBE = "9";
export const REFERRAL_OTHER = "20";
export const IN_BUSINESS_YES = "1";

/** How many values each code list has (1…max; 0 is "not answered"), for the selects. */
export const LIST_MAX = {
  race: 9,
  ethnicity: 3,
  sex: 3,
  disability: 3,
  militaryStatus: 8,
  branchOfService: 7,
  referralSource: 20,
  inBusiness: 3,
  businessType: 21,
} as const;

const two = (n: number) => String(n).padStart(2, "0");

/** The form's values for a record as the API sent it (or none: an empty record). */
export function valuesOf(p: CounselingProfile | undefined): RecordValues {
  const d = p?.businessStartDate;
  return {
    consent: p?.demographicsConsent ?? false,
    race: (p?.race ?? []).map(String),
    selfDescribedRace: p?.selfDescribedRace ?? "",
    ethnicity: String(p?.ethnicity ?? 0),
    sex: String(p?.sex ?? 0),
    disability: String(p?.disability ?? 0),
    militaryStatus: String(p?.militaryStatus ?? 0),
    branchOfService: String(p?.branchOfService ?? 0),
    referralSource: String(p?.referralSource ?? 0),
    referralSourceOther: p?.referralSourceOther ?? "",
    inBusiness: String(p?.inBusiness ?? 0),
    businessStartDate: d && d.year > 0 ? `${String(d.year).padStart(4, "0")}-${two(d.month)}-${two(d.day)}` : "",
    businessType: String(p?.businessType ?? 0),
    employees: p && p.employees > 0 ? String(p.employees) : "",
    language: p?.language ?? "",
  };
}

/** Every demographic answer cleared (the consent withdrawn, or never given). */
export function withoutDemographics(v: RecordValues): RecordValues {
  return { ...v, race: [], selfDescribedRace: "", ethnicity: "0", sex: "0", disability: "0", militaryStatus: "0", branchOfService: "0" };
}

/** Whether military status `status` takes a branch of service. */
export const hasBranch = (status: string): boolean => !STATUSES_WITHOUT_BRANCH.has(Number(status));

/** The values with what the choices no longer allow cleared. */
export function tidy(v: RecordValues): RecordValues {
  return {
    ...v,
    selfDescribedRace: v.race.includes(RACE_SELF_DESCRIBE) ? v.selfDescribedRace : "",
    branchOfService: hasBranch(v.militaryStatus) ? v.branchOfService : "0",
    referralSourceOther: v.referralSource === REFERRAL_OTHER ? v.referralSourceOther : "",
    businessStartDate: v.inBusiness === IN_BUSINESS_YES ? v.businessStartDate : "",
  };
}

/** The race answers after ticking (or unticking) `value`: "prefer not to say" goes alone; list order kept. */
export function toggleRace(current: readonly string[], value: string, checked: boolean): string[] {
  if (!checked) return current.filter((r) => r !== value);
  const kept = value === RACE_PREFER_NOT ? [] : current.filter((r) => r !== RACE_PREFER_NOT && r !== value);
  return [...kept, value].sort((a, b) => Number(a) - Number(b));
}

/** The employees typed: a whole number (commas and spaces allowed), "" = not given, null = not a number. */
export function parseEmployees(text: string): number | null {
  const t = text.replace(/[\s,]/g, "");
  if (t === "") return 0;
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}

/** A YYYY-MM-DD day as the API's Date ("" or not a day: none). */
function dateOf(text: string): { year: number; month: number; day: number } | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : undefined;
}

/** The record for the request (every field; the mask says which are written). */
export function profileOf(v: RecordValues): MessageInitShape<typeof CounselingProfileSchema> {
  const date = dateOf(v.businessStartDate);
  return {
    demographicsConsent: v.consent,
    race: v.race.map(Number),
    selfDescribedRace: v.selfDescribedRace.trim(),
    ethnicity: Number(v.ethnicity),
    sex: Number(v.sex),
    disability: Number(v.disability),
    militaryStatus: Number(v.militaryStatus),
    branchOfService: Number(v.branchOfService),
    referralSource: Number(v.referralSource),
    referralSourceOther: v.referralSourceOther.trim(),
    inBusiness: Number(v.inBusiness),
    ...(date ? { businessStartDate: date } : {}),
    businessType: Number(v.businessType),
    employees: parseEmployees(v.employees) ?? 0,
    language: v.language,
  };
}

export interface FieldProblem {
  field: RecordField;
  /** The shared rule's English words (the form translates them). */
  message: string;
}

const FIELD_OF_PATH: Readonly<Record<string, RecordField>> = Object.fromEntries(Object.entries(PATH_OF).map(([field, path]) => [path, field as RecordField]));

/** The form field a server or rule path names ("profile.race[1]", "branch_of_service"), if any. */
export function fieldOfPath(path: string | undefined): RecordField | undefined {
  if (!path) return undefined;
  const bare = path.replace(/^profile\./, "").replace(/\[\d+\]$/, "");
  return FIELD_OF_PATH[bare];
}

/**
 * The problems of the values, each on its field: the shared rules', and what the rules cannot see
 * (employees that are not a number or 0; a start date that is not a day). `fields`: only these
 * (a coach's form has no demographics).
 */
export function recordProblems(v: RecordValues, now: Date = new Date(), fields: readonly RecordField[] = [...DEMOGRAPHIC_FIELDS, ...BUSINESS_FIELDS]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const employees = parseEmployees(v.employees);
  const employeesProblem = `give a number from 1 to ${EMPLOYEES_MAX.toLocaleString("en-US")}.`;
  if (employees === null || (v.employees.trim() !== "" && employees === 0)) problems.push({ field: "employees", message: employeesProblem });
  const date = dateOf(v.businessStartDate);
  if (v.businessStartDate.trim() !== "" && !date) problems.push({ field: "businessStartDate", message: "give a day of the calendar." });

  const like: CounselingProfileLike = {
    race: v.race.map(Number),
    selfDescribedRace: v.selfDescribedRace,
    ethnicity: Number(v.ethnicity),
    sex: Number(v.sex),
    disability: Number(v.disability),
    militaryStatus: Number(v.militaryStatus),
    branchOfService: Number(v.branchOfService),
    referralSource: Number(v.referralSource),
    referralSourceOther: v.referralSourceOther,
    inBusiness: Number(v.inBusiness),
    ...(date ? { businessStartDate: date } : {}),
    businessType: Number(v.businessType),
    employees: employees ?? 0,
    language: v.language,
  };
  for (const p of counselingProfileProblems(like, now)) {
    const field = fieldOfPath(p.path);
    if (field && !problems.some((q) => q.field === field)) problems.push({ field, message: p.message });
  }
  const order = [...DEMOGRAPHIC_FIELDS, ...BUSINESS_FIELDS] as readonly RecordField[];
  return problems.filter((p) => fields.includes(p.field)).sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

const same = (a: RecordValues, b: RecordValues, field: RecordField): boolean => {
  const x = a[field];
  const y = b[field];
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((r, i) => r === y[i]);
  if (field === "employees") return parseEmployees(x as string) === parseEmployees(y as string);
  return typeof x === "string" && typeof y === "string" ? x.trim() === y.trim() : x === y;
};

/**
 * The update mask: the proto paths of `fields` whose values differ from `initial`, and
 * `demographics_consent` first when `withConsent` and it changed.
 */
export function changedPaths(initial: RecordValues, values: RecordValues, fields: readonly RecordField[], withConsent: boolean): string[] {
  const paths = fields.filter((f) => !same(initial, values, f)).map((f) => PATH_OF[f]);
  return withConsent && initial.consent !== values.consent ? ["demographics_consent", ...paths] : paths;
}

/** Whether the form holds changes not yet saved (the unsaved-changes guard). */
export const isDirty = (initial: RecordValues, values: RecordValues, fields: readonly RecordField[], withConsent: boolean): boolean =>
  changedPaths(initial, values, fields, withConsent).length > 0;
