import { describe, expect, it } from "vitest";
import { emptyExpenses, emptyIncome, MONTH_UNSPECIFIED, YEAR, type CashflowLike } from "../../../src/shared/cashflow.js";
import {
  assessCapacity,
  assessCapital,
  assessCharacter,
  assessCollateral,
  assessConditions,
  assessReadiness,
  capacityFigures,
  DEFAULT_THRESHOLDS,
  hundredthsText,
  monthlyPaymentCents,
  overallState,
  paymentsInYear,
  type CreditBand,
  type LoanRequestLike,
  type ReadinessContext,
} from "../../../src/shared/loan-readiness.js";

// ------------------------------------------------------------------------------------------------
// Fixtures: a cash flow whose starting year holds the given yearly figures in its first month
// ------------------------------------------------------------------------------------------------

interface Year {
  revenue?: bigint;
  salesOnCredit?: bigint;
  otherRevenue?: bigint;
  borrowed?: bigint;
  invested?: bigint;
  rent?: bigint;
  interest?: bigint;
  principal?: bigint;
  draw?: bigint;
  additionalDraw?: bigint;
  capitalPurchase?: bigint;
}

function cashflow(y: Year, percents: { revenue?: number[]; expense?: number[] } = {}): CashflowLike {
  const income = {
    ...emptyIncome(),
    posSales: y.revenue ?? 0n,
    salesOnCredit: y.salesOnCredit ?? 0n,
    otherRevenue: y.otherRevenue ? [{ label: "Catering", amount: y.otherRevenue }] : [],
    moneyBorrowed: y.borrowed ?? 0n,
    moneyPersonallyInvested: y.invested ?? 0n,
  };
  const expenses = {
    ...emptyExpenses(),
    rent: y.rent ?? 0n,
    interestOnLoans: y.interest ?? 0n,
    loanPrincipal: y.principal ?? 0n,
    ownerDraw: y.draw ?? 0n,
    additionalDraw: y.additionalDraw ? [{ label: "Spouse", amount: y.additionalDraw }] : [],
    capitalPurchase: y.capitalPurchase ?? 0n,
  };
  return {
    fiscalStartingMonth: 1,
    prestartupCashOnHand: 5_000n,
    // Pre-startup money is never part of the starting year's figures.
    preStartup: { month: MONTH_UNSPECIFIED, income: { ...emptyIncome(), posSales: 99_999n }, expenses: { ...emptyExpenses(), loanPrincipal: 77_777n } },
    months: [{ year: YEAR.STARTING, months: [{ month: 1, income, expenses }] }],
    anticipatedRevenueChangePercent: percents.revenue ?? [],
    anticipatedExpenseChangePercent: percents.expense ?? [],
  };
}

function request(r: Partial<LoanRequestLike> = {}): LoanRequestLike {
  return {
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
    ...r,
  };
}

function context(c: Partial<ReadinessContext> = {}): ReadinessContext {
  return { cashflow: cashflow({ revenue: 120_000n, rent: 60_000n, draw: 12_000n }), planMissingSections: [], survey: { done: true, weakestSections: [] }, taHours: 3, learningCompleted: 2, ...c };
}

// ------------------------------------------------------------------------------------------------
// The requested loan's payment (hand-computed)
// ------------------------------------------------------------------------------------------------

