/**
 * Heavy work off the event loop (issue #37 finding 2, ADR 0034): while documents are made, does the
 * server still answer everyone else? Through the built server (`dist/`, as `npm start` runs it).
 *
 * The load: ten learners, each with a business plan at the size limits (src/shared/business-plan.ts:
 * the 11 long answers at LONG_ANSWER_MAX characters, TABLE_ROWS_MAX competitors with their
 * strengths and weaknesses at LONG_ANSWER_MAX and names at NAME_MAX, TABLE_ROWS_MAX product rows),
 * ask for its PDF (DownloadMyBusinessPlan) all at once, while two administrators' TA reports of
 * BENCH_ROWS (100,000) sessions (seeded as bench/ta-report.ts seeds them) stream from their links,
 * one CSV and one XLSX (REPORT_BACKGROUND_ROWS raised so they stream, not queue as background jobs).
 * Meanwhile two probes run back to back, each waiting BENCH_PROBE_GAP_MS (20) between calls:
 * another signed-in learner's GetMyLearningJourney (lean gRPC-web) and GET /healthz. Measured: the
 * probes' p50/p95/p99 during the load (and at rest just before it, as a reference), the server's
 * RSS growth over the load (VmHWM reset before it, so the peak is exact; worker threads are in the
 * same process), the plan PDFs' throughput (documents per second, from the first request to the
 * last PDF in hand) and the time the TA reports took. BENCH_ROUNDS (2) rounds; the first starts
 * the pool's threads.
 *
 * Reports (BENCH_REPORT_PATH, default "stream"): `stream` as above; `queue`, the reports asked for
 * at the start of the load at the default REPORT_BACKGROUND_ROWS, so each is a background job of
 * the job queue (ADR 0035: one report at a time per instance, the second after the first), and
 * its time runs from the request to the file in hand (ListMyReportJobs polled every 200 ms, then
 * DownloadMyReportJob's link read).
 *
 * Modes (BENCH_MODES, default "pool,inline"): `pool` is the server as configured by default
 * (HEAVY_WORKERS = the cores it may use, HEAVY_QUEUE 16); `inline` is HEAVY_WORKERS=0, the
 * documents made on the main thread as before the pool — the "before" figures. Each mode gets its
 * own server and seed. The server runs on every core (taskset 0-(n-1): the pool's threads need
 * them), this process (the client) on the last core; on a two-core machine they share it.
 *
 *   npm run bench:heavy
 *   BENCH_ENGINES=embedded|postgres (default embedded), BENCH_PG_URL, BENCH_MODES (pool,inline),
 *   BENCH_PLANS (10), BENCH_ROWS (100000), BENCH_COACHES (100), BENCH_MENTEES (10), BENCH_REPORTS
 *   (csv,xlsx: one report each), BENCH_ROUNDS (2), BENCH_PROBE_GAP_MS (20), BENCH_SAMPLE_MS (50),
 *   BENCH_HEAVY_WORKERS / BENCH_HEAVY_QUEUE / BENCH_HEAVY_WORKER_MEMORY_MB (the pool mode's HEAVY_*).
 */
import { create } from "@bufbuild/protobuf";
import { drizzle } from "drizzle-orm/node-postgres";
import {
  AdminDownloadTAReportRequestSchema,
  AdminDownloadTAReportResponseSchema,
  DownloadMyReportJobRequestSchema,
  DownloadMyReportJobResponseSchema,
  ListMyReportJobsRequestSchema,
  ListMyReportJobsResponseSchema,
  ReportJobState,
  DownloadMyBusinessPlanRequestSchema,
  DownloadMyBusinessPlanResponseSchema,
  GetMyLearningJourneyRequestSchema,
  GetMyLearningJourneyResponseSchema,
  ReportFormat,
  SubmitMyBusinessPlanRequestSchema,
  SubmitMyBusinessPlanResponseSchema,
} from "../src/gen/compass/v1/compass_pb.js";
import * as schema from "../src/server/db/schema/index.js";
import { createAccount } from "../src/server/identity/accounts.js";
import { requireBuiltServer } from "./built-server.js";
import { fullPlan } from "./document-fixtures.js";
import { acceptEncoding, grpcWebCaller } from "./grpc-web-call.js";
import { benchEngines, eachEngine, memoryOf, printHead, quantile, resetPeak, withSeedPool, withSeededServer, type Engine } from "./measure.js";
import { cores, pinToLastCore } from "./pinning.js";
import { createBenchUser, LAST_NAMES, OWNERS, schemaSql, TRADES } from "./seed-helpers.js";
import { signInThroughProvider } from "./sign-in.js";
import { insertTASessions, seedMentees } from "./ta-seed.js";

