DROP INDEX "ta_tracking_coach_date_idx";--> statement-breakpoint
DROP INDEX "ta_tracking_client_date_idx";--> statement-breakpoint
DROP INDEX "ta_tracking_date_idx";--> statement-breakpoint
DROP INDEX "users_type_created_idx";--> statement-breakpoint
DROP INDEX "users_assigned_coach_idx";--> statement-breakpoint
CREATE INDEX "ta_tracking_coach_date_idx" ON "ta_tracking" USING btree ("coach_user_id","date_of_session","id","client_user_id","time_spent_hours","prep_time_hours","travel_time_hours","miles_traveled");--> statement-breakpoint
CREATE INDEX "ta_tracking_client_date_idx" ON "ta_tracking" USING btree ("client_user_id","date_of_session","id","coach_user_id","time_spent_hours","prep_time_hours","travel_time_hours","miles_traveled");--> statement-breakpoint
CREATE INDEX "ta_tracking_date_idx" ON "ta_tracking" USING btree ("date_of_session","id");--> statement-breakpoint
CREATE INDEX "users_type_created_idx" ON "users" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "users_assigned_coach_idx" ON "users" USING btree ("assigned_coach_id","created_at","id");--> statement-breakpoint
ALTER TABLE "ta_tracking" SET (autovacuum_vacuum_insert_scale_factor = 0.01);
