/**
 * The checks of a coach's note and override on one C and of the installation's readiness
 * thresholds (issue #39; ADR 0039), shared by the server (CoachSetReadinessOverride,
 * AdminUpdateReadinessThresholds: INVALID_ARGUMENT naming the field) and the pages (the same words
 * next to the field; Spanish in rule-messages-es.ts). Pure; enums as the messages' numbers.
 *
 * - An override: the factor one of the five Cs; the state one of ready, close, not yet, unknown —
 *   or UNSPECIFIED (0), which clears the override; a state needs its reason, 1 to 1,000 characters
 *   (after trimming); the note at most 2,000 characters ("" removes it).
 * - Thresholds: the DSCR minimum 0 to 10, the equity minimum 0 to 100 percent, the collateral
 *   target 0 to 10, all finite; the minimum credit band a ranked band (not "don't know").
 */

export const OVERRIDE_REASON_MAX = 1000;
export const READINESS_NOTE_MAX = 2000;
/** ReadinessFactor 1–5, ReadinessState 0–4 (0 clears), CreditBand ranked 1–5. */
export const FACTOR_MAX = 5;
export const STATE_MAX = 4;
export const RANKED_BAND_MIN = 1;
export const RANKED_BAND_MAX = 5;
export const DSCR_MINIMUM_MAX = 10;
export const EQUITY_MINIMUM_MAX = 100;
export const COLLATERAL_TARGET_MAX = 10;

export interface ReadinessRuleProblem {
  path: string;
  message: string;
}

export interface OverrideInput {
  factor: number;
  overrideState: number;
  overrideReason: string;
  note: string;
}

export interface ThresholdsInput {
  dscrMinimum: number;
  equityMinimumPercent: number;
  collateralTarget: number;
  minimumCreditBand: number;
}

const chars = (s: string): number => [...s].length;
const GROUPED = new Intl.NumberFormat("en-US");
const within = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max;

/** Every problem with a note-and-override request (empty when it may be stored). */
export function overrideProblems(r: OverrideInput): ReadinessRuleProblem[] {
  const problems: ReadinessRuleProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const text = (value: string, path: string, max: number) => {
    const n = chars(value);
    if (n > max) add(path, `use at most ${GROUPED.format(max)} characters (this has ${GROUPED.format(n)}).`);
  };
  if (!within(r.factor, 1, FACTOR_MAX)) add("factor", "choose one of the five Cs.");
  if (!within(r.overrideState, 0, STATE_MAX)) add("override_state", "choose ready, close, not yet or unknown.");
  else if (r.overrideState !== 0) {
    if (!r.overrideReason.trim()) add("override_reason", "give the reason for the override.");
    text(r.overrideReason.trim(), "override_reason", OVERRIDE_REASON_MAX);
  }
  text(r.note.trim(), "note", READINESS_NOTE_MAX);
  return problems;
}

/** Every problem with a set of thresholds (empty when they may be stored). */
export function thresholdsProblems(t: ThresholdsInput): ReadinessRuleProblem[] {
  const problems: ReadinessRuleProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const range = (v: number, max: number) => Number.isFinite(v) && v >= 0 && v <= max;
  if (!range(t.dscrMinimum, DSCR_MINIMUM_MAX)) add("dscr_minimum", `give a ratio from 0 to ${DSCR_MINIMUM_MAX}.`);
  if (!range(t.equityMinimumPercent, EQUITY_MINIMUM_MAX)) add("equity_minimum_percent", `give a percent from 0 to ${EQUITY_MINIMUM_MAX}.`);
  if (!range(t.collateralTarget, COLLATERAL_TARGET_MAX)) add("collateral_target", `give a ratio from 0 to ${COLLATERAL_TARGET_MAX}.`);
  if (!within(t.minimumCreditBand, RANKED_BAND_MIN, RANKED_BAND_MAX)) add("minimum_credit_band", "choose a credit score range (not \"don't know\").");
  return problems;
}
