/**
 * The learner's journey through the real server (issue #10 §1): GetMyLearningJourney's five lists,
 * MarkLearningContentCompleted and MarkLearningModuleCompleted — sign-in required, ids required and
 * known; assigned items (written by the store's assignToJourney, as a coach's assignment will be)
 * move to the completed lists when completed; a learner may complete what was never assigned;
 * completing every content of a module completes the module; completing twice is harmless (one
 * row, the first completion kept, one more log entry); each learner sees only their own journey.
 */
import { timestampMs, type Timestamp } from "@bufbuild/protobuf/wkt";
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentType, type LearningJourney } from "../../../src/gen/compass/v1/compass_pb.js";
import { learningCompletionLog, userLearningContents, userLearningModules } from "../../../src/server/db/schema/index.js";
import { assignToJourney } from "../../../src/server/rpc/journey/journey-store.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let coachId: string;
let me: Learner;
/** A module's id and a content's id, to call each completion with the other kind's id. */
let moduleForCases = "";
let contentForCases = "";

interface Learner {
  id: string;
  client: ReturnType<AccountServer["client"]>;
  web: ReturnType<AccountServer["grpcWeb"]>;
}

async function learner(): Promise<Learner> {
  const id = await insertUser(database, "STANDARD");
  const token = await tokenOf(id);
  return { id, client: api.client(token), web: api.grpcWeb(token) };
}

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  coachId = await insertUser(database, "COACH");
  me = await learner();
  contentForCases = await article("Only a content");
  moduleForCases = await newModule("Only a module");
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const article = async (title: string) => (await admin.adminCreateLearningContent({ title, contentType: ContentType.ARTICLE })).learningContentId;
const newModule = async (title: string, learningContentIds: string[] = []) => (await admin.adminCreateLearningModule({ title, learningContentIds })).learningModuleId;
const journeyOf = async (who: Learner): Promise<LearningJourney> => (await who.client.getMyLearningJourney({})).journey!;
const ms = (t: Timestamp | undefined) => (t ? timestampMs(t) : undefined);

describe("access and arguments", () => {
  it.each([
    ["getMyLearningJourney", {}],
    ["markLearningContentCompleted", { learningContentId: UNKNOWN }],
    ["markLearningModuleCompleted", { learningModuleId: UNKNOWN }],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in, on both paths", async (method, req) => {
    type Call = (req: object) => Promise<unknown>;
    for (const client of [api.client(), api.grpcWeb()]) {
      expect((await outcome((client as unknown as Record<string, Call>)[method]!(req))).code).toBe(Code.Unauthenticated);
    }
  });

  describe("MarkLearningContentCompleted", () => {
    expectCases((req: { learningContentId: string }) => me.client.markLearningContentCompleted(req), [
      { name: "without a content id", request: { learningContentId: "" }, code: Code.InvalidArgument, message: "learning_content_id: required." },
      { name: "with a blank content id", request: { learningContentId: "   " }, code: Code.InvalidArgument, message: "learning_content_id: required." },
      { name: "with a NUL in the id", request: { learningContentId: "a\u0000b" }, code: Code.InvalidArgument, message: /^learning_content_id: / },
      { name: "for an unknown content", request: { learningContentId: UNKNOWN }, code: Code.NotFound, message: "Learning content not found" },
      { name: "for a module's id", request: () => ({ learningContentId: moduleForCases }), code: Code.NotFound, message: "Learning content not found" },
    ]);
  });

  describe("MarkLearningModuleCompleted", () => {
    expectCases((req: { learningModuleId: string }) => me.web.markLearningModuleCompleted(req), [
      { name: "without a module id", request: { learningModuleId: "" }, code: Code.InvalidArgument, message: "learning_module_id: required." },
      { name: "with a blank module id", request: { learningModuleId: " \t" }, code: Code.InvalidArgument, message: "learning_module_id: required." },
      { name: "for an unknown module", request: { learningModuleId: UNKNOWN }, code: Code.NotFound, message: "Learning module not found" },
      { name: "for a content's id", request: () => ({ learningModuleId: contentForCases }), code: Code.NotFound, message: "Learning module not found" },
    ]);
  });

  it("writes nothing for a refused completion", async () => {
    const who = await learner();
    await outcome(who.client.markLearningContentCompleted({ learningContentId: UNKNOWN }));
    await outcome(who.client.markLearningModuleCompleted({ learningModuleId: UNKNOWN }));
    expect(await database.db.select().from(learningCompletionLog).where(eq(learningCompletionLog.userId, who.id))).toEqual([]);
    expect(await database.db.select().from(userLearningContents).where(eq(userLearningContents.userId, who.id))).toEqual([]);
    expect(await database.db.select().from(userLearningModules).where(eq(userLearningModules.userId, who.id))).toEqual([]);
  });
});

