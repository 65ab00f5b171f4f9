/**
 * GetMyLearningJourney for a learner with 500 journey items (issue #10 §1): calls per second beside
 * a bare GET (`/healthz`) on the same server in the same run, beside Ping (the RPC path alone) and
 * GetMyState (signed in, one small row: what any signed-in call costs). Goal: the journey at ≥ 0.25
 * of the bare GET.
 *
 * Per engine: the built server (`dist/`, as `npm start` runs it) with a temporary DATA_DIR, pinned
 * to core 0 (the embedded cluster, its child, too); this process (autocannon's API: BENCH_CONNECTIONS
 * connections, BENCH_SECONDS per target after a 2 s warm-up) on the last core. For the PostgreSQL
 * server a temporary database (compass_bench_journey) is created beside BENCH_PG_URL and dropped
 * at the end; that server is not pinned (it shares the client's core).
 *
 * Seeded straight into the database: a library of 400 articles in 100 modules (4 each), and the
 * learner's journey of 500 items — contents: 100 assigned, 200 assigned and completed, 100
 * completed without an assignment; modules: 50 assigned, 50 completed — plus 400 log entries (each
 * completion, and a second completion of 100 of them), so the answer holds 150 assigned, 350
 * completed and 400 logged items. BENCH_OTHER_LEARNERS (default 1000) other learners get 25 items
 * and 20 log entries each, so the learner's rows are found among others'. Then VACUUM ANALYZE. The
 * learner (createAccount, verified) signs in through the embedded provider, and every call sends
 * the access token as a Bearer: each pays the token check and the user lookup, as a browser's does.
 *
 * Calls go over lean gRPC-web binary. The journey is measured twice: without Accept-Encoding (the
 * same bare response every time, like the other targets) and with a browser's (the answer is over
 * 1 KiB, so it comes back in brotli 4: what a browser costs the server).
 *
 *   npm run bench:journey
 *   BENCH_ENGINES=embedded|postgres (default both), BENCH_PG_URL (default
 *   postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
 *   BENCH_OTHER_LEARNERS (1000).
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { create, toBinary, type DescMessage } from "@bufbuild/protobuf";
import pg from "pg";
import { GetMyLearningJourneyRequestSchema, GetMyLearningJourneyResponseSchema, GetMyStateRequestSchema, PingRequestSchema } from "../src/gen/compass/v1/compass_pb.js";
import { requireBuiltServer } from "./built-server.js";
import { grpcWebCaller } from "./grpc-web-call.js";
import { benchEngines, engineLabel, runLine, withEngineServer, type Engine } from "./measure.js";
import { cores, pinToLastCore } from "./pinning.js";
import { createBenchUser } from "./seed-helpers.js";
import { signInThroughProvider } from "./sign-in.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const otherLearners = Number(process.env.BENCH_OTHER_LEARNERS ?? 1000);
const BENCH_DB = "compass_bench_journey";
const BROWSER_ENCODING = "gzip, deflate, br, zstd";

pinToLastCore();
requireBuiltServer("bench:journey");
const engines = benchEngines();

// ---------------------------------------------------------------------------------------------
// Seed

/** The library, the learner (returned) and other learners' journeys, in a few set-based statements. */
async function seed(dbUrl: string): Promise<{ email: string; password: string }> {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  try {
    const learner = await createBenchUser(pool, "learner");
    const { userId } = learner;
    const q = (text: string, params: unknown[] = []) => pool.query(text, params);
    // 400 articles (c_1..c_400 in creation order) in 100 modules of 4.
    await q(`insert into learning_contents (title, content_type, estimated_minutes, description, created_at, updated_at)
             select 'Lesson ' || g, 'ARTICLE', 3 + g % 20, 'What to know about lesson ' || g, now() - make_interval(mins => 1000 - g), now()
               from generate_series(1, 400) g`);
    await q(`insert into learning_modules (title, estimated_minutes, description, created_at, updated_at)
             select 'Module ' || g, 0, 'Module ' || g || ' in four lessons', now() - make_interval(mins => 1000 - g), now()
               from generate_series(1, 100) g`);
    await q(`create temporary table bench_c as select id, row_number() over (order by created_at, id) as n from learning_contents`);
    await q(`create temporary table bench_m as select id, row_number() over (order by created_at, id) as n from learning_modules`);
    await q(`insert into module_contents (module_id, content_id, position)
             select m.id, c.id, (c.n - 1) % 4 from bench_c c join bench_m m on m.n = (c.n - 1) / 4 + 1`);
    // The learner: contents 1–100 assigned; 101–300 assigned and completed; 301–400 completed unassigned.
    await q(
      `insert into user_learning_contents (user_id, content_id, title, assigned_at, completed_at, status)
       select $1, c.id, 'Lesson ' || c.n,
              case when c.n <= 300 then now() - make_interval(days => 30, mins => c.n::int) end,
              case when c.n > 100 then now() - make_interval(days => 10, mins => c.n::int) end,
              case when c.n > 100 then 'COMPLETED' else '' end
         from bench_c c`,
      [userId],
    );
    // Modules 1–50 assigned; 51–100 completed (51–75 assigned first).
    await q(
      `insert into user_learning_modules (user_id, module_id, title, assigned_at, completed_at, status)
       select $1, m.id, 'Module ' || m.n,
              case when m.n <= 75 then now() - make_interval(days => 30, mins => m.n::int) end,
              case when m.n > 50 then now() - make_interval(days => 9, mins => m.n::int) end,
              case when m.n > 50 then 'COMPLETED' else '' end
         from bench_m m`,
      [userId],
    );
    // A log entry per completed content (300), and a second completion of 101–200 (100 more).
    await q(
      `insert into learning_completion_log (user_id, content_id, title, completed_at, status, time_spent)
       select $1, c.id, 'Lesson ' || c.n, now() - make_interval(days => 10, mins => c.n::int), 'COMPLETED', 30 + (c.n * 37) % 900
         from bench_c c where c.n > 100
       union all
       select $1, c.id, 'Lesson ' || c.n, now() - make_interval(days => 2, mins => c.n::int), 'COMPLETED', 10 + (c.n * 13) % 300
         from bench_c c where c.n between 101 and 200`,
      [userId],
    );
    // Other learners: 25 items each (15 contents completed, 5 assigned, 5 modules) and 20 log entries.
    await q(`insert into users (type, email) select 'STANDARD', 'other-' || g || '@example.com' from generate_series(1, $1::int) g`, [otherLearners]);
    await q(`create temporary table bench_u as select id, row_number() over (order by id) as n from users where email like 'other-%@example.com'`);
    await q(`insert into user_learning_contents (user_id, content_id, title, assigned_at, completed_at, status)
             select u.id, c.id, 'Lesson ' || c.n, now() - interval '20 days',
                    case when k < 15 then now() - make_interval(days => 5, mins => k) end, case when k < 15 then 'COMPLETED' else '' end
               from bench_u u cross join generate_series(0, 19) k join bench_c c on c.n = (u.n * 7 + k * 19) % 400 + 1`);
    await q(`insert into user_learning_modules (user_id, module_id, title, assigned_at)
             select u.id, m.id, 'Module ' || m.n, now() - interval '20 days'
               from bench_u u cross join generate_series(0, 4) k join bench_m m on m.n = (u.n * 3 + k * 17) % 100 + 1`);
    await q(`insert into learning_completion_log (user_id, content_id, title, completed_at, status, time_spent)
             select u.id, c.id, 'Lesson ' || c.n, now() - make_interval(days => 5, mins => k), 'COMPLETED', 60
               from bench_u u cross join generate_series(0, 19) k join bench_c c on c.n = (u.n * 7 + (k % 15) * 19) % 400 + 1`);
    await q(`vacuum analyze`);
    return learner;
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Targets

function framed(input: DescMessage): Buffer<ArrayBuffer> {
  const message = toBinary(input, create(input));
  const out = Buffer.alloc(5 + message.length);
  out.writeUInt32BE(message.length, 1);
  out.set(message, 5);
  return out;
}

interface Target {
  name: string;
  path: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: Buffer<ArrayBuffer>;
}

function targets(token: string): Target[] {
  const rpc = (method: string, input: DescMessage, extra: Record<string, string> = { authorization: `Bearer ${token}` }) => ({
    path: `/compass.v1.CompassService/${method}`,
    method: "POST" as const,
    headers: { "content-type": "application/grpc-web+proto", "x-grpc-web": "1", ...extra },
    body: framed(input),
  });
  return [
    { name: "bare GET /healthz", path: "/healthz", method: "GET" },
    { name: "Ping (no sign-in, no database)", ...rpc("Ping", PingRequestSchema, {}) },
    { name: "GetMyState (signed in, one row)", ...rpc("GetMyState", GetMyStateRequestSchema) },
    { name: "GetMyLearningJourney, 500 items", ...rpc("GetMyLearningJourney", GetMyLearningJourneyRequestSchema) },
    { name: "GetMyLearningJourney, 500 items, brotli (a browser's Accept-Encoding)", ...rpc("GetMyLearningJourney", GetMyLearningJourneyRequestSchema, { authorization: `Bearer ${token}`, "accept-encoding": BROWSER_ENCODING }) },
  ];
}

/** One call, checked: grpc-status 0 and the journey's 150 / 350 / 400 items; answers the body's size. */
async function checkJourney(base: string, token: string, acceptEncoding = "identity"): Promise<number> {
  const call = grpcWebCaller(base, token, acceptEncoding);
  const answer = await call("GetMyLearningJourney", GetMyLearningJourneyRequestSchema, GetMyLearningJourneyResponseSchema, create(GetMyLearningJourneyRequestSchema));
  const j = answer.message().journey!;
  const counts = [
    j.assignedLearningContents.length,
    j.assignedLearningModules.length,
    j.completedLearningContents.length,
    j.completedLearningModules.length,
    j.logEveryCompletedLearningContents.length,
  ];
  if (counts.join() !== "100,50,300,50,400") throw new Error(`GetMyLearningJourney answered ${counts.join(" / ")} items`);
  return answer.wireBytes;
}

interface Row {
  engine: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  serverCpu: number;
  loadCpu: number;
}

/** CPU seconds a process has used (user + system), from /proc (Linux's clock ticks: 100 a second). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * One target for `duration` seconds; also how busy the server's process and this one (the load
 * generator) were, in % of one core: which side is the limit.
 */
async function run(base: string, t: Target, duration: number, serverPid: number) {
  const serverBefore = cpuSeconds(serverPid);
  const loadBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ url: base + t.path, method: t.method, headers: t.headers, body: t.body, connections, duration });
  const wall = (performance.now() - started) / 1000;
  const load = process.cpuUsage(loadBefore);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${t.name}: ${bad} failed requests`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpu: Math.round(((cpuSeconds(serverPid) - serverBefore) / wall) * 100),
    loadCpu: Math.round(((load.user + load.system) / 1e6 / wall) * 100),
  };
}

// ---------------------------------------------------------------------------------------------
// Per engine

const sizes: Record<string, { identity: number; brotli: number }> = {};

async function runEngine(engine: Engine): Promise<Row[]> {
  const label = engineLabel(engine);
  return withEngineServer(engine, { prefix: "compass-bench-journey-", database: BENCH_DB }, async (server) => {
    const started = performance.now();
    const learner = await seed(server.dbUrl);
    console.error(`${engine}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const token = await signInThroughProvider(server.base, learner.email, learner.password);
    sizes[label] = { identity: await checkJourney(server.base, token), brotli: await checkJourney(server.base, token, BROWSER_ENCODING) };
    const rows: Row[] = [];
    for (const t of targets(token)) {
      await run(server.base, t, 2, server.child.pid!); // warm-up (JIT, pools)
      rows.push({ engine: label, name: t.name, ...(await run(server.base, t, seconds, server.child.pid!)) });
    }
    await checkJourney(server.base, token);
    console.error(`${engine}: measured`);
    return rows;
  });
}

