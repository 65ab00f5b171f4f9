/**
 * What each route of the web app loads at start, as source modules (paths under src/web, without
 * extension), read from the route table (src/shared/routes.ts) and router.tsx's lazy imports: the
 * app, the route's layout and page (or the "not available yet" page), and under sign-in the
 * guard's modules; `lazy` are the packages those modules import lazily at once. Used by the build
 * steps scripts/route-pages.ts (preload links per route) and scripts/start-chunks.ts (chunk groups).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROUTES } from "../src/shared/routes.js";

const router = readFileSync(path.resolve(import.meta.dirname, "../src/web/router.tsx"), "utf8");

/** `name: () => import("./x")` pairs of a block of router.tsx. */
function lazyModules(block: string): Map<string, string> {
  const start = router.indexOf(block);
  if (start < 0) throw new Error(`router.tsx has no ${block}`);
  const body = router.slice(start, router.indexOf("};", start));
  const found = new Map<string, string>();
  for (const m of body.matchAll(/"?([\w-]+)"?:\s*\(\)\s*=>\s*import\("\.\/([^"]+)"\)/g)) found.set(m[1]!, m[2]!);
  return found;
}

const layouts = lazyModules("const LAYOUTS");
const pages = lazyModules("export const BUILT_PAGES");
const NOT_AVAILABLE = "pages/not-available/not-available-page";
/** What the guard loads for a signed-in route, and the API client it imports lazily. */
export const SIGNED_IN_MODULES = ["signed-in-root", "auth/user-gate", "auth/interceptor"];
export const SIGNED_IN_PACKAGES = ["@connectrpc/connect-web"];
/** What a signed-out visitor of a signed-in route loads: the redirect to sign in. */
export const SIGN_IN_REDIRECT = "auth/redirect-to-sign-in";
export const SIGN_IN_PACKAGES = ["oidc-client-ts"];

export interface RouteStart {
  name: string;
  signIn: boolean;
  /** Source modules loaded at start. */
  modules: string[];
  /** Packages loaded lazily at start. */
  packages: string[];
}

export function routeStarts(): RouteStart[] {
  return ROUTES.map((route) => {
    const layout = layouts.get(route.layout);
    if (!layout) throw new Error(`router.tsx has no layout ${route.layout}`);
    const modules = ["app", layout, pages.get(route.name) ?? NOT_AVAILABLE, ...(route.signIn ? SIGNED_IN_MODULES : [])];
    // Under sign-in the app reads the stored session itself (auth/storage-keys.ts); oidc-client-ts
    // loads after the page, except on the callback, which needs it at once.
    const packages = [...(route.signIn ? SIGNED_IN_PACKAGES : []), ...(route.name === "auth-callback" ? SIGN_IN_PACKAGES : [])];
    return { name: route.name, signIn: route.signIn, modules, packages };
  });
}
