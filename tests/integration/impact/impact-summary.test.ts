/**
 * The impact dashboard's figures (issue #40 §6) through the real server: AdminGetImpactSummary and
 * PartnerGetImpactSummary over milestones and TA sessions written as the services store them —
 * what counts (verified or confirmed; reported ones only with include_reported, and always as
 * "awaiting"), the period's edges (30 September and 1 October), revenue change (latest year minus
 * earliest, once per client), capital by type and source, by fiscal quarter, coach and partner; the
 * coach and bank filters; a partner's own clients only (no groups, another bank's code refused); and
 * the unauthenticated, invalid-argument and permission-denied cases.
 */
import { Code } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CapitalType, MilestoneKind, MilestoneState } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, milestones, referralCodes, taTracking, users } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
const ids = {} as Record<"admin" | "coachA" | "coachB" | "bank1" | "bank2" | "l1" | "l2" | "l3", string>;
const Q1 = { startDate: { year: 2026, month: 10, day: 1 }, endDate: { year: 2026, month: 12, day: 31 } };

type MilestoneInsert = typeof milestones.$inferInsert;
const milestone = (userId: string, occurredOn: string, values: Partial<MilestoneInsert> & Pick<MilestoneInsert, "kind">): MilestoneInsert => ({
  userId,
  occurredOn,
  state: "verified",
  recordedByRole: "staff",
  ...values,
});

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  ids.admin = await insertUser(database, "ADMIN");
  ids.coachA = await insertUser(database, "COACH", { firstName: "Cora", lastName: "Coach" });
  ids.coachB = await insertUser(database, "LENDER", { firstName: "Leo", lastName: "Lender" });
  ids.bank1 = await insertUser(database, "BANK", { firstName: "Mesa", lastName: "Bank" });
  ids.bank2 = await insertUser(database, "BANK", { firstName: "River", lastName: "Bank" });
  await database.db.insert(referralCodes).values([
    { code: "MESA2026", ownerUserId: ids.bank1, kind: "bank" },
    { code: "RIVER1", ownerUserId: ids.bank2, kind: "bank" },
  ]);
  ids.l1 = await insertUser(database, "STANDARD", { assignedCoachId: ids.coachA, referralCode: "mesa2026" });
  ids.l2 = await insertUser(database, "STANDARD", { assignedCoachId: ids.coachB, referralCode: "RIVER1" });
  ids.l3 = await insertUser(database, "STANDARD", { assignedCoachId: ids.coachA });
  const a1 = { creditedCoachUserId: ids.coachA, creditedPartnerUserId: ids.bank1, creditedReferralCode: "MESA2026" };
  const b2 = { creditedCoachUserId: ids.coachB, creditedPartnerUserId: ids.bank2, creditedReferralCode: "RIVER1" };
  const a3 = { creditedCoachUserId: ids.coachA };
  await database.db.insert(milestones).values([
    milestone(ids.l1, "2026-10-15", { kind: "jobs_created", fullTimeJobs: 2, partTimeJobs: 1, ...a1 }),
    milestone(ids.l1, "2026-11-01", { kind: "capital_accessed", capitalType: "loan", amount: 25_000, capitalSource: "CDFI", lenderName: "Mesa Loan Fund", throughProgram: true, state: "confirmed", ...a1 }),
    milestone(ids.l1, "2026-01-15", { kind: "annual_revenue", revenueYear: 2025, amount: 100_000, state: "confirmed", ...a1 }),
    milestone(ids.l1, "2026-11-10", { kind: "annual_revenue", revenueYear: 2026, amount: 130_000, ...a1 }),
    milestone(ids.l2, "2026-12-01", { kind: "capital_accessed", capitalType: "grant", amount: 5_000, capitalSource: " ", lenderName: "City", throughProgram: false, ...b2 }),
    milestone(ids.l2, "2026-10-20", { kind: "business_started", legalForm: "LLC", state: "confirmed", ...b2 }),
    milestone(ids.l3, "2026-11-05", { kind: "jobs_retained", fullTimeJobs: 3, partTimeJobs: 0, state: "reported", ...a3 }),
    milestone(ids.l3, "2026-09-30", { kind: "capital_accessed", capitalType: "loan", amount: 1_000, lenderName: "Old", throughProgram: true, ...a3 }),
    milestone(ids.l3, "2026-10-01", { kind: "jobs_created", fullTimeJobs: 1, partTimeJobs: 0, ...a3 }),
  ]);
  await database.db.insert(taTracking).values([
    { coachUserId: ids.coachA, clientUserId: ids.l1, createdByUserId: ids.coachA, dateOfSession: "2026-10-02", timeSpentHours: 1, prepTimeHours: 0.5 },
    { coachUserId: ids.coachB, clientUserId: ids.l2, createdByUserId: ids.coachB, dateOfSession: "2026-10-03", timeSpentHours: 2 },
    { coachUserId: ids.coachA, clientUserId: ids.l1, createdByUserId: ids.coachA, dateOfSession: "2026-09-30", timeSpentHours: 4 },
  ]);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const admin = async () => api.client(await tokenOf(ids.admin));

