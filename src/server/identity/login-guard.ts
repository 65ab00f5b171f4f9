/**
 * Password sign-in with brute-force protection that slows down the guesser, not the owner
 * (docs/decisions/0008-sign-up-and-lockout.md):
 *
 * - per account and client (`email|ip`, or `email|device` from a known device): 5 wrong
 *   passwords in 15 minutes stop that client for that account until the window ends;
 * - per account: 20 wrong passwords in an hour, from anywhere, pause sign-in from unknown
 *   devices; the owner is mailed once with an unlock link (1 hour, single use) that lifts the
 *   pause and makes that browser a known device; a correct password from a known device (a
 *   browser that completed a sign-in before: the `compass_device` cookie) gets past the pause;
 * - unknown address, wrong password, paused or blocked, and a disabled account all answer the
 *   same 'E-mail or password is incorrect.' after the same password-hash work;
 * - a correct password for an address not yet confirmed answers EMAIL_NOT_VERIFIED (only someone
 *   who knows the password learns the account exists) and mails a fresh confirmation link.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { knownDevices, userCredentials } from "../db/schema/identity.js";
import { userStates, users } from "../db/schema/users.js";
import { rpcError } from "../core/errors.js";
import { dummyVerify, normalizeEmail, PASSWORD_MAX_LENGTH, SIGN_IN_FAILED, verifyHash } from "./accounts.js";
import type { Mailer } from "./mail.js";
import { issueCode, newLinkToken } from "./one-time-codes.js";
import type { RateLimits } from "./rate-limits.js";
import { lockedAccountNotice } from "./security-mail.js";
import { languageOf } from "./user-language.js";

export const DEVICE_COOKIE = "compass_device";
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 3600;
export const UNLOCK_LINK_TTL_MS = 3600_000;
export const EMAIL_NOT_VERIFIED = "Confirm your e-mail address first: open the link we sent you. We have just sent a new one.";

export interface LoginGuardDeps {
  db: Db;
  limits: RateLimits;
  mailer: Mailer;
  publicUrl: string;
  /** Mails a fresh e-mail confirmation link (interactions-reset.ts). */
  sendVerification(userId: string, email: string): Promise<void>;
  log?: { warn(obj: object, msg: string): void };
}

export interface LoginAttempt {
  email: string;
  password: string;
  ip: string;
  /** The `compass_device` cookie, when the browser sent one. */
  deviceToken?: string;
}

export const deviceHash = (token: string) => createHash("sha256").update(`device\0${token}`).digest("hex");
export const newDeviceToken = () => randomBytes(32).toString("base64url");

/** Marks the browser as a device the user signed in from (called when a sign-in completes). */
export async function rememberDevice(db: Db, userId: string, token: string): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ userId, deviceHash: deviceHash(token) })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastUsedAt: sql`now()` } });
}

async function isKnownDevice(db: Db, userId: string, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash(token))))
    .limit(1);
  return Boolean(row);
}

/** Mails the owner an unlock link (the pause just began). */
async function mailUnlockLink(deps: LoginGuardDeps, userId: string, email: string): Promise<void> {
  const token = newLinkToken();
  await issueCode(deps.db, { userId, purpose: "account_unlock", secret: token, ttlMs: UNLOCK_LINK_TTL_MS, link: true });
  await deps.mailer.send({ to: email, ...lockedAccountNotice(`${deps.publicUrl}/oidc/unlock?token=${token}`, deps.publicUrl, await languageOf(deps.db, userId)) });
}

/** Lifts the account-wide pause (the unlock link was opened). */
export async function unlockAccount(deps: Pick<LoginGuardDeps, "db" | "limits">, userId: string): Promise<void> {
  const [row] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (row) await deps.limits.reset("loginFailAccount", normalizeEmail(row.email));
}

/**
 * Checks an e-mail and password under the limits above. Resolves with the user on success;
 * rejects with UNAUTHENTICATED SIGN_IN_FAILED, or FAILED_PRECONDITION EMAIL_NOT_VERIFIED.
 */
export async function checkLogin(deps: LoginGuardDeps, attempt: LoginAttempt): Promise<{ userId: string; mustChangePassword: boolean }> {
  const { db, limits } = deps;
  const email = normalizeEmail(attempt.email);
  const [row] = await db
    .select({
      userId: users.id,
      enabled: users.enabled,
      passwordHash: userCredentials.passwordHash,
      mustChangePassword: userCredentials.mustChangePassword,
      verified: userStates.hasVerifiedEmailAddress,
    })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
    .leftJoin(userStates, eq(userStates.userId, users.id))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const known = row ? await isKnownDevice(db, row.userId, attempt.deviceToken) : false;
  const pairKey = `${email}|${known ? `d:${deviceHash(attempt.deviceToken!)}` : `ip:${attempt.ip}`}`;
  const [pairLeft, accountLeft] = await Promise.all([limits.remaining("loginFailPair", pairKey), limits.remaining("loginFailAccount", email)]);
  const stopped = pairLeft <= 0 || (accountLeft <= 0 && !known);
  // The same hash work whatever the outcome, so timing tells nothing either.
  const ok = row && attempt.password.length <= PASSWORD_MAX_LENGTH * 4 ? await verifyHash(row.passwordHash, attempt.password) : (await dummyVerify(attempt.password), false);
  if (stopped) throw rpcError.unauthenticated(SIGN_IN_FAILED);
  if (!ok || !row) {
    await limits.count("loginFailPair", pairKey);
    const left = await limits.count("loginFailAccount", email);
    if (row && left === 0) {
      await mailUnlockLink(deps, row.userId, email).catch((err: unknown) =>
        deps.log?.warn({ err: { message: (err as Error).message } }, "could not send the unlock link"),
      );
    }
    throw rpcError.unauthenticated(SIGN_IN_FAILED);
  }
  if (!row.enabled) throw rpcError.unauthenticated(SIGN_IN_FAILED);
  await limits.reset("loginFailPair", pairKey);
  if (!row.verified) {
    await deps.sendVerification(row.userId, email).catch((err: unknown) =>
      deps.log?.warn({ err: { message: (err as Error).message } }, "could not send the e-mail confirmation link"),
    );
    throw rpcError.failedPrecondition(EMAIL_NOT_VERIFIED);
  }
  return { userId: row.userId, mustChangePassword: row.mustChangePassword };
}
