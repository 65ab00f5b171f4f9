/**
 * The change feed and the caches it keeps current (ADR 0027), on a real database:
 * - the triggers of migration 0021 send what the caches need, and only that: a user's id when the
 *   row's type, enabled or tokens_valid_after changes or it is removed; each learner whose
 *   journey rows a statement wrote; "*" on truncation;
 * - a feed that loses its connection resets its subscribers, reconnects and resets them again;
 * - through two servers on one database (two instances): a learner's cached journey and the
 *   caller's cached row follow every write — the writer's own instance at once, the other once its
 *   feed has heard — and a disabled account or ended session is refused at the next call;
 * - a cached answer is encoded once: the same bytes, brotli included, call after call.
 */
import { Code } from "@connectrpc/connect";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentType } from "../../../src/gen/compass/v1/compass_pb.js";
import { CHANGE_CHANNELS, createChangeFeed, type ChangeFeed } from "../../../src/server/db/change-feed.js";
import { learningCompletionLog, userLearningContents, users } from "../../../src/server/db/schema/index.js";
import { assignToJourney } from "../../../src/server/rpc/journey/journey-store.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { changesHeard } from "../../setup/change-feeds.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let a: AccountServer;
let b: AccountServer;
let feed: ChangeFeed;
const heard: Record<string, string[]> = { users: [], journey: [] };
let resets = 0;

beforeAll(async () => {
  database = await testDatabase();
  [a, b] = await Promise.all([startAccountServer(database), startAccountServer(database)]);
  feed = createChangeFeed(database.pool);
  for (const name of ["users", "journey"] as const) {
    feed.subscribe(CHANGE_CHANNELS[name], { change: (p) => heard[name]!.push(p), reset: () => void (name === "users" && resets++) });
  }
  await feed.ready();
});
afterAll(async () => {
  await feed?.close();
  await a?.close();
  await b?.close();
  await database?.close();
});

/** What the test's own feed heard on `name` during `write`. */
async function heardDuring(name: "users" | "journey", write: () => Promise<unknown>): Promise<string[]> {
  heard[name] = [];
  await write();
  await feed.settled();
  return [...heard[name]!].sort();
}

const admin = async () => a.client(await tokenOf(await insertUser(database, "ADMIN")));
const newContent = async (title: string) => (await (await admin()).adminCreateLearningContent({ title, contentType: ContentType.ARTICLE })).learningContentId;

describe("the triggers", () => {
  it("name a user whose type, enabled or tokens_valid_after changed, or who was removed — not other changes", async () => {
    const id = await insertUser(database, "STANDARD");
    expect(await heardDuring("users", () => database.db.update(users).set({ firstName: "Ana" }).where(eq(users.id, id)))).toEqual([]);
    expect(await heardDuring("users", () => database.db.update(users).set({ enabled: true }).where(eq(users.id, id)))).toEqual([]);
    expect(await heardDuring("users", () => database.db.update(users).set({ enabled: false }).where(eq(users.id, id)))).toEqual([id]);
    expect(await heardDuring("users", () => database.db.update(users).set({ type: "COACH" }).where(eq(users.id, id)))).toEqual([id]);
    expect(await heardDuring("users", () => database.db.update(users).set({ tokensValidAfter: sql`now()` }).where(eq(users.id, id)))).toEqual([id]);
    const other = await insertUser(database, "STANDARD");
    expect(await heardDuring("users", () => database.db.delete(users).where(sql`${users.id} in (${id}, ${other})`))).toEqual([id, other].sort());
  });

  it("name each learner whose journey a statement changed, once per transaction", async () => {
    const [x, y] = [await insertUser(database, "STANDARD"), await insertUser(database, "STANDARD")];
    const contentId = await newContent("Triggers");
    expect(
      await heardDuring("journey", () =>
        database.db.transaction(async (tx) => {
          await tx.insert(userLearningContents).values([x, y].map((userId) => ({ userId, contentId, assignedAt: sql`now()` })));
          await tx.update(userLearningContents).set({ status: "COMPLETED", completedAt: sql`now()` }).where(eq(userLearningContents.userId, x));
        }),
      ),
    ).toEqual([x, y].sort());
    expect(await heardDuring("journey", () => database.db.insert(learningCompletionLog).values({ userId: y, contentId, status: "COMPLETED" }))).toEqual([y]);
    expect(await heardDuring("journey", () => database.db.delete(userLearningContents).where(eq(userLearningContents.userId, x)))).toEqual([x]);
    expect(await heardDuring("journey", () => database.db.transaction(async (tx) => {
      await tx.insert(learningCompletionLog).values({ userId: x, contentId, status: "COMPLETED" });
      tx.rollback();
    }).catch(() => undefined))).toEqual([]);
  });

  it("say '*' when a table is truncated", async () => {
    expect(await heardDuring("journey", () => database.db.execute(sql`truncate learning_completion_log`))).toEqual(["*"]);
  });
});

