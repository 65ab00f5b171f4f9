/**
 * Build step of build-web.ts (after the real build and the prerender bundle, before compression): one copy of index.html per route of the
 * table, with `<link rel="modulepreload">` (and stylesheet preloads) for every module the route
 * will load — the app, its layout and page, and, under sign-in, the guard, the API client and
 * /app-config.json (the stored session is read with it before any call) —
 * so a phone fetches them all at once instead of discovering them chunk by chunk
 * (docs/decisions/0009-fast-first-visit.md). A route that needs sign-in gets a second copy for a
 * browser without the session-present cookie: the boot sends that visitor to sign in, so it
 * preloads only what that redirect needs. The server picks the copy (app.ts); any other path
 * gets index.html.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LANGUAGES } from "../../src/web/i18n/detect-language.js";
import { PRERENDERED_SIGN_IN_URL, prerenderedSignInFile } from "../../src/shared/prerender.js";
import { PRERENDER_OUT_DIR, prerenderedPage } from "./prerendered-page.js";
import { startKey, type Recorded } from "./start-chunks.js";
import { sheetLinks, startSheet } from "./start-sheet.js";
import { routeStarts, SIGN_IN_PACKAGES, SIGN_IN_REDIRECT } from "./web-routes.js";

interface Chunk {
  file: string;
  /** A chunk's name (a start group's chunk is named after the group). */
  name?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

/**
 * Writes the route pages into the built app at `root`; `startRecord`: the build's start groups
 * (a start that joined one is preloaded through the group's chunk). Returns how many it wrote.
 */
export async function writeRoutePages(root: string, startRecord: Recorded | undefined): Promise<number> {
  /** The web app's sources (Vite's root), which the build's module ids are under. */
  const webSource = path.resolve(import.meta.dirname, "../../src/web");
  const manifest = JSON.parse(readFileSync(path.join(root, ".vite/manifest.json"), "utf8")) as Manifest;
  function manifestKey(source: string): string {
    const key = startKey(manifest, source, webSource, startRecord);
    if (key === undefined) throw new Error(`no chunk for ${source} in the build manifest`);
    return key;
  }
  const packageKey = (name: string): string => {
    const key = Object.keys(manifest).find((k) => k.includes(`node_modules/${name}/`));
    if (!key) throw new Error(`no chunk for ${name} in the build manifest`);
    return key;
  };

  /** Every chunk file and stylesheet a set of modules loads statically (stylesheets in the order they apply). */
  function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
    const js = new Set<string>();
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`no chunk ${key}`);
      js.add(chunk.file);
      for (const i of chunk.imports ?? []) visit(i);
      // A chunk's stylesheets after those of the chunks it imports: applied in this order (the
      // prerendered page), a component's sheet comes after the sheets of those it builds on.
      for (const c of chunk.css ?? []) css.add(c);
    };
    keys.forEach(visit);
    return { js, css };
  }

  const entry = closure(["index.html"]);
  const index = readFileSync(path.join(root, "index.html"), "utf8");

  /**
   * The route's page: `first` (fetches the first calls wait for), its stylesheets beyond the entry's
   * as one file applied from the first paint (start-sheet.ts), then its modules' preloads, which
   * queue behind them.
   */
  const writtenSheets = new Set<string>();
  function page(keys: string[], first: string[] = []): string {
    const { js, css } = closure(keys);
    const sheets = [...css].filter((f) => !entry.css.has(f));
    let sheetLinksHtml: string[] = [];
    if (sheets.length) {
      const merged = startSheet(sheets.map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") })));
      if (merged.text !== null && !writtenSheets.has(merged.file)) {
        writeFileSync(path.join(root, merged.file), merged.text);
        writtenSheets.add(merged.file); // routes with the same sheets share the file
      }
      sheetLinksHtml = sheetLinks(sheets, merged.file);
    }
    const links = [...first, ...sheetLinksHtml, ...[...js].filter((f) => !entry.js.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)];
    return index.replace("</head>", `    ${links.join("\n    ")}\n  </head>`);
  }

  const out = path.join(root, "routes");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const CONFIG_PRELOAD = '<link rel="preload" as="fetch" crossorigin href="/app-config.json">';
  const signInRedirect = [manifestKey(SIGN_IN_REDIRECT), ...SIGN_IN_PACKAGES.map(packageKey)];
  let written = 0;
  for (const route of routeStarts()) {
    // Under sign-in, the configuration the session is read with comes beside the modules, not after them.
    const fetches = route.signIn ? [CONFIG_PRELOAD] : [];
    writeFileSync(path.join(out, `${route.name}.html`), page([...route.modules.map(manifestKey), ...route.packages.map(packageKey)], fetches));
    written++;
    if (route.signIn) {
      writeFileSync(
        path.join(out, `${route.name}.signed-out.html`),
        page(signInRedirect, [CONFIG_PRELOAD]),
      );
      written++;
    }
  }

  // The sign-in form, prerendered in each language (docs/decisions/0028-prerendered-sign-in-form.md):
  // the auth route's page with the form's markup in place of the splash, for the app to hydrate.
  // (src/web/start/prerender.tsx's bundle; its type written out: the web sources are not part of this compile.)
  type Prerender = (url: string, language: string) => Promise<{ html: string; title: string }>;
  const { prerender } = (await import(pathToFileURL(path.join(PRERENDER_OUT_DIR, "prerender.js")).href)) as { prerender: Prerender };
  const authPage = readFileSync(path.join(out, "auth.html"), "utf8");
  for (const language of LANGUAGES) {
    const { html, title } = await prerender(PRERENDERED_SIGN_IN_URL, language);
    writeFileSync(path.join(out, prerenderedSignInFile(language)), prerenderedPage(authPage, { html, title, language }));
    written++;
  }
  return written;
}
