/**
 * The impact dashboard's summary (issue #40 §6) over 1,000,000 TA sessions and 100,000 milestones:
 * AdminGetImpactSummary through the built server, on the embedded engine and on a PostgreSQL
 * server. Goal: p95 under 100 ms.
 *
 * Per engine: the built server (`dist/`, as `npm start` runs it) with a temporary DATA_DIR; this
 * process (the client) on the last core. For the PostgreSQL server a temporary database
 * (compass_bench_impact_summary) is created beside BENCH_PG_URL and dropped at the end.
 *
 * Seeded straight into the database (INSERT … SELECT over generate_series): 50 coaches, 10 partner
 * banks with a referral code each, BENCH_CLIENTS (20,000) learners — nine in ten signed up with one of
 * the codes — BENCH_SESSIONS (1,000,000) TA sessions spread over the last five years, and
 * BENCH_MILESTONES (100,000) milestones of every kind over the same years (two in three verified or
 * confirmed), credited to the client's coach and code. Then VACUUM ANALYZE.
 *
 * Cases, interleaved call by call, BENCH_CALLS (100) each after 10 of warm-up: the fiscal year to
 * date (the page's default), the last full fiscal year, that year for one coach, that year for one
 * bank, and the last five fiscal years with the reported milestones counted too (the widest period
 * the method allows). Each answer is checked against the seed (sessions counted).
 *
 *   npm run bench:impact-summary
 *   BENCH_ENGINES=embedded|postgres (default both), BENCH_PG_URL, BENCH_CALLS (100), BENCH_CLIENTS,
 *   BENCH_PIN_SERVER=0 (the server, and the embedded database, on every core: see pinServer),
 *   BENCH_SESSIONS, BENCH_MILESTONES.
 */
import { create, type MessageInitShape } from "@bufbuild/protobuf";
import { AdminGetImpactSummaryRequestSchema, AdminGetImpactSummaryResponseSchema } from "../src/gen/compass/v1/compass_pb.js";
import { fiscalYear, fiscalYearOf } from "../src/shared/fiscal-periods.js";
import { requireBuiltServer } from "./built-server.js";
import { acceptEncoding, grpcWebCaller } from "./grpc-web-call.js";
import { benchEngines, eachEngine, interleavedCalls, kb, percentileCells, poolOf, printHead, quantile, withSeededServer } from "./measure.js";
import { pinToLastCore } from "./pinning.js";
import { createBenchUser, schemaSql, type BenchUser } from "./seed-helpers.js";
import { signInThroughProvider } from "./sign-in.js";

const calls = Number(process.env.BENCH_CALLS ?? 100);
const clients = Number(process.env.BENCH_CLIENTS ?? 20_000);
const sessions = Number(process.env.BENCH_SESSIONS ?? 1_000_000);
const milestoneCount = Number(process.env.BENCH_MILESTONES ?? 100_000);
const BENCH_DB = "compass_bench_impact_summary";
const GOAL_P95_MS = 100;
/**
 * BENCH_PIN_SERVER=0: the server on every core instead of core 0 (DESIGN §10's set-up). With the
 * embedded engine the database is the server's child and shares its pinning; the PostgreSQL
 * server's backends run on every core either way.
 */
const pinServer = process.env.BENCH_PIN_SERVER !== "0";

pinToLastCore();
requireBuiltServer("bench:impact-summary");
const engines = benchEngines();

interface Seeded {
  admin: BenchUser;
  coachId: string;
  bankId: string;
}

