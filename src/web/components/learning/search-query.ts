/**
 * A search query as the web sends it: trimmed, at most QUERY_MAX characters, with a letter or digit
 * in it (the search box, the results page and the survey's suggestions check it alike).
 */

/** Longest query the server takes (characters). */
export const QUERY_MAX = 200;

/** A query worth sending: trimmed, at most QUERY_MAX characters, with a letter or digit in it. */
export function searchable(query: string): { ok: true; query: string } | { ok: false; reason: "empty" | "long" } {
  const q = query.trim();
  if ([...q].length > QUERY_MAX) return { ok: false, reason: "long" };
  if (!/[\p{L}\p{N}]/u.test(q)) return { ok: false, reason: "empty" };
  return { ok: true, query: q };
}
