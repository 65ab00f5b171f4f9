/**
 * Attachments through the real server (issue #9 §1): AdminCreateAttachment, AdminEditAttachment
 * (update mask), AdminRemoveAttachment (its links go in the same transaction), GetAttachment,
 * GetAllAttachments, ListAttachments (paged) and CreateAttachment for any signed-in user — a link
 * (http or https only) or a file of our store that exists (and, for a non-admin, that they uploaded).
 */
import { randomBytes } from "node:crypto";
import { Code } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageInitShape } from "@bufbuild/protobuf";
import {
  ContentType,
  type AdminCreateAttachmentRequestSchema,
  type AdminEditAttachmentRequestSchema,
  type CreateAttachmentRequestSchema,
} from "../../../src/gen/compass/v1/compass_pb.js";
import { attachments, contentAttachments, files, moduleAttachments } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let adminWeb: ReturnType<AccountServer["grpcWeb"]>;
let learner: ReturnType<AccountServer["client"]>;
let adminId: string;
let learnerId: string;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  adminId = await insertUser(database, "ADMIN");
  const adminToken = await tokenOf(adminId);
  admin = api.client(adminToken);
  adminWeb = api.grpcWeb(adminToken);
  learnerId = await insertUser(database, "STANDARD");
  learner = api.client(await tokenOf(learnerId));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const mask = (...paths: string[]) => ({ paths });
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const hex = (bytes: number) => randomBytes(bytes).toString("hex");
/** A key as the blob store makes them (sha512 hex, '-', 32 random hex digits). */
const newKey = () => `${hex(64)}-${hex(16)}`;

/** A row of the files table, as an upload leaves it; answers its key. */
async function uploaded(uploadedByUserId: string, contentType = "application/pdf"): Promise<string> {
  const key = newKey();
  await database.db
    .insert(files)
    .values({ key, blobKey: key, name: "report.pdf", contentType, contentLength: 10, sha512: key.slice(0, 128), uploadedByUserId });
  return key;
}

const link = async (title: string, url = "https://example.org/guide.pdf") =>
  (await admin.adminCreateAttachment({ url, title, contentType: "application/pdf" })).attachmentId;

describe("access", () => {
  const reads = [
    ["getAttachment", { attachmentId: UNKNOWN }],
    ["getAllAttachments", {}],
    ["listAttachments", {}],
    ["createAttachment", { url: "https://example.org", title: "Nope" }],
  ] as const;
  const writes = [
    ["adminCreateAttachment", { url: "https://example.org", title: "Nope" }],
    ["adminEditAttachment", { attachmentId: UNKNOWN, updateMask: mask("title"), title: "Nope" }],
    ["adminRemoveAttachment", { attachmentId: UNKNOWN }],
  ] as const;
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;

  it.each([...reads, ...writes])("%s answers UNAUTHENTICATED without a sign-in", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
  });

  it.each(writes)("%s answers PERMISSION_DENIED to a non-admin and writes nothing", async (method, req) => {
    const before = (await admin.getAllAttachments({})).attachments.length;
    expect((await outcome(call(learner, method)(req))).code).toBe(Code.PermissionDenied);
    expect((await admin.getAllAttachments({})).attachments.length).toBe(before);
  });
});

