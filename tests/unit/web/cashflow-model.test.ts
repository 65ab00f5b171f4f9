import { create, toBinary, fromBinary } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { CashflowSchema, SubmitMyCashflowRequestSchema } from "../../../src/gen/compass/v1/compass_pb";
import { cashflowProblems, computeWorksheet, MAX_AMOUNT, MAX_LIST_LINES, YEAR } from "../../../src/shared/cashflow";
import {
  addListRow,
  amountAt,
  emptyModel,
  modelFromCashflow,
  periodId,
  PRE,
  PRESTARTUP_ROW,
  removeListRow,
  renameListRow,
  setAmount,
  setAmounts,
  setFiscalStartingMonth,
  setHistoryMode,
  setPercent,
  sheetColumns,
  sheetOfPeriod,
  sheetRows,
  targetKey,
  toCashflow,
  type CashflowModel,
} from "../../../src/web/pages/cashflow/cashflow-model";
import { placeProblems, problemKind, problemOfMessage } from "../../../src/web/pages/cashflow/cashflow-problems";

const jan = periodId(YEAR.STARTING, 1);
const aug = periodId(YEAR.STARTING, 8);

/** A start-up from July: cash sales, rent, a catering line, a pre-startup loan. */
function sample(): { model: CashflowModel; catering: string; tips: string } {
  let model = setFiscalStartingMonth(emptyModel(), 7);
  model = setAmounts(model, [
    { rowId: PRESTARTUP_ROW, period: PRE, value: 1000n },
    { rowId: "moneyBorrowed", period: PRE, value: 5000n },
    { rowId: "posSales", period: periodId(1, 7), value: 1200n },
    { rowId: "posSales", period: aug, value: 1300n },
    { rowId: "rent", period: periodId(1, 7), value: 800n },
    { rowId: "rent", period: aug, value: 800n },
  ]);
  const first = addListRow(model, "otherRevenue", "Catering");
  const second = addListRow(first.model, "otherRevenue", "Tips");
  model = setAmounts(second.model, [
    { rowId: first.rowId!, period: aug, value: 250n },
    { rowId: second.rowId!, period: periodId(1, 9), value: 40n },
  ]);
  return { model, catering: first.rowId!, tips: second.rowId! };
}

