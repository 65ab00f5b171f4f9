/**
 * The lender packet (issue #39, deliverable 5): is the packet of a maximum-size plan made in under
 * 3 s, and does another signed-in learner's call stay under 100 ms p99 meanwhile? Through the built
 * server (`dist/`, as `npm start` runs it), the pool as configured by default (HEAVY_WORKERS = the
 * cores the server may use).
 *
 * The learner: a business plan at the size limits (bench/document-fixtures.ts, as bench:heavy's),
 * a busy four-year cash flow (three past years month by month, four projected years: the workbook
 * bench's), the business survey answered in full, and a loan request at its limits (25 items of
 * collateral with 500-character descriptions, 25 debts with 200-character lenders). They ask for
 * their packet (DownloadMyLenderPacket) BENCH_PACKETS (8) times, one after the other (the heavy
 * admission allows one document per account at a time); each call is timed from the request to
 * the whole PDF in hand. Meanwhile a probe runs back to back, BENCH_PROBE_GAP_MS (20) between
 * calls: another signed-in learner (a four-year cash flow and a loan request of their own) calling
 * GetMyLoanReadiness and GetMyLearningJourney in turn. Measured: each packet's time (goal: every
 * one under 3 s; the first starts the pool's thread) and its size, the probe's p50/p95/p99 under
 * the load and at rest just before it (goal p99 < 100 ms).
 *
 *   npm run bench:lender-packet
 *   BENCH_ENGINES=embedded|postgres|embedded,postgres (default embedded), BENCH_PG_URL,
 *   BENCH_PACKETS (8), BENCH_PROBE_GAP_MS (20), BENCH_LANGUAGE (en; es for the Spanish packet)
 */
