/**
 * One-time codes and links, in one place: password-reset codes, second-factor codes (enrolment,
 * sign-in, step-up), e-mail verification and account-unlock links.
 *
 * - Codes are 6 random digits, links 32 random bytes (base64url); only a hash is stored
 *   (verification_codes.code_hash: sha256 of purpose, user and secret).
 * - A new code of a purpose replaces the user's older live ones; each works once, until it expires.
 * - Checking a code first reserves an attempt in one conditional UPDATE (`attempts < max`), so
 *   parallel guesses can never get more tries than the code allows; the last allowed wrong try
 *   spends the code. Wrong guesses are also capped per account per day (the `codeGuessDaily` limit).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { verificationCodes, type CodePurpose } from "../db/schema/identity.js";
import type { RateLimits } from "./rate-limits.js";

/** Wrong tries one code allows. */
export const CODE_MAX_TRIES = 5;
/** How long a texted or mailed 6-digit code works. */
export const CODE_TTL_MS = 10 * 60_000;

/** The database, or a transaction on it. */
type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Six random digits, zero-padded. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** A random link token (256 bits, base64url). */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored hash of a code or link token. Link tokens are looked up without a user (userId ""). */
export function codeHash(purpose: CodePurpose, userId: string, secret: string): string {
  return createHash("sha256").update(`${purpose}\0${userId}\0${secret}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface IssueOptions {
  userId: string;
  purpose: CodePurpose;
  /** The secret to store (a code from newCode(), or a token from newLinkToken()). */
  secret: string;
  ttlMs: number;
  factorId?: string;
  /** Link tokens are found by their hash alone (no user bound in). */
  link?: boolean;
}

/** Stores a code (hashed), spending the user's older live codes of the same purpose. Run it in a transaction when other writes go with it. */
export async function issueCode(db: Executor, options: IssueOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(verificationCodes.userId, options.userId), eq(verificationCodes.purpose, options.purpose), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      userId: options.userId,
      purpose: options.purpose,
      factorId: options.factorId ?? null,
      codeHash: codeHash(options.purpose, options.link ? "" : options.userId, options.secret),
      expiresAt: new Date(Date.now() + options.ttlMs),
    });
  });
}

export type CodeCheck =
  | { result: "ok"; factorId: string | null }
  /** No live code (none sent, expired, spent, or out of tries). */
  | { result: "none" }
  | { result: "wrong" };

export interface CheckOptions {
  userId: string;
  purpose: CodePurpose;
  code: string;
  /** Counts wrong guesses per account per day; over the cap every check answers "none". */
  limits?: Pick<RateLimits, "consume" | "remaining">;
  maxTries?: number;
}

/**
 * Checks (and on success spends) the user's newest live code of a purpose. The attempt is
 * reserved atomically before the comparison, so N parallel guesses use N of the code's tries.
 */
export async function checkCode(db: Db, options: CheckOptions): Promise<CodeCheck> {
  const max = options.maxTries ?? CODE_MAX_TRIES;
  if (options.limits && (await options.limits.remaining("codeGuessDaily", options.userId)) <= 0) return { result: "none" };
  const newest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, options.userId),
        eq(verificationCodes.purpose, options.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, sql`(${newest})`), sql`${verificationCodes.attempts} < ${max}`, isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts, factorId: verificationCodes.factorId });
  if (!row) return { result: "none" };
  if (!sameHash(row.codeHash, codeHash(options.purpose, options.userId, options.code))) {
    if (row.attempts >= max) {
      await db.update(verificationCodes).set({ consumedAt: sql`now()` }).where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)));
    }
    // Over the daily cap the next checks answer "none"; this wrong guess itself stays "wrong".
    await options.limits?.consume("codeGuessDaily", options.userId).catch(() => undefined);
    return { result: "wrong" };
  }
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1 ? { result: "ok", factorId: row.factorId } : { result: "none" };
}

/** Spends a live link token of a purpose; returns its user, or undefined when unknown, spent or expired. */
export async function consumeLink(db: Db, purpose: CodePurpose, token: string): Promise<string | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  const [used] = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.codeHash, codeHash(purpose, "", token)),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: verificationCodes.userId });
  return used?.userId;
}
