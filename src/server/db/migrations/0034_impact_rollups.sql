CREATE TABLE "impact_milestone_client_credits" (
	"user_id" text NOT NULL,
	"coach_user_id" text NOT NULL,
	"partner_user_id" text NOT NULL,
	"referral_code" text NOT NULL,
	"counted_months" bit(2400) NOT NULL,
	"any_months" bit(2400) NOT NULL,
	CONSTRAINT "impact_milestone_client_credits_pk" PRIMARY KEY("user_id","coach_user_id","partner_user_id","referral_code")
);
--> statement-breakpoint
CREATE TABLE "impact_milestone_clients" (
	"user_id" text PRIMARY KEY NOT NULL,
	"counted_months" bit(2400) NOT NULL,
	"any_months" bit(2400) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impact_milestone_totals" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"counted" boolean NOT NULL,
	"coach_user_id" text NOT NULL,
	"partner_user_id" text NOT NULL,
	"referral_code" text NOT NULL,
	"capital_type" text NOT NULL,
	"capital_source" text NOT NULL,
	"milestones" bigint NOT NULL,
	"full_time_jobs" bigint NOT NULL,
	"part_time_jobs" bigint NOT NULL,
	"amount" numeric NOT NULL,
	"amount_through_program" numeric NOT NULL,
	CONSTRAINT "impact_milestone_totals_pk" PRIMARY KEY("month","kind","counted","coach_user_id","partner_user_id","referral_code","capital_type","capital_source")
);
--> statement-breakpoint
CREATE TABLE "impact_session_client_coaches" (
	"client_user_id" text NOT NULL,
	"coach_user_id" text NOT NULL,
	"referral_code" text NOT NULL,
	"months" bit(2400) NOT NULL,
	CONSTRAINT "impact_session_client_coaches_pk" PRIMARY KEY("client_user_id","coach_user_id")
);
--> statement-breakpoint
CREATE TABLE "impact_session_clients" (
	"client_user_id" text PRIMARY KEY NOT NULL,
	"referral_code" text NOT NULL,
	"months" bit(2400) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impact_session_totals" (
	"month" date NOT NULL,
	"coach_user_id" text NOT NULL,
	"referral_code" text NOT NULL,
	"sessions" bigint NOT NULL,
	"hours" numeric NOT NULL,
	CONSTRAINT "impact_session_totals_pk" PRIMARY KEY("month","coach_user_id","referral_code")
);
--> statement-breakpoint
-- Kept by triggers (written by hand; ADR 0046), statement-level so a bulk write adds its groups at
-- once: each write of ta_tracking or milestones takes its old rows' groups out of the totals and
-- adds its new rows' groups, then recomputes the client rows of the clients it touched from the
-- table itself; a change of a client's sign-up code moves their sessions to the new code; a
-- truncation empties the rollups. Groups are written in key order (no deadlock between writers).
--
-- bit i of a month bit string: the i-th month after January 1900 (2,400 months, to December
-- 2099); a day outside those years sets no bit (the summary then adds up the tables themselves).
CREATE OR REPLACE FUNCTION public.impact_month_bit(d date) RETURNS bit(2400)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT CASE WHEN d >= DATE '1900-01-01' AND d < DATE '2100-01-01'
    THEN B'1'::bit(2400) >> ((extract(year FROM d)::int - 1900) * 12 + extract(month FROM d)::int - 1)
    ELSE B'0'::bit(2400) END
$$;--> statement-breakpoint
-- Sessions: subtract groups (month, coach, code, n, h).
CREATE OR REPLACE FUNCTION public.impact_sessions_subtract(old_groups jsonb) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE public.impact_session_totals AS t SET sessions = t.sessions - g.n, hours = t.hours - g.h
    FROM jsonb_to_recordset(old_groups) AS g(month date, coach text, code text, n bigint, h numeric)
    WHERE t.month = g.month AND t.coach_user_id = g.coach AND t.referral_code = g.code;
  DELETE FROM public.impact_session_totals AS t
    USING jsonb_to_recordset(old_groups) AS g(month date, coach text, code text, n bigint, h numeric)
    WHERE t.month = g.month AND t.coach_user_id = g.coach AND t.referral_code = g.code AND t.sessions <= 0;
