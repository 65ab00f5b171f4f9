/**
 * The live inbox under load (issue #14, "Tests and measures"; ADR 0019): 1,000 open WatchMyInbox
 * streams spread over two server instances on one PostgreSQL, chat messages sent at a steady rate.
 * Measures the delivery latency (goal: p99 under 100 ms) and the memory an open stream holds.
 *
 * Per engine: two built servers (`dist/`, as `npm start` runs them), each its own Node process free
 * to run on both cores (as two instances of a deployment each have a core of their own; with
 * BENCH_SERVER_PIN=core0 both, and the embedded cluster, are squeezed onto core 0), started through
 * bench/inbox-server.mjs, which answers probes over IPC (memory after full garbage collections,
 * node --expose-gc; event-loop delay and GC pauses): nothing is added to the server. Embedded: the
 * first instance runs the cluster in its temporary DATA_DIR and the second uses it as
 * DATABASE_URL; PostgreSQL server: a temporary database (compass_bench_inbox) beside BENCH_PG_URL, dropped at the
 * end (that server is not pinned). Both share one ENCRYPTION_KEY and one PUBLIC_URL (the first's),
 * as instances behind one address do, so a token either signs is good on both. This process (the
 * client) runs on the last core.
 *
 * Seeded straight into the database: BENCH_PAIRS (500) coaches, each with one learner assigned, all
 * with verified addresses and one password (hashed once). Each of the 1,000 signs in for real
 * through the embedded provider (authorization code with PKCE, as the web app does; the first
 * instance started with TRUST_PROXY=127.0.0.1 and each sign-in sending its own X-Forwarded-For, so
 * the per-address sign-in limit is not what is measured), and every call carries its access token as
 * a Bearer. Access tokens live 10 minutes: the run checks the measures end before the first expires.
 *
 * Streams: every user opens one, over gRPC-web binary (connect-node's transport, HTTP/1.1: a
 * connection per stream, from one keep-alive agent per instance), as the browser does. Pair k's
 * learner is on instance A and its coach on B for even k, the other way round for odd k, so each
 * instance holds 500 streams and every message crosses instances. They open evenly over
 * BENCH_OPEN_SECONDS (25: one heartbeat period, so their heartbeats and token re-checks are spread as
 * a day's openings spread them, not all in one burst) and are all open when the first heartbeat of
 * each has arrived.
 *
 * Memory: each instance's after a warm-up (a few streams opened, messages delivered, streams closed)
 * and again with every stream open and idle for BENCH_IDLE_SECONDS (10); the difference over the
 * streams that instance holds is the cost of an open stream (its socket, request, Connect call
 * context, generator, lease and timer), heap and RSS. Median of three probes each.
 *
 * Delivery: BENCH_RATE (50) SendChatMessage a second for BENCH_SECONDS (30), on a fixed schedule
 * (the i-th at t0 + i/rate, not waiting for earlier answers), learners in turn (each sends one every
 * pairs/rate seconds: within the 30 a minute limit), each to their coach, through the sender's
 * instance. A message's latency is from just before its send call to its arrival on the coach's
 * stream (the other instance), matched by its text; the sender's own stream (same instance) gets it
 * too. To see where the time goes, a LISTEN connection of the bench's own takes the `compass_inbox`
 * notification of the coach (the commit, as any instance sees it), and the send's answer is timed.
 * Every message must arrive, once, on both streams; no stream may end during the run.
 *
 *   npm run bench:inbox
 *   BENCH_ENGINES=embedded|postgres (default both), BENCH_PG_URL (default
 *   postgres://postgres@127.0.0.1:5432/test: where the temporary database is created),
 *   BENCH_PAIRS (500), BENCH_RATE (50 a second), BENCH_SECONDS (30), BENCH_OPEN_SECONDS (25),
 *   BENCH_IDLE_SECONDS (10), BENCH_SIGN_IN_CONCURRENCY (4); diagnostics: BENCH_SERVER_PIN=core0 (both
 *   servers, and the embedded cluster, pinned to core 0: two instances on half the machine's
 *   cores), BENCH_DUMP=FILE (every message's times, as JSON, per engine),
 *   BENCH_HEAP_SNAPSHOTS=DIR (instance B's heap before and after the streams open, to compare in
 *   Chrome's DevTools Memory tab, "Comparison" view), BENCH_PG_WAITS=1 (the bench database's
 *   backends sampled every 10 ms while the messages are sent: what they were waiting on),
 *   BENCH_SERVER_NODE_ARGS (node flags for both servers, e.g. "--max-semi-space-size=32").
 *
 * Also printed, for finding where the time goes: each instance's event-loop delay and GC pauses
 * while the messages were sent, and the CPU each instance, the database's processes, this process
 * and each core spent with the streams idle and while the messages were sent (from /proc: the
 * embedded cluster is the first instance's descendants, the PostgreSQL server's the backends of the
 * bench database; the rest of the cores' busy time is other processes on the machine, which the
 * figures are only good without).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ConnectError, createClient, type Client } from "@connectrpc/connect";
import { createGrpcWebTransport } from "@connectrpc/connect-node";
import pg from "pg";
import { CompassService, type ChatMessage } from "../src/gen/compass/v1/compass_pb.js";
import { hashPassword } from "../src/server/identity/accounts.js";
import { requireBuiltServer, startBuiltServer, type BuiltServer } from "./built-server.js";
import { benchEngines, engineLabel, pgUrl, quantile, runLine, type Engine } from "./measure.js";
import { cores, pinToLastCore } from "./pinning.js";
import { signInThroughProvider } from "./sign-in.js";

const pairs = Number(process.env.BENCH_PAIRS ?? 500);
const rate = Number(process.env.BENCH_RATE ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const openSeconds = Number(process.env.BENCH_OPEN_SECONDS ?? 25);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const signInConcurrency = Number(process.env.BENCH_SIGN_IN_CONCURRENCY ?? 4);
/** The headline set-up leaves the instances both cores (bench/README.md "Live inbox"); core0 squeezes them onto one. */
const pinServers = process.env.BENCH_SERVER_PIN === "core0";
const dumpFile = process.env.BENCH_DUMP;
const snapshotDir = process.env.BENCH_HEAP_SNAPSHOTS;
const sampleWaits = process.env.BENCH_PG_WAITS === "1";
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(/\s+/).filter(Boolean);
const GOAL_MS = 100;
const BENCH_DB = "compass_bench_inbox";
const WARM_PAIRS = Math.min(10, pairs);
/** How long the last messages may take to arrive once every send has been answered. */
const DRAIN_MS = 15_000;
const streamsTotal = 2 * pairs;
const messagesTotal = Math.round(rate * seconds);

