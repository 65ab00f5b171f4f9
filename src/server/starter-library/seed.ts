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
 *
 * Translations (issue 38, item 7; ADR 0036): the library's articles, modules and categories in
 * Spanish (content/es/) are stored as their translations, checked and cleaned like the English.
 * A library loaded before it had a language gets that language's translations once, at the next
 * start, under the same lock: each starter item still as the library wrote it (the same title and
 * html as the English starter text: an item an administrator edited is left alone) and without a
 * translation in that language yet gets one. starter_library_languages records the languages
 * loaded, so a translation an administrator removes later is not brought back.
 */
import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import {
  categories,
  categoryContents,
  categoryModules,
  categoryTranslations,
  learningContents,
  learningContentTranslations,
  learningModules,
  learningModuleTranslations,
  moduleContents,
  starterLibraryLanguages,
} from "../db/schema/index.js";
import { cleanHtml } from "../learning/html-sanitizer.js";
import { checkDescription, checkTags, checkTitle, type Checked } from "../learning/learning-validation.js";
import { starterCategories, starterModules, type StarterArticle, type StarterCategory, type StarterModule } from "./content/index.js";
import { spanishArticles, type StarterTranslation } from "./content/es/index.js";
import { starterCategoryTranslations, starterModuleTranslations, type StarterGroupTranslation } from "./content/es/library.js";

/** Reading speed for estimated minutes. */
export const WORDS_PER_MINUTE = 200;

const SEED_LOCK = sql`select pg_advisory_xact_lock(hashtext('compass:starter-library'))`;

export interface StarterLibrary {
  modules: readonly StarterModule[];
  categories: readonly StarterCategory[];
  /** Its versions in other languages (none when absent). */
  translations?: readonly StarterLibraryTranslation[];
}

/** The library in one language: articles, modules and categories by the slug of what they translate. */
export interface StarterLibraryTranslation {
  language: string;
  articles: readonly StarterTranslation[];
  modules: Readonly<Record<string, StarterGroupTranslation>>;
  categories: Readonly<Record<string, StarterGroupTranslation>>;
}

/** The starter library of content/: English, with its Spanish translation. */
export const STARTER_LIBRARY: StarterLibrary = {
  modules: starterModules,
  categories: starterCategories,
  translations: [{ language: "es", articles: spanishArticles, modules: starterModuleTranslations, categories: starterCategoryTranslations }],
};

export interface SeedOptions {
  /** False (STARTER_LIBRARY=off): nothing is written. Default true. */
  enabled?: boolean;
  /** Another library (tests); default the one in content/. */
  library?: StarterLibrary;
}

/** Translations stored: with the library, or added to a library loaded before their language. */
export interface TranslationsAdded {
  contents: number;
  modules: number;
  categories: number;
}

export type SeedResult =
  | { seeded: true; contents: number; modules: number; categories: number; translations: TranslationsAdded }
  | { seeded: false; reason: "disabled" }
  | { seeded: false; reason: "not-empty"; translations: TranslationsAdded };

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
  const categoryIds = new Map<StarterCategory, string>();
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
    categoryIds.set(category, categoryId);
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

  return { contents, modules, links, cats, catModules, catContents, articleIds, moduleIds, categoryIds };
}

type Rows = ReturnType<typeof rowsOf>;

/** A translation's text, checked and cleaned as the English is. */
interface CheckedText {
  title: string;
  description: string;
  tags: string[];
  htmlBody: string;
}

/** One language's translations, by the English item they translate. */
interface CheckedTranslation {
  language: string;
  articles: Map<StarterArticle, CheckedText>;
  modules: Map<StarterModule, CheckedText>;
  categories: Map<StarterCategory, CheckedText>;
}

