/**
 * A route's page with prerendered markup (scripts/web-build/route-pages.ts): the language on `<html>`, the
 * title, the route's stylesheets applied from the start, and the markup in the root element in
 * place of the splash, marked for the app to hydrate (src/web/start/app.tsx).
 */
import path from "node:path";
import { AFTER_PAINT_TEMPLATE_ID, PRERENDERED_MARK } from "../../src/shared/prerender.js";
import { START_SHEET_PRELOAD } from "./start-sheet.js";

/** Where the prerender's SSR bundle goes (build-web.ts, step 3; not served). */
export const PRERENDER_OUT_DIR = path.resolve(import.meta.dirname, "../../node_modules/.cache/compass-prerender");

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function prerenderedPage(page: string, content: { html: string; title: string; language: string }): string {
  // The route's stylesheets (one file: start-sheet.ts), only preloaded on other pages (the boot
  // applies it without holding the splash), apply from the first paint here — the markup is drawn
  // at once and must not move when they come. The modules are asked for after the first paint:
  // the boot adds their preloads from a template then (src/web/start/prerendered-boot.ts), so the
  // scripts do not take the stylesheets' bandwidth.
  const modules = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
  const later = [...page.matchAll(modules)].map((m) => m[0]).join("");
  const steps: [RegExp, string][] = [
    [modules, ""],
    [START_SHEET_PRELOAD, '<link rel="stylesheet" crossorigin href="/$1">'],
    [/<\/head>/, `  <template id="${AFTER_PAINT_TEMPLATE_ID}">${later}\n    </template>\n  </head>`],
    [/<html lang="[^"]*"/, `<html lang="${content.language}"`],
    [/<title>[^<]*<\/title>/, `<title>${escapeText(content.title)}</title>`],
    [/<div id="root">[\s\S]*?<\/div><\/div>/, `<div id="root" data-prerendered="${PRERENDERED_MARK}" data-prerendered-lang="${content.language}">${content.html.replaceAll("$", "$$$$")}</div>`],
  ];
  let result = page;
  for (const [pattern, replacement] of steps) {
    if (!pattern.test(result)) throw new Error(`prerendered page: index.html has no ${pattern.source}`);
    pattern.lastIndex = 0;
    result = result.replace(pattern, replacement);
  }
  return result;
}
