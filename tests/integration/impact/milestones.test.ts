/**
 * Impact milestones through the real server (issue #40 §1, §7): ListMyMilestones, SubmitMyMilestone,
 * ConfirmMyMilestone, CoachListUserMilestones, CoachRecordMilestone and CoachVerifyMilestone —
 * sign-in and role access (partner banks none; the *My* methods for learners), own mentees only
 * (another coach's mentee refused with the same answer whether or not the user exists), bad input
 * refused naming the field, the state machine (client-reported → verified; staff-recorded →
 * confirmed; anything else FAILED_PRECONDITION), stale versions ABORTED, history kept on every
 * change, the credit to the coach and referral partner at record time, audit rows, and refused
 * requests that change nothing.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CapitalType,
  LegalStructure,
  MilestoneChange,
  MilestoneRecorder,
  MilestoneState,
  type MilestoneFactsSchema,
} from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, bankAccounts, milestoneHistory, milestones, referralCodes } from "../../../src/server/db/schema/index.js";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { describeDocumentAccess } from "../../setup/document-access.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;
type Facts = MessageInitShape<typeof MilestoneFactsSchema>;

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
let coach: Client;
let otherCoach: Client;
let lenderId: string;
let lender: Client;
let partner: Client;
let adminId: string;
let admin: Client;
let learnerId: string;
let learner: Client;
let bankId: string;

const UNKNOWN_USER = "00000000-0000-4000-8000-000000000000";
const UNKNOWN_MILESTONE = "00000000-0000-4000-8000-0000000000ff";

const day = (iso: string) => {
  const [year, month, d] = iso.split("-").map(Number);
  return { year: year!, month: month!, day: d! };
};
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const loan = (amount = 25_000n): Facts => ({
  occurredOn: day("2026-10-15"),
  kind: { case: "capitalAccessed", value: { type: CapitalType.LOAN, source: "CDFI", lenderName: "Main Street Fund", amount, throughProgram: true } },
});
const jobs = (fullTime = 2, partTime = 1, on = "2026-11-01"): Facts => ({ occurredOn: day(on), kind: { case: "jobsCreated", value: { fullTime, partTime } } });

const rowsOf = (userId: string) => database.db.select().from(milestones).where(eq(milestones.userId, userId));
const historyOf = (milestoneId: string) => database.db.select().from(milestoneHistory).where(eq(milestoneHistory.milestoneId, milestoneId));
const audited = (action: string, targetId: string) => database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

/** A new learner of the coach (or of no one), with a client. */
async function newLearner(assignedCoachId: string | null = coachId, values: { referralCode?: string } = {}) {
  const id = await insertUser(database, "STANDARD", { assignedCoachId, firstName: "Lucía", lastName: "Núñez", ...values });
  return { id, client: api.client(await tokenOf(id)) };
}

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH", { firstName: "Carla", lastName: "Coach" });
  coach = api.client(await tokenOf(coachId));
  otherCoach = api.client(await tokenOf(await insertUser(database, "COACH")));
  lenderId = await insertUser(database, "LENDER", { firstName: "Leo", lastName: "Lender" });
  lender = api.client(await tokenOf(lenderId));
  bankId = await insertUser(database, "BANK");
  partner = api.client(await tokenOf(bankId));
  await database.db.insert(referralCodes).values({ code: "MainBank-2026", ownerUserId: bankId, kind: "bank" });
  await database.db.insert(bankAccounts).values({ userId: bankId, bankName: "Main Street Bank", referralCode: "MainBank-2026" });
  adminId = await insertUser(database, "ADMIN", { firstName: "Ada", lastName: "Admin" });
  admin = api.client(await tokenOf(adminId));
  ({ id: learnerId, client: learner } = await newLearner(coachId, { referralCode: "mainbank-2026" }));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describeDocumentAccess({
  anonymous: () => api.client(),
  methods: [
    ["listMyMilestones", {}],
    ["submitMyMilestone", { facts: jobs() }],
    ["confirmMyMilestone", { milestoneId: UNKNOWN_MILESTONE, version: 1 }],
    ["coachListUserMilestones", { userId: UNKNOWN_USER }],
    ["coachRecordMilestone", { userId: UNKNOWN_USER, facts: jobs() }],
    ["coachVerifyMilestone", { userId: UNKNOWN_USER, milestoneId: UNKNOWN_MILESTONE, evidenceNote: "x", version: 1 }],
  ],
  refused: [
    { method: "coachListUserMilestones", request: {}, clients: () => [learner, partner], userId: () => learnerId },
    { method: "coachRecordMilestone", request: { facts: jobs() }, clients: () => [learner, partner], userId: () => learnerId },
    { method: "coachVerifyMilestone", request: { milestoneId: UNKNOWN_MILESTONE, evidenceNote: "x", version: 1 }, clients: () => [learner, partner], userId: () => learnerId },
  ],
});

