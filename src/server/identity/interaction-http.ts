/**
 * The HTTP side of the provider's JSON interaction API (interactions.ts, interactions-reset.ts):
 * errors as { error: { code, message, field? } } with an HTTP status, the same-origin JSON rule
 * for POSTs (CSRF), reading string fields, and the `compass_device` cookie.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { requestLanguage, translateMessage } from "../i18n/server-messages.js";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, newDeviceToken } from "./login-guard.js";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const STATUS: Partial<Record<Code, [number, string]>> = {
  [Code.InvalidArgument]: [400, "invalid_argument"],
  [Code.Unauthenticated]: [401, "unauthenticated"],
  [Code.PermissionDenied]: [403, "permission_denied"],
  [Code.NotFound]: [404, "not_found"],
  [Code.AlreadyExists]: [409, "already_exists"],
  [Code.FailedPrecondition]: [412, "failed_precondition"],
  [Code.ResourceExhausted]: [429, "resource_exhausted"],
};

/** `field: message` (accounts.ts's convention) → field and a capitalised message. */
function splitField(message: string): { field?: string; message: string } {
  const m = /^([a-z_]+): (.+)$/s.exec(message);
  if (!m) return { message };
  const text = m[2]!;
  return { field: m[1]!, message: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** Sends `err` as the JSON error answer, its message in the page's language (Accept-Language). */
export function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  const language = requestLanguage(reply.request.headers["accept-language"]);
  const say = (message: string) => translateMessage(message, language);
  if (err instanceof HttpError) {
    return reply.code(err.status).send({ error: { code: err.code, message: say(err.message), ...(err.field ? { field: err.field } : {}) } });
  }
  if (err instanceof ConnectError && STATUS[err.code]) {
    const [status, code] = STATUS[err.code]!;
    return reply.code(status).send({ error: { code, ...splitField(say(err.rawMessage)) } });
  }
  const name = (err as { name?: string })?.name;
  if (name === "SessionNotFound" || name === "InvalidRequest") {
    return reply.code(404).send({ error: { code: "interaction_expired", message: translateMessage(INTERACTION_EXPIRED, language) } });
  }
  reply.log.error({ err }, "interaction failed");
  return reply.code(500).send({ error: { code: "internal", message: translateMessage(INTERACTION_FAILED, language) } });
}

const INTERACTION_EXPIRED = "This sign-in page has expired. Please start again.";
const INTERACTION_FAILED = "Something went wrong. Please try again.";

/** Same-origin JSON only (see the header comment). */
export function assertJsonSameOrigin(request: FastifyRequest, config: Config): void {
  const type = request.headers["content-type"] ?? "";
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "unsupported_media_type", "Send JSON.");
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== config.publicUrl) throw new HttpError(403, "cross_origin", "Cross-origin requests are refused.");
}

export function str(body: unknown, key: string, max = 1024): string {
  const value = (body as Record<string, unknown> | null)?.[key];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string" || value.length > max) throw new HttpError(400, "invalid_argument", `${key} must be a string.`, key);
  return value;
}

/** The `compass_device` cookie's value, when the browser sent one. */
export function deviceCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === DEVICE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The browser's device token: the one it sent, or a new one set on the reply (HttpOnly, path /oidc). */
export function ensureDeviceCookie(request: FastifyRequest, reply: FastifyReply, config: Pick<Config, "publicUrl">): string {
  const existing = deviceCookie(request);
  if (existing) return existing;
  const token = newDeviceToken();
  const secure = config.publicUrl.startsWith("https:") ? "; Secure" : "";
  reply.header("set-cookie", `${DEVICE_COOKIE}=${token}; Path=/oidc; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`);
  return token;
}
