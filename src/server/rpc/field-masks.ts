/**
 * Read and update masks (google.protobuf.FieldMask), the same way for every domain (DESIGN §4):
 *
 * - a read mask (`fields` on Get and List requests): no mask or an empty one = every field;
 *   otherwise only the listed fields. A path that is not a field of the message, or that the
 *   viewer may not read, is INVALID_ARGUMENT naming it.
 * - an update mask (`update_mask` on Update requests): required and non-empty; only the listed
 *   paths are written; a path the caller may not write, or that is not a field, is
 *   INVALID_ARGUMENT naming it. Which paths are writable is the domain's policy (a PathRule).
 *
 * Paths are top-level field names, snake_case as on the wire; camelCase (what a JSON client may
 * send) is accepted and normalised. The domain's mapper turns the accepted paths into changes.
 */
import { create, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import type { FieldMask } from "@bufbuild/protobuf/wkt";
import { rpcError } from "../core/errors.js";

/** camelCase → snake_case (a JSON client may send `firstName`); surrounding spaces dropped. */
export function snakePath(path: string): string {
  return path.trim().replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The mask's paths, snake_case, without blanks or repeats, in the order given. */
export function maskPaths(mask: Pick<FieldMask, "paths"> | undefined): string[] {
  return [...new Set((mask?.paths ?? []).map(snakePath).filter(Boolean))];
}

/** The message with only the listed fields (snake_case names) set; the others at their defaults. */
export function onlyFields<Desc extends DescMessage>(schema: Desc, message: MessageShape<Desc>, names: readonly string[]): MessageShape<Desc> {
  const out = create(schema) as unknown as Record<string, unknown>;
  const from = message as unknown as Record<string, unknown>;
  for (const f of schema.fields) if (names.includes(f.name)) out[f.localName] = from[f.localName];
  return out as unknown as MessageShape<Desc>;
}

/** The message without the listed fields (snake_case names): they are left at their defaults. */
export function withoutFields<Desc extends DescMessage>(schema: Desc, message: MessageShape<Desc>, hidden: readonly string[]): MessageShape<Desc> {
  if (hidden.length === 0) return message;
  return onlyFields(
    schema,
    message,
    schema.fields.filter((f) => !hidden.includes(f.name)).map((f) => f.name),
  );
}

export interface ReadMaskOptions {
  /** Fields the viewer may not see: always cleared, and INVALID_ARGUMENT when the mask asks for one. */
  hidden?: readonly string[];
  /** The request field that carries the mask, for messages ("fields"). */
  param?: string;
}

/**
 * Applies a read mask: every field (minus `hidden`) without one; only the listed fields with one.
 * An unknown or hidden path is INVALID_ARGUMENT naming it.
 */
export function applyReadMask<Desc extends DescMessage>(
  schema: Desc,
  message: MessageShape<Desc>,
  mask: Pick<FieldMask, "paths"> | undefined,
  options: ReadMaskOptions = {},
): MessageShape<Desc> {
  const { hidden = [], param = "fields" } = options;
  const paths = maskPaths(mask);
  if (paths.length === 0) return withoutFields(schema, message, hidden);
  const known = new Set(schema.fields.map((f) => f.name));
  for (const p of paths) {
    if (!known.has(p)) throw rpcError.invalidArgument(`${param}: "${p}" is not a field of ${schema.name}.`);
    if (hidden.includes(p)) throw rpcError.invalidArgument(`${param}: "${p}" is not a field you can read.`);
  }
  return onlyFields(schema, message, paths);
}

/** What a domain's policy says of one update-mask path. */
export type PathVerdict = "writable" | "forbidden" | "unknown";
export type PathRule = (snakeCasePath: string) => PathVerdict;

/** A PathRule from two lists: the paths the caller may write, and the fields they never may. */
export function pathRule(writable: readonly string[], forbidden: readonly string[] = []): PathRule {
  const w = new Set(writable);
  const f = new Set(forbidden);
  return (path) => (w.has(path) ? "writable" : f.has(path) ? "forbidden" : "unknown");
}

/**
 * What an update mask's refusals say, by what the fields are: whole sentences, so that each is
 * translated as one (src/server/i18n) — a noun put into a sentence would stay English in Spanish.
 */
const LIST_THE_FIELDS = {
  field: "list the fields to update.",
  "profile field": "list the profile fields to update.",
  "TA session field": "list the TA session fields to update.",
  "class field": "list the class fields to update.",
  preference: "list the preferences to update.",
  "attachment field": "list the attachment fields to update.",
  "category field": "list the category fields to update.",
  "content field": "list the content fields to update.",
  "module field": "list the module fields to update.",
  "counseling record field": "list the counseling record fields to update.",
} as const;
const NOT_WRITABLE: Record<keyof typeof LIST_THE_FIELDS, string> = {
  field: "is not a field you can update.",
  "profile field": "is not a profile field you can update.",
  "TA session field": "is not a TA session field you can update.",
  "class field": "is not a class field you can update.",
  preference: "is not a preference you can update.",
  "attachment field": "is not an attachment field you can update.",
  "category field": "is not a category field you can update.",
  "content field": "is not a content field you can update.",
  "module field": "is not a module field you can update.",
  "counseling record field": "is not a counseling record field you can update.",
};

export interface UpdateMaskOptions {
  /** What the fields are, in messages: "profile field" → "list the profile fields to update." */
  noun?: keyof typeof LIST_THE_FIELDS;
  /** The request field that carries the mask ("update_mask"). */
  param?: string;
}

/**
 * The paths of a required update mask, each allowed by `rule`. INVALID_ARGUMENT when the mask is
 * missing or empty, or names a forbidden or unknown path (naming it); nothing is written then.
 */
export function updateMaskPaths(mask: Pick<FieldMask, "paths"> | undefined, rule: PathRule, options: UpdateMaskOptions = {}): string[] {
  const { noun = "field", param = "update_mask" } = options;
  const paths = maskPaths(mask);
  if (paths.length === 0) throw rpcError.invalidArgument(`${param}: ${LIST_THE_FIELDS[noun]}`);
  for (const p of paths) {
    const verdict = rule(p);
    if (verdict === "forbidden") throw rpcError.invalidArgument(`${param}: "${p}" cannot be changed by you.`);
    if (verdict === "unknown") throw rpcError.invalidArgument(`${param}: "${p}" ${NOT_WRITABLE[noun]}`);
  }
  return paths;
}