describe("the *My* methods are for learners", () => {
  it("staff and partner banks have none and write none (FAILED_PRECONDITION), whatever they name", async () => {
    const { id, client: owner } = await newLearner();
    const recorded = (await coach.coachRecordMilestone({ userId: id, facts: loan() })).milestone!;
    const refusal = { code: Code.FailedPrecondition, message: "Milestones are kept for the program's clients." };
    for (const client of [coach, lender, partner, admin]) {
      expect((await client.listMyMilestones({})).milestones).toEqual([]);
      expect(await outcome(client.submitMyMilestone({ facts: jobs() }))).toEqual(refusal);
      expect(await outcome(client.submitMyMilestone({ milestoneId: recorded.milestoneId, version: 1, facts: jobs() }))).toEqual(refusal);
      expect(await outcome(client.confirmMyMilestone({ milestoneId: recorded.milestoneId, version: 1 }))).toEqual(refusal);
    }
    expect((await owner.listMyMilestones({})).milestones[0]).toMatchObject({ state: MilestoneState.REPORTED, version: 1, history: [] });
    for (const id of [coachId, lenderId, bankId, adminId]) expect(await rowsOf(id)).toEqual([]);
  });
});

describe("SubmitMyMilestone", () => {
  const future = daysFromNow(3);
  const nextYear = new Date().getUTCFullYear() + 2;
  expectCases((req: object) => learner.submitMyMilestone(req), [
    { name: "without facts", request: {}, code: Code.InvalidArgument, message: "facts: required." },
    { name: "without a kind", request: { facts: { occurredOn: day("2026-10-01") } }, code: Code.InvalidArgument, message: "facts.kind: choose what the milestone is." },
    { name: "without a date", request: { facts: { kind: jobs().kind } }, code: Code.InvalidArgument, message: "facts.occurred_on: give a day from 1900 on." },
    { name: "for a day that does not exist", request: { facts: { ...jobs(), occurredOn: { year: 2026, month: 2, day: 30 } } }, code: Code.InvalidArgument, message: "facts.occurred_on: give a day from 1900 on." },
    { name: "for a date in the future", request: { facts: { ...jobs(), occurredOn: day(future) } }, code: Code.InvalidArgument, message: "facts.occurred_on: cannot be in the future." },
    { name: "for no jobs at all", request: { facts: jobs(0, 0) }, code: Code.InvalidArgument, message: "facts.jobs_created: give at least one full-time or part-time job." },
    { name: "for too many jobs", request: { facts: jobs(100_001, 0) }, code: Code.InvalidArgument, message: "facts.jobs_created.full_time: give a whole number from 0 to 100,000." },
    {
      name: "for revenue of a future year",
      request: { facts: { occurredOn: day("2026-01-31"), kind: { case: "annualRevenue", value: { year: nextYear, amount: 1000n } } } },
      code: Code.InvalidArgument,
      message: new RegExp(`^facts\\.annual_revenue\\.year: give a year from 1900 to \\d{4}\\.$`),
    },
    {
      name: "for negative revenue",
      request: { facts: { occurredOn: day("2026-01-31"), kind: { case: "annualRevenue", value: { year: 2025, amount: -1n } } } },
      code: Code.InvalidArgument,
      message: "facts.annual_revenue.amount: amounts cannot be negative.",
    },
    { name: "for capital over the bound", request: { facts: loan(10_000_000_001n) }, code: Code.InvalidArgument, message: "facts.capital_accessed.amount: at most $10,000,000,000." },
    { name: "for capital of $0", request: { facts: loan(0n) }, code: Code.InvalidArgument, message: "facts.capital_accessed.amount: give an amount of at least $1." },
    {
      name: "for capital without a type",
      request: { facts: { occurredOn: day("2026-10-01"), kind: { case: "capitalAccessed", value: { lenderName: "X", amount: 5n } } } },
      code: Code.InvalidArgument,
      message: "facts.capital_accessed.type: choose one.",
    },
    {
      name: "for a capital type off the list",
      request: { facts: { occurredOn: day("2026-10-01"), kind: { case: "capitalAccessed", value: { type: 9 as CapitalType, lenderName: "X", amount: 5n } } } },
      code: Code.InvalidArgument,
      message: "facts.capital_accessed.type: choose one of the listed values.",
    },
    {
      name: "for capital without the lender's name",
      request: { facts: { occurredOn: day("2026-10-01"), kind: { case: "capitalAccessed", value: { type: CapitalType.GRANT, lenderName: "  ", amount: 5n } } } },
      code: Code.InvalidArgument,
      message: "facts.capital_accessed.lender_name: name the lender, investor or grantor.",
    },
    {
      name: "for a source over 200 characters",
      request: { facts: { occurredOn: day("2026-10-01"), kind: { case: "capitalAccessed", value: { type: CapitalType.EQUITY, lenderName: "X", source: "s".repeat(201), amount: 5n } } } },
      code: Code.InvalidArgument,
      message: "facts.capital_accessed.source: use at most 200 characters.",
    },
    {
      name: "for a legal form off the list",
      request: { facts: { occurredOn: day("2026-10-01"), kind: { case: "businessStarted", value: { legalForm: 6 as LegalStructure } } } },
      code: Code.InvalidArgument,
      message: "facts.business_started.legal_form: choose one of the listed values.",
    },
    {
      name: "for a certification without an issuer",
      request: { facts: { occurredOn: day("2026-10-01"), kind: { case: "certification", value: { name: "WBENC" } } } },
      code: Code.InvalidArgument,
      message: "facts.certification.issuer: name who issued it.",
    },
    { name: "for a correction without the version read", request: { milestoneId: UNKNOWN_MILESTONE, facts: jobs() }, code: Code.InvalidArgument, message: "version: give the version you read (1 or more)." },
    { name: "for a milestone id that cannot be one", request: { milestoneId: "not an id!", facts: jobs(), version: 1 }, code: Code.InvalidArgument, message: "milestone_id: not an id." },
  ]);

  it("refused input wrote nothing", async () => {
    const { id, client } = await newLearner();
    expect((await outcome(client.submitMyMilestone({ facts: loan(0n) }))).code).toBe(Code.InvalidArgument);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("reports one: reported, recorded by the client, credited to their coach and their bank's referral code (as typed in any case)", async () => {
    const { milestone } = await learner.submitMyMilestone({ facts: jobs(3, 2) });
    expect(milestone).toMatchObject({
      userId: learnerId,
      state: MilestoneState.REPORTED,
      recordedBy: MilestoneRecorder.CLIENT,
      recordedByName: "Lucía Núñez",
      creditedCoachUserId: coachId,
      creditedCoachName: "Carla Coach",
      creditedPartnerUserId: bankId,
      creditedPartnerName: "Main Street Bank",
      version: 1,
      history: [],
    });
    expect(milestone?.facts?.kind).toMatchObject({ case: "jobsCreated", value: { fullTime: 3, partTime: 2 } });
    expect(milestone?.facts?.occurredOn).toMatchObject(day("2026-11-01"));
    const [row] = await database.db.select().from(milestones).where(eq(milestones.id, milestone!.milestoneId));
    expect(row).toMatchObject({ kind: "jobs_created", fullTimeJobs: 3, partTimeJobs: 2, amount: null, creditedReferralCode: "MainBank-2026" });
  });

  it("keeps every kind's fields as given (texts trimmed)", async () => {
    const { client } = await newLearner();
    const all: Facts[] = [
      jobs(),
      { occurredOn: day("2026-06-30"), kind: { case: "jobsRetained", value: { fullTime: 4, partTime: 0 } } },
      { occurredOn: day("2026-01-15"), kind: { case: "annualRevenue", value: { year: 2025, amount: 0n } } },
      { occurredOn: day("2026-10-15"), kind: { case: "capitalAccessed", value: { type: CapitalType.LINE_OF_CREDIT, source: " Bank ", lenderName: " First Local ", amount: 10_000_000_000n, throughProgram: false } } },
      { occurredOn: day("2024-03-01"), kind: { case: "businessStarted", value: { legalForm: LegalStructure.LLC } } },
      { occurredOn: day("2026-05-20"), kind: { case: "certification", value: { name: " 8(a) ", issuer: " SBA " } } },
    ];
    for (const facts of all) await client.submitMyMilestone({ facts });
    const { milestones: list } = await client.listMyMilestones({});
    expect(list).toHaveLength(6);
    // Newest first by date.
    expect(list.map((m) => m.facts?.kind.case)).toEqual(["jobsCreated", "capitalAccessed", "jobsRetained", "certification", "annualRevenue", "businessStarted"]);
    const byCase = Object.fromEntries(list.map((m) => [m.facts!.kind.case!, m.facts!.kind.value]));
    expect(byCase.capitalAccessed).toMatchObject({ type: CapitalType.LINE_OF_CREDIT, source: "Bank", lenderName: "First Local", amount: 10_000_000_000n, throughProgram: false });
    expect(byCase.annualRevenue).toMatchObject({ year: 2025, amount: 0n });
    expect(byCase.businessStarted).toMatchObject({ legalForm: LegalStructure.LLC });
    expect(byCase.certification).toMatchObject({ name: "8(a)", issuer: "SBA" });
    expect(byCase.jobsRetained).toMatchObject({ fullTime: 4, partTime: 0 });
  });

  it("a learner without a coach or a referral code: credited to no one", async () => {
    const { client } = await newLearner(null);
    const { milestone } = await client.submitMyMilestone({ facts: jobs() });
    expect(milestone).toMatchObject({ creditedCoachUserId: "", creditedCoachName: "", creditedPartnerUserId: "", creditedPartnerName: "" });
  });

  it("corrects their own while reported: the version goes up, the former one is kept, audited; the credit stays as recorded", async () => {
    const { id, client } = await newLearner();
    const { milestone } = await client.submitMyMilestone({ facts: loan(20_000n) });
    const milestoneId = milestone!.milestoneId;
    // The coach changes afterwards: the credit stays with the coach of the time.
    const laterCoach = await insertUser(database, "COACH");
    await setUser(database, id, { assignedCoachId: laterCoach });
    const { milestone: corrected } = await client.submitMyMilestone({ milestoneId, version: 1, facts: loan(25_000n) });
    expect(corrected).toMatchObject({ milestoneId, version: 2, state: MilestoneState.REPORTED, recordedBy: MilestoneRecorder.CLIENT, creditedCoachUserId: coachId });
    expect(corrected?.facts?.kind.value).toMatchObject({ amount: 25_000n });
    expect(corrected?.history).toHaveLength(1);
    expect(corrected?.history[0]).toMatchObject({ version: 1, state: MilestoneState.REPORTED, change: MilestoneChange.CORRECTED, changedByName: "Lucía Núñez" });
    expect(corrected?.history[0]?.facts?.kind.value).toMatchObject({ amount: 20_000n });
    const history = await historyOf(milestoneId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: 1, change: "corrected", changedByUserId: id });
    expect(history[0]?.snapshot).toMatchObject({ amount: 20_000, kind: "capital_accessed" });
    const rows = await audited("milestone_corrected", milestoneId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: id, targetType: "milestone", details: { kind: "capital_accessed", version: 2, oldState: "reported", newState: "reported" } });
    expect(JSON.stringify(rows[0])).not.toContain("25000");
  });

  it("a stale version is ABORTED and changes nothing", async () => {
    const { id, client } = await newLearner();
    const { milestone } = await client.submitMyMilestone({ facts: jobs() });
    await client.submitMyMilestone({ milestoneId: milestone!.milestoneId, version: 1, facts: jobs(5, 0) });
    expect((await outcome(client.submitMyMilestone({ milestoneId: milestone!.milestoneId, version: 1, facts: jobs(9, 9) }))).code).toBe(Code.Aborted);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ version: 2, fullTimeJobs: 5, partTimeJobs: 0 });
    expect(await historyOf(milestone!.milestoneId)).toHaveLength(1);
  });

  it("another learner's milestone, or none, is NOT_FOUND, and nothing changes", async () => {
    const { milestone } = await learner.submitMyMilestone({ facts: jobs(1, 0) });
    const { client } = await newLearner();
    expect(await outcome(client.submitMyMilestone({ milestoneId: milestone!.milestoneId, version: 1, facts: jobs(7, 7) }))).toEqual({ code: Code.NotFound, message: "Milestone not found" });
    expect((await outcome(client.submitMyMilestone({ milestoneId: UNKNOWN_MILESTONE, version: 1, facts: jobs() }))).code).toBe(Code.NotFound);
    const [row] = await database.db.select().from(milestones).where(eq(milestones.id, milestone!.milestoneId));
    expect(row).toMatchObject({ version: 1, fullTimeJobs: 1 });
  });

  it("refuses to correct one staff recorded, or one verified, with FAILED_PRECONDITION, changing nothing", async () => {
    const { id, client } = await newLearner();
    const staff = (await coach.coachRecordMilestone({ userId: id, facts: loan() })).milestone!;
    expect((await outcome(client.submitMyMilestone({ milestoneId: staff.milestoneId, version: 1, facts: loan(99n) }))).code).toBe(Code.FailedPrecondition);
    const own = (await client.submitMyMilestone({ facts: jobs() })).milestone!;
    await coach.coachVerifyMilestone({ userId: id, milestoneId: own.milestoneId, version: 1, evidenceNote: "Payroll report seen." });
    expect((await outcome(client.submitMyMilestone({ milestoneId: own.milestoneId, version: 2, facts: jobs(9, 9) }))).code).toBe(Code.FailedPrecondition);
    expect(await historyOf(staff.milestoneId)).toHaveLength(0);
    expect(await historyOf(own.milestoneId)).toHaveLength(1);
    expect((await rowsOf(id)).map((r) => r.version).sort()).toEqual([1, 2]);
  });
});

