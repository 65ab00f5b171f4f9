/**
 * The TA session form's pure logic (/coach/add-tracking): form values (strings, as typed) ↔ the
 * API's TATracking, the shared rules of src/shared/ta-tracking.ts mapped onto form fields, and the
 * update_mask paths of an edit. Money is US dollars and cents (Money USD, nanos = cents × 10⁷).
 */
import { sessionCounselingProblems } from "../../../shared/counseling-rules";
import { sessionDate, taTrackingProblems, type DateLike, type MoneyLike, type TATrackingLike } from "../../../shared/ta-tracking";

/** The SBA Form 641 session fields of a record (issue #40; ADR 0040). */
export interface SessionCounselingLike {
  counselingArea: number;
  counselingSessionType: number;
  language: string;
  /** Unset: reportable. */
  reportable?: boolean | undefined;
}

export type TAFormValues = {
  clientUserId: string;
  date: string;
  contactHours: string;
  prepHours: string;
  travelHours: string;
  miles: string;
  sessionType: string;
  taCategory: string;
  actionItem: string;
  prePostAdmin: string;
  serviceProvided: string;
  meals: string;
  lodging: string;
  comments: string;
  contact: string;
  state: string;
  county: string;
  counselingArea: string;
  counselingSessionType: string;
  language: string;
  /** "yes" or "no". */
  reportable: string;
};

export type TAField = keyof TAFormValues;

/** Form field → the TATracking proto path it writes (the update mask's words). */
export const FIELD_PATHS: Readonly<Record<TAField, string>> = {
  clientUserId: "client_user_id",
  date: "date_of_session",
  contactHours: "time_spent_hours",
  prepHours: "prep_time_hours",
  travelHours: "travel_time_hours",
  miles: "miles_traveled",
  sessionType: "session_type",
  taCategory: "ta_category",
  actionItem: "action_item",
  prePostAdmin: "pre_post_admin",
  serviceProvided: "service_provided",
  meals: "money_spent_on_meals",
  lodging: "money_spent_on_lodging",
  comments: "comments",
  contact: "contact",
  state: "state",
  county: "county",
  counselingArea: "counseling_area",
  counselingSessionType: "counseling_session_type",
  language: "language",
  reportable: "reportable",
};

/** The form's fields in the order they are shown (the first in error takes the focus). */
export const FIELD_ORDER = Object.keys(FIELD_PATHS) as TAField[];

/** A proto path (as the shared rules or the server name it, possibly under ta_tracking. or with .nanos) → its form field. */
export function fieldOfPath(path: string): TAField | undefined {
  const bare = path.replace(/^ta_tracking\./, "");
  return FIELD_ORDER.find((f) => bare === FIELD_PATHS[f] || bare.startsWith(`${FIELD_PATHS[f]}.`));
}

/** Server path aliases for useServerFormErrors (full and bare paths → form fields). */
export const SERVER_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  FIELD_ORDER.flatMap((f) => {
    const p = FIELD_PATHS[f];
    return [
      [p, f],
      [`ta_tracking.${p}`, f],
      [`${p}.units`, f],
      [`${p}.nanos`, f],
      [`${p}.currency_code`, f],
      [`ta_tracking.${p}.nanos`, f],
      [`ta_tracking.${p}.units`, f],
      [`ta_tracking.${p}.currency_code`, f],
    ];
  }),
);

export const emptyValues = (): TAFormValues => ({
  clientUserId: "",
  date: "",
  contactHours: "",
  prepHours: "",
  travelHours: "",
  miles: "",
  sessionType: "0",
  taCategory: "0",
  actionItem: "0",
  prePostAdmin: "0",
  serviceProvided: "",
  meals: "",
  lodging: "",
  comments: "",
  contact: "",
  state: "",
  county: "",
  counselingArea: "0",
  counselingSessionType: "0",
  language: "",
  reportable: "yes",
});

/** A typed number ("1.5", " 2 ", "" → 0), or NaN when it is not one. */
export function parseNumber(text: string): number {
  const s = text.trim().replace(/,/g, "");
  if (s === "") return 0;
  return /^\d*\.?\d+$|^\d+\.$/.test(s) ? Number(s) : Number.NaN;
}

/** Dollars and cents ("$12.5", "1,200.05", "" → 0) as Money USD, or null when it is not an amount. */
export function parseMoney(text: string): MoneyLike | null {
  const s = text.trim().replace(/^\$/, "").replace(/,/g, "").trim();
  if (s === "") return { currencyCode: "USD", units: 0n, nanos: 0 };
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(s) ?? /^()\.(\d{1,2})$/.exec(s);
  if (!m) return null;
  const cents = Number((m[2] ?? "").padEnd(2, "0"));
  return { currencyCode: "USD", units: BigInt(m[1] || "0"), nanos: cents * 10_000_000 };
}

/** Money as the form shows it: "12.50" ("" for none or zero). */
export function moneyText(m: MoneyLike | undefined): string {
  if (!m || (m.units === 0n && m.nanos === 0)) return "";
  const cents = Math.round(m.nanos / 10_000_000);
  return `${m.units.toString()}.${String(cents).padStart(2, "0")}`;
}

export const dateText = (d: DateLike | undefined): string => sessionDate(d) ?? "";
export function dateOf(text: string): DateLike | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : undefined;
}

const numberText = (n: number) => (n === 0 ? "" : String(n));