describe("AdminGetImpactSummary", () => {
  it("counts verified and confirmed milestones and the sessions of the period, by quarter, coach and partner", async () => {
    const { summary } = await (await admin()).adminGetImpactSummary(Q1);
    const t = summary!.totals!;
    expect(t.clientsWithMilestones).toBe(3);
    expect([t.jobsCreatedFullTime, t.jobsCreatedPartTime, t.jobsRetainedFullTime]).toEqual([3, 1, 0]);
    expect(t.milestonesAwaiting).toBe(1);
    expect([t.capitalCount, t.capitalAmount, t.capitalThroughProgramAmount]).toEqual([2, 30_000n, 25_000n]);
    expect(t.businessStarts).toBe(1);
    expect([t.revenueChange, t.revenueChangeClients]).toEqual([30_000n, 1]);
    expect([t.sessions, t.clientsCounseled, t.counselingHours]).toEqual([2, 2, 3.5]);

    expect(summary!.quarters.map((q) => [q.fiscalYear, q.quarter])).toEqual([[2027, 1]]);
    expect(summary!.quarters[0]!.figures).toEqual(t);

    expect(summary!.capitalByType.map((c) => [c.type, c.count, c.amount, c.throughProgramAmount])).toEqual([
      [CapitalType.LOAN, 1, 25_000n, 25_000n],
      [CapitalType.GRANT, 1, 5_000n, 0n],
    ]);
    expect(summary!.capitalBySource.map((c) => [c.source, c.amount])).toEqual([
      ["CDFI", 25_000n],
      ["", 5_000n],
    ]);

    const coachA = summary!.byCoach.find((g) => g.userId === ids.coachA)!;
    expect(coachA.name).toBe("Cora Coach");
    expect([coachA.figures!.jobsCreatedFullTime, coachA.figures!.sessions, coachA.figures!.revenueChange, coachA.figures!.milestonesAwaiting]).toEqual([3, 1, 30_000n, 1]);
    const coachB = summary!.byCoach.find((g) => g.userId === ids.coachB)!;
    expect([coachB.name, coachB.figures!.capitalAmount, coachB.figures!.sessions]).toEqual(["Leo Lender", 5_000n, 1]);
    const bank1 = summary!.byPartner.find((g) => g.userId === ids.bank1)!;
    expect([bank1.name, bank1.figures!.capitalAmount, bank1.figures!.sessions, bank1.figures!.clientsWithMilestones]).toEqual(["Mesa Bank", 25_000n, 1, 1]);
    // L3 signed up without a code: their figures are credited to no partner.
    const none = summary!.byPartner.find((g) => g.userId === "")!;
    expect(none.figures!.jobsCreatedFullTime).toBe(1);
  });

  it("counts the reported ones too when asked, and spans fiscal quarters", async () => {
    const { summary } = await (await admin()).adminGetImpactSummary({ ...Q1, includeReported: true });
    expect(summary!.totals!.jobsRetainedFullTime).toBe(3);
    const year = await (await admin()).adminGetImpactSummary({ startDate: { year: 2026, month: 7, day: 1 }, endDate: Q1.endDate });
    expect(year.summary!.quarters.map((q) => [q.fiscalYear, q.quarter, q.figures!.capitalAmount, q.figures!.sessions])).toEqual([
      [2026, 4, 1_000n, 1],
      [2027, 1, 30_000n, 2],
    ]);
    expect(year.summary!.totals!.capitalAmount).toBe(31_000n);
  });

  it("filters by coach and by partner bank", async () => {
    const byCoach = await (await admin()).adminGetImpactSummary({ ...Q1, coachUserId: ids.coachB });
    expect([byCoach.summary!.totals!.capitalAmount, byCoach.summary!.totals!.sessions, byCoach.summary!.totals!.jobsCreatedFullTime]).toEqual([5_000n, 1, 0]);
    const byBank = await (await admin()).adminGetImpactSummary({ ...Q1, bankUserId: ids.bank1 });
    expect([byBank.summary!.totals!.capitalAmount, byBank.summary!.totals!.sessions, byBank.summary!.totals!.clientsWithMilestones]).toEqual([25_000n, 1, 1]);
  });

  it("leaves out the days of a month outside the period (the tables, not the month rollups, then add up)", async () => {
    // 1 October holds L3's job; 2 October a session: from the 2nd, the job is out, the session in.
    const fromSecond = await (await admin()).adminGetImpactSummary({ startDate: { year: 2026, month: 10, day: 2 }, endDate: Q1.endDate });
    const t = fromSecond.summary!.totals!;
    expect([t.jobsCreatedFullTime, t.sessions, t.clientsCounseled, t.clientsWithMilestones]).toEqual([2, 2, 2, 2]);
    // To 4 November: L1's loan (1 Nov) in, L3's retained jobs (5 Nov, reported) and L1's revenue (10 Nov) out.
    const toFourth = await (await admin()).adminGetImpactSummary({ startDate: Q1.startDate, endDate: { year: 2026, month: 11, day: 4 }, includeReported: true });
    const u = toFourth.summary!.totals!;
    expect([u.capitalAmount, u.jobsRetainedFullTime, u.revenueChangeClients, u.sessions]).toEqual([30_000n - 5_000n, 0, 0, 2]);
    // From the 4th of October: the sessions (2nd, 3rd) are out; the same month read whole has them.
    const fromFourth = await (await admin()).adminGetImpactSummary({ startDate: { year: 2026, month: 10, day: 4 }, endDate: Q1.endDate });
    expect([fromFourth.summary!.totals!.sessions, fromFourth.summary!.totals!.clientsCounseled]).toEqual([0, 0]);
    expect(fromFourth.summary!.byCoach.every((g) => g.figures!.sessions === 0)).toBe(true);
  });

  it("answers zeros and the quarters for a period with nothing in it", async () => {
    const { summary } = await (await admin()).adminGetImpactSummary({ startDate: { year: 2020, month: 10, day: 1 }, endDate: { year: 2021, month: 9, day: 30 } });
    expect(summary!.quarters).toHaveLength(4);
    expect(summary!.totals!.sessions).toBe(0);
    expect(summary!.totals!.capitalAmount).toBe(0n);
    expect(summary!.capitalByType).toEqual([]);
  });

  it("answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to everyone but administrators", async () => {
    expect((await outcome(api.client().adminGetImpactSummary(Q1))).code).toBe(Code.Unauthenticated);
    for (const who of [ids.coachA, ids.bank1, ids.l1]) {
      expect((await outcome(api.client(await tokenOf(who)).adminGetImpactSummary(Q1))).code).toBe(Code.PermissionDenied);
    }
  });

  expectCases(async (req: object) => (await admin()).adminGetImpactSummary(req), [
    { name: "for an end before the start", request: { startDate: Q1.endDate, endDate: Q1.startDate }, code: Code.InvalidArgument, message: "end_date: give a date on or after start_date." },
    { name: "for a day that is not one", request: { startDate: { year: 2026, month: 2, day: 30 } }, code: Code.InvalidArgument },
    { name: "for more than five years", request: { startDate: { year: 2015, month: 1, day: 1 }, endDate: Q1.endDate }, code: Code.InvalidArgument },
    { name: "for a coach id longer than any id", request: { coachUserId: "x".repeat(300) }, code: Code.InvalidArgument },
    { name: "for an unknown coach", request: { coachUserId: "0198f0f5-0000-7000-8000-000000000000" }, code: Code.NotFound },
    { name: "for an unknown bank", request: { bankUserId: "0198f0f5-0000-7000-8000-000000000000" }, code: Code.NotFound },
  ]);
});

