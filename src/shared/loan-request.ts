/**
 * The loan request's rules (issue #39 §1; ADR 0039), shared by the server (SubmitMyLoanRequest:
 * INVALID_ARGUMENT naming the first problem's field path, `request.collateral[2].estimated_value: …`,
 * nothing stored) and the page (the same words next to the field; Spanish in rule-messages-es.ts).
 * Pure functions over plain values; the generated LoanRequest message fits the input shape.
 *
 * Bounds:
 * - amount: whole dollars, 0 to 100,000,000; 0 means "not decided yet" (a draft may be saved
 *   without it; the readiness model then shows capacity, capital and collateral as unknown);
 * - term: 0 to 480 months (0 = not given yet); the rate: a finite percent from 0 to 60;
 * - purpose: one of the listed purposes (or none yet); purpose_text at most 500 characters and
 *   required for "other" (it is cleared when the purpose is not "other");
 * - the credit band: one of the listed bands (or not answered yet);
 * - equity injection: at most 1,000,000,000 dollars;
 * - collateral: at most 25 items (type ≤ 100 characters, description ≤ 500, value ≤ 1,000,000,000);
 * - debts: at most 25 (lender ≤ 200 characters, balance and monthly payment ≤ 1,000,000,000 each,
 *   the maturity date a real calendar day from 1900 to 2200, or empty).
 * A wholly empty collateral or debt row is dropped, not refused (like the plan's table rows); text
 * is trimmed at the ends.
 */

export interface LoanDateLike {
  year: number;
  month: number;
  day: number;
}

export interface LoanCollateralInput {
  type: string;
  description: string;
  estimatedValue: bigint;
}

export interface LoanDebtInput {
  lender: string;
  balance: bigint;
  monthlyPayment: bigint;
  maturityDate?: LoanDateLike;
}

/** The LoanRequest message's shape: enums as their numbers (LoanPurpose 0–7, CreditBand 0–6). */
export interface LoanRequestInput {
  amount: bigint;
  purpose: number;
  purposeText: string;
  termMonths: number;
  annualRatePercent: number;
  cashflowIncludesLoan: boolean;
  equityInjection: bigint;
  creditBand: number;
  collateral: LoanCollateralInput[];
  debts: LoanDebtInput[];
}

export const LOAN_AMOUNT_MAX = 100_000_000n;
export const LOAN_TERM_MONTHS_MAX = 480;
export const LOAN_RATE_PERCENT_MAX = 60;
export const PURPOSE_TEXT_MAX = 500;
/** LoanPurpose values (LOAN_PURPOSE_OTHER = 7) and CreditBand values (CREDIT_BAND_DONT_KNOW = 6); 0 = not chosen. */
export const LOAN_PURPOSE_MAX = 7;
export const LOAN_PURPOSE_OTHER = 7;
export const CREDIT_BAND_MAX = 6;
export const EQUITY_MAX = 1_000_000_000n;
export const LOAN_ITEMS_MAX = 25;
export const COLLATERAL_TYPE_MAX = 100;
export const COLLATERAL_DESCRIPTION_MAX = 500;
export const LENDER_NAME_MAX = 200;
export const LOAN_VALUE_MAX = 1_000_000_000n;
export const MATURITY_YEAR_MIN = 1900;
export const MATURITY_YEAR_MAX = 2200;

export interface LoanRequestProblem {
  /** The proto field path under the request (`collateral[2].estimated_value`). */
  path: string;
  message: string;
}

const chars = (s: string): number => [...s].length;
const GROUPED = new Intl.NumberFormat("en-US");

const emptyCollateral = (c: LoanCollateralInput): boolean => !c.type.trim() && !c.description.trim() && c.estimatedValue === 0n;
const emptyDate = (d: LoanDateLike | undefined): boolean => d === undefined || (d.year === 0 && d.month === 0 && d.day === 0);
const emptyDebt = (d: LoanDebtInput): boolean => !d.lender.trim() && d.balance === 0n && d.monthlyPayment === 0n && emptyDate(d.maturityDate);

/** A maturity date's problem, or null when it is a real day (or empty). */
export function maturityDateProblem(d: LoanDateLike | undefined): string | null {
  if (emptyDate(d) || d === undefined) return null;
  if (!Number.isInteger(d.year) || d.year < MATURITY_YEAR_MIN || d.year > MATURITY_YEAR_MAX) return `use a year from ${MATURITY_YEAR_MIN} to ${MATURITY_YEAR_MAX}.`;
  if (!Number.isInteger(d.month) || d.month < 1 || d.month > 12) return "give a month from 1 to 12.";
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day));
  if (!Number.isInteger(d.day) || d.day < 1 || date.getUTCMonth() !== d.month - 1) return "give a real day of the month.";
  return null;
}

