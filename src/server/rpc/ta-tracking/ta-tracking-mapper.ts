/**
 * TA sessions between the wire and the database (issue #13 §2): requests checked by the shared rules
 * (src/shared/ta-tracking.ts) — INVALID_ARGUMENT naming the path (`ta_tracking.date_of_session: …`) —
 * into column values; enums stored by name without their prefix ("PHONE"); money as code, units
 * and nanos (an empty code is USD); rows into TATrackingStorage with the server's timestamps.
 * The SBA Form 641 session fields (issue #40; ADR 0040) are optional — counseling area and session
 * type from SBA's lists, a language code of the SBA list, reportable (unset: true) — so the
 * sessions and the clients written before them stay valid.
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import {
  ActionItem,
  CounselingArea,
  CounselingSessionType,
  PrePostAdmin,
  SessionType,
  TACategory,
  TATrackingStorageSchema,
  type Money,
  type TATracking,
  type TATrackingStorage,
} from "../../../gen/compass/v1/compass_pb.js";
import { parseIsoDate } from "../../../shared/class-time.js";
import { sessionCounselingProblems } from "../../../shared/counseling-rules.js";
import { sessionDate, taTrackingProblems } from "../../../shared/ta-tracking.js";
import { refuseProblems } from "../documents/document-mapper.js";
import { rpcError } from "../../core/errors.js";
import { pathRule } from "../field-masks.js";
import type { TARow, TAValues } from "./ta-tracking-store.js";

/** The fields an edit may change (the client too: its name is looked up again). */
export const TA_WRITABLE = pathRule(
  [
    "client_user_id",
    "date_of_session",
    "time_spent_hours",
    "service_provided",
    "session_type",
    "ta_category",
    "action_item",
    "pre_post_admin",
    "prep_time_hours",
    "travel_time_hours",
    "miles_traveled",
    "money_spent_on_meals",
    "money_spent_on_lodging",
    "comments",
    "state",
    "county",
    "contact",
    "counseling_area",
    "counseling_session_type",
    "language",
    "reportable",
  ],
  ["tracking_id", "created_by_user_id", "client_name"],
);

type EnumObject = Record<number, string>;
/** An enum value's stored name: without the enum's prefix, whether or not the generator kept it (TACategory keeps it). */
const PREFIX = /^(SESSION_TYPE|TA_CATEGORY|ACTION_ITEM|PRE_POST_ADMIN|COUNSELING_AREA|COUNSELING_SESSION_TYPE)_/;
const nameOf = (e: EnumObject, value: number): string => (e[value] ?? "UNSPECIFIED").replace(PREFIX, "");
const valueOf = (e: EnumObject, name: string): number => {
  for (const [k, v] of Object.entries(e)) if (typeof v === "string" && v.replace(PREFIX, "") === name) return Number(k);
  return 0;
};

const money = (m: Money | undefined) => ({ currency: m?.currencyCode.trim() || "USD", units: Number(m?.units ?? 0n), nanos: m?.nanos ?? 0 });

/** Every column an edit path writes, from a checked record. */
function columnsOf(r: TATracking): Record<string, Partial<TAValues>> {
  const meals = money(r.moneySpentOnMeals);
  const lodging = money(r.moneySpentOnLodging);
  return {
    client_user_id: { clientUserId: r.clientUserId.trim() },
    date_of_session: { dateOfSession: sessionDate(r.dateOfSession) ?? "" },
    time_spent_hours: { timeSpentHours: r.timeSpentHours },
    service_provided: { serviceProvided: r.serviceProvided.trim() },
    session_type: { sessionType: nameOf(SessionType, r.sessionType) },
    ta_category: { taCategory: nameOf(TACategory, r.taCategory) },
    action_item: { actionItem: nameOf(ActionItem, r.actionItem) },
    pre_post_admin: { prePostAdmin: nameOf(PrePostAdmin, r.prePostAdmin) },
    prep_time_hours: { prepTimeHours: r.prepTimeHours },
    travel_time_hours: { travelTimeHours: r.travelTimeHours },
    miles_traveled: { milesTraveled: r.milesTraveled },
    money_spent_on_meals: { mealsCurrency: meals.currency, mealsUnits: meals.units, mealsNanos: meals.nanos },
    money_spent_on_lodging: { lodgingCurrency: lodging.currency, lodgingUnits: lodging.units, lodgingNanos: lodging.nanos },
    comments: { comments: r.comments.trim() },
    state: { state: r.state.trim() },
    county: { county: r.county.trim() },
    contact: { contact: r.contact.trim() },
    counseling_area: { counselingArea: nameOf(CounselingArea, r.counselingArea) },
    counseling_session_type: { counselingSessionType: nameOf(CounselingSessionType, r.counselingSessionType) },
    language: { language: r.language.trim() },
    // Not set: reportable (a session is reported unless the coach says otherwise).
    reportable: { reportable: r.reportable ?? true },
  };
}

