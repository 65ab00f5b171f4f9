ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.immutable_unaccent(lower(first_name || ' ' || last_name || ' ' || display_name || ' ' || email || ' ' || business_name))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(last_name || ' ' || first_name)) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_sort_name_idx" ON "users" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "users_sort_email_idx" ON "users" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "users_sort_business_idx" ON "users" USING btree (lower("business_name"),"id");--> statement-breakpoint
CREATE INDEX "users_sort_type_idx" ON "users" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "users_sort_status_idx" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_sort_decision_idx" ON "users" USING btree ("application_decision","id");--> statement-breakpoint
CREATE INDEX "users_sort_created_idx" ON "users" USING btree ("created_at","id");