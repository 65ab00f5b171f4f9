/**
 * The administrators' user management SQL (issue #15 §1): one user, their state, every user, the
 * filtered and sorted list in keyset pages (search by the generated search_text's trigram index,
 * each sort by its own (key, id) index — migration 0014), and the changes of AdminUpdateUser under
 * the last-administrator rule: the enabled administrators' rows are locked first, so two
 * administrators demoting each other at once cannot leave none.
 */
import { and, asc, count, desc, eq, inArray, like, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import {
  attachments,
  contentAttachments,
  files,
  moduleAttachments,
  notifications,
  oidcPayloads,
  outboxMessages,
  taTracking,
  userCounts,
  users,
  userStates,
  type UserType,
} from "../../db/schema/index.js";
import type { StateRecord } from "../account/account-mapper.js";
import type { UserRow } from "../account/account-store.js";
import { rpcError } from "../../core/errors.js";
import { keyset, pageOf, type Cursor } from "../paging.js";
import { leavesNoAdmin, type UserSort } from "./admin-users-policy.js";

export interface UserFilter {
  words: string[];
  type: UserType | null;
  decision: string | null;
  status: string | null;
}

export interface UserTopChanges {
  type?: UserType;
  enabled?: boolean;
  assignedCoachId?: string | null;
  logoUrl?: string;
}

const SORT_KEYS: Record<UserSort, SQL | typeof users.createdAt> = {
  created: users.createdAt,
  name: sql`${users.sortName}`,
  email: sql`lower(${users.email})`,
  business_name: sql`lower(${users.businessName})`,
  type: sql`${users.type}`,
  status: sql`${users.status}`,
  application_decision: sql`${users.applicationDecision}`,
};

/** A word as a LIKE pattern on search_text: lower case, accents taken off as the column's unaccent does, wildcards escaped. */
export function containsPattern(word: string): string {
  const plain = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return `%${plain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterWhere(f: UserFilter): SQL | undefined {
  const parts: SQL[] = f.words.map((w) => like(users.searchText, containsPattern(w)));
  if (f.type) parts.push(eq(users.type, f.type));
  if (f.decision !== null) parts.push(eq(users.applicationDecision, f.decision));
  if (f.status !== null) parts.push(eq(users.status, f.status));
  return parts.length ? and(...parts) : undefined;
}

/**
 * How many users the filter selects: without search words, from the maintained counts per type,
 * decision and status (a sum over a few rows; migration 0020); with words, by counting the matches.
 */
function countOf(db: Db, f: UserFilter, where: SQL | undefined): Promise<{ n: number }[]> {
  if (f.words.length > 0) return db.select({ n: count() }).from(users).where(where);
  const parts: SQL[] = [];
  if (f.type) parts.push(eq(userCounts.type, f.type));
  if (f.decision !== null) parts.push(eq(userCounts.applicationDecision, f.decision));
  if (f.status !== null) parts.push(eq(userCounts.status, f.status));
  return db
    .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)::int` })
    .from(userCounts)
    .where(parts.length ? and(...parts) : undefined);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * For the last-administrator rule: locks the enabled administrators' rows (always in id order, so
 * two such changes cannot deadlock), then the target's; answers how many there are and the target.
 */
async function lockForAdminRule(tx: Tx, id: string): Promise<{ admins: number; row: UserRow | undefined }> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.type, ["ADMIN", "API_ADMIN"]), eq(users.enabled, true)))
    .orderBy(asc(users.id))
    .for("update");
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return { admins: admins.length, row };
}

export const ENABLED_ADMINS_LOCKED = "There must stay at least one enabled administrator: make another administrator first.";

