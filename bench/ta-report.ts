/**
 * The TA report of 100,000 sessions (issue #15 §3, ADR 0020, `bench/`): AdminDownloadTAReport for
 * every session of the year, then the whole file fetched from its single-use link, in CSV and in
 * XLSX, through the built server, on the embedded engine and on a PostgreSQL server. Goals: under
 * 5 s end to end (the RPC plus the download), and the server's memory growing by under 300 MB.
 *
 * Per engine: the built server (`dist/`, as `npm start` runs it) with a temporary DATA_DIR, pinned
 * to core 0 (the embedded cluster, its child, too); this process (the client) on the last core. For
 * the PostgreSQL server a temporary database (bench_ta_report_<pid>) is created beside
 * BENCH_PG_URL and dropped at the end; that server is not pinned.
 *
 * Seeded straight into the database, set-based (bench/ta-seed.ts, as for ta-tracking): BENCH_COACHES
 * coaches (type COACH, named), each with BENCH_MENTEES learners assigned (name, state and county on
 * their address), and BENCH_ROWS TA sessions in one INSERT … SELECT over generate_series, oldest
 * first over the last 365 days, coaches taking turns, each coach's sessions going round their
 * mentees; hours, session types, categories, action items, miles, meals, a service and a sentence of
 * notes (with commas: quoted in the CSV) vary by row, and one session in a hundred has a note
 * starting with "=" (the CSV's formula guard). Then VACUUM ANALYZE. An administrator
 * (bench.admin@example.com, createAccount, verified) signs in through the embedded provider (again
 * before each run when its token is 8 minutes old: tokens live 10).
 *
 * Each run: AdminDownloadTAReport over lean gRPC-web binary (a browser's Accept-Encoding) with the
 * filter's start_date a year and a day back and end_date today, so all the sessions are in; then
 * GET of the link, read to its end as it streams (bytes counted; for CSV, lines counted as they
 * come). Timed apart: the RPC, the download (and its first byte) and the two together. Checked: the
 * CSV has a header, one line per session and the totals row ("Total (N sessions)", its contact
 * hours equal to the database's sum); the XLSX starts with the ZIP signature and its sheet
 * (inflated here after the timing) has the header, one row per session and the totals row; the link
 * is refused (404) when fetched again. BENCH_RUNS runs per format, CSV and XLSX in turn.
 *
 * Memory: the server's process (node; the embedded cluster's processes are not counted) — its
 * VmRSS read from /proc/<pid>/status every BENCH_SAMPLE_MS (50) ms from just before the RPC to the
 * download's end, and its VmHWM (peak RSS) reset through /proc/<pid>/clear_refs before the run and
 * read after it (exact, between samples too). Growth = the peak less the RSS just before the run;
 * also printed, the peak of all runs less the RSS before the first (memory Node keeps after a run is
 * not given back, so later runs grow less). Its CPU time (utime + stime) per run, too.
 *
 * Then, to see where the time goes: the report's own batches (taReportBatches, the server's code
 * from src/) read here straight from the database without rendering, timed; and the first, middle
 * and last of its batch statements (captured from drizzle; each takes up after the last row with a
 * row comparison, `(date_of_session, id) > (…)`) run with EXPLAIN (ANALYZE, BUFFERS). BENCH_PLANS=1
 * prints those plans in full.
 *
 *   npm run bench:ta-report
 *   BENCH_ENGINES=embedded|postgres (default both), BENCH_PG_URL (default
 *   postgres://postgres@127.0.0.1:5432/test: where the temporary database is created),
 *   BENCH_ROWS (100000), BENCH_COACHES (100), BENCH_MENTEES (10 per coach), BENCH_RUNS (3 per
 *   format), BENCH_FORMATS (csv,xlsx), BENCH_SAMPLE_MS (50), BENCH_PLANS, BENCH_ACCEPT_ENCODING,
 *   BENCH_SCHEMA_SQL (statements run after the migrations, before the sessions are inserted).
 */