describe("AdminListImpactMilestones", () => {
  const list = async (req: object) => (await admin()).adminListImpactMilestones({ ...Q1, ...req });

  it("lists the milestones behind a figure, newest first, named, with the summary's selection and rule", async () => {
    const capital = await list({ kind: MilestoneKind.CAPITAL_ACCESSED });
    const day = (d: { year: number; month: number; day: number } | undefined) => `${d?.year}-${d?.month}-${d?.day}`;
    expect(capital.records.map((r) => [day(r.milestone!.facts!.occurredOn), r.milestone!.facts!.kind.case, r.milestone!.state])).toEqual([
      ["2026-12-1", "capitalAccessed", MilestoneState.VERIFIED],
      ["2026-11-1", "capitalAccessed", MilestoneState.CONFIRMED],
    ]);
    expect(capital.records[1]!.milestone!.userId).toBe(ids.l1);
    expect(capital.records[1]!.clientName).toBeTruthy();
    expect(capital.records[1]!.milestone!.creditedCoachName).toBe("Cora Coach");
    expect(capital.records[1]!.milestone!.history).toEqual([]);
    expect(capital.pageResponse!.totalSize).toBe(2);
    // What the figures add up: the loan by type and by source; the grant has no source.
    expect((await list({ kind: MilestoneKind.CAPITAL_ACCESSED, capitalType: CapitalType.LOAN })).records.map((r) => r.milestone!.userId)).toEqual([ids.l1]);
    expect((await list({ capitalSource: "CDFI" })).records).toHaveLength(1);
    expect((await list({ capitalSource: "" })).records.map((r) => r.milestone!.userId)).toEqual([ids.l2]);
    // Awaiting: L3's reported jobs only; counted ones not. With include_reported: every one of the quarter.
    expect((await list({ awaitingOnly: true })).records.map((r) => r.milestone!.facts!.kind.case)).toEqual(["jobsRetained"]);
    expect((await list({ kind: MilestoneKind.JOBS_RETAINED })).records).toEqual([]);
    expect((await list({ includeReported: true })).pageResponse!.totalSize).toBe(7);
    expect((await list({})).pageResponse!.totalSize).toBe(6);
    // A coach's and a bank's, as the summary narrows them.
    expect((await list({ coachUserId: ids.coachB })).records.map((r) => r.milestone!.userId)).toEqual([ids.l2, ids.l2]);
    expect((await list({ bankUserId: ids.bank1 })).records.every((r) => r.milestone!.userId === ids.l1)).toBe(true);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "admin_impact_milestones_listed"));
    expect(audited.length).toBeGreaterThan(0);
  });

  it("pages through them, the next page after the last", async () => {
    const first = await list({ includeReported: true, pageRequest: { pageSize: 10 } });
    expect(first.records).toHaveLength(7);
    expect(first.pageResponse!.nextPageToken).toBe("");
  });

  it("answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to everyone but administrators", async () => {
    expect((await outcome(api.client().adminListImpactMilestones(Q1))).code).toBe(Code.Unauthenticated);
    for (const who of [ids.coachA, ids.bank1, ids.l1]) {
      expect((await outcome(api.client(await tokenOf(who)).adminListImpactMilestones(Q1))).code).toBe(Code.PermissionDenied);
    }
  });

  expectCases(list, [
    { name: "for an end before the start", request: { startDate: Q1.endDate, endDate: Q1.startDate }, code: Code.InvalidArgument },
    { name: "for more than five years", request: { startDate: { year: 2015, month: 1, day: 1 } }, code: Code.InvalidArgument },
    { name: "for a kind that is not one", request: { kind: 99 }, code: Code.InvalidArgument, message: "kind: not a kind of milestone." },
    { name: "for a capital type that is not one", request: { capitalType: 99 }, code: Code.InvalidArgument },
    { name: "for a capital source too long", request: { capitalSource: "x".repeat(201) }, code: Code.InvalidArgument },
    { name: "for a page token not of this list", request: { pageRequest: { pageToken: "nope" } }, code: Code.InvalidArgument },
    { name: "for an unknown coach", request: { coachUserId: "0198f0f5-0000-7000-8000-000000000000" }, code: Code.NotFound },
  ]);
});

