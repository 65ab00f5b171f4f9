/**
 * The one route table of the web app: src/shared/routes.ts (path, name, layout, roles, sign-in,
 * page module) turned into React Router routes. History mode (createBrowserRouter); every layout and page is
 * loaded lazily (route `lazy`); each page route has its own error boundary with a retry.
 *
 * ROUTE GUARD: spec §2's guard (overlay 'Authenticating...', session check, profile checks, role
 * lists) wraps every page that needs sign-in (src/web/auth/route-guard.tsx, loaded with the API
 * transport and query cache by signed-in-root.tsx; the decision is src/web/auth/guard.ts), reading
 * `signIn` and `roles` from the matched route's `handle.route`. Public pages, which the guard lets
 * through anyway, render without it and load none of those modules.
 */
import { Suspense } from "react";
// Each route's page and each layout, loaded lazily: made by the build from the route table.
import { layouts, pages } from "virtual:compass/route-modules";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { routeByName, ROUTES, type Layout, type RouteDef, type RouteName } from "../../shared/routes";
import { matchRoute } from "../../shared/route-match";
import { PageLoader } from "../components/route/page-loader";
import { preloadable } from "../components/route/preloadable";
import { DocumentTitle, NavigationProgress, ScrollManager, type RouteHandle } from "../components/route/route-effects";
import { RouteError } from "../components/route/route-error";
import { FullScreenOverlay } from "../components/overlay/full-screen-overlay";
import { useRouteMeta } from "../components/route/route-meta";
import { areasReady } from "../i18n/language";

export interface AppRouteHandle extends RouteHandle {
  route: RouteDef;
}

function pageRoute(def: RouteDef): RouteObject {
  const name = def.name as RouteName;
  const load = pages[name];
  if (!load) throw new Error(`No page module for the route ${name}`);
  const handle: AppRouteHandle = { name, route: def };
  return {
    id: name,
    path: def.path,
    handle,
    ErrorBoundary: RouteError,
    // A page renders once its strings in the chosen language have arrived (i18n/language.ts).
    lazy: async () => {
      const page = await load();
      await areasReady();
      return { Component: page.default };
    },
  };
}

/**
 * The route guard with the API transport and query cache: only under routes that need sign-in.
 * The app loads it before its first render on such a route (no fallback, no wait: preloadable.tsx).
 */
const signedInRoot = preloadable(() => import("./signed-in-root"));
export const preloadSignedInRoot = signedInRoot.preload;
const SignedInRoot = signedInRoot.Component;

function AppRoot() {
  const route = useRouteMeta();
  return (
    <>
      <DocumentTitle />
      <ScrollManager />
      <NavigationProgress />
      {route?.signIn ? (
        <Suspense fallback={<FullScreenOverlay reason="authenticating" />}>
          <SignedInRoot />
        </Suspense>
      ) : (
        // Public pages (spec §2: the guard lets them through) load none of the signed-in modules.
        <Outlet />
      )}
    </>
  );
}

/**
 * The routes as React Router takes them: every page of the table, or, given `first`, only that
 * one (the router adds the others as the user goes: createAppRouter).
 */
export function appRoutes(first?: RouteDef): RouteObject[] {
  const layoutNames = Object.keys(layouts) as Layout[];
  return [
    {
      id: "root",
      Component: AppRoot,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: layoutNames.map((layout) => ({
        id: `layout-${layout}`,
        lazy: async () => {
          const module = await layouts[layout]();
          await areasReady();
          return { Component: module.default };
        },
        children: ROUTES.filter((r) => r.layout === layout && (first === undefined || r === first)).map(pageRoute),
      })),
    },
  ];
}

/** The table's route for a path the router is going to (the not-found page's for none). */
export const routeForPath = (path: string): RouteDef => matchRoute(new URL(path, "http://x").pathname) ?? routeByName("not-found");

/**
 * The router, starting with only the route of the page it opens: React Router compiles a matcher
 * for every route it is given when it starts (~85 here: 15–35 ms of the first load's main thread
 * on a fast machine, four times that on a slow phone). A path it cannot match to the end, or only
 * through a parameter or the not-found route's `*`, asks `patchRoutesOnNavigation` first, which
 * adds that path's route from the same table (src/shared/route-match.ts, as the boot matches).
 * `opened`: the route of the address the page opened at, when the caller has matched it already.
 */
export function createAppRouter(opened: RouteDef | null = matchRoute(window.location.pathname)) {
  const first = opened ?? routeByName("not-found");
  const added = new Set<string>([first.name]);
  return createBrowserRouter(appRoutes(first), {
    patchRoutesOnNavigation({ path, patch }) {
      const route = routeForPath(path);
      if (added.has(route.name)) return;
      added.add(route.name);
      patch(`layout-${route.layout}`, [pageRoute(route)]);
    },
  });
}
