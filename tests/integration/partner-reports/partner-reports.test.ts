/**
 * Partner banks' reports through the real server (issue #15 §4; ADR 0023): partner banks and
 * administrators only; a bank sees the aggregates of its own codes' clients and never another
 * bank's (naming its code is refused), counted by hand from seeded data here; an administrator
 * chooses a bank or sees all; no client identity in any answer.
 */
import { Code } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TACategory } from "../../../src/gen/compass/v1/compass_pb.js";
import { learningCompletionLog, referralCodes, taTracking, userStates } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let bankA: ReturnType<AccountServer["client"]>;
let bankAId: string;
let bankBId: string;
const scope = { startDate: { year: 2026, month: 1, day: 1 }, endDate: { year: 2026, month: 3, day: 31 } };

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  bankAId = await insertUser(database, "BANK");
  bankA = api.client(await tokenOf(bankAId));
  bankBId = await insertUser(database, "BANK");
  await database.db.insert(referralCodes).values([
    { code: "AAAA2222", ownerUserId: bankAId, kind: "bank" },
    { code: "AAAA3333", ownerUserId: bankAId, kind: "bank" },
    { code: "BBBB2222", ownerUserId: bankBId, kind: "bank" },
  ]);
  const coach = await insertUser(database, "COACH");
  const client = async (code: string, created: string, name: string) => {
    const id = await insertUser(database, "STANDARD", { referralCode: code, firstName: name, createdAt: new Date(created) });
    return id;
  };
  const a1 = await client("AAAA2222", "2026-01-10T12:00:00Z", "Alpha");
  const a2 = await client("AAAA3333", "2026-02-05T12:00:00Z", "Bravo");
  const b1 = await client("BBBB2222", "2026-01-20T12:00:00Z", "Charlie");
  await database.db.update(userStates).set({ hasCompletedCashflow: true, hasCompletedBusinessPlan: true }).where(eq(userStates.userId, a1));
  await database.db.update(userStates).set({ hasCompletedCashflow: true }).where(eq(userStates.userId, a2));
  const session = (clientUserId: string, date: string, category: string, hours: number) =>
    database.db.insert(taTracking).values({ coachUserId: coach, clientUserId, dateOfSession: date, taCategory: category, timeSpentHours: hours, prepTimeHours: 0.5, clientName: "secret name" });
  await session(a1, "2026-01-15", "INITIAL_CONTACT", 1);
  await session(a1, "2026-02-15", "ONGOING_COACHING", 2);
  await session(a2, "2026-02-20", "ONGOING_COACHING", 1.5);
  await session(b1, "2026-02-21", "ONGOING_COACHING", 4);
  await session(a1, "2025-06-01", "ONGOING_COACHING", 9); // before the range
  await database.db.insert(learningCompletionLog).values([
    { userId: a1, contentId: "c1", completedAt: new Date("2026-03-01T10:00:00Z") },
    { userId: b1, contentId: "c1", completedAt: new Date("2026-03-02T10:00:00Z") },
  ]);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  it("is for partner banks and administrators", async () => {
    expect((await outcome(api.client().partnerGetDashboard({}))).code).toBe(Code.Unauthenticated);
    const coach = api.client(await tokenOf(await insertUser(database, "COACH")));
    expect((await outcome(coach.partnerGetDashboard({}))).code).toBe(Code.PermissionDenied);
    expect((await outcome(coach.partnerListTATracking({}))).code).toBe(Code.PermissionDenied);
  });
});

describe("PartnerGetDashboard", () => {
  it("aggregates a bank's own clients, by hand", async () => {
    const d = await bankA.partnerGetDashboard({ scope });
    expect(d.clientCount).toBe(2);
    expect(d.clientsReferred.map((m) => [m.year, m.month, m.count])).toEqual([
      [2026, 1, 1],
      [2026, 2, 1],
      [2026, 3, 0],
    ]);
    expect(d.taByCategory.map((c) => [c.taCategory, c.sessions, c.clients, c.contactHours, c.prepHours])).toEqual([
      [TACategory.TA_CATEGORY_INITIAL_CONTACT, 1, 1, 1, 0.5],
      [TACategory.TA_CATEGORY_ONGOING_COACHING, 2, 2, 3.5, 1],
    ]);
    expect(d.learningCompletions.map((m) => m.count)).toEqual([0, 0, 1]);
    expect([d.surveysCompleted, d.plansCompleted, d.cashflowsCompleted]).toEqual([0, 1, 2]);
    expect(JSON.stringify(d)).not.toContain("Alpha");
  });

  it("narrows to one of the bank's codes, and refuses another bank's", async () => {
    expect((await bankA.partnerGetDashboard({ scope: { ...scope, referralCode: "aaaa3333" } })).clientCount).toBe(1);
    expect((await outcome(bankA.partnerGetDashboard({ scope: { ...scope, referralCode: "BBBB2222" } }))).code).toBe(Code.PermissionDenied);
    // bank_user_id is ignored for a partner: always themselves.
    expect((await bankA.partnerGetDashboard({ scope: { ...scope, bankUserId: bankBId } })).clientCount).toBe(2);
  });

  it("lets an administrator choose a bank or see every bank's clients", async () => {
    expect((await admin.partnerGetDashboard({ scope: { ...scope, bankUserId: bankBId } })).clientCount).toBe(1);
    expect((await admin.partnerGetDashboard({ scope })).clientCount).toBe(3);
    expect((await outcome(admin.partnerGetDashboard({ scope: { ...scope, bankUserId: await insertUser(database, "COACH") } }))).code).toBe(Code.NotFound);
    expect((await outcome(admin.partnerGetDashboard({ scope: { ...scope, referralCode: "NOPE9999" } }))).code).toBe(Code.NotFound);
  });

  it("shows a bank without codes nothing", async () => {
    const lonely = await insertUser(database, "BANK");
    const d = await api.client(await tokenOf(lonely)).partnerGetDashboard({ scope });
    expect(d.clientCount).toBe(0);
    expect(d.taByCategory).toEqual([]);
  });

  expectCases((req: object) => bankA.partnerGetDashboard(req), [
    { name: "with the end before the start", request: { scope: { startDate: { year: 2026, month: 3, day: 1 }, endDate: { year: 2026, month: 1, day: 1 } } }, code: Code.InvalidArgument },
    { name: "with a day that is not one", request: { scope: { startDate: { year: 2026, month: 2, day: 30 } } }, code: Code.InvalidArgument },
  ]);
});

describe("PartnerListTATracking", () => {
  it("sums the bank's clients' sessions by month and category", async () => {
    const { rows } = await bankA.partnerListTATracking({ scope });
    expect(rows.map((r) => [r.year, r.month, r.hours?.taCategory, r.hours?.sessions, r.hours?.contactHours])).toEqual([
      [2026, 1, TACategory.TA_CATEGORY_INITIAL_CONTACT, 1, 1],
      [2026, 2, TACategory.TA_CATEGORY_ONGOING_COACHING, 2, 3.5],
    ]);
    expect(JSON.stringify(rows)).not.toContain("secret");
  });

  it("covers every bank's clients for an administrator", async () => {
    const { rows } = await admin.partnerListTATracking({ scope });
    expect(rows.reduce((a, r) => a + (r.hours?.sessions ?? 0), 0)).toBe(4);
  });
});
