ALTER TABLE "learning_completion_log" DROP CONSTRAINT "learning_completion_log_content_id_learning_contents_id_fk";
--> statement-breakpoint
ALTER TABLE "user_learning_contents" DROP CONSTRAINT "user_learning_contents_content_id_learning_contents_id_fk";
--> statement-breakpoint
ALTER TABLE "user_learning_modules" DROP CONSTRAINT "user_learning_modules_module_id_learning_modules_id_fk";
--> statement-breakpoint
DROP INDEX "attachments_created_idx";--> statement-breakpoint
DROP INDEX "learning_contents_created_idx";--> statement-breakpoint
DROP INDEX "learning_modules_created_idx";--> statement-breakpoint
ALTER TABLE "learning_completion_log" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_learning_contents" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_learning_modules" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- History keeps the title of each item (backfilled from the current titles; every row's item still exists).
UPDATE "user_learning_modules" AS u SET "title" = m."title" FROM "learning_modules" AS m WHERE m."id" = u."module_id";--> statement-breakpoint
UPDATE "user_learning_contents" AS u SET "title" = c."title" FROM "learning_contents" AS c WHERE c."id" = u."content_id";--> statement-breakpoint
UPDATE "learning_completion_log" AS l SET "title" = c."title" FROM "learning_contents" AS c WHERE c."id" = l."content_id";--> statement-breakpoint
-- At most one 'featured' category: any later one is renamed (the oldest keeps the title) before the unique index.
UPDATE "categories" AS c SET "title" = c."title" || ' (' || c."id" || ')'
  WHERE lower(btrim(c."title")) = 'featured'
    AND EXISTS (SELECT 1 FROM "categories" AS o WHERE lower(btrim(o."title")) = 'featured' AND (o."created_at", o."id") < (c."created_at", c."id"));--> statement-breakpoint
CREATE INDEX "categories_created_idx" ON "categories" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_one_featured_idx" ON "categories" USING btree ((lower(btrim("title")))) WHERE lower(btrim("categories"."title")) = 'featured';--> statement-breakpoint
CREATE INDEX "attachments_created_idx" ON "attachments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "learning_contents_created_idx" ON "learning_contents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "learning_modules_created_idx" ON "learning_modules" USING btree ("created_at","id");