describe("the feed", () => {
  it("resets its subscribers when its connection is lost and again when it is back", async () => {
    const before = resets;
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'compass-changes' and datname = current_database()`);
    await expect.poll(() => resets, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
    expect(feed.live).toBe(true);
    // …and it still hears.
    const id = await insertUser(database, "STANDARD");
    expect(await heardDuring("users", () => database.db.update(users).set({ enabled: false }).where(eq(users.id, id)))).toEqual([id]);
    // The servers' feeds came back too: a change is heard by both.
    await changesHeard(database);
  });
});

describe("two instances", () => {
  it("serve a learner's journey as it is after every write, whichever instance wrote", async () => {
    const learnerId = await insertUser(database, "STANDARD");
    const token = await tokenOf(learnerId);
    const [onA, onB] = [a.client(token), b.client(token)];
    const first = await newContent("First");
    const second = await newContent("Second");
    expect((await onA.getMyLearningJourney({})).journey?.assignedLearningContents).toEqual([]);
    expect((await onB.getMyLearningJourney({})).journey?.assignedLearningContents).toEqual([]);

    // A coach's assignment written to the database directly: heard by both instances.
    await assignToJourney(database.db, learnerId, { contentId: first }, null);
    await changesHeard(database);
    for (const client of [onA, onB]) {
      expect((await client.getMyLearningJourney({})).journey?.assignedLearningContents.map((c) => c.learningContentId)).toEqual([first]);
    }

    // Completed on A: A's next answer has it at once; B's once its feed has heard.
    await onA.markLearningContentCompleted({ learningContentId: first });
    expect((await onA.getMyLearningJourney({})).journey?.completedLearningContents.map((c) => c.learningContentId)).toEqual([first]);
    await changesHeard(database);
    expect((await onB.getMyLearningJourney({})).journey?.completedLearningContents.map((c) => c.learningContentId)).toEqual([first]);

    // Completed on B, read on B at once.
    await onB.markLearningContentCompleted({ learningContentId: second });
    expect((await onB.getMyLearningJourney({})).journey?.completedLearningContents.map((c) => c.learningContentId).sort()).toEqual([first, second].sort());
  });

  it("a coach's assignment through the API is in the learner's next answer on the coach's instance", async () => {
    const coachId = await insertUser(database, "COACH");
    const learnerId = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
    const learner = a.client(await tokenOf(learnerId));
    const contentId = await newContent("Assigned");
    expect((await learner.getMyLearningJourney({})).journey?.assignedLearningContents).toEqual([]);
    await a.client(await tokenOf(coachId)).coachAssignLearningMaterialToUser({ userId: learnerId, learningContentId: contentId });
    expect((await learner.getMyLearningJourney({})).journey?.assignedLearningContents.map((c) => c.learningContentId)).toEqual([contentId]);
  });

  it("refuse a disabled account at its next call on the admin's instance, and on the other once heard", async () => {
    const id = await insertUser(database, "STANDARD");
    const token = await tokenOf(id);
    expect((await a.client(token).getMyState({})).state).toBeDefined();
    expect((await b.client(token).getMyState({})).state).toBeDefined();
    await (await admin()).adminUpdateUser({ userId: id, user: { enabled: false }, updateMask: { paths: ["enabled"] } });
    expect((await outcome(a.client(token).getMyState({}))).code).toBe(Code.Unauthenticated);
    await changesHeard(database);
    expect((await outcome(b.client(token).getMyState({}))).code).toBe(Code.Unauthenticated);
  });

  it("refuse a token issued before the account's sessions were ended", async () => {
    const id = await insertUser(database, "STANDARD");
    const token = await tokenOf(id);
    expect((await b.client(token).getMyState({})).state).toBeDefined();
    await database.db.update(users).set({ tokensValidAfter: sql`now() + interval '1 second'` }).where(eq(users.id, id));
    await changesHeard(database);
    expect((await outcome(b.client(token).getMyState({}))).code).toBe(Code.Unauthenticated);
  });
});

describe("a cached answer", () => {
  it("goes out as the same bytes on the lean path, plain and in brotli", async () => {
    const learnerId = await insertUser(database, "STANDARD");
    const contentId = await newContent("Encoded once");
    await assignToJourney(database.db, learnerId, { contentId }, null);
    // 60 logged completions: an answer of a few KB, so it is compressed.
    await database.db.insert(learningCompletionLog).values(Array.from({ length: 60 }, (_, i) => ({ userId: learnerId, contentId, status: "COMPLETED", timeSpent: i })));
    await changesHeard(database);
    const token = await tokenOf(learnerId);
    // An envelope of an empty GetMyLearningJourneyRequest: flag 0, length 0.
    const call = (encoding: string) =>
      fetch(`${a.server.url}/compass.v1.CompassService/GetMyLearningJourney`, {
        method: "POST",
        headers: { "content-type": "application/grpc-web+proto", "x-grpc-web": "1", "x-api-key": token, "accept-encoding": encoding },
        body: new Uint8Array(5),
      }).then(async (res) => ({ encoding: res.headers.get("content-encoding"), bytes: Buffer.from(await res.arrayBuffer()) }));
    const plain = [await call("identity"), await call("identity")];
    expect(plain[0]!.bytes.length).toBeGreaterThan(5);
    expect(plain[0]!.bytes.length).toBeGreaterThan(1024);
    expect(plain[0]!.encoding).toBeNull();
    expect(plain[1]!.bytes.equals(plain[0]!.bytes)).toBe(true);
    // fetch undoes the brotli: the same message either way, and brotli was what went out.
    const compressed = [await call("br"), await call("br")];
    for (const r of compressed) {
      expect(r.encoding).toBe("br");
      expect(r.bytes.equals(plain[0]!.bytes)).toBe(true);
    }
    expect((await a.client(token).getMyLearningJourney({})).journey?.assignedLearningContents.map((c) => c.learningContentId)).toEqual([contentId]);
  });
});
