/**
 * The React app (loaded by the boot, main.tsx): strings and theme around the router. The API
 * transport and query cache are provided only under the routes that need sign-in (router.tsx,
 * signed-in-root.tsx), so public pages do not load them.
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppTree } from "./app-tree";
import { currentLanguage, startLanguage } from "../i18n/language";
import { createAppRouter, preloadSignedInRoot } from "./router";
import { matchRoute } from "../../shared/route-match";
import { hydratable, onHydrationError, routerReady } from "./prerendered";
import { beforeTakeOver } from "./prerendered-boot";
import { startSheetApplied } from "./start-sheet";
import { nextTask } from "../idle";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The first render waits for the chosen language's strings (nothing to wait for in English). It is
// a transition: React renders the first screen in slices and lets the browser breathe between them
// instead of one long task (on a slow phone the sign-in form's Lighthouse score went 0.71 → 0.79:
// bench/README.md, "Lighthouse"). The steps before it (the strings, the router) run in tasks of
// their own after this module's evaluation, for the same reason (idle.ts nextTask).
//
// A prerendered page (the sign-in form: prerendered.ts) is taken over as it is — hydrated once the
// route's code has loaded — when the app would draw the same: same language, nothing pending
// that the build could not know. Otherwise React draws the page over it.
//
// On a route that needs sign-in, the guard's module comes before the first render too (it is
// preloaded with the page): rendered at once, it shows no fallback React would then hold. With a
// stored session, so do the page's first answers (signed-in-root.tsx: primeFirstRender).
//
// The signed-in start's modules are evaluated in two tasks: the API's descriptor first (decoding it
// is the longest step of that start), then the rest (query cache, transport, guard).
const firstRoute = matchRoute(window.location.pathname);
const signedIn = async (route: string) => {
  await import("../../gen/compass/v1/compass_pb");
  await nextTask();
  await preloadSignedInRoot();
  await (await import("./signed-in-root")).primeFirstRender(route, window.location);
};
const signedInReady = firstRoute?.signIn ? signedIn(firstRoute.name).catch(() => undefined) : undefined;

async function start(container: HTMLElement): Promise<void> {
  await nextTask();
  const language = startLanguage().catch(() => undefined);
  await nextTask();
  const router = createAppRouter(firstRoute);
  await Promise.all([language, startSheetApplied(), signedInReady]);
  const app = (
    <AppTree>
      <RouterProvider router={router} />
    </AppTree>
  );
  const hydrate = hydratable(container, currentLanguage());
  if (hydrate) await routerReady(router);
  beforeTakeOver();
  if (hydrate) hydrateRoot(container, app, { onRecoverableError: onHydrationError });
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
void start(container);
