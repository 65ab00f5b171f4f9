/**
 * The real server as a child process on the embedded engine (skipped when
 * DATABASE_URL is set): kill -9 it while writes are in flight, start it again,
 * and check that no acknowledged write was lost and the orphaned postgres was
 * dealt with; two servers on one DATA_DIR; start-up from a 0700 directory.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { clearStalePostmaster, freePort, isAlive, readPostmasterPid } from "../../../src/server/db/embedded.js";
import { silentLog } from "../../setup/database.js";

const external = Boolean(process.env.DATABASE_URL);
const isRoot = process.getuid?.() === 0;
const ROOT = path.resolve(import.meta.dirname, "../../..");
const children = new Set<ChildProcess>();
const dataDirs: string[] = [];

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

function newDataDir(parentMode = 0o755): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "compass-kill-"));
  fs.chmodSync(parent, parentMode);
  const dir = path.join(parent, "data");
  dataDirs.push(dir);
  return dir;
}

async function launch(dataDir: string): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", WEB_ROOT: "/nonexistent" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => (children.delete(child), r(code))));
  return { child, port, output: () => out, exited };
}

async function ready(server: Server, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < until) {
    if (gone) throw new Error(`server exited before it was ready:\n${server.output()}`);
    const status = await fetch(`http://127.0.0.1:${server.port}/readyz`).then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready within ${ms} ms:\n${server.output()}`);
}

/** The embedded cluster's URL, from the files the server keeps in DATA_DIR/pg. */
function clusterUrl(dataDir: string): string {
  const pgDir = path.join(dataDir, "pg");
  const port = fs.readFileSync(path.join(pgDir, "port"), "utf8").trim();
  const password = fs.readFileSync(path.join(pgDir, "password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/compass`;
}

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of dataDirs) {
    const pgDir = path.join(dir, "pg");
    const real = fs.existsSync(pgDir) ? fs.realpathSync(pgDir) : null;
    if (real) await clearStalePostmaster(path.join(real, "data"), silentLog).catch(() => undefined);
    if (real && real !== pgDir) fs.rmSync(real, { recursive: true, force: true }); // the /var/lib/compass/<hash> copy
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}, 60_000);

describe.skipIf(external)("the server under kill -9", () => {
  it("loses no acknowledged write across 3 kill -9 cycles and starts clean each time", { timeout: 180_000 }, async () => {
    const dataDir = newDataDir();
    const acked: string[] = [];
    const figures: { cycle: number; readyMs: number; acked: number; stale: boolean }[] = [];
    let userId = "";

    for (let cycle = 0; cycle < 3; cycle++) {
      const t0 = Date.now();
      const server = await launch(dataDir);
      await ready(server);
      const readyMs = Date.now() - t0;
      const stale = /left running by a previous Compass server/.test(server.output());
      if (cycle > 0) expect(stale, server.output()).toBe(true);

      const pool = new pg.Pool({ connectionString: clusterUrl(dataDir), max: 2 });
      pool.on("error", () => undefined);
      // Every acknowledged write from earlier cycles is still there.
      if (acked.length) {
        const found = await pool.query<{ key: string }>("select key from key_values where user_id = $1", [userId]);
        const have = new Set(found.rows.map((r) => r.key));
        expect(acked.filter((k) => !have.has(k))).toEqual([]);
      } else {
        const user = await pool.query<{ id: string }>("insert into users (email) values ('kill@example.org') returning id");
        userId = user.rows[0]!.id;
      }

      // Write in a loop (each insert its own committed transaction) and kill -9 the server mid-stream.
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          const key = `c${cycle}-${i}`;
          try {
            await pool.query("insert into key_values (user_id, key, value) values ($1, $2, 'v')", [userId, key]);
            acked.push(key); // acknowledged: the commit returned
          } catch {
            return;
          }
        }
      })();
      await new Promise((r) => setTimeout(r, 400));
      const before = acked.length;
      server.child.kill("SIGKILL");
      await server.exited;
      await new Promise((r) => setTimeout(r, 200));
      writing = false;
      await writer;
      await pool.end();
      expect(acked.length).toBeGreaterThan(before - 1);
      // The postgres child outlived its server: the next start must deal with it.
      const orphan = readPostmasterPid(path.join(fs.realpathSync(path.join(dataDir, "pg")), "data"));
      expect(orphan && isAlive(orphan)).toBeTruthy();
      figures.push({ cycle, readyMs, acked: acked.length, stale });
    }

    // A last clean start: all writes are there, and SIGTERM stops postgres with the server.
    const t0 = Date.now();
    const server = await launch(dataDir);
    await ready(server);
    const finalReadyMs = Date.now() - t0;
    const pool = new pg.Pool({ connectionString: clusterUrl(dataDir), max: 1 });
    pool.on("error", () => undefined);
    const count = await pool.query<{ n: number }>("select count(*)::int as n from key_values where user_id = $1", [userId]);
    await pool.end();
    expect(count.rows[0]!.n).toBeGreaterThanOrEqual(acked.length);
    const pgdata = path.join(fs.realpathSync(path.join(dataDir, "pg")), "data");
    const postmaster = readPostmasterPid(pgdata)!;
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(isAlive(postmaster)).toBe(false);
    expect(fs.existsSync(path.join(pgdata, "postmaster.pid"))).toBe(false);
    console.log("kill-test figures", JSON.stringify({ cycles: figures, finalReadyMs, ackedWrites: acked.length, rowsFound: count.rows[0]!.n }));
  });

  it("lets only one server run on a DATA_DIR; the second exits with a clear error", { timeout: 120_000 }, async () => {
    const dataDir = newDataDir();
    const first = await launch(dataDir);
    await ready(first);
    const second = await launch(dataDir);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/DATA_DIR .* is in use by another Compass server \(pid \d+\)/);
    expect((await fetch(`http://127.0.0.1:${first.port}/readyz`)).status).toBe(200);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  });

  it.skipIf(!isRoot)("starts as root with DATA_DIR under a 0700 directory", { timeout: 120_000 }, async () => {
    const dataDir = newDataDir(0o700);
    const server = await launch(dataDir);
    await ready(server);
    const link = path.join(dataDir, "pg");
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.realpathSync(link).startsWith("/var/lib/compass/")).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
