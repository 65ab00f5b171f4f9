/**
 * TA sessions' SQL (`ta_tracking`; schema/coaching.ts). Lists are keyset-paged newest session first
 * — (date_of_session, id) descending, served by the (coach_user_id, date_of_session desc, id) index —
 * with the filters of CoachListMyTATracking (client, date range) and their totals summed by the
 * database over every selected row, not only the page.
 */
import { and, count, desc, eq, gte, lte, sql, sum, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { taTracking, users, type AddressDoc } from "../../db/schema/index.js";
import { roleOfUserType } from "../../identity/token-verifier.js";
import { ownName } from "../../core/names.js";
import { keyset, pageOf, type Cursor } from "../paging.js";
import type { TAClient, TACoach } from "./ta-tracking-policy.js";

export type TARow = typeof taTracking.$inferSelect;
export type TAValues = Omit<typeof taTracking.$inferInsert, "id" | "createdAt" | "updatedAt">;

export interface TAClientRecord extends TAClient {
  name: string;
  state: string;
  county: string;
}

export interface TAFilter {
  coachUserId: string;
  clientUserId?: string;
  /** YYYY-MM-DD, inclusive. */
  start?: string;
  end?: string;
}

export interface TATotals {
  sessions: number;
  contactHours: number;
  prepHours: number;
  travelHours: number;
  miles: number;
}

function filterOf(f: TAFilter): SQL {
  const parts: SQL[] = [eq(taTracking.coachUserId, f.coachUserId)];
  if (f.clientUserId) parts.push(eq(taTracking.clientUserId, f.clientUserId));
  if (f.start) parts.push(gte(taTracking.dateOfSession, f.start));
  if (f.end) parts.push(lte(taTracking.dateOfSession, f.end));
  return and(...parts)!;
}

const newestFirst = [desc(taTracking.dateOfSession), desc(taTracking.id)];

export function createTATrackingStore(db: Db) {
  return {
    async client(userId: string): Promise<TAClientRecord | null> {
      const [row] = await db
        .select({ id: users.id, type: users.type, assignedCoachId: users.assignedCoachId, displayName: users.displayName, firstName: users.firstName, lastName: users.lastName, addresses: users.addresses })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      const address: AddressDoc = row.addresses[0] ?? {};
      return { id: row.id, isLearner: row.type === "STANDARD", assignedCoachId: row.assignedCoachId, // The name the learner entered, never their e-mail: the session keeps it, and partner banks
      // read it in the TA report.
      name: ownName(row), state: address.us_state ?? "", county: address.county ?? "" };
    },

    async coach(userId: string): Promise<TACoach | null> {
      const [row] = await db.select({ id: users.id, type: users.type, enabled: users.enabled }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.enabled ? { id: row.id, role: roleOfUserType(row.type) } : null;
    },

    async insert(values: TAValues): Promise<string> {
      const [row] = await db.insert(taTracking).values(values).returning({ id: taTracking.id });
      return row!.id;
    },

    async get(id: string): Promise<TARow | null> {
      const [row] = await db.select().from(taTracking).where(eq(taTracking.id, id)).limit(1);
      return row ?? null;
    },

    async update(id: string, changes: Partial<TAValues>): Promise<boolean> {
      const rows = await db.update(taTracking).set({ ...changes, updatedAt: sql`now()` }).where(eq(taTracking.id, id)).returning({ id: taTracking.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(taTracking).where(eq(taTracking.id, id)).returning({ id: taTracking.id });
      return rows.length > 0;
    },

    /** Every session of a coach (or, with a client, of that client with that coach; `coachUserId` null: any coach's), newest first. */
    async all(where: { coachUserId: string | null; clientUserId?: string }): Promise<TARow[]> {
      const parts: SQL[] = [];
      if (where.coachUserId !== null) parts.push(eq(taTracking.coachUserId, where.coachUserId));
      if (where.clientUserId) parts.push(eq(taTracking.clientUserId, where.clientUserId));
      return db.select().from(taTracking).where(and(...parts)).orderBy(...newestFirst);
    },

    async page(filter: TAFilter, after: Cursor | null, size: number): Promise<{ items: TARow[]; next: Cursor | null; totals: TATotals }> {
      const where = filterOf(filter);
      const q = keyset({ sort: taTracking.dateOfSession, id: taTracking.id, direction: "desc", after, size, where });
      const [rows, [totals]] = await Promise.all([
        db.select({ row: taTracking, sortKey: q.sortKey }).from(taTracking).where(q.where).orderBy(...q.orderBy).limit(q.limit),
        db
          .select({
            sessions: count(),
            contactHours: sum(taTracking.timeSpentHours).mapWith(Number),
            prepHours: sum(taTracking.prepTimeHours).mapWith(Number),
            travelHours: sum(taTracking.travelTimeHours).mapWith(Number),
            miles: sum(taTracking.milesTraveled).mapWith(Number),
          })
          .from(taTracking)
          .where(where),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.row.id }));
      const t = totals!;
      return {
        items: page.items.map((r) => r.row),
        next: page.next,
        totals: { sessions: t.sessions, contactHours: t.contactHours || 0, prepHours: t.prepHours || 0, travelHours: t.travelHours || 0, miles: t.miles || 0 },
      };
    },
  };
}

export type TATrackingStore = ReturnType<typeof createTATrackingStore>;
