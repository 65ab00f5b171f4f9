/**
 * Mail to an account's owner about its security: what happened, when, and what to do if it was
 * not them. Sent for every password reset or change, every second-factor change, a lock after
 * many wrong passwords (with an unlock link), and a sign-up attempt with an address that already
 * has an account (DESIGN §5: the page says the same for both; only the owner learns).
 * Never carries a password, a code other than the link's own, or profile data.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { users } from "../db/schema/users.js";
import type { Mailer, MailMessage } from "./mail.js";

export type SecurityEvent =
  | "password_changed"
  | "password_reset"
  | "mfa_enrolled"
  | "mfa_replaced"
  | "mfa_removed"
  | "email_verified";

const WHAT: Record<SecurityEvent, { subject: string; line: string }> = {
  password_changed: { subject: "Your Compass password was changed", line: "The password of your Compass account was changed." },
  password_reset: { subject: "Your Compass password was reset", line: "The password of your Compass account was reset with a code sent to this address." },
  mfa_enrolled: { subject: "A second sign-in step was added to your Compass account", line: "A second sign-in step (a phone number or an authenticator app) was added to your Compass account." },
  mfa_replaced: { subject: "Your Compass second sign-in step was replaced", line: "The second sign-in step of your Compass account (its phone number or authenticator app) was replaced." },
  mfa_removed: { subject: "Your Compass second sign-in step was removed", line: "Every second sign-in step (phone number and authenticator app) was removed from your Compass account." },
  email_verified: { subject: "Your Compass e-mail address is confirmed", line: "Your e-mail address was confirmed for your Compass account." },
};

export interface SecurityMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}

const stamp = () => new Date().toUTCString();

/** The notice for one event: every session was ended too when the password changed. */
export function securityNotice(event: SecurityEvent, publicUrl: string): Omit<MailMessage, "to"> {
  const { subject, line } = WHAT[event];
  const ended = event === "password_changed" || event === "password_reset" || event === "email_verified" ? "\nEvery device that was signed in has been signed out.\n" : "";
  return {
    subject,
    text: `${line}\nWhen: ${stamp()}\n${ended}\nIf this was you, there is nothing more to do.\n\nIf it was not you, reset your password now at ${publicUrl}/reset-password and tell your coach or the program's administrator.\n`,
  };
}

/** Mails the owner about an event; never throws (a mail failure must not undo the change). */
export async function notifyOwner(deps: SecurityMailDeps, userId: string, event: SecurityEvent, log?: { warn(obj: object, msg: string): void }): Promise<void> {
  try {
    const to = await emailOf(deps.db, userId);
    if (!to || to.endsWith("@users.invalid")) return;
    await deps.mailer.send({ to, ...securityNotice(event, deps.publicUrl) });
  } catch (err) {
    log?.warn({ err: { message: (err as Error).message }, event }, "could not send a security notice");
  }
}

/** To the owner of an address someone tried to sign up with again. */
export function existingAccountNotice(publicUrl: string): Omit<MailMessage, "to"> {
  return {
    subject: "You already have a Compass account",
    text: `Someone (maybe you) tried to sign up for Compass with this e-mail address, which already has an account.\n\nTo sign in, go to ${publicUrl}/ . If you forgot your password, reset it at ${publicUrl}/reset-password .\n\nIf it was not you, you can ignore this message: nothing was changed.\n`,
  };
}

/** To the owner of an account locked for unknown devices after many wrong passwords. */
export function lockedAccountNotice(unlockLink: string, publicUrl: string): Omit<MailMessage, "to"> {
  return {
    subject: "Sign-in to your Compass account was paused",
    text: `There were many wrong password attempts on your Compass account, so signing in from new devices is paused for up to an hour.\nWhen: ${stamp()}\n\nIf it was you, open this link within an hour to sign in again right away from this device:\n\n${unlockLink}\n\nDevices you have signed in from before still work with your password. If it was not you, your account is safe, but consider resetting your password at ${publicUrl}/reset-password .\n`,
  };
}