import fs from "node:fs";
import { inflateRawSync } from "node:zlib";
import { create } from "@bufbuild/protobuf";
import pg from "pg";
import { AdminDownloadTAReportRequestSchema, AdminDownloadTAReportResponseSchema, ReportFormat } from "../src/gen/compass/v1/compass_pb.js";
import { TA_REPORT_COLUMNS, taReportBatches } from "../src/server/reports/ta-report.js";
import { requireBuiltServer } from "./built-server.js";
import { capturingDb, explainAnalyze, type Statement } from "./explain.js";
import { acceptEncoding } from "./grpc-web-call.js";
import { benchEngines, eachEngine, memoryOf, poolOf, printHead, quantile, resetPeak, withSeedPool, withSeededServer, type Engine } from "./measure.js";
import { cores, pinToLastCore } from "./pinning.js";
import { applySchemaSql, createBenchUser, LAST_NAMES, schemaSql } from "./seed-helpers.js";
import { signedInCaller } from "./sign-in.js";
import { insertTASessions, NOTES as TA_NOTES, seedMentees } from "./ta-seed.js";

const rowsTotal = Number(process.env.BENCH_ROWS ?? 100_000);
const coaches = Number(process.env.BENCH_COACHES ?? 100);
const mentees = Number(process.env.BENCH_MENTEES ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const formats = (process.env.BENCH_FORMATS ?? "csv,xlsx").split(",").map((f) => f.trim()) as Format[];
const sampleMs = Number(process.env.BENCH_SAMPLE_MS ?? 50);
const GOAL_MS = 5_000;
const GOAL_MB = 300;
const BENCH_DB = `bench_ta_report_${process.pid}`;

type Format = "csv" | "xlsx";
for (const f of formats) {
  if (f !== "csv" && f !== "xlsx") {
    console.error(`BENCH_FORMATS: unknown format "${f}" (csv, xlsx)`);
    process.exit(2);
  }
}

pinToLastCore();
requireBuiltServer("bench:ta-report");
const engines = benchEngines();

// ---------------------------------------------------------------------------------------------
// Seed

const COACH_FIRST = ["Alma", "Ben", "Carmen", "Dwayne", "Esperanza", "Frank", "Gloria", "Hector", "Ivy", "Joaquín"];
/** The sessions' notes, the last with quotes too (the CSV doubles them). */
const NOTES = [...TA_NOTES.slice(0, -1), 'Quick call: tax set-aside account opened, 25% of each deposit going in automatically ("pay yourself first").'];

interface Seeded {
  admin: { email: string; password: string; userId: string };
  /** The filter's range (YYYY-MM-DD): a year and a day back, to today. */
  start: string;
  end: string;
  /** Sessions in the range, and their contact hours, as the database counts them. */
  sessions: number;
  contactHours: number;
  tableMb: number;
}

function seed(dbUrl: string, engine: Engine): Promise<Seeded> {
  return withSeedPool(dbUrl, engine, async (pool, step) => {
    const admin = await createBenchUser(pool, "admin");
    const c = await pool.connect(); // one session from here: the temporary tables live in it
    const q = <R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []) => c.query<R>(text, params);
    try {
      const t0 = performance.now();
      await q(
        `insert into users (type, email, first_name, last_name, display_name)
         select 'COACH', 'bench.coach-' || g || '@example.com', ($2::text[])[1 + g % array_length($2::text[], 1)],
                ($3::text[])[1 + (g * 5) % array_length($3::text[], 1)] || '-' || g, ''
           from generate_series(1, $1::int) g`,
        [coaches, COACH_FIRST, LAST_NAMES],
      );
      await seedMentees(q, mentees);
      step(`${coaches} coaches and ${coaches * mentees} mentees`, t0);

      await applySchemaSql(q, engine);
      await insertTASessions(q, step, { rows: rowsTotal, coaches, mentees, notes: NOTES, forReport: true });
      const range = (await q<{ start: string; end: string }>(`select (current_date - 366)::text as start, current_date::text as end`)).rows[0]!;
      const sums = (
        await q<{ n: string; contact: number }>(`select count(*) as n, sum(time_spent_hours) as contact from ta_tracking where date_of_session between $1 and $2`, [range.start, range.end])
      ).rows[0]!;
      const size = (await q<{ t: string }>(`select pg_table_size('ta_tracking') as t`)).rows[0]!;
      return { admin, ...range, sessions: Number(sums.n), contactHours: Number(sums.contact), tableMb: Number(size.t) / 1024 / 1024 };
    } finally {
      c.release();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The server's memory and CPU, from /proc


const ticksPerSecond = 100; // USER_HZ on Linux
/** A process's user + system CPU so far, in seconds. */
function cpuOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(rest[11]) + Number(rest[12])) / ticksPerSecond;
}

/** Samples the process's VmRSS every `ms` until stopped: answers the highest seen. */
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

// ---------------------------------------------------------------------------------------------
// The XLSX's sheet, read back (after the timing)

/** A file of a ZIP archive (central directory; stored or deflated), or undefined. */
function zipEntry(zip: Buffer, name: string): Buffer | undefined {
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new Error("XLSX: no ZIP end of central directory");
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("XLSX: a broken ZIP central directory");
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString("utf8", at + 46, at + 46 + nameLength) === name) {
      const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const bytes = zip.subarray(data, data + compressed);
      return method === 0 ? bytes : inflateRawSync(bytes);
    }
    at += 46 + nameLength + extra + comment;
  }
  return undefined;
}