describe("the requested loan's monthly payment", () => {
  it.each([
    // 9 %/60 months on $50,000: r = 0.0075; 50,000 × 0.0075 / (1 − 1.0075^−60) = 1,037.9167… → $1,037.92
    { amount: 50_000n, rate: 9, term: 60, cents: 103_792n },
    // 0 %: straight division; 50,000 / 60 = 833.333… → $833.33
    { amount: 50_000n, rate: 0, term: 60, cents: 83_333n },
    { amount: 60_000n, rate: 0, term: 60, cents: 100_000n },
    // 6 %/12 months on $12,000: r = 0.005; 60 / (1 − 1.005^−12) = 1,032.7981… → $1,032.80
    { amount: 12_000n, rate: 6, term: 12, cents: 103_280n },
    // 2 / 3 = 0.666… → $0.67 (halves away from zero, one rounding)
    { amount: 2n, rate: 0, term: 3, cents: 67n },
    { amount: 0n, rate: 9, term: 60, cents: 0n },
  ])("$amount at $rate % over $term months → $cents cents", ({ amount, rate, term, cents }) => {
    expect(monthlyPaymentCents(amount, rate, term)).toBe(cents);
  });

  it.each([
    { rate: 9, term: 0 },
    { rate: 9, term: -12 },
    { rate: 9, term: 12.5 },
    { rate: -1, term: 60 },
    { rate: Number.NaN, term: 60 },
  ])("no payment for term $term at $rate %", ({ rate, term }) => {
    expect(monthlyPaymentCents(50_000n, rate, term)).toBeUndefined();
  });

  it.each([
    { term: 60, index: 0, payments: 12 },
    { term: 60, index: 4, payments: 12 },
    { term: 60, index: 5, payments: 0 },
    { term: 18, index: 0, payments: 12 },
    { term: 18, index: 1, payments: 6 },
    { term: 18, index: 2, payments: 0 },
  ])("a $term-month loan has $payments payments in year index $index", ({ term, index, payments }) => {
    expect(paymentsInYear(term, index)).toBe(payments);
  });

  it("shows hundredths as text", () => {
    expect([115n, 100n, 5n, 0n, -40n, 1234n].map(hundredthsText)).toEqual(["1.15", "1.00", "0.05", "0.00", "-0.40", "12.34"]);
  });
});

// ------------------------------------------------------------------------------------------------
// Capacity (DSCR) by year
// ------------------------------------------------------------------------------------------------

