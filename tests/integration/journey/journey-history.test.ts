/**
 * The journey's history (issue #10 §1): time_spent in the completion log comes from telemetry (time
 * on the lesson page, idle time left out; each completion counts the time since the previous one),
 * and an item removed from the library after a learner completed it stays in their journey (its
 * title at completion kept in the database), while an assignment not completed goes with it.
 * Telemetry rows are written straight into the table, as the Telemetry RPC stores them.
 */
import { timestampMs } from "@bufbuild/protobuf/wkt";
import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentType, TelemetryAction, type LearningJourney } from "../../../src/gen/compass/v1/compass_pb.js";
import { learningCompletionLog, telemetryEvents, userLearningContents, userLearningModules } from "../../../src/server/db/schema/index.js";
import { assignToJourney } from "../../../src/server/rpc/journey/journey-store.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;

interface Learner {
  id: string;
  client: ReturnType<AccountServer["client"]>;
}

async function learner(): Promise<Learner> {
  const id = await insertUser(database, "STANDARD");
  return { id, client: api.client(await tokenOf(id)) };
}

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const article = async (title: string) => (await admin.adminCreateLearningContent({ title, contentType: ContentType.ARTICLE })).learningContentId;
const journeyOf = async (who: Learner): Promise<LearningJourney> => (await who.client.getMyLearningJourney({})).journey!;

/** Telemetry events of one browser session: [action, content id, seconds from `start`]. */
async function telemetry(userId: string, sessionId: string, start: number, events: [string, string, number][]): Promise<void> {
  await database.db
    .insert(telemetryEvents)
    .values(events.map(([action, contentId, s]) => ({ userId, sessionId, action, contentId, at: new Date(start + s * 1000) })));
}

describe("time_spent", () => {
  it("is the time on the lesson page from telemetry, idle time and other pages left out", async () => {
    const who = await learner();
    const lesson = await article("Time me");
    const other = await article("Somewhere else");
    const start = Date.now() - 3_600_000;
    await telemetry(who.id, "session-1", start, [
      ["PAGE_VIEW", lesson, 0],
      ["IDLE_STOP", lesson, 60], // 60 s read
      ["ACTIVITY", "", 660], // 10 idle minutes, not counted
      ["PAGE_VIEW", other, 690], // 30 s more on the lesson
      ["PAGE_VIEW", lesson, 1000], // back for 15 s
      ["PAGE_LEAVE", lesson, 1015],
    ]);
    // Another learner's time on the same lesson is not this learner's.
    const someoneElse = await learner();
    await telemetry(someoneElse.id, "session-2", start, [
      ["PAGE_VIEW", lesson, 0],
      ["PAGE_LEAVE", lesson, 500],
    ]);

    await who.client.markLearningContentCompleted({ learningContentId: lesson });

    const log = (await journeyOf(who)).logEveryCompletedLearningContents;
    expect(log.map((l) => ({ id: l.learningContentId, timeSpent: l.timeSpent }))).toEqual([{ id: lesson, timeSpent: 105 }]);
  });

  it("counts, on a second completion, only the time since the first", async () => {
    const who = await learner();
    const lesson = await article("Twice timed");
    await telemetry(who.id, "before", Date.now() - 600_000, [
      ["PAGE_VIEW", lesson, 0],
      ["PAGE_LEAVE", lesson, 90],
    ]);
    await who.client.markLearningContentCompleted({ learningContentId: lesson });
    const first = (await journeyOf(who)).logEveryCompletedLearningContents[0]!;
    expect(first.timeSpent).toBe(90);

    // Back to the lesson after that completion, for 40 s.
    await telemetry(who.id, "after", timestampMs(first.completedTimestamp!) + 1000, [
      ["PAGE_VIEW", lesson, 0],
      ["PAGE_LEAVE", lesson, 40],
    ]);
    await who.client.markLearningContentCompleted({ learningContentId: lesson });

    const log = (await journeyOf(who)).logEveryCompletedLearningContents;
    expect(log.map((l) => l.timeSpent)).toEqual([40, 90]);
    const rows = await database.db.select().from(learningCompletionLog).where(eq(learningCompletionLog.userId, who.id));
    expect(rows.map((r) => r.timeSpent).sort()).toEqual([40, 90]);
  });

  it("counts many tabs on one timeline: 40 sessions viewing the lesson, then 61 s, read at most the wall clock (issue #37)", async () => {
    const who = await learner();
    const lesson = await article("Forty tabs");
    const before = Date.now();
    // The finding, through the Telemetry RPC: 40 PAGE_VIEWs of the lesson, each its own session.
    for (let i = 0; i < 40; i++) {
      await who.client.telemetry({ action: TelemetryAction.PAGE_VIEW, contentId: lesson, sessionId: randomUUID() });
    }
    // Then 61 s of waiting: the events are moved 61 s into the past instead of the test sleeping.
    const WAIT_MS = 61_000;
    await database.db
      .update(telemetryEvents)
      .set({ at: sql`${telemetryEvents.at} - interval '61 seconds'` })
      .where(eq(telemetryEvents.userId, who.id));
    expect((await database.db.select({ n: count() }).from(telemetryEvents).where(eq(telemetryEvents.userId, who.id)))[0]!.n).toBe(40);

    await who.client.markLearningContentCompleted({ learningContentId: lesson });

    const wallClockSeconds = (Date.now() - before + WAIT_MS) / 1000;
    const [entry] = (await journeyOf(who)).logEveryCompletedLearningContents;
    expect(entry!.timeSpent).toBeGreaterThanOrEqual(61);
    expect(entry!.timeSpent).toBeLessThanOrEqual(wallClockSeconds);
  });

  it("is 0 when the lesson was never opened (e.g. completed from a module's list)", async () => {
    const who = await learner();
    const lesson = await article("Never opened");
    await who.client.markLearningContentCompleted({ learningContentId: lesson });
    expect((await journeyOf(who)).logEveryCompletedLearningContents[0]?.timeSpent).toBe(0);
  });
});

