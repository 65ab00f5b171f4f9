/**
 * Finds the web addresses in a message's text (http://, https:// or www.) so the page can show
 * them as links while everything else stays text: the text is never parsed as HTML, and only
 * http(s) addresses become links (no javascript:, data: or other schemes). Punctuation that ends
 * a sentence ("see https://example.com.") and a closing bracket that opens nowhere in the address
 * ("(https://example.com)") stay outside the link. Pure.
 */
export type TextSegment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const CANDIDATE = /(?:https?:\/\/|www\.)[^\s<>"]+/giu;
const TRAILING = /[.,;:!?'"*_~]$/u;
const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function count(text: string, ch: string): number {
  let n = 0;
  for (const c of text) if (c === ch) n++;
  return n;
}

/** The address without what follows it in the sentence. */
function trimEnd(candidate: string): string {
  let s = candidate;
  for (;;) {
    const last = s.at(-1);
    if (last === undefined) return s;
    if (TRAILING.test(last)) {
      s = s.slice(0, -1);
      continue;
    }
    const open = PAIRS[last];
    if (open !== undefined && count(s, last) > count(s, open)) {
      s = s.slice(0, -1);
      continue;
    }
    return s;
  }
}

/** The link's target, or null when the text is not a usable http(s) address. */
export function hrefOf(text: string): string | null {
  const withScheme = /^www\./iu.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname || !url.hostname.includes(".")) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  const pushText = (s: string) => {
    if (s === "") return;
    const prev = out.at(-1);
    if (prev?.kind === "text") prev.text += s;
    else out.push({ kind: "text", text: s });
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    // An address starts a word: not "xwww.example.com" or "ahttps://…".
    if (start > 0 && /[\p{L}\p{N}_]/u.test(text[start - 1]!)) continue;
    const found = trimEnd(match[0]);
    const href = found.length > 0 ? hrefOf(found) : null;
    if (href === null) continue;
    pushText(text.slice(last, start));
    out.push({ kind: "link", text: found, href });
    last = start + found.length;
  }
  pushText(text.slice(last));
  return out;
}
