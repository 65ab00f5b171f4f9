/** The loan-readiness messages → the model's shapes (src/shared/loan-readiness-proto.ts), and the plan's required sections. */
import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import {
  BusinessPlanSchema,
  CashflowSchema,
  CreditBand,
  LoanPurpose,
  LoanReadinessSchema,
  LoanRequestSchema,
  ReadinessContextSchema,
  ReadinessFactor,
  ReadinessState,
} from "../../../src/gen/compass/v1/compass_pb.js";
import { planMissingSections, PLAN_REQUIRED_SECTIONS } from "../../../src/shared/business-plan.js";
import { CREDIT_BANDS, DEFAULT_THRESHOLDS, LOAN_PURPOSES } from "../../../src/shared/loan-readiness.js";
import {
  BAND_MESSAGE,
  BAND_OF,
  FACTOR_MESSAGE,
  FACTOR_OF,
  FACTORS,
  loanRequestLike,
  PURPOSE_OF,
  rankedBand,
  readinessContextLike,
  readinessInputs,
  STATE_MESSAGE,
  STATE_OF,
  surveySectionTag,
  thresholdsLike,
} from "../../../src/shared/loan-readiness-proto.js";

describe("enums", () => {
  it.each([
    [LoanPurpose.UNSPECIFIED, ""],
    [LoanPurpose.WORKING_CAPITAL, "working-capital"],
    [LoanPurpose.EQUIPMENT, "equipment"],
    [LoanPurpose.INVENTORY, "inventory"],
    [LoanPurpose.REAL_ESTATE, "real-estate"],
    [LoanPurpose.REFINANCE, "refinance"],
    [LoanPurpose.START_UP, "start-up"],
    [LoanPurpose.OTHER, "other"],
  ])("purpose %i → %s", (purpose, model) => expect(PURPOSE_OF[purpose]).toBe(model));

  it("every model purpose has a message value", () => {
    expect(Object.values(PURPOSE_OF).filter(Boolean).sort()).toEqual([...LOAN_PURPOSES].sort());
  });

  it.each([
    [CreditBand.UNSPECIFIED, "unknown"],
    [CreditBand.BELOW_580, "under-580"],
    [CreditBand.FROM_580_TO_619, "580-619"],
    [CreditBand.FROM_620_TO_679, "620-679"],
    [CreditBand.FROM_680_TO_719, "680-719"],
    [CreditBand.AT_LEAST_720, "720-plus"],
    [CreditBand.DONT_KNOW, "unknown"],
  ])("band %i → %s", (band, model) => expect(BAND_OF[band]).toBe(model));

  it("ranked bands go both ways; unranked ones have no rank", () => {
    for (const b of CREDIT_BANDS) expect(BAND_OF[BAND_MESSAGE[b]]).toBe(b);
    expect(rankedBand(CreditBand.DONT_KNOW)).toBeUndefined();
    expect(rankedBand(CreditBand.UNSPECIFIED)).toBeUndefined();
    expect(rankedBand(42 as CreditBand)).toBeUndefined();
    expect(rankedBand(CreditBand.AT_LEAST_720)).toBe("720-plus");
  });

  it("states and factors go both ways; UNSPECIFIED is none", () => {
    for (const s of ["ready", "close", "not-yet", "unknown"] as const) expect(STATE_OF[STATE_MESSAGE[s]]).toBe(s);
    expect(STATE_OF[ReadinessState.UNSPECIFIED]).toBeUndefined();
    for (const f of FACTORS) expect(FACTOR_OF[FACTOR_MESSAGE[f]]).toBe(f);
    expect(FACTOR_OF[ReadinessFactor.UNSPECIFIED]).toBeUndefined();
    expect(FACTORS).toEqual(["capacity", "capital", "collateral", "character", "conditions"]);
  });
});

