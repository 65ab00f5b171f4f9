/**
 * The 12-month cash-flow projection's math (issue #11; spec §3 Cashflow, Income, Expenses, Operating
 * month and year): the one definition of the worksheet's lines, its checks and its totals, used by
 * the page (/cashflow-tool, totals as the user types), the server (SubmitMyCashflow's checks) and the
 * workbook (the same rows, written as live formulas). Pure functions over plain values; amounts are
 * whole dollars as `bigint` (the proto's uint64), so every total is exact for any accepted input.
 *
 * The worksheet follows SCORE's 12-month cash-flow layout, which lenders know:
 * - columns: pre-startup, then the 12 months from `fiscalStartingMonth` (July → Jul … Jun), then a
 *   total column (pre-startup + the 12 months, so cash on hand at the start + receipts − paid out =
 *   cash position at the end);
 * - cash on hand (start of the column) → cash receipts (cash sales, collections, other revenue lines,
 *   loan or other cash injection) → total cash receipts → total cash available → cash paid out
 *   (operating expenses, each its own line, other operating expense lines, subtotal; then what is not
 *   an operating expense: loan principal, capital purchase, other start-up costs, reserve or escrow,
 *   owner's draw, additional draws, one-time purchases) → total cash paid out → cash position (end of
 *   the column) = next column's cash on hand. The pre-startup column starts from
 *   `prestartupCashOnHand`. Depreciation is shown as a non-cash line and is never paid out.
 * - Free-form lists (other revenue, other operating expenses, additional draws, additional one-time
 *   purchases) become one row per label, across the columns (a label typed in two months is one row).
 *
 * Years: CASHFLOW_YEAR_STARTING_YEAR holds the projection (month by month). MINUS_1..3 hold an
 * existing business's actual history, month by month or as yearly totals (one operating month with
 * MONTH_UNSPECIFIED), summed per line and shown beside the projection. The change percents project
 * the years after the starting year as yearly totals: revenue (sales, collections, other revenue —
 * not loans or owner's money) and operating expenses, each the previous year's rounded to whole
 * dollars (halves away from zero): round(previous × (100 + percent) / 100).
 */

// ------------------------------------------------------------------------------------------------
// Input shapes (the generated messages fit them: same field names, amounts as bigint)
// ------------------------------------------------------------------------------------------------

export interface LineItemLike {
  label: string;
  amount: bigint;
}

export interface IncomeLike {
  posSales: bigint;
  salesOnCredit: bigint;
  otherRevenue: LineItemLike[];
  moneyBorrowed: bigint;
  moneyPersonallyInvested: bigint;
}

export interface ExpensesLike {
  inventoryCost: bigint;
  rawMaterials: bigint;
  additionalCogs: bigint;
  grossWages: bigint;
  managementsSalaries: bigint;
  outsideServices: bigint;
  supplies: bigint;
  repairs: bigint;
  advertising: bigint;
  travelExpenses: bigint;
  accountingServices: bigint;
  legalServices: bigint;
  rent: bigint;
  telephone: bigint;
  utilities: bigint;
  insurance: bigint;
  realEstateTaxes: bigint;
  incomeTaxes: bigint;
  interestOnLoans: bigint;
  depreciation: bigint;
  otherOperatingExpenses: LineItemLike[];
  oneTimeEquipment: bigint;
  oneTimeRenovation: bigint;
  additionalOneTimePurchases: LineItemLike[];
  loanPrincipal: bigint;
  capitalPurchase: bigint;
  otherStartup: bigint;
  reserveEscrow: bigint;
  ownerDraw: bigint;
  additionalDraw: LineItemLike[];
}

export interface OperatingMonthLike {
  month: number;
  income?: IncomeLike;
  expenses?: ExpensesLike;
}

export interface OperatingYearLike {
  year: number;
  months: OperatingMonthLike[];
}

export interface CashflowLike {
  fiscalStartingMonth: number;
  prestartupCashOnHand: bigint;
  preStartup?: OperatingMonthLike;
  months: OperatingYearLike[];
  anticipatedRevenueChangePercent: number[];
  anticipatedExpenseChangePercent: number[];
}

// ------------------------------------------------------------------------------------------------
// Limits and enums
// ------------------------------------------------------------------------------------------------