describe("the cash-flow page's model", () => {
  it("changes one row's record and leaves every other row as it was", () => {
    const { model } = sample();
    const next = setAmount(model, "rent", aug, 900n);
    expect(next.values.rent).not.toBe(model.values.rent);
    expect(next.values.posSales).toBe(model.values.posSales);
    expect(amountAt(next, "rent", aug)).toBe(900n);
    expect(setAmount(next, "rent", aug, 900n)).toBe(next);
    expect(amountAt(setAmount(next, "rent", aug, 0n), "rent", aug)).toBe(0n);
    expect(setAmount(next, "rent", aug, 0n).values.rent).not.toHaveProperty(aug);
  });

  it("keeps the pre-startup cash on hand as its own amount", () => {
    const model = setAmount(emptyModel(), PRESTARTUP_ROW, PRE, 2500n);
    expect(model.prestartupCashOnHand).toBe(2500n);
    expect(amountAt(model, PRESTARTUP_ROW, PRE)).toBe(2500n);
  });

  it("adds, renames and removes named list rows, up to the list's limit", () => {
    const { model, catering, tips } = sample();
    expect(model.lists.otherRevenue.map((r) => r.label)).toEqual(["Catering", "Tips"]);
    const renamed = renameListRow(model, catering, "Catering and events");
    expect(renamed.lists.otherRevenue[0]!.label).toBe("Catering and events");
    expect(renamed.values[catering]).toBe(model.values[catering]);
    const removed = removeListRow(renamed, tips);
    expect(removed.lists.otherRevenue.map((r) => r.label)).toEqual(["Catering and events"]);
    expect(removed.values).not.toHaveProperty(tips);

    let full = emptyModel();
    for (let i = 0; i < MAX_LIST_LINES; i++) full = addListRow(full, "additionalDraw").model;
    expect(addListRow(full, "additionalDraw").rowId).toBeNull();
  });

  it("orders the columns by the fiscal starting month, keeping amounts with their months", () => {
    const { model } = sample();
    expect(sheetColumns(model, YEAR.STARTING)).toEqual([PRE, ...[7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6].map((m) => periodId(1, m))]);
    const january = setFiscalStartingMonth(model, 1);
    expect(sheetColumns(january, YEAR.STARTING)[1]).toBe(jan);
    expect(amountAt(january, "posSales", aug)).toBe(1300n);
  });

  it("gives the live totals of src/shared/cashflow.ts, an unnamed list row included", () => {
    const { model } = sample();
    const added = addListRow(model, "otherOperatingExpenses");
    const withUnnamed = setAmount(added.model, added.rowId!, aug, 100n);
    const worksheet = computeWorksheet(toCashflow(withUnnamed, "live").cashflow);
    // Pre-startup: 1,000 on hand + 5,000 borrowed. July: +1,200 − 800. August: +1,300 + 250 − 800 − 100.
    expect(worksheet.cashPosition.values.slice(0, 3)).toEqual([6000n, 6400n, 7050n]);
    expect(worksheet.operatingSubtotal.values[2]).toBe(900n);
  });

  it("submits what the server stores: names trimmed, empty past years left out, blanks in percents as 0", () => {
    let model = sample().model;
    model = setHistoryMode(model, YEAR.MINUS_1, "yearly");
    model = setHistoryMode(model, YEAR.MINUS_2, "monthly");
    model = setAmount(model, "posSales", periodId(YEAR.MINUS_1, 0), 40000n);
    model = setPercent(model, "revenue", 1, 5);
    const { cashflow } = toCashflow(model, "submit");
    expect(cashflow.months.map((y) => y.year)).toEqual([YEAR.STARTING, YEAR.MINUS_1]);
    expect(cashflow.months[1]!.months).toHaveLength(1);
    expect(cashflow.months[1]!.months[0]!.month).toBe(0);
    expect(cashflow.anticipatedRevenueChangePercent).toEqual([0, 5]);
    expect(cashflow.anticipatedExpenseChangePercent).toEqual([0, 0]);
    expect(cashflowProblems(cashflow)).toEqual([]);
    // It is a valid request on the wire.
    const request = create(SubmitMyCashflowRequestSchema, { cashflow });
    expect(fromBinary(SubmitMyCashflowRequestSchema, toBinary(SubmitMyCashflowRequestSchema, request)).cashflow?.fiscalStartingMonth).toBe(7);
  });

  it("reads a stored cash flow back into the same model", () => {
    let model = sample().model;
    model = setHistoryMode(model, YEAR.MINUS_1, "monthly");
    model = setAmount(model, "rent", periodId(YEAR.MINUS_1, 3), 700n);
    model = setPercent(model, "expense", 0, -10);
    const stored = create(CashflowSchema, { ...toCashflow(model, "submit").cashflow, versionNumber: 3 });
    const back = modelFromCashflow(stored);
    expect(back.fiscalStartingMonth).toBe(7);
    expect(back.prestartupCashOnHand).toBe(1000n);
    expect(back.lists.otherRevenue.map((r) => r.label)).toEqual(["Catering", "Tips"]);
    expect(back.history[YEAR.MINUS_1]).toBe("monthly");
    expect(back.expenseChange).toEqual([-10, null, null, null]);
    expect(computeWorksheet(toCashflow(back, "live").cashflow)).toEqual(computeWorksheet(toCashflow(model, "live").cashflow));
  });

  it("opens an empty cash flow (before the first submit) in January with nothing in it", () => {
    const model = modelFromCashflow(create(CashflowSchema));
    expect(model.fiscalStartingMonth).toBe(1);
    expect(model.values).toEqual({});
    expect(model.history).toEqual({ [YEAR.MINUS_1]: "off", [YEAR.MINUS_2]: "off", [YEAR.MINUS_3]: "off" });
  });

  it("adds a past year's months up into its yearly totals when switched to totals", () => {
    let model = setHistoryMode(emptyModel(), YEAR.MINUS_2, "monthly");
    model = setAmounts(model, [
      { rowId: "rent", period: periodId(YEAR.MINUS_2, 1), value: 500n },
      { rowId: "rent", period: periodId(YEAR.MINUS_2, 2), value: 600n },
    ]);
    const yearly = setHistoryMode(model, YEAR.MINUS_2, "yearly");
    expect(amountAt(yearly, "rent", periodId(YEAR.MINUS_2, 0))).toBe(1100n);
    expect(sheetColumns(yearly, YEAR.MINUS_2)).toEqual([periodId(YEAR.MINUS_2, 0)]);
    expect(sheetColumns(yearly, YEAR.MINUS_1)).toEqual([]);
    expect(sheetOfPeriod(periodId(YEAR.MINUS_2, 0))).toBe(YEAR.MINUS_2);
    expect(sheetOfPeriod(PRE)).toBe(YEAR.STARTING);
  });

  it("lays a sheet out in the worksheet's order, list rows with an add row after them", () => {
    const { model, catering } = sample();
    const rows = sheetRows(model.lists, YEAR.STARTING);
    const names = rows.map((r) => (r.kind === "input" ? r.rowId : r.kind === "figure" ? `=${r.figure}` : r.kind === "heading" ? `#${r.heading}` : `+${r.line.field}`));
    expect(names.slice(0, 5)).toEqual(["=cashOnHand", "#receipts", "posSales", "salesOnCredit", catering]);
    expect(names).toContain("+otherRevenue");
    expect(names.indexOf("=totalReceipts")).toBeLessThan(names.indexOf("=totalAvailable"));
    expect(names.indexOf("=operatingSubtotal")).toBeLessThan(names.indexOf("loanPrincipal"));
    expect(names.slice(-3)).toEqual(["=cashPosition", "#nonCash", "depreciation"]);
    const past = sheetRows(model.lists, YEAR.MINUS_1).map((r) => (r.kind === "figure" ? r.figure : ""));
    expect(past).toContain("netCashFlow");
    expect(past).not.toContain("cashOnHand");
  });
});

