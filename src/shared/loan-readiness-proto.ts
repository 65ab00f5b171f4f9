/**
 * The loan-readiness messages ↔ the model's plain shapes (issue #39; ADR 0039), shared by the
 * server (GetMyLoanReadiness computes with them) and the browser (the page recomputes live from the
 * same LoanReadiness message), so both feed the model the same inputs.
 *
 * - LoanRequest → LoanRequestLike: enums to the model's strings (LOAN_PURPOSE_UNSPECIFIED → "" = not
 *   chosen; CREDIT_BAND_UNSPECIFIED and CREDIT_BAND_DONT_KNOW → "unknown"), the maturity date as
 *   "YYYY-MM-DD" ("" when unset).
 * - ReadinessThresholds ↔ Thresholds: a band that is not ranked (UNSPECIFIED, DONT_KNOW) → the
 *   default minimum band when read (validation refuses it on write).
 * - ReadinessContext (+ the Cashflow message) → the model's ReadinessContext: no plan →
 *   planMissingSections undefined; no survey → survey undefined. The survey's weakest sections
 *   reach the model as library tags (the first tag of each section of the current questionnaire,
 *   src/shared/business-survey.ts), which its next step names; the message keeps their names for
 *   the page.
 * - ReadinessState / ReadinessFactor ↔ the model's names.
 */
import {
  CreditBand,
  LoanPurpose,
  ReadinessFactor,
  ReadinessState,
  type Cashflow,
  type LoanReadiness,
  type LoanRequest,
  type ReadinessContext as ReadinessContextMessage,
  type ReadinessThresholds,
} from "../gen/compass/v1/compass_pb.js";
import { CURRENT_SURVEY } from "./business-survey.js";
import {
  DEFAULT_THRESHOLDS,
  type CreditBand as ModelCreditBand,
  type LoanPurpose as ModelLoanPurpose,
  type LoanRequestLike,
  type RankedCreditBand,
  type ReadinessContext,
  type ReadinessState as ModelState,
  type Thresholds,
} from "./loan-readiness/inputs.js";

export const PURPOSE_OF: Readonly<Record<LoanPurpose, ModelLoanPurpose | "">> = {
  [LoanPurpose.UNSPECIFIED]: "",
  [LoanPurpose.WORKING_CAPITAL]: "working-capital",
  [LoanPurpose.EQUIPMENT]: "equipment",
  [LoanPurpose.INVENTORY]: "inventory",
  [LoanPurpose.REAL_ESTATE]: "real-estate",
  [LoanPurpose.REFINANCE]: "refinance",
  [LoanPurpose.START_UP]: "start-up",
  [LoanPurpose.OTHER]: "other",
};

export const BAND_OF: Readonly<Record<CreditBand, ModelCreditBand>> = {
  [CreditBand.UNSPECIFIED]: "unknown",
  [CreditBand.BELOW_580]: "under-580",
  [CreditBand.FROM_580_TO_619]: "580-619",
  [CreditBand.FROM_620_TO_679]: "620-679",
  [CreditBand.FROM_680_TO_719]: "680-719",
  [CreditBand.AT_LEAST_720]: "720-plus",
  [CreditBand.DONT_KNOW]: "unknown",
};

export const BAND_MESSAGE: Readonly<Record<RankedCreditBand, CreditBand>> = {
  "under-580": CreditBand.BELOW_580,
  "580-619": CreditBand.FROM_580_TO_619,
  "620-679": CreditBand.FROM_620_TO_679,
  "680-719": CreditBand.FROM_680_TO_719,
  "720-plus": CreditBand.AT_LEAST_720,
};

/** A ranked band of the message, or undefined (UNSPECIFIED, DONT_KNOW, an unknown number). */
export function rankedBand(band: CreditBand): RankedCreditBand | undefined {
  const b = BAND_OF[band];
  return b === undefined || b === "unknown" ? undefined : b;
}

export const STATE_OF: Readonly<Record<ReadinessState, ModelState | undefined>> = {
  [ReadinessState.UNSPECIFIED]: undefined,
  [ReadinessState.READY]: "ready",
  [ReadinessState.CLOSE]: "close",
  [ReadinessState.NOT_YET]: "not-yet",
  [ReadinessState.UNKNOWN]: "unknown",
};

export const STATE_MESSAGE: Readonly<Record<ModelState, ReadinessState>> = {
  ready: ReadinessState.READY,
  close: ReadinessState.CLOSE,
  "not-yet": ReadinessState.NOT_YET,
  unknown: ReadinessState.UNKNOWN,
};

