/**
 * Training events (SBA Form 888) through the real server (issue #40 §4; ADR 0040): a class's topic,
 * training hours and co-sponsor (AdminCreateClass, AdminUpdateClass, GetClass); RegisterForClass
 * and UnregisterFromClass (learners, until the class begins; an attendance stays); and
 * AdminListClassRegistrations and AdminSetClassAttendance (administrators: walk-ins too, from the
 * class's day on, audited) — sign-in, the access table, invalid arguments naming their field,
 * unknown ids, and refused calls changing nothing.
 */
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CounselingArea } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, classes, classRegistrations } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let admin: Client;
let coach: Client;
let coachId: string;
let learnerId: string;
let learner: Client;
let walkInId: string;
let walkIn: Client;

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const mask = (...paths: string[]) => ({ paths });
const inDays = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const BASE = { title: "Cash flow basics", classTime: { hours: 18, minutes: 30, seconds: 0 } };
const newClass = async (days: number, extra: object = {}) => (await admin.adminCreateClass({ ...BASE, classDate: inDays(days), ...extra })).classId;
const registrationsOf = async (classId: string) => database.db.select().from(classRegistrations).where(eq(classRegistrations.classId, classId));
const attendanceAudit = async (classId: string) => database.db.select().from(auditLog).where(and(eq(auditLog.action, "class_attendance_set"), eq(auditLog.targetId, classId)));

let future: string;
let past: string;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  coachId = await insertUser(database, "COACH");
  coach = api.client(await tokenOf(coachId));
  learnerId = await insertUser(database, "STANDARD", { firstName: "Rosa", lastName: "Núñez" });
  learner = api.client(await tokenOf(learnerId));
  walkInId = await insertUser(database, "STANDARD", { firstName: "Tom", lastName: "Abel" });
  walkIn = api.client(await tokenOf(walkInId));
  future = await newClass(30);
  past = await newClass(-30);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;

  it.each([["registerForClass"], ["unregisterFromClass"]] as const)("%s answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to staff, writing nothing", async (method) => {
    expect((await outcome(call(api.client(), method)({ classId: future }))).code).toBe(Code.Unauthenticated);
    for (const staff of [coach, admin]) expect((await outcome(call(staff, method)({ classId: future }))).code).toBe(Code.PermissionDenied);
    expect(await registrationsOf(future)).toEqual([]);
  });

  it.each([
    ["adminListClassRegistrations", () => ({ classId: past })],
    ["adminSetClassAttendance", () => ({ classId: past, userId: learnerId, attended: true })],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to a learner or coach, writing nothing", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req()))).code).toBe(Code.Unauthenticated);
    for (const client of [learner, coach]) expect((await outcome(call(client, method)(req()))).code).toBe(Code.PermissionDenied);
    expect(await registrationsOf(past)).toEqual([]);
    expect(await attendanceAudit(past)).toEqual([]);
  });
});

