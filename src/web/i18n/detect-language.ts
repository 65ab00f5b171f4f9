/**
 * Which language the interface starts in, decided without loading i18next (the boot, main.tsx,
 * reads it too): the language chosen in this browser, else the first of the browser's preferred
 * languages that Compass speaks, else English.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where this browser keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = "compass.language";

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The language chosen in this browser by its user, or null (only guessed so far). */
export function chosenLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // Storage blocked: the browser's preferences decide.
  }
}

export function detectLanguage(): Language {
  const chosen = chosenLanguage();
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag?.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}
