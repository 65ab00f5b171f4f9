/**
 * The unread-message e-mail (issue #14 §3; ADR 0019) against a real database: due after 15 minutes
 * unread, one e-mail however many messages, none again within the hour, none again for the same old
 * messages, again for a newer one after the hour; notifications count too; not for read, removed,
 * switched-off or disabled users; no content in the e-mail; one claim across two instances. And
 * GetMyPreferences / UpdateMyPreferences through the real server (sign-in, update mask).
 */
import { Code } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatMessages, notifications, outboxMessages, users } from "../../../src/server/db/schema/index.js";
import { outboxMailer } from "../../../src/server/identity/mail.js";
import { sendUnreadReminders } from "../../../src/server/inbox/unread-reminders.js";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
const MINUTE = 60_000;
const T0 = new Date("2026-11-20T10:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH");
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(outboxMessages);
});

const deps = () => ({ db: database.db, mailer: outboxMailer(database.db), publicUrl: "http://compass.test" });
const mailTo = async (userId: string) => {
  const [user] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user!.email));
};
const message = (to: string, minutes: number, values: Partial<typeof chatMessages.$inferInsert> = {}) =>
  database.db.insert(chatMessages).values({ sentByUserId: coachId, sentToUserId: to, message: "The secret plan text", createdAt: at(minutes), ...values });

describe("the unread-message e-mail", () => {
  it("goes once after 15 minutes unread, not again within the hour or for the same messages, again for a newer one", async () => {
    const learnerId = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
    await message(learnerId, 0);
    await message(learnerId, 1);
    expect(await sendUnreadReminders(deps(), at(14))).toBe(0);
    expect(await sendUnreadReminders(deps(), at(16))).toBe(1);
    const [mail, ...more] = await mailTo(learnerId);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("You have unread messages on Compass");
    expect(mail!.body).toContain("http://compass.test/my-messages");
    expect(mail!.body).not.toContain("secret");
    // Within the hour: nothing; after it, the same old messages bring nothing.
    expect(await sendUnreadReminders(deps(), at(40))).toBe(0);
    expect(await sendUnreadReminders(deps(), at(120))).toBe(0);
    // A newer unread message, past 15 minutes and the hour: one more.
    await message(learnerId, 130);
    expect(await sendUnreadReminders(deps(), at(146))).toBe(1);
    expect(await mailTo(learnerId)).toHaveLength(2);
  });

  it("counts an unread notification too", async () => {
    const learnerId = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
    await database.db.insert(notifications).values({ recipientUserId: learnerId, sentByUserId: coachId, message: "Class", createdAt: at(0) });
    expect(await sendUnreadReminders(deps(), at(20))).toBe(1);
  });

  it("skips what was read or removed, users who switched it off, and disabled accounts", async () => {
    const read = await insertUser(database, "STANDARD");
    await message(read, 0, { isRead: true });
    const removed = await insertUser(database, "STANDARD");
    await message(removed, 0, { isDeleted: true });
    const off = await insertUser(database, "STANDARD", { unreadMessageEmails: false });
    await message(off, 0);
    const disabled = await insertUser(database, "STANDARD", { enabled: false });
    await message(disabled, 0);
    const readNotification = await insertUser(database, "STANDARD");
    await database.db.insert(notifications).values({ recipientUserId: readNotification, message: "x", createdAt: at(0), readAt: at(1) });
    expect(await sendUnreadReminders(deps(), at(30))).toBe(0);
  });

  it("is claimed once when two instances run at the same moment", async () => {
    const learnerId = await insertUser(database, "STANDARD");
    await message(learnerId, 0);
    const counts = await Promise.all([sendUnreadReminders(deps(), at(20)), sendUnreadReminders(deps(), at(20))]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailTo(learnerId)).toHaveLength(1);
  });

  it("follows the preference the user sets", async () => {
    const learnerId = await insertUser(database, "STANDARD");
    const learner = api.client(await tokenOf(learnerId));
    expect((await learner.getMyPreferences({})).preferences?.unreadMessageEmails).toBe(true);
    const saved = await learner.updateMyPreferences({ preferences: { unreadMessageEmails: false }, updateMask: { paths: ["unread_message_emails"] } });
    expect(saved.preferences?.unreadMessageEmails).toBe(false);
    await message(learnerId, 0);
    expect(await sendUnreadReminders(deps(), at(20))).toBe(0);
    await setUser(database, learnerId, { unreadMessageEmails: true });
    expect(await sendUnreadReminders(deps(), at(21))).toBe(1);
  });
});

describe("preferences", () => {
  it.each([["getMyPreferences"], ["updateMyPreferences"]] as const)("%s answers UNAUTHENTICATED without a sign-in", async (method) => {
    const anonymous = api.client() as unknown as Record<string, (req: object) => Promise<unknown>>;
    expect((await outcome(anonymous[method]!({}))).code).toBe(Code.Unauthenticated);
  });

  expectCases(
    async (req: { preferences?: { unreadMessageEmails: boolean }; updateMask?: { paths: string[] } }) => api.client(await tokenOf(coachId)).updateMyPreferences(req),
    [
      { name: "without an update mask", request: { preferences: { unreadMessageEmails: false } }, code: Code.InvalidArgument, message: "update_mask: list the preferences to update." },
      { name: "naming an unknown preference", request: { updateMask: { paths: ["sms_everything"] } }, code: Code.InvalidArgument, message: 'update_mask: "sms_everything" is not a preference you can update.' },
    ],
  );

  it("writes only the caller's own row", async () => {
    const a = await insertUser(database, "STANDARD");
    const b = await insertUser(database, "STANDARD");
    await api.client(await tokenOf(a)).updateMyPreferences({ preferences: { unreadMessageEmails: false }, updateMask: { paths: ["unread_message_emails"] } });
    const rows = await database.db.select({ id: users.id, on: users.unreadMessageEmails }).from(users);
    expect(rows.find((r) => r.id === a)?.on).toBe(false);
    expect(rows.find((r) => r.id === b)?.on).toBe(true);
  });
});
