/**
 * How the library editors compare and send their field values: lists and maps by content, the
 * rich text with an empty editor counting as no text, minutes with empty counting as 0.
 */

export const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export const sameMap = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** The editor's HTML of an empty document. */
const EMPTY_HTML = new Set(["", "<p></p>"]);
export const isEmptyHtml = (html: string): boolean => EMPTY_HTML.has(html.trim());

/** The html_body a save sends: nothing for an empty editor. */
export const bodyOf = (html: string): string => (isEmptyHtml(html) ? "" : html);

/** Estimated minutes as sent: empty is 0, never negative or fractional. */
export const minutesOf = (v: number | ""): number => (v === "" ? 0 : Math.max(0, Math.trunc(v)));