describe("capacity figures", () => {
  // Base: revenue 120,000 − rent 60,000 − owner's draw 12,000 = 48,000 available for debt service.
  const base = { revenue: 120_000n, rent: 60_000n, draw: 12_000n };

  it.each([
    {
      name: "a cash flow with no debt and the loan already included: no payments to cover",
      y: base,
      r: { cashflowIncludesLoan: true },
      cash: 4_800_000n, interest: 0n, principal: 0n, requested: 0n, service: 0n, dscr: undefined,
    },
    {
      name: "existing debt only (the request's payments already in the cash flow)",
      // interest 2,400 is an operating expense but not taken from cash available; principal 21,600
      y: { ...base, interest: 2_400n, principal: 21_600n },
      r: { cashflowIncludesLoan: true },
      cash: 4_800_000n, interest: 240_000n, principal: 2_160_000n, requested: 0n, service: 2_400_000n, dscr: "2.00",
    },
    {
      name: "no debt, the requested loan at 0 % over 60 months ($60,000 → $1,000.00 × 12)",
      y: base,
      r: { amount: 60_000n, annualRatePercent: 0 },
      cash: 4_800_000n, interest: 0n, principal: 0n, requested: 1_200_000n, service: 1_200_000n, dscr: "4.00",
    },
    {
      name: "no debt, the requested loan at 9 % over 60 months ($1,037.92 × 12 = $12,455.04)",
      // 48,000 / 12,455.04 = 3.8539… → 3.85
      y: base,
      r: {},
      cash: 4_800_000n, interest: 0n, principal: 0n, requested: 1_245_504n, service: 1_245_504n, dscr: "3.85",
    },
    {
      name: "existing debt and the requested loan at 9 %: both counted once",
      // 48,000 / (2,400 + 21,600 + 12,455.04) = 48,000 / 36,455.04 = 1.3166… → 1.32
      y: { ...base, interest: 2_400n, principal: 21_600n },
      r: {},
      cash: 4_800_000n, interest: 240_000n, principal: 2_160_000n, requested: 1_245_504n, service: 3_645_504n, dscr: "1.32",
    },
    {
      name: "revenue counts sales on credit and other revenue, never money borrowed or invested; draws include additional draws",
      // (100,000 + 15,000 + 5,000) − 60,000 − (10,000 + 2,000) = 48,000; capital purchases are not operating expenses
      y: { revenue: 100_000n, salesOnCredit: 15_000n, otherRevenue: 5_000n, borrowed: 50_000n, invested: 20_000n, rent: 60_000n, draw: 10_000n, additionalDraw: 2_000n, capitalPurchase: 30_000n },
      r: { amount: 60_000n, annualRatePercent: 0 },
      cash: 4_800_000n, interest: 0n, principal: 0n, requested: 1_200_000n, service: 1_200_000n, dscr: "4.00",
    },
    {
      name: "negative cash available gives a negative ratio",
      // (10,000 − 22,000) / 12,000 = −1.00
      y: { revenue: 10_000n, rent: 22_000n },
      r: { amount: 60_000n, annualRatePercent: 0 },
      cash: -1_200_000n, interest: 0n, principal: 0n, requested: 1_200_000n, service: 1_200_000n, dscr: "-1.00",
    },
  ])("$name", ({ y, r, cash, interest, principal, requested, service, dscr }) => {
    const figures = capacityFigures(cashflow(y), request(r));
    const first = figures?.years[0];
    expect(figures?.years).toHaveLength(1);
    expect(first).toMatchObject({ yearNumber: 1, cashAvailableCents: cash, interestCents: interest, principalCents: principal, requestedLoanPaymentCents: requested, debtServiceCents: service });
    expect(first?.dscr?.text).toBe(dscr);
    if (dscr !== undefined) expect(first?.dscr?.value).toBe(Number(dscr));
  });

  it("never counts already-included payments twice", () => {
    const y = { ...base, interest: 2_400n, principal: 21_600n };
    const included = capacityFigures(cashflow(y), request({ cashflowIncludesLoan: true }));
    const added = capacityFigures(cashflow(y), request({ cashflowIncludesLoan: false }));
    expect(included?.monthlyPaymentCents).toBe(0n);
    expect(included?.years[0]?.requestedLoanPayments).toBe(0);
    expect(included?.years[0]?.debtServiceCents).toBe(2_400_000n);
    expect(added?.monthlyPaymentCents).toBe(103_792n);
    expect(added?.years[0]?.debtServiceCents).toBe(2_400_000n + 1_245_504n);
  });

  it("projects each year after the starting year, with the loan's payments only within its term", () => {
    // Starting year: revenue 120,000; operating 60,000 rent + 2,400 interest = 62,400; principal 6,000; draw 12,000.
    // Year 2: revenue +10 % = 132,000; operating +10 % = 68,640, interest 2,640 → other operating 66,000;
    //   cash 132,000 − 66,000 − 12,000 = 54,000; requested $1,000 × 6 (18-month term) = 6,000;
    //   service 2,640 + 6,000 + 6,000 = 14,640 → 3.6885… → 3.69.
    // Year 3: revenue 0 % = 132,000; operating −50 % = 34,320, interest 1,320 → 33,000; cash 87,000;
    //   no requested payments; service 1,320 + 6,000 = 7,320 → 11.8852… → 11.89.
    const figures = capacityFigures(cashflow({ ...base, interest: 2_400n, principal: 6_000n }, { revenue: [10, 0], expense: [10, -50] }), request({ amount: 18_000n, annualRatePercent: 0, termMonths: 18 }));
    expect(figures?.years.map((y) => y.yearNumber)).toEqual([1, 2, 3]);
    expect(figures?.years.map((y) => y.requestedLoanPayments)).toEqual([12, 6, 0]);
    expect(figures?.years[0]).toMatchObject({ cashAvailableCents: 4_800_000n, debtServiceCents: 240_000n + 600_000n + 1_200_000n });
    expect(figures?.years[0]?.dscr?.text).toBe("2.35"); // 48,000 / 20,400 = 2.3529…
    expect(figures?.years[1]).toMatchObject({ revenueCents: 13_200_000n, operatingExpensesCents: 6_600_000n, interestCents: 264_000n, cashAvailableCents: 5_400_000n, requestedLoanPaymentCents: 600_000n, debtServiceCents: 1_464_000n });
    expect(figures?.years[1]?.dscr?.text).toBe("3.69");
    expect(figures?.years[2]).toMatchObject({ interestCents: 132_000n, cashAvailableCents: 8_700_000n, requestedLoanPaymentCents: 0n, debtServiceCents: 732_000n });
    expect(figures?.years[2]?.dscr?.text).toBe("11.89");
  });

  it("says 'no payments to cover' for a year after the term with no other debt", () => {
    const figures = capacityFigures(cashflow(base, { revenue: [0, 0] }), request({ amount: 12_000n, annualRatePercent: 0, termMonths: 12 }));
    expect(figures?.years.map((y) => y.dscr?.text)).toEqual(["4.00", undefined, undefined]);
    expect(figures?.years[1]?.debtServiceCents).toBe(0n);
  });
});

