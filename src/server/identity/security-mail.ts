/**
 * Mail to an account's owner about its security: what happened, when, and what to do if it was
 * not them. Sent for every password reset or change, every second-factor change, a lock after
 * many wrong passwords (with an unlock link), and a sign-up attempt with an address that already
 * has an account (DESIGN §5: the page says the same for both; only the owner learns).
 * Never carries a password, a code other than the link's own, or profile data. In the owner's
 * language (mail-words.ts).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { users } from "../db/schema/users.js";
import type { Mailer, MailMessage } from "./mail.js";
import { MAIL_WORDS, mailTime, type MailLanguage, type SecurityEvent } from "./mail-words.js";
import { languageOf } from "./user-language.js";

export interface SecurityMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}

/** The notice for one event (in the owner's language): every session was ended too when the password changed. */
export function securityNotice(event: SecurityEvent, publicUrl: string, language: MailLanguage = "en"): Omit<MailMessage, "to"> {
  const words = MAIL_WORDS[language];
  const { subject, line } = words.security[event];
  const signedOut = event === "password_changed" || event === "password_reset" || event === "email_verified";
  return { subject, text: words.securityBody(line, mailTime(language), signedOut, publicUrl) };
}

/** Mails the owner about an event; never throws (a mail failure must not undo the change). */
export async function notifyOwner(deps: SecurityMailDeps, userId: string, event: SecurityEvent, log?: { warn(obj: object, msg: string): void }): Promise<void> {
  try {
    const to = await emailOf(deps.db, userId);
    if (!to || to.endsWith("@users.invalid")) return;
    await deps.mailer.send({ to, ...securityNotice(event, deps.publicUrl, await languageOf(deps.db, userId)) });
  } catch (err) {
    log?.warn({ err: { message: (err as Error).message }, event }, "could not send a security notice");
  }
}

/** To the owner of an address someone tried to sign up with again. */
export function existingAccountNotice(publicUrl: string, language: MailLanguage = "en"): Omit<MailMessage, "to"> {
  return MAIL_WORDS[language].existingAccount(publicUrl);
}

/** To the owner of an account locked for unknown devices after many wrong passwords. */
export function lockedAccountNotice(unlockLink: string, publicUrl: string, language: MailLanguage = "en"): Omit<MailMessage, "to"> {
  return MAIL_WORDS[language].lockedAccount(unlockLink, publicUrl, mailTime(language));
}
