/**
 * The SMS second factor at sign-in ('My Cellphone Number'): after a correct password, a user with a
 * verified SMS factor gets a 6-digit code by SMS (stored hashed in verification_codes, purpose
 * mfa_sign_in, 10 minutes, single use, 5 wrong tries) and must enter it before the provider
 * signs them in. Phone numbers are sealed in mfa_factors (context `mfa_factors:<id>`).
 * Enrolment (enrol, verify, remove all) is not built yet.
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { KeyRing } from "../crypto/keyring.js";
import type { Db } from "../db/database.js";
import { mfaFactors, verificationCodes } from "../db/schema/identity.js";
import type { RateLimits } from "./rate-limits.js";
import type { SmsSender } from "./sms.js";

export const MFA_CODE_TTL_MS = 10 * 60_000;
export const MFA_MAX_TRIES = 5;

export interface MfaDeps {
  db: Db;
  keyring: KeyRing;
  sms: SmsSender;
  limits: RateLimits;
}

export interface SmsFactor {
  id: string;
  displayName: string;
  /** The last two digits, for "a code was sent to ••• 42". */
  hint: string;
}

export const factorContext = (id: string) => `mfa_factors:${id}`;
const hashOf = (userId: string, code: string) => createHash("sha256").update(`mfa_sign_in\0${userId}\0${code}`).digest("hex");

/** The user's verified SMS factor, if any. */
export async function verifiedSmsFactor(deps: Pick<MfaDeps, "db" | "keyring">, userId: string): Promise<(SmsFactor & { phone: string }) | undefined> {
  const [row] = await deps.db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.kind, "sms"), isNotNull(mfaFactors.verifiedAt)))
    .orderBy(desc(mfaFactors.verifiedAt))
    .limit(1);
  if (!row) return undefined;
  const phone = deps.keyring.open(row.secretEnc, row.keyId, factorContext(row.id));
  return { id: row.id, displayName: row.displayName, hint: phone.replace(/\D/g, "").slice(-2), phone };
}

/** Sends a new sign-in code (older ones stop working); rate-limited per user. */
export async function sendSignInCode(deps: MfaDeps, userId: string): Promise<SmsFactor | undefined> {
  const factor = await verifiedSmsFactor(deps, userId);
  if (!factor) return undefined;
  await deps.limits.consume("codeSend", userId);
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  await deps.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, "mfa_sign_in"), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      userId,
      purpose: "mfa_sign_in",
      factorId: factor.id,
      codeHash: hashOf(userId, code),
      expiresAt: new Date(Date.now() + MFA_CODE_TTL_MS),
    });
  });
  await deps.sms.send({ to: factor.phone, text: `Your Compass sign-in code is ${code}. It works once, for 10 minutes.` });
  return { id: factor.id, displayName: factor.displayName, hint: factor.hint };
}

/** Checks (and on success spends) the newest sign-in code. */
export async function checkSignInCode(db: Db, userId: string, code: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, "mfa_sign_in"),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.attempts >= MFA_MAX_TRIES) return false;
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(hashOf(userId, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await db
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + 1`,
        consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${MFA_MAX_TRIES} then now() else null end`,
      })
      .where(eq(verificationCodes.id, row.id));
    return false;
  }
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
