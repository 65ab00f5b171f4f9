/**
 * Every administrative write leaves an audit row (issue #38 §5), through the real server: creating
 * an article and adding it to a module (the example), every other write of the learning
 * library (its translations too), an administrator's upload by AdminUploadFile and by POST /files/upload, and a lender
 * added (with its invitation) — each with the administrator, the action, the target's type and id,
 * the request id and ids or field paths only. A refused or failed call leaves none.
 */
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentType } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog } from "../../../src/server/db/schema/index.js";
import { files } from "../../../src/server/db/schema/files.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";
import { pdf } from "../../unit/files/fixtures.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let adminWeb: ReturnType<AccountServer["grpcWeb"]>;
let adminId: string;
let adminToken: string;
let learner: ReturnType<AccountServer["client"]>;
let learnerToken: string;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  adminId = await insertUser(database, "ADMIN");
  adminToken = await tokenOf(adminId);
  admin = api.client(adminToken);
  adminWeb = api.grpcWeb(adminToken);
  learnerToken = await tokenOf(await insertUser(database, "STANDARD"));
  learner = api.client(learnerToken);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** The rows recorded under `action` on a target, oldest first. */
const rowsOf = (action: string, targetId?: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(targetId === undefined ? eq(auditLog.action, action) : and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);

async function onlyRow(action: string, targetId: string) {
  const rows = await rowsOf(action, targetId);
  expect(rows, `${action} on ${targetId}`).toHaveLength(1);
  return rows[0]!;
}

describe("the learning library's writes", () => {
  it("records creating an article and adding it to a module", async () => {
    const { learningContentId } = await admin.adminCreateLearningContent({ title: "Pricing your product", contentType: ContentType.ARTICLE, htmlBody: "<p>Costs first.</p>" });
    const { learningModuleId } = await adminWeb.adminCreateLearningModule({ title: "Getting paid" });
    await admin.adminAssignLearningContentToModule({ learningModuleId, learningContentId });

    const created = await onlyRow("learning_content_created", learningContentId);
    expect(created).toMatchObject({ actorUserId: adminId, targetType: "learning_content", details: {} });
    expect(created.requestId).toBeTruthy();
    expect(await onlyRow("learning_module_created", learningModuleId)).toMatchObject({ actorUserId: adminId, targetType: "learning_module", details: { contents: 0 } });
    expect(await onlyRow("learning_module_content_added", learningModuleId)).toMatchObject({ actorUserId: adminId, targetType: "learning_module", details: { learningContentId } });
    // No value of the content is kept (ids and field paths only).
    expect(JSON.stringify(created)).not.toContain("Pricing");
  });

  it("records every other write of categories, contents, modules and attachments", async () => {
    const content = (await admin.adminCreateLearningContent({ title: "Cash flow", contentType: ContentType.ARTICLE })).learningContentId;
    const other = (await admin.adminCreateLearningContent({ title: "Margins", contentType: ContentType.ARTICLE })).learningContentId;
    const module = (await admin.adminCreateLearningModule({ title: "Money", learningContentIds: [content, other] })).learningModuleId;
    const category = (await admin.adminCreateCategory({ title: "Finance" })).categoryId;
    const attachment = (await admin.adminCreateAttachment({ url: "https://example.org/guide.pdf", title: "Guide", contentType: "application/pdf" })).attachmentId;

    await admin.adminEditCategory({ categoryId: category, updateMask: { paths: ["title"] }, title: "Finances" });
    await admin.adminAssignToCategory({ categoryId: category, learningModuleId: module });
    await admin.adminUnassignToCategory({ categoryId: category, learningModuleId: module });
    await admin.adminUpdateCategoryAssignedContent({ categoryId: category, learningModuleIds: [module], learningContentIds: [content] });
    await admin.adminEditLearningContent({ learningContentId: content, updateMask: { paths: ["title", "description"] }, title: "Cash flow, month by month", description: "Twelve months" });
    await admin.adminPutLearningContentTranslation({ learningContentId: content, language: "es", title: "Flujo de caja" });
    await admin.adminRemoveLearningContentTranslation({ learningContentId: content, language: "es" });
    await admin.adminEditLearningModule({ learningModuleId: module, updateMask: { paths: ["description"] }, description: "Getting paid" });
    await admin.adminUpdateModuleContentOrder({ learningModuleId: module, learningContentIds: [other, content] });
    await admin.adminUnassignLearningContentToModule({ learningModuleId: module, learningContentId: other });
    await admin.adminEditAttachment({ attachmentId: attachment, updateMask: { paths: ["title"] }, title: "The guide" });
    await admin.adminRemoveAttachment({ attachmentId: attachment });
    await admin.adminRemoveLearningContent({ learningContentId: other });
    await admin.adminRemoveLearningModule({ learningModuleId: module });
    await admin.adminRemoveCategory({ categoryId: category });

    const expected: [string, string, string, Record<string, unknown>][] = [
      ["category_created", "category", category, {}],
      ["attachment_created", "attachment", attachment, {}],
      ["category_updated", "category", category, { paths: ["title"] }],
      ["category_item_added", "category", category, { learningModuleId: module }],
      ["category_item_removed", "category", category, { learningModuleId: module }],
      ["category_items_replaced", "category", category, { modules: 1, contents: 1 }],
      ["learning_content_updated", "learning_content", content, { paths: ["title", "description"] }],
      ["learning_content_translation_saved", "learning_content", content, { language: "es" }],
      ["learning_content_translation_deleted", "learning_content", content, { language: "es" }],
      ["learning_module_updated", "learning_module", module, { paths: ["description"] }],
      ["learning_module_contents_reordered", "learning_module", module, { contents: 2 }],
      ["learning_module_content_removed", "learning_module", module, { learningContentId: other }],
      ["attachment_updated", "attachment", attachment, { paths: ["title"] }],
      ["attachment_deleted", "attachment", attachment, {}],
      ["learning_content_deleted", "learning_content", other, {}],
      ["learning_module_deleted", "learning_module", module, {}],
      ["category_deleted", "category", category, {}],
    ];
    for (const [action, targetType, targetId, details] of expected) {
      expect(await onlyRow(action, targetId), action).toMatchObject({ actorUserId: adminId, targetType, details });
    }
    expect(await onlyRow("learning_module_created", module)).toMatchObject({ details: { contents: 2 } });
  });

  it("records nothing for a refused or failed call", async () => {
    expect((await outcome(learner.adminCreateCategory({ title: "Nope" }))).code).toBe(Code.PermissionDenied);
    expect((await outcome(api.client().adminCreateLearningContent({ title: "Nope", contentType: ContentType.ARTICLE }))).code).toBe(Code.Unauthenticated);
    expect((await outcome(admin.adminCreateCategory({ title: "" }))).code).toBe(Code.InvalidArgument);
    expect((await outcome(admin.adminRemoveCategory({ categoryId: UNKNOWN }))).code).toBe(Code.NotFound);
    expect((await outcome(admin.adminAssignLearningContentToModule({ learningModuleId: UNKNOWN, learningContentId: UNKNOWN }))).code).toBe(Code.NotFound);
    expect(await rowsOf("category_deleted", UNKNOWN)).toEqual([]);
    expect(await rowsOf("learning_module_content_added", UNKNOWN)).toEqual([]);
    const created = await database.db.select().from(auditLog).where(eq(auditLog.action, "category_created"));
    expect(created.every((row) => row.actorUserId === adminId && row.targetId)).toBe(true);
  });
});

describe("uploads", () => {
  it("records an administrator's upload by AdminUploadFile and by POST /files/upload, not a learner's", async () => {
    const byRpc = (await admin.adminUploadFile({ name: "guide.pdf", blob: pdf(), description: "A guide" })).metadata!;
    const res = await fetch(`${api.server.url}/files/upload?purpose=attachment`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "x-api-key": adminToken, "x-file-name": "terms.pdf" },
      body: new Uint8Array(Buffer.concat([pdf(), Buffer.from("% another\n")])),
    });
    expect(res.status).toBe(201);
    const byRoute = ((await res.json()) as { metadata: { key: string } }).metadata;
    const idOf = async (key: string) => (await database.db.select({ id: files.id }).from(files).where(eq(files.key, key)))[0]!.id;
    const rpcRow = await onlyRow("admin_file_uploaded", await idOf(byRpc.key));
    expect(rpcRow).toMatchObject({ actorUserId: adminId, targetType: "file", details: { purpose: "attachment", via: "rpc", bytes: pdf().byteLength } });
    expect(await onlyRow("admin_file_uploaded", await idOf(byRoute.key))).toMatchObject({ actorUserId: adminId, targetType: "file", details: { purpose: "attachment", via: "upload" } });

    const before = (await rowsOf("admin_file_uploaded")).length;
    await learner.uploadFile({ name: "mine.pdf", blob: Buffer.concat([pdf(), Buffer.from("% mine\n")]) });
    const mine = await fetch(`${api.server.url}/files/upload?purpose=attachment`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "x-api-key": learnerToken, "x-file-name": "mine2.pdf" },
      body: new Uint8Array(Buffer.concat([pdf(), Buffer.from("% mine too\n")])),
    });
    expect(mine.status).toBe(201);
    expect((await rowsOf("admin_file_uploaded")).length).toBe(before);
  });
});

describe("writes their handlers record", () => {
  it("records a lender added and their invitation", async () => {
    await admin.adminAddLenderAccount({ lenderAccount: { email: "audited.lender@example.com", firstName: "Ada", lastName: "Lender", businessName: "Audited Loans" } });
    const [added] = await rowsOf("admin_lender_added");
    expect(added).toMatchObject({ actorUserId: adminId, targetType: "user" });
    expect(await onlyRow("admin_invitation_sent", added!.targetId!)).toMatchObject({ actorUserId: adminId });
  });
});
