CREATE TABLE "known_devices" (
	"user_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "step_ups" (
	"user_id" text NOT NULL,
	"session_ref" text NOT NULL,
	"method" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "step_ups_user_id_session_ref_pk" PRIMARY KEY("user_id","session_ref")
);
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_ups" ADD CONSTRAINT "step_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_last_used_idx" ON "known_devices" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "step_ups_expires_idx" ON "step_ups" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "user_credentials" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "user_credentials" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_check" CHECK ("verification_codes"."purpose" in ('password_reset','email_verification','mfa_enrol','mfa_sign_in','account_unlock','step_up'));--> statement-breakpoint
-- Sign-in now needs a verified e-mail address; administrators made before that (the first
-- administrator's address is the operator's ADMIN_EMAIL) keep working.
UPDATE "user_states" SET "has_verified_email_address" = true
  WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "type" = 'ADMIN');