describe("GetMyLearningJourney", () => {
  it("answers five empty lists to a new learner", async () => {
    const who = await learner();
    expect(await journeyOf(who)).toMatchObject({
      assignedLearningContents: [],
      assignedLearningModules: [],
      completedLearningContents: [],
      completedLearningModules: [],
      logEveryCompletedLearningContents: [],
    });
  });

  it("lists what a coach assigned, oldest assignment first, once however often it is assigned", async () => {
    const who = await learner();
    const [a, b] = [await article("Assigned first"), await article("Assigned second")];
    const m = await newModule("Assigned module", [a]);
    expect(await assignToJourney(database.db, who.id, { contentId: a }, coachId)).toBe(true);
    expect(await assignToJourney(database.db, who.id, { contentId: b }, coachId)).toBe(true);
    expect(await assignToJourney(database.db, who.id, { moduleId: m }, coachId)).toBe(true);
    const first = await journeyOf(who);
    expect(await assignToJourney(database.db, who.id, { contentId: a }, null)).toBe(true);

    const j = await journeyOf(who);
    expect(j.assignedLearningContents.map((c) => c.learningContentId)).toEqual([a, b]);
    expect(j.assignedLearningModules.map((x) => x.learningModuleId)).toEqual([m]);
    expect(ms(j.assignedLearningContents[0]!.assignedTimestamp)).toBe(ms(first.assignedLearningContents[0]!.assignedTimestamp));
    expect(ms(j.assignedLearningContents[0]!.assignedTimestamp)).toBeLessThanOrEqual(ms(j.assignedLearningContents[1]!.assignedTimestamp)!);
    expect(Math.abs(ms(j.assignedLearningModules[0]!.assignedTimestamp)! - Date.now())).toBeLessThan(60_000);
    expect(j.completedLearningContents).toEqual([]);
    // The coach who assigned it is kept (the second, unattributed assignment changed nothing).
    const [row] = await database.db
      .select()
      .from(userLearningContents)
      .where(and(eq(userLearningContents.userId, who.id), eq(userLearningContents.contentId, a)));
    expect(row?.assignedByUserId).toBe(coachId);
  });

  it("refuses to assign what does not exist", async () => {
    const who = await learner();
    expect(await assignToJourney(database.db, who.id, { contentId: UNKNOWN }, coachId)).toBe(false);
    expect(await assignToJourney(database.db, who.id, { moduleId: UNKNOWN }, coachId)).toBe(false);
    expect((await journeyOf(who)).assignedLearningContents).toEqual([]);
  });

  it("shows each learner only their own journey, the same on gRPC-web as on Connect", async () => {
    const [one, two] = [await learner(), await learner()];
    const c = await article("Mine only");
    await one.client.markLearningContentCompleted({ learningContentId: c });
    expect((await journeyOf(two)).completedLearningContents).toEqual([]);
    const viaWeb = (await one.web.getMyLearningJourney({})).journey!;
    expect(viaWeb.completedLearningContents.map((x) => x.learningContentId)).toEqual([c]);
    expect(viaWeb).toEqual(await journeyOf(one));
  });
});