/** The form's values of a stored record. */
export function valuesOf(r: TATrackingLike & Partial<SessionCounselingLike>): TAFormValues {
  return {
    clientUserId: r.clientUserId,
    date: dateText(r.dateOfSession),
    contactHours: numberText(r.timeSpentHours),
    prepHours: numberText(r.prepTimeHours),
    travelHours: numberText(r.travelTimeHours),
    miles: numberText(r.milesTraveled),
    sessionType: String(r.sessionType),
    taCategory: String(r.taCategory),
    actionItem: String(r.actionItem),
    prePostAdmin: String(r.prePostAdmin),
    serviceProvided: r.serviceProvided,
    meals: moneyText(r.moneySpentOnMeals),
    lodging: moneyText(r.moneySpentOnLodging),
    comments: r.comments,
    contact: r.contact,
    state: r.state,
    county: r.county,
    counselingArea: String(r.counselingArea ?? 0),
    counselingSessionType: String(r.counselingSessionType ?? 0),
    language: r.language ?? "",
    reportable: r.reportable === false ? "no" : "yes",
  };
}

/** The 641 session fields the form's values make. */
export function counselingOf(v: TAFormValues): SessionCounselingLike {
  return { counselingArea: Number(v.counselingArea), counselingSessionType: Number(v.counselingSessionType), language: v.language.trim(), reportable: v.reportable !== "no" };
}

/** The record the form's values make (numbers that do not parse are NaN, money that does not parse is left out). */
export function recordOf(v: TAFormValues): TATrackingLike {
  const money = (text: string) => parseMoney(text) ?? undefined;
  return {
    clientUserId: v.clientUserId,
    dateOfSession: dateOf(v.date),
    timeSpentHours: parseNumber(v.contactHours),
    prepTimeHours: parseNumber(v.prepHours),
    travelTimeHours: parseNumber(v.travelHours),
    milesTraveled: parseNumber(v.miles),
    sessionType: Number(v.sessionType),
    taCategory: Number(v.taCategory),
    actionItem: Number(v.actionItem),
    prePostAdmin: Number(v.prePostAdmin),
    serviceProvided: v.serviceProvided.trim(),
    moneySpentOnMeals: money(v.meals),
    moneySpentOnLodging: money(v.lodging),
    comments: v.comments.trim(),
    contact: v.contact.trim(),
    state: v.state.trim(),
    county: v.county.trim(),
  };
}

/**
 * The form's errors by field: numbers and amounts that do not parse (the given words), then the
 * shared rules' words (`rule`: in the reader's language, as a sentence) for the rest. Empty when the form may be reviewed.
 */
export function formErrors(
  v: TAFormValues,
  words: { notNumber: string; notMoney: string; rule: (message: string) => string },
  now: Date = new Date(),
): Partial<Record<TAField, string>> {
  const errors: Partial<Record<TAField, string>> = {};
  for (const f of ["contactHours", "prepHours", "travelHours", "miles"] as const) {
    if (Number.isNaN(parseNumber(v[f]))) errors[f] = words.notNumber;
  }
  for (const f of ["meals", "lodging"] as const) if (parseMoney(v[f]) === null) errors[f] = words.notMoney;
  for (const p of [...taTrackingProblems(recordOf(v), now), ...sessionCounselingProblems(counselingOf(v))]) {
    const field = fieldOfPath(p.path);
    if (field && !errors[field]) errors[field] = words.rule(p.message);
  }
  return errors;
}

/** The first field in error, in the form's order. */
export const firstErrorField = (errors: Partial<Record<TAField, string>>): TAField | undefined => FIELD_ORDER.find((f) => errors[f]);

/** The update_mask paths of an edit: the fields whose meaning changed (as parsed, so "1.50" = "1.5"). */
export function changedPaths(saved: TAFormValues, now: TAFormValues): string[] {
  const a = recordOf(saved);
  const b = recordOf(now);
  const same = (f: TAField): boolean => {
    switch (f) {
      case "date":
        return dateText(a.dateOfSession) === dateText(b.dateOfSession);
      case "meals":
        return moneyText(a.moneySpentOnMeals) === moneyText(b.moneySpentOnMeals);
      case "lodging":
        return moneyText(a.moneySpentOnLodging) === moneyText(b.moneySpentOnLodging);
      case "contactHours":
        return a.timeSpentHours === b.timeSpentHours;
      case "prepHours":
        return a.prepTimeHours === b.prepTimeHours;
      case "travelHours":
        return a.travelTimeHours === b.travelTimeHours;
      case "miles":
        return a.milesTraveled === b.milesTraveled;
      default:
        return saved[f].trim() === now[f].trim();
    }
  };
  return FIELD_ORDER.filter((f) => !same(f)).map((f) => FIELD_PATHS[f]);
}

/** How to reach a client, for a session's "Contact": their phone number and e-mail, as they gave them. */
export function contactOf(profile: { phoneNumber: string; email: string } | undefined): string {
  return [profile?.phoneNumber.trim() ?? "", profile?.email.trim() ?? ""].filter(Boolean).join(" · ");
}

/** A client's state and county from their addresses (the first address that has them). */
export function placeOf(addresses: readonly { usState: string; county: string }[] | undefined): { state: string; county: string } {
  const a = addresses?.find((x) => x.usState.trim() || x.county.trim());
  return { state: a?.usState.trim() ?? "", county: a?.county.trim() ?? "" };
}
