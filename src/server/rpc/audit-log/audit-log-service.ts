/**
 * The audit log, read-only (issue #15 §5; ADR 0021): AdminListAuditLog (recorded changes) and
 * AdminListAuditDenials (counted refusals), administrators only (the access table), newest first,
 * keyset pages of at least 10 with tokens bound to the filters. validate (filters: lengths, ids,
 * days) → act → map; the actor's current name is looked up for reading (the log itself keeps ids only
 * and outlives the users it names): by the one display-name rule (issue #38) — the name, else the
 * e-mail — and empty only for a user who no longer exists (the page says "Deleted user"). No method writes, changes or deletes either table (and the
 * database refuses it: migrations 0001 and 0004).
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { AuditDenialSchema, AuditEntrySchema } from "../../../gen/compass/v1/compass_pb.js";
import { auditDenials, auditLog, users } from "../../db/schema/index.js";
import { signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { personName } from "../../core/names.js";
import type { Db } from "../../db/database.js";
import { keyset, pageOf, pageSize, pageTokens } from "../paging.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { dateRange } from "../dates.js";

export const AUDIT_LOG_METHODS = ["adminListAuditLog", "adminListAuditDenials"] as const;
export type AuditLogHandlers = DomainHandlers<(typeof AUDIT_LOG_METHODS)[number]>;

const MAX_FILTER = 200;

function text(value: string, field: string): string | null {
  const v = value.trim();
  if (v.length > MAX_FILTER) throw rpcError.invalidArgument(`${field}: use at most ${MAX_FILTER} characters.`);
  return v || null;
}

/** The days filter as a half-open UTC range. */
function days({ start, end }: { start?: string; end?: string }): { from?: Date; until?: Date } {
  return {
    ...(start ? { from: new Date(`${start}T00:00:00Z`) } : {}),
    ...(end ? { until: new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000) } : {}),
  };
}

/**
 * The current names of the actors of a page of records, by id: the display-name rule's answer for
 * each user that exists (never empty for one: the e-mail at least); a missing id is a deleted user.
 */
async function actorNames(db: Db, ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null && id !== ""))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, personName(r)]));
}

export function auditLogService(deps: Pick<ServiceDeps, "db" | "keyring">): AuditLogHandlers {
  const tokens = pageTokens(deps.keyring);

  return {
    async adminListAuditLog(req, ctx) {
      signedIn(ctx);
      const filter = {
        action: text(req.action, "action"),
        actor: text(req.actorUserId, "actor_user_id"),
        targetType: text(req.targetType, "target_type"),
        targetId: text(req.targetId, "target_id"),
        ...days(dateRange(req.startDate, req.endDate)),
      };
      const parts: SQL[] = [];
      if (filter.action) parts.push(eq(auditLog.action, filter.action));
      if (filter.actor) parts.push(eq(auditLog.actorUserId, filter.actor));
      if (filter.targetType) parts.push(eq(auditLog.targetType, filter.targetType));
      if (filter.targetId) parts.push(eq(auditLog.targetId, filter.targetId));
      if (filter.from) parts.push(gte(auditLog.at, filter.from));
      if (filter.until) parts.push(lt(auditLog.at, filter.until));
      const where = parts.length ? and(...parts) : undefined;
      const scope = `adminListAuditLog:${JSON.stringify(filter)}`;
      const size = pageSize(req.pageRequest, { admin: true });
      const q = keyset({ sort: auditLog.at, id: auditLog.id, direction: "desc", after: tokens.decode(scope, req.pageRequest?.pageToken ?? ""), size, where });
      const [rows, [total]] = await Promise.all([
        deps.db
          .select({ row: auditLog, sortKey: q.sortKey })
          .from(auditLog)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit),
        deps.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: String(r.row.id) }));
      const names = await actorNames(deps.db, page.items.map(({ row }) => row.actorUserId));
      return {
        entries: page.items.map(({ row }) =>
          create(AuditEntrySchema, {
            id: String(row.id),
            at: timestampFromDate(row.at),
            actorUserId: row.actorUserId ?? "",
            actorName: (row.actorUserId && names.get(row.actorUserId)) ?? "",
            action: row.action,
            targetType: row.targetType ?? "",
            targetId: row.targetId ?? "",
            requestId: row.requestId ?? "",
            detailsJson: JSON.stringify(row.details ?? {}),
          }),
        ),
        pageResponse: { nextPageToken: page.next ? tokens.encode(scope, page.next) : "", totalSize: total?.n ?? 0 },
      };
    },

    async adminListAuditDenials(req, ctx) {
      signedIn(ctx);
      const filter = {
        method: text(req.method, "method"),
        actor: text(req.actorUserId, "actor_user_id"),
        ...days(dateRange(req.startDate, req.endDate)),
      };
      const parts: SQL[] = [];
      if (filter.method) parts.push(eq(auditDenials.method, filter.method));
      if (filter.actor) parts.push(eq(auditDenials.actorUserId, filter.actor));
      if (filter.from) parts.push(gte(auditDenials.minute, filter.from));
      if (filter.until) parts.push(lt(auditDenials.minute, filter.until));
      const where = parts.length ? and(...parts) : undefined;
      const scope = `adminListAuditDenials:${JSON.stringify(filter)}`;
      const size = pageSize(req.pageRequest, { admin: true });
      const q = keyset({ sort: auditDenials.minute, id: auditDenials.id, direction: "desc", after: tokens.decode(scope, req.pageRequest?.pageToken ?? ""), size, where });
      const [rows, [total]] = await Promise.all([
        deps.db
          .select({ row: auditDenials, sortKey: q.sortKey })
          .from(auditDenials)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit),
        deps.db.select({ n: sql<number>`count(*)::int` }).from(auditDenials).where(where),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: String(r.row.id) }));
      const names = await actorNames(deps.db, page.items.map(({ row }) => row.actorUserId));
      return {
        denials: page.items.map(({ row }) =>
          create(AuditDenialSchema, {
            id: String(row.id),
            minute: timestampFromDate(row.minute),
            actorUserId: row.actorUserId ?? "",
            actorName: (row.actorUserId && names.get(row.actorUserId)) ?? "",
            client: row.client,
            method: row.method,
            reason: row.reason,
            count: row.count,
            firstRequestId: row.firstRequestId ?? "",
          }),
        ),
        pageResponse: { nextPageToken: page.next ? tokens.encode(scope, page.next) : "", totalSize: total?.n ?? 0 },
      };
    },
  };
}
