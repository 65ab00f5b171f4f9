/**
 * The pool of worker threads that makes documents (ADR 0034): piscina, HEAVY_WORKERS threads, each
 * running heavy-worker.ts's task function with a heap of at most HEAVY_WORKER_MEMORY_MB (a
 * document past it fails alone — its thread ends, the pool starts another — instead of taking the
 * server's memory). Threads start when work comes and end after a minute idle, so a server that
 * makes no documents keeps none.
 *
 * The worker entry is the file next to this one: `heavy-worker.js` when the server runs compiled
 * (`dist/`, `npm start`), `heavy-worker.ts` under tsx or vitest (this module's own URL then ends in
 * .ts); a .ts entry's threads load tsx first (`--import` its loader), as the process did.
 */
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import type { HeavyRunner, HeavyTask } from "./heavy-tasks.js";

export interface HeavyPoolOptions {
  threads: number;
  /** Tasks that may wait for a thread (the admission in front keeps within it; piscina's bound is a backstop). */
  queue: number;
  /** Each thread's old-generation heap, in MB. */
  workerMemoryMb: number;
  /** A thread idle this long ends (default a minute). */
  idleMs?: number;
}

/** The worker entry beside this module, and the flags its threads need to load it. */
export function workerEntry(moduleUrl = import.meta.url): { filename: string; execArgv?: string[] } {
  const fromSources = fileURLToPath(moduleUrl).endsWith(".ts");
  const filename = new URL(fromSources ? "./heavy-worker.ts" : "./heavy-worker.js", moduleUrl).href;
  if (!fromSources) return { filename };
  // tsx's loader as this module resolves it (not from the working directory).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return { filename, execArgv: ["--import", tsx] };
}

export function heavyPool(options: HeavyPoolOptions): HeavyRunner & { readonly threadCount: number } {
  const entry = workerEntry();
  const pool = new Piscina<HeavyTask, Uint8Array>({
    filename: entry.filename,
    ...(entry.execArgv ? { execArgv: entry.execArgv } : {}),
    minThreads: 0,
    maxThreads: options.threads,
    // The admission keeps to workers + queue; piscina may briefly queue up to that while its threads start.
    maxQueue: options.queue + options.threads,
    concurrentTasksPerWorker: 1,
    idleTimeout: options.idleMs ?? 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.workerMemoryMb },
  });
  return {
    run: (task) => pool.run(task),
    close: () => pool.close(),
    get threadCount() {
      return pool.threads.length;
    },
  };
}
