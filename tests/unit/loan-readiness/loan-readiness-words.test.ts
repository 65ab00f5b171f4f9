import { describe, expect, it } from "vitest";
import { emptyExpenses, emptyIncome, YEAR, type CashflowLike } from "../../../src/shared/cashflow.js";
import { assessReadiness, DEFAULT_THRESHOLDS, type LoanRequestLike, type ReadinessContext, type ReadinessSummary } from "../../../src/shared/loan-readiness.js";
import { DISCLAIMER, readinessLanguage, readinessWords } from "../../../src/shared/loan-readiness-words.js";

const cashflow = (revenue: bigint, principal: bigint): CashflowLike => ({
  fiscalStartingMonth: 1,
  prestartupCashOnHand: 0n,
  months: [{ year: YEAR.STARTING, months: [{ month: 1, income: { ...emptyIncome(), posSales: revenue }, expenses: { ...emptyExpenses(), loanPrincipal: principal } }] }],
  anticipatedRevenueChangePercent: [],
  anticipatedExpenseChangePercent: [],
});

const request = (r: Partial<LoanRequestLike> = {}): LoanRequestLike => ({
  amount: 90_000n,
  purpose: "equipment",
  purposeText: "",
  termMonths: 60,
  annualRatePercent: 9,
  cashflowIncludesLoan: true,
  equityInjection: 10_000n,
  creditBand: "680-719",
  collateral: [{ type: "equipment", description: "Oven", estimatedValue: 100_000n }],
  debts: [],
  ...r,
});

const context = (c: Partial<ReadinessContext> = {}): ReadinessContext => ({
  cashflow: cashflow(20_000n, 10_000n),
  planMissingSections: [],
  survey: { done: true, weakestSections: [] },
  taHours: 3,
  learningCompleted: 2,
  ...c,
});

/** Every sentence a summary gives, in both languages. */
function sentences(s: ReadinessSummary, language: string): string[] {
  const w = readinessWords(language);
  return [
    w.capacity(s.capacity),
    w.capital(s.capital),
    w.collateral(s.collateral),
    w.character(s.character),
    w.conditions(s.conditions),
    w.overall(s),
    ...[s.capacity, s.capital, s.collateral, s.character, s.conditions].map((c) => w.state(c.state)),
  ];
}

const SUMMARIES: { name: string; summary: ReadinessSummary }[] = [
  { name: "all ready", summary: assessReadiness(request(), context(), DEFAULT_THRESHOLDS) },
  { name: "nothing known", summary: assessReadiness(undefined, { taHours: 0, learningCompleted: 0 }, DEFAULT_THRESHOLDS) },
  {
    name: "all below",
    summary: assessReadiness(
      request({ equityInjection: 0n, collateral: [], creditBand: "under-580", purpose: undefined }),
      context({ cashflow: cashflow(5_000n, 10_000n), planMissingSections: ["market"], survey: undefined }),
      DEFAULT_THRESHOLDS,
    ),
  },
  { name: "no term", summary: assessReadiness(request({ cashflowIncludesLoan: false, termMonths: 0, creditBand: "unknown" }), context(), DEFAULT_THRESHOLDS) },
  { name: "included but missing", summary: assessReadiness(request(), context({ cashflow: cashflow(20_000n, 0n), planMissingSections: undefined }), DEFAULT_THRESHOLDS) },
];

describe("readiness words", () => {
  it.each(SUMMARIES.flatMap((s) => ["en", "es"].map((language) => ({ ...s, language }))))("$name in $language: every sentence is worded", ({ summary, language }) => {
    for (const text of sentences(summary, language)) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/undefined|NaN|\[object/u);
    }
  });

  it("words the figures behind each C", () => {
    const en = readinessWords("en");
    const s = SUMMARIES[0]!.summary;
    expect(en.capacity(s.capacity)).toContain("2.00 times");
    expect(en.capacity(s.capacity)).toContain("at least 1.15");
    expect(en.capital(s.capital)).toBe("Your own money is 10.0% of the total ($10,000.00 of $100,000.00); lenders look for at least 10.0%.");
    expect(en.collateral(s.collateral)).toContain("1.11 times");
    expect(en.character(s.character)).toContain("3 hours with your coach and 2 lessons completed");
    expect(readinessWords("es").capital(s.capital)).toContain("10.0 %");
    const below = SUMMARIES[2]!.summary;
    expect(en.collateral(below.collateral)).toBe("You have not listed any collateral yet.");
    expect(readinessWords("es").conditions(below.conditions)).toContain("(falta 1 sección)");
    expect(en.conditions(below.conditions)).toBe("To do: state the loan's purpose, finish your business plan (1 section missing) and take the business survey.");
  });

  it("words next steps", () => {
    const en = readinessWords("en");
    expect(en.nextStep({ kind: "field", path: "equity_injection" })).toBe("Fill in the money you put into the business.");
    expect(en.nextStep({ kind: "tool", route: "/cashflow-tool" })).toBe("Open your cash flow.");
    expect(readinessWords("es").nextStep({ kind: "tool", route: "/my-business" })).toBe("Abra Mi negocio.");
    expect(en.nextStep({ kind: "none" })).toBe("");
  });

  it("formats money exactly", () => {
    expect(readinessWords("en").money(103_792n)).toBe("$1,037.92");
    expect(readinessWords("en").money(-5n)).toBe("-$0.05");
  });

  it("always carries the disclaimer, and the overall line never calls itself a decision", () => {
    expect(readinessWords("en").disclaimer).toBe(DISCLAIMER.en);
    expect(readinessWords("es-MX").disclaimer).toBe(DISCLAIMER.es);
    expect(readinessWords("fr").disclaimer).toBe(DISCLAIMER.en);
    expect(DISCLAIMER.en).toContain("not a credit decision");
    expect(DISCLAIMER.es).toContain("no es una decisión de crédito");
    for (const { summary } of SUMMARIES) {
      expect(readinessWords("en").overall(summary)).not.toMatch(/approv|decision|qualif/iu);
      expect(readinessWords("es").overall(summary)).not.toMatch(/aprob|decisión|califica/iu);
    }
    expect(readinessLanguage("es")).toBe("es");
    expect(readinessLanguage("en-US")).toBe("en");
  });
});
