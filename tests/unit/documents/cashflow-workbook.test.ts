/**
 * The cash-flow workbook (issue #11 §3): LibreOffice recomputes it and gets the app's figures.
 *
 * Every fixture of tests/fixtures/cashflow.ts, and an edge case here, is built with
 * `cachedResults: false`: its formulas carry no value, so any value a formula cell holds after
 * LibreOffice saved the file is one LibreOffice computed. (It must be: LibreOffice keeps a cached
 * result it is given, even under fullCalcOnLoad — measured with 7.4 — so a test of a workbook with
 * the app's results written in would only read them back.) One `soffice --headless --convert-to
 * xlsx` call converts them all (xlsx → xlsx, a temporary profile and HOME, so it runs as root and
 * beside other tests); exceljs reads the results, and every figure of computeWorksheet is compared
 * with its cell, found as a reader finds it: by the row's label and the column's name.
 *
 * The default build (cached results) is read the same way without LibreOffice: its cached results
 * must be those same figures, and its entered amounts plain numbers.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import ExcelJS from "exceljs";
import type { Cell, Worksheet as Sheet } from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildCashflowWorkbook,
  CASHFLOW_CONTENT_TYPE,
  cashflowFileName,
  cashflowWorkbook,
} from "../../../src/server/documents/cashflow-workbook.js";
import {
  cashflowProblems,
  computeWorksheet,
  fiscalMonths,
  LINES,
  YEAR,
  type CashflowLike,
  type ColumnFigures,
  type LineSection,
  type WorksheetRow,
} from "../../../src/shared/cashflow.js";
import { FIGURE_LABELS_EN, LINE_LABELS_EN, MONTH_NAMES_EN } from "../../../src/shared/cashflow-labels.js";
import { FIGURE_LABELS_ES, LINE_LABELS_ES, MONTH_NAMES_ES } from "../../../src/shared/cashflow-labels-es.js";
import { cashflow, FIXTURES, item, period } from "../../fixtures/cashflow.js";

const run = promisify(execFile);
const META = { businessName: "Acme & Bakery", versionNumber: 3, date: new Date("2026-11-26T15:00:00Z") };

/**
 * What the fixtures leave out: a fiscal year from March with months missing and given out of order,
 * no pre-startup, labels that look like a formula or repeat a named line's ("Rent"), a monthly past
 * year with two months out of order, no "two years ago", and projections that round exact halves
 * (1,015 × 110% = 1,116.5 → 1,117; 750 × 85% = 637.5 → 638), fall to zero and grow from zero.
 */
const edge = {
  name: "edge cases: partial months, look-alike labels, halves rounded",
  cashflow: cashflow({
    fiscalStartingMonth: 3,
    months: [
      {
        year: YEAR.STARTING,
        months: [
          period(5, { otherRevenue: [item("R&D grant", 10)] }, { otherOperatingExpenses: [item("Rent", 50)] }),
          period(3, { posSales: 1000n, otherRevenue: [item("=1+1", 5)], moneyBorrowed: 400n }, { rent: 700n, loanPrincipal: 20n, depreciation: 9n }),
          period(2, { salesOnCredit: 0n }, { additionalDraw: [item("Tax", 30)] }),
        ],
      },
      { year: YEAR.MINUS_1, months: [period(11, { posSales: 300n }, { rent: 100n }), period(4, { posSales: 200n, otherRevenue: [item("Grant", 50)] }, { additionalDraw: [item("Tax", 25)] })] },
      { year: YEAR.MINUS_3, months: [period(0, { salesOnCredit: 900n }, { depreciation: 40n, ownerDraw: 100n })] },
    ],
    anticipatedRevenueChangePercent: [10, -100, 5],
    anticipatedExpenseChangePercent: [-15],
  }),
};

const CASES: readonly { name: string; cashflow: CashflowLike }[] = [...FIXTURES, edge];
const SECTIONS: readonly LineSection[] = [...new Set(LINES.map((l) => l.section))];
const HISTORY_NAMES: Record<number, string> = {
  [YEAR.MINUS_1]: FIGURE_LABELS_EN.yearMinus1,
  [YEAR.MINUS_2]: FIGURE_LABELS_EN.yearMinus2,
  [YEAR.MINUS_3]: FIGURE_LABELS_EN.yearMinus3,
};

// ------------------------------------------------------------------------------------------------
// Reading cells
// ------------------------------------------------------------------------------------------------

const textOf = (cell: Cell): string | undefined => (typeof cell.value === "string" ? cell.value : undefined);

