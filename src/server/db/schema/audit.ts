/**
 * The append-only audit log: every admin change and every denial (DESIGN §5).
 * No PII: ids, action names and non-personal details only. The database itself
 * refuses UPDATE, DELETE and TRUNCATE on it (trigger in migration 0001), and it
 * has no foreign keys, so it outlives the users it names.
 */
import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns.js";

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: at("at").notNull().defaultNow(),
    /** Who acted (user id), null for anonymous callers. */
    actorUserId: text("actor_user_id"),
    /** e.g. "AdminUpdateUser", "denied". */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    requestId: text("request_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    index("audit_log_actor_at_idx").on(t.actorUserId, t.at.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.at.desc()),
  ],
);
