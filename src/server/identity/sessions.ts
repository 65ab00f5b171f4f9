/**
 * Ending every session of an account (DESIGN §5): after a password reset, a password change or an
 * e-mail verification, whoever held the account before (an attacker who signed up with someone
 * else's address, a stolen refresh token) is out.
 *
 * - the provider's state for the account goes: sessions, grants, authorization codes, refresh
 *   tokens, and everything else issued under those grants (oidc_payloads);
 * - `users.tokens_valid_after` is set to now, and the token verifier refuses every access token
 *   issued (`iat`) before it, on the next call (identity/token-verifier.ts), because JWT access
 *   tokens are not stored and cannot be deleted;
 * - the account's known devices (login-guard.ts) and identity confirmations (step-up.ts) go too.
 */
import { eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { knownDevices, oidcPayloads, stepUps } from "../db/schema/identity.js";
import { users } from "../db/schema/users.js";

export async function endAllSessions(db: Pick<Db, "transaction">, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const owned = sql`${oidcPayloads.payload} ->> 'accountId' = ${userId}`;
    const rows = await tx.select({ model: oidcPayloads.model, id: oidcPayloads.id, grantId: oidcPayloads.grantId }).from(oidcPayloads).where(owned);
    const grantIds = [...new Set(rows.map((r) => (r.model === "Grant" ? r.id : r.grantId)).filter((g): g is string => Boolean(g)))];
    await tx.delete(oidcPayloads).where(grantIds.length ? or(owned, inArray(oidcPayloads.grantId, grantIds)) : owned);
    await tx.update(users).set({ tokensValidAfter: sql`now()` }).where(eq(users.id, userId));
    // A device or a confirmation of whoever held the account before counts for nothing now.
    await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
    await tx.delete(stepUps).where(eq(stepUps.userId, userId));
  });
}
