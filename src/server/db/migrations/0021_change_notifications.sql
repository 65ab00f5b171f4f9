-- Change notifications for the caches that spare signed-in calls a database round trip (ADR 0027,
-- src/server/db/change-feed.ts). Written by hand. PostgreSQL delivers a notification only if its
-- transaction commits, and one per distinct payload within a transaction.
--
-- compass_users: a user's id when their row's type, enabled or tokens_valid_after changes or the
-- row is removed (what the access-token check reads); "*" when the table is truncated.
CREATE OR REPLACE FUNCTION public.notify_user_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('compass_users', NEW.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('compass_users', d.id::text) FROM old_rows d;
  ELSE
    PERFORM pg_notify('compass_users', '*');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_update" AFTER UPDATE OF "type", "enabled", "tokens_valid_after", "id" ON "users"
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.enabled IS DISTINCT FROM NEW.enabled OR OLD.tokens_valid_after IS DISTINCT FROM NEW.tokens_valid_after OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION public.notify_user_changed();--> statement-breakpoint
CREATE TRIGGER "users_notify_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.notify_user_changed();--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION public.notify_user_changed();--> statement-breakpoint
-- compass_journey: each learner whose journey rows (assignments, completions, the completion log)
-- a statement wrote or removed; "*" when one of the tables is truncated. Statement-level, so a
-- bulk write (a module removed from the library) sends one notification per learner.
CREATE OR REPLACE FUNCTION public.notify_journey_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('compass_journey', u) FROM (SELECT DISTINCT user_id AS u FROM new_rows) n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM pg_notify('compass_journey', u) FROM (SELECT DISTINCT user_id AS u FROM old_rows) o;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('compass_journey', '*');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The same four triggers on each of the journey's three tables.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['user_learning_contents', 'user_learning_modules', 'learning_completion_log'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.notify_journey_changed()', t || '_notify_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.notify_journey_changed()', t || '_notify_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.notify_journey_changed()', t || '_notify_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION public.notify_journey_changed()', t || '_notify_truncate', t);
  END LOOP;
END;
$$;
