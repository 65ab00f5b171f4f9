CREATE TABLE "milestone_history" (
	"milestone_id" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"change" text NOT NULL,
	"changed_by_user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestone_history_milestone_id_version_pk" PRIMARY KEY("milestone_id","version"),
	CONSTRAINT "milestone_history_change_check" CHECK ("milestone_history"."change" in ('corrected', 'verified', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_on" date NOT NULL,
	"full_time_jobs" integer,
	"part_time_jobs" integer,
	"revenue_year" integer,
	"amount" bigint,
	"capital_type" text,
	"capital_source" text,
	"lender_name" text,
	"through_program" boolean,
	"legal_form" text,
	"certification_name" text,
	"certification_issuer" text,
	"state" text NOT NULL,
	"recorded_by_user_id" text,
	"recorded_by_role" text NOT NULL,
	"evidence_note" text DEFAULT '' NOT NULL,
	"verified_by_user_id" text,
	"verified_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"credited_coach_user_id" text,
	"credited_partner_user_id" text,
	"credited_referral_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_kind_check" CHECK ("milestones"."kind" in ('jobs_created', 'jobs_retained', 'annual_revenue', 'capital_accessed', 'business_started', 'certification')),
	CONSTRAINT "milestones_state_check" CHECK ("milestones"."state" in ('reported', 'verified', 'confirmed')),
	CONSTRAINT "milestones_recorded_by_role_check" CHECK ("milestones"."recorded_by_role" in ('client', 'staff')),
	CONSTRAINT "milestones_version_check" CHECK ("milestones"."version" >= 1),
	CONSTRAINT "milestones_jobs_check" CHECK ("milestones"."kind" not in ('jobs_created', 'jobs_retained') or ("milestones"."full_time_jobs" between 0 and 100000 and "milestones"."part_time_jobs" between 0 and 100000)),
	CONSTRAINT "milestones_revenue_check" CHECK ("milestones"."kind" <> 'annual_revenue' or ("milestones"."revenue_year" between 1900 and 9999 and "milestones"."amount" between 0 and 10000000000)),
	CONSTRAINT "milestones_capital_check" CHECK ("milestones"."kind" <> 'capital_accessed' or ("milestones"."capital_type" in ('loan', 'line_of_credit', 'equity', 'grant') and "milestones"."amount" between 1 and 10000000000 and "milestones"."lender_name" is not null and "milestones"."through_program" is not null)),
	CONSTRAINT "milestones_business_started_check" CHECK ("milestones"."kind" <> 'business_started' or "milestones"."legal_form" is not null),
	CONSTRAINT "milestones_certification_check" CHECK ("milestones"."kind" <> 'certification' or ("milestones"."certification_name" is not null and "milestones"."certification_issuer" is not null))
);
--> statement-breakpoint
ALTER TABLE "milestone_history" ADD CONSTRAINT "milestone_history_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_history" ADD CONSTRAINT "milestone_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_credited_coach_user_id_users_id_fk" FOREIGN KEY ("credited_coach_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_credited_partner_user_id_users_id_fk" FOREIGN KEY ("credited_partner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_history_changed_by_idx" ON "milestone_history" USING btree ("changed_by_user_id");--> statement-breakpoint
CREATE INDEX "milestones_user_idx" ON "milestones" USING btree ("user_id","occurred_on","id");--> statement-breakpoint
CREATE INDEX "milestones_occurred_idx" ON "milestones" USING btree ("occurred_on","kind");--> statement-breakpoint
CREATE INDEX "milestones_coach_idx" ON "milestones" USING btree ("credited_coach_user_id","occurred_on");--> statement-breakpoint
CREATE INDEX "milestones_partner_idx" ON "milestones" USING btree ("credited_partner_user_id","occurred_on");--> statement-breakpoint
CREATE INDEX "milestones_recorded_by_idx" ON "milestones" USING btree ("recorded_by_user_id");--> statement-breakpoint
CREATE INDEX "milestones_verified_by_idx" ON "milestones" USING btree ("verified_by_user_id");