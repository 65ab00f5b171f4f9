/**
 * The second-factor methods (ADR 0006): StartMfaEnrollment / FinishMfaEnrollment ('My Cellphone
 * Number': a texted code), StartTotpEnrollment / FinishTotpEnrollment (an authenticator app),
 * ListMyMfaFactors, RemoveAllMfaFactors. Any signed-in user, on their own factors only.
 * Each: validate -> authorize -> act -> map.
 *
 * Removing factors and enrolling one (the first, an addition or a replacement) need a fresh
 * confirmation of the person (step-up.ts: FAILED_PRECONDITION STEP_UP_REQUIRED until
 * ConfirmMyIdentity) whenever the account can give one. The owner is mailed about every change.
 */
import { randomBytes, randomInt } from "node:crypto";
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import { MfaFactorKind, MfaFactorSchema, type MfaFactor } from "../../../gen/compass/v1/compass_pb.js";
import type { AuditLog } from "../../audit/audit-log.js";
import type { KeyRing } from "../../crypto/keyring.js";
import type { Db } from "../../db/database.js";
import { acceptTotpCode, TOTP_DISPLAY_NAME } from "../../identity/interactions-mfa.js";
import { maskPhone, normalizePhone } from "../../identity/phone.js";
import type { Mailer } from "../../identity/mail.js";
import type { RateLimits } from "../../identity/rate-limits.js";
import { notifyOwner } from "../../identity/security-mail.js";
import { type SecurityEvent } from "../../identity/mail-words.js";
import { mayText, countryRefusal, type SmsPolicy } from "../../identity/sms-policy.js";
import { passwordHashOf, requireStepUp } from "../../identity/step-up.js";
import type { SmsSender } from "../../identity/sms.js";
import { base32Encode, otpauthUri } from "../../identity/totp.js";
import { actorKey, requestInfoKey, type Actor } from "../../core/context.js";
import type { Handlers } from "../dispatch.js";
import { rpcError } from "../../core/errors.js";
import { createMfaStore, type FactorRecord } from "./mfa-store.js";
import { MAIL_WORDS } from "../../identity/mail-words.js";
import { languageOf } from "../../identity/user-language.js";

export const SMS_DISPLAY_NAME = "My Cellphone Number";
/** Spec §8's product message for a missing caller. */
export const NO_USER_FOR_MFA = "No user provided to start MFA enrollment";

export const MFA_MESSAGES = {
  phoneInvalid: "phone_number: enter a mobile number, like (555) 123-4567, or an international number starting with + and the country code.",
  codeFormat: "code: enter the 6-digit code.",
  noPendingSms: "There is no phone number waiting to be confirmed. Enter your number again to get a new code.",
  codeSpent: "This code has expired or was already used. Send a new code.",
  codeWrong: "code: that code is not right. Check the text message and try again.",
  noPendingTotp: "There is no authenticator app waiting to be confirmed. Start the set-up again.",
  totpWrong: "code: that code is not right. Check the time on your phone and enter the code the app shows now.",
  totpReused: "code: that code was already used. Wait for the app to show the next one.",
} as const;

export interface MfaServiceDeps {
  db: Db;
  keyring: KeyRing;
  limits: RateLimits;
  sms: SmsSender;
  audit?: Pick<AuditLog, "record">;
  /** Security notices to the owner (factor added, replaced, removed). */
  mailer?: Mailer;
  publicUrl?: string;
  /** Which numbers may be texted (SMS_ALLOWED_COUNTRIES); checked before a code is sent. */
  smsPolicy?: SmsPolicy;
}

export const MFA_METHODS = [
  "startMfaEnrollment",
  "finishMfaEnrollment",
  "startTotpEnrollment",
  "finishTotpEnrollment",
  "listMyMfaFactors",
  "removeAllMfaFactors",
] as const;
export type MfaHandlers = Required<Pick<Handlers, (typeof MFA_METHODS)[number]>>;

/**
 * The caller; the access layer already refused anonymous calls, this is the handler's own guard
 * (spec §5's message when an enrolment is started without one).
 */
function caller(ctx: HandlerContext, message = "Sign-in required."): Actor {
  const actor = ctx.values.get(actorKey);
  if (!actor) throw rpcError.unauthenticated(message);
  return actor;
}

function sixDigits(raw: string): string {
  const code = raw.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) throw rpcError.invalidArgument(MFA_MESSAGES.codeFormat);
  return code;
}

export function toMfaFactor(r: FactorRecord): MfaFactor {
  return create(MfaFactorSchema, {
    id: r.id,
    kind: r.kind === "sms" ? MfaFactorKind.SMS : MfaFactorKind.TOTP,
    displayName: r.displayName,
    hint: r.hint,
    createdAt: timestampFromDate(r.createdAt),
    ...(r.verifiedAt ? { verifiedAt: timestampFromDate(r.verifiedAt) } : {}),
  });
}

