/**
 * GetMyLoanReadiness for a learner with a four-year cash flow (issue #39): one call at a time
 * through the built server, as the learner's Loan readiness tab makes it, on the embedded engine
 * and on a PostgreSQL server. Goal: p95 under 25 ms.
 *
 * Per engine: the built server (`dist/`, as `npm start` runs it) with a temporary DATA_DIR, pinned
 * to core 0; this process (the client) on the last core. For the PostgreSQL server a temporary
 * database (compass_bench_loan_readiness) is created beside BENCH_PG_URL and dropped at the end.
 *
 * Seeded: the learner (createAccount, verified) signs in through the embedded provider and submits,
 * through the API, a cash flow of the starting year's 12 months (every month with sales, sales on
 * credit, two other-revenue lines, most operating expenses, interest, principal, the owner's draw
 * and an additional draw) projected 3 more years — four years in the DSCR table — a full business
 * plan, an answered survey and a loan request with 10 items of collateral and 10 debts. Straight
 * into the database: 40 TA sessions and 60 completed contents for the learner, a note and an
 * override on two Cs, thresholds, and BENCH_OTHER_LEARNERS (default 1000) other learners each
 * with the same documents and 5 TA sessions, so the learner's rows are found among others'. Then
 * VACUUM ANALYZE.
 *
 * The answer is checked (four DSCR years, the five Cs, the override shown), then BENCH_CALLS
 * (default 500) calls after 50 of warm-up, over lean gRPC-web binary with a browser's
 * Accept-Encoding, timed until the body is read.
 *
 *   npm run bench:loan-readiness
 *   BENCH_ENGINES=embedded|postgres (default both), BENCH_PG_URL, BENCH_CALLS (500),
 *   BENCH_OTHER_LEARNERS (1000), BENCH_ACCEPT_ENCODING.
 */
import { create } from "@bufbuild/protobuf";
import {
  BusinessPlanSchema,
  BusinessSurveySchema,
  CashflowSchema,
  CashflowYear,
  CreditBand,
  GetMyLoanReadinessRequestSchema,
  GetMyLoanReadinessResponseSchema,
  LoanPurpose,
  LoanRequestSchema,
  Month,
  ReadinessState,
  SubmitMyBusinessPlanRequestSchema,
  SubmitMyBusinessPlanResponseSchema,
  SubmitMyBusinessSurveyRequestSchema,
  SubmitMyBusinessSurveyResponseSchema,
  SubmitMyCashflowRequestSchema,
  SubmitMyCashflowResponseSchema,
  SubmitMyLoanRequestRequestSchema,
  SubmitMyLoanRequestResponseSchema,
  type Cashflow,
} from "../src/gen/compass/v1/compass_pb.js";
import { blankSurvey } from "../src/shared/business-survey.js";
import { requireBuiltServer } from "./built-server.js";
import { acceptEncoding, grpcWebCaller } from "./grpc-web-call.js";
import { benchEngines, eachEngine, engineLabel, kb, percentileCells, perSecond, poolOf, printHead, quantile, timeCalls, withEngineServer } from "./measure.js";
import { pinToLastCore } from "./pinning.js";
import { createBenchUser, schemaSql, type BenchUser } from "./seed-helpers.js";
import { signInThroughProvider } from "./sign-in.js";

const calls = Number(process.env.BENCH_CALLS ?? 500);
const otherLearners = Number(process.env.BENCH_OTHER_LEARNERS ?? 1000);
const BENCH_DB = "compass_bench_loan_readiness";
const GOAL_P95_MS = 25;

pinToLastCore();
requireBuiltServer("bench:loan-readiness");
const engines = benchEngines();

/** The starting year's 12 months, every month a little different, projected 3 years after it. */
function fourYearCashflow(): Cashflow {
  const months = Array.from({ length: 12 }, (_, i) => {
    const k = BigInt(i);
    return {
      month: (i + 1) as Month,
      income: { posSales: 18_000n + k * 400n, salesOnCredit: 2_500n + k * 50n, otherRevenue: [{ label: "Catering", amount: 900n }, { label: "Classes", amount: 300n + k * 10n }] },
      expenses: {
        inventoryCost: 5_200n + k * 100n,
        rawMaterials: 800n,
        grossWages: 4_800n,
        managementsSalaries: 1_500n,
        outsideServices: 250n,
        supplies: 300n,
        repairs: 120n,
        advertising: 400n,
        accountingServices: 150n,
        legalServices: 50n,
        rent: 2_400n,
        telephone: 90n,
        utilities: 380n,
        insurance: 210n,
        realEstateTaxes: 60n,
        incomeTaxes: 700n,
        interestOnLoans: 310n,
        depreciation: 150n,
        otherOperatingExpenses: [{ label: "Software", amount: 80n }, { label: "Uniforms", amount: 40n }],
        loanPrincipal: 650n,
        ownerDraw: 2_000n,
        additionalDraw: [{ label: "Spouse", amount: 300n }],
      },
    };
  });
  return create(CashflowSchema, {
    fiscalStartingMonth: Month.JANUARY,
    prestartupCashOnHand: 15_000n,
    months: [{ year: CashflowYear.STARTING_YEAR, months }],
    anticipatedRevenueChangePercent: [8, 6, 5],
    anticipatedExpenseChangePercent: [5, 4, 4],
  });
}