describe("capacity state", () => {
  // Principal 10,000 a year is the whole debt service; cash available is the revenue.
  const at = (revenue: bigint, ctx: Partial<ReadinessContext> = {}, t = DEFAULT_THRESHOLDS) =>
    assessCapacity(request({ cashflowIncludesLoan: true }), context({ cashflow: cashflow({ revenue, principal: 10_000n }), ...ctx }), t);

  it.each([
    { revenue: 20_000n, shown: "2.00", state: "ready", reason: "meets" },
    { revenue: 11_500n, shown: "1.15", state: "ready", reason: "meets" },
    { revenue: 11_495n, shown: "1.15", state: "ready", reason: "meets" }, // 1.1495 shows 1.15: the shown figure decides
    { revenue: 11_494n, shown: "1.15", state: "ready", reason: "meets" },
    { revenue: 11_449n, shown: "1.14", state: "close", reason: "close" },
    { revenue: 10_350n, shown: "1.04", state: "close", reason: "close" }, // ≥ 90 % of 1.15 = 1.035
    { revenue: 10_349n, shown: "1.03", state: "not-yet", reason: "below" },
    { revenue: 0n, shown: "0.00", state: "not-yet", reason: "below" },
  ])("DSCR $shown → $state", ({ revenue, shown, state, reason }) => {
    const c = at(revenue);
    expect(c.values.weakestYear?.dscr?.text).toBe(shown);
    expect(c.state).toBe(state);
    expect(c.reason).toBe(reason);
    expect(c.next).toEqual(state === "ready" ? { kind: "none" } : { kind: "tool", route: "/cashflow-tool" });
  });

  it("follows the threshold it is given", () => {
    expect(at(12_000n, {}, { ...DEFAULT_THRESHOLDS, dscrMinimum: 1.25 }).state).toBe("close");
    expect(at(12_500n, {}, { ...DEFAULT_THRESHOLDS, dscrMinimum: 1.25 }).state).toBe("ready");
    expect(at(12_500n).values.minimum).toBe("1.15");
  });

  it("decides by the lowest year", () => {
    const c = assessCapacity(request({ cashflowIncludesLoan: true }), context({ cashflow: cashflow({ revenue: 20_000n, principal: 10_000n }, { revenue: [-45] }) }), DEFAULT_THRESHOLDS);
    expect(c.values.figures?.years.map((y) => y.dscr?.text)).toEqual(["2.00", "1.10"]);
    expect(c.values.weakestYear?.yearNumber).toBe(2);
    expect(c.state).toBe("close");
  });

  it.each([
    { name: "no cash flow", r: request(), ctx: { cashflow: undefined }, reason: "no-cashflow", next: { kind: "tool", route: "/cashflow-tool" } },
    { name: "no request", r: undefined, ctx: {}, reason: "no-request", next: { kind: "field", path: "amount" } },
    { name: "amount 0", r: request({ amount: 0n }), ctx: {}, reason: "no-request", next: { kind: "field", path: "amount" } },
    { name: "no term", r: request({ termMonths: 0 }), ctx: {}, reason: "no-term", next: { kind: "field", path: "term_months" } },
  ])("unknown with $name", ({ r, ctx, reason, next }) => {
    const c = assessCapacity(r, context(ctx), DEFAULT_THRESHOLDS);
    expect(c.state).toBe("unknown");
    expect(c.reason).toBe(reason);
    expect(c.next).toEqual(next);
  });

  it("a term is not needed when the cash flow already includes the loan", () => {
    expect(assessCapacity(request({ termMonths: 0, cashflowIncludesLoan: true }), context({ cashflow: cashflow({ revenue: 20_000n, principal: 10_000n }) }), DEFAULT_THRESHOLDS).state).toBe("ready");
  });

  it("no payments at all when the loan is said to be included: not yet, open the cash flow", () => {
    const c = assessCapacity(request({ cashflowIncludesLoan: true }), context(), DEFAULT_THRESHOLDS);
    expect(c.values.figures?.years[0]?.dscr).toBeUndefined();
    expect(c).toMatchObject({ state: "not-yet", reason: "included-but-missing", next: { kind: "tool", route: "/cashflow-tool" } });
  });
});

// ------------------------------------------------------------------------------------------------
// Capital, collateral, character, conditions
// ------------------------------------------------------------------------------------------------

