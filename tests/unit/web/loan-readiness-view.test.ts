/**
 * The five Cs as the pages show them (src/web/components/loan-readiness/readiness-view.ts; issue #39):
 * recomputed by the shared model from the request given (the form's, live) in the readiness's
 * context and thresholds, joined with the server's overrides and notes — an override shown, the
 * computed state kept beside it, the overall state from the states shown.
 */
import { create, type MessageInitShape } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { CreditBand, LoanPurpose, LoanReadinessSchema, ReadinessFactor, ReadinessState } from "../../../src/gen/compass/v1/compass_pb.js";
import { emptyExpenses, emptyIncome, YEAR } from "../../../src/shared/cashflow.js";
import { loanRequestLike } from "../../../src/shared/loan-readiness-proto.js";
import { readinessWords } from "../../../src/shared/loan-readiness-words.js";
import { readinessView, savedRequest } from "../../../src/web/components/loan-readiness/readiness-view.js";

const cashflow = {
  fiscalStartingMonth: 1,
  months: [{ year: YEAR.STARTING, months: [{ month: 1, income: { ...emptyIncome(), posSales: 40_000n }, expenses: { ...emptyExpenses(), rent: 20_000n } }] }],
};
const request = { versionNumber: 1, amount: 50_000n, purpose: LoanPurpose.EQUIPMENT, termMonths: 60, annualRatePercent: 9, equityInjection: 20_000n, creditBand: CreditBand.FROM_680_TO_719, collateral: [{ type: "Equipment", estimatedValue: 60_000n }] };

function readiness(extra: Omit<MessageInitShape<typeof LoanReadinessSchema>, "$typeName"> = {}) {
  return create(LoanReadinessSchema, {
    request,
    cashflow,
    context: { hasCashflow: true, hasBusinessPlan: true, hasBusinessSurvey: true, surveyDone: true },
    thresholds: { dscrMinimum: 1.15, equityMinimumPercent: 10, collateralTarget: 1, minimumCreditBand: CreditBand.FROM_620_TO_679 },
    ...extra,
  });
}

const words = readinessWords("en");

describe("the readiness view", () => {
  it("computes the five Cs from the request given, and reads the saved one only after a submit", () => {
    const r = readiness();
    const saved = savedRequest(r);
    expect(saved?.amount).toBe(50_000n);
    const view = readinessView(r, saved, words);
    expect(view.factors.map((f) => [f.factor, f.shown])).toEqual([
      ["capacity", "ready"],
      ["capital", "ready"],
      ["collateral", "ready"],
      ["character", "ready"],
      ["conditions", "ready"],
    ]);
    expect(view.overall).toBe("ready");
    expect(view.summary.capacity.values.weakestYear?.dscr?.text).toBe("1.61");
    // The learner's edit (a larger amount), before saving: capacity is recomputed.
    const live = readinessView(r, { ...loanRequestLike(r.request!), amount: 150_000n }, words);
    expect(live.factors[0]).toMatchObject({ factor: "capacity", computed: "not-yet", shown: "not-yet" });
    expect(live.factors[0]!.reason).toMatch(/0\.54 times/);
    expect(savedRequest(readiness({ request: { ...request, versionNumber: 0 } }))).toBeUndefined();
  });

  it("shows an override as the state, keeps the computed one beside it, and counts it in the overall state", () => {
    const r = readiness({
      factors: [
        {
          factor: ReadinessFactor.CHARACTER,
          computedState: ReadinessState.READY,
          state: ReadinessState.NOT_YET,
          override: { state: ReadinessState.NOT_YET, reason: "Late payments", byName: "Cora Coach" },
          note: { text: "Bring your report", byName: "Cora Coach" },
        },
        { factor: ReadinessFactor.CAPITAL, note: { text: "  ", byName: "Cora Coach" } },
      ],
    });
    const view = readinessView(r, savedRequest(r), words);
    const character = view.factors.find((f) => f.factor === "character")!;
    expect(character).toMatchObject({ computed: "ready", shown: "not-yet", override: { state: "not-yet", reason: "Late payments", byName: "Cora Coach" }, note: { text: "Bring your report" } });
    expect(view.factors.find((f) => f.factor === "capital")!.note).toBeUndefined();
    expect(view.overall).toBe("not-yet");
  });
});
