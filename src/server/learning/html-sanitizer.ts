/**
 * The allowlist every html_body passes through on every write (issue #9, spec §1): what an
 * administrator's rich text may hold when a learner's browser renders it.
 *
 * Kept: headings, paragraphs, line breaks and rules, emphasis (strong/b, em/i, u, s), lists, links,
 * images from our own file store, tables (colspan/rowspan only), blockquote, code and pre, and bare
 * spans. Everything else is dropped: unknown tags keep their text, while the content of script, style,
 * iframe, object, embed, svg, math, form (and the other raw-text or embedding elements in
 * DROPPED_WITH_CONTENT) is dropped with them, never escaped into visible text.
 *
 * Attributes: no event handlers, no style, no id, no class except `language-*` on code (the editor's
 * code blocks name their language that way; no other class is kept, so content cannot borrow the app's
 * styling hooks). Links keep only http, https, mailto and relative URLs; `javascript:`, `data:`,
 * `vbscript:` and every other scheme are removed however they are written (entities, tabs or newlines
 * inside, mixed case), as are protocol-relative `//host` URLs. External links (http or https to another
 * origin) get `target="_blank"` and `rel="noopener noreferrer"`; relative and mailto links get neither.
 * Images stay only when `src` (and every `srcset` candidate) starts with the file store's prefix; an
 * image from any other host is removed.
 */
import sanitize from "sanitize-html";
import { rpcError } from "../core/errors.js";
import { FILE_URL_PREFIX, isOwnFileUrl, URL_NOISE } from "./url-rules.js";

/** Largest html_body accepted, in UTF-8 bytes (1 MiB). */
export const HTML_BODY_MAX_BYTES = 1024 * 1024;

/** An html_body over HTML_BODY_MAX_BYTES; its message names the field, for INVALID_ARGUMENT. */
export class HtmlBodyTooLargeError extends Error {
  readonly field = "html_body";
  constructor(readonly bytes: number) {
    super(`html_body: the text is too long (${bytes} bytes; at most ${HTML_BODY_MAX_BYTES} bytes, 1 MB).`);
    this.name = "HtmlBodyTooLargeError";
  }
}

export interface SanitizeOptions {
  /** Where our file store serves files, e.g. "/files/" or "https://cdn.example.com/files/"; ends with "/". */
  fileUrlPrefix: string;
  /** This site's origin ("https://compass.example.org"): absolute links to it are not external. */
  siteOrigin?: string;
}

const ALLOWED_TAGS = [
  "h1", "h2", "h3", "h4", "h5", "h6",
  "p", "br", "hr",
  "strong", "b", "em", "i", "u", "s",
  "ul", "ol", "li",
  "a", "img",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td",
  "blockquote", "code", "pre", "span",
];

/** Disallowed elements whose content goes with them (scripts, styles, embedded documents, forms). */
const DROPPED_WITH_CONTENT = [
  "script", "style", "xmp", "noscript", "noembed", "noframes", "template",
  "iframe", "frame", "frameset", "object", "embed", "applet",
  "svg", "math",
  "form", "textarea", "select", "option", "button",
  "title", "head",
];

const ALLOWED_SCHEMES = ["http", "https", "mailto"];
const SMALL_NUMBER = /^\d{1,4}$/;
const SPAN_NUMBER = /^[1-9]\d{0,2}$/;
const SIZES = /^[\w\s(),.:%+-]{1,200}$/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

type LinkKind = "relative" | "mailto" | "internal" | "external";

/** What a link target is, or null when it must not be kept. */
function classifyHref(raw: string, siteOrigin: string | undefined): LinkKind | null {
  const cleaned = raw.replace(URL_NOISE, "");
  if (cleaned === "") return null;
  if (/^[/\\]{2}/.test(cleaned)) return null; // protocol-relative: another host without a scheme
  const scheme = SCHEME.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined) return "relative";
  if (!ALLOWED_SCHEMES.includes(scheme)) return null;
  if (scheme === "mailto") return "mailto";
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  return siteOrigin !== undefined && url.origin === siteOrigin ? "internal" : "external";
}