async function seed(dbUrl: string): Promise<Seeded> {
  const pool = poolOf(dbUrl, 1);
  const q = (text: string, params: unknown[] = []) => pool.query(text, params);
  try {
    if (schemaSql) await pool.query(schemaSql);
    const admin = await createBenchUser(pool, "admin");
    await q(`insert into users (type, email, first_name, last_name) select 'COACH', 'coach-' || g || '@example.com', 'Coach', 'No. ' || g from generate_series(1, 50) g`);
    await q(`insert into users (type, email, first_name, last_name) select 'BANK', 'bank-' || g || '@example.com', 'Bank', 'No. ' || g from generate_series(1, 10) g`);
    await q(`insert into referral_codes (code, owner_user_id, kind) select 'BANK' || substring(email from 'bank-(\\d+)@'), id, 'bank' from users where type = 'BANK'`);
    // Learners: coach by number, nine in ten with a bank's code.
    await q(
      `insert into users (type, email, assigned_coach_id, referral_code)
       select 'STANDARD', 'client-' || g || '@example.com',
         (select id from users where email = 'coach-' || (1 + g % 50) || '@example.com'),
         case when g % 10 = 0 then null else 'BANK' || (1 + g % 10) end
       from generate_series(1, $1::int) g`,
      [clients],
    );
    await q(`create temporary table bench_clients as select row_number() over (order by id) as n, id, assigned_coach_id, referral_code from users where type = 'STANDARD' and email like 'client-%'`);
    await q(`create index on bench_clients (n)`);
    await q(
      `insert into ta_tracking (coach_user_id, client_user_id, date_of_session, time_spent_hours, prep_time_hours, travel_time_hours)
       select c.assigned_coach_id, c.id, current_date - (g % 1826), 0.5 + (g % 4) * 0.5, (g % 3) * 0.25, (g % 5) * 0.1
       from generate_series(1, $1::int) g join bench_clients c on c.n = 1 + g % $2::int`,
      [sessions, clients],
    );
    await q(
      `insert into milestones (user_id, kind, occurred_on, full_time_jobs, part_time_jobs, revenue_year, amount, capital_type, capital_source,
         lender_name, through_program, legal_form, certification_name, certification_issuer, state, recorded_by_role,
         credited_coach_user_id, credited_partner_user_id, credited_referral_code)
       select c.id, k.kind, current_date - (g % 1826),
         case when k.kind in ('jobs_created', 'jobs_retained') then 1 + g % 5 end,
         case when k.kind in ('jobs_created', 'jobs_retained') then g % 3 end,
         case when k.kind = 'annual_revenue' then extract(year from current_date - (g % 1826))::int - 1 end,
         case when k.kind = 'annual_revenue' then 50000 + (g % 97) * 1000 when k.kind = 'capital_accessed' then 5000 + (g % 41) * 2500 end,
         case when k.kind = 'capital_accessed' then (array['loan', 'line_of_credit', 'equity', 'grant'])[1 + g % 4] end,
         case when k.kind = 'capital_accessed' then (array['Bank', 'CDFI', 'SBA microloan', 'Family', ''])[1 + g % 5] end,
         case when k.kind = 'capital_accessed' then 'Lender ' || (g % 30) end,
         case when k.kind = 'capital_accessed' then g % 2 = 0 end,
         case when k.kind = 'business_started' then 'LLC' end,
         case when k.kind = 'certification' then 'Food handler' end,
         case when k.kind = 'certification' then 'County' end,
         (array['reported', 'verified', 'confirmed'])[1 + g % 3], case when g % 2 = 0 then 'staff' else 'client' end,
         c.assigned_coach_id, rc.owner_user_id, c.referral_code
       from generate_series(1, $1::int) g
       join bench_clients c on c.n = 1 + (g * 7) % $2::int
       cross join lateral (select (array['jobs_created', 'jobs_retained', 'annual_revenue', 'capital_accessed', 'business_started', 'certification'])[1 + g % 6] as kind) k
       left join referral_codes rc on rc.code = c.referral_code`,
      [milestoneCount, clients],
    );
    await q(`vacuum analyze`);
    const coach = await q(`select id from users where email = 'coach-7@example.com'`);
    const bank = await q(`select id from users where email = 'bank-3@example.com'`);
    return { admin, coachId: coach.rows[0].id as string, bankId: bank.rows[0].id as string };
  } finally {
    await pool.end();
  }
}

