CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"request_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"class_date" date NOT NULL,
	"class_time" time(0),
	"url" text DEFAULT '' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ta_tracking" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"coach_user_id" text,
	"client_user_id" text,
	"created_by_user_id" text,
	"date_of_session" date NOT NULL,
	"time_spent_hours" double precision DEFAULT 0 NOT NULL,
	"service_provided" text DEFAULT '' NOT NULL,
	"session_type" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"ta_category" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"action_item" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"pre_post_admin" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"prep_time_hours" double precision DEFAULT 0 NOT NULL,
	"travel_time_hours" double precision DEFAULT 0 NOT NULL,
	"miles_traveled" double precision DEFAULT 0 NOT NULL,
	"meals_currency" text DEFAULT 'USD' NOT NULL,
	"meals_units" bigint DEFAULT 0 NOT NULL,
	"meals_nanos" integer DEFAULT 0 NOT NULL,
	"lodging_currency" text DEFAULT 'USD' NOT NULL,
	"lodging_units" bigint DEFAULT 0 NOT NULL,
	"lodging_nanos" integer DEFAULT 0 NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ta_tracking_amounts_check" CHECK ("ta_tracking"."time_spent_hours" >= 0 and "ta_tracking"."prep_time_hours" >= 0 and "ta_tracking"."travel_time_hours" >= 0 and "ta_tracking"."miles_traveled" >= 0
        and "ta_tracking"."meals_units" >= 0 and "ta_tracking"."lodging_units" >= 0
        and "ta_tracking"."meals_nanos" between 0 and 999999999 and "ta_tracking"."lodging_nanos" between 0 and 999999999)
);
--> statement-breakpoint
CREATE TABLE "business_plans_history" (
	"user_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by_user_id" text,
	CONSTRAINT "business_plans_history_user_id_version_number_pk" PRIMARY KEY("user_id","version_number")
);
--> statement-breakpoint
CREATE TABLE "business_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version_number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" text,
	CONSTRAINT "business_plans_version_check" CHECK ("business_plans"."version_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "business_surveys_history" (
	"user_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by_user_id" text,
	CONSTRAINT "business_surveys_history_user_id_version_number_pk" PRIMARY KEY("user_id","version_number")
);
--> statement-breakpoint
CREATE TABLE "business_surveys" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version_number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" text,
	CONSTRAINT "business_surveys_version_check" CHECK ("business_surveys"."version_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cashflows_history" (
	"user_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by_user_id" text,
	CONSTRAINT "cashflows_history_user_id_version_number_pk" PRIMARY KEY("user_id","version_number")
);
--> statement-breakpoint
CREATE TABLE "cashflows" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version_number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" text,
	CONSTRAINT "cashflows_version_check" CHECK ("cashflows"."version_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"file_id" text,
	"url" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"content_length" bigint NOT NULL,
	"sha512" text NOT NULL,
	"uploaded_by_user_id" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"force_download" boolean DEFAULT true NOT NULL,
	CONSTRAINT "files_length_check" CHECK ("files"."content_length" >= 0),
	CONSTRAINT "files_sha512_check" CHECK ("files"."sha512" ~ '^[0-9a-f]{128}$')
);
--> statement-breakpoint
CREATE TABLE "learning_completion_log" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"content_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"time_spent" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_completion_log_time_check" CHECK ("learning_completion_log"."time_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_learning_contents" (
	"user_id" text NOT NULL,
	"content_id" text NOT NULL,
	"assigned_by_user_id" text,
	"assigned_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"status" text DEFAULT '' NOT NULL,
	CONSTRAINT "user_learning_contents_user_id_content_id_pk" PRIMARY KEY("user_id","content_id"),
	CONSTRAINT "user_learning_contents_state_check" CHECK ("user_learning_contents"."assigned_at" is not null or "user_learning_contents"."completed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_learning_modules" (
	"user_id" text NOT NULL,
	"module_id" text NOT NULL,
	"assigned_by_user_id" text,
	"assigned_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"status" text DEFAULT '' NOT NULL,
	CONSTRAINT "user_learning_modules_user_id_module_id_pk" PRIMARY KEY("user_id","module_id"),
	CONSTRAINT "user_learning_modules_state_check" CHECK ("user_learning_modules"."assigned_at" is not null or "user_learning_modules"."completed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"image_set" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"parent_category_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_not_own_parent" CHECK ("categories"."parent_category_id" is distinct from "categories"."id")
);
--> statement-breakpoint
CREATE TABLE "category_contents" (
	"category_id" text NOT NULL,
	"content_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "category_contents_category_id_content_id_pk" PRIMARY KEY("category_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "category_modules" (
	"category_id" text NOT NULL,
	"module_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "category_modules_category_id_module_id_pk" PRIMARY KEY("category_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "content_attachments" (
	"content_id" text NOT NULL,
	"attachment_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "content_attachments_content_id_attachment_id_pk" PRIMARY KEY("content_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "learning_contents" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"estimated_minutes" integer DEFAULT 0 NOT NULL,
	"content_type" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"video" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_set" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_contents_minutes_check" CHECK ("learning_contents"."estimated_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "learning_modules" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"estimated_minutes" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"image_set" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_modules_minutes_check" CHECK ("learning_modules"."estimated_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "module_attachments" (
	"module_id" text NOT NULL,
	"attachment_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "module_attachments_module_id_attachment_id_pk" PRIMARY KEY("module_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "module_contents" (
	"module_id" text NOT NULL,
	"content_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "module_contents_module_id_content_id_pk" PRIMARY KEY("module_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "chat_message_attachments" (
	"message_id" text NOT NULL,
	"attachment_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "chat_message_attachments_message_id_attachment_id_pk" PRIMARY KEY("message_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"sent_by_user_id" text NOT NULL,
	"sent_to_user_id" text NOT NULL,
	"reply_to_message_id" text,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_not_self_reply" CHECK ("chat_messages"."reply_to_message_id" is distinct from "chat_messages"."id")
);
--> statement-breakpoint
CREATE TABLE "notification_attachments" (
	"notification_id" text NOT NULL,
	"attachment_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "notification_attachments_notification_id_attachment_id_pk" PRIMARY KEY("notification_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"recipient_user_id" text NOT NULL,
	"sent_by_user_id" text,
	"message" text NOT NULL,
	"notification_type" text DEFAULT 'SIMPLE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"content_id" text DEFAULT '' NOT NULL,
	"session_id" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"referral_code" text,
	"logo_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_values" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_values_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "lender_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_kind_check" CHECK ("referral_codes"."kind" in ('coach','lender','bank')),
	CONSTRAINT "referral_codes_code_check" CHECK ("referral_codes"."code" ~ '^[A-Za-z0-9_-]{4,64}$')
);
--> statement-breakpoint
CREATE TABLE "user_states" (
	"user_id" text PRIMARY KEY NOT NULL,
	"has_completed_profile" boolean DEFAULT false NOT NULL,
	"has_seen_business_survey" boolean DEFAULT false NOT NULL,
	"has_seen_business_plan" boolean DEFAULT false NOT NULL,
	"has_completed_business_survey" boolean DEFAULT false NOT NULL,
	"has_completed_business_plan" boolean DEFAULT false NOT NULL,
	"has_verified_email_address" boolean DEFAULT false NOT NULL,
	"has_verified_phone_number" boolean DEFAULT false NOT NULL,
	"has_seen_cashflow" boolean DEFAULT false NOT NULL,
	"has_completed_cashflow" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"type" text DEFAULT 'STANDARD' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"email" text NOT NULL,
	"assigned_coach_id" text,
	"logo_url" text DEFAULT '' NOT NULL,
	"created_by_user_id" text,
	"last_active_ip_address" text,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"race" text DEFAULT '' NOT NULL,
	"ethnicity" text DEFAULT '' NOT NULL,
	"minority_owned_business" boolean DEFAULT false NOT NULL,
	"veteran_status" text DEFAULT '' NOT NULL,
	"marital_status" text DEFAULT '' NOT NULL,
	"citizenship" text DEFAULT '' NOT NULL,
	"technical_assistance_category" text DEFAULT '' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"business_type" text DEFAULT '' NOT NULL,
	"naics_industry" text DEFAULT '' NOT NULL,
	"naics_full_code" bigint DEFAULT 0 NOT NULL,
	"referral_code" text,
	"application_decision" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"secondary_phone_number" text DEFAULT '' NOT NULL,
	"is_disabled" text DEFAULT '' NOT NULL,
	"age" text DEFAULT '' NOT NULL,
	"how_did_you_hear_about_us" text DEFAULT '' NOT NULL,
	"please_describe" text DEFAULT '' NOT NULL,
	"relationship_to_business" text DEFAULT '' NOT NULL,
	"other_relationship_describe" text DEFAULT '' NOT NULL,
	"dba" text DEFAULT '' NOT NULL,
	"business_legal_structure" text DEFAULT '' NOT NULL,
	"other_legal_structure" text DEFAULT '' NOT NULL,
	"business_declared_bankruptcy" text DEFAULT '' NOT NULL,
	"owner_declared_bankruptcy" text DEFAULT '' NOT NULL,
	"company_physical_address" text DEFAULT '' NOT NULL,
	"company_mailing_address" text DEFAULT '' NOT NULL,
	"company_mailing_address_same_as_physical" text DEFAULT '' NOT NULL,
	"has_business_been_established" text DEFAULT '' NOT NULL,
	"business_established_date" text DEFAULT '' NOT NULL,
	"business_description" text DEFAULT '' NOT NULL,
	"business_loan_use_summary" text DEFAULT '' NOT NULL,
	"current_full_time_employees" text DEFAULT '' NOT NULL,
	"place_of_birth" text DEFAULT '' NOT NULL,
	"number_of_household_members" text DEFAULT '' NOT NULL,
	"loan_officer_first_name" text DEFAULT '' NOT NULL,
	"loan_officer_last_name" text DEFAULT '' NOT NULL,
	"other_race" text DEFAULT '' NOT NULL,
	"date_of_birth_enc" "bytea",
	"drivers_license_number_enc" "bytea",
	"annual_household_income_enc" "bytea",
	"pii_key_id" text,
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('STANDARD','ADMIN','API','API_ADMIN','COACH','LENDER','BANK')),
	CONSTRAINT "users_pii_key_check" CHECK ("users"."pii_key_id" is not null or ("users"."date_of_birth_enc" is null and "users"."drivers_license_number_enc" is null and "users"."annual_household_income_enc" is null))
);
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_tracking" ADD CONSTRAINT "ta_tracking_coach_user_id_users_id_fk" FOREIGN KEY ("coach_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_tracking" ADD CONSTRAINT "ta_tracking_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_tracking" ADD CONSTRAINT "ta_tracking_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_plans_history" ADD CONSTRAINT "business_plans_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_plans_history" ADD CONSTRAINT "business_plans_history_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_surveys_history" ADD CONSTRAINT "business_surveys_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_surveys_history" ADD CONSTRAINT "business_surveys_history_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_surveys" ADD CONSTRAINT "business_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_surveys" ADD CONSTRAINT "business_surveys_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashflows_history" ADD CONSTRAINT "cashflows_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashflows_history" ADD CONSTRAINT "cashflows_history_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashflows" ADD CONSTRAINT "cashflows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashflows" ADD CONSTRAINT "cashflows_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_completion_log" ADD CONSTRAINT "learning_completion_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_completion_log" ADD CONSTRAINT "learning_completion_log_content_id_learning_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."learning_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_contents" ADD CONSTRAINT "user_learning_contents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_contents" ADD CONSTRAINT "user_learning_contents_content_id_learning_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."learning_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_contents" ADD CONSTRAINT "user_learning_contents_assigned_by_user_id_users_id_fk" FOREIGN KEY ("assigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_modules" ADD CONSTRAINT "user_learning_modules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_modules" ADD CONSTRAINT "user_learning_modules_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_modules" ADD CONSTRAINT "user_learning_modules_assigned_by_user_id_users_id_fk" FOREIGN KEY ("assigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_category_id_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_contents" ADD CONSTRAINT "category_contents_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_contents" ADD CONSTRAINT "category_contents_content_id_learning_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."learning_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_modules" ADD CONSTRAINT "category_modules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_modules" ADD CONSTRAINT "category_modules_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_attachments" ADD CONSTRAINT "content_attachments_content_id_learning_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."learning_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_attachments" ADD CONSTRAINT "content_attachments_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_attachments" ADD CONSTRAINT "module_attachments_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_attachments" ADD CONSTRAINT "module_attachments_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_contents" ADD CONSTRAINT "module_contents_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_contents" ADD CONSTRAINT "module_contents_content_id_learning_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."learning_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_attachments" ADD CONSTRAINT "chat_message_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_attachments" ADD CONSTRAINT "chat_message_attachments_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sent_to_user_id_users_id_fk" FOREIGN KEY ("sent_to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_to_message_id_chat_messages_id_fk" FOREIGN KEY ("reply_to_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_attachments" ADD CONSTRAINT "notification_attachments_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_attachments" ADD CONSTRAINT "notification_attachments_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_events" ADD CONSTRAINT "telemetry_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_referral_code_referral_codes_code_fk" FOREIGN KEY ("referral_code") REFERENCES "public"."referral_codes"("code") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "key_values" ADD CONSTRAINT "key_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_accounts" ADD CONSTRAINT "lender_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_states" ADD CONSTRAINT "user_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_assigned_coach_id_users_id_fk" FOREIGN KEY ("assigned_coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "classes_date_idx" ON "classes" USING btree ("class_date","class_time","id");--> statement-breakpoint
CREATE INDEX "classes_created_by_idx" ON "classes" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "ta_tracking_coach_date_idx" ON "ta_tracking" USING btree ("coach_user_id","date_of_session" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ta_tracking_client_date_idx" ON "ta_tracking" USING btree ("client_user_id","date_of_session" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ta_tracking_date_idx" ON "ta_tracking" USING btree ("date_of_session" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ta_tracking_created_by_idx" ON "ta_tracking" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "business_plans_history_saved_by_idx" ON "business_plans_history" USING btree ("saved_by_user_id");--> statement-breakpoint
CREATE INDEX "business_plans_updated_by_idx" ON "business_plans" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "business_surveys_history_saved_by_idx" ON "business_surveys_history" USING btree ("saved_by_user_id");--> statement-breakpoint
CREATE INDEX "business_surveys_updated_by_idx" ON "business_surveys" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "cashflows_history_saved_by_idx" ON "cashflows_history" USING btree ("saved_by_user_id");--> statement-breakpoint
CREATE INDEX "cashflows_updated_by_idx" ON "cashflows" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "attachments_file_idx" ON "attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "attachments_created_idx" ON "attachments" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "attachments_created_by_idx" ON "attachments" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_key" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by_user_id","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "learning_completion_log_user_idx" ON "learning_completion_log" USING btree ("user_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "learning_completion_log_content_idx" ON "learning_completion_log" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "user_learning_contents_content_idx" ON "user_learning_contents" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "user_learning_contents_assigned_by_idx" ON "user_learning_contents" USING btree ("assigned_by_user_id");--> statement-breakpoint
CREATE INDEX "user_learning_modules_module_idx" ON "user_learning_modules" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "user_learning_modules_assigned_by_idx" ON "user_learning_modules" USING btree ("assigned_by_user_id");--> statement-breakpoint
CREATE INDEX "categories_parent_position_idx" ON "categories" USING btree ("parent_category_id","position");--> statement-breakpoint
CREATE INDEX "categories_title_lower_idx" ON "categories" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "category_contents_order_idx" ON "category_contents" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "category_contents_content_idx" ON "category_contents" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "category_modules_order_idx" ON "category_modules" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "category_modules_module_idx" ON "category_modules" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "content_attachments_attachment_idx" ON "content_attachments" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "learning_contents_created_idx" ON "learning_contents" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "learning_contents_tags_idx" ON "learning_contents" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "learning_modules_created_idx" ON "learning_modules" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "learning_modules_tags_idx" ON "learning_modules" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "module_attachments_attachment_idx" ON "module_attachments" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "module_contents_order_idx" ON "module_contents" USING btree ("module_id","position");--> statement-breakpoint
CREATE INDEX "module_contents_content_idx" ON "module_contents" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "chat_message_attachments_attachment_idx" ON "chat_message_attachments" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_created_idx" ON "chat_messages" USING btree ("sent_by_user_id","sent_to_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_to_created_idx" ON "chat_messages" USING btree ("sent_to_user_id","sent_by_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("sent_to_user_id") WHERE not "chat_messages"."is_read" and not "chat_messages"."is_deleted";--> statement-breakpoint
CREATE INDEX "chat_messages_reply_idx" ON "chat_messages" USING btree ("reply_to_message_id");--> statement-breakpoint
CREATE INDEX "notification_attachments_attachment_idx" ON "notification_attachments" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "notifications_sender_created_idx" ON "notifications" USING btree ("sent_by_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "telemetry_events_user_at_idx" ON "telemetry_events" USING btree ("user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "telemetry_events_at_idx" ON "telemetry_events" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_referral_code_key" ON "bank_accounts" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "referral_codes_owner_idx" ON "referral_codes" USING btree ("owner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referral_codes_created_by_idx" ON "referral_codes" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_type_created_idx" ON "users" USING btree ("type","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_decision_created_idx" ON "users" USING btree ("application_decision","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_assigned_coach_idx" ON "users" USING btree ("assigned_coach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_referral_code_idx" ON "users" USING btree ("referral_code");