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
 * import graph alone says "all of Mantine": its index re-exports every component). So
 * `npm run build:web` (build-web.ts) bundles the app three times in one process: two recording
 * passes that write nothing and return their chunks, from which `startModules` records, for each
 * group, the modules of the chunks that join it (the second pass, split with the first's groups,
 * adds what that split shows: `mergeRecords`), and the real build, whose `codeSplitting.groups`
 * put each group's modules in one chunk (`startChunkGroups`). The record is kept in memory and
 * written beside the build's manifest (`startRecordFile`): no build reads an earlier one's. Small parts
 * that pages share join the groups too, where that costs the group's other routes less than a
 * request (`REQUEST_BYTES`). Chunks that the signed-out redirect (`auth/redirect-to-sign-in`) loads
 * stay as they are, so that path loads no more than before; a group's chunk is named after it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { START_DESCRIPTOR_ID } from "./start-descriptor.js";
import type { MantineStyles } from "./vite-mantine-css.js";
import { GLOBAL_SHEETS } from "./vite-mantine-css.js";
import { APP_MODULE, routeStarts, SIGN_IN_PACKAGES, SIGN_IN_REDIRECT, SIGNED_IN_MODULES, type RouteStart } from "./web-routes.js";

/**
 * Each group: its name and its start modules (under src/web). A chunk that routes load at start
 * joins the narrowest group whose routes (those that load its start) include every route that
 * loads the chunk — when the group's start loads it, when every route of the group does, or when
 * it is small enough (`REQUEST_BYTES`) — unless the signed-out redirect or the entry loads it
 * (`startModules`). (A part loaded later — a dialog, an editor, the account menu of a signed-in
 * visitor on a public page — may then bring a group's chunk with it: later, and only what that
 * part needed anyway give or take the group's rest.)
 */
const GROUPS: Array<{ name: string; starts: string[] }> = [
  { name: "app-start", starts: [APP_MODULE] },
  { name: "signed-in-start", starts: SIGNED_IN_MODULES },
  { name: "main-layout-start", starts: ["layouts/main/main-layout"] },
];

export type Recorded = Record<string, string[]>;

export interface OutChunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  moduleIds: string[];
  imports: string[];
  /** The chunk's code (its compressed size decides whether a small chunk may join a group). */
  code?: string;
}

/** A module's path without its script extension (`signed-in-root.tsx` → `signed-in-root`). */
const withoutExtension = (file: string): string => file.replace(/\.[cm]?[jt]sx?$/, "");

/**
 * What one request is worth, in bytes (gzip): on a slow phone network each request costs a round
 * trip (150 ms in Lighthouse's mobile preset, six at a time over HTTP/1.1), so a chunk this small
 * is cheaper loaded by a page that does not use it than fetched on its own by a page that does.
 */
export const REQUEST_BYTES = 2048;

/**
 * Whether a stylesheet module may move into a group's chunk ahead of the page's other sheets: the
 * groups' sheets apply before a page's, so only a sheet built on nothing but what every page has
 * (Mantine's global sheets) may; a component's sheet must follow those of the components it is
 * built on (scripts/web-build/vite-mantine-css.ts). By default no stylesheet moves.
 */
export type SheetMayMove = (moduleId: string) => boolean;
const STYLESHEET = /\.css(?:$|\?)/;

/** Mantine's core sheets that are built on no other component's (see SheetMayMove). */
export function mantineLeafSheets(styles: MantineStyles): SheetMayMove {
  return (id) => {
    const name = /\/@mantine\/core\/styles\/([^/]+?)(?:\.layer)?\.css$/.exec(id)?.[1];
    if (!name) return false;
    try {
      const sheets = styles.sheetsFor([{ source: "@mantine/core", names: [name] }]).map((s) => /styles\/(.+?)(?:\.layer)?\.css$/.exec(s)?.[1]);
      return sheets.includes(name) && sheets.every((sheet) => sheet === name || (GLOBAL_SHEETS as readonly (string | undefined)[]).includes(sheet));
    } catch {
      return false; // a sheet that is not a component's of the same name: left where it is
    }
  };
}

/**
 * Modules whose chunk stays its own: the signed-in shell's API descriptor (scripts/web-build/start-descriptor.ts),
 * which app.tsx evaluates in a task before the rest of the signed-in start.
 */
const staysApart = (moduleId: string) => moduleId === START_DESCRIPTOR_ID;

