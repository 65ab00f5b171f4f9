/**
 * Loan readiness (issue #39; ADR 0039): the installation's thresholds and the coaches' notes and
 * overrides per learner and C.
 *
 * - readiness_thresholds: at most one row (id = 'installation'); no row = the model's
 *   DEFAULT_THRESHOLDS (src/shared/loan-readiness/inputs.ts). Wave 3 · 3 makes them per
 *   organization (a row per organization).
 * - readiness_reviews: one row per (learner, factor): the note (text, by, at) and the override
 *   (state, reason, by, at); a row with neither is deleted. The learner's deletion takes their
 *   rows; a reviewer's leaves the note or override (by → null).
 */
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at } from "./columns.js";
import { users } from "./users.js";

/** The one row's id while thresholds are per installation. */
export const INSTALLATION_THRESHOLDS_ID = "installation";

export const READINESS_FACTORS = ["capacity", "capital", "collateral", "character", "conditions"] as const;
export type ReadinessFactorName = (typeof READINESS_FACTORS)[number];
export const OVERRIDE_STATES = ["ready", "close", "not-yet", "unknown"] as const;

export const readinessThresholds = pgTable(
  "readiness_thresholds",
  {
    id: text("id").primaryKey(),
    dscrMinimum: doublePrecision("dscr_minimum").notNull(),
    equityMinimumPercent: doublePrecision("equity_minimum_percent").notNull(),
    collateralTarget: doublePrecision("collateral_target").notNull(),
    /** A ranked band of the model (CREDIT_BANDS): '620-679', … */
    minimumCreditBand: text("minimum_credit_band").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    updatedByUserId: text("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("readiness_thresholds_id_check", sql`${t.id} = 'installation'`),
    check(
      "readiness_thresholds_range_check",
      sql`${t.dscrMinimum} between 0 and 10 and ${t.equityMinimumPercent} between 0 and 100 and ${t.collateralTarget} between 0 and 10`,
    ),
    check("readiness_thresholds_band_check", sql`${t.minimumCreditBand} in ('under-580', '580-619', '620-679', '680-719', '720-plus')`),
    index("readiness_thresholds_updated_by_idx").on(t.updatedByUserId),
  ],
);

export const readinessReviews = pgTable(
  "readiness_reviews",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** capacity, capital, collateral, character, conditions. */
    factor: text("factor").notNull(),
    note: text("note").notNull().default(""),
    noteByUserId: text("note_by_user_id").references(() => users.id, { onDelete: "set null" }),
    noteAt: at("note_at"),
    /** Null: not overridden. */
    overrideState: text("override_state"),
    overrideReason: text("override_reason").notNull().default(""),
    overrideByUserId: text("override_by_user_id").references(() => users.id, { onDelete: "set null" }),
    overrideAt: at("override_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.factor] }),
    index("readiness_reviews_note_by_idx").on(t.noteByUserId),
    index("readiness_reviews_override_by_idx").on(t.overrideByUserId),
    check("readiness_reviews_factor_check", sql`${t.factor} in ('capacity', 'capital', 'collateral', 'character', 'conditions')`),
    check("readiness_reviews_override_check", sql`${t.overrideState} is null or ${t.overrideState} in ('ready', 'close', 'not-yet', 'unknown')`),
  ],
);
