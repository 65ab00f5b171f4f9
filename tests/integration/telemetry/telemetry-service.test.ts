/**
 * Telemetry through the real server (issue #10 §5): an event stored with the caller's id and the
 * server's time; administrators' calls answered OK and nothing written (spec §6); validation;
 * the per-user limits (a minute's and a day's); and the time a learner spent on a lesson read back
 * from the stored events (timeSpentSeconds).
 */
import { Code } from "@connectrpc/connect";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageInitShape } from "@bufbuild/protobuf";
import { TelemetryAction, type TelemetryRequestSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { telemetryEvents } from "../../../src/server/db/schema/index.js";
import { timeSpentSeconds } from "../../../src/server/reports/time-spent.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;
type TelemetryInit = MessageInitShape<typeof TelemetryRequestSchema>;

let database: TestDatabase;
let api: AccountServer;
let learnerId: string;
let learner: Client;
let learnerWeb: Client;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  learnerId = await insertUser(database, "STANDARD");
  const token = await tokenOf(learnerId);
  learner = api.client(token);
  learnerWeb = api.grpcWeb(token);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const SESSION = "7b0e4c1d-2a3f-4e5b-8c6d-9e0f1a2b3c4d";
const LESSON = "0b9e2c4a-5d6f-4a1b-8c3d-2e4f6a8b0c1d";
const eventsOf = (userId: string) => database.db.select().from(telemetryEvents).where(eq(telemetryEvents.userId, userId));
const countOf = async (userId: string) => (await database.db.select({ n: count() }).from(telemetryEvents).where(eq(telemetryEvents.userId, userId)))[0]!.n;
const pageView = (contentId = LESSON): TelemetryInit => ({ action: TelemetryAction.PAGE_VIEW, contentId, sessionId: SESSION });

describe("an event", () => {
  it("answers UNAUTHENTICATED without a sign-in, and stores nothing", async () => {
    const before = (await database.db.select({ n: count() }).from(telemetryEvents))[0]!.n;
    expect((await outcome(api.client().telemetry(pageView()))).code).toBe(Code.Unauthenticated);
    expect((await outcome(api.grpcWeb().telemetry(pageView()))).code).toBe(Code.Unauthenticated);
    expect((await database.db.select({ n: count() }).from(telemetryEvents))[0]!.n).toBe(before);
  });

  it("is stored with the caller's id and the server's time, on both wire formats", async () => {
    const userId = await insertUser(database, "STANDARD");
    const token = await tokenOf(userId);
    const before = Date.now();
    await api.client(token).telemetry(pageView());
    await api.grpcWeb(token).telemetry({ action: TelemetryAction.LOGOUT, sessionId: SESSION });
    const after = Date.now();
    const rows = (await eventsOf(userId)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => ({ action: r.action, contentId: r.contentId, sessionId: r.sessionId }))).toEqual([
      { action: "PAGE_VIEW", contentId: LESSON, sessionId: SESSION },
      { action: "LOGOUT", contentId: "", sessionId: SESSION },
    ]);
    for (const r of rows) {
      // The database's clock and this process's are the same machine's; allow a second either way.
      expect(r.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(r.at.getTime()).toBeLessThanOrEqual(after + 1000);
    }
  });

  it.each(["COACH", "LENDER", "BANK"] as const)("is stored for a %s user", async (type) => {
    const userId = await insertUser(database, type);
    await api.client(await tokenOf(userId)).telemetry({ action: TelemetryAction.FORM_SUBMIT, sessionId: SESSION });
    expect(await countOf(userId)).toBe(1);
  });

  describe("refused", () => {
    expectCases((req: TelemetryInit) => learner.telemetry(req), [
      { name: "without an action", request: { sessionId: SESSION }, code: Code.InvalidArgument, message: "action: choose one of the telemetry actions (page view, page leave, …)." },
      { name: "with an action the server does not know", request: { action: 42 as TelemetryAction, sessionId: SESSION }, code: Code.InvalidArgument, message: "action: choose one of the telemetry actions (page view, page leave, …)." },
      { name: "without a session id", request: { action: TelemetryAction.PAGE_VIEW, contentId: LESSON }, code: Code.InvalidArgument, message: "session_id: required." },
      { name: "with a session id of 65 characters", request: { action: TelemetryAction.APP_EXIT, sessionId: "s".repeat(65) }, code: Code.InvalidArgument, message: "session_id: use at most 64 characters (this one has 65)." },
      { name: "with a session id of other characters", request: { action: TelemetryAction.APP_EXIT, sessionId: "a b" }, code: Code.InvalidArgument, message: "session_id: use only letters, digits and . _ : - (an id)." },
      { name: "with a content id of 65 characters", request: { ...pageView("c".repeat(65)) }, code: Code.InvalidArgument, message: "content_id: use at most 64 characters (this one has 65)." },
      { name: "with a content id of other characters", request: { ...pageView("<img src=x>") }, code: Code.InvalidArgument, message: "content_id: use only letters, digits and . _ : - (an id)." },
      { name: "with a NUL in the session id", request: { action: TelemetryAction.APP_EXIT, sessionId: "a\u0000" }, code: Code.InvalidArgument, message: "session_id: text must not contain NUL characters." },
    ]);

    it("and nothing of a refused event is stored", async () => {
      const before = await countOf(learnerId);
      await outcome(learnerWeb.telemetry({ action: TelemetryAction.UNSPECIFIED, sessionId: SESSION }));
      expect(await countOf(learnerId)).toBe(before);
    });
  });
});

describe("an administrator's events", () => {
  it("are answered OK and never stored, whatever they hold", async () => {
    const adminId = await insertUser(database, "ADMIN");
    const token = await tokenOf(adminId);
    expect(await outcome(api.client(token).telemetry(pageView()))).toEqual({ code: "ok" });
    expect(await outcome(api.grpcWeb(token).telemetry({ action: TelemetryAction.LOGIN, sessionId: SESSION }))).toEqual({ code: "ok" });
    expect(await outcome(api.client(token).telemetry({}))).toEqual({ code: "ok" });
    expect(await countOf(adminId)).toBe(0);
  });

  it("do not count against any limit (none is consumed)", async () => {
    const limited = await startAccountServer(database, { limits: { telemetryMinute: { points: 1, duration: 60 } } });
    try {
      const adminId = await insertUser(database, "ADMIN");
      const admin = limited.client(await tokenOf(adminId));
      for (let i = 0; i < 3; i++) expect(await outcome(admin.telemetry(pageView()))).toEqual({ code: "ok" });
      expect(await countOf(adminId)).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

describe("the per-user limits", () => {
  let limited: AccountServer;
  beforeAll(async () => {
    limited = await startAccountServer(database, {
      limits: { telemetryMinute: { points: 3, duration: 60 }, telemetryDaily: { points: 5, duration: 86_400 } },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("refuses events past the minute's limit with RESOURCE_EXHAUSTED and stores none of them; other users are not held back", async () => {
    const userId = await insertUser(database, "STANDARD");
    const client = limited.client(await tokenOf(userId));
    for (let i = 0; i < 3; i++) expect(await outcome(client.telemetry(pageView()))).toEqual({ code: "ok" });
    expect(await outcome(client.telemetry(pageView()))).toEqual({ code: Code.ResourceExhausted, message: "Too many attempts. Please try again in 1 minute." });
    expect(await outcome(limited.grpcWeb(await tokenOf(userId)).telemetry(pageView()))).toMatchObject({ code: Code.ResourceExhausted });
    expect(await countOf(userId)).toBe(3);

    const otherId = await insertUser(database, "STANDARD");
    expect(await outcome(limited.client(await tokenOf(otherId)).telemetry(pageView()))).toEqual({ code: "ok" });
  });

  it("does not count refused (invalid) events", async () => {
    const userId = await insertUser(database, "STANDARD");
    const client = limited.client(await tokenOf(userId));
    for (let i = 0; i < 5; i++) expect((await outcome(client.telemetry({ sessionId: SESSION }))).code).toBe(Code.InvalidArgument);
    for (let i = 0; i < 3; i++) expect(await outcome(client.telemetry(pageView()))).toEqual({ code: "ok" });
  });

  it("refuses events past the day's limit, whatever the pace", async () => {
    const daily = await startAccountServer(database, {
      limits: { telemetryMinute: { points: 100, duration: 60 }, telemetryDaily: { points: 4, duration: 86_400 } },
    });
    try {
      const userId = await insertUser(database, "STANDARD");
      const client = daily.client(await tokenOf(userId));
      for (let i = 0; i < 4; i++) expect(await outcome(client.telemetry(pageView()))).toEqual({ code: "ok" });
      const refused = await outcome(client.telemetry(pageView()));
      expect(refused.code).toBe(Code.ResourceExhausted);
      expect(refused.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
      expect(await countOf(userId)).toBe(4);
    } finally {
      await daily.close();
    }
  });
});

describe("time spent on a lesson (timeSpentSeconds)", () => {
  const T0 = new Date("2026-03-02T10:00:00.000Z").getTime();
  const event = (userId: string, seconds: number, action: string, contentId = "", sessionId = "s-1") => ({
    userId,
    action,
    contentId,
    sessionId,
    at: new Date(T0 + seconds * 1000),
  });

  it("adds up the user's visits to the lesson, leaving out idle time and other users' and lessons' events", async () => {
    const userId = await insertUser(database, "STANDARD");
    const otherId = await insertUser(database, "STANDARD");
    await database.db.insert(telemetryEvents).values([
      event(userId, 0, "PAGE_VIEW", LESSON),
      event(userId, 60, "IDLE_STOP"),
      event(userId, 600, "ACTIVITY"),
      event(userId, 630, "PAGE_VIEW", "another-lesson"),
      event(userId, 700, "PAGE_LEAVE", "another-lesson"),
      // A second session, days later: capped at 30 minutes.
      event(userId, 3 * 86_400, "PAGE_VIEW", LESSON, "s-2"),
      event(userId, 3 * 86_400 + 7200, "APP_EXIT", "", "s-2"),
      // A session without the lesson, and another user's view of it.
      event(userId, 100, "PAGE_VIEW", "another-lesson", "s-3"),
      event(userId, 5000, "APP_EXIT", "", "s-3"),
      event(otherId, 0, "PAGE_VIEW", LESSON),
      event(otherId, 300, "PAGE_LEAVE", LESSON),
    ]);
    expect(await timeSpentSeconds(database.db, userId, LESSON)).toBe(60 + 30 + 1800);
    expect(await timeSpentSeconds(database.db, otherId, LESSON)).toBe(300);
    expect(await timeSpentSeconds(database.db, userId, "never-viewed")).toBe(0);
    expect(await timeSpentSeconds(database.db, userId, "")).toBe(0);
  });

  it("counts only intervals from `since` on", async () => {
    const userId = await insertUser(database, "STANDARD");
    await database.db.insert(telemetryEvents).values([
      event(userId, 0, "PAGE_VIEW", LESSON),
      event(userId, 100, "PAGE_LEAVE", LESSON),
      event(userId, 1000, "PAGE_VIEW", LESSON),
      event(userId, 1045, "PAGE_LEAVE", LESSON),
    ]);
    expect(await timeSpentSeconds(database.db, userId, LESSON)).toBe(145);
    expect(await timeSpentSeconds(database.db, userId, LESSON, new Date(T0 + 500_000))).toBe(45);
    expect(await timeSpentSeconds(database.db, userId, LESSON, new Date(T0 + 2_000_000))).toBe(0);
  });

  it("reads the events Telemetry stored", async () => {
    const userId = await insertUser(database, "STANDARD");
    const client = api.client(await tokenOf(userId));
    await client.telemetry(pageView());
    await client.telemetry({ action: TelemetryAction.PAGE_LEAVE, contentId: LESSON, sessionId: SESSION });
    const seconds = await timeSpentSeconds(database.db, userId, LESSON);
    expect(seconds).toBeGreaterThanOrEqual(0);
    expect(seconds).toBeLessThan(60);
    const [view, leave] = (await eventsOf(userId)).sort((a, b) => a.id - b.id);
    expect(seconds).toBe((leave!.at.getTime() - view!.at.getTime()) / 1000);
  });
});