import { create, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { drizzle } from "drizzle-orm/node-postgres";
import {
  BusinessSurveySchema,
  CashflowSchema,
  CreditBand,
  DownloadMyLenderPacketRequestSchema,
  DownloadMyLenderPacketResponseSchema,
  GetMyLearningJourneyRequestSchema,
  GetMyLearningJourneyResponseSchema,
  GetMyLoanReadinessRequestSchema,
  GetMyLoanReadinessResponseSchema,
  LoanPurpose,
  LoanRequestSchema,
  SubmitMyBusinessPlanRequestSchema,
  SubmitMyBusinessPlanResponseSchema,
  SubmitMyBusinessSurveyRequestSchema,
  SubmitMyBusinessSurveyResponseSchema,
  SubmitMyCashflowRequestSchema,
  SubmitMyCashflowResponseSchema,
  SubmitMyLoanRequestRequestSchema,
  SubmitMyLoanRequestResponseSchema,
  type LoanRequest,
} from "../src/gen/compass/v1/compass_pb.js";
import * as schema from "../src/server/db/schema/index.js";
import { createAccount } from "../src/server/identity/accounts.js";
import { rememberLanguage } from "../src/server/identity/user-language.js";
import { CURRENT_SURVEY, SCORE_LABELS } from "../src/shared/business-survey.js";
import { COLLATERAL_DESCRIPTION_MAX, COLLATERAL_TYPE_MAX, LENDER_NAME_MAX, LOAN_ITEMS_MAX } from "../src/shared/loan-request.js";
import { requireBuiltServer } from "./built-server.js";
import { fourYearCashflow, fullPlan, prose } from "./document-fixtures.js";
import { acceptEncoding, grpcWebCaller } from "./grpc-web-call.js";
import { benchEngines, eachEngine, printHead, quantile, withSeedPool, withSeededServer, type Engine } from "./measure.js";
import { cores, pinToLastCore } from "./pinning.js";
import { schemaSql } from "./seed-helpers.js";
import { signInThroughProvider } from "./sign-in.js";

const packets = Number(process.env.BENCH_PACKETS ?? 8);
const probeGapMs = Number(process.env.BENCH_PROBE_GAP_MS ?? 20);
const language = process.env.BENCH_LANGUAGE === "es" ? "es" : "en";
const GOAL_PACKET_MS = 3_000;
const GOAL_P99_MS = 100;

pinToLastCore();
requireBuiltServer("bench:lender-packet");
process.env.BENCH_ENGINES ??= "embedded";
const engines = benchEngines();

const serverEnv: Record<string, string> = {
  // The learner downloads many times; the submit limit is not what is measured.
  DOCUMENT_SUBMIT_LIMIT: "1000",
  RPC_MAX_TIMEOUT_MS: String(15 * 60_000),
};

// ---------------------------------------------------------------------------------------------
// The learner's documents

/** A loan request at its limits: every collateral item and debt there may be, their texts at full length. */
function fullRequest(): LoanRequest {
  return create(LoanRequestSchema, {
    amount: 250_000n,
    purpose: LoanPurpose.EQUIPMENT,
    termMonths: 120,
    annualRatePercent: 8.75,
    equityInjection: 40_000n,
    creditBand: CreditBand.FROM_680_TO_719,
    collateral: Array.from({ length: LOAN_ITEMS_MAX }, (_, k) => ({
      type: prose(COLLATERAL_TYPE_MAX, k),
      description: prose(COLLATERAL_DESCRIPTION_MAX, k + 1),
      estimatedValue: BigInt(10_000 + k * 1_337),
    })),
    debts: Array.from({ length: LOAN_ITEMS_MAX }, (_, k) => ({
      lender: prose(LENDER_NAME_MAX, k + 2),
      balance: BigInt(5_000 + k * 911),
      monthlyPayment: BigInt(150 + k * 13),
      maturityDate: { year: 2028 + (k % 10), month: 1 + (k % 12), day: 1 + (k % 28) },
    })),
  });
}

function fullSurvey() {
  return create(BusinessSurveySchema, {
    selfAssessment: CURRENT_SURVEY.sections.map((s, si) => ({
      name: s.name,
      order: si,
      responses: s.questions.map((q, qi) => {
        const score = 1 + ((si + qi) % 5);
        return { question: q.text, order: qi, score, scoreLabel: SCORE_LABELS[score - 1] ?? "" };
      }),
    })),
    systemsUsed: CURRENT_SURVEY.systems.map((system, k) => ({ label: system.label, answer: prose(120, k) })),
  });
}

// ---------------------------------------------------------------------------------------------
// Seed: two accounts (the documents go in through the API once the server runs)

interface Account {
  email: string;
  password: string;
  userId: string;
}
interface Seeded {
  learner: Account;
  prober: Account;
}

function seed(dbUrl: string, engine: Engine): Promise<Seeded> {
  return withSeedPool(dbUrl, engine, async (pool, step) => {
    const db = drizzle(pool, { schema });
    const t0 = performance.now();
    const account = async (email: string, name: [string, string, string]): Promise<Account> => {
      const password = `bench packet ${Math.random().toString(36).slice(2)}`;
      const { userId } = await createAccount(db, { email, password }, { emailVerified: true });
      await pool.query(`update users set first_name = $2, last_name = $3, business_name = $4 where id = $1`, [userId, ...name]);
      await rememberLanguage(db, userId, language);
      return { email, password, userId };
    };
    const learner = await account("bench.packet@example.com", ["Rosa", "Núñez", "Panadería Núñez & Hijos"]);
    const prober = await account("bench.packet-prober@example.com", ["Ben", "Okafor", "Okafor Auto Repair"]);
    step("a learner and a prober", t0);
    return { learner, prober };
  });
}

// ---------------------------------------------------------------------------------------------
// Measure

interface Figures {
  engine: string;
  packetMs: number[];
  packetBytes: number;
  refused: number;
  probe: number[];
  probeAtRest: number[];
  probeErrors: string[];
}

type Caller = ReturnType<typeof grpcWebCaller>;
const callOf =
  <I extends DescMessage, O extends DescMessage>(method: string, input: I, output: O) =>
  (caller: Caller, value: MessageShape<I>) =>
    caller(method, input, output, value);

const submitPlan = callOf("SubmitMyBusinessPlan", SubmitMyBusinessPlanRequestSchema, SubmitMyBusinessPlanResponseSchema);
const submitSurvey = callOf("SubmitMyBusinessSurvey", SubmitMyBusinessSurveyRequestSchema, SubmitMyBusinessSurveyResponseSchema);
const submitCashflow = callOf("SubmitMyCashflow", SubmitMyCashflowRequestSchema, SubmitMyCashflowResponseSchema);
const submitRequest = callOf("SubmitMyLoanRequest", SubmitMyLoanRequestRequestSchema, SubmitMyLoanRequestResponseSchema);
const downloadPacket = callOf("DownloadMyLenderPacket", DownloadMyLenderPacketRequestSchema, DownloadMyLenderPacketResponseSchema);
const readiness = callOf("GetMyLoanReadiness", GetMyLoanReadinessRequestSchema, GetMyLoanReadinessResponseSchema);
const journey = callOf("GetMyLearningJourney", GetMyLearningJourneyRequestSchema, GetMyLearningJourneyResponseSchema);

/** The probe's calls, back to back, until stopped: GetMyLoanReadiness and GetMyLearningJourney in turn; each call's time. */
function probing(prober: Caller, errors: string[]): () => Promise<number[]> {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    for (let k = 0; running; k++) {
      try {
        const r = k % 2 === 0 ? await readiness(prober, create(GetMyLoanReadinessRequestSchema)) : await journey(prober, create(GetMyLearningJourneyRequestSchema));
        times.push(r.ms);
      } catch (err) {
        errors.push((err as Error).message);
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

async function measure(engine: string, base: string, seeded: Seeded): Promise<Figures> {
  const sign = (a: Account) => signInThroughProvider(base, a.email, a.password);
  const learner = grpcWebCaller(base, await sign(seeded.learner), acceptEncoding);
  const prober = grpcWebCaller(base, await sign(seeded.prober), acceptEncoding);
  const t0 = performance.now();
  await submitPlan(learner, create(SubmitMyBusinessPlanRequestSchema, { plan: fullPlan(0) }));
  await submitSurvey(learner, create(SubmitMyBusinessSurveyRequestSchema, { survey: fullSurvey() }));
  await submitCashflow(learner, create(SubmitMyCashflowRequestSchema, { cashflow: create(CashflowSchema, fourYearCashflow) }));
  await submitRequest(learner, create(SubmitMyLoanRequestRequestSchema, { request: fullRequest() }));
  await submitCashflow(prober, create(SubmitMyCashflowRequestSchema, { cashflow: create(CashflowSchema, fourYearCashflow) }));
  await submitRequest(prober, create(SubmitMyLoanRequestRequestSchema, { request: create(LoanRequestSchema, { ...fullRequest(), collateral: [], debts: [] }) }));
  console.error(`${engine}: the learner's plan, survey, cash flow and loan request, and the prober's, submitted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const probeErrors: string[] = [];
  // At rest: the probe alone for a moment.
  const rest = probing(prober, probeErrors);
  await new Promise((r) => setTimeout(r, 3_000));
  const probeAtRest = await rest();

  const stop = probing(prober, probeErrors);
  const packetMs: number[] = [];
  let packetBytes = 0;
  let refused = 0;
  for (let i = 0; i < packets; i++) {
    try {
      const r = await downloadPacket(learner, create(DownloadMyLenderPacketRequestSchema));
      const content = r.message().result?.content ?? new Uint8Array();
      if (Buffer.from(content.subarray(0, 5)).toString() !== "%PDF-") throw new Error("DownloadMyLenderPacket: not a PDF");
      packetBytes = content.byteLength;
      packetMs.push(r.ms);
    } catch (err) {
      if (/grpc-status 8\b/.test((err as Error).message)) refused++;
      else throw err;
    }
  }
  const probe = await stop();
  console.error(`${engine}: ${packetMs.length} packets, ms ${packetMs.map((m) => m.toFixed(0)).join(", ")}; probe p99 ${quantile(probe, 0.99).toFixed(0)} ms (${probe.length} calls)`);
  return { engine, packetMs, packetBytes, refused, probe, probeAtRest, probeErrors };
}

const all: Figures[] = [];
await eachEngine(engines, async (engine) => {
  const options = { prefix: "compass-bench-packet-", database: `bench_packet_${process.pid}`, env: serverEnv, pin: false };
  all.push(
    await withSeededServer(engine, options, seed, async (server, label, seeded) =>
      measure(label, server.base, seeded).catch((err: unknown) => {
        console.error(`${label}: failed; the server's output:\n${server.output().slice(-4000)}`);
        throw err;
      }),
    ),
  );
});

