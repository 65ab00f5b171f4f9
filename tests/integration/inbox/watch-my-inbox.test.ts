/**
 * WatchMyInbox through real servers (issue #14 §3; ADR 0019): sign-in and cursor checks; the first
 * heartbeat's cursor; messages, read receipts, removals and notifications delivered live to both
 * parties and to no one else; resuming from a cursor after a disconnect misses nothing; a cursor
 * the log no longer covers gets a resync; heartbeats; the stream ends when the account is disabled
 * or the token expires; the per-user bound; gRPC-web binary streaming through the service route;
 * and two server instances on one database deliver to each other's streams, including after the
 * listening connection is cut and after an instance is gone.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { UserType } from "../../../src/gen/compass/v1/compass_pb.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { readInbox } from "../../setup/inbox.js";

let database: TestDatabase;
let api: AccountServer;
let other: AccountServer;
let coachId: string;
let learnerId: string;
let strangerId: string;
const HEARTBEAT_MS = 400;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database, { inboxHeartbeatMs: HEARTBEAT_MS });
  other = await startAccountServer(database, { inboxHeartbeatMs: HEARTBEAT_MS });
  coachId = await insertUser(database, "COACH", { firstName: "Cleo" });
  learnerId = await insertUser(database, "STANDARD", { assignedCoachId: coachId, firstName: "Lou" });
  strangerId = await insertUser(database, "STANDARD");
});
afterAll(async () => {
  await api?.close();
  await other?.close();
  await database?.close();
});

const client = async (server: AccountServer, userId: string) => server.client(await tokenOf(userId));
const codeOf = (err: unknown) => (err === "end" ? "end" : ConnectError.from(err).code);

describe("opening a stream", () => {
  it("needs a sign-in", async () => {
    const inbox = readInbox(api.client());
    expect(codeOf(await inbox.ended())).toBe(Code.Unauthenticated);
  });

  it("refuses a cursor this server did not give", async () => {
    const inbox = readInbox(await client(api, learnerId), "not-a-cursor");
    expect(codeOf(await inbox.ended())).toBe(Code.InvalidArgument);
  });

  it("starts with a heartbeat carrying the cursor, then heartbeats while idle", async () => {
    const inbox = readInbox(await client(api, strangerId));
    try {
      const first = await inbox.next();
      expect(first.event.case).toBe("heartbeat");
      expect(first.cursor).toMatch(/^\d+$/);
      expect((await inbox.next(HEARTBEAT_MS * 10)).event.case).toBe("heartbeat");
    } finally {
      inbox.close();
    }
  });

  it("answers a cursor the log does not cover with a resync", async () => {
    const inbox = readInbox(await client(api, strangerId), "999999999999");
    try {
      const first = await inbox.next();
      expect(first.event.case).toBe("resync");
      expect(Number(first.cursor)).toBeLessThan(999999999999);
    } finally {
      inbox.close();
    }
  });
});

describe("live delivery", () => {
  it("brings a message to both parties' streams and nothing to anyone else's, then its read receipt and removal", async () => {
    const coach = await client(api, coachId);
    const learner = await client(api, learnerId);
    const coachInbox = readInbox(coach);
    const learnerInbox = readInbox(learner);
    const strangerInbox = readInbox(await client(api, strangerId));
    try {
      await Promise.all([coachInbox.next(), learnerInbox.next(), strangerInbox.next()]);
      const { chatMessageId } = await learner.sendChatMessage({ sendToUserId: coachId, message: "Are you free?" });
      const atCoach = await coachInbox.nextOf("chatMessage");
      expect(atCoach.event.value).toMatchObject({ id: chatMessageId, message: "Are you free?", sentByUserId: learnerId, isRead: false });
      expect((await learnerInbox.nextOf("chatMessage")).event.value.id).toBe(chatMessageId);

      await coach.markChatMessagesRead({ userId: learnerId, upToMessageId: chatMessageId });
      const receipt = (await learnerInbox.nextOf("readReceipt")).event.value;
      expect(receipt).toMatchObject({ readerUserId: coachId, senderUserId: learnerId });
      expect((await coachInbox.nextOf("readReceipt")).event.value.readerUserId).toBe(coachId);

      await learner.removeChatMessage({ chatMessageId, permanentlyDelete: false });
      expect((await coachInbox.nextOf("chatMessage")).event.value).toMatchObject({ id: chatMessageId, isDeleted: true, message: "" });

      // A notification, its read state and its withdrawal.
      const { notificationId } = await coach.coachSendNotificationToUser({ sendToUserId: learnerId, message: "Class at 6" });
      // Named as the reader may see the sender (issue #38: the bell never shows "Someone").
      expect((await learnerInbox.nextOf("notification")).event.value).toMatchObject({ id: notificationId, message: "Class at 6", isRead: false, sentToUserId: learnerId, sentByName: "Cleo", sentByUserType: UserType.COACH });
      expect((await coachInbox.nextOf("notification")).event.value.id).toBe(notificationId);
      await learner.markNotificationsRead({ notificationIds: [notificationId], all: false });
      expect((await learnerInbox.nextOf("notification")).event.value).toMatchObject({ id: notificationId, isRead: true });
      expect((await coachInbox.nextOf("notification")).event.value).toMatchObject({ id: notificationId, isRead: true });
      await coach.coachRemoveNotificationFromUser({ userId: learnerId, notificationId });
      expect((await learnerInbox.nextOf("removedNotificationId")).event.value).toBe(notificationId);

      // The stranger saw heartbeats only.
      for (let i = 0; i < 2; i++) expect((await strangerInbox.next(HEARTBEAT_MS * 10)).event.case).toBe("heartbeat");
    } finally {
      coachInbox.close();
      learnerInbox.close();
      strangerInbox.close();
    }
  });

  it("resumes from a cursor with everything missed, in order", async () => {
    const coach = await client(api, coachId);
    const learner = await client(api, learnerId);
    const first = readInbox(coach);
    const { cursor } = await first.next();
    first.close();
    const sent: string[] = [];
    for (let i = 0; i < 3; i++) sent.push((await learner.sendChatMessage({ sendToUserId: coachId, message: `missed ${i}` })).chatMessageId);
    const again = readInbox(coach, cursor);
    try {
      expect((await again.next()).event.case).toBe("heartbeat");
      const got: string[] = [];
      for (let i = 0; i < 3; i++) got.push((await again.nextOf("chatMessage")).event.value.id);
      expect(got).toEqual(sent);
    } finally {
      again.close();
    }
  });

  it("works over gRPC-web binary streaming, as the browser opens it", async () => {
    const inbox = readInbox(api.grpcWeb(await tokenOf(coachId)));
    try {
      expect((await inbox.next()).event.case).toBe("heartbeat");
      const { chatMessageId } = await (await client(api, learnerId)).sendChatMessage({ sendToUserId: coachId, message: "over grpc-web" });
      expect((await inbox.nextOf("chatMessage")).event.value.id).toBe(chatMessageId);
    } finally {
      inbox.close();
    }
  });
});

describe("two instances on one database", () => {
  it("deliver a message sent through one to a stream opened on the other, even after the listener is cut", async () => {
    const onOther = readInbox(await client(other, coachId));
    try {
      await onOther.next();
      const learner = await client(api, learnerId);
      const { chatMessageId } = await learner.sendChatMessage({ sendToUserId: coachId, message: "across instances" });
      expect((await onOther.nextOf("chatMessage")).event.value.id).toBe(chatMessageId);

      // Cut every inbox listening connection: they reconnect, and delivery goes on.
      await database.pool.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'compass-inbox'");
      const later = await learner.sendChatMessage({ sendToUserId: coachId, message: "after the cut" });
      expect((await onOther.nextOf("chatMessage", 15_000)).event.value.id).toBe(later.chatMessageId);
    } finally {
      onOther.close();
    }
  });

  it("lose nothing when the instance a stream was on goes away: the client resumes on the other", async () => {
    const third = await startAccountServer(database, { inboxHeartbeatMs: HEARTBEAT_MS });
    const onThird = readInbox(await client(third, learnerId));
    const { cursor } = await onThird.next();
    await third.close();
    expect(await onThird.ended()).toBeDefined();
    const { chatMessageId } = await (await client(api, coachId)).sendChatMessage({ sendToUserId: learnerId, message: "while you were away" });
    const resumed = readInbox(await client(other, learnerId), cursor);
    try {
      expect((await resumed.nextOf("chatMessage")).event.value.id).toBe(chatMessageId);
    } finally {
      resumed.close();
    }
  });
});

describe("ending a stream", () => {
  it("ends when the account is disabled", async () => {
    const userId = await insertUser(database, "STANDARD");
    const inbox = readInbox(await client(api, userId));
    await inbox.next();
    await setUser(database, userId, { enabled: false });
    expect(codeOf(await inbox.ended())).toBe(Code.Unauthenticated);
  });

  it("ends when the access token expires", async () => {
    const inbox = readInbox(api.client(await tokenOf(learnerId, { exp: Math.floor(Date.now() / 1000) + 2 })));
    await inbox.next();
    const ended = await inbox.ended(15_000);
    expect(codeOf(ended)).toBe(Code.Unauthenticated);
    expect(ConnectError.from(ended).rawMessage).toMatch(/expired/);
  });

  it("refuses more open streams a user than the bound", async () => {
    const userId = await insertUser(database, "STANDARD");
    const c = await client(api, userId);
    const open = Array.from({ length: 10 }, () => readInbox(c));
    try {
      await Promise.all(open.map((s) => s.next()));
      const eleventh = readInbox(c);
      expect(codeOf(await eleventh.ended())).toBe(Code.ResourceExhausted);
      open.pop()!.close();
      // A slot frees when a stream closes: another stream of this user opens. (Asked of the user's
      // own bound, not of the instance's count, which other tests' streams may still hold.)
      await expect
        .poll(
          async () => {
            const again = readInbox(c);
            try {
              await again.next();
              open.push(again);
              return "opened";
            } catch (err) {
              again.close();
              return codeOf(err) === Code.ResourceExhausted ? "refused" : String(err);
            }
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe("opened");
    } finally {
      for (const s of open) s.close();
    }
  });
});
