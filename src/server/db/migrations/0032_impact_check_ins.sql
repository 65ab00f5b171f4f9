ALTER TABLE "users" ADD COLUMN "impact_check_in_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "impact_check_in_sent_at" timestamp with time zone;