/**
 * The search's SQL (issue #10 §3), over learning contents and learning modules together.
 *
 * Migration 0007_search.sql gives both tables generated columns, kept by PostgreSQL on every
 * write and read only here (they are not in the Drizzle schema, so the library's own reads never
 * fetch them), each built with accents folded (unaccent) and the 'simple' configuration (lower
 * case, no stemming: the library is in English and Spanish):
 * - `search_head`: title (weight A), tags (B), description (C) — small, GIN-indexed, ranked;
 * - `search_document`: the head and the words of html_body (D; tags and entities stripped, no
 *   positions) — GIN-indexed, for words found only in the body or spread over head and body;
 * - `search_title`: the title's words, sorted — equal to the query's when the query is the title.
 * Migration 0008_search_words.sql adds `search_words` (schema/search.ts): every word of every
 * title and tag, trigram-indexed, filled by triggers — the vocabulary typos are matched against.
 * Migration 0023_search_stems.sql adds `search_stems`: all of an item's words stemmed both as
 * Spanish and as English (the item does not say its language), without positions, GIN-indexed.
 *
 * Migration 0027 gives the translations of contents and modules the same columns (and their words
 * to search_words): every step reads them too, as the item they translate (hits), so "préstamo"
 * finds an English article through its Spanish version; an item matching with both is kept once,
 * at its better place.
 *
 * The query's words must all be found (AND), the last as a prefix (typing "pric" finds
 * "Pricing"). One read-only transaction, up to three steps, each stopping at `limit` items:
 * 1. items whose head holds every word: the exact title first, then by weighted rank
 *    (ts_rank: one word in a title outranks any number in tags, description or body);
 * 2. when fewer: items whose words are only all there with the body, by how many words their
 *    head holds;
 * 2b. when still fewer: items holding every word's stem, the query stemmed as Spanish or as
 *    English ("préstamos" finds "préstamo", "loans" finds "loan"), by how often;
 * 3. when still fewer (and the query is long enough): each word may also be one of the
 *    vocabulary's words most like it (pg_trgm similarity over FUZZY_THRESHOLD, the same letters
 *    in another order first: "cahs" → "cash"), matched in the head; the items whose title is most
 *    like the whole query first ("cahs flow" finds "Cash flow" first).
 * Ties go to the shorter title (the query covers more of it), then by title and id, so answers
 * are stable.
 *
 * The transaction turns sequential scans off: the planner reads a match test as cheap and picks
 * a scan that tests every row, where the GIN bitmap reads only the matches (about 3x faster for a
 * word in a quarter of 10,000 items; bench/README.md).
 */
