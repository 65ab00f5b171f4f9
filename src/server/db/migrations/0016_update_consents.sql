ALTER TABLE "users" ADD COLUMN "email_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_updates" boolean DEFAULT false NOT NULL;