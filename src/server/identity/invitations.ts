/**
 * Invitations (issue #15 §2; ADR 0022): an account an administrator makes (a lender, a partner bank)
 * has no password; its owner gets an e-mail with a link to set one, valid 7 days and once, which an
 * administrator can send again (a new link spends the old). Setting the password through the link
 * proves the mailbox: the address counts as confirmed, and every earlier session ends.
 *
 *   POST /oidc/invitation/finish {token, password} → { ok: true } | 400 (one message for any bad link)
 *
 * The web page /set-password?token=… posts it (src/web/pages/auth/set-password-page.tsx).
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { userStates, users, verificationCodes } from "../db/schema/index.js";
import { setPassword, validatePassword } from "./accounts.js";
import type { Mailer } from "./mail.js";
import { bilingual, MAIL_WORDS, type MailText } from "./mail-words.js";
import { chosenLanguageOf } from "./user-language.js";
import { codeHash, consumeLink, issueCode, newLinkToken } from "./one-time-codes.js";
import { endAllSessions } from "./sessions.js";

export const INVITATION_TTL_MS = 7 * 24 * 3600_000;
export const BAD_INVITATION = "This invitation link is not valid or has expired. Ask your administrator to send a new one.";

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /**
   * Set when sign-in is another issuer's (OIDC_ISSUER): no password is set here, so the invitation
   * asks the person to sign in with that address, and the account is linked at that first sign-in
   * (token-verifier.ts: a verified e-mail of a pending invitation).
   */
  externalIssuer?: string;
}

/**
 * The invitation e-mail in the invitee's language: their setting when they have one (an account
 * that had signed in before), else in English and Spanish both — nobody has told us yet.
 */
async function invitationWords(db: Db, userId: string, make: (words: (typeof MAIL_WORDS)["en"]) => MailText): Promise<MailText> {
  const language = await chosenLanguageOf(db, userId);
  return language ? make(MAIL_WORDS[language]) : bilingual(make);
}

/** The mail with the sender's signature (their profile's, issue #38) under it, after the usual "-- " line; as it is without one. */
export function signed(mail: MailText, signature: string): MailText {
  const text = signature.trim();
  return text ? { ...mail, text: `${mail.text.replace(/\n*$/, "\n")}\n-- \n${text}\n` } : mail;
}

/** The mail signature on the profile of `userId` ("" for none, or no such user). */
async function signatureOf(db: Db, userId: string | undefined): Promise<string> {
  if (!userId) return "";
  const [row] = await db.select({ signature: users.mailSignature }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.signature ?? "";
}

/**
 * Mails the invitation and records when: a new set-password link (the older ones stop working), or,
 * with an external issuer, the sign-in address (the first sign-in with this e-mail links the account).
 * `signedBy`: the administrator who sends it, whose mail signature goes under it.
 */
export async function sendInvitation(deps: InvitationDeps, userId: string, now = new Date(), signedBy?: string): Promise<void> {
  const [user] = await deps.db.select({ email: users.email, firstName: users.firstName, type: users.type }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const role = user.type === "BANK" ? "bank" : "lender";
  const name = user.firstName.trim();
  const signature = await signatureOf(deps.db, signedBy);
  if (deps.externalIssuer) {
    await deps.db.update(users).set({ invitedAt: now }).where(eq(users.id, userId));
    const mail = await invitationWords(deps.db, userId, (w) => w.externalInvitation(`${deps.publicUrl}/`, user.email, role, name));
    await deps.mailer.send({ to: user.email, ...signed(mail, signature) });
    return;
  }
  const token = newLinkToken();
  await deps.db.transaction(async (tx) => {
    await issueCode(tx, { userId, purpose: "invitation", secret: token, ttlMs: INVITATION_TTL_MS, link: true });
    await tx.update(users).set({ invitedAt: now }).where(eq(users.id, userId));
  });
  const link = `${deps.publicUrl}/set-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: user.email, ...signed(await invitationWords(deps.db, userId, (w) => w.invitation(link, role, name)), signature) });
}

/** The account a live invitation link belongs to (without using it up), or null. */
async function holderOf(db: Db, token: string): Promise<{ userId: string; email: string } | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select({ userId: verificationCodes.userId, email: users.email })
    .from(verificationCodes)
    .innerJoin(users, eq(users.id, verificationCodes.userId))
    .where(
      and(
        eq(verificationCodes.purpose, "invitation"),
        eq(verificationCodes.codeHash, codeHash("invitation", "", token)),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
        eq(users.enabled, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Sets the password through an invitation link: the password policy first (nothing is spent by a
 * weak password), then the link is used up and the password set; the address counts as confirmed
 * and earlier sessions end. "bad-link" for an unknown, used or expired link (one answer for all).
 */
export async function acceptInvitation(db: Db, token: string, password: string): Promise<"ok" | "bad-link"> {
  const holder = await holderOf(db, token);
  if (!holder) return "bad-link";
  validatePassword(password, holder.email);
  const userId = await consumeLink(db, "invitation", token);
  if (userId !== holder.userId) return "bad-link";
  await setPassword(db, userId, password);
  await db
    .insert(userStates)
    .values({ userId, hasVerifiedEmailAddress: true })
    .onConflictDoUpdate({ target: userStates.userId, set: { hasVerifiedEmailAddress: true, updatedAt: sql`now()` } });
  await db.update(users).set({ invitationAcceptedAt: sql`now()` }).where(eq(users.id, userId));
  await endAllSessions(db, userId);
  return "ok";
}
