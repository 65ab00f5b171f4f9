/**
 * Housekeeping removes what has expired and nothing else, and thins documents' old versions by
 * the retention rule (issue #37; version-retention.ts).
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpired } from "../../../src/server/db/housekeeping.js";
import { auditDenials, businessPlanHistory, businessPlans, cashflowHistory, downloadLinks, loanRequestHistory, inboxEvents, knownDevices, oidcPayloads, rateLimits, stepUps, users, verificationCodes } from "../../../src/server/db/schema/index.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

describe("housekeeping", () => {
  it("purges expired provider state, old one-time codes and stale rate-limit counters, keeping live rows", async () => {
    const { db } = database;
    const now = new Date("2026-06-01T12:00:00Z");
    const hour = 3600_000;
    const [user] = await db.insert(users).values({ email: "keep@example.org" }).returning({ id: users.id });
    await db.insert(oidcPayloads).values([
      { model: "Session", id: "old", payload: {}, expiresAt: new Date(now.getTime() - hour) },
      { model: "Session", id: "live", payload: {}, expiresAt: new Date(now.getTime() + hour) },
      { model: "Client", id: "forever", payload: {}, expiresAt: null },
    ]);
    await db.insert(verificationCodes).values([
      { userId: user!.id, purpose: "password_reset", codeHash: "x", expiresAt: new Date(now.getTime() - 25 * hour) },
      { userId: user!.id, purpose: "password_reset", codeHash: "y", expiresAt: new Date(now.getTime() - hour) },
    ]);
    await db.insert(rateLimits).values([
      { key: "login:old", points: 3, expire: now.getTime() - 1 },
      { key: "login:live", points: 3, expire: now.getTime() + hour },
    ]);
    await db.insert(stepUps).values([
      { userId: user!.id, sessionRef: "old", method: "password", expiresAt: new Date(now.getTime() - 1) },
      { userId: user!.id, sessionRef: "live", method: "password", expiresAt: new Date(now.getTime() + hour) },
    ]);
    await db.insert(knownDevices).values([
      { userId: user!.id, deviceHash: "forgotten", lastUsedAt: new Date(now.getTime() - 401 * 24 * hour) },
      { userId: user!.id, deviceHash: "recent", lastUsedAt: new Date(now.getTime() - 30 * 24 * hour) },
    ]);

    const link = (name: string, expiresAt: Date) => ({ tokenHash: Buffer.from(name), kind: "cashflow", subjectUserId: user!.id, mintedByUserId: user!.id, createdAt: new Date(expiresAt.getTime() - 300_000), expiresAt });
    await db.insert(downloadLinks).values([link("day-old", new Date(now.getTime() - 25 * hour)), link("recent", new Date(now.getTime() - hour))]);

    await db.insert(inboxEvents).values([
      { userId: user!.id, kind: "chat", refId: "week-old", createdAt: new Date(now.getTime() - 7 * 24 * hour - 1) },
      { userId: user!.id, kind: "chat", refId: "recent", createdAt: new Date(now.getTime() - hour) },
    ]);

    expect(await purgeExpired(db, now)).toEqual({ oidcPayloads: 1, verificationCodes: 1, rateLimits: 1, auditDenials: 0, stepUps: 1, knownDevices: 1, downloadLinks: 1, inboxEvents: 1, documentVersions: 0 });
    expect((await db.select({ ref: inboxEvents.refId }).from(inboxEvents)).map((r) => r.ref)).toEqual(["recent"]);
    expect((await db.select({ hash: downloadLinks.tokenHash }).from(downloadLinks)).map((r) => r.hash.toString())).toEqual(["recent"]);
    expect((await db.select({ ref: stepUps.sessionRef }).from(stepUps)).map((r) => r.ref)).toEqual(["live"]);
    expect((await db.select({ hash: knownDevices.deviceHash }).from(knownDevices)).map((r) => r.hash)).toEqual(["recent"]);
    expect((await db.select({ id: oidcPayloads.id }).from(oidcPayloads)).map((r) => r.id).sort()).toEqual(["forever", "live"]);
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.codeHash, "y"))).toHaveLength(1);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual(["login:live"]);
    expect(await purgeExpired(db, now)).toEqual({ oidcPayloads: 0, verificationCodes: 0, rateLimits: 0, auditDenials: 0, stepUps: 0, knownDevices: 0, downloadLinks: 0, inboxEvents: 0, documentVersions: 0 });
  });

  it("deletes counted denials past their retention: anonymous after 30 days, signed-in users' after 400", async () => {
    const { db } = database;
    const day = 24 * 3600_000;
    const minuteAgo = (days: number) => new Date(Math.floor((Date.now() - days * day) / 60_000) * 60_000);
    const row = (name: string, days: number, actorUserId: string | null) => ({ minute: minuteAgo(days), actorUserId, client: "203.0.113.9", method: name, reason: "Sign-in required." });
    await db.insert(auditDenials).values([
      row("anonymous-31d", 31, null),
      row("anonymous-29d", 29, null),
      row("user-31d", 31, "u-1"),
      row("user-401d", 401, "u-1"),
    ]);

    expect((await purgeExpired(db)).auditDenials).toBe(2);
    expect((await db.select({ method: auditDenials.method }).from(auditDenials)).map((r) => r.method).sort()).toEqual(["anonymous-29d", "user-31d"]);
    expect((await purgeExpired(db)).auditDenials).toBe(0);
  });

  it("thins documents' versions on a fake clock: all of the last 30 days, then the last of each day, at most the cap, never the newest", async () => {
    const { db } = database;
    const now = new Date("2027-03-31T12:00:00Z");
    const day = 24 * 3600_000;
    const ago = (days: number, hours = 0) => new Date(now.getTime() - days * day - hours * 3600_000);
    const [plan, single, capped, loan] = await db
      .insert(users)
      .values([{ email: "plan@example.org" }, { email: "single@example.org" }, { email: "capped@example.org" }, { email: "loan@example.org" }])
      .returning({ id: users.id });
    const version = (userId: string, versionNumber: number, savedAt: Date) => ({ userId, versionNumber, savedAt, document: { companyDescription: `v${versionNumber}` } });
    await db.insert(businessPlanHistory).values([
      // 40 days ago, three in a day: the last stays.
      version(plan!.id, 1, ago(40, 3)),
      version(plan!.id, 2, ago(40, 2)),
      version(plan!.id, 3, ago(40, 1)),
      // 31 days ago, two: the last stays.
      version(plan!.id, 4, ago(31, 2)),
      version(plan!.id, 5, ago(31, 1)),
      // 29 days ago and today: all stay.
      version(plan!.id, 6, ago(29, 2)),
      version(plan!.id, 7, ago(29, 1)),
      version(plan!.id, 8, ago(0, 2)),
      version(plan!.id, 9, ago(0, 1)),
      // A single version, two years old: the newest, kept.
      version(single!.id, 1, ago(730)),
    ]);
    await db.insert(businessPlans).values({ userId: plan!.id, versionNumber: 9, document: { companyDescription: "v9" } });
    // Eight recent cash flows under a cap of six: the six newest stay.
    await db.insert(cashflowHistory).values(Array.from({ length: 8 }, (_, i) => version(capped!.id, i + 1, ago(8 - i))));
    // Seven recent loan requests (issue #39) under the same cap: the six newest stay.
    await db.insert(loanRequestHistory).values(Array.from({ length: 7 }, (_, i) => version(loan!.id, i + 1, ago(7 - i))));

    const numbers = async (table: typeof businessPlanHistory | typeof cashflowHistory | typeof loanRequestHistory, userId: string) =>
      (await db.select({ n: table.versionNumber }).from(table).where(eq(table.userId, userId)).orderBy(asc(table.versionNumber))).map((r) => r.n);

    const retention = { keepAllDays: 30, maxVersions: 6 };
    const counts = await purgeExpired(db, now, { retention });
    expect(counts.documentVersions).toBe(3 + 2 + 1);
    expect(await numbers(businessPlanHistory, plan!.id)).toEqual([3, 5, 6, 7, 8, 9]);
    expect(await numbers(businessPlanHistory, single!.id)).toEqual([1]);
    expect(await numbers(cashflowHistory, capped!.id)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(await numbers(loanRequestHistory, loan!.id)).toEqual([2, 3, 4, 5, 6, 7]);
    // The current document is the newest version, untouched.
    expect((await db.select().from(businessPlans).where(eq(businessPlans.userId, plan!.id)))[0]).toMatchObject({ versionNumber: 9, document: { companyDescription: "v9" } });
    // Again: nothing more to drop.
    expect((await purgeExpired(db, now, { retention })).documentVersions).toBe(0);
  });

  it("keeps every version under the default rule when all are recent", async () => {
    const { db } = database;
    const now = new Date("2027-03-31T12:00:00Z");
    const [user] = await db.insert(users).values({ email: "recent@example.org" }).returning({ id: users.id });
    await db.insert(businessPlanHistory).values(Array.from({ length: 41 }, (_, i) => ({ userId: user!.id, versionNumber: i + 1, savedAt: new Date(now.getTime() - (41 - i) * 60_000), document: {} })));
    expect((await purgeExpired(db, now)).documentVersions).toBe(0);
    expect((await db.select({ n: businessPlanHistory.versionNumber }).from(businessPlanHistory).where(eq(businessPlanHistory.userId, user!.id))).length).toBe(41);
  });
});
