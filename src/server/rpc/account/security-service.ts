/**
 * Confirming it's you and changing the password (ADR 0008): ConfirmMyIdentity,
 * SendMyIdentityCode, ChangeMyPassword. Any signed-in user, own account only.
 * Each: validate -> authorize -> act -> map.
 */
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { KeyRing } from "../../crypto/keyring.js";
import type { Db } from "../../db/database.js";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/users.js";
import { passwordProblem, setPassword } from "../../identity/accounts.js";
import { acceptTotpCode, sendFactorCode, verifiedSmsFactor, verifiedTotpFactor } from "../../identity/interactions-mfa.js";
import type { Mailer } from "../../identity/mail.js";
import { checkCode } from "../../identity/one-time-codes.js";
import { maskPhone } from "../../identity/phone.js";
import type { RateLimits } from "../../identity/rate-limits.js";
import { notifyOwner } from "../../identity/security-mail.js";
import { endAllSessions } from "../../identity/sessions.js";
import type { SmsSender } from "../../identity/sms.js";
import { isCurrentPassword, passwordHashOf, recordStepUp } from "../../identity/step-up.js";
import { requestInfoKey, signedIn } from "../../core/context.js";
import type { Handlers } from "../dispatch.js";
import { rpcError } from "../../core/errors.js";

export const SECURITY_METHODS = ["confirmMyIdentity", "sendMyIdentityCode", "changeMyPassword"] as const;
export type SecurityHandlers = Required<Pick<Handlers, (typeof SECURITY_METHODS)[number]>>;

export const SECURITY_MESSAGES = {
  proofMissing: "password: enter your password, or a code from your second sign-in step.",
  passwordWrong: "password: that password is not right.",
  codeFormat: "code: enter the 6-digit code.",
  codeWrong: "code: that code is not right, or it has expired.",
  noFactor: "You have no second sign-in step: confirm with your password.",
  noSmsFactor: "You have no phone number to text a code to: confirm with your password or your authenticator app.",
  noPassword: "This account has no Compass password: it signs in with another provider.",
  currentMissing: "current_password: enter your current password.",
  currentWrong: "current_password: that is not your current password.",
  newMissing: "new_password: enter a new password.",
  newSame: "new_password: choose a password different from the current one.",
} as const;

export interface SecurityServiceDeps {
  db: Db;
  keyring: KeyRing;
  limits: RateLimits;
  sms: SmsSender;
  /** Security notices to the owner (password changed). */
  mailer?: Mailer;
  publicUrl?: string;
}

async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}

export function securityService(deps: SecurityServiceDeps): SecurityHandlers {
  const { db, limits } = deps;

  return {
    async confirmMyIdentity(req, ctx) {
      const actor = signedIn(ctx);
      const password = req.password;
      const code = req.code.replace(/\s+/g, "");
      if (!password && !code) throw rpcError.invalidArgument(SECURITY_MESSAGES.proofMissing);
      if (!password && !/^\d{6}$/.test(code)) throw rpcError.invalidArgument(SECURITY_MESSAGES.codeFormat);
      await limits.consume("identityCheck", actor.userId);
      let method: "password" | "totp" | "sms";
      if (password) {
        if (!(await passwordHashOf(db, actor.userId))) throw rpcError.failedPrecondition(SECURITY_MESSAGES.noPassword);
        if (!(await isCurrentPassword(db, actor.userId, password))) throw rpcError.invalidArgument(SECURITY_MESSAGES.passwordWrong);
        method = "password";
      } else {
        const totp = await verifiedTotpFactor(db, actor.userId);
        const sms = totp ? undefined : await verifiedSmsFactor(deps, actor.userId);
        if (!totp && !sms) throw rpcError.failedPrecondition(SECURITY_MESSAGES.noFactor);
        // An authenticator app answers first; a texted code (SendMyIdentityCode) works too.
        const appOk = totp ? (await acceptTotpCode(deps, totp.id, code)) === "ok" : false;
        const textOk = appOk ? false : (await checkCode(db, { userId: actor.userId, purpose: "step_up", code, limits })).result === "ok";
        if (!appOk && !textOk) throw rpcError.invalidArgument(SECURITY_MESSAGES.codeWrong);
        method = appOk ? "totp" : "sms";
      }
      await limits.reset("identityCheck", actor.userId);
      const until = await recordStepUp(db, actor, method);
      return { confirmedUntil: timestampFromDate(until) };
    },

    async sendMyIdentityCode(_req, ctx) {
      const actor = signedIn(ctx);
      await limits.consume("codeSendInterval", actor.userId);
      const factor = await sendFactorCode(deps, actor.userId, "step_up");
      if (!factor) throw rpcError.failedPrecondition(SECURITY_MESSAGES.noSmsFactor);
      const phone = await verifiedSmsFactor(deps, actor.userId);
      return { maskedPhoneNumber: phone ? maskPhone(phone.phone) : "" };
    },

    async changeMyPassword(req, ctx) {
      const actor = signedIn(ctx);
      if (!req.currentPassword) throw rpcError.invalidArgument(SECURITY_MESSAGES.currentMissing);
      if (!req.newPassword) throw rpcError.invalidArgument(SECURITY_MESSAGES.newMissing);
      if (req.newPassword === req.currentPassword) throw rpcError.invalidArgument(SECURITY_MESSAGES.newSame);
      if (!(await passwordHashOf(db, actor.userId))) throw rpcError.failedPrecondition(SECURITY_MESSAGES.noPassword);
      await limits.consume("identityCheck", actor.userId);
      // The current password is the fresh proof this change needs.
      if (!(await isCurrentPassword(db, actor.userId, req.currentPassword))) throw rpcError.invalidArgument(SECURITY_MESSAGES.currentWrong);
      await limits.reset("identityCheck", actor.userId);
      const problem = passwordProblem(req.newPassword, await emailOf(db, actor.userId));
      if (problem) throw rpcError.invalidArgument(problem.replace(/^password:/, "new_password:"));
      await setPassword(db, actor.userId, req.newPassword);
      await endAllSessions(db, actor.userId);
      if (deps.mailer && deps.publicUrl) {
        void notifyOwner({ db, mailer: deps.mailer, publicUrl: deps.publicUrl }, actor.userId, "password_changed", ctx.values.get(requestInfoKey)?.log);
      }
      return {};
    },
  };
}
