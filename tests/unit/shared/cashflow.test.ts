import { describe, expect, it } from "vitest";
import {
  applyChange,
  cashflowProblems,
  computeWorksheet,
  fiscalMonths,
  LINES,
  MAX_AMOUNT,
  MAX_LIST_LINES,
  YEAR,
  type Worksheet,
} from "../../../src/shared/cashflow.js";
import { cashflow, FIXTURES, item, period, type Expected } from "../../fixtures/cashflow.js";

const big = (values: readonly number[]) => values.map((v) => BigInt(v));

function rowTotal(sheet: Worksheet, name: string): bigint | undefined {
  const [id, label] = name.split(":");
  return sheet.rows.find((r) => r.line.id === id && r.label === label)?.total;
}

function expectSheet(sheet: Worksheet, e: Expected): void {
  expect(sheet.months).toEqual(e.months);
  expect(sheet.cashOnHand.values).toEqual(big(e.cashOnHand));
  expect(sheet.totalReceipts.values).toEqual(big(e.totalReceipts));
  expect(sheet.totalPaidOut.values).toEqual(big(e.totalPaidOut));
  expect(sheet.operatingSubtotal.values).toEqual(big(e.operatingSubtotal));
  expect(sheet.cashPosition.values).toEqual(big(e.cashPosition));
  expect(sheet.totalReceipts.total).toBe(BigInt(e.totals.receipts));
  expect(sheet.totalPaidOut.total).toBe(BigInt(e.totals.paidOut));
  expect(sheet.operatingSubtotal.total).toBe(BigInt(e.totals.operating));
  expect(sheet.totalAvailable.total).toBe(BigInt(e.totals.available));
  expect(sheet.cashPosition.total).toBe(BigInt(e.totals.endPosition));
  expect(sheet.negativeColumns).toEqual(e.negativeColumns);
  expect(sheet.startingYear).toEqual({ revenue: BigInt(e.startingYear.revenue), operatingExpenses: BigInt(e.startingYear.operatingExpenses), net: BigInt(e.startingYear.net) });
  expect(sheet.history.map(({ rows: _rows, ...rest }) => rest)).toEqual(
    e.history.map((h) => ({
      year: h.year,
      monthly: h.monthly,
      revenue: BigInt(h.revenue),
      totalReceipts: BigInt(h.totalReceipts),
      operatingExpenses: BigInt(h.operatingExpenses),
      totalPaidOut: BigInt(h.totalPaidOut),
      netCashFlow: BigInt(h.netCashFlow),
      depreciation: BigInt(h.depreciation),
    })),
  );
  expect(sheet.projection.map((p) => ({ yearNumber: p.yearNumber, revenue: p.revenue, operatingExpenses: p.operatingExpenses, net: p.net }))).toEqual(
    e.projection.map((p) => ({ yearNumber: p.yearNumber, revenue: BigInt(p.revenue), operatingExpenses: BigInt(p.operatingExpenses), net: BigInt(p.net) })),
  );
  for (const [name, total] of Object.entries(e.rowTotals)) expect(rowTotal(sheet, name), name).toBe(BigInt(total));
}

describe("the cash-flow worksheet against hand-computed fixtures", () => {
  for (const fixture of FIXTURES) {
    it(fixture.name, () => {
      expect(cashflowProblems(fixture.cashflow)).toEqual([]);
      expectSheet(computeWorksheet(fixture.cashflow), fixture.expected);
    });
  }

  it("carries each column's cash position into the next column's cash on hand, and balances", () => {
    for (const { cashflow: c } of FIXTURES) {
      const sheet = computeWorksheet(c);
      for (let i = 1; i < 13; i++) expect(sheet.cashOnHand.values[i]).toBe(sheet.cashPosition.values[i - 1]);
      expect(sheet.cashOnHand.total + sheet.totalReceipts.total - sheet.totalPaidOut.total).toBe(sheet.cashPosition.total);
      // Depreciation never reaches cash paid out.
      const depreciation = sheet.rows.find((r) => r.line.id === "depreciation");
      expect(depreciation?.line.section).toBe("non-cash");
    }
  });

  it("keeps a list line's label as one row across months, whatever its case and spacing", () => {
    const c = cashflow({
      months: [{ year: YEAR.STARTING, months: [period(1, { otherRevenue: [item("Catering", 100)] }), period(2, { otherRevenue: [item("  catering ", 50), item("Tips", 7)] })] }],
    });
    const sheet = computeWorksheet(c);
    const rows = sheet.rows.filter((r) => r.line.id === "otherRevenue");
    expect(rows.map((r) => [r.label, r.total])).toEqual([
      ["Catering", 150n],
      ["Tips", 7n],
    ]);
    expect(rows[0]?.values.slice(0, 3)).toEqual([0n, 100n, 50n]);
  });

  it("lists every expense of the spec as its own line, depreciation apart", () => {
    const of = (section: string) => LINES.filter((l) => l.section === section);
    const sections = { receipts: of("receipts"), operating: of("operating"), "other-paid": of("other-paid"), "non-cash": of("non-cash") };
    expect(sections.receipts?.map((l) => l.proto)).toEqual(["pos_sales", "sales_on_credit", "other_revenue", "money_borrowed", "money_personally_invested"]);
    expect(sections.operating).toHaveLength(20);
    expect(sections["other-paid"]?.map((l) => l.proto)).toEqual([
      "loan_principal",
      "capital_purchase",
      "other_startup",
      "reserve_escrow",
      "owner_draw",
      "additional_draw",
      "one_time_equipment",
      "one_time_renovation",
      "additional_one_time_purchases",
    ]);
    expect(sections["non-cash"]?.map((l) => l.proto)).toEqual(["depreciation"]);
    expect(LINES).toHaveLength(5 + 30);
  });
});

