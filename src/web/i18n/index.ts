/**
 * i18next set up synchronously with the bundled English strings. Other languages' strings are
 * fetched when chosen (language.ts); react-i18next re-renders when strings are added or the
 * language changes, and a missing translation falls back to English.
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./en";

void i18n.use(initReactI18next).init({
  // A copy: i18next merges the areas into the store it is given, and the module's object stays as written.
  resources: { en: { translation: structuredClone(en) } },
  lng: "en",
  fallbackLng: "en",
  supportedLngs: ["en", "es"], // language.ts's LANGUAGES
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  react: { useSuspense: false, bindI18n: "languageChanged", bindI18nStore: "added" },
});

export default i18n;