describe("CoachRecordMilestone", () => {
  expectCases((req: object) => coach.coachRecordMilestone({ userId: learnerId, ...req }), [
    { name: "without facts", request: {}, code: Code.InvalidArgument, message: "facts: required." },
    { name: "for capital of $0", request: { facts: loan(0n) }, code: Code.InvalidArgument, message: "facts.capital_accessed.amount: give an amount of at least $1." },
    { name: "for a correction without the version read", request: { milestoneId: UNKNOWN_MILESTONE, facts: loan() }, code: Code.InvalidArgument, message: "version: give the version you read (1 or more)." },
  ]);
  it("answers INVALID_ARGUMENT without a user id", async () => {
    expect(await outcome(coach.coachRecordMilestone({ userId: "", facts: loan() }))).toEqual({ code: Code.InvalidArgument, message: "user_id: required." });
  });

  it("refuses another coach's mentee, an unknown user, staff and the coach themselves — writing nothing, auditing nothing", async () => {
    const { id } = await newLearner();
    const recordedRows = () => database.db.select().from(auditLog).where(eq(auditLog.action, "milestone_recorded"));
    const auditedBefore = (await recordedRows()).length;
    const refusal = { code: Code.PermissionDenied, message: "You can see and record milestones only for your own clients." };
    expect(await outcome(otherCoach.coachRecordMilestone({ userId: id, facts: loan() }))).toEqual(refusal);
    expect(await outcome(lender.coachRecordMilestone({ userId: id, facts: loan() }))).toEqual(refusal);
    expect(await outcome(coach.coachRecordMilestone({ userId: UNKNOWN_USER, facts: loan() }))).toEqual(refusal);
    expect(await outcome(coach.coachRecordMilestone({ userId: coachId, facts: loan() }))).toEqual(refusal);
    expect(await outcome(admin.coachRecordMilestone({ userId: lenderId, facts: loan() }))).toEqual(refusal);
    expect(await rowsOf(id)).toEqual([]);
    expect(await rowsOf(coachId)).toEqual([]);
    expect(await recordedRows()).toHaveLength(auditedBefore);
  });

  it("records a loan of $25,000 for a mentee: reported by staff, credited, audited without values", async () => {
    const { milestone } = await coach.coachRecordMilestone({ userId: learnerId, facts: loan() });
    expect(milestone).toMatchObject({
      userId: learnerId,
      state: MilestoneState.REPORTED,
      recordedBy: MilestoneRecorder.STAFF,
      recordedByName: "Carla Coach",
      creditedCoachUserId: coachId,
      creditedPartnerUserId: bankId,
      version: 1,
    });
    const rows = await audited("milestone_recorded", milestone!.milestoneId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: coachId, targetType: "milestone", details: { userId: learnerId, kind: "capital_accessed", version: 1 } });
    expect(JSON.stringify(rows[0])).not.toMatch(/25000|Main Street Fund/);
    // The learner sees it, awaiting their confirmation.
    const mine = (await learner.listMyMilestones({})).milestones.find((m) => m.milestoneId === milestone!.milestoneId);
    expect(mine).toMatchObject({ state: MilestoneState.REPORTED, recordedBy: MilestoneRecorder.STAFF, recordedByName: "Carla Coach" });
  });

  it("a lender records for their own mentee; an administrator for anyone, audited", async () => {
    const { id } = await newLearner(lenderId);
    expect((await lender.coachRecordMilestone({ userId: id, facts: jobs() })).milestone?.creditedCoachName).toBe("Leo Lender");
    const { milestone } = await admin.coachRecordMilestone({ userId: id, facts: loan() });
    expect(milestone?.recordedByName).toBe("Ada Admin");
    expect(await audited("milestone_recorded", milestone!.milestoneId)).toHaveLength(1);
  });

  it("corrects a confirmed one: history kept, reported again by staff awaiting confirmation, audited", async () => {
    const { id, client } = await newLearner();
    const recorded = (await coach.coachRecordMilestone({ userId: id, facts: loan(24_000n) })).milestone!;
    await client.confirmMyMilestone({ milestoneId: recorded.milestoneId, version: 1 });
    const { milestone } = await coach.coachRecordMilestone({ userId: id, milestoneId: recorded.milestoneId, version: 2, facts: loan(25_000n) });
    expect(milestone).toMatchObject({ version: 3, state: MilestoneState.REPORTED, recordedBy: MilestoneRecorder.STAFF });
    expect(milestone?.confirmedAt).toBeUndefined();
    expect(milestone?.history.map((v) => [v.version, v.state, v.change])).toEqual([
      [2, MilestoneState.CONFIRMED, MilestoneChange.CORRECTED],
      [1, MilestoneState.REPORTED, MilestoneChange.CONFIRMED],
    ]);
    expect(milestone?.history[0]?.facts?.kind.value).toMatchObject({ amount: 24_000n });
    expect(milestone?.history[0]?.changedByName).toBe("Carla Coach");
    const rows = await audited("milestone_corrected", recorded.milestoneId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toMatchObject({ userId: id, version: 3, oldState: "confirmed", newState: "reported" });
  });

  it("corrects a client's verified report: it becomes staff's, the evidence stays in the history", async () => {
    const { id, client } = await newLearner();
    const own = (await client.submitMyMilestone({ facts: jobs(2, 0) })).milestone!;
    await coach.coachVerifyMilestone({ userId: id, milestoneId: own.milestoneId, version: 1, evidenceNote: "Payroll for October." });
    const { milestone } = await coach.coachRecordMilestone({ userId: id, milestoneId: own.milestoneId, version: 2, facts: jobs(3, 0) });
    expect(milestone).toMatchObject({ version: 3, state: MilestoneState.REPORTED, recordedBy: MilestoneRecorder.STAFF, evidenceNote: "", verifiedByName: "" });
    expect(milestone?.history[0]).toMatchObject({ version: 2, state: MilestoneState.VERIFIED, evidenceNote: "Payroll for October.", recordedBy: MilestoneRecorder.CLIENT });
  });

  it("another coach's correction, or a stale one, changes nothing", async () => {
    const { id } = await newLearner();
    const recorded = (await coach.coachRecordMilestone({ userId: id, facts: loan() })).milestone!;
    expect((await outcome(otherCoach.coachRecordMilestone({ userId: id, milestoneId: recorded.milestoneId, version: 1, facts: loan(1n) }))).code).toBe(Code.PermissionDenied);
    // A milestone id of another client named with this mentee: not found.
    const { id: other } = await newLearner();
    expect((await outcome(coach.coachRecordMilestone({ userId: other, milestoneId: recorded.milestoneId, version: 1, facts: loan(1n) }))).code).toBe(Code.NotFound);
    expect((await outcome(coach.coachRecordMilestone({ userId: id, milestoneId: recorded.milestoneId, version: 7, facts: loan(1n) }))).code).toBe(Code.Aborted);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ version: 1, amount: 25_000 });
    expect(await historyOf(recorded.milestoneId)).toEqual([]);
    expect(await audited("milestone_corrected", recorded.milestoneId)).toEqual([]);
  });
});

