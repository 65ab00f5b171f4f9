/**
 * The second-factor methods' SQL: factors in mfa_factors (phone number or TOTP secret sealed with
 * the key ring, context `mfa_factors:<id>`), enrolment codes in verification_codes (purpose
 * mfa_enrol, hashed, 10 minutes, single use, 5 wrong tries), the user's phone-verified flag.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { KeyRing } from "../../crypto/keyring.js";
import type { Db } from "../../db/database.js";
import { mfaFactors, userStates, users, verificationCodes, type MfaKind } from "../../db/schema/index.js";
import { factorContext } from "../../identity/interactions-mfa.js";
import { checkCode, CODE_TTL_MS, issueCode } from "../../identity/one-time-codes.js";
import type { RateLimits } from "../../identity/rate-limits.js";
import { maskPhone } from "../../identity/phone.js";

export interface FactorRecord {
  id: string;
  kind: MfaKind;
  displayName: string;
  /** Masked phone number (sms) or "" (totp). */
  hint: string;
  createdAt: Date;
  verifiedAt: Date | null;
}

export type EnrolCheck = "ok" | "none" | "spent" | "wrong";

export interface MfaStore {
  factors(userId: string): Promise<FactorRecord[]>;
  factor(userId: string, factorId: string): Promise<FactorRecord | undefined>;
  email(userId: string): Promise<string | undefined>;
  /** Replaces any pending (unverified) factor of this kind with a new one holding the sealed secret. */
  addPending(userId: string, kind: MfaKind, displayName: string, secret: string, code?: string): Promise<string>;
  /** The newest unverified factor of this kind. */
  pending(userId: string, kind: MfaKind): Promise<string | undefined>;
  /** Checks the enrolment code of the pending SMS factor; on success the factor is verified. */
  checkEnrolCode(userId: string, code: string): Promise<{ result: EnrolCheck; factorId?: string }>;
  /** After a factor was verified: drop the user's older factors of its kind. */
  keepOnly(userId: string, kind: MfaKind, factorId: string): Promise<void>;
  setPhoneVerified(userId: string, verified: boolean): Promise<void>;
  /** Deletes every factor and pending second-factor code of the user; returns how many factors. */
  removeAll(userId: string): Promise<number>;
}

export function createMfaStore(db: Db, keyring: KeyRing, limits?: Pick<RateLimits, "consume" | "remaining">): MfaStore {
  const toRecord = (row: typeof mfaFactors.$inferSelect): FactorRecord => ({
    id: row.id,
    kind: row.kind,
    displayName: row.displayName,
    hint: row.kind === "sms" ? maskPhone(keyring.open(row.secretEnc, row.keyId, factorContext(row.id))) : "",
    createdAt: row.createdAt,
    verifiedAt: row.verifiedAt,
  });

  async function pendingOf(userId: string, kind: MfaKind): Promise<string | undefined> {
    const [row] = await db
      .select({ id: mfaFactors.id })
      .from(mfaFactors)
      .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.kind, kind), isNull(mfaFactors.verifiedAt)))
      .orderBy(desc(mfaFactors.createdAt))
      .limit(1);
    return row?.id;
  }

  return {
    async factors(userId) {
      const rows = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(asc(mfaFactors.createdAt), asc(mfaFactors.id));
      return rows.map(toRecord);
    },

    async factor(userId, factorId) {
      const [row] = await db.select().from(mfaFactors).where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.id, factorId))).limit(1);
      return row ? toRecord(row) : undefined;
    },

    async email(userId) {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email;
    },

    async addPending(userId, kind, displayName, secret, code) {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        // An earlier pending enrolment of this kind (and its codes, by cascade) is replaced.
        await tx.delete(mfaFactors).where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.kind, kind), isNull(mfaFactors.verifiedAt)));
        await tx.insert(mfaFactors).values({ id, userId, kind, displayName, secretEnc: keyring.seal(secret, factorContext(id)), keyId: keyring.currentKeyId });
        if (code !== undefined) await issueCode(tx, { userId, purpose: "mfa_enrol", secret: code, ttlMs: CODE_TTL_MS, factorId: id });
      });
      return id;
    },

    pending: pendingOf,

    async checkEnrolCode(userId, code) {
      const factorId = await pendingOf(userId, "sms");
      if (!factorId) return { result: "none" };
      const check = await checkCode(db, { userId, purpose: "mfa_enrol", code, limits });
      if (check.result === "wrong") return { result: "wrong" };
      if (check.result === "none" || check.factorId !== factorId) return { result: "spent" };
      const [verified] = await db
        .update(mfaFactors)
        .set({ verifiedAt: sql`now()` })
        .where(and(eq(mfaFactors.id, factorId), isNull(mfaFactors.verifiedAt)))
        .returning({ id: mfaFactors.id });
      return verified ? { result: "ok", factorId } : { result: "spent" };
    },

    async keepOnly(userId, kind, factorId) {
      await db
        .delete(mfaFactors)
        .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.kind, kind), isNotNull(mfaFactors.verifiedAt), ne(mfaFactors.id, factorId)));
    },

    async setPhoneVerified(userId, verified) {
      await db
        .insert(userStates)
        .values({ userId, hasVerifiedPhoneNumber: verified })
        .onConflictDoUpdate({ target: userStates.userId, set: { hasVerifiedPhoneNumber: verified, updatedAt: sql`now()` } });
    },

    async removeAll(userId) {
      return db.transaction(async (tx) => {
        await tx
          .delete(verificationCodes)
          .where(and(eq(verificationCodes.userId, userId), inArray(verificationCodes.purpose, ["mfa_enrol", "mfa_sign_in"])));
        const removed = await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId)).returning({ id: mfaFactors.id });
        return removed.length;
      });
    },
  };
}
