-- Users per (type, application decision, status) for the administrators' user list's counts
-- (issue #15; bench:admin-users). The table is generated from src/server/db/schema/users.ts.
CREATE TABLE "user_counts" (
	"type" text NOT NULL,
	"application_decision" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "user_counts_type_application_decision_status_pk" PRIMARY KEY("type","application_decision","status")
);
--> statement-breakpoint
-- Kept by triggers (written by hand): statement-level for inserts and deletes (a bulk insert adds
-- its groups at once), row-level for an update that moves a user to another group (only changes
-- of type, decision or status fire), and truncation empties it. Groups are locked in key order.
CREATE OR REPLACE FUNCTION public.user_counts_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO public.user_counts AS c (type, application_decision, status, n)
    SELECT type, application_decision, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (type, application_decision, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_counts_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE public.user_counts AS c SET n = c.n - d.n
    FROM (SELECT type, application_decision, status, count(*) AS n FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) AS d
    WHERE c.type = d.type AND c.application_decision = d.application_decision AND c.status = d.status;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_counts_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE public.user_counts SET n = n - 1
    WHERE type = OLD.type AND application_decision = OLD.application_decision AND status = OLD.status;
  INSERT INTO public.user_counts AS c (type, application_decision, status, n) VALUES (NEW.type, NEW.application_decision, NEW.status, 1)
    ON CONFLICT (type, application_decision, status) DO UPDATE SET n = c.n + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.user_counts_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM public.user_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- No user is written between the triggers' creation and the count below.
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "users_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.user_counts_inserted();--> statement-breakpoint
CREATE TRIGGER "users_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.user_counts_deleted();--> statement-breakpoint
CREATE TRIGGER "users_counts_update" AFTER UPDATE OF "type", "application_decision", "status" ON "users"
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.application_decision IS DISTINCT FROM NEW.application_decision OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION public.user_counts_updated();--> statement-breakpoint
CREATE TRIGGER "users_counts_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION public.user_counts_truncated();--> statement-breakpoint
INSERT INTO "user_counts" (type, application_decision, status, n)
  SELECT type, application_decision, status, count(*) FROM "users" GROUP BY 1, 2, 3;