describe("completing a content", () => {
  it("moves an assigned content to the completed list, keeping when it was assigned, and logs it", async () => {
    const who = await learner();
    const c = await article("Cash flow 101");
    await assignToJourney(database.db, who.id, { contentId: c }, coachId);
    const assignedAt = ms((await journeyOf(who)).assignedLearningContents[0]!.assignedTimestamp);

    expect(await outcome(who.client.markLearningContentCompleted({ learningContentId: c }))).toEqual({ code: "ok" });

    const j = await journeyOf(who);
    expect(j.assignedLearningContents).toEqual([]);
    expect(j.completedLearningContents).toHaveLength(1);
    const done = j.completedLearningContents[0]!;
    expect(done).toMatchObject({ learningContentId: c, status: "COMPLETED" });
    expect(ms(done.assignedTimestamp)).toBe(assignedAt);
    expect(ms(done.completedTimestamp)).toBeGreaterThanOrEqual(assignedAt!);
    expect(j.logEveryCompletedLearningContents).toHaveLength(1);
    expect(j.logEveryCompletedLearningContents[0]).toMatchObject({ learningContentId: c, status: "COMPLETED", timeSpent: 0 });
    expect(ms(j.logEveryCompletedLearningContents[0]!.completedTimestamp)).toBe(ms(done.completedTimestamp));
  });

  it("adds a content never assigned to the journey as completed, with no assigned time", async () => {
    const who = await learner();
    const c = await article("Found on discover");
    await who.web.markLearningContentCompleted({ learningContentId: ` ${c} ` });
    const j = await journeyOf(who);
    expect(j.completedLearningContents.map((x) => x.learningContentId)).toEqual([c]);
    expect(j.completedLearningContents[0]!.assignedTimestamp).toBeUndefined();
    expect(j.assignedLearningContents).toEqual([]);
  });

  it("twice is harmless: one row, the first completion kept, and one more log entry", async () => {
    const who = await learner();
    const c = await article("Read it again");
    await who.client.markLearningContentCompleted({ learningContentId: c });
    const first = await journeyOf(who);
    await who.client.markLearningContentCompleted({ learningContentId: c });

    const j = await journeyOf(who);
    expect(j.completedLearningContents).toEqual(first.completedLearningContents);
    expect(j.logEveryCompletedLearningContents.map((x) => x.learningContentId)).toEqual([c, c]);
    // Most recent first.
    const [latest, earliest] = j.logEveryCompletedLearningContents.map((x) => ms(x.completedTimestamp)!);
    expect(latest).toBeGreaterThanOrEqual(earliest!);
    expect(earliest).toBe(ms(first.completedLearningContents[0]!.completedTimestamp));
    const rows = await database.db.select().from(userLearningContents).where(eq(userLearningContents.userId, who.id));
    expect(rows).toHaveLength(1);
  });

  it("at the same moment from several tabs: every call answers OK, one row, one log entry each", async () => {
    const who = await learner();
    const c = await article("Five tabs");
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => outcome((i % 2 ? who.web : who.client).markLearningContentCompleted({ learningContentId: c }))));
    expect(answers).toEqual(Array(5).fill({ code: "ok" }));
    const j = await journeyOf(who);
    expect(j.completedLearningContents).toHaveLength(1);
    expect(j.logEveryCompletedLearningContents).toHaveLength(5);
  });

  it("completes a module once every one of its contents is completed, and not before", async () => {
    const who = await learner();
    const [a, b] = [await article("Pricing part 1"), await article("Pricing part 2")];
    const both = await newModule("Pricing", [a, b]);
    const onlyB = await newModule("Pricing, the short version", [b]);
    const other = await newModule("Unrelated", [await article("Something else")]);
    await assignToJourney(database.db, who.id, { moduleId: both }, coachId);
    const assignedAt = ms((await journeyOf(who)).assignedLearningModules[0]!.assignedTimestamp);

    await who.client.markLearningContentCompleted({ learningContentId: b });
    let j = await journeyOf(who);
    expect(j.completedLearningModules.map((m) => m.learningModuleId)).toEqual([onlyB]);
    expect(j.completedLearningModules[0]).toMatchObject({ status: "COMPLETED" });
    expect(j.completedLearningModules[0]!.assignedTimestamp).toBeUndefined();
    expect(j.assignedLearningModules.map((m) => m.learningModuleId)).toEqual([both]);

    await who.client.markLearningContentCompleted({ learningContentId: a });
    j = await journeyOf(who);
    expect(j.assignedLearningModules).toEqual([]);
    expect(j.completedLearningModules.map((m) => m.learningModuleId).sort()).toEqual([both, onlyB].sort());
    const done = j.completedLearningModules.find((m) => m.learningModuleId === both)!;
    expect(ms(done.assignedTimestamp)).toBe(assignedAt);
    expect(ms(done.completedTimestamp)).toBe(ms(j.completedLearningContents.find((c) => c.learningContentId === a)!.completedTimestamp));
    expect(j.completedLearningModules.map((m) => m.learningModuleId)).not.toContain(other);
  });

  it("counts only this learner's completions towards a module", async () => {
    const [one, two] = [await learner(), await learner()];
    const [a, b] = [await article("Shared 1"), await article("Shared 2")];
    const m = await newModule("Shared", [a, b]);
    await one.client.markLearningContentCompleted({ learningContentId: a });
    await two.client.markLearningContentCompleted({ learningContentId: b });
    expect((await journeyOf(one)).completedLearningModules).toEqual([]);
    expect((await journeyOf(two)).completedLearningModules).toEqual([]);
    await two.client.markLearningContentCompleted({ learningContentId: a });
    expect((await journeyOf(two)).completedLearningModules.map((x) => x.learningModuleId)).toEqual([m]);
    expect((await journeyOf(one)).completedLearningModules).toEqual([]);
  });
});

