/**
 * Capacity: the debt-service coverage ratio (DSCR) by year (issue #39).
 *
 * Years: the cash flow's starting year (its 12 months; pre-startup left out, as cashflow.ts's
 * `startingYear`) and each year cashflow.ts projects after it. Per year:
 * - cash available for debt service = revenue (POS sales + sales on credit + other revenue; never
 *   money borrowed or personally invested) − (operating expenses − interest on loans) − owner's draw
 *   − additional draws;
 * - debt service = interest on loans + loan principal + the requested loan's payments in that year
 *   (left out when the request says the cash flow already includes them: never counted twice);
 * - DSCR = cash available ÷ debt service, to two decimals; no debt service → "no payments to cover".
 * Revenue and operating expenses are cashflow.ts's totals (`computeWorksheet`). A projected year's
 * operating expenses are cashflow.ts's projection; the cash flow projects interest only inside them,
 * so a projected year's interest is the starting year's carried by the same expense percents
 * (`applyChange`), and its principal and draws are the starting year's (the cash flow does not
 * change them by the percents).
 *
 * The requested loan: monthly payment = P·r / (1 − (1 + r)^−n), r = annual % / 12 / 100, n = term in
 * months; 0 % → P / n. It is computed in floating point on dollars and rounded ONCE to whole cents
 * (halves away from zero); every yearly figure is then exact integer cents: the payment × the
 * months of that year within the term (the loan is taken to start with the starting year, so year k
 * (0 = starting year) holds min(12, max(0, n − 12k)) payments). The final payment's rounding
 * difference is not modelled. All returned figures are whole cents (`bigint`).
 *
 * The ratio is rounded to two decimals (halves away from zero, exact on the cents) and its state compares that
 * shown value with the minimum, so the state always agrees with the number on the page.
 */
import { applyChange, computeWorksheet, type CashflowLike, type LineDef, type Worksheet } from "../cashflow.js";
import type { LoanRequestLike } from "./inputs.js";

/** Whole cents in a whole dollar. */
const CENTS = 100n;

/** The requested loan's monthly payment in whole cents, or undefined when its term or rate cannot be used. */
export function monthlyPaymentCents(amount: bigint, annualRatePercent: number, termMonths: number): bigint | undefined {
  if (!Number.isInteger(termMonths) || termMonths <= 0) return undefined;
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) return undefined;
  if (amount <= 0n) return 0n;
  if (annualRatePercent === 0) return roundDiv(amount * CENTS, BigInt(termMonths));
  const r = annualRatePercent / 12 / 100;
  const payment = (Number(amount) * r) / (1 - Math.pow(1 + r, -termMonths));
  return BigInt(Math.round(payment * 100));
}

/** Payments of a loan of `termMonths` that fall in year `index` (0 = the starting year). */
export const paymentsInYear = (termMonths: number, index: number): number => Math.min(12, Math.max(0, termMonths - 12 * index));

/** n / d (d > 0) rounded to a whole number, halves away from zero. */
export function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

export interface CapacityYear {
  /** 1 = the starting year, 2 the year after it, … (cashflow.ts's yearNumber). */
  yearNumber: number;
  revenueCents: bigint;
  /** Operating expenses other than interest on loans. */
  operatingExpensesCents: bigint;
  /** Owner's draw + additional draws. */
  drawsCents: bigint;
  cashAvailableCents: bigint;
  interestCents: bigint;
  principalCents: bigint;
  /** Payments of the requested loan that year (0 when the cash flow already includes them). */
  requestedLoanPaymentCents: bigint;
  /** How many monthly payments of the requested loan fall in the year (0 when included in the cash flow). */
  requestedLoanPayments: number;
  debtServiceCents: bigint;
  /** Undefined: no payments to cover. */
  dscr?: { hundredths: bigint; text: string; value: number };
}

export interface CapacityFigures {
  years: CapacityYear[];
  /** The requested loan's monthly payment (0 when the cash flow already includes it). */
  monthlyPaymentCents: bigint;
}

/** A ratio of hundredths as shown ("1.15", "-0.40"). */
export function hundredthsText(h: bigint): string {
  const sign = h < 0n ? "-" : "";
  const a = h < 0n ? -h : h;
  return `${sign}${a / 100n}.${(a % 100n).toString().padStart(2, "0")}`;
}

function rowTotal(w: Worksheet, pick: (line: LineDef) => boolean): bigint {
  // The starting year's 12 months: a row's values after the pre-startup column.
  return w.rows.filter((r) => pick(r.line)).reduce((t, r) => t + r.values.slice(1).reduce((a, b) => a + b, 0n), 0n);
}

/**
 * The DSCR table, or undefined when the request's term or rate cannot be used (and the cash flow
 * does not already include the loan).
 */
export function capacityFigures(cashflow: CashflowLike, request: LoanRequestLike): CapacityFigures | undefined {
  const included = request.cashflowIncludesLoan;
  const monthly = included ? 0n : monthlyPaymentCents(request.amount, request.annualRatePercent, request.termMonths);
  if (monthly === undefined) return undefined;
  const w = computeWorksheet(cashflow);
  const interest = rowTotal(w, (l) => l.field === "interestOnLoans");
  const principal = rowTotal(w, (l) => l.field === "loanPrincipal");
  const draws = rowTotal(w, (l) => l.field === "ownerDraw" || l.field === "additionalDraw");

  const bases = [
    { yearNumber: 1, revenue: w.startingYear.revenue, operating: w.startingYear.operatingExpenses, interest },
    ...(() => {
      let carried = interest;
      return w.projection.map((p) => {
        carried = applyChange(carried, p.expensePercent);
        return { yearNumber: p.yearNumber, revenue: p.revenue, operating: p.operatingExpenses, interest: carried };
      });
    })(),
  ];

  const years = bases.map((b, index): CapacityYear => {
    const payments = included ? 0 : paymentsInYear(request.termMonths, index);
    const requested = monthly * BigInt(payments);
    const operatingExpensesCents = (b.operating - b.interest) * CENTS;
    const revenueCents = b.revenue * CENTS;
    const drawsCents = draws * CENTS;
    const cashAvailableCents = revenueCents - operatingExpensesCents - drawsCents;
    const debtServiceCents = (b.interest + principal) * CENTS + requested;
    const year: CapacityYear = {
      yearNumber: b.yearNumber,
      revenueCents,
      operatingExpensesCents,
      drawsCents,
      cashAvailableCents,
      interestCents: b.interest * CENTS,
      principalCents: principal * CENTS,
      requestedLoanPaymentCents: requested,
      requestedLoanPayments: payments,
      debtServiceCents,
    };
    if (debtServiceCents > 0n) {
      const hundredths = roundDiv(cashAvailableCents * 100n, debtServiceCents);
      year.dscr = { hundredths, text: hundredthsText(hundredths), value: Number(hundredths) / 100 };
    }
    return year;
  });
  return { years, monthlyPaymentCents: monthly };
}