/** The srcset kept when every candidate is one of our files ("url 480w, url 2x"), else undefined. */
function ownSrcset(srcset: string, prefix: string): string | undefined {
  const candidates = srcset.split(",").map((c) => c.trim());
  const kept: string[] = [];
  for (const candidate of candidates) {
    const m = /^(\S+)(?:\s+(\d{1,5}w|\d{1,2}(?:\.\d{1,2})?x))?$/.exec(candidate);
    if (!m?.[1] || !isOwnFileUrl(m[1], prefix)) return undefined;
    kept.push(m[2] ? `${m[1]} ${m[2]}` : m[1]);
  }
  return kept.length > 0 ? kept.join(", ") : undefined;
}

function checkPrefix(prefix: string): void {
  if (!/^(\/|https:\/\/[^/\\\s]+\/)(\S*\/)?$/.test(prefix) || prefix.startsWith("//")) {
    throw new TypeError(`fileUrlPrefix must be "/path/" or "https://host/path/", not ${JSON.stringify(prefix)}.`);
  }
}

/** Only the listed attributes whose values match; the rest are dropped. */
function keep(attribs: sanitize.Attributes, rules: Record<string, RegExp>): sanitize.Attributes {
  const out: sanitize.Attributes = {};
  for (const [name, pattern] of Object.entries(rules)) {
    const value = attribs[name];
    if (value !== undefined && pattern.test(value)) out[name] = value;
  }
  return out;
}

/**
 * The html_body as stored and rendered: `html` through the allowlist above. Throws
 * HtmlBodyTooLargeError (message "html_body: …") when the input is over HTML_BODY_MAX_BYTES.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  const bytes = Buffer.byteLength(html, "utf8");
  if (bytes > HTML_BODY_MAX_BYTES) throw new HtmlBodyTooLargeError(bytes);
  const prefix = options.fileUrlPrefix;
  checkPrefix(prefix);
  const siteOrigin = options.siteOrigin === undefined ? undefined : new URL(options.siteOrigin).origin;

  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "srcset", "sizes", "alt", "width", "height"],
      th: ["colspan", "rowspan"],
      td: ["colspan", "rowspan"],
      code: ["class"],
    },
    allowedClasses: { code: ["language-*"] },
    allowedSchemes: ALLOWED_SCHEMES,
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: DROPPED_WITH_CONTENT,
    nestingLimit: 100,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href;
        const kind = href === undefined ? null : classifyHref(href, siteOrigin);
        const out: sanitize.Attributes = {};
        if (href !== undefined && kind !== null) out.href = href.trim();
        if (attribs.title !== undefined) out.title = attribs.title;
        if (kind === "external") {
          out.target = "_blank";
          out.rel = "noopener noreferrer";
        }
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => {
        const src = attribs.src?.trim();
        if (src === undefined || !isOwnFileUrl(src, prefix)) return { tagName: "img", attribs: {} };
        const out = keep(attribs, { alt: /^[^]{0,500}$/, width: SMALL_NUMBER, height: SMALL_NUMBER });
        out.src = src;
        const srcset = attribs.srcset === undefined ? undefined : ownSrcset(attribs.srcset, prefix);
        if (srcset !== undefined) {
          out.srcset = srcset;
          if (attribs.sizes !== undefined && SIZES.test(attribs.sizes)) out.sizes = attribs.sizes;
        }
        return { tagName, attribs: out };
      },
      th: (tagName, attribs) => ({ tagName, attribs: keep(attribs, { colspan: SPAN_NUMBER, rowspan: SPAN_NUMBER }) }),
      td: (tagName, attribs) => ({ tagName, attribs: keep(attribs, { colspan: SPAN_NUMBER, rowspan: SPAN_NUMBER }) }),
    },
    // An image whose source was refused keeps nothing: remove the element.
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  });
}

/** html_body through the allowlist (INVALID_ARGUMENT over 1 MB). */
export function cleanHtml(html: string): string {
  try {
    return sanitizeHtml(html, { fileUrlPrefix: FILE_URL_PREFIX });
  } catch (err) {
    if (err instanceof HtmlBodyTooLargeError) throw rpcError.invalidArgument(err.message);
    throw err;
  }
}