describe("completing a module", () => {
  it("completes the module itself, keeping its assignment, and leaves its contents as they were", async () => {
    const who = await learner();
    const [a, b] = [await article("Marketing 1"), await article("Marketing 2")];
    const m = await newModule("Marketing", [a, b]);
    await assignToJourney(database.db, who.id, { moduleId: m }, coachId);
    await assignToJourney(database.db, who.id, { contentId: b }, coachId);
    const assignedAt = ms((await journeyOf(who)).assignedLearningModules[0]!.assignedTimestamp);

    expect(await outcome(who.web.markLearningModuleCompleted({ learningModuleId: m }))).toEqual({ code: "ok" });

    const j = await journeyOf(who);
    expect(j.assignedLearningModules).toEqual([]);
    expect(j.completedLearningModules).toHaveLength(1);
    expect(j.completedLearningModules[0]).toMatchObject({ learningModuleId: m, status: "COMPLETED" });
    expect(ms(j.completedLearningModules[0]!.assignedTimestamp)).toBe(assignedAt);
    expect(j.completedLearningContents).toEqual([]);
    expect(j.assignedLearningContents.map((c) => c.learningContentId)).toEqual([b]);
    expect(j.logEveryCompletedLearningContents).toEqual([]);
  });

  it("twice is harmless, and so is completing its contents afterwards", async () => {
    const who = await learner();
    const a = await article("Bookkeeping 1");
    const m = await newModule("Bookkeeping", [a]);
    await who.client.markLearningModuleCompleted({ learningModuleId: m });
    const first = (await journeyOf(who)).completedLearningModules;
    await who.client.markLearningModuleCompleted({ learningModuleId: m });
    await who.client.markLearningContentCompleted({ learningContentId: a });
    const j = await journeyOf(who);
    expect(j.completedLearningModules).toEqual(first);
    expect(first[0]!.assignedTimestamp).toBeUndefined();
    expect(j.completedLearningContents.map((c) => c.learningContentId)).toEqual([a]);
    const rows = await database.db.select().from(userLearningModules).where(eq(userLearningModules.userId, who.id));
    expect(rows.map((r) => ({ moduleId: r.moduleId, title: r.title }))).toEqual([{ moduleId: m, title: "Bookkeeping" }]);
  });
});