import { param, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import type { SearchHit, SearchKind, SearchTerms } from "./search-mapper.js";

/** Least pg_trgm similarity of a vocabulary word to a query word it may stand for (0..1; pg_trgm's default is 0.3). */
export const FUZZY_THRESHOLD = 0.2;
/** Most vocabulary words one query word may stand for. */
export const ALTERNATIVES_MAX = 10;
/** Typo-tolerant matches ordered by closeness to the query: the best ranked this many. */
export const FUZZY_POOL = 200;

/**
 * Where an item's words are: its own row, and its translations' (migration 0027 gives them the
 * same generated columns), each naming the item by its id. A translated item may match twice in a
 * step (its own words and its translation's); the search keeps its first, best-placed match.
 */
const TABLES: readonly { kind: SearchKind; table: SQL; id: SQL }[] = [
  { kind: "content", table: sql.raw('"learning_contents"'), id: sql.raw("id") },
  { kind: "module", table: sql.raw('"learning_modules"'), id: sql.raw("id") },
  { kind: "content", table: sql.raw('"learning_content_translations"'), id: sql.raw("content_id") },
  { kind: "module", table: sql.raw('"learning_module_translations"'), id: sql.raw("module_id") },
];
const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'`);

/** The query's words as PostgreSQL reads them, accents folded: every word, the last a prefix; null when none is left. */
const lexemes = (text: string) => sql`nullif(plainto_tsquery('pg_catalog.simple', public.immutable_unaccent(${text}))::text, '')`;
const allWords = (text: string) => sql`to_tsquery('pg_catalog.simple', ${lexemes(text)} || ':*')`;
/** Any of the words (for ranking items that hold only some of them in their head). */
const anyWord = (text: string) => sql`to_tsquery('pg_catalog.simple', replace(${lexemes(text)}, ' & ', ' | ') || ':*')`;
/** The query's words stemmed as Spanish, or as English (search_stems holds both); accents folded first, as there. */
const stems = (text: string) =>
  sql`(plainto_tsquery('pg_catalog.spanish', public.immutable_unaccent(${text})) || plainto_tsquery('pg_catalog.english', public.immutable_unaccent(${text})))`;
/** Lower case without accents, as the vocabulary and search_title are. */
const folded = (value: SQL) => sql`lower(public.immutable_unaccent(${value}))`;
/** A word's letters in order ("cash" → "achs"): equal for two words that only swap letters. */
const letters = (value: SQL) => sql`(select string_agg(c, '' order by c) from regexp_split_to_table(${value}, '') as c)`;

/** The tables' rows matching `where` (with `columns`), kind first, as one derived table `hits`; `where` may name the item's id. */
function hits(columns: SQL, where: SQL | ((id: SQL) => SQL)): SQL {
  const parts = TABLES.map(
    ({ kind, table, id }) => sql`select ${kind}::text as kind, ${id} as id, title, ${columns} from ${table} where ${typeof where === "function" ? where(id) : where}`,
  );
  return sql`(${sql.join(parts, sql` union all `)}) as hits`;
}

/** Most rows one item may match with in one step: its own and one translation per language (CONTENT_LANGUAGES: "es"; a unit test keeps them in step). */
export const ROWS_PER_ITEM = 2;

/**
 * The tsquery text of step 3: per word, in parentheses, the word itself (the last as a prefix) or
 * one of the vocabulary's words most like it; the words joined by AND. Vocabulary words are quoted
 * as tsquery lexemes ('' and \\ escaped). Null when no word is left.
 */
function fuzzyQuery(words: readonly string[]): SQL {
  const term = folded(sql`t.w`);
  const quoted = sql.raw(`'''' || replace(replace(s.word, '\\', '\\\\'), '''', '''''') || ''''`);
  return sql`
    with per_word as materialized (
      select t.i, concat_ws(' | ',
               nullif(plainto_tsquery('pg_catalog.simple', public.immutable_unaccent(t.w))::text, '') || case when t.i = t.n then ':*' else '' end,
               (select string_agg(${quoted}, ' | ')
                  from (select word from search_words
                        where word % ${term}
                        order by ${letters(sql`word`)} = ${letters(term)} desc, similarity(word, ${term}) desc, word
                        limit ${ALTERNATIVES_MAX}) as s)) as alternatives
      from (select w, i, count(*) over () as n from unnest(${param(words)}::text[]) with ordinality as u(w, i)) as t
    )
    select string_agg('(' || alternatives || ')', ' & ' order by i) from per_word where alternatives <> ''`;
}

export interface SearchStore {
  /** The items matching `terms`, best first, at most `limit`. */
  search(terms: SearchTerms, limit: number): Promise<SearchHit[]>;
}

export function createSearchStore(db: Db): SearchStore {
  return {
    search(terms, limit) {
      const { text } = terms;
      return db.transaction(
        async (tx) => {
          await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('pg_trgm.similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
          const found: SearchHit[] = [];
          const seen = new Set<string>();
          /** Rows enough for the room left, an item matching with each of its rows. */
          const room = () => ROWS_PER_ITEM * (limit - found.length);
          /** Each item once, at its best place (its own row's or a translation's, whichever came first). */
          const add = async (query: SQL) => {
            for (const r of (await tx.execute<{ kind: SearchKind; id: string }>(query)).rows) {
              const key = `${r.kind}:${r.id}`;
              if (seen.has(key) || found.length >= limit) continue;
              seen.add(key);
              found.push({ kind: r.kind, id: r.id });
            }
          };
          /** Not one of the items an earlier step found. */
          const notFound = (id: SQL) => sql`${id} <> all(${param(found.map((h) => h.id))}::text[])`;
          // 1. Every word in the head (title, tags, description).
          await add(
            sql`select kind, id from ${hits(sql`search_title, search_head`, sql`search_head @@ ${allWords(text)}`)}
                order by search_title = public.search_title_key(${text}) desc, ts_rank(${WEIGHTS}, search_head, ${allWords(text)}) desc, length(title), title, id
                limit ${room()}`,
          );
          if (found.length >= limit) return found;
          // 2. Every word, some only in the body.
          await add(
            sql`select kind, id from ${hits(sql`search_head`, (id) => sql`search_document @@ ${allWords(text)} and not (search_head @@ ${allWords(text)}) and ${notFound(id)}`)}
                order by ts_rank(${WEIGHTS}, search_head, ${anyWord(text)}) desc, length(title), title, id
                limit ${room()}`,
          );
          if (found.length >= limit) return found;
          // 2b. Every word's stem, Spanish or English; not found above.
          await add(
            sql`select kind, id from ${hits(sql`search_stems`, (id) => sql`search_stems @@ ${stems(text)} and not (search_document @@ ${allWords(text)}) and ${notFound(id)}`)}
                order by ts_rank(search_stems, ${stems(text)}) desc, length(title), title, id
                limit ${room()}`,
          );
          if (found.length >= limit || !terms.fuzzy) return found;
          // 3. Words like the query's (typos), in the head; not found already. The FUZZY_POOL best
          //    ranked (shorter titles first among equals), then the titles most like the query.
          const query = sql.raw("(select q from fuzzy)");
          await add(
            sql`with fuzzy as materialized (select (${fuzzyQuery(text.split(" "))})::tsquery as q)
                select kind, id from (
                  select * from ${hits(sql`search_title, search_head, ts_rank(${WEIGHTS}, search_head, ${query}) as rank`, (id) => sql`search_head @@ ${query} and ${notFound(id)}`)}
                  order by rank desc, length(title) limit ${FUZZY_POOL}) as pool
                order by similarity(${folded(sql`${text}`)}, search_title) desc, rank desc, length(title), title, id
                limit ${room()}`,
          );
          return found;
        },
        { accessMode: "read only" },
      );
    },
  };
}
