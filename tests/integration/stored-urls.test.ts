/**
 * Every URL a client writes passes the stored-URL rules (issue #37, finding 7; url-rules.ts), on
 * each write path: image_set of categories, contents and modules, a user's logo and a bank's logo
 * are our own uploads only (/files/…, as html_body's images); a class's link and an attachment's
 * link are absolute http(s) without credentials. Each refusal is INVALID_ARGUMENT naming the
 * field, and the refused request changed nothing: the table it writes reads back the same.
 */
import { Code } from "@connectrpc/connect";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentType, UserType } from "../../src/gen/compass/v1/compass_pb.js";
import { attachments, bankAccounts, categories, classes, learningContents, learningModules, users } from "../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { outcome } from "../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let categoryId: string;
let contentId: string;
let moduleId: string;
let classId: string;
let attachmentId: string;
let learnerId: string;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  learnerId = await insertUser(database, "STANDARD");
  categoryId = (await admin.adminCreateCategory({ title: "Money", imageSet: { original: "/files/money.png" } })).categoryId;
  contentId = (await admin.adminCreateLearningContent({ title: "Cash", contentType: ContentType.ARTICLE, imageSet: { original: "/files/cash.png" } })).learningContentId;
  moduleId = (await admin.adminCreateLearningModule({ title: "Basics", learningContentIds: [contentId], imageSet: { "320w": "/files/basics-320w.webp" } })).learningModuleId;
  classId = (
    await admin.adminCreateClass({ title: "Cash flow", description: "", classDate: { year: 2026, month: 3, day: 9 }, classTime: { hours: 18, minutes: 30 }, url: "https://meet.example.org/cash" })
  ).classId;
  attachmentId = (await admin.adminCreateAttachment({ url: "https://example.org/notes", title: "Notes" })).attachmentId;
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** The table's rows, in a stable order, as plain data: what "changed nothing" compares. */
async function snapshot(table: PgTable): Promise<string[]> {
  const rows = await database.db.select().from(table);
  return rows.map((r) => JSON.stringify(r)).sort();
}

/** Image addresses every image field refuses: script, data, other hosts, our prefix escaped. */
const BAD_IMAGES = [
  "javascript:alert(document.cookie)",
  "JaVaScRiPt:alert(1)",
  "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
  "https://tracker.example.com/pixel.png",
  "http://example.com/a.png",
  "//evil.example.com/a.png",
  "/files/../secret",
  "/files/%2e%2e/secret",
  "/files/a b.png",
  "vbscript:msgbox(1)",
];

/** Links every link field refuses. */
const BAD_LINKS = ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "https://user:pw@meet.example.org/", "ftp://example.org/f", "meet.example.org/no-scheme"];

interface WritePath {
  name: string;
  table: PgTable;
  field: string;
  bad: readonly string[];
  call: (value: string) => Promise<unknown>;
}

