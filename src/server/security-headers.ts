/**
 * Security headers (DESIGN §9), computed once and set on every response.
 * CSP: no inline script; inline styles allowed (Mantine sets them);
 * frame-ancestors 'self' because the silent sign-in frame is same-origin.
 *
 * Scripts and stylesheets of the built app (/assets/*.js, *.css) are never documents, so they get
 * only what applies to them (nosniff, the cross-origin resource policy): the document headers
 * (~1 KB) on each of a page's 40–60 assets were a quarter of a first visit's bytes on a phone.
 * The API's answers (RPCs, the app's configuration) are data a page fetches, not documents either:
 * they get nosniff, the resource policy and a CSP that loads nothing and allows no framing, in case
 * one is opened in a tab (~100 bytes instead of ~1 KB on each of a signed-in page's calls).
 */
import type { Config } from "./config.js";

const CSP = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  // blob: the content editor shows a picture from the admin's disk while it uploads.
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "frame-src": ["'self'", "https://www.youtube-nocookie.com", "https://www.youtube.com"],
  "frame-ancestors": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
} as const;

export function securityHeaders(config: Pick<Config, "publicUrl">): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    "content-security-policy": Object.entries(CSP)
      .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
      .join("; "),
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "x-frame-options": "SAMEORIGIN",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "x-dns-prefetch-control": "off",
    "x-permitted-cross-domain-policies": "none",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  return withTransportSecurity(headers, config);
}

/** The headers of an API answer (an RPC's, the app's configuration): data, never a page of the app. */
export function apiAnswerHeaders(config: Pick<Config, "publicUrl">): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-origin",
  };
  return withTransportSecurity(headers, config);
}

/** The headers, frozen, with HSTS when the product is served over https. */
function withTransportSecurity(headers: Record<string, string>, config: Pick<Config, "publicUrl">): Readonly<Record<string, string>> {
  if (config.publicUrl.startsWith("https:")) {
    headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  }
  return Object.freeze(headers);
}

/** The headers of a script or stylesheet of the built app (never rendered as a document). */
export function assetHeaders(): Readonly<Record<string, string>> {
  return Object.freeze({ "x-content-type-options": "nosniff", "cross-origin-resource-policy": "same-origin" });
}

/** Whether a request path is a script or stylesheet of the built app (SVG and HTML are not: they can be documents). */
export function isScriptOrStyleAsset(pathname: string): boolean {
  return /^\/assets\/[^/]+\.(?:js|css)$/.test(pathname);
}
