/**
 * The starter library's Spanish (issue 38, item 7; ADR 0036): every article file listed and named by
 * the English article it translates, every html exactly what the allowlist stores (https links
 * only, no images), valid tags; every module and category translated, named with the shared
 * Spanish starter names. And the pure pieces of the translation mechanism: the overlay of a
 * translation on a record, and the checks of an administrator's translation.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../../src/server/learning/html-sanitizer.js";
import { checkDescription, checkTags, checkTitle } from "../../../src/server/learning/learning-validation.js";
import { FILE_URL_PREFIX } from "../../../src/server/learning/url-rules.js";
import { CONTENT_LANGUAGES, overlay, parseContentLanguage, parseContentTranslation, textChanged } from "../../../src/server/rpc/learning/translations.js";
import { ROWS_PER_ITEM } from "../../../src/server/rpc/search/search-store.js";
import { starterArticles, starterCategories, starterModules } from "../../../src/server/starter-library/content/index.js";
import { spanishArticles } from "../../../src/server/starter-library/content/es/index.js";
import { starterCategoryTranslations, starterModuleTranslations } from "../../../src/server/starter-library/content/es/library.js";
import { STARTER_NAMES_ES, starterNameKey } from "../../../src/shared/starter-names.js";

const clean = (html: string) => sanitizeHtml(html, { fileUrlPrefix: FILE_URL_PREFIX });
const ARTICLES_DIR = fileURLToPath(new URL("../../../src/server/starter-library/content/es/articles/", import.meta.url));

describe("the starter library's Spanish files", () => {
  it("lists every article file, each named by the slug of the English article it translates, once", () => {
    const files = readdirSync(ARTICLES_DIR).filter((f) => f.endsWith(".ts")).map((f) => f.slice(0, -3)).sort();
    expect(spanishArticles.map((a) => a.slug).sort()).toEqual(files);
    const english = new Set(starterArticles.map((a) => a.slug));
    for (const a of spanishArticles) expect(english.has(a.slug), a.slug).toBe(true);
    expect(new Set(spanishArticles.map((a) => a.title)).size).toBe(spanishArticles.length);
  });

  it("writes every html as the allowlist stores it, https links only, no images; valid titles, descriptions and tags", () => {
    const items = [...spanishArticles, ...Object.values(starterModuleTranslations), ...Object.values(starterCategoryTranslations)];
    for (const item of items) {
      expect(clean(item.html), item.title).toBe(item.html);
      expect(item.html, item.title).not.toMatch(/<img/i);
      for (const [, href] of item.html.matchAll(/href="([^"]*)"/g)) expect(href, item.title).toMatch(/^https:\/\//);
      expect(checkTitle(item.title).ok, item.title).toBe(true);
      expect(checkDescription(item.description).ok, item.title).toBe(true);
      expect(checkTags(item.tags ?? []), item.title).toEqual({ ok: true, value: [...(item.tags ?? [])] });
    }
  });

  it("translates every module and category, named with the shared Spanish starter names", () => {
    expect(Object.keys(starterModuleTranslations).sort()).toEqual(starterModules.map((m) => m.slug).sort());
    expect(Object.keys(starterCategoryTranslations).sort()).toEqual(starterCategories.map((c) => c.slug).sort());
    for (const m of starterModules) expect(starterModuleTranslations[m.slug]!.title).toBe(STARTER_NAMES_ES[starterNameKey(m.title)!]);
    for (const c of starterCategories) expect(starterCategoryTranslations[c.slug]!.title).toBe(STARTER_NAMES_ES[starterNameKey(c.title)!]);
    // A Spanish name is never read as a starter name (the web would translate it twice).
    for (const name of Object.values(STARTER_NAMES_ES)) expect(starterNameKey(name)).toBeUndefined();
  });
});

describe("overlay", () => {
  const records = [
    { id: "a", title: "Cash", description: "d", htmlBody: "<p>x</p>", tags: ["cash"], estimatedMinutes: 3 },
    { id: "b", title: "Loans", description: "", htmlBody: "", tags: [], estimatedMinutes: 1 },
  ];

  it("lays a translation's text over its record, sets the language, keeps the rest and the order", () => {
    const out = overlay(records, new Map([["b", { title: "Préstamos", description: "p", htmlBody: "<p>y</p>", tags: ["préstamos"] }]]), "es");
    expect(out).toEqual([
      records[0],
      { id: "b", title: "Préstamos", description: "p", htmlBody: "<p>y</p>", tags: ["préstamos"], estimatedMinutes: 1, language: "es" },
    ]);
    expect(records[1]!.title).toBe("Loans"); // the originals are not changed
  });

  it("leaves a record without tags (a category) without tags", () => {
    const [category] = overlay([{ id: "c", title: "Featured", description: "", htmlBody: "" }], new Map([["c", { title: "Destacados", description: "", htmlBody: "" }]]), "es");
    expect(category).toEqual({ id: "c", title: "Destacados", description: "", htmlBody: "", language: "es" });
  });
});

describe("an administrator's translation, checked", () => {
  const message = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return ConnectError.from(err).rawMessage;
    }
    return "ok";
  };

  it("takes a language the library is translated into, in any case", () => {
    expect(parseContentLanguage(" ES ")).toBe("es");
    expect(message(() => parseContentLanguage(""))).toBe("language: required.");
    expect(message(() => parseContentLanguage("en"))).toBe("language: the library can be translated into es only.");
    expect(message(() => parseContentLanguage("es-MX"))).toBe("language: the library can be translated into es only.");
  });

  it("checks and cleans the text as the original's", () => {
    expect(
      parseContentTranslation({ language: "es", title: " Flujo ", description: "", tags: ["Caja", "caja"], htmlBody: '<p onclick="x">Hola</p><script>1</script>' }),
    ).toEqual({ language: "es", title: "Flujo", description: "", tags: ["caja"], htmlBody: "<p>Hola</p>" });
    expect(message(() => parseContentTranslation({ language: "es", title: "", description: "", tags: [], htmlBody: "" }))).toMatch(/^title: /);
    expect(message(() => parseContentTranslation({ language: "es", title: "T", description: "", tags: ["a b"], htmlBody: "" }))).toMatch(/^tags\[0\]: /);
  });
});

describe("textChanged", () => {
  const current = { title: "Pricing", description: "d", htmlBody: "<p>x</p>" };
  it("is true only when the title, description or body changes", () => {
    expect(textChanged(current, {})).toBe(false);
    expect(textChanged(current, { title: "Pricing", htmlBody: "<p>x</p>" })).toBe(false);
    expect(textChanged(current, { title: "Prices" })).toBe(true);
    expect(textChanged(current, { description: "" })).toBe(true);
    expect(textChanged(current, { htmlBody: "" })).toBe(true);
  });
});

describe("the search's room for translations", () => {
  it("fetches enough rows per item for its own words and one translation per language", () => {
    expect(ROWS_PER_ITEM).toBe(1 + CONTENT_LANGUAGES.length);
  });
});