pinToLastCore();
requireBuiltServer("bench:inbox");
const engines = benchEngines();

// Open files: every stream is a connection, held by this process and by one of the servers.
const fdLimit = Number(spawnSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).stdout.trim());
const fdNeeded = streamsTotal + 300;
if (Number.isFinite(fdLimit) && fdLimit < fdNeeded) {
  console.error(`ulimit -n is ${fdLimit}: ${streamsTotal} streams need about ${fdNeeded} open files in this process. Raise it (ulimit -n ${fdNeeded * 2}) and run again.`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Clean-up, whatever happens: servers stopped, the temporary database dropped.

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!().catch((err: unknown) => console.error(`clean-up: ${(err as Error).message}`));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Servers

interface Instance {
  name: "A" | "B";
  server: BuiltServer;
  client: Client<typeof CompassService>;
  agent: http.Agent;
}

let probeIds = 0;
/** Asks the instance's probe (bench/inbox-server.mjs) and answers its reply. */
function ask<R>(server: BuiltServer, type: string, extra: Record<string, unknown> = {}): Promise<R> {
  const id = ++probeIds;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.child.off("message", onMessage);
      reject(new Error(`the server's ${type} probe did not answer in 60 s`));
    }, 60_000);
    const onMessage = (m: { type?: string; id?: number }) => {
      if (m?.type !== type || m.id !== id) return;
      clearTimeout(timer);
      server.child.off("message", onMessage);
      resolve(m as R);
    };
    server.child.on("message", onMessage);
    server.child.send({ type, id, ...extra });
  });
}

/** The instance's process.memoryUsage() after full collections. */
async function probe(server: BuiltServer): Promise<NodeJS.MemoryUsage> {
  const m = await ask<{ usage: NodeJS.MemoryUsage; gc: boolean }>(server, "memory");
  if (!m.gc) throw new Error("the server runs without --expose-gc");
  return m.usage;
}

/** A heap snapshot of the instance, written to `file`. */
const snapshot = async (server: BuiltServer, file: string) => (await ask<{ file: string }>(server, "snapshot", { file })).file;

/** The event loop's delay and the GC pauses of an instance since its last "stats-reset". */
interface LoopStats {
  loop: { p50: number; p99: number; max: number };
  gc: { count: number; totalMs: number; maxMs: number; major: number; majorMaxMs: number; majorAt: number[] };
  /** The major GCs' final pauses, seconds from the first send (filled in by runEngine). */
  majorSeconds?: number[];
}

/** The median of three probes, a second apart (field by field). */
async function memoryOf(server: BuiltServer): Promise<{ rss: number; heapUsed: number; external: number }> {
  const samples: NodeJS.MemoryUsage[] = [];
  for (let i = 0; i < 3; i++) {
    if (i) await sleep(1000);
    samples.push(await probe(server));
  }
  const median = (f: (m: NodeJS.MemoryUsage) => number) => quantile(samples.map(f), 0.5);
  return { rss: median((m) => m.rss), heapUsed: median((m) => m.heapUsed), external: median((m) => m.external) };
}

