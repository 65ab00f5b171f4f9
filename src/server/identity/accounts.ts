/**
 * Local accounts: sign-up, password hashing and checks, password changes.
 *
 * Used by the SignUp RPC and by the embedded provider's login, sign-up and
 * reset pages (the sign-in limits are login-guard.ts's). Every failure is a
 * ConnectError whose message a user can act on; sign-up and sign-in never
 * reveal whether an account exists (DESIGN §5).
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { hash, verify, type Options as ArgonOptions } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { foldedCodeSql, referralCodes, userCredentials, userStates, users } from "../db/schema/index.js";
import { rpcError } from "../core/errors.js";
import { foldedCode } from "../../shared/referral-code.js";
import { COMMON_PASSWORDS } from "./common-passwords.js";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** The one message for an unknown e-mail, a wrong password, a paused sign-in and a disabled account. */
export const SIGN_IN_FAILED = "E-mail or password is incorrect.";

/** argon2id, OWASP's minimum recommendation (19 MiB, 2 passes, 1 lane). */
const ARGON2: ArgonOptions = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Throws INVALID_ARGUMENT naming the field when the e-mail is not an address. */
export function validateEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!normalized) throw rpcError.invalidArgument("email: enter your e-mail address.");
  if (normalized.length > 254 || !EMAIL.test(normalized)) {
    throw rpcError.invalidArgument("email: enter a valid e-mail address, like name@example.com.");
  }
  return normalized;
}

/** The password policy: 10–128 characters, not a common password, not the e-mail or its local part. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `password: use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `password: use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return "password: this password is too common; choose one that is harder to guess.";
  if (email) {
    const e = normalizeEmail(email);
    const local = e.split("@")[0] ?? "";
    if (lower === e || (local && lower === local)) return "password: do not use your e-mail address as your password.";
  }
  return null;
}

export function validatePassword(password: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw rpcError.invalidArgument(problem);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the account does not exist (similar timing). */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword("compass-dummy-password-for-timing");
  return dummyHash;
}

/** Checks a password against a stored hash; false for a malformed hash. */
export async function verifyHash(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** The work of a password check when there is no account to check against. */
export async function dummyVerify(password: string): Promise<void> {
  await verifyHash(await dummy(), password.slice(0, PASSWORD_MAX_LENGTH));
}

const UNIQUE_VIOLATION = "23505";
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export interface NewAccount {
  email: string;
  password: string;
  referralCode?: string;
}

/** The referral code's effect on a new account: its coach, and the code kept on the user. */
async function referralOf(db: Db, input: NewAccount): Promise<{ assignedCoachId: string | null; referralCode: string | null }> {
  const code = input.referralCode?.trim() || undefined;
  let assignedCoachId: string | null = null;
  let referralCode: string | null = null;
  if (code) {
    const [found] = await db
      .select({ code: referralCodes.code, kind: referralCodes.kind, ownerId: users.id, ownerType: users.type, ownerEnabled: users.enabled, disabledAt: referralCodes.disabledAt })
      .from(referralCodes)
      .innerJoin(users, eq(users.id, referralCodes.ownerUserId))
      .where(eq(foldedCodeSql(referralCodes.code), foldedCode(code)))
      .limit(1);
    if (!found || !found.ownerEnabled || found.disabledAt !== null) throw rpcError.invalidArgument("That referral code is not valid.");
    if (found.ownerType === "COACH" || found.ownerType === "LENDER") {
      assignedCoachId = found.ownerId;
      referralCode = found.code;
    } else if (found.ownerType === "BANK") {
      referralCode = found.code;
    } else {
      throw rpcError.invalidArgument("That referral code is not valid.");
    }
  }
  return { assignedCoachId, referralCode };
}

/**
 * Creates a STANDARD user with its state and credentials in one transaction;
 * ALREADY_EXISTS when the address has an account. A coach's or lender's
 * referral code assigns that coach; a bank's code attributes the client to the
 * bank (users.referral_code). The address counts as unconfirmed unless
 * `emailVerified` (sign-in needs it confirmed).
 */
export async function createAccount(db: Db, input: NewAccount, options: { emailVerified?: boolean } = {}): Promise<{ userId: string }> {
  const email = validateEmail(input.email);
  validatePassword(input.password, email);
  const referral = await referralOf(db, input);
  const existing = await userIdByEmail(db, email);
  if (existing) throw rpcError.alreadyExists("An account with this e-mail already exists.");
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ type: "STANDARD", email, ...referral })
        .returning({ id: users.id });
      const userId = row!.id;
      await tx.insert(userStates).values({ userId, hasVerifiedEmailAddress: options.emailVerified ?? false });
      await tx.insert(userCredentials).values({ userId, passwordHash });
      return { userId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw rpcError.alreadyExists("An account with this e-mail already exists.");
    throw err;
  }
}

export type SignUpOutcome = { kind: "created"; userId: string; email: string } | { kind: "existing"; userId: string; email: string };

/**
 * Sign-up that does not tell whether the address has an account: the same checks, the same
 * password-hash work and the same answer for both; the caller mails the address (a confirmation
 * link for a new account, "you already have an account" for an existing one). Invalid input
 * (address, password policy, referral code) is still refused, as it says nothing about accounts.
 */
export async function signUpAccount(db: Db, input: NewAccount): Promise<SignUpOutcome> {
  const email = validateEmail(input.email);
  validatePassword(input.password, email);
  await referralOf(db, input);
  const existing = await userIdByEmail(db, email);
  if (existing) {
    await hashPassword(input.password);
    return { kind: "existing", userId: existing, email };
  }
  try {
    const { userId } = await createAccount(db, { ...input, email });
    return { kind: "created", userId, email };
  } catch (err) {
    // A concurrent sign-up with the same address made it first.
    const raced = err instanceof ConnectError && err.code === Code.AlreadyExists ? await userIdByEmail(db, email) : null;
    if (raced) return { kind: "existing", userId: raced, email };
    throw err;
  }
}

/** The user with this login e-mail (case-insensitive), if any. */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row?.id ?? null;
}

/** Sets a new password (same policy), clearing must-change and any lockout. NOT_FOUND for an unknown user. */
export async function setPassword(db: Db, userId: string, newPassword: string): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw rpcError.notFound("User not found.");
  validatePassword(newPassword, user.email);
  const passwordHash = await hashPassword(newPassword);
  await db
    .insert(userCredentials)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({
      target: userCredentials.userId,
      set: { passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()` },
    });
}
