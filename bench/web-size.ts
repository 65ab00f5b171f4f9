/**
 * What the built web app costs to load, per route (run after `npm run build:web`).
 *
 * From the build: for each route below, the files its first visit loads — the HTML, the entry
 * script, its static imports (the modulepreload links) and stylesheets, then the lazily loaded
 * app, layout, page and (for pages that need sign-in) the guard's modules, with the packages they
 * load at once (scripts/web-build/web-routes.ts), each with its static imports and CSS, as
 * .vite/manifest.json lists them — in three sizes: raw, gzip (the
 * .gz files the build made) and brotli (the .br files; a file without one counts as its gzip file
 * or itself, which is what the server sends). The entry's JavaScript is checked against the
 * budget (≤ 170 KB gzip).
 *
 * As served: with COMPASS_URL set (e.g. http://localhost:8080 under `npm start`), the same files
 * are fetched from that server with `Accept-Encoding: br` and the bytes it actually sends (the
 * body as it came over the wire, the HTML through the route's own path) are summed.
 *
 * BENCH_WEB_DETAIL set to one of the reported paths (e.g. `/`) lists that route's JavaScript files,
 * largest first.
 *
 * Routes come from the route table (src/shared/routes.ts: layout, sign-in, page module), read by
 * scripts/web-build/web-routes.ts, so the list follows the app as it changes.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { ROUTES } from "../src/shared/routes.js";
import { readStartRecord, startKey } from "../scripts/web-build/start-chunks.js";
import { routeStarts, SIGN_IN_PACKAGES, SIGN_IN_REDIRECT } from "../scripts/web-build/web-routes.js";
import { readSheetLinks } from "../scripts/web-build/start-sheet.js";

const repo = path.resolve(import.meta.dirname, "..");
const root = path.join(repo, "dist/web");
const BUDGET_KB = 170;
/** Routes reported: a first visit to each (concrete paths for the table's patterns). */
const REPORTED: Record<string, string> = {
  "my-journey": "/",
  "account-security": "/account/security",
  "cashflow-tool": "/cashflow-tool",
  "my-business": "/my-business",
  welcome: "/welcome",
  auth: "/auth/login",
  "reset-password": "/reset-password",
  "no-profile": "/no-profile",
  "privacy-policy": "/privacy-policy",
};

interface ManifestChunk {
  file: string;
  /** A chunk's name (a start group's chunk is named after the group). */
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

if (!existsSync(path.join(root, "index.html"))) {
  console.error("dist/web/index.html not found: run `npm run build:web` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(path.join(root, ".vite/manifest.json"), "utf8")) as Manifest;

/** The file, its static imports and their CSS (what loads before the module runs). */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

/** The manifest key of a source module (`./pages/x/y-page` → `pages/x/y-page.tsx`, or its group's chunk), if built. */
const startRecord = readStartRecord(root);
const webSource = path.resolve(import.meta.dirname, "../src/web");
const keyOf = (source: string): string | undefined => startKey(manifest, source, webSource, startRecord);

/** Files an HTML page references: module scripts, modulepreloads, stylesheets, with their closures. */
function htmlLoad(htmlFile: string): Set<string> {
  const html = readFileSync(path.join(root, htmlFile), "utf8");
  const files = new Set<string>([htmlFile]);
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="\/([^"]+)"/g),
  ].map((m) => m[1]!);
  for (const ref of refs) {
    files.add(ref);
    const key = Object.keys(manifest).find((k) => manifest[k]!.file === ref);
    if (key) closure(key, files);
  }
  return files;
}

/** The manifest key of a package's lazily loaded chunk (its facade under node_modules). */
const packageKeyOf = (name: string) => Object.keys(manifest).find((k) => k.includes(`node_modules/${name}/`));

/**
 * What a route loads before its page shows (scripts/web-build/web-routes.ts, shared with the build's route
 * pages): the app, the layout, the page, under sign-in the guard's modules, and the packages they
 * import lazily at once (the API client; the sign-in library, which reads the stored session).
 */
function routeLoad(name: string, htmlFiles: Set<string>): { files: Set<string>; missing: string[] } {
  const start = routeStarts().find((r) => r.name === name)!;
  const files = new Set(htmlFiles);
  const missing: string[] = [];
  for (const source of start.modules) {
    const key = keyOf(source);
    if (key) closure(key, files);
    else missing.push(source);
  }
  for (const pkg of start.packages) {
    const key = packageKeyOf(pkg);
    if (key) closure(key, files);
    else missing.push(pkg);
  }
  return { files: withStartSheet(name, files), missing };
}

/**
 * The route's own page (dist/web/routes/NAME.html) loads its sheets as one file
 * (scripts/web-build/start-sheet.ts): that file in place of the sheets it holds (named by disabled links).
 */
