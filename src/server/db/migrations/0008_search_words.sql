-- Search's vocabulary (issue #10 §3): the words of titles and tags, for typo tolerance. The table
-- and its trigram index are generated from src/server/db/schema/search.ts; the rest is written by
-- hand. A misspelled query word is matched against these words (pg_trgm similarity on single
-- words is fast and precise), which replaces 0007's word similarity against whole titles (slow:
-- every title sharing a trigram with the query had to be compared).
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a title and tags as the search reads them: accents folded, lower case, 'simple'
-- configuration; 3 to 64 characters, not only digits.
CREATE OR REPLACE FUNCTION public.search_words_of(title text, tags text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w FROM pg_catalog.unnest(pg_catalog.tsvector_to_array(pg_catalog.to_tsvector('pg_catalog.simple',
      public.immutable_unaccent(coalesce(title, '') || ' ' || coalesce(pg_catalog.array_to_string(tags, ' '), ''))))) AS w
    WHERE pg_catalog.length(w) BETWEEN 3 AND 64 AND w !~ '^[0-9[:punct:]]+$' $$;--> statement-breakpoint
-- Written titles and tags add their words (never removed: a word no title uses any more only adds
-- an alternative that finds nothing).
CREATE OR REPLACE FUNCTION public.search_words_add() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO public.search_words (word) SELECT public.search_words_of(NEW.title, NEW.tags) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "learning_contents_search_words" AFTER INSERT OR UPDATE OF "title", "tags" ON "learning_contents"
  FOR EACH ROW EXECUTE FUNCTION public.search_words_add();--> statement-breakpoint
CREATE TRIGGER "learning_modules_search_words" AFTER INSERT OR UPDATE OF "title", "tags" ON "learning_modules"
  FOR EACH ROW EXECUTE FUNCTION public.search_words_add();--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT public.search_words_of("title", "tags") FROM "learning_contents"
  UNION SELECT public.search_words_of("title", "tags") FROM "learning_modules"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP INDEX "learning_contents_search_names_idx";--> statement-breakpoint
DROP INDEX "learning_modules_search_names_idx";--> statement-breakpoint
ALTER TABLE "learning_contents" DROP COLUMN "search_names";--> statement-breakpoint
ALTER TABLE "learning_modules" DROP COLUMN "search_names";--> statement-breakpoint
DROP FUNCTION public.learning_search_names(text, text[]);
