ALTER TABLE "classes" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "address" text DEFAULT '' NOT NULL;