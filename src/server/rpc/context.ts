/**
 * Per-call values both RPC paths put on the handler context.
 */
import { ConnectError, Code, createContextKey, type HandlerContext } from "@connectrpc/connect";
import type { FastifyBaseLogger } from "fastify";
import type { Role } from "../../shared/roles.js";

/** The signed-in caller, as the authentication layer established it. */
export interface Actor {
  userId: string;
  role: Role;
}

export interface RequestInfo {
  requestId: string;
  log: FastifyBaseLogger;
  /** The client's IP address (rate limits), when known. */
  ip?: string;
}

export const actorKey = createContextKey<Actor | null>(null, { description: "signed-in caller" });
export const requestInfoKey = createContextKey<RequestInfo | null>(null, { description: "request id and logger" });

/** The caller of a method that requires sign-in (the access layer guarantees one). */
export function signedIn(ctx: HandlerContext): Actor {
  const actor = ctx.values.get(actorKey);
  if (!actor) throw new ConnectError("Sign-in required.", Code.Unauthenticated);
  return actor;
}

export function requestInfo(ctx: HandlerContext): RequestInfo {
  const info = ctx.values.get(requestInfoKey);
  if (!info) throw new Error("request info missing from handler context");
  return info;
}
