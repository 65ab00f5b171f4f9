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
import { MAIL_WORDS, type MailLanguage } from "./mail-words.js";
import { existingAccountNotice } from "./security-mail.js";
import { languageOf, rememberLanguage } from "./user-language.js";

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
  await mailer.send({ to: email, ...MAIL_WORDS[await languageOf(db, userId)].verification(link) });
}

/** After a sign-up: the confirmation link for a new account, a notice for an existing one. */
export async function sendSignUpMail(deps: VerificationDeps, outcome: SignUpOutcome, language?: MailLanguage): Promise<void> {
  if (outcome.kind === "created") {
    // The language the sign-up page was in becomes the new account's (the web app keeps it in step later).
    if (language) await rememberLanguage(deps.db, outcome.userId, language);
    return sendEmailVerification(deps, outcome.userId, outcome.email);
  }
  await deps.mailer.send({ to: outcome.email, ...existingAccountNotice(deps.config.publicUrl, await languageOf(deps.db, outcome.userId)) });
}
