ALTER TABLE "users" ADD COLUMN "unread_message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unread_email_sent_at" timestamp with time zone;