export function createAdminUsersStore(db: Db) {
  return {
    async user(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async state(id: string): Promise<StateRecord | null> {
      const [row] = await db.select().from(userStates).where(eq(userStates.userId, id)).limit(1);
      if (!row) return null;
      const { userId: _u, updatedAt: _t, ...state } = row;
      return state;
    },

    async all(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
    },

    async page(filter: UserFilter, sort: UserSort, direction: "asc" | "desc", after: Cursor | null, size: number) {
      const where = filterWhere(filter);
      const q = keyset({ sort: SORT_KEYS[sort], id: users.id, direction, after, size, where });
      // The whole selection is counted for the first page only; the following pages' tokens carry it.
      const counted = after?.total !== undefined ? Promise.resolve([{ n: after.total }]) : countOf(db, filter, where);
      const [rows, [total]] = await Promise.all([db.select({ row: users, sortKey: q.sortKey }).from(users).where(q.where).orderBy(...q.orderBy).limit(q.limit), counted]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.row.id }));
      const n = total?.n ?? 0;
      return { items: page.items.map((r) => r.row), next: page.next ? { ...page.next, total: n } : null, total: n };
    },

    /** A candidate coach's type and state. */
    async coach(id: string): Promise<{ id: string; type: UserType; enabled: boolean } | null> {
      const [row] = await db.select({ id: users.id, type: users.type, enabled: users.enabled }).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Writes the top-level changes; refuses (FAILED_PRECONDITION) one that would leave no enabled
     * administrator. Returns the row before and after, or null when there is no such user.
     */
    async update(id: string, changes: UserTopChanges): Promise<{ before: UserRow; after: UserRow } | null> {
      return db.transaction(async (tx) => {
        const { admins, row: before } = await lockForAdminRule(tx, id);
        if (!before) return null;
        const next = { type: changes.type ?? before.type, enabled: changes.enabled ?? before.enabled };
        if (leavesNoAdmin(before, next, admins)) throw rpcError.failedPrecondition(ENABLED_ADMINS_LOCKED);
        if (Object.keys(changes).length === 0) return { before, after: before };
        const [after] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
        return { before, after: after! };
      });
    },

    /**
     * The first part of erasing a user: the attachments they made that the library does not show
     * (their messages' and notifications' files), and the ids of the files they uploaded (the
     * caller erases those the library does not use, bytes included). Empty for an administrator's
     * files: those are library material (content pictures are not tracked by attachments).
     */
    async releaseFiles(id: string, isAdmin: boolean): Promise<string[]> {
      await db.delete(attachments).where(
        and(
          eq(attachments.createdByUserId, id),
          sql`not exists (select 1 from ${moduleAttachments} m where m.attachment_id = "attachments"."id")`,
          sql`not exists (select 1 from ${contentAttachments} c where c.attachment_id = "attachments"."id")`,
        ),
      );
      if (isAdmin) return [];
      return (await db.select({ id: files.id }).from(files).where(eq(files.uploadedByUserId, id))).map((f) => f.id);
    },

    /**
     * Erases the user (the rest of it, in one transaction, after releaseFiles): refused for the last
     * enabled administrator. Their TA sessions stay for the funder's counts with the client's name
     * and contact blanked; the notifications they sent, the mail kept for their address and their
     * sign-in state go; deleting the row takes everything that cascades (profile, documents,
     * messages, journey, key/values, factors, devices, codes, telemetry). False when there is none.
     */
    async erase(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { admins, row } = await lockForAdminRule(tx, id);
        if (!row) return false;
        if (leavesNoAdmin(row, { type: "STANDARD", enabled: false }, admins)) throw rpcError.failedPrecondition(ENABLED_ADMINS_LOCKED);
        await tx.update(taTracking).set({ clientName: "", contact: "" }).where(eq(taTracking.clientUserId, id));
        await tx.delete(notifications).where(eq(notifications.sentByUserId, id));
        await tx.delete(outboxMessages).where(sql`lower(${outboxMessages.recipient}) = lower(${row.email})`);
        await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload} ->> 'accountId' = ${id}`);
        await tx.delete(users).where(eq(users.id, id));
        return true;
      });
    },

    /** How many enabled administrators there are (tests, reports). */
    async enabledAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(and(inArray(users.type, ["ADMIN", "API_ADMIN"]), eq(users.enabled, true)));
      return row?.n ?? 0;
    },
  };
}