describe("capital", () => {
  it.each([
    { equity: 20_000n, shown: "18.2", state: "ready" },
    { equity: 10_000n, shown: "10.0", state: "ready" }, // 10,000 / 100,000
    { equity: 9_990n, shown: "10.0", state: "ready" }, // 9.99099 % shows 10.0
    { equity: 9_940n, shown: "9.9", state: "close" }, // 9.9428 %
    { equity: 8_850n, shown: "9.0", state: "close" }, // 8.95296 % → 9.0 = 90 % of 10.0
    { equity: 8_800n, shown: "8.9", state: "not-yet" }, // 8.9069 %
    { equity: 0n, shown: "0.0", state: "not-yet" },
  ])("equity $equity with 90,000 dollars requested → $shown % ($state)", ({ equity, shown, state }) => {
    const c = assessCapital(request({ amount: 90_000n, equityInjection: equity }), DEFAULT_THRESHOLDS);
    expect(c.values.value).toBe(shown);
    expect(c.values.minimum).toBe("10.0");
    expect(c.state).toBe(state);
    expect(c.next).toEqual(state === "ready" ? { kind: "none" } : { kind: "field", path: "equity_injection" });
  });

  it("a minimum of 0 is always met; unknown without an amount", () => {
    expect(assessCapital(request({ equityInjection: 0n }), { ...DEFAULT_THRESHOLDS, equityMinimumPercent: 0 }).state).toBe("ready");
    expect(assessCapital(request({ amount: 0n }), DEFAULT_THRESHOLDS)).toMatchObject({ state: "unknown", reason: "no-request" });
    expect(assessCapital(undefined, DEFAULT_THRESHOLDS).state).toBe("unknown");
  });
});

describe("collateral", () => {
  const item = (estimatedValue: bigint) => ({ type: "real-estate", description: "Shop", estimatedValue });
  it.each([
    { values: [150_000n], shown: "1.50", state: "ready", reason: "meets" },
    { values: [60_000n, 40_000n], shown: "1.00", state: "ready", reason: "meets" },
    { values: [99_500n], shown: "1.00", state: "ready", reason: "meets" }, // 0.995 shows 1.00
    { values: [99_400n], shown: "0.99", state: "close", reason: "close" },
    { values: [89_500n], shown: "0.90", state: "close", reason: "close" },
    { values: [89_400n], shown: "0.89", state: "not-yet", reason: "below" },
    { values: [0n], shown: "0.00", state: "not-yet", reason: "below" },
    { values: [], shown: "0.00", state: "not-yet", reason: "none-listed" },
  ])("$values for 100,000 dollars → $shown ($state, $reason)", ({ values, shown, state, reason }) => {
    const c = assessCollateral(request({ amount: 100_000n, collateral: values.map(item) }), DEFAULT_THRESHOLDS);
    expect(c.values.value).toBe(shown);
    expect(c.state).toBe(state);
    expect(c.reason).toBe(reason);
    expect(c.values.items).toBe(values.length);
    expect(c.next).toEqual(state === "ready" ? { kind: "none" } : { kind: "field", path: "collateral" });
  });

  it("a target of 0 is met even with no collateral; unknown without an amount", () => {
    expect(assessCollateral(request({ collateral: [] }), { ...DEFAULT_THRESHOLDS, collateralTarget: 0 }).state).toBe("ready");
    expect(assessCollateral(request({ amount: 0n }), DEFAULT_THRESHOLDS).state).toBe("unknown");
  });
});

describe("character", () => {
  it.each<{ band: CreditBand; state: string; reason: string }>([
    { band: "720-plus", state: "ready", reason: "meets" },
    { band: "680-719", state: "ready", reason: "meets" },
    { band: "620-679", state: "ready", reason: "meets" },
    { band: "580-619", state: "close", reason: "one-band-below" },
    { band: "under-580", state: "not-yet", reason: "below" },
    { band: "unknown", state: "unknown", reason: "band-unknown" },
  ])("$band against 620–679 → $state", ({ band, state, reason }) => {
    const c = assessCharacter(request({ creditBand: band }), context({ taHours: 7.5, learningCompleted: 4 }), DEFAULT_THRESHOLDS);
    expect(c).toMatchObject({ state, reason, values: { band, minimum: "620-679", taHours: 7.5, learningCompleted: 4 } });
    if (state === "close" || state === "not-yet") expect(c.next.kind).toBe("library");
    if (state === "unknown") expect(c.next).toEqual({ kind: "field", path: "credit_band" });
  });

  it("TA hours and learning are shown, not scored", () => {
    const none = assessCharacter(request({ creditBand: "620-679" }), context({ taHours: 0, learningCompleted: 0 }), DEFAULT_THRESHOLDS);
    const lots = assessCharacter(request({ creditBand: "620-679" }), context({ taHours: 100, learningCompleted: 50 }), DEFAULT_THRESHOLDS);
    expect(none.state).toBe(lots.state);
  });

  it("follows the minimum band it is given; unknown without a request", () => {
    expect(assessCharacter(request({ creditBand: "680-719" }), context(), { ...DEFAULT_THRESHOLDS, minimumCreditBand: "720-plus" }).state).toBe("close");
    expect(assessCharacter(request({ creditBand: "under-580" }), context(), { ...DEFAULT_THRESHOLDS, minimumCreditBand: "under-580" }).state).toBe("ready");
    expect(assessCharacter(undefined, context(), DEFAULT_THRESHOLDS).state).toBe("unknown");
  });
});

