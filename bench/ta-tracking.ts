/**
 * CoachListMyTATracking with 1,000,000 TA sessions across 500 coaches (issue #13, `bench/`): one
 * call at a time through the built server, as the /coach/tracking page makes them, on the embedded
 * engine and on a PostgreSQL server. Goal: p95 under 25 ms.
 *
 * Per engine: the built server (`dist/`, as `npm start` runs it) with a temporary DATA_DIR, pinned
 * to core 0 (the embedded cluster, its child, too); this process (the client) on the last core. For
 * the PostgreSQL server a temporary database (bench_ta_<pid>) is created beside BENCH_PG_URL and
 * dropped at the end; that server is not pinned.
 *
 * Seeded straight into the database, set-based: BENCH_COACHES coaches (type COACH), each with
 * BENCH_MENTEES learners assigned to them (name, state and county on their address), and
 * BENCH_ROWS TA sessions in one INSERT … SELECT over generate_series: oldest first over the last
 * 365 days (as a year of use writes them: every coach's sessions spread over the whole table),
 * coaches taking turns, each coach's sessions going round their mentees — so each coach has
 * BENCH_ROWS / BENCH_COACHES sessions (2,000), each mentee a tenth of them; hours, session types,
 * categories, miles, meals and a sentence of notes vary by row. Then VACUUM ANALYZE. BENCH_SAMPLED
 * coaches, spread over the 500, are real accounts (createAccount, verified, then COACH): they
 * sign in through the embedded provider and every call carries the access token as a Bearer (each
 * pays the token check and the user lookup, as a browser's does).
 *
 * The answers are checked first: a full first page of the coach's own sessions, newest first, its
 * totals equal to the database's sums; a walk through every page of each sampled coach sees each of
 * their sessions once (the walk also warms up, and keeps each page's token). Then the four cases,
 * interleaved call by call, each coach in turn, over lean gRPC-web binary with a browser's
 * Accept-Encoding (a page of 25 sessions comes back in brotli), BENCH_CALLS each:
 *   (a) the first page, default size (page_size 0 → 25), no filter;
 *   (b) a following page: a page token from the walk (pages 2 to the last, in turn);
 *   (c) the first page for one client (client_user_id: one of the coach's mentees, in turn);
 *   (d) the first page for a 90-day range (start_date/end_date: one of the year's four 90-day
 *       windows back from today, in turn).
 * Timed until the body is read (decompressed by the client); the protobuf decode is not timed.
 *
 * Then the two statements of one call (the page and the totals over the filtered rows; the store's
 * own SQL, captured from drizzle) are run with EXPLAIN (ANALYZE, BUFFERS) straight on the database
 * for each case, BENCH_EXPLAIN_RUNS times: their median execution time and plan. BENCH_PLANS=1
 * also prints the plans in full.
 *
 *   npm run bench:ta
 *   BENCH_ENGINES=embedded|postgres (default both), BENCH_PG_URL (default
 *   postgres://postgres@127.0.0.1:5432/test: where the temporary database is created),
 *   BENCH_ROWS (1000000), BENCH_COACHES (500), BENCH_MENTEES (10 per coach), BENCH_SAMPLED (20;
 *   at most 25: sign-ins are limited per address), BENCH_CALLS (500 per case), BENCH_EXPLAIN_RUNS
 *   (20), BENCH_PLANS, BENCH_ACCEPT_ENCODING (default a browser's; "identity" for none),
 *   BENCH_SCHEMA_SQL (statements run after the migrations, before the sessions are inserted: to try
 *   an index before writing its migration, e.g. "drop index ta_tracking_coach_date_idx; create
 *   index … on ta_tracking (…)").
 */
