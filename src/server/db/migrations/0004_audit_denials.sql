CREATE TABLE "audit_denials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"actor_user_id" text,
	"client" text NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_request_id" text,
	CONSTRAINT "audit_denials_bucket_key" UNIQUE NULLS NOT DISTINCT("minute","actor_user_id","client","method","reason"),
	CONSTRAINT "audit_denials_count_positive" CHECK ("audit_denials"."count" > 0),
	CONSTRAINT "audit_denials_minute_whole" CHECK ("audit_denials"."minute" = date_trunc('minute', "audit_denials"."minute"))
);
--> statement-breakpoint
CREATE INDEX "audit_denials_minute_idx" ON "audit_denials" USING btree ("minute");--> statement-breakpoint
CREATE INDEX "audit_denials_actor_minute_idx" ON "audit_denials" USING btree ("actor_user_id","minute" DESC NULLS LAST);--> statement-breakpoint
-- audit_denials is append-only too, with two narrow exceptions the writer and
-- the hourly housekeeping need (whoever asks, the application role included):
--   UPDATE only raises count and last_at of a row during its own minute plus a
--          two-minute grace (clock skew between instances and the database);
--          every other column stays as inserted.
--   DELETE only of a row past its retention: 30 days for anonymous callers,
--          400 days for signed-in users (src/server/audit/denials.ts).
-- TRUNCATE is refused.
CREATE OR REPLACE FUNCTION "audit_denials_guard"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  retention interval;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."id" = OLD."id"
       AND NEW."minute" = OLD."minute"
       AND NEW."actor_user_id" IS NOT DISTINCT FROM OLD."actor_user_id"
       AND NEW."client" = OLD."client"
       AND NEW."method" = OLD."method"
       AND NEW."reason" = OLD."reason"
       AND NEW."first_at" = OLD."first_at"
       AND NEW."first_request_id" IS NOT DISTINCT FROM OLD."first_request_id"
       AND NEW."count" > OLD."count"
       AND NEW."last_at" >= OLD."last_at"
       AND now() < OLD."minute" + interval '3 minutes' THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_denials: UPDATE refused (only count/last_at of a current minute may grow)'
      USING ERRCODE = 'insufficient_privilege';
  ELSIF TG_OP = 'DELETE' THEN
    retention := CASE WHEN OLD."actor_user_id" IS NULL THEN interval '30 days' ELSE interval '400 days' END;
    IF OLD."minute" < now() - retention THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'audit_denials: DELETE refused (row within its retention)'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RAISE EXCEPTION 'audit_denials: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_denials_guard_rows"
  BEFORE UPDATE OR DELETE ON "audit_denials"
  FOR EACH ROW EXECUTE FUNCTION "audit_denials_guard"();
--> statement-breakpoint
CREATE TRIGGER "audit_denials_no_truncate"
  BEFORE TRUNCATE ON "audit_denials"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_denials_guard"();
