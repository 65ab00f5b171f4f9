CREATE TABLE "funder_client_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funder_client_codes_code_key" UNIQUE("code"),
	CONSTRAINT "funder_client_codes_code_check" CHECK ("funder_client_codes"."code" ~ '^C[0-9A-F]{16}$')
);
--> statement-breakpoint
ALTER TABLE "funder_client_codes" ADD CONSTRAINT "funder_client_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;