describe("AdminListImpactSessions", () => {
  const list = async (req: object) => (await admin()).adminListImpactSessions({ ...Q1, ...req });
  const day = (d: { year: number; month: number; day: number } | undefined) => `${d?.year}-${d?.month}-${d?.day}`;

  it("lists the sessions behind the sessions, hours and clients counseled figures, newest first, named, with their totals", async () => {
    const all = await list({});
    expect(all.records.map((r) => [day(r.session!.taTracking!.dateOfSession), r.session!.clientUserId, r.coachName])).toEqual([
      ["2026-10-3", ids.l2, "Leo Lender"],
      ["2026-10-2", ids.l1, "Cora Coach"],
    ]);
    expect(all.records[1]!.clientName).toBeTruthy();
    // What the summary counts for the quarter: 2 sessions, 3.5 hours (contact + preparation), 2 clients.
    const { summary } = await (await admin()).adminGetImpactSummary(Q1);
    expect([all.pageResponse!.totalSize, all.counselingHours, all.clientsCounseled]).toEqual([summary!.totals!.sessions, summary!.totals!.counselingHours, summary!.totals!.clientsCounseled]);
    expect([all.pageResponse!.totalSize, all.counselingHours, all.clientsCounseled]).toEqual([2, 3.5, 2]);
    // A coach's and a bank's (its referred clients'), as the summary narrows them.
    expect((await list({ coachUserId: ids.coachB })).records.map((r) => r.session!.clientUserId)).toEqual([ids.l2]);
    const mesa = await list({ bankUserId: ids.bank1 });
    expect([mesa.records.map((r) => r.session!.clientUserId), mesa.counselingHours]).toEqual([[ids.l1], 1.5]);
    // 30 September is the earlier fiscal year's.
    expect((await list({ startDate: { year: 2026, month: 9, day: 30 }, endDate: { year: 2026, month: 9, day: 30 } })).records.map((r) => r.session!.taTracking!.timeSpentHours)).toEqual([4]);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "admin_impact_sessions_listed"));
    expect(audited.length).toBeGreaterThan(0);
  });

  it("pages through them: totals on the first page, the count on every one", async () => {
    const first = await list({ pageRequest: { pageSize: 10 } });
    expect([first.records.length, first.pageResponse!.nextPageToken]).toEqual([2, ""]);
  });

  it("answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to everyone but administrators", async () => {
    expect((await outcome(api.client().adminListImpactSessions(Q1))).code).toBe(Code.Unauthenticated);
    for (const who of [ids.coachA, ids.bank1, ids.l1]) {
      expect((await outcome(api.client(await tokenOf(who)).adminListImpactSessions(Q1))).code).toBe(Code.PermissionDenied);
    }
  });

  expectCases(list, [
    { name: "for an end before the start", request: { startDate: Q1.endDate, endDate: Q1.startDate }, code: Code.InvalidArgument },
    { name: "for more than five years", request: { startDate: { year: 2015, month: 1, day: 1 } }, code: Code.InvalidArgument },
    { name: "for a coach id longer than any id", request: { coachUserId: "x".repeat(300) }, code: Code.InvalidArgument },
    { name: "for a page token not of this list", request: { pageRequest: { pageToken: "nope" } }, code: Code.InvalidArgument },
    { name: "for an unknown coach", request: { coachUserId: "0198f0f5-0000-7000-8000-000000000000" }, code: Code.NotFound },
    { name: "for an unknown bank", request: { bankUserId: "0198f0f5-0000-7000-8000-000000000000" }, code: Code.NotFound },
  ]);
});

