/**
 * The cash-flow page's editable model and its conversion to and from the Cashflow message
 * (issue #11). The math and the checks are src/shared/cashflow.ts's; this module only holds what
 * the learner typed, in a shape that is cheap to update one cell at a time:
 *
 * - amounts are row-major — `values[rowId][periodId]` — so a keystroke replaces one row's record
 *   and every other row keeps its identity (the grid's memoised rows skip re-rendering);
 * - a named line's row id is its line id (`rent`); a list line's rows (other revenue, other
 *   operating expenses, additional draws, other one-time purchases) are named rows the learner
 *   adds, renames and removes, with ids `<field>.<key>` that stay the same while the label changes;
 * - periods are `pre` (pre-startup) and `y<year>m<month>`: the starting year (year 1) by calendar
 *   month, history years (2–4: one, two, three years before) by month, or month 0 for a year given
 *   as yearly totals. Changing the fiscal starting month only reorders the columns.
 *
 * `toCashflow` builds the message — for the live totals (unnamed list rows still count) or for
 * submitting (what the server stores) — with `locate`, which turns a problem's proto path
 * (`months[0].months[3].expenses.rent`) back into the field the learner sees.
 */
import {
  emptyExpenses,
  emptyIncome,
  fiscalMonths,
  HISTORY_YEARS,
  labelKey,
  LINES,
  MAX_LIST_LINES,
  MAX_PROJECTED_YEARS,
  MONTH_UNSPECIFIED,
  normaliseLabel,
  YEAR,
  type CashflowLike,
  type LineDef,
  type LineItemLike,
  type ListExpenseField,
  type ListIncomeField,
  type OperatingMonthLike,
  type OperatingYearLike,
} from "../../../shared/cashflow";

export type ListField = ListIncomeField | ListExpenseField;
export const LIST_FIELDS: readonly ListField[] = ["otherRevenue", "otherOperatingExpenses", "additionalDraw", "additionalOneTimePurchases"];

export type HistoryYearValue = (typeof HISTORY_YEARS)[number];
export type HistoryMode = "off" | "yearly" | "monthly";
/** What the grid shows: the starting year (the projection) or one history year. */
export type SheetYear = typeof YEAR.STARTING | HistoryYearValue;

/** The pre-startup column. */
export const PRE = "pre";
/** The row of the pre-startup cash on hand (one input, in the pre-startup column). */
export const PRESTARTUP_ROW = "prestartupCashOnHand";

export const periodId = (year: number, month: number): string => `y${year}m${month}`;

