/**
 * What the server benchmarks (learning-lists, search, journey, ta-tracking, admin-users, ta-report)
 * share around their measures: the engines to run (BENCH_ENGINES) and the built server on each (a
 * temporary database beside BENCH_PG_URL for the PostgreSQL server, dropped at the end), a pool on
 * that database that survives it stopping, the server seeded and timed before use, a timed call
 * loop and one that interleaves cases call by call, the quantiles and table cells they print, and
 * the lines that head every printout.
 */
import fs from "node:fs";
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
 * `env`: more of the server's environment; `pin: false`: the server on every core, not core 0.
 */
export async function withEngineServer<T>(
  engine: Engine,
  options: { prefix: string; database: string; env?: Record<string, string>; pin?: boolean },
  use: (server: BuiltServer) => Promise<T>,
): Promise<T> {
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
    server = await startBuiltServer({ prefix: options.prefix, databaseUrl, env: options.env, pin: options.pin });
    return await use(server);
  } finally {
    await server?.stop();
    if (admin) {
      await admin.query(`drop database if exists ${options.database} with (force)`);
      await admin.end();
    }
  }
}

/**
 * A pool whose idle connections' errors (the database stopped under it) fail the next query, not the
 * process; once it is ending (the embedded cluster stops right after), they are expected. `config`
 * adds to the pool's settings (e.g. its type parsers).
 */
export function poolOf(dbUrl: string, max: number, config: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: dbUrl, max, ...config });
  pool.on("error", (err) => {
    if (!pool.ending) console.error(`database connection lost: ${err.message}`);
  });
  return pool;
}

/** A seed's stderr line for a step: "<engine>: <what> in 1.2 s", timed from `t0` (performance.now()). */
export const stepLogger =
  (engine: string) =>
  (what: string, t0: number): void =>
    console.error(`${engine}: ${what} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

/** A seed's work: `use` with a pool of one connection on `dbUrl` (poolOf) and its stepLogger; the pool ended after. */
export async function withSeedPool<T>(dbUrl: string, engine: Engine, use: (pool: pg.Pool, step: ReturnType<typeof stepLogger>) => Promise<T>): Promise<T> {
  const pool = poolOf(dbUrl, 1);
  try {
    return await use(pool, stepLogger(engine));
  } finally {
    await pool.end();
  }
}

/** One call's outcome as interleavedCalls keeps it: its time, its bytes on the wire and the size of the selection it answered. */
export interface CallOutcome {
  ms: number;
  wireBytes: number;
  matched: number;
}

/** A case's figures: each call's time, its share of the wall time, the mean bytes on the wire, the median selection size. */
export interface CaseFigures {
  times: number[];
  wallMs: number;
  wireBytes: number;
  matched: number;
}

/**
 * `calls` calls of every case, interleaved call by call (the i-th call of each case in turn, then the
 * next i): each case's figures, in the order of `cases`. Each case's share of the wall time is its
 * own calls' share of all the calls' time.
 */
export async function interleavedCalls<C>(cases: readonly C[], calls: number, call: (c: C, i: number) => Promise<CallOutcome>): Promise<CaseFigures[]> {
  const times = cases.map((): number[] => []);
  const wire = cases.map(() => 0);
  const matched = cases.map((): number[] => []);
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) {
    for (const [k, c] of cases.entries()) {
      const r = await call(c, i);
      times[k]!.push(r.ms);
      wire[k] = wire[k]! + r.wireBytes;
      matched[k]!.push(r.matched);
    }
  }
  const wallMs = performance.now() - t0;
  const allMs = times.flat().reduce((a, b) => a + b, 0);
  return cases.map((_, k) => ({
    times: times[k]!,
    wallMs: (wallMs * times[k]!.reduce((a, b) => a + b, 0)) / allMs,
    wireBytes: Math.round(wire[k]! / calls),
    matched: quantile(matched[k]!, 0.5),
  }));
}

/**
 * withEngineServer with the server's database seeded first: `seed` timed (on stderr "<engine>:
 * seeded in 1.2 s", then `seededNote`'s words if given), then `use` with the server, the engine's
 * label (engineLabel) and what the seed answered.
 */
export function withSeededServer<S, T>(
  engine: Engine,
  options: { prefix: string; database: string; seededNote?: (seeded: S) => string; env?: Record<string, string>; pin?: boolean },
  seed: (dbUrl: string, engine: Engine) => Promise<S>,
  use: (server: BuiltServer, label: string, seeded: S) => Promise<T>,
): Promise<T> {
  return withEngineServer(engine, options, async (server) => {
    const started = performance.now();
    const seeded = await seed(server.dbUrl, engine);
    const note = options.seededNote ? ` ${options.seededNote(seeded)}` : "";
    console.error(`${engine}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s${note}`);
    return use(server, engineLabel(engine), seeded);
  });
}

/** `run` for each engine in turn (one server at a time): the answers, in the engines' order. */
export async function eachEngine<T>(engines: readonly Engine[], run: (engine: Engine) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (const engine of engines) out.push(await run(engine));
  return out;
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

/** Bytes as KB to a tenth. */
export const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

/** Prints a printout's head: runLine, then the BENCH_SCHEMA_SQL the run was seeded with, if any. */
export function printHead(benchmark: string, schemaSql: string): void {
  console.log(runLine(benchmark));
  if (schemaSql) console.log(`With BENCH_SCHEMA_SQL: ${schemaSql}`);
}

/** The first line of a printout: the benchmark, the date, Node, the machine and its load. */
export function runLine(benchmark: string): string {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  return `Compass ${benchmark} benchmark — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores (${os.cpus()[0]?.model.trim()}), load average ${load}`;
}

/** VmRSS and VmHWM (peak RSS since the last reset) of a process, in bytes. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** Resets the process's VmHWM to its current RSS (Linux: "5" to clear_refs); false when not allowed. */
export function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}
