/**
 * The append-only audit log: every admin change (DESIGN §5); refused calls are
 * counted in audit_denials below, one row per client, method and minute.
 * No PII: ids, action names and non-personal details only. The database itself
 * refuses UPDATE, DELETE and TRUNCATE on it (trigger in migration 0001), and it
 * has no foreign keys, so it outlives the users it names.
 */
import { bigserial, check, index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
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

/**
 * Refused calls (UNAUTHENTICATED / PERMISSION_DENIED), counted: one row per
 * minute bucket, actor, client address, method and reason, whose `count` the
 * writer increments (insert … on conflict do update). Anonymous callers beyond
 * the per-instance cap of distinct rows a minute are folded into one overflow
 * row per method and minute (client and reason '*'). A trigger (migration
 * 0004) refuses TRUNCATE, DELETE of a row still within its retention
 * (anonymous 30 days, signed-in 400 days) and any UPDATE other than raising
 * count / last_at of a row during its own minute plus a short grace.
 */
export const auditDenials = pgTable(
  "audit_denials",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Start of the minute the denials fell in (UTC, seconds zero). */
    minute: at("minute").notNull(),
    /** The signed-in user refused, null for anonymous callers. */
    actorUserId: text("actor_user_id"),
    /** Client IP address; '?' when unknown, '*' for the overflow row. */
    client: text("client").notNull(),
    /** Full RPC method name, e.g. "compass.v1.CompassService/GetProfile". */
    method: text("method").notNull(),
    /** The refusal message sent to the client ('*' in the overflow row). */
    reason: text("reason").notNull(),
    count: integer("count").notNull().default(1),
    firstAt: at("first_at").notNull().defaultNow(),
    lastAt: at("last_at").notNull().defaultNow(),
    /** Request id of the first denial counted in this row. */
    firstRequestId: text("first_request_id"),
  },
  (t) => [
    unique("audit_denials_bucket_key").on(t.minute, t.actorUserId, t.client, t.method, t.reason).nullsNotDistinct(),
    index("audit_denials_minute_idx").on(t.minute),
    index("audit_denials_actor_minute_idx").on(t.actorUserId, t.minute.desc()),
    check("audit_denials_count_positive", sql`${t.count} > 0`),
    check("audit_denials_minute_whole", sql`${t.minute} = date_trunc('minute', ${t.minute})`),
  ],
);