/** The problems of a record's Form 641 fields (the wanted paths only). */
function counselingProblems(r: TATracking, only?: ReadonlySet<string>) {
  return sessionCounselingProblems({ counselingArea: r.counselingArea, counselingSessionType: r.counselingSessionType, language: r.language.trim() }, (p) => !only || only.has(p));
}

/** A new session's checked values (the coach, creator and client's name are the service's). */
export function parseNewSession(r: TATracking | undefined, now = new Date()): Omit<TAValues, "coachUserId" | "createdByUserId" | "clientName"> {
  if (!r) throw rpcError.invalidArgument("ta_tracking: required.");
  refuseProblems("ta_tracking", [...taTrackingProblems(r, now), ...counselingProblems(r)]);
  return Object.assign({}, ...Object.values(columnsOf(r))) as Omit<TAValues, "coachUserId" | "createdByUserId" | "clientName">;
}

/** An edit's checked changes for the mask's paths only. */
export function parseSessionChanges(r: TATracking | undefined, paths: readonly string[], now = new Date()): Partial<TAValues> {
  if (!r) throw rpcError.invalidArgument("ta_tracking: required.");
  refuseProblems("ta_tracking", [...taTrackingProblems(r, now, new Set(paths)), ...counselingProblems(r, new Set(paths))]);
  const columns = columnsOf(r);
  return Object.assign({}, ...paths.map((p) => columns[p]));
}

export function toStorage(row: TARow): TATrackingStorage {
  const date = parseIsoDate(row.dateOfSession);
  return create(TATrackingStorageSchema, {
    taTrackingId: row.id,
    coachUserId: row.coachUserId ?? "",
    clientUserId: row.clientUserId ?? "",
    createdTimestamp: timestampFromDate(row.createdAt),
    lastUpdatedTimestamp: timestampFromDate(row.updatedAt),
    taTracking: {
      trackingId: row.id,
      clientUserId: row.clientUserId ?? "",
      dateOfSession: date ?? undefined,
      timeSpentHours: row.timeSpentHours,
      serviceProvided: row.serviceProvided,
      sessionType: valueOf(SessionType, row.sessionType),
      taCategory: valueOf(TACategory, row.taCategory),
      actionItem: valueOf(ActionItem, row.actionItem),
      prePostAdmin: valueOf(PrePostAdmin, row.prePostAdmin),
      prepTimeHours: row.prepTimeHours,
      travelTimeHours: row.travelTimeHours,
      milesTraveled: row.milesTraveled,
      moneySpentOnMeals: { currencyCode: row.mealsCurrency, units: BigInt(row.mealsUnits), nanos: row.mealsNanos },
      moneySpentOnLodging: { currencyCode: row.lodgingCurrency, units: BigInt(row.lodgingUnits), nanos: row.lodgingNanos },
      comments: row.comments,
      createdByUserId: row.createdByUserId ?? "",
      clientName: row.clientName,
      state: row.state,
      county: row.county,
      contact: row.contact,
      counselingArea: valueOf(CounselingArea, row.counselingArea),
      counselingSessionType: valueOf(CounselingSessionType, row.counselingSessionType),
      language: row.language,
      reportable: row.reportable,
    },
  });
}
