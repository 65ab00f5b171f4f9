/**
 * The audit log writer (DESIGN §5): admin changes as append-only audit_log
 * rows, with who, what, target and request id; refused calls counted in
 * audit_denials (see denials.ts: one row per client, method and minute, with
 * a hard bound on what anonymous callers can add). Never PII (no names,
 * e-mails, tokens or profile values).
 */
import type { Db } from "../db/database.js";
import { auditLog } from "../db/schema/index.js";
import { createDenialCounter, type DenialCounterOptions, type DenialEvent } from "./denials.js";

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
  /** For RpcDeps.onDenied (and auditDenied): counts a refused call; never throws (failures are logged). */
  onDenied(event: DenialEvent): void;
  /** Resolves when every write started so far has finished (tests, shutdown). */
  flush(): Promise<void>;
}

interface WarnLog {
  warn(obj: object, msg: string): void;
}

export function createAuditLog(db: Db, log: WarnLog, options: DenialCounterOptions = {}): AuditLog {
  const pending = new Set<Promise<void>>();
  const denials = createDenialCounter(db, options);
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
      const write = denials.count(event).catch((err: unknown) => log.warn({ err: { message: (err as Error).message }, method: event.method }, "audit denial count failed"));
      pending.add(write);
      void write.finally(() => pending.delete(write));
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
