/**
 * The problems src/shared/cashflow.ts's `cashflowProblems` (or the server, in the same words) finds
 * in a cash flow, placed on the page's fields (`locate` from the model's conversion) and sorted
 * into kinds the page words in the learner's language.
 */
import type { CashflowProblem } from "../../../shared/cashflow";
import { targetKey, type Target } from "./cashflow-model";
import { withoutMoreProblems } from "../../components/form/more-problems";

export type ProblemKind = "negative" | "tooLarge" | "labelRequired" | "labelTooLong" | "labelTwice" | "tooManyLines" | "percent" | "month" | "other";

export interface PlacedProblem {
  /** The field it belongs to; null when the page has no such field (shown in the summary only). */
  target: Target | null;
  /** targetKey(target), or the path. */
  key: string;
  kind: ProblemKind;
  /** The checker's own words (for `other`). */
  message: string;
}

export function problemKind(problem: CashflowProblem): ProblemKind {
  const { path, message } = problem;
  if (/change_percent/.test(path)) return "percent";
  if (/\.label$/.test(path)) {
    if (/^name this line/.test(message)) return "labelRequired";
    if (/twice/.test(message)) return "labelTwice";
    return "labelTooLong";
  }
  if (/not negative/.test(message)) return "negative";
  if (/dollars\.$/.test(message) && /^at most/.test(message)) return "tooLarge";
  if (/lines\.$/.test(message)) return "tooManyLines";
  if (/month/.test(path)) return "month";
  return "other";
}

/** Each problem on its field, in the checker's order (the worksheet's), one per field. */
export function placeProblems(problems: readonly CashflowProblem[], locate: (path: string) => Target | null): PlacedProblem[] {
  const seen = new Set<string>();
  const placed: PlacedProblem[] = [];
  for (const problem of problems) {
    const target = locate(problem.path);
    const key = target ? targetKey(target) : problem.path;
    if (seen.has(key)) continue;
    seen.add(key);
    placed.push({ target, key, kind: problemKind(problem), message: problem.message });
  }
  return placed;
}

/**
 * A server refusal's text as a problem: SubmitMyCashflow names the first problem's path under the
 * request (`cashflow.months[0].months[3].expenses.rent: at most … (2 more problems after this one)`).
 */
export function problemOfMessage(text: string): CashflowProblem | null {
  const m = /^(?:cashflow\.)?([a-z_]+(?:\[\d+\])?(?:\.[a-z_]+(?:\[\d+\])?)*): (.+)$/s.exec(text.trim());
  if (!m) return null;
  return { path: m[1]!, message: withoutMoreProblems(m[2]!) };
}
