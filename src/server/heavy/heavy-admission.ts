/**
 * Who may have a document made now (ADR 0034): the pure bookkeeping in front of the pool. A
 * document is admitted while the account has fewer than `perAccount` in flight (being made or
 * waiting; one by default) and the pool holds fewer than `workers + queue`; otherwise it is refused
 * at once, before any thread or memory is spent on it, with a reason and an estimate of when to
 * try again. No I/O and no clock of its own: heavy-work.ts measures the durations it is told.
 */
import { Code, ConnectError } from "@connectrpc/connect";

export interface AdmissionLimits {
  /** Documents made at once (the pool's threads; 1 when they are made inline). */
  workers: number;
  /** Documents waiting for a thread at most. */
  queue: number;
  /** Documents one account may have in flight (made or waiting). */
  perAccount: number;
}

/** Why a document was not admitted: its account already has one in flight, or the pool is full. */
export type Refusal = "account-busy" | "queue-full";

export type Admission = { ok: true; release: () => void } | { ok: false; refusal: Refusal };

/** The admissions of one pool: how many documents are in flight, in all and per account. */
export class Admissions {
  private readonly byAccount = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: AdmissionLimits) {}

  /** Documents in flight (being made or waiting). */
  get inFlight(): number {
    return this.total;
  }

  /** Documents waiting for a thread. */
  get waiting(): number {
    return Math.max(0, this.total - this.limits.workers);
  }

  /** The account's documents in flight. */
  of(accountId: string): number {
    return this.byAccount.get(accountId) ?? 0;
  }

  /** Admits one document of `accountId` (then `release` must be called once, when it is done or failed), or says why not. */
  enter(accountId: string): Admission {
    const mine = this.of(accountId);
    if (mine >= this.limits.perAccount) return { ok: false, refusal: "account-busy" };
    if (this.total >= this.limits.workers + this.limits.queue) return { ok: false, refusal: "queue-full" };
    this.byAccount.set(accountId, mine + 1);
    this.total++;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = this.of(accountId) - 1;
        if (left > 0) this.byAccount.set(accountId, left);
        else this.byAccount.delete(accountId);
      },
    };
  }
}

/** The longest wait a refusal advises (a minute: beyond it the estimate says little). */
export const RETRY_MAX_SECONDS = 60;

/**
 * When to try again, in whole seconds (1 to RETRY_MAX_SECONDS): the time the documents in flight
 * take to go through the threads, `ceil(inFlight / workers)` rounds of `averageMs` each.
 */
export function retryAfterSeconds(state: { inFlight: number; workers: number; averageMs: number }): number {
  const rounds = Math.max(1, Math.ceil(state.inFlight / Math.max(1, state.workers)));
  const seconds = Math.ceil((rounds * Math.max(0, state.averageMs)) / 1000);
  return Math.min(RETRY_MAX_SECONDS, Math.max(1, seconds));
}

/** The header (in the error's metadata) and the HTTP answer's field that carry the advice in seconds. */
export const RETRY_AFTER = "retry-after";

/**
 * The RESOURCE_EXHAUSTED a refusal answers: the advice in the message, in whole sentences as the
 * rate limits give it (identity/rate-limits.ts), and in seconds in the error's `retry-after`
 * metadata (the download link's 429 answer sends it as Retry-After).
 */
export function heavyRefusal(refusal: Refusal, seconds: number): ConnectError {
  const metadata = { [RETRY_AFTER]: String(seconds) };
  // Whole sentences, so the Spanish catalogue (i18n/messages-es.ts) finds and translates each.
  if (refusal === "account-busy") {
    return new ConnectError(`Another of your documents is still being made. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`, Code.ResourceExhausted, metadata);
  }
  return new ConnectError(`The server is busy making other documents. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`, Code.ResourceExhausted, metadata);
}

/** The seconds a refusal advises waiting (its `retry-after` metadata), or undefined for any other error. */
export function retryAfterOf(err: unknown): number | undefined {
  if (!(err instanceof ConnectError) || err.code !== Code.ResourceExhausted) return undefined;
  const value = Number(err.metadata.get(RETRY_AFTER));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
