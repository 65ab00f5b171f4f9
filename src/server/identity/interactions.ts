/**
 * The interaction API the web app's /auth pages call (JSON, same origin):
 *
 *   GET  /oidc/interaction/:uid                  → { uid, screen, referralCode, client }
 *   POST /oidc/interaction/:uid/login            {email, password} → { redirectTo } | { changePassword: true }
 *   POST /oidc/interaction/:uid/change-password  {password} → { redirectTo }
 *   POST /oidc/interaction/:uid/signup           {email, password, referralCode?, language?} → { verificationSent: true }
 *   POST /oidc/interaction/:uid/abort            → { redirectTo }
 *   POST /oidc/interaction/:uid/mfa              {code, method?} → { redirectTo }   (after { mfaRequired })
 *   POST /oidc/interaction/:uid/mfa/resend       → { mfaRequired, factor, methods }   (texts a code)
 *
 * Sign-up answers the same for a new and an existing address and signs no one in: the address
 * gets a confirmation link (new account) or a "you already have an account" mail (existing);
 * sign-in needs the address confirmed (login-guard.ts: EMAIL_NOT_VERIFIED, 403 email_not_verified,
 * with a new link mailed). Wrong passwords are limited per account and client (login-guard.ts).
 * Completing a sign-in marks the browser as a known device (the `compass_device` cookie).
 *
 * A correct password for a user with a verified second factor answers
 * { mfaRequired: true, factor: { kind, displayName, hint }, methods } instead of signing in:
 * with an authenticator app (TOTP) the code is asked from the app (no text is sent; `methods`
 * lists "sms" too when a phone is enrolled, and /mfa/resend switches to a texted code); with only
 * the SMS factor a code is texted at once (interactions-mfa.ts). /mfa checks `method` ("totp" or
 * "sms"; default: the app when there is one).
 *
 * CSRF: POSTs need `content-type: application/json` (a cross-site form cannot send it without a
 * CORS preflight we refuse), an Origin (when sent) equal to PUBLIC_URL, and the provider's
 * interaction cookie (SameSite=Lax, path /oidc), which interactionDetails checks.
 * Errors: { error: { code, message, field? } } with an HTTP status.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import type { Config } from "../config.js";
import type { KeyRing } from "../crypto/keyring.js";
import type { Db } from "../db/database.js";
import { normalizeEmail, setPassword, signUpAccount } from "./accounts.js";
import { sendEmailVerification, sendSignUpMail } from "./email-verification.js";
import { assertJsonSameOrigin, deviceCookie, ensureDeviceCookie, HttpError, sendError, str } from "./interaction-http.js";
import { checkLogin, EMAIL_NOT_VERIFIED, rememberDevice } from "./login-guard.js";
import type { Mailer } from "./mail.js";
import { OIDC_PREFIX } from "./provider.js";
import type { RateLimits } from "./rate-limits.js";
import { notifyOwner } from "./security-mail.js";
import { endAllSessions } from "./sessions.js";
import {
  acceptTotpCode,
  checkSignInCode,
  sendSignInCode,
  verifiedSmsFactor,
  verifiedTotpFactor,
  type SmsFactor,
} from "./interactions-mfa.js";
import type { SmsSender } from "./sms.js";

export interface InteractionDeps {
  config: Config;
  db: Db;
  provider: Provider;
  limits: RateLimits;
  mailer: Mailer;
  keyring: KeyRing;
  sms: SmsSender;
}

/** What a password step left pending in the interaction (lastSubmission). */
interface PendingChange {
  compassPasswordChangeFor?: string;
  compassMfaFor?: string;
}