describe("conditions", () => {
  it.each([
    { name: "all met", r: {}, ctx: {}, state: "ready", next: { kind: "none" } },
    { name: "all met, weakest survey section as library content", r: {}, ctx: { survey: { done: true, weakestSections: ["marketing", "finance"] } }, state: "ready", next: { kind: "library", tag: "marketing" } },
    { name: "no purpose", r: { purpose: "" as const }, ctx: {}, state: "close", next: { kind: "field", path: "purpose" } },
    { name: "other without its text", r: { purpose: "other" as const, purposeText: "  " }, ctx: {}, state: "close", next: { kind: "field", path: "purpose_text" } },
    { name: "other with its text", r: { purpose: "other" as const, purposeText: "A food truck" }, ctx: {}, state: "ready", next: { kind: "none" } },
    { name: "plan sections missing", r: {}, ctx: { planMissingSections: ["market", "team"] }, state: "close", next: { kind: "tool", route: "/my-business" } },
    { name: "no plan", r: {}, ctx: { planMissingSections: undefined }, state: "close", next: { kind: "tool", route: "/my-business" } },
    { name: "survey not done", r: {}, ctx: { survey: undefined }, state: "close", next: { kind: "tool", route: "/my-business" } },
    { name: "two missing", r: { purpose: undefined }, ctx: { survey: { done: false, weakestSections: [] } }, state: "not-yet", next: { kind: "field", path: "purpose" } },
    { name: "all missing", r: { purpose: undefined }, ctx: { survey: undefined, planMissingSections: ["market"] }, state: "not-yet", next: { kind: "field", path: "purpose" } },
  ])("$name → $state", ({ r, ctx, state, next }) => {
    const c = assessConditions(request(r), context(ctx));
    expect(c.state).toBe(state);
    expect(c.next).toEqual(next);
  });

  it("names what is missing and is unknown without a request", () => {
    const c = assessConditions(request(), context({ planMissingSections: ["market"], survey: { done: true, weakestSections: ["finance"] } }));
    expect(c.values).toEqual({ purposeStated: true, planMissingSections: ["market"], surveyDone: true, weakestSections: ["finance"] });
    expect(assessConditions(undefined, context()).state).toBe("unknown");
  });
});

describe("the summary", () => {
  it("is ready when every C is", () => {
    const s = assessReadiness(request(), context(), DEFAULT_THRESHOLDS);
    expect([s.capacity.state, s.capital.state, s.collateral.state, s.character.state, s.conditions.state]).toEqual(["ready", "ready", "ready", "ready", "ready"]);
    expect(s.overall).toEqual({ state: "ready", ready: 5, of: 5 });
  });

  it("is unknown when there is nothing to judge", () => {
    const s = assessReadiness(undefined, { taHours: 0, learningCompleted: 0 }, DEFAULT_THRESHOLDS);
    expect([s.capacity.state, s.capital.state, s.collateral.state, s.character.state, s.conditions.state]).toEqual(["unknown", "unknown", "unknown", "unknown", "unknown"]);
    expect(s.overall).toEqual({ state: "unknown", ready: 0, of: 5 });
  });

  it.each([
    { states: ["ready", "close", "ready"], overall: "close" },
    { states: ["ready", "unknown", "close"], overall: "unknown" },
    { states: ["not-yet", "unknown", "ready"], overall: "not-yet" },
  ] as const)("$states → $overall", ({ states, overall }) => {
    expect(overallState(states)).toBe(overall);
  });
});
