CREATE TABLE "report_jobs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"owner_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"blob_key" text,
	"size_bytes" bigint,
	"file_key" "bytea",
	"file_key_id" text,
	"file_iv" "bytea",
	"file_tag" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_jobs_state_check" CHECK ("report_jobs"."state" in ('queued', 'running', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_jobs_owner_idx" ON "report_jobs" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_jobs_state_idx" ON "report_jobs" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "report_jobs_expires_idx" ON "report_jobs" USING btree ("expires_at");