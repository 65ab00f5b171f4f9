/**
 * The downloadable cash-flow workbook (issue #11 §3; DownloadMyCashflow, CoachDownloadUserCashflow):
 * the worksheet the borrower filled in, as an .xlsx a lender can open, check and change.
 *
 * Two sheets, both laid out from computeWorksheet (src/shared/cashflow.ts), so the workbook shows
 * exactly the page's rows and never re-derives them:
 * - "Cash flow": SCORE's 12-month cash flow. A label column, pre-startup, the 12 months in fiscal
 *   order, a total column; the worksheet's rows grouped by the sections of LINES under their
 *   headings (a list line as its heading and one row per label). Entered amounts are numbers;
 *   every computed figure is a live formula: cash on hand (the starting cash, then the previous
 *   column's cash position), total cash receipts, total cash available, the operating subtotal,
 *   total cash paid out (depreciation is shown, never paid out), cash position, and the total
 *   column (flows summed across; cash on hand the starting cash; cash position the last month's).
 * - "Years": the years side by side — past years (actual), the starting year (formulas over the
 *   first sheet's 12 months, pre-startup left out), the projected years (change percents as
 *   input cells and `ROUND(previous*(100+percent)/100,0)`, half away from zero as applyChange
 *   rounds) — then each past year's lines (its months, or its yearly totals) with formula totals.
 *
 * Formulas carry the app's figure as their cached result, so viewers that never calculate (file
 * previews, mobile viewers, scripts reading the file) show the right numbers; the workbook also
 * asks for a full recalculation on load (Excel honours it). `cachedResults: false` leaves the
 * results out, so whatever a spreadsheet shows it computed itself: the LibreOffice test uses it
 * (tests/unit/documents/cashflow-workbook.test.ts).
 *
 * Words are English (cashflow-labels.ts, plus the few only the document needs, below); issue #16
 * adds Spanish. Amounts are whole dollars: below 2^53 every figure is exact in a spreadsheet's
 * doubles (an accepted cash flow's months stay far below it); only a projection of huge amounts
 * can pass it, where the spreadsheet rounds as doubles do.
 */
import ExcelJS from "exceljs";
import type { Alignment, Borders, CellValue, Fill, Font, Worksheet as Sheet } from "exceljs";
import {
  computeWorksheet,
  fiscalMonths,
  LINES,
  YEAR,
  type CashflowLike,
  type ColumnFigures,
  type HistoryYear,
  type LineDef,
  type LineSection,
  type Worksheet,
  type WorksheetRow,
} from "../../shared/cashflow.js";
import { FIGURE_LABELS_EN, LINE_LABELS_EN, MONTH_NAMES_EN } from "../../shared/cashflow-labels.js";
import { FIGURE_LABELS_ES, LINE_LABELS_ES, MONTH_NAMES_ES } from "../../shared/cashflow-labels-es.js";
import { documentFileName } from "./file-name.js";

/** The workbook's media type (the Download result's content_type). */
export const CASHFLOW_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Every word the workbook shows: the worksheet's lines, figures and months, and its own. */
interface CashflowLabels {
  lines: Record<string, string>;
  figures: Record<keyof typeof FIGURE_LABELS_EN, string>;
  months: readonly string[];
  words: {
    cashflowSheet: string;
    yearsSheet: string;
    cashflowTitle: string;
    yearsTitle: string;
    version: (n: number) => string;
    projectedYear: (n: number) => string;
    madeBy: string;
    page: string;
    /** BCP 47 language of the dates. */
    lang: string;
  };
}

const LABELS_EN: CashflowLabels = {
  lines: LINE_LABELS_EN,
  figures: FIGURE_LABELS_EN,
  months: MONTH_NAMES_EN,
  words: {
    cashflowSheet: "Cash flow",
    yearsSheet: "Years",
    cashflowTitle: "12-month cash flow",
    yearsTitle: "Years compared",
    version: (n) => `Version ${n}`,
    projectedYear: (n) => `Year ${n}`,
    madeBy: "Compass",
    page: "Page &P of &N",
    lang: "en-US",
  },
};

