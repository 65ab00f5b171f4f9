/**
 * The rules of a technical-assistance (TA) session record (issue #13 §2; spec §3 TA tracking), shared
 * by the server (CoachTATrackingSubmit and Edit: INVALID_ARGUMENT naming the field path) and the form
 * on /coach/add-tracking (the same words next to the field). Pure; the generated TATracking fits.
 *
 * - The session date is a real day, not in the future and not more than a year back. "Today" is
 *   generous to time zones: a date is in the future only when it is after today everywhere on
 *   Earth (UTC+14), and too old only when it is more than a year before today everywhere (UTC−12).
 * - Contact, preparation and travel hours: 0 to 24 each (fractions allowed). Miles: 0 to 2,000.
 * - Money (meals, lodging): a known ISO 4217 code (empty means USD), 0 or more, at most 1,000,000
 *   units; nanos 0 to 999,999,999.
 * - Session type and TA category must be chosen; every enum must be a known value.
 * - Texts bounded: service provided and comments 5,000 characters; contact, state, county 200.
 */

export interface DateLike {
  year: number;
  month: number;
  day: number;
}

export interface MoneyLike {
  currencyCode: string;
  units: bigint;
  nanos: number;
}

export interface TATrackingLike {
  clientUserId: string;
  dateOfSession?: DateLike;
  timeSpentHours: number;
  serviceProvided: string;
  sessionType: number;
  taCategory: number;
  actionItem: number;
  prePostAdmin: number;
  prepTimeHours: number;
  travelTimeHours: number;
  milesTraveled: number;
  moneySpentOnMeals?: MoneyLike;
  moneySpentOnLodging?: MoneyLike;
  comments: string;
  state: string;
  county: string;
  contact: string;
}

export const HOURS_MAX = 24;
export const MILES_MAX = 2000;
export const MONEY_UNITS_MAX = 1_000_000n;
export const LONG_TEXT_MAX = 5000;
export const SHORT_TEXT_MAX = 200;
/** The largest value of each enum (SessionType, TACategory, ActionItem, PrePostAdmin). */
export const ENUM_MAX = { sessionType: 4, taCategory: 4, actionItem: 10, prePostAdmin: 3 } as const;

export interface TAProblem {
  path: string;
  message: string;
}

const iso = (d: DateLike) => `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The session date as YYYY-MM-DD, or null when it is not a real calendar day. */
export function sessionDate(d: DateLike | undefined): string | null {
  if (!d || !Number.isInteger(d.year) || !Number.isInteger(d.month) || !Number.isInteger(d.day)) return null;
  if (d.year < 1900 || d.year > 9999 || d.month < 1 || d.month > 12 || d.day < 1) return null;
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return t.getUTCMonth() === d.month - 1 && t.getUTCDate() === d.day ? iso(d) : null;
}

/** The range a session date may fall in on `now` (both ends inclusive, YYYY-MM-DD). */
export function sessionDateRange(now: Date = new Date()): { earliest: string; latest: string } {
  const latest = isoOf(now.getTime() + 14 * 3600_000);
  const westToday = new Date(now.getTime() - 12 * 3600_000);
  const yearBack = new Date(Date.UTC(westToday.getUTCFullYear() - 1, westToday.getUTCMonth(), westToday.getUTCDate()));
  // 29 February a year on is 1 March (Date.UTC rolls over).
  return { earliest: isoOf(yearBack.getTime()), latest };
}

let currencies: Set<string> | null = null;
/** Whether a currency code is a known ISO 4217 code (Intl's list, with USD always). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  currencies ??= new Set([...(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : []), "USD"]);
  return currencies.has(code);
}

/** The problems of one TA field (paths are proto names), for a whole record or an update mask's paths. */
export function taTrackingProblems(r: TATrackingLike, now: Date = new Date(), only?: ReadonlySet<string>): TAProblem[] {
  const problems: TAProblem[] = [];
  const wanted = (path: string) => !only || only.has(path);
  const add = (path: string, message: string) => problems.push({ path, message });
  const chars = (s: string) => [...s].length;
  const text = (path: string, value: string, max: number) => {
    if (wanted(path) && chars(value) > max) add(path, `use at most ${max.toLocaleString("en-US")} characters.`);
  };
  const hours = (path: string, value: number) => {
    if (wanted(path) && !(Number.isFinite(value) && value >= 0 && value <= HOURS_MAX)) add(path, `give hours from 0 to ${HOURS_MAX}.`);
  };
  const choice = (path: string, value: number, max: number, required: boolean) => {
    if (!wanted(path)) return;
    if (!Number.isInteger(value) || value < 0 || value > max) add(path, "choose one of the listed values.");
    else if (required && value === 0) add(path, "choose one.");
  };
  const money = (path: string, m: MoneyLike | undefined) => {
    if (!wanted(path) || !m) return;
    const code = m.currencyCode.trim() || "USD";
    if (!isCurrencyCode(code)) add(`${path}.currency_code`, "use a three-letter currency code such as USD.");
    if (m.units < 0n || m.nanos < 0) add(path, "amounts cannot be negative.");
    else if (m.units > MONEY_UNITS_MAX || (m.units === MONEY_UNITS_MAX && m.nanos > 0)) add(path, "at most 1,000,000.");
    if (!Number.isInteger(m.nanos) || m.nanos > 999_999_999) add(`${path}.nanos`, "give nanos from 0 to 999,999,999.");
  };

  if (wanted("client_user_id") && r.clientUserId.trim() === "") add("client_user_id", "choose the client.");
  if (wanted("date_of_session")) {
    const date = sessionDate(r.dateOfSession);
    const { earliest, latest } = sessionDateRange(now);
    if (!date) add("date_of_session", "give the day of the session.");
    else if (date > latest) add("date_of_session", "a session cannot be in the future.");
    else if (date < earliest) add("date_of_session", "sessions more than a year old cannot be recorded.");
  }
  hours("time_spent_hours", r.timeSpentHours);
  hours("prep_time_hours", r.prepTimeHours);
  hours("travel_time_hours", r.travelTimeHours);
  if (wanted("miles_traveled") && !(Number.isFinite(r.milesTraveled) && r.milesTraveled >= 0 && r.milesTraveled <= MILES_MAX)) {
    add("miles_traveled", `give miles from 0 to ${MILES_MAX.toLocaleString("en-US")}.`);
  }
  choice("session_type", r.sessionType, ENUM_MAX.sessionType, true);
  choice("ta_category", r.taCategory, ENUM_MAX.taCategory, true);
  choice("action_item", r.actionItem, ENUM_MAX.actionItem, false);
  choice("pre_post_admin", r.prePostAdmin, ENUM_MAX.prePostAdmin, false);
  money("money_spent_on_meals", r.moneySpentOnMeals);
  money("money_spent_on_lodging", r.moneySpentOnLodging);
  text("service_provided", r.serviceProvided, LONG_TEXT_MAX);
  text("comments", r.comments, LONG_TEXT_MAX);
  text("contact", r.contact, SHORT_TEXT_MAX);
  text("state", r.state, SHORT_TEXT_MAX);
  text("county", r.county, SHORT_TEXT_MAX);
  return problems;
}
