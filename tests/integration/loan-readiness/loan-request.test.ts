/**
 * The loan request through the real server (issue #39 §1): SubmitMyLoanRequest and GetMyLoanRequest —
 * sign-in, the shared checks naming the field path with nothing half-saved, versions (numbered by the
 * database, kept in the history), tidying, the read mask, the state flags and the per-account submit
 * limit the other documents have.
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreditBand} from "../../../src/gen/compass/v1/compass_pb.js";
import { LoanPurpose, LoanRequestSchema, type LoanRequest } from "../../../src/gen/compass/v1/compass_pb.js";
import { sampleRequest } from "../../setup/loan-readiness.js";
import { loanRequestHistory, loanRequests, userStates } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { describeDocumentAccess } from "../../setup/document-access.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let learnerId: string;
let learner: Client;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  learnerId = await insertUser(database, "STANDARD");
  learner = api.client(await tokenOf(learnerId));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const stateOf = async (userId: string) => (await database.db.select().from(userStates).where(eq(userStates.userId, userId)))[0];
const versionsOf = async (userId: string) => (await database.db.select({ n: count() }).from(loanRequestHistory).where(eq(loanRequestHistory.userId, userId)))[0]!.n;

describeDocumentAccess({
  anonymous: () => api.client(),
  methods: [
    ["submitMyLoanRequest", { request: {} }],
    ["getMyLoanRequest", {}],
  ],
  refused: [],
});

describe("SubmitMyLoanRequest checks", () => {
  const edit = (change: (r: LoanRequest) => void) => () => {
    const r = sampleRequest();
    change(r);
    return { request: r };
  };
  expectCases((req: { request?: LoanRequest }) => learner.submitMyLoanRequest(req), [
    { name: "without a request", request: {}, code: Code.InvalidArgument, message: "request: required." },
    { name: "for an amount over 100,000,000", request: edit((r) => (r.amount = 100_000_001n)), code: Code.InvalidArgument, message: "request.amount: at most 100,000,000 dollars." },
    { name: "for a term over 480 months", request: edit((r) => (r.termMonths = 481)), code: Code.InvalidArgument, message: "request.term_months: give a term in whole months, up to 480." },
    { name: "for a rate over 60 percent", request: edit((r) => (r.annualRatePercent = 60.5)), code: Code.InvalidArgument, message: "request.annual_rate_percent: give a rate from 0 to 60 percent." },
    { name: "for a rate that is not a number", request: edit((r) => (r.annualRatePercent = Number.NaN)), code: Code.InvalidArgument, message: "request.annual_rate_percent: give a rate from 0 to 60 percent." },
    { name: "for an unknown purpose", request: edit((r) => (r.purpose = 9 as LoanPurpose)), code: Code.InvalidArgument, message: "request.purpose: choose one of the listed purposes." },
    { name: "for 'other' without a description", request: edit((r) => ((r.purpose = LoanPurpose.OTHER), (r.purposeText = "  "))), code: Code.InvalidArgument, message: "request.purpose_text: describe what the loan is for." },
    { name: "for a description over 500 characters", request: edit((r) => ((r.purpose = LoanPurpose.OTHER), (r.purposeText = "x".repeat(501)))), code: Code.InvalidArgument, message: "request.purpose_text: use at most 500 characters (this has 501)." },
    { name: "for an unknown credit band", request: edit((r) => (r.creditBand = 7 as CreditBand)), code: Code.InvalidArgument, message: "request.credit_band: choose one of the listed credit score ranges." },
    { name: "for an equity injection over 1,000,000,000", request: edit((r) => (r.equityInjection = 1_000_000_001n)), code: Code.InvalidArgument, message: "request.equity_injection: at most 1,000,000,000 dollars." },
    {
      name: "naming the collateral item's path",
      request: edit((r) => r.collateral.push({ $typeName: "compass.v1.LoanCollateral", type: "Land", description: "", estimatedValue: 1_000_000_001n })),
      code: Code.InvalidArgument,
      message: "request.collateral[2].estimated_value: at most 1,000,000,000 dollars.",
    },
    {
      name: "for more than 25 items of collateral",
      request: edit((r) => (r.collateral = Array.from({ length: 26 }, () => create(LoanRequestSchema.field.collateral.message!, { type: "Tool", estimatedValue: 1n })) as LoanRequest["collateral"])),
      code: Code.InvalidArgument,
      message: "request.collateral: list at most 25 items of collateral.",
    },
    { name: "for a debt without a lender", request: edit((r) => (r.debts[0]!.lender = "")), code: Code.InvalidArgument, message: "request.debts[0].lender: name the lender." },
    { name: "for a maturity date that is not a day", request: edit((r) => (r.debts[0]!.maturityDate = { $typeName: "compass.v1.Date", year: 2029, month: 2, day: 30 })), code: Code.InvalidArgument, message: "request.debts[0].maturity_date: give a real day of the month." },
  ]);
  it("stores nothing when refused", async () => {
    expect(await versionsOf(learnerId)).toBe(0);
    expect((await stateOf(learnerId))?.hasCompletedLoanRequest ?? false).toBe(false);
  });
});

describe("submit and read back", () => {
  it("reads an empty request (version 0) first and marks it seen", async () => {
    const id = await insertUser(database, "STANDARD");
    const { request } = await api.client(await tokenOf(id)).getMyLoanRequest({});
    expect(request?.versionNumber).toBe(0);
    expect((await stateOf(id))?.hasSeenLoanRequest).toBe(true);
    expect((await stateOf(id))?.hasCompletedLoanRequest).toBe(false);
  });

  it("keeps every version, tidied", async () => {
    expect((await learner.submitMyLoanRequest({ request: sampleRequest(40_000n) })).versionNumber).toBe(1);
    expect((await learner.submitMyLoanRequest({ request: { ...sampleRequest(45_000n), versionNumber: 99 } })).versionNumber).toBe(2);
    const { request } = await learner.getMyLoanRequest({});
    expect(request?.versionNumber).toBe(2);
    expect(request?.amount).toBe(45_000n);
    expect(request?.purposeText).toBe("");
    expect(request?.collateral.map((c) => c.type)).toEqual(["Vehicle"]);
    expect(request?.debts).toHaveLength(1);
    expect(request?.debts[0]?.maturityDate).toEqual(expect.objectContaining({ year: 2029, month: 6, day: 30 }));
    expect(await versionsOf(learnerId)).toBe(2);
    expect((await stateOf(learnerId))?.hasCompletedLoanRequest).toBe(true);
    // The flags reach GetMyState (UserState fields 10 and 11).
    expect((await learner.getMyState({})).state).toMatchObject({ hasSeenLoanRequest: true, hasCompletedLoanRequest: true });
  });

  it("allows a draft without an amount (0: not decided yet)", async () => {
    const id = await insertUser(database, "STANDARD");
    const client = api.client(await tokenOf(id));
    expect((await client.submitMyLoanRequest({ request: { purpose: LoanPurpose.INVENTORY } })).versionNumber).toBe(1);
    expect((await client.getMyLoanRequest({})).request?.amount).toBe(0n);
  });

  it("applies the read mask", async () => {
    const { request } = await learner.getMyLoanRequest({ fields: { paths: ["amount"] } });
    expect(request?.amount).toBe(45_000n);
    expect(request?.collateral).toEqual([]);
    expect((await outcome(learner.getMyLoanRequest({ fields: { paths: ["nope"] } }))).code).toBe(Code.InvalidArgument);
  });
});

describe("the submit limit (like the other documents)", () => {
  it("refuses the 21st version in the window, storing nothing", async () => {
    const id = await insertUser(database, "STANDARD");
    const client = api.client(await tokenOf(id));
    for (let i = 1; i <= 20; i++) await client.submitMyLoanRequest({ request: { amount: BigInt(i) } });
    const refused = await outcome(client.submitMyLoanRequest({ request: { amount: 21n } }));
    expect(refused.code).toBe(Code.ResourceExhausted);
    expect(await versionsOf(id)).toBe(20);
    const [current] = await database.db.select().from(loanRequests).where(eq(loanRequests.userId, id));
    expect(current?.versionNumber).toBe(20);
  });
});
