/**
 * What a category holds, through the real server (issue #9 §1): AdminAssignToCategory,
 * AdminUnassignToCategory (idempotent, safe with two admins at once) and
 * AdminUpdateCategoryAssignedContent (the complete lists, in order).
 */
import { Code } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentType } from "../../../src/gen/compass/v1/compass_pb.js";
import { categoryContents } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let otherAdmin: ReturnType<AccountServer["grpcWeb"]>;
let learner: ReturnType<AccountServer["client"]>;
let shared = { category: "", module: "", content: "" };

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const newCategory = async (title: string) => (await admin.adminCreateCategory({ title })).categoryId;
const newContent = async (title: string) => (await admin.adminCreateLearningContent({ title, contentType: ContentType.ARTICLE })).learningContentId;
const newModule = async (title: string) => (await admin.adminCreateLearningModule({ title })).learningModuleId;
const held = async (id: string) => {
  const c = (await learner.getCategory({ categoryId: id })).category!;
  return { modules: c.assignedModulesIds, contents: c.assignedContentIds };
};

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  otherAdmin = api.grpcWeb(await tokenOf(await insertUser(database, "ADMIN")));
  learner = api.client(await tokenOf(await insertUser(database, "STANDARD")));
  shared = { category: await newCategory("Shared"), module: await newModule("Shared module"), content: await newContent("Shared content") };
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  const writes = [
    ["adminAssignToCategory", { categoryId: UNKNOWN, learningContentId: UNKNOWN }],
    ["adminUnassignToCategory", { categoryId: UNKNOWN, learningContentId: UNKNOWN }],
    ["adminUpdateCategoryAssignedContent", { categoryId: UNKNOWN }],
  ] as const;
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;
  it.each(writes)("%s answers UNAUTHENTICATED without a sign-in", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
  });
  it.each(writes)("%s answers PERMISSION_DENIED to a non-admin", async (method, req) => {
    expect((await outcome(call(learner, method)(req))).code).toBe(Code.PermissionDenied);
  });
});

describe("category assignments", () => {
  it("assigns a module and a content at the end, once however often it is asked", async () => {
    const cat = await newCategory("Holder");
    const [m, c1, c2] = [await newModule("M"), await newContent("C1"), await newContent("C2")];
    await admin.adminAssignToCategory({ categoryId: cat, learningModuleId: m, learningContentId: c1 });
    await admin.adminAssignToCategory({ categoryId: cat, learningContentId: c2 });
    await admin.adminAssignToCategory({ categoryId: cat, learningContentId: c1 });
    expect(await held(cat)).toEqual({ modules: [m], contents: [c1, c2] });
  });

  it("unassigns idempotently", async () => {
    const cat = await newCategory("Shrinking");
    const [m, c] = [await newModule("M2"), await newContent("C3")];
    await admin.adminAssignToCategory({ categoryId: cat, learningModuleId: m, learningContentId: c });
    await admin.adminUnassignToCategory({ categoryId: cat, learningContentId: c });
    await admin.adminUnassignToCategory({ categoryId: cat, learningContentId: c });
    expect(await held(cat)).toEqual({ modules: [m], contents: [] });
    await admin.adminUnassignToCategory({ categoryId: cat, learningModuleId: m });
    expect(await held(cat)).toEqual({ modules: [], contents: [] });
  });

  it("keeps every assignment, each once, when two admins assign at once", async () => {
    const cat = await newCategory("Contended");
    const contents = await Promise.all([1, 2, 3, 4].map((i) => newContent(`Contended ${i}`)));
    await Promise.all(
      contents.flatMap((c) => [
        admin.adminAssignToCategory({ categoryId: cat, learningContentId: c }),
        otherAdmin.adminAssignToCategory({ categoryId: cat, learningContentId: c }),
      ]),
    );
    expect([...(await held(cat)).contents].sort()).toEqual([...contents].sort());
    const positions = (await database.db.select().from(categoryContents).where(eq(categoryContents.categoryId, cat))).map((r) => r.position);
    expect(new Set(positions).size).toBe(contents.length);
  });

  it("replaces both lists in the given order", async () => {
    const cat = await newCategory("Replaced");
    const [m1, m2, c1, c2] = [await newModule("RM1"), await newModule("RM2"), await newContent("RC1"), await newContent("RC2")];
    await admin.adminAssignToCategory({ categoryId: cat, learningContentId: c1 });
    await admin.adminUpdateCategoryAssignedContent({ categoryId: cat, learningModuleIds: [m2, m1], learningContentIds: [c2, c1] });
    expect(await held(cat)).toEqual({ modules: [m2, m1], contents: [c2, c1] });
    await admin.adminUpdateCategoryAssignedContent({ categoryId: cat, learningModuleIds: [], learningContentIds: [c1] });
    expect(await held(cat)).toEqual({ modules: [], contents: [c1] });
  });

  it("can fill the featured category", async () => {
    const featured = await newCategory("featured");
    const c = await newContent("Front page");
    await admin.adminAssignToCategory({ categoryId: featured, learningContentId: c });
    expect((await held(featured)).contents).toEqual([c]);
  });

  expectCases((req: { categoryId: string; learningModuleId?: string; learningContentId?: string }) => admin.adminAssignToCategory(req), [
    { name: "without a category id", request: { categoryId: "", learningContentId: UNKNOWN }, code: Code.InvalidArgument, message: "category_id: required." },
    { name: "without a module or content", request: { categoryId: UNKNOWN }, code: Code.InvalidArgument, message: /^learning_module_id: name a learning module/ },
    { name: "for an unknown category", request: () => ({ categoryId: UNKNOWN, learningContentId: shared.content }), code: Code.NotFound, message: "Category not found" },
    { name: "for an unknown module", request: () => ({ categoryId: shared.category, learningModuleId: UNKNOWN }), code: Code.NotFound, message: "Learning module not found" },
    { name: "for an unknown content", request: () => ({ categoryId: shared.category, learningContentId: UNKNOWN }), code: Code.NotFound, message: "Learning content not found" },
  ]);

  expectCases((req: { categoryId: string; learningModuleId?: string; learningContentId?: string }) => admin.adminUnassignToCategory(req), [
    { name: "without a module or content", request: { categoryId: UNKNOWN }, code: Code.InvalidArgument, message: /^learning_module_id: / },
    { name: "for an unknown category", request: () => ({ categoryId: UNKNOWN, learningModuleId: shared.module }), code: Code.NotFound, message: "Category not found" },
  ]);

  expectCases(
    (req: { categoryId: string; learningModuleIds?: string[]; learningContentIds?: string[] }) => admin.adminUpdateCategoryAssignedContent(req),
    [
      { name: "without a category id", request: { categoryId: " " }, code: Code.InvalidArgument, message: "category_id: required." },
      { name: "for an unknown category", request: { categoryId: UNKNOWN }, code: Code.NotFound, message: "Category not found" },
      { name: "for a module that does not exist", request: () => ({ categoryId: shared.category, learningModuleIds: [UNKNOWN] }), code: Code.InvalidArgument, message: /^learning_module_ids: no learning module/ },
      { name: "for a content listed twice", request: () => ({ categoryId: shared.category, learningContentIds: [shared.content, shared.content] }), code: Code.InvalidArgument, message: /^learning_content_ids: .*more than once/ },
    ],
  );
});
