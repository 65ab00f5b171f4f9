/**
 * The key/value entries' SQL (`key_values`, primary key (user_id, key)). A write takes the owner's
 * users row `FOR NO KEY UPDATE` for its transaction before it counts and inserts, so concurrent
 * writes of new keys for one user are serialised and never take them past KEYS_PER_USER. That lock
 * does not block other tables' foreign-key checks on the row (they take KEY SHARE), only other
 * writers of the row (a profile update waits a few milliseconds at most).
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { keyValues, users } from "../../db/schema/index.js";
import { mayAddKey } from "./settings-policy.js";

export type PutResult = "ok" | "no-user" | "full";

export interface SettingsStore {
  /** Whether the user exists (Admin* calls name one). */
  userExists(userId: string): Promise<boolean>;
  /** The value under the key, or null when there is none. */
  get(userId: string, key: string): Promise<string | null>;
  /** Writes (or overwrites) the value; "full" when it would be a new key past the limit, "no-user" when there is no such user. */
  put(userId: string, key: string, value: string): Promise<PutResult>;
  /** Removes the key; false (and nothing done) when there was none. */
  remove(userId: string, key: string): Promise<boolean>;
}

export function createSettingsStore(db: Db): SettingsStore {
  return {
    async userExists(userId) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    },

    async get(userId, key) {
      const [row] = await db
        .select({ value: keyValues.value })
        .from(keyValues)
        .where(and(eq(keyValues.userId, userId), eq(keyValues.key, key)))
        .limit(1);
      return row ? row.value : null;
    },

    async put(userId, key, value) {
      return db.transaction(async (tx) => {
        const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        if (!owner) return "no-user";
        const updated = await tx
          .update(keyValues)
          .set({ value, updatedAt: sql`now()` })
          .where(and(eq(keyValues.userId, userId), eq(keyValues.key, key)))
          .returning({ key: keyValues.key });
        if (updated.length > 0) return "ok";
        const [held] = await tx.select({ n: count() }).from(keyValues).where(eq(keyValues.userId, userId));
        if (!mayAddKey(held?.n ?? 0)) return "full";
        await tx
          .insert(keyValues)
          .values({ userId, key, value })
          .onConflictDoUpdate({ target: [keyValues.userId, keyValues.key], set: { value, updatedAt: sql`now()` } });
        return "ok";
      });
    },

    async remove(userId, key) {
      const removed = await db
        .delete(keyValues)
        .where(and(eq(keyValues.userId, userId), eq(keyValues.key, key)))
        .returning({ key: keyValues.key });
      return removed.length > 0;
    },
  };
}