describe("PartnerGetImpactSummary", () => {
  it("gives a partner bank its referred clients' figures only, without names or groups", async () => {
    const bank = api.client(await tokenOf(ids.bank1));
    const { summary } = await bank.partnerGetImpactSummary({ scope: Q1 });
    const t = summary!.totals!;
    expect([t.clientsWithMilestones, t.capitalAmount, t.jobsCreatedFullTime, t.revenueChange, t.sessions, t.businessStarts]).toEqual([1, 25_000n, 2, 30_000n, 1, 0]);
    expect(summary!.byCoach).toEqual([]);
    expect(summary!.byPartner).toEqual([]);
    // One of its codes, in any case; another bank's is refused and changes nothing.
    expect((await bank.partnerGetImpactSummary({ scope: { ...Q1, referralCode: "mesa2026" } })).summary!.totals!.capitalAmount).toBe(25_000n);
    const refused = await outcome(bank.partnerGetImpactSummary({ scope: { ...Q1, referralCode: "RIVER1" } }));
    expect(refused.code).toBe(Code.PermissionDenied);
  });

  it("lets an administrator ask for any bank's, and refuses learners and coaches", async () => {
    const { summary } = await (await admin()).partnerGetImpactSummary({ scope: { ...Q1, bankUserId: ids.bank2 } });
    expect(summary!.totals!.capitalAmount).toBe(5_000n);
    expect((await outcome(api.client().partnerGetImpactSummary({ scope: Q1 }))).code).toBe(Code.Unauthenticated);
    for (const who of [ids.coachA, ids.l1]) {
      expect((await outcome(api.client(await tokenOf(who)).partnerGetImpactSummary({ scope: Q1 }))).code).toBe(Code.PermissionDenied);
    }
  });

  expectCases(async (req: object) => api.client(await tokenOf(ids.bank1)).partnerGetImpactSummary({ scope: req }), [
    { name: "for an end before the start", request: { startDate: Q1.endDate, endDate: Q1.startDate }, code: Code.InvalidArgument },
  ]);

  it("reads nothing it should not: the rows are unchanged", async () => {
    const before = await database.db.select().from(milestones).where(eq(milestones.userId, ids.l1));
    await (await admin()).adminGetImpactSummary(Q1);
    expect(await database.db.select().from(milestones).where(eq(milestones.userId, ids.l1))).toEqual(before);
    expect((await database.db.select({ id: users.id }).from(users).where(eq(users.id, ids.l1))).length).toBe(1);
  });
});

