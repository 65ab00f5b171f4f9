/**
 * Rules of a user's key/value entries (GetValueForKey & co., spec §3 "Key/value entry"): what a key
 * and a value may be, and how many keys one user may keep. Pure functions, unit-tested in tables
 * (tests/unit/settings/settings-policy.test.ts). Who may touch whose entries is the access table's
 * (a user their own; Admin* any user's, administrators only), so there is no per-object rule here.
 *
 * Decisions:
 * - A key is taken exactly as sent: it is never trimmed or normalised, so what a client reads back
 *   is under the very key it wrote. To keep keys that look alike from being different keys, a key
 *   may not start or end with white space, nor hold control characters (C0, DEL, C1, the line and
 *   paragraph separators). 1–128 characters (code points).
 * - A value is any text (line breaks and tabs included: clients keep small JSON documents) of at
 *   most 16 KiB once encoded as UTF-8; empty is a value like any other. NUL and invalid UTF-8 are
 *   refused for every request by the shared call layer (string-check.ts).
 * - One user keeps at most 200 keys: writing a 201st new key is RESOURCE_EXHAUSTED; overwriting an
 *   existing key is always allowed. Together: at most about 3.2 MiB per user.
 */

export const KEY_MAX_CHARACTERS = 128;
export const VALUE_MAX_BYTES = 16 * 1024;
export const KEYS_PER_USER = 200;

const length = (s: string): number => [...s].length;

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const EDGE_SPACE = /^\s|\s$/u;

/** What is wrong with a key ("key: …" is the caller's), or null when it may be used. */
export function keyProblem(key: string): string | null {
  if (key === "") return "enter a key.";
  const n = length(key);
  if (n > KEY_MAX_CHARACTERS) return `use at most ${KEY_MAX_CHARACTERS} characters (this one has ${n}).`;
  if (CONTROL.test(key)) return "remove the line breaks and control characters.";
  if (EDGE_SPACE.test(key)) return "remove the spaces at the start and end; keys are used exactly as sent.";
  return null;
}

/** What is wrong with a value, or null when it may be stored. */
export function valueProblem(value: string): string | null {
  const bytes = Buffer.byteLength(value, "utf8");
  if (bytes > VALUE_MAX_BYTES) return `use at most ${VALUE_MAX_BYTES} bytes (16 KiB) of UTF-8 text (this one has ${bytes}).`;
  return null;
}

/** Whether a user who keeps `keysHeld` keys may add a new one (overwriting one is always allowed). */
export const mayAddKey = (keysHeld: number): boolean => keysHeld < KEYS_PER_USER;

/** The answer to a 201st key. */
export const TOO_MANY_KEYS = `At most ${KEYS_PER_USER} keys can be stored for one user; delete one that is no longer needed first.`;
