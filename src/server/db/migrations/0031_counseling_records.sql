CREATE TABLE "class_registrations" (
	"class_id" text NOT NULL,
	"user_id" text NOT NULL,
	"registered_at" timestamp with time zone,
	"attended" boolean DEFAULT false NOT NULL,
	"attendance_marked_at" timestamp with time zone,
	"attendance_marked_by_user_id" text,
	CONSTRAINT "class_registrations_class_id_user_id_pk" PRIMARY KEY("class_id","user_id"),
	CONSTRAINT "class_registrations_kept_check" CHECK ("class_registrations"."registered_at" is not null or "class_registrations"."attended")
);
--> statement-breakpoint
CREATE TABLE "counseling_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"demographics_consent_at" timestamp with time zone,
	"race" text[] DEFAULT '{}'::text[] NOT NULL,
	"self_described_race" text DEFAULT '' NOT NULL,
	"ethnicity" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"sex" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"disability" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"military_status" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"branch_of_service" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"referral_source" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"referral_source_other" text DEFAULT '' NOT NULL,
	"in_business" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"business_start_date" date,
	"business_type" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"employees" integer,
	"language" text DEFAULT '' NOT NULL,
	"updated_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counseling_profiles_demographics_consent_check" CHECK ("counseling_profiles"."demographics_consent_at" is not null or (cardinality("counseling_profiles"."race") = 0 and "counseling_profiles"."self_described_race" = ''
        and "counseling_profiles"."ethnicity" = 'UNSPECIFIED' and "counseling_profiles"."sex" = 'UNSPECIFIED' and "counseling_profiles"."disability" = 'UNSPECIFIED'
        and "counseling_profiles"."military_status" = 'UNSPECIFIED' and "counseling_profiles"."branch_of_service" = 'UNSPECIFIED')),
	CONSTRAINT "counseling_profiles_employees_check" CHECK ("counseling_profiles"."employees" is null or "counseling_profiles"."employees" between 1 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "topic" text DEFAULT 'UNSPECIFIED' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "training_hours" double precision;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "co_sponsor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ta_tracking" ADD COLUMN "counseling_area" text DEFAULT 'UNSPECIFIED' NOT NULL;--> statement-breakpoint
ALTER TABLE "ta_tracking" ADD COLUMN "counseling_session_type" text DEFAULT 'UNSPECIFIED' NOT NULL;--> statement-breakpoint
ALTER TABLE "ta_tracking" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ta_tracking" ADD COLUMN "reportable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "class_registrations" ADD CONSTRAINT "class_registrations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_registrations" ADD CONSTRAINT "class_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_registrations" ADD CONSTRAINT "class_registrations_attendance_marked_by_user_id_users_id_fk" FOREIGN KEY ("attendance_marked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_profiles" ADD CONSTRAINT "counseling_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_profiles" ADD CONSTRAINT "counseling_profiles_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_registrations_user_idx" ON "class_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_registrations_marked_by_idx" ON "class_registrations" USING btree ("attendance_marked_by_user_id");--> statement-breakpoint
CREATE INDEX "counseling_profiles_updated_by_idx" ON "counseling_profiles" USING btree ("updated_by_user_id");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_training_hours_check" CHECK ("classes"."training_hours" is null or ("classes"."training_hours" > 0 and "classes"."training_hours" <= 500));