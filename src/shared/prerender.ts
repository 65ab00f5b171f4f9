/**
 * The sign-in form prerendered at build time (docs/decisions/0028-prerendered-sign-in-form.md):
 * the build writes its first screen as HTML, once per language, with a stand-in for the
 * provider's interaction id; the server puts the real id in (src/server/web/prerendered.ts) and
 * the app takes the markup over (hydrates it) instead of drawing it again (src/web/start/app.tsx).
 */
/** Stands for the interaction id in the prerendered markup (as written by encodeURIComponent: unchanged). */
export const PRERENDER_INTERACTION = "compass-prerendered-interaction";

/** The prerendered screen's address, with the stand-in. */
export const PRERENDERED_SIGN_IN_URL = `/auth/login?interaction=${PRERENDER_INTERACTION}`;

/** An interaction id the server may write into the page (oidc-provider's are 21 URL-safe characters). */
export const INTERACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The file of the prerendered sign-in form in a language, under the web build's routes/. */
export const prerenderedSignInFile = (language: "en" | "es"): string => `auth-login.${language}.html`;

/** The root element's marker of prerendered markup (`data-prerendered`). */
export const PRERENDERED_MARK = "sign-in";

/** The id of the template holding a prerendered page's module preloads until its first paint (src/web/start/prerendered-boot.ts). */
export const AFTER_PAINT_TEMPLATE_ID = "compass-after-paint";

/**
 * The cookie a language chosen in the browser is also kept in (beside local storage), so the
 * server can send the prerendered form in it: a name and "en" or "es", nothing personal.
 */
export const LANGUAGE_COOKIE = "compass.language";
