/**
 * The counseling-records export of 100,000 TA sessions (issue #40 §5; ADR 0045):
 * AdminDownloadCounselingRecords for a whole federal fiscal year, then the file fetched from its
 * single-use link to its end, as CSV and as XML, through the built server, on the embedded engine
 * and on a PostgreSQL server. Goals: under 10 s end to end (the RPC plus the download) and the
 * server's memory growing by under 300 MB.
 *
 * Per engine: the built server (`dist/`) with a temporary DATA_DIR and REPORT_BACKGROUND_ROWS
 * raised so the export streams from its link (the background path renders the same stream into a
 * file); this process (the client) on the last core. For the PostgreSQL server a temporary database
 * (bench_funder_exports_<pid>) is created beside BENCH_PG_URL and dropped at the end.
 *
 * Seeded set-based (bench/ta-seed.ts, as for the TA report): BENCH_COACHES coaches with
 * BENCH_MENTEES learners each and BENCH_ROWS TA sessions, then moved into the last full fiscal year
 * (1 October to 30 September, oldest first) and given the 641 session fields (counseling area,
 * session type on two in three — the rest derived from the older type —, language; one in fifty not
 * reportable). Each learner gets a counseling profile: every other one with consent and
 * demographics, all with a referral source, business status and type, employees and language. The
 * clients' codes are made by the first export (the warm-up), as in use.
 *
 * Each run: the RPC over gRPC-web binary, then GET of the link read to its end as it streams;
 * timed apart and together. Checked: one record per reportable session (CSV lines, XML
 * <CounselingRecord> elements counted as they come), no client's e-mail in the file. Memory: the
 * server's node process, VmRSS sampled every BENCH_SAMPLE_MS (50) ms and VmHWM reset before each
 * run; growth = the peak less the RSS just before the run.
 *
 *   npm run bench:funder-exports
 *   BENCH_ENGINES=embedded|postgres (default both), BENCH_PG_URL, BENCH_ROWS (100000),
 *   BENCH_COACHES (100), BENCH_MENTEES (10 per coach), BENCH_RUNS (3 per format), BENCH_SAMPLE_MS (50).
 */
import { create } from "@bufbuild/protobuf";
import type pg from "pg";
import { AdminDownloadCounselingRecordsRequestSchema, AdminDownloadCounselingRecordsResponseSchema, ReportFormat } from "../src/gen/compass/v1/compass_pb.js";
import { fiscalYear, fiscalYearOf } from "../src/shared/fiscal-periods.js";
import { requireBuiltServer } from "./built-server.js";
import { acceptEncoding } from "./grpc-web-call.js";
import { benchEngines, eachEngine, memoryOf, printHead, quantile, resetPeak, withSeedPool, withSeededServer, type Engine } from "./measure.js";
import { cores, pinToLastCore } from "./pinning.js";
import { createBenchUser, LAST_NAMES, schemaSql } from "./seed-helpers.js";
import { signedInCaller } from "./sign-in.js";
import { insertTASessions, seedMentees } from "./ta-seed.js";

