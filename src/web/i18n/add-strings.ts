/**
 * Strings that load with their pages. en.ts holds what every page may show (the shell, the
 * navigation, errors, the journey); each area's strings (src/web/i18n/en/<area>.ts) load with the
 * modules that use them, which import that file: a first visit downloads only its pages' words.
 * Keys keep their full paths ("adminContent.title"), so `t` is used as before.
 */
import i18n from "./index";

export function addStrings(language: string, strings: Record<string, unknown>): void {
  i18n.addResourceBundle(language, "translation", strings, true, false);
}