/** The largest amount a field may hold (whole dollars). */
export const MAX_AMOUNT = 1_000_000_000_000n;
/** Bounds of a change percent (whole percent). */
export const PERCENT_MIN = -100;
export const PERCENT_MAX = 1000;
/** Lines one free-form list may hold in one period. */
export const MAX_LIST_LINES = 20;
/** Characters a line's label may hold. */
export const LABEL_MAX_CHARACTERS = 80;
/** Years projected after the starting year (the change-percent lists' length). */
export const MAX_PROJECTED_YEARS = 4;

/** The proto's Month values (1 = January … 12 = December; 0 = unspecified). */
export const MONTH_UNSPECIFIED = 0;
/** The proto's CashflowYear values. */
export const YEAR = { STARTING: 1, MINUS_1: 2, MINUS_2: 3, MINUS_3: 4 } as const;
/** History years, most recent first. */
export const HISTORY_YEARS = [YEAR.MINUS_1, YEAR.MINUS_2, YEAR.MINUS_3] as const;

/** The 12 months of a fiscal year starting at `start` (1–12; anything else starts in January). */
export function fiscalMonths(start: number): number[] {
  const first = Number.isInteger(start) && start >= 1 && start <= 12 ? start : 1;
  return Array.from({ length: 12 }, (_, i) => ((first - 1 + i) % 12) + 1);
}

// ------------------------------------------------------------------------------------------------
// Lines
// ------------------------------------------------------------------------------------------------

export type LineSection = "receipts" | "operating" | "other-paid" | "non-cash";
export type ScalarIncomeField = "posSales" | "salesOnCredit" | "moneyBorrowed" | "moneyPersonallyInvested";
export type ListIncomeField = "otherRevenue";
export type ListExpenseField = "otherOperatingExpenses" | "additionalDraw" | "additionalOneTimePurchases";
export type ScalarExpenseField = Exclude<keyof ExpensesLike, ListExpenseField>;

export type LineDef =
  | { readonly id: string; readonly section: LineSection; readonly part: "income"; readonly field: ScalarIncomeField; readonly list: false; readonly proto: string; readonly revenue: boolean }
  | { readonly id: string; readonly section: LineSection; readonly part: "income"; readonly field: ListIncomeField; readonly list: true; readonly proto: string; readonly revenue: boolean }
  | { readonly id: string; readonly section: LineSection; readonly part: "expenses"; readonly field: ScalarExpenseField; readonly list: false; readonly proto: string; readonly revenue: false }
  | { readonly id: string; readonly section: LineSection; readonly part: "expenses"; readonly field: ListExpenseField; readonly list: true; readonly proto: string; readonly revenue: false };

const snake = (s: string): string => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function income(field: ScalarIncomeField, revenue: boolean): LineDef {
  return { id: field, section: "receipts", part: "income", field, list: false, proto: snake(field), revenue };
}
function expense(field: ScalarExpenseField, section: LineSection): LineDef {
  return { id: field, section, part: "expenses", field, list: false, proto: snake(field), revenue: false };
}
function expenseList(field: ListExpenseField, section: LineSection): LineDef {
  return { id: field, section, part: "expenses", field, list: true, proto: snake(field), revenue: false };
}

/** Every line of the worksheet, in its order (a list line stands for its labelled rows). */
export const LINES: readonly LineDef[] = [
  income("posSales", true),
  income("salesOnCredit", true),
  { id: "otherRevenue", section: "receipts", part: "income", field: "otherRevenue", list: true, proto: "other_revenue", revenue: true },
  income("moneyBorrowed", false),
  income("moneyPersonallyInvested", false),
  expense("inventoryCost", "operating"),
  expense("rawMaterials", "operating"),
  expense("additionalCogs", "operating"),
  expense("grossWages", "operating"),
  expense("managementsSalaries", "operating"),
  expense("outsideServices", "operating"),
  expense("supplies", "operating"),
  expense("repairs", "operating"),
  expense("advertising", "operating"),
  expense("travelExpenses", "operating"),
  expense("accountingServices", "operating"),
  expense("legalServices", "operating"),
  expense("rent", "operating"),
  expense("telephone", "operating"),
  expense("utilities", "operating"),
  expense("insurance", "operating"),
  expense("realEstateTaxes", "operating"),
  expense("incomeTaxes", "operating"),
  expense("interestOnLoans", "operating"),
  expenseList("otherOperatingExpenses", "operating"),
  expense("loanPrincipal", "other-paid"),
  expense("capitalPurchase", "other-paid"),
  expense("otherStartup", "other-paid"),
  expense("reserveEscrow", "other-paid"),
  expense("ownerDraw", "other-paid"),
  expenseList("additionalDraw", "other-paid"),
  expense("oneTimeEquipment", "other-paid"),
  expense("oneTimeRenovation", "other-paid"),
  expenseList("additionalOneTimePurchases", "other-paid"),
  expense("depreciation", "non-cash"),
];