const results: Row[] = [];
for (const engine of engines) results.push(...(await runEngine(engine)));

console.log(runLine("journey"));
console.log(`${connections} connections, ${seconds} s per target after a 2 s warm-up; server on core 0, load on core ${cores - 1}; lean gRPC-web binary, Bearer token\n`);
console.log("| engine | target | req/s | p50 ms | p99 ms | ratio to bare GET | server CPU | load generator CPU | ratio per server CPU |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
const verdicts: string[] = [];
for (const engine of new Set(results.map((r) => r.engine))) {
  const rows = results.filter((r) => r.engine === engine);
  const bare = rows[0]!.rps;
  // Calls per second of the server's CPU: what a call costs the server, whichever side was the limit.
  const perCpu = (r: Row) => r.rps / Math.max(r.serverCpu, 1);
  for (const r of rows) {
    console.log(`| ${engine} | ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / bare).toFixed(2)} | ${r.serverCpu} % | ${r.loadCpu} % | ${(perCpu(r) / perCpu(rows[0]!)).toFixed(2)} |`);
  }
  const journey = rows.find((r) => r.name === "GetMyLearningJourney, 500 items")!;
  verdicts.push(`${engine}: ${(journey.rps / bare).toFixed(2)} (${journey.rps / bare >= 0.25 ? "met" : "missed"})`);
}
console.log("");
for (const [engine, s] of Object.entries(sizes)) console.log(`Answer size (${engine}): ${(s.identity / 1024).toFixed(1)} KB, ${(s.brotli / 1024).toFixed(1)} KB in brotli`);
console.log(`Goal: GetMyLearningJourney at ≥ 0.25 of the bare GET — ${verdicts.join("; ")}.`);
