/**
 * Error mapping shared by every RPC path: what a client may see of a failure.
 *
 * A ConnectError thrown on purpose by our own code carries a message meant for
 * users and passes through. A database that cannot be reached becomes
 * UNAVAILABLE. Anything else is logged with the request id and answered
 * INTERNAL with a generic message: no SQL, stack or internal text reaches a client. What goes
 * out is in the caller's language (`Accept-Language`; src/server/i18n/server-messages.ts).
 */
import { Code, ConnectError } from "@connectrpc/connect";
import type { FastifyBaseLogger } from "fastify";
import { translateMessage, type MessageLanguage } from "../i18n/server-messages.js";

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections (transient)
]);

const CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "the database system is starting up",
  "the database system is shutting down",
];

/** Walks an error's cause chain (Drizzle wraps driver errors). */
function* causes(err: unknown): Generator<unknown> {
  let current: unknown = err;
  for (let depth = 0; current !== undefined && current !== null && depth < 8; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the error means the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    if (typeof e !== "object" || e === null) continue;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_ERROR_CODES.has(code) || code.startsWith("08"))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

export interface ErrorContext {
  requestId: string;
  procedure: string;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
  /** The caller's language (requestLanguage of its Accept-Language); English when absent. */
  language?: MessageLanguage;
}

/** Maps any thrown value to the ConnectError a client may see, in its language, logging what it hides. */
export function toClientError(err: unknown, ctx: ErrorContext): ConnectError {
  const error = clientError(err, ctx);
  const language = ctx.language ?? "en";
  if (language === "en") return error;
  const message = translateMessage(error.rawMessage, language);
  return message === error.rawMessage ? error : Object.assign(new ConnectError(message, error.code, error.metadata, undefined, error.cause), { details: error.details });
}

function clientError(err: unknown, ctx: ErrorContext): ConnectError {
  if (err instanceof ConnectError) {
    if (err.code === Code.Internal || err.code === Code.Unknown) {
      // Our own code never uses these for user-facing messages; treat as unexpected.
      ctx.log.error({ err, requestId: ctx.requestId, procedure: ctx.procedure }, "internal error");
      return internal(ctx.requestId);
    }
    return err;
  }
  if (isDatabaseUnavailable(err)) {
    ctx.log.warn({ err, requestId: ctx.requestId, procedure: ctx.procedure }, "database unavailable");
    return new ConnectError("The service is temporarily unavailable. Please try again shortly.", Code.Unavailable);
  }
  ctx.log.error({ err, requestId: ctx.requestId, procedure: ctx.procedure }, "unexpected error");
  return internal(ctx.requestId);
}

function internal(requestId: string): ConnectError {
  return new ConnectError(`Something went wrong on our side (reference ${requestId}).`, Code.Internal);
}

/** Convenience constructors for the codes handlers use most. */
export const rpcError = {
  invalidArgument: (message: string) => new ConnectError(message, Code.InvalidArgument),
  notFound: (message: string) => new ConnectError(message, Code.NotFound),
  permissionDenied: (message = "You do not have permission to do that.") =>
    new ConnectError(message, Code.PermissionDenied),
  unauthenticated: (message = "Sign-in required.") => new ConnectError(message, Code.Unauthenticated),
  unimplemented: (procedure: string) =>
    new ConnectError(`${procedure} is not available yet in this version of Compass.`, Code.Unimplemented),
  resourceExhausted: (message: string) => new ConnectError(message, Code.ResourceExhausted),
  deadlineExceeded: () => new ConnectError("The request took too long and was stopped.", Code.DeadlineExceeded),
  failedPrecondition: (message: string) => new ConnectError(message, Code.FailedPrecondition),
  alreadyExists: (message: string) => new ConnectError(message, Code.AlreadyExists),
};
