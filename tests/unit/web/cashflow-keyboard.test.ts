import { describe, expect, it } from "vitest";
import { isMultiCellPaste, parseAmountText, parsePaste, parsePercentText, splitPaste } from "../../../src/web/pages/cashflow/cashflow-input";
import { pastePlan, verticalTarget, type NavRow } from "../../../src/web/pages/cashflow/cashflow-navigation";

const ok = (value: bigint) => ({ ok: true, value });

describe("reading an amount as typed", () => {
  it("takes whole dollars written as people and spreadsheets write them", () => {
    expect(parseAmountText("1200")).toEqual(ok(1200n));
    expect(parseAmountText(" $1,200 ")).toEqual(ok(1200n));
    expect(parseAmountText("$ 12,345,678")).toEqual(ok(12_345_678n));
    expect(parseAmountText("1\u00a0200")).toEqual(ok(1200n));
    expect(parseAmountText("")).toEqual(ok(0n));
    expect(parseAmountText("$ -")).toEqual(ok(0n));
    expect(parseAmountText("007")).toEqual(ok(7n));
  });

  it("rounds cents to the nearest dollar, half up", () => {
    expect(parseAmountText("1,200.49")).toEqual(ok(1200n));
    expect(parseAmountText("1200.50")).toEqual(ok(1201n));
    expect(parseAmountText("0.5")).toEqual(ok(1n));
    expect(parseAmountText("12.")).toEqual(ok(12n));
  });

  it("refuses negatives, words and numbers too long to be an amount", () => {
    expect(parseAmountText("-5")).toEqual({ ok: false, reason: "negative" });
    expect(parseAmountText("(1,200)")).toEqual({ ok: false, reason: "negative" });
    expect(parseAmountText("twelve")).toEqual({ ok: false, reason: "invalid" });
    expect(parseAmountText("1,20")).toEqual({ ok: false, reason: "invalid" });
    expect(parseAmountText("1.2.3")).toEqual({ ok: false, reason: "invalid" });
    expect(parseAmountText("1234567890123456")).toEqual({ ok: false, reason: "tooLong" });
    expect(parseAmountText("123456789012345")).toEqual(ok(123_456_789_012_345n));
  });

  it("reads a whole percent, blank as none", () => {
    expect(parsePercentText("5")).toEqual({ ok: true, value: 5 });
    expect(parsePercentText(" -10 % ")).toEqual({ ok: true, value: -10 });
    expect(parsePercentText("")).toEqual({ ok: true, value: null });
    expect(parsePercentText("2.5")).toEqual({ ok: false });
    expect(parsePercentText("ten")).toEqual({ ok: false });
  });
});

describe("reading a paste from a spreadsheet", () => {
  it("splits a copied row on tabs, keeping empty cells as zero", () => {
    expect(splitPaste("$1,200\t\t$ 1,300\r\n")).toEqual([["$1,200", "", "$ 1,300"]]);
    expect(parsePaste("$1,200\t\t$ 1,300\r\n")).toEqual([[ok(1200n), ok(0n), ok(1300n)]]);
  });

  it("splits typed or document text on spaces, and unseparated commas between numbers", () => {
    expect(splitPaste("1,200 1,300  $ 1,400")).toEqual([["1,200", "1,300", "$1,400"]]);
    expect(splitPaste("100,200,3000")).toEqual([["100", "200", "3000"]]);
    expect(splitPaste("100,200,300")).toEqual([["100,200,300"]]);
  });

  it("reads a block as rows, and tells a single value from several", () => {
    expect(parsePaste("1\t2\n3\t4\n")).toEqual([
      [ok(1n), ok(2n)],
      [ok(3n), ok(4n)],
    ]);
    expect(isMultiCellPaste("$1,200")).toBe(false);
    expect(isMultiCellPaste("1200\n")).toBe(false);
    expect(isMultiCellPaste("1200\t1300")).toBe(true);
    expect(isMultiCellPaste("1200\n1300")).toBe(true);
  });
});

describe("moving around the worksheet", () => {
  const months = ["pre", "jul", "aug", "sep"];
  const rows: NavRow[] = [
    { id: "cash", columns: ["pre"] },
    { id: "sales", columns: months },
    { id: "catering", columns: months },
    { id: "rent", columns: months },
  ];

  it("moves Enter down the same column, and Shift+Enter up, skipping rows without that column", () => {
    expect(verticalTarget(rows, { row: "sales", column: "aug" }, 1)).toEqual({ row: "catering", column: "aug" });
    expect(verticalTarget(rows, { row: "sales", column: "aug" }, -1)).toBeNull();
    expect(verticalTarget(rows, { row: "sales", column: "pre" }, -1)).toEqual({ row: "cash", column: "pre" });
    expect(verticalTarget(rows, { row: "cash", column: "pre" }, 1)).toEqual({ row: "sales", column: "pre" });
    expect(verticalTarget(rows, { row: "rent", column: "sep" }, 1)).toBeNull();
  });

  it("fills a pasted row from the cell rightwards, leaving out what does not fit", () => {
    const plan = pastePlan(rows, { row: "sales", column: "aug" }, [[1, 2, 3]]);
    expect(plan.fills).toEqual([
      { row: "sales", column: "aug", value: 1 },
      { row: "sales", column: "sep", value: 2 },
    ]);
    expect(plan.outside).toBe(1);
  });

  it("fills a pasted block on the rows below, from the same column", () => {
    const plan = pastePlan(rows, { row: "catering", column: "jul" }, [[1, 2], [3], [4]]);
    expect(plan.fills).toEqual([
      { row: "catering", column: "jul", value: 1 },
      { row: "catering", column: "aug", value: 2 },
      { row: "rent", column: "jul", value: 3 },
    ]);
    expect(plan.outside).toBe(1);
  });
});