describe("creating", () => {
  it("stores an admin's link, read back by any signed-in user over Connect and gRPC-web", async () => {
    const id = (await admin.adminCreateAttachment({ url: " https://Example.org/a%20b.pdf ", contentType: "Application/PDF", title: " Guide ", description: "Two pages" }))
      .attachmentId;
    const expected = { id, url: "https://example.org/a%20b.pdf", contentType: "application/pdf", title: "Guide", description: "Two pages" };
    expect((await learner.getAttachment({ attachmentId: id })).attachment).toMatchObject(expected);
    expect((await adminWeb.getAttachment({ attachmentId: id })).attachment).toMatchObject(expected);
    const [row] = await database.db.select().from(attachments).where(eq(attachments.id, id));
    expect(row?.createdByUserId).toBe(adminId);
  });

  it("lets a learner attach a link, and a file they uploaded with the type sniffed from its content", async () => {
    const linkId = (await learner.createAttachment({ url: "http://example.org/notes", title: "Notes" })).attachmentId;
    expect((await learner.getAttachment({ attachmentId: linkId })).attachment?.url).toBe("http://example.org/notes");

    const key = await uploaded(learnerId, "image/png");
    const fileId = (await learner.createAttachment({ url: `/files/${key}`, contentType: "text/html", title: "Receipt" })).attachmentId;
    const got = (await learner.getAttachment({ attachmentId: fileId })).attachment;
    expect(got).toMatchObject({ url: `/files/${key}`, contentType: "image/png", title: "Receipt" });
    const [row] = await database.db.select().from(attachments).where(eq(attachments.id, fileId));
    expect(row?.createdByUserId).toBe(learnerId);
    expect(row?.fileId).not.toBeNull();
  });

  it("does not let a learner attach someone else's upload, but lets an admin attach any", async () => {
    const key = await uploaded(adminId);
    expect(await outcome(learner.createAttachment({ url: `/files/${key}`, title: "Not mine" }))).toEqual({
      code: Code.NotFound,
      message: "Uploaded file not found",
    });
    const theirs = await uploaded(learnerId);
    expect(await outcome(admin.adminCreateAttachment({ url: `/files/${theirs}`, title: "Shared by an admin" }))).toEqual({ code: "ok" });
  });

  const createCases = [
    { name: "without a link", request: { url: " ", title: "T" }, code: Code.InvalidArgument, message: "url: enter a link (http or https) or upload a file." },
    { name: "for a javascript: link", request: { url: "javascript:alert(1)", title: "T" }, code: Code.InvalidArgument, message: "url: only http and https links are allowed." },
    { name: "for a data: link", request: { url: "data:text/html,<script>1</script>", title: "T" }, code: Code.InvalidArgument, message: "url: only http and https links are allowed." },
    { name: "for an ftp link", request: { url: "ftp://example.org/f", title: "T" }, code: Code.InvalidArgument, message: "url: only http and https links are allowed." },
    { name: "for a relative link", request: { url: "guide.pdf", title: "T" }, code: Code.InvalidArgument, message: /^url: enter a full link/ },
    { name: "for a link with a password", request: { url: "https://me:secret@example.org/", title: "T" }, code: Code.InvalidArgument, message: /^url: remove the user name/ },
    { name: "for a link with spaces", request: { url: "https://example.org/a b", title: "T" }, code: Code.InvalidArgument, message: /^url: remove the spaces/ },
    { name: "for a link over 2048 characters", request: { url: `https://example.org/${"a".repeat(2048)}`, title: "T" }, code: Code.InvalidArgument, message: /^url: use at most 2048/ },
    { name: "for a file address that is not a key", request: { url: "/files/../etc/passwd", title: "T" }, code: Code.InvalidArgument, message: /^url: no uploaded file/ },
    { name: "for a file that does not exist", request: { url: `/files/${newKey()}`, title: "T" }, code: Code.InvalidArgument, message: /^url: no uploaded file/ },
    { name: "without a title", request: { url: "https://example.org", title: "" }, code: Code.InvalidArgument, message: "title: enter a title." },
    { name: "for a title over 200 characters", request: { url: "https://example.org", title: "x".repeat(201) }, code: Code.InvalidArgument, message: /^title: use at most 200/ },
    { name: "for a content type that is not a MIME type", request: { url: "https://example.org", title: "T", contentType: "pdf" }, code: Code.InvalidArgument, message: /^content_type: / },
    { name: "for a description over 2000 characters", request: { url: "https://example.org", title: "T", description: "d".repeat(2001) }, code: Code.InvalidArgument, message: /^description: / },
  ];
  describe("by an admin", () => {
    expectCases((req: MessageInitShape<typeof AdminCreateAttachmentRequestSchema>) => admin.adminCreateAttachment(req), createCases);
  });
  describe("by a learner", () => {
    expectCases((req: MessageInitShape<typeof CreateAttachmentRequestSchema>) => learner.createAttachment(req), createCases);
  });
});

describe("editing", () => {
  it("writes only the masked fields", async () => {
    const id = await link("Before");
    await admin.adminEditAttachment({ attachmentId: id, updateMask: mask("title", "description"), title: "After", description: "New", url: "https://ignored.example" });
    expect((await admin.getAttachment({ attachmentId: id })).attachment).toMatchObject({
      url: "https://example.org/guide.pdf",
      contentType: "application/pdf",
      title: "After",
      description: "New",
    });
  });

  it("moves an attachment from a link to an uploaded file and back", async () => {
    const id = await link("Moves");
    const key = await uploaded(adminId, "text/csv");
    await admin.adminEditAttachment({ attachmentId: id, updateMask: mask("url"), url: `/files/${key}` });
    expect((await admin.getAttachment({ attachmentId: id })).attachment).toMatchObject({ url: `/files/${key}`, contentType: "text/csv" });
    expect(await outcome(admin.adminEditAttachment({ attachmentId: id, updateMask: mask("content_type"), contentType: "text/html" }))).toEqual({
      code: Code.InvalidArgument,
      message: "content_type: an uploaded file's type is the one found in its content; it cannot be set.",
    });
    await admin.adminEditAttachment({ attachmentId: id, updateMask: mask("url", "content_type"), url: "https://example.org/x", contentType: "text/plain" });
    const [row] = await database.db.select().from(attachments).where(eq(attachments.id, id));
    expect(row).toMatchObject({ fileId: null, url: "https://example.org/x", contentType: "text/plain" });
  });

  expectCases((req: MessageInitShape<typeof AdminEditAttachmentRequestSchema>) => admin.adminEditAttachment(req), [
    { name: "without an id", request: { attachmentId: "", updateMask: mask("title"), title: "T" }, code: Code.InvalidArgument, message: "attachment_id: required." },
    { name: "without an update mask", request: { attachmentId: UNKNOWN, title: "T" }, code: Code.InvalidArgument, message: /^update_mask: / },
    { name: "for an unknown mask path", request: { attachmentId: UNKNOWN, updateMask: mask("owner") }, code: Code.InvalidArgument, message: /^update_mask: "owner"/ },
    { name: "for the id in the mask", request: { attachmentId: UNKNOWN, updateMask: mask("id") }, code: Code.InvalidArgument, message: /^update_mask: "id"/ },
    { name: "for a javascript: link", request: { attachmentId: UNKNOWN, updateMask: mask("url"), url: "javascript:x" }, code: Code.InvalidArgument, message: /^url: / },
    { name: "for an empty title", request: { attachmentId: UNKNOWN, updateMask: mask("title"), title: " " }, code: Code.InvalidArgument, message: "title: enter a title." },
    { name: "for an unknown attachment", request: { attachmentId: UNKNOWN, updateMask: mask("title"), title: "T" }, code: Code.NotFound, message: "Attachment not found" },
  ]);
});