function withStartSheet(name: string, files: Set<string>): Set<string> {
  const page = path.join(root, "routes", `${name}.html`);
  if (!existsSync(page)) return files;
  const sheets = readSheetLinks(readFileSync(page, "utf8"));
  if (!sheets) return files;
  return new Set([...[...files].filter((f) => !sheets.held.includes(f)), sheets.file]);
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
const size = (file: string) => (existsSync(file) ? statSync(file).size : undefined);
function sizes(files: Iterable<string>): Sizes {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const full = path.join(root, file);
    const raw = size(full) ?? 0;
    const gzip = size(`${full}.gz`) ?? raw;
    total.raw += raw;
    total.gzip += gzip;
    total.brotli += size(`${full}.br`) ?? gzip;
  }
  return total;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (cells: string[]) => `| ${cells.join(" | ")} |`;

/** The bytes a server sends for `pathname` with `Accept-Encoding: br` (body as received). */
function served(base: URL, pathname: string): Promise<{ status: number; bytes: number; encoding: string }> {
  const url = new URL(pathname, base);
  const get = url.protocol === "https:" ? https.get : http.get;
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br", accept: "text/html,*/*" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers["content-encoding"] ?? "identity") }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

const htmlFiles = readdirSync(root).filter((f) => f.endsWith(".html"));
const entryLoads = new Map(htmlFiles.map((f) => [f, htmlLoad(f)]));
const indexLoad = entryLoads.get("index.html")!;

console.log(`Web app as a compressing server sends it (dist/web; gzip -9 and brotli 11 files from the build)\n`);
console.log(row(["first load of", "files", "raw", "gzip", "brotli", "of which JavaScript, gzip"]));
console.log(row(["---", "---:", "---:", "---:", "---:", "---:"]));
/** The gzip size of the JavaScript among `files`. */
const jsGzip = (files: Iterable<string>) => sizes([...files].filter((f) => f.endsWith(".js"))).gzip;
for (const [file, files] of entryLoads) {
  const s = sizes(files);
  console.log(row([`${file} (HTML, entry, preloads, CSS)`, String(files.size), kb(s.raw), kb(s.gzip), kb(s.brotli), kb(jsGzip(files))]));
}
const routeFiles = new Map<string, Set<string>>();
for (const [name, pathname] of Object.entries(REPORTED)) {
  const def = ROUTES.find((r) => r.name === name);
  if (!def) continue;
  const { files, missing } = routeLoad(name, indexLoad);
  routeFiles.set(pathname, files);
  const s = sizes(files);
  const note = missing.length ? ` (not in this build: ${missing.join(", ")})` : "";
  console.log(row([`${pathname} (${def.layout} layout${def.signIn ? ", signed in" : ""})${note}`, String(files.size), kb(s.raw), kb(s.gzip), kb(s.brotli), kb(jsGzip(files))]));
}

// A signed-out first visit to a page that needs sign-in, when the entry sends it straight to the
// provider (the boot's redirect module) instead of starting the app.
const redirectKey = keyOf(SIGN_IN_REDIRECT);
if (redirectKey) {
  const files = closure(redirectKey, new Set(indexLoad));
  for (const pkg of SIGN_IN_PACKAGES) {
    const key = packageKeyOf(pkg);
    if (key) closure(key, files);
  }
  routeFiles.set("/ (signed out, to the provider)", files);
  const s = sizes(files);
  console.log(row(["/ signed out: boot and the redirect to sign-in", String(files.size), kb(s.raw), kb(s.gzip), kb(s.brotli), kb(jsGzip(files))]));
}

const entryJs = [...indexLoad].filter((f) => f.endsWith(".js"));
const entryJsGzip = sizes(entryJs).gzip / 1024;
console.log(
  `\nindex.html's initial JavaScript (entry + ${entryJs.length - 1} preloaded chunks): ${entryJsGzip.toFixed(1)} KB gzip; budget ${BUDGET_KB} KB: ${entryJsGzip <= BUDGET_KB ? "within" : "OVER"}`,
);

// Issue #10: all the JavaScript the signed-in home loads before the journey shows, gzip, ≤ 250 KB.
const HOME_JS_BUDGET_KB = 250;
const home = routeFiles.get("/");
if (home) {
  const homeJs = jsGzip(home) / 1024;
  console.log(`the signed-in home's JavaScript (${[...home].filter((f) => f.endsWith(".js")).length} files): ${homeJs.toFixed(1)} KB gzip; budget ${HOME_JS_BUDGET_KB} KB: ${homeJs <= HOME_JS_BUDGET_KB ? "within" : "OVER"}`);
}

// BENCH_WEB_DETAIL=/ (a reported path): that route's JavaScript files, largest first, to see where its bytes go.
const detail = process.env.BENCH_WEB_DETAIL;
if (detail && routeFiles.has(detail)) {
  const js = [...routeFiles.get(detail)!].filter((f) => f.endsWith(".js")).map((f) => ({ f, ...sizes([f]) }));
  console.log(`\n${detail}: its JavaScript, largest first (gzip)\n`);
  for (const { f, raw, gzip } of js.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(gzip).padStart(9)}  ${kb(raw).padStart(9)} raw  ${f}`);
}

const target = process.env.COMPASS_URL;
if (target) {
  const base = new URL(target);
  console.log(`\nAs served by ${base.origin} (Accept-Encoding: br; bytes on the wire, headers excluded)\n`);
  console.log(row(["route", "requests", "bytes sent", "brotli / gzip / identity responses", "vs build's brotli"]));
  console.log(row(["---", "---:", "---:", "---", "---:"]));
  for (const [pathname, files] of routeFiles) {
    let bytes = 0;
    const encodings = { br: 0, gzip: 0, identity: 0 } as Record<string, number>;
    const failures: string[] = [];
    for (const file of files) {
      const page = pathname.split(" ")[0]!;
      const answer = await served(base, file === "index.html" ? page : `/${file}`);
      if (answer.status !== 200) failures.push(`${file}: ${answer.status}`);
      bytes += answer.bytes;
      encodings[answer.encoding] = (encodings[answer.encoding] ?? 0) + 1;
    }
    const expected = sizes(files).brotli;
    console.log(
      row([
        pathname,
        String(files.size),
        kb(bytes),
        `${encodings.br} / ${encodings.gzip} / ${encodings.identity}`,
        `${((bytes / expected) * 100).toFixed(0)}%${failures.length ? ` (failed: ${failures.join(", ")})` : ""}`,
      ]),
    );
  }
}