describe("loanRequestLike", () => {
  it("maps every field, the maturity date as YYYY-MM-DD", () => {
    const r = create(LoanRequestSchema, {
      versionNumber: 3,
      amount: 50_000n,
      purpose: LoanPurpose.OTHER,
      purposeText: "Truck",
      termMonths: 60,
      annualRatePercent: 9.5,
      cashflowIncludesLoan: true,
      equityInjection: 5_000n,
      creditBand: CreditBand.FROM_620_TO_679,
      collateral: [{ type: "Vehicle", description: "Van", estimatedValue: 20_000n }],
      debts: [
        { lender: "Bank", balance: 9_000n, monthlyPayment: 300n, maturityDate: { year: 2029, month: 6, day: 3 } },
        { lender: "Card", balance: 1_000n, monthlyPayment: 50n },
      ],
    });
    expect(loanRequestLike(r)).toEqual({
      amount: 50_000n,
      purpose: "other",
      purposeText: "Truck",
      termMonths: 60,
      annualRatePercent: 9.5,
      cashflowIncludesLoan: true,
      equityInjection: 5_000n,
      creditBand: "620-679",
      collateral: [{ type: "Vehicle", description: "Van", estimatedValue: 20_000n }],
      debts: [
        { lender: "Bank", balance: 9_000n, monthlyPayment: 300n, maturityDate: "2029-06-03" },
        { lender: "Card", balance: 1_000n, monthlyPayment: 50n, maturityDate: "" },
      ],
    });
  });

  it("an empty message: no purpose, band unknown", () => {
    expect(loanRequestLike(create(LoanRequestSchema))).toMatchObject({ amount: 0n, purpose: "", creditBand: "unknown", collateral: [], debts: [] });
  });
});

describe("thresholds and context", () => {
  it("thresholdsLike keeps the numbers; an unranked band reads as the default", () => {
    expect(thresholdsLike({ dscrMinimum: 1.25, equityMinimumPercent: 20, collateralTarget: 0.8, minimumCreditBand: CreditBand.FROM_680_TO_719 })).toEqual({
      dscrMinimum: 1.25,
      equityMinimumPercent: 20,
      collateralTarget: 0.8,
      minimumCreditBand: "680-719",
    });
    expect(thresholdsLike({ dscrMinimum: 1, equityMinimumPercent: 1, collateralTarget: 1, minimumCreditBand: CreditBand.DONT_KNOW }).minimumCreditBand).toBe(DEFAULT_THRESHOLDS.minimumCreditBand);
  });

  it("readinessContextLike: absent documents are absent; weakest survey sections become their first library tag", () => {
    expect(readinessContextLike(undefined, undefined)).toEqual({ taHours: 0, learningCompleted: 0 });
    const cashflow = create(CashflowSchema);
    const c = create(ReadinessContextSchema, {
      hasCashflow: true,
      hasBusinessPlan: true,
      planMissingSections: ["market_research"],
      hasBusinessSurvey: true,
      surveyDone: true,
      surveyWeakestSections: ["Finances and bookkeeping", "No longer asked"],
      taHours: 2.5,
      learningCompleted: 4,
    });
    expect(readinessContextLike(c, cashflow)).toEqual({
      cashflow,
      planMissingSections: ["market_research"],
      survey: { done: true, weakestSections: ["bookkeeping"] },
      taHours: 2.5,
      learningCompleted: 4,
    });
    expect(surveySectionTag("Marketing and sales")).toBe("marketing");
    // has_cashflow without the message: no cash flow.
    expect(readinessContextLike(create(ReadinessContextSchema, { hasCashflow: true }), undefined).cashflow).toBeUndefined();
  });

  it("readinessInputs: no request before the first submit; default thresholds without any", () => {
    const empty = readinessInputs(create(LoanReadinessSchema, { request: { versionNumber: 0, amount: 5n } }));
    expect(empty.request).toBeUndefined();
    expect(empty.thresholds).toEqual(DEFAULT_THRESHOLDS);
    expect(readinessInputs(create(LoanReadinessSchema, { request: { versionNumber: 1, amount: 5n } })).request?.amount).toBe(5n);
  });
});

describe("planMissingSections", () => {
  it("an empty plan misses every required section, in order", () => {
    expect(planMissingSections(create(BusinessPlanSchema))).toEqual([...PLAN_REQUIRED_SECTIONS]);
  });
  it("blank answers and empty table rows do not count; optional answers are never missing", () => {
    const plan = create(BusinessPlanSchema, {
      companyDescription: "Bakery",
      companyGoodsServices: "  ",
      businessGoals: "Grow",
      targetMarket: "Town",
      customerCharacteristics: "Families",
      marketResearch: "Survey",
      howWillCompeteAgainstCompetition: "Quality",
      competitors: [{}],
      productCosts: [{ productServiceName: "Loaf" }],
    });
    expect(planMissingSections(plan)).toEqual(["company_goods_services", "competitors"]);
  });
});
