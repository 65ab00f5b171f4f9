/**
 * scripts/start-chunks.ts: which chunks of a first build join the start groups — what a start
 * loads statically, unless a route that does not load the start loads it too, or the signed-out
 * redirect or the entry does.
 */
import { describe, expect, it } from "vitest";
import { startModules, type OutChunk } from "../../scripts/start-chunks.js";
import type { RouteStart } from "../../scripts/web-routes.js";

const ROOT = "/w/src/web";
function chunk(fileName: string, facade: string | null, imports: string[] = [], extra: Partial<OutChunk> = {}): OutChunk {
  return { type: "chunk", fileName, facadeModuleId: facade, isEntry: false, isDynamicEntry: facade !== null, moduleIds: [`/m/${fileName}`], imports, ...extra };
}

const chunks: OutChunk[] = [
  chunk("main.js", `${ROOT}/main.tsx`, ["boot-util.js"], { isEntry: true, isDynamicEntry: false }),
  chunk("boot-util.js", null),
  chunk("app.js", `${ROOT}/app.tsx`, ["react.js", "mantine-base.js", "boot-util.js"]),
  chunk("react.js", null),
  chunk("mantine-base.js", null, ["react.js"]),
  chunk("redirect.js", `${ROOT}/auth/redirect-to-sign-in.ts`, ["shared-util.js"]),
  chunk("shared-util.js", null),
  chunk("oidc.js", "/w/node_modules/oidc-client-ts/dist/index.js"),
  chunk("simple-layout.js", `${ROOT}/layouts/simple/simple-layout.tsx`, ["footer.js", "react.js"]),
  chunk("main-layout.js", `${ROOT}/layouts/main/main-layout.tsx`, ["footer.js", "menu.js", "pb.js"]),
  chunk("footer.js", null),
  chunk("menu.js", null),
  chunk("privacy.js", `${ROOT}/pages/privacy/privacy-page.tsx`, ["text.js"]),
  chunk("home.js", `${ROOT}/pages/home/home-page.tsx`, ["text.js", "paper.js"]),
  chunk("text.js", null),
  chunk("paper.js", null),
  chunk("signed-in-root.js", `${ROOT}/signed-in-root.tsx`, ["query.js", "pb.js"]),
  chunk("user-gate.js", `${ROOT}/auth/user-gate.tsx`, ["pb.js"]),
  chunk("interceptor.js", `${ROOT}/auth/interceptor.ts`, ["token.js", "shared-util.js"]),
  chunk("query.js", null),
  chunk("pb.js", null),
  chunk("token.js", null),
  chunk("connect-web.js", "/w/node_modules/@connectrpc/connect-web/dist/esm/index.js"),
];

const routes: RouteStart[] = [
  { name: "privacy-policy", signIn: false, modules: ["app", "layouts/simple/simple-layout", "pages/privacy/privacy-page"], packages: [] },
  {
    name: "my-journey",
    signIn: true,
    modules: ["app", "layouts/main/main-layout", "pages/home/home-page", "signed-in-root", "auth/user-gate", "auth/interceptor"],
    packages: ["@connectrpc/connect-web"],
  },
];

describe("start groups", () => {
  const groups = startModules(chunks, ROOT, routes);
  const files = (name: string) => (groups[name] ?? []).map((m) => m.replace("/m/", "")).sort();

  it("put what the app loads in one group, but not what the entry loads", () => {
    expect(files("app-start")).toEqual(["mantine-base.js", "react.js"]);
  });

  it("put what every signed-in page loads in a second, leaving what the signed-out redirect also loads", () => {
    expect(files("signed-in-start")).toEqual(["pb.js", "query.js", "token.js"]);
  });

  it("put what only the main layout's routes load in a third, not what a public layout shares", () => {
    expect(files("main-layout-start")).toEqual(["menu.js"]);
  });

  it("leave pages' chunks and starts' own chunks as they are", () => {
    const grouped = Object.values(groups).flat();
    for (const file of ["text.js", "paper.js", "footer.js", "app.js", "main-layout.js", "signed-in-root.js", "shared-util.js", "boot-util.js"]) {
      expect(grouped).not.toContain(`/m/${file}`);
    }
  });
});
