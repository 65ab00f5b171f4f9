-- Content-addressed uploads (ADR 0031): a row names the blob its bytes are in. Older rows keep
-- their bytes under their own key.
ALTER TABLE "files" ADD COLUMN "blob_key" text;--> statement-breakpoint
UPDATE "files" SET "blob_key" = "key";--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "blob_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "files_blob_key_idx" ON "files" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "files_uploaded_at_idx" ON "files" USING btree ("uploaded_at");
