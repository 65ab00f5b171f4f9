/**
 * scripts/web-build/start-chunks.ts: which chunks of a recording build join the start groups. A chunk joins
 * the narrowest group whose routes include every route that loads it at start: when a start of
 * the group loads it, when every route of the group loads it, or when it is small enough that the
 * group's other routes lose less than a request is worth — and never when it would bring them
 * another chunk. What the signed-out redirect or the entry loads, and the starts' own chunks, stay —
 * except the signed-in group's starts, which join it.
 */
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { mantineLeafSheets, mergeRecords, REQUEST_BYTES, startChunkGroups, startKey, startModules, type OutChunk } from "../../scripts/web-build/start-chunks.js";
import { START_DESCRIPTOR_ID } from "../../scripts/web-build/start-descriptor.js";
import { MantineStyles } from "../../scripts/web-build/vite-mantine-css.js";
import type { RouteStart } from "../../scripts/web-build/web-routes.js";

const ROOT = "/w/src/web";
function chunk(fileName: string, facade: string | null, imports: string[] = [], extra: Partial<OutChunk> = {}): OutChunk {
  return { type: "chunk", fileName, facadeModuleId: facade, isEntry: false, isDynamicEntry: facade !== null, moduleIds: [`/m/${fileName}`], imports, ...extra };
}

/** Code that compresses to about `bytes` (gzip): hex of a hash chain does not compress much. */
function codeOf(bytes: number): string {
  let text = "";
  let block = "seed";
  while (gzipSync(text).length < bytes) {
    block = createHash("sha256").update(block).digest("hex");
    text += block;
  }
  return text;
}
const SMALL = codeOf(300);
const MIDDLING = codeOf(1500);
const LARGE = codeOf(REQUEST_BYTES * 3);

const signedIn = ["start/signed-in-root", "auth/user-gate", "auth/interceptor"];
const page = (name: string) => `${ROOT}/pages/${name}/${name}-page.tsx`;
const chunks: OutChunk[] = [
  chunk("main.js", `${ROOT}/start/main.tsx`, ["boot-util.js"], { isEntry: true, isDynamicEntry: false }),
  chunk("boot-util.js", null),
  chunk("app.js", `${ROOT}/start/app.tsx`, ["react.js", "mantine-base.js", "boot-util.js"]),
  chunk("react.js", null),
  chunk("mantine-base.js", null, ["react.js"]),
  chunk("redirect.js", `${ROOT}/auth/redirect-to-sign-in.ts`, ["shared-util.js"]),
  chunk("shared-util.js", null),
  chunk("oidc.js", "/w/node_modules/oidc-client-ts/dist/index.js"),
  chunk("simple-layout.js", `${ROOT}/layouts/simple/simple-layout.tsx`, ["footer.js", "react.js"]),
  chunk("main-layout.js", `${ROOT}/layouts/main/main-layout.tsx`, ["footer.js", "menu.js", "pb.js"]),
  chunk("footer.js", null),
  chunk("menu.js", null),
  chunk("privacy.js", page("privacy"), ["text.js"]),
  chunk("home.js", page("home"), ["text.js", "paper.js", "tiny.js", "large.js", "needs-large.js", "home-only.js", "leaf-sheet.js", "built-sheet.js"]),
  chunk("welcome.js", page("welcome"), ["paper.js", "tiny.js", "large.js", "needs-large.js", "welcome-only.js", "leaf-sheet.js", "built-sheet.js"]),
  chunk("classes.js", page("classes"), ["paper.js"]),
  chunk("text.js", null, [], { code: LARGE }),
  chunk("paper.js", null, [], { code: LARGE }),
  chunk("tiny.js", null, [], { code: SMALL }),
  chunk("large.js", null, [], { code: LARGE }),
  chunk("needs-large.js", null, ["large.js"], { code: SMALL }),
  chunk("home-only.js", null, [], { code: MIDDLING }),
  chunk("welcome-only.js", null, [], { code: MIDDLING }),
  chunk("leaf-sheet.js", null, [], { code: SMALL, moduleIds: ["/m/leaf-sheet.js", "/n/@mantine/core/styles/Badge.layer.css"] }),
  chunk("built-sheet.js", null, [], { code: SMALL, moduleIds: ["/m/built-sheet.js", "/n/@mantine/core/styles/Combobox.layer.css"] }),
  chunk("signed-in-root.js", `${ROOT}/start/signed-in-root.tsx`, ["query.js", "pb.js"]),
  chunk("user-gate.js", `${ROOT}/auth/user-gate.tsx`, ["pb.js"]),
  chunk("interceptor.js", `${ROOT}/auth/interceptor.ts`, ["token.js", "shared-util.js"]),
  chunk("query.js", null),
  chunk("pb.js", null),
  chunk("token.js", null),
  chunk("connect-web.js", "/w/node_modules/@connectrpc/connect-web/dist/esm/index.js"),
];