const LABELS_ES: CashflowLabels = {
  lines: LINE_LABELS_ES,
  figures: FIGURE_LABELS_ES,
  months: MONTH_NAMES_ES,
  words: {
    cashflowSheet: "Flujo de caja",
    yearsSheet: "Años",
    cashflowTitle: "Flujo de caja de 12 meses",
    yearsTitle: "Comparación de años",
    version: (n) => `Versión ${n}`,
    projectedYear: (n) => `Año ${n}`,
    madeBy: "Compass",
    page: "Página &P de &N",
    lang: "es-US",
  },
};

/** The workbook's words in a language (English unless Spanish). */
export const cashflowLabels = (language: string): CashflowLabels => (language === "es" ? LABELS_ES : LABELS_EN);

const historyName = (L: CashflowLabels, year: number): string =>
  ({ [YEAR.MINUS_1]: L.figures.yearMinus1, [YEAR.MINUS_2]: L.figures.yearMinus2, [YEAR.MINUS_3]: L.figures.yearMinus3 })[year] ?? String(year);

/** Each section's heading on the sheets (LINES gives the sections and their order). */
const sectionHeading = (L: CashflowLabels, section: LineSection): string =>
  ({ receipts: L.figures.receipts, operating: L.figures.paidOut, "other-paid": L.figures.otherPaidOut, "non-cash": L.figures.nonCash })[section];
const SECTIONS: readonly LineSection[] = [...new Set(LINES.map((l) => l.section))];

// ------------------------------------------------------------------------------------------------
// File name
// ------------------------------------------------------------------------------------------------

/**
 * The download's file name: `cash-flow-<business>-v<N>.xlsx`, the business's name in lower-case
 * ASCII letters, digits and dashes (accents dropped: "Café Olé" → "cafe-ole"); `cash-flow-v<N>.xlsx`
 * when nothing of it is left (file-name.ts). Safe in a Content-Disposition header and on every file system.
 */
export function cashflowFileName(businessName: string, versionNumber: number): string {
  return documentFileName("cash-flow", businessName, versionNumber, "xlsx");
}

// ------------------------------------------------------------------------------------------------
// Styles
// ------------------------------------------------------------------------------------------------

/** Whole dollars, negatives in red with a minus sign. */
const CURRENCY = '"$"#,##0;[Red]-"$"#,##0';
/** A whole percent as typed (the row's label says "%"): 10 is +10%. */
const PERCENT = "0;-0";

const BOLD: Partial<Font> = { bold: true };
const TITLE: Partial<Font> = { bold: true, size: 14 };
const ITALIC: Partial<Font> = { italic: true };
const THIN = { style: "thin" } as const;
const TOTAL_BORDER: Partial<Borders> = { top: THIN };
const HEADER_BORDER: Partial<Borders> = { bottom: THIN };
const HEADER_FILL: Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8EEF4" } };
const INPUT_FILL: Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF8E1" } };
const RIGHT: Partial<Alignment> = { horizontal: "right" };
const indent = (level: number): Partial<Alignment> => ({ indent: level });

/** How a figure row looks: a line (entered amounts), a total (bold, a rule above) or a percent. */
type RowKind = "line" | "total" | "percent";

