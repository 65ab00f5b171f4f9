-- Translations of the library (issue 38, item 7; ADR 0036): a content's, module's or category's
-- title, description (tags) and body in another language, kept beside the item (not a copy of
-- it: ids, links, progress stay on the item). The tables are generated from
-- src/server/db/schema/learning.ts; the search columns, indexes and triggers at the end are
-- written by hand, the same as 0007, 0008 and 0023 give the items themselves, so the search
-- (src/server/rpc/search/search-store.ts) finds an item by its translation's words.
CREATE TABLE "category_translations" (
	"category_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_translations_category_id_language_pk" PRIMARY KEY("category_id","language"),
	CONSTRAINT "category_translations_language_check" CHECK ("category_translations"."language" ~ '^[a-z]{2,3}$')
);
--> statement-breakpoint
CREATE TABLE "learning_content_translations" (
	"content_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_content_translations_content_id_language_pk" PRIMARY KEY("content_id","language"),
	CONSTRAINT "learning_content_translations_language_check" CHECK ("learning_content_translations"."language" ~ '^[a-z]{2,3}$')
);
--> statement-breakpoint
CREATE TABLE "learning_module_translations" (
	"module_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_module_translations_module_id_language_pk" PRIMARY KEY("module_id","language"),
	CONSTRAINT "learning_module_translations_language_check" CHECK ("learning_module_translations"."language" ~ '^[a-z]{2,3}$')
);
--> statement-breakpoint
CREATE TABLE "starter_library_languages" (
	"language" text PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_content_translations" ADD CONSTRAINT "learning_content_translations_content_id_learning_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."learning_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_module_translations" ADD CONSTRAINT "learning_module_translations_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_content_translations" ADD COLUMN "search_head" tsvector
  GENERATED ALWAYS AS (public.learning_search_head("title", "tags", "description")) STORED;--> statement-breakpoint
ALTER TABLE "learning_content_translations" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (public.learning_search_document("title", "tags", "description", "html_body")) STORED;--> statement-breakpoint
ALTER TABLE "learning_content_translations" ADD COLUMN "search_title" text
  GENERATED ALWAYS AS (public.search_title_key("title")) STORED;--> statement-breakpoint
ALTER TABLE "learning_content_translations" ADD COLUMN "search_stems" tsvector
  GENERATED ALWAYS AS (public.learning_search_stems("title", "tags", "description", "html_body")) STORED;--> statement-breakpoint
ALTER TABLE "learning_module_translations" ADD COLUMN "search_head" tsvector
  GENERATED ALWAYS AS (public.learning_search_head("title", "tags", "description")) STORED;--> statement-breakpoint
ALTER TABLE "learning_module_translations" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (public.learning_search_document("title", "tags", "description", "html_body")) STORED;--> statement-breakpoint
ALTER TABLE "learning_module_translations" ADD COLUMN "search_title" text
  GENERATED ALWAYS AS (public.search_title_key("title")) STORED;--> statement-breakpoint
ALTER TABLE "learning_module_translations" ADD COLUMN "search_stems" tsvector
  GENERATED ALWAYS AS (public.learning_search_stems("title", "tags", "description", "html_body")) STORED;--> statement-breakpoint
CREATE INDEX "learning_content_translations_search_head_idx" ON "learning_content_translations" USING gin ("search_head");--> statement-breakpoint
CREATE INDEX "learning_content_translations_search_document_idx" ON "learning_content_translations" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "learning_content_translations_search_stems_idx" ON "learning_content_translations" USING gin ("search_stems");--> statement-breakpoint
CREATE INDEX "learning_module_translations_search_head_idx" ON "learning_module_translations" USING gin ("search_head");--> statement-breakpoint
CREATE INDEX "learning_module_translations_search_document_idx" ON "learning_module_translations" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "learning_module_translations_search_stems_idx" ON "learning_module_translations" USING gin ("search_stems");--> statement-breakpoint
-- A translation's title and tags join the vocabulary typos are matched against (0008).
CREATE TRIGGER "learning_content_translations_search_words" AFTER INSERT OR UPDATE OF "title", "tags" ON "learning_content_translations"
  FOR EACH ROW EXECUTE FUNCTION public.search_words_add();--> statement-breakpoint
CREATE TRIGGER "learning_module_translations_search_words" AFTER INSERT OR UPDATE OF "title", "tags" ON "learning_module_translations"
  FOR EACH ROW EXECUTE FUNCTION public.search_words_add();
