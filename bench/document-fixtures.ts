/**
 * Documents at their size limits, shared by the benchmarks that make them: the business plan at
 * its limits (bench:heavy, bench:lender-packet) and a busy four-year cash flow (bench:workbook,
 * bench:lender-packet).
 */
import { create } from "@bufbuild/protobuf";
import { BusinessPlanSchema, LegalStructure, PriceLevel, type BusinessPlan } from "../src/gen/compass/v1/compass_pb.js";
import { LONG_ANSWER_MAX, NAME_MAX, PLAN_LONG_ANSWERS, TABLE_ROWS_MAX } from "../src/shared/business-plan.js";
import { emptyExpenses, emptyIncome, EXPENSE_SCALARS, YEAR, type CashflowLike, type LineItemLike, type OperatingMonthLike } from "../src/shared/cashflow.js";
import { SENTENCES } from "./seed-helpers.js";

/** Sentences up to exactly `length` characters (words, so the PDF wraps them as it would a real answer). */
export function prose(length: number, seed: number): string {
  let text = "";
  for (let i = seed; text.length < length; i++) text += (text ? " " : "") + SENTENCES[i % SENTENCES.length];
  return text.slice(0, length).trimEnd().padEnd(length, ".");
}

/**
 * A business plan at the size limits (src/shared/business-plan.ts): the 11 long answers at
 * LONG_ANSWER_MAX characters, TABLE_ROWS_MAX competitors with their strengths and weaknesses at
 * LONG_ANSWER_MAX and names at NAME_MAX, TABLE_ROWS_MAX product rows. `i` varies the text.
 */
export function fullPlan(i: number): BusinessPlan {
  const plan = create(BusinessPlanSchema, {
    legalStructure: LegalStructure.LLC,
    hasFormedBusiness: true,
    formationDate: { year: 2019, month: 4, day: 1 + (i % 28) },
    competitors: Array.from({ length: TABLE_ROWS_MAX }, (_, k) => ({
      competitorName: prose(NAME_MAX, i + k),
      productServiceName: prose(NAME_MAX, i + k + 1),
      priceLevel: [PriceLevel.INEXPENSIVE, PriceLevel.COMPETITIVE, PriceLevel.EXPENSIVE][k % 3]!,
      location: prose(NAME_MAX, i + k + 2),
      strengthWeaknesses: prose(LONG_ANSWER_MAX, i + k + 3),
    })),
    productCosts: Array.from({ length: TABLE_ROWS_MAX }, (_, k) => ({
      productServiceName: prose(NAME_MAX, i + k + 4),
      salePriceInCents: BigInt(1_000 + k * 37),
      costOfGoodsSoldInCents: BigInt(300 + k * 11),
      avgOverheadCostInCents: BigInt(100 + k * 7),
    })),
  });
  PLAN_LONG_ANSWERS.forEach(([field], k) => ((plan as unknown as Record<string, string>)[field] = prose(LONG_ANSWER_MAX, i * 11 + k)));
  return plan;
}

/** A month of a busy business: every named line, and `lists` labelled lines in each free-form list; amounts vary by month and year. */
function busyMonth(month: number, seed: number, lists: number): OperatingMonthLike {
  const amount = (base: number, i: number) => BigInt(Math.round(base * (1 + ((seed * 7 + month * 13 + i * 31) % 17) / 20)));
  const list = (name: string, base: number): LineItemLike[] => Array.from({ length: lists }, (_, i) => ({ label: `${name} ${i + 1}`, amount: amount(base, i) }));
  const expenses = emptyExpenses();
  EXPENSE_SCALARS.forEach((field, i) => (expenses[field] = amount(150 + 40 * i, i)));
  expenses.otherOperatingExpenses = list("Software and subscriptions", 90);
  expenses.additionalDraw = list("Draw for taxes", 300).slice(0, 2);
  expenses.additionalOneTimePurchases = list("Fixture", 500).slice(0, 2);
  return {
    month,
    income: { ...emptyIncome(), posSales: amount(18_000, 1), salesOnCredit: amount(6_500, 2), otherRevenue: list("Catering contract", 1_200), moneyBorrowed: amount(400, 3), moneyPersonallyInvested: amount(250, 4) },
    expenses,
  };
}

const twelve = (seed: number, lists: number) => Array.from({ length: 12 }, (_, i) => busyMonth(i + 1, seed, lists));

/** A busy business's cash flow: pre-startup, the starting year and three past years month by month, four projected years. */
export const fourYearCashflow: CashflowLike = {
  fiscalStartingMonth: 7,
  prestartupCashOnHand: 25_000n,
  preStartup: busyMonth(0, 0, 2),
  months: [
    { year: YEAR.STARTING, months: twelve(1, 5) },
    { year: YEAR.MINUS_1, months: twelve(2, 4) },
    { year: YEAR.MINUS_2, months: twelve(3, 3) },
    { year: YEAR.MINUS_3, months: twelve(4, 3) },
  ],
  anticipatedRevenueChangePercent: [8, 6, 5, 4],
  anticipatedExpenseChangePercent: [5, 4, 3, 3],
};