describe("fiscal months", () => {
  it("starts at the fiscal month and wraps", () => {
    expect(fiscalMonths(7)).toEqual([7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6]);
    expect(fiscalMonths(1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(fiscalMonths(0)).toEqual(fiscalMonths(1));
  });
});

describe("change percents", () => {
  it.each([
    { previous: 12345n, percent: 10, expected: 13580n }, // 13,579.5 rounds up
    { previous: 5n, percent: -10, expected: 5n }, // 4.5 rounds up
    { previous: 37188n, percent: 3, expected: 38304n }, // 38,303.64
    { previous: 1000n, percent: -100, expected: 0n },
    { previous: 1000n, percent: 1000, expected: 11000n },
    { previous: 999n, percent: 0, expected: 999n },
    { previous: 1000n, percent: 10.7, expected: 1100n }, // mid-typing: the whole part
    { previous: 1000n, percent: Number.NaN, expected: 1000n },
  ])("$previous changed by $percent% is $expected", ({ previous, percent, expected }) => {
    expect(applyChange(previous, percent)).toBe(expected);
  });
});

describe("checks", () => {
  const paths = (c: Parameters<typeof cashflowProblems>[0]) => cashflowProblems(c).map((p) => p.path);

  it("accepts an empty cash flow", () => {
    expect(cashflowProblems(cashflow({}))).toEqual([]);
  });

  it("refuses an amount above the largest, naming the field's path", () => {
    const c = cashflow({
      prestartupCashOnHand: MAX_AMOUNT + 1n,
      months: [{ year: YEAR.STARTING, months: [period(1), period(2, {}, { rent: MAX_AMOUNT + 1n, otherOperatingExpenses: [item("Fees", MAX_AMOUNT + 1n)] })] }],
    });
    expect(paths(c)).toEqual(["prestartup_cash_on_hand", "months[0].months[1].expenses.rent", "months[0].months[1].expenses.other_operating_expenses[0].amount"]);
    expect(cashflowProblems(c)[0]?.message).toBe("at most 1,000,000,000,000 dollars.");
  });

  it("refuses negative amounts", () => {
    expect(paths(cashflow({ preStartup: period(0, { posSales: -1n }) }))).toEqual(["pre_startup.income.pos_sales"]);
  });

  it("bounds change percents and the projected years", () => {
    expect(paths(cashflow({ anticipatedRevenueChangePercent: [-101, 1000, -100], anticipatedExpenseChangePercent: [1001, 1, 2, 3, 4] }))).toEqual([
      "anticipated_revenue_change_percent[0]",
      "anticipated_expense_change_percent",
      "anticipated_expense_change_percent[0]",
    ]);
  });

  it("refuses unnamed, over-long, repeated and too many list lines", () => {
    const many = Array.from({ length: MAX_LIST_LINES + 1 }, (_, i) => item(`Line ${i}`, 1));
    const c = cashflow({
      months: [
        {
          year: YEAR.STARTING,
          months: [period(1, { otherRevenue: [item(" ", 1), item("x".repeat(81), 1), item("Tips", 1), item("tips ", 2)] }, { additionalDraw: many })],
        },
      ],
    });
    expect(paths(c)).toEqual([
      "months[0].months[0].income.other_revenue[0].label",
      "months[0].months[0].income.other_revenue[1].label",
      "months[0].months[0].income.other_revenue[3].label",
      "months[0].months[0].expenses.additional_draw",
    ]);
  });

  it("refuses repeated years and months, unknown years, and yearly totals for the starting year", () => {
    const c = cashflow({
      fiscalStartingMonth: 13,
      months: [
        { year: YEAR.STARTING, months: [period(0)] },
        { year: YEAR.MINUS_1, months: [period(3), period(3), period(14)] },
        { year: YEAR.MINUS_1, months: [] },
        { year: 9, months: [] },
      ],
    });
    expect(paths(c)).toEqual([
      "fiscal_starting_month",
      "months[0].months[0].month",
      "months[1].months[1].month",
      "months[1].months[2].month",
      "months[2].year",
      "months[3].year",
    ]);
  });

  it("accepts a history year as one line of yearly totals", () => {
    expect(paths(cashflow({ months: [{ year: YEAR.MINUS_2, months: [period(0, { posSales: 5n })] }] }))).toEqual([]);
  });
});
