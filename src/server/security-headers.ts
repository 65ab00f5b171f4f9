/**
 * Security headers (DESIGN §9), computed once and set on every response.
 * CSP: no inline script; inline styles allowed (Mantine sets them);
 * frame-ancestors 'self' because the silent sign-in frame is same-origin.
 */
import type { Config } from "./config.js";

const CSP = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "https:"],
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
  if (config.publicUrl.startsWith("https:")) {
    headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  }
  return Object.freeze(headers);
}