type Mode = "pool" | "inline";
type Format = "csv" | "xlsx";
const modes = (process.env.BENCH_MODES ?? "pool,inline").split(",").map((m) => m.trim()) as Mode[];
const plans = Number(process.env.BENCH_PLANS ?? 10);
const rowsTotal = Number(process.env.BENCH_ROWS ?? 100_000);
const coaches = Number(process.env.BENCH_COACHES ?? 100);
const mentees = Number(process.env.BENCH_MENTEES ?? 10);
const reports = (process.env.BENCH_REPORTS ?? "csv,xlsx").split(",").map((f) => f.trim()).filter(Boolean) as Format[];
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const probeGapMs = Number(process.env.BENCH_PROBE_GAP_MS ?? 20);
const sampleMs = Number(process.env.BENCH_SAMPLE_MS ?? 50);
const GOAL_P99_MS = 100;
const reportPath = (process.env.BENCH_REPORT_PATH ?? "stream") as "stream" | "queue";
if (reportPath !== "stream" && reportPath !== "queue") throw new Error(`BENCH_REPORT_PATH: unknown path "${String(reportPath)}" (stream, queue)`);
for (const m of modes) if (m !== "pool" && m !== "inline") throw new Error(`BENCH_MODES: unknown mode "${m}" (pool, inline)`);
for (const f of reports) if (f !== "csv" && f !== "xlsx") throw new Error(`BENCH_REPORTS: unknown format "${f}" (csv, xlsx)`);

pinToLastCore();
requireBuiltServer("bench:heavy");
// One engine by default: the event loop, not the database, is what is measured.
process.env.BENCH_ENGINES ??= "embedded";
const engines = benchEngines();

const modeEnv = (mode: Mode): Record<string, string> => ({
  // Streamed: never a background job; queued: the default threshold (10,000 rows) makes each one.
  ...(reportPath === "stream" ? { REPORT_BACKGROUND_ROWS: String(100_000_000) } : {}),
  // The benchmark's learners download once a round; the submit limit is not what is measured.
  DOCUMENT_SUBMIT_LIMIT: "1000",
  // A document that waits its turn is measured, not cut at the default 60 s deadline.
  RPC_MAX_TIMEOUT_MS: String(15 * 60_000),
  ...(mode === "inline"
    ? { HEAVY_WORKERS: "0" }
    : {
        ...(process.env.BENCH_HEAVY_WORKERS ? { HEAVY_WORKERS: process.env.BENCH_HEAVY_WORKERS } : {}),
        ...(process.env.BENCH_HEAVY_QUEUE ? { HEAVY_QUEUE: process.env.BENCH_HEAVY_QUEUE } : {}),
        ...(process.env.BENCH_HEAVY_WORKER_MEMORY_MB ? { HEAVY_WORKER_MEMORY_MB: process.env.BENCH_HEAVY_WORKER_MEMORY_MB } : {}),
      }),
});

// ---------------------------------------------------------------------------------------------
// Seed

interface Account {
  email: string;
  password: string;
  userId: string;
}

interface Seeded {
  learners: Account[];
  prober: Account;
  /** One administrator per report: an account streams one report at a time (streamed-admission.ts). */
  admins: Account[];
  start: string;
  end: string;
  sessions: number;
}

const COACH_FIRST = ["Alma", "Ben", "Carmen", "Dwayne", "Esperanza", "Frank", "Gloria", "Hector", "Ivy", "Joaquín"];

