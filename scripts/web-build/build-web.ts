/**
 * `npm run build:web`: the web app built in one process, into WEB_OUT_DIR (default dist/web).
 *
 * 1. Two recording passes (written nowhere) find the start groups: which modules every route, every
 *    signed-in route and every main-layout route load at start, so each group is one file
 *    (start-chunks.ts). The record stays in memory.
 * 2. The real build, with those groups, and its record beside the manifest (`.vite/start-groups.json`).
 * 3. The SSR bundle of the sign-in form, and one page per route with its preloads (route-pages.ts).
 * 4. Every text file precompressed (compress-web.mjs).
 *
 * The page and layout modules and the early calls come from the route table (route-modules.ts):
 * a route naming a module that does not exist fails the build here, as does a start module or
 * group the build cannot find. A plain `vite build` makes a working app without the groups.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { webConfig, type WebConfigOptions } from "../../vite.config.js";
// @ts-expect-error -- a plain .mjs module without types (its functions are documented there)
import { compressWeb } from "./compress-web.mjs";
import { writeRoutePages } from "./route-pages.js";
import { mantineLeafSheets, mergeRecords, startChunkGroups, startModules, startRecordFile, type OutChunk } from "./start-chunks.js";
import { MantineStyles } from "./vite-mantine-css.js";
import { routeStarts } from "./web-routes.js";

const repo = path.resolve(import.meta.dirname, "../..");
const webRoot = path.join(repo, "src/web");
const outDir = path.resolve(repo, process.env.WEB_OUT_DIR || "dist/web");

async function bundle(options: Omit<WebConfigOptions, "command">) {
  return build({ ...webConfig({ command: "build", ...options }), configFile: false, logLevel: options.write === false ? "warn" : "info" });
}

/** The chunks of a recording pass. */
async function recordingChunks(options: Omit<WebConfigOptions, "command" | "write">): Promise<OutChunk[]> {
  const result = await bundle({ ...options, write: false });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((o) => ("output" in o ? o.output : [])).filter((c) => c.type === "chunk") as unknown as OutChunk[];
}

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const sheets = mantineLeafSheets(new MantineStyles());
const routes = routeStarts();

const first = startModules(await recordingChunks({}), webRoot, routes, sheets);
const record = mergeRecords(first, startModules(await recordingChunks({ groups: startChunkGroups(first) }), webRoot, routes, sheets));
console.log(`build-web: start groups recorded (${Object.entries(record).map(([name, modules]) => `${name} ${modules.length} modules`).join(", ")}; ${seconds()})`);

await bundle({ groups: startChunkGroups(record) });
mkdirSync(path.dirname(startRecordFile(outDir)), { recursive: true });
writeFileSync(startRecordFile(outDir), JSON.stringify(record));

await bundle({ prerender: true });
const pages = await writeRoutePages(outDir, record);
console.log(`build-web: ${pages} route pages with their preloads in ${path.relative(process.cwd(), outDir)}/routes/ (the sign-in form prerendered; ${seconds()})`);

const compressed = (await compressWeb(outDir)) as unknown[];
console.log(`build-web: ${compressed.length} text files precompressed; done in ${seconds()}`);
