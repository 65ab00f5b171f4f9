/**
 * The route's stylesheets, built into one file (scripts/web-build/start-sheet.ts) that the page preloads
 * (`<link rel="preload" as="style" data-start-sheet>`): applied by the boot as soon as it runs,
 * without holding the splash's first paint, and waited for by the app's first render (app.tsx),
 * as Vite's loader waits for a chunk's own sheet. The sheets the file holds are named in the page
 * by disabled links, so the loader does not fetch them again. No React here.
 */
export const START_SHEET_ATTRIBUTE = "data-start-sheet";

let applied: Promise<void> = Promise.resolve();

/** Applies the page's start sheet, if it has one; settles once it has loaded (or failed to). */
export function applyStartSheet(doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>(`link[rel="preload"][as="style"][${START_SHEET_ATTRIBUTE}]`);
  if (!preload) return applied;
  const sheet = doc.createElement("link");
  sheet.rel = "stylesheet";
  sheet.crossOrigin = "";
  sheet.href = preload.href;
  applied = new Promise<void>((resolve) => {
    // A sheet that fails to load leaves the page unstyled rather than not shown at all.
    sheet.addEventListener("load", () => resolve(), { once: true });
    sheet.addEventListener("error", () => resolve(), { once: true });
  });
  // In its place: after the entry's sheet, before any sheet the app's chunks bring later.
  preload.replaceWith(sheet);
  return applied;
}

/** Settles once the start sheet applied by the boot has loaded (at once when there is none). */
export const startSheetApplied = (): Promise<void> => applied;
