/**
 * The classes' methods through the real server (issue #10 §4): administrators create, update (by
 * update mask) and delete classes; every signed-in user gets them; sign-in and admin-only access;
 * invalid arguments naming their field; unknown ids; the audit log of each write.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminCreateClassRequest,
  AdminCreateClassRequestSchema,
  AdminDeleteClassRequestSchema,
  AdminUpdateClassRequest,
  AdminUpdateClassRequestSchema,
  GetClassRequestSchema,
  ListClassesRequestSchema,
} from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, classes } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let adminId: string;
let admin: ReturnType<AccountServer["client"]>;
let adminWeb: ReturnType<AccountServer["grpcWeb"]>;
let learner: ReturnType<AccountServer["client"]>;
let learnerWeb: ReturnType<AccountServer["grpcWeb"]>;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  adminId = await insertUser(database, "ADMIN");
  const adminToken = await tokenOf(adminId);
  admin = api.client(adminToken);
  adminWeb = api.grpcWeb(adminToken);
  const learnerToken = await tokenOf(await insertUser(database, "STANDARD"));
  learner = api.client(learnerToken);
  learnerWeb = api.grpcWeb(learnerToken);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** A request as a plain object (not a built message), so that tests can spread and change it. */
type CreateInit = Exclude<MessageInitShape<typeof AdminCreateClassRequestSchema>, AdminCreateClassRequest>;
type UpdateInit = Exclude<MessageInitShape<typeof AdminUpdateClassRequestSchema>, AdminUpdateClassRequest>;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const mask = (...paths: string[]) => ({ paths });
const CLASS: CreateInit = {
  title: "Cash flow basics",
  description: "Bring last year's numbers.\nWe start on time.",
  classDate: { year: 2025, month: 3, day: 9 },
  classTime: { hours: 18, minutes: 30, seconds: 0 },
  url: "https://meet.example.org/j/123",
};
const newClass = async (extra: CreateInit = {}) => (await admin.adminCreateClass({ ...CLASS, ...extra })).classId;
const row = async (id: string) => (await database.db.select().from(classes).where(eq(classes.id, id)))[0];

describe("access", () => {
  const reads = [
    ["getClass", { classId: UNKNOWN }],
    ["listClasses", {}],
  ] as const;
  const writes = [
    ["adminCreateClass", CLASS],
    ["adminUpdateClass", { classId: UNKNOWN, updateMask: mask("title"), title: "Nope" }],
    ["adminDeleteClass", { classId: UNKNOWN }],
  ] as const;
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;

  it.each([...reads, ...writes])("%s answers UNAUTHENTICATED without a sign-in", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
    expect((await outcome(call(api.grpcWeb(), method)(req))).code).toBe(Code.Unauthenticated);
  });

  it.each(["COACH", "LENDER", "BANK", "STANDARD"] as const)("refuses every Admin* method to a %s user and writes nothing", async (type) => {
    const client = api.client(await tokenOf(await insertUser(database, type)));
    const existing = await newClass({ title: `Kept from a ${type}` });
    const attempts = [
      ["adminCreateClass", CLASS],
      ["adminUpdateClass", { classId: existing, updateMask: mask("title"), title: "Changed" }],
      ["adminDeleteClass", { classId: existing }],
    ] as const;
    const before = (await admin.listClasses({ pageRequest: { pageSize: 1 } })).pageResponse?.totalSize;
    for (const [method, req] of attempts) expect((await outcome(call(client, method)(req))).code, method).toBe(Code.PermissionDenied);
    expect((await admin.listClasses({ pageRequest: { pageSize: 1 } })).pageResponse?.totalSize).toBe(before);
    expect((await row(existing))?.title).toBe(`Kept from a ${type}`);
  });

  it("lets any signed-in user read what an admin wrote", async () => {
    const id = await newClass({ title: "Readable by learners" });
    expect((await learner.getClass({ classId: id })).class?.title).toBe("Readable by learners");
    expect((await learnerWeb.getClass({ classId: id })).class?.title).toBe("Readable by learners");
  });
});