export function registerInteractions(app: FastifyInstance, deps: InteractionDeps): void {
  const { provider, db, limits, config, mailer, keyring, sms } = deps;
  const base = `${OIDC_PREFIX}/interaction/:uid`;

  /** The interaction of the cookie, which must be the one in the path. */
  async function details(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const found = await provider.interactionDetails(request.raw, reply.raw);
    if (found.uid !== request.params.uid) {
      throw new HttpError(404, "interaction_expired", "This sign-in page has expired. Please start again.");
    }
    return found;
  }

  /** Ends the interaction signed in, remembering this browser as one the user signs in from. */
  async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string, amr: string[] = ["pwd"]) {
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, amr, remember: true } },
      { mergeWithLastSubmission: false },
    );
    await rememberDevice(db, accountId, ensureDeviceCookie(request, reply, config));
    return { redirectTo };
  }

  /** A fresh confirmation link, at most one every 30 seconds per account. */
  async function resendVerification(userId: string, email: string) {
    await limits.consume("codeSendInterval", `verify:${userId}`);
    await sendEmailVerification({ db, mailer, config }, userId, email);
  }

  type WithUid = { Params: { uid: string } };

  async function remember(uid: string, pending: PendingChange) {
    const interaction = await provider.Interaction.find(uid);
    if (!interaction) throw new HttpError(404, "interaction_expired", "This sign-in page has expired. Please start again.");
    interaction.lastSubmission = pending as never;
    await interaction.save(Math.max(1, (interaction.exp ?? 0) - Math.floor(Date.now() / 1000)));
  }

  /** What the second-factor step shows: the factor asked for now and every method the user has. */
  function mfaAnswer(factor: { kind: "sms" | "totp"; displayName: string; hint: string }, methods: ("sms" | "totp")[]) {
    return { mfaRequired: true, factor: { kind: factor.kind, displayName: factor.displayName, hint: factor.hint }, methods };
  }
  const smsAnswer = (factor: SmsFactor, hasTotp: boolean) =>
    mfaAnswer({ kind: "sms", displayName: factor.displayName, hint: factor.hint }, hasTotp ? ["totp", "sms"] : ["sms"]);

  /** The user's second factors at sign-in (undefined: none). */
  async function factorsOf(userId: string) {
    const [totp, phone] = await Promise.all([verifiedTotpFactor(db, userId), verifiedSmsFactor({ db, keyring }, userId)]);
    if (!totp && !phone) return undefined;
    const methods: ("sms" | "totp")[] = [...(totp ? (["totp"] as const) : []), ...(phone ? (["sms"] as const) : [])];
    return totp
      ? mfaAnswer({ kind: "totp", displayName: totp.displayName, hint: "" }, methods)
      : mfaAnswer({ kind: "sms", displayName: phone!.displayName, hint: phone!.hint }, methods);
  }

  /** After a correct password: the second factor when the user has one, else signed in. */
  async function afterPassword(request: FastifyRequest, reply: FastifyReply, uid: string, userId: string) {
    const totp = await verifiedTotpFactor(db, userId);
    if (totp) {
      await remember(uid, { compassMfaFor: userId });
      return (await factorsOf(userId))!;
    }
    const factor = await sendSignInCode({ db, keyring, sms, limits }, userId);
    if (factor) {
      await remember(uid, { compassMfaFor: userId });
      return smsAnswer(factor, false);
    }
    return finishLogin(request, reply, userId);
  }

  app.get<WithUid>(base, async (request, reply) => {
    try {
      const d = await details(request, reply);
      const params = d.params as Record<string, unknown>;
      const last = d.lastSubmission as PendingChange | undefined;
      const pending = last?.compassPasswordChangeFor;
      const mfa = last?.compassMfaFor ? await factorsOf(last.compassMfaFor) : undefined;
      return reply.header("cache-control", "no-store").send({
        uid: d.uid,
        prompt: d.prompt.name,
        screen: params.screen_hint === "signup" ? "signup" : "login",
        referralCode: typeof params.referral_code === "string" ? params.referral_code : null,
        changePassword: Boolean(pending),
        mfaRequired: Boolean(mfa),
        ...(mfa ? { factor: mfa.factor, methods: mfa.methods } : {}),
        client: { id: String(params.client_id ?? "") },
      });
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post<WithUid>(`${base}/login`, async (request, reply) => {
    try {
      assertJsonSameOrigin(request, config);
      const d = await details(request, reply);
      const email = normalizeEmail(str(request.body, "email", 320));
      const password = str(request.body, "password");
      if (!email) throw new HttpError(400, "invalid_argument", "Enter your e-mail address.", "email");
      if (!password) throw new HttpError(400, "invalid_argument", "Enter your password.", "password");
      await limits.consume("loginIp", request.ip);
      let signedIn: Awaited<ReturnType<typeof checkLogin>>;
      try {
        signedIn = await checkLogin(
          { db, limits, mailer, publicUrl: config.publicUrl, sendVerification: resendVerification, log: request.log },
          { email, password, ip: request.ip, deviceToken: deviceCookie(request) },
        );
      } catch (err) {
        if (err instanceof ConnectError && err.rawMessage === EMAIL_NOT_VERIFIED) throw new HttpError(403, "email_not_verified", EMAIL_NOT_VERIFIED);
        throw err;
      }
      const { userId, mustChangePassword } = signedIn;
      if (mustChangePassword) {
        await remember(d.uid, { compassPasswordChangeFor: userId });
        return reply.send({ changePassword: true });
      }
      return reply.send(await afterPassword(request, reply, d.uid, userId));
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post<WithUid>(`${base}/change-password`, async (request, reply) => {
    try {
      assertJsonSameOrigin(request, config);
      const d = await details(request, reply);
      const userId = (d.lastSubmission as PendingChange | undefined)?.compassPasswordChangeFor;
      if (!userId) throw new HttpError(412, "failed_precondition", "Sign in with your current password first.");
      const password = str(request.body, "password");
      if (!password) throw new HttpError(400, "invalid_argument", "Enter a new password.", "password");
      await setPassword(db, userId, password);
      await endAllSessions(db, userId);
      void notifyOwner({ db, mailer, publicUrl: config.publicUrl }, userId, "password_changed", request.log);
      return reply.send(await afterPassword(request, reply, d.uid, userId));
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post<WithUid>(`${base}/signup`, async (request, reply) => {
    try {
      assertJsonSameOrigin(request, config);
      await details(request, reply);
      await limits.consume("signUp", request.ip);
      const email = str(request.body, "email", 320);
      const referralCode = str(request.body, "referralCode", 64).trim();
      const outcome = await signUpAccount(db, { email, password: str(request.body, "password"), ...(referralCode ? { referralCode } : {}) });
      // Not awaited: the answer must take the same time for a new and an existing address.
      const language = str(request.body, "language", 8);
      void sendSignUpMail({ db, mailer, config }, outcome, language === "es" || language === "en" ? language : undefined).catch((err: unknown) =>
        request.log.warn({ err: { message: (err as Error).message } }, "could not send the sign-up mail"),
      );
      return reply.send({ verificationSent: true });
    } catch (err) {
      if (err instanceof ConnectError && err.code === Code.InvalidArgument && /referral code/i.test(err.rawMessage)) {
        return sendError(reply, new HttpError(400, "invalid_argument", err.rawMessage, "referralCode"));
      }
      return sendError(reply, err);
    }
  });

  app.post<WithUid>(`${base}/mfa`, async (request, reply) => {
    try {
      assertJsonSameOrigin(request, config);
      const d = await details(request, reply);
      const userId = (d.lastSubmission as PendingChange | undefined)?.compassMfaFor;
      if (!userId) throw new HttpError(412, "failed_precondition", "Sign in with your password first.");
      const code = str(request.body, "code", 20).replace(/\s+/g, "");
      const requested = (request.body as { method?: unknown } | undefined)?.method;
      if (requested !== undefined && requested !== "sms" && requested !== "totp") {
        throw new HttpError(400, "invalid_argument", "method must be sms or totp.", "method");
      }
      const totp = requested === "sms" ? undefined : await verifiedTotpFactor(db, userId);
      if (requested === "totp" && !totp) throw new HttpError(412, "failed_precondition", "There is no authenticator app to check this code with.");
      if (!/^\d{6}$/.test(code)) {
        throw new HttpError(400, "invalid_argument", totp ? "Enter the 6-digit code from your authenticator app." : "Enter the 6-digit code from the text message.", "code");
      }
      await limits.consume("loginIp", request.ip);
      if (totp) {
        await limits.consume("totpCheck", userId);
        const check = await acceptTotpCode({ db, keyring }, totp.id, code);
        if (check === "reused") throw new HttpError(400, "invalid_code", "That code was already used. Wait for the app to show the next one.", "code");
        if (check !== "ok") throw new HttpError(400, "invalid_code", "That code is not right. Enter the code your authenticator app shows now.", "code");
        await limits.reset("totpCheck", userId);
      } else if (!(await checkSignInCode({ db, limits }, userId, code))) {
        throw new HttpError(400, "invalid_code", "That code is not valid or has expired. Send a new one.", "code");
      }
      return reply.send(await finishLogin(request, reply, userId, ["pwd", totp ? "otp" : "sms"]));
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post<WithUid>(`${base}/mfa/resend`, async (request, reply) => {
    try {
      assertJsonSameOrigin(request, config);
      const d = await details(request, reply);
      const userId = (d.lastSubmission as PendingChange | undefined)?.compassMfaFor;
      if (!userId) throw new HttpError(412, "failed_precondition", "Sign in with your password first.");
      await limits.consume("codeSendInterval", userId);
      const factor = await sendSignInCode({ db, keyring, sms, limits }, userId);
      if (!factor) throw new HttpError(412, "failed_precondition", "Sign in with your password first.");
      return reply.send(smsAnswer(factor, Boolean(await verifiedTotpFactor(db, userId))));
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post<WithUid>(`${base}/abort`, async (request, reply) => {
    try {
      assertJsonSameOrigin(request, config);
      await details(request, reply);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: "access_denied", error_description: "The sign-in was canceled." },
        { mergeWithLastSubmission: false },
      );
      return reply.send({ redirectTo });
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
