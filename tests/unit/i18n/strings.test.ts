/**
 * Every language has every string (issue #16): the core strings (src/web/i18n/<language>.ts) and
 * each area's (src/web/i18n/<language>/<area>.ts) have the same keys in English and Spanish, with
 * the same {{placeholders}} and the same markup; no English area lacks its Spanish file; and no
 * words in the web app's JSX bypass i18next (literal-strings.ts).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../../src/web/i18n/en.js";
import es from "../../../src/web/i18n/es.js";
import { literalStrings } from "./literal-strings.js";

const I18N = path.resolve(import.meta.dirname, "../../../src/web/i18n");
const areas = readdirSync(path.join(I18N, "en"))
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.replace(/\.ts$/, ""));

/** Every leaf as "a.b.c" → its text. */
function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(at, value);
    else for (const [k, v] of leaves(value, at)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]).sort();
const markup = (text: string) => [...text.matchAll(/<\/?[a-z0-9]+>/gi)].map((m) => m[0]).sort();

function expectSameStrings(english: unknown, spanish: unknown): void {
  const a = leaves(english);
  const b = leaves(spanish);
  expect({ missingInSpanish: [...a.keys()].filter((k) => !b.has(k)), missingInEnglish: [...b.keys()].filter((k) => !a.has(k)) }).toEqual({ missingInSpanish: [], missingInEnglish: [] });
  const differ: string[] = [];
  for (const [key, text] of a) {
    const other = b.get(key) ?? "";
    if (other.trim() === "" && text.trim() !== "") differ.push(`${key}: empty`);
    if (placeholders(text).join() !== placeholders(other).join()) differ.push(`${key}: {{…}} ${placeholders(text).join()} / ${placeholders(other).join()}`);
    if (markup(text).join() !== markup(other).join()) differ.push(`${key}: markup`);
  }
  expect(differ).toEqual([]);
}

describe("the strings of every language", () => {
  it("core: the same keys, placeholders and markup in English and Spanish", () => {
    expectSameStrings(en, es);
  });

  it.each(areas)("area %s: the same keys, placeholders and markup in English and Spanish", async (area) => {
    const english = (await import(`../../../src/web/i18n/en/${area}.ts`)) as { default: unknown };
    const spanish = (await import(`../../../src/web/i18n/es/${area}.ts`)) as { default: unknown };
    expectSameStrings(english.default, spanish.default);
  });

  it("has no Spanish area without its English", () => {
    const spanish = readdirSync(path.join(I18N, "es")).filter((f) => f.endsWith(".ts")).map((f) => f.replace(/\.ts$/, ""));
    expect(spanish.sort()).toEqual([...areas].sort());
  });
});

describe("words in the web app", () => {
  it("all go through i18next (no text between tags, no literal label, placeholder, title or alt)", () => {
    expect(literalStrings(path.resolve(import.meta.dirname, "../../../src/web")).map((l) => `${l.file}:${l.line}: ${l.text}`)).toEqual([]);
  });
});
