/**
 * Loan readiness (issue #39, deliverable 2): the five Cs from what Compass already holds — pure, the
 * same on the server and in the browser. Words live in loan-readiness-words.ts (en, es); this module
 * returns states, reason codes with the values to word them, and next steps.
 *
 * States, each C: 'ready' (meets the threshold), 'close', 'not-yet', 'unknown' (data missing).
 * 'close' is defined precisely:
 * - a ratio (DSCR, equity share, collateral coverage) at least 90 % of its threshold but below it
 *   (within 10 % below). Every ratio is compared as shown — DSCR and collateral coverage to two
 *   decimals, the equity share in percent to one decimal, rounded halves away from zero — with the
 *   threshold at the same precision, in integers, so the state always agrees with the figure shown;
 * - the credit band exactly one band below the minimum band;
 * - conditions with exactly one of its three items (purpose stated, plan complete, survey done)
 *   unmet.
 * A threshold of 0 is always met. The summary is not a credit decision and says so (DISCLAIMER in
 * the words module).
 */
import { capacityFigures, type CapacityFigures, type CapacityYear } from "./loan-readiness/capacity.js";
import {
  CREDIT_BANDS,
  LIBRARY_TAGS,
  type LoanRequestLike,
  type NextStep,
  type RankedCreditBand,
  type ReadinessContext,
  type ReadinessState,
  type Thresholds,
} from "./loan-readiness/inputs.js";

export * from "./loan-readiness/inputs.js";
export { capacityFigures, hundredthsText, monthlyPaymentCents, paymentsInYear } from "./loan-readiness/capacity.js";
export type { CapacityFigures, CapacityYear } from "./loan-readiness/capacity.js";

/** Within this share below a ratio threshold is 'close' (90 % of it, in tenths). */
const CLOSE_TENTHS = 9n;

/** One of the five Cs: its state, why (a code plus what the words need) and what to do next. */
export interface CAssessment<R extends string, V> {
  state: ReadinessState;
  reason: R;
  values: V;
  next: NextStep;
}

export type CapacityReason = "no-cashflow" | "no-request" | "no-term" | "meets" | "close" | "below" | "no-payments" | "included-but-missing";
export type CapitalReason = "no-request" | "meets" | "close" | "below";
export type CollateralReason = "no-request" | "none-listed" | "meets" | "close" | "below";
export type CharacterReason = "band-unknown" | "no-request" | "meets" | "one-band-below" | "below";
export type ConditionsReason = "no-request" | "all-met" | "missing";

export interface CapacityValues {
  minimum: string;
  figures?: CapacityFigures;
  /** The year whose ratio decides the state (the lowest); undefined when no year has payments. */
  weakestYear?: CapacityYear;
}
export interface RatioValues {
  /** Shown, e.g. "12.5" (percent, one decimal) or "0.80" (coverage, two decimals). */
  value: string;
  minimum: string;
  amount: bigint;
  /** Equity injection (capital) or the collateral's total value (collateral). */
  have: bigint;
  items?: number;
}
export interface CharacterValues {
  band: RankedCreditBand | "unknown";
  minimum: RankedCreditBand;
  taHours: number;
  learningCompleted: number;
}
export interface ConditionsValues {
  purposeStated: boolean;
  /** undefined: no plan saved. */
  planMissingSections?: string[];
  surveyDone: boolean;
  weakestSections: string[];
}

export interface ReadinessSummary {
  capacity: CAssessment<CapacityReason, CapacityValues>;
  capital: CAssessment<CapitalReason, RatioValues>;
  collateral: CAssessment<CollateralReason, RatioValues>;
  character: CAssessment<CharacterReason, CharacterValues>;
  conditions: CAssessment<ConditionsReason, ConditionsValues>;
  /** The overall line: never a credit decision (the words add the disclaimer). */
  overall: { state: ReadinessState; ready: number; of: 5 };
}

const NONE: NextStep = { kind: "none" };
const field = (path: string): NextStep => ({ kind: "field", path });
const hasRequest = (r: LoanRequestLike | undefined): r is LoanRequestLike => r !== undefined && r.amount > 0n;

