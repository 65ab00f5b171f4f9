/**
 * Small helpers for writing the starter library's html exactly as the server's allowlist stores
 * it (src/server/learning/html-sanitizer.ts), so a file reads the same as the stored text.
 */

/**
 * A link to an official site, opened in a new tab: the sanitiser gives every external link
 * target="_blank" and rel="noopener noreferrer", so the source carries them already.
 */
export function officialLink(href: string, text: string): string {
  if (!href.startsWith("https://")) throw new TypeError(`starter library links are https only: ${href}`);
  return `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;
}
