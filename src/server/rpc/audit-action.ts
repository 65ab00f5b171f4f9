/**
 * One way for a handler to put a change in the audit log (ids, action names and field names only —
 * never values or personal data): `const audit = auditAction(deps.audit)` once per domain, then
 * `await audit(ctx, "admin_key_value_put", { type: "user", id })`. A failing audit write never fails
 * the call (the audit log reports its own trouble).
 */
import type { HandlerContext } from "@connectrpc/connect";
import type { AuditLog } from "../audit/audit-log.js";
import { requestInfoKey, signedIn } from "../core/context.js";

export interface AuditTarget {
  type: string;
  id: string;
}

export type AuditAction = (ctx: HandlerContext, action: string, target: AuditTarget, details?: Record<string, unknown>) => Promise<void>;

export function auditAction(audit: Pick<AuditLog, "record"> | undefined): AuditAction {
  return async (ctx, action, target, details) => {
    await audit
      ?.record({
        actorUserId: signedIn(ctx).userId,
        action,
        targetType: target.type,
        targetId: target.id,
        requestId: ctx.values.get(requestInfoKey)?.requestId,
        ...(details ? { details } : {}),
      })
      .catch(() => undefined);
  };
}
