/**
 * Search's own table (src/server/rpc/search/): the words of every learning content's and module's
 * title and tags, accents folded, lower case, each once — the vocabulary a misspelled query word is
 * matched against (pg_trgm similarity). Database triggers add the words of a title or tags when
 * they are written (migration 0008_search_words.sql); a word is never removed (one no title uses
 * any more only adds an alternative that finds nothing). The search's columns on the library's
 * tables are described in ./learning.ts.
 */
import { index, pgTable, text } from "drizzle-orm/pg-core";

export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_word_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);
