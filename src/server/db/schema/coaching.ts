/**
 * Technical-assistance (TA) session records and classes.
 * TA records are programme reporting data: they outlive the people in them
 * (user links become null; client_name stays for the report).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, doublePrecision, index, integer, pgTable, text, time } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.js";
import { users } from "./users.js";

export const taTracking = pgTable(
  "ta_tracking",
  {
    id: id(),
    coachUserId: text("coach_user_id").references(() => users.id, { onDelete: "set null" }),
    clientUserId: text("client_user_id").references(() => users.id, { onDelete: "set null" }),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    dateOfSession: date("date_of_session", { mode: "string" }).notNull(),
    timeSpentHours: doublePrecision("time_spent_hours").notNull().default(0),
    serviceProvided: text("service_provided").notNull().default(""),
    sessionType: text("session_type").notNull().default("UNSPECIFIED"),
    taCategory: text("ta_category").notNull().default("UNSPECIFIED"),
    actionItem: text("action_item").notNull().default("UNSPECIFIED"),
    prePostAdmin: text("pre_post_admin").notNull().default("UNSPECIFIED"),
    prepTimeHours: doublePrecision("prep_time_hours").notNull().default(0),
    travelTimeHours: doublePrecision("travel_time_hours").notNull().default(0),
    milesTraveled: doublePrecision("miles_traveled").notNull().default(0),
    /** Money: currency code, whole units and nanos (google.type.Money). */
    mealsCurrency: text("meals_currency").notNull().default("USD"),
    mealsUnits: bigint("meals_units", { mode: "number" }).notNull().default(0),
    mealsNanos: integer("meals_nanos").notNull().default(0),
    lodgingCurrency: text("lodging_currency").notNull().default("USD"),
    lodgingUnits: bigint("lodging_units", { mode: "number" }).notNull().default(0),
    lodgingNanos: integer("lodging_nanos").notNull().default(0),
    comments: text("comments").notNull().default(""),
    clientName: text("client_name").notNull().default(""),
    state: text("state").notNull().default(""),
    county: text("county").notNull().default(""),
    contact: text("contact").notNull().default(""),
    /** SBA Form 641 session fields (issue #40; ADR 0040): enum names without prefix, a language code. */
    counselingArea: text("counseling_area").notNull().default("UNSPECIFIED"),
    counselingSessionType: text("counseling_session_type").notNull().default("UNSPECIFIED"),
    language: text("language").notNull().default(""),
    /** Whether the session goes into the funder's counseling records. */
    reportable: boolean("reportable").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // Lists read newest first (date desc, id desc): ascending keys, scanned backwards, give exactly
    // that order (drizzle's .desc() writes NULLS LAST, which `order by … desc` cannot use). The hours
    // and miles ride along as trailing keys so the list's totals are index-only scans (ADR 0016;
    // bench/ta-tracking.ts).
    index("ta_tracking_coach_date_idx").on(t.coachUserId, t.dateOfSession, t.id, t.clientUserId, t.timeSpentHours, t.prepTimeHours, t.travelTimeHours, t.milesTraveled),
    index("ta_tracking_client_date_idx").on(t.clientUserId, t.dateOfSession, t.id, t.coachUserId, t.timeSpentHours, t.prepTimeHours, t.travelTimeHours, t.milesTraveled),
    index("ta_tracking_date_idx").on(t.dateOfSession, t.id),
    index("ta_tracking_created_by_idx").on(t.createdByUserId),
    check(
      "ta_tracking_amounts_check",
      sql`${t.timeSpentHours} >= 0 and ${t.prepTimeHours} >= 0 and ${t.travelTimeHours} >= 0 and ${t.milesTraveled} >= 0
        and ${t.mealsUnits} >= 0 and ${t.lodgingUnits} >= 0
        and ${t.mealsNanos} between 0 and 999999999 and ${t.lodgingNanos} between 0 and 999999999`,
    ),
  ],
);

/** A class on the organisation's calendar: date and time in the organisation's time zone. */
export const classes = pgTable(
  "classes",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    classDate: date("class_date", { mode: "string" }).notNull(),
    classTime: time("class_time", { precision: 0 }),
    url: text("url").notNull().default(""),
    /** Minutes; null when not given. */
    durationMinutes: integer("duration_minutes"),
    /** Where a class held in person takes place ("" when online or not given). */
    address: text("address").notNull().default(""),
    /** SBA Form 888 (issue #40; ADR 0040): the topic (a CounselingArea name without prefix), total training hours (null: not given), the co-sponsor. */
    topic: text("topic").notNull().default("UNSPECIFIED"),
    trainingHours: doublePrecision("training_hours"),
    coSponsor: text("co_sponsor").notNull().default(""),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("classes_date_idx").on(t.classDate, t.classTime, t.id),
    index("classes_created_by_idx").on(t.createdByUserId),
    check("classes_training_hours_check", sql`${t.trainingHours} is null or (${t.trainingHours} > 0 and ${t.trainingHours} <= 500)`),
  ],
);