export const INCOME_SCALARS: readonly ScalarIncomeField[] = ["posSales", "salesOnCredit", "moneyBorrowed", "moneyPersonallyInvested"];
export const EXPENSE_SCALARS: readonly ScalarExpenseField[] = LINES.flatMap((l) => (l.part === "expenses" && !l.list ? [l.field] : []));
export const EXPENSE_LISTS: readonly ListExpenseField[] = ["otherOperatingExpenses", "additionalDraw", "additionalOneTimePurchases"];

/** An empty period's income and expenses (every amount 0, every list empty). */
export function emptyIncome(): IncomeLike {
  return { posSales: 0n, salesOnCredit: 0n, otherRevenue: [], moneyBorrowed: 0n, moneyPersonallyInvested: 0n };
}
export function emptyExpenses(): ExpensesLike {
  const scalars = Object.fromEntries(EXPENSE_SCALARS.map((f) => [f, 0n])) as Record<ScalarExpenseField, bigint>;
  return { ...scalars, otherOperatingExpenses: [], additionalDraw: [], additionalOneTimePurchases: [] };
}

/** A list line's label as shown: spaces collapsed and trimmed. */
export const normaliseLabel = (label: string): string => label.replace(/\s+/gu, " ").trim();
/** A list line's label as rows are matched: the shown label, case ignored ("Rent" and "rent " are one row). */
export const labelKey = (label: string): string => normaliseLabel(label).toLocaleLowerCase("en-US");

/** The amount one line holds in a period (a list line: the lines with that label). */
function amountOf(line: LineDef, period: OperatingMonthLike | undefined, label?: string): bigint {
  if (!period) return 0n;
  if (line.part === "income") {
    const inc = period.income;
    if (!inc) return 0n;
    if (line.list) return sumLabel(inc[line.field], label);
    return inc[line.field];
  }
  const exp = period.expenses;
  if (!exp) return 0n;
  if (line.list) return sumLabel(exp[line.field], label);
  return exp[line.field];
}

function sumLabel(items: readonly LineItemLike[], label: string | undefined): bigint {
  let total = 0n;
  const key = label === undefined ? undefined : labelKey(label);
  for (const item of items) if (key === undefined || labelKey(item.label) === key) total += item.amount;
  return total;
}

function listOf(line: LineDef, period: OperatingMonthLike | undefined): readonly LineItemLike[] {
  if (!period || !line.list) return [];
  if (line.part === "income") return period.income?.otherRevenue ?? [];
  return period.expenses?.[line.field] ?? [];
}

// ------------------------------------------------------------------------------------------------
// Checks
// ------------------------------------------------------------------------------------------------

/** A problem with a cash flow: the field's path as the proto names it, and what is wrong. */
export interface CashflowProblem {
  path: string;
  message: string;
}

const GROUPED = new Intl.NumberFormat("en-US");

