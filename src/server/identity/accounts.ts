/**
 * Local accounts: sign-up, password checks with lockout, password changes.
 *
 * Used by the SignUp RPC and by the embedded provider's login, sign-up and
 * reset pages. Every failure is a ConnectError whose message a user can act
 * on; sign-in never reveals whether an account exists (DESIGN §5).
 */
import { hash, verify, type Options as ArgonOptions } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { referralCodes, userCredentials, userStates, users } from "../db/schema/index.js";
import { rpcError } from "../rpc/errors.js";
import { COMMON_PASSWORDS } from "./common-passwords.js";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MS = 15 * 60_000;

/** The one message for an unknown e-mail, a wrong password and a locked account. */
export const SIGN_IN_FAILED = "E-mail or password is incorrect.";
export const ACCOUNT_DISABLED = "This account is disabled.";

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

async function safeVerify(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
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

/**
 * Creates a STANDARD user with its state and credentials in one transaction.
 * A coach's or lender's referral code assigns that coach; a bank's code
 * attributes the client to the bank (users.referral_code).
 */
export async function createAccount(db: Db, input: NewAccount, _opts: { ip?: string } = {}): Promise<{ userId: string }> {
  const email = validateEmail(input.email);
  validatePassword(input.password, email);
  const code = input.referralCode?.trim() || undefined;
  let assignedCoachId: string | null = null;
  let referralCode: string | null = null;
  if (code) {
    const [found] = await db
      .select({ code: referralCodes.code, kind: referralCodes.kind, ownerId: users.id, ownerType: users.type, ownerEnabled: users.enabled })
      .from(referralCodes)
      .innerJoin(users, eq(users.id, referralCodes.ownerUserId))
      .where(eq(referralCodes.code, code))
      .limit(1);
    if (!found || !found.ownerEnabled) throw rpcError.invalidArgument("That referral code is not valid.");
    if (found.ownerType === "COACH" || found.ownerType === "LENDER") {
      assignedCoachId = found.ownerId;
      referralCode = found.code;
    } else if (found.ownerType === "BANK") {
      referralCode = found.code;
    } else {
      throw rpcError.invalidArgument("That referral code is not valid.");
    }
  }
  const existing = await userIdByEmail(db, email);
  if (existing) throw rpcError.alreadyExists("An account with this e-mail already exists.");
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ type: "STANDARD", email, assignedCoachId, referralCode })
        .returning({ id: users.id });
      const userId = row!.id;
      await tx.insert(userStates).values({ userId });
      await tx.insert(userCredentials).values({ userId, passwordHash });
      return { userId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw rpcError.alreadyExists("An account with this e-mail already exists.");
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

/**
 * Checks an e-mail and password. Unknown e-mail, wrong password and a locked
 * account all fail with UNAUTHENTICATED SIGN_IN_FAILED; five failures in a row
 * lock the account for 15 minutes; success resets the counter. A disabled user
 * (right password) gets UNAUTHENTICATED ACCOUNT_DISABLED.
 */
export async function verifyPassword(db: Db, email: string, password: string): Promise<{ userId: string; mustChangePassword: boolean }> {
  const [row] = await db
    .select({
      userId: users.id,
      enabled: users.enabled,
      passwordHash: userCredentials.passwordHash,
      mustChangePassword: userCredentials.mustChangePassword,
      lockedUntil: userCredentials.lockedUntil,
    })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  if (!row || password.length > PASSWORD_MAX_LENGTH * 4) {
    await safeVerify(await dummy(), password.slice(0, PASSWORD_MAX_LENGTH));
    throw rpcError.unauthenticated(SIGN_IN_FAILED);
  }
  const ok = await safeVerify(row.passwordHash, password);
  if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) throw rpcError.unauthenticated(SIGN_IN_FAILED);
  if (!ok) {
    await db
      .update(userCredentials)
      .set({
        failedAttempts: sql`case when ${userCredentials.failedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS} then 0 else ${userCredentials.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${userCredentials.failedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS} then now() + make_interval(secs => ${LOCKOUT_MS / 1000}) else ${userCredentials.lockedUntil} end`,
      })
      .where(eq(userCredentials.userId, row.userId));
    throw rpcError.unauthenticated(SIGN_IN_FAILED);
  }
  if (!row.enabled) throw rpcError.unauthenticated(ACCOUNT_DISABLED);
  await db.update(userCredentials).set({ failedAttempts: 0, lockedUntil: null }).where(eq(userCredentials.userId, row.userId));
  return { userId: row.userId, mustChangePassword: row.mustChangePassword };
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
      set: { passwordHash, mustChangePassword: false, failedAttempts: 0, lockedUntil: null, passwordChangedAt: sql`now()` },
    });
}
