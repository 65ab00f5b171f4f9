/**
 * openDatabase(config, log): the embedded engine (default) or the PostgreSQL
 * server of DATABASE_URL, a pg Pool, Drizzle over it, and the committed
 * migrations applied before the server takes traffic.
 *
 * The pool never crashes the process: an idle client that errors (postgres
 * restarted, network cut) is logged and dropped, calls made while the
 * database is down fail with driver errors that the RPC layer answers as
 * UNAVAILABLE (core/errors.ts), and new connections are made once it is back.
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Config } from "../config.js";
import { isDatabaseUnavailable } from "../core/errors.js";
import { installJobSchema } from "../jobs/job-queue.js";
import { EmbeddedPostgres, type EmbeddedOptions, type EngineLog } from "./embedded.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Reachable AND every committed migration applied. Never throws. */
  ready(): Promise<boolean>;
  /** Ends the pool, then stops the embedded engine (if any). */
  close(): Promise<void>;
  /** The embedded engine, when DATABASE_URL is not set. */
  engine?: EmbeddedPostgres;
}

export interface OpenOptions {
  /** Overrides for the embedded engine (tests). */
  embedded?: Partial<Omit<EmbeddedOptions, "dataDir" | "log">>;
  pool?: pg.PoolConfig;
  /** How long to keep retrying the first connection (a server that starts with its database). */
  connectRetryMs?: number;
}

/** The committed migrations, next to this file (the build copies them into dist/). */
export const MIGRATIONS_FOLDER: string = fileURLToPath(new URL("./migrations", import.meta.url));

/** How many migrations are committed (the journal's entries). */
export function committedMigrations(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(fs.readFileSync(`${folder}/meta/_journal.json`, "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

/** A pool with limits, an error listener and a short connect timeout (so a down database fails fast). */
export function createPool(connectionString: string, log: EngineLog, overrides: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    application_name: "compass",
    keepAlive: true,
    ...overrides,
  });
  pool.on("error", (err) => {
    // An idle client lost its connection (postgres restarted, network cut): drop it, never crash.
    log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, "database connection lost");
  });
  return pool;
}

const MIGRATION_LOCK = 0x636f6d70; // "comp": one migrator at a time across instances

/**
 * Applies the committed migrations and installs (or upgrades) the background-job queue's tables
 * (jobs/job-queue.ts; ADR 0035), serialised across instances by an advisory lock.
 */
export async function runMigrations(pool: pg.Pool, folder = MIGRATIONS_FOLDER): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      await installJobSchema(client);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** ready(): one round trip that proves the database answers and is migrated. */
export function readinessCheck(pool: pg.Pool, expected = committedMigrations()): () => Promise<boolean> {
  return async () => {
    try {
      const result = await pool.query<{ n: number }>(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      return (result.rows[0]?.n ?? 0) >= expected;
    } catch {
      return false;
    }
  };
}

export async function openDatabase(
  config: Pick<Config, "dataDir" | "databaseUrl">,
  log: EngineLog,
  options: OpenOptions = {},
): Promise<Database> {
  let engine: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    engine = await EmbeddedPostgres.start({ ...options.embedded, dataDir: config.dataDir, log });
    url = engine.url;
    log.info({ port: engine.port, cluster: engine.clusterRoot }, "embedded PostgreSQL is running");
  }
  const pool = createPool(url, log, options.pool);
  try {
    const until = Date.now() + (options.connectRetryMs ?? (engine ? 0 : 30_000));
    for (;;) {
      try {
        await runMigrations(pool);
        break;
      } catch (err) {
        if (!isDatabaseUnavailable(err) || Date.now() >= until) throw err;
        log.warn({ err: { message: (err as Error).message } }, "database not reachable yet; retrying");
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  } catch (err) {
    await pool.end().catch(() => undefined);
    await engine?.stop().catch(() => undefined);
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    db: drizzle(pool, { schema }),
    pool,
    ready: readinessCheck(pool),
    engine,
    close() {
      closing ??= (async () => {
        await pool.end().catch((err: unknown) => log.warn({ err }, "closing the database pool"));
        await engine?.stop();
      })();
      return closing;
    },
  };
}