const p = (xs: readonly number[]) => [0.5, 0.95, 0.99].map((q) => quantile(xs, q).toFixed(0)).join(" / ");
printHead("lender-packet", schemaSql);
console.log(
  `One learner asks for their lender packet (DownloadMyLenderPacket, ${language === "es" ? "Spanish" : "English"}) ${packets} times in a row: a business plan at the size limits, a four-year cash flow, ` +
    `the survey in full, a loan request with ${LOAN_ITEMS_MAX} items of collateral and ${LOAN_ITEMS_MAX} debts. Meanwhile another signed-in learner calls GetMyLoanReadiness and ` +
    `GetMyLearningJourney in turn, back to back (${probeGapMs} ms apart). Server on every core (${cores}), the pool at its default size; client on core ${cores - 1}.\n`,
);
console.log("| engine | packets (refused) | packet ms: first / p50 / max | packet size | probe ms p50 / p95 / p99 (calls) | at rest p50 / p95 / p99 |");
console.log("|---|---:|---:|---:|---|---|");
for (const f of all) {
  console.log(
    `| ${f.engine} | ${f.packetMs.length} (${f.refused}) | ${(f.packetMs[0] ?? NaN).toFixed(0)} / ${quantile(f.packetMs, 0.5).toFixed(0)} / ${Math.max(...f.packetMs).toFixed(0)} | ${(f.packetBytes / 1024).toFixed(0)} KB | ` +
      `${p(f.probe)} (${f.probe.length}) | ${p(f.probeAtRest)} |`,
  );
}
for (const f of all) if (f.probeErrors.length) console.log(`\n${f.engine}: probe calls that failed: ${f.probeErrors.length} (${f.probeErrors.slice(0, 3).join("; ")}).`);
const verdict = all.map((f) => {
  const slowest = Math.max(...f.packetMs);
  const p99 = quantile(f.probe, 0.99);
  return `${f.engine}: slowest packet ${slowest.toFixed(0)} ms (${slowest < GOAL_PACKET_MS ? "met" : "missed"}), probe p99 ${p99.toFixed(0)} ms (${p99 < GOAL_P99_MS ? "met" : "missed"})`;
});
console.log(`\nGoals: every packet under ${GOAL_PACKET_MS / 1000} s, the other learner's p99 under ${GOAL_P99_MS} ms — ${verdict.join("; ")}.`);