const route = (name: string, layout: string, signIn: boolean): RouteStart => ({
  name,
  signIn,
  modules: ["start/app", `layouts/${layout}/${layout}-layout`, `pages/${name}/${name}-page`, ...(signIn ? signedIn : [])],
  packages: signIn ? ["@connectrpc/connect-web"] : [],
});
// Groups' routes: app-start all four; signed-in-start home, welcome, classes; main-layout-start home, classes.
const routes: RouteStart[] = [route("privacy", "simple", false), route("home", "main", true), route("welcome", "simple", true), route("classes", "main", true)];

/** As the build's Mantine rule answers: Badge is built on no other component, Combobox on several. */
const sheetMayMove = (id: string) => id.endsWith("/Badge.layer.css");

describe("start groups", () => {
  const groups = startModules(chunks, ROOT, routes, sheetMayMove);
  const files = (name: string) => (groups[name] ?? []).map((m) => m.replace("/m/", "")).sort();

  it("put what the app loads in one group, and what every route loads though no start does", () => {
    expect(files("app-start")).toEqual(["footer.js", "mantine-base.js", "react.js"]);
  });

  it("put what every signed-in page loads in a second, its own starts with it, leaving what the signed-out redirect also loads", () => {
    expect(files("signed-in-start")).toEqual(
      ["/n/@mantine/core/styles/Badge.layer.css", "interceptor.js", "leaf-sheet.js", "paper.js", "pb.js", "query.js", "signed-in-root.js", "tiny.js", "token.js", "user-gate.js"].sort(),
    );
  });

  it("put what only the main layout's routes load in a third, with a small part only one of them uses", () => {
    expect(files("main-layout-start")).toEqual(["home-only.js", "menu.js"]);
  });

  it("leave a part that is too large for the routes that do not use it, that would bring them another chunk, or whose sheet is built on others", () => {
    const grouped = Object.values(groups).flat();
    for (const file of ["large.js", "needs-large.js", "welcome-only.js", "text.js", "built-sheet.js"]) expect(grouped).not.toContain(`/m/${file}`);
  });

  it("move no stylesheet unless told it may", () => {
    expect(Object.values(startModules(chunks, ROOT, routes)).flat()).not.toContain("/m/leaf-sheet.js");
  });

  it("leave starts' own chunks (but the signed-in group's) and what the entry or the signed-out redirect loads", () => {
    const grouped = Object.values(groups).flat();
    for (const file of ["app.js", "main-layout.js", "home.js", "connect-web.js", "shared-util.js", "boot-util.js"]) {
      expect(grouped).not.toContain(`/m/${file}`);
    }
  });
});

describe("which Mantine sheets may move", () => {
  const mayMove = mantineLeafSheets(new MantineStyles());
  it("those built on nothing but the global sheets", () => {
    for (const name of ["Paper", "Badge", "Skeleton", "Progress"]) expect(mayMove(`/w/node_modules/@mantine/core/styles/${name}.layer.css`), name).toBe(true);
  });
  it("not those built on other components', nor other stylesheets", () => {
    for (const name of ["Combobox", "Input", "Anchor"]) expect(mayMove(`/w/node_modules/@mantine/core/styles/${name}.layer.css`), name).toBe(false);
    expect(mayMove("/w/src/web/global.css")).toBe(false);
    expect(mayMove("/w/node_modules/@mantine/core/styles/NoSuchThing.layer.css")).toBe(false);
  });
});

