/**
 * A category's or module's name as the reader sees it (issue #16): a name the starter library
 * gives (src/shared/starter-names.ts) in the page's language; any other name — one an
 * administrator wrote or changed — as written. Like the default names of second sign-in steps
 * (../factor-name.ts).
 */
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { starterNameKey } from "../../../shared/starter-names";

export function libraryName(name: string, t: TFunction): string {
  const key = starterNameKey(name);
  return key ? t(`libraryNames.${key}`) : name;
}

/** Orders categories or modules by their names as shown (a starter name in the reader's language). */
export const byLibraryName =
  (t: TFunction) =>
  (a: { title: string }, b: { title: string }): number =>
    libraryName(a.title, t).localeCompare(libraryName(b.title, t));

/** libraryName bound to the page's language. */
export function useLibraryName(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => libraryName(name, t), [t]);
}
