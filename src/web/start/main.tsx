/**
 * The web app's entry (index.html loads only this): a small boot that decides, before React,
 * the router, the API client or the sign-in library load, what the first visit needs.
 *
 * - A signed-out visitor (no stored tokens, no session-present cookie: spec §4 then tries no
 *   silent check) on a page that needs sign-in goes straight to the provider's sign-in — the same
 *   redirect the app's guard and /auth would make, without booting the app first
 *   (auth/redirect-to-sign-in.ts). 'Redirecting...' shows meanwhile.
 * - Everyone else gets the app (app.tsx), which loads a page's modules as its route needs them:
 *   public pages never load the API client, the generated code or the query cache
 *   (docs/decisions/0009-fast-first-visit.md).
 */
// Mantine's global sheets, in Mantine's order; each component's sheet comes with the module that
// uses it (scripts/web-build/vite-mantine-css.ts), so a page loads only the CSS it needs.
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "../global.css";
import { matchRoute } from "../../shared/route-match";
import { isProviderAnswer } from "../auth/auth-machine";
import { hasSessionFlag } from "../auth/session-flag";
import { detectLanguage } from "../i18n/detect-language";
import { hasStoredUser } from "../auth/storage-keys";
import { afterFirstPaint, holdEarlySubmits } from "./prerendered-boot";
import { startEarlyData } from "./early-data";
import { applyStartSheet } from "./start-sheet";
import { nextTask } from "../idle";

function startApp(): void {
  void import("./app");
}

/** The spec's 'Redirecting...' overlay, without React (the same look: global.css). */
function showRedirecting(): void {
  const overlay = document.createElement("div");
  overlay.className = "compass-overlay";
  overlay.setAttribute("role", "status");
  overlay.setAttribute("aria-live", "polite");
  overlay.setAttribute("aria-busy", "true");
  overlay.dataset.testid = "full-screen-overlay";
  const text = document.createElement("p");
  text.className = "compass-overlay-text";
  // The app's strings are not loaded yet: the two words in the language the app will pick (i18n/language.ts).
  text.textContent = detectLanguage() === "es" ? "Redirigiendo..." : "Redirecting...";
  overlay.append(text);
  document.body.append(overlay);
}

// A prerendered form (the sign-in form) can be submitted before the app has run: held until it has.
holdEarlySubmits(document.getElementById("root"));

const { pathname, search, hash } = window.location;
const route = matchRoute(pathname);
const signedInPage = route?.signIn === true && !isProviderAnswer(search);
const storedUser = signedInPage && hasStoredUser();
const redirect = signedInPage && !storedUser && !hasSessionFlag();
// With a stored session, a signed-in page's first calls go out first, beside the app's code.
if (storedUser) void startEarlyData(route.name);

// The rest in the next task (the boot as two short tasks, not one long one: idle.ts nextTask).
void nextTask().then(() => {
  // The route's stylesheets (one file) apply once loaded; the splash does not wait for them.
  void applyStartSheet();

  if (redirect) {
    showRedirecting();
    import("../auth/redirect-to-sign-in")
      .then(({ redirectToSignIn }) => redirectToSignIn({ pathname, search, hash }))
      .catch(() => {
        // The sign-in could not start (e.g. offline): the app shows it, with a retry.
        document.querySelector(".compass-overlay")?.remove();
        startApp();
      });
  } else {
    // A prerendered page asks for the app once it has been painted; any other page at once.
    afterFirstPaint(startApp);
  }
});
