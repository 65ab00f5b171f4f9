/**
 * The starter library's Spanish articles (issue 38, item 7): every file in
 * src/server/starter-library/content/es/articles is the translation of one English starter article
 * — named after its slug — and stores as the English one does: title, description and tags pass the
 * learning library's own checks unchanged, the html is exactly what the server's allowlist keeps,
 * with the English article's structure (the same blocks, lists, table cells and links, in order),
 * and nothing of it is left in English.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { cleanHtml } from "../../../src/server/learning/html-sanitizer.js";
import { checkDescription, checkTags, checkTitle } from "../../../src/server/learning/learning-validation.js";
import { starterArticles } from "../../../src/server/starter-library/content/index.js";
import type { StarterTranslation } from "../../../src/server/starter-library/content/types.js";
import { wordCount } from "../../../src/server/starter-library/seed.js";
import { guessTextLanguage } from "../../../src/shared/text-language.js";

const DIRECTORY = new URL("../../../src/server/starter-library/content/es/articles/", import.meta.url);

/** Every translation file, by its file name without ".ts", in name order. */
const files = readdirSync(fileURLToPath(DIRECTORY))
  .filter((name) => name.endsWith(".ts"))
  .sort();
const translations: [string, StarterTranslation][] = await Promise.all(
  files.map(async (name): Promise<[string, StarterTranslation]> => {
    const module = (await import(pathToFileURL(fileURLToPath(new URL(name, DIRECTORY))).href)) as { default: StarterTranslation };
    return [name.slice(0, -".ts".length), module.default];
  }),
);
const englishBySlug = new Map(starterArticles.map((a) => [a.slug, a]));

/** The html's structure: its elements in order, inline emphasis aside (a translation may move it), with each link's place. */
function structure(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi)]
    .map((m) => (m[0].startsWith("</") ? "/" : "") + m[1]!.toLowerCase())
    .filter((tag) => !["strong", "/strong", "em", "/em"].includes(tag));
}

/** The text of each block (paragraph, list item, table cell, heading), tags dropped, spaces collapsed. */
function blocks(html: string): string[] {
  return [...html.matchAll(/<(p|li|th|td|h[2-4])\b[^>]*>([\s\S]*?)<\/\1>/gi)]
    .map((m) => m[2]!.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim())
    .filter((text) => text !== "");
}

describe("the Spanish starter articles", () => {
  it("has translation files, each named after the slug of an English starter article, once", () => {
    expect(translations.length).toBeGreaterThan(0);
    for (const [name, t] of translations) {
      expect(t.slug, name).toBe(name);
      expect(englishBySlug.has(t.slug), `${name} translates no English starter article`).toBe(true);
    }
    expect(new Set(translations.map(([, t]) => t.title)).size).toBe(translations.length);
  });

  describe.each(translations)("%s", (slug, t) => {
    const english = englishBySlug.get(slug)!;

    it("has a title, description and tags the learning library's checks keep as they are", () => {
      expect(checkTitle(t.title)).toEqual({ ok: true, value: t.title });
      expect(checkDescription(t.description)).toEqual({ ok: true, value: t.description });
      expect(t.description).not.toBe("");
      expect(checkTags(t.tags)).toEqual({ ok: true, value: [...t.tags] });
      expect(t.tags.length).toBeGreaterThan(0);
    });

    it("writes its html exactly as the allowlist stores it: no images, only https links", () => {
      expect(cleanHtml(t.html)).toBe(t.html);
      expect(t.html).not.toMatch(/<img/i);
      for (const [, href] of t.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\//);
    });

    it("keeps the English article's structure: the same blocks, lists, table cells and links, in order", () => {
      expect(structure(t.html)).toEqual(structure(english.html));
    });

    it("is translated whole: Spanish throughout, no English block left, about as long as the English", () => {
      expect(t.title).not.toBe(english.title);
      expect(t.description).not.toBe(english.description);
      expect(guessTextLanguage(t.title, t.description)).toBe("es");
      expect(guessTextLanguage(t.html)).toBe("es");
      const englishBlocks = new Set(blocks(english.html));
      for (const block of blocks(t.html)) {
        // Numbers, names, formulas and short labels ("LLC", "$4.00", "Markup: $20 ÷ $30") may stay as
        // they are; sentences may not.
        if (block.split(" ").filter((w) => /\p{L}/u.test(w)).length >= 4) expect(englishBlocks.has(block), `left in English: ${block}`).toBe(false);
        expect(guessTextLanguage(block), `reads as English: ${block}`).not.toBe("en");
      }
      // A translation that dropped paragraphs would be much shorter (Spanish usually runs longer).
      expect(wordCount(t.html)).toBeGreaterThanOrEqual(Math.floor(wordCount(english.html) * 0.9));
    });
  });
});