/** A cell's number: an entered amount, or a formula's result (`cell.result`: exceljs's `value` drops a 0 result). */
function numberOf(cell: Cell): number {
  const v = cell.formula ? cell.result : cell.value;
  if (typeof v === "number") return v;
  throw new Error(`${cell.address} holds no number: ${JSON.stringify(cell.value)}`);
}

/**
 * Amounts are exact below 2^53 (LibreOffice writes values with 15 significant digits; no figure
 * here has more). Beyond 2^53 — only the largest fixture's projected years from the third on
 * (31,944 × 10^12 …) — a spreadsheet's doubles cannot hold every whole dollar, and the formula's
 * double arithmetic may differ from the app's exact bigint in the last bits: within a relative 1e-15.
 */
function expectAmount(actual: number, expected: bigint | number, where: string): void {
  const e = Number(expected);
  if (Number.isSafeInteger(e)) expect(actual, where).toBe(e);
  else expect(Math.abs(actual - e) / Math.abs(e), `${where}: ${actual} vs ${expected}`).toBeLessThanOrEqual(1e-15);
}

/** `expected` is a live formula's result, or (input) a plain entered number. */
function expectCell(sheet: Sheet, row: number, column: number, expected: bigint | number, kind: "formula" | "input", what: string): void {
  const cell = sheet.getCell(row, column);
  const where = `${sheet.name}!${cell.address} (${what})`;
  if (kind === "formula") expect(cell.formula, `${where} is a formula`).toBeTruthy();
  else expect(typeof cell.value, `${where} is an entered number`).toBe("number");
  expectAmount(numberOf(cell), expected, where);
}

/** Walks down the label column: each label is looked for below the last one found. */
class Labels {
  constructor(
    private readonly sheet: Sheet,
    private next: number,
  ) {}

  at(label: string): number {
    for (let r = this.next; r <= this.sheet.rowCount; r++) {
      if (textOf(this.sheet.getCell(r, 1)) === label) {
        this.next = r + 1;
        return r;
      }
    }
    throw new Error(`${this.sheet.name}: no row "${label}" from row ${this.next}`);
  }
}

/** The column names of a header row, from column 2 to the last one named. */
function headerOf(sheet: Sheet, row: number): string[] {
  const names: string[] = [];
  for (let c = 2; textOf(sheet.getCell(row, c)) !== undefined; c++) names.push(textOf(sheet.getCell(row, c))!);
  return names;
}

/** The first row whose column B is `name` (a header row). */
function headerRow(sheet: Sheet, name: string): number {
  for (let r = 1; r <= 10; r++) if (textOf(sheet.getCell(r, 2)) === name) return r;
  throw new Error(`${sheet.name}: no header starting "${name}"`);
}

const lineLabel = (row: WorksheetRow): string => row.label ?? LINE_LABELS_EN[row.line.id]!;

// ------------------------------------------------------------------------------------------------
// Every figure of the app, against the workbook
// ------------------------------------------------------------------------------------------------

function expectCashflowSheet(sheet: Sheet, c: CashflowLike): void {
  const ws = computeWorksheet(c);
  const header = headerRow(sheet, FIGURE_LABELS_EN.preStartup);
  expect(headerOf(sheet, header)).toEqual([FIGURE_LABELS_EN.preStartup, ...ws.months.map((m) => MONTH_NAMES_EN[m - 1]), FIGURE_LABELS_EN.total]);
  const totalColumn = 2 + ws.months.length + 1;
  const labels = new Labels(sheet, header + 1);

  const figure = (label: string, figures: ColumnFigures, first: "formula" | "input" = "formula") => {
    const r = labels.at(label);
    figures.values.forEach((v, i) => expectCell(sheet, r, 2 + i, v, i === 0 ? first : "formula", `${label}, column ${i}`));
    expectCell(sheet, r, totalColumn, figures.total, "formula", `${label}, total`);
  };

  figure(FIGURE_LABELS_EN.cashOnHand, ws.cashOnHand, "input");
  for (const section of SECTIONS) {
    for (const row of ws.rows.filter((r) => r.line.section === section)) {
      const r = labels.at(lineLabel(row));
      row.values.forEach((v, i) => expectCell(sheet, r, 2 + i, v, "input", `${lineLabel(row)}, column ${i}`));
      expectCell(sheet, r, totalColumn, row.total, "formula", `${lineLabel(row)}, total`);
    }
    if (section === "receipts") {
      figure(FIGURE_LABELS_EN.totalReceipts, ws.totalReceipts);
      figure(FIGURE_LABELS_EN.totalAvailable, ws.totalAvailable);
    } else if (section === "operating") {
      figure(FIGURE_LABELS_EN.operatingSubtotal, ws.operatingSubtotal);
    } else if (section === "other-paid") {
      figure(FIGURE_LABELS_EN.totalPaidOut, ws.totalPaidOut);
      figure(FIGURE_LABELS_EN.cashPosition, ws.cashPosition);
    }
  }
}