const long = (topic: string) => `${topic}: `.concat("We bake bread and pastries for the neighbourhood and two cafés. ".repeat(12)).trim();

async function seedThroughApi(base: string, learner: BenchUser): Promise<void> {
  const token = await signInThroughProvider(base, learner.email, learner.password);
  const send = grpcWebCaller(base, token, "identity");
  await send("SubmitMyCashflow", SubmitMyCashflowRequestSchema, SubmitMyCashflowResponseSchema, create(SubmitMyCashflowRequestSchema, { cashflow: fourYearCashflow() }));
  const plan = create(BusinessPlanSchema, {
    companyDescription: long("Company"),
    whyBusinessStarted: long("Why"),
    companyGoodsServices: long("Goods"),
    businessGoals: long("Goals"),
    endGoalForBusiness: long("End goal"),
    targetMarket: long("Market"),
    customerCharacteristics: long("Customers"),
    marketResearch: long("Research"),
    howWillCompeteAgainstCompetition: long("Compete"),
    competitors: Array.from({ length: 10 }, (_, i) => ({ competitorName: `Rival ${i}`, productServiceName: "Bread", priceLevel: 1 + (i % 3), location: "Main St", strengthWeaknesses: "Known; pricey." })),
    productCosts: Array.from({ length: 10 }, (_, i) => ({ productServiceName: `Loaf ${i}`, salePriceInCents: 600n, costOfGoodsSoldInCents: 210n, avgOverheadCostInCents: 90n })),
  });
  await send("SubmitMyBusinessPlan", SubmitMyBusinessPlanRequestSchema, SubmitMyBusinessPlanResponseSchema, create(SubmitMyBusinessPlanRequestSchema, { plan }));
  const survey = create(BusinessSurveySchema, blankSurvey());
  survey.selfAssessment.forEach((section, s) => section.responses.forEach((r, q) => (r.score = 1 + ((s + q) % 5))));
  await send("SubmitMyBusinessSurvey", SubmitMyBusinessSurveyRequestSchema, SubmitMyBusinessSurveyResponseSchema, create(SubmitMyBusinessSurveyRequestSchema, { survey }));
  const request = create(LoanRequestSchema, {
    amount: 85_000n,
    purpose: LoanPurpose.EQUIPMENT,
    termMonths: 84,
    annualRatePercent: 9.25,
    equityInjection: 12_000n,
    creditBand: CreditBand.FROM_680_TO_719,
    collateral: Array.from({ length: 10 }, (_, i) => ({ type: "Equipment", description: `Oven ${i}`, estimatedValue: 7_500n })),
    debts: Array.from({ length: 10 }, (_, i) => ({ lender: `Lender ${i}`, balance: 4_000n, monthlyPayment: 120n, maturityDate: { year: 2029, month: 1 + i, day: 15 } })),
  });
  await send("SubmitMyLoanRequest", SubmitMyLoanRequestRequestSchema, SubmitMyLoanRequestResponseSchema, create(SubmitMyLoanRequestRequestSchema, { request }));
}

