/**
 * Password reset and e-mail verification (JSON under /oidc, same origin):
 *
 *   POST /oidc/reset/start   {email}                 → { ok: true } always (no account enumeration)
 *   POST /oidc/reset/finish  {email, code, password} → { ok: true } | 400 one message for any bad code
 *   GET  /oidc/verify-email?token=…                 → 303 /auth/email-verified (or /auth/email-not-verified)
 *
 * Reset codes: 6 digits, stored hashed in verification_codes (purpose password_reset), 10 minutes,
 * single use, invalidated after 5 wrong tries; a new code replaces older ones. Verification links:
 * 32 random bytes, stored hashed (purpose email_verification), 7 days, single use.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { Db } from "../db/database.js";
import { verificationCodes } from "../db/schema/identity.js";
import { userStates } from "../db/schema/users.js";
import { normalizeEmail, setPassword, userIdByEmail } from "./accounts.js";
import { assertJsonSameOrigin, HttpError, sendError } from "./interactions.js";
import type { Mailer } from "./mail.js";
import { OIDC_PREFIX } from "./provider.js";
import type { RateLimits } from "./rate-limits.js";

export const RESET_CODE_TTL_MS = 10 * 60_000;
export const RESET_MAX_TRIES = 5;
export const VERIFY_LINK_TTL_MS = 7 * 24 * 3600_000;
export const BAD_CODE = "That code is not valid or has expired. Request a new one.";

interface Deps {
  db: Db;
  mailer: Mailer;
  config: Config;
}

const hashOf = (purpose: string, userId: string, secret: string) =>
  createHash("sha256").update(`${purpose}\0${userId}\0${secret}`).digest("hex");

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Mails a link that verifies the address (called after sign-up). */
export async function sendEmailVerification({ db, mailer, config }: Deps, userId: string, email: string): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(verificationCodes).values({
    userId,
    purpose: "email_verification",
    codeHash: hashOf("email_verification", "", token),
    expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_MS),
  });
  const link = `${config.publicUrl}${OIDC_PREFIX}/verify-email?token=${token}`;
  await mailer.send({
    to: email,
    subject: "Confirm your e-mail address for Compass",
    text: `Welcome to Compass.\n\nConfirm your e-mail address by opening this link within 7 days:\n\n${link}\n\nIf you did not sign up, ignore this message.\n`,
  });
}

export function registerRecovery(app: FastifyInstance, deps: Deps & { limits: RateLimits }): void {
  const { db, mailer, config, limits } = deps;

  app.post(`${OIDC_PREFIX}/reset/start`, async (request, reply) => {
    try {
      assertJsonSameOrigin(request, config);
      const raw = (request.body as { email?: unknown } | null)?.email;
      const email = typeof raw === "string" ? normalizeEmail(raw).slice(0, 320) : "";
      if (!email) throw new HttpError(400, "invalid_argument", "Enter your e-mail address.", "email");
      await limits.consume("resetIp", request.ip);
      await limits.consume("resetEmail", email);
      const userId = await userIdByEmail(db, email);
      if (userId) {
        const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
        await db.transaction(async (tx) => {
          // Only the newest code works.
          await tx
            .update(verificationCodes)
            .set({ consumedAt: sql`now()` })
            .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, "password_reset"), isNull(verificationCodes.consumedAt)));
          await tx.insert(verificationCodes).values({
            userId,
            purpose: "password_reset",
            codeHash: hashOf("password_reset", userId, code),
            expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
          });
        });
        // Not awaited: the answer must not take longer when the account exists (SMTP latency).
        void mailer
          .send({
            to: email,
            subject: "Your Compass password reset code",
            text: `Your code to reset your Compass password is ${code}.\n\nIt works once, for 10 minutes. If you did not ask for it, ignore this message: your password stays the same.\n`,
          })
          .catch((err: unknown) => request.log.error({ err }, "could not send the password reset code"));
      }
      return reply.send({ ok: true });
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post(`${OIDC_PREFIX}/reset/finish`, async (request, reply) => {
    try {
      assertJsonSameOrigin(request, config);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === "string" ? normalizeEmail(body.email).slice(0, 320) : "";
      const code = typeof body.code === "string" ? body.code.replace(/\s+/g, "") : "";
      const password = typeof body.password === "string" ? body.password : "";
      if (!email) throw new HttpError(400, "invalid_argument", "Enter your e-mail address.", "email");
      if (!/^\d{6}$/.test(code)) throw new HttpError(400, "invalid_argument", "Enter the 6-digit code from the e-mail.", "code");
      if (!password) throw new HttpError(400, "invalid_argument", "Enter a new password.", "password");
      // Guessing codes is guessing credentials: the login limit per address applies.
      await limits.consume("loginIp", request.ip);
      const userId = await userIdByEmail(db, email);
      const [row] = userId
        ? await db
            .select()
            .from(verificationCodes)
            .where(
              and(
                eq(verificationCodes.userId, userId),
                eq(verificationCodes.purpose, "password_reset"),
                isNull(verificationCodes.consumedAt),
                gt(verificationCodes.expiresAt, sql`now()`),
              ),
            )
            .orderBy(desc(verificationCodes.createdAt))
            .limit(1)
        : [];
      if (!userId || !row || row.attempts >= RESET_MAX_TRIES) throw new HttpError(400, "invalid_code", BAD_CODE, "code");
      if (!sameHash(row.codeHash, hashOf("password_reset", userId, code))) {
        await db
          .update(verificationCodes)
          .set({
            attempts: sql`${verificationCodes.attempts} + 1`,
            consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${RESET_MAX_TRIES} then now() else null end`,
          })
          .where(eq(verificationCodes.id, row.id));
        throw new HttpError(400, "invalid_code", BAD_CODE, "code");
      }
      // Check the password policy before spending the code, so a weak password can be corrected.
      await setPassword(db, userId, password);
      const used = await db
        .update(verificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      if (used.length === 0) throw new HttpError(400, "invalid_code", BAD_CODE, "code");
      return reply.send({ ok: true });
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get(`${OIDC_PREFIX}/verify-email`, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const fail = () => reply.code(303).header("cache-control", "no-store").redirect(`${config.publicUrl}/auth/email-not-verified`, 303);
    if (typeof token !== "string" || token.length < 20 || token.length > 100) return fail();
    const [used] = await db
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(verificationCodes.purpose, "email_verification"),
          eq(verificationCodes.codeHash, hashOf("email_verification", "", token)),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: verificationCodes.userId });
    if (!used) return fail();
    await db
      .insert(userStates)
      .values({ userId: used.userId, hasVerifiedEmailAddress: true })
      .onConflictDoUpdate({ target: userStates.userId, set: { hasVerifiedEmailAddress: true, updatedAt: sql`now()` } });
    return reply.header("cache-control", "no-store").redirect(`${config.publicUrl}/auth/email-verified`, 303);
  });
}
