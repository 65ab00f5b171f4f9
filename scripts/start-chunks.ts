/**
 * Fewer, larger chunks for what pages load at start (issue #18; bench/README.md, "Lighthouse").
 *
 * Left to itself, the bundler cuts the modules that the app shell uses (React, i18next, Mantine's
 * base components…) into one chunk per set of lazy pages that also use them: ~30 files of
 * 0.1–2 KB, all fetched at once by every page, each a request on a slow phone network (and, over
 * HTTP/1.1, a place in a queue of six). Every page loads all of them anyway, so they can be one
 * file; the same holds for what every signed-in page loads on top (the guard's modules), and for
 * what the main layout brings.
 *
 * Which modules those are is known only once the bundler has tree-shaken and split the app (the
 * import graph alone says "all of Mantine": its index re-exports every component). So the web is
 * built twice (`npm run build:web`): a first build that writes nothing but records, for each group,
 * the modules of the chunks a start module loads statically (`collectStartModules`), and the real
 * build, whose `codeSplitting.groups` put each group's modules in one chunk (`startChunkGroups`).
 * Chunks that the signed-out redirect (`auth/redirect-to-sign-in`) loads stay as they are, so that
 * path loads no more than before; a group's chunk is named after its start module.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { routeStarts, SIGN_IN_PACKAGES, SIGN_IN_REDIRECT, SIGNED_IN_MODULES, type RouteStart } from "./web-routes.js";

/**
 * Each group: its name and its start modules (under src/web). A chunk that a start loads statically
 * joins the start's group only if every route that loads the chunk at start loads the start too,
 * and neither the signed-out redirect nor the entry loads it. (A part loaded later — a dialog, an
 * editor, the account menu of a signed-in visitor on a public page — may then bring a group's
 * chunk with it: later, and only what that part needed anyway give or take the group's rest.)
 */
const GROUPS: Array<{ name: string; starts: string[] }> = [
  { name: "app-start", starts: ["app"] },
  { name: "signed-in-start", starts: SIGNED_IN_MODULES },
  { name: "main-layout-start", starts: ["layouts/main/main-layout"] },
];

type Recorded = Record<string, string[]>;

export interface OutChunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  moduleIds: string[];
  imports: string[];
}

/** Where the first build leaves the groups for the second. */
export const START_MODULES_FILE = path.resolve(import.meta.dirname, "../node_modules/.cache/compass-start-modules.json");

/** The groups' modules, from the chunks of a build that had none. */
export function startModules(chunks: OutChunk[], webRoot: string, routeTable: RouteStart[] = routeStarts()): Recorded {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const source = (c: OutChunk) => (c.facadeModuleId ? path.relative(webRoot, c.facadeModuleId).replace(/\.[cm]?[jt]sx?$/, "") : undefined);
  const facade = (name: string) => {
    const chunk = chunks.find((c) => source(c) === name || c.facadeModuleId?.includes(`/node_modules/${name}/`));
    if (!chunk) throw new Error(`start-chunks: no chunk for ${name}`);
    return chunk;
  };
  /** A chunk's file and every chunk it loads statically. */
  const loads = (from: OutChunk) => {
    const seen = new Set<string>();
    const stack = [from.fileName];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const union = (sets: Set<string>[]) => new Set(sets.flatMap((s) => [...s]));

  const apart = union([SIGN_IN_REDIRECT, ...SIGN_IN_PACKAGES].map((m) => loads(facade(m))).concat(chunks.filter((c) => c.isEntry).map(loads)));
  const routes = routeTable.map((r) => ({ starts: new Set(r.modules), files: union([...r.modules, ...r.packages].map((m) => loads(facade(m)))) }));

  const taken = new Set<string>();
  const recorded: Recorded = {};
  for (const group of GROUPS) {
    const starts = group.starts.map(facade);
    for (const s of starts) taken.add(s.fileName);
    const modules: string[] = [];
    for (const file of union(starts.map(loads))) {
      if (taken.has(file) || apart.has(file)) continue;
      if (routes.some((r) => r.files.has(file) && !group.starts.some((s) => r.starts.has(s)))) continue;
      taken.add(file);
      modules.push(...byFile.get(file)!.moduleIds);
    }
    recorded[group.name] = modules;
  }
  return recorded;
}

/** The first build's plugin: records each group's modules. */
export function collectStartModules(webRoot: string): Plugin {
  return {
    name: "compass-collect-start-modules",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk") as unknown as OutChunk[];
      mkdirSync(path.dirname(START_MODULES_FILE), { recursive: true });
      writeFileSync(START_MODULES_FILE, JSON.stringify(startModules(chunks, webRoot)));
    },
  };
}

/** The real build's groups, from the first build's record (none without it). */
export function startChunkGroups(): Array<{ name: string; test: (id: string) => boolean; priority: number }> {
  if (!existsSync(START_MODULES_FILE)) return [];
  const recorded = JSON.parse(readFileSync(START_MODULES_FILE, "utf8")) as Recorded;
  return GROUPS.map((group, i) => {
    const modules = new Set(recorded[group.name] ?? []);
    return { name: group.name, test: (id: string) => modules.has(id), priority: GROUPS.length - i };
  });
}
