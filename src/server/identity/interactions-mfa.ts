/**
 * The SMS second factor at sign-in ('My Cellphone Number'): after a correct password, a user with a
 * verified SMS factor gets a 6-digit code by SMS (stored hashed in verification_codes, purpose
 * mfa_sign_in, 10 minutes, single use, 5 wrong tries) and must enter it before the provider
 * signs them in. Phone numbers are sealed in mfa_factors (context `mfa_factors:<id>`).
 * A verified authenticator-app factor (TOTP, RFC 6238: totp.ts) works at sign-in too: its sealed
 * secret checks the entered code (±1 step), and the step accepted last is kept so a code works once.
 * Enrolment, listing and removal are the account RPCs (src/server/rpc/account/mfa-service.ts).
 */
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { KeyRing } from "../crypto/keyring.js";
import type { Db } from "../db/database.js";
import { mfaFactors } from "../db/schema/identity.js";
import { checkCode, CODE_TTL_MS, issueCode, newCode } from "./one-time-codes.js";
import type { RateLimits } from "./rate-limits.js";
import type { SmsSender } from "./sms.js";
import { base32Decode, matchingStep } from "./totp.js";
import { MAIL_WORDS } from "./mail-words.js";
import { languageOf } from "./user-language.js";


export interface MfaDeps {
  db: Db;
  keyring: KeyRing;
  sms: SmsSender;
  limits: RateLimits;
}

export interface SmsFactor {
  id: string;
  displayName: string;
  /** The last two digits, for "a code was sent to ••• 42". */
  hint: string;
}

export const factorContext = (id: string) => `mfa_factors:${id}`;

/** The user's verified SMS factor, if any. */
export async function verifiedSmsFactor(deps: Pick<MfaDeps, "db" | "keyring">, userId: string): Promise<(SmsFactor & { phone: string }) | undefined> {
  const [row] = await deps.db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.kind, "sms"), isNotNull(mfaFactors.verifiedAt)))
    .orderBy(desc(mfaFactors.verifiedAt))
    .limit(1);
  if (!row) return undefined;
  const phone = deps.keyring.open(row.secretEnc, row.keyId, factorContext(row.id));
  return { id: row.id, displayName: row.displayName, hint: phone.replace(/\D/g, "").slice(-2), phone };
}

/** Texts a new code of a purpose (older ones stop working) to the user's verified phone; rate-limited per user. */
export async function sendFactorCode(deps: MfaDeps, userId: string, purpose: "mfa_sign_in" | "step_up"): Promise<SmsFactor | undefined> {
  const factor = await verifiedSmsFactor(deps, userId);
  if (!factor) return undefined;
  await deps.limits.consume("codeSend", userId);
  const code = newCode();
  await issueCode(deps.db, { userId, purpose, secret: code, ttlMs: CODE_TTL_MS, factorId: factor.id });
  const words = MAIL_WORDS[await languageOf(deps.db, userId)];
  await deps.sms.send({ to: factor.phone, text: purpose === "mfa_sign_in" ? words.smsSignInCode(code) : words.smsStepUpCode(code) });
  return { id: factor.id, displayName: factor.displayName, hint: factor.hint };
}

/** Sends a new sign-in code (older ones stop working); rate-limited per user. */
export function sendSignInCode(deps: MfaDeps, userId: string): Promise<SmsFactor | undefined> {
  return sendFactorCode(deps, userId, "mfa_sign_in");
}

/** Checks (and on success spends) the newest sign-in code; tries are reserved atomically. */
export async function checkSignInCode(deps: Pick<MfaDeps, "db" | "limits">, userId: string, code: string): Promise<boolean> {
  return (await checkCode(deps.db, { userId, purpose: "mfa_sign_in", code, limits: deps.limits })).result === "ok";
}

export const TOTP_DISPLAY_NAME = "Authenticator app";

/** The user's verified authenticator-app factor, if any (id only: the secret stays sealed). */
export async function verifiedTotpFactor(db: Db, userId: string): Promise<{ id: string; displayName: string } | undefined> {
  const [row] = await db
    .select({ id: mfaFactors.id, displayName: mfaFactors.displayName })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.kind, "totp"), isNotNull(mfaFactors.verifiedAt)))
    .orderBy(desc(mfaFactors.verifiedAt))
    .limit(1);
  return row;
}

export type TotpCheck = "ok" | "wrong" | "reused";

/**
 * Checks a code against a TOTP factor (±1 step) and, when it matches a step newer than the last
 * one accepted, records that step (and `verify` marks the factor verified) in one conditional
 * update, so the same code never works twice, even in two concurrent calls.
 */
export async function acceptTotpCode(
  deps: Pick<MfaDeps, "db" | "keyring">,
  factorId: string,
  code: string,
  options: { now?: number; verify?: boolean } = {},
): Promise<TotpCheck> {
  const [row] = await deps.db.select().from(mfaFactors).where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.kind, "totp"))).limit(1);
  if (!row) return "wrong";
  const secret = base32Decode(deps.keyring.open(row.secretEnc, row.keyId, factorContext(row.id)));
  const step = matchingStep(secret, code, options.now ?? Date.now());
  if (step === null) return "wrong";
  const updated = await deps.db
    .update(mfaFactors)
    .set({ lastUsedStep: step, ...(options.verify ? { verifiedAt: sql`now()` } : {}) })
    .where(and(eq(mfaFactors.id, factorId), or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step))))
    .returning({ id: mfaFactors.id });
  return updated.length === 1 ? "ok" : "reused";
}
