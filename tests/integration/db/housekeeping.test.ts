/**
 * Housekeeping removes what has expired and nothing else.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpired } from "../../../src/server/db/housekeeping.js";
import { auditDenials, downloadLinks, inboxEvents, knownDevices, oidcPayloads, rateLimits, stepUps, users, verificationCodes } from "../../../src/server/db/schema/index.js";
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

    expect(await purgeExpired(db, now)).toEqual({ oidcPayloads: 1, verificationCodes: 1, rateLimits: 1, auditDenials: 0, stepUps: 1, knownDevices: 1, downloadLinks: 1, inboxEvents: 1 });
    expect((await db.select({ ref: inboxEvents.refId }).from(inboxEvents)).map((r) => r.ref)).toEqual(["recent"]);
    expect((await db.select({ hash: downloadLinks.tokenHash }).from(downloadLinks)).map((r) => r.hash.toString())).toEqual(["recent"]);
    expect((await db.select({ ref: stepUps.sessionRef }).from(stepUps)).map((r) => r.ref)).toEqual(["live"]);
    expect((await db.select({ hash: knownDevices.deviceHash }).from(knownDevices)).map((r) => r.hash)).toEqual(["recent"]);
    expect((await db.select({ id: oidcPayloads.id }).from(oidcPayloads)).map((r) => r.id).sort()).toEqual(["forever", "live"]);
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.codeHash, "y"))).toHaveLength(1);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual(["login:live"]);
    expect(await purgeExpired(db, now)).toEqual({ oidcPayloads: 0, verificationCodes: 0, rateLimits: 0, auditDenials: 0, stepUps: 0, knownDevices: 0, downloadLinks: 0, inboxEvents: 0 });
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
});