/** The year (sheet) a period belongs to; the month (0 for a year's totals); null for pre-startup. */
export function periodParts(period: string): { year: number; month: number } | null {
  const m = /^y(\d)m(\d{1,2})$/.exec(period);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

/** The sheet a period is shown on (pre-startup is the starting year's first column). */
export const sheetOfPeriod = (period: string): SheetYear => (periodParts(period)?.year ?? YEAR.STARTING) as SheetYear;

export interface ListRow {
  readonly key: string;
  readonly label: string;
}

/** One row's amounts by period (a period not present holds 0). */
export type RowValues = Readonly<Record<string, bigint>>;

export interface CashflowModel {
  /** 1–12. */
  readonly fiscalStartingMonth: number;
  readonly prestartupCashOnHand: bigint;
  readonly lists: Readonly<Record<ListField, readonly ListRow[]>>;
  readonly values: Readonly<Record<string, RowValues>>;
  readonly history: Readonly<Record<HistoryYearValue, HistoryMode>>;
  /** Years 2–5's change percents; null = left blank. Always MAX_PROJECTED_YEARS long. */
  readonly revenueChange: readonly (number | null)[];
  readonly expenseChange: readonly (number | null)[];
  /** The next list row key's number. */
  readonly nextKey: number;
}

const EMPTY_VALUES: RowValues = Object.freeze({});

const blankPercents = (): (number | null)[] => Array.from({ length: MAX_PROJECTED_YEARS }, () => null);

export function emptyModel(): CashflowModel {
  return {
    fiscalStartingMonth: 1,
    prestartupCashOnHand: 0n,
    lists: { otherRevenue: [], otherOperatingExpenses: [], additionalDraw: [], additionalOneTimePurchases: [] },
    values: {},
    history: { [YEAR.MINUS_1]: "off", [YEAR.MINUS_2]: "off", [YEAR.MINUS_3]: "off" } as Record<HistoryYearValue, HistoryMode>,
    revenueChange: blankPercents(),
    expenseChange: blankPercents(),
    nextKey: 1,
  };
}

export const listRowId = (field: ListField, key: string): string => `${field}.${key}`;

const LINE_BY_ID = new Map(LINES.map((line) => [line.id, line]));

/** The line a row belongs to (a list row's is its list line); undefined for the pre-startup cash row. */
export function lineOfRow(rowId: string): LineDef | undefined {
  const dot = rowId.indexOf(".");
  return LINE_BY_ID.get(dot < 0 ? rowId : rowId.slice(0, dot));
}

export const isListField = (field: string): field is ListField => (LIST_FIELDS as readonly string[]).includes(field);

/** The periods (columns) of a sheet, in fiscal order; empty for a history year not used. */
export function sheetColumns(model: Pick<CashflowModel, "fiscalStartingMonth" | "history">, year: SheetYear): string[] {
  const months = fiscalMonths(model.fiscalStartingMonth);
  if (year === YEAR.STARTING) return [PRE, ...months.map((m) => periodId(YEAR.STARTING, m))];
  const mode = model.history[year];
  if (mode === "monthly") return months.map((m) => periodId(year, m));
  if (mode === "yearly") return [periodId(year, MONTH_UNSPECIFIED)];
  return [];
}

/** The amount in one cell. */
export function amountAt(model: CashflowModel, rowId: string, period: string): bigint {
  if (rowId === PRESTARTUP_ROW) return period === PRE ? model.prestartupCashOnHand : 0n;
  return model.values[rowId]?.[period] ?? 0n;
}

/** A row's amounts (a stable empty record when it has none). */
export const rowValues = (model: CashflowModel, rowId: string): RowValues => model.values[rowId] ?? EMPTY_VALUES;

// ------------------------------------------------------------------------------------------------
// Edits (each returns a new model, or the same one when nothing changed)
// ------------------------------------------------------------------------------------------------

export interface CellUpdate {
  rowId: string;
  period: string;
  value: bigint;
}

export function setAmounts(model: CashflowModel, updates: readonly CellUpdate[]): CashflowModel {
  let values: Record<string, RowValues> | null = null;
  let prestartup = model.prestartupCashOnHand;
  for (const { rowId, period, value } of updates) {
    if (rowId === PRESTARTUP_ROW) {
      if (period === PRE) prestartup = value;
      continue;
    }
    const current = (values ?? model.values)[rowId] ?? EMPTY_VALUES;
    if ((current[period] ?? 0n) === value) continue;
    const next: Record<string, bigint> = { ...current };
    if (value === 0n) delete next[period];
    else next[period] = value;
    values ??= { ...model.values };
    values[rowId] = next;
  }
  if (values === null && prestartup === model.prestartupCashOnHand) return model;
  return { ...model, values: values ?? model.values, prestartupCashOnHand: prestartup };
}

export const setAmount = (model: CashflowModel, rowId: string, period: string, value: bigint): CashflowModel =>
  setAmounts(model, [{ rowId, period, value }]);

/** Adds an empty named row to a list (at most MAX_LIST_LINES); `rowId` is null when the list is full. */
export function addListRow(model: CashflowModel, field: ListField, label = ""): { model: CashflowModel; rowId: string | null } {
  if (model.lists[field].length >= MAX_LIST_LINES) return { model, rowId: null };
  const key = `r${model.nextKey}`;
  return {
    model: { ...model, lists: { ...model.lists, [field]: [...model.lists[field], { key, label }] }, nextKey: model.nextKey + 1 },
    rowId: listRowId(field, key),
  };
}

function splitRowId(rowId: string): { field: ListField; key: string } | null {
  const dot = rowId.indexOf(".");
  const field = rowId.slice(0, dot);
  return dot > 0 && isListField(field) ? { field, key: rowId.slice(dot + 1) } : null;
}

export function renameListRow(model: CashflowModel, rowId: string, label: string): CashflowModel {
  const at = splitRowId(rowId);
  if (!at) return model;
  const rows = model.lists[at.field];
  const index = rows.findIndex((r) => r.key === at.key);
  if (index < 0 || rows[index]!.label === label) return model;
  const next = rows.slice();
  next[index] = { key: at.key, label };
  return { ...model, lists: { ...model.lists, [at.field]: next } };
}

export function removeListRow(model: CashflowModel, rowId: string): CashflowModel {
  const at = splitRowId(rowId);
  if (!at) return model;
  const rows = model.lists[at.field];
  if (!rows.some((r) => r.key === at.key)) return model;
  const values = { ...model.values };
  delete values[rowId];
  return { ...model, lists: { ...model.lists, [at.field]: rows.filter((r) => r.key !== at.key) }, values };
}

export function setFiscalStartingMonth(model: CashflowModel, month: number): CashflowModel {
  if (!Number.isInteger(month) || month < 1 || month > 12 || month === model.fiscalStartingMonth) return model;
  return { ...model, fiscalStartingMonth: month };
}

/** Every row id that holds amounts (named lines, the list rows). */
const rowIdsOf = (model: CashflowModel): string[] => [
  ...LINES.filter((l) => !l.list).map((l) => l.id),
  ...LIST_FIELDS.flatMap((field) => model.lists[field].map((r) => listRowId(field, r.key))),
];

/**
 * Turns a history year on or off, or switches it between yearly totals and months. Going from
 * months to yearly totals when the year has no totals yet adds the months up into them.
 */
export function setHistoryMode(model: CashflowModel, year: HistoryYearValue, mode: HistoryMode): CashflowModel {
  const before = model.history[year];
  if (before === mode) return model;
  let next: CashflowModel = { ...model, history: { ...model.history, [year]: mode } };
  if (before === "monthly" && mode === "yearly") {
    const yearly = periodId(year, MONTH_UNSPECIFIED);
    const rows = rowIdsOf(model);
    if (rows.every((rowId) => (model.values[rowId]?.[yearly] ?? 0n) === 0n)) {
      const updates = rows.map((rowId) => ({
        rowId,
        period: yearly,
        value: fiscalMonths(1).reduce((sum, m) => sum + (model.values[rowId]?.[periodId(year, m)] ?? 0n), 0n),
      }));
      next = setAmounts(next, updates);
    }
  }
  return next;
}

export type PercentKind = "revenue" | "expense";

export function setPercent(model: CashflowModel, kind: PercentKind, index: number, value: number | null): CashflowModel {
  const list = kind === "revenue" ? model.revenueChange : model.expenseChange;
  if (index < 0 || index >= list.length || list[index] === value) return model;
  const next = list.slice();
  next[index] = value;
  return kind === "revenue" ? { ...model, revenueChange: next } : { ...model, expenseChange: next };
}

// ------------------------------------------------------------------------------------------------
// The message, and problems' paths back to fields
// ------------------------------------------------------------------------------------------------

/** Where a problem belongs: a cell, a list row's name, a list, the fiscal month, a percent. */
export type Target =
  | { kind: "cell"; rowId: string; period: string }
  | { kind: "label"; rowId: string }
  | { kind: "list"; field: ListField }
  | { kind: "fiscal" }
  | { kind: "percent"; percent: PercentKind; index: number };

/** A stable id of a target (the key of the page's error map). */
export function targetKey(target: Target): string {
  switch (target.kind) {
    case "cell":
      return `cell:${target.rowId}:${target.period}`;
    case "label":
      return `label:${target.rowId}`;
    case "list":
      return `list:${target.field}`;
    case "fiscal":
      return "fiscal";
    case "percent":
      return `percent:${target.percent}:${target.index}`;
  }
}

/** The DOM id of the field a target names (every input of the page has one). */
export const targetDomId = (target: Target): string => `cf-${targetKey(target).replace(/[:.]/g, "-")}`;
export const cellDomId = (rowId: string, period: string): string => targetDomId({ kind: "cell", rowId, period });

export interface BuiltCashflow {
  cashflow: CashflowLike;
  /** The field a proto path (relative to the Cashflow) names, or null. */
  locate(path: string): Target | null;
}

/**
 * The Cashflow of a model. `live`: for the totals on screen — every history year in use, a list
 * row without a name still counted (under a name of its own). `submit`: what is stored — history
 * years with nothing in them left out, names as typed (a missing one is then a problem to show).
 */
export function toCashflow(model: CashflowModel, purpose: "live" | "submit"): BuiltCashflow {
  const prefixes = new Map<string, string>();
  const listIndex = new Map<string, string>();

  const period = (id: string, month: number, prefix: string): OperatingMonthLike => {
    prefixes.set(prefix, id);
    const income = emptyIncome();
    const expenses = emptyExpenses();
    for (const line of LINES) {
      if (line.list) {
        const items: LineItemLike[] = [];
        for (const row of model.lists[line.field]) {
          const rowId = listRowId(line.field, row.key);
          const amount = model.values[rowId]?.[id] ?? 0n;
          if (amount === 0n) continue;
          listIndex.set(`${id}|${line.proto}[${items.length}]`, rowId);
          const name = normaliseLabel(row.label);
          items.push({ label: purpose === "live" && name === "" ? `\u0001${row.key}` : name, amount });
        }
        if (line.part === "income") income[line.field] = items;
        else expenses[line.field] = items;
      } else {
        const amount = model.values[line.id]?.[id] ?? 0n;
        if (line.part === "income") income[line.field] = amount;
        else expenses[line.field] = amount;
      }
    }
    return { month, income, expenses };
  };

  const months: OperatingYearLike[] = [];
  const fiscal = fiscalMonths(model.fiscalStartingMonth);
  const addYear = (year: number, ids: { id: string; month: number }[]) => {
    const index = months.length;
    months.push({ year, months: ids.map(({ id, month }, i) => period(id, month, `months[${index}].months[${i}]`)) });
  };
  const preStartup = period(PRE, MONTH_UNSPECIFIED, "pre_startup");
  addYear(
    YEAR.STARTING,
    fiscal.map((m) => ({ id: periodId(YEAR.STARTING, m), month: m })),
  );
  for (const year of HISTORY_YEARS) {
    const mode = model.history[year];
    if (mode === "off") continue;
    const ids = mode === "yearly" ? [{ id: periodId(year, MONTH_UNSPECIFIED), month: MONTH_UNSPECIFIED }] : fiscal.map((m) => ({ id: periodId(year, m), month: m }));
    if (purpose === "submit" && !ids.some(({ id }) => rowIdsOf(model).some((rowId) => (model.values[rowId]?.[id] ?? 0n) !== 0n))) continue;
    addYear(year, ids);
  }

  const projected = Math.max(lastFilled(model.revenueChange), lastFilled(model.expenseChange)) + 1;
  const percents = (list: readonly (number | null)[]) => list.slice(0, projected).map((p) => p ?? 0);

  const cashflow: CashflowLike = {
    fiscalStartingMonth: model.fiscalStartingMonth,
    prestartupCashOnHand: model.prestartupCashOnHand,
    preStartup,
    months,
    anticipatedRevenueChangePercent: percents(model.revenueChange),
    anticipatedExpenseChangePercent: percents(model.expenseChange),
  };

  const PERIOD_PATH = /^(pre_startup|months\[\d+\]\.months\[\d+\])\.(income|expenses)\.([a-z_]+)(\[\d+\])?(?:\.(label|amount))?$/;
  const PERCENT_PATH = /^anticipated_(revenue|expense)_change_percent\[(\d+)\]$/;
  const locate = (path: string): Target | null => {
    if (path === "prestartup_cash_on_hand") return { kind: "cell", rowId: PRESTARTUP_ROW, period: PRE };
    if (path === "fiscal_starting_month") return { kind: "fiscal" };
    const percent = PERCENT_PATH.exec(path);
    if (percent) return { kind: "percent", percent: percent[1] as PercentKind, index: Number(percent[2]) };
    const m = PERIOD_PATH.exec(path);
    if (!m) return null;
    const id = prefixes.get(m[1]!);
    const line = LINES.find((l) => l.part === m[2] && l.proto === m[3]);
    if (id === undefined || !line) return null;
    if (!line.list) return m[4] === undefined ? { kind: "cell", rowId: line.id, period: id } : null;
    if (m[4] === undefined) return { kind: "list", field: line.field };
    const rowId = listIndex.get(`${id}|${line.proto}${m[4]}`);
    if (rowId === undefined) return { kind: "list", field: line.field };
    return m[5] === "label" ? { kind: "label", rowId } : { kind: "cell", rowId, period: id };
  };

  return { cashflow, locate };
}

function lastFilled(list: readonly (number | null)[]): number {
  for (let i = list.length - 1; i >= 0; i--) if (list[i] !== null) return i;
  return -1;
}

/** The model of a stored Cashflow (GetMyCashflow's answer): list rows by name, first seen first. */
export function modelFromCashflow(c: CashflowLike): CashflowModel {
  const base = emptyModel();
  const lists: Record<ListField, ListRow[]> = { otherRevenue: [], otherOperatingExpenses: [], additionalDraw: [], additionalOneTimePurchases: [] };
  const byLabel = new Map<string, string>();
  const values: Record<string, Record<string, bigint>> = {};
  let nextKey = 1;
  const add = (rowId: string, id: string, amount: bigint) => {
    if (amount === 0n) return;
    const row = (values[rowId] ??= {});
    row[id] = (row[id] ?? 0n) + amount;
  };
  const rowFor = (field: ListField, label: string): string => {
    const name = normaliseLabel(label);
    const mapKey = `${field}|${labelKey(name)}`;
    const known = name === "" ? undefined : byLabel.get(mapKey);
    if (known) return known;
    const key = `r${nextKey++}`;
    lists[field].push({ key, label: name });
    const rowId = listRowId(field, key);
    if (name !== "") byLabel.set(mapKey, rowId);
    return rowId;
  };
  const read = (p: OperatingMonthLike | undefined, id: string) => {
    if (!p) return;
    for (const line of LINES) {
      if (line.list) {
        const items = line.part === "income" ? (p.income?.otherRevenue ?? []) : (p.expenses?.[line.field] ?? []);
        for (const item of items) add(rowFor(line.field, item.label), id, item.amount);
      } else {
        add(line.id, id, line.part === "income" ? (p.income?.[line.field] ?? 0n) : (p.expenses?.[line.field] ?? 0n));
      }
    }
  };

  read(c.preStartup, PRE);
  const history = { ...base.history };
  for (const year of c.months) {
    const valid = (m: number) => Number.isInteger(m) && m >= 1 && m <= 12;
    if (year.year === YEAR.STARTING) {
      for (const m of year.months) if (valid(m.month)) read(m, periodId(YEAR.STARTING, m.month));
    } else if ((HISTORY_YEARS as readonly number[]).includes(year.year) && year.months.length > 0) {
      const y = year.year as HistoryYearValue;
      const yearly = year.months.length === 1 && year.months[0]!.month === MONTH_UNSPECIFIED;
      history[y] = yearly ? "yearly" : "monthly";
      if (yearly) read(year.months[0], periodId(y, MONTH_UNSPECIFIED));
      else for (const m of year.months) if (valid(m.month)) read(m, periodId(y, m.month));
    }
  }
  const pad = (list: readonly number[]) => Array.from({ length: MAX_PROJECTED_YEARS }, (_, i) => list[i] ?? null);
  const fiscal = c.fiscalStartingMonth;
  return {
    fiscalStartingMonth: Number.isInteger(fiscal) && fiscal >= 1 && fiscal <= 12 ? fiscal : 1,
    prestartupCashOnHand: c.prestartupCashOnHand,
    lists,
    values,
    history,
    revenueChange: pad(c.anticipatedRevenueChangePercent),
    expenseChange: pad(c.anticipatedExpenseChangePercent),
    nextKey,
  };
}

// ------------------------------------------------------------------------------------------------
// The rows a sheet shows
// ------------------------------------------------------------------------------------------------

export type FigureName = "cashOnHand" | "totalReceipts" | "totalAvailable" | "operatingSubtotal" | "totalPaidOut" | "cashPosition" | "netCashFlow";
export type HeadingName = "receipts" | "paidOut" | "otherPaidOut" | "nonCash";

export type SheetRow =
  | { kind: "heading"; heading: HeadingName }
  | { kind: "input"; rowId: string; line: LineDef; listRow?: ListRow; listIndex?: number }
  | { kind: "add"; line: LineDef & { list: true } }
  | { kind: "figure"; figure: FigureName };

/** The rows of a sheet in the worksheet's order (the starting year also shows cash on hand, available and position). */
export function sheetRows(lists: CashflowModel["lists"], year: SheetYear): SheetRow[] {
  const projection = year === YEAR.STARTING;
  const rows: SheetRow[] = [];
  const lines = (pick: (l: LineDef) => boolean) => {
    for (const line of LINES) {
      if (!pick(line)) continue;
      if (!line.list) {
        rows.push({ kind: "input", rowId: line.id, line });
        continue;
      }
      lists[line.field].forEach((listRow, listIndex) => rows.push({ kind: "input", rowId: listRowId(line.field, listRow.key), line, listRow, listIndex }));
      rows.push({ kind: "add", line });
    }
  };
  if (projection) rows.push({ kind: "figure", figure: "cashOnHand" });
  rows.push({ kind: "heading", heading: "receipts" });
  lines((l) => l.section === "receipts");
  rows.push({ kind: "figure", figure: "totalReceipts" });
  if (projection) rows.push({ kind: "figure", figure: "totalAvailable" });
  rows.push({ kind: "heading", heading: "paidOut" });
  lines((l) => l.section === "operating");
  rows.push({ kind: "figure", figure: "operatingSubtotal" });
  rows.push({ kind: "heading", heading: "otherPaidOut" });
  lines((l) => l.section === "other-paid");
  rows.push({ kind: "figure", figure: "totalPaidOut" });
  rows.push({ kind: "figure", figure: projection ? "cashPosition" : "netCashFlow" });
  rows.push({ kind: "heading", heading: "nonCash" });
  lines((l) => l.section === "non-cash");
  return rows;
}
