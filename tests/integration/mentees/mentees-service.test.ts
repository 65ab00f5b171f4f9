/**
 * Mentees through the real server (issue #13 §1): CoachGetMyMentees, CoachListMyMentees,
 * CoachGetAllMentees, CoachGetMenteeById and CoachGetAllCoaches — sign-in and role access; a coach
 * sees only their own mentees, never the sealed profile fields; one NOT_FOUND for another coach's
 * mentee and for a user who does not exist; administrators see every learner and the sealed fields;
 * keyset pages; the journey in each mentee; the documents awaiting the caller's review (issue #38):
 * listed once submitted, cleared when the caller opens them, listed again at a new version, per viewer.
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignToJourney } from "../../../src/server/rpc/journey/journey-store.js";
import { BusinessDocument, BusinessPlanSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { documentReviews, learningContents, learningModules, userStates } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
let coach: Client;
let otherCoach: Client;
let admin: Client;
let learner: Client;
let menteeIds: string[];
let otherMenteeId: string;
let moduleId: string;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const SECRET = { driversLicenseNumber: "D1234-5678-9012", dateOfBirth: "1979-11-23", annualHouseholdIncome: "87654" };

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH", { firstName: "Carla", lastName: "Coach", phoneNumber: "505-555-0100" });
  coach = api.client(await tokenOf(coachId));
  const otherCoachId = await insertUser(database, "LENDER", { firstName: "Lena" });
  otherCoach = api.client(await tokenOf(otherCoachId));
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  const learnerId = await insertUser(database, "STANDARD");
  learner = api.client(await tokenOf(learnerId));
  menteeIds = [];
  for (let i = 0; i < 5; i++) menteeIds.push(await insertUser(database, "STANDARD", { assignedCoachId: coachId, firstName: `Mentee ${i}` }));
  otherMenteeId = await insertUser(database, "STANDARD", { assignedCoachId: otherCoachId });
  // The first mentee keeps sealed fields, written as they are in production (sealed at rest).
  const mentee = api.client(await tokenOf(menteeIds[0]!));
  await mentee.updateMyProfile({
    profile: SECRET,
    updateMask: { paths: ["drivers_license_number", "date_of_birth", "annual_household_income"] },
  });
  const [module] = await database.db.insert(learningModules).values({ title: "Cash basics", description: "" }).returning({ id: learningModules.id });
  moduleId = module!.id;
  await assignToJourney(database.db, menteeIds[0]!, { moduleId }, coachId);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;
  it.each([
    ["coachGetMyMentees", {}],
    ["coachListMyMentees", {}],
    ["coachGetAllMentees", {}],
    ["coachGetMenteeById", { menteeUserId: UNKNOWN }],
    ["coachGetAllCoaches", {}],
    ["coachAssignLearningMaterialToUser", { userId: UNKNOWN, learningModuleId: UNKNOWN }],
    ["coachUnassignLearningMaterialToUser", { userId: UNKNOWN, learningModuleId: UNKNOWN }],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to a learner", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
    expect((await outcome(call(learner, method)(req))).code).toBe(Code.PermissionDenied);
  });
});

describe("a coach's mentees", () => {
  it("are their own learners, newest first, without the sealed fields, with their journey", async () => {
    const { mentees } = await coach.coachGetMyMentees({});
    expect(mentees.map((m) => m.user?.id).sort()).toEqual([...menteeIds].sort());
    const first = mentees.find((m) => m.user?.id === menteeIds[0])!;
    expect(first.user?.profile).toMatchObject({ driversLicenseNumber: "", dateOfBirth: "", annualHouseholdIncome: "", race: "", ethnicity: "" });
    expect(first.journey?.assignedLearningModules.map((m) => m.learningModuleId)).toEqual([moduleId]);
    expect(first.notifications).toEqual([]);
    expect((await coach.coachGetAllMentees({})).mentees).toHaveLength(5);
  });

  it("page with keyset tokens", async () => {
    const seen: string[] = [];
    let token = "";
    do {
      const page = await coach.coachListMyMentees({ pageRequest: { pageSize: 2, pageToken: token } });
      expect(page.pageResponse?.totalSize).toBe(5);
      seen.push(...page.mentees.map((m) => m.user!.id));
      token = page.pageResponse!.nextPageToken;
    } while (token);
    expect(seen.sort()).toEqual([...menteeIds].sort());
  });

  expectCases((req: { menteeUserId: string }) => coach.coachGetMenteeById(req), [
    { name: "without an id", request: { menteeUserId: "" }, code: Code.InvalidArgument, message: "mentee_user_id: required." },
    { name: "for another coach's mentee", request: () => ({ menteeUserId: otherMenteeId }), code: Code.NotFound, message: "Mentee not found" },
    { name: "for a user who does not exist, with the same words", request: { menteeUserId: UNKNOWN }, code: Code.NotFound, message: "Mentee not found" },
  ]);

  it("reads one of their own by id, with the notifications and chat between them", async () => {
    const menteeClient = api.client(await tokenOf(menteeIds[1]!));
    await menteeClient.sendChatMessage({ sendToUserId: coachId, message: "Hello coach" });
    await coach.coachSendNotificationToUser({ sendToUserId: menteeIds[1]!, message: "Class on Tuesday" });
    const { mentee } = await coach.coachGetMenteeById({ menteeUserId: menteeIds[1]! });
    expect(mentee?.user?.profile?.firstName).toBe("Mentee 1");
    expect(mentee?.chatMessages.map((m) => m.message)).toEqual(["Hello coach"]);
    expect(mentee?.notifications.map((n) => n.message)).toEqual(["Class on Tuesday"]);
    // Lists stay light.
    const listed = (await coach.coachGetMyMentees({})).mentees.find((m) => m.user?.id === menteeIds[1]);
    expect(listed?.chatMessages).toEqual([]);
  });

  it("carry the learner's business tools' state, in the lists and by id", async () => {
    await database.db
      .insert(userStates)
      .values({ userId: menteeIds[2]!, hasSeenCashflow: true, hasCompletedCashflow: true, hasSeenBusinessPlan: true })
      .onConflictDoUpdate({ target: userStates.userId, set: { hasSeenCashflow: true, hasCompletedCashflow: true, hasSeenBusinessPlan: true } });
    const listed = (await coach.coachGetMyMentees({})).mentees.find((m) => m.user?.id === menteeIds[2]);
    expect(listed?.state).toMatchObject({ hasSeenCashflow: true, hasCompletedCashflow: true, hasSeenBusinessPlan: true, hasCompletedBusinessPlan: false, hasSeenBusinessSurvey: false });
    const paged = (await coach.coachListMyMentees({ pageRequest: { pageSize: 10 } })).mentees.find((m) => m.user?.id === menteeIds[2]);
    expect(paged?.state?.hasCompletedCashflow).toBe(true);
    const { mentee } = await coach.coachGetMenteeById({ menteeUserId: menteeIds[2]! });
    expect(mentee?.state).toMatchObject({ hasCompletedCashflow: true, hasSeenBusinessPlan: true, hasCompletedBusinessPlan: false });
  });

  it("are not another coach's", async () => {
    expect((await otherCoach.coachGetMyMentees({})).mentees.map((m) => m.user?.id)).toEqual([otherMenteeId]);
  });
});

describe("administrators", () => {
  it("see every learner, with the sealed fields", async () => {
    const { mentees } = await admin.coachGetAllMentees({});
    const ids = mentees.map((m) => m.user?.id);
    for (const id of [...menteeIds, otherMenteeId]) expect(ids).toContain(id);
    const { mentee } = await admin.coachGetMenteeById({ menteeUserId: menteeIds[0]! });
    expect(mentee?.user?.profile).toMatchObject(SECRET);
  });
});

describe("documents awaiting the caller's review", () => {
  const plan = (text: string) => create(BusinessPlanSchema, { companyDescription: text, whyBusinessStarted: "Family recipes." });
  const awaitingIn = async (client: Client, id: string) => {
    const [mine, page, one] = await Promise.all([client.coachGetMyMentees({}), client.coachListMyMentees({ pageRequest: { pageSize: 50 } }), client.coachGetMenteeById({ menteeUserId: id })]);
    const listed = mine.mentees.find((m) => m.user?.id === id)?.documentsAwaitingReview;
    // The three reads agree.
    expect(page.mentees.find((m) => m.user?.id === id)?.documentsAwaitingReview).toEqual(listed);
    expect(one.mentee?.documentsAwaitingReview).toEqual(listed);
    return listed;
  };

  it("lists a submitted document until the coach opens it, again at a new version, and per viewer", async () => {
    const id = menteeIds[3]!;
    const mentee = api.client(await tokenOf(id));
    expect(await awaitingIn(coach, id)).toEqual([]);

    await mentee.submitMyBusinessPlan({ plan: plan("A bakery.") });
    expect(await awaitingIn(coach, id)).toEqual([BusinessDocument.BUSINESS_PLAN]);
    expect(await awaitingIn(admin, id)).toEqual([BusinessDocument.BUSINESS_PLAN]);

    // The coach opens it (the mentee page's download mints the link): no longer awaiting them...
    expect((await coach.coachDownloadUserBusinessPlan({ userId: id })).urlToDownload).not.toBe("");
    expect(await awaitingIn(coach, id)).toEqual([]);
    // ...but another viewer's review is theirs: the administrator has not opened it.
    expect(await awaitingIn(admin, id)).toEqual([BusinessDocument.BUSINESS_PLAN]);

    // A new version: listed again for the coach; the administrator opening it does not clear it for the coach.
    await mentee.submitMyBusinessPlan({ plan: plan("A bigger bakery.") });
    expect(await awaitingIn(coach, id)).toEqual([BusinessDocument.BUSINESS_PLAN]);
    await admin.coachDownloadUserBusinessPlan({ userId: id });
    expect(await awaitingIn(admin, id)).toEqual([]);
    expect(await awaitingIn(coach, id)).toEqual([BusinessDocument.BUSINESS_PLAN]);
    await coach.coachDownloadUserBusinessPlan({ userId: id });
    expect(await awaitingIn(coach, id)).toEqual([]);
  });

  it("does not list a version the viewer saved themselves, and leaves other mentees alone", async () => {
    const id = menteeIds[4]!;
    await admin.adminSubmitBusinessPlan({ userId: id, plan: plan("Entered by the office.") });
    expect(await awaitingIn(admin, id)).toEqual([]);
    expect(await awaitingIn(coach, id)).toEqual([BusinessDocument.BUSINESS_PLAN]);
    expect(await awaitingIn(coach, menteeIds[0]!)).toEqual([]);
  });

  it("refuses to record a review of another coach's mentee's document, and records nothing", async () => {
    const before = await database.db.select().from(documentReviews);
    expect((await outcome(coach.coachDownloadUserBusinessPlan({ userId: otherMenteeId }))).code).toBe(Code.PermissionDenied);
    expect(await database.db.select().from(documentReviews)).toEqual(before);
  });
});

describe("CoachGetAllCoaches", () => {
  it("lists enabled coaches and lenders with contact details only", async () => {
    const { coaches } = await coach.coachGetAllCoaches({});
    const carla = coaches.find((c) => c.id === coachId);
    expect(carla?.profile).toMatchObject({ firstName: "Carla", phoneNumber: "505-555-0100", race: "", dateOfBirth: "" });
    expect(coaches.every((c) => c.id !== menteeIds[0])).toBe(true);
  });
});

describe("assigning learning material", () => {
  let contentId: string;
  beforeAll(async () => {
    const [content] = await database.db.insert(learningContents).values({ title: "Pricing 101", contentType: "ARTICLE" }).returning({ id: learningContents.id });
    contentId = content!.id;
  });
  const journeyOf = async (id: string) => (await coach.coachGetMenteeById({ menteeUserId: id })).mentee!.journey!;

  expectCases((req: { userId: string; learningModuleId?: string; learningContentId?: string }) => coach.coachAssignLearningMaterialToUser(req), [
    { name: "without any material", request: () => ({ userId: menteeIds[2]! }), code: Code.InvalidArgument, message: /^learning_module_id: name a module/ },
    { name: "for another coach's mentee", request: () => ({ userId: otherMenteeId, learningContentId: contentId }), code: Code.NotFound, message: "Mentee not found" },
    { name: "for a user who does not exist", request: () => ({ userId: UNKNOWN, learningContentId: contentId }), code: Code.NotFound, message: "Mentee not found" },
    { name: "for a module that does not exist", request: () => ({ userId: menteeIds[2]!, learningModuleId: UNKNOWN, learningContentId: contentId }), code: Code.NotFound, message: "Learning module not found" },
  ]);

  it("puts a module and a content on the mentee's journey, which the learner reads at once, and takes them off", async () => {
    const before = await journeyOf(menteeIds[2]!);
    expect(before.assignedLearningContents).toEqual([]);
    await coach.coachAssignLearningMaterialToUser({ userId: menteeIds[2]!, learningModuleId: moduleId, learningContentId: contentId });
    await coach.coachAssignLearningMaterialToUser({ userId: menteeIds[2]!, learningContentId: contentId });
    const mine = (await api.client(await tokenOf(menteeIds[2]!)).getMyLearningJourney({})).journey!;
    expect(mine.assignedLearningContents.map((c) => c.learningContentId)).toEqual([contentId]);
    expect(mine.assignedLearningModules.map((m) => m.learningModuleId)).toEqual([moduleId]);
    await coach.coachUnassignLearningMaterialToUser({ userId: menteeIds[2]!, learningContentId: contentId, learningModuleId: moduleId });
    const after = await journeyOf(menteeIds[2]!);
    expect(after.assignedLearningContents).toEqual([]);
    expect(after.assignedLearningModules).toEqual([]);
  });

  it("is refused on another coach's mentee when unassigning too", async () => {
    expect((await outcome(coach.coachUnassignLearningMaterialToUser({ userId: otherMenteeId, learningContentId: contentId }))).code).toBe(Code.NotFound);
  });
});
