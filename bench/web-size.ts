/**
 * The home route's JavaScript, gzip -9 (run after `npm run build:web`):
 * - initial: the entry chunk plus the chunks index.html loads eagerly (modulepreload) — the budget
 *   figure (goal ≤ 170 KB);
 * - home route in full: additionally the lazily loaded main layout, the my-journey page and the
 *   gRPC-web client its Ping call loads, i.e. everything fetched before the home page is complete.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..", "dist/web");
const BUDGET_KB = 170;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const gzipKb = (files: Iterable<string>) => {
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(root, file));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw: raw / 1024, gz: gz / 1024 };
};

let html: string;
try {
  html = readFileSync(path.join(root, "index.html"), "utf8");
} catch {
  console.error("dist/web/index.html not found: run `npm run build:web` first.");
  process.exit(1);
}

const eager = new Set<string>();
for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g)) eager.add(m[1]!);
for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)) eager.add(m[1]!);

const manifest = JSON.parse(readFileSync(path.join(root, ".vite/manifest.json"), "utf8")) as Manifest;
const closure = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || closure.has(chunk.file)) return;
  closure.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const homeKeys = [
  entryKey,
  "layouts/main/main-layout.tsx",
  "pages/journey/my-journey-page.tsx",
  Object.keys(manifest).find((k) => k.includes("@connectrpc/connect-web"))!,
];
for (const key of homeKeys) visit(key);

const initial = gzipKb(eager);
const full = gzipKb(closure);
console.log(`Web bundle (gzip -9), dist/web`);
console.log(
  `  home route initial JS (entry + ${eager.size - 1} eager chunks): ${initial.gz.toFixed(1)} KB gzip (${initial.raw.toFixed(1)} KB raw); budget ${BUDGET_KB} KB: ${initial.gz <= BUDGET_KB ? "within" : "OVER"}`,
);
console.log(
  `  home route in full (+ main layout, my-journey page, gRPC-web client; ${closure.size} chunks): ${full.gz.toFixed(1)} KB gzip (${full.raw.toFixed(1)} KB raw)`,
);