describe("AdminCreateClass and GetClass", () => {
  it("creates a class and gives it back as written, on both wire formats", async () => {
    const id = await newClass();
    const viaWeb = (await adminWeb.adminCreateClass({ ...CLASS, title: "Over gRPC-web" })).classId;
    expect(id).not.toBe(viaWeb);
    const got = (await learner.getClass({ classId: id })).class!;
    expect(got).toMatchObject({
      classId: id,
      title: CLASS.title,
      description: CLASS.description,
      url: CLASS.url,
      classDate: { year: 2025, month: 3, day: 9 },
      classTime: { hours: 18, minutes: 30, seconds: 0, nanos: 0 },
    });
    expect((await learnerWeb.getClass({ classId: viaWeb })).class).toMatchObject({ title: "Over gRPC-web", classDate: { year: 2025, month: 3, day: 9 } });
  });

  it("stores who created it and when, trims the title and writes the link as parsed", async () => {
    const id = await newClass({ title: "  Trimmed  ", url: "HTTPS://Meet.Example.org/j/9" });
    const stored = (await row(id))!;
    expect(stored).toMatchObject({ title: "Trimmed", url: "https://meet.example.org/j/9", classDate: "2025-03-09", classTime: "18:30:00", createdByUserId: adminId });
    expect(stored.createdAt.getTime()).toBe(stored.updatedAt.getTime());
    expect(Math.abs(stored.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("takes a class without a link (held in person)", async () => {
    const id = await newClass({ url: "" });
    expect((await admin.getClass({ classId: id })).class?.url).toBe("");
  });

  it("keeps a class's length and the address of a class held in person; a length not given reads 0", async () => {
    const id = await newClass({ url: "", durationMinutes: 90, address: " Community Center, Room 2\n12 Main St, Albuquerque, NM " });
    expect((await learner.getClass({ classId: id })).class).toMatchObject({ durationMinutes: 90, address: "Community Center, Room 2\n12 Main St, Albuquerque, NM" });
    expect(await row(id)).toMatchObject({ durationMinutes: 90 });
    const without = await newClass();
    expect((await learner.getClass({ classId: without })).class).toMatchObject({ durationMinutes: 0, address: "" });
    expect(await row(without)).toMatchObject({ durationMinutes: null, address: "" });
  });

  it("records the creation in the audit log (the class id, no values)", async () => {
    const id = await newClass({ title: "Audited" });
    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.targetType, "class"), eq(auditLog.targetId, id)));
    expect(entries).toEqual([expect.objectContaining({ actorUserId: adminId, action: "class_created", details: {} })]);
  });

  it("answers only the fields a read mask names", async () => {
    const id = await newClass();
    const got = (await learner.getClass({ classId: id, fields: mask("title", "class_date") })).class!;
    expect(got).toMatchObject({ classId: "", title: CLASS.title, description: "", url: "", classDate: { year: 2025, month: 3, day: 9 } });
    expect(got.classTime).toBeUndefined();
  });

  expectCases((req: CreateInit) => admin.adminCreateClass(req), [
    { name: "without a title", request: { ...CLASS, title: "  " }, code: Code.InvalidArgument, message: "title: enter a title." },
    { name: "for a title over 200 characters", request: { ...CLASS, title: "x".repeat(201) }, code: Code.InvalidArgument, message: /^title: use at most 200 characters/ },
    { name: "for a description over 2000 characters", request: { ...CLASS, description: "x".repeat(2001) }, code: Code.InvalidArgument, message: /^description: use at most 2000 characters/ },
    { name: "without a date", request: { ...CLASS, classDate: undefined }, code: Code.InvalidArgument, message: "class_date: enter the date of the class." },
    { name: "for a date that is not a day", request: { ...CLASS, classDate: { year: 2025, month: 2, day: 29 } }, code: Code.InvalidArgument, message: "class_date: 2025-02-29 is not a day of the calendar." },
    { name: "for a date without a year", request: { ...CLASS, classDate: { year: 0, month: 3, day: 9 } }, code: Code.InvalidArgument, message: "class_date: use a year from 1900 to 9999." },
    { name: "without a start time", request: { ...CLASS, classTime: undefined }, code: Code.InvalidArgument, message: "class_time: enter the start time of the class." },
    { name: "for 24:00", request: { ...CLASS, classTime: { hours: 24 } }, code: Code.InvalidArgument, message: "class_time: enter a time of day from 00:00 to 23:59." },
    { name: "for a fraction of a second", request: { ...CLASS, classTime: { hours: 9, nanos: 500 } }, code: Code.InvalidArgument, message: "class_time: give the start time to the second, without fractions." },
    { name: "for a length over 12 hours", request: { ...CLASS, durationMinutes: 721 }, code: Code.InvalidArgument, message: "duration_minutes: give the length in minutes, from 5 to 720." },
    { name: "for an address with control characters", request: { ...CLASS, address: "12 Main\u0007" }, code: Code.InvalidArgument, message: /^address: remove the control characters/ },
    { name: "for a javascript: link", request: { ...CLASS, url: "javascript:alert(1)" }, code: Code.InvalidArgument, message: "url: only http and https links are allowed." },
    { name: "for a link with a password", request: { ...CLASS, url: "https://me:pw@meet.example.org/" }, code: Code.InvalidArgument, message: "url: remove the user name and password from the link." },
    { name: "for a link over 2048 characters", request: { ...CLASS, url: `https://meet.example.org/${"a".repeat(2048)}` }, code: Code.InvalidArgument, message: "url: use at most 2048 characters." },
  ]);

  expectCases((req: MessageInitShape<typeof GetClassRequestSchema>) => learner.getClass(req), [
    { name: "without a class id", request: { classId: " " }, code: Code.InvalidArgument, message: "class_id: required." },
    { name: "for a read mask naming no field of Class", request: { classId: UNKNOWN, fields: mask("start") }, code: Code.InvalidArgument, message: 'fields: "start" is not a field of Class.' },
    { name: "for an unknown class", request: { classId: UNKNOWN }, code: Code.NotFound, message: "Class not found" },
    { name: "for an id that is no UUID", request: { classId: "not-a-class" }, code: Code.NotFound, message: "Class not found" },
  ]);
});

describe("AdminUpdateClass", () => {
  it("writes only the paths the mask lists, and moves last_updated", async () => {
    const id = await newClass({ title: "Before" });
    const before = (await row(id))!;
    await adminWeb.adminUpdateClass({
      classId: id,
      updateMask: mask("title", "class_time"),
      title: "After",
      classTime: { hours: 9, minutes: 15, seconds: 0 },
      description: "not written",
      url: "https://not-written.example.org/",
      classDate: { year: 2030, month: 1, day: 1 },
    });
    const got = (await admin.getClass({ classId: id })).class!;
    expect(got).toMatchObject({
      title: "After",
      classTime: { hours: 9, minutes: 15, seconds: 0 },
      description: CLASS.description,
      url: CLASS.url,
      classDate: { year: 2025, month: 3, day: 9 },
    });
    const after = (await row(id))!;
    expect(after.createdAt).toEqual(before.createdAt);
    expect(after.createdByUserId).toBe(adminId);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it("clears the description and link when masked and empty, and moves the class to another date", async () => {
    const id = await newClass();
    await admin.adminUpdateClass({ classId: id, updateMask: mask("description", "url", "classDate"), description: "", url: "", classDate: { year: 2026, month: 2, day: 28 } });
    expect((await admin.getClass({ classId: id })).class).toMatchObject({ description: "", url: "", classDate: { year: 2026, month: 2, day: 28 } });
  });

  it("changes the length and the address when masked, and clears them with 0 and empty", async () => {
    const id = await newClass();
    await admin.adminUpdateClass({ classId: id, updateMask: mask("duration_minutes", "address"), durationMinutes: 45, address: "12 Main St" });
    expect((await admin.getClass({ classId: id })).class).toMatchObject({ durationMinutes: 45, address: "12 Main St" });
    await admin.adminUpdateClass({ classId: id, updateMask: mask("duration_minutes", "address"), durationMinutes: 0, address: "" });
    expect(await row(id)).toMatchObject({ durationMinutes: null, address: "" });
  });

  it("records the paths written in the audit log, not their values", async () => {
    const id = await newClass();
    await admin.adminUpdateClass({ classId: id, updateMask: mask("title", "url"), title: "Secret title", url: "https://meet.example.org/j/secret" });
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "class_updated"), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({ actorUserId: adminId, targetType: "class", details: { fields: ["title", "url"] } });
    expect(JSON.stringify(entry)).not.toMatch(/secret/i);
  });

  let existing = "";
  beforeAll(async () => {
    existing = await newClass({ title: "Untouched by refusals" });
  });
  const update = (extra: UpdateInit) => (): UpdateInit => ({ classId: existing, ...extra });
  expectCases((req: UpdateInit) => admin.adminUpdateClass(req), [
    { name: "without a class id", request: { classId: "", updateMask: mask("title"), title: "x" }, code: Code.InvalidArgument, message: "class_id: required." },
    { name: "without an update mask", request: update({ title: "x" }), code: Code.InvalidArgument, message: "update_mask: list the class fields to update." },
    { name: "for an unknown path", request: update({ updateMask: mask("title", "starts_at"), title: "x" }), code: Code.InvalidArgument, message: 'update_mask: "starts_at" is not a class field you can update.' },
    { name: "for the id in the mask", request: update({ updateMask: mask("class_id") }), code: Code.InvalidArgument, message: 'update_mask: "class_id" cannot be changed by you.' },
    { name: "for a masked empty title", request: update({ updateMask: mask("title"), title: "" }), code: Code.InvalidArgument, message: "title: enter a title." },
    { name: "for a masked date left out", request: update({ updateMask: mask("class_date") }), code: Code.InvalidArgument, message: "class_date: enter the date of the class." },
    { name: "for a masked time out of range", request: update({ updateMask: mask("class_time"), classTime: { hours: 7, minutes: 60 } }), code: Code.InvalidArgument, message: "class_time: enter a time of day from 00:00 to 23:59." },
    { name: "for a masked length under 5 minutes", request: update({ updateMask: mask("duration_minutes"), durationMinutes: 4 }), code: Code.InvalidArgument, message: "duration_minutes: give the length in minutes, from 5 to 720." },
    { name: "for a masked address too long", request: update({ updateMask: mask("address"), address: "x".repeat(301) }), code: Code.InvalidArgument, message: "address: use at most 300 characters." },
    { name: "for a masked link that is not http(s)", request: update({ updateMask: mask("url"), url: "data:text/html,hi" }), code: Code.InvalidArgument, message: "url: only http and https links are allowed." },
    { name: "for an unknown class", request: { classId: UNKNOWN, updateMask: mask("title"), title: "x" }, code: Code.NotFound, message: "Class not found" },
  ]);

  it("wrote nothing for any refusal", async () => {
    expect(await row(existing)).toMatchObject({ title: "Untouched by refusals", classDate: "2025-03-09", classTime: "18:30:00", url: CLASS.url });
  });
});

describe("AdminDeleteClass", () => {
  it("deletes a class: getting it then answers NOT_FOUND, the list no longer holds it, deleting again too", async () => {
    const id = await newClass({ title: "Doomed" });
    const before = (await learner.listClasses({ pageRequest: { pageSize: 500 } })).classes.map((c) => c.classId);
    expect(before).toContain(id);
    await adminWeb.adminDeleteClass({ classId: id });
    expect(await outcome(learner.getClass({ classId: id }))).toEqual({ code: Code.NotFound, message: "Class not found" });
    expect((await learner.listClasses({ pageRequest: { pageSize: 500 } })).classes.map((c) => c.classId)).not.toContain(id);
    expect(await outcome(admin.adminDeleteClass({ classId: id }))).toEqual({ code: Code.NotFound, message: "Class not found" });
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "class_deleted"), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({ actorUserId: adminId, targetType: "class" });
  });

  it("still deletes a class whose creator's account is gone (the creator becomes unknown)", async () => {
    const otherAdmin = await insertUser(database, "ADMIN");
    const id = (await api.client(await tokenOf(otherAdmin)).adminCreateClass(CLASS)).classId;
    await database.pool.query("delete from user_states where user_id = $1", [otherAdmin]);
    await database.pool.query("delete from users where id = $1", [otherAdmin]);
    expect((await row(id))?.createdByUserId).toBeNull();
    await admin.adminDeleteClass({ classId: id });
    expect(await row(id)).toBeUndefined();
  });

  expectCases((req: MessageInitShape<typeof AdminDeleteClassRequestSchema>) => admin.adminDeleteClass(req), [
    { name: "without a class id", request: { classId: "  " }, code: Code.InvalidArgument, message: "class_id: required." },
    { name: "for an unknown class", request: { classId: UNKNOWN }, code: Code.NotFound, message: "Class not found" },
  ]);
});

describe("ListClasses refusals", () => {
  expectCases((req: MessageInitShape<typeof ListClassesRequestSchema>) => learner.listClasses(req), [
    { name: "for a negative page size", request: { pageRequest: { pageSize: -1 } }, code: Code.InvalidArgument, message: "page_request.page_size: use 0 (the default) or more." },
    { name: "for a page token it did not make", request: { pageRequest: { pageToken: "k1.bm90LWEtdG9rZW4" } }, code: Code.InvalidArgument, message: /^page_request\.page_token: / },
    { name: "for a read mask naming no field of Class", request: { fields: mask("when") }, code: Code.InvalidArgument, message: 'fields: "when" is not a field of Class.' },
  ]);
});
