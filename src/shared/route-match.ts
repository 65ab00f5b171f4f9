/**
 * Which route of the table (routes.ts) a path opens, without a router: the web app's boot
 * (src/web/start/main.tsx) decides from it, before React or React Router load, whether a signed-out
 * visitor can be sent to sign in at once. Same syntax as React Router: `:param`, `:param?`, and
 * static segments; like the router, a route with more static segments wins over one with params
 * (`/auth/callback` over `/auth/:type?`).
 */
import { ROUTES, type RouteDef } from "./routes.js";

function segments(path: string): string[] {
  return path.split("/").filter((s) => s !== "");
}

/** Whether a route pattern matches a pathname. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  let i = 0;
  for (const part of want) {
    const optional = part.endsWith("?");
    const isParam = part.startsWith(":");
    const value = have[i];
    if (value === undefined) {
      if (optional) continue;
      return false;
    }
    if (isParam) {
      i++;
      continue;
    }
    if (value.toLowerCase() !== (optional ? part.slice(0, -1) : part).toLowerCase()) {
      if (optional) continue;
      return false;
    }
    i++;
  }
  return i === have.length;
}

const staticSegments = (pattern: string) => segments(pattern).filter((s) => !s.startsWith(":")).length;

/** The route a pathname opens (null: none, i.e. the not-found page). */
export function matchRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteDef | null {
  let best: RouteDef | null = null;
  for (const route of routes) {
    if (route.path === "*" || !matchesPattern(route.path, pathname)) continue;
    if (!best || staticSegments(route.path) > staticSegments(best.path)) best = route;
  }
  return best;
}
