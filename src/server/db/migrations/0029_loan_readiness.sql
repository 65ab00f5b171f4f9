CREATE TABLE "loan_requests_history" (
	"user_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by_user_id" text,
	CONSTRAINT "loan_requests_history_user_id_version_number_pk" PRIMARY KEY("user_id","version_number")
);
--> statement-breakpoint
CREATE TABLE "loan_requests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version_number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" text,
	CONSTRAINT "loan_requests_version_check" CHECK ("loan_requests"."version_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "readiness_reviews" (
	"user_id" text NOT NULL,
	"factor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"note_by_user_id" text,
	"note_at" timestamp with time zone,
	"override_state" text,
	"override_reason" text DEFAULT '' NOT NULL,
	"override_by_user_id" text,
	"override_at" timestamp with time zone,
	CONSTRAINT "readiness_reviews_user_id_factor_pk" PRIMARY KEY("user_id","factor"),
	CONSTRAINT "readiness_reviews_factor_check" CHECK ("readiness_reviews"."factor" in ('capacity', 'capital', 'collateral', 'character', 'conditions')),
	CONSTRAINT "readiness_reviews_override_check" CHECK ("readiness_reviews"."override_state" is null or "readiness_reviews"."override_state" in ('ready', 'close', 'not-yet', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "readiness_thresholds" (
	"id" text PRIMARY KEY NOT NULL,
	"dscr_minimum" double precision NOT NULL,
	"equity_minimum_percent" double precision NOT NULL,
	"collateral_target" double precision NOT NULL,
	"minimum_credit_band" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" text,
	CONSTRAINT "readiness_thresholds_id_check" CHECK ("readiness_thresholds"."id" = 'installation'),
	CONSTRAINT "readiness_thresholds_range_check" CHECK ("readiness_thresholds"."dscr_minimum" between 0 and 10 and "readiness_thresholds"."equity_minimum_percent" between 0 and 100 and "readiness_thresholds"."collateral_target" between 0 and 10),
	CONSTRAINT "readiness_thresholds_band_check" CHECK ("readiness_thresholds"."minimum_credit_band" in ('under-580', '580-619', '620-679', '680-719', '720-plus'))
);
--> statement-breakpoint
ALTER TABLE "document_reviews" DROP CONSTRAINT "document_reviews_kind_check";--> statement-breakpoint
ALTER TABLE "user_states" ADD COLUMN "has_seen_loan_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_states" ADD COLUMN "has_completed_loan_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_requests_history" ADD CONSTRAINT "loan_requests_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests_history" ADD CONSTRAINT "loan_requests_history_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_reviews" ADD CONSTRAINT "readiness_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_reviews" ADD CONSTRAINT "readiness_reviews_note_by_user_id_users_id_fk" FOREIGN KEY ("note_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_reviews" ADD CONSTRAINT "readiness_reviews_override_by_user_id_users_id_fk" FOREIGN KEY ("override_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_thresholds" ADD CONSTRAINT "readiness_thresholds_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_requests_history_saved_by_idx" ON "loan_requests_history" USING btree ("saved_by_user_id");--> statement-breakpoint
CREATE INDEX "loan_requests_updated_by_idx" ON "loan_requests" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "readiness_reviews_note_by_idx" ON "readiness_reviews" USING btree ("note_by_user_id");--> statement-breakpoint
CREATE INDEX "readiness_reviews_override_by_idx" ON "readiness_reviews" USING btree ("override_by_user_id");--> statement-breakpoint
CREATE INDEX "readiness_thresholds_updated_by_idx" ON "readiness_thresholds" USING btree ("updated_by_user_id");--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_kind_check" CHECK ("document_reviews"."kind" in ('cashflow', 'businessPlan', 'businessSurvey', 'loanRequest'));