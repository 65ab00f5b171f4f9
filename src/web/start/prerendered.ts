/**
 * Taking over a prerendered page (the sign-in form: docs/decisions/0028-prerendered-sign-in-form.md).
 * The build wrote its markup in one language, for a browser with nothing pending; the app hydrates
 * it — keeps its elements, and what was typed in them — only when it would draw the same.
 */
import type { createBrowserRouter } from "react-router";
import { PRERENDERED_MARK } from "../../shared/prerender";
import { peekSignInNotice } from "../auth/sign-in-notice";
import type { Language } from "../i18n/detect-language";

type Router = ReturnType<typeof createBrowserRouter>;

/** Whether the root holds prerendered markup the app would draw the same in `language`. */
export function hydratable(container: HTMLElement, language: Language): boolean {
  if (container.dataset.prerendered !== PRERENDERED_MARK) return false;
  // Another language chosen in this browser, or a notice for the form (after a password change): drawn anew.
  return container.dataset.prerenderedLang === language && peekSignInNotice() === null;
}

/** Resolves once the router has loaded the first route's code (its lazy layout and page): then it draws what was prerendered. */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** React could not take the markup over and drew the page again: still right, only slower. */
export function onHydrationError(error: unknown): void {
  console.warn("The prerendered page was drawn again:", error);
}