function instanceOf(name: "A" | "B", server: BuiltServer): Instance {
  // One connection per open stream (HTTP/1.1), and keep-alive connections for the sends.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 256 });
  const transport = createGrpcWebTransport({ baseUrl: server.base, httpVersion: "1.1", useBinaryFormat: true, nodeOptions: { agent } });
  return { name, server, agent, client: createClient(CompassService, transport) };
}

const entry = path.join(import.meta.dirname, "inbox-server.mjs");

/** Two instances on one database (see the file's comment); stopped by cleanUp. */
async function startInstances(engine: Engine): Promise<{ a: Instance; b: Instance; dbUrl: string }> {
  const encryptionKey = randomBytes(32).toString("base64");
  process.env.ENCRYPTION_KEY = encryptionKey; // startBuiltServer passes it with DATABASE_URL
  let databaseUrl: string | undefined;
  if (engine === "postgres") {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.query(`create database ${BENCH_DB}`);
    } finally {
      await admin.end();
    }
    cleanups.push(async () => {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      try {
        await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      } finally {
        await admin.end();
      }
    });
    const url = new URL(pgUrl);
    url.pathname = `/${BENCH_DB}`;
    databaseUrl = url.href;
  }
  const common = { entry, nodeArgs: ["--expose-gc", ...serverNodeArgs], ipc: true, pin: pinServers };
  const serverA = await startBuiltServer({ ...common, prefix: "compass-bench-inbox-a-", databaseUrl, env: { ENCRYPTION_KEY: encryptionKey, TRUST_PROXY: "127.0.0.1" } });
  cleanups.push(() => serverA.stop());
  const serverB = await startBuiltServer({ ...common, prefix: "compass-bench-inbox-b-", databaseUrl: serverA.dbUrl, env: { PUBLIC_URL: serverA.base } });
  cleanups.push(() => serverB.stop());
  const a = instanceOf("A", serverA);
  const b = instanceOf("B", serverB);
  cleanups.push(async () => {
    a.agent.destroy();
    b.agent.destroy();
  });
  return { a, b, dbUrl: serverA.dbUrl };
}

// ---------------------------------------------------------------------------------------------
// CPU (from /proc): per core, per process

const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** Per core: [busy, total] jiffies so far. */
function coreTimes(): [number, number][] {
  return fs
    .readFileSync("/proc/stat", "utf8")
    .split("\n")
    .filter((l) => /^cpu\d+ /.test(l))
    .map((l) => {
      const [user, nice, system, idle, iowait, irq, softirq, steal] = l.split(/\s+/).slice(1, 9).map(Number) as number[];
      const busy = user! + nice! + system! + irq! + softirq! + steal!;
      return [busy, busy + idle! + iowait!];
    });
}

/** A process's user + system time so far, in ticks (0 when it is gone). */
function processTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(rest[11]) + Number(rest[12]);
  } catch {
    return 0;
  }
}