/** Every problem with a cash flow (empty when it may be stored); paths start at the Cashflow. */
export function cashflowProblems(c: CashflowLike): CashflowProblem[] {
  const problems: CashflowProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });

  if (!Number.isInteger(c.fiscalStartingMonth) || c.fiscalStartingMonth < 0 || c.fiscalStartingMonth > 12) {
    add("fiscal_starting_month", "choose a month.");
  }
  checkAmount(c.prestartupCashOnHand, "prestartup_cash_on_hand", add);
  if (c.preStartup) checkPeriod(c.preStartup, "pre_startup", add);

  const seenYears = new Set<number>();
  c.months.forEach((year, yi) => {
    const yPath = `months[${yi}]`;
    if (![YEAR.STARTING, YEAR.MINUS_1, YEAR.MINUS_2, YEAR.MINUS_3].includes(year.year as 1)) {
      add(`${yPath}.year`, "choose the starting year or one of the three years before it.");
      return;
    }
    if (seenYears.has(year.year)) add(`${yPath}.year`, "this year is given twice.");
    seenYears.add(year.year);
    const yearly = year.months.length === 1 && year.months[0]?.month === MONTH_UNSPECIFIED;
    if (yearly && year.year === YEAR.STARTING) {
      add(`${yPath}.months[0].month`, "the starting year is entered month by month; choose a month.");
    }
    if (year.months.length > 12) add(`${yPath}.months`, "a year has at most 12 months.");
    const seenMonths = new Set<number>();
    year.months.forEach((m, mi) => {
      const mPath = `${yPath}.months[${mi}]`;
      if (!yearly) {
        if (!Number.isInteger(m.month) || m.month < 1 || m.month > 12) add(`${mPath}.month`, "choose a month (or give the year as one line of yearly totals).");
        else if (seenMonths.has(m.month)) add(`${mPath}.month`, "this month is given twice.");
        seenMonths.add(m.month);
      }
      checkPeriod(m, mPath, add);
    });
  });

  const percents = (list: number[], name: string) => {
    if (list.length > MAX_PROJECTED_YEARS) add(name, `project at most ${MAX_PROJECTED_YEARS} years after the starting year.`);
    list.forEach((p, i) => {
      if (!Number.isInteger(p) || p < PERCENT_MIN || p > PERCENT_MAX) add(`${name}[${i}]`, `use a whole percent from ${PERCENT_MIN} to ${GROUPED.format(PERCENT_MAX)}.`);
    });
  };
  percents(c.anticipatedRevenueChangePercent, "anticipated_revenue_change_percent");
  percents(c.anticipatedExpenseChangePercent, "anticipated_expense_change_percent");
  return problems;
}

function checkAmount(amount: bigint, path: string, add: (path: string, message: string) => void): void {
  if (amount < 0n) add(path, "amounts are whole dollars, not negative.");
  else if (amount > MAX_AMOUNT) add(path, `at most ${GROUPED.format(MAX_AMOUNT)} dollars.`);
}

function checkPeriod(period: OperatingMonthLike, path: string, add: (path: string, message: string) => void): void {
  if (period.income) {
    for (const f of INCOME_SCALARS) checkAmount(period.income[f], `${path}.income.${snake(f)}`, add);
    checkList(period.income.otherRevenue, `${path}.income.other_revenue`, add);
  }
  if (period.expenses) {
    for (const f of EXPENSE_SCALARS) checkAmount(period.expenses[f], `${path}.expenses.${snake(f)}`, add);
    for (const f of EXPENSE_LISTS) checkList(period.expenses[f], `${path}.expenses.${snake(f)}`, add);
  }
}

function checkList(items: readonly LineItemLike[], path: string, add: (path: string, message: string) => void): void {
  if (items.length > MAX_LIST_LINES) add(path, `at most ${MAX_LIST_LINES} lines.`);
  const labels = new Set<string>();
  items.forEach((item, i) => {
    const label = normaliseLabel(item.label);
    if (label === "") add(`${path}[${i}].label`, "name this line.");
    else if ([...label].length > LABEL_MAX_CHARACTERS) add(`${path}[${i}].label`, `use at most ${LABEL_MAX_CHARACTERS} characters.`);
    else if (labels.has(labelKey(label))) add(`${path}[${i}].label`, "this name is used twice in the same month.");
    labels.add(labelKey(label));
    checkAmount(item.amount, `${path}[${i}].amount`, add);
  });
}

// ------------------------------------------------------------------------------------------------
// The worksheet
// ------------------------------------------------------------------------------------------------

/** A worksheet row: a line (a list line once per label), its amount per column and its total. */
export interface WorksheetRow {
  line: LineDef;
  /** The label of a list line's row; undefined for a named line. */
  label?: string;
  /** Pre-startup, then the 12 months in fiscal order. */
  values: bigint[];
  /** Pre-startup + the 12 months. */
  total: bigint;
}

