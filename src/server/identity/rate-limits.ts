/**
 * Rate limits counted in PostgreSQL (the `rate_limits` table), so every
 * instance of the server sees the same counts (DESIGN §5).
 *
 *   const limits = createRateLimits(pool);
 *   await limits.consume("signUp", ip);            // throws RESOURCE_EXHAUSTED when over
 *   await limits.reset("totpCheck", userId);       // e.g. after a right code
 */
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { rpcError } from "../core/errors.js";

const HOUR = 3600;
const MINUTES_15 = 15 * 60;
const DAY = 24 * HOUR;

/** Every limit: points per duration (seconds). */
export const RATE_LIMITS = {
  /** Sign-ups per client IP. */
  signUp: { points: 10, duration: HOUR },
  /** Login attempts per client IP. */
  loginIp: { points: 30, duration: MINUTES_15 },
  /**
   * Wrong passwords for one account from one client (`email|ip`, or `email|device` from a known
   * device): 5 in 15 minutes blocks that pair for 15 minutes. Only the guesser is slowed down.
   */
  loginFailPair: { points: 5, duration: MINUTES_15, blockDuration: MINUTES_15 },
  /**
   * Wrong passwords for one account from anywhere: 20 in an hour locks the account for unknown
   * devices (the owner is mailed an unlock link; a known device gets past; login-guard.ts).
   */
  loginFailAccount: { points: 20, duration: HOUR },
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
  /** Passwords and codes tried to confirm it's you, or to change the password, per user (step-up.ts). */
  identityCheck: { points: 10, duration: MINUTES_15 },
  /** Wrong one-time codes (reset, texted, step-up) per user per day, across every code sent. */
  codeGuessDaily: { points: 20, duration: DAY },
  /** Text messages sent by this installation per day (key "all"; SMS_DAILY_LIMIT overrides the points). */
  smsDaily: { points: 1000, duration: DAY },
  /** Telemetry events one user may send per minute (rpc/telemetry: a page sends a handful per view). */
  telemetryMinute: { points: 120, duration: 60 },
  /** Telemetry events one user may send per day, whatever their pace (bounds what one account can store). */
  telemetryDaily: { points: 5000, duration: DAY },
  /** Notifications and chat messages one user may send per minute (issue #14: a person types, a script floods). */
  messageMinute: { points: 30, duration: 60 },
  /** … and per day. */
  messageDaily: { points: 1000, duration: DAY },
  /**
   * Versions of one document (business plan, survey, cash flow) one account may submit per window
   * (key `<kind>:<user>`; issue #37: each is kept, so a script must not pile them up). The
   * DOCUMENT_SUBMIT_LIMIT and DOCUMENT_SUBMIT_WINDOW_MINUTES settings override it.
   */
  documentSubmit: { points: 20, duration: 10 * 60 },
  /** Uploads one user may make per 10 minutes (issue #37: the storage quota bounds the bytes, this the pace). */
  upload: { points: 30, duration: 10 * 60 },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;
export interface LimitSpec {
  points: number;
  duration: number;
  /** Once over, refuse for this many seconds (rather than until the window ends). */
  blockDuration?: number;
}

export interface RateLimits {
  /**
   * Counts one attempt; throws RESOURCE_EXHAUSTED ('Too many attempts. Please try again in N
   * minutes.', or the `refusal`'s own sentence with the same advice) when over.
   */
  consume(name: LimitName, key: string, refusal?: Refusal): Promise<void>;
  /** Forgets the count of one key (e.g. the e-mail's login failures after a success). */
  reset(name: LimitName, key: string): Promise<void>;
  /** Points left for a key now (0: over the limit or blocked), without counting anything. */
  remaining(name: LimitName, key: string): Promise<number>;
  /** Counts one event without throwing; returns the points left after it (0: that was the last allowed; -1: over). */
  count(name: LimitName, key: string): Promise<number>;
}

/** What a refusal says was too many: attempts (the default), or a document's versions (documentSubmit). */
export type Refusal = "attempts" | "document-versions";

export function tooManyAttempts(msBeforeNext: number, refusal: Refusal = "attempts") {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  // Whole sentences, so the Spanish catalogue (i18n/messages-es.ts) finds and translates each.
  if (refusal === "document-versions") {
    return rpcError.resourceExhausted(`Too many versions of this document saved in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
  }
  return rpcError.resourceExhausted(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

export function createRateLimits(pool: pg.Pool, overrides: Partial<Record<LimitName, LimitSpec>> = {}): RateLimits {
  const limiters = new Map<LimitName, RateLimiterPostgres>();
  const points = new Map<LimitName, number>();
  for (const name of Object.keys(RATE_LIMITS) as LimitName[]) {
    const spec: LimitSpec = overrides[name] ?? RATE_LIMITS[name];
    points.set(name, spec.points);
    limiters.set(
      name,
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: spec.points,
        duration: spec.duration,
        ...(spec.blockDuration ? { blockDuration: spec.blockDuration } : {}),
      }),
    );
  }
  const limiter = (name: LimitName) => {
    const l = limiters.get(name);
    if (!l) throw new Error(`unknown rate limit ${name}`);
    return l;
  };
  return {
    async consume(name, key, refusal) {
      try {
        await limiter(name).consume(key.toLowerCase());
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooManyAttempts(err.msBeforeNext, refusal);
        throw err;
      }
    },
    async reset(name, key) {
      await limiter(name).delete(key.toLowerCase());
    },
    async remaining(name, key) {
      const res = await limiter(name).get(key.toLowerCase());
      if (!res) return points.get(name)!;
      return Math.max(0, res.remainingPoints);
    },
    async count(name, key) {
      try {
        const res = await limiter(name).consume(key.toLowerCase());
        return res.remainingPoints;
      } catch (err) {
        if (err instanceof RateLimiterRes) return -1;
        throw err;
      }
    },
  };
}