describe("the cash-flow page's problems", () => {
  it("puts each problem of the shared checks on the field the learner sees", () => {
    const { tips } = sample();
    let model = sample().model;
    model = renameListRow(model, tips, "  ");
    model = setAmount(model, "rent", aug, MAX_AMOUNT + 1n);
    model = setPercent(model, "revenue", 0, 2000);
    const built = toCashflow(model, "submit");
    const placed = placeProblems(cashflowProblems(built.cashflow), built.locate);
    expect(placed.map((p) => [p.key, p.kind])).toEqual([
      [`cell:rent:${aug}`, "tooLarge"],
      [`label:${tips}`, "labelRequired"],
      ["percent:revenue:0", "percent"],
    ]);
  });

  it("names the second of two lines with one name in a month", () => {
    const { catering, tips } = sample();
    let model = sample().model;
    model = renameListRow(model, tips, "catering ");
    model = setAmount(model, tips, aug, 10n);
    const built = toCashflow(model, "submit");
    const placed = placeProblems(cashflowProblems(built.cashflow), built.locate);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.key).toBe(targetKey({ kind: "label", rowId: tips }));
    expect(placed[0]!.kind).toBe("labelTwice");
    expect(catering).not.toBe(tips);
  });

  it("reads the server's refusal as the same problem", () => {
    const problem = problemOfMessage("cashflow.months[0].months[1].expenses.rent: at most 1,000,000,000,000 dollars. (2 more problems after this one)");
    expect(problem).toEqual({ path: "months[0].months[1].expenses.rent", message: "at most 1,000,000,000,000 dollars." });
    expect(problemKind(problem!)).toBe("tooLarge");
    const { model } = sample();
    const built = toCashflow(model, "submit");
    expect(built.locate(problem!.path)).toEqual({ kind: "cell", rowId: "rent", period: aug });
    expect(built.locate("prestartup_cash_on_hand")).toEqual({ kind: "cell", rowId: PRESTARTUP_ROW, period: PRE });
    expect(built.locate("pre_startup.income.money_borrowed")).toEqual({ kind: "cell", rowId: "moneyBorrowed", period: PRE });
    expect(built.locate("months[7].year")).toBeNull();
    expect(problemOfMessage("Something else went wrong")).toBeNull();
  });
});
