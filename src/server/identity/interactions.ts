/**
 * The interaction API the web app's /auth pages call (JSON, same origin):
 *
 *   GET  /oidc/interaction/:uid                  → { uid, screen, referralCode, client }
 *   POST /oidc/interaction/:uid/login            {email, password} → { redirectTo } | { changePassword: true }
 *   POST /oidc/interaction/:uid/change-password  {password} → { redirectTo }
 *   POST /oidc/interaction/:uid/signup           {email, password, referralCode?} → { redirectTo }
 *   POST /oidc/interaction/:uid/abort            → { redirectTo }
 *   POST /oidc/interaction/:uid/mfa              {code, method?} → { redirectTo }   (after { mfaRequired })
 *   POST /oidc/interaction/:uid/mfa/resend       → { mfaRequired, factor, methods }   (texts a code)
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
import { createAccount, normalizeEmail, setPassword, verifyPassword } from "./accounts.js";
import type { Mailer } from "./mail.js";
import { OIDC_PREFIX } from "./provider.js";
import type { RateLimits } from "./rate-limits.js";
import { sendEmailVerification } from "./interactions-reset.js";
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

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const STATUS: Partial<Record<Code, [number, string]>> = {
  [Code.InvalidArgument]: [400, "invalid_argument"],
  [Code.Unauthenticated]: [401, "unauthenticated"],
  [Code.PermissionDenied]: [403, "permission_denied"],
  [Code.NotFound]: [404, "not_found"],
  [Code.AlreadyExists]: [409, "already_exists"],
  [Code.FailedPrecondition]: [412, "failed_precondition"],
  [Code.ResourceExhausted]: [429, "resource_exhausted"],
};

/** `field: message` (accounts.ts's convention) → field and a capitalised message. */
function splitField(message: string): { field?: string; message: string } {
  const m = /^([a-z_]+): (.+)$/s.exec(message);
  if (!m) return { message };
  const text = m[2]!;
  return { field: m[1]!, message: text.charAt(0).toUpperCase() + text.slice(1) };
}

export function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof HttpError) {
    return reply.code(err.status).send({ error: { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) } });
  }
  if (err instanceof ConnectError && STATUS[err.code]) {
    const [status, code] = STATUS[err.code]!;
    return reply.code(status).send({ error: { code, ...splitField(err.rawMessage) } });
  }
  const name = (err as { name?: string })?.name;
  if (name === "SessionNotFound" || name === "InvalidRequest") {
    return reply.code(404).send({ error: { code: "interaction_expired", message: "This sign-in page has expired. Please start again." } });
  }
  reply.log.error({ err }, "interaction failed");
  return reply.code(500).send({ error: { code: "internal", message: "Something went wrong. Please try again." } });
}

/** Same-origin JSON only (see the header comment). */
export function assertJsonSameOrigin(request: FastifyRequest, config: Config): void {
  const type = request.headers["content-type"] ?? "";
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "unsupported_media_type", "Send JSON.");
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== config.publicUrl) throw new HttpError(403, "cross_origin", "Cross-origin requests are refused.");
}

function str(body: unknown, key: string, max = 1024): string {
  const value = (body as Record<string, unknown> | null)?.[key];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string" || value.length > max) throw new HttpError(400, "invalid_argument", `${key} must be a string.`, key);
  return value;
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

  async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, amr: ["pwd"], remember: true } },
      { mergeWithLastSubmission: false },
    );
    return { redirectTo };
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
      await limits.consume("loginEmail", email);
      const { userId, mustChangePassword } = await verifyPassword(db, email, password);
      await limits.reset("loginEmail", email);
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
      const { userId } = await createAccount(
        db,
        { email, password: str(request.body, "password"), ...(referralCode ? { referralCode } : {}) },
        { ip: request.ip },
      );
      await sendEmailVerification({ db, mailer, config }, userId, normalizeEmail(email)).catch((err: unknown) =>
        request.log.warn({ err }, "could not send the e-mail verification link"),
      );
      return reply.send(await finishLogin(request, reply, userId));
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
      } else if (!(await checkSignInCode(db, userId, code))) {
        throw new HttpError(400, "invalid_code", "That code is not valid or has expired. Send a new one.", "code");
      }
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: userId, amr: ["pwd", totp ? "otp" : "sms"], remember: true } },
        { mergeWithLastSubmission: false },
      );
      return reply.send({ redirectTo });
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
        { error: "access_denied", error_description: "The sign-in was cancelled." },
        { mergeWithLastSubmission: false },
      );
      return reply.send({ redirectTo });
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