/** A computed figure per column (pre-startup, 12 months) and for the total column. */
export interface ColumnFigures {
  values: bigint[];
  total: bigint;
}

/** A history year's totals (its months summed, or its yearly totals as entered). */
export interface HistoryYear {
  year: number;
  /** Whether it was entered month by month (false: one line of yearly totals). */
  monthly: boolean;
  /** One total per row of the worksheet's `rows` order (list rows by label; 0 where the year has none). */
  rows: WorksheetRow[];
  revenue: bigint;
  totalReceipts: bigint;
  operatingExpenses: bigint;
  totalPaidOut: bigint;
  /** Total cash receipts − total cash paid out (may be negative). */
  netCashFlow: bigint;
  depreciation: bigint;
}

/** A year projected from the starting year by the change percents. */
export interface ProjectedYear {
  /** 2 for the year after the starting year, and so on. */
  yearNumber: number;
  revenuePercent: number;
  expensePercent: number;
  revenue: bigint;
  operatingExpenses: bigint;
  /** Revenue − operating expenses (may be negative). */
  net: bigint;
}

export interface Worksheet {
  /** The 12 months in fiscal order (Month values). */
  months: number[];
  rows: WorksheetRow[];
  cashOnHand: ColumnFigures;
  totalReceipts: ColumnFigures;
  totalAvailable: ColumnFigures;
  operatingSubtotal: ColumnFigures;
  totalPaidOut: ColumnFigures;
  cashPosition: ColumnFigures;
  /** Column indexes (0 = pre-startup, 1–12 the months) whose cash position is negative. */
  negativeColumns: number[];
  /** The starting year's 12 months (pre-startup left out): the base of the projection. */
  startingYear: { revenue: bigint; operatingExpenses: bigint; net: bigint };
  history: HistoryYear[];
  projection: ProjectedYear[];
}

const sum = (values: readonly bigint[]): bigint => values.reduce((a, b) => a + b, 0n);

/** The rows of a set of periods: every named line, and a list line once per label in first-seen order. */
function rowsFor(periods: readonly (OperatingMonthLike | undefined)[]): { line: LineDef; label?: string }[] {
  const rows: { line: LineDef; label?: string }[] = [];
  for (const line of LINES) {
    if (!line.list) {
      rows.push({ line });
      continue;
    }
    const labels = new Map<string, string>();
    for (const period of periods) {
      for (const item of listOf(line, period)) {
        const label = normaliseLabel(item.label);
        if (label !== "" && !labels.has(labelKey(label))) labels.set(labelKey(label), label);
      }
    }
    for (const label of labels.values()) rows.push({ line, label });
  }
  return rows;
}

/** The starting year's months in fiscal order (a month not given is empty). */
export function startingYearPeriods(c: CashflowLike): (OperatingMonthLike | undefined)[] {
  const months = fiscalMonths(c.fiscalStartingMonth);
  const year = c.months.find((y) => y.year === YEAR.STARTING);
  return months.map((m) => year?.months.find((p) => p.month === m));
}

const isOperating = (line: LineDef) => line.section === "operating";
const isPaidOut = (line: LineDef) => line.section === "operating" || line.section === "other-paid";

