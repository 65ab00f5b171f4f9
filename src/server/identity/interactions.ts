/**
 * The interaction API the web app's /auth pages call (JSON, same origin):
 *
 *   GET  /oidc/interaction/:uid                  → { uid, screen, referralCode, client }
 *   POST /oidc/interaction/:uid/login            {email, password} → { redirectTo } | { changePassword: true }
 *   POST /oidc/interaction/:uid/change-password  {password} → { redirectTo }
 *   POST /oidc/interaction/:uid/signup           {email, password, referralCode?} → { redirectTo }
 *   POST /oidc/interaction/:uid/abort            → { redirectTo }
 *   POST /oidc/interaction/:uid/mfa              {code} → { redirectTo }   (after { mfaRequired })
 *   POST /oidc/interaction/:uid/mfa/resend       → { mfaRequired, factor }
 *
 * A correct password for a user with a verified SMS factor answers { mfaRequired: true, factor }
 * (a code is sent: interactions-mfa.ts) instead of signing in.
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
import { checkSignInCode, sendSignInCode, verifiedSmsFactor } from "./interactions-mfa.js";
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

  /** After a correct password: the second factor when the user has one, else signed in. */
  async function afterPassword(request: FastifyRequest, reply: FastifyReply, uid: string, userId: string) {
    const factor = await sendSignInCode({ db, keyring, sms, limits }, userId);
    if (factor) {
      await remember(uid, { compassMfaFor: userId });
      return { mfaRequired: true, factor: { displayName: factor.displayName, hint: factor.hint } };
    }
    return finishLogin(request, reply, userId);
  }

  app.get<WithUid>(base, async (request, reply) => {
    try {
      const d = await details(request, reply);
      const params = d.params as Record<string, unknown>;
      const last = d.lastSubmission as PendingChange | undefined;
      const pending = last?.compassPasswordChangeFor;
      const mfa = last?.compassMfaFor ? await verifiedSmsFactor({ db, keyring }, last.compassMfaFor) : undefined;
      return reply.header("cache-control", "no-store").send({
        uid: d.uid,
        prompt: d.prompt.name,
        screen: params.screen_hint === "signup" ? "signup" : "login",
        referralCode: typeof params.referral_code === "string" ? params.referral_code : null,
        changePassword: Boolean(pending),
        mfaRequired: Boolean(mfa),
        ...(mfa ? { factor: { displayName: mfa.displayName, hint: mfa.hint } } : {}),
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
      if (!/^\d{6}$/.test(code)) throw new HttpError(400, "invalid_argument", "Enter the 6-digit code from the text message.", "code");
      await limits.consume("loginIp", request.ip);
      if (!(await checkSignInCode(db, userId, code))) {
        throw new HttpError(400, "invalid_code", "That code is not valid or has expired. Send a new one.", "code");
      }
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: userId, amr: ["pwd", "sms"], remember: true } },
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
      return reply.send({ mfaRequired: true, factor: { displayName: factor.displayName, hint: factor.hint } });
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