/** The column letter of a 1-based column number. */
function letter(column: number): string {
  let s = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const GROUPED = new Intl.NumberFormat("en-US");
/** Characters a whole-dollar figure takes as CURRENCY shows it. */
const shownLength = (amount: bigint): number => GROUPED.format(amount < 0n ? -amount : amount).length + (amount < 0n ? 2 : 1);

// ------------------------------------------------------------------------------------------------
// A sheet being written
// ------------------------------------------------------------------------------------------------

/** Writes cells of one sheet, and keeps what its column widths need. */
class SheetWriter {
  readonly sheet: Sheet;
  /** The next free row. */
  row = 1;
  private labelWidth = 0;
  private valueWidth = 0;

  constructor(
    workbook: ExcelJS.Workbook,
    name: string,
    private readonly cachedResults: boolean,
  ) {
    this.sheet = workbook.addWorksheet(name);
  }

  /** A text cell (a label, heading or column name; never read as a formula). */
  text(row: number, column: number, text: string, font?: Partial<Font>, alignment?: Partial<Alignment>): void {
    const cell = this.sheet.getCell(row, column);
    cell.value = text;
    if (font) cell.font = font;
    if (alignment) cell.alignment = alignment;
    if (column === 1) this.labelWidth = Math.max(this.labelWidth, text.length + 2 * (alignment?.indent ?? 0));
    else this.valueWidth = Math.max(this.valueWidth, text.length);
  }

  /** An entered amount (or percent): a plain number. */
  input(row: number, column: number, value: bigint | number, kind: RowKind): void {
    this.put(row, column, Number(value), kind, value);
    this.sheet.getCell(row, column).fill = INPUT_FILL;
  }

  /** A computed figure: a live formula, with the app's figure as its cached result unless told not to. */
  formula(row: number, column: number, formula: string, result: bigint, kind: RowKind): void {
    this.put(row, column, this.cachedResults ? { formula, result: Number(result) } : { formula }, kind, result);
  }

  /** A row's label in the label column. */
  label(row: number, text: string, kind: RowKind | "heading" | "list-row"): void {
    if (kind === "heading" || kind === "total") this.text(row, 1, text, BOLD);
    else this.text(row, 1, text, kind === "percent" ? ITALIC : undefined, indent(kind === "list-row" ? 2 : 1));
    if (kind === "total") this.sheet.getCell(row, 1).border = TOTAL_BORDER;
  }

  /** A header row: the column names from column 2 on, bold on a tint, a rule below. */
  header(row: number, names: readonly string[]): void {
    for (let c = 1; c <= names.length + 1; c++) {
      const cell = this.sheet.getCell(row, c);
      if (c > 1) this.text(row, c, names[c - 2] ?? "", BOLD, RIGHT);
      cell.fill = HEADER_FILL;
      cell.border = HEADER_BORDER;
    }
  }

  /** The title and the version line above the table. */
  titles(title: string, subtitle: string): void {
    this.text(1, 1, title, TITLE);
    this.text(2, 1, subtitle, ITALIC);
    // The titles run across the empty cells beside them; they do not size the label column.
    this.labelWidth = 0;
  }

  /**
   * Column widths (label column from its labels; value columns from the widest figure or column
   * name), landscape on one page wide, the header rows and label column frozen and repeated on
   * every printed page, the business, version and date in the page header.
   */
  finish(options: { columns: number; frozenRows: number; header: string; footer: string; printTitleRows?: string }): void {
    const { sheet } = this;
    sheet.getColumn(1).width = Math.min(70, Math.max(30, this.labelWidth + 2));
    for (let c = 2; c <= options.columns; c++) sheet.getColumn(c).width = Math.max(12, this.valueWidth + 3);
    sheet.views = [{ state: "frozen", xSplit: 1, ySplit: options.frozenRows, topLeftCell: `B${options.frozenRows + 1}`, activeCell: `B${options.frozenRows + 1}` }];
    sheet.pageSetup = {
      ...sheet.pageSetup,
      orientation: "landscape",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesColumn: "A:A",
      ...(options.printTitleRows ? { printTitlesRow: options.printTitleRows } : {}),
      margins: { left: 0.5, right: 0.5, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 },
    };
    sheet.headerFooter = { oddHeader: options.header, oddFooter: options.footer };
  }

  private put(row: number, column: number, value: CellValue, kind: RowKind, shown: bigint | number): void {
    const cell = this.sheet.getCell(row, column);
    cell.value = value;
    cell.numFmt = kind === "percent" ? PERCENT : CURRENCY;
    if (kind === "total") {
      cell.font = BOLD;
      cell.border = TOTAL_BORDER;
    }
    this.valueWidth = Math.max(this.valueWidth, typeof shown === "bigint" ? shownLength(shown) : String(shown).length);
  }
}

/** `SUM(B5:B9)`; `B5` for a one-row span, `0` for an empty one. */
const sumOf = (column: string, first: number, last: number): string =>
  last < first ? "0" : first === last ? `${column}${first}` : `SUM(${column}${first}:${column}${last})`;

/** Consecutive row numbers merged into ranges of `from`–`to` columns: `SUM(C5:N8,C10:N10)`. */
function sumOfRows(rows: readonly number[], from: string, to: string, sheet = ""): string {
  const runs: [number, number][] = [];
  for (const r of [...rows].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && r === last[1] + 1) last[1] = r;
    else runs.push([r, r]);
  }
  if (runs.length === 0) return "0";
  return `SUM(${runs.map(([a, b]) => `${sheet}${from}${a}:${sheet}${to}${b}`).join(",")})`;
}