describe("an item removed from the library", () => {
  it("stays in the journey of a learner who completed it, with its title at completion in the database", async () => {
    const who = await learner();
    const lesson = await article("Old lesson");
    const mod = (await admin.adminCreateLearningModule({ title: "Old module", learningContentIds: [lesson] })).learningModuleId;
    await assignToJourney(database.db, who.id, { moduleId: mod }, null);
    await who.client.markLearningContentCompleted({ learningContentId: lesson }); // completes the module too
    await admin.adminEditLearningContent({ learningContentId: lesson, updateMask: { paths: ["title"] }, title: "Renamed after completion" });
    const before = await journeyOf(who);

    await admin.adminRemoveLearningModule({ learningModuleId: mod });
    await admin.adminRemoveLearningContent({ learningContentId: lesson });

    const after = await journeyOf(who);
    expect(after).toEqual(before);
    expect(after.completedLearningContents.map((c) => c.learningContentId)).toEqual([lesson]);
    expect(after.completedLearningModules.map((m) => m.learningModuleId)).toEqual([mod]);
    expect(after.logEveryCompletedLearningContents.map((l) => l.learningContentId)).toEqual([lesson]);
    // The history's titles are the ones the items had when completed.
    const [content] = await database.db
      .select()
      .from(userLearningContents)
      .where(and(eq(userLearningContents.userId, who.id), eq(userLearningContents.contentId, lesson)));
    const [module] = await database.db
      .select()
      .from(userLearningModules)
      .where(and(eq(userLearningModules.userId, who.id), eq(userLearningModules.moduleId, mod)));
    const [entry] = await database.db.select().from(learningCompletionLog).where(eq(learningCompletionLog.userId, who.id));
    expect([content?.title, module?.title, entry?.title]).toEqual(["Old lesson", "Old module", "Old lesson"]);
  });

  it("leaves the assigned lists when it was assigned but not completed", async () => {
    const who = await learner();
    const lesson = await article("Withdrawn lesson");
    const mod = (await admin.adminCreateLearningModule({ title: "Withdrawn module" })).learningModuleId;
    await assignToJourney(database.db, who.id, { contentId: lesson }, null);
    await assignToJourney(database.db, who.id, { moduleId: mod }, null);
    await admin.adminRemoveLearningContent({ learningContentId: lesson });
    await admin.adminRemoveLearningModule({ learningModuleId: mod });
    const j = await journeyOf(who);
    expect(j.assignedLearningContents).toEqual([]);
    expect(j.assignedLearningModules).toEqual([]);
  });
});
