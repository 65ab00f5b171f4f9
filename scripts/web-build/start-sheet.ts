/**
 * A route page's stylesheets as one file (scripts/web-build/route-pages.ts; ADR 0009): a phone on a slow
 * network fetches one file instead of up to ten of 1–5 KB, each a request in a queue of six
 * (HTTP/1.1). Pure: the build step reads and writes the files.
 */
import { createHash } from "node:crypto";
import { START_SHEET_ATTRIBUTE } from "../../src/web/start/start-sheet.js";

export interface Sheet {
  /** Its path under the web root (assets/…). */
  file: string;
  text: string;
}

/**
 * The sheets' text in the order given (the order they apply), in one file named by its hash, so
 * that routes with the same sheets share it; a single sheet is itself (`text` null: nothing to write).
 */
export function startSheet(sheets: Sheet[]): { file: string; text: string | null } {
  if (sheets.length === 0) throw new Error("startSheet: no sheets");
  if (sheets.length === 1) return { file: sheets[0]!.file, text: null };
  const text = `${sheets.map((s) => s.text.trimEnd()).join("\n")}\n`;
  return { file: `assets/start-${createHash("sha256").update(text).digest("base64url").slice(0, 10)}.css`, text };
}

/**
 * The head's links for a route's sheets: the one file, preloaded and marked for the boot to apply
 * (src/web/start/start-sheet.ts: the splash's first paint does not wait for it, the app's first render
 * does; a prerendered page applies it from the first paint: prerendered-page.ts), and each sheet it
 * holds named by a disabled stylesheet link, which a browser does not fetch. When the app then
 * loads a chunk whose sheet the file holds, Vite's loader finds that sheet's link in the page and
 * does not fetch it again; a page opened later loads its own sheets as before.
 */
export function sheetLinks(sheets: string[], file: string): string[] {
  if (sheets.length === 0) return [];
  const held = sheets.length > 1 ? sheets.map((f) => `<link rel="stylesheet" href="/${f}" disabled>`) : [];
  return [`<link rel="preload" as="style" crossorigin href="/${file}" ${START_SHEET_ATTRIBUTE}>`, ...held];
}

/** The preload `sheetLinks` writes for the one file (its path, without the leading slash, in group 1). */
export const START_SHEET_PRELOAD = new RegExp(`<link rel="preload" as="style" crossorigin href="/([^"]+)" ${START_SHEET_ATTRIBUTE}>`);

/** What a page's head says of its sheets (sheetLinks): the one file, and the sheets it holds. */
export function readSheetLinks(html: string): { file: string; held: string[] } | null {
  const file = START_SHEET_PRELOAD.exec(html)?.[1];
  if (!file) return null;
  return { file, held: [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)" disabled>/g)].map((m) => m[1]!) };
}