const rowsTotal = Number(process.env.BENCH_ROWS ?? 100_000);
const coaches = Number(process.env.BENCH_COACHES ?? 100);
const mentees = Number(process.env.BENCH_MENTEES ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const sampleMs = Number(process.env.BENCH_SAMPLE_MS ?? 50);
const GOAL_MS = 10_000;
const GOAL_MB = 300;
const BENCH_DB = `bench_funder_exports_${process.pid}`;
const FORMATS = ["csv", "xml"] as const;
type Format = (typeof FORMATS)[number];

pinToLastCore();
requireBuiltServer("bench:funder-exports");
const engines = benchEngines();

/** The last full fiscal year. */
const FY = fiscalYearOf(new Date().toISOString().slice(0, 10)) - 1;
const DAYS = fiscalYear(FY);

interface Seeded {
  admin: { email: string; password: string; userId: string };
  /** Reportable sessions in the fiscal year, as the database counts them. */
  records: number;
}

function seed(dbUrl: string, engine: Engine): Promise<Seeded> {
  return withSeedPool(dbUrl, engine, async (pool, step) => {
    const admin = await createBenchUser(pool, "admin");
    const c = await pool.connect();
    const q = <R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []) => c.query<R>(text, params);
    try {
      let t0 = performance.now();
      await q(
        `insert into users (type, email, first_name, last_name, display_name)
         select 'COACH', 'bench.coach-' || g || '@example.com', 'Coach', ($2::text[])[1 + (g * 5) % array_length($2::text[], 1)] || '-' || g, ''
           from generate_series(1, $1::int) g`,
        [coaches, LAST_NAMES],
      );
      await seedMentees(q, mentees);
      step(`${coaches} coaches and ${coaches * mentees} mentees`, t0);
      await insertTASessions(q, step, { rows: rowsTotal, coaches, mentees, forReport: true });
      t0 = performance.now();
      // Into the fiscal year (oldest first), with the 641 session fields.
      await q(
        `update ta_tracking set
           date_of_session = $1::date - ((current_date - date_of_session) * 364 / 365),
           counseling_area = (array['BUSINESS_PLAN','BUSINESS_FINANCIAL_CASH_FLOW','CREDIT_COUNSELING','MARKETING_SALES','TAX_PLANNING','BUSINESS_FINANCING_CAPITAL_SOURCES'])[1 + abs(hashtext(id)) % 6],
           counseling_session_type = case when abs(hashtext(id)) % 3 = 0 then 'UNSPECIFIED' else (array['FACE_TO_FACE','ONLINE','TELEPHONE'])[1 + abs(hashtext(id)) % 3] end,
           language = (array['en','en','es','vi'])[1 + abs(hashtext(id)) % 4],
           reportable = abs(hashtext(id)) % 50 <> 0`,
        [DAYS.end],
      );
      await q(
        `insert into counseling_profiles (user_id, demographics_consent_at, race, ethnicity, sex, military_status, referral_source, in_business, business_type, employees, language)
         select id,
                case when k % 2 = 0 then now() end,
                case when k % 2 = 0 then array[(array['ASIAN','WHITE','BLACK_OR_AFRICAN_AMERICAN','PREFER_NOT_TO_SAY'])[1 + k % 4]] else '{}' end,
                case when k % 2 = 0 then 'NOT_HISPANIC_OR_LATINO' else 'UNSPECIFIED' end,
                case when k % 2 = 0 then (array['FEMALE','MALE'])[1 + coach_n % 2] else 'UNSPECIFIED' end,
                case when k % 2 = 0 then 'NO_MILITARY_SERVICE' else 'UNSPECIFIED' end,
                'WORD_OF_MOUTH', 'YES', 'RETAIL_TRADE', 1 + k, 'en'
           from bench_client`,
      );
      await q(`vacuum analyze ta_tracking`);
      await q(`analyze counseling_profiles`);
      step("the fiscal year's 641 fields and counseling profiles", t0);
      const n = (await q<{ n: string }>(`select count(*) as n from ta_tracking where reportable and date_of_session between $1 and $2`, [DAYS.start, DAYS.end])).rows[0]!;
      return { admin, records: Number(n.n) };
    } finally {
      c.release();
    }
  });
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

interface Run {
  engine: string;
  format: Format;
  rpcMs: number;
  downloadMs: number;
  totalMs: number;
  bytes: number;
  records: number;
  rssBefore: number;
  peak: number;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Counts `needle` in a stream of chunks (across chunk boundaries). */
function counter(needle: string) {
  let n = 0;
  let carry = "";
  return {
    add(text: string) {
      const s = carry + text;
      for (let at = s.indexOf(needle); at >= 0; at = s.indexOf(needle, at + needle.length)) n++;
      carry = s.slice(-(needle.length - 1));
    },
    get count() {
      return n;
    },
  };
}

async function measure(engine: string, base: string, pid: number, seeded: Seeded): Promise<Run[]> {
  const caller = signedInCaller(base, seeded.admin, acceptEncoding);
  const ask = async (format: Format) =>
    (await caller())(
      "AdminDownloadCounselingRecords",
      AdminDownloadCounselingRecordsRequestSchema,
      AdminDownloadCounselingRecordsResponseSchema,
      create(AdminDownloadCounselingRecordsRequestSchema, { period: { fiscalYear: FY, quarter: 0 }, format: format === "csv" ? ReportFormat.CSV : ReportFormat.XML }),
    );
  // Warm-up: one whole export (it makes the clients' codes, as the first export in use does).
  const warm = await ask("csv");
  await (await fetch(warm.message().urlToDownload)).arrayBuffer();
  await new Promise((r) => setTimeout(r, 2000));
  const out: Run[] = [];
  for (let i = 0; i < runs; i++) {
    for (const format of FORMATS) {
      await new Promise((r) => setTimeout(r, 1000));
      const rssBefore = memoryOf(pid).rss;
      const exact = resetPeak(pid);
      const stop = sampleRss(pid, sampleMs);
      const rpc = await ask(format);
      const t0 = performance.now();
      const response = await fetch(rpc.message().urlToDownload);
      if (response.status !== 200) throw new Error(`${format}: the link answered HTTP ${response.status}`);
      const decoder = new TextDecoder();
      const records = counter(format === "csv" ? "\r\n" : "<CounselingRecord>");
      const email = counter("@example.com");
      let bytes = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        const text = decoder.decode(chunk, { stream: true });
        records.add(text);
        email.add(text);
      }
      const downloadMs = performance.now() - t0;
      const peak = Math.max(stop(), exact ? memoryOf(pid).hwm : 0);
      const n = format === "csv" ? records.count - 1 : records.count;
      if (n !== seeded.records) throw new Error(`${format}: ${n} records, the database counts ${seeded.records} reportable sessions`);
      if (email.count > 0) throw new Error(`${format}: an e-mail address in the file`);
      const run: Run = { engine, format, rpcMs: rpc.ms, downloadMs, totalMs: rpc.ms + downloadMs, bytes, records: n, rssBefore, peak };
      out.push(run);
      console.error(`${engine}: ${format} run ${i + 1}: ${run.totalMs.toFixed(0)} ms (RPC ${run.rpcMs.toFixed(1)}), ${mb(bytes)}, RSS ${mb(rssBefore)} → peak ${mb(peak)}`);
    }
  }
  return out;
}

const perEngine = await eachEngine(engines, (engine) =>
  withSeededServer(
    engine,
    { prefix: "compass-bench-funder-exports-", database: BENCH_DB, env: { REPORT_BACKGROUND_ROWS: String(100_000_000) }, seededNote: (s: Seeded) => `(${s.records} reportable sessions in FY${FY})` },
    seed,
    (server, label, seeded) => measure(label, server.base, server.child.pid!, seeded),
  ),
);
const results = perEngine.flat();

printHead("funder-exports", schemaSql);
console.log(
  `${rowsTotal} TA sessions in FY${FY} (${DAYS.start} to ${DAYS.end}), one in fifty not reportable; ${coaches * mentees} clients, half with consent; ` +
    `an administrator's AdminDownloadCounselingRecords for the fiscal year, then the link fetched to its end; ${runs} runs per format; client on core ${cores - 1}\n`,
);
console.log("| engine | format | run | RPC ms | download ms | total ms | file | records | server RSS before | peak | growth |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const engine of [...new Set(results.map((r) => r.engine))]) {
  for (const format of FORMATS) {
    results
      .filter((r) => r.engine === engine && r.format === format)
      .forEach((r, i) =>
        console.log(
          `| ${r.engine} | ${format.toUpperCase()} | ${i + 1} | ${r.rpcMs.toFixed(1)} | ${r.downloadMs.toFixed(0)} | ${r.totalMs.toFixed(0)} | ${mb(r.bytes)} | ${r.records} | ${mb(r.rssBefore)} | ${mb(r.peak)} | **${mb(r.peak - r.rssBefore)}** |`,
        ),
      );
  }
}
const verdicts = [...new Set(results.map((r) => r.engine))].flatMap((engine) =>
  FORMATS.map((format) => {
    const mine = results.filter((r) => r.engine === engine && r.format === format);
    const worstMs = Math.max(...mine.map((r) => r.totalMs));
    const worstGrowth = Math.max(...mine.map((r) => r.peak - r.rssBefore));
    return (
      `${engine} ${format.toUpperCase()}: worst ${(worstMs / 1000).toFixed(2)} s (median ${(quantile(mine.map((r) => r.totalMs), 0.5) / 1000).toFixed(2)} s; time ${worstMs < GOAL_MS ? "met" : "missed"}), ` +
      `growth up to ${mb(worstGrowth)} (memory ${worstGrowth < GOAL_MB * 1024 * 1024 ? "met" : "missed"})`
    );
  }),
);
console.log(`\nGoals: under ${GOAL_MS / 1000} s end to end and under ${GOAL_MB} MB of server memory growth — ${verdicts.join("; ")}.`);