describe("ConfirmMyMilestone", () => {
  expectCases((req: object) => learner.confirmMyMilestone(req), [
    { name: "without a milestone id", request: { version: 1 }, code: Code.InvalidArgument, message: "milestone_id: required." },
    { name: "without the version read", request: { milestoneId: UNKNOWN_MILESTONE }, code: Code.InvalidArgument, message: "version: give the version you read (1 or more)." },
  ]);

  it("confirms one staff recorded: confirmed, the former version kept, audited", async () => {
    const { id, client } = await newLearner();
    const recorded = (await coach.coachRecordMilestone({ userId: id, facts: loan() })).milestone!;
    const { milestone } = await client.confirmMyMilestone({ milestoneId: recorded.milestoneId, version: 1 });
    expect(milestone).toMatchObject({ state: MilestoneState.CONFIRMED, version: 2, recordedBy: MilestoneRecorder.STAFF });
    expect(milestone?.confirmedAt).toBeDefined();
    expect(milestone?.history).toHaveLength(1);
    expect(milestone?.history[0]).toMatchObject({ version: 1, state: MilestoneState.REPORTED, change: MilestoneChange.CONFIRMED, changedByName: "Lucía Núñez" });
    expect(await audited("milestone_confirmed", recorded.milestoneId)).toHaveLength(1);
    // The coach sees it confirmed.
    const seen = (await coach.coachListUserMilestones({ userId: id })).milestones[0];
    expect(seen).toMatchObject({ milestoneId: recorded.milestoneId, state: MilestoneState.CONFIRMED });
  });

  it("refuses their own report, and one already confirmed, with FAILED_PRECONDITION, changing nothing", async () => {
    const { id, client } = await newLearner();
    const own = (await client.submitMyMilestone({ facts: jobs() })).milestone!;
    expect(await outcome(client.confirmMyMilestone({ milestoneId: own.milestoneId, version: 1 }))).toEqual({
      code: Code.FailedPrecondition,
      message: "You reported this milestone yourself: staff verify it.",
    });
    const recorded = (await coach.coachRecordMilestone({ userId: id, facts: loan() })).milestone!;
    await client.confirmMyMilestone({ milestoneId: recorded.milestoneId, version: 1 });
    expect((await outcome(client.confirmMyMilestone({ milestoneId: recorded.milestoneId, version: 2 }))).code).toBe(Code.FailedPrecondition);
    expect(await historyOf(own.milestoneId)).toEqual([]);
    expect(await historyOf(recorded.milestoneId)).toHaveLength(1);
    expect(await audited("milestone_confirmed", own.milestoneId)).toEqual([]);
  });

  it("another learner's milestone is NOT_FOUND and stays unconfirmed", async () => {
    const { id } = await newLearner();
    const recorded = (await coach.coachRecordMilestone({ userId: id, facts: loan() })).milestone!;
    expect((await outcome(learner.confirmMyMilestone({ milestoneId: recorded.milestoneId, version: 1 }))).code).toBe(Code.NotFound);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ state: "reported", version: 1, confirmedAt: null });
  });

  it("a stale version is ABORTED", async () => {
    const { id, client } = await newLearner();
    const recorded = (await coach.coachRecordMilestone({ userId: id, facts: loan() })).milestone!;
    await coach.coachRecordMilestone({ userId: id, milestoneId: recorded.milestoneId, version: 1, facts: loan(30_000n) });
    expect((await outcome(client.confirmMyMilestone({ milestoneId: recorded.milestoneId, version: 1 }))).code).toBe(Code.Aborted);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ state: "reported", version: 2, amount: 30_000 });
  });
});

