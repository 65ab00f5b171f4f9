/**
 * Field rules of the learning library's writes (issue #9): titles, descriptions, tags, estimated
 * minutes, id lists, the category tree and its 'featured' category. Pure functions: each answers the
 * normalised value or a problem written as the project's INVALID_ARGUMENT messages are, `field: what
 * to do` (see rpcError.invalidArgument, account-mapper.ts); `orInvalidArgument` throws it.
 * Lengths count characters (code points), not UTF-16 units or bytes. The learning and classes
 * domains and the starter library (its seed checks the same rules) use them, so they sit below
 * the RPC layer (ADR 0029).
 */
import { rpcError } from "../core/errors.js";
import { isFeaturedTitle } from "../../shared/featured.js";

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const TAG_MAX_LENGTH = 32;
export const TAGS_MAX = 20;
export const ESTIMATED_MINUTES_MAX = 10_000;

/** A checked value, normalised, or the problem naming its field. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const problem = <T>(field: string, message: string): Checked<T> => ({ ok: false, problem: `${field}: ${message}` });

/** The value, or INVALID_ARGUMENT with the problem. */
export function orInvalidArgument<T>(checked: Checked<T>): T {
  if (!checked.ok) throw rpcError.invalidArgument(checked.problem);
  return checked.value;
}

const length = (s: string): number => [...s].length;
/** A user's value quoted in a message, cut short so a message stays a message. */
const quote = (s: string): string => JSON.stringify(length(s) > 40 ? `${[...s].slice(0, 40).join("")}…` : s);

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** The same, except the tab and line breaks a multi-line description may hold. */
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\t\n\r]|[\u2028\u2029]/u;

/** A title: required, trimmed, at most TITLE_MAX characters, one line without control characters. */
export function checkTitle(title: string, field = "title"): Checked<string> {
  const value = title.trim();
  if (value === "") return problem(field, "enter a title.");
  if (length(value) > TITLE_MAX) return problem(field, `use at most ${TITLE_MAX} characters (this one has ${length(value)}).`);
  if (CONTROL.test(value)) return problem(field, "remove the line breaks and control characters.");
  return ok(value);
}

/** A description: optional, trimmed, at most DESCRIPTION_MAX characters; line breaks and tabs allowed. */
export function checkDescription(description: string, field = "description"): Checked<string> {
  const value = description.trim();
  if (length(value) > DESCRIPTION_MAX) {
    return problem(field, `use at most ${DESCRIPTION_MAX} characters (this one has ${length(value)}).`);
  }
  if (CONTROL_EXCEPT_LINES.test(value)) return problem(field, "remove the control characters.");
  return ok(value);
}

/** A tag once normalised: letters and digits, words joined by single hyphens ("small-business"). */
const TAG = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/**
 * Tags: each a short word (1–TAG_MAX_LENGTH characters of letters, digits and inner hyphens), trimmed,
 * lower-cased (NFC), then deduplicated keeping the first; at most TAGS_MAX distinct tags.
 */
export function checkTags(tags: readonly string[], field = "tags"): Checked<string[]> {
  const seen = new Set<string>();
  for (const [index, raw] of tags.entries()) {
    const tag = raw.trim().normalize("NFC").toLowerCase();
    if (tag === "") return problem(`${field}[${index}]`, "a tag cannot be empty.");
    if (length(tag) > TAG_MAX_LENGTH) {
      return problem(`${field}[${index}]`, `${quote(raw)} is too long; a tag has at most ${TAG_MAX_LENGTH} characters.`);
    }
    if (!TAG.test(tag)) {
      return problem(`${field}[${index}]`, `${quote(raw)} is not a short word; use letters, digits and hyphens only.`);
    }
    seen.add(tag);
  }
  if (seen.size > TAGS_MAX) return problem(field, `use at most ${TAGS_MAX} tags (there are ${seen.size}).`);
  return ok([...seen]);
}

/** Estimated minutes: a whole number from 0 to ESTIMATED_MINUTES_MAX. */
export function checkEstimatedMinutes(minutes: number, field = "estimated_minutes"): Checked<number> {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > ESTIMATED_MINUTES_MAX) {
    return problem(field, `enter a whole number of minutes from 0 to ${ESTIMATED_MINUTES_MAX}.`);
  }
  return ok(minutes);
}

/** A list of ids: none empty, none listed twice (order kept; whether they exist is the store's check). */
export function checkIdList(ids: readonly string[], field: string): Checked<string[]> {
  const seen = new Set<string>();
  for (const [index, id] of ids.entries()) {
    if (id.trim() === "") return problem(`${field}[${index}]`, "an id cannot be empty.");
    if (seen.has(id)) return problem(field, `${quote(id)} is listed more than once.`);
    seen.add(id);
  }
  return ok([...ids]);
}

/**
 * Whether giving category `id` the parent `newParent` would make a cycle: true when newParent is `id`
 * itself or one of its descendants. `parentOf` maps each category to its parent (null at the top); an
 * id missing from it is a top-level or new category. If newParent's ancestry already loops (a damaged
 * tree), the answer is true too: `id` would hang below a loop.
 */
export function categoryCycle(
  parentOf: ReadonlyMap<string, string | null>,
  id: string,
  newParent: string | null,
): boolean {
  const visited = new Set<string>();
  for (let current = newParent; current !== null; current = parentOf.get(current) ?? null) {
    if (current === id || visited.has(current)) return true;
    visited.add(current);
  }
  return false;
}

/** The 'featured' category (src/shared/featured.ts). */
export { isFeaturedTitle };

/**
 * The featured category stays apart from the tree: it has no parent, and no category goes under it.
 * `parent` is the chosen parent category (null for none). Answers the problem, or null when allowed.
 */
export function featuredPlacementProblem(
  title: string,
  parent: { title: string } | null,
  field = "parent_category_id",
): string | null {
  if (parent === null) return null;
  if (isFeaturedTitle(title)) return `${field}: the featured category stays at the top; it cannot have a parent.`;
  if (isFeaturedTitle(parent.title)) return `${field}: a category cannot be placed under the featured category.`;
  return null;
}
