#!/usr/bin/env node
/**
 * Precompresses the built web app for @fastify/static's `preCompressed` serving (src/server/app.ts):
 * every text asset under the directory (default dist/web) gets `FILE.br` (brotli, quality 11) and
 * `FILE.gz` (gzip, level 9) beside it, each only when it is smaller than the file itself. Run by
 * the last step of `npm run build:web` (build-web.ts); `node scripts/web-build/compress-web.mjs [dir]` by hand.
 *
 * Each variant keeps the source's modification time. The server's ETag is `W/"size-mtime"` of the
 * file it sends, so the three representations of one file differ by size alone; a brotli file no
 * smaller than the gzip one (which happens only for tiny files) is therefore not kept — it would
 * save nothing and could share the gzip file's ETag.
 *
 * Dot-directories (Vite's .vite/manifest.json) are not served and are skipped. Variants left by an
 * earlier run that no longer pay for themselves are removed, so the script can be run again.
 */
import { readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing (the server sends `Vary: Accept-Encoding` for the same list). */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html?|svg|json|txt|webmanifest|map|xml)$/i;

/** Every compressible file under `dir`, skipping dot-files and dot-directories. */
async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes `file + ext` with the source's times when `bytes` is kept, removes a stale one otherwise. */
async function keepOrRemove(file, ext, bytes, times) {
  const target = file + ext;
  if (bytes === null) {
    await rm(target, { force: true });
    return;
  }
  await writeFile(target, bytes);
  await utimes(target, times.atime, times.mtime);
}

/** Compresses one file; returns its raw, gzip and brotli sizes (null: variant not kept). */
async function compressFile(file) {
  const [raw, times] = await Promise.all([readFile(file), stat(file)]);
  const [gz, br] = await Promise.all([
    gzip(raw, { level: 9 }),
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  const keepGz = gz.length < raw.length ? gz : null;
  const keepBr = br.length < raw.length && (keepGz === null || br.length < keepGz.length) ? br : null;
  await Promise.all([keepOrRemove(file, ".gz", keepGz, times), keepOrRemove(file, ".br", keepBr, times)]);
  return { file, raw: raw.length, gzip: keepGz?.length ?? null, brotli: keepBr?.length ?? null };
}

/** Compresses every text asset under `root`; resolves to one row per file. */
export async function compressWeb(root) {
  const files = [];
  for await (const file of textFiles(root)) files.push(file);
  return Promise.all(files.map(compressFile));
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (invokedDirectly) {
  const root = path.resolve(process.argv[2] ?? "dist/web");
  const started = performance.now();
  const rows = await compressWeb(root).catch((err) => {
    console.error(`compress-web: ${err.message}`);
    process.exit(1);
  });
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  // What a client accepting `br, gzip` is sent: the smallest variant kept, else the file itself.
  const sum = (pick) => rows.reduce((total, row) => total + (pick(row) ?? row.gzip ?? row.raw), 0);
  console.log(
    `compress-web: ${rows.length} text files in ${path.relative(process.cwd(), root) || "."}: ` +
      `${kb(rows.reduce((total, row) => total + row.raw, 0))} raw, ${kb(sum((r) => r.gzip))} gzip -9, ${kb(sum((r) => r.brotli))} brotli 11 ` +
      `(${rows.filter((r) => r.brotli !== null).length} .br, ${rows.filter((r) => r.gzip !== null).length} .gz; ` +
      `${Math.round(performance.now() - started)} ms)`,
  );
}
