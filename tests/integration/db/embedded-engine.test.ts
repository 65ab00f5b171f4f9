/**
 * The embedded engine itself (skipped when DATABASE_URL points the run at a
 * server): root and private (0700) directories, the data dir lock, stale
 * postmasters, start errors with postgres's own words, and a postgres that
 * dies while the server runs.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPool } from "../../../src/server/db/database.js";
import { EmbeddedPostgres, installedNativeDir, readPostmasterPid } from "../../../src/server/db/embedded.js";
import { isDatabaseUnavailable } from "../../../src/server/core/errors.js";
import { silentLog } from "../../setup/database.js";

const external = Boolean(process.env.DATABASE_URL);
const isRoot = process.getuid?.() === 0;
const fast = { fsync: "off", synchronous_commit: "off" };
const cleanup: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const fn of cleanup.reverse()) await Promise.resolve(fn()).catch(() => undefined);
});

function tempDir(mode = 0o755): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compass-engine-"));
  fs.chmodSync(dir, mode);
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function started(options: Parameters<typeof EmbeddedPostgres.start>[0]): Promise<EmbeddedPostgres> {
  const engine = await EmbeddedPostgres.start({ settings: fast, ...options });
  cleanup.push(() => engine.stop());
  return engine;
}

async function query(engine: EmbeddedPostgres, sql: string): Promise<unknown[]> {
  const pool = createPool(engine.url, silentLog, { max: 1 });
  try {
    return (await pool.query(sql)).rows;
  } finally {
    await pool.end();
  }
}

describe.skipIf(external)("embedded engine", () => {
  it.skipIf(!isRoot)("runs as the postgres user from a checkout and data dir under 0700 directories", async () => {
    // A "home" only root can enter, holding both a copy of the installed binaries (the checkout) and DATA_DIR.
    const home = tempDir(0o700);
    const checkoutNative = path.join(home, "checkout", "native");
    fs.cpSync(await installedNativeDir(), checkoutNative, { recursive: true, verbatimSymlinks: true });
    const shared = tempDir(0o755);
    const dataDir = path.join(home, "data");
    const engine = await started({ dataDir, log: silentLog, nativeDir: checkoutNative, sharedRoot: path.join(shared, "compass") });

    const link = path.join(dataDir, "pg");
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.realpathSync(link).startsWith(path.join(shared, "compass"))).toBe(true);
    expect(fs.readdirSync(link).some((f) => f.startsWith("native-"))).toBe(true);
    expect(fs.statSync(path.join(link, "password")).mode & 0o777).toBe(0o600);
    const owner = execFileSync("ps", ["-o", "user=", "-p", String(engine.pid)], { encoding: "utf8" }).trim();
    expect(owner).toBe("postgres");
    expect(await query(engine, "select 1 as one")).toEqual([{ one: 1 }]);

    // The next start finds the linked cluster and the copied binaries again.
    await engine.stop();
    const again = await started({ dataDir, log: silentLog, nativeDir: checkoutNative, sharedRoot: path.join(shared, "compass") });
    expect(again.clusterRoot).toBe(fs.realpathSync(link));
    expect(await query(again, "select 2 as two")).toEqual([{ two: 2 }]);
  });

  it("refuses a second engine on a data dir that a live server holds", async () => {
    const dataDir = tempDir();
    const first = await started({ dataDir, log: silentLog });
    await expect(EmbeddedPostgres.start({ dataDir, log: silentLog, settings: fast })).rejects.toThrow(/in use by another Compass server/);
    expect(await query(first, "select 3 as three")).toEqual([{ three: 3 }]);
  });

  it("clears a stale postmaster.pid whose process is gone or is not a postgres of ours", async () => {
    const dataDir = tempDir();
    const engine = await started({ dataDir, log: silentLog });
    await engine.stop();
    const pidFile = path.join(engine.pgdata, "postmaster.pid");
    // A pid that is alive but is not our postgres (this test process): must not be signalled.
    fs.writeFileSync(pidFile, `${process.pid}\n${engine.pgdata}\n`);
    const next = await started({ dataDir, log: silentLog });
    expect(next.staleAtStart).toBe("removed-pid-file");
    expect(await query(next, "select 4 as four")).toEqual([{ four: 4 }]);
  });

  it("surfaces postgres's own log lines when it cannot start", async () => {
    const dataDir = tempDir();
    const engine = await started({ dataDir, log: silentLog });
    await engine.stop();
    fs.appendFileSync(path.join(engine.pgdata, "postgresql.conf"), "\nshared_buffers = 'lots'\n");
    const err = await EmbeddedPostgres.start({ dataDir, log: silentLog, settings: fast }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/PostgreSQL said:[\s\S]*shared_buffers/);
    // A failed start leaves the data dir free for the next attempt.
    expect(fs.existsSync(path.join(engine.clusterRoot, "server.lock"))).toBe(false);
  });

  it("stops and starts on request, and restarts postgres when it dies while the server runs", async () => {
    const dataDir = tempDir();
    const engine = await started({ dataDir, log: silentLog });
    const pool = createPool(engine.url, silentLog, { max: 2, connectionTimeoutMillis: 2_000 });
    cleanup.push(() => pool.end());
    await pool.query("create table t (n int)");
    await pool.query("insert into t values (1)");

    await engine.stopPostgres();
    const down = await pool.query("select 1").catch((e: unknown) => e);
    expect(isDatabaseUnavailable(down)).toBe(true);
    await engine.startPostgres();
    expect((await pool.query("select count(*)::int as n from t")).rows).toEqual([{ n: 1 }]);

    // postgres is killed behind our back: the engine notices and restarts it on the same port.
    const before = engine.pid!;
    process.kill(before, "SIGKILL");
    const until = Date.now() + 20_000;
    while (engine.restarts === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(engine.restarts).toBe(1);
    expect(engine.pid).not.toBe(before);
    expect(readPostmasterPid(engine.pgdata)).toBe(engine.pid);
    let rows: unknown[] = [];
    for (let i = 0; i < 20 && rows.length === 0; i++) {
      rows = await pool.query("select count(*)::int as n from t").then(
        (r) => r.rows,
        () => [],
      );
    }
    expect(rows).toEqual([{ n: 1 }]);
  });
});
