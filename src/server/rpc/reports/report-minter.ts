/** Whether a report link's or job's minter may still have it (ADR 0020, 0025): the reports' and the funder exports' renderers ask. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { users } from "../../db/schema/index.js";
import { roleOfUserType } from "../../identity/token-verifier.js";

/** The minter of a report link, still enabled and still in the role they asked in (the funder exports' renderers ask it too). */
export async function minterStill(db: Db, userId: string, role: unknown): Promise<boolean> {
  const [minter] = await db.select({ type: users.type, enabled: users.enabled }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(minter?.enabled) && roleOfUserType(minter!.type) === role;
}
