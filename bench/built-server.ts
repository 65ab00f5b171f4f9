/**
 * The built server (`dist/server/main.js`, as `npm start` runs it) for benchmarks: on core 0
 * (pinning.ts), a free port, its own temporary DATA_DIR (embedded PostgreSQL) or DATABASE_URL,
 * ready (migrated and listening) before it is handed over; `stop()` ends it and removes its data.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { cores, onCoreZero } from "./pinning.js";

const root = path.resolve(import.meta.dirname, "..");
const main = path.join(root, "dist", "server", "main.js");

/** Exits with a message naming `script` when the server is not built. */
export function requireBuiltServer(script: string): void {
  if (fs.existsSync(main)) return;
  console.error(`dist/server/main.js is missing: run \`npm run build:server\` (or \`npm run ${script}\`).`);
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface BuiltServer {
  base: string;
  /** The server's process (node itself: taskset execs it). */
  child: ChildProcess;
  dataDir: string;
  /** The database the server uses (the embedded cluster's, or DATABASE_URL). */
  dbUrl: string;
  stop(): Promise<void>;
  /** What the server has printed so far (LOG_LEVEL silent: only what it prints itself, e.g. a crash). */
  output(): string;
}

export async function startBuiltServer(options: {
  prefix: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** A script to run instead of dist/server/main.js (one that imports it, e.g. bench/inbox-server.mjs), and node's own flags. */
  entry?: string;
  nodeArgs?: string[];
  /** An IPC channel to the server's process (child.send / "message"). */
  ipc?: boolean;
  /** false: not pinned to core 0 but free to run on every core, for a benchmark's diagnostic run. */
  pin?: boolean;
}): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.prefix));
  fs.chmodSync(dataDir, 0o755); // reachable by the postgres user: the cluster stays in place
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = [...(options.nodeArgs ?? []), options.entry ?? main];
  // Unpinned: every core (a child inherits this process's affinity, and benchmarks run on the last core).
  const [command, args] = options.pin !== false ? onCoreZero(nodeArgs) : cores > 1 ? ["taskset", ["-c", `0-${cores - 1}`, process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const { databaseUrl } = options;
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    // Its output (the first administrator's one-time password among it) is shown only if it fails.
    stdio: options.ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      WEB_ROOT: "/nonexistent",
      // Benchmarks seed their own library (and measure an empty one otherwise): no starter library.
      STARTER_LIBRARY: "off",
      ...options.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? randomBytes(32).toString("base64") } : {}),
    },
  });
  const exited = once(child, "exit");
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    // The cluster may live outside DATA_DIR (a link), when DATA_DIR was out of the postgres user's reach.
    const pgDir = path.join(dataDir, "pg");
    const cluster = fs.existsSync(pgDir) && fs.lstatSync(pgDir).isSymbolicLink() ? fs.realpathSync(pgDir) : undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (cluster) fs.rmSync(cluster, { recursive: true, force: true });
  };

  try {
    const until = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
      if (Date.now() > until) throw new Error(`the server did not become ready in 2 minutes:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  const dbUrl =
    databaseUrl ??
    `postgres://postgres:${encodeURIComponent(fs.readFileSync(path.join(dataDir, "pg", "password"), "utf8").trim())}@127.0.0.1:${fs.readFileSync(path.join(dataDir, "pg", "port"), "utf8").trim()}/compass`;
  return { base, child, dataDir, dbUrl, stop, output: () => output };
}