function expectYearsSheet(sheet: Sheet, c: CashflowLike): void {
  const ws = computeWorksheet(c);
  const past = [...ws.history].reverse();
  const names = [...past.map((h) => HISTORY_NAMES[h.year]!), FIGURE_LABELS_EN.startingYear, ...ws.projection.map((p) => `Year ${p.yearNumber}`)];
  const header = headerRow(sheet, names[0]!);
  expect(headerOf(sheet, header)).toEqual(names);
  const labels = new Labels(sheet, header + 1);
  const rows = {
    revenueChange: labels.at(FIGURE_LABELS_EN.revenueChange),
    revenue: labels.at(FIGURE_LABELS_EN.revenue),
    expenseChange: labels.at(FIGURE_LABELS_EN.expenseChange),
    expenses: labels.at(FIGURE_LABELS_EN.operatingExpenses),
    net: labels.at(FIGURE_LABELS_EN.net),
  };
  const year = (column: number, revenue: bigint, expenses: bigint, what: string) => {
    expectCell(sheet, rows.revenue, column, revenue, "formula", `${what} revenue`);
    expectCell(sheet, rows.expenses, column, expenses, "formula", `${what} operating expenses`);
    expectCell(sheet, rows.net, column, revenue - expenses, "formula", `${what} net`);
  };
  past.forEach((h, i) => {
    year(2 + i, h.revenue, h.operatingExpenses, HISTORY_NAMES[h.year]!);
    expect(sheet.getCell(rows.revenueChange, 2 + i).value).toBeNull();
  });
  const start = 2 + past.length;
  year(start, ws.startingYear.revenue, ws.startingYear.operatingExpenses, "starting year");
  expectAmount(numberOf(sheet.getCell(rows.net, start)), ws.startingYear.net, "starting year net (the app's)");
  ws.projection.forEach((p, i) => {
    const column = start + 1 + i;
    expectCell(sheet, rows.revenueChange, column, p.revenuePercent, "input", `year ${p.yearNumber} revenue %`);
    expectCell(sheet, rows.expenseChange, column, p.expensePercent, "input", `year ${p.yearNumber} expense %`);
    year(column, p.revenue, p.operatingExpenses, `year ${p.yearNumber}`);
    expectAmount(numberOf(sheet.getCell(rows.net, column)), p.net, `year ${p.yearNumber} net (the app's)`);
  });

  // Each past year's own table: its months as entered (fiscal order), line totals, year totals.
  const fiscal = fiscalMonths(c.fiscalStartingMonth);
  for (const h of ws.history) {
    const entered = c.months.find((y) => y.year === h.year)!.months.map((m) => m.month);
    const title = h.monthly ? HISTORY_NAMES[h.year]! : `${HISTORY_NAMES[h.year]} (${FIGURE_LABELS_EN.yearlyTotals})`;
    const top = labels.at(title);
    const months = h.monthly ? fiscal.filter((m) => entered.includes(m)) : [];
    expect(headerOf(sheet, top + 1)).toEqual([...months.map((m) => MONTH_NAMES_EN[m - 1]), FIGURE_LABELS_EN.total]);
    const total = 2 + months.length;
    const figure = (label: string, value: bigint) => expectCell(sheet, labels.at(label), total, value, "formula", `${title}: ${label}`);
    for (const section of SECTIONS) {
      for (const row of h.rows.filter((r) => r.line.section === section)) {
        const r = labels.at(lineLabel(row));
        months.forEach((m, j) => expectCell(sheet, r, 2 + j, row.values[entered.indexOf(m)]!, "input", `${title}: ${lineLabel(row)}, ${MONTH_NAMES_EN[m - 1]}`));
        expectCell(sheet, r, total, row.total, h.monthly ? "formula" : "input", `${title}: ${lineLabel(row)}, total`);
      }
      if (section === "receipts") figure(FIGURE_LABELS_EN.totalReceipts, h.totalReceipts);
      else if (section === "operating") figure(FIGURE_LABELS_EN.operatingSubtotal, h.operatingExpenses);
      else if (section === "other-paid") {
        figure(FIGURE_LABELS_EN.totalPaidOut, h.totalPaidOut);
        figure(FIGURE_LABELS_EN.netCashFlow, h.netCashFlow);
      }
    }
    expect(h.rows.filter((r) => r.line.section === "non-cash").reduce((a, r) => a + r.total, 0n)).toBe(h.depreciation);
  }
}

