/**
 * The impact check-in e-mail (issue #40, deliverable 2) against a real database: the periodic one —
 * due IMPACT_CHECK_IN_MONTHS after the learner's first TA session, then that long after the last;
 * never for learners who switched it off, disabled accounts, staff or placeholder addresses; in the
 * learner's language; one claim across two instances; none when the cadence is 0 — and
 * CoachSendImpactCheckIn through the real server: the coach's own mentee (audited, restarts the
 * clock), another coach's refused with nothing sent or changed, an administrator any learner, at
 * most one a day, the opt-out respected, staff refused; and the preference itself.
 */
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, keyValues, outboxMessages, taTracking, users } from "../../../src/server/db/schema/index.js";
import { outboxMailer, type Mailer } from "../../../src/server/identity/mail.js";
import { sendCheckInNow, sendImpactCheckIns } from "../../../src/server/impact/check-in-mail.js";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
let otherCoachId: string;
let adminId: string;
const DAY = 24 * 3600_000;
const NOW = new Date("2026-11-20T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH");
  otherCoachId = await insertUser(database, "COACH");
  adminId = await insertUser(database, "ADMIN");
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(outboxMessages);
});

const deps = (everyMonths = 6) => ({ db: database.db, mailer: outboxMailer(database.db), publicUrl: "http://compass.test", everyMonths });
const mailTo = async (userId: string) => {
  const [user] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user!.email));
};
const sentAt = async (userId: string) => (await database.db.select({ at: users.impactCheckInSentAt }).from(users).where(eq(users.id, userId)))[0]!.at;
/** A learner with a first TA session `firstSessionDaysAgo` days before NOW (none when null). */
async function learner(firstSessionDaysAgo: number | null, values: Partial<typeof users.$inferInsert> = {}): Promise<string> {
  const id = await insertUser(database, "STANDARD", { assignedCoachId: coachId, firstName: "Ana", ...values });
  if (firstSessionDaysAgo !== null) {
    await database.db.insert(taTracking).values([
      { coachUserId: coachId, clientUserId: id, createdByUserId: coachId, dateOfSession: daysAgo(firstSessionDaysAgo), timeSpentHours: 1 },
      { coachUserId: coachId, clientUserId: id, createdByUserId: coachId, dateOfSession: daysAgo(10), timeSpentHours: 1 },
    ]);
  }
  return id;
}