/** Every problem with a loan request (empty when it may be stored); paths are proto names. */
export function loanRequestProblems(r: LoanRequestInput): LoanRequestProblem[] {
  const problems: LoanRequestProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const text = (value: string, path: string, max: number) => {
    const n = chars(value);
    if (n > max) add(path, `use at most ${GROUPED.format(max)} characters (this has ${GROUPED.format(n)}).`);
  };
  const dollars = (value: bigint, path: string, max: bigint) => {
    if (value < 0n) add(path, "amounts cannot be negative.");
    else if (value > max) add(path, `at most ${GROUPED.format(max)} dollars.`);
  };
  const choice = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

  dollars(r.amount, "amount", LOAN_AMOUNT_MAX);
  if (!choice(r.purpose, LOAN_PURPOSE_MAX)) add("purpose", "choose one of the listed purposes.");
  text(r.purposeText, "purpose_text", PURPOSE_TEXT_MAX);
  if (r.purpose === LOAN_PURPOSE_OTHER && !r.purposeText.trim()) add("purpose_text", "describe what the loan is for.");
  if (!Number.isInteger(r.termMonths) || r.termMonths < 0 || r.termMonths > LOAN_TERM_MONTHS_MAX) add("term_months", `give a term in whole months, up to ${LOAN_TERM_MONTHS_MAX}.`);
  if (!Number.isFinite(r.annualRatePercent) || r.annualRatePercent < 0 || r.annualRatePercent > LOAN_RATE_PERCENT_MAX) add("annual_rate_percent", `give a rate from 0 to ${LOAN_RATE_PERCENT_MAX} percent.`);
  dollars(r.equityInjection, "equity_injection", EQUITY_MAX);
  if (!choice(r.creditBand, CREDIT_BAND_MAX)) add("credit_band", "choose one of the listed credit score ranges.");

  if (r.collateral.filter((c) => !emptyCollateral(c)).length > LOAN_ITEMS_MAX) add("collateral", `list at most ${LOAN_ITEMS_MAX} items of collateral.`);
  r.collateral.forEach((c, i) => {
    if (emptyCollateral(c)) return;
    const path = `collateral[${i}]`;
    if (!c.type.trim() && !c.description.trim()) add(`${path}.type`, "say what the collateral is.");
    text(c.type, `${path}.type`, COLLATERAL_TYPE_MAX);
    text(c.description, `${path}.description`, COLLATERAL_DESCRIPTION_MAX);
    dollars(c.estimatedValue, `${path}.estimated_value`, LOAN_VALUE_MAX);
  });

  if (r.debts.filter((d) => !emptyDebt(d)).length > LOAN_ITEMS_MAX) add("debts", `list at most ${LOAN_ITEMS_MAX} debts.`);
  r.debts.forEach((d, i) => {
    if (emptyDebt(d)) return;
    const path = `debts[${i}]`;
    if (!d.lender.trim()) add(`${path}.lender`, "name the lender.");
    text(d.lender, `${path}.lender`, LENDER_NAME_MAX);
    dollars(d.balance, `${path}.balance`, LOAN_VALUE_MAX);
    dollars(d.monthlyPayment, `${path}.monthly_payment`, LOAN_VALUE_MAX);
    const date = maturityDateProblem(d.maturityDate);
    if (date) add(`${path}.maturity_date`, date);
  });
  return problems;
}

/**
 * The request as it is stored: text trimmed, wholly empty collateral and debt rows dropped, an
 * empty maturity date unset, the purpose text cleared unless the purpose is "other". Mutates and
 * returns `r`.
 */
export function tidyLoanRequest<R extends LoanRequestInput>(r: R): R {
  r.purposeText = r.purpose === LOAN_PURPOSE_OTHER ? r.purposeText.trim() : "";
  r.collateral = r.collateral.filter((c) => !emptyCollateral(c));
  for (const c of r.collateral) {
    c.type = c.type.trim();
    c.description = c.description.trim();
  }
  r.debts = r.debts.filter((d) => !emptyDebt(d));
  for (const d of r.debts) {
    d.lender = d.lender.trim();
    if (emptyDate(d.maturityDate)) d.maturityDate = undefined;
  }
  return r;
}