function expectWorkbook(workbook: ExcelJS.Workbook, c: CashflowLike): void {
  expect(workbook.worksheets.map((s) => s.name)).toEqual(["Cash flow", "Years"]);
  expectCashflowSheet(workbook.getWorksheet("Cash flow")!, c);
  expectYearsSheet(workbook.getWorksheet("Years")!, c);
}

async function read(data: Buffer | string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  if (typeof data === "string") await workbook.xlsx.readFile(data);
  else await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  return workbook;
}

// ------------------------------------------------------------------------------------------------
// Tests
// ------------------------------------------------------------------------------------------------

describe("the cash-flow workbook recomputed by LibreOffice", () => {
  let dir = "";
  const recomputed = new Map<string, string>();

  // Builds every case without cached results and has LibreOffice open and save them all at once.
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "compass-workbook-"));
    const [input, output, home] = ["in", "out", "home"].map((d) => path.join(dir, d)) as [string, string, string];
    await Promise.all([input, output, home].map((d) => mkdir(d)));
    const files = await Promise.all(
      CASES.map(async (k, i) => {
        const file = path.join(input, `case-${i}.xlsx`);
        await writeFile(file, await buildCashflowWorkbook(k.cashflow, META, { cachedResults: false }));
        recomputed.set(k.name, path.join(output, `case-${i}.xlsx`));
        return file;
      }),
    );
    const profile = pathToFileURL(path.join(dir, "profile")).href;
    const soffice = await run(
      "soffice",
      [`-env:UserInstallation=${profile}`, "--headless", "--norestore", "--nolockcheck", "--convert-to", "xlsx:Calc MS Excel 2007 XML", "--outdir", output, ...files],
      { env: { ...process.env, HOME: home }, timeout: 240_000 },
    );
    for (const out of recomputed.values()) {
      if (!existsSync(out)) throw new Error(`LibreOffice wrote no ${out}:\n${soffice.stdout}\n${soffice.stderr}`);
    }
  }, 300_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("the edge case is an accepted cash flow that rounds halves", () => {
    expect(cashflowProblems(edge.cashflow)).toEqual([]);
    const [year2] = computeWorksheet(edge.cashflow).projection;
    expect([year2?.revenue, year2?.operatingExpenses]).toEqual([1117n, 638n]);
  });

  for (const k of CASES) {
    it(`computes every figure of the app: ${k.name}`, async () => {
      // Built without results: a formula's value here was computed by LibreOffice.
      const unsaved = await read(await buildCashflowWorkbook(k.cashflow, META, { cachedResults: false }));
      expect(unsaved.getWorksheet("Cash flow")!.getCell("O4").result).toBeUndefined();
      expectWorkbook(await read(recomputed.get(k.name)!), k.cashflow);
    });
  }
});

describe("the cash-flow workbook as built", () => {
  for (const k of CASES) {
    it(`carries the app's figures as the formulas' cached results: ${k.name}`, async () => {
      expectWorkbook(await read(await buildCashflowWorkbook(k.cashflow, META)), k.cashflow);
    });
  }

  it("freezes the header rows and label column, prints landscape one page wide, names the business, version and date on every page", async () => {
    const workbook = await read(await buildCashflowWorkbook(FIXTURES[1]!.cashflow, META));
    for (const sheet of workbook.worksheets) {
      expect(sheet.views[0]).toMatchObject({ state: "frozen", xSplit: 1, ySplit: 3 });
      expect(sheet.pageSetup).toMatchObject({ orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesColumn: "A:A" });
      // "&&" is a literal "&" in header codes.
      expect(sheet.headerFooter.oddHeader).toBe('&L&"-,Bold"Acme && Bakery&CVersion 3&RNovember 26, 2026');
      expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(30);
      expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(12);
    }
    const cash = workbook.getWorksheet("Cash flow")!;
    expect(cash.pageSetup.printTitlesRow).toBe("3:3");
    expect(textOf(cash.getCell("A1"))).toBe("Acme & Bakery: 12-month cash flow");
    expect(textOf(cash.getCell("A2"))).toBe("Version 3 · November 26, 2026");
    expect(textOf(cash.getCell("A6"))).toBe("Cash sales");
    expect(cash.getCell("B6").numFmt).toBe('"$"#,##0;[Red]-"$"#,##0');
  });

  it("asks spreadsheets to recompute every formula when the file opens", () => {
    expect(cashflowWorkbook(FIXTURES[0]!.cashflow, META).calcProperties.fullCalcOnLoad).toBe(true);
  });

  it("widens the value columns for the largest amounts", async () => {
    const sheet = (await read(await buildCashflowWorkbook(FIXTURES[2]!.cashflow, META))).getWorksheet("Cash flow")!;
    // -$805,000,000,000,000: 20 characters.
    expect(sheet.getColumn(3).width).toBeGreaterThanOrEqual(20);
  });

  it("keeps a label that looks like a formula as text", async () => {
    const sheet = (await read(await buildCashflowWorkbook(edge.cashflow, META))).getWorksheet("Cash flow")!;
    const cell = sheet.getColumn(1).values.indexOf("=1+1");
    expect(cell).toBeGreaterThan(0);
    expect(sheet.getCell(cell, 1).formula).toBeUndefined();
  });
});