/** The groups' modules, from the chunks of a recording build. */
export function startModules(chunks: OutChunk[], webRoot: string, routeTable: RouteStart[] = routeStarts(), sheetMayMove: SheetMayMove = () => false): Recorded {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const source = (c: OutChunk) => (c.facadeModuleId ? withoutExtension(path.relative(webRoot, c.facadeModuleId)) : undefined);
  const facade = (name: string) => {
    const chunk =
      chunks.find((c) => source(c) === name || c.facadeModuleId?.includes(`/node_modules/${name}/`)) ??
      // A start that has joined its group (the second recording build): the chunk that holds it.
      chunks.find((c) => c.moduleIds.some((id) => withoutExtension(path.relative(webRoot, id)) === name));
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
  const size = (c: OutChunk) => (c.code === undefined ? Number.POSITIVE_INFINITY : gzipSync(c.code).length);

  const apart = union([SIGN_IN_REDIRECT, ...SIGN_IN_PACKAGES].map((m) => loads(facade(m))).concat(chunks.filter((c) => c.isEntry).map(loads)));
  const routes = routeTable.map((r) => ({ starts: new Set(r.modules), files: union([...r.modules, ...r.packages].map((m) => loads(facade(m)))) }));
  // Starts stay their own chunks — the app's, and each route's layout, page and packages — except
  // those of the signed-in group, which join it: every signed-in route loads all of them at once.
  const joining = new Set(GROUPS.find((g) => g.name === "signed-in-start")!.starts);
  const starts = new Set(
    routeTable
      .flatMap((r) => [...r.modules, ...r.packages])
      .concat(GROUPS.flatMap((g) => g.starts))
      .filter((m) => !joining.has(m))
      .map((m) => facade(m).fileName),
  );
  const groups = GROUPS.map((group) => ({
    name: group.name,
    loaded: union(group.starts.map((s) => loads(facade(s)))),
    routes: new Set(routes.filter((r) => group.starts.some((s) => r.starts.has(s)))),
  }));
  /** Whether every route of the group loads all that the chunk loads statically (else joining would add it to them). */
  const bringsNothing = (file: string, group: (typeof groups)[number]) =>
    [...loads(byFile.get(file)!)].every((f) => f === file || [...group.routes].every((r) => r.files.has(f)));

  const recorded: Recorded = Object.fromEntries(GROUPS.map((g) => [g.name, []]));
  for (const file of union(routes.map((r) => r.files))) {
    if (starts.has(file) || apart.has(file) || byFile.get(file)!.moduleIds.some(staysApart)) continue;
    const users = routes.filter((r) => r.files.has(file));
    // The groups whose routes include every route that loads the chunk, narrowest first.
    const covering = groups.filter((g) => users.every((r) => g.routes.has(r))).sort((a, b) => a.routes.size - b.routes.size);
    const bytes = size(byFile.get(file)!);
    const mayMove = byFile.get(file)!.moduleIds.every((id) => !STYLESHEET.test(id) || sheetMayMove(id));
    const group =
      covering.find((g) => g.loaded.has(file)) ??
      (mayMove
        ? covering.find((g) => bringsNothing(file, g) && (users.length === g.routes.size || (bytes <= REQUEST_BYTES && bytes * (g.routes.size - users.length) <= REQUEST_BYTES * users.length)))
        : undefined);
    if (group) recorded[group.name]!.push(...byFile.get(file)!.moduleIds);
  }
  return recorded;
}

/** The earlier record, with the later one's modules that it had in no group. */
export function mergeRecords(earlier: Recorded, later: Recorded): Recorded {
  const known = new Set(Object.values(earlier).flat());
  return Object.fromEntries(GROUPS.map((g) => [g.name, [...(earlier[g.name] ?? []), ...(later[g.name] ?? []).filter((m) => !known.has(m))]]));
}

/** A chunk group of the bundler's split: the modules `test` accepts go into one chunk named `name`. */
export interface StartChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/** The real build's groups, from the recording passes' record. */
export function startChunkGroups(recorded: Recorded): StartChunkGroup[] {
  // The shell's API descriptor, with the protobuf runtime the groups would otherwise hold: one
  // chunk that needs none of theirs (app.tsx evaluates it before them), not a cycle with them.
  const descriptor = new Set([
    START_DESCRIPTOR_ID,
    ...GROUPS.filter((g) => g.name !== "app-start").flatMap((g) => (recorded[g.name] ?? []).filter((id) => id.includes("/node_modules/@bufbuild/protobuf/"))),
  ]);
  return [
    { name: "api-descriptor", test: (id: string) => descriptor.has(id), priority: GROUPS.length + 1 },
    ...GROUPS.map((group, i) => {
      const modules = new Set(recorded[group.name] ?? []);
      return { name: group.name, test: (id: string) => modules.has(id), priority: GROUPS.length - i };
    }),
  ];
}

/** Where a build leaves its record of the groups' modules, beside its manifest (read by bench/web-size.ts and the e2e suite). */
export const startRecordFile = (outDir: string): string => path.join(outDir, ".vite/start-groups.json");

/** A build's record of the groups' modules (from its output directory), if it was built with groups. */
export const readStartRecord = (outDir: string): Recorded | undefined =>
  existsSync(startRecordFile(outDir)) ? (JSON.parse(readFileSync(startRecordFile(outDir), "utf8")) as Recorded) : undefined;

/**
 * The build manifest's key for a start module (`signed-in-root` → `signed-in-root.tsx`), or, for
 * a start that joined its group, the group's chunk (`recorded`, the first build's record, says
 * which); undefined when neither is in the manifest.
 */
export function startKey(manifest: Record<string, { name?: string }>, source: string, webRoot: string, recorded: Recorded | undefined): string | undefined {
  const bare = source.replace(/^\.\//, "");
  const own = Object.keys(manifest).find((k) => k === bare || withoutExtension(k) === bare);
  if (own || recorded === undefined) return own;
  const id = path.join(webRoot, bare);
  const group = Object.keys(recorded).find((name) => recorded[name]!.some((m) => withoutExtension(m) === id));
  return group === undefined ? undefined : Object.keys(manifest).find((k) => manifest[k]!.name === group && /\.[cm]?js$/.test(k));
}