describe("a class's Form 888 fields", () => {
  expectCases((req: object) => admin.adminCreateClass({ ...BASE, classDate: inDays(10), ...req }), [
    { name: "for a topic off the list", request: { topic: 99 }, code: Code.InvalidArgument, message: "topic: choose one of the listed values." },
    { name: "for negative hours", request: { trainingHours: -1 }, code: Code.InvalidArgument, message: "training_hours: give hours from 0 to 500." },
    { name: "for more than 500 hours", request: { trainingHours: 500.5 }, code: Code.InvalidArgument, message: "training_hours: give hours from 0 to 500." },
    { name: "for a co-sponsor on two lines", request: { coSponsor: "Chamber\nof Commerce" }, code: Code.InvalidArgument, message: "co_sponsor: keep it on one line." },
    { name: "for a co-sponsor over 200 characters", request: { coSponsor: "x".repeat(201) }, code: Code.InvalidArgument, message: "co_sponsor: use at most 200 characters." },
  ]);

  it("keeps the topic, hours and co-sponsor, and changes them under the update mask", async () => {
    const id = await newClass(12, { topic: CounselingArea.BUSINESS_FINANCIAL_CASH_FLOW, trainingHours: 6.5, coSponsor: " Chamber of Commerce " });
    expect((await learner.getClass({ classId: id })).class).toMatchObject({ topic: CounselingArea.BUSINESS_FINANCIAL_CASH_FLOW, trainingHours: 6.5, coSponsor: "Chamber of Commerce" });
    expect((await database.db.select().from(classes).where(eq(classes.id, id)))[0]).toMatchObject({ topic: "BUSINESS_FINANCIAL_CASH_FLOW", trainingHours: 6.5, coSponsor: "Chamber of Commerce" });
    await admin.adminUpdateClass({ classId: id, updateMask: mask("topic", "training_hours"), topic: CounselingArea.MARKETING_SALES, trainingHours: 0, coSponsor: "Ignored" });
    expect((await learner.getClass({ classId: id })).class).toMatchObject({ topic: CounselingArea.MARKETING_SALES, trainingHours: 0, coSponsor: "Chamber of Commerce" });
    expect(await outcome(admin.adminUpdateClass({ classId: id, updateMask: mask("topic"), topic: 23 as CounselingArea }))).toEqual({ code: Code.InvalidArgument, message: "topic: choose one of the listed values." });
    expect((await learner.getClass({ classId: id })).class?.topic).toBe(CounselingArea.MARKETING_SALES);
  });

  it("reads a class written before these fields with no topic, hours or co-sponsor", async () => {
    const [row] = await database.db.insert(classes).values({ title: "Old class", classDate: "2025-01-15", classTime: "10:00:00" }).returning({ id: classes.id });
    expect((await learner.getClass({ classId: row!.id })).class).toMatchObject({ title: "Old class", topic: CounselingArea.UNSPECIFIED, trainingHours: 0, coSponsor: "", registered: false, attended: false });
  });
});

describe("RegisterForClass and UnregisterFromClass", () => {
  expectCases((req: object) => learner.registerForClass(req), [
    { name: "without a class id", request: {}, code: Code.InvalidArgument, message: "class_id: required." },
    { name: "for an unknown class", request: { classId: UNKNOWN }, code: Code.NotFound, message: "Class not found" },
    { name: "for a class that has begun", request: () => ({ classId: past }), code: Code.FailedPrecondition, message: "This class has already begun: registrations can no longer change." },
  ]);
  expectCases((req: object) => learner.unregisterFromClass(req), [
    { name: "without a class id", request: {}, code: Code.InvalidArgument, message: "class_id: required." },
    { name: "for an unknown class", request: { classId: UNKNOWN }, code: Code.NotFound, message: "Class not found" },
  ]);

  it("changed nothing with those refusals", async () => {
    expect(await registrationsOf(past)).toEqual([]);
  });

  it("registers the learner (twice: no change), who sees it on the class and in the list", async () => {
    await learner.registerForClass({ classId: future });
    const [first] = await registrationsOf(future);
    await learner.registerForClass({ classId: future });
    expect(await registrationsOf(future)).toEqual([first]);
    expect(first).toMatchObject({ userId: learnerId, attended: false, attendanceMarkedAt: null });
    expect(first!.registeredAt).toBeInstanceOf(Date);
    expect((await learner.getClass({ classId: future })).class).toMatchObject({ registered: true, attended: false });
    const listed = (await learner.listClasses({ pageRequest: { pageSize: 100 } })).classes.find((c) => c.classId === future);
    expect(listed).toMatchObject({ registered: true, attended: false });
    // Only the caller's own registration shows.
    expect((await walkIn.getClass({ classId: future })).class).toMatchObject({ registered: false });
  });

  it("withdraws the registration, leaving no row", async () => {
    await learner.unregisterFromClass({ classId: future });
    expect(await registrationsOf(future)).toEqual([]);
    expect((await learner.getClass({ classId: future })).class?.registered).toBe(false);
  });
});

