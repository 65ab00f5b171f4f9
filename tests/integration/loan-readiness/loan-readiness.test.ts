/**
 * Loan readiness through the real server (issue #39 §2, §3, §6): GetMyLoanReadiness,
 * CoachGetUserLoanReadiness, CoachSetReadinessOverride, AdminGetReadinessThresholds and
 * AdminUpdateReadinessThresholds — sign-in and role access (partner banks none), own mentees only
 * (another coach refused with the same answer whether or not the user exists), an administrator's
 * read audited, overrides and notes audited and shown beside the computed state, thresholds that
 * change the computed state, and refused writes that change nothing.
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BusinessDocument, BusinessSurveySchema, CreditBand, ReadinessFactor, ReadinessState, type LoanReadiness } from "../../../src/gen/compass/v1/compass_pb.js";
import { blankSurvey } from "../../../src/shared/business-survey.js";
import { auditLog, documentReviews, readinessReviews, readinessThresholds, taTracking, userLearningContents } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { describeDocumentAccess } from "../../setup/document-access.js";
import { sampleCashflow, sampleRequest } from "../../setup/loan-readiness.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
let coach: Client;
let otherCoach: Client;
let lender: Client;
let partner: Client;
let adminId: string;
let admin: Client;
let learnerId: string;
let learner: Client;

const UNKNOWN_USER = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH", { firstName: "Carla", lastName: "Coach" });
  coach = api.client(await tokenOf(coachId));
  otherCoach = api.client(await tokenOf(await insertUser(database, "COACH")));
  lender = api.client(await tokenOf(await insertUser(database, "LENDER")));
  partner = api.client(await tokenOf(await insertUser(database, "BANK")));
  adminId = await insertUser(database, "ADMIN", { firstName: "Ada", lastName: "Admin" });
  admin = api.client(await tokenOf(adminId));
  learnerId = await insertUser(database, "STANDARD", { assignedCoachId: coachId, businessName: "Núñez Panadería" });
  learner = api.client(await tokenOf(learnerId));
  // Cash available 120,000 − 60,000 − 12,000 = 48,000 a year.
  await learner.submitMyCashflow({ cashflow: sampleCashflow({ revenue: 120_000n, rent: 60_000n, draw: 12_000n }) });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const factor = (r: LoanReadiness | undefined, f: ReadinessFactor) => r?.factors.find((x) => x.factor === f);
const audited = (action: string, targetId: string) =>
  database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
const reviewsOf = (userId: string) => database.db.select().from(readinessReviews).where(eq(readinessReviews.userId, userId));

describeDocumentAccess({
  anonymous: () => api.client(),
  methods: [
    ["getMyLoanReadiness", {}],
    ["coachGetUserLoanReadiness", { userId: UNKNOWN_USER }],
    ["coachSetReadinessOverride", { userId: UNKNOWN_USER, factor: ReadinessFactor.CAPACITY }],
    ["adminGetReadinessThresholds", {}],
    ["adminUpdateReadinessThresholds", { thresholds: {} }],
  ],
  refused: [
    { method: "coachGetUserLoanReadiness", request: {}, clients: () => [learner, partner], userId: () => learnerId },
    { method: "coachSetReadinessOverride", request: { factor: ReadinessFactor.CAPACITY, note: "x" }, clients: () => [learner, partner], userId: () => learnerId },
    { method: "adminGetReadinessThresholds", request: {}, clients: () => [learner, coach, lender, partner], userId: () => learnerId },
    { method: "adminUpdateReadinessThresholds", request: { thresholds: { dscrMinimum: 2, minimumCreditBand: CreditBand.AT_LEAST_720 } }, clients: () => [learner, coach, lender, partner], userId: () => learnerId },
  ],
});

describe("GetMyLoanReadiness", () => {
  it("before any request: the five Cs unknown where the request is missing, never a division", async () => {
    const id = await insertUser(database, "STANDARD");
    const { readiness } = await api.client(await tokenOf(id)).getMyLoanReadiness({});
    expect(readiness?.request?.versionNumber).toBe(0);
    expect(readiness?.factors.map((f) => f.factor)).toEqual([ReadinessFactor.CAPACITY, ReadinessFactor.CAPITAL, ReadinessFactor.COLLATERAL, ReadinessFactor.CHARACTER, ReadinessFactor.CONDITIONS]);
    expect(factor(readiness, ReadinessFactor.CAPACITY)).toMatchObject({ computedState: ReadinessState.UNKNOWN, state: ReadinessState.UNKNOWN, reason: "no-cashflow" });
    expect(readiness?.overallState).toBe(ReadinessState.UNKNOWN);
    expect(readiness?.context).toMatchObject({ hasCashflow: false, hasBusinessPlan: false, hasBusinessSurvey: false, taHours: 0, learningCompleted: 0 });
    expect(readiness?.dscrYears).toEqual([]);
    expect(readiness?.thresholds).toMatchObject({ dscrMinimum: 1.15, equityMinimumPercent: 10, collateralTarget: 1, minimumCreditBand: CreditBand.FROM_620_TO_679 });
  });

  it("computes capacity from the cash flow and the requested loan (hand-computed: $1,037.92 a month, DSCR 3.85)", async () => {
    await learner.submitMyLoanRequest({ request: sampleRequest(50_000n) });
    const { readiness } = await learner.getMyLoanReadiness({});
    expect(readiness?.request?.amount).toBe(50_000n);
    expect(readiness?.cashflow).toBeDefined();
    expect(readiness?.monthlyPaymentCents).toBe(103_792n);
    expect(readiness?.dscrYears).toHaveLength(1);
    expect(readiness?.dscrYears[0]).toMatchObject({
      yearNumber: 1,
      revenueCents: 12_000_000n,
      cashAvailableCents: 4_800_000n,
      requestedLoanPaymentCents: 1_245_504n,
      debtServiceCents: 1_245_504n,
      hasRatio: true,
      dscrHundredths: 385n,
    });
    expect(factor(readiness, ReadinessFactor.CAPACITY)).toMatchObject({ computedState: ReadinessState.READY, state: ReadinessState.READY, reason: "meets" });
    // 10,000 of 60,000 = 16.7 % ≥ 10 %.
    expect(factor(readiness, ReadinessFactor.CAPITAL)).toMatchObject({ state: ReadinessState.READY, reason: "meets" });
    // 30,000 of 50,000 = 0.60 < 0.9.
    expect(factor(readiness, ReadinessFactor.COLLATERAL)).toMatchObject({ state: ReadinessState.NOT_YET, reason: "below" });
    expect(factor(readiness, ReadinessFactor.CHARACTER)).toMatchObject({ state: ReadinessState.READY, reason: "meets" });
    // Purpose stated; no plan, no survey.
    expect(factor(readiness, ReadinessFactor.CONDITIONS)).toMatchObject({ state: ReadinessState.NOT_YET, reason: "missing" });
    expect(readiness?.overallState).toBe(ReadinessState.NOT_YET);
  });

  it("reads the plan's missing sections, the survey, TA hours and learning completed into the context", async () => {
    const id = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
    const client = api.client(await tokenOf(id));
    await client.submitMyBusinessPlan({ plan: { companyDescription: "A bakery.", targetMarket: "Neighbours." } });
    const survey = create(BusinessSurveySchema, blankSurvey());
    survey.selfAssessment.forEach((section, i) => section.responses.forEach((r) => (r.score = i === 1 ? 2 : 4)));
    await client.submitMyBusinessSurvey({ survey });
    await database.db.insert(taTracking).values([
      { coachUserId: coachId, clientUserId: id, dateOfSession: "2026-11-02", timeSpentHours: 1.5 },
      { coachUserId: coachId, clientUserId: id, dateOfSession: "2026-11-09", timeSpentHours: 2 },
    ]);
    await database.db.insert(userLearningContents).values([
      { userId: id, contentId: "c1", completedAt: new Date() },
      { userId: id, contentId: "c2", assignedAt: new Date() },
    ]);
    const { readiness } = await client.getMyLoanReadiness({});
    expect(readiness?.context).toMatchObject({ hasBusinessSurvey: true, surveyDone: true, surveyWeakestSections: [survey.selfAssessment[1]!.name], taHours: 3.5, learningCompleted: 1 });
    expect(readiness?.context?.hasBusinessPlan).toBe(true);
    expect(readiness?.context?.planMissingSections).toEqual([
      "company_goods_services",
      "business_goals",
      "customer_characteristics",
      "market_research",
      "how_will_compete_against_competition",
      "competitors",
      "product_costs",
    ]);
  });
});

describe("CoachGetUserLoanReadiness", () => {
  expectCases((req: { userId: string }) => coach.coachGetUserLoanReadiness(req), [
    { name: "without a user id", request: { userId: "" }, code: Code.InvalidArgument, message: "user_id: required." },
    { name: "for a user who does not exist", request: { userId: UNKNOWN_USER }, code: Code.PermissionDenied, message: "You can see loan readiness only for your own clients." },
  ]);

  it("shows the mentee's readiness to their coach, and counts as opening the loan request", async () => {
    const { readiness } = await coach.coachGetUserLoanReadiness({ userId: learnerId });
    expect(readiness?.request?.amount).toBe(50_000n);
    expect(factor(readiness, ReadinessFactor.CAPACITY)?.state).toBe(ReadinessState.READY);
    const reviewed = await database.db
      .select()
      .from(documentReviews)
      .where(and(eq(documentReviews.viewerUserId, coachId), eq(documentReviews.ownerUserId, learnerId), eq(documentReviews.kind, "loanRequest")));
    expect(reviewed).toHaveLength(1);
  });

  it("a new loan request awaits the coach's review until they open the readiness", async () => {
    const awaiting = async () => (await coach.coachGetMenteeById({ menteeUserId: learnerId })).mentee?.documentsAwaitingReview ?? [];
    await learner.submitMyLoanRequest({ request: sampleRequest(50_000n) });
    expect(await awaiting()).toContain(BusinessDocument.LOAN_REQUEST);
    await coach.coachGetUserLoanReadiness({ userId: learnerId });
    expect(await awaiting()).not.toContain(BusinessDocument.LOAN_REQUEST);
  });

  it("refuses another coach and a lender who is not theirs, with the same answer as for an unknown user", async () => {
    for (const client of [otherCoach, lender]) {
      expect(await outcome(client.coachGetUserLoanReadiness({ userId: learnerId }))).toEqual({ code: Code.PermissionDenied, message: "You can see loan readiness only for your own clients." });
      expect(await outcome(client.coachGetUserLoanReadiness({ userId: UNKNOWN_USER }))).toEqual({ code: Code.PermissionDenied, message: "You can see loan readiness only for your own clients." });
    }
  });

  it("shows a lender's own mentee to them", async () => {
    const lenderId = await insertUser(database, "LENDER");
    const menteeId = await insertUser(database, "STANDARD", { assignedCoachId: lenderId });
    const { readiness } = await api.client(await tokenOf(lenderId)).coachGetUserLoanReadiness({ userId: menteeId });
    expect(readiness?.overallState).toBe(ReadinessState.UNKNOWN);
  });

  it("lets an administrator read anyone's, audited (not their own)", async () => {
    const before = (await audited("admin_loan_readiness_read", learnerId)).length;
    expect((await admin.coachGetUserLoanReadiness({ userId: learnerId })).readiness?.request?.amount).toBe(50_000n);
    const rows = await audited("admin_loan_readiness_read", learnerId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)?.actorUserId).toBe(adminId);
    await admin.coachGetUserLoanReadiness({ userId: adminId });
    expect(await audited("admin_loan_readiness_read", adminId)).toHaveLength(0);
  });
});

describe("CoachSetReadinessOverride", () => {
  const set = (req: object) => coach.coachSetReadinessOverride({ userId: learnerId, ...req });
  expectCases((req: object) => set(req), [
    { name: "without a factor", request: { overrideState: ReadinessState.READY, overrideReason: "x" }, code: Code.InvalidArgument, message: "factor: choose one of the five Cs." },
    { name: "for an unknown factor", request: { factor: 9 as ReadinessFactor }, code: Code.InvalidArgument, message: "factor: choose one of the five Cs." },
    { name: "for an unknown state", request: { factor: ReadinessFactor.CAPITAL, overrideState: 7 as ReadinessState, overrideReason: "x" }, code: Code.InvalidArgument, message: "override_state: choose ready, close, not yet or unknown." },
    { name: "for an override without a reason", request: { factor: ReadinessFactor.CAPITAL, overrideState: ReadinessState.READY, overrideReason: "  " }, code: Code.InvalidArgument, message: "override_reason: give the reason for the override." },
    { name: "for a reason over 1,000 characters", request: { factor: ReadinessFactor.CAPITAL, overrideState: ReadinessState.READY, overrideReason: "r".repeat(1001) }, code: Code.InvalidArgument, message: "override_reason: use at most 1,000 characters (this has 1,001)." },
    { name: "for a note over 2,000 characters", request: { factor: ReadinessFactor.CAPITAL, note: "n".repeat(2001) }, code: Code.InvalidArgument, message: "note: use at most 2,000 characters (this has 2,001)." },
  ]);
  it("without a user id answers INVALID_ARGUMENT", async () => {
    expect(await outcome(coach.coachSetReadinessOverride({ userId: "", factor: ReadinessFactor.CAPITAL, note: "x" }))).toEqual({ code: Code.InvalidArgument, message: "user_id: required." });
  });

  it("refuses another coach, a coach on their own readiness, and an unknown user — changing nothing", async () => {
    const req = { factor: ReadinessFactor.CAPACITY, overrideState: ReadinessState.NOT_YET, overrideReason: "No." };
    expect((await outcome(otherCoach.coachSetReadinessOverride({ userId: learnerId, ...req }))).code).toBe(Code.PermissionDenied);
    expect((await outcome(coach.coachSetReadinessOverride({ userId: UNKNOWN_USER, ...req }))).code).toBe(Code.PermissionDenied);
    expect((await outcome(coach.coachSetReadinessOverride({ userId: coachId, ...req }))).code).toBe(Code.PermissionDenied);
    expect(await reviewsOf(learnerId)).toEqual([]);
    expect(await reviewsOf(coachId)).toEqual([]);
    expect(await audited("readiness_override_set", learnerId)).toEqual([]);
  });

  it("overrides a state with a reason and a note: shown as such, the computed state beside it, audited", async () => {
    const { readiness } = await set({ factor: ReadinessFactor.CAPACITY, overrideState: ReadinessState.NOT_YET, overrideReason: " Seasonal revenue is overstated. ", note: "Check the summer months." });
    const capacity = factor(readiness, ReadinessFactor.CAPACITY);
    expect(capacity).toMatchObject({ computedState: ReadinessState.READY, state: ReadinessState.NOT_YET, reason: "meets" });
    expect(capacity?.override).toMatchObject({ state: ReadinessState.NOT_YET, reason: "Seasonal revenue is overstated.", byName: "Carla Coach" });
    expect(capacity?.override?.at).toBeDefined();
    expect(capacity?.note).toMatchObject({ text: "Check the summer months.", byName: "Carla Coach" });

    // The learner sees the same.
    const mine = (await learner.getMyLoanReadiness({})).readiness;
    expect(factor(mine, ReadinessFactor.CAPACITY)).toMatchObject({ computedState: ReadinessState.READY, state: ReadinessState.NOT_YET });
    expect(factor(mine, ReadinessFactor.CAPACITY)?.note?.text).toBe("Check the summer months.");

    const rows = await audited("readiness_override_set", learnerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: coachId, targetType: "user", details: { factor: "capacity", oldState: "none", newState: "not-yet", note: "set" } });
    expect(JSON.stringify(rows[0])).not.toContain("Seasonal");
  });

  it("the overall state follows the states shown", async () => {
    // Collateral (computed not yet) and conditions overridden to ready, capacity back to ready: every C ready.
    await set({ factor: ReadinessFactor.CAPACITY, overrideState: ReadinessState.READY, overrideReason: "Checked." });
    await set({ factor: ReadinessFactor.COLLATERAL, overrideState: ReadinessState.READY, overrideReason: "A guarantor." });
    const { readiness } = await set({ factor: ReadinessFactor.CONDITIONS, overrideState: ReadinessState.READY, overrideReason: "Plan on paper." });
    expect(readiness?.factors.map((f) => f.state)).toEqual(Array(5).fill(ReadinessState.READY));
    expect(readiness?.overallState).toBe(ReadinessState.READY);
    const rows = await audited("readiness_override_set", learnerId);
    expect(rows.map((r) => r.details)).toContainEqual({ factor: "capacity", oldState: "not-yet", newState: "ready", note: "none" });
  });

  it("UNSPECIFIED with no note clears the override and the note (the row goes), audited", async () => {
    for (const f of [ReadinessFactor.CAPACITY, ReadinessFactor.COLLATERAL, ReadinessFactor.CONDITIONS]) await set({ factor: f });
    expect(await reviewsOf(learnerId)).toEqual([]);
    const { readiness } = await learner.getMyLoanReadiness({});
    expect(factor(readiness, ReadinessFactor.CAPACITY)?.override).toBeUndefined();
    expect(factor(readiness, ReadinessFactor.CAPACITY)?.note).toBeUndefined();
    expect(readiness?.overallState).toBe(ReadinessState.NOT_YET);
    expect((await audited("readiness_override_set", learnerId)).map((r) => r.details)).toContainEqual({ factor: "capacity", oldState: "ready", newState: "none", note: "none" });
  });

  it("a note alone keeps the computed state", async () => {
    const { readiness } = await set({ factor: ReadinessFactor.CHARACTER, note: "Talked about credit." });
    expect(factor(readiness, ReadinessFactor.CHARACTER)).toMatchObject({ state: ReadinessState.READY, computedState: ReadinessState.READY });
    expect(factor(readiness, ReadinessFactor.CHARACTER)?.override).toBeUndefined();
    expect(factor(readiness, ReadinessFactor.CHARACTER)?.note?.text).toBe("Talked about credit.");
  });

  it("an administrator may annotate anyone's, audited", async () => {
    const id = await insertUser(database, "STANDARD");
    const { readiness } = await admin.coachSetReadinessOverride({ userId: id, factor: ReadinessFactor.CAPITAL, overrideState: ReadinessState.CLOSE, overrideReason: "Gift letter pending." });
    expect(factor(readiness, ReadinessFactor.CAPITAL)?.override?.byName).toBe("Ada Admin");
    expect(await audited("readiness_override_set", id)).toHaveLength(1);
  });
});

describe("readiness thresholds", () => {
  expectCases((req: object) => admin.adminUpdateReadinessThresholds(req), [
    { name: "without thresholds", request: {}, code: Code.InvalidArgument, message: "thresholds: required." },
    { name: "for a DSCR minimum over 10", request: { thresholds: { dscrMinimum: 10.5, minimumCreditBand: CreditBand.FROM_620_TO_679 } }, code: Code.InvalidArgument, message: "thresholds.dscr_minimum: give a ratio from 0 to 10." },
    { name: "for a negative equity minimum", request: { thresholds: { dscrMinimum: 1, equityMinimumPercent: -1, minimumCreditBand: CreditBand.FROM_620_TO_679 } }, code: Code.InvalidArgument, message: "thresholds.equity_minimum_percent: give a percent from 0 to 100." },
    { name: "for a collateral target that is not a number", request: { thresholds: { dscrMinimum: 1, collateralTarget: Number.NaN, minimumCreditBand: CreditBand.FROM_620_TO_679 } }, code: Code.InvalidArgument, message: "thresholds.collateral_target: give a ratio from 0 to 10." },
    { name: "for a band that is not ranked", request: { thresholds: { dscrMinimum: 1, minimumCreditBand: CreditBand.DONT_KNOW } }, code: Code.InvalidArgument, message: "thresholds.minimum_credit_band: choose a credit score range (not \"don't know\")." },
  ]);

  it("refused updates changed nothing: the defaults still apply", async () => {
    expect(await database.db.select().from(readinessThresholds)).toEqual([]);
    const { thresholds } = await admin.adminGetReadinessThresholds({});
    expect(thresholds).toMatchObject({ dscrMinimum: 1.15, equityMinimumPercent: 10, collateralTarget: 1, minimumCreditBand: CreditBand.FROM_620_TO_679, updatedByName: "" });
    expect(thresholds?.updatedAt).toBeUndefined();
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "readiness_thresholds_updated"))).toEqual([]);
  });

  it("an update is stored, audited with the old and new values, and changes the computed state", async () => {
    const { thresholds } = await admin.adminUpdateReadinessThresholds({
      thresholds: { dscrMinimum: 5, equityMinimumPercent: 20, collateralTarget: 0.5, minimumCreditBand: CreditBand.AT_LEAST_720, updatedByName: "ignored" },
    });
    expect(thresholds).toMatchObject({ dscrMinimum: 5, equityMinimumPercent: 20, collateralTarget: 0.5, minimumCreditBand: CreditBand.AT_LEAST_720, updatedByName: "Ada Admin" });
    expect(thresholds?.updatedAt).toBeDefined();
    expect((await admin.adminGetReadinessThresholds({})).thresholds).toMatchObject({ dscrMinimum: 5, minimumCreditBand: CreditBand.AT_LEAST_720 });

    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, "readiness_thresholds_updated"));
    expect(row).toMatchObject({
      actorUserId: adminId,
      details: {
        old: { dscrMinimum: 1.15, equityMinimumPercent: 10, collateralTarget: 1, minimumCreditBand: "620-679" },
        new: { dscrMinimum: 5, equityMinimumPercent: 20, collateralTarget: 0.5, minimumCreditBand: "720-plus" },
      },
    });

    const { readiness } = await learner.getMyLoanReadiness({});
    // DSCR 3.85 against 5 (< 4.5): not yet; equity 16.7 % against 20 % (below 18): not yet; collateral 0.60 ≥ 0.5: ready; 680–719 one band below 720+: close.
    expect(factor(readiness, ReadinessFactor.CAPACITY)).toMatchObject({ computedState: ReadinessState.NOT_YET, reason: "below" });
    expect(factor(readiness, ReadinessFactor.CAPITAL)).toMatchObject({ computedState: ReadinessState.NOT_YET });
    expect(factor(readiness, ReadinessFactor.COLLATERAL)).toMatchObject({ computedState: ReadinessState.READY });
    expect(factor(readiness, ReadinessFactor.CHARACTER)).toMatchObject({ computedState: ReadinessState.CLOSE, reason: "one-band-below" });
    expect(readiness?.thresholds).toMatchObject({ dscrMinimum: 5, minimumCreditBand: CreditBand.AT_LEAST_720 });
  });
});