describe("the periodic check-in e-mail", () => {
  it("goes six months after the first session, then not again until six months after the last", async () => {
    const due = await learner(200);
    const early = await learner(150);
    const never = await learner(null);
    expect(await sendImpactCheckIns(deps(), NOW)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailTo(due);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("How is your business doing?");
    expect(mail!.body).toContain("Hello Ana,");
    expect(mail!.body).toContain("Your program would like");
    expect(mail!.body).toContain("http://compass.test/my-impact");
    expect(await mailTo(early)).toEqual([]);
    expect(await mailTo(never)).toEqual([]);
    // A month later: nothing for the one mailed; five months after that, again.
    expect(await sendImpactCheckIns(deps(), new Date(NOW.getTime() + 30 * DAY))).toBe(0);
    expect(await mailTo(due)).toHaveLength(1);
    await sendImpactCheckIns(deps(), new Date(NOW.getTime() + 185 * DAY));
    expect(await mailTo(due)).toHaveLength(2);
  });

  it("skips learners who switched it off, disabled accounts, staff and placeholder addresses", async () => {
    await database.db.update(users).set({ impactCheckInSentAt: NOW }).where(eq(users.type, "STANDARD"));
    const off = await learner(400, { impactCheckInEmails: false });
    const disabled = await learner(400, { enabled: false });
    const placeholder = await learner(400, { email: `external-${Date.now()}@users.invalid` });
    const coachAsClient = await insertUser(database, "COACH");
    await database.db.insert(taTracking).values({ coachUserId: coachId, clientUserId: coachAsClient, createdByUserId: coachId, dateOfSession: daysAgo(400), timeSpentHours: 1 });
    expect(await sendImpactCheckIns(deps(), NOW)).toBe(0);
    for (const id of [off, disabled, placeholder, coachAsClient]) expect(await mailTo(id)).toEqual([]);
  });

  it("speaks the learner's language", async () => {
    await database.db.update(users).set({ impactCheckInSentAt: NOW }).where(eq(users.type, "STANDARD"));
    const id = await learner(300);
    await database.db.insert(keyValues).values({ userId: id, key: "language", value: "es" });
    expect(await sendImpactCheckIns(deps(), NOW)).toBe(1);
    const [mail] = await mailTo(id);
    expect(mail!.subject).toBe("¿Cómo va su negocio?");
    expect(mail!.body).toContain("Hola, Ana:");
    expect(mail!.body).toContain("http://compass.test/my-impact");
  });

  it("is claimed once when two instances run at the same moment, and not at all when the cadence is 0", async () => {
    await database.db.update(users).set({ impactCheckInSentAt: NOW }).where(eq(users.type, "STANDARD"));
    const id = await learner(300);
    expect(await sendImpactCheckIns(deps(0), NOW)).toBe(0);
    expect(await sentAt(id)).toBeNull();
    const counts = await Promise.all([sendImpactCheckIns(deps(), NOW), sendImpactCheckIns(deps(), NOW)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailTo(id)).toHaveLength(1);
  });

  it("puts the clock back when the e-mail cannot be sent on demand, so the coach can try again", async () => {
    const id = await learner(30);
    const failing: Mailer = { send: async () => Promise.reject(new Error("SMTP down")) };
    await expect(sendCheckInNow({ db: database.db, mailer: failing, publicUrl: "http://compass.test" }, id, NOW)).rejects.toThrow("SMTP down");
    expect(await sentAt(id)).toBeNull();
    expect((await sendCheckInNow({ db: database.db, mailer: outboxMailer(database.db), publicUrl: "http://compass.test" }, id, NOW)).sent).toBe(true);
  });
});

describe("CoachSendImpactCheckIn", () => {
  const send = async (callerId: string, userId: string) => api.client(await tokenOf(callerId)).coachSendImpactCheckIn({ userId });
  const audited = (targetId: string) =>
    database.db.select().from(auditLog).where(and(eq(auditLog.action, "impact_check_in_sent"), eq(auditLog.targetId, targetId)));

  it("answers UNAUTHENTICATED without a sign-in", async () => {
    expect((await outcome(api.client().coachSendImpactCheckIn({ userId: coachId }))).code).toBe(Code.Unauthenticated);
  });

  expectCases(async (req: { userId: string }) => api.client(await tokenOf(coachId)).coachSendImpactCheckIn(req), [
    { name: "without a user id", request: { userId: "  " }, code: Code.InvalidArgument, message: "user_id: required." },
    { name: "with a user id longer than any id", request: { userId: "x".repeat(256) }, code: Code.InvalidArgument, message: "user_id: not a user id." },
  ]);

  it("sends the coach's own mentee the check-in now, says their coach asks, audits it and restarts the clock", async () => {
    const id = await learner(20);
    const answer = await send(coachId, id);
    expect(answer.sentAt).toBeDefined();
    const [mail] = await mailTo(id);
    expect(mail!.body).toContain("Your coach would like");
    expect(mail!.body).toContain("/my-impact");
    expect(await sentAt(id)).not.toBeNull();
    expect(await audited(id)).toHaveLength(1);
    // A second one the same day: refused, saying when, nothing sent.
    const again = await outcome(send(coachId, id));
    expect(again.code).toBe(Code.ResourceExhausted);
    expect(again.message).toMatch(/in the last 24 hours\. Try again in (an hour|\d+ hours)\./);
    expect(await mailTo(id)).toHaveLength(1);
  });

  it("refuses a learner, another coach's mentee and an unknown user alike, and sends and changes nothing", async () => {
    const id = await learner(20);
    const learnerAsked = await outcome(send(id, id));
    expect(learnerAsked.code).toBe(Code.PermissionDenied);
    for (const target of [id, "0198f0f5-0000-7000-8000-000000000000"]) {
      const got = await outcome(send(otherCoachId, target));
      expect(got.code).toBe(Code.PermissionDenied);
      expect(got.message).toBe("You can send a check-in only to your own clients.");
    }
    expect(await mailTo(id)).toEqual([]);
    expect(await sentAt(id)).toBeNull();
    expect(await audited(id)).toEqual([]);
  });

  it("lets an administrator send any learner one, and refuses staff and learners who switched it off", async () => {
    const id = await learner(20, { assignedCoachId: null });
    expect((await outcome(send(adminId, id))).code).toBe("ok");
    expect(await mailTo(id)).toHaveLength(1);
    const staff = await insertUser(database, "LENDER");
    expect((await outcome(send(adminId, staff))).code).toBe(Code.FailedPrecondition);
    const off = await learner(20, { impactCheckInEmails: false });
    const refused = await outcome(send(coachId, off));
    expect(refused.code).toBe(Code.FailedPrecondition);
    expect(refused.message).toBe("This client has switched check-in e-mails off.");
    expect(await mailTo(off)).toEqual([]);
  });
});

describe("the check-in preference", () => {
  it("is on by default, and the learner switches it off and on", async () => {
    const id = await learner(null);
    const client = api.client(await tokenOf(id));
    expect((await client.getMyPreferences({})).preferences?.impactCheckInEmails).toBe(true);
    const saved = await client.updateMyPreferences({ preferences: { impactCheckInEmails: false }, updateMask: { paths: ["impact_check_in_emails"] } });
    expect(saved.preferences?.impactCheckInEmails).toBe(false);
    expect(saved.preferences?.unreadMessageEmails).toBe(true);
    const send = async () => api.client(await tokenOf(coachId)).coachSendImpactCheckIn({ userId: id });
    expect((await outcome(send())).code).toBe(Code.FailedPrecondition);
    await setUser(database, id, { impactCheckInEmails: true });
    expect((await outcome(send())).code).toBe("ok");
  });
});
