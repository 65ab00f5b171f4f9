/**
 * What the server benchmarks (learning-lists, search, journey) share around their measures: the
 * engines to run (BENCH_ENGINES) and the built server on each (a temporary database beside
 * BENCH_PG_URL for the PostgreSQL server, dropped at the end), a timed call loop, the quantiles and
 * table cells they print, and the line that heads every printout.
 */
import os from "node:os";
import pg from "pg";
import { startBuiltServer, type BuiltServer } from "./built-server.js";
import { cores } from "./pinning.js";

export type Engine = "embedded" | "postgres";

/** Where a temporary database is created for the PostgreSQL server. */
export const pgUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** BENCH_ENGINES (default both), in order; exits on an unknown one. */
export function benchEngines(): Engine[] {
  const engines = (process.env.BENCH_ENGINES ?? "embedded,postgres").split(",").map((e) => e.trim()) as Engine[];
  for (const e of engines) {
    if (e !== "embedded" && e !== "postgres") {
      console.error(`BENCH_ENGINES: unknown engine "${e}" (embedded, postgres)`);
      process.exit(2);
    }
  }
  return engines;
}

/** How the printed tables name an engine. */
export const engineLabel = (engine: Engine): string => (engine === "embedded" ? "embedded" : "PostgreSQL server");

/**
 * Starts the built server on `engine` (embedded: its own temporary cluster; postgres: a fresh
 * `database` created beside pgUrl), runs `use` with it, then stops it and drops that database.
 */
export async function withEngineServer<T>(engine: Engine, options: { prefix: string; database: string }, use: (server: BuiltServer) => Promise<T>): Promise<T> {
  let admin: pg.Client | undefined;
  let databaseUrl: string | undefined;
  if (engine === "postgres") {
    admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${options.database} with (force)`);
    await admin.query(`create database ${options.database}`);
    const url = new URL(pgUrl);
    url.pathname = `/${options.database}`;
    databaseUrl = url.href;
  }
  let server: BuiltServer | undefined;
  try {
    server = await startBuiltServer({ prefix: options.prefix, databaseUrl });
    return await use(server);
  } finally {
    await server?.stop();
    if (admin) {
      await admin.query(`drop database if exists ${options.database} with (force)`);
      await admin.end();
    }
  }
}

/** `n` calls one after another: each call's own time (its `ms`), the wall time of them all, the last answer. */
export async function timeCalls<R extends { ms: number }>(n: number, call: () => Promise<R>): Promise<{ times: number[]; wallMs: number; last: R | undefined }> {
  const times: number[] = [];
  let last: R | undefined;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    last = await call();
    times.push(last.ms);
  }
  return { times, wallMs: performance.now() - t0, last };
}

/** The q-quantile (0..1) of `xs`, nearest rank. */
export const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};

/** The "p50 | p95 | p99" cells of a table row, in ms to a tenth. */
export const percentileCells = (times: readonly number[]): string => [0.5, 0.95, 0.99].map((q) => quantile(times, q).toFixed(1)).join(" | ");

/** Calls per second over `wallMs`: whole numbers, two decimals under ten a second. */
export const perSecond = (calls: number, wallMs: number): string => ((1000 * calls) / wallMs).toFixed(calls / wallMs < 0.01 ? 2 : 0);

/** The first line of a printout: the benchmark, the date, Node, the machine and its load. */
export function runLine(benchmark: string): string {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  return `Compass ${benchmark} benchmark — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores (${os.cpus()[0]?.model.trim()}), load average ${load}`;
}
