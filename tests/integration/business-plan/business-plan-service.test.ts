/**
 * The business plan through the real server (issue #12 §1, §3): SubmitMyBusinessPlan,
 * GetMyBusinessPlan, AdminGetBusinessPlan and AdminSubmitBusinessPlan — sign-in and role access, the
 * shared checks naming the field path with nothing half-saved, versions, server-computed margins,
 * the read mask, the state flags, and administrators' writes (audited, stored as theirs).
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BusinessPlanSchema, LegalStructure, PriceLevel, type BusinessPlan } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, businessPlanHistory, userStates } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { describeDocumentAccess, describeDocumentDownloads } from "../../setup/document-access.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let learnerId: string;
let learner: Client;
let coach: Client;
let adminId: string;
let admin: Client;

const UNKNOWN_USER = "00000000-0000-4000-8000-000000000000";

function sample(description = "A neighbourhood bakery."): BusinessPlan {
  return create(BusinessPlanSchema, {
    companyDescription: ` ${description} `,
    whyBusinessStarted: "Family recipes.",
    legalStructure: LegalStructure.LLC,
    hasFormedBusiness: true,
    formationDate: { year: 2021, month: 5, day: 3 },
    competitors: [{ competitorName: "Bread Co", productServiceName: "Bread", priceLevel: PriceLevel.EXPENSIVE, location: "Main St", strengthWeaknesses: "Known; pricey." }, {}],
    productCosts: [{ productServiceName: "Loaf", salePriceInCents: 600n, costOfGoodsSoldInCents: 210n, avgOverheadCostInCents: 90n, profitMarginPercent: 12 }],
  });
}

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  learnerId = await insertUser(database, "STANDARD");
  learner = api.client(await tokenOf(learnerId));
  coach = api.client(await tokenOf(await insertUser(database, "COACH")));
  adminId = await insertUser(database, "ADMIN");
  admin = api.client(await tokenOf(adminId));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const stateOf = async (userId: string) => (await database.db.select().from(userStates).where(eq(userStates.userId, userId)))[0]!;

describeDocumentAccess({
  anonymous: () => api.client(),
  methods: [
    ["submitMyBusinessPlan", { plan: {} }],
    ["getMyBusinessPlan", {}],
    ["adminGetBusinessPlan", { userId: UNKNOWN_USER }],
    ["adminSubmitBusinessPlan", { userId: UNKNOWN_USER, plan: {} }],
    ["downloadMyBusinessPlan", {}],
    ["coachDownloadUserBusinessPlan", { userId: UNKNOWN_USER }],
  ],
  refused: [
    { method: "coachDownloadUserBusinessPlan", request: {}, clients: () => [learner], userId: () => learnerId },
    { method: "adminGetBusinessPlan", request: { userId: UNKNOWN_USER }, clients: () => [learner, coach], userId: () => learnerId },
    { method: "adminSubmitBusinessPlan", request: { userId: UNKNOWN_USER, plan: {} }, clients: () => [learner, coach], userId: () => learnerId },
  ],
});

describe("SubmitMyBusinessPlan checks", () => {
  const tooLong = () => ({ plan: { ...sample(), marketResearch: "x".repeat(10_001) } });
  const badLevel = () => {
    const p = sample();
    p.competitors[0]!.priceLevel = 8 as PriceLevel;
    return { plan: p };
  };
  const negative = () => {
    const p = sample();
    p.productCosts[0]!.costOfGoodsSoldInCents = -5n;
    return { plan: p };
  };
  expectCases((req: { plan?: BusinessPlan }) => learner.submitMyBusinessPlan(req), [
    { name: "without a plan", request: {}, code: Code.InvalidArgument, message: "plan: required." },
    { name: "for an answer over 10,000 characters", request: tooLong, code: Code.InvalidArgument, message: "plan.market_research: use at most 10,000 characters (this has 10,001)." },
    { name: "for an unknown price level", request: badLevel, code: Code.InvalidArgument, message: "plan.competitors[0].price_level: choose inexpensive, competitive or expensive." },
    { name: "for a negative amount", request: negative, code: Code.InvalidArgument, message: "plan.product_costs[0].cost_of_goods_sold_in_cents: amounts cannot be negative." },
  ]);
  it("stores nothing when refused", async () => {
    expect(await database.db.select().from(businessPlanHistory).where(eq(businessPlanHistory.userId, learnerId))).toEqual([]);
  });
});

describe("submit and read back", () => {
  it("reads an empty plan (version 0) first and marks it seen", async () => {
    const id = await insertUser(database, "STANDARD");
    const { plan } = await api.client(await tokenOf(id)).getMyBusinessPlan({});
    expect(plan?.versionNumber).toBe(0);
    expect((await stateOf(id)).hasSeenBusinessPlan).toBe(true);
    expect((await stateOf(id)).hasCompletedBusinessPlan).toBe(false);
  });

  it("keeps every version, tidied, with the margin computed by the server", async () => {
    await learner.submitMyBusinessPlan({ plan: sample("First.") });
    await learner.submitMyBusinessPlan({ plan: sample("Second.") });
    const { plan } = await learner.getMyBusinessPlan({});
    expect(plan?.versionNumber).toBe(2);
    expect(plan?.companyDescription).toBe("Second.");
    expect(plan?.competitors).toHaveLength(1);
    expect(plan?.productCosts[0]?.profitMarginPercent).toBe(50);
    expect(plan?.formationDate).toEqual(expect.objectContaining({ year: 2021, month: 5, day: 3 }));
    const versions = await database.db.select().from(businessPlanHistory).where(eq(businessPlanHistory.userId, learnerId));
    expect(versions.map((v) => v.versionNumber).sort()).toEqual([1, 2]);
    expect((await stateOf(learnerId)).hasCompletedBusinessPlan).toBe(true);
  });

  it("applies the read mask", async () => {
    const { plan } = await learner.getMyBusinessPlan({ fields: { paths: ["company_description"] } });
    expect(plan?.companyDescription).toBe("Second.");
    expect(plan?.competitors).toEqual([]);
    expect((await outcome(learner.getMyBusinessPlan({ fields: { paths: ["nope"] } }))).code).toBe(Code.InvalidArgument);
  });
});

describe("administrators", () => {
  expectCases((req: { userId: string }) => admin.adminGetBusinessPlan(req), [
    { name: "without a user id", request: { userId: "" }, code: Code.InvalidArgument, message: "user_id: required." },
    { name: "for a user who does not exist", request: { userId: UNKNOWN_USER }, code: Code.NotFound, message: "User not found" },
  ]);

  it("read any user's plan, and submit a version for them, audited", async () => {
    expect((await admin.adminGetBusinessPlan({ userId: learnerId })).plan?.versionNumber).toBe(2);
    await admin.adminSubmitBusinessPlan({ userId: learnerId, plan: sample("Fixed by the office.") });
    const { plan } = await learner.getMyBusinessPlan({});
    expect(plan?.versionNumber).toBe(3);
    expect(plan?.companyDescription).toBe("Fixed by the office.");
    const [v3] = await database.db.select().from(businessPlanHistory).where(and(eq(businessPlanHistory.userId, learnerId), eq(businessPlanHistory.versionNumber, 3)));
    expect(v3?.savedByUserId).toBe(adminId);
    const audited = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "admin_business_plan_submitted"), eq(auditLog.targetId, learnerId)));
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited[0])).not.toContain("Fixed by the office");
  });

  it("are refused a submit for a user who does not exist, or an invalid plan", async () => {
    expect((await outcome(admin.adminSubmitBusinessPlan({ userId: UNKNOWN_USER, plan: sample() }))).code).toBe(Code.NotFound);
    expect((await outcome(admin.adminSubmitBusinessPlan({ userId: learnerId, plan: { ...sample(), legalStructure: 77 as LegalStructure } }))).code).toBe(Code.InvalidArgument);
  });
});

describeDocumentDownloads<Client>({
  contentType: "application/pdf",
  fileName: /^business-plan-.*-v1\.pdf$/,
  magic: "%PDF",
  learner: async ({ submitted, coachId }) => {
    const id = await insertUser(database, "STANDARD", { businessName: "Núñez Panadería", assignedCoachId: coachId ?? null });
    const client = api.client(await tokenOf(id));
    if (submitted) await client.submitMyBusinessPlan({ plan: sample() });
    return { id, client };
  },
  downloadMine: (client) => client.downloadMyBusinessPlan({}),
  coachDownload: (client, userId) => client.coachDownloadUserBusinessPlan({ userId }),
  coach: async () => {
    const id = await insertUser(database, "COACH");
    return { id, client: api.client(await tokenOf(id)) };
  },
  otherCoach: () => coach,
  fetchLink: (url) => fetch(`${api.server.url}${new URL(url, "http://compass.test").pathname}`),
});