/** Every process under `root` (not itself). */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  for (const queue = [root]; queue.length; ) {
    for (const c of children.get(queue.shift()!) ?? []) {
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

/**
 * Samples the bench database's backends every 10 ms until stopped: for each one not idle, its state
 * and wait event ("active" with none: on a CPU or ready to be); and the servers' connections
 * (application_name compass) opened meanwhile. Answers the counts, and a timeline of the samples
 * that found a backend waiting on something other than its client, and of the new connections.
 */
async function sampleDatabaseWaits(dbUrl: string) {
  const client = new pg.Client({ connectionString: dbUrl });
  client.on("error", () => undefined);
  await client.connect();
  const counts = new Map<string, number>();
  const timeline: [number, string][] = [];
  const seen = new Set<number>();
  let running = true;
  let first = true;
  const loop = (async () => {
    while (running) {
      const at = performance.now();
      const { rows } = await client.query<{ pid: number; app: string; what: string | null }>(
        `select pid, application_name as app,
                case when state <> 'idle' then state || coalesce(': ' || wait_event_type || '/' || wait_event, '') end as what
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      for (const { pid, app, what } of rows) {
        if (app === "compass" && !seen.has(pid)) {
          seen.add(pid);
          if (!first) {
            timeline.push([at, "a server's new connection"]);
            counts.set("(new server connections)", (counts.get("(new server connections)") ?? 0) + 1);
          }
        }
        if (what === null) continue;
        counts.set(what, (counts.get(what) ?? 0) + 1);
        if (what !== "active" && !what.startsWith("idle in transaction")) timeline.push([at, what]);
      }
      first = false;
      await sleep(Math.max(0, 10 - (performance.now() - at)));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return { counts, timeline };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Seed and sign-ins

interface Person {
  userId: string;
  email: string;
  token: string;
}
interface Pair {
  k: number;
  coach: Person;
  learner: Person;
}

/** The coaches and their learners, set-based, one password for all; answers them with its password. */
async function seed(dbUrl: string): Promise<{ pairs: Pair[]; password: string }> {
  const password = `bench inbox ${randomBytes(9).toString("base64url")}`;
  const passwordHash = await hashPassword(password);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query("begin");
    const coaches = await client.query<{ id: string; email: string; n: number }>(
      `insert into users (type, email, first_name, last_name)
       select 'COACH', 'bench.inbox-coach-' || g || '@example.com', 'Coach', 'Number ' || g from generate_series(1, $1::int) g
       returning id, email, substring(email from 'coach-(\\d+)@')::int as n`,
      [pairs],
    );
    const learners = await client.query<{ id: string; email: string; n: number }>(
      `insert into users (type, email, first_name, last_name, assigned_coach_id)
       select 'STANDARD', 'bench.inbox-learner-' || c.n || '@example.com', 'Learner', 'Number ' || c.n, c.id
         from unnest($1::text[], $2::int[]) as c(id, n)
       returning id, email, substring(email from 'learner-(\\d+)@')::int as n`,
      [coaches.rows.map((r) => r.id), coaches.rows.map((r) => r.n)],
    );
    await client.query(
      `insert into user_states (user_id, has_verified_email_address) select id, true from users where email like 'bench.inbox-%@example.com'`,
    );
    await client.query(`insert into user_credentials (user_id, password_hash) select id, $1 from users where email like 'bench.inbox-%@example.com'`, [passwordHash]);
    await client.query("commit");
    await client.query("analyze users");
    const learnerOf = new Map(learners.rows.map((r) => [r.n, r]));
    const out = coaches.rows
      .sort((x, y) => x.n - y.n)
      .map((c, k): Pair => {
        const l = learnerOf.get(c.n)!;
        return { k, coach: { userId: c.id, email: c.email, token: "" }, learner: { userId: l.id, email: l.email, token: "" } };
      });
    return { pairs: out, password };
  } finally {
    await client.end();
  }
}

/** Everyone signs in through the provider (instance A, the issuer), a few at a time, each from an address of its own. */
async function signInAll(label: string, base: string, people: Person[], password: string): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < people.length; i = next++) {
      const address = `10.77.${i >> 8}.${i & 255}`;
      people[i]!.token = await signInThroughProvider(base, people[i]!.email, password, { "x-forwarded-for": address });
      if ((i + 1) % 250 === 0) console.error(`${label}: ${i + 1} signed in (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  };
  await Promise.all(Array.from({ length: signInConcurrency }, worker));
  // The first token to expire (exp, seconds): the measures must end before it.
  return Math.min(...people.map((p) => (JSON.parse(Buffer.from(p.token.split(".")[1]!, "base64url").toString()) as { exp: number }).exp));
}

// ---------------------------------------------------------------------------------------------
// Streams

const TEXT = /^bench inbox (warm )?(\d+)$/;

interface Stream {
  person: Person;
  instance: Instance;
  stop: AbortController;
  /** When the first heartbeat came (ms, performance.now()), or the error before it. */
  opened: Promise<number>;
  openMs: number;
  /** The error it ended with (not counting our own abort), or "end". */
  ended: unknown;
  chat(message: ChatMessage, at: number): void;
}

function openStream(instance: Instance, person: Person, chat: (stream: Stream, message: ChatMessage, at: number) => void): Stream {
  const stop = new AbortController();
  let resolveOpened!: (at: number) => void;
  let rejectOpened!: (err: unknown) => void;
  const opened = new Promise<number>((resolve, reject) => {
    resolveOpened = resolve;
    rejectOpened = reject;
  });
  opened.catch(() => undefined);
  const startedAt = performance.now();
  const stream: Stream = { person, instance, stop, opened, openMs: NaN, ended: undefined, chat: (m, at) => chat(stream, m, at) };
  void (async () => {
    let first = true;
    try {
      const headers = { authorization: `Bearer ${person.token}` };
      for await (const response of instance.client.watchMyInbox({ cursor: "" }, { signal: stop.signal, headers })) {
        const at = performance.now();
        if (first) {
          first = false;
          stream.openMs = at - startedAt;
          resolveOpened(at);
        }
        if (response.event.case === "chatMessage") stream.chat(response.event.value, at);
      }
      stream.ended = "end";
    } catch (err) {
      if (!stop.signal.aborted) stream.ended = err;
    }
    if (first) rejectOpened(stream.ended ?? new Error("closed before its first heartbeat"));
  })();
  return stream;
}

const describe = (err: unknown) => (err === "end" ? "ended" : ConnectError.from(err).message);

// ---------------------------------------------------------------------------------------------
// One engine

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}
interface Cpu {
  a: number;
  b: number;
  database: number;
  client: number;
  cores: number[];
}
interface Result {
  engine: string;
  signInSeconds: number;
  openMs: number[];
  memory: { name: string; streams: number; before: Memory; open: Memory; after: Memory; stats: LoopStats }[];
  sent: number;
  sendErrors: string[];
  received: number;
  own: number;
  duplicates: number;
  latency: number[];
  ownLatency: number[];
  sendMs: number[];
  notifyMs: number[];
  afterNotifyMs: number[];
  scheduleLagMs: number[];
  /** Share of one core while the messages were sent: each instance, the database's processes, this process; and each core's busy share. */
  cpu: Cpu;
  /** The same while every stream was open and idle (BENCH_IDLE_SECONDS): heartbeats and their token re-checks. */
  idleCpu: Cpu;
  /** BENCH_PG_WAITS: what the database's busy backends were doing, samples by state and wait event. */
  waits?: Map<string, number>;
  /** From the first send to the last (the schedule: (messages − 1) / rate). */
  sendSeconds: number;
  streamsEnded: string[];
}

async function runEngine(engine: Engine): Promise<Result> {
  const label = engineLabel(engine);
  const { a, b, dbUrl } = await startInstances(engine);
  console.error(`${label}: instances A (${a.server.base}) and B (${b.server.base}) ready`);

  const seeded = await seed(dbUrl);
  const people = seeded.pairs.flatMap((p) => [p.learner, p.coach]);
  const signInStarted = performance.now();
  const firstExpiry = await signInAll(label, a.server.base, people, seeded.password);
  const signInSeconds = (performance.now() - signInStarted) / 1000;
  console.error(`${label}: ${people.length} signed in in ${signInSeconds.toFixed(0)} s; the first token expires in ${(firstExpiry - Date.now() / 1000).toFixed(0)} s`);

  const learnerSide = (k: number) => (k % 2 === 0 ? a : b);
  const coachSide = (k: number) => (k % 2 === 0 ? b : a);

  // Arrivals, by message number: on the coach's stream (the other instance) and the sender's own.
  const sendStart = new Float64Array(messagesTotal).fill(NaN);
  const sendDone = new Float64Array(messagesTotal).fill(NaN);
  const received = new Float64Array(messagesTotal).fill(NaN);
  const own = new Float64Array(messagesTotal).fill(NaN);
  const notified = new Float64Array(messagesTotal).fill(NaN);
  let duplicates = 0;
  const warmArrived = new Set<number>();
  const onChat = (stream: Stream, message: ChatMessage, at: number) => {
    const m = TEXT.exec(message.message);
    if (!m) return;
    const i = Number(m[2]);
    if (m[1]) {
      if (message.sentToUserId === stream.person.userId) warmArrived.add(i);
      return;
    }
    const into = message.sentToUserId === stream.person.userId ? received : message.sentByUserId === stream.person.userId ? own : undefined;
    if (!into || i >= messagesTotal) return;
    if (Number.isNaN(into[i]!)) into[i] = at;
    else duplicates++;
  };

  // The bench's own listener: when the commit's notification for the coach is out.
  const listener = new pg.Client({ connectionString: dbUrl });
  listener.on("error", (err) => console.error(`${label}: the bench's listener: ${err.message}`));
  await listener.connect();
  cleanups.push(() => listener.end());
  const awaitingNotify = new Map<string, number>();
  listener.on("notification", (n) => {
    const i = n.payload === undefined ? undefined : awaitingNotify.get(n.payload);
    if (i === undefined) return;
    notified[i] = performance.now();
    awaitingNotify.delete(n.payload!);
  });
  await listener.query("listen compass_inbox");

  // The database's processes: the embedded cluster under instance A, or the bench database's backends.
  const databasePids = async () =>
    engine === "embedded"
      ? descendants(a.server.child.pid!)
      : (await listener.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database()`)).rows.map((r) => r.pid);
  const cpuAt = async () => ({
    at: performance.now(),
    client: process.cpuUsage(),
    cores: coreTimes(),
    a: processTicks(a.server.child.pid!),
    b: processTicks(b.server.child.pid!),
    database: new Map((await databasePids()).map((pid) => [pid, processTicks(pid)])),
  });

  type CpuMark = Awaited<ReturnType<typeof cpuAt>>;
  const cpuBetween = (start: CpuMark, end: CpuMark): Cpu => {
    const share = (ticks: number) => ticks / ticksPerSecond / ((end.at - start.at) / 1000);
    return {
      a: share(end.a - start.a),
      b: share(end.b - start.b),
      database: share([...end.database].reduce((sum, [pid, t]) => sum + t - (start.database.get(pid) ?? 0), 0)),
      client: (end.client.user + end.client.system - start.client.user - start.client.system) / 1000 / (end.at - start.at),
      cores: end.cores.map(([busy, total], j) => (busy - start.cores[j]![0]) / (total - start.cores[j]![1])),
    };
  };

  const streams: Stream[] = [];
  cleanups.push(async () => {
    for (const s of streams) s.stop.abort();
  });

  try {
    // Warm-up: a few streams on each side, a message each way round, then closed.
    const warm: Stream[] = [];
    for (const p of seeded.pairs.slice(0, WARM_PAIRS)) {
      warm.push(openStream(learnerSide(p.k), p.learner, onChat), openStream(coachSide(p.k), p.coach, onChat));
    }
    await Promise.all(warm.map((s) => s.opened));
    for (const p of seeded.pairs.slice(0, WARM_PAIRS)) {
      await learnerSide(p.k).client.sendChatMessage({ sendToUserId: p.coach.userId, message: `bench inbox warm ${p.k}` }, { headers: { authorization: `Bearer ${p.learner.token}` } });
    }
    for (let t = 0; warmArrived.size < WARM_PAIRS; t++) {
      if (t > 200) throw new Error(`warm-up: ${warmArrived.size} of ${WARM_PAIRS} messages arrived in 10 s`);
      await sleep(50);
    }
    for (const s of warm) s.stop.abort();
    await sleep(2000);

    const before = await Promise.all([memoryOf(a.server), memoryOf(b.server)]);
    if (snapshotDir) console.error(`${label}: heap snapshot ${await snapshot(b.server, path.resolve(snapshotDir, `inbox-${engine}-b-before.heapsnapshot`))}`);
    console.error(`${label}: warmed up; heap A ${mb(before[0]!.heapUsed)}, B ${mb(before[1]!.heapUsed)}; opening ${streamsTotal} streams over ${openSeconds} s`);

    // Every stream, evenly over openSeconds: learner then coach, pair by pair (A and B alternate).
    const openStarted = performance.now();
    const spacing = (openSeconds * 1000) / streamsTotal;
    for (const p of seeded.pairs) {
      for (const [side, person] of [
        [learnerSide(p.k), p.learner],
        [coachSide(p.k), p.coach],
      ] as const) {
        const due = openStarted + streams.length * spacing;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        streams.push(openStream(side, person, onChat));
      }
    }
    const opening = await Promise.allSettled(streams.map((s) => s.opened));
    const refused = opening.filter((r) => r.status === "rejected");
    if (refused.length) throw new Error(`${refused.length} streams did not open: ${describe((refused[0] as PromiseRejectedResult).reason)}`);
    console.error(`${label}: ${streams.length} streams open in ${((performance.now() - openStarted) / 1000).toFixed(1)} s; idle ${idleSeconds} s`);
    const idleStart = await cpuAt();
    await sleep(idleSeconds * 1000);
    const idleCpu = cpuBetween(idleStart, await cpuAt());
    const open = await Promise.all([memoryOf(a.server), memoryOf(b.server)]);
    if (snapshotDir) console.error(`${label}: heap snapshot ${await snapshot(b.server, path.resolve(snapshotDir, `inbox-${engine}-b-open.heapsnapshot`))}`);

    // Enough time left on the tokens for the messages and the drain?
    const needS = seconds + DRAIN_MS / 1000 + 15;
    if (Date.now() / 1000 + needS > firstExpiry) {
      throw new Error(`the access tokens expire in ${(firstExpiry - Date.now() / 1000).toFixed(0)} s, the messages need ${needS} s: the sign-ins took too long (lower BENCH_PAIRS or raise BENCH_SIGN_IN_CONCURRENCY)`);
    }

    // The messages, on a fixed schedule.
    console.error(`${label}: sending ${messagesTotal} messages, ${rate} a second`);
    await Promise.all([ask(a.server, "stats-reset"), ask(b.server, "stats-reset")]);
    const waits = sampleWaits ? await sampleDatabaseWaits(dbUrl) : undefined;
    const cpuStart = await cpuAt();
    const sendErrors: string[] = [];
    const scheduleLagMs: number[] = [];
    const sends: Promise<void>[] = [];
    const interval = 1000 / rate;
    const t0 = performance.now() + 50;
    for (let i = 0; i < messagesTotal; i++) {
      const due = t0 + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const p = seeded.pairs[i % pairs]!;
      const at = performance.now();
      scheduleLagMs.push(Math.max(0, at - due));
      sendStart[i] = at;
      awaitingNotify.set(p.coach.userId, i);
      sends.push(
        learnerSide(p.k)
          .client.sendChatMessage({ sendToUserId: p.coach.userId, message: `bench inbox ${i}` }, { headers: { authorization: `Bearer ${p.learner.token}` } })
          .then(
            () => {
              sendDone[i] = performance.now();
            },
            (err: unknown) => {
              sendErrors.push(`message ${i}: ${describe(err)}`);
            },
          ),
      );
    }
    await Promise.all(sends);
    const cpu = cpuBetween(cpuStart, await cpuAt());
    const waitCounts = await waits?.stop();
    const loopStats = await Promise.all([ask<LoopStats>(a.server, "stats"), ask<LoopStats>(b.server, "stats")]);
    const t0Epoch = performance.timeOrigin + t0;
    for (const l of loopStats) l.majorSeconds = l.gc.majorAt.map((at) => (at - t0Epoch) / 1000);
    const sentOk = messagesTotal - sendErrors.length;
    const count = (xs: Float64Array) => xs.reduce((n, x) => n + (Number.isNaN(x) ? 0 : 1), 0);
    const drainUntil = performance.now() + DRAIN_MS;
    while ((count(received) < sentOk || count(own) < sentOk) && performance.now() < drainUntil) await sleep(50);
    const sendSeconds = (sendStart[messagesTotal - 1]! - t0) / 1000;
    console.error(`${label}: ${count(received)} of ${messagesTotal} delivered`);
    await sleep(1000); // late duplicates, if any
    const after = await Promise.all([memoryOf(a.server), memoryOf(b.server)]);

    const ms = (to: Float64Array, from: Float64Array) => {
      const out: number[] = [];
      for (let i = 0; i < messagesTotal; i++) if (!Number.isNaN(to[i]!) && !Number.isNaN(from[i]!)) out.push(to[i]! - from[i]!);
      return out;
    };
    const perInstance = (x: Instance) => streams.filter((s) => s.instance === x).length;
    if (dumpFile) {
      const rel = (xs: Float64Array) => Array.from(xs, (x) => (Number.isNaN(x) ? null : Math.round((x - t0) * 100) / 100));
      const file = dumpFile.replace(/(\.json)?$/, `-${engine}.json`);
      const body = { engine, rate, pairs, sendStart: rel(sendStart), sendDone: rel(sendDone), notified: rel(notified), received: rel(received), own: rel(own) };
      fs.writeFileSync(file, JSON.stringify({ ...body, majorGcSeconds: { a: loopStats[0]!.majorSeconds, b: loopStats[1]!.majorSeconds }, waits: waitCounts?.timeline.map(([at, what]) => [Math.round(at - t0), what]) }));
      console.error(`${label}: every message's times (ms from the first send) in ${file}`);
    }
    return {
      engine: label,
      signInSeconds,
      openMs: streams.map((s) => s.openMs),
      memory: [a, b].map((x, j) => ({ name: x.name, streams: perInstance(x), before: before[j]!, open: open[j]!, after: after[j]!, stats: loopStats[j]! })),
      sent: messagesTotal,
      sendErrors,
      received: count(received),
      own: count(own),
      duplicates,
      latency: ms(received, sendStart),
      ownLatency: ms(own, sendStart),
      sendMs: ms(sendDone, sendStart),
      notifyMs: ms(notified, sendStart),
      afterNotifyMs: ms(received, notified),
      scheduleLagMs,
      sendSeconds,
      cpu,
      idleCpu,
      waits: waitCounts?.counts,
      streamsEnded: streams.filter((s) => s.ended !== undefined).map((s) => `${s.instance.name}: ${describe(s.ended)}`),
    };
  } finally {
    await cleanUp();
  }
}

// ---------------------------------------------------------------------------------------------
// Run and print

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const cells = (xs: readonly number[], qs = [0.5, 0.95, 0.99, 1]) => qs.map((q) => (xs.length ? quantile(xs, q).toFixed(1) : "–")).join(" | ");

const results: Result[] = [];
try {
  for (const engine of engines) results.push(await runEngine(engine));
} catch (err) {
  console.error(err);
  await cleanUp();
  process.exit(1);
}

console.log(runLine("inbox"));
console.log(
  `${streamsTotal} WatchMyInbox streams (gRPC-web binary, HTTP/1.1, one connection each) over two instances, ${pairs} on each; ` +
    `${pairs} coach/learner pairs, learner and coach on different instances; ${messagesTotal} SendChatMessage, ${rate} a second for ${seconds} s, ` +
    `learner to coach through the learner's instance; servers ${pinServers ? "on core 0" : "not pinned"}${serverNodeArgs.length ? ` (node ${serverNodeArgs.join(" ")})` : ""}, client on core ${cores - 1}\n`,
);
console.log("Delivery, ms from just before the send call to the message on the coach's stream (the other instance):\n");
console.log("| engine | sent | delivered | p50 | p95 | p99 | max | sender's own stream (same instance) p50 / p99 | SendChatMessage answered p50 / p99 | notification out (bench listener) p50 / p99 | notification → coach's stream p50 / p99 |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  const two = (xs: number[]) => (xs.length ? `${quantile(xs, 0.5).toFixed(1)} / ${quantile(xs, 0.99).toFixed(1)}` : "–");
  console.log(`| ${r.engine} | ${r.sent} | ${r.received} | ${cells(r.latency)} | ${two(r.ownLatency)} | ${two(r.sendMs)} | ${two(r.notifyMs)} | ${two(r.afterNotifyMs)} |`);
}
console.log("\nMemory of each instance (after full garbage collections, median of three probes): after a warm-up, then with its streams open and idle:\n");
console.log("| engine | instance | streams | RSS before | RSS open | RSS per stream | heap before | heap open | heap per stream | external per stream | heap after the messages |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  for (const m of r.memory) {
    const per = (f: (x: Memory) => number) => kb((f(m.open) - f(m.before)) / m.streams);
    console.log(
      `| ${r.engine} | ${m.name} | ${m.streams} | ${mb(m.before.rss)} | ${mb(m.open.rss)} | ${per((x) => x.rss)} | ${mb(m.before.heapUsed)} | ${mb(m.open.heapUsed)} | ${per((x) => x.heapUsed)} | ${per((x) => x.external)} | ${mb(m.after.heapUsed)} |`,
    );
  }
}
console.log("");
for (const r of results) {
  const lag = quantile(r.scheduleLagMs, 0.99);
  console.log(
    `${r.engine}: ${r.signInSeconds.toFixed(0)} s to sign in ${streamsTotal} users; streams opened (first heartbeat) p50 ${quantile(r.openMs, 0.5).toFixed(1)} ms, p99 ${quantile(r.openMs, 0.99).toFixed(1)} ms; ` +
      `${r.sent} sends in ${r.sendSeconds.toFixed(1)} s, behind schedule p99 ${lag.toFixed(1)} ms; own-stream deliveries ${r.own}/${r.sent}; duplicates ${r.duplicates}; ` +
      `send errors ${r.sendErrors.length}${r.sendErrors.length ? ` (${r.sendErrors[0]})` : ""}; streams ended during the run ${r.streamsEnded.length}${r.streamsEnded.length ? ` (${r.streamsEnded[0]})` : ""}.`,
  );
}
console.log("");
const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
const cpuLine = (c: Cpu) =>
  `instance A ${pct(c.a)}, B ${pct(c.b)}, the database's processes ${pct(c.database)}, the client ${pct(c.client)}; cores busy: ${c.cores.map((x, j) => `${j}: ${pct(x)}`).join(", ")} ` +
  `(so other processes on the machine: about ${pct(Math.max(0, c.cores.reduce((x, y) => x + y, 0) - c.a - c.b - c.database - c.client))})`;
for (const r of results) {
  const stalls = r.memory.map(
    (m) =>
      `${m.name}: event-loop delay p99 ${m.stats.loop.p99.toFixed(0)} ms, max ${m.stats.loop.max.toFixed(0)} ms; ${m.stats.gc.count} GC pauses, ${m.stats.gc.totalMs.toFixed(0)} ms in all, ` +
      `longest ${m.stats.gc.maxMs.toFixed(0)} ms, ${m.stats.gc.major} major (longest ${m.stats.gc.majorMaxMs.toFixed(0)} ms; at ${(m.stats.majorSeconds ?? []).map((t) => `${t.toFixed(1)} s`).join(", ")})`,
  );
  console.log(`${r.engine}, while the messages were sent: ${stalls.join("; ")}.`);
  console.log(`${r.engine}, CPU (share of one core) with the streams idle: ${cpuLine(r.idleCpu)}; while the messages were sent: ${cpuLine(r.cpu)}.`);
}
for (const r of results) {
  if (!r.waits) continue;
  const opened = r.waits.get("(new server connections)") ?? 0;
  const samples = [...r.waits].filter(([w]) => !w.startsWith("("));
  const total = samples.reduce((x, [, n]) => x + n, 0);
  const top = samples.sort((x, y) => y[1] - x[1]).slice(0, 8);
  console.log(
    `${r.engine}, the database's busy backends while the messages were sent (${total} samples): ${top.map(([w, n]) => `${w} ${((100 * n) / total).toFixed(0)}%`).join(", ")}; ` +
      `the servers opened ${opened} new database connections meanwhile.`,
  );
}
const verdicts = results.map((r) => {
  const p99 = r.latency.length ? quantile(r.latency, 0.99) : Infinity;
  const all = r.received === r.sent && r.sendErrors.length === 0 && r.streamsEnded.length === 0;
  return `${r.engine}: p99 ${p99.toFixed(1)} ms (${p99 < GOAL_MS ? "met" : "missed"}), ${all ? "every message delivered" : "NOT every message delivered"}`;
});
console.log(`\nGoal: delivery p99 under ${GOAL_MS} ms, every message delivered — ${verdicts.join("; ")}.`);
if (results.some((r) => r.received !== r.sent || r.sendErrors.length || r.streamsEnded.length)) process.exitCode = 1;
