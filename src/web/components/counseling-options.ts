/**
 * The choices of the funder's code lists (issue #40; ADR 0040) for a Select: SBA's counseling
 * areas and session types (labels from the `counseling` strings), and SBA's languages, named in the
 * reader's language by Intl.DisplayNames (a code the browser cannot name shows SBA's English name).
 */
import type { TFunction } from "i18next";
import { LANGUAGE_CODES, SBA_LANGUAGE } from "../../shared/counseling-codes";
import "../i18n/en/counseling";

export const COUNSELING_AREA_MAX = 22;
export const COUNSELING_SESSION_TYPE_MAX = 6;

/** Options "0" (not chosen) … max, labelled from `counseling.<list>.<n>`. */
export function codeOptions(t: TFunction, list: "area" | "sessionType", max: number): { value: string; label: string }[] {
  return Array.from({ length: max + 1 }, (_, i) => ({ value: String(i), label: t(`counseling.${list}.${i}`) }));
}

/** A language code's name in `locale` ("" → not chosen). */
export function languageName(t: TFunction, code: string, locale: string): string {
  if (code === "") return t("counseling.language.none");
  if (code === "other") return t("counseling.language.other");
  try {
    const name = new Intl.DisplayNames([locale], { type: "language", fallback: "none" }).of(code);
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // An old browser without DisplayNames: SBA's English name below.
  }
  return SBA_LANGUAGE[code] ?? code;
}

/** SBA's languages as options, English and Spanish first, then by name; "" (not chosen) first. */
export function languageOptions(t: TFunction, locale: string): { value: string; label: string }[] {
  const [first, second, ...rest] = LANGUAGE_CODES.filter((c) => c !== "other");
  const named = rest.map((c) => ({ value: c, label: languageName(t, c, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale));
  return [
    { value: "", label: t("counseling.language.none") },
    ...[first!, second!].map((c) => ({ value: c, label: languageName(t, c, locale) })),
    ...named,
    { value: "other", label: t("counseling.language.other") },
  ];
}
