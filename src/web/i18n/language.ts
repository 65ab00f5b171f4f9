/**
 * The interface language (issue #16): English or Spanish.
 *
 * - Chosen at the first visit from the browser's preferences (`navigator.languages`), switched in
 *   the account menu and on the sign-in pages, remembered in this browser (localStorage) and, for a
 *   signed-in user, in their settings (the `language` key of PutValueForKey: remembered-language.ts),
 *   which a new browser takes on at sign-in.
 * - English is bundled; another language's strings are fetched when it is chosen: the core
 *   (`./es.ts`) before the first render, and each area's (`./es/<area>.ts`) when that area's
 *   English registers (`addArea`, called by `./en/<area>.ts` as its pages load). A route waits for
 *   its areas' strings (`areasReady`) before it renders, so a page never flashes in English.
 * - `<html lang>` follows the language.
 */
import { chosenLanguage, detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from "./detect-language";
import { LANGUAGE_COOKIE } from "../../shared/prerender";
import i18n from "./index";

export { isLanguage, type Language } from "./detect-language";

/** The per-user setting's key (PutValueForKey / GetValueForKey). */
export const LANGUAGE_SETTING_KEY = "language";

/** Each language's name in itself (a switch shows the other language's). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** The language a two-language switch offers. */
export const otherLanguage = (language: Language): Language => (language === "en" ? "es" : "en");

type Strings = Record<string, unknown>;
type Loader = () => Promise<{ default: Strings }>;

/** Each language's core strings but English's (bundled), a chunk each. */
const CORES: Partial<Record<Language, Loader>> = { es: () => import("./es") };
/** Each language's area strings, a chunk per area: `./es/<area>.ts`. */
const AREAS: Partial<Record<Language, Record<string, Loader>>> = {
  es: import.meta.glob<{ default: Strings }>("./es/*.ts"),
};

/** The areas whose English has loaded (their pages are in use). */
const areas = new Set<string>();
/** Strings being fetched, keyed "language/area"; settled ones stay as done. */
const loads = new Map<string, Promise<void>>();

function load(language: Language, area: string | null): Promise<void> {
  const id = `${language}/${area ?? ""}`;
  let done = loads.get(id);
  if (!done) {
    const loader = area === null ? CORES[language] : AREAS[language]?.[`./${language}/${area}.ts`];
    done = loader
      ? loader().then(
          // A copy, as for English (index.ts): the first bundle becomes the store the others merge into.
          (module) => void i18n.addResourceBundle(language, "translation", structuredClone(module.default), true, true),
          (err: unknown) => {
            // Fetched again next time (a network failure must not stick); the English shows meanwhile.
            loads.delete(id);
            console.warn(`Strings for ${id} could not be loaded`, err);
          },
        )
      : Promise.resolve();
    loads.set(id, done);
  }
  return done;
}

/** The active language. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : "en");

/** The language being switched to, while its strings are fetched (areas registering meanwhile fetch it too). */
let switchingTo: Language | null = null;

/** Registers an area's English strings; with another language on (or coming), fetches that language's too. */
export function addArea(area: string, english: Strings): void {
  i18n.addResourceBundle("en", "translation", structuredClone(english), true, false);
  areas.add(area);
  const language = switchingTo ?? currentLanguage();
  if (language !== "en") void load(language, area);
}

/** Resolves when every string being fetched has arrived (a route awaits it before rendering). */
export async function areasReady(): Promise<void> {
  await Promise.all(loads.values());
}

/** Whether this browser has a language chosen by its user (not only guessed). */
export const hasChosenLanguage = (): boolean => chosenLanguage() !== null;

/** Fetches a language's strings: its core and every area in use (English's are bundled). */
async function fetchStrings(language: Language): Promise<void> {
  if (language !== "en") await Promise.all([load(language, null), ...[...areas].map((area) => load(language, area))]);
}

/** Makes `language` i18next's, its strings fetched first; touches no DOM or storage (the prerender uses it). */
export async function loadLanguage(language: Language): Promise<void> {
  await fetchStrings(language);
  await i18n.changeLanguage(language);
}

/** Switches the interface to `language` (its strings fetched first); `remember`: kept in this browser. */
export async function setLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  switchingTo = language;
  try {
    await fetchStrings(language);
    if (options.remember) {
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage blocked: the choice lasts until the page is closed.
      }
      // Also a cookie: the server sends the prerendered sign-in form in it (shared/prerender.ts).
      const secure = window.location.protocol === "https:" ? "; secure" : "";
      document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
    }
    await i18n.changeLanguage(language);
    document.documentElement.lang = language;
  } finally {
    switchingTo = null;
  }
}

/** Before the first render: the detected language, its strings fetched (English needs nothing). */
export async function startLanguage(): Promise<void> {
  const language = detectLanguage();
  if (language === "en") {
    document.documentElement.lang = "en";
    return;
  }
  await setLanguage(language).catch(() => undefined);
}
