-- The revenue change (each client's latest annual revenue up to the period's end minus their
-- earliest year's; ADR 0047) reads one index per end, each in the order it picks a row in: the
-- latest by year, then the latest recorded day; the earliest by year, then the latest recorded day.
-- Two ordered index-only scans and a merge join, no sort (written by hand: drizzle cannot declare
-- INCLUDE). They replace 0034's single index, which needed a sort per client.
DROP INDEX IF EXISTS "milestones_revenue_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "milestones_revenue_latest_idx" ON "milestones" ("user_id", "revenue_year" DESC, "occurred_on" DESC, "id" DESC)
  INCLUDE ("amount", "state", "credited_coach_user_id", "credited_partner_user_id", "credited_referral_code") WHERE "kind" = 'annual_revenue';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "milestones_revenue_earliest_idx" ON "milestones" ("user_id", "revenue_year", "occurred_on" DESC, "id" DESC)
  INCLUDE ("amount", "state", "credited_coach_user_id", "credited_referral_code") WHERE "kind" = 'annual_revenue';
