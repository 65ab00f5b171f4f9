/**
 * Notifications through the real server (issue #14 §1): a learner notifies only their coach; a
 * coach or lender only their mentees (one NOT_FOUND for another coach's mentee and for nobody); an
 * administrator anyone; the recipient removes from their list, the sender withdraws; text and
 * attachment bounds; the rate limit per sender; read state (ADR 0019).
 */
import { Code } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationType } from "../../../src/gen/compass/v1/compass_pb.js";
import { attachments } from "../../../src/server/db/schema/index.js";
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
let learnerId: string;
let learner: Client;
let otherLearnerId: string;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH");
  coach = api.client(await tokenOf(coachId));
  const otherCoachId = await insertUser(database, "COACH");
  otherCoach = api.client(await tokenOf(otherCoachId));
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  learnerId = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
  learner = api.client(await tokenOf(learnerId));
  otherLearnerId = await insertUser(database, "STANDARD", { assignedCoachId: otherCoachId });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;
  it.each([
    ["getMyNotifications", {}],
    ["removeNotification", { notificationId: UNKNOWN }],
    ["sendNotificationToCoach", { sendToUserId: UNKNOWN, message: "hi" }],
    ["removeNotificationFromCoach", { userId: UNKNOWN, notificationId: UNKNOWN }],
    ["coachSendNotificationToUser", { sendToUserId: UNKNOWN, message: "hi" }],
    ["coachRemoveNotificationFromUser", { userId: UNKNOWN, notificationId: UNKNOWN }],
    ["markNotificationsRead", { all: true }],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
  });
  it("the Coach* methods answer PERMISSION_DENIED to a learner", async () => {
    expect((await outcome(learner.coachSendNotificationToUser({ sendToUserId: otherLearnerId, message: "hi" }))).code).toBe(Code.PermissionDenied);
  });
});

describe("a learner to their coach", () => {
  expectCases((req: { sendToUserId: string; message: string; attachmentIds?: string[] }) => learner.sendNotificationToCoach(req), [
    { name: "without text", request: () => ({ sendToUserId: coachId, message: "  " }), code: Code.InvalidArgument, message: "message: write a message." },
    { name: "over 10,000 characters", request: () => ({ sendToUserId: coachId, message: "x".repeat(10_001) }), code: Code.InvalidArgument },
    { name: "with more than 10 attachments", request: () => ({ sendToUserId: coachId, message: "hi", attachmentIds: Array.from({ length: 11 }, (_, i) => `a${i}`) }), code: Code.InvalidArgument },
    { name: "with someone else's attachment", request: () => ({ sendToUserId: coachId, message: "hi", attachmentIds: [UNKNOWN] }), code: Code.InvalidArgument },
    { name: "to another coach", request: { sendToUserId: UNKNOWN, message: "hi" }, code: Code.PermissionDenied, message: "You can send notifications only to your own coach." },
  ]);

  it("arrives in the coach's list, which the coach removes; the learner withdraws another", async () => {
    const [own] = await database.db.insert(attachments).values({ title: "receipt", createdByUserId: learnerId }).returning({ id: attachments.id });
    const { notificationId } = await learner.sendNotificationToCoach({ sendToUserId: coachId, message: " I sent the plan ", notificationType: NotificationType.SIMPLE, attachmentIds: [own!.id] });
    const { notifications } = await coach.getMyNotifications({});
    const n = notifications.find((x) => x.id === notificationId)!;
    expect(n).toMatchObject({ message: "I sent the plan", sentByUserId: learnerId, notificationType: NotificationType.SIMPLE, attachmentIds: [own!.id] });
    expect((await outcome(learner.removeNotification({ notificationId }))).code).toBe(Code.NotFound);
    await coach.removeNotification({ notificationId });
    expect((await coach.getMyNotifications({})).notifications.some((x) => x.id === notificationId)).toBe(false);

    const second = await learner.sendNotificationToCoach({ sendToUserId: coachId, message: "oops" });
    expect((await outcome(otherCoach.coachRemoveNotificationFromUser({ userId: coachId, notificationId: second.notificationId }))).code).toBe(Code.NotFound);
    await learner.removeNotificationFromCoach({ userId: coachId, notificationId: second.notificationId });
    expect((await coach.getMyNotifications({})).notifications).toEqual([]);
  });
});