describe("AdminSetClassAttendance and AdminListClassRegistrations", () => {
  expectCases((req: object) => admin.adminSetClassAttendance(req), [
    { name: "without a class id", request: () => ({ userId: learnerId, attended: true }), code: Code.InvalidArgument, message: "class_id: required." },
    { name: "without a user id", request: () => ({ classId: past, attended: true }), code: Code.InvalidArgument, message: "user_id: required." },
    { name: "for an unknown class", request: () => ({ classId: UNKNOWN, userId: learnerId, attended: true }), code: Code.NotFound, message: "Class not found" },
    { name: "for someone who is not a learner", request: () => ({ classId: past, userId: coachId, attended: true }), code: Code.NotFound, message: "Learner not found." },
    { name: "for an unknown user", request: () => ({ classId: past, userId: UNKNOWN, attended: true }), code: Code.NotFound, message: "Learner not found." },
    { name: "before the day of the class", request: () => ({ classId: future, userId: learnerId, attended: true }), code: Code.FailedPrecondition, message: "Attendance can be marked from the day of the class." },
  ]);
  expectCases((req: object) => admin.adminListClassRegistrations(req), [
    { name: "without a class id", request: {}, code: Code.InvalidArgument, message: "class_id: required." },
    { name: "for an unknown class", request: { classId: UNKNOWN }, code: Code.NotFound, message: "Class not found" },
  ]);

  it("changed and audited nothing with those refusals", async () => {
    expect(await registrationsOf(past)).toEqual([]);
    expect(await registrationsOf(future)).toEqual([]);
    expect(await attendanceAudit(past)).toEqual([]);
    expect(await attendanceAudit(future)).toEqual([]);
  });

  it("marks a walk-in as attending (audited), who then sees it on the class; unmarking removes them", async () => {
    const { registration } = await admin.adminSetClassAttendance({ classId: past, userId: walkInId, attended: true });
    expect(registration).toMatchObject({ userId: walkInId, name: "Tom Abel", registered: false, attended: true });
    expect(registration?.registeredTime).toBeUndefined();
    expect(registration?.attendanceTime).toBeDefined();
    expect((await walkIn.getClass({ classId: past })).class).toMatchObject({ registered: false, attended: true });
    expect((await attendanceAudit(past)).map((r) => r.details)).toEqual([{ userId: walkInId, attended: true }]);

    const unmarked = await admin.adminSetClassAttendance({ classId: past, userId: walkInId, attended: false });
    expect(unmarked.registration).toMatchObject({ userId: walkInId, registered: false, attended: false });
    expect(await registrationsOf(past)).toEqual([]);
  });

  it("keeps a registered learner's attendance: they cannot withdraw it, and the list counts both", async () => {
    await database.db.insert(classRegistrations).values({ classId: past, userId: learnerId, registeredAt: new Date(Date.now() - 40 * 86_400_000) });
    await admin.adminSetClassAttendance({ classId: past, userId: learnerId, attended: true });
    await admin.adminSetClassAttendance({ classId: past, userId: walkInId, attended: true });
    expect((await learner.getClass({ classId: past })).class).toMatchObject({ registered: true, attended: true });

    const before = await registrationsOf(past);
    expect(await outcome(learner.unregisterFromClass({ classId: past }))).toEqual({ code: Code.FailedPrecondition, message: "You attended this class: your attendance stays on record." });
    expect(await registrationsOf(past)).toEqual(before);

    const list = await admin.adminListClassRegistrations({ classId: past });
    expect(list.registrations.map((r) => [r.name, r.registered, r.attended])).toEqual([
      ["Tom Abel", false, true],
      ["Rosa Núñez", true, true],
    ]);
    expect([list.registeredCount, list.attendedCount]).toEqual([1, 2]);

    // Unmarking a registered learner keeps their registration.
    await admin.adminSetClassAttendance({ classId: past, userId: learnerId, attended: false });
    expect((await learner.getClass({ classId: past })).class).toMatchObject({ registered: true, attended: false });
  });

  it("lists an empty class with zero counts", async () => {
    const empty = await newClass(-2);
    expect(await admin.adminListClassRegistrations({ classId: empty })).toMatchObject({ registrations: [], registeredCount: 0, attendedCount: 0 });
  });
});