// ------------------------------------------------------------------------------------------------
// The lines of one table, section by section
// ------------------------------------------------------------------------------------------------

/** Where a table's lines landed: each section's first and last row (list headings included; last < first when it has none) and the revenue rows. */
interface LinesLayout {
  span: Record<LineSection, { first: number; last: number }>;
  /** Rows of revenue lines (and their list headings, which hold no amounts). */
  revenueRows: number[];
}

/**
 * Writes one section of a table: its heading, then each of its rows in the worksheet's order (a
 * list line under its own heading, a row per label); `cells` fills a row's amounts.
 */
function writeSection(w: SheetWriter, L: CashflowLabels, section: LineSection, rows: readonly WorksheetRow[], cells: (row: number, line: WorksheetRow) => void, layout: LinesLayout): void {
  w.label(w.row++, sectionHeading(L, section), "heading");
  const first = w.row;
  let listHeading: LineDef | undefined;
  for (const line of rows) {
    if (line.line.section !== section) continue;
    if (line.label !== undefined && listHeading !== line.line) {
      listHeading = line.line;
      if (line.line.revenue) layout.revenueRows.push(w.row);
      w.label(w.row++, L.lines[line.line.id] ?? line.line.id, "line");
    }
    if (line.line.revenue) layout.revenueRows.push(w.row);
    w.label(w.row, line.label ?? L.lines[line.line.id] ?? line.line.id, line.label === undefined ? "line" : "list-row");
    cells(w.row, line);
    w.row++;
  }
  layout.span[section] = { first, last: w.row - 1 };
}

const emptyLayout = (): LinesLayout => ({
  span: Object.fromEntries(SECTIONS.map((s) => [s, { first: 0, last: 0 }])) as LinesLayout["span"],
  revenueRows: [],
});

// ------------------------------------------------------------------------------------------------
// Sheet 1: the 12-month cash flow
// ------------------------------------------------------------------------------------------------

/** Where the first sheet's figures are, for the second sheet's formulas. */
interface CashflowSheetRefs {
  revenueRows: number[];
  operatingSubtotal: number;
  /** The first and last month's columns (pre-startup left out). */
  firstMonth: string;
  lastMonth: string;
}

const CASHFLOW_HEADER_ROW = 3;

