/**
 * Names in the learner's messages and the bell (issue #38: never "Someone"): GetMyNotifications and
 * GetMyConversations carry each person's name as the caller may see it (src/shared/display-name.ts
 * `nameSeenBy`) and their type — the name, else the e-mail where the caller may see it (staff
 * see anyone's they may name; a learner only their own coach's), else empty, and the page shows the
 * role title. Access (sign-in) is covered by each service's own tests.
 */
import { Code } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserType } from "../../../src/gen/compass/v1/compass_pb.js";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
let coach: Client;
let adminId: string;
let admin: Client;
let namedAdminId: string;
let learnerId: string;
let learner: Client;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  // Staff who never entered a name (the first administrator; a coach promoted from a sign-up).
  coachId = await insertUser(database, "COACH", { email: "coach.nameless@example.com" });
  coach = api.client(await tokenOf(coachId));
  adminId = await insertUser(database, "ADMIN", { email: "admin.nameless@example.com" });
  admin = api.client(await tokenOf(adminId));
  namedAdminId = await insertUser(database, "ADMIN", { firstName: "Olga", lastName: "Office", email: "olga@example.com" });
  learnerId = await insertUser(database, "STANDARD", { assignedCoachId: coachId, email: "learner.nameless@example.com" });
  learner = api.client(await tokenOf(learnerId));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const fromWhom = async (client: Client) => (await client.getMyNotifications({})).notifications.map((n) => ({ by: n.sentByUserId, name: n.sentByName, type: n.sentByUserType }));

describe("the bell names the sender as the reader may see them", () => {
  it("a learner: their coach by e-mail, an administrator by name or (nameless) by role only", async () => {
    await coach.coachSendNotificationToUser({ sendToUserId: learnerId, message: "Class on Tuesday" });
    await admin.coachSendNotificationToUser({ sendToUserId: learnerId, message: "Welcome to the program" });
    await api.client(await tokenOf(namedAdminId)).coachSendNotificationToUser({ sendToUserId: learnerId, message: "Your documents" });
    const seen = await fromWhom(learner);
    expect(seen).toContainEqual({ by: coachId, name: "coach.nameless@example.com", type: UserType.COACH });
    expect(seen).toContainEqual({ by: adminId, name: "", type: UserType.ADMIN });
    expect(seen).toContainEqual({ by: namedAdminId, name: "Olga Office", type: UserType.ADMIN });
    expect(JSON.stringify(seen)).not.toContain("admin.nameless@example.com");
    // The nameless administrator's notification: the learner may now look them up (the type, for the role title).
    expect(await learner.getUserName({ userId: adminId })).toMatchObject({ name: "", userType: UserType.ADMIN });
  });

  it("a coach: their nameless mentee by e-mail", async () => {
    await learner.sendNotificationToCoach({ sendToUserId: coachId, message: "Plan submitted" });
    expect(await fromWhom(coach)).toContainEqual({ by: learnerId, name: "learner.nameless@example.com", type: UserType.STANDARD });
  });

  it("a former coach, once the learner has another: by role only, never their e-mail", async () => {
    const nextCoachId = await insertUser(database, "COACH", { firstName: "Nora" });
    const learner2 = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
    await coach.coachSendNotificationToUser({ sendToUserId: learner2, message: "Before I go" });
    await setUser(database, learner2, { assignedCoachId: nextCoachId });
    const seen = await fromWhom(api.client(await tokenOf(learner2)));
    expect(seen).toEqual([{ by: coachId, name: "", type: UserType.COACH }]);
  });
});

describe("conversations name the other person as the caller may see them", () => {
  it("a nameless administrator who wrote to a learner: by role only; their coach by e-mail; the learner, to staff, by e-mail", async () => {
    await admin.sendChatMessage({ sendToUserId: learnerId, message: "Hello from the office" });
    await learner.sendChatMessage({ sendToUserId: coachId, message: "Hi coach" });
    const mine = (await learner.getMyConversations({})).conversations.map((c) => ({ id: c.userId, name: c.displayName, type: c.userType }));
    expect(mine).toContainEqual({ id: adminId, name: "", type: UserType.ADMIN });
    expect(mine).toContainEqual({ id: coachId, name: "coach.nameless@example.com", type: UserType.COACH });
    const theirs = (await admin.getMyConversations({})).conversations.find((c) => c.userId === learnerId);
    expect(theirs).toMatchObject({ displayName: "learner.nameless@example.com", userType: UserType.STANDARD });
  });

  it("still refuses a stranger's name", async () => {
    const stranger = api.client(await tokenOf(await insertUser(database, "STANDARD")));
    expect((await outcome(stranger.getUserName({ userId: adminId }))).code).toBe(Code.NotFound);
  });
});