/** Every translation checked and cleaned (nothing is written if one is wrong, or names no item of the library). */
function translationsOf(library: StarterLibrary): CheckedTranslation[] {
  const articles = new Map(library.modules.flatMap((m) => m.articles).map((a) => [a.slug, a]));
  const modules = new Map(library.modules.map((m) => [m.slug, m]));
  const cats = new Map(library.categories.map((c) => [c.slug, c]));
  return (library.translations ?? []).map((t) => {
    if (!/^[a-z]{2,3}$/.test(t.language) || t.language === "en") throw new Error(`starter library: ${JSON.stringify(t.language)} is not a language to translate into.`);
    const text = (item: StarterGroupTranslation | StarterTranslation, name: string): CheckedText => ({
      title: valid(checkTitle(item.title), `${t.language} ${name}`),
      description: valid(checkDescription(item.description), `${t.language} ${name}`),
      tags: valid(checkTags(item.tags ?? []), `${t.language} ${name}`),
      htmlBody: cleanHtml(item.html),
    });
    const out: CheckedTranslation = { language: t.language, articles: new Map(), modules: new Map(), categories: new Map() };
    for (const article of t.articles) {
      const english = articles.get(article.slug);
      if (!english) throw new Error(`starter library: the ${t.language} article ${article.slug} translates no article of the library.`);
      if (out.articles.has(english)) throw new Error(`starter library: two ${t.language} articles translate ${article.slug}.`);
      out.articles.set(english, text(article, `article ${article.slug}`));
    }
    for (const [slug, module] of Object.entries(t.modules)) {
      const english = modules.get(slug);
      if (!english) throw new Error(`starter library: the ${t.language} module ${slug} translates no module of the library.`);
      out.modules.set(english, text(module, `module ${slug}`));
    }
    for (const [slug, category] of Object.entries(t.categories)) {
      const english = cats.get(slug);
      if (!english) throw new Error(`starter library: the ${t.language} category ${slug} translates no category of the library.`);
      out.categories.set(english, text(category, `category ${slug}`));
    }
    return out;
  });
}

type Executor = Pick<Db, "select" | "insert" | "execute">;
const NONE: TranslationsAdded = { contents: 0, modules: 0, categories: 0 };

/** Stores one language's translations of the items `ids` names (the ones it has no translation for yet); answers how many. */
async function insertTranslations(
  tx: Executor,
  t: CheckedTranslation,
  ids: { articles: (a: StarterArticle) => readonly string[]; modules: (m: StarterModule) => readonly string[]; categories: (c: StarterCategory) => readonly string[] },
): Promise<TranslationsAdded> {
  const { language } = t;
  const contentRows = [...t.articles].flatMap(([article, text]) => ids.articles(article).map((contentId) => ({ contentId, language, ...text })));
  const moduleRows = [...t.modules].flatMap(([module, text]) => ids.modules(module).map((moduleId) => ({ moduleId, language, ...text })));
  const categoryRows = [...t.categories].flatMap(([category, { tags: _none, ...text }]) => ids.categories(category).map((categoryId) => ({ categoryId, language, ...text })));
  const added = { ...NONE };
  if (contentRows.length > 0) {
    added.contents = (await tx.insert(learningContentTranslations).values(contentRows).onConflictDoNothing().returning({ id: learningContentTranslations.contentId })).length;
  }
  if (moduleRows.length > 0) {
    added.modules = (await tx.insert(learningModuleTranslations).values(moduleRows).onConflictDoNothing().returning({ id: learningModuleTranslations.moduleId })).length;
  }
  if (categoryRows.length > 0) {
    added.categories = (await tx.insert(categoryTranslations).values(categoryRows).onConflictDoNothing().returning({ id: categoryTranslations.categoryId })).length;
  }
  await tx.insert(starterLibraryLanguages).values({ language }).onConflictDoNothing();
  return added;
}

const sum = (a: TranslationsAdded, b: TranslationsAdded): TranslationsAdded => ({
  contents: a.contents + b.contents,
  modules: a.modules + b.modules,
  categories: a.categories + b.categories,
});

/** The ids of the stored items whose title and body are exactly `rows`' (as the library wrote them), by row. */
function unchanged<R extends { title: string; htmlBody?: string }>(stored: readonly { id: string; title: string; htmlBody: string }[], rows: readonly R[]): Map<R, string[]> {
  const byText = new Map<string, string[]>();
  for (const s of stored) {
    const key = `${s.title}\u0000${s.htmlBody}`;
    byText.set(key, [...(byText.get(key) ?? []), s.id]);
  }
  return new Map(rows.map((r) => [r, byText.get(`${r.title}\u0000${r.htmlBody ?? ""}`) ?? []]));
}

