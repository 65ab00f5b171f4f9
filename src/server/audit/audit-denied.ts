/**
 * Object-level refusals from inside a handler (the caller may call the method
 * but not on this object, e.g. GetUserName of a stranger): counted in
 * audit_denials like the access layer's refusals, under the same per-user and
 * anonymous bounds, with the caller, address and request id the RPC layer put
 * on the context. The target (type and id; never PII) is part of the row's
 * reason, so repeats against one object share a row.
 */
import type { HandlerContext } from "@connectrpc/connect";
import { actorKey, requestInfoKey } from "../core/context.js";
import type { AuditLog } from "./audit-log.js";

export interface ObjectDenial {
  /** Why, e.g. "not visible"; no personal data. */
  reason: string;
  targetType?: string;
  targetId?: string;
}

/** Counts a refused object access; never throws, returns at once (the write is tracked by audit.flush()). */
export function auditDenied(ctx: HandlerContext, audit: Pick<AuditLog, "onDenied"> | undefined, denial: ObjectDenial): void {
  if (!audit) return;
  const info = ctx.values.get(requestInfoKey);
  const target = denial.targetType ? ` (${denial.targetType}${denial.targetId ? ` ${denial.targetId}` : ""})` : "";
  audit.onDenied({
    method: ctx.method.name,
    userId: ctx.values.get(actorKey)?.userId ?? null,
    reason: `${denial.reason}${target}`,
    requestId: info?.requestId ?? "unknown",
    ...(info?.ip ? { ip: info.ip } : {}),
  });
}
