/**
 * The starter library (issue #10 §6), loaded at first start so a new installation has something
 * to read at once: seedStarterLibrary(db) writes content/index.ts's articles, modules and
 * categories as ordinary learning contents, modules and categories — only when the content library
 * is empty (no contents, no modules, no categories), so it never touches a library an
 * administrator has started. (An empty library counts as new: an administrator who removes every
 * content, module and category on purpose sets STARTER_LIBRARY=off to keep it empty.)
 *
 * Stored exactly as an administrator's save would store it: every html through the RPCs' own
 * cleaner (learning-mapper cleanHtml: the html allowlist with the file store's prefix), titles,
 * descriptions and tags through the same checks; an article's estimated minutes from its words
 * (WORDS_PER_MINUTE, rounded up); a module's estimated minutes 0, meaning "the sum of its
 * contents'", so it follows later edits of its articles.
 *
 * One transaction under an advisory lock, the emptiness checked after the lock: two instances
 * starting at once load it once. STARTER_LIBRARY=off (config.starterLibrary) turns it off.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import {
  categories,
  categoryContents,
  categoryModules,
  learningContents,
  learningModules,
  moduleContents,
} from "../db/schema/index.js";
import { cleanHtml } from "../learning/html-sanitizer.js";
import { checkDescription, checkTags, checkTitle, type Checked } from "../learning/learning-validation.js";
import { starterCategories, starterModules, type StarterArticle, type StarterCategory, type StarterModule } from "./content/index.js";

/** Reading speed for estimated minutes. */
export const WORDS_PER_MINUTE = 200;

const SEED_LOCK = sql`select pg_advisory_xact_lock(hashtext('compass:starter-library'))`;

export interface StarterLibrary {
  modules: readonly StarterModule[];
  categories: readonly StarterCategory[];
}

export interface SeedOptions {
  /** False (STARTER_LIBRARY=off): nothing is written. Default true. */
  enabled?: boolean;
  /** Another library (tests); default the one in content/. */
  library?: StarterLibrary;
}

export type SeedResult =
  | { seeded: true; contents: number; modules: number; categories: number }
  | { seeded: false; reason: "disabled" | "not-empty" };

/** The words a reader reads in an html body: its text, tags and entities aside. */
export function wordCount(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read `html` at WORDS_PER_MINUTE, rounded up; at least 1 for any text. */
export function readingMinutes(html: string): number {
  const words = wordCount(html);
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE);
}

/** A checked value, or an Error naming the starter item (a broken library stops the start, loudly). */
function valid<T>(checked: Checked<T>, item: string): T {
  if (!checked.ok) throw new Error(`starter library, ${item}: ${checked.problem}`);
  return checked.value;
}

/** True when the content library has no contents, no modules and no categories (one query: one client in a transaction). */
async function libraryIsEmpty(tx: Pick<Db, "execute">): Promise<boolean> {
  const result = await tx.execute<{ used: boolean }>(
    sql`select exists (select 1 from ${learningContents}) or exists (select 1 from ${learningModules}) or exists (select 1 from ${categories}) as used`,
  );
  return result.rows[0]?.used === false;
}

/** The rows to insert, every value checked and cleaned first (nothing is written if one is wrong). */
function rowsOf(library: StarterLibrary, now: number) {
  // created_at one millisecond apart, so lists ordered by creation show the library's own order.
  let tick = 0;
  const createdAt = () => {
    const at = new Date(now + tick++);
    return { createdAt: at, updatedAt: at };
  };

  const articleIds = new Map<StarterArticle, string>();
  const contents: (typeof learningContents.$inferInsert)[] = [];
  const modules: (typeof learningModules.$inferInsert)[] = [];
  const links: (typeof moduleContents.$inferInsert)[] = [];
  const moduleIds = new Map<StarterModule, string>();

  for (const module of library.modules) {
    const moduleId = randomUUID();
    moduleIds.set(module, moduleId);
    modules.push({
      id: moduleId,
      title: valid(checkTitle(module.title), `module ${module.slug}`),
      description: valid(checkDescription(module.description), `module ${module.slug}`),
      tags: valid(checkTags(module.tags), `module ${module.slug}`),
      htmlBody: cleanHtml(module.html),
      estimatedMinutes: 0, // the sum of its contents' (learning-mapper moduleMinutes)
      ...createdAt(),
    });
    module.articles.forEach((article, position) => {
      if (articleIds.has(article)) throw new Error(`starter library: article ${article.slug} is in two modules.`);
      const id = randomUUID();
      articleIds.set(article, id);
      const htmlBody = cleanHtml(article.html);
      contents.push({
        id,
        title: valid(checkTitle(article.title), `article ${article.slug}`),
        description: valid(checkDescription(article.description), `article ${article.slug}`),
        tags: valid(checkTags(article.tags), `article ${article.slug}`),
        contentType: "ARTICLE",
        htmlBody,
        estimatedMinutes: readingMinutes(htmlBody),
        ...createdAt(),
      });
      links.push({ moduleId, contentId: id, position });
    });
  }

  const cats: (typeof categories.$inferInsert)[] = [];
  const catModules: (typeof categoryModules.$inferInsert)[] = [];
  const catContents: (typeof categoryContents.$inferInsert)[] = [];
  library.categories.forEach((category, position) => {
    const categoryId = randomUUID();
    cats.push({
      id: categoryId,
      title: valid(checkTitle(category.title), `category ${category.slug}`),
      description: valid(checkDescription(category.description), `category ${category.slug}`),
      htmlBody: cleanHtml(category.html),
      parentCategoryId: null,
      position,
      ...createdAt(),
    });
    category.modules.forEach((module, i) => {
      const moduleId = moduleIds.get(module);
      if (!moduleId) throw new Error(`starter library: category ${category.slug} lists module ${module.slug}, which is not in the library.`);
      catModules.push({ categoryId, moduleId, position: i });
    });
    category.articles.forEach((article, i) => {
      const contentId = articleIds.get(article);
      if (!contentId) throw new Error(`starter library: category ${category.slug} lists article ${article.slug}, which is in no module.`);
      catContents.push({ categoryId, contentId, position: i });
    });
  });

  return { contents, modules, links, cats, catModules, catContents };
}

/**
 * Loads the starter library when the content library is empty; answers what it did. Throws when
 * the library's own data is invalid (a programming error, caught by the tests) or the database
 * fails; the transaction then leaves nothing behind.
 */
export async function seedStarterLibrary(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  if (options.enabled === false) return { seeded: false, reason: "disabled" };
  const library = options.library ?? { modules: starterModules, categories: starterCategories };
  const rows = rowsOf(library, Date.now());
  return db.transaction(async (tx): Promise<SeedResult> => {
    await tx.execute(SEED_LOCK);
    if (!(await libraryIsEmpty(tx))) return { seeded: false, reason: "not-empty" };
    if (rows.contents.length > 0) await tx.insert(learningContents).values(rows.contents);
    if (rows.modules.length > 0) await tx.insert(learningModules).values(rows.modules);
    if (rows.links.length > 0) await tx.insert(moduleContents).values(rows.links);
    if (rows.cats.length > 0) await tx.insert(categories).values(rows.cats);
    if (rows.catModules.length > 0) await tx.insert(categoryModules).values(rows.catModules);
    if (rows.catContents.length > 0) await tx.insert(categoryContents).values(rows.catContents);
    return { seeded: true, contents: rows.contents.length, modules: rows.modules.length, categories: rows.cats.length };
  });
}
