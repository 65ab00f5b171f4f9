/**
 * Counseling records' SQL (`counseling_profiles`; schema/counseling.ts). A write reads the stored
 * record under a row lock and writes the merged one in the same transaction, so two writers never
 * lose each other's fields and the consent rule is judged on what is really stored.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { counselingProfiles, users } from "../../db/schema/index.js";
import type { CounselingClient } from "./counseling-policy.js";

export type ProfileRow = typeof counselingProfiles.$inferSelect;
export type ProfileValues = Omit<typeof counselingProfiles.$inferInsert, "userId" | "createdAt" | "updatedAt" | "updatedByUserId">;

export function createCounselingStore(db: Db) {
  return {
    async client(userId: string): Promise<CounselingClient | null> {
      const [row] = await db.select({ id: users.id, type: users.type, assignedCoachId: users.assignedCoachId }).from(users).where(eq(users.id, userId)).limit(1);
      return row ? { id: row.id, isLearner: row.type === "STANDARD", assignedCoachId: row.assignedCoachId } : null;
    },

    async get(userId: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(counselingProfiles).where(eq(counselingProfiles.userId, userId)).limit(1);
      return row ?? null;
    },

    /**
     * Reads the stored record (null: none yet) under a lock, asks `merge` for the values to store
     * (it throws to refuse: nothing is written), writes them and returns the stored row.
     */
    async change(userId: string, updatedByUserId: string, merge: (stored: ProfileRow | null) => ProfileValues): Promise<ProfileRow> {
      return db.transaction(async (tx) => {
        // An empty record first (rolled back with a refusal), so that the lock below always has a
        // row to hold: two first writes then wait for each other instead of one overwriting the other.
        const [created] = await tx.insert(counselingProfiles).values({ userId }).onConflictDoNothing().returning({ userId: counselingProfiles.userId });
        const [stored] = await tx.select().from(counselingProfiles).where(eq(counselingProfiles.userId, userId)).for("update").limit(1);
        const values = merge(created ? null : (stored ?? null));
        const [row] = await tx
          .update(counselingProfiles)
          .set({ ...values, updatedByUserId, updatedAt: sql`now()` })
          .where(eq(counselingProfiles.userId, userId))
          .returning();
        return row!;
      });
    },
  };
}

export type CounselingStore = ReturnType<typeof createCounselingStore>;
