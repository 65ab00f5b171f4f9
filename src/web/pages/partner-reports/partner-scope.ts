/**
 * The partner reports' scope (ADR 0023) as pure data and functions (unit-tested): the filter's
 * values, kept in the URL's search params (`from`, `to`, `code`, `bank`) so a scope survives a
 * reload, can be shared and is carried between /partner/report/dashboard and /partner/report/ta;
 * their checks (real dates, the end not before the start, a start not after today, at most five
 * years, a code of sensible length); and the API's messages — a PartnerScope for the reports and a
 * TAReportFilter for the TA download, with dates as Date messages {year, month, day}.
 *
 * Dates are UTC days, as the server counts them. With no dates the server's default applies (the
 * last 12 calendar months: the first day of the month 11 months back, to today) and none are sent;
 * with only an end, the 12 calendar months up to it are sent (the server would otherwise start in
 * 1900); with only a start, the server ends the range today. The bank is an administrator's choice
 * only (the server ignores it for a partner, and the page never sends it).
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { PartnerScopeSchema, TAReportFilterSchema } from "../../../gen/compass/v1/compass_pb";
import { isIsoDate, isoToday } from "../../../shared/validators";

export interface ScopeValues extends Record<string, unknown> {
  /** YYYY-MM-DD, or "" for the default. */
  from: string;
  to: string;
  /** A referral code (upper case, no spaces), or "" for all of them. */
  code: string;
  /** Administrators: a bank's user id, or "" for every bank. */
  bank: string;
}

export const emptyScope = (): ScopeValues => ({ from: "", to: "", code: "", bank: "" });

/** The search params that hold the scope, by field. */
export const SCOPE_PARAMS = { from: "from", to: "to", code: "code", bank: "bank" } as const;

/** The server's limits: a code's length, and a range of at most five years (in days). */
export const CODE_MAX = 64;
export const MAX_DAYS = 5 * 366;

/** A code as the server compares it: no spaces, upper case. */
export const normaliseCode = (text: string): string => text.replace(/\s+/g, "").toUpperCase();

/** The scope a URL's search holds (a partner's `bank` is dropped: it is never theirs to choose). */
export function scopeFromSearch(search: URLSearchParams | string, admin: boolean): ScopeValues {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const get = (name: string) => (params.get(name) ?? "").trim();
  return {
    from: get(SCOPE_PARAMS.from),
    to: get(SCOPE_PARAMS.to),
    code: normaliseCode(get(SCOPE_PARAMS.code)),
    bank: admin ? get(SCOPE_PARAMS.bank) : "",
  };
}

/** The search string ("?from=…", or "" for the default scope) that holds `values`. */
export function searchOf(values: ScopeValues, admin: boolean): string {
  const params = new URLSearchParams();
  if (values.from.trim()) params.set(SCOPE_PARAMS.from, values.from.trim());
  if (values.to.trim()) params.set(SCOPE_PARAMS.to, values.to.trim());
  const code = normaliseCode(values.code);
  if (code) params.set(SCOPE_PARAMS.code, code);
  if (admin && values.bank.trim()) params.set(SCOPE_PARAMS.bank, values.bank.trim());
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The scope as the form shows it after it was applied: the code normalised, the bank only for administrators. */
export const appliedScope = (values: ScopeValues, admin: boolean): ScopeValues => scopeFromSearch(searchOf(values, admin), admin);

/** The same scope (what the URL would hold). */
export const sameScope = (a: ScopeValues, b: ScopeValues, admin: boolean): boolean => searchOf(a, admin) === searchOf(b, admin);

export type ScopeErrorKey = "date" | "order" | "future" | "range" | "tooLong";
export type ScopeErrors = Partial<Record<"from" | "to" | "code", ScopeErrorKey>>;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** Today as a UTC day (the server's). */
export const todayUtc = (now: Date = new Date()): string => isoToday(now);

/** The first day of the month 11 months before `day`'s: with `day`, 12 calendar months (the server's default range). */
export function twelveMonthsTo(day: string): { start: string; end: string } {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const index = y * 12 + (m - 1) - 11;
  const startYear = Math.floor(index / 12);
  const startMonth = (index % 12) + 1;
  return { start: `${String(startYear).padStart(4, "0")}-${String(startMonth).padStart(2, "0")}-01`, end: day };
}

/** The checks of the filter: real dates, the end not before the start, the start not after today, at most five years, a code's length. */
export function scopeErrors(values: ScopeValues, today: string = todayUtc()): ScopeErrors {
  const errors: ScopeErrors = {};
  const from = values.from.trim();
  const to = values.to.trim();
  if (from && !isIsoDate(from)) errors.from = "date";
  if (to && !isIsoDate(to)) errors.to = "date";
  if (normaliseCode(values.code).length > CODE_MAX) errors.code = "tooLong";
  if (errors.from || errors.to) return errors;
  if (from && to && from > to) errors.to = "order";
  else if (from && !to && from > today) errors.from = "future";
  else if (from && dayNumber(to || today) - dayNumber(from) > MAX_DAYS) errors.from = "range";
  return errors;
}

export const hasScopeErrors = (errors: ScopeErrors): boolean => Object.keys(errors).length > 0;

export interface EffectiveRange {
  start: string;
  end: string;
  /** No dates were given: the server's default. */
  isDefault: boolean;
}

/** The days the figures cover (what the server will use), for valid values. */
export function effectiveRange(values: ScopeValues, today: string = todayUtc()): EffectiveRange {
  const from = values.from.trim();
  const to = values.to.trim();
  if (!from && !to) return { ...twelveMonthsTo(today), isDefault: true };
  if (!from) return { ...twelveMonthsTo(to), isDefault: false };
  return { start: from, end: to || today, isDefault: false };
}

/** A Date message for YYYY-MM-DD (undefined when blank or not a date). */
export function dateMessage(text: string): { year: number; month: number; day: number } | undefined {
  const value = text.trim();
  if (!isIsoDate(value)) return undefined;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

type ScopeMessage = MessageInitShape<typeof PartnerScopeSchema>;
type TAFilter = MessageInitShape<typeof TAReportFilterSchema>;

/** The PartnerScope of valid values: unset dates for the default; the bank for administrators only. */
export function scopeRequest(values: ScopeValues, admin: boolean): ScopeMessage {
  const from = values.from.trim();
  const to = values.to.trim();
  const start = dateMessage(from || (to ? twelveMonthsTo(to).start : ""));
  const end = dateMessage(to);
  return {
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
    referralCode: normaliseCode(values.code),
    bankUserId: admin ? values.bank.trim() : "",
  };
}

/**
 * The TA report's filter for the same scope: both days always (the report has no 12-month
 * default) and the code. A partner's report is kept to their own codes by the server; an
 * administrator's can only follow the scope when a code is chosen (the report has no bank filter),
 * see `downloadFollowsScope`.
 */
export function taReportFilterOf(values: ScopeValues, today: string = todayUtc()): TAFilter {
  const range = effectiveRange(values, today);
  return { startDate: dateMessage(range.start), endDate: dateMessage(range.end), referralCode: normaliseCode(values.code) };
}

/** Whether the TA download covers exactly the page's scope: always for a partner; for an administrator once a code is chosen. */
export const downloadFollowsScope = (values: ScopeValues, admin: boolean): boolean => !admin || normaliseCode(values.code) !== "";