function writeCashflowSheet(w: SheetWriter, c: CashflowLike, ws: Worksheet, page: PageWords): CashflowSheetRefs {
  const L = page.labels;
  // Columns: A labels, B pre-startup, C..N the months, O the total.
  const periods = ws.cashOnHand.values.length;
  const col = (i: number) => letter(i + 2);
  const first = col(0);
  const last = col(periods - 1);
  const totalColumn = periods + 2;
  const total = letter(totalColumn);

  w.titles(page.title(L.words.cashflowTitle), page.subtitle);
  w.header(CASHFLOW_HEADER_ROW, [L.figures.preStartup, ...ws.months.map((m) => L.months[m - 1] ?? String(m)), L.figures.total]);
  w.row = CASHFLOW_HEADER_ROW + 1;

  /** Flows in the total column: the row summed across pre-startup and the months. */
  const across = (r: number) => `SUM(${first}${r}:${last}${r})`;
  /** One computed row: `each(column)` in every pre-startup and month column, `inTotal(row)` in the total column. */
  const figureRow = (label: string, figures: ColumnFigures, each: (column: string) => string, inTotal: (r: number) => string) => {
    const r = w.row++;
    w.label(r, label, "total");
    figures.values.forEach((v, i) => w.formula(r, i + 2, each(col(i)), v, "total"));
    w.formula(r, totalColumn, inTotal(r), figures.total, "total");
    return r;
  };

  // Cash on hand: the starting cash, then the previous column's cash position (filled in below,
  // once the cash position's row is known).
  const onHand = w.row++;
  w.label(onHand, L.figures.cashOnHand, "total");

  const layout = emptyLayout();
  const lineCells = (r: number, line: WorksheetRow) => {
    line.values.forEach((v, i) => w.input(r, i + 2, v, "line"));
    w.formula(r, totalColumn, across(r), line.total, "line");
  };
  let receipts = 0;
  let available = 0;
  let subtotal = 0;
  let paidOut = 0;
  let position = 0;
  for (const section of SECTIONS) {
    writeSection(w, page.labels, section, ws.rows, lineCells, layout);
    const span = layout.span[section];
    if (section === "receipts") {
      receipts = figureRow(L.figures.totalReceipts, ws.totalReceipts, (k) => sumOf(k, span.first, span.last), across);
      // The total column's: the starting cash plus every receipt.
      available = figureRow(L.figures.totalAvailable, ws.totalAvailable, (k) => `${k}${onHand}+${k}${receipts}`, () => `${total}${onHand}+${total}${receipts}`);
    } else if (section === "operating") {
      subtotal = figureRow(L.figures.operatingSubtotal, ws.operatingSubtotal, (k) => sumOf(k, span.first, span.last), across);
    } else if (section === "other-paid") {
      // Paid out: operating and the rest of this section; the non-cash section never counts.
      paidOut = figureRow(L.figures.totalPaidOut, ws.totalPaidOut, (k) => `${k}${subtotal}+${sumOf(k, span.first, span.last)}`, across);
      // The total column's: the last month's.
      position = figureRow(L.figures.cashPosition, ws.cashPosition, (k) => `${k}${available}-${k}${paidOut}`, (r) => `${last}${r}`);
    }
  }

  w.input(onHand, 2, c.prestartupCashOnHand, "total");
  for (let i = 1; i < periods; i++) w.formula(onHand, i + 2, `${col(i - 1)}${position}`, ws.cashOnHand.values[i] ?? 0n, "total");
  w.formula(onHand, totalColumn, `${first}${onHand}`, ws.cashOnHand.total, "total");

  w.finish({ columns: totalColumn, frozenRows: CASHFLOW_HEADER_ROW, printTitleRows: `${CASHFLOW_HEADER_ROW}:${CASHFLOW_HEADER_ROW}`, ...page.headerFooter });
  return { revenueRows: layout.revenueRows, operatingSubtotal: subtotal, firstMonth: col(1), lastMonth: last };
}

// ------------------------------------------------------------------------------------------------
// Sheet 2: the years
// ------------------------------------------------------------------------------------------------

/** Where a past year's totals are, for the comparison at the top. */
interface HistoryRefs {
  /** The total column (its number and letter). */
  totalColumn: number;
  total: string;
  revenueRows: number[];
  operatingSubtotal: number;
}

const YEARS_HEADER_ROW = 3;

/**
 * A past year below the comparison: its title, its months in fiscal order (or its yearly totals)
 * and a total column; each line's amounts as entered, the year's totals as formulas.
 */