describe("CoachVerifyMilestone", () => {
  expectCases((req: object) => coach.coachVerifyMilestone({ userId: learnerId, milestoneId: UNKNOWN_MILESTONE, version: 1, ...req }), [
    { name: "without an evidence note", request: { evidenceNote: "  " }, code: Code.InvalidArgument, message: "evidence_note: write what you saw." },
    { name: "for an evidence note over 2,000 characters", request: { evidenceNote: "e".repeat(2001) }, code: Code.InvalidArgument, message: "evidence_note: use at most 2,000 characters." },
    { name: "without a milestone id", request: { milestoneId: "", evidenceNote: "x" }, code: Code.InvalidArgument, message: "milestone_id: required." },
    { name: "without the version read", request: { version: 0, evidenceNote: "x" }, code: Code.InvalidArgument, message: "version: give the version you read (1 or more)." },
  ]);

  it("verifies a client's report with the evidence note: verified, history kept, audited without the note", async () => {
    const { id, client } = await newLearner();
    const own = (await client.submitMyMilestone({ facts: loan() })).milestone!;
    const { milestone } = await coach.coachVerifyMilestone({ userId: id, milestoneId: own.milestoneId, version: 1, evidenceNote: " Closing statement, 15 Oct. " });
    expect(milestone).toMatchObject({ state: MilestoneState.VERIFIED, version: 2, evidenceNote: "Closing statement, 15 Oct.", verifiedByName: "Carla Coach", recordedBy: MilestoneRecorder.CLIENT });
    expect(milestone?.verifiedAt).toBeDefined();
    expect(milestone?.history[0]).toMatchObject({ version: 1, state: MilestoneState.REPORTED, change: MilestoneChange.VERIFIED, changedByName: "Carla Coach" });
    const rows = await audited("milestone_verified", own.milestoneId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: coachId, details: { userId: id, oldState: "reported", newState: "verified" } });
    expect(JSON.stringify(rows[0])).not.toContain("Closing statement");
    // The learner sees it verified.
    expect((await client.listMyMilestones({})).milestones[0]).toMatchObject({ state: MilestoneState.VERIFIED, verifiedByName: "Carla Coach" });
  });

  it("refuses one staff recorded, and one already verified, with FAILED_PRECONDITION, changing nothing", async () => {
    const { id, client } = await newLearner();
    const recorded = (await coach.coachRecordMilestone({ userId: id, facts: loan() })).milestone!;
    expect(await outcome(coach.coachVerifyMilestone({ userId: id, milestoneId: recorded.milestoneId, version: 1, evidenceNote: "x" }))).toEqual({
      code: Code.FailedPrecondition,
      message: "Staff recorded this milestone: the client confirms it.",
    });
    const own = (await client.submitMyMilestone({ facts: jobs() })).milestone!;
    await coach.coachVerifyMilestone({ userId: id, milestoneId: own.milestoneId, version: 1, evidenceNote: "Seen." });
    expect((await outcome(coach.coachVerifyMilestone({ userId: id, milestoneId: own.milestoneId, version: 2, evidenceNote: "Again." }))).code).toBe(Code.FailedPrecondition);
    expect(await historyOf(recorded.milestoneId)).toEqual([]);
    expect(await historyOf(own.milestoneId)).toHaveLength(1);
    const [row] = await database.db.select().from(milestones).where(eq(milestones.id, own.milestoneId));
    expect(row?.evidenceNote).toBe("Seen.");
  });

  it("refuses another coach's mentee and an unknown user alike, changing nothing", async () => {
    const { id, client } = await newLearner();
    const own = (await client.submitMyMilestone({ facts: jobs() })).milestone!;
    const refusal = { code: Code.PermissionDenied, message: "You can see and record milestones only for your own clients." };
    expect(await outcome(otherCoach.coachVerifyMilestone({ userId: id, milestoneId: own.milestoneId, version: 1, evidenceNote: "x" }))).toEqual(refusal);
    expect(await outcome(otherCoach.coachVerifyMilestone({ userId: UNKNOWN_USER, milestoneId: own.milestoneId, version: 1, evidenceNote: "x" }))).toEqual(refusal);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ state: "reported", version: 1, evidenceNote: "" });
    expect(await audited("milestone_verified", own.milestoneId)).toEqual([]);
  });
});

