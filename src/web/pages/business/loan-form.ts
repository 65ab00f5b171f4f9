/**
 * The loan request form's state (issue #39): what the learner types, kept as text, and its readings —
 * - `formFromRequest`: a saved LoanRequest → the form;
 * - `readForm`: the form → the request to submit (proto fields), the model's request (for the live
 *   readiness) and the problems per field: the form's own (an amount not in whole dollars, a term
 *   or rate that is not a number) and then the shared rules' (src/shared/loan-request.ts, the
 *   server's own), keyed by the proto path ("amount", "collateral[0].estimated_value");
 * - `fieldId`: the element id of a path, so a problem or a next step can focus its field.
 * Pure; the page holds the state.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { CreditBand as CreditBandMessage, LoanPurpose as LoanPurposeMessage, type LoanRequest, type LoanRequestSchema } from "../../../gen/compass/v1/compass_pb";
import type { CreditBand, LoanPurpose, LoanRequestLike } from "../../../shared/loan-readiness";
import { BAND_MESSAGE, loanRequestLike, PURPOSE_OF } from "../../../shared/loan-readiness-proto";
import { loanRequestProblems, LOAN_ITEMS_MAX } from "../../../shared/loan-request";

export interface CollateralRow {
  key: number;
  type: string;
  description: string;
  value: string;
}

export interface DebtRow {
  key: number;
  lender: string;
  balance: string;
  monthlyPayment: string;
  /** "YYYY-MM-DD" or "". */
  maturityDate: string;
}

export interface LoanForm {
  amount: string;
  purpose: LoanPurpose | "";
  purposeText: string;
  termMonths: string;
  rate: string;
  includes: boolean;
  equity: string;
  /** "" = not answered; "unknown" = "I don't know". */
  creditBand: CreditBand | "";
  collateral: CollateralRow[];
  debts: DebtRow[];
}

/** A problem of the form's own (worded by the page) or a shared rule's message (English, translated by the page). */
export type FormProblem = { kind: "form"; code: "wholeDollars" | "tooLarge" | "term" | "rate" | "date" | "tooMany" } | { kind: "rule"; message: string };

export interface FormReading {
  /** What Submit sends (only meaningful when `problems` is empty). */
  request: MessageInitShape<typeof LoanRequestSchema>;
  /** The model's request for the live figures: unreadable fields count as not given. */
  model: LoanRequestLike;
  /** Problems by proto path. */
  problems: Map<string, FormProblem>;
}

let nextKey = 1;
export const newKey = (): number => nextKey++;

export const emptyCollateral = (): CollateralRow => ({ key: newKey(), type: "", description: "", value: "" });
export const emptyDebt = (): DebtRow => ({ key: newKey(), lender: "", balance: "", monthlyPayment: "", maturityDate: "" });

const GROUPED = new Intl.NumberFormat("en-US");
const dollarsText = (v: bigint): string => (v === 0n ? "" : GROUPED.format(v));
/** A rate or term as typed back: "" for 0. */
const numberText = (n: number): string => (n === 0 ? "" : String(n));

const PURPOSE_MESSAGE = new Map<LoanPurpose, LoanPurposeMessage>(
  (Object.entries(PURPOSE_OF) as [string, LoanPurpose | ""][]).flatMap(([k, v]) => (v ? [[v, Number(k) as LoanPurposeMessage] as const] : [])),
);

/** "2029-06-30" as a Date message's fields (undefined when it is not such a date). */
export function dateFields(text: string): { year: number; month: number; day: number } | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : undefined;
}

/** The model's request → the LoanRequest to submit; `bandAnswered` false: the credit band is not answered (UNSPECIFIED). */
export function loanRequestMessage(r: LoanRequestLike, bandAnswered: boolean): MessageInitShape<typeof LoanRequestSchema> {
  return {
    amount: r.amount,
    purpose: r.purpose ? (PURPOSE_MESSAGE.get(r.purpose) ?? LoanPurposeMessage.UNSPECIFIED) : LoanPurposeMessage.UNSPECIFIED,
    purposeText: r.purpose === "other" ? r.purposeText : "",
    termMonths: r.termMonths,
    annualRatePercent: r.annualRatePercent,
    cashflowIncludesLoan: r.cashflowIncludesLoan,
    equityInjection: r.equityInjection,
    creditBand: !bandAnswered ? CreditBandMessage.UNSPECIFIED : r.creditBand === "unknown" ? CreditBandMessage.DONT_KNOW : BAND_MESSAGE[r.creditBand],
    collateral: r.collateral.map((c) => ({ type: c.type, description: c.description, estimatedValue: c.estimatedValue })),
    debts: r.debts.map((d) => ({ lender: d.lender, balance: d.balance, monthlyPayment: d.monthlyPayment, maturityDate: dateFields(d.maturityDate) })),
  };
}

export function formFromRequest(r: LoanRequest | undefined): LoanForm {
  if (!r) {
    return { amount: "", purpose: "", purposeText: "", termMonths: "", rate: "", includes: false, equity: "", creditBand: "", collateral: [], debts: [] };
  }
  const m = loanRequestLike(r);
  return {
    amount: dollarsText(r.amount),
    purpose: m.purpose ?? "",
    purposeText: r.purposeText,
    termMonths: numberText(r.termMonths),
    rate: numberText(r.annualRatePercent),
    includes: r.cashflowIncludesLoan,
    equity: dollarsText(r.equityInjection),
    creditBand: r.creditBand === CreditBandMessage.UNSPECIFIED ? "" : m.creditBand,
    collateral: m.collateral.map((c) => ({ key: newKey(), type: c.type, description: c.description, value: dollarsText(c.estimatedValue) })),
    debts: m.debts.map((d) => ({ key: newKey(), lender: d.lender, balance: dollarsText(d.balance), monthlyPayment: dollarsText(d.monthlyPayment), maturityDate: d.maturityDate })),
  };
}