export type FactorName = "capacity" | "capital" | "collateral" | "character" | "conditions";
/** The five Cs in the order the summary lists them. */
export const FACTORS: readonly FactorName[] = ["capacity", "capital", "collateral", "character", "conditions"];

export const FACTOR_OF: Readonly<Record<ReadinessFactor, FactorName | undefined>> = {
  [ReadinessFactor.UNSPECIFIED]: undefined,
  [ReadinessFactor.CAPACITY]: "capacity",
  [ReadinessFactor.CAPITAL]: "capital",
  [ReadinessFactor.COLLATERAL]: "collateral",
  [ReadinessFactor.CHARACTER]: "character",
  [ReadinessFactor.CONDITIONS]: "conditions",
};

export const FACTOR_MESSAGE: Readonly<Record<FactorName, ReadinessFactor>> = {
  capacity: ReadinessFactor.CAPACITY,
  capital: ReadinessFactor.CAPITAL,
  collateral: ReadinessFactor.COLLATERAL,
  character: ReadinessFactor.CHARACTER,
  conditions: ReadinessFactor.CONDITIONS,
};

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** The LoanRequest message as the model reads it. */
export function loanRequestLike(r: LoanRequest): LoanRequestLike {
  return {
    amount: r.amount,
    purpose: PURPOSE_OF[r.purpose] ?? "",
    purposeText: r.purposeText,
    termMonths: r.termMonths,
    annualRatePercent: r.annualRatePercent,
    cashflowIncludesLoan: r.cashflowIncludesLoan,
    equityInjection: r.equityInjection,
    creditBand: BAND_OF[r.creditBand] ?? "unknown",
    collateral: r.collateral.map((c) => ({ type: c.type, description: c.description, estimatedValue: c.estimatedValue })),
    debts: r.debts.map((d) => ({
      lender: d.lender,
      balance: d.balance,
      monthlyPayment: d.monthlyPayment,
      maturityDate: d.maturityDate && d.maturityDate.year > 0 ? `${pad(d.maturityDate.year, 4)}-${pad(d.maturityDate.month, 2)}-${pad(d.maturityDate.day, 2)}` : "",
    })),
  };
}

/** The thresholds message as the model reads it (an unranked band → the default minimum band). */
export function thresholdsLike(t: Pick<ReadinessThresholds, "dscrMinimum" | "equityMinimumPercent" | "collateralTarget" | "minimumCreditBand">): Thresholds {
  return {
    dscrMinimum: t.dscrMinimum,
    equityMinimumPercent: t.equityMinimumPercent,
    collateralTarget: t.collateralTarget,
    minimumCreditBand: rankedBand(t.minimumCreditBand) ?? DEFAULT_THRESHOLDS.minimumCreditBand,
  };
}

/** A survey section's name → the library tag the model's next step names (its first tag), or undefined. */
export function surveySectionTag(name: string): string | undefined {
  return CURRENT_SURVEY.sections.find((s) => s.name === name)?.tags[0];
}

/** The context message (with the cash flow, when saved) as the model reads it. */
export function readinessContextLike(c: ReadinessContextMessage | undefined, cashflow: Cashflow | undefined): ReadinessContext {
  return {
    ...(c?.hasCashflow && cashflow ? { cashflow } : {}),
    ...(c?.hasBusinessPlan ? { planMissingSections: [...c.planMissingSections] } : {}),
    ...(c?.hasBusinessSurvey
      ? { survey: { done: c.surveyDone, weakestSections: c.surveyWeakestSections.flatMap((name) => surveySectionTag(name) ?? []) } }
      : {}),
    taHours: c?.taHours ?? 0,
    learningCompleted: c?.learningCompleted ?? 0,
  };
}

/**
 * The model's inputs from a LoanReadiness message (the page recomputes with them as the learner
 * types); the request is undefined before the first submit (version 0), as the server computes it.
 */
export function readinessInputs(r: LoanReadiness): { request: LoanRequestLike | undefined; context: ReadinessContext; thresholds: Thresholds } {
  return {
    request: r.request && r.request.versionNumber > 0 ? loanRequestLike(r.request) : undefined,
    context: readinessContextLike(r.context, r.cashflow),
    thresholds: r.thresholds ? thresholdsLike(r.thresholds) : { ...DEFAULT_THRESHOLDS },
  };
}