function writeHistoryYear(w: SheetWriter, c: CashflowLike, h: HistoryYear, page: PageWords): HistoryRefs {
  const L = page.labels;
  const name = historyName(L, h.year);
  w.label(w.row++, h.monthly ? name : `${name} (${L.figures.yearlyTotals})`, "heading");

  // The periods as entered (their order in h.rows' values), shown from the fiscal year's start.
  const entered = c.months.find((y) => y.year === h.year)?.months ?? [];
  const fiscal = fiscalMonths(c.fiscalStartingMonth);
  const position = (month: number | undefined) => {
    const i = fiscal.indexOf(month ?? 0);
    return i < 0 ? fiscal.length : i;
  };
  const order = h.monthly ? entered.map((_, i) => i).sort((a, b) => position(entered[a]?.month) - position(entered[b]?.month)) : [];
  const totalColumn = order.length + 2;
  const total = letter(totalColumn);
  w.header(w.row++, [...order.map((i) => L.months[(entered[i]?.month ?? 0) - 1] ?? ""), L.figures.total]);

  const layout = emptyLayout();
  const lineCells = (r: number, line: WorksheetRow) => {
    if (!h.monthly) return w.input(r, totalColumn, line.total, "line");
    order.forEach((k, j) => w.input(r, j + 2, line.values[k] ?? 0n, "line"));
    w.formula(r, totalColumn, `SUM(${letter(2)}${r}:${letter(totalColumn - 1)}${r})`, line.total, "line");
  };
  const figureRow = (label: string, formula: string, value: bigint) => {
    const r = w.row++;
    w.label(r, label, "total");
    w.formula(r, totalColumn, formula, value, "total");
    return r;
  };
  let receipts = 0;
  let subtotal = 0;
  for (const section of SECTIONS) {
    writeSection(w, page.labels, section, h.rows, lineCells, layout);
    const span = layout.span[section];
    if (section === "receipts") {
      receipts = figureRow(L.figures.totalReceipts, sumOf(total, span.first, span.last), h.totalReceipts);
    } else if (section === "operating") {
      subtotal = figureRow(L.figures.operatingSubtotal, sumOf(total, span.first, span.last), h.operatingExpenses);
    } else if (section === "other-paid") {
      const paidOut = figureRow(L.figures.totalPaidOut, `${total}${subtotal}+${sumOf(total, span.first, span.last)}`, h.totalPaidOut);
      figureRow(L.figures.netCashFlow, `${total}${receipts}-${total}${paidOut}`, h.netCashFlow);
    }
  }
  return { totalColumn, total, revenueRows: layout.revenueRows, operatingSubtotal: subtotal };
}

function writeYearsSheet(w: SheetWriter, c: CashflowLike, ws: Worksheet, first: CashflowSheetRefs, page: PageWords): void {
  const L = page.labels;
  // Columns: A labels, then the past years oldest first, the starting year, the projected years.
  const past = [...ws.history].reverse();
  const startColumn = past.length + 2;
  const columns = startColumn + ws.projection.length;
  const cf = `'${L.words.cashflowSheet}'!`;

  w.titles(page.title(L.words.yearsTitle), page.subtitle);
  w.header(YEARS_HEADER_ROW, [...past.map((h) => historyName(page.labels, h.year)), L.figures.startingYear, ...ws.projection.map((p) => L.words.projectedYear(p.yearNumber))]);
  const rows = { revenueChange: 4, revenue: 5, expenseChange: 6, expenses: 7, net: 8 };
  w.label(rows.revenueChange, L.figures.revenueChange, "percent");
  w.label(rows.revenue, L.figures.revenue, "total");
  w.label(rows.expenseChange, L.figures.expenseChange, "percent");
  w.label(rows.expenses, L.figures.operatingExpenses, "total");
  w.label(rows.net, L.figures.net, "total");

  /** A year's column: its revenue and operating expenses (formulas given), and their difference. */
  const yearColumn = (column: number, revenue: [string, bigint], expenses: [string, bigint]) => {
    const k = letter(column);
    w.formula(rows.revenue, column, revenue[0], revenue[1], "total");
    w.formula(rows.expenses, column, expenses[0], expenses[1], "total");
    w.formula(rows.net, column, `${k}${rows.revenue}-${k}${rows.expenses}`, revenue[1] - expenses[1], "total");
  };

  // The past years' own tables, below the comparison; most recent first, as the page lists them.
  w.row = rows.net + 2;
  const refs = new Map<number, HistoryRefs>();
  for (const h of ws.history) {
    refs.set(h.year, writeHistoryYear(w, c, h, page));
    w.row++;
  }
  past.forEach((h, i) => {
    const ref = refs.get(h.year);
    if (!ref) return;
    yearColumn(i + 2, [sumOfRows(ref.revenueRows, ref.total, ref.total), h.revenue], [`${ref.total}${ref.operatingSubtotal}`, h.operatingExpenses]);
  });

  // The starting year: its 12 months on the first sheet (pre-startup left out).
  yearColumn(
    startColumn,
    [sumOfRows(first.revenueRows, first.firstMonth, first.lastMonth, cf), ws.startingYear.revenue],
    [`SUM(${cf}${first.firstMonth}${first.operatingSubtotal}:${first.lastMonth}${first.operatingSubtotal})`, ws.startingYear.operatingExpenses],
  );

  // The projected years: each the previous year's figure changed by its percent, rounded to whole
  // dollars half away from zero (applyChange).
  ws.projection.forEach((p, i) => {
    const column = startColumn + 1 + i;
    const k = letter(column);
    const prev = letter(column - 1);
    w.input(rows.revenueChange, column, p.revenuePercent, "percent");
    w.input(rows.expenseChange, column, p.expensePercent, "percent");
    yearColumn(
      column,
      [`ROUND(${prev}${rows.revenue}*(100+${k}${rows.revenueChange})/100,0)`, p.revenue],
      [`ROUND(${prev}${rows.expenses}*(100+${k}${rows.expenseChange})/100,0)`, p.operatingExpenses],
    );
  });

  // The past years' tables run to the total column of a monthly year (13 value columns).
  const widest = Math.max(columns, ...[...refs.values()].map((r) => r.totalColumn));
  w.finish({ columns: widest, frozenRows: YEARS_HEADER_ROW, ...page.headerFooter });
}