/** Checks an XLSX report: its sheet's rows (header, one per session, totals) and the totals' count. */
function checkXlsx(file: Buffer, sessions: number): void {
  if (file.length < 4 || file.readUInt32LE(0) !== 0x04034b50) throw new Error("XLSX: no ZIP signature");
  const sheet = zipEntry(file, "xl/worksheets/sheet1.xml")?.toString("utf8");
  if (!sheet) throw new Error("XLSX: no xl/worksheets/sheet1.xml");
  const rows = sheet.match(/<row /g)?.length ?? 0;
  if (rows !== sessions + 2) throw new Error(`XLSX: ${rows} rows, expected ${sessions + 2} (header, sessions, totals)`);
  if (!sheet.includes(`Total (${sessions} sessions)`)) throw new Error("XLSX: no totals row for every session");
}

// ---------------------------------------------------------------------------------------------
// Runs

interface Run {
  engine: string;
  format: Format;
  rpcMs: number;
  firstByteMs: number;
  downloadMs: number;
  totalMs: number;
  bytes: number;
  rows: number;
  rssBefore: number;
  peak: number;
  cpuS: number;
  /** Whether the peak is VmHWM's (exact) or the samples' alone. */
  exactPeak: boolean;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.01 + 1e-9 * Math.abs(b);

async function measure(engine: string, base: string, pid: number, seeded: Seeded): Promise<{ runs: Run[]; rssAtRest: number }> {
  const caller = signedInCaller(base, seeded.admin, acceptEncoding);
  const download = async (format: Format) => {
    const call = await caller();
    const [sy, sm, sd] = seeded.start.split("-").map(Number) as [number, number, number];
    const [ey, em, ed] = seeded.end.split("-").map(Number) as [number, number, number];
    return call(
      "AdminDownloadTAReport",
      AdminDownloadTAReportRequestSchema,
      AdminDownloadTAReportResponseSchema,
      create(AdminDownloadTAReportRequestSchema, {
        filter: { startDate: { year: sy, month: sm, day: sd }, endDate: { year: ey, month: em, day: ed } },
        format: format === "csv" ? ReportFormat.CSV : ReportFormat.XLSX,
      }),
    );
  };
  // Sign in and a small warm-up of the RPC (its link left unused), then let the server settle.
  await download("csv");
  await new Promise((r) => setTimeout(r, 2000));
  const rssAtRest = memoryOf(pid).rss;
  const out: Run[] = [];
  for (let i = 0; i < runs; i++) {
    for (const format of formats) {
      await new Promise((r) => setTimeout(r, 1000));
      const rssBefore = memoryOf(pid).rss;
      const exactPeak = resetPeak(pid);
      const cpu0 = cpuOf(pid);
      const stop = sampleRss(pid, sampleMs);
      const rpc = await download(format);
      const url = rpc.message().urlToDownload;
      const t0 = performance.now();
      const response = await fetch(url);
      if (response.status !== 200) throw new Error(`${format}: the link answered HTTP ${response.status}`);
      let firstByteMs = 0;
      let bytes = 0;
      let lines = 0;
      let tail = Buffer.alloc(0);
      const chunks: Buffer[] = [];
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (!firstByteMs) firstByteMs = performance.now() - t0;
        const b = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        bytes += b.length;
        if (format === "csv") {
          for (let at = b.indexOf(10); at >= 0; at = b.indexOf(10, at + 1)) lines++;
          tail = Buffer.concat([tail, b]).subarray(-4096);
        } else {
          chunks.push(b);
        }
      }
      const downloadMs = performance.now() - t0;
      const peakSampled = stop();
      const cpuS = cpuOf(pid) - cpu0;
      const peak = Math.max(peakSampled, exactPeak ? memoryOf(pid).hwm : 0);
      // Checks (not timed).
      let rows: number;
      if (format === "csv") {
        const type = response.headers.get("content-type") ?? "";
        if (!type.startsWith("text/csv")) throw new Error(`CSV: content-type ${type}`);
        rows = lines - 2;
        const last = tail.toString("utf8").trimEnd().split("\r\n").pop()!.split(",");
        const contactAt = TA_REPORT_COLUMNS.findIndex((c) => c.key === "contactHours");
        if (rows !== seeded.sessions || last[0] !== `Total (${seeded.sessions} sessions)`) throw new Error(`CSV: ${rows} session lines (${last[0]}), the database counts ${seeded.sessions}`);
        if (!near(Number(last[contactAt]), seeded.contactHours)) throw new Error(`CSV: contact hours ${last[contactAt]}, the database sums ${seeded.contactHours}`);
      } else {
        checkXlsx(Buffer.concat(chunks), seeded.sessions);
        rows = seeded.sessions;
      }
      if (i === 0) {
        const again = await fetch(url);
        await again.arrayBuffer();
        if (again.status !== 404) throw new Error(`${format}: the link answered HTTP ${again.status} when used again`);
      }
      const run: Run = { engine, format, rpcMs: rpc.ms, firstByteMs, downloadMs, totalMs: rpc.ms + downloadMs, bytes, rows, rssBefore, peak, cpuS, exactPeak };
      out.push(run);
      console.error(
        `${engine}: ${format} run ${i + 1}: ${run.totalMs.toFixed(0)} ms (RPC ${run.rpcMs.toFixed(1)}, download ${run.downloadMs.toFixed(0)}), ` +
          `${mb(bytes)}, RSS ${mb(rssBefore)} → peak ${mb(peak)}`,
      );
    }
  }
  return { runs: out, rssAtRest };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

// ---------------------------------------------------------------------------------------------
// Where the time goes: the report's batches read straight from the database

interface ReadAlone {
  engine: string;
  batches: number;
  ms: number;
  explained: { which: string; ms: number; plan: string; buffers: number }[];
}

async function readAlone(engine: string, dbUrl: string, seeded: Seeded): Promise<ReadAlone> {
  // Dates as PostgreSQL's text (as drizzle's string mode reads them), for the raw statements below.
  const pool = poolOf(dbUrl, 1, { types: { getTypeParser: (oid: number, format?: "text" | "binary") => (oid === 1082 ? (v: string) => v : pg.types.getTypeParser(oid, format)) } as pg.CustomTypesConfig });
  const { db, captured } = capturingDb(pool);
  try {
    const t0 = performance.now();
    let n = 0;
    let full = 0;
    for await (const batch of taReportBatches(db, { start: seeded.start, end: seeded.end })) {
      n += batch.length;
      full++;
    }
    const ms = performance.now() - t0;
    if (n !== seeded.sessions) throw new Error(`taReportBatches: ${n} rows, the database counts ${seeded.sessions}`);

    const middle = Math.floor(full / 2);
    const picks: [string, Statement][] = [
      ["first batch", captured[0]!],
      ["middle batch", captured[middle]!],
      ["last batch", captured[full - 1]!],
    ];
    const explained: ReadAlone["explained"] = [];
    for (const [which, s] of picks) {
      explained.push({ which, ...(await explainAnalyze(pool, s, { runs: 1, label: `${engine}, ${which}`, printParams: true })) });
    }
    return { engine, batches: captured.length, ms, explained };
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Per engine

const sizes: string[] = [];
const atRest: string[] = [];

async function runEngine(engine: Engine): Promise<{ runs: Run[]; alone: ReadAlone }> {
  const options = { prefix: "compass-bench-ta-report-", database: BENCH_DB, seededNote: (s: Seeded) => `(${s.sessions} sessions from ${s.start} to ${s.end})` };
  return withSeededServer(engine, options, seed, async (server, label, seeded) => {
    sizes.push(`${label}: ta_tracking ${seeded.tableMb.toFixed(0)} MB`);
    const { runs: r, rssAtRest } = await measure(label, server.base, server.child.pid!, seeded);
    const peakAll = Math.max(...r.map((x) => x.peak));
    atRest.push(`${label}: server RSS ${mb(rssAtRest)} before the first download, ${mb(peakAll)} at the highest (+${mb(peakAll - rssAtRest)})`);
    const alone = await readAlone(label, server.dbUrl, seeded);
    return { runs: r, alone };
  });
}

const perEngine = await eachEngine(engines, runEngine);
const results = perEngine.flatMap((r) => r.runs);
const alones = perEngine.map((r) => r.alone);

printHead("ta-report", schemaSql);
console.log(
  `${rowsTotal} TA sessions, ${coaches} coaches with ${mentees} mentees each; an administrator's AdminDownloadTAReport for the whole year, then the link fetched to its end; ` +
    `${runs} runs per format, in turn; server on core 0, client on core ${cores - 1}; memory: the server's node process (VmRSS every ${sampleMs} ms and VmHWM)\n`,
);
console.log("| engine | format | run | RPC ms | first byte ms | download ms | total ms | file | rows | server RSS before | peak | growth | server CPU s |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const engine of [...new Set(results.map((r) => r.engine))]) {
  for (const format of formats) {
    results
      .filter((r) => r.engine === engine && r.format === format)
      .forEach((r, i) =>
        console.log(
          `| ${r.engine} | ${r.format.toUpperCase()} | ${i + 1} | ${r.rpcMs.toFixed(1)} | ${r.firstByteMs.toFixed(0)} | ${r.downloadMs.toFixed(0)} | ${r.totalMs.toFixed(0)} | ` +
            `${mb(r.bytes)} | ${r.rows} | ${mb(r.rssBefore)} | ${mb(r.peak)}${r.exactPeak ? "" : " (sampled)"} | **${mb(r.peak - r.rssBefore)}** | ${r.cpuS.toFixed(2)} |`,
        ),
      );
  }
}
console.log(`\n${atRest.join("; ")}.`);
console.log(`${sizes.join("; ")}.`);
console.log(
  `\nThe report's batches read straight from the database by this process, no rendering, as taReportBatches reads them; EXPLAIN ANALYZE of some of those statements:\n`,
);
console.log("| engine | statements | read alone ms |");
console.log("|---|---:|---:|");
for (const a of alones) console.log(`| ${a.engine} | ${a.batches} | ${a.ms.toFixed(0)} |`);
console.log("\n| engine | statement | ms | plan |");
console.log("|---|---|---:|---|");
for (const a of alones) {
  for (const e of a.explained) console.log(`| ${a.engine} | ${e.which} | ${e.ms.toFixed(2)} | ${e.plan}; ${e.buffers} buffers |`);
}
const verdicts = [...new Set(results.map((r) => r.engine))].flatMap((engine) =>
  formats.map((format) => {
    const mine = results.filter((r) => r.engine === engine && r.format === format);
    const worstMs = Math.max(...mine.map((r) => r.totalMs));
    const worstGrowth = Math.max(...mine.map((r) => r.peak - r.rssBefore));
    const time = worstMs < GOAL_MS ? "met" : `missed in ${mine.filter((r) => r.totalMs >= GOAL_MS).length} of ${mine.length} runs`;
    const memory = worstGrowth < GOAL_MB * 1024 * 1024 ? "met" : "missed";
    return (
      `${engine} ${format.toUpperCase()}: worst ${(worstMs / 1000).toFixed(2)} s (median ${(quantile(mine.map((r) => r.totalMs), 0.5) / 1000).toFixed(2)} s; time ${time}), ` +
      `growth up to ${mb(worstGrowth)} (memory ${memory})`
    );
  }),
);
console.log(`\nGoals: under ${GOAL_MS / 1000} s end to end and under ${GOAL_MB} MB of server memory growth — ${verdicts.join("; ")}.`);
