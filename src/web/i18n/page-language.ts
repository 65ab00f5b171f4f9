/**
 * The language the page shows (`<html lang>`, kept by language.ts), for requests that ask the server
 * for its messages in it (`Accept-Language`): readable without loading i18next.
 */
export const pageLanguage = (): string => (typeof document !== "undefined" && document.documentElement.lang) || "en";