// ------------------------------------------------------------------------------------------------
// The workbook
// ------------------------------------------------------------------------------------------------

export interface CashflowWorkbookMeta {
  businessName: string;
  versionNumber: number;
  /** The date the document shows (in UTC): the version's, or the day it is downloaded. */
  date: Date;
}

export interface CashflowWorkbookOptions {
  /** Write the app's figures as the formulas' cached results (default true). */
  cachedResults?: boolean;
  /** The reader's language: "es" for Spanish, English otherwise (ADR 0026). */
  language?: string;
}

/** Characters of the business's name in titles and page headers (Excel caps a header at 255). */
const NAME_SHOWN_MAX = 100;

interface PageWords {
  labels: CashflowLabels;
  title: (what: string) => string;
  subtitle: string;
  headerFooter: { header: string; footer: string };
}

function pageWords(meta: CashflowWorkbookMeta, L: CashflowLabels): PageWords {
  const name = meta.businessName.replace(/\s+/gu, " ").trim().slice(0, NAME_SHOWN_MAX);
  const version = L.words.version(meta.versionNumber);
  const date = new Intl.DateTimeFormat(L.words.lang, { dateStyle: "long", timeZone: "UTC" }).format(meta.date);
  // In header and footer codes "&" starts a code: a literal one is "&&".
  const code = (s: string) => s.replace(/&/g, "&&");
  return {
    labels: L,
    title: (what) => (name === "" ? what : `${name}: ${what}`),
    subtitle: `${version} · ${date}`,
    headerFooter: {
      header: `&L&"-,Bold"${code(name)}&C${code(version)}&R${code(date)}`,
      footer: `&L${code(L.words.madeBy)}&R${L.words.page}`,
    },
  };
}

/** The workbook of a cash flow (exceljs), before it is written out. */
export function cashflowWorkbook(cashflow: CashflowLike, meta: CashflowWorkbookMeta, options: CashflowWorkbookOptions = {}): ExcelJS.Workbook {
  const cached = options.cachedResults ?? true;
  const ws = computeWorksheet(cashflow);
  const L = cashflowLabels(options.language ?? "en");
  const page = pageWords(meta, L);

  const workbook = new ExcelJS.Workbook();
  workbook.creator = L.words.madeBy;
  workbook.title = page.title(L.words.cashflowTitle);
  workbook.created = meta.date;
  workbook.modified = meta.date;
  // Spreadsheets that honour it (Excel) recompute every formula when the file opens.
  workbook.calcProperties = { ...workbook.calcProperties, fullCalcOnLoad: true };

  const first = writeCashflowSheet(new SheetWriter(workbook, L.words.cashflowSheet, cached), cashflow, ws, page);
  writeYearsSheet(new SheetWriter(workbook, L.words.yearsSheet, cached), cashflow, ws, first, page);
  return workbook;
}

/** The cash flow as an .xlsx (CASHFLOW_CONTENT_TYPE), every total a live formula. */
export async function buildCashflowWorkbook(cashflow: CashflowLike, meta: CashflowWorkbookMeta, options: CashflowWorkbookOptions = {}): Promise<Buffer> {
  const data: unknown = await cashflowWorkbook(cashflow, meta, options).xlsx.writeBuffer();
  return Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
}
