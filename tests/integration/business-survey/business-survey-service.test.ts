/**
 * The business survey through the real server (issue #12 §2, §3): SubmitMyBusinessSurvey,
 * GetMyBusinessSurvey, AdminGetBusinessSurvey and AdminSubmitBusinessSurvey — sign-in and role
 * access, checks against the current questionnaire naming the path (nothing stored when refused),
 * the canonical texts stored with the answers, versions, flags and administrators' audited writes.
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BusinessSurveySchema, type BusinessSurvey } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, businessSurveyHistory, userStates } from "../../../src/server/db/schema/index.js";
import { blankSurvey } from "../../../src/shared/business-survey.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { describeDocumentAccess, describeDocumentDownloads } from "../../setup/document-access.js";
import { expectCases } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let learnerId: string;
let learner: Client;
let coach: Client;
let adminId: string;
let admin: Client;

const UNKNOWN_USER = "00000000-0000-4000-8000-000000000000";

function answered(score = 3): BusinessSurvey {
  const survey = create(BusinessSurveySchema, blankSurvey());
  for (const section of survey.selfAssessment) for (const r of section.responses) r.score = score;
  survey.systemsUsed = [{ $typeName: "compass.v1.SystemUsed", label: "Accounting or bookkeeping software", answer: " Wave " }];
  return survey;
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

describeDocumentAccess({
  anonymous: () => api.client(),
  methods: [
    ["submitMyBusinessSurvey", { survey: {} }],
    ["getMyBusinessSurvey", {}],
    ["adminGetBusinessSurvey", { userId: UNKNOWN_USER }],
    ["adminSubmitBusinessSurvey", { userId: UNKNOWN_USER, survey: {} }],
    ["downloadMyBusinessSurvey", {}],
    ["coachDownloadUserBusinessSurvey", { userId: UNKNOWN_USER }],
  ],
  refused: [
    { method: "coachDownloadUserBusinessSurvey", request: {}, clients: () => [learner], userId: () => learnerId },
    { method: "adminGetBusinessSurvey", request: { userId: UNKNOWN_USER }, clients: () => [learner, coach], userId: () => learnerId },
    { method: "adminSubmitBusinessSurvey", request: { userId: UNKNOWN_USER, survey: {} }, clients: () => [learner, coach], userId: () => learnerId },
  ],
});

describe("SubmitMyBusinessSurvey checks", () => {
  const unanswered = () => {
    const s = answered();
    s.selfAssessment[2]!.responses[1]!.score = 0;
    return { survey: s };
  };
  const reworded = () => {
    const s = answered();
    s.selfAssessment[0]!.responses[0]!.question = "Do you like cake?";
    return { survey: s };
  };
  expectCases((req: { survey?: BusinessSurvey }) => learner.submitMyBusinessSurvey(req), [
    { name: "without a survey", request: {}, code: Code.InvalidArgument, message: "survey: required." },
    { name: "for an unanswered question", request: unanswered, code: Code.InvalidArgument, message: "survey.self_assessment[2].responses[1].score: choose a score from 1 to 5." },
    { name: "for a question not in the current survey", request: reworded, code: Code.InvalidArgument, message: /^survey\.self_assessment\[0\]\.responses\[0\]\.question: this question is not in the current survey/ },
    { name: "for an empty survey", request: { survey: create(BusinessSurveySchema) }, code: Code.InvalidArgument, message: "survey.self_assessment: answer all 6 sections of the current survey." },
  ]);
  it("stores nothing when refused", async () => {
    expect(await database.db.select().from(businessSurveyHistory).where(eq(businessSurveyHistory.userId, learnerId))).toEqual([]);
  });
});

describe("submit and read back", () => {
  it("stores versions with the questionnaire's texts and score labels, and sets the flags", async () => {
    const empty = await learner.getMyBusinessSurvey({});
    expect(empty.survey?.versionNumber).toBe(0);
    await learner.submitMyBusinessSurvey({ survey: answered(2) });
    await learner.submitMyBusinessSurvey({ survey: answered(4) });
    const { survey } = await learner.getMyBusinessSurvey({});
    expect(survey?.versionNumber).toBe(2);
    expect(survey?.selfAssessment[0]?.name).toBe("Planning");
    expect(survey?.selfAssessment[0]?.responses[0]?.scoreLabel).toBe("Mostly in place");
    expect(survey?.systemsUsed.map((s) => [s.label, s.answer])).toEqual([["Accounting or bookkeeping software", "Wave"]]);
    const state = (await database.db.select().from(userStates).where(eq(userStates.userId, learnerId)))[0]!;
    expect(state.hasSeenBusinessSurvey && state.hasCompletedBusinessSurvey).toBe(true);
  });

  it("applies the read mask", async () => {
    const { survey } = await learner.getMyBusinessSurvey({ fields: { paths: ["systems_used"] } });
    expect(survey?.selfAssessment).toEqual([]);
    expect(survey?.systemsUsed).toHaveLength(1);
  });
});

describe("administrators", () => {
  expectCases((req: { userId: string }) => admin.adminGetBusinessSurvey(req), [
    { name: "for a user who does not exist", request: { userId: UNKNOWN_USER }, code: Code.NotFound, message: "User not found" },
  ]);

  it("read any user's survey and submit one for them, audited", async () => {
    expect((await admin.adminGetBusinessSurvey({ userId: learnerId })).survey?.versionNumber).toBe(2);
    await admin.adminSubmitBusinessSurvey({ userId: learnerId, survey: answered(5) });
    expect((await learner.getMyBusinessSurvey({})).survey?.versionNumber).toBe(3);
    const audited = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "admin_business_survey_submitted"), eq(auditLog.targetId, learnerId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorUserId).toBe(adminId);
  });
});

describeDocumentDownloads<Client>({
  contentType: "application/pdf",
  fileName: /^business-survey-.*-v1\.pdf$/,
  magic: "%PDF",
  learner: async ({ submitted, coachId }) => {
    const id = await insertUser(database, "STANDARD", { businessName: "Núñez Panadería", assignedCoachId: coachId ?? null });
    const client = api.client(await tokenOf(id));
    if (submitted) await client.submitMyBusinessSurvey({ survey: answered() });
    return { id, client };
  },
  downloadMine: (client) => client.downloadMyBusinessSurvey({}),
  coachDownload: (client, userId) => client.coachDownloadUserBusinessSurvey({ userId }),
  coach: async () => {
    const id = await insertUser(database, "COACH");
    return { id, client: api.client(await tokenOf(id)) };
  },
  otherCoach: () => coach,
  fetchLink: (url) => fetch(`${api.server.url}${new URL(url, "http://compass.test").pathname}`),
});
