/**
 * The impact dashboard's rollups (issue #40 §6; ADR 0046): what AdminGetImpactSummary and
 * PartnerGetImpactSummary add up, kept exact by triggers on ta_tracking, milestones and users
 * (migration 0034, written by hand) so a summary reads a few thousand rows instead of a million
 * sessions.
 *
 * - impact_session_totals: TA sessions and their hours (contact + preparation + travel) per month ×
 *   coach × the client's sign-up code (upper case; '' for none).
 * - impact_session_clients: per client, their sign-up code and the months in which they had a
 *   session — a bit string, bit i for the i-th month after January 1900 (2,400 months: to December
 *   2099) — for counting distinct clients over any run of months; impact_session_client_coaches the
 *   same per client × coach (a coach's clients).
 * - impact_milestone_totals: milestones per month × kind × counted (verified or confirmed) ×
 *   credited coach × credited partner × credited code × capital type × capital source (trimmed):
 *   their number, jobs, amounts, and the amount that came through the program.
 * - impact_milestone_clients: per client, the months with a milestone (any, and counted only);
 *   impact_milestone_client_credits the same per client × credited coach × partner × code.
 *
 * None references users: the triggers remove a client's rows when their sessions or milestones go.
 */
import { bigint, boolean, customType, date, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** A month bit string of the rollups (see above); read as text of '0' and '1'. */
const monthBits = customType<{ data: string; driverData: string }>({ dataType: () => "bit(2400)" });

/** The first month of the bit strings and how many they hold (migration 0034's impact_month_bit). */
export const ROLLUP_FIRST_YEAR = 1900;
export const ROLLUP_MONTHS = 2400;

export const impactSessionTotals = pgTable(
  "impact_session_totals",
  {
    month: date("month", { mode: "string" }).notNull(),
    coachUserId: text("coach_user_id").notNull(),
    referralCode: text("referral_code").notNull(),
    sessions: bigint("sessions", { mode: "number" }).notNull(),
    hours: numeric("hours").notNull(),
  },
  (t) => [primaryKey({ name: "impact_session_totals_pk", columns: [t.month, t.coachUserId, t.referralCode] })],
);

export const impactSessionClients = pgTable("impact_session_clients", {
  clientUserId: text("client_user_id").primaryKey(),
  referralCode: text("referral_code").notNull(),
  months: monthBits("months").notNull(),
});

export const impactSessionClientCoaches = pgTable(
  "impact_session_client_coaches",
  {
    clientUserId: text("client_user_id").notNull(),
    coachUserId: text("coach_user_id").notNull(),
    referralCode: text("referral_code").notNull(),
    months: monthBits("months").notNull(),
  },
  (t) => [primaryKey({ name: "impact_session_client_coaches_pk", columns: [t.clientUserId, t.coachUserId] })],
);

export const impactMilestoneTotals = pgTable(
  "impact_milestone_totals",
  {
    month: date("month", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    counted: boolean("counted").notNull(),
    coachUserId: text("coach_user_id").notNull(),
    partnerUserId: text("partner_user_id").notNull(),
    referralCode: text("referral_code").notNull(),
    capitalType: text("capital_type").notNull(),
    capitalSource: text("capital_source").notNull(),
    milestones: bigint("milestones", { mode: "number" }).notNull(),
    fullTimeJobs: bigint("full_time_jobs", { mode: "number" }).notNull(),
    partTimeJobs: bigint("part_time_jobs", { mode: "number" }).notNull(),
    amount: numeric("amount").notNull(),
    amountThroughProgram: numeric("amount_through_program").notNull(),
  },
  (t) => [primaryKey({ name: "impact_milestone_totals_pk", columns: [t.month, t.kind, t.counted, t.coachUserId, t.partnerUserId, t.referralCode, t.capitalType, t.capitalSource] })],
);

export const impactMilestoneClients = pgTable("impact_milestone_clients", {
  userId: text("user_id").primaryKey(),
  countedMonths: monthBits("counted_months").notNull(),
  anyMonths: monthBits("any_months").notNull(),
});

export const impactMilestoneClientCredits = pgTable(
  "impact_milestone_client_credits",
  {
    userId: text("user_id").notNull(),
    coachUserId: text("coach_user_id").notNull(),
    partnerUserId: text("partner_user_id").notNull(),
    referralCode: text("referral_code").notNull(),
    countedMonths: monthBits("counted_months").notNull(),
    anyMonths: monthBits("any_months").notNull(),
  },
  (t) => [primaryKey({ name: "impact_milestone_client_credits_pk", columns: [t.userId, t.coachUserId, t.partnerUserId, t.referralCode] })],
);