/** n / d (d > 0) rounded to a whole number, halves away from zero, as spreadsheets' ROUND(x, 0). */
function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** The whole worksheet of a cash flow (checked or not: it only adds). */
export function computeWorksheet(c: CashflowLike): Worksheet {
  const months = fiscalMonths(c.fiscalStartingMonth);
  const periods = [c.preStartup, ...startingYearPeriods(c)];
  const rows: WorksheetRow[] = rowsFor(periods).map(({ line, label }) => {
    const values = periods.map((p) => amountOf(line, p, label));
    return { line, label, values, total: sum(values) };
  });

  const columns = periods.length;
  const columnSum = (pick: (line: LineDef) => boolean): bigint[] =>
    Array.from({ length: columns }, (_, i) => sum(rows.filter((r) => pick(r.line)).map((r) => r.values[i] ?? 0n)));
  const receipts = columnSum((l) => l.section === "receipts");
  const operating = columnSum(isOperating);
  const paidOut = columnSum(isPaidOut);

  const cashOnHand: bigint[] = [];
  const available: bigint[] = [];
  const position: bigint[] = [];
  let onHand = c.prestartupCashOnHand;
  for (let i = 0; i < columns; i++) {
    cashOnHand.push(onHand);
    available.push(onHand + (receipts[i] ?? 0n));
    position.push(onHand + (receipts[i] ?? 0n) - (paidOut[i] ?? 0n));
    onHand = position[i] ?? 0n;
  }
  const figures = (values: bigint[], total: bigint): ColumnFigures => ({ values, total });
  const totalReceipts = sum(receipts);

  const monthRows = (pick: (line: LineDef) => boolean) => sum(rows.filter((r) => pick(r.line)).map((r) => sum(r.values.slice(1))));
  const revenue = monthRows((l) => l.revenue);
  const operatingExpenses = monthRows(isOperating);

  return {
    months,
    rows,
    cashOnHand: figures(cashOnHand, c.prestartupCashOnHand),
    totalReceipts: figures(receipts, totalReceipts),
    totalAvailable: figures(available, c.prestartupCashOnHand + totalReceipts),
    operatingSubtotal: figures(operating, sum(operating)),
    totalPaidOut: figures(paidOut, sum(paidOut)),
    cashPosition: figures(position, position[columns - 1] ?? c.prestartupCashOnHand),
    negativeColumns: position.flatMap((v, i) => (v < 0n ? [i] : [])),
    startingYear: { revenue, operatingExpenses, net: revenue - operatingExpenses },
    history: historyYears(c),
    projection: projectYears(c, revenue, operatingExpenses),
  };
}

function historyYears(c: CashflowLike): HistoryYear[] {
  const out: HistoryYear[] = [];
  for (const yearValue of HISTORY_YEARS) {
    const year = c.months.find((y) => y.year === yearValue);
    if (!year || year.months.length === 0) continue;
    const monthly = !(year.months.length === 1 && year.months[0]?.month === MONTH_UNSPECIFIED);
    const rows: WorksheetRow[] = rowsFor(year.months).map(({ line, label }) => {
      const values = year.months.map((p) => amountOf(line, p, label));
      return { line, label, values, total: sum(values) };
    });
    const total = (pick: (line: LineDef) => boolean) => sum(rows.filter((r) => pick(r.line)).map((r) => r.total));
    const totalReceipts = total((l) => l.section === "receipts");
    const totalPaidOut = total(isPaidOut);
    out.push({
      year: yearValue,
      monthly,
      rows,
      revenue: total((l) => l.revenue),
      totalReceipts,
      operatingExpenses: total(isOperating),
      totalPaidOut,
      netCashFlow: totalReceipts - totalPaidOut,
      depreciation: total((l) => l.section === "non-cash"),
    });
  }
  return out;
}

/**
 * round(previous × (100 + percent) / 100), halves away from zero: the workbook's
 * ROUND(previous*(100+p)/100, 0). A percent that is not a whole number (a page mid-typing; the checks
 * refuse it) counts as its whole part, NaN as 0, so totals never throw.
 */
export function applyChange(previous: bigint, percent: number): bigint {
  const whole = Number.isFinite(percent) ? Math.trunc(percent) : 0;
  return roundDiv(previous * BigInt(100 + whole), 100n);
}

function projectYears(c: CashflowLike, revenue: bigint, expenses: bigint): ProjectedYear[] {
  const years = Math.min(MAX_PROJECTED_YEARS, Math.max(c.anticipatedRevenueChangePercent.length, c.anticipatedExpenseChangePercent.length));
  const out: ProjectedYear[] = [];
  let r = revenue;
  let e = expenses;
  for (let i = 0; i < years; i++) {
    const revenuePercent = c.anticipatedRevenueChangePercent[i] ?? 0;
    const expensePercent = c.anticipatedExpenseChangePercent[i] ?? 0;
    r = applyChange(r, revenuePercent);
    e = applyChange(e, expensePercent);
    out.push({ yearNumber: i + 2, revenuePercent, expensePercent, revenue: r, operatingExpenses: e, net: r - e });
  }
  return out;
}