/** A threshold as an integer of `scale` units (1.15 → 115 at 100); negative or NaN → 0. */
const scaled = (threshold: number, scale: number): bigint => BigInt(Number.isFinite(threshold) && threshold > 0 ? Math.round(threshold * scale) : 0);

/** A shown figure against the threshold at the same precision: 'ready', 'close' (≥ 90 % of it) or 'not-yet'. */
function ratioState(shown: bigint, min: bigint): ReadinessState {
  if (shown >= min) return "ready";
  if (shown * 10n >= CLOSE_TENTHS * min) return "close";
  return "not-yet";
}

/** n/d (n ≥ 0, d > 0) in units of 10^−digits, rounded halves away from zero. */
const shownUnits = (n: bigint, d: bigint, digits: number): bigint => (n * 10n ** BigInt(digits) * 2n + d) / (2n * d);

/** Units of 10^−digits as text (115 at 2 → "1.15"). */
function unitsText(v: bigint, digits: number): string {
  const scale = 10n ** BigInt(digits);
  return `${v / scale}.${(v % scale).toString().padStart(digits, "0")}`;
}

export function assessCapacity(request: LoanRequestLike | undefined, ctx: ReadinessContext, t: Thresholds): ReadinessSummary["capacity"] {
  const min = scaled(t.dscrMinimum, 100);
  const minimum = unitsText(min, 2);
  if (!ctx.cashflow) return { state: "unknown", reason: "no-cashflow", values: { minimum }, next: { kind: "tool", route: "/cashflow-tool" } };
  if (!hasRequest(request)) return { state: "unknown", reason: "no-request", values: { minimum }, next: field("amount") };
  const figures = capacityFigures(ctx.cashflow, request);
  if (!figures) return { state: "unknown", reason: "no-term", values: { minimum }, next: field("term_months") };
  const withPayments = figures.years.filter((y) => y.dscr !== undefined);
  if (withPayments.length === 0) {
    if (request.cashflowIncludesLoan) {
      // Told the cash flow holds this loan's payments, but it holds no interest or principal at all.
      return { state: "not-yet", reason: "included-but-missing", values: { minimum, figures }, next: { kind: "tool", route: "/cashflow-tool" } };
    }
    return { state: "ready", reason: "no-payments", values: { minimum, figures }, next: NONE };
  }
  const weakestYear = withPayments.reduce((a, b) => ((b.dscr?.hundredths ?? 0n) < (a.dscr?.hundredths ?? 0n) ? b : a));
  const state = ratioState(weakestYear.dscr?.hundredths ?? 0n, min);
  const values = { minimum, figures, weakestYear };
  if (state === "ready") return { state, reason: "meets", values, next: NONE };
  return { state, reason: state === "close" ? "close" : "below", values, next: { kind: "tool", route: "/cashflow-tool" } };
}

export function assessCapital(request: LoanRequestLike | undefined, t: Thresholds): ReadinessSummary["capital"] {
  const min = scaled(t.equityMinimumPercent, 10); // tenths of a percent
  const minimum = unitsText(min, 1);
  if (!hasRequest(request)) return { state: "unknown", reason: "no-request", values: { value: "", minimum, amount: 0n, have: 0n }, next: field("amount") };
  const equity = request.equityInjection > 0n ? request.equityInjection : 0n;
  const total = equity + request.amount;
  const shown = shownUnits(equity * 100n, total, 1);
  const values = { value: unitsText(shown, 1), minimum, amount: request.amount, have: equity };
  const state = ratioState(shown, min);
  if (state === "ready") return { state, reason: "meets", values, next: NONE };
  return { state, reason: state === "close" ? "close" : "below", values, next: field("equity_injection") };
}

