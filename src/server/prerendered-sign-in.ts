/**
 * The sign-in form as the build prerendered it (docs/decisions/0028-prerendered-sign-in-form.md):
 * for `/auth/login?interaction=ID` — where the provider sends a browser to sign in — the page
 * already holds the form in the visitor's language, with the interaction's id written into its
 * links, so a phone shows the form as soon as the document and its stylesheets arrive instead of
 * after the app's code; the app then takes it over. Any other address, or an id that is not one,
 * gets the route's ordinary page.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { INTERACTION_ID, LANGUAGE_COOKIE, PRERENDER_INTERACTION, prerenderedSignInFile } from "../shared/prerender.js";
import { cookieValue } from "../shared/session-flag.js";
import { requestLanguage, type MessageLanguage } from "./i18n/server-messages.js";

const LANGUAGES = ["en", "es"] as const satisfies readonly MessageLanguage[];

export interface PrerenderedSignIn {
  /** The page for a request, or undefined when this address is not the prerendered sign-in form's. */
  page(url: string, headers: { cookie?: string; "accept-language"?: string }): string | undefined;
}

/** Reads the prerendered pages of a web build (`routes/auth-login.LANG.html`); null when the build has none. */
export function loadPrerenderedSignIn(routesDir: string): PrerenderedSignIn | null {
  const pages = new Map<MessageLanguage, string>();
  for (const language of LANGUAGES) {
    const file = path.join(routesDir, prerenderedSignInFile(language));
    if (existsSync(file)) pages.set(language, readFileSync(file, "utf8"));
  }
  if (!pages.has("en")) return null;
  return {
    page(url, headers) {
      const id = signInInteraction(url);
      if (id === undefined) return undefined;
      const template = pages.get(pageLanguage(headers)) ?? pages.get("en")!;
      // The stand-in is URL-safe and so is the id (INTERACTION_ID): nothing to escape.
      return template.replaceAll(PRERENDER_INTERACTION, id);
    },
  };
}

/** The interaction id of `/auth/login?interaction=ID` (nothing else in the query), else undefined. */
export function signInInteraction(url: string): string | undefined {
  const { pathname, searchParams } = new URL(url, "http://compass.invalid");
  if (pathname !== "/auth/login" || [...searchParams.keys()].length !== 1) return undefined;
  const id = searchParams.get("interaction");
  return id !== null && INTERACTION_ID.test(id) ? id : undefined;
}

/**
 * The language the app will start in, as its boot decides it (src/web/i18n/detect-language.ts):
 * the one chosen in this browser (its cookie), else the browser's preferred one Compass speaks.
 */
export function pageLanguage(headers: { cookie?: string; "accept-language"?: string }): MessageLanguage {
  const cookie = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  return LANGUAGES.find((language) => language === cookie) ?? requestLanguage(headers["accept-language"]);
}
