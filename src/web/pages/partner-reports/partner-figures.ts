/**
 * The partner reports' figures as pure functions (unit-tested): month labels and numbers in the
 * reader's locale (Intl), the per-month lists (MonthCount) as chart rows, the TA hours by category
 * as chart rows, the TA table's rows and totals (hours summed without floating-point dust), and
 * shares of the clients in scope. Nothing here names a client: the server sends counts and sums.
 */
import { dateTimeFormat, numberFormat } from "../../i18n/formats";

/** What the figures need of a MonthCount. */
export interface MonthCountLike {
  year: number;
  month: number;
  count: number;
}

/** What the figures need of a CategoryHours. */
export interface CategoryHoursLike {
  taCategory: number;
  sessions: number;
  clients: number;
  contactHours: number;
  prepHours: number;
  travelHours: number;
}

/** What the figures need of a PartnerTAMonth. */
export interface TAMonthLike {
  year: number;
  month: number;
  hours?: CategoryHoursLike | undefined;
}

/** Hours are summed to the hundredth (the server rounds each sum so). */
export const roundHours = (n: number): number => Math.round(n * 100) / 100;

/** A month as words: "Jan 2026" (short) or "January 2026" (long), in `locale`. */
export function monthLabel(year: number, month: number, locale: string, style: "short" | "long" = "short"): string {
  return dateTimeFormat(locale, { month: style, year: "numeric", timeZone: "UTC" }).format(Date.UTC(year, month - 1, 1));
}

/** A machine-readable month ("2026-01"), for keys and <time dateTime>. */
export const monthKey = (year: number, month: number): string => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;

/** A UTC day (YYYY-MM-DD) as words in `locale` ("Mar 14, 2026" in English). */
export function dayLabel(iso: string, locale: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(Date.UTC(y, m - 1, d));
}

/** A whole number in `locale` ("1,234"). */
export const numberText = (n: number, locale: string): string => numberFormat(locale, { maximumFractionDigits: 0 }).format(n);

/** `part` of `whole` as a percentage in `locale` ("50%"); null when there is no whole. */
export function shareText(part: number, whole: number, locale: string): string | null {
  if (whole <= 0) return null;
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(part / whole);
}

export interface MonthRow {
  /** "2026-01". */
  key: string;
  /** "Jan 2026": the chart's axis. */
  label: string;
  /** "January 2026": the table's words. */
  longLabel: string;
  count: number;
}

/** A per-month list as chart and table rows, oldest month first (the server sends every month, zeros too). */
export function monthRows(list: readonly MonthCountLike[], locale: string): MonthRow[] {
  return [...list]
    .sort((a, b) => a.year - b.year || a.month - b.month)
    .map((m) => ({ key: monthKey(m.year, m.month), label: monthLabel(m.year, m.month, locale), longLabel: monthLabel(m.year, m.month, locale, "long"), count: m.count }));
}

export interface MonthSummary {
  total: number;
  /** The month with the most (the earliest of equals); null when every month is zero. */
  peak: MonthRow | null;
  first: MonthRow | null;
  last: MonthRow | null;
}

/** What a per-month chart says in words: its total, its busiest month, the months it spans. */
export function monthSummary(rows: readonly MonthRow[]): MonthSummary {
  let peak: MonthRow | null = null;
  let total = 0;
  for (const row of rows) {
    total += row.count;
    if (row.count > 0 && (!peak || row.count > peak.count)) peak = row;
  }
  return { total, peak, first: rows[0] ?? null, last: rows[rows.length - 1] ?? null };
}

export interface CategoryRow {
  category: number;
  sessions: number;
  clients: number;
  contact: number;
  prep: number;
  travel: number;
  /** contact + prep + travel. */
  total: number;
}

/** TA hours by category as rows, in the categories' order (unknown categories last). */
export function categoryRows(list: readonly CategoryHoursLike[]): CategoryRow[] {
  const order = (c: number) => (c > 0 ? c : Number.MAX_SAFE_INTEGER);
  return [...list]
    .sort((a, b) => order(a.taCategory) - order(b.taCategory))
    .map((c) => ({
      category: c.taCategory,
      sessions: c.sessions,
      clients: c.clients,
      contact: roundHours(c.contactHours),
      prep: roundHours(c.prepHours),
      travel: roundHours(c.travelHours),
      total: roundHours(c.contactHours + c.prepHours + c.travelHours),
    }));
}

export interface HoursTotals {
  sessions: number;
  contact: number;
  prep: number;
  travel: number;
  /** contact + prep + travel. */
  total: number;
}

const addHours = (rows: readonly { sessions: number; contact: number; prep: number; travel: number }[]): HoursTotals => {
  const sum = (pick: (r: (typeof rows)[number]) => number) => roundHours(rows.reduce((a, r) => a + pick(r), 0));
  const contact = sum((r) => r.contact);
  const prep = sum((r) => r.prep);
  const travel = sum((r) => r.travel);
  return { sessions: rows.reduce((a, r) => a + r.sessions, 0), contact, prep, travel, total: roundHours(contact + prep + travel) };
};

/** The sums of the categories' rows. */
export const categoryTotals = (rows: readonly CategoryRow[]): HoursTotals => addHours(rows);

export interface TATableRow extends CategoryRow {
  /** "2026-01-2": month and category. */
  id: string;
  year: number;
  month: number;
  monthKey: string;
  monthLabel: string;
}

/** The TA table's rows: oldest month first, each month's categories in order. */
export function taTableRows(list: readonly TAMonthLike[], locale: string): TATableRow[] {
  return list
    .filter((r): r is TAMonthLike & { hours: CategoryHoursLike } => r.hours !== undefined)
    .map((r) => {
      const [row] = categoryRows([r.hours]);
      return { ...row!, id: `${monthKey(r.year, r.month)}-${r.hours.taCategory}`, year: r.year, month: r.month, monthKey: monthKey(r.year, r.month), monthLabel: monthLabel(r.year, r.month, locale, "long") };
    })
    .sort((a, b) => a.year - b.year || a.month - b.month || (a.category || Number.MAX_SAFE_INTEGER) - (b.category || Number.MAX_SAFE_INTEGER));
}

/** The TA table's totals row (clients are not added up: a client served in several rows is counted in each). */
export const taTableTotals = (rows: readonly TATableRow[]): HoursTotals => addHours(rows);
