/**
 * What the server said about a form, in the form's terms. Compass's server names the field it
 * refused at the start of the message, as a proto path in snake_case
 * (`profile.address[0].zip_code: enter a ZIP code…`, `code: that code is not right…`); the auth
 * endpoints answer JSON `{ error: { code, message, field? } }` with the field already split off.
 * Both become a `ServerError`: an optional form field name (camelCase) and a message to show.
 */
import { Code } from "@connectrpc/connect";

export interface ParsedFieldError {
  /** The refused field as a form field name: the path's last name, camelCase (`zipCode`). */
  field?: string;
  /** The whole path as the server wrote it (`profile.address[0].zip_code`). */
  path?: string;
  /** The rest of the message, capitalised. */
  message: string;
}

/** `name`, `a.b_c`, `list[0].name`, … followed by `: ` and the message. */
const FIELD_MESSAGE = /^([a-z][a-z0-9_]*(?:\[\d+\])*(?:\.[a-z][a-z0-9_]*(?:\[\d+\])*)*): (.+)$/s;

export const snakeToCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A message as a sentence: its first letter upper case. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Splits a server message into the field it names (if any) and the text to show. */
export function parseFieldError(message: string): ParsedFieldError {
  const m = FIELD_MESSAGE.exec(message.trim());
  if (!m) return { message: capitalise(message.trim()) };
  const path = m[1]!;
  const last = path.split(".").pop()!.replace(/\[\d+\]/g, "");
  return { field: snakeToCamel(last), path, message: capitalise(m[2]!.trim()) };
}

/** A failed answer of the auth pages' JSON endpoints (src/web/pages/auth/auth-api.ts). */
export interface ApiFailure {
  ok: false;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  error: { code: string; message: string; field?: string };
}

export function isApiFailure(value: unknown): value is ApiFailure {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<ApiFailure>;
  return v.ok === false && typeof v.status === "number" && typeof v.error === "object" && v.error !== null;
}

/** A server refusal ready for a form: the field it belongs to (if any) and the text, or a generic kind. */
export interface ServerError {
  field?: string;
  path?: string;
  /** The server's own words, when they are meant for the user. */
  message?: string;
  /** When there are none: which generic text to show. */
  generic?: "network" | "tooMany" | "generic";
}

/** Codes whose messages are written for the user (src/server's rpcError calls). */
const ACTIONABLE = new Set([Code.InvalidArgument, Code.FailedPrecondition, Code.ResourceExhausted, Code.AlreadyExists, Code.Unavailable]);

/** A ConnectError (or anything thrown by a call) or an auth endpoint's failure, as a ServerError. */
export function toServerError(error: unknown): ServerError {
  if (isApiFailure(error)) {
    if (error.status === 0) return { generic: "network" };
    const parsed = error.error.message ? parseFieldError(error.error.message) : undefined;
    const field = error.error.field ?? parsed?.field;
    const path = error.error.field ?? parsed?.path;
    const where = field ? { field: snakeToCamel(field), path } : {};
    return parsed ? { ...where, message: parsed.message } : { ...where, generic: error.status === 429 ? "tooMany" : "generic" };
  }
  const e = connectFailure(error);
  if (!e || !ACTIONABLE.has(e.code) || !e.rawMessage) return { generic: e?.code === Code.ResourceExhausted ? "tooMany" : "generic" };
  return parseFieldError(e.rawMessage);
}

/**
 * A call's ConnectError, told by its shape as Connect's own `instanceof` check tells it (its name,
 * a numeric code, its raw message): importing the class would bring the protobuf runtime (~8 KB)
 * into the sign-in forms, which use this module but make no Connect call. Anything else is not a
 * server's refusal (`undefined`: a generic error).
 */
function connectFailure(error: unknown): { code: Code; rawMessage: string } | undefined {
  if (!(error instanceof Error) || error.name !== "ConnectError") return undefined;
  const { code, rawMessage } = error as Error & { code?: unknown; rawMessage?: unknown };
  return typeof code === "number" && typeof rawMessage === "string" ? { code: code as Code, rawMessage } : undefined;
}

/**
 * The form field a refusal belongs to: an alias for its full path or its last name, else that
 * last name when the form has such a field. `undefined`: a form-level error.
 */
export function formFieldFor(error: ServerError, formFields: readonly string[], aliases: Readonly<Record<string, string>> = {}): string | undefined {
  const candidates = [error.path, error.path?.replace(/\[\d+\]/g, ""), error.field].filter((c): c is string => Boolean(c));
  for (const c of candidates) if (aliases[c]) return aliases[c];
  return error.field && formFields.includes(error.field) ? error.field : undefined;
}
