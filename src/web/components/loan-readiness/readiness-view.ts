/**
 * Loan readiness as the pages show it (issue #39), pure: the shared model's five Cs (recomputed in
 * the browser from the inputs the server sends, so the learner's edits show at once) joined with
 * what only the server holds — each C's override and note. The words are the shared words module's
 * (src/shared/loan-readiness-words.ts), the same as the lender packet's.
 */
import type { LoanReadiness, ReadinessNote, ReadinessOverride } from "../../../gen/compass/v1/compass_pb";
import { assessReadiness, type LoanRequestLike, type NextStep, type ReadinessState, type ReadinessSummary } from "../../../shared/loan-readiness";
import { FACTOR_OF, FACTORS, loanRequestLike, readinessInputs, STATE_OF, type FactorName } from "../../../shared/loan-readiness-proto";
import type { ReadinessWords } from "../../../shared/loan-readiness-words";

export { FACTORS, type FactorName };

export interface FactorView {
  factor: FactorName;
  /** The state the model computes from the inputs shown. */
  computed: ReadinessState;
  /** The state shown: the override's when there is one. */
  shown: ReadinessState;
  reason: string;
  next: NextStep;
  override?: { state: ReadinessState; reason: string; byName: string; at?: Date };
  note?: { text: string; byName: string; at?: Date };
}

export interface ReadinessView {
  summary: ReadinessSummary;
  factors: FactorView[];
  /** The overall state from the states shown (overrides count). */
  overall: ReadinessState;
}

/** The request saved on the server as the model reads it (undefined before the first submit). */
export const savedRequest = (readiness: LoanReadiness): LoanRequestLike | undefined =>
  readiness.request && readiness.request.versionNumber > 0 ? loanRequestLike(readiness.request) : undefined;

const toDate = (t: { seconds: bigint; nanos: number } | undefined): Date | undefined => (t ? new Date(Number(t.seconds) * 1000 + Math.floor(t.nanos / 1e6)) : undefined);

function overrideOf(o: ReadinessOverride | undefined): FactorView["override"] {
  const state = o ? STATE_OF[o.state] : undefined;
  return o && state ? { state, reason: o.reason, byName: o.byName, at: toDate(o.at) } : undefined;
}
function noteOf(n: ReadinessNote | undefined): FactorView["note"] {
  return n && n.text.trim() !== "" ? { text: n.text, byName: n.byName, at: toDate(n.at) } : undefined;
}

/** The reason of one C in words. */
export function reasonText(words: ReadinessWords, summary: ReadinessSummary, factor: FactorName): string {
  switch (factor) {
    case "capacity":
      return words.capacity(summary.capacity);
    case "capital":
      return words.capital(summary.capital);
    case "collateral":
      return words.collateral(summary.collateral);
    case "character":
      return words.character(summary.character);
    case "conditions":
      return words.conditions(summary.conditions);
  }
}

/** The overall state: every C ready → ready; any not yet → not yet; any unknown → unknown; else close. */
function overallOf(states: readonly ReadinessState[]): ReadinessState {
  if (states.every((s) => s === "ready")) return "ready";
  if (states.includes("not-yet")) return "not-yet";
  if (states.includes("unknown")) return "unknown";
  return "close";
}

/**
 * The five Cs of `request` (the form's, live; or the saved one) in the readiness's context and
 * thresholds, with the server's overrides and notes.
 */
export function readinessView(readiness: LoanReadiness, request: LoanRequestLike | undefined, words: ReadinessWords): ReadinessView {
  const { context, thresholds } = readinessInputs(readiness);
  const summary = assessReadiness(request, context, thresholds);
  const server = new Map(readiness.factors.map((f) => [FACTOR_OF[f.factor], f]));
  const factors = FACTORS.map((factor): FactorView => {
    const c = summary[factor];
    const result = server.get(factor);
    const override = overrideOf(result?.override);
    return {
      factor,
      computed: c.state,
      shown: override?.state ?? c.state,
      reason: reasonText(words, summary, factor),
      next: c.next,
      override,
      note: noteOf(result?.note),
    };
  });
  return { summary, factors, overall: overallOf(factors.map((f) => f.shown)) };
}