describe("the cash-flow workbook's file", () => {
  it("is an Office Open XML spreadsheet", async () => {
    expect(CASHFLOW_CONTENT_TYPE).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const data = await buildCashflowWorkbook(FIXTURES[0]!.cashflow, META);
    expect(data.subarray(0, 4)).toEqual(Buffer.from("PK\x03\x04", "latin1"));
  });

  it.each([
    ["Acme Bakery", 3, "cash-flow-acme-bakery-v3.xlsx"],
    ["Café Olé & Co.", 12, "cash-flow-cafe-ole-co-v12.xlsx"],
    ["  ../../etc/passwd  ", 1, "cash-flow-etc-passwd-v1.xlsx"],
    ['Tienda "La Única"; rm -rf /', 2, "cash-flow-tienda-la-unica-rm-rf-v2.xlsx"],
    ["", 3, "cash-flow-v3.xlsx"],
    ["東京カフェ", 3, "cash-flow-v3.xlsx"],
    ["---", 7, "cash-flow-v7.xlsx"],
  ])("names the file of %j, version %i, %s", (name, version, expected) => {
    expect(cashflowFileName(name, version)).toBe(expected);
  });

  it("keeps a long business name's file name short and ASCII", () => {
    const name = cashflowFileName(`${"Very long business name ".repeat(10)}Ltd`, 4);
    expect(name).toMatch(/^cash-flow-[a-z0-9-]+-v4\.xlsx$/);
    expect(name).not.toMatch(/--|-v4.*-v4/);
    expect(name.length).toBeLessThanOrEqual("cash-flow-".length + 60 + "-v4.xlsx".length);
  });
});

describe("the cash-flow workbook in Spanish (issue #16)", () => {
  it("names its sheets, lines, totals and months in Spanish, with the same figures as in English", async () => {
    const { cashflow: sample } = FIXTURES[0]!;
    const spanish = cashflowWorkbook(sample, META, { language: "es" });
    const english = cashflowWorkbook(sample, META);
    expect(spanish.worksheets.map((w) => w.name)).toEqual(["Flujo de caja", "Años"]);
    const words = (book: ExcelJS.Workbook) => {
      const out: string[] = [];
      book.worksheets[0]!.eachRow((row) => row.eachCell((cell) => void (typeof cell.value === "string" && out.push(cell.value))));
      return out;
    };
    const texts = words(spanish);
    expect(texts).toEqual(expect.arrayContaining([FIGURE_LABELS_ES.preStartup, FIGURE_LABELS_ES.total, FIGURE_LABELS_ES.cashPosition, LINE_LABELS_ES.posSales!]));
    expect(texts.some((t) => MONTH_NAMES_ES.includes(t))).toBe(true);
    expect(texts).not.toContain(FIGURE_LABELS_EN.cashPosition);
    expect(spanish.worksheets[0]!.headerFooter.oddFooter).toContain("Página &P de &N");
    // The numbers are the same: every formula cell holds the same formula in both languages (the
    // years sheet's references name the first sheet by its name in the language).
    const formulas = (book: ExcelJS.Workbook) => {
      const out: string[] = [];
      for (const sheet of book.worksheets) sheet.eachRow((row) => row.eachCell((cell) => void (cell.formula && out.push(`${sheet.id}!${cell.address}=${cell.formula}`))));
      return out;
    };
    expect(formulas(spanish).map((f) => f.replaceAll("'Flujo de caja'!", "'Cash flow'!"))).toEqual(formulas(english));
    expect(formulas(spanish).some((f) => f.includes("'Flujo de caja'!"))).toBe(true);
    expect(Object.keys(FIGURE_LABELS_ES).sort()).toEqual(Object.keys(FIGURE_LABELS_EN).sort());
    expect(Object.keys(LINE_LABELS_ES).sort()).toEqual(Object.keys(LINE_LABELS_EN).sort());
    expect(MONTH_NAMES_ES).toHaveLength(MONTH_NAMES_EN.length);
  });
});
