/**
 * Structured logging (pino). Tokens, passwords and personal data never reach a
 * log line: values under sensitive keys are replaced at any depth, and errors
 * are serialised without the parameter values drivers embed in messages.
 *
 * Redaction runs when a line is written (pino's formatters), not when a
 * per-request child logger is made, so it costs nothing on the request path.
 */
import type { LoggerOptions } from "pino";
import type { LogLevel } from "./config.js";

/** Keys (compared case-insensitively, ignoring - and _) whose values are never logged. */
export const REDACTED_KEYS = [
  "authorization",
  "x-api-key",
  "cookie",
  "set-cookie",
  "password",
  "new_password",
  "token",
  "access_token",
  "refresh_token",
  "id_token",
  "code",
  "otp",
  "secret",
  "client_secret",
  "email",
  "phone",
  "phone_number",
  "secondary_phone_number",
  "date_of_birth",
  "drivers_license_number",
  "annual_household_income",
  "first_name",
  "last_name",
  "middle_name",
  "display_name",
  "address",
  "params",
  "parameters",
  "detail",
] as const;

const normalise = (key: string) => key.toLowerCase().replace(/[-_]/g, "");
const SENSITIVE = new Set(REDACTED_KEYS.map(normalise));
const CENSOR = "[redacted]";
const MAX_DEPTH = 8;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE.has(normalise(key));
}

/** Removes values drivers put into messages: `params: …` lists and `Key (col)=(value)` details. */
export function scrubMessage(message: string): string {
  return message
    .replace(/\bparams:[\s\S]*$/i, `params: ${CENSOR}`)
    .replace(/\(([^()]*)\)=\([^)]*\)/g, `($1)=(${CENSOR})`);
}

interface SerializedError {
  type: string;
  message: string;
  code?: unknown;
  stack?: string;
  cause?: SerializedError;
}

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: scrubMessage(String(err)) };
  const message = scrubMessage(err.message);
  const out: SerializedError = { type: err.name, message };
  const code = (err as { code?: unknown }).code;
  if (code !== undefined) out.code = code;
  if (err.stack) {
    const frames = err.stack.split("\n").filter((line) => /^\s+at /.test(line));
    out.stack = [`${err.name}: ${message}`, ...frames].join("\n");
  }
  if (err.cause !== undefined && depth < 4) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

function safeError(value: unknown): unknown {
  return value instanceof Error ? serializeError(value) : value;
}

/** A copy of a log object with sensitive values replaced, errors serialised safely. */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return serializeError(value);
  if (depth >= MAX_DEPTH || seen.has(value)) return "[…]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1, seen));
  if (value instanceof Date || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = isSensitiveKey(key) ? CENSOR : redact(v, depth + 1, seen);
  return out;
}

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    base: { service: "compass" },
    // formatters.log runs first and has already made errors safe; these catch
    // an Error that reaches a serializer some other way (Fastify's own logs).
    serializers: { err: safeError, error: safeError },
    formatters: {
      log: (object) => redact(object) as Record<string, unknown>,
    },
  };
}
