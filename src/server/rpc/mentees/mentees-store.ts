/**
 * Mentees' SQL (issue #13 §1): learners by assigned coach (the users_assigned_coach_idx index on
 * (assigned_coach_id, created_at desc)), or every learner for an administrator, newest account
 * first, keyset-paged; coaches and lenders for CoachGetAllCoaches.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { users, userStates } from "../../db/schema/index.js";
import type { StateRecord } from "../account/account-mapper.js";
import type { UserRow } from "../account/account-store.js";
import { keyset, pageOf, type Cursor } from "../paging.js";

export type Scope = { coachUserId: string } | "all";

const scopeWhere = (scope: Scope): SQL =>
  scope === "all" ? eq(users.type, "STANDARD") : and(eq(users.type, "STANDARD"), eq(users.assignedCoachId, scope.coachUserId))!;

export function createMenteesStore(db: Db) {
  return {
    async user(userId: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    async all(scope: Scope): Promise<UserRow[]> {
      return db.select().from(users).where(scopeWhere(scope)).orderBy(desc(users.createdAt), desc(users.id));
    },

    async page(scope: Scope, after: Cursor | null, size: number): Promise<{ items: UserRow[]; next: Cursor | null; total: number }> {
      const q = keyset({ sort: users.createdAt, id: users.id, direction: "desc", after, size, where: scopeWhere(scope) });
      const [rows, [total]] = await Promise.all([
        db.select({ row: users, sortKey: q.sortKey }).from(users).where(q.where).orderBy(...q.orderBy).limit(q.limit),
        db.select({ n: count() }).from(users).where(scopeWhere(scope)),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.row.id }));
      return { items: page.items.map((r) => r.row), next: page.next, total: total?.n ?? 0 };
    },

    /** The onboarding and business-tool flags of these users, by id (one query; none for a user without a row). */
    async states(userIds: readonly string[]): Promise<Map<string, StateRecord>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.select().from(userStates).where(inArray(userStates.userId, [...userIds]));
      return new Map(rows.map(({ userId, updatedAt: _t, ...state }) => [userId, state]));
    },

    async coaches(): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(inArray(users.type, ["COACH", "LENDER"]), eq(users.enabled, true)))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },
  };
}
