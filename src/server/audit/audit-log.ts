/**
 * The append-only audit log writer (DESIGN §5): admin changes and denials,
 * with who, what, target and request id; never PII (no names, e-mails,
 * tokens or profile values in `details`).
 */
import type { Db } from "../db/database.js";
import { auditLog } from "../db/schema/index.js";
import type { RpcDeps } from "../rpc/dispatch.js";

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  requestId?: string;
  details?: Record<string, unknown>;
}

export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  /** For RpcDeps.onDenied: records a refused call; never throws (failures are logged). */
  onDenied: NonNullable<RpcDeps["onDenied"]>;
  /** Resolves when every write started so far has finished (tests, shutdown). */
  flush(): Promise<void>;
}

interface WarnLog {
  warn(obj: object, msg: string): void;
}

export function createAuditLog(db: Db, log: WarnLog): AuditLog {
  const pending = new Set<Promise<void>>();
  async function record(entry: AuditEntry): Promise<void> {
    await db.insert(auditLog).values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      requestId: entry.requestId ?? null,
      details: entry.details ?? {},
    });
  }
  return {
    record,
    onDenied(event) {
      const write = record({
        actorUserId: event.userId,
        action: "denied",
        targetType: "method",
        targetId: event.method,
        requestId: event.requestId,
        details: { reason: event.reason },
      }).catch((err: unknown) => log.warn({ err: { message: (err as Error).message }, method: event.method }, "audit log write failed"));
      pending.add(write);
      void write.finally(() => pending.delete(write));
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