describe("a coach to their mentees", () => {
  expectCases((req: { sendToUserId: string; message: string }) => coach.coachSendNotificationToUser(req), [
    { name: "to another coach's mentee", request: () => ({ sendToUserId: otherLearnerId, message: "hi" }), code: Code.NotFound, message: "Mentee not found" },
    { name: "to nobody, with the same words", request: { sendToUserId: UNKNOWN, message: "hi" }, code: Code.NotFound, message: "Mentee not found" },
    { name: "without a recipient", request: { sendToUserId: "", message: "hi" }, code: Code.InvalidArgument, message: "send_to_user_id: required." },
  ]);

  it("reaches the mentee; the coach withdraws it; an administrator reaches anyone", async () => {
    const { notificationId } = await coach.coachSendNotificationToUser({ sendToUserId: learnerId, message: "Class tomorrow" });
    expect((await learner.getMyNotifications({})).notifications.map((n) => n.message)).toContain("Class tomorrow");
    await coach.coachRemoveNotificationFromUser({ userId: learnerId, notificationId });
    expect((await learner.getMyNotifications({})).notifications.map((n) => n.id)).not.toContain(notificationId);
    await admin.coachSendNotificationToUser({ sendToUserId: otherLearnerId, message: "From the office" });
    expect((await api.client(await tokenOf(otherLearnerId)).getMyNotifications({})).notifications.map((n) => n.message)).toEqual(["From the office"]);
  });

  it("is rate-limited per sender", async () => {
    const chatty = await insertUser(database, "COACH");
    const client = api.client(await tokenOf(chatty));
    const mentee = await insertUser(database, "STANDARD", { assignedCoachId: chatty });
    const codes: (Code | "ok")[] = [];
    for (let i = 0; i < 31; i++) codes.push((await outcome(client.coachSendNotificationToUser({ sendToUserId: mentee, message: `n${i}` }))).code);
    expect(codes.slice(0, 30).every((c) => c === "ok")).toBe(true);
    expect(codes[30]).toBe(Code.ResourceExhausted);
  });
});

describe("read state (ADR 0019)", () => {
  expectCases((req: { notificationIds: string[]; all: boolean }) => learner.markNotificationsRead(req), [
    { name: "naming nothing", request: { notificationIds: [], all: false }, code: Code.InvalidArgument, message: "notification_ids: name at least one notification, or set all." },
    { name: "with ids and all", request: { notificationIds: [UNKNOWN], all: true }, code: Code.InvalidArgument, message: "notification_ids: give ids or all, not both." },
    { name: "with an empty id", request: { notificationIds: [""], all: false }, code: Code.InvalidArgument, message: "notification_ids[0]: required." },
  ]);

  it("marks the recipient's own notifications read, one or all; another's ids change nothing", async () => {
    const one = await coach.coachSendNotificationToUser({ sendToUserId: learnerId, message: "first" });
    const two = await coach.coachSendNotificationToUser({ sendToUserId: learnerId, message: "second" });
    const mine = async () => (await learner.getMyNotifications({})).notifications.filter((n) => n.id === one.notificationId || n.id === two.notificationId);
    expect((await mine()).map((n) => [n.message, n.isRead, n.sentToUserId])).toEqual([
      ["second", false, learnerId],
      ["first", false, learnerId],
    ]);
    expect((await learner.getMyConversations({})).unreadNotifications).toBe(2);
    // The sender cannot mark the recipient's notification read.
    await coach.markNotificationsRead({ notificationIds: [one.notificationId], all: false });
    expect((await mine()).every((n) => !n.isRead)).toBe(true);
    await learner.markNotificationsRead({ notificationIds: [one.notificationId], all: false });
    expect((await mine()).map((n) => n.isRead)).toEqual([false, true]);
    await learner.markNotificationsRead({ notificationIds: [], all: true });
    expect((await mine()).map((n) => n.isRead)).toEqual([true, true]);
    expect((await learner.getMyConversations({})).unreadNotifications).toBe(0);
  });
});