const PATHS: WritePath[] = [
  { name: "AdminCreateCategory image_set", table: categories, field: "image_set.original", bad: BAD_IMAGES, call: (v) => admin.adminCreateCategory({ title: "X", imageSet: { original: v } }) },
  {
    name: "AdminEditCategory image_set",
    table: categories,
    field: "image_set.hero",
    bad: BAD_IMAGES,
    call: (v) => admin.adminEditCategory({ categoryId, updateMask: { paths: ["image_set"] }, imageSet: { hero: v } }),
  },
  {
    name: "AdminCreateLearningContent image_set",
    table: learningContents,
    field: "image_set.original",
    bad: BAD_IMAGES,
    call: (v) => admin.adminCreateLearningContent({ title: "X", contentType: ContentType.ARTICLE, imageSet: { original: v } }),
  },
  {
    name: "AdminEditLearningContent image_set",
    table: learningContents,
    field: "image_set.original",
    bad: BAD_IMAGES,
    call: (v) => admin.adminEditLearningContent({ learningContentId: contentId, updateMask: { paths: ["image_set", "title"] }, title: "Changed", imageSet: { original: v } }),
  },
  {
    name: "AdminCreateLearningModule image_set",
    table: learningModules,
    field: "image_set.original",
    bad: BAD_IMAGES,
    call: (v) => admin.adminCreateLearningModule({ title: "X", imageSet: { original: v } }),
  },
  {
    name: "AdminEditLearningModule image_set",
    table: learningModules,
    field: "image_set.original",
    bad: BAD_IMAGES,
    call: (v) => admin.adminEditLearningModule({ learningModuleId: moduleId, updateMask: { paths: ["image_set"] }, imageSet: { original: v } }),
  },
  {
    name: "AdminUpdateUser logo_url",
    table: users,
    field: "user.logo_url",
    bad: BAD_IMAGES,
    call: (v) => admin.adminUpdateUser({ userId: learnerId, user: { logoUrl: v, type: UserType.COACH }, updateMask: { paths: ["logo_url", "type"] } }),
  },
  {
    name: "AdminAddBankAccount logo_url",
    table: bankAccounts,
    field: "bank_account.logo_url",
    bad: BAD_IMAGES,
    call: (v) => admin.adminAddBankAccount({ bankAccount: { email: "bank@bank.example", firstName: "B", lastName: "B", bankName: "Bank", logoUrl: v } }),
  },
  {
    name: "AdminCreateClass url",
    table: classes,
    field: "url",
    bad: BAD_LINKS,
    call: (v) => admin.adminCreateClass({ title: "X", classDate: { year: 2026, month: 4, day: 1 }, classTime: { hours: 9, minutes: 0 }, url: v }),
  },
  {
    name: "AdminUpdateClass url",
    table: classes,
    field: "url",
    bad: BAD_LINKS,
    call: (v) => admin.adminUpdateClass({ classId, updateMask: { paths: ["url", "title"] }, title: "Changed", url: v }),
  },
  { name: "AdminCreateAttachment url", table: attachments, field: "url", bad: BAD_LINKS, call: (v) => admin.adminCreateAttachment({ url: v, title: "X" }) },
  {
    name: "AdminEditAttachment url",
    table: attachments,
    field: "url",
    bad: BAD_LINKS,
    call: (v) => admin.adminEditAttachment({ attachmentId, updateMask: { paths: ["url", "title"] }, title: "Changed", url: v }),
  },
];

describe.each(PATHS)("$name", ({ table, field, bad, call }) => {
  it.each(bad)("refuses %j with INVALID_ARGUMENT naming the field, and changes nothing", async (value) => {
    const before = await snapshot(table);
    const got = await outcome(call(value));
    expect(got.code, got.message).toBe(Code.InvalidArgument);
    expect(got.message?.startsWith(`${field}: `), got.message).toBe(true);
    expect(await snapshot(table)).toEqual(before);
  });
});

describe("what stays accepted", () => {
  it("keeps our own uploads as images and http(s) links as links", async () => {
    await admin.adminEditCategory({ categoryId, updateMask: { paths: ["image_set"] }, imageSet: { original: "/files/new.png", "640w": "/files/new-640w.webp" } });
    expect((await admin.getCategory({ categoryId })).category?.imageSet).toEqual({ original: "/files/new.png", "640w": "/files/new-640w.webp" });
    expect((await admin.getLearningContent({ learningContentId: contentId })).learningContent?.imageSet).toEqual({ original: "/files/cash.png" });
    expect((await admin.getLearningModule({ learningModuleId: moduleId })).learningModule?.imageSet).toEqual({ "320w": "/files/basics-320w.webp" });
    await admin.adminUpdateClass({ classId, updateMask: { paths: ["url"] }, url: "http://meet.example.org/Room 1".replace(" ", "%20") });
    expect((await admin.getClass({ classId })).class?.url).toBe("http://meet.example.org/Room%201");
    await admin.adminUpdateUser({ userId: learnerId, user: { logoUrl: "/files/ada.png" }, updateMask: { paths: ["logo_url"] } });
    expect((await admin.adminGetUser({ userId: learnerId })).user?.logoUrl).toBe("/files/ada.png");
  });
});
