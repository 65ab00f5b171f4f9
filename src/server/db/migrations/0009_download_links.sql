CREATE TABLE "download_links" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_user_id" text NOT NULL,
	"minted_by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "download_links_expiry_check" CHECK ("download_links"."expires_at" > "download_links"."created_at")
);
--> statement-breakpoint
ALTER TABLE "download_links" ADD CONSTRAINT "download_links_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_links" ADD CONSTRAINT "download_links_minted_by_user_id_users_id_fk" FOREIGN KEY ("minted_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_links_expires_idx" ON "download_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "download_links_subject_idx" ON "download_links" USING btree ("subject_user_id");--> statement-breakpoint
CREATE INDEX "download_links_minted_by_idx" ON "download_links" USING btree ("minted_by_user_id");