function seed(dbUrl: string, engine: Engine): Promise<Seeded> {
  return withSeedPool(dbUrl, engine, async (pool, step) => {
    const db = drizzle(pool, { schema });
    const t0 = performance.now();
    const account = async (email: string, k: number): Promise<Account> => {
      const password = `bench heavy ${k} ${Math.random().toString(36).slice(2)}`;
      const { userId } = await createAccount(db, { email, password }, { emailVerified: true });
      return { email, password, userId };
    };
    const learners: Account[] = [];
    for (let i = 0; i < plans; i++) learners.push(await account(`bench.plan-${i}@example.com`, i));
    for (const [i, l] of learners.entries()) {
      await pool.query(`update users set first_name = $2, last_name = $3, business_name = $4 where id = $1`, [l.userId, OWNERS[i % OWNERS.length], LAST_NAMES[i % LAST_NAMES.length], `${TRADES[i % TRADES.length]} ${i}`]);
    }
    const prober = await account("bench.prober@example.com", plans);
    const admins = [await createBenchUser(pool, "admin"), await account("bench.admin-2@example.com", plans + 1)];
    await pool.query(`update users set type = 'ADMIN', first_name = 'Bo', last_name = 'Bench' where id = $1`, [admins[1]!.userId]);
    step(`${plans} learners, a prober and two administrators`, t0);

    const c = await pool.connect(); // one session: the temporary tables live in it
    const q = (text: string, params: unknown[] = []) => c.query(text, params);
    try {
      const t1 = performance.now();
      await q(
        `insert into users (type, email, first_name, last_name, display_name)
         select 'COACH', 'bench.coach-' || g || '@example.com', ($2::text[])[1 + g % array_length($2::text[], 1)],
                ($3::text[])[1 + (g * 5) % array_length($3::text[], 1)] || '-' || g, ''
           from generate_series(1, $1::int) g`,
        [coaches, COACH_FIRST, LAST_NAMES],
      );
      await seedMentees(q, mentees);
      step(`${coaches} coaches and ${coaches * mentees} mentees`, t1);
      await insertTASessions(q, step, { rows: rowsTotal, coaches, mentees, forReport: true });
      const range = (await q(`select (current_date - 366)::text as start, current_date::text as end`)).rows[0] as { start: string; end: string };
      const n = (await q(`select count(*)::int as n from ta_tracking where date_of_session between $1 and $2`, [range.start, range.end])).rows[0] as { n: number };
      return { learners, prober, admins, ...range, sessions: n.n };
    } finally {
      c.release();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The server's memory, from /proc


function sampleRss(pid: number, ms: number): () => number {
  let max = memoryOf(pid).rss;
  const timer = setInterval(() => {
    try {
      max = Math.max(max, memoryOf(pid).rss);
    } catch {
      // the process is gone: the run fails on its own
    }
  }, ms);
  return () => {
    clearInterval(timer);
    return Math.max(max, memoryOf(pid).rss);
  };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

// ---------------------------------------------------------------------------------------------
// Probes

/** Calls failed by the connection (ECONNRESET and the like), per probe: counted and printed, not timed. */
const probeErrors = new Map<string, string[]>();

/** Calls `probe` back to back (BENCH_PROBE_GAP_MS apart) until stopped; answers each call's time (a call the connection failed is noted in probeErrors). */
function probing(name: string, probe: () => Promise<number>): () => Promise<number[]> {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      try {
        times.push(await probe());
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
        probeErrors.set(name, [...(probeErrors.get(name) ?? []), `${cause} after ${(performance.now() - t0).toFixed(0)} ms`]);
      }
      await new Promise((r) => setTimeout(r, probeGapMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return times;
  };
}

const healthz = (base: string) => async () => {
  const t0 = performance.now();
  const response = await fetch(`${base}/healthz`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/healthz: HTTP ${response.status}`);
  return performance.now() - t0;
};

// ---------------------------------------------------------------------------------------------
// Rounds

interface Round {
  mode: Mode;
  engine: string;
  round: number;
  journey: number[];
  health: number[];
  atRest: { journey: number[]; health: number[] };
  pdfs: number;
  refused: number;
  failed: string[];
  pdfBytes: number;
  pdfWallMs: number;
  pdfMs: number[];
  reportMs: Partial<Record<Format, number>>;
  reportBytes: Partial<Record<Format, number>>;
  /** A report the server cut off: when, and how much had come. */
  reportCut: Partial<Record<Format, string>>;
  rssBefore: number;
  peak: number;
  exactPeak: boolean;
}

async function measure(mode: Mode, engine: string, base: string, pid: number, seeded: Seeded): Promise<Round[]> {
  const sign = (a: Account) => signInThroughProvider(base, a.email, a.password);
  const callers = await Promise.all(seeded.learners.map(async (l) => grpcWebCaller(base, await sign(l), acceptEncoding)));
  const prober = grpcWebCaller(base, await sign(seeded.prober), acceptEncoding);
  const admins = await Promise.all(seeded.admins.map(async (a) => grpcWebCaller(base, await sign(a), acceptEncoding)));
  /** The administrator of the k-th report. */
  const adminOf = (k: number) => admins[k % admins.length]!;
  // Each learner's plan, at the limits, submitted once.
  const t0 = performance.now();
  for (const [i, call] of callers.entries()) {
    await call("SubmitMyBusinessPlan", SubmitMyBusinessPlanRequestSchema, SubmitMyBusinessPlanResponseSchema, create(SubmitMyBusinessPlanRequestSchema, { plan: fullPlan(i) }));
  }
  console.error(`${engine}, ${mode}: ${callers.length} plans at the limits submitted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const journey = async () => (await prober("GetMyLearningJourney", GetMyLearningJourneyRequestSchema, GetMyLearningJourneyResponseSchema, create(GetMyLearningJourneyRequestSchema))).ms;
  const [sy, sm, sd] = seeded.start.split("-").map(Number) as [number, number, number];
  const [ey, em, ed] = seeded.end.split("-").map(Number) as [number, number, number];
  const askReport = async (format: Format, k: number) =>
    (
      await adminOf(k)(
        "AdminDownloadTAReport",
        AdminDownloadTAReportRequestSchema,
        AdminDownloadTAReportResponseSchema,
        create(AdminDownloadTAReportRequestSchema, {
          filter: { startDate: { year: sy, month: sm, day: sd }, endDate: { year: ey, month: em, day: ed } },
          format: format === "csv" ? ReportFormat.CSV : ReportFormat.XLSX,
        }),
      )
    ).message();
  const reportLink = async (format: Format, k: number) => {
    const answer = await askReport(format, k);
    if (!answer.urlToDownload) throw new Error(`${format} report: answered a background job, not a link`);
    return answer.urlToDownload;
  };
  /** Queued: asks for the report, follows its job until it is ready, and answers its file's link. */
  const queuedReportLink = async (format: Format, k: number) => {
    const admin = adminOf(k);
    const answer = await askReport(format, k);
    const id = answer.reportJob?.id;
    if (!id) throw new Error(`${format} report: answered a link, not a background job`);
    for (;;) {
      const { jobs } = (await admin("ListMyReportJobs", ListMyReportJobsRequestSchema, ListMyReportJobsResponseSchema, create(ListMyReportJobsRequestSchema))).message();
      const state = jobs.find((j) => j.id === id)?.state;
      if (state === ReportJobState.READY) break;
      if (state === ReportJobState.FAILED || state === undefined) throw new Error(`${format} report: its job ${state === undefined ? "is gone" : "failed"}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return (await admin("DownloadMyReportJob", DownloadMyReportJobRequestSchema, DownloadMyReportJobResponseSchema, create(DownloadMyReportJobRequestSchema, { jobId: id }))).message().urlToDownload;
  };

  const out: Round[] = [];
  for (let round = 1; round <= rounds; round++) {
    await new Promise((r) => setTimeout(r, 2_000));
    // At rest: the probes alone for a moment.
    const restJourney = probing("GetMyLearningJourney", journey);
    const restHealth = probing("/healthz", healthz(base));
    await new Promise((r) => setTimeout(r, 2_000));
    const atRest = { journey: await restJourney(), health: await restHealth() };

    // Streamed: the links minted before the load; queued: asked for as the load starts.
    const links: Array<string | Promise<string>> = reportPath === "stream" ? await Promise.all(reports.map(reportLink)) : [];
    const rssBefore = memoryOf(pid).rss;
    const exactPeak = resetPeak(pid);
    const stopRss = sampleRss(pid, sampleMs);
    const stopJourney = probing("GetMyLearningJourney", journey);
    const stopHealth = probing("/healthz", healthz(base));
    const started = performance.now();
    const reportMs: Round["reportMs"] = {};
    const reportBytes: Round["reportBytes"] = {};
    const reportCut: Round["reportCut"] = {};
    const reportsDone = Promise.all(
      reports.map(async (format, k) => {
        let bytes = 0;
        try {
          const response = await fetch(await (links[k] ?? queuedReportLink(format, k)));
          if (response.status !== 200) throw new Error(`${format} report: HTTP ${response.status}`);
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
          reportMs[format] = performance.now() - started;
        } catch (err) {
          // A report cut off (the server closed it) is a result, printed as such.
          reportCut[format] = `cut after ${((performance.now() - started) / 1000).toFixed(1)} s, ${mb(bytes)} (${(err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message})`;
        }
        reportBytes[format] = bytes;
      }),
    );
    let refused = 0;
    /** PDFs that failed otherwise: their grpc-status (4 deadline, 14 unavailable…). */
    const failed: string[] = [];
    let pdfBytes = 0;
    const pdfMs: number[] = [];
    const pdfsDone = Promise.all(
      callers.map(async (call) => {
        try {
          const r = await call("DownloadMyBusinessPlan", DownloadMyBusinessPlanRequestSchema, DownloadMyBusinessPlanResponseSchema, create(DownloadMyBusinessPlanRequestSchema));
          const content = r.message().result?.content ?? new Uint8Array();
          if (Buffer.from(content.subarray(0, 5)).toString() !== "%PDF-") throw new Error("DownloadMyBusinessPlan: not a PDF");
          pdfBytes += content.byteLength;
          pdfMs.push(r.ms);
        } catch (err) {
          const message = (err as Error).message;
          if (/grpc-status 8\b/.test(message)) refused++;
          else failed.push(/grpc-status (\d+)/.exec(message)?.[1] ?? message);
        }
      }),
    ).then(() => performance.now() - started);
    const pdfWallMs = await pdfsDone;
    await reportsDone;
    const [journeyTimes, healthTimes] = await Promise.all([stopJourney(), stopHealth()]);
    const peakSampled = stopRss();
    const peak = Math.max(peakSampled, exactPeak ? memoryOf(pid).hwm : 0);
    const r: Round = { mode, engine, round, journey: journeyTimes, health: healthTimes, atRest, pdfs: pdfMs.length, refused, failed, pdfBytes, pdfWallMs, pdfMs, reportMs, reportBytes, reportCut, rssBefore, peak, exactPeak };
    out.push(r);
    console.error(
      `${engine}, ${mode}, round ${round}: ${r.pdfs} PDFs (${refused} refused, ${failed.length} failed: ${failed.join(" ") || "none"}) in ${(pdfWallMs / 1000).toFixed(1)} s; ` +
        `journey p99 ${quantile(journeyTimes, 0.99).toFixed(0)} ms (${journeyTimes.length} calls), /healthz p99 ${quantile(healthTimes, 0.99).toFixed(0)} ms; ` +
        `RSS ${mb(rssBefore)} → ${mb(peak)}`,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Per engine and mode

const notes: string[] = [];
const all: Round[] = [];
await eachEngine(engines, async (engine) => {
  for (const mode of modes) {
    const options = { prefix: "compass-bench-heavy-", database: `bench_heavy_${process.pid}`, env: modeEnv(mode), pin: false, seededNote: (s: Seeded) => `(${s.sessions} sessions)` };
    all.push(
      ...(await withSeededServer(engine, options, seed, async (server, label, seeded) => {
        notes.push(`${label}, ${mode}: ${seeded.sessions} TA sessions in each report`);
        return measure(mode, label, server.base, server.child.pid!, seeded).catch((err: unknown) => {
          const exit = server.child.exitCode ?? server.child.signalCode;
          console.error(`${label}, ${mode}: failed${exit !== null ? ` (the server exited: ${exit})` : ""}; the server's output:\n${server.output().slice(-4000)}`);
          throw err;
        });
      })),
    );
  }
});

const p = (xs: readonly number[]) => [0.5, 0.95, 0.99].map((q) => quantile(xs, q).toFixed(0)).join(" / ");
printHead("heavy-work", schemaSql);
console.log(
  `${plans} learners each download their business plan at the size limits (DownloadMyBusinessPlan) at once, while ${reports.length} TA reports (${reports.join(", ").toUpperCase()}) of ` +
    `${rowsTotal} sessions ${reportPath === "stream" ? "stream from their links" : "are made as background jobs of the job queue (one at a time, then read from their links)"}; probes back to back (${probeGapMs} ms apart): another learner's GetMyLearningJourney and GET /healthz. ` +
    `Server on every core (${cores}); client on core ${cores - 1}. pool: HEAVY_WORKERS default (the cores), inline: HEAVY_WORKERS=0 (the main thread, as before).\n`,
);
console.log("| engine | mode | round | PDFs (refused; failed: grpc-status) | PDFs/s | PDF ms p50 / max | TA reports s | journey ms p50 / p95 / p99 (calls) | /healthz ms p50 / p95 / p99 (calls) | at rest p99 journey / healthz | RSS before | peak | growth |");
console.log("|---|---|---:|---:|---:|---:|---|---|---|---|---:|---:|---:|");
for (const r of all) {
  const reportsCell = reports.map((f) => `${f.toUpperCase()} ${r.reportCut[f] ?? ((r.reportMs[f] ?? NaN) / 1000).toFixed(1)}`).join(", ");
  console.log(
    `| ${r.engine} | ${r.mode} | ${r.round} | ${r.pdfs} (${r.refused}; ${r.failed.length ? r.failed.join(" ") : "0"}) | ${((1000 * r.pdfs) / r.pdfWallMs).toFixed(2)} | ${quantile(r.pdfMs, 0.5).toFixed(0)} / ${Math.max(...r.pdfMs).toFixed(0)} | ${reportsCell} | ` +
      `${p(r.journey)} (${r.journey.length}) | ${p(r.health)} (${r.health.length}) | ${quantile(r.atRest.journey, 0.99).toFixed(0)} / ${quantile(r.atRest.health, 0.99).toFixed(0)} | ` +
      `${mb(r.rssBefore)} | ${mb(r.peak)}${r.exactPeak ? "" : " (sampled)"} | **${mb(r.peak - r.rssBefore)}** |`,
  );
}
const sizes = all.find((r) => r.pdfs > 0);
if (sizes) console.log(`\nA plan's PDF: ${(sizes.pdfBytes / sizes.pdfs / 1024).toFixed(0)} KB; the reports: ${reports.map((f) => `${f.toUpperCase()} ${mb(sizes.reportBytes[f] ?? 0)}`).join(", ")}. ${notes.join("; ")}.`);
const verdict = all
  .filter((r) => r.mode === "pool")
  .map((r) => {
    const j = quantile(r.journey, 0.99);
    const h = quantile(r.health, 0.99);
    return `${r.engine} round ${r.round}: journey p99 ${j.toFixed(0)} ms (${j < GOAL_P99_MS ? "met" : "missed"}), /healthz p99 ${h.toFixed(0)} ms (${h < GOAL_P99_MS ? "met" : "missed"})`;
  });
if (probeErrors.size) console.log(`\nProbe calls the connection failed (not timed): ${[...probeErrors].map(([name, errors]) => `${name} ${errors.length} (${errors.slice(0, 3).join("; ")})`).join("; ")}.`);
if (verdict.length) console.log(`\nGoal (pool): p99 under ${GOAL_P99_MS} ms for both probes — ${verdict.join("; ")}.`);
