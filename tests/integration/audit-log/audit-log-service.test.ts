/**
 * The audit log, read-only, through the real server (issue #15 §5; ADR 0021): administrators only;
 * recorded changes newest first in pages of at least 10 with the actor's name, filtered by action,
 * actor, target and days; refusals counted per minute; tokens bound to their filters; and nothing
 * can change or delete a row (the database refuses it).
 */
import { Code } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserType } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let adminId: string;
let coachId: string;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  adminId = await insertUser(database, "ADMIN", { firstName: "Ada", lastName: "Admin" });
  admin = api.client(await tokenOf(adminId));
  coachId = await insertUser(database, "COACH");
  // Twelve recorded changes through the real methods, and refusals.
  for (let i = 0; i < 12; i++) {
    const id = await insertUser(database, "STANDARD");
    await admin.adminUpdateUser({ userId: id, user: { type: UserType.COACH }, updateMask: { paths: ["type"] } });
  }
  const coach = api.client(await tokenOf(coachId));
  for (let i = 0; i < 3; i++) await outcome(coach.adminGetAllUsers({}));
  await api.audit.flush();
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("AdminListAuditLog", () => {
  it("is for administrators only", async () => {
    expect((await outcome(api.client().adminListAuditLog({}))).code).toBe(Code.Unauthenticated);
    expect((await outcome(api.client(await tokenOf(coachId)).adminListAuditLog({}))).code).toBe(Code.PermissionDenied);
    expect((await outcome(api.client(await tokenOf(coachId)).adminListAuditDenials({}))).code).toBe(Code.PermissionDenied);
  });

  it("pages the changes newest first with the actor's name, and filters", async () => {
    const first = await admin.adminListAuditLog({ action: "admin_user_updated", pageRequest: { pageSize: 5, pageToken: "" } });
    expect(first.entries).toHaveLength(10);
    expect(first.pageResponse?.totalSize).toBe(12);
    expect(first.entries[0]).toMatchObject({ actorUserId: adminId, actorName: "Ada Admin", action: "admin_user_updated", targetType: "user" });
    expect(JSON.parse(first.entries[0]!.detailsJson)).toMatchObject({ paths: ["type"], role: "COACH" });
    const second = await admin.adminListAuditLog({ action: "admin_user_updated", pageRequest: { pageSize: 5, pageToken: first.pageResponse!.nextPageToken } });
    expect(second.entries).toHaveLength(2);
    const ids = [...first.entries, ...second.entries].map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const target = first.entries[3]!.targetId;
    expect((await admin.adminListAuditLog({ targetType: "user", targetId: target })).entries.map((e) => e.targetId)).toEqual([target]);
    expect((await admin.adminListAuditLog({ actorUserId: coachId })).entries).toEqual([]);
    const today = new Date();
    const day = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
    expect((await admin.adminListAuditLog({ action: "admin_user_updated", startDate: day, endDate: day })).pageResponse?.totalSize).toBe(12);
    expect((await admin.adminListAuditLog({ action: "admin_user_updated", endDate: { year: 2020, month: 1, day: 1 } })).entries).toEqual([]);
    // A token of another filter is refused.
    expect((await outcome(admin.adminListAuditLog({ action: "other", pageRequest: { pageSize: 10, pageToken: first.pageResponse!.nextPageToken } }))).code).toBe(Code.InvalidArgument);
  });

  it("names a nameless actor by e-mail, and leaves the name empty only for a user who is gone (issue #38)", async () => {
    const namelessId = await insertUser(database, "ADMIN", { email: "first.admin@example.com" });
    const nameless = api.client(await tokenOf(namelessId));
    const target = await insertUser(database, "STANDARD");
    await nameless.adminUpdateUser({ userId: target, user: { type: UserType.COACH }, updateMask: { paths: ["type"] } });
    const gone = "00000000-0000-4000-8000-00000000dead";
    await database.db.insert(auditLog).values({ actorUserId: gone, action: "admin_user_updated", targetType: "user", targetId: target });
    await api.audit.flush();
    const [byNameless] = (await admin.adminListAuditLog({ actorUserId: namelessId })).entries;
    expect(byNameless).toMatchObject({ actorUserId: namelessId, actorName: "first.admin@example.com" });
    const [byGone] = (await admin.adminListAuditLog({ actorUserId: gone })).entries;
    expect(byGone).toMatchObject({ actorUserId: gone, actorName: "" });
  });

  expectCases((req: object) => admin.adminListAuditLog(req), [
    { name: "with the end before the start", request: { startDate: { year: 2026, month: 2, day: 2 }, endDate: { year: 2026, month: 2, day: 1 } }, code: Code.InvalidArgument },
    { name: "with a filter too long", request: { action: "x".repeat(201) }, code: Code.InvalidArgument },
    { name: "with a day that is not one", request: { startDate: { year: 2026, month: 2, day: 31 } }, code: Code.InvalidArgument },
  ]);

  it("cannot be changed or deleted, even by SQL", async () => {
    await expect(database.db.update(auditLog).set({ action: "x" })).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
  });
});

describe("AdminListAuditDenials", () => {
  it("lists counted refusals, filtered by caller and method", async () => {
    const { denials } = await admin.adminListAuditDenials({ actorUserId: coachId });
    expect(denials.length).toBeGreaterThan(0);
    const row = denials.find((d) => d.method.endsWith("AdminGetAllUsers"))!;
    expect(row.count).toBe(3);
    expect(row.actorUserId).toBe(coachId);
    expect((await admin.adminListAuditDenials({ method: "compass.v1.CompassService/Nothing" })).denials).toEqual([]);
  });
});
