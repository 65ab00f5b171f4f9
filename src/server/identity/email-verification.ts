/**
 * Confirming an address: the link mailed after sign-up (and again when an unconfirmed account
 * signs in), 7 days, single use (one-time-codes.ts). Sign-up mail tells a new account how to
 * confirm, and an existing account's owner that they already have one.
 */
import type { Config } from "../config.js";
import type { Db } from "../db/database.js";
import type { SignUpOutcome } from "./accounts.js";
import type { Mailer } from "./mail.js";
import { issueCode, newLinkToken } from "./one-time-codes.js";
import { OIDC_PREFIX } from "./provider.js";
import { existingAccountNotice } from "./security-mail.js";

export const VERIFY_LINK_TTL_MS = 7 * 24 * 3600_000;

export interface VerificationDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl">;
}

/** Mails a link that confirms the address (older links of the account stop working). */
export async function sendEmailVerification({ db, mailer, config }: VerificationDeps, userId: string, email: string): Promise<void> {
  const token = newLinkToken();
  await issueCode(db, { userId, purpose: "email_verification", secret: token, ttlMs: VERIFY_LINK_TTL_MS, link: true });
  const link = `${config.publicUrl}${OIDC_PREFIX}/verify-email?token=${token}`;
  await mailer.send({
    to: email,
    subject: "Confirm your e-mail address for Compass",
    text: `Welcome to Compass.\n\nConfirm your e-mail address by opening this link within 7 days, then sign in:\n\n${link}\n\nIf you did not sign up, ignore this message.\n`,
  });
}

/** After a sign-up: the confirmation link for a new account, a notice for an existing one. */
export async function sendSignUpMail(deps: VerificationDeps, outcome: SignUpOutcome): Promise<void> {
  if (outcome.kind === "created") return sendEmailVerification(deps, outcome.userId, outcome.email);
  await deps.mailer.send({ to: outcome.email, ...existingAccountNotice(deps.config.publicUrl) });
}
