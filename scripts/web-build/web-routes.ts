/**
 * What each route of the web app loads at start, as source modules (paths under src/web, without
 * extension), from the route table (src/shared/routes.ts): the app, the route's layout and page,
 * and under sign-in the guard's modules; `packages` are the packages those modules import lazily
 * at once. Used by the build steps scripts/web-build/route-pages.ts (preload links per route) and
 * scripts/web-build/start-chunks.ts (chunk groups).
 */
import { LAYOUT_MODULES, ROUTES } from "../../src/shared/routes.js";

/** The app's module: what the boot (start/main.tsx) starts once it has decided the visit needs it. */
export const APP_MODULE = "start/app";
/** What the guard loads for a signed-in route, and the API client it imports lazily. */
export const SIGNED_IN_MODULES = ["start/signed-in-root", "auth/user-gate", "auth/interceptor"];
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
    const modules = [APP_MODULE, LAYOUT_MODULES[route.layout], route.page, ...(route.signIn ? SIGNED_IN_MODULES : [])];
    // Under sign-in the app reads the stored session itself (auth/storage-keys.ts); oidc-client-ts
    // loads after the page, except on the callback, which needs it at once.
    const packages = [...(route.signIn ? SIGNED_IN_PACKAGES : []), ...(route.name === "auth-callback" ? SIGN_IN_PACKAGES : [])];
    return { name: route.name, signIn: route.signIn, modules, packages };
  });
}
