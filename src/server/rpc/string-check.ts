/**
 * Text every request carries must be text PostgreSQL can store and people can read: no NUL
 * characters (PostgreSQL refuses them in text, which surfaced as INTERNAL) and valid UTF-8.
 * `assertCleanStrings` walks a whole request message (nested messages, repeated fields, map keys
 * and values, oneofs) and refuses the first bad string with INVALID_ARGUMENT naming its field path;
 * the shared call layer (dispatch.ts) runs it before any handler, for every wire format.
 *
 * Invalid UTF-8: protobuf-es refuses it in a proto3 string while decoding, but Connect reports
 * that failure as INTERNAL. `markInvalidUtf8` makes the binary decoder keep such a string instead,
 * marked with a lone surrogate (which no valid UTF-8 can decode to), so that it reaches
 * `assertCleanStrings` and is refused there like any other bad text, on both RPC paths.
 */
import { ScalarType, type DescField, type DescMessage, type Message } from "@bufbuild/protobuf";
import { configureTextEncoding, getTextEncoding } from "@bufbuild/protobuf/wire";
import { rpcError } from "../core/errors.js";

export type StringProblem = "nul" | "utf8";

export interface BadString {
  /** Where the string is, in proto field names: `profile.first_name`, `items[2].tags[0]`, `image_set["hero"]`. */
  path: string;
  problem: StringProblem;
}

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const BAD = /[\u0000\p{Cs}]/u;
const MESSAGES: Record<StringProblem, string> = {
  nul: "text must not contain NUL characters.",
  utf8: "text must be valid UTF-8.",
};

/** What is wrong with a string, if anything: a NUL character, or a lone surrogate (invalid UTF-8). */
export function stringProblem(text: string): StringProblem | undefined {
  if (!BAD.test(text)) return undefined;
  return text.includes("\u0000") ? "nul" : "utf8";
}

/** Throws INVALID_ARGUMENT "field_path: text must not contain NUL characters." (or "…be valid UTF-8."). */
export function assertCleanStrings(desc: DescMessage, message: Message): void {
  const bad = findBadString(desc, message);
  if (bad) throw rpcError.invalidArgument(`${bad.path}: ${MESSAGES[bad.problem]}`);
}

/** The first string in the message (depth first, in field order) that is not clean text. */
export function findBadString(desc: DescMessage, message: Message): BadString | undefined {
  return walkMessage(desc, message as unknown as Record<string, unknown>, "");
}

function walkMessage(desc: DescMessage, message: Record<string, unknown>, prefix: string): BadString | undefined {
  for (const field of desc.fields) {
    const value = fieldValue(field, message);
    if (value === undefined || value === null) continue;
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const bad = walkField(field, value, path);
    if (bad) return bad;
  }
  return undefined;
}

function fieldValue(field: DescField, message: Record<string, unknown>): unknown {
  if (!field.oneof) return message[field.localName];
  const selected = message[field.oneof.localName] as { case?: string; value?: unknown } | undefined;
  return selected?.case === field.localName ? selected.value : undefined;
}

function walkField(field: DescField, value: unknown, path: string): BadString | undefined {
  switch (field.fieldKind) {
    case "scalar":
      return field.scalar === ScalarType.STRING ? checkString(value, path) : undefined;
    case "enum":
      return undefined;
    case "message":
      return walkMessageValue(field.message, value, path);
    case "list": {
      if (field.listKind === "enum" || (field.listKind === "scalar" && field.scalar !== ScalarType.STRING)) return undefined;
      const items = value as unknown[];
      for (let i = 0; i < items.length; i++) {
        const itemPath = `${path}[${i}]`;
        const bad = field.listKind === "message" ? walkMessageValue(field.message, items[i], itemPath) : checkString(items[i], itemPath);
        if (bad) return bad;
      }
      return undefined;
    }
    case "map": {
      const keysAreText = field.mapKey === ScalarType.STRING;
      const valuesAreText = field.mapKind === "scalar" && field.scalar === ScalarType.STRING;
      if (!keysAreText && !valuesAreText && field.mapKind !== "message") return undefined;
      for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
        const entryPath = `${path}[${JSON.stringify(key)}]`;
        const bad =
          (keysAreText ? checkString(key, entryPath) : undefined) ??
          (field.mapKind === "message"
            ? walkMessageValue(field.message, entry, entryPath)
            : valuesAreText
              ? checkString(entry, entryPath)
              : undefined);
        if (bad) return bad;
      }
      return undefined;
    }
  }
}

/** A message field's value: a message, or (well-known wrappers, Struct, Value) a plain JS value. */
function walkMessageValue(desc: DescMessage, value: unknown, path: string): BadString | undefined {
  if (typeof value === "object" && value !== null && "$typeName" in value) {
    return walkMessage(desc, value as Record<string, unknown>, path);
  }
  return walkPlain(value, path, 0);
}

function walkPlain(value: unknown, path: string, depth: number): BadString | undefined {
  if (typeof value === "string") return checkString(value, path);
  if (typeof value !== "object" || value === null || depth > 100 || value instanceof Uint8Array) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = walkPlain(value[i], `${path}[${i}]`, depth + 1);
      if (bad) return bad;
    }
    return undefined;
  }
  for (const [key, entry] of Object.entries(value)) {
    const entryPath = `${path}[${JSON.stringify(key)}]`;
    const bad = checkString(key, entryPath) ?? walkPlain(entry, entryPath, depth + 1);
    if (bad) return bad;
  }
  return undefined;
}

function checkString(value: unknown, path: string): BadString | undefined {
  if (typeof value !== "string") return undefined;
  const problem = stringProblem(value);
  return problem ? { path, problem } : undefined;
}

/** Prefixed to a string whose bytes are not valid UTF-8 (a lone surrogate: never the result of decoding UTF-8). */
export const INVALID_UTF8_MARK = "\uD800";

let marking = false;

/**
 * Makes protobuf-es keep a string field whose bytes are not valid UTF-8 (marked with
 * INVALID_UTF8_MARK) instead of failing the whole decode, so that the call layer refuses it as
 * INVALID_ARGUMENT with its field path on every path (Connect turns a decode failure into INTERNAL).
 * Process-wide and idempotent.
 */
export function markInvalidUtf8(): void {
  if (marking) return;
  marking = true;
  const standard = getTextEncoding();
  configureTextEncoding({
    encodeUtf8: (text) => standard.encodeUtf8(text),
    checkUtf8: (text) => standard.checkUtf8(text),
    decodeUtf8(bytes, strict) {
      if (!strict) return standard.decodeUtf8(bytes);
      try {
        return standard.decodeUtf8(bytes, true);
      } catch {
        return INVALID_UTF8_MARK + standard.decodeUtf8(bytes);
      }
    },
  });
}