import { create } from "@bufbuild/protobuf";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { CoachListMyTATrackingRequestSchema, CoachListMyTATrackingResponseSchema, type CoachListMyTATrackingResponse } from "../src/gen/compass/v1/compass_pb.js";
import * as schema from "../src/server/db/schema/index.js";
import { createAccount } from "../src/server/identity/accounts.js";
import { createTATrackingStore, type TAFilter } from "../src/server/rpc/ta-tracking/ta-tracking-store.js";
import type { Cursor } from "../src/server/rpc/paging.js";
import { requireBuiltServer } from "./built-server.js";
import { capturingDb, explainPageAndCount, pageAndCountCells, type PageAndCount } from "./explain.js";
import { acceptEncoding, grpcWebCaller } from "./grpc-web-call.js";
import { benchEngines, eachEngine, interleavedCalls, kb, perSecond, percentileCells, poolOf, printHead, quantile, withSeedPool, withSeededServer, type Engine } from "./measure.js";
import { cores, pinToLastCore } from "./pinning.js";
import { applySchemaSql, schemaSql } from "./seed-helpers.js";
import { signInThroughProvider } from "./sign-in.js";
import { insertTASessions, seedMentees } from "./ta-seed.js";

const rowsTotal = Number(process.env.BENCH_ROWS ?? 1_000_000);
const coaches = Number(process.env.BENCH_COACHES ?? 500);
const mentees = Number(process.env.BENCH_MENTEES ?? 10);
const sampled = Math.min(Number(process.env.BENCH_SAMPLED ?? 20), coaches, 25);
const callsPerCase = Number(process.env.BENCH_CALLS ?? 500);
const explainRuns = Number(process.env.BENCH_EXPLAIN_RUNS ?? 20);
const PAGE_SIZE = 25;
const GOAL_MS = 25;
const BENCH_DB = `bench_ta_${process.pid}`;

pinToLastCore();
requireBuiltServer("bench:ta");
const engines = benchEngines();

// ---------------------------------------------------------------------------------------------
// Seed

interface SampledCoach {
  n: number;
  email: string;
  password: string;
  userId: string;
  menteeIds: string[];
  sessions: number;
}

interface Seeded {
  coaches: SampledCoach[];
  /** The database's current_date (YYYY-MM-DD): the date ranges count back from it. */
  today: string;
  tableMb: number;
  indexMb: number;
}