/** Whole dollars as typed ("50,000", "$50 000", "50000.00"); "" = 0. */
export function parseWholeDollars(text: string): { ok: true; value: bigint } | { ok: false; code: "wholeDollars" | "tooLarge" } {
  const s = text.trim().replace(/^\$\s*/, "").replace(/\u00a0/g, " ");
  if (s === "") return { ok: true, value: 0n };
  const m = /^(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.0{1,2})?$/.exec(s);
  if (!m) return { ok: false, code: "wholeDollars" };
  const digits = m[1]!.replace(/[, ]/g, "").replace(/^0+(?=\d)/, "");
  if (digits.length > 15) return { ok: false, code: "tooLarge" };
  return { ok: true, value: BigInt(digits) };
}

/** A whole number of months ("" = 0). */
export function parseTerm(text: string): number | undefined {
  const s = text.trim();
  if (s === "") return 0;
  if (!/^\d{1,4}$/.test(s)) return undefined;
  return Number(s);
}

/** A percent ("9.5", "9,5", "9.5 %"; "" = 0). */
export function parseRate(text: string): number | undefined {
  const s = text.trim().replace(/\s*%$/, "").replace(",", ".");
  if (s === "") return 0;
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(s)) return undefined;
  return Number(s);
}

/** The element id of a proto path: "collateral[0].estimated_value" → "loan-collateral-0-estimated_value". */
export const fieldId = (path: string): string => `loan-${path.replace(/\[(\d+)\]\.?/g, "-$1-").replace(/\./g, "-").replace(/-$/, "")}`;

export function readForm(form: LoanForm): FormReading {
  const problems = new Map<string, FormProblem>();
  const own = (path: string, code: Extract<FormProblem, { kind: "form" }>["code"]) => {
    if (!problems.has(path)) problems.set(path, { kind: "form", code });
  };
  const dollars = (text: string, path: string): bigint => {
    const parsed = parseWholeDollars(text);
    if (parsed.ok) return parsed.value;
    own(path, parsed.code);
    return 0n;
  };

  const amount = dollars(form.amount, "amount");
  const term = parseTerm(form.termMonths);
  if (term === undefined) own("term_months", "term");
  const rate = parseRate(form.rate);
  if (rate === undefined) own("annual_rate_percent", "rate");
  const equity = dollars(form.equity, "equity_injection");
  const collateral = form.collateral.map((c, i) => ({ type: c.type, description: c.description, estimatedValue: dollars(c.value, `collateral[${i}].estimated_value`) }));
  const debts = form.debts.map((d, i) => {
    const date = d.maturityDate.trim() === "" ? "" : d.maturityDate.trim();
    if (date !== "" && !dateFields(date)) own(`debts[${i}].maturity_date`, "date");
    return {
      lender: d.lender,
      balance: dollars(d.balance, `debts[${i}].balance`),
      monthlyPayment: dollars(d.monthlyPayment, `debts[${i}].monthly_payment`),
      maturityDate: dateFields(date) ? date : "",
    };
  });
  if (form.collateral.length > LOAN_ITEMS_MAX) own("collateral", "tooMany");
  if (form.debts.length > LOAN_ITEMS_MAX) own("debts", "tooMany");

  const model: LoanRequestLike = {
    amount,
    purpose: form.purpose,
    purposeText: form.purposeText,
    termMonths: term ?? 0,
    annualRatePercent: rate ?? 0,
    cashflowIncludesLoan: form.includes,
    equityInjection: equity,
    creditBand: form.creditBand === "" ? "unknown" : form.creditBand,
    collateral,
    debts,
  };
  const request = loanRequestMessage(model, form.creditBand !== "");
  const rules = loanRequestProblems({
    amount: request.amount ?? 0n,
    purpose: request.purpose ?? 0,
    purposeText: request.purposeText ?? "",
    termMonths: request.termMonths ?? 0,
    annualRatePercent: request.annualRatePercent ?? 0,
    cashflowIncludesLoan: request.cashflowIncludesLoan ?? false,
    equityInjection: request.equityInjection ?? 0n,
    creditBand: request.creditBand ?? 0,
    collateral: model.collateral.map((c) => ({ ...c })),
    debts: debts.map((d) => ({ lender: d.lender, balance: d.balance, monthlyPayment: d.monthlyPayment, maturityDate: dateFields(d.maturityDate) })),
  });
  for (const p of rules) if (!problems.has(p.path)) problems.set(p.path, { kind: "rule", message: p.message });
  return { request, model, problems };
}

/** Whether two forms hold the same request as it would be sent ("10000" and "10,000" alike; the rows' keys aside). */
export function sameForm(a: LoanForm, b: LoanForm): boolean {
  const key = (f: LoanForm) => JSON.stringify({ request: readForm(f).request, text: [f.amount, f.termMonths, f.rate, f.equity].map((x) => x.trim() === "") }, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
  return key(a) === key(b);
}
