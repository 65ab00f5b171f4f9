/**
 * Step-up: a fresh proof of the person, not just a valid token, before sensitive changes
 * (removing or replacing a second factor; ADR 0008). A signed-in user confirms with the
 * password or a current code of an enrolled factor (ConfirmMyIdentity); the confirmation is kept
 * for STEP_UP_TTL_MS for the sign-in session the access token belongs to (`step_ups`, keyed by
 * user and the token's grant), so another session holding a stolen token gains nothing from it.
 * Ending every session of the account (sessions.ts) drops every confirmation.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { stepUps, userCredentials } from "../db/schema/identity.js";
import type { Actor } from "../core/context.js";
import { rpcError } from "../core/errors.js";
import { STEP_UP_REQUIRED, STEP_UP_TTL_MS } from "../../shared/step-up.js";
import { verifyHash } from "./accounts.js";

/** The session a confirmation belongs to (tokens that name none share one per account). */
export const sessionRefOf = (actor: Actor) => actor.sessionRef ?? "account";

/** Records a confirmation for the caller's session; returns until when it holds. */
export async function recordStepUp(db: Db, actor: Actor, method: "password" | "totp" | "sms"): Promise<Date> {
  const expiresAt = new Date(Date.now() + STEP_UP_TTL_MS);
  await db
    .insert(stepUps)
    .values({ userId: actor.userId, sessionRef: sessionRefOf(actor), method, expiresAt })
    .onConflictDoUpdate({ target: [stepUps.userId, stepUps.sessionRef], set: { method, confirmedAt: sql`now()`, expiresAt } });
  return expiresAt;
}

/** Throws FAILED_PRECONDITION STEP_UP_REQUIRED unless the caller's session confirmed recently. */
export async function requireStepUp(db: Db, actor: Actor): Promise<void> {
  const [row] = await db
    .select({ userId: stepUps.userId })
    .from(stepUps)
    .where(and(eq(stepUps.userId, actor.userId), eq(stepUps.sessionRef, sessionRefOf(actor)), gt(stepUps.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) throw rpcError.failedPrecondition(STEP_UP_REQUIRED);
}

/** The account's password hash, when it has a local password (not an external issuer's user). */
export async function passwordHashOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ hash: userCredentials.passwordHash }).from(userCredentials).where(eq(userCredentials.userId, userId)).limit(1);
  return row?.hash;
}

/** Whether the password is the account's (false without a local password). */
export async function isCurrentPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const hash = await passwordHashOf(db, userId);
  return hash !== undefined && password.length <= 512 && (await verifyHash(hash, password));
}
