/**
 * The loan-readiness model's inputs and results (issue #39, deliverable 2): plain shapes, named like
 * the future proto messages (amounts as `bigint` whole dollars like cashflow.ts, rates as numbers),
 * so the generated messages will fit them.
 */
import type { CashflowLike } from "../cashflow.js";

export const LOAN_PURPOSES = ["working-capital", "equipment", "inventory", "real-estate", "refinance", "start-up", "other"] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** Self-reported personal credit bands, lowest first ('unknown' = "don't know", never ranked). */
export const CREDIT_BANDS = ["under-580", "580-619", "620-679", "680-719", "720-plus"] as const;
export type RankedCreditBand = (typeof CREDIT_BANDS)[number];
export type CreditBand = RankedCreditBand | "unknown";

export interface CollateralLike {
  type: string;
  description: string;
  estimatedValue: bigint;
}

export interface DebtLike {
  lender: string;
  balance: bigint;
  monthlyPayment: bigint;
  /** As the request holds it (e.g. "2029-06-30"); the model does not read it. */
  maturityDate: string;
}

export interface LoanRequestLike {
  /** Whole dollars requested. */
  amount: bigint;
  /** Undefined or "" = not chosen yet. */
  purpose: LoanPurpose | "" | undefined;
  purposeText: string;
  termMonths: number;
  annualRatePercent: number;
  /** The cash flow already holds this loan's payments (interest and principal lines). */
  cashflowIncludesLoan: boolean;
  /** The owner's own money put into the business (whole dollars). */
  equityInjection: bigint;
  creditBand: CreditBand;
  collateral: CollateralLike[];
  /** Existing business debts: listed for the lender; capacity reads the cash flow's interest and principal lines. */
  debts: DebtLike[];
}

export interface Thresholds {
  /** Debt-service coverage ratio to reach (SBA SOP: 1.15). Compared at two decimals. */
  dscrMinimum: number;
  /** Equity injection ÷ (equity injection + requested amount), in percent. */
  equityMinimumPercent: number;
  /** Total collateral value ÷ requested amount. */
  collateralTarget: number;
  minimumCreditBand: RankedCreditBand;
}

export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = Object.freeze({
  dscrMinimum: 1.15,
  equityMinimumPercent: 10,
  collateralTarget: 1.0,
  minimumCreditBand: "620-679",
});

/** What Compass already holds about the learner besides the request. */
export interface ReadinessContext {
  /** The learner's cash flow (undefined: none saved). */
  cashflow?: CashflowLike;
  /** The business plan: undefined = no plan saved; otherwise the keys of its sections still missing. */
  planMissingSections?: string[];
  /** The business survey: undefined = not taken. */
  survey?: { done: boolean; weakestSections: string[] };
  /** Shown under Character, never scored. */
  taHours: number;
  learningCompleted: number;
}

// ------------------------------------------------------------------------------------------------
// Results
// ------------------------------------------------------------------------------------------------

export type ReadinessState = "ready" | "close" | "not-yet" | "unknown";

/** Where to go next: a field of the loan request (its proto path), a tool's route, or library content by tag. */
export type NextStep =
  | { kind: "field"; path: string }
  | { kind: "tool"; route: "/cashflow-tool" | "/my-business" }
  | { kind: "library"; tag: string }
  | { kind: "none" };

/**
 * Library tags the next steps point to: tags the starter library gives its articles (credit scores,
 * cash flow, savings, loans), so a new installation has something to read behind each; content an
 * administrator tags so joins them.
 */
export const LIBRARY_TAGS = {
  credit: "credit",
  cashflow: "cash-flow",
  savings: "savings",
  collateral: "loans",
} as const;