describe("removing", () => {
  it("removes an attachment in use: its links in modules and contents go, the module and content stay", async () => {
    const id = await link("In use");
    const kept = await link("Kept");
    const content = (await admin.adminCreateLearningContent({ title: "Has files", contentType: ContentType.ARTICLE, attachmentIds: [id, kept] }))
      .learningContentId;
    const module = (await admin.adminCreateLearningModule({ title: "Has files too", attachmentIds: [kept, id] })).learningModuleId;

    await admin.adminRemoveAttachment({ attachmentId: id });

    expect((await outcome(learner.getAttachment({ attachmentId: id }))).code).toBe(Code.NotFound);
    expect((await admin.getLearningContent({ learningContentId: content })).learningContent?.attachmentIds).toEqual([kept]);
    expect((await admin.getLearningModule({ learningModuleId: module })).learningModule?.attachmentIds).toEqual([kept]);
    expect(await database.db.select().from(contentAttachments).where(eq(contentAttachments.attachmentId, id))).toEqual([]);
    expect(await database.db.select().from(moduleAttachments).where(eq(moduleAttachments.attachmentId, id))).toEqual([]);
    expect(await outcome(admin.adminRemoveAttachment({ attachmentId: id }))).toEqual({ code: Code.NotFound, message: "Attachment not found" });
  });

  expectCases((req: { attachmentId: string }) => admin.adminRemoveAttachment(req), [
    { name: "without an id", request: { attachmentId: " " }, code: Code.InvalidArgument, message: "attachment_id: required." },
    { name: "for an unknown attachment", request: { attachmentId: UNKNOWN }, code: Code.NotFound, message: "Attachment not found" },
  ]);
});

describe("reading", () => {
  expectCases((req: { attachmentId: string }) => learner.getAttachment(req), [
    { name: "without an id", request: { attachmentId: "" }, code: Code.InvalidArgument, message: "attachment_id: required." },
    { name: "for an unknown attachment", request: { attachmentId: UNKNOWN }, code: Code.NotFound, message: "Attachment not found" },
  ]);

  it("lists every attachment on pages in creation order, without losing or repeating one when others are added in between", async () => {
    for (let i = 0; i < 4; i++) await link(`Paged ${i}`);
    const total = (await learner.getAllAttachments({})).attachments.length;
    const seen: string[] = [];
    let token = "";
    let added = 0;
    do {
      const page = await learner.listAttachments({ pageRequest: { pageSize: 2, pageToken: token } });
      expect(page.attachments.length).toBeLessThanOrEqual(2);
      expect(page.pageResponse?.totalSize).toBe(total + added);
      seen.push(...page.attachments.map((a) => a.id));
      token = page.pageResponse?.nextPageToken ?? "";
      if (added < 2) await link(`Added while paging ${added++}`);
    } while (token);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual((await learner.getAllAttachments({})).attachments.map((a) => a.id));
    expect(seen.length).toBe(total + added);
  });

  expectCases((req: { pageRequest: { pageSize: number; pageToken: string } }) => learner.listAttachments(req), [
    { name: "for a negative page size", request: { pageRequest: { pageSize: -1, pageToken: "" } }, code: Code.InvalidArgument, message: /^page_request.page_size/ },
    { name: "for a forged page token", request: { pageRequest: { pageSize: 0, pageToken: "k.abc" } }, code: Code.InvalidArgument, message: /^page_request.page_token/ },
  ]);

  it("refuses a page token of another list", async () => {
    await admin.adminCreateCategory({ title: "Token source a" });
    await admin.adminCreateCategory({ title: "Token source b" });
    const token = (await learner.listCategories({ pageRequest: { pageSize: 1, pageToken: "" } })).pageResponse!.nextPageToken;
    expect((await outcome(learner.listAttachments({ pageRequest: { pageSize: 1, pageToken: token } }))).code).toBe(Code.InvalidArgument);
  });
});
