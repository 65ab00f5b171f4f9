/**
 * The storage domain's queries: the accounts with uploads, largest use first, one keyset page at a
 * time (bytes used descending, then user id descending), and how many accounts have any.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { files } from "../../db/schema/files.js";
import { users, type UserType } from "../../db/schema/users.js";

export interface StorageUserRow {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  type: UserType;
  usedBytes: number;
  fileCount: number;
}

export interface StorageStore {
  /** Up to `limit` accounts after (usedBytes, userId) in the list's order (null: from the first). */
  largestUsers(after: { usedBytes: bigint; userId: string } | null, limit: number): Promise<StorageUserRow[]>;
  /** Accounts with at least one upload. */
  countUsers(): Promise<number>;
}

export function createStorageStore(db: Db): StorageStore {
  const use = sql`(select ${files.uploadedByUserId} as user_id, sum(${files.contentLength})::bigint as used, count(*)::int as n
    from ${files} where ${files.uploadedByUserId} is not null group by 1) s`;
  return {
    async largestUsers(after, limit) {
      const where = after ? sql`where (s.used, u.id) < (${after.usedBytes.toString()}::bigint, ${after.userId})` : sql``;
      const result = await db.execute<{
        id: string;
        email: string;
        first_name: string | null;
        last_name: string | null;
        display_name: string | null;
        type: UserType;
        used: string;
        n: number;
      }>(sql`select u.id, u.email, u.first_name, u.last_name, u.display_name, u.type, s.used::text as used, s.n
        from ${use} join ${users} u on u.id = s.user_id ${where}
        order by s.used desc, u.id desc limit ${limit}`);
      return result.rows.map((r) => ({
        userId: r.id,
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        displayName: r.display_name,
        type: r.type,
        usedBytes: Number(r.used),
        fileCount: Number(r.n),
      }));
    },
    async countUsers() {
      const result = await db.execute<{ n: number }>(sql`select count(distinct ${files.uploadedByUserId})::int as n from ${files}`);
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
