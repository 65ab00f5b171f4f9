import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLock, isOurPostmaster, readPostmasterPid } from "../../../src/server/db/embedded.js";

const dirs: string[] = [];
const temp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "compass-unit-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("recognising our postmaster (pids get reused)", () => {
  const pgdata = "/srv/data/pg/data";
  it("accepts a postgres started on our data directory", () => {
    expect(isOurPostmaster(["/opt/native/bin/postgres", "-D", pgdata, "-p", "5555"], pgdata)).toBe(true);
  });
  it("refuses another program, another data directory, or no command line", () => {
    expect(isOurPostmaster(["/usr/bin/node", "-D", pgdata], pgdata)).toBe(false);
    expect(isOurPostmaster(["/opt/native/bin/postgres", "-D", "/other/data"], pgdata)).toBe(false);
    expect(isOurPostmaster(["/opt/native/bin/postgres"], pgdata)).toBe(false);
    expect(isOurPostmaster(null, pgdata)).toBe(false);
    expect(isOurPostmaster([], pgdata)).toBe(false);
  });
});

describe("postmaster.pid", () => {
  it("reads the pid on the first line, and nothing from a missing or garbled file", () => {
    const d = temp();
    expect(readPostmasterPid(d)).toBeNull();
    fs.writeFileSync(path.join(d, "postmaster.pid"), "4242\n/srv/data\n1700000000\n");
    expect(readPostmasterPid(d)).toBe(4242);
    fs.writeFileSync(path.join(d, "postmaster.pid"), "garbage\n");
    expect(readPostmasterPid(d)).toBeNull();
  });
});

describe("the data dir lock", () => {
  it("refuses a second holder while the first is alive, and frees the dir on release", async () => {
    const file = path.join(temp(), "server.lock");
    const lock = await DataDirLock.acquire(file, "/data");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await expect(DataDirLock.acquire(file, "/data")).rejects.toThrow(/in use by another Compass server \(pid \d+\)/);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    (await DataDirLock.acquire(file, "/data")).release();
  });

  it("takes over a lock whose holder is dead, or whose pid now belongs to another process", async () => {
    const file = path.join(temp(), "server.lock");
    fs.writeFileSync(file, JSON.stringify({ pid: 2 ** 22 + 1, start: "1" })); // beyond pid_max: not running
    (await DataDirLock.acquire(file, "/data")).release();
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, start: "not-my-start-time" }));
    const lock = await DataDirLock.acquire(file, "/data");
    expect(DataDirLock.holder(file)?.pid).toBe(process.pid);
    lock.release();
  });
});
