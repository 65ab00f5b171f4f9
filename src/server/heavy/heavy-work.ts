/**
 * Heavy work off the event loop (issue #37 finding 2; ADR 0034). A business plan at its size
 * limits took 1.7–2.3 s of CPU to typeset, on the thread that answers every call: PDFs and
 * workbooks are now made by a bounded pool of worker threads (heavy-pool.ts, piscina), and this is
 * its front door, `HeavyWork`, composed once in buildServer and handed to the domains through
 * ServiceDeps (ADR 0029).
 *
 * - `run(accountId, task)`: admitted (heavy-admission.ts) only while the account has no other
 *   document in flight and the pool holds fewer than `workers + queue`; otherwise refused at once
 *   with RESOURCE_EXHAUSTED saying when to try again (nothing spent, nothing changed). Admitted, it
 *   goes to the runner and its bytes come back (moved from the thread, not copied).
 * - The runner is the pool (HEAVY_WORKERS threads, each with a heap of at most
 *   HEAVY_WORKER_MEMORY_MB), or with HEAVY_WORKERS=0 the main thread itself (for debugging and
 *   before/after measurements: the same admission, one document at a time).
 * - `stats()`: what is in flight and what has been done (the benchmark and the logs read it).
 */
import { performance } from "node:perf_hooks";
import { Admissions, heavyRefusal, retryAfterSeconds } from "./heavy-admission.js";
import { heavyPool } from "./heavy-pool.js";
import { runHeavyTask, type HeavyRunner, type HeavyTask } from "./heavy-tasks.js";

export type { HeavyRunner } from "./heavy-tasks.js";

export interface HeavyStats {
  /** Documents made at once (threads; 0: inline). */
  workers: number;
  /** Documents being made or waiting. */
  inFlight: number;
  waiting: number;
  /** Documents made, failed, and refused (per account, queue full) since the start. */
  done: number;
  failed: number;
  refusedAccountBusy: number;
  refusedQueueFull: number;
  /** The running average of a document's time in the pool (waiting included), in ms. */
  averageMs: number;
}

export interface HeavyWork {
  /**
   * Makes `task`'s document for `accountId` (who asked for it). RESOURCE_EXHAUSTED, saying when to
   * try again, when that account already has one in flight or the queue is full.
   */
  run(accountId: string, task: HeavyTask): Promise<Uint8Array>;
  stats(): HeavyStats;
  /** Refuses new work, lets what is in hand finish, ends the threads. */
  close(): Promise<void>;
}

export interface HeavyWorkOptions {
  /** Threads (0: inline, on the main thread). */
  workers: number;
  /** Documents waiting for a thread at most. */
  queue: number;
  /** Documents one account may have in flight (default 1). */
  perAccount?: number;
  /** What makes the documents: heavyRunner(settings), the pool or inline (tests wrap the real one to hold a document in flight). */
  runner: HeavyRunner;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Before any document has been timed: the order of a large plan's time (issue #37). */
const FIRST_ESTIMATE_MS = 2_000;
/** Weight of the newest duration in the running average. */
const SMOOTHING = 0.2;

/** The main thread as the runner (HEAVY_WORKERS=0). */
export function inlineRunner(): HeavyRunner {
  return { run: (task) => runHeavyTask(task), close: async () => undefined };
}

/** The settings the pool is made from (config.ts's HEAVY_*). */
export interface HeavySettings {
  /** Threads; 0: inline, on the main thread. */
  workers: number;
  queue: number;
  workerMemoryMb: number;
}

/** The runner the settings name: HEAVY_WORKERS threads, or the main thread when it is 0. */
export function heavyRunner(settings: HeavySettings): HeavyRunner {
  return settings.workers === 0 ? inlineRunner() : heavyPool({ threads: settings.workers, queue: settings.queue, workerMemoryMb: settings.workerMemoryMb });
}

export function createHeavyWork(options: HeavyWorkOptions): HeavyWork {
  const workers = Math.max(1, options.workers);
  const admissions = new Admissions({ workers, queue: options.queue, perAccount: options.perAccount ?? 1 });
  const counts = { done: 0, failed: 0, refusedAccountBusy: 0, refusedQueueFull: 0 };
  let averageMs = FIRST_ESTIMATE_MS;
  let timed = false;
  let closed = false;
  const inHand = new Set<Promise<unknown>>();

  return {
    async run(accountId, task) {
      if (closed) throw heavyRefusal("queue-full", retryAfterSeconds({ inFlight: admissions.inFlight, workers, averageMs }));
      const admission = admissions.enter(accountId);
      if (!admission.ok) {
        if (admission.refusal === "account-busy") counts.refusedAccountBusy++;
        else counts.refusedQueueFull++;
        throw heavyRefusal(admission.refusal, retryAfterSeconds({ inFlight: admissions.inFlight, workers, averageMs }));
      }
      const started = performance.now();
      const work = options.runner.run(task);
      inHand.add(work);
      try {
        const bytes = await work;
        const ms = performance.now() - started;
        averageMs = timed ? averageMs + SMOOTHING * (ms - averageMs) : ms;
        timed = true;
        counts.done++;
        return bytes;
      } catch (err) {
        counts.failed++;
        options.log?.warn({ kind: task.kind, err: err instanceof Error ? { message: err.message, code: (err as { code?: unknown }).code } : undefined }, "a document could not be made");
        throw err;
      } finally {
        inHand.delete(work);
        admission.release();
      }
    },
    stats: () => ({ workers: options.workers, inFlight: admissions.inFlight, waiting: admissions.waiting, ...counts, averageMs }),
    async close() {
      closed = true;
      await Promise.allSettled([...inHand]);
      await options.runner.close();
    },
  };
}
