/**
 * Password reset, e-mail confirmation and account unlock (JSON under /oidc, same origin):
 *
 *   POST /oidc/reset/start   {email}                 → { ok: true } always (no account enumeration)
 *   POST /oidc/reset/finish  {email, code, password} → { ok: true } | 400 one message for any bad code
 *   GET  /oidc/verify-email?token=…                 → 303 /auth/email-verified (or /auth/email-not-verified)
 *   GET  /oidc/unlock?token=…                       → 303 /auth/account-unlocked (or /auth/unlock-failed)
 *   POST /oidc/invitation/finish {token, password}  → { ok: true } | 400 (invitations.ts)
 *
 * Reset codes: 6 digits, hashed, 10 minutes, single use, 5 tries (reserved atomically) and 20 wrong
 * codes per account per day (one-time-codes.ts); a new code replaces older ones. /reset/start
 * answers before looking the address up (the lookup, the code and the mail happen afterwards), so
 * it takes the same time whether or not an account exists.
 *
 * A finished reset, like a confirmed address, proves who holds the mailbox: every session, grant
 * and refresh token of the account ends and access tokens issued before stop working
 * (sessions.ts); the owner is told by mail.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { Db } from "../db/database.js";
import { userStates } from "../db/schema/users.js";
import { normalizeEmail, setPassword, userIdByEmail, validatePassword } from "./accounts.js";
import { assertJsonSameOrigin, ensureDeviceCookie, HttpError, sendError } from "./interaction-http.js";
import { rememberDevice, unlockAccount } from "./login-guard.js";
import type { Mailer } from "./mail.js";
import { checkCode, CODE_TTL_MS, consumeLink, issueCode, newCode } from "./one-time-codes.js";
import { OIDC_PREFIX } from "./provider.js";
import type { RateLimits } from "./rate-limits.js";
import { MAIL_WORDS } from "./mail-words.js";
import { notifyOwner } from "./security-mail.js";
import { languageOf } from "./user-language.js";
import { endAllSessions } from "./sessions.js";
import { acceptInvitation, BAD_INVITATION } from "./invitations.js";

export const BAD_CODE = "That code is not valid or has expired. Request a new one.";

interface Deps {
  db: Db;
  mailer: Mailer;
  config: Config;
  limits: RateLimits;
}

async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db
    .insert(userStates)
    .values({ userId, hasVerifiedEmailAddress: true })
    .onConflictDoUpdate({ target: userStates.userId, set: { hasVerifiedEmailAddress: true, updatedAt: sql`now()` } });
}

/** The work of /reset/start after the answer: a code for an existing account, nothing otherwise. */
async function mailResetCode({ db, mailer }: Deps, email: string, log: FastifyBaseLogger): Promise<void> {
  const userId = await userIdByEmail(db, email);
  if (!userId) return;
  const code = newCode();
  await issueCode(db, { userId, purpose: "password_reset", secret: code, ttlMs: CODE_TTL_MS });
  await mailer
    .send({ to: email, ...MAIL_WORDS[await languageOf(db, userId)].resetCode(code) })
    .catch((err: unknown) => log.error({ err: { message: (err as Error).message } }, "could not send the password reset code"));
}

export function registerRecovery(app: FastifyInstance, deps: Deps): void {
  const { db, mailer, config, limits } = deps;
  const notices = { db, mailer, publicUrl: config.publicUrl };

  app.post(`${OIDC_PREFIX}/reset/start`, async (request, reply) => {
    try {
      assertJsonSameOrigin(request, config);
      const raw = (request.body as { email?: unknown } | null)?.email;
      const email = typeof raw === "string" ? normalizeEmail(raw).slice(0, 320) : "";
      if (!email) throw new HttpError(400, "invalid_argument", "Enter your e-mail address.", "email");
      await limits.consume("resetIp", request.ip);
      await limits.consume("resetEmail", email);
      void mailResetCode(deps, email, request.log).catch((err: unknown) =>
        request.log.error({ err: { message: (err as Error).message } }, "password reset failed"),
      );
      return reply.send({ ok: true });
    } catch (err) {
      return sendError(reply, err);
    }
  });

  // An invitation's set-password link (invitations.ts; ADR 0022).
  app.post(`${OIDC_PREFIX}/invitation/finish`, async (request, reply) => {
    try {
      assertJsonSameOrigin(request, config);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const token = typeof body.token === "string" ? body.token.trim() : "";
      const password = typeof body.password === "string" ? body.password : "";
      if (!password) throw new HttpError(400, "invalid_argument", "Enter a new password.", "password");
      // Guessing links is guessing credentials: the login limit per client applies.
      await limits.consume("loginIp", request.ip);
      if ((await acceptInvitation(db, token, password)) !== "ok") throw new HttpError(400, "invalid_link", BAD_INVITATION);
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
      // The password policy first (before spending a try, and the same for every address).
      validatePassword(password, email);
      const userId = await userIdByEmail(db, email);
      if (!userId) throw new HttpError(400, "invalid_code", BAD_CODE, "code");
      const check = await checkCode(db, { userId, purpose: "password_reset", code, limits });
      if (check.result !== "ok") throw new HttpError(400, "invalid_code", BAD_CODE, "code");
      await setPassword(db, userId, password);
      await markEmailVerified(db, userId);
      await endAllSessions(db, userId);
      await unlockAccount({ db, limits }, userId);
      void notifyOwner(notices, userId, "password_reset", request.log);
      return reply.send({ ok: true });
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get(`${OIDC_PREFIX}/verify-email`, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const userId = typeof token === "string" ? await consumeLink(db, "email_verification", token) : undefined;
    reply.header("cache-control", "no-store");
    if (!userId) return reply.redirect(`${config.publicUrl}/auth/email-not-verified`, 303);
    await markEmailVerified(db, userId);
    // Whoever used the account before the address was proven is signed out.
    await endAllSessions(db, userId);
    return reply.redirect(`${config.publicUrl}/auth/email-verified`, 303);
  });

  app.get(`${OIDC_PREFIX}/unlock`, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const userId = typeof token === "string" ? await consumeLink(db, "account_unlock", token) : undefined;
    reply.header("cache-control", "no-store");
    if (!userId) return reply.redirect(`${config.publicUrl}/auth/unlock-failed`, 303);
    await unlockAccount({ db, limits }, userId);
    // The owner opened the mailed link here: this browser is theirs.
    await rememberDevice(db, userId, ensureDeviceCookie(request, reply, config));
    return reply.redirect(`${config.publicUrl}/auth/account-unlocked`, 303);
  });
}