const day = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });

interface Case {
  name: string;
  request: MessageInitShape<typeof AdminGetImpactSummaryRequestSchema>;
}

function casesFor(seeded: Seeded): Case[] {
  const today = new Date().toISOString().slice(0, 10);
  const lastYear = fiscalYear(fiscalYearOf(today) - 1);
  const five = { start: fiscalYear(fiscalYearOf(today) - 4).start, end: today };
  const range = (r: { start: string; end: string }) => ({ startDate: day(r.start), endDate: day(r.end) });
  return [
    { name: "fiscal year to date (the default)", request: {} },
    { name: "last full fiscal year", request: range(lastYear) },
    { name: "last fiscal year, one coach", request: { ...range(lastYear), coachUserId: seeded.coachId } },
    { name: "last fiscal year, one partner bank", request: { ...range(lastYear), bankUserId: seeded.bankId } },
    { name: "five fiscal years, reported counted too", request: { ...range(five), includeReported: true } },
  ];
}

interface Row {
  engine: string;
  cases: { name: string; times: number[]; sessions: number; wireBytes: number }[];
}

const rows = await eachEngine(engines, (engine) =>
  withSeededServer(
    engine,
    { prefix: "compass-bench-impact-summary-", database: BENCH_DB, pin: pinServer },
    (dbUrl) => seed(dbUrl),
    async (server, label, seeded): Promise<Row> => {
      const token = await signInThroughProvider(server.base, seeded.admin.email, seeded.admin.password);
      const send = grpcWebCaller(server.base, token, acceptEncoding);
      const cases = casesFor(seeded);
      const sessionsOf: number[] = cases.map(() => 0);
      const call = async (c: Case) => {
        const k = cases.indexOf(c);
        const r = await send("AdminGetImpactSummary", AdminGetImpactSummaryRequestSchema, AdminGetImpactSummaryResponseSchema, create(AdminGetImpactSummaryRequestSchema, c.request));
        const totals = r.message().summary?.totals;
        if (!totals || totals.sessions === 0) throw new Error(`${c.name}: no sessions counted`);
        sessionsOf[k] = totals.sessions;
        return { ms: r.ms, wireBytes: r.wireBytes, matched: totals.sessions };
      };
      await interleavedCalls(cases, 10, call);
      const figures = await interleavedCalls(cases, calls, call);
      console.error(`${engine}: measured`);
      return { engine: label, cases: cases.map((c, k) => ({ name: c.name, times: figures[k]!.times, sessions: sessionsOf[k]!, wireBytes: figures[k]!.wireBytes })) };
    },
  ),
);

printHead("impact-summary", schemaSql);
if (!pinServer) console.log("The server (and the embedded engine's database) on every core, not pinned to core 0 (BENCH_PIN_SERVER=0).\n");
console.log(
  `AdminGetImpactSummary over ${sessions.toLocaleString("en-US")} TA sessions and ${milestoneCount.toLocaleString("en-US")} milestones of ${clients.toLocaleString("en-US")} clients (50 coaches, 10 banks), five years; ${calls} calls per case, interleaved, after 10 of warm-up; Accept-Encoding ${acceptEncoding}\n`,
);
console.log("| engine | case | sessions counted | p50 ms | p95 ms | p99 ms | answer on the wire |");
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const r of rows) {
  for (const c of r.cases) console.log(`| ${r.engine} | ${c.name} | ${c.sessions.toLocaleString("en-US")} | ${percentileCells(c.times)} | ${kb(c.wireBytes)} |`);
}
const worst = rows.map((r) => {
  const p95 = Math.max(...r.cases.map((c) => quantile(c.times, 0.95)));
  return `${r.engine}: worst p95 ${p95.toFixed(1)} ms (${p95 < GOAL_P95_MS ? "met" : "missed"})`;
});
console.log(`\nGoal: p95 < ${GOAL_P95_MS} ms — ${worst.join("; ")}.`);