/** Coaches, mentees and TA sessions, set-based; the sampled coaches as real accounts. */
function seed(dbUrl: string, engine: Engine): Promise<Seeded> {
  return withSeedPool(dbUrl, engine, async (pool, step) => {
    const t0 = performance.now();
    // The sampled coaches: spread over 1..coaches; real accounts with a password.
    const db = drizzle(pool, { schema });
    const stride = Math.floor(coaches / sampled);
    const sampledNs = Array.from({ length: sampled }, (_, k) => 1 + k * stride);
    const accounts = new Map<number, { email: string; password: string; userId: string }>();
    for (const n of sampledNs) {
      const email = `bench.coach-${n}@example.com`;
      const password = `bench coach ${n} ${Math.random().toString(36).slice(2)}`;
      const { userId } = await createAccount(db, { email, password }, { emailVerified: true });
      accounts.set(n, { email, password, userId });
    }
    const c2 = await pool.connect(); // one session from here: the temporary tables live in it
    const q2 = <R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []) => c2.query<R>(text, params);
    try {
      await q2(`update users set type = 'COACH', first_name = 'Coach', last_name = split_part(split_part(email, '@', 1), '.', 2) where email like 'bench.coach-%@example.com'`);
      await q2(
        `insert into users (type, email, first_name, last_name)
         select 'COACH', 'bench.coach-' || g || '@example.com', 'Coach', 'coach-' || g
           from generate_series(1, $1::int) g where g <> all($2::int[])`,
        [coaches, sampledNs],
      );
      await seedMentees(q2, mentees);
      step(`${coaches} coaches (${sampled} with accounts) and ${coaches * mentees} mentees`, t0);

      await applySchemaSql(q2, engine);
      await insertTASessions(q2, step, { rows: rowsTotal, coaches, mentees });

      const sessions = await q2<{ coach_user_id: string; n: string }>(`select coach_user_id, count(*) as n from ta_tracking where coach_user_id = any($1) group by 1`, [
        [...accounts.values()].map((a) => a.userId),
      ]);
      const perCoach = new Map(sessions.rows.map((r) => [r.coach_user_id, Number(r.n)]));
      const clients = await q2<{ coach_id: string; ids: string[] }>(`select coach_id, array_agg(id order by k) as ids from bench_client where coach_id = any($1) group by 1`, [
        [...accounts.values()].map((a) => a.userId),
      ]);
      const menteesOf = new Map(clients.rows.map((r) => [r.coach_id, r.ids]));
      const today = (await q2<{ d: string }>(`select current_date::text as d`)).rows[0]!.d;
      const size = (await q2<{ t: string; i: string }>(`select pg_table_size('ta_tracking') as t, pg_indexes_size('ta_tracking') as i`)).rows[0]!;
      return {
        coaches: sampledNs.map((n) => {
          const a = accounts.get(n)!;
          return { n, ...a, menteeIds: menteesOf.get(a.userId) ?? [], sessions: perCoach.get(a.userId) ?? 0 };
        }),
        today,
        tableMb: Number(size.t) / 1024 / 1024,
        indexMb: Number(size.i) / 1024 / 1024,
      };
    } finally {
      c2.release();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Calls

const CASES = ["first page, no filter", "a following page (page token)", "first page, one client", "first page, a 90-day range"] as const;
type CaseName = (typeof CASES)[number];

interface ProtoDate {
  year: number;
  month: number;
  day: number;
}

/** YYYY-MM-DD `days` before `iso` (calendar arithmetic in UTC). */
function daysBefore(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
const protoDate = (iso: string): ProtoDate => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });

/** The four 90-day windows back from today: [start, end], inclusive. */
const windows = (today: string): [string, string][] => [0, 1, 2, 3].map((w) => [daysBefore(today, 90 * w + 89), daysBefore(today, 90 * w)]);

interface Row {
  engine: string;
  name: CaseName;
  times: number[];
  wallMs: number;
  wireBytes: number;
  /** The selection's size (totals.sessions), median over the calls. */
  matched: number;
}

/** A case's two statements in the database: the page, and the totals over the filtered rows (the count). */
interface ExplainRow extends PageAndCount {
  engine: string;
  name: CaseName;
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));

async function measure(engine: string, base: string, dbUrl: string, seeded: Seeded): Promise<{ rows: Row[]; tokens: Map<string, string[]> }> {
  const accessTokens = new Map<string, string>();
  for (const c of seeded.coaches) accessTokens.set(c.userId, await signInThroughProvider(base, c.email, c.password));
  const callers = new Map(seeded.coaches.map((c) => [c.userId, grpcWebCaller(base, accessTokens.get(c.userId)!, acceptEncoding)]));
  const list = (coachId: string, request: { pageToken?: string; clientUserId?: string; range?: [string, string] }) =>
    callers.get(coachId)!(
      "CoachListMyTATracking",
      CoachListMyTATrackingRequestSchema,
      CoachListMyTATrackingResponseSchema,
      create(CoachListMyTATrackingRequestSchema, {
        pageRequest: { pageSize: 0, pageToken: request.pageToken ?? "" },
        clientUserId: request.clientUserId ?? "",
        ...(request.range ? { startDate: protoDate(request.range[0]), endDate: protoDate(request.range[1]) } : {}),
      }),
    );

  // Checks: the first page against the database's own sums; a walk through every page of each coach.
  const pool = poolOf(dbUrl, 1);
  try {
    const first = seeded.coaches[0]!;
    const page = (await list(first.userId, {})).message();
    const [sums] = (
      await pool.query<{ n: string; contact: number; prep: number; travel: number; miles: number }>(
        `select count(*) as n, sum(time_spent_hours) as contact, sum(prep_time_hours) as prep, sum(travel_time_hours) as travel, sum(miles_traveled) as miles
           from ta_tracking where coach_user_id = $1`,
        [first.userId],
      )
    ).rows;
    const t = page.totals!;
    if (page.taTrackingRecords.length !== PAGE_SIZE || !page.pageResponse?.nextPageToken) throw new Error("CoachListMyTATracking: the first page is not full");
    if (page.taTrackingRecords.some((r) => r.coachUserId !== first.userId)) throw new Error("CoachListMyTATracking: another coach's session on the page");
    if (t.sessions !== Number(sums!.n) || !near(t.contactHours, sums!.contact) || !near(t.prepHours, sums!.prep) || !near(t.travelHours, sums!.travel) || !near(t.milesTraveled, sums!.miles)) {
      throw new Error(`CoachListMyTATracking: totals ${JSON.stringify(t)} differ from the database's ${JSON.stringify(sums)}`);
    }
    const oneClient = (await list(first.userId, { clientUserId: first.menteeIds[0]! })).message();
    if (oneClient.taTrackingRecords.some((r) => r.clientUserId !== first.menteeIds[0])) throw new Error("CoachListMyTATracking: the client filter let another client through");
    const [w0] = windows(seeded.today);
    const inRange = (await list(first.userId, { range: w0 })).message();
    const [expected] = (await pool.query<{ n: string }>(`select count(*) as n from ta_tracking where coach_user_id = $1 and date_of_session between $2 and $3`, [first.userId, ...w0!])).rows;
    if (inRange.totals!.sessions !== Number(expected!.n)) throw new Error(`CoachListMyTATracking: ${inRange.totals!.sessions} sessions in the range, the database counts ${expected!.n}`);
  } finally {
    await pool.end();
  }

  const walked = new Map<string, string[]>();
  const walkStarted = performance.now();
  for (const c of seeded.coaches) {
    const seen = new Set<string>();
    const pageTokens: string[] = [];
    let pageToken = "";
    let previous = "9999-12-31";
    do {
      const answer = (await list(c.userId, { pageToken })).message();
      for (const r of answer.taTrackingRecords) {
        const d = r.taTracking!.dateOfSession!;
        const iso = `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
        if (iso > previous) throw new Error("the walk went back in time: not newest first");
        previous = iso;
        seen.add(r.taTrackingId);
      }
      if (answer.totals!.sessions !== c.sessions) throw new Error(`the walk's totals changed: ${answer.totals!.sessions} of ${c.sessions}`);
      pageToken = answer.pageResponse?.nextPageToken ?? "";
      if (pageToken) pageTokens.push(pageToken);
    } while (pageToken);
    if (seen.size !== c.sessions) throw new Error(`the walk saw ${seen.size} of coach ${c.n}'s ${c.sessions} sessions`);
    walked.set(c.userId, pageTokens);
  }
  console.error(`${engine}: answers checked; walked every page of ${seeded.coaches.length} coaches in ${((performance.now() - walkStarted) / 1000).toFixed(1)} s`);

  // The i-th call of each case (coach i mod sampled, then that coach's next token, client or window).
  const ranges = windows(seeded.today);
  const callOf = (name: CaseName, i: number) => {
    const c = seeded.coaches[i % seeded.coaches.length]!;
    const turn = Math.floor(i / seeded.coaches.length);
    const walk = walked.get(c.userId)!;
    switch (name) {
      case "first page, no filter":
        return list(c.userId, {});
      case "a following page (page token)":
        return list(c.userId, { pageToken: walk[(turn * 7 + i) % walk.length]! });
      case "first page, one client":
        return list(c.userId, { clientUserId: c.menteeIds[turn % c.menteeIds.length]! });
      case "first page, a 90-day range":
        return list(c.userId, { range: ranges[turn % ranges.length]! });
    }
  };

  for (let i = 0; i < 40; i++) for (const name of CASES) await callOf(name, i); // warm-up

  const figures = await interleavedCalls(CASES, callsPerCase, async (name, i) => {
    const r = await callOf(name, i);
    const m: CoachListMyTATrackingResponse = r.message();
    if (m.taTrackingRecords.length === 0) throw new Error(`${name}: an empty page`);
    return { ms: r.ms, wireBytes: r.wireBytes, matched: m.totals!.sessions };
  });
  console.error(`${engine}: measured`);
  return { rows: CASES.map((name, k) => ({ engine, name, ...figures[k]! })), tokens: walked };
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN ANALYZE of the store's two statements

async function explain(engine: string, dbUrl: string, seeded: Seeded, walked: Map<string, string[]>): Promise<ExplainRow[]> {
  const pool = poolOf(dbUrl, 2);
  const { db, captured } = capturingDb(pool);
  const store = createTATrackingStore(db);
  const out: ExplainRow[] = [];
  try {
    const c = seeded.coaches[0]!;
    // The following page's cursor: where a page in the middle of the walk starts.
    const middle = Math.floor((walked.get(c.userId)?.length ?? 2) / 2);
    const [at] = (
      await pool.query<{ key: string; id: string }>(
        `select date_of_session::text as key, id from ta_tracking where coach_user_id = $1 order by date_of_session desc, id desc offset $2 limit 1`,
        [c.userId, middle * PAGE_SIZE - 1],
      )
    ).rows;
    const [start, end] = windows(seeded.today)[1]!;
    const cases: [CaseName, TAFilter, Cursor | null][] = [
      ["first page, no filter", { coachUserId: c.userId }, null],
      ["a following page (page token)", { coachUserId: c.userId }, { key: at!.key, id: at!.id }],
      ["first page, one client", { coachUserId: c.userId, clientUserId: c.menteeIds[0]! }, null],
      ["first page, a 90-day range", { coachUserId: c.userId, start, end }, null],
    ];
    for (const [name, filter, after] of cases) {
      captured.length = 0;
      await store.page(filter, after, PAGE_SIZE);
      const explained = await explainPageAndCount(pool, captured, { runs: explainRuns, details: ["heap fetches"], label: `${engine}, ${name}` });
      out.push({ engine, name, ...explained });
    }
  } finally {
    await pool.end();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Per engine

const sizes: string[] = [];

const perEngine = await eachEngine(engines, (engine) =>
  withSeededServer(engine, { prefix: "compass-bench-ta-", database: BENCH_DB }, seed, async (server, label, seeded): Promise<{ rows: Row[]; plans: ExplainRow[] }> => {
    sizes.push(`${label}: ta_tracking ${seeded.tableMb.toFixed(0)} MB, its indexes ${seeded.indexMb.toFixed(0)} MB`);
    const { rows, tokens } = await measure(label, server.base, server.dbUrl, seeded);
    const plans = await explain(label, server.dbUrl, seeded, tokens);
    return { rows, plans };
  }),
);
const results = perEngine.flatMap((r) => r.rows);
const plans = perEngine.flatMap((r) => r.plans);

printHead("ta-tracking", schemaSql);
console.log(
  `${rowsTotal} TA sessions, ${coaches} coaches with ${mentees} mentees each; ${sampled} coaches signed in, taken in turn; one call at a time over gRPC-web binary, ` +
    `Accept-Encoding "${acceptEncoding}"; the four cases interleaved, ${callsPerCase} calls each after a walk through every page and a warm-up; server on core 0, client on core ${cores - 1}\n`,
);
console.log("| engine | CoachListMyTATracking | calls | sessions selected | p50 ms | p95 ms | p99 ms | req/s | bytes sent |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(`| ${r.engine} | ${r.name} | ${r.times.length} | ${r.matched} | ${percentileCells(r.times)} | ${perSecond(r.times.length, r.wallMs)} | ${kb(r.wireBytes)} |`);
}
console.log(`\n${sizes.join("; ")}.`);
console.log(`\nIn the database (EXPLAIN ANALYZE, median of ${explainRuns}; one sampled coach):\n`);
console.log("| engine | case | page ms | totals ms | page plan | totals plan |");
console.log("|---|---|---:|---:|---|---|");
for (const p of plans) {
  console.log(`| ${p.engine} | ${p.name} | ${pageAndCountCells(p)} |`);
}
const verdicts = [...new Set(results.map((r) => r.engine))].map((engine) => {
  const worst = Math.max(...results.filter((r) => r.engine === engine).map((r) => quantile(r.times, 0.95)));
  return `${engine}: worst p95 ${worst.toFixed(1)} ms (${worst < GOAL_MS ? "met" : "missed"})`;
});
console.log(`\nGoal: p95 under ${GOAL_MS} ms in every case — ${verdicts.join("; ")}.`);