describe("Revenue change", () => {
  // In 2024, away from the fixture's 2026: L4 with corrections and a late back-filled year, L5 with
  // one year only, L6 whose latest revenue was recorded before the period.
  const ids4 = {} as Record<"l4" | "l5" | "l6", string>;
  const period = (start: string, end: string) => {
    const d = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });
    return { startDate: d(start), endDate: d(end) };
  };
  beforeAll(async () => {
    ids4.l4 = await insertUser(database, "STANDARD", { assignedCoachId: ids.coachA });
    ids4.l5 = await insertUser(database, "STANDARD", { assignedCoachId: ids.coachA });
    ids4.l6 = await insertUser(database, "STANDARD", { assignedCoachId: ids.coachB });
    const a = { kind: "annual_revenue" as const, creditedCoachUserId: ids.coachA };
    await database.db.insert(milestones).values([
      milestone(ids4.l4, "2023-03-01", { ...a, revenueYear: 2022, amount: 50_000 }),
      milestone(ids4.l4, "2023-06-01", { ...a, revenueYear: 2022, amount: 60_000 }), // corrects 2022
      milestone(ids4.l4, "2024-02-01", { ...a, revenueYear: 2023, amount: 90_000 }),
      milestone(ids4.l4, "2024-03-01", { ...a, revenueYear: 2023, amount: 80_000 }), // corrects 2023
      milestone(ids4.l4, "2024-04-10", { ...a, revenueYear: 2021, amount: 10_000 }), // an older year, recorded later
      milestone(ids4.l5, "2024-02-15", { ...a, revenueYear: 2023, amount: 70_000 }),
      milestone(ids4.l6, "2022-01-10", { ...a, creditedCoachUserId: ids.coachB, revenueYear: 2021, amount: 20_000 }),
      milestone(ids4.l6, "2023-01-10", { ...a, creditedCoachUserId: ids.coachB, revenueYear: 2022, amount: 45_000 }),
    ]);
  });

  it("takes each client's latest year (its last record) minus their earliest (its last record), up to the period's end", async () => {
    const figures = async (start: string, end: string, extra: object = {}) =>
      (await (await admin()).adminGetImpactSummary({ ...period(start, end), ...extra })).summary!;
    // To March: L4's 2023 (80,000, corrected) minus 2022 (60,000, corrected); L5 has one year; L6's latest is before the period.
    const q1 = await figures("2024-01-01", "2024-03-31");
    expect([q1.totals!.revenueChange, q1.totals!.revenueChangeClients]).toEqual([20_000n, 1]);
    // Not whole months (the tables' path): the same.
    const inner = await figures("2024-01-02", "2024-03-30");
    expect([inner.totals!.revenueChange, inner.totals!.revenueChangeClients]).toEqual([20_000n, 1]);
    // To June: the back-filled 2021 (10,000) is now the earliest year; the latest is still 2023's, in the quarter of 1 March.
    const h1 = await figures("2024-01-01", "2024-06-30");
    expect([h1.totals!.revenueChange, h1.totals!.revenueChangeClients]).toEqual([70_000n, 1]);
    expect(h1.quarters.map((q) => q.figures!.revenueChange)).toEqual([70_000n, 0n]);
    expect(h1.byCoach.find((g) => g.userId === ids.coachA)!.figures!.revenueChange).toBe(70_000n);
    // L6's change counts in the period that holds its latest record, credited to its coach.
    const y2023 = await figures("2023-01-01", "2023-12-31", { coachUserId: ids.coachB });
    expect([y2023.totals!.revenueChange, y2023.totals!.revenueChangeClients]).toEqual([25_000n, 1]);
  });
});