describe("a second recording", () => {
  it("adds the modules the first had in no group, and keeps each recorded module where it was", () => {
    const earlier = { "app-start": ["a"], "signed-in-start": ["b"], "main-layout-start": [] };
    const later = { "app-start": ["c"], "signed-in-start": ["a", "d"], "main-layout-start": ["b"] };
    expect(mergeRecords(earlier, later)).toEqual({ "app-start": ["a", "c"], "signed-in-start": ["b", "d"], "main-layout-start": [] });
  });
});

describe("with the signed-in starts in their group's chunk (the second recording build)", () => {
  const joined = chunks
    .filter((c) => !["signed-in-root.js", "user-gate.js", "interceptor.js"].includes(c.fileName))
    .concat(
      chunk("signed-in-group.js", null, ["pb.js", "token.js", "shared-util.js"], {
        moduleIds: [`${ROOT}/start/signed-in-root.tsx`, `${ROOT}/auth/user-gate.tsx`, `${ROOT}/auth/interceptor.ts`, "/m/query.js"],
      }),
    );
  it("finds each start in the chunk that holds it, and records that chunk's modules in the group", () => {
    const groups = startModules(joined, ROOT, routes, sheetMayMove);
    expect(groups["signed-in-start"]).toEqual(expect.arrayContaining([`${ROOT}/start/signed-in-root.tsx`, `${ROOT}/auth/user-gate.tsx`, `${ROOT}/auth/interceptor.ts`]));
  });
});

describe("a start's key in the build manifest", () => {
  const manifest = { "start/app.tsx": {}, "pages/home/home-page.tsx": {}, "_signed-in-start-abc.js": { name: "signed-in-start" }, "_signed-in-start-abc.css": { name: "signed-in-start" } };
  const recorded = { "app-start": [], "signed-in-start": [`${ROOT}/start/signed-in-root.tsx`, `${ROOT}/auth/user-gate.tsx`], "main-layout-start": [] };
  it("is the module's own chunk, or the chunk of the group it joined", () => {
    expect(startKey(manifest, "start/app", ROOT, recorded)).toBe("start/app.tsx");
    expect(startKey(manifest, "./pages/home/home-page", ROOT, recorded)).toBe("pages/home/home-page.tsx");
    expect(startKey(manifest, "auth/user-gate", ROOT, recorded)).toBe("_signed-in-start-abc.js");
    expect(startKey(manifest, "auth/missing", ROOT, recorded)).toBeUndefined();
    expect(startKey(manifest, "auth/user-gate", ROOT, undefined)).toBeUndefined();
  });
});

describe("the shell's API descriptor (scripts/web-build/start-descriptor.ts)", () => {
  const pb = (file: string) => `/w/node_modules/@bufbuild/protobuf/dist/esm/${file}`;
  const recorded = {
    "app-start": ["/w/src/web/start/app.tsx", pb("app-only.js")],
    "signed-in-start": ["/w/src/web/start/signed-in-root.tsx", pb("registry.js")],
    "main-layout-start": [pb("wkt/timestamp.js")],
  };

  it("is a chunk of its own with the protobuf runtime the signed-in groups held, ahead of every group", () => {
    const groups = startChunkGroups(recorded);
    const descriptor = groups[0]!;
    expect(descriptor.name).toBe("api-descriptor");
    expect(descriptor.priority).toBeGreaterThan(Math.max(...groups.slice(1).map((g) => g.priority)));
    expect([START_DESCRIPTOR_ID, pb("registry.js"), pb("wkt/timestamp.js")].every(descriptor.test)).toBe(true);
    expect(descriptor.test(pb("app-only.js"))).toBe(false);
    expect(descriptor.test("/w/src/web/start/signed-in-root.tsx")).toBe(false);
  });

  it("does not join a group when a recording build finds it in a chunk the group would take", () => {
    // pb.js, which every signed-in start loads (it joins the signed-in group above), holding the descriptor.
    const withDescriptor = chunks.map((c) => (c.fileName === "pb.js" ? { ...c, moduleIds: [START_DESCRIPTOR_ID] } : c));
    const groups = startModules(withDescriptor, ROOT, routes, sheetMayMove);
    expect(Object.values(groups).flat()).not.toContain(START_DESCRIPTOR_ID);
    expect(groups["signed-in-start"]).toContain("/m/query.js");
  });
});
