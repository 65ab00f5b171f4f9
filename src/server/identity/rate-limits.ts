/**
 * Rate limits counted in PostgreSQL (the `rate_limits` table), so every
 * instance of the server sees the same counts (DESIGN §5).
 *
 *   const limits = createRateLimits(pool);
 *   await limits.consume("signUp", ip);            // throws RESOURCE_EXHAUSTED when over
 *   await limits.reset("loginEmail", email);       // e.g. after a successful sign-in
 */
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { rpcError } from "../rpc/errors.js";

const HOUR = 3600;
const MINUTES_15 = 15 * 60;

/** Every limit: points per duration (seconds). */
export const RATE_LIMITS = {
  /** Sign-ups per client IP. */
  signUp: { points: 10, duration: HOUR },
  /** Login attempts per client IP. */
  loginIp: { points: 30, duration: MINUTES_15 },
  /** Login attempts per e-mail (lower-cased). */
  loginEmail: { points: 10, duration: MINUTES_15 },
  /** Password-reset requests per e-mail. */
  resetEmail: { points: 5, duration: HOUR },
  /** Password-reset requests per client IP. */
  resetIp: { points: 20, duration: HOUR },
  /** Codes sent (SMS, e-mail verification) per user. */
  codeSend: { points: 5, duration: HOUR },
  /** At least 30 s between two code sends to one user. */
  codeSendInterval: { points: 1, duration: 30 },
  /** Authenticator-app codes tried per user (enrolment and sign-in; a 6-digit code must not be guessed). */
  totpCheck: { points: 10, duration: MINUTES_15 },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;

export interface RateLimits {
  /** Counts one attempt; throws RESOURCE_EXHAUSTED ('Too many attempts. Please try again in N minutes.') when over. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Forgets the count of one key (e.g. the e-mail's login failures after a success). */
  reset(name: LimitName, key: string): Promise<void>;
  /** Deletes expired counters (call now and then; the table otherwise keeps them). */
}

export function tooManyAttempts(msBeforeNext: number) {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return rpcError.resourceExhausted(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

export function createRateLimits(pool: pg.Pool, overrides: Partial<Record<LimitName, { points: number; duration: number }>> = {}): RateLimits {
  const limiters = new Map<LimitName, RateLimiterPostgres>();
  for (const name of Object.keys(RATE_LIMITS) as LimitName[]) {
    const { points, duration } = overrides[name] ?? RATE_LIMITS[name];
    limiters.set(
      name,
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points,
        duration,
      }),
    );
  }
  const limiter = (name: LimitName) => {
    const l = limiters.get(name);
    if (!l) throw new Error(`unknown rate limit ${name}`);
    return l;
  };
  return {
    async consume(name, key) {
      try {
        await limiter(name).consume(key.toLowerCase());
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooManyAttempts(err.msBeforeNext);
        throw err;
      }
    },
    async reset(name, key) {
      await limiter(name).delete(key.toLowerCase());
    },
  };
}
