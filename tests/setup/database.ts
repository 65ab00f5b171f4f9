/**
 * Per-test-file databases: `await testDatabase()` copies the run's migrated
 * template (CREATE DATABASE … TEMPLATE) and returns Drizzle and a pool on the
 * copy; `close()` drops it. Works on the embedded engine and on DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import type { AppDeps } from "../../src/server/app.js";
import { createPool, readinessCheck, type Database, type Db } from "../../src/server/db/database.js";
import type { EngineLog } from "../../src/server/db/embedded.js";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "../../src/server/db/schema/index.js";
import { startTestServer, type TestServer } from "./server.js";

export interface TestDatabase extends Database {
  /** URL of this file's own database. */
  url: string;
  name: string;
  db: Db;
  pool: pg.Pool;
  /** Ends the pool and drops the database. */
  close(): Promise<void>;
}

export const silentLog: EngineLog = { debug() {}, info() {}, warn() {}, error() {} };

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs `fn` with a client on the run's server (maintenance database). */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("dbAdminUrl") });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database name of this run (dropped at the end of the run if a file forgets). */
export function uniqueDatabaseName(): string {
  const run = inject("dbTemplate").replace(/^compass_template_/, "");
  return `compass_t_${run}_${randomBytes(4).toString("hex")}`;
}

/** A new copy of the run's migrated template; its name. */
async function copyTemplate(): Promise<string> {
  const name = uniqueDatabaseName();
  const template = inject("dbTemplate");
  await withAdmin((c) => c.query(`create database ${c.escapeIdentifier(name)} template ${c.escapeIdentifier(template)}`));
  return name;
}

/** The copy made ahead for the process's next testDatabase() (embedded engine only), or none. */
let spare: Promise<string | undefined> | undefined;

/**
 * A fresh copy of the template: on the embedded engine, the one made ahead while the previous file
 * ran (a file no longer waits for the copy: about a second each on a busy machine), and the next
 * one is started. Each copy is used once, as before. A spare nobody takes goes with the run's
 * cluster; on a PostgreSQL server (DATABASE_URL) nothing is made ahead, so no copy can outlive a
 * crashed run there.
 */
async function freshCopy(): Promise<string> {
  const made = spare;
  spare = undefined;
  const name = (await made) ?? (await copyTemplate());
  if (inject("dbEngine") === "embedded") spare ??= copyTemplate().catch(() => undefined);
  return name;
}

/** A copy of the migrated template for this test file. */
export async function testDatabase(options: { pool?: pg.PoolConfig } = {}): Promise<TestDatabase> {
  const name = await freshCopy();
  const url = withDatabase(inject("dbAdminUrl"), name);
  const pool = createPool(url, silentLog, { max: 5, ...options.pool });
  let closing: Promise<void> | undefined;
  return {
    url,
    name,
    pool,
    db: drizzle(pool, { schema }),
    ready: readinessCheck(pool),
    close() {
      closing ??= (async () => {
        await pool.end().catch(() => undefined);
        await dropDatabase(name);
      })();
      return closing;
    },
  };
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`));
}

/** The real app on port 0 over a test database (readiness = that database's). */
export async function startTestServerOn(database: Database, deps: AppDeps = {}): Promise<TestServer> {
  return startTestServer({ readiness: database.ready, database, ...deps });
}
