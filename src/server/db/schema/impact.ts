/**
 * Impact milestones (issue #40): what a client's business achieved — jobs created and retained,
 * annual revenue, capital accessed, a business started, certifications — as the client reported it
 * or staff recorded it.
 *
 * - milestones: one row per milestone, the kind's fields in their own columns (the others null; a
 *   check per kind), its state (reported → verified by staff with an evidence note, or confirmed by
 *   the client), who recorded it and as what (client | staff), and the coach and referral partner
 *   it is credited to — the client's assigned coach and the bank whose referral code they signed up
 *   with, when it was first recorded (kept when either later changes). `version` starts at 1 and
 *   goes up by one on every correction or change of state.
 * - milestone_history: every prior version of a row (the row as it was, as JSON), with what
 *   replaced it (corrected | verified | confirmed), by whom and when. Nothing is overwritten
 *   without its former version here.
 *
 * The client's deletion takes their milestones and history; a recorder's, verifier's or credited
 * coach's deletion leaves the milestone (the id → null).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, id, timestamps } from "./columns.js";
import { users } from "./users.js";

export const MILESTONE_KINDS = ["jobs_created", "jobs_retained", "annual_revenue", "capital_accessed", "business_started", "certification"] as const;
export type MilestoneKindName = (typeof MILESTONE_KINDS)[number];
export const MILESTONE_STATES = ["reported", "verified", "confirmed"] as const;
export type MilestoneStateName = (typeof MILESTONE_STATES)[number];
export const MILESTONE_RECORDERS = ["client", "staff"] as const;
export type MilestoneRecorderName = (typeof MILESTONE_RECORDERS)[number];
export const CAPITAL_TYPES = ["loan", "line_of_credit", "equity", "grant"] as const;
export type CapitalTypeName = (typeof CAPITAL_TYPES)[number];
export const MILESTONE_CHANGES = ["corrected", "verified", "confirmed"] as const;
export type MilestoneChangeName = (typeof MILESTONE_CHANGES)[number];

export const milestones = pgTable(
  "milestones",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<MilestoneKindName>().notNull(),
    /** The day it happened (YYYY-MM-DD). */
    occurredOn: date("occurred_on", { mode: "string" }).notNull(),
    /** jobs_created, jobs_retained. */
    fullTimeJobs: integer("full_time_jobs"),
    partTimeJobs: integer("part_time_jobs"),
    /** annual_revenue: the year it is for. */
    revenueYear: integer("revenue_year"),
    /** annual_revenue, capital_accessed: whole US dollars. */
    amount: bigint("amount", { mode: "number" }),
    /** capital_accessed. */
    capitalType: text("capital_type").$type<CapitalTypeName>(),
    capitalSource: text("capital_source"),
    lenderName: text("lender_name"),
    throughProgram: boolean("through_program"),
    /** business_started: a LegalStructure value name without its prefix ("LLC"). */
    legalForm: text("legal_form"),
    /** certification. */
    certificationName: text("certification_name"),
    certificationIssuer: text("certification_issuer"),
    state: text("state").$type<MilestoneStateName>().notNull(),
    recordedByUserId: text("recorded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    recordedByRole: text("recorded_by_role").$type<MilestoneRecorderName>().notNull(),
    evidenceNote: text("evidence_note").notNull().default(""),
    verifiedByUserId: text("verified_by_user_id").references(() => users.id, { onDelete: "set null" }),
    verifiedAt: at("verified_at"),
    confirmedAt: at("confirmed_at"),
    creditedCoachUserId: text("credited_coach_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The bank (a BANK user) owning the referral code the client signed up with. */
    creditedPartnerUserId: text("credited_partner_user_id").references(() => users.id, { onDelete: "set null" }),
    creditedReferralCode: text("credited_referral_code"),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index("milestones_user_idx").on(t.userId, t.occurredOn, t.id),
    index("milestones_occurred_idx").on(t.occurredOn, t.kind),
    index("milestones_coach_idx").on(t.creditedCoachUserId, t.occurredOn),
    index("milestones_partner_idx").on(t.creditedPartnerUserId, t.occurredOn),
    index("milestones_recorded_by_idx").on(t.recordedByUserId),
    index("milestones_verified_by_idx").on(t.verifiedByUserId),
    check("milestones_kind_check", sql`${t.kind} in ('jobs_created', 'jobs_retained', 'annual_revenue', 'capital_accessed', 'business_started', 'certification')`),
    check("milestones_state_check", sql`${t.state} in ('reported', 'verified', 'confirmed')`),
    check("milestones_recorded_by_role_check", sql`${t.recordedByRole} in ('client', 'staff')`),
    check("milestones_version_check", sql`${t.version} >= 1`),
    check(
      "milestones_jobs_check",
      sql`${t.kind} not in ('jobs_created', 'jobs_retained') or (${t.fullTimeJobs} between 0 and 100000 and ${t.partTimeJobs} between 0 and 100000)`,
    ),
    check("milestones_revenue_check", sql`${t.kind} <> 'annual_revenue' or (${t.revenueYear} between 1900 and 9999 and ${t.amount} between 0 and 10000000000)`),
    check(
      "milestones_capital_check",
      sql`${t.kind} <> 'capital_accessed' or (${t.capitalType} in ('loan', 'line_of_credit', 'equity', 'grant') and ${t.amount} between 1 and 10000000000 and ${t.lenderName} is not null and ${t.throughProgram} is not null)`,
    ),
    check("milestones_business_started_check", sql`${t.kind} <> 'business_started' or ${t.legalForm} is not null`),
    check("milestones_certification_check", sql`${t.kind} <> 'certification' or (${t.certificationName} is not null and ${t.certificationIssuer} is not null)`),
  ],
);

export const milestoneHistory = pgTable(
  "milestone_history",
  {
    milestoneId: text("milestone_id")
      .notNull()
      .references(() => milestones.id, { onDelete: "cascade" }),
    /** The version this row was (the milestone's version before the change). */
    version: integer("version").notNull(),
    /** The milestone's row as it was (MilestoneSnapshot, impact-store.ts). */
    snapshot: jsonb("snapshot").notNull(),
    change: text("change").$type<MilestoneChangeName>().notNull(),
    changedByUserId: text("changed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    changedAt: at("changed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.milestoneId, t.version] }),
    index("milestone_history_changed_by_idx").on(t.changedByUserId),
    check("milestone_history_change_check", sql`${t.change} in ('corrected', 'verified', 'confirmed')`),
  ],
);
