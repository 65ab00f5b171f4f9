/**
 * vitest globalSetup of the integration project: one PostgreSQL for the whole
 * run and one migrated template database on it; each test file copies the
 * template (tests/setup/database.ts) and drops its copy.
 *
 * - default: an embedded cluster (the same engine as production) in a temp dir,
 *   fsync off, stopped and removed at the end;
 * - DATABASE_URL set (`npm run test:pg`): that server; the template and copies
 *   get unique names and are dropped at the end.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPool, runMigrations } from "../../src/server/db/database.js";
import { EmbeddedPostgres, type EngineLog } from "../../src/server/db/embedded.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A URL of the run's server with rights to create databases (its database part is replaced). */
    dbAdminUrl: string;
    /** The migrated template database of this run. */
    dbTemplate: string;
    dbEngine: "embedded" | "external";
  }
}

const quiet: EngineLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: (obj, msg) => console.warn("[test db]", msg, JSON.stringify(obj)),
  error: (obj, msg) => console.error("[test db]", msg, JSON.stringify(obj)),
};

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL?.trim();
  let engine: EmbeddedPostgres | undefined;
  let dir: string | undefined;
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "compass-test-pg-"));
    fs.chmodSync(dir, 0o755); // reachable by the postgres user: keep the cluster in place
    engine = await EmbeddedPostgres.start({
      dataDir: dir,
      log: quiet,
      database: "postgres",
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "300" },
    });
    adminUrl = engine.urlFor("postgres");
  }
  const run = `${Date.now().toString(36)}_${process.pid}`;
  const template = `compass_template_${run}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(template)}`);
  const pool = createPool(withDatabase(adminUrl, template), quiet, { max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
  await admin.query(`alter database ${admin.escapeIdentifier(template)} with is_template true`).catch(() => undefined);
  await admin.end();

  project.provide("dbAdminUrl", adminUrl);
  project.provide("dbTemplate", template);
  project.provide("dbEngine", external ? "external" : "embedded");

  return async () => {
    if (engine) {
      await engine.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      return;
    }
    // External server: drop the template and any copy a crashed test file left behind.
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const left = await client.query<{ datname: string }>(
        "select datname from pg_database where datname = $1 or datname like $2",
        [template, `compass_t_${run}_%`],
      );
      for (const { datname } of left.rows) {
        await client.query(`alter database ${client.escapeIdentifier(datname)} with is_template false`).catch(() => undefined);
        await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
      }
    } finally {
      await client.end();
    }
  };
}