async function seed(base: string, dbUrl: string): Promise<BenchUser> {
  const pool = poolOf(dbUrl, 1);
  try {
    if (schemaSql) await pool.query(schemaSql);
    const learner = await createBenchUser(pool, "learner");
    const coach = await createBenchUser(pool, "admin");
    await pool.query(`update users set assigned_coach_id = $2 where id = $1`, [learner.userId, coach.userId]);
    await seedThroughApi(base, learner);
    const q = (text: string, params: unknown[] = []) => pool.query(text, params);
    await q(
      `insert into ta_tracking (coach_user_id, client_user_id, date_of_session, time_spent_hours)
       select $2, $1, current_date - g, 0.5 + (g % 4) * 0.5 from generate_series(1, 40) g`,
      [learner.userId, coach.userId],
    );
    await q(
      `insert into user_learning_contents (user_id, content_id, title, completed_at, status)
       select $1, 'content-' || g, 'Lesson ' || g, now() - make_interval(days => g), 'COMPLETED' from generate_series(1, 60) g`,
      [learner.userId],
    );
    await q(
      `insert into readiness_reviews (user_id, factor, note, note_by_user_id, note_at, override_state, override_reason, override_by_user_id, override_at)
       values ($1, 'capacity', 'Check the summer months.', $2, now(), 'close', 'Seasonal revenue.', $2, now()),
              ($1, 'character', 'Talked about credit.', $2, now(), null, '', null, null)`,
      [learner.userId, coach.userId],
    );
    await q(`insert into readiness_thresholds (id, dscr_minimum, equity_minimum_percent, collateral_target, minimum_credit_band, updated_by_user_id)
             values ('installation', 1.25, 10, 1, '620-679', $1)`, [coach.userId]);
    // Other learners with the same documents and a few sessions each.
    await q(`insert into users (type, email) select 'STANDARD', 'other-' || g || '@example.com' from generate_series(1, $1::int) g`, [otherLearners]);
    for (const table of ["cashflows", "business_plans", "business_surveys", "loan_requests"]) {
      await q(`insert into ${table} (user_id, version_number, document) select u.id, 1, d.document from users u, ${table} d where u.email like 'other-%@example.com' and d.user_id = $1`, [learner.userId]);
      await q(`insert into ${table}_history (user_id, version_number, document) select user_id, 1, document from ${table} where user_id <> $1`, [learner.userId]);
    }
    await q(`insert into ta_tracking (coach_user_id, client_user_id, date_of_session, time_spent_hours)
             select $1, u.id, current_date - g, 1 from users u cross join generate_series(1, 5) g where u.email like 'other-%@example.com'`, [coach.userId]);
    await q(`vacuum analyze`);
    return learner;
  } finally {
    await pool.end();
  }
}

interface Row {
  engine: string;
  times: number[];
  wallMs: number;
  wireBytes: number;
}

const rows = await eachEngine(engines, (engine) =>
  // The documents go through the API, so the server is started before the seed.
  withEngineServer(
    engine,
    { prefix: "compass-bench-loan-readiness-", database: BENCH_DB },
    async (server): Promise<Row> => {
      const started = performance.now();
      const learner = await seed(server.base, server.dbUrl);
      console.error(`${engine}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const token = await signInThroughProvider(server.base, learner.email, learner.password);
      const call = grpcWebCaller(server.base, token, acceptEncoding);
      const once = () => call("GetMyLoanReadiness", GetMyLoanReadinessRequestSchema, GetMyLoanReadinessResponseSchema, create(GetMyLoanReadinessRequestSchema));
      const first = (await once()).message().readiness;
      const capacity = first?.factors[0];
      if (first?.dscrYears.length !== 4 || first.factors.length !== 5 || capacity?.state !== ReadinessState.CLOSE || !capacity.override) {
        throw new Error(`GetMyLoanReadiness answered ${first?.dscrYears.length} DSCR years, ${first?.factors.length} Cs, capacity ${capacity?.state}`);
      }
      await timeCalls(50, once);
      const { times, wallMs, last } = await timeCalls(calls, once);
      console.error(`${engine}: measured`);
      return { engine: engineLabel(engine), times, wallMs, wireBytes: last?.wireBytes ?? 0 };
    },
  ),
);

printHead("loan-readiness", schemaSql);
console.log(`GetMyLoanReadiness, a four-year cash flow (12 months + 3 projected years), full plan, survey, a request with 10 collateral items and 10 debts; ${otherLearners} other learners; ${calls} calls one at a time after 50 of warm-up; Accept-Encoding ${acceptEncoding}\n`);
console.log("| engine | p50 ms | p95 ms | p99 ms | calls/s | answer on the wire |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.engine} | ${percentileCells(r.times)} | ${perSecond(r.times.length, r.wallMs)} | ${kb(r.wireBytes)} |`);
const verdicts = rows.map((r) => `${r.engine}: p95 ${quantile(r.times, 0.95).toFixed(1)} ms (${quantile(r.times, 0.95) < GOAL_P95_MS ? "met" : "missed"})`);
console.log(`\nGoal: p95 < ${GOAL_P95_MS} ms — ${verdicts.join("; ")}.`);