END;
$$;--> statement-breakpoint
-- Sessions: recompute the client rows of these clients from ta_tracking.
CREATE OR REPLACE FUNCTION public.impact_session_clients_refresh(clients text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM public.impact_session_client_coaches WHERE client_user_id = ANY (clients);
  DELETE FROM public.impact_session_clients WHERE client_user_id = ANY (clients);
  INSERT INTO public.impact_session_client_coaches (client_user_id, coach_user_id, referral_code, months)
    SELECT t.client_user_id, coalesce(t.coach_user_id, ''), coalesce(upper(min(u.referral_code)), ''), bit_or(public.impact_month_bit(t.date_of_session))
    FROM public.ta_tracking AS t LEFT JOIN public.users AS u ON u.id = t.client_user_id
    WHERE t.client_user_id = ANY (clients)
    GROUP BY 1, 2 ORDER BY 1, 2;
  INSERT INTO public.impact_session_clients (client_user_id, referral_code, months)
    SELECT c.client_user_id, min(c.referral_code), bit_or(c.months)
    FROM public.impact_session_client_coaches AS c WHERE c.client_user_id = ANY (clients)
    GROUP BY 1 ORDER BY 1;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.impact_sessions_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  old_groups jsonb;
  clients text[] := '{}';
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    -- The code the sessions were added under: the client's, as the rollup has it (the client may be gone).
    SELECT coalesce(jsonb_agg(g ORDER BY g.month, g.coach, g.code), '[]') INTO old_groups FROM (
      SELECT date_trunc('month', o.date_of_session)::date AS month, coalesce(o.coach_user_id, '') AS coach,
        coalesce(c.referral_code, '') AS code, count(*) AS n,
        sum(o.time_spent_hours::numeric + o.prep_time_hours::numeric + o.travel_time_hours::numeric) AS h
      FROM old_rows AS o LEFT JOIN public.impact_session_clients AS c ON c.client_user_id = o.client_user_id
      GROUP BY 1, 2, 3) AS g;
    PERFORM public.impact_sessions_subtract(old_groups);
    SELECT clients || coalesce(array_agg(DISTINCT o.client_user_id) FILTER (WHERE o.client_user_id IS NOT NULL), '{}') INTO clients FROM old_rows AS o;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO public.impact_session_totals AS t (month, coach_user_id, referral_code, sessions, hours)
      SELECT date_trunc('month', n.date_of_session)::date, coalesce(n.coach_user_id, ''), coalesce(upper(u.referral_code), ''), count(*),
        sum(n.time_spent_hours::numeric + n.prep_time_hours::numeric + n.travel_time_hours::numeric)
      FROM new_rows AS n LEFT JOIN public.users AS u ON u.id = n.client_user_id
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (month, coach_user_id, referral_code) DO UPDATE SET sessions = t.sessions + excluded.sessions, hours = t.hours + excluded.hours;
    SELECT clients || coalesce(array_agg(DISTINCT n.client_user_id) FILTER (WHERE n.client_user_id IS NOT NULL), '{}') INTO clients FROM new_rows AS n;
  END IF;
  PERFORM public.impact_session_clients_refresh(clients);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A client's sign-up code changed: their sessions move to the new code.
CREATE OR REPLACE FUNCTION public.impact_client_code_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  groups jsonb;
BEGIN
  SELECT coalesce(jsonb_agg(g ORDER BY g.month, g.coach), '[]') INTO groups FROM (
    SELECT date_trunc('month', t.date_of_session)::date AS month, coalesce(t.coach_user_id, '') AS coach, coalesce(upper(OLD.referral_code), '') AS code,
      count(*) AS n, sum(t.time_spent_hours::numeric + t.prep_time_hours::numeric + t.travel_time_hours::numeric) AS h
    FROM public.ta_tracking AS t WHERE t.client_user_id = NEW.id GROUP BY 1, 2) AS g;
  PERFORM public.impact_sessions_subtract(groups);
  INSERT INTO public.impact_session_totals AS t (month, coach_user_id, referral_code, sessions, hours)
    SELECT g.month, g.coach, coalesce(upper(NEW.referral_code), ''), g.n, g.h
    FROM jsonb_to_recordset(groups) AS g(month date, coach text, code text, n bigint, h numeric) ORDER BY 1, 2
    ON CONFLICT (month, coach_user_id, referral_code) DO UPDATE SET sessions = t.sessions + excluded.sessions, hours = t.hours + excluded.hours;
  UPDATE public.impact_session_client_coaches SET referral_code = coalesce(upper(NEW.referral_code), '') WHERE client_user_id = NEW.id;
  UPDATE public.impact_session_clients SET referral_code = coalesce(upper(NEW.referral_code), '') WHERE client_user_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.impact_sessions_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM public.impact_session_totals;
  DELETE FROM public.impact_session_client_coaches;
  DELETE FROM public.impact_session_clients;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Milestones: recompute the client rows of these clients from milestones.
CREATE OR REPLACE FUNCTION public.impact_milestone_clients_refresh(clients text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM public.impact_milestone_client_credits WHERE user_id = ANY (clients);
  DELETE FROM public.impact_milestone_clients WHERE user_id = ANY (clients);
  INSERT INTO public.impact_milestone_client_credits (user_id, coach_user_id, partner_user_id, referral_code, counted_months, any_months)
    SELECT m.user_id, coalesce(m.credited_coach_user_id, ''), coalesce(m.credited_partner_user_id, ''), coalesce(upper(m.credited_referral_code), ''),
      coalesce(bit_or(public.impact_month_bit(m.occurred_on)) FILTER (WHERE m.state IN ('verified', 'confirmed')), B'0'::bit(2400)),
      bit_or(public.impact_month_bit(m.occurred_on))
    FROM public.milestones AS m WHERE m.user_id = ANY (clients)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  INSERT INTO public.impact_milestone_clients (user_id, counted_months, any_months)
    SELECT c.user_id, bit_or(c.counted_months), bit_or(c.any_months)
    FROM public.impact_milestone_client_credits AS c WHERE c.user_id = ANY (clients)
    GROUP BY 1 ORDER BY 1;
END;
$$;--> statement-breakpoint
-- Milestones: every group key is on the row (credited at record time), no other table is read.
CREATE OR REPLACE FUNCTION public.impact_milestones_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  clients text[] := '{}';
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    WITH g AS (
      SELECT date_trunc('month', o.occurred_on)::date AS month, o.kind, o.state IN ('verified', 'confirmed') AS counted,
        coalesce(o.credited_coach_user_id, '') AS coach, coalesce(o.credited_partner_user_id, '') AS partner,
        coalesce(upper(o.credited_referral_code), '') AS code, coalesce(o.capital_type, '') AS capital_type, coalesce(btrim(o.capital_source), '') AS capital_source,
        count(*) AS n, coalesce(sum(o.full_time_jobs), 0) AS ft, coalesce(sum(o.part_time_jobs), 0) AS pt, coalesce(sum(o.amount), 0) AS amount,
        coalesce(sum(o.amount) FILTER (WHERE o.through_program), 0) AS program
      FROM old_rows AS o GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    )
    UPDATE public.impact_milestone_totals AS t SET milestones = t.milestones - g.n, full_time_jobs = t.full_time_jobs - g.ft,
        part_time_jobs = t.part_time_jobs - g.pt, amount = t.amount - g.amount, amount_through_program = t.amount_through_program - g.program
      FROM g WHERE t.month = g.month AND t.kind = g.kind AND t.counted = g.counted AND t.coach_user_id = g.coach AND t.partner_user_id = g.partner
        AND t.referral_code = g.code AND t.capital_type = g.capital_type AND t.capital_source = g.capital_source;
    DELETE FROM public.impact_milestone_totals AS t
      WHERE t.milestones <= 0 AND t.month IN (SELECT DISTINCT date_trunc('month', o.occurred_on)::date FROM old_rows AS o);
    SELECT clients || coalesce(array_agg(DISTINCT o.user_id), '{}') INTO clients FROM old_rows AS o;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO public.impact_milestone_totals AS t (month, kind, counted, coach_user_id, partner_user_id, referral_code, capital_type, capital_source,
        milestones, full_time_jobs, part_time_jobs, amount, amount_through_program)
      SELECT date_trunc('month', n.occurred_on)::date, n.kind, n.state IN ('verified', 'confirmed'),
        coalesce(n.credited_coach_user_id, ''), coalesce(n.credited_partner_user_id, ''), coalesce(upper(n.credited_referral_code), ''),
        coalesce(n.capital_type, ''), coalesce(btrim(n.capital_source), ''),
        count(*), coalesce(sum(n.full_time_jobs), 0), coalesce(sum(n.part_time_jobs), 0), coalesce(sum(n.amount), 0),
        coalesce(sum(n.amount) FILTER (WHERE n.through_program), 0)
      FROM new_rows AS n GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT (month, kind, counted, coach_user_id, partner_user_id, referral_code, capital_type, capital_source) DO UPDATE SET
        milestones = t.milestones + excluded.milestones, full_time_jobs = t.full_time_jobs + excluded.full_time_jobs,
        part_time_jobs = t.part_time_jobs + excluded.part_time_jobs, amount = t.amount + excluded.amount,
        amount_through_program = t.amount_through_program + excluded.amount_through_program;
    SELECT clients || coalesce(array_agg(DISTINCT n.user_id), '{}') INTO clients FROM new_rows AS n;
  END IF;
  PERFORM public.impact_milestone_clients_refresh(clients);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.impact_milestones_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM public.impact_milestone_totals;
  DELETE FROM public.impact_milestone_client_credits;
  DELETE FROM public.impact_milestone_clients;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Nothing is written to these tables between the triggers' creation and the first fill below.
LOCK TABLE "ta_tracking", "milestones", "users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "ta_tracking_impact_insert" AFTER INSERT ON "ta_tracking" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.impact_sessions_written();--> statement-breakpoint
CREATE TRIGGER "ta_tracking_impact_update" AFTER UPDATE ON "ta_tracking" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.impact_sessions_written();--> statement-breakpoint
CREATE TRIGGER "ta_tracking_impact_delete" AFTER DELETE ON "ta_tracking" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.impact_sessions_written();--> statement-breakpoint
CREATE TRIGGER "ta_tracking_impact_truncate" AFTER TRUNCATE ON "ta_tracking"
  FOR EACH STATEMENT EXECUTE FUNCTION public.impact_sessions_truncated();--> statement-breakpoint
CREATE TRIGGER "users_impact_code" AFTER UPDATE OF "referral_code" ON "users"
  FOR EACH ROW WHEN (upper(OLD.referral_code) IS DISTINCT FROM upper(NEW.referral_code))
  EXECUTE FUNCTION public.impact_client_code_changed();--> statement-breakpoint
CREATE TRIGGER "milestones_impact_insert" AFTER INSERT ON "milestones" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.impact_milestones_written();--> statement-breakpoint
CREATE TRIGGER "milestones_impact_update" AFTER UPDATE ON "milestones" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.impact_milestones_written();--> statement-breakpoint
CREATE TRIGGER "milestones_impact_delete" AFTER DELETE ON "milestones" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.impact_milestones_written();--> statement-breakpoint
CREATE TRIGGER "milestones_impact_truncate" AFTER TRUNCATE ON "milestones"
  FOR EACH STATEMENT EXECUTE FUNCTION public.impact_milestones_truncated();--> statement-breakpoint
-- The first fill, from what is there.
INSERT INTO "impact_session_totals" (month, coach_user_id, referral_code, sessions, hours)
  SELECT date_trunc('month', t.date_of_session)::date, coalesce(t.coach_user_id, ''), coalesce(upper(u.referral_code), ''), count(*),
    sum(t.time_spent_hours::numeric + t.prep_time_hours::numeric + t.travel_time_hours::numeric)
  FROM "ta_tracking" AS t LEFT JOIN "users" AS u ON u.id = t.client_user_id GROUP BY 1, 2, 3;--> statement-breakpoint
SELECT public.impact_session_clients_refresh(coalesce(array_agg(DISTINCT client_user_id), '{}')) FROM "ta_tracking" WHERE client_user_id IS NOT NULL;--> statement-breakpoint
INSERT INTO "impact_milestone_totals" (month, kind, counted, coach_user_id, partner_user_id, referral_code, capital_type, capital_source,
    milestones, full_time_jobs, part_time_jobs, amount, amount_through_program)
  SELECT date_trunc('month', m.occurred_on)::date, m.kind, m.state IN ('verified', 'confirmed'),
    coalesce(m.credited_coach_user_id, ''), coalesce(m.credited_partner_user_id, ''), coalesce(upper(m.credited_referral_code), ''),
    coalesce(m.capital_type, ''), coalesce(btrim(m.capital_source), ''),
    count(*), coalesce(sum(m.full_time_jobs), 0), coalesce(sum(m.part_time_jobs), 0), coalesce(sum(m.amount), 0),
    coalesce(sum(m.amount) FILTER (WHERE m.through_program), 0)
  FROM "milestones" AS m GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;--> statement-breakpoint
SELECT public.impact_milestone_clients_refresh(coalesce(array_agg(DISTINCT user_id), '{}')) FROM "milestones";
--> statement-breakpoint
-- The revenue change (latest year minus earliest, per client, up to the period's end) reads the
-- annual-revenue milestones from this index alone (written by hand: drizzle cannot declare INCLUDE).
CREATE INDEX IF NOT EXISTS "milestones_revenue_idx" ON "milestones" ("user_id", "revenue_year", "occurred_on", "id")
  INCLUDE ("amount", "state", "credited_coach_user_id", "credited_partner_user_id", "credited_referral_code") WHERE "kind" = 'annual_revenue';