describe("CoachListUserMilestones", () => {
  it("answers INVALID_ARGUMENT without a user id", async () => {
    expect(await outcome(coach.coachListUserMilestones({ userId: "" }))).toEqual({ code: Code.InvalidArgument, message: "user_id: required." });
  });

  it("lists a mentee's milestones, newest first, with their history", async () => {
    const { id, client } = await newLearner();
    const older = (await client.submitMyMilestone({ facts: jobs(2, 1, "2025-05-01") })).milestone!;
    await client.submitMyMilestone({ milestoneId: older.milestoneId, version: 1, facts: jobs(4, 0, "2025-05-01") });
    await coach.coachRecordMilestone({ userId: id, facts: loan() });
    const { milestones: list } = await coach.coachListUserMilestones({ userId: id });
    expect(list.map((m) => m.facts?.kind.case)).toEqual(["capitalAccessed", "jobsCreated"]);
    expect(list[1]?.history).toHaveLength(1);
    expect(list[1]?.history[0]?.facts?.kind.value).toMatchObject({ fullTime: 2 });
  });

  it("refuses another coach's mentee and an unknown user alike; not audited for coaches", async () => {
    const { id } = await newLearner();
    const refusal = { code: Code.PermissionDenied, message: "You can see and record milestones only for your own clients." };
    expect(await outcome(otherCoach.coachListUserMilestones({ userId: id }))).toEqual(refusal);
    expect(await outcome(otherCoach.coachListUserMilestones({ userId: UNKNOWN_USER }))).toEqual(refusal);
    await coach.coachListUserMilestones({ userId: id });
    expect(await audited("admin_milestones_read", id)).toEqual([]);
  });

  it("an administrator reads anyone's, audited", async () => {
    const { id } = await newLearner();
    await coach.coachRecordMilestone({ userId: id, facts: loan() });
    expect((await admin.coachListUserMilestones({ userId: id })).milestones).toHaveLength(1);
    const rows = await audited("admin_milestones_read", id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: adminId, targetType: "user" });
  });
});

describe("ListMyMilestones", () => {
  it("lists the caller's own only", async () => {
    const { client } = await newLearner();
    expect((await client.listMyMilestones({})).milestones).toEqual([]);
    await client.submitMyMilestone({ facts: jobs() });
    const { milestones: list } = await client.listMyMilestones({});
    expect(list).toHaveLength(1);
    expect(list.every((m) => m.userId !== learnerId)).toBe(true);
  });
});