/**
 * A library loaded before: each language not loaded yet gets its translations of the starter items
 * still as the library wrote them (same title and html), where there is none yet.
 */
async function addMissingTranslations(tx: Executor, rows: Rows, translations: readonly CheckedTranslation[]): Promise<TranslationsAdded> {
  const loaded = new Set((await tx.select({ language: starterLibraryLanguages.language }).from(starterLibraryLanguages)).map((r) => r.language));
  const waiting = translations.filter((t) => !loaded.has(t.language));
  if (waiting.length === 0) return NONE;
  const titles = (list: readonly { title: string }[]) => [...new Set(list.map((r) => r.title))];
  const [contents, modules, cats] = await Promise.all([
    rows.contents.length === 0 ? [] : tx.select({ id: learningContents.id, title: learningContents.title, htmlBody: learningContents.htmlBody }).from(learningContents).where(inArray(learningContents.title, titles(rows.contents))),
    rows.modules.length === 0 ? [] : tx.select({ id: learningModules.id, title: learningModules.title, htmlBody: learningModules.htmlBody }).from(learningModules).where(inArray(learningModules.title, titles(rows.modules))),
    rows.cats.length === 0 ? [] : tx.select({ id: categories.id, title: categories.title, htmlBody: categories.htmlBody }).from(categories).where(inArray(categories.title, titles(rows.cats))),
  ]);
  const contentIds = unchanged(contents, rows.contents);
  const moduleIds = unchanged(modules, rows.modules);
  const categoryIds = unchanged(cats, rows.cats);
  // The library's own ids (of rows not inserted) → its rows → the stored items like them.
  const rowOf = <R extends { id?: string }>(list: readonly R[]) => new Map(list.map((r) => [r.id!, r]));
  const contentRow = rowOf(rows.contents);
  const moduleRow = rowOf(rows.modules);
  const categoryRow = rowOf(rows.cats);
  let added = NONE;
  for (const t of waiting) {
    added = sum(
      added,
      await insertTranslations(tx, t, {
        articles: (a) => contentIds.get(contentRow.get(rows.articleIds.get(a)!)!) ?? [],
        modules: (m) => moduleIds.get(moduleRow.get(rows.moduleIds.get(m)!)!) ?? [],
        categories: (c) => categoryIds.get(categoryRow.get(rows.categoryIds.get(c)!)!) ?? [],
      }),
    );
  }
  return added;
}

/**
 * Loads the starter library when the content library is empty; answers what it did. Throws when
 * the library's own data is invalid (a programming error, caught by the tests) or the database
 * fails; the transaction then leaves nothing behind.
 */
export async function seedStarterLibrary(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  if (options.enabled === false) return { seeded: false, reason: "disabled" };
  const library = options.library ?? STARTER_LIBRARY;
  const rows = rowsOf(library, Date.now());
  const translations = translationsOf(library);
  return db.transaction(async (tx): Promise<SeedResult> => {
    await tx.execute(SEED_LOCK);
    if (!(await libraryIsEmpty(tx))) return { seeded: false, reason: "not-empty", translations: await addMissingTranslations(tx, rows, translations) };
    if (rows.contents.length > 0) await tx.insert(learningContents).values(rows.contents);
    if (rows.modules.length > 0) await tx.insert(learningModules).values(rows.modules);
    if (rows.links.length > 0) await tx.insert(moduleContents).values(rows.links);
    if (rows.cats.length > 0) await tx.insert(categories).values(rows.cats);
    if (rows.catModules.length > 0) await tx.insert(categoryModules).values(rows.catModules);
    if (rows.catContents.length > 0) await tx.insert(categoryContents).values(rows.catContents);
    const one = <K>(ids: Map<K, string>) => (item: K) => {
      const id = ids.get(item);
      return id === undefined ? [] : [id];
    };
    let added = NONE;
    for (const t of translations) {
      added = sum(added, await insertTranslations(tx, t, { articles: one(rows.articleIds), modules: one(rows.moduleIds), categories: one(rows.categoryIds) }));
    }
    return { seeded: true, contents: rows.contents.length, modules: rows.modules.length, categories: rows.cats.length, translations: added };
  });
}
