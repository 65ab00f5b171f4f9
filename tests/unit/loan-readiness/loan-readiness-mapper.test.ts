/** Loan readiness on the wire (loan-readiness-mapper.ts): requests parsed, the summary with notes and overrides mapped — shown state, overall state, DSCR table. */
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { CoachSetReadinessOverrideRequestSchema, CreditBand, LoanRequestSchema, ReadinessFactor, ReadinessState, ReadinessThresholdsSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { parseOverride, parseThresholds, shownState, toReadinessMessage, type ContextFacts } from "../../../src/server/rpc/loan-readiness/loan-readiness-mapper.js";
import type { StoredReview } from "../../../src/server/rpc/loan-readiness/loan-readiness-store.js";
import { emptyExpenses, emptyIncome, YEAR } from "../../../src/shared/cashflow.js";
import { assessReadiness, DEFAULT_THRESHOLDS, type LoanRequestLike } from "../../../src/shared/loan-readiness.js";

const USER = "11111111-1111-4111-8111-111111111111";
const viewer = { userId: "learner", role: "standard" as const, assignedCoachId: "coach" };
const coach = { id: "coach", firstName: "Carla", lastName: "Coach", email: "carla@example.org" };
const facts: ContextFacts = { hasCashflow: true, hasBusinessPlan: true, planMissingSections: [], hasBusinessSurvey: true, surveyDone: true, surveyWeakestSections: [], taHours: 2, learningCompleted: 3 };
const request: LoanRequestLike = {
  amount: 50_000n,
  purpose: "equipment",
  purposeText: "",
  termMonths: 60,
  annualRatePercent: 9,
  cashflowIncludesLoan: false,
  equityInjection: 10_000n,
  creditBand: "680-719",
  collateral: [{ type: "equipment", description: "Oven", estimatedValue: 60_000n }],
  debts: [],
};
const cashflow = {
  fiscalStartingMonth: 1,
  prestartupCashOnHand: 0n,
  months: [{ year: YEAR.STARTING, months: [{ month: 1, income: { ...emptyIncome(), posSales: 120_000n }, expenses: { ...emptyExpenses(), rent: 60_000n, ownerDraw: 12_000n } }] }],
  anticipatedRevenueChangePercent: [5],
  anticipatedExpenseChangePercent: [3],
};
const summary = assessReadiness(request, { cashflow, planMissingSections: [], survey: { done: true, weakestSections: [] }, taHours: 2, learningCompleted: 3 }, DEFAULT_THRESHOLDS);

const message = (reviews: StoredReview[]) =>
  toReadinessMessage({ request: create(LoanRequestSchema, { versionNumber: 1, amount: 50_000n }), cashflow: undefined, facts, thresholds: { ...DEFAULT_THRESHOLDS }, summary, reviews }, viewer);

describe("toReadinessMessage", () => {
  it("without reviews: every C as computed, the overall from them, two DSCR years and the payment", () => {
    const m = message([]);
    expect(m.factors.map((f) => [f.factor, f.computedState, f.state])).toEqual([
      [ReadinessFactor.CAPACITY, ReadinessState.READY, ReadinessState.READY],
      [ReadinessFactor.CAPITAL, ReadinessState.READY, ReadinessState.READY],
      [ReadinessFactor.COLLATERAL, ReadinessState.READY, ReadinessState.READY],
      [ReadinessFactor.CHARACTER, ReadinessState.READY, ReadinessState.READY],
      [ReadinessFactor.CONDITIONS, ReadinessState.READY, ReadinessState.READY],
    ]);
    expect(m.overallState).toBe(ReadinessState.READY);
    expect(m.dscrYears.map((y) => [y.yearNumber, y.hasRatio])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(m.monthlyPaymentCents).toBe(103_792n);
    expect(m.context).toMatchObject({ taHours: 2, learningCompleted: 3 });
    expect(m.thresholds).toMatchObject({ dscrMinimum: 1.15, minimumCreditBand: CreditBand.FROM_620_TO_679, updatedByName: "" });
  });

  it("an override shows its state beside the computed one, and the overall follows the states shown", () => {
    const at = new Date("2026-12-01T10:00:00Z");
    const m = message([
      { factor: "collateral", note: "Appraisal due.", noteBy: coach, noteAt: at, overrideState: "not-yet", overrideReason: "Old appraisal.", overrideBy: coach, overrideAt: at },
      { factor: "character", note: "Credit class done.", noteBy: coach, noteAt: at, overrideReason: "" },
    ]);
    const collateral = m.factors[2]!;
    expect(collateral).toMatchObject({ computedState: ReadinessState.READY, state: ReadinessState.NOT_YET, reason: "meets" });
    expect(collateral.override).toMatchObject({ state: ReadinessState.NOT_YET, reason: "Old appraisal.", byName: "Carla Coach" });
    expect(collateral.note).toMatchObject({ text: "Appraisal due.", byName: "Carla Coach" });
    expect(m.factors[3]!.override).toBeUndefined();
    expect(m.factors[3]!.state).toBe(ReadinessState.READY);
    expect(m.overallState).toBe(ReadinessState.NOT_YET);
  });

  it("names a nameless author by e-mail only to whom may see it (ADR 0037)", () => {
    const nameless = { id: "admin", email: "boss@example.org" };
    const m = message([{ factor: "capital", note: "x", noteBy: nameless, overrideReason: "" }]);
    expect(m.factors[1]!.note?.byName).toBe("");
    expect(shownState("ready", undefined)).toBe("ready");
    expect(shownState("ready", { factor: "capital", note: "", overrideReason: "r", overrideState: "close" })).toBe("close");
  });
});

describe("parseOverride / parseThresholds", () => {
  const code = (fn: () => unknown) => {
    try {
      fn();
      return "ok";
    } catch (err) {
      return `${Code[ConnectError.from(err).code]}: ${ConnectError.from(err).rawMessage}`;
    }
  };
  it("an override: trimmed, UNSPECIFIED = none, empty note = none", () => {
    expect(parseOverride(create(CoachSetReadinessOverrideRequestSchema, { userId: USER, factor: ReadinessFactor.CAPITAL, overrideState: ReadinessState.CLOSE, overrideReason: " Gift. ", note: " n " }))).toEqual({
      userId: USER,
      factor: "capital",
      change: { note: "n", override: { state: "close", reason: "Gift." } },
    });
    expect(parseOverride(create(CoachSetReadinessOverrideRequestSchema, { userId: USER, factor: ReadinessFactor.CONDITIONS, overrideReason: "ignored" }))).toEqual({ userId: USER, factor: "conditions", change: { note: "" } });
    expect(code(() => parseOverride(create(CoachSetReadinessOverrideRequestSchema, { userId: USER })))).toBe("InvalidArgument: factor: choose one of the five Cs.");
    expect(code(() => parseOverride(create(CoachSetReadinessOverrideRequestSchema, { factor: ReadinessFactor.CAPITAL })))).toBe("InvalidArgument: user_id: required.");
  });
  it("thresholds: the model's shape, the band as its name", () => {
    expect(parseThresholds(create(ReadinessThresholdsSchema, { dscrMinimum: 1.25, equityMinimumPercent: 15, collateralTarget: 0.8, minimumCreditBand: CreditBand.FROM_580_TO_619 }))).toEqual({
      dscrMinimum: 1.25,
      equityMinimumPercent: 15,
      collateralTarget: 0.8,
      minimumCreditBand: "580-619",
    });
    expect(code(() => parseThresholds(undefined))).toBe("InvalidArgument: thresholds: required.");
    expect(code(() => parseThresholds(create(ReadinessThresholdsSchema, { dscrMinimum: 1 })))).toBe('InvalidArgument: thresholds.minimum_credit_band: choose a credit score range (not "don\'t know").');
  });
});
