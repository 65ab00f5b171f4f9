/**
 * The starter library (issue #10 §6): loaded into an empty content library, once, as ordinary
 * content — every html exactly what the server's allowlist stores, every tag valid, modules and
 * categories holding existing contents in order, one 'featured' category — and never into a
 * library that has anything in it, nor with STARTER_LIBRARY=off, nor twice when two instances start
 * at once. On the embedded engine, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config.js";
import { eq } from "drizzle-orm";
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
} from "../../src/server/db/schema/index.js";
import { sanitizeHtml } from "../../src/server/learning/html-sanitizer.js";
import { FILE_URL_PREFIX } from "../../src/server/learning/url-rules.js";
import { moduleMinutes } from "../../src/server/rpc/learning/learning-mapper.js";
import { createModuleStore } from "../../src/server/rpc/learning/learning-module-store.js";
import { createLearningStore } from "../../src/server/rpc/learning/learning-store.js";
import { checkTags, isFeaturedTitle } from "../../src/server/learning/learning-validation.js";
import { starterArticles, starterCategories, starterModules } from "../../src/server/starter-library/content/index.js";
import { spanishArticles } from "../../src/server/starter-library/content/es/index.js";
import { readingMinutes, seedStarterLibrary, wordCount } from "../../src/server/starter-library/seed.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { testConfig } from "../setup/server.js";

const clean = (html: string) => sanitizeHtml(html, { fileUrlPrefix: FILE_URL_PREFIX });

async function counts(database: TestDatabase) {
  const [contents, modules, cats, links, catModules, catContents] = await Promise.all([
    database.db.select().from(learningContents),
    database.db.select().from(learningModules),
    database.db.select().from(categories),
    database.db.select().from(moduleContents),
    database.db.select().from(categoryModules),
    database.db.select().from(categoryContents),
  ]);
  return {
    contents: contents.length,
    modules: modules.length,
    categories: cats.length,
    links: links.length + catModules.length + catContents.length,
  };
}
const EMPTY = { contents: 0, modules: 0, categories: 0, links: 0 };
const NONE_ADDED = { contents: 0, modules: 0, categories: 0 };

describe("the starter library's own files", () => {
  it("has at least 24 articles, 6 modules of 3 to 6 articles each, and every article in exactly one module", () => {
    expect(starterArticles.length).toBeGreaterThanOrEqual(24);
    expect(starterModules).toHaveLength(6);
    for (const m of starterModules) expect(m.articles.length, m.slug).toBeGreaterThanOrEqual(3);
    for (const m of starterModules) expect(m.articles.length, m.slug).toBeLessThanOrEqual(6);
    expect(new Set(starterArticles).size).toBe(starterArticles.length);
    expect(new Set(starterArticles.map((a) => a.slug)).size).toBe(starterArticles.length);
    expect(new Set(starterArticles.map((a) => a.title)).size).toBe(starterArticles.length);
  });

  it("writes every html exactly as the allowlist stores it, with no images and only https links", () => {
    for (const item of [...starterArticles, ...starterModules, ...starterCategories]) {
      expect(clean(item.html), item.slug).toBe(item.html);
      expect(item.html, item.slug).not.toMatch(/<img/i);
      for (const [, href] of item.html.matchAll(/href="([^"]*)"/g)) expect(href, item.slug).toMatch(/^https:\/\//);
    }
  });

  it("keeps articles to roughly 400–800 words", () => {
    for (const a of starterArticles) {
      expect(wordCount(a.html), a.slug).toBeGreaterThanOrEqual(400);
      expect(wordCount(a.html), a.slug).toBeLessThanOrEqual(800);
    }
  });
});

describe("seedStarterLibrary into an empty library", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
    expect(await counts(database)).toEqual(EMPTY);
    expect(await seedStarterLibrary(database.db)).toEqual({
      seeded: true,
      contents: starterArticles.length,
      modules: 6,
      categories: starterCategories.length,
      translations: { contents: spanishArticles.length, modules: 6, categories: starterCategories.length },
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("stores every article as an ARTICLE with its html unchanged by the sanitiser, valid tags and minutes from its words", async () => {
    const contents = await createLearningStore(database.db).allContents();
    expect(contents.length).toBeGreaterThanOrEqual(24);
    expect(contents.map((c) => c.title).sort()).toEqual(starterArticles.map((a) => a.title).sort());
    for (const c of contents) {
      const source = starterArticles.find((a) => a.title === c.title)!;
      expect(c.contentType, c.title).toBe("ARTICLE");
      expect(c.video).toEqual({});
      expect(c.htmlBody, c.title).toBe(clean(c.htmlBody));
      expect(c.htmlBody, c.title).toBe(source.html);
      expect(c.description, c.title).toBe(source.description);
      const tags = checkTags(c.tags);
      expect(tags.ok, c.title).toBe(true);
      expect(tags.ok && tags.value, c.title).toEqual(c.tags);
      expect(c.tags.length, c.title).toBeGreaterThan(0);
      expect(c.estimatedMinutes, c.title).toBe(Math.ceil(wordCount(c.htmlBody) / 200));
      expect(c.estimatedMinutes, c.title).toBe(readingMinutes(source.html));
      expect(c.estimatedMinutes, c.title).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives the 6 modules their articles in order, each content in one module, minutes the sum of their articles'", async () => {
    const modules = await createModuleStore(database.db).allModules();
    const contents = await createLearningStore(database.db).allContents();
    const titleOf = new Map(contents.map((c) => [c.id, c.title]));
    const minutesOf = new Map(contents.map((c) => [c.id, c.estimatedMinutes]));
    expect(modules.map((m) => m.title)).toEqual(starterModules.map((m) => m.title));
    const seen = new Set<string>();
    for (const [i, m] of modules.entries()) {
      const source = starterModules[i]!;
      expect(m.contentIds.map((id) => titleOf.get(id)), m.title).toEqual(source.articles.map((a) => a.title));
      for (const id of m.contentIds) {
        expect(seen.has(id), `${titleOf.get(id)} is in two modules`).toBe(false);
        seen.add(id);
      }
      expect(m.htmlBody).toBe(clean(m.htmlBody));
      expect(m.htmlBody).toBe(source.html);
      expect(checkTags(m.tags)).toEqual({ ok: true, value: m.tags });
      expect(m.estimatedMinutes).toBe(0);
      expect(moduleMinutes(m)).toBe(m.contentIds.reduce((sum, id) => sum + minutesOf.get(id)!, 0));
    }
    expect(seen.size).toBe(contents.length);
    const positions = await database.db.select().from(moduleContents);
    for (const m of modules) {
      const mine = positions.filter((p) => p.moduleId === m.id).sort((a, b) => a.position - b.position);
      expect(mine.map((p) => p.position)).toEqual(mine.map((_, i) => i));
    }
  });

  it("makes at least 4 top-level categories, exactly one 'featured' and first, each holding existing modules and articles in order", async () => {
    const store = createLearningStore(database.db);
    const cats = await store.allCategories();
    const modules = await createModuleStore(database.db).allModules();
    const contents = await store.allContents();
    expect(cats.length).toBeGreaterThanOrEqual(4);
    expect(cats.filter((c) => isFeaturedTitle(c.title))).toHaveLength(1);
    const rows = await database.db.select().from(categories);
    const byPosition = [...rows].sort((a, b) => a.position - b.position);
    expect(isFeaturedTitle(byPosition[0]!.title)).toBe(true);
    expect(byPosition.map((r) => r.position)).toEqual(rows.map((_, i) => i));
    const moduleTitle = new Map(modules.map((m) => [m.id, m.title]));
    const contentTitle = new Map(contents.map((c) => [c.id, c.title]));
    for (const c of cats) {
      const source = starterCategories.find((s) => s.title === c.title)!;
      expect(c.parentCategoryId).toBeNull();
      expect(c.description.length, c.title).toBeGreaterThan(0);
      expect(c.htmlBody).toBe(clean(c.htmlBody));
      expect(c.htmlBody).toBe(source.html);
      expect(c.moduleIds.map((id) => moduleTitle.get(id)), c.title).toEqual(source.modules.map((m) => m.title));
      expect(c.contentIds.map((id) => contentTitle.get(id)), c.title).toEqual(source.articles.map((a) => a.title));
      expect(c.moduleIds.length + c.contentIds.length, c.title).toBeGreaterThan(0);
    }
    const featured = cats.find((c) => isFeaturedTitle(c.title))!;
    expect(featured.moduleIds.length + featured.contentIds.length).toBeGreaterThanOrEqual(2);
    expect(featured.moduleIds.length + featured.contentIds.length).toBeLessThanOrEqual(3);
  });

  it("does nothing the second time", async () => {
    const before = await counts(database);
    expect(await seedStarterLibrary(database.db)).toEqual({ seeded: false, reason: "not-empty", translations: NONE_ADDED });
    expect(await counts(database)).toEqual(before);
  });

  it("leaves its articles editable like any content", async () => {
    const store = createLearningStore(database.db);
    const [first] = await store.allContents();
    expect(await store.editContent(first!.id, () => ({ title: "Our own title" }))).toBe(true);
    expect((await store.content(first!.id))?.title).toBe("Our own title");
  });
});

describe("seedStarterLibrary leaves a library alone", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("writes nothing with STARTER_LIBRARY=off", async () => {
    const config = testConfig({ STARTER_LIBRARY: "off" });
    expect(config.starterLibrary).toBe(false);
    expect(await seedStarterLibrary(database.db, { enabled: config.starterLibrary })).toEqual({ seeded: false, reason: "disabled" });
    expect(await counts(database)).toEqual(EMPTY);
  });

  it("writes nothing when the library has one category, one module or one content an administrator made", async () => {
    const store = createLearningStore(database.db);
    const modules = createModuleStore(database.db);
    const categoryId = await store.createCategory({
      title: "Our programme",
      imageSet: {},
      description: "",
      htmlBody: "",
      parentCategoryId: null,
      childrenIds: [],
      moduleIds: [],
      contentIds: [],
    });
    expect(await seedStarterLibrary(database.db)).toEqual({ seeded: false, reason: "not-empty", translations: NONE_ADDED });
    expect(await counts(database)).toEqual({ ...EMPTY, categories: 1 });
    await store.removeCategory(categoryId);

    const moduleId = await modules.createModule({
      title: "Our module",
      estimatedMinutes: 0,
      description: "",
      tags: [],
      htmlBody: "",
      imageSet: {},
      contentIds: [],
      attachmentIds: [],
    });
    expect(await seedStarterLibrary(database.db)).toEqual({ seeded: false, reason: "not-empty", translations: NONE_ADDED });
    expect(await counts(database)).toEqual({ ...EMPTY, modules: 1 });
    await modules.removeModule(moduleId);

    await store.createContent({
      title: "Welcome to our loan fund",
      estimatedMinutes: 1,
      contentType: "ARTICLE",
      htmlBody: "<p>Hello.</p>",
      description: "",
      video: {},
      tags: ["welcome"],
      imageSet: {},
      attachmentIds: [],
    });
    expect(await seedStarterLibrary(database.db)).toEqual({ seeded: false, reason: "not-empty", translations: NONE_ADDED });
    expect(await counts(database)).toEqual({ ...EMPTY, contents: 1 });
    const [only] = await store.allContents();
    expect(only?.title).toBe("Welcome to our loan fund");
  });
});

describe("a library loaded before it had its Spanish translations", () => {
  let database: TestDatabase;
  const translationsOf = async (table: typeof learningContentTranslations | typeof learningModuleTranslations | typeof categoryTranslations) =>
    (await database.db.select().from(table)).length;
  beforeAll(async () => {
    database = await testDatabase();
    // Loaded as the library was before (no translations).
    const before = await seedStarterLibrary(database.db, { library: { modules: starterModules, categories: starterCategories } });
    expect(before).toMatchObject({ seeded: true, translations: NONE_ADDED });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("gets them once, at the next start, for the items still as the library wrote them; an edited item or an administrator's translation is left alone", async () => {
    const store = createLearningStore(database.db);
    const modules = createModuleStore(database.db);
    const contents = await store.allContents();
    const idOf = (slug: string) => contents.find((c) => c.title === starterArticles.find((a) => a.slug === slug)!.title)!.id;
    // An administrator edited one translated article's title, another's body, and one module's introduction…
    const edited = spanishArticles.slice(0, 2).map((a) => idOf(a.slug));
    await store.editContent(edited[0]!, () => ({ title: "Our own words" }));
    await store.editContent(edited[1]!, () => ({ htmlBody: "<p>Our own body.</p>" }));
    const [firstModule] = await modules.allModules();
    await modules.editModule(firstModule!.id, { htmlBody: "<p>Our introduction.</p>" });
    // …and wrote a translation of a third article already.
    const own = idOf(spanishArticles[2]!.slug);
    await database.db.insert(learningContentTranslations).values({ contentId: own, language: "es", title: "Nuestra traducción" });

    const result = await seedStarterLibrary(database.db);
    expect(result).toEqual({
      seeded: false,
      reason: "not-empty",
      translations: { contents: spanishArticles.length - 3, modules: 5, categories: starterCategories.length },
    });
    const stored = await database.db.select().from(learningContentTranslations);
    expect(stored.map((t) => t.contentId)).not.toContain(edited[0]);
    expect(stored.map((t) => t.contentId)).not.toContain(edited[1]);
    expect(stored.find((t) => t.contentId === own)?.title).toBe("Nuestra traducción");
    expect((await database.db.select().from(learningModuleTranslations)).map((t) => t.moduleId)).not.toContain(firstModule!.id);
    // Stored as the English is: checked, cleaned.
    for (const t of stored) expect(t.htmlBody).toBe(clean(t.htmlBody));

    // Once: a later start adds nothing, even after an administrator removed one.
    const [removed] = stored.filter((t) => t.contentId !== own);
    await database.db.delete(learningContentTranslations).where(eq(learningContentTranslations.contentId, removed!.contentId));
    expect(await seedStarterLibrary(database.db)).toEqual({ seeded: false, reason: "not-empty", translations: NONE_ADDED });
    expect(await translationsOf(learningContentTranslations)).toBe(spanishArticles.length - 3);
    expect(await translationsOf(learningModuleTranslations)).toBe(5);
    expect(await translationsOf(categoryTranslations)).toBe(starterCategories.length);
  });
});

describe("two instances starting at once", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("load the starter library once", async () => {
    const results = await Promise.all([seedStarterLibrary(database.db), seedStarterLibrary(database.db), seedStarterLibrary(database.db)]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(results.filter((r) => !r.seeded)).toEqual([
      { seeded: false, reason: "not-empty", translations: NONE_ADDED },
      { seeded: false, reason: "not-empty", translations: NONE_ADDED },
    ]);
    const c = await counts(database);
    expect(c.contents).toBe(starterArticles.length);
    expect(c.modules).toBe(6);
    expect(c.categories).toBe(starterCategories.length);
  });
});

describe("STARTER_LIBRARY", () => {
  it("is on unless set to off (or false), and refuses anything else", () => {
    expect(loadConfig({}).starterLibrary).toBe(true);
    expect(loadConfig({ STARTER_LIBRARY: "on" }).starterLibrary).toBe(true);
    expect(loadConfig({ STARTER_LIBRARY: " OFF " }).starterLibrary).toBe(false);
    expect(loadConfig({ STARTER_LIBRARY: "false" }).starterLibrary).toBe(false);
    expect(() => loadConfig({ STARTER_LIBRARY: "maybe" })).toThrow(ConfigError);
  });
});
