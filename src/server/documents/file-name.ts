/**
 * Download file names for the documents (cash-flow workbook, business plan and survey PDFs):
 * `<kind>-<business>-v<N>.<extension>`, the business's name in lower-case ASCII letters, digits and
 * dashes (accents dropped: "Café Olé" → "cafe-ole"; "Rosa's Bakery" → "rosa-s-bakery"), and
 * `<kind>-v<N>.<extension>` when nothing of it is left. Safe in a Content-Disposition header and on
 * every file system.
 */

/** Characters of the business's name kept in a file name. */
export const NAME_IN_FILE_MAX = 60;

/** The business's name as a file-name part: lower-case ASCII letters, digits and single dashes ("" when none is left). */
export function fileNameSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, NAME_IN_FILE_MAX)
    .replace(/^-+|-+$/g, "");
}

/** `kind-slug-vN.extension` (`kind-vN.extension` without a usable name); a version that is not a whole number ≥ 0 reads 0. */
export function documentFileName(kind: string, businessName: string, versionNumber: number, extension: string): string {
  const slug = fileNameSlug(businessName);
  const version = Number.isSafeInteger(versionNumber) && versionNumber >= 0 ? versionNumber : 0;
  return slug === "" ? `${kind}-v${version}.${extension}` : `${kind}-${slug}-v${version}.${extension}`;
}
