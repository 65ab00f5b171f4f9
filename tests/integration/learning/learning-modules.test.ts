/**
 * Learning modules through the real server (issue #9 §1): create, edit by update mask, remove with
 * its links, get, get all, paged list; the ordered contents (reorder, assign, unassign: idempotent
 * and safe with two admins at once); estimated minutes defaulting to the sum of the contents'.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ContentType,
  type AdminCreateLearningModuleRequestSchema,
  type AdminEditLearningModuleRequestSchema,
  type AdminUpdateModuleContentOrderRequestSchema,
} from "../../../src/gen/compass/v1/compass_pb.js";
import { categoryModules, moduleContents } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let otherAdmin: ReturnType<AccountServer["grpcWeb"]>;
let learner: ReturnType<AccountServer["client"]>;
let shared = { module: "", content: "" };

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  otherAdmin = api.grpcWeb(await tokenOf(await insertUser(database, "ADMIN")));
  learner = api.client(await tokenOf(await insertUser(database, "STANDARD")));
  shared = { module: await newModule("Shared module"), content: await content("Shared content") };
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const mask = (...paths: string[]) => ({ paths });
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
type CreateModule = MessageInitShape<typeof AdminCreateLearningModuleRequestSchema>;
async function content(title: string, minutes = 0): Promise<string> {
  return (await admin.adminCreateLearningContent({ title, contentType: ContentType.ARTICLE, estimatedMinutes: minutes })).learningContentId;
}
async function newModule(title: string, extra: { learningContentIds?: string[]; tags?: string[]; htmlBody?: string; description?: string } = {}): Promise<string> {
  return (await admin.adminCreateLearningModule({ title, ...extra })).learningModuleId;
}
const moduleOf = async (id: string) => (await learner.getLearningModule({ learningModuleId: id })).learningModule!;

describe("access", () => {
  const writes = [
    ["adminCreateLearningModule", { title: "Nope" }],
    ["adminEditLearningModule", { learningModuleId: UNKNOWN, updateMask: mask("title"), title: "Nope" }],
    ["adminRemoveLearningModule", { learningModuleId: UNKNOWN }],
    ["adminUpdateModuleContentOrder", { learningModuleId: UNKNOWN }],
    ["adminAssignLearningContentToModule", { learningModuleId: UNKNOWN, learningContentId: UNKNOWN }],
    ["adminUnassignLearningContentToModule", { learningModuleId: UNKNOWN, learningContentId: UNKNOWN }],
  ] as const;
  const reads = [
    ["getLearningModule", { learningModuleId: UNKNOWN }],
    ["getAllLearningModules", {}],
    ["listLearningModules", {}],
  ] as const;
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;

  it.each([...reads, ...writes])("%s answers UNAUTHENTICATED without a sign-in", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
  });
  it.each(writes)("%s answers PERMISSION_DENIED to a non-admin", async (method, req) => {
    const before = (await admin.getAllLearningModules({})).learningModules.length;
    expect((await outcome(call(learner, method)(req))).code).toBe(Code.PermissionDenied);
    expect((await admin.getAllLearningModules({})).learningModules.length).toBe(before);
  });
});

describe("learning modules", () => {
  it("creates a module with its contents in order; its minutes default to the sum of theirs and follow them", async () => {
    const a = await content("Five", 5);
    const b = await content("Seven", 7);
    const id = await newModule("Summed", { learningContentIds: [b, a], tags: ["Cash"], htmlBody: "<p>x</p><script>y</script>" });
    expect(await moduleOf(id)).toMatchObject({ title: "Summed", learningContentIds: [b, a], estimatedMinutes: 12, tags: ["cash"], htmlBody: "<p>x</p>" });
    await admin.adminEditLearningContent({ learningContentId: a, updateMask: mask("estimated_minutes"), estimatedMinutes: 10 });
    expect((await moduleOf(id)).estimatedMinutes).toBe(17);
    await admin.adminEditLearningModule({ learningModuleId: id, updateMask: mask("estimated_minutes"), estimatedMinutes: 30 });
    expect((await moduleOf(id)).estimatedMinutes).toBe(30);
  });

  it("writes only the masked fields", async () => {
    const c = await content("Kept content");
    const id = await newModule("Masked", { description: "kept", learningContentIds: [c] });
    await admin.adminEditLearningModule({ learningModuleId: id, updateMask: mask("title", "tags"), title: "Renamed", tags: ["a"], description: "ignored", learningContentIds: [] });
    expect(await moduleOf(id)).toMatchObject({ title: "Renamed", tags: ["a"], description: "kept", learningContentIds: [c] });
  });

  it("reorders its contents, idempotently", async () => {
    const [a, b, c] = [await content("R1"), await content("R2"), await content("R3")];
    const id = await newModule("Ordered", { learningContentIds: [a, b, c] });
    await admin.adminUpdateModuleContentOrder({ learningModuleId: id, learningContentIds: [c, a, b] });
    await admin.adminUpdateModuleContentOrder({ learningModuleId: id, learningContentIds: [c, a, b] });
    expect((await moduleOf(id)).learningContentIds).toEqual([c, a, b]);
  });

  it("assigns and unassigns idempotently, appending at the end", async () => {
    const [a, b] = [await content("A1"), await content("A2")];
    const id = await newModule("Assigned", { learningContentIds: [a] });
    await admin.adminAssignLearningContentToModule({ learningModuleId: id, learningContentId: b });
    await admin.adminAssignLearningContentToModule({ learningModuleId: id, learningContentId: b });
    expect((await moduleOf(id)).learningContentIds).toEqual([a, b]);
    await admin.adminUnassignLearningContentToModule({ learningModuleId: id, learningContentId: a });
    await admin.adminUnassignLearningContentToModule({ learningModuleId: id, learningContentId: a });
    expect((await moduleOf(id)).learningContentIds).toEqual([b]);
  });

  it("keeps one link and every assignment when two admins assign at once", async () => {
    const contents = await Promise.all([1, 2, 3, 4].map((i) => content(`Concurrent ${i}`)));
    const id = await newModule("Busy");
    await Promise.all([
      ...contents.map((c) => admin.adminAssignLearningContentToModule({ learningModuleId: id, learningContentId: c })),
      ...contents.map((c) => otherAdmin.adminAssignLearningContentToModule({ learningModuleId: id, learningContentId: c })),
    ]);
    const got = (await moduleOf(id)).learningContentIds;
    expect([...got].sort()).toEqual([...contents].sort());
    const positions = (await database.db.select().from(moduleContents).where(eq(moduleContents.moduleId, id))).map((r) => r.position);
    expect(new Set(positions).size).toBe(contents.length);
  });

  it("does not lose an assignment made while another admin reorders", async () => {
    const [a, b, extra] = [await content("O1"), await content("O2"), await content("O3")];
    const id = await newModule("Racing", { learningContentIds: [a, b] });
    const [reorder] = await Promise.all([
      outcome(admin.adminUpdateModuleContentOrder({ learningModuleId: id, learningContentIds: [b, a] })),
      otherAdmin.adminAssignLearningContentToModule({ learningModuleId: id, learningContentId: extra }),
    ]);
    const got = (await moduleOf(id)).learningContentIds;
    expect(got).toContain(extra);
    // The reorder either ran first, or saw a list that no longer matched and was refused.
    if (reorder.code === "ok") expect(got.slice(0, 2)).toEqual([b, a]);
    else expect(reorder.code).toBe(Code.InvalidArgument);
  });

  it("removes a module in use: its links go, its contents stay", async () => {
    const c = await content("Outlives");
    const id = await newModule("Doomed", { learningContentIds: [c] });
    const cat = (await admin.adminCreateCategory({ title: "Holds a module" })).categoryId;
    await admin.adminEditCategory({ categoryId: cat, updateMask: mask("assigned_modules_ids"), assignedModulesIds: [id] });
    await admin.adminRemoveLearningModule({ learningModuleId: id });
    expect((await outcome(learner.getLearningModule({ learningModuleId: id }))).code).toBe(Code.NotFound);
    expect(await database.db.select().from(categoryModules).where(eq(categoryModules.moduleId, id))).toEqual([]);
    expect((await admin.getCategory({ categoryId: cat })).category?.assignedModulesIds).toEqual([]);
    expect((await learner.getLearningContent({ learningContentId: c })).learningContent?.title).toBe("Outlives");
  });

  it("lists every module on pages in creation order, with inserts in between", async () => {
    for (let i = 0; i < 3; i++) await newModule(`Paged ${i}`);
    const all = (await learner.getAllLearningModules({})).learningModules.map((m) => m.id);
    const seen: string[] = [];
    let token = "";
    let inserted = false;
    do {
      const page = await learner.listLearningModules({ pageRequest: { pageSize: 2, pageToken: token } });
      seen.push(...page.learningModules.map((m) => m.id));
      token = page.pageResponse?.nextPageToken ?? "";
      if (!inserted) {
        inserted = true;
        all.push(await newModule("Inserted while paging"));
      }
    } while (token);
    expect(seen).toEqual(all);
  });

  expectCases((req: CreateModule) => admin.adminCreateLearningModule(req), [
    { name: "without a title", request: { title: "" }, code: Code.InvalidArgument, message: "title: enter a title." },
    { name: "for a content that does not exist", request: { title: "T", learningContentIds: [UNKNOWN] }, code: Code.InvalidArgument, message: /^learning_content_ids: no learning content/ },
    { name: "for a content listed twice", request: () => ({ title: "T", learningContentIds: [shared.content, shared.content] }), code: Code.InvalidArgument, message: /^learning_content_ids: .*more than once/ },
    { name: "for an attachment that does not exist", request: { title: "T", attachmentIds: [UNKNOWN] }, code: Code.InvalidArgument, message: /^attachment_ids: no attachment/ },
    { name: "for a tag that is not a short word", request: { title: "T", tags: ["no way!"] }, code: Code.InvalidArgument, message: /^tags\[0\]: / },
  ]);

  expectCases((req: MessageInitShape<typeof AdminEditLearningModuleRequestSchema>) => admin.adminEditLearningModule(req), [
    { name: "without an id", request: { learningModuleId: "", updateMask: mask("title"), title: "T" }, code: Code.InvalidArgument, message: "learning_module_id: required." },
    { name: "for an unknown mask path", request: { learningModuleId: UNKNOWN, updateMask: mask("owner") }, code: Code.InvalidArgument, message: /^update_mask: "owner"/ },
    { name: "for an unknown module", request: { learningModuleId: UNKNOWN, updateMask: mask("title"), title: "T" }, code: Code.NotFound, message: "Learning module not found" },
  ]);

  expectCases((req: MessageInitShape<typeof AdminUpdateModuleContentOrderRequestSchema>) => admin.adminUpdateModuleContentOrder(req), [
    { name: "without a module id", request: { learningModuleId: "" }, code: Code.InvalidArgument, message: "learning_module_id: required." },
    { name: "for an unknown module", request: { learningModuleId: UNKNOWN }, code: Code.NotFound, message: "Learning module not found" },
    {
      name: "for a list that is not exactly the module's contents",
      request: () => ({ learningModuleId: shared.module, learningContentIds: [shared.content] }),
      code: Code.InvalidArgument,
      message: /^learning_content_ids: list every content/,
    },
  ]);

  expectCases((req: { learningModuleId: string; learningContentId: string }) => admin.adminAssignLearningContentToModule(req), [
    { name: "without a content id", request: { learningModuleId: UNKNOWN, learningContentId: "" }, code: Code.InvalidArgument, message: "learning_content_id: required." },
    { name: "for an unknown module", request: () => ({ learningModuleId: UNKNOWN, learningContentId: shared.content }), code: Code.NotFound, message: "Learning module not found" },
    { name: "for an unknown content", request: () => ({ learningModuleId: shared.module, learningContentId: UNKNOWN }), code: Code.NotFound, message: "Learning content not found" },
  ]);

  expectCases((req: { learningModuleId: string; learningContentId: string }) => admin.adminUnassignLearningContentToModule(req), [
    { name: "without a module id", request: { learningModuleId: "", learningContentId: UNKNOWN }, code: Code.InvalidArgument, message: "learning_module_id: required." },
    { name: "for an unknown module", request: () => ({ learningModuleId: UNKNOWN, learningContentId: shared.content }), code: Code.NotFound, message: "Learning module not found" },
  ]);

  expectCases((req: { learningModuleId: string }) => learner.getLearningModule(req), [
    { name: "without an id", request: { learningModuleId: "" }, code: Code.InvalidArgument, message: "learning_module_id: required." },
    { name: "for an unknown module", request: { learningModuleId: UNKNOWN }, code: Code.NotFound, message: "Learning module not found" },
  ]);

  expectCases((req: { learningModuleId: string }) => admin.adminRemoveLearningModule(req), [
    { name: "for an unknown module", request: { learningModuleId: UNKNOWN }, code: Code.NotFound, message: "Learning module not found" },
  ]);
});
