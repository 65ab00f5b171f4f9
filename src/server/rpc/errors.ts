/**
 * Error mapping shared by every RPC path: what a client may see of a failure (the errors
 * themselves, `rpcError.*`, live in src/server/core/errors.ts).
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
import { isDatabaseUnavailable } from "../core/errors.js";

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
