/**
 * i18next set up synchronously with the bundled English strings. Spanish is the next language:
 * add `es.ts` shaped like `Translation` and list it in `resources`.
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./en";

export const SUPPORTED_LANGUAGES = ["en"] as const;

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  react: { useSuspense: false },
});

export default i18n;
