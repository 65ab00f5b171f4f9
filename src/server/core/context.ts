/**
 * Per-call values both RPC paths put on the handler context, and the helpers a handler reads
 * them with: `signedIn(ctx)` (who is calling), `requestInfo(ctx)` (request id, logger, IP) and
 * `denied(ctx, denial)` (refuse for a policy reason, recorded in the audit log). On the ground
 * floor (ADR 0029): identity, the audit log and the file routes know the caller by the same Actor.
 */
import { ConnectError, Code, createContextKey, type HandlerContext } from "@connectrpc/connect";
import type { FastifyBaseLogger } from "fastify";
import type { Role } from "../../shared/roles.js";
import { rpcError } from "./errors.js";

/** The signed-in caller, as the authentication layer established it. */
export interface Actor {
  userId: string;
  role: Role;
  /**
   * The sign-in session the caller's access token belongs to (the embedded provider's grant id,
   * the `gid` claim; an external issuer's `sid`), when the token names one: identity
   * confirmations (step-up) are kept per session.
   */
  sessionRef?: string;
  /** When the caller's access token expires (ms since the epoch), when known: a stream ends then. */
  expiresAt?: number;
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

/**
 * A refusal decided by a handler's policy (an object the caller may not see or touch), for the
 * audit log: who (the actor, from the context), what (the method, from the context), the target,
 * and why. Never personal data: ids and reason codes only.
 */
export interface Denial {
  /** What kind of object was refused ("user", "ta-record", …). */
  targetType: string;
  /** Its id, as the caller sent it. */
  targetId: string;
  /** A short reason code for the log ("not-own-mentee", "not-related"). */
  reason: string;
  /**
   * What the caller is told: NOT_FOUND (the default: the object's existence is not revealed) or
   * PERMISSION_DENIED (the caller may know it exists).
   */
  answer?: "not-found" | "permission-denied";
  /** The message the caller sees; defaults per answer ("Not found." / the generic refusal). */
  message?: string;
}

/**
 * Records a Denial for the request the context belongs to. Must not throw and must not delay
 * the answer (the audit log counts repeats in the background). The registry
 * (src/server/rpc/services.ts) puts one on every handler's context.
 */
export type DenialRecorder = (ctx: HandlerContext, denial: Denial) => void;

export const denialRecorderKey = createContextKey<DenialRecorder | null>(null, { description: "records policy refusals (audit log)" });

/**
 * Refuses the call for a policy reason: records the denial (when a recorder is on the context)
 * and throws NOT_FOUND or PERMISSION_DENIED. A handler writes
 * `if (!canReadMentee(actor, mentee)) denied(ctx, { targetType: "user", targetId, reason: "not-own-mentee" });`
 */
export function denied(ctx: HandlerContext, denial: Denial): never {
  try {
    ctx.values.get(denialRecorderKey)?.(ctx, denial);
  } catch {
    // A recorder must not throw; if one does, the refusal still stands.
  }
  if (denial.answer === "permission-denied") throw rpcError.permissionDenied(denial.message);
  throw rpcError.notFound(denial.message ?? "Not found.");
}