export function assessCollateral(request: LoanRequestLike | undefined, t: Thresholds): ReadinessSummary["collateral"] {
  const min = scaled(t.collateralTarget, 100);
  const minimum = unitsText(min, 2);
  if (!hasRequest(request)) return { state: "unknown", reason: "no-request", values: { value: "", minimum, amount: 0n, have: 0n, items: 0 }, next: field("amount") };
  const have = request.collateral.reduce((s, c) => s + (c.estimatedValue > 0n ? c.estimatedValue : 0n), 0n);
  const items = request.collateral.length;
  const shown = shownUnits(have, request.amount, 2);
  const values = { value: unitsText(shown, 2), minimum, amount: request.amount, have, items };
  const state = ratioState(shown, min);
  if (state === "ready") return { state, reason: "meets", values, next: NONE };
  if (items === 0) return { state, reason: "none-listed", values, next: field("collateral") };
  return { state, reason: state === "close" ? "close" : "below", values, next: field("collateral") };
}

export function assessCharacter(request: LoanRequestLike | undefined, ctx: ReadinessContext, t: Thresholds): ReadinessSummary["character"] {
  const band = request?.creditBand ?? "unknown";
  const values: CharacterValues = { band, minimum: t.minimumCreditBand, taHours: ctx.taHours, learningCompleted: ctx.learningCompleted };
  if (!request) return { state: "unknown", reason: "no-request", values, next: field("credit_band") };
  if (band === "unknown") return { state: "unknown", reason: "band-unknown", values, next: field("credit_band") };
  const gap = CREDIT_BANDS.indexOf(t.minimumCreditBand) - CREDIT_BANDS.indexOf(band);
  if (gap <= 0) return { state: "ready", reason: "meets", values, next: NONE };
  const next: NextStep = { kind: "library", tag: LIBRARY_TAGS.credit };
  if (gap === 1) return { state: "close", reason: "one-band-below", values, next };
  return { state: "not-yet", reason: "below", values, next };
}

const purposeStated = (r: LoanRequestLike): boolean => (r.purpose === "other" ? r.purposeText.trim() !== "" : r.purpose !== undefined && r.purpose !== "");

export function assessConditions(request: LoanRequestLike | undefined, ctx: ReadinessContext): ReadinessSummary["conditions"] {
  const values: ConditionsValues = {
    purposeStated: request !== undefined && purposeStated(request),
    planMissingSections: ctx.planMissingSections,
    surveyDone: ctx.survey?.done === true,
    weakestSections: ctx.survey?.weakestSections ?? [],
  };
  if (!request) return { state: "unknown", reason: "no-request", values, next: field("purpose") };
  const planComplete = ctx.planMissingSections !== undefined && ctx.planMissingSections.length === 0;
  const unmet = [!values.purposeStated, !planComplete, !values.surveyDone].filter(Boolean).length;
  if (unmet === 0) {
    const weakest = values.weakestSections[0];
    return { state: "ready", reason: "all-met", values, next: weakest ? { kind: "library", tag: weakest } : NONE };
  }
  const next: NextStep = !values.purposeStated ? field(request.purpose === "other" ? "purpose_text" : "purpose") : { kind: "tool", route: "/my-business" };
  return { state: unmet === 1 ? "close" : "not-yet", reason: "missing", values, next };
}

/** The overall state: every C ready → ready; any not yet → not yet; any unknown → unknown; else close. */
export function overallState(states: readonly ReadinessState[]): ReadinessState {
  if (states.every((s) => s === "ready")) return "ready";
  if (states.includes("not-yet")) return "not-yet";
  if (states.includes("unknown")) return "unknown";
  return "close";
}

/** The five Cs of a loan request (undefined: none saved yet) in the context Compass holds. */
export function assessReadiness(request: LoanRequestLike | undefined, ctx: ReadinessContext, thresholds: Thresholds): ReadinessSummary {
  const capacity = assessCapacity(request, ctx, thresholds);
  const capital = assessCapital(request, thresholds);
  const collateral = assessCollateral(request, thresholds);
  const character = assessCharacter(request, ctx, thresholds);
  const conditions = assessConditions(request, ctx);
  const states = [capacity.state, capital.state, collateral.state, character.state, conditions.state];
  return {
    capacity,
    capital,
    collateral,
    character,
    conditions,
    overall: { state: overallState(states), ready: states.filter((s) => s === "ready").length, of: 5 },
  };
}
