/**
 * The rules every URL a client writes and the server stores must pass (issue #37, finding 7): one
 * module, so an image set, a logo, a class's meeting link and an attachment's link cannot drift
 * apart from html_body's own rules (html-sanitizer.ts uses `isOwnFileUrl` from here).
 *
 * - **Images** (`image_set` of categories, contents and modules; a user's and a bank's logo) are
 *   our own uploads only, exactly like an image in html_body: `/files/<key>`, no dot segments, no
 *   spaces or control characters. `javascript:`, `data:`, any external http(s) address and
 *   protocol-relative `//host` are refused, so a stored image can never run script or track a
 *   learner from another host.
 * - **Links** (a class's meeting link, an attachment's link) are absolute http(s) URLs with a host
 *   and no user name or password; `javascript:`, `data:`, `vbscript:` and every other scheme are
 *   refused. The stored form is the URL as the WHATWG parser normalises it.
 *
 * `imageUrlProblem`/`linkProblem` are pure (what is wrong, or null); `checkImageUrl`/`checkLink`
 * turn a problem into INVALID_ARGUMENT naming the field.
 */
import { rpcError } from "../core/errors.js";

/** Where the file store serves files: the only image source html_body and stored images keep. */
export const FILE_URL_PREFIX = "/files/";

/** The longest stored URL, in characters. */
export const STORED_URL_MAX = 2048;

/** Characters browsers skip or strip inside a URL: C0 controls, space, DEL and other whitespace. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const URL_NOISE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

/** What a stored link may not hold: spaces, control characters, backslashes (which browsers read as "/"). */
// eslint-disable-next-line no-control-regex -- control characters and spaces are what this refuses
const NOT_IN_LINK = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\u00a0\u1680\u180e\u2000-\u200f\u202f\u205f\u3000\ufeff\\]/u;

/** A file of our store: `prefix` + a key, no noise, no backslash, no "." or ".." segment (even encoded). */
export function isOwnFileUrl(src: string, prefix: string = FILE_URL_PREFIX): boolean {
  if (!src.startsWith(prefix) || src.length === prefix.length) return false;
  if (src.replace(URL_NOISE, "") !== src || src.includes("\\")) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(src.slice(prefix.length));
  } catch {
    return false;
  }
  return !decoded.split(/[/\\]/).some((segment) => segment === "." || segment === "..");
}

export type UrlProblem = "empty" | "too-long" | "spaces" | "not-a-url" | "scheme" | "no-host" | "credentials" | "not-our-file";

/** Why an image address may not be stored (null: it may, as given after trimming). */
export function imageUrlProblem(raw: string, max = STORED_URL_MAX): UrlProblem | null {
  const value = raw.trim();
  if (value === "") return "empty";
  if ([...value].length > max) return "too-long";
  if (NOT_IN_LINK.test(value)) return "spaces";
  return isOwnFileUrl(value) ? null : "not-our-file";
}

/** A link as it is stored (`href`), or why it may not be. Empty is "empty": the caller decides. */
export function linkProblem(raw: string, max = STORED_URL_MAX): { href: string } | { problem: UrlProblem } {
  const value = raw.trim();
  if (value === "") return { problem: "empty" };
  if ([...value].length > max) return { problem: "too-long" };
  if (NOT_IN_LINK.test(value)) return { problem: "spaces" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: "not-a-url" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { problem: "scheme" };
  if (url.hostname === "") return { problem: "no-host" };
  if (url.username !== "" || url.password !== "") return { problem: "credentials" };
  if (url.href.length > max) return { problem: "too-long" };
  return { href: url.href };
}

function linkMessage(problem: UrlProblem, max: number): string {
  switch (problem) {
    case "empty":
      return "enter a link (http or https).";
    case "too-long":
      return `use at most ${max} characters.`;
    case "spaces":
      return "remove the spaces and control characters.";
    case "scheme":
      return "only http and https links are allowed.";
    case "no-host":
      return "the link has no host.";
    case "credentials":
      return "remove the user name and password from the link.";
    default:
      return "enter a full link starting with https:// (or http://).";
  }
}

/** An image address to store: trimmed, one of our files; else INVALID_ARGUMENT naming `field`. */
export function checkImageUrl(raw: string, field: string, max = STORED_URL_MAX): string {
  const problem = imageUrlProblem(raw, max);
  if (problem === null) return raw.trim();
  if (problem === "empty") throw rpcError.invalidArgument(`${field}: enter the image's address.`);
  if (problem === "too-long") throw rpcError.invalidArgument(`${field}: use at most ${max} characters.`);
  throw rpcError.invalidArgument(`${field}: upload the image; only images uploaded to Compass (${FILE_URL_PREFIX}…) are kept.`);
}

/** A link to store (normalised), else INVALID_ARGUMENT naming `field`; empty only when `optional`. */
export function checkLink(raw: string, field: string, options: { optional?: boolean; max?: number } = {}): string {
  const max = options.max ?? STORED_URL_MAX;
  const result = linkProblem(raw, max);
  if ("href" in result) return result.href;
  if (result.problem === "empty" && options.optional) return "";
  throw rpcError.invalidArgument(`${field}: ${linkMessage(result.problem, max)}`);
}