export function mfaService(deps: MfaServiceDeps): MfaHandlers {
  const store = createMfaStore(deps.db, deps.keyring, deps.limits);

  function audit(ctx: HandlerContext, actor: Actor, action: string, details: Record<string, unknown>) {
    return (
      deps.audit
        ?.record({ actorUserId: actor.userId, action, targetType: "user", targetId: actor.userId, requestId: ctx.values.get(requestInfoKey)?.requestId, details })
        .catch(() => undefined) ?? Promise.resolve()
    );
  }

  function notify(ctx: HandlerContext, actor: Actor, event: SecurityEvent) {
    if (!deps.mailer || !deps.publicUrl) return;
    void notifyOwner({ db: deps.db, mailer: deps.mailer, publicUrl: deps.publicUrl }, actor.userId, event, ctx.values.get(requestInfoKey)?.log);
  }

  /**
   * Enrolling a factor needs a fresh confirmation whenever the account has a way to give one (a
   * password, or a verified factor): otherwise a stolen access token could enrol the thief's own
   * factor as the first one and lock the owner out. Accounts with neither (an external issuer's
   * users, whose second factors are the issuer's business) cannot confirm, so nothing is asked.
   */
  async function guardEnrolment(actor: Actor): Promise<void> {
    const hasVerified = (await store.factors(actor.userId)).some((f) => f.verifiedAt !== null);
    if (hasVerified || (await passwordHashOf(deps.db, actor.userId)) !== undefined) await requireStepUp(deps.db, actor);
  }


  /**
   * Whether this factor replaces a verified one of its kind (keepOnly drops that one); a factor of
   * the other kind stays, so enrolling beside it is an addition.
   */
  async function replacesVerified(userId: string, kind: FactorRecord["kind"], factorId: string): Promise<boolean> {
    return (await store.factors(userId)).some((f) => f.id !== factorId && f.kind === kind && f.verifiedAt !== null);
  }

  async function verifiedFactor(userId: string, factorId: string): Promise<MfaFactor> {
    const record = await store.factor(userId, factorId);
    if (!record) throw rpcError.failedPrecondition(MFA_MESSAGES.noPendingSms);
    return toMfaFactor(record);
  }

  return {
    async startMfaEnrollment(req, ctx) {
      const actor = caller(ctx, NO_USER_FOR_MFA);
      const phone = normalizePhone(req.phoneNumber);
      if (!phone) throw rpcError.invalidArgument(MFA_MESSAGES.phoneInvalid);
      if (deps.smsPolicy && !mayText(deps.smsPolicy, phone)) throw rpcError.invalidArgument(`phone_number: ${countryRefusal(deps.smsPolicy)}`);
      await guardEnrolment(actor);
      await deps.limits.consume("codeSendInterval", actor.userId);
      await deps.limits.consume("codeSend", actor.userId);
      const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
      const factorId = await store.addPending(actor.userId, "sms", SMS_DISPLAY_NAME, phone, code);
      await deps.sms.send({ to: phone, text: MAIL_WORDS[await languageOf(deps.db, actor.userId)].smsEnrolmentCode(code) });
      return { factorId, maskedPhoneNumber: maskPhone(phone) };
    },

    async finishMfaEnrollment(req, ctx) {
      const actor = caller(ctx);
      const code = sixDigits(req.code);
      const { result, factorId } = await store.checkEnrolCode(actor.userId, code);
      if (result === "none") throw rpcError.failedPrecondition(MFA_MESSAGES.noPendingSms);
      if (result === "spent") throw rpcError.failedPrecondition(MFA_MESSAGES.codeSpent);
      if (result === "wrong") throw rpcError.invalidArgument(MFA_MESSAGES.codeWrong);
      const replaced = await replacesVerified(actor.userId, "sms", factorId!);
      await store.keepOnly(actor.userId, "sms", factorId!);
      await store.setPhoneVerified(actor.userId, true);
      await audit(ctx, actor, "mfa_enrolled", { kind: "sms", factorId });
      notify(ctx, actor, replaced ? "mfa_replaced" : "mfa_enrolled");
      return { factor: await verifiedFactor(actor.userId, factorId!) };
    },

    async startTotpEnrollment(_req, ctx) {
      const actor = caller(ctx, NO_USER_FOR_MFA);
      const email = await store.email(actor.userId);
      if (email === undefined) throw rpcError.notFound("User not found");
      await guardEnrolment(actor);
      const secret = randomBytes(20);
      const encoded = base32Encode(secret);
      const factorId = await store.addPending(actor.userId, "totp", TOTP_DISPLAY_NAME, encoded);
      return { factorId, otpauthUri: otpauthUri(secret, email || actor.userId), secret: encoded };
    },

    async finishTotpEnrollment(req, ctx) {
      const actor = caller(ctx);
      const code = sixDigits(req.code);
      const factorId = await store.pending(actor.userId, "totp");
      if (!factorId) throw rpcError.failedPrecondition(MFA_MESSAGES.noPendingTotp);
      await deps.limits.consume("totpCheck", actor.userId);
      const check = await acceptTotpCode(deps, factorId, code, { verify: true });
      if (check === "wrong") throw rpcError.invalidArgument(MFA_MESSAGES.totpWrong);
      if (check === "reused") throw rpcError.invalidArgument(MFA_MESSAGES.totpReused);
      await deps.limits.reset("totpCheck", actor.userId);
      const replaced = await replacesVerified(actor.userId, "totp", factorId);
      await store.keepOnly(actor.userId, "totp", factorId);
      await audit(ctx, actor, "mfa_enrolled", { kind: "totp", factorId });
      notify(ctx, actor, replaced ? "mfa_replaced" : "mfa_enrolled");
      return { factor: await verifiedFactor(actor.userId, factorId) };
    },

    async listMyMfaFactors(_req, ctx) {
      const actor = caller(ctx);
      return { factors: (await store.factors(actor.userId)).map(toMfaFactor) };
    },

    async removeAllMfaFactors(_req, ctx) {
      const actor = caller(ctx);
      await requireStepUp(deps.db, actor);
      const removed = await store.removeAll(actor.userId);
      await store.setPhoneVerified(actor.userId, false);
      await audit(ctx, actor, "mfa_removed_all", { removedCount: removed });
      if (removed > 0) notify(ctx, actor, "mfa_removed");
      return { removedCount: removed };
    },
  };
}
