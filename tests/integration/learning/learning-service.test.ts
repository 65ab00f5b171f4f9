/**
 * The learning library's methods through the real server (issue #9 §1), first slice: categories
 * and learning contents — create, edit by update mask, remove with their links, get, get all,
 * paged lists; sign-in and admin-only access; invalid arguments and unknown ids.
 */
import { Code } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageInitShape } from "@bufbuild/protobuf";
import {
  ContentType,
  type AdminCreateCategoryRequestSchema,
  type AdminCreateLearningContentRequestSchema,
  type AdminEditCategoryRequestSchema,
  type AdminEditLearningContentRequestSchema,
} from "../../../src/gen/compass/v1/compass_pb.js";
import { categoryContents, learningModules, moduleContents } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let adminWeb: ReturnType<AccountServer["grpcWeb"]>;
let learner: ReturnType<AccountServer["client"]>;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  const adminToken = await tokenOf(await insertUser(database, "ADMIN"));
  admin = api.client(adminToken);
  adminWeb = api.grpcWeb(adminToken);
  learner = api.client(await tokenOf(await insertUser(database, "STANDARD")));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const mask = (...paths: string[]) => ({ paths });
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const category = async (title: string, extra: MessageInitShape<typeof AdminCreateCategoryRequestSchema> = {}) =>
  (await admin.adminCreateCategory({ title, ...extra })).categoryId;
const article = async (title: string, extra: MessageInitShape<typeof AdminCreateLearningContentRequestSchema> = {}) =>
  (await admin.adminCreateLearningContent({ title, contentType: ContentType.ARTICLE, ...extra })).learningContentId;

describe("access", () => {
  const reads = [
    ["getCategory", { categoryId: UNKNOWN }],
    ["getAllCategories", {}],
    ["listCategories", {}],
    ["getLearningContent", { learningContentId: UNKNOWN }],
    ["getAllLearningContents", {}],
    ["listLearningContents", {}],
  ] as const;
  const writes = [
    ["adminCreateCategory", { title: "Nope" }],
    ["adminEditCategory", { categoryId: UNKNOWN, updateMask: mask("title"), title: "Nope" }],
    ["adminRemoveCategory", { categoryId: UNKNOWN }],
    ["adminCreateLearningContent", { title: "Nope", contentType: ContentType.ARTICLE }],
    ["adminEditLearningContent", { learningContentId: UNKNOWN, updateMask: mask("title"), title: "Nope" }],
    ["adminRemoveLearningContent", { learningContentId: UNKNOWN }],
  ] as const;
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;

  it.each([...reads, ...writes])("%s answers UNAUTHENTICATED without a sign-in", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
  });

  it.each(writes)("%s answers PERMISSION_DENIED to a non-admin and writes nothing", async (method, req) => {
    const before = (await admin.getAllCategories({})).categories.length + (await admin.getAllLearningContents({})).learningContents.length;
    expect((await outcome(call(learner, method)(req))).code).toBe(Code.PermissionDenied);
    const after = (await admin.getAllCategories({})).categories.length + (await admin.getAllLearningContents({})).learningContents.length;
    expect(after).toBe(before);
  });

  it("lets any signed-in user read what an admin wrote", async () => {
    const id = await category("Readable by learners");
    expect((await learner.getCategory({ categoryId: id })).category?.title).toBe("Readable by learners");
  });
});

describe("categories", () => {
  it("creates a category under a parent; the parent lists it among its children in order", async () => {
    const parent = await category("Money basics", { description: "Start here", htmlBody: "<p>Hello</p><script>alert(1)</script>" });
    const a = await category("Budgets", { parentCategoryId: parent });
    const b = await adminWeb.adminCreateCategory({ title: "Taxes", parentCategoryId: parent });
    const got = (await admin.getCategory({ categoryId: parent })).category!;
    expect(got).toMatchObject({ title: "Money basics", description: "Start here", htmlBody: "<p>Hello</p>", parentCategoryId: "" });
    expect(got.childrenCategoryIds).toEqual([a, b.categoryId]);
    expect((await admin.getCategory({ categoryId: a })).category?.parentCategoryId).toBe(parent);
  });

  it("writes only the masked fields, and reorders children", async () => {
    const parent = await category("Editable", { description: "kept" });
    const one = await category("One", { parentCategoryId: parent });
    const two = await category("Two", { parentCategoryId: parent });
    await admin.adminEditCategory({
      categoryId: parent,
      updateMask: mask("title", "children_category_ids"),
      title: "  Edited  ",
      description: "not written",
      childrenCategoryIds: [two, one],
    });
    const got = (await admin.getCategory({ categoryId: parent })).category!;
    expect(got).toMatchObject({ title: "Edited", description: "kept", childrenCategoryIds: [two, one] });
  });

  it("moves a category to the top and under another parent", async () => {
    const from = await category("From");
    const to = await category("To");
    const moving = await category("Moving", { parentCategoryId: from });
    await admin.adminEditCategory({ categoryId: moving, updateMask: mask("parent_category_id"), parentCategoryId: to });
    expect((await admin.getCategory({ categoryId: from })).category?.childrenCategoryIds).toEqual([]);
    expect((await admin.getCategory({ categoryId: to })).category?.childrenCategoryIds).toEqual([moving]);
    await admin.adminEditCategory({ categoryId: moving, updateMask: mask("parent_category_id"), parentCategoryId: "" });
    expect((await admin.getCategory({ categoryId: moving })).category?.parentCategoryId).toBe("");
  });

  it("assigns modules and contents in order through an edit, replacing the lists", async () => {
    const cat = await category("Assigned");
    const c1 = await article("Assigned one");
    const c2 = await article("Assigned two");
    const [m] = await database.db.insert(learningModules).values({ title: "A module" }).returning({ id: learningModules.id });
    await admin.adminEditCategory({ categoryId: cat, updateMask: mask("assigned_content_ids", "assigned_modules_ids"), assignedContentIds: [c2, c1], assignedModulesIds: [m!.id] });
    expect((await admin.getCategory({ categoryId: cat })).category).toMatchObject({ assignedContentIds: [c2, c1], assignedModulesIds: [m!.id] });
    await admin.adminEditCategory({ categoryId: cat, updateMask: mask("assigned_content_ids"), assignedContentIds: [c1] });
    expect((await admin.getCategory({ categoryId: cat })).category).toMatchObject({ assignedContentIds: [c1], assignedModulesIds: [m!.id] });
  });

  it("removes a category in use: its links go, its children move to the top, the contents stay", async () => {
    const cat = await category("Doomed");
    const child = await category("Orphan", { parentCategoryId: cat });
    const content = await article("Survivor");
    await admin.adminEditCategory({ categoryId: cat, updateMask: mask("assigned_content_ids"), assignedContentIds: [content] });
    await admin.adminRemoveCategory({ categoryId: cat });
    expect((await outcome(admin.getCategory({ categoryId: cat }))).code).toBe(Code.NotFound);
    expect((await admin.getCategory({ categoryId: child })).category?.parentCategoryId).toBe("");
    expect(await database.db.select().from(categoryContents).where(eq(categoryContents.categoryId, cat))).toEqual([]);
    expect((await admin.getLearningContent({ learningContentId: content })).learningContent?.title).toBe("Survivor");
  });

  it("keeps the featured category apart from the tree", async () => {
    const featured = await category("Featured");
    const other = await category("Elsewhere");
    expect(await outcome(admin.adminCreateCategory({ title: "Under featured", parentCategoryId: featured }))).toEqual({
      code: Code.InvalidArgument,
      message: "parent_category_id: a category cannot be placed under the featured category.",
    });
    expect(await outcome(admin.adminEditCategory({ categoryId: featured, updateMask: mask("parent_category_id"), parentCategoryId: other }))).toEqual({
      code: Code.InvalidArgument,
      message: "parent_category_id: the featured category stays at the top; it cannot have a parent.",
    });
    await category("Child of elsewhere", { parentCategoryId: other });
    expect((await outcome(admin.adminEditCategory({ categoryId: other, updateMask: mask("title"), title: "FEATURED" }))).code).toBe(Code.InvalidArgument);
  });

  it("refuses a cycle, even when two admins move two categories under each other at once", async () => {
    const a = await category("Cycle A");
    const b = await category("Cycle B", { parentCategoryId: a });
    expect(await outcome(admin.adminEditCategory({ categoryId: a, updateMask: mask("parent_category_id"), parentCategoryId: b }))).toEqual({
      code: Code.InvalidArgument,
      message: "parent_category_id: a category cannot go under itself or one of its own subcategories.",
    });
    const x = await category("Race X");
    const y = await category("Race Y");
    const results = await Promise.all([
      outcome(admin.adminEditCategory({ categoryId: x, updateMask: mask("parent_category_id"), parentCategoryId: y })),
      outcome(adminWeb.adminEditCategory({ categoryId: y, updateMask: mask("parent_category_id"), parentCategoryId: x })),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([Code.InvalidArgument, "ok"].sort());
  });

  it("lists every category on pages, without losing or repeating one when others are added in between", async () => {
    const total = (await admin.getAllCategories({})).categories.length;
    const seen: string[] = [];
    let token = "";
    let added = 0;
    do {
      const page = await learner.listCategories({ pageRequest: { pageSize: 3, pageToken: token } });
      expect(page.categories.length).toBeLessThanOrEqual(3);
      seen.push(...page.categories.map((c) => c.id));
      token = page.pageResponse?.nextPageToken ?? "";
      if (added < 2) {
        await category(`Added while paging ${added++}`);
      }
    } while (token);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total + added);
    const all = (await admin.getAllCategories({})).categories.map((c) => c.id);
    expect(seen).toEqual(all);
  });

  expectCases((req: MessageInitShape<typeof AdminCreateCategoryRequestSchema>) => admin.adminCreateCategory(req), [
    { name: "without a title", request: { title: "  " }, code: Code.InvalidArgument, message: "title: enter a title." },
    { name: "for a title over 200 characters", request: { title: "x".repeat(201) }, code: Code.InvalidArgument, message: /^title: use at most 200/ },
    { name: "for a body over 1 MB", request: { title: "Big", htmlBody: "x".repeat(1024 * 1024 + 1) }, code: Code.InvalidArgument, message: /^html_body: / },
    { name: "for a parent that does not exist", request: { title: "Lost", parentCategoryId: UNKNOWN }, code: Code.InvalidArgument, message: /^parent_category_id: no category/ },
    { name: "for a bad image set key", request: { title: "Img", imageSet: { "a b": "/files/x" } }, code: Code.InvalidArgument, message: /^image_set: / },
  ]);

  expectCases((req: MessageInitShape<typeof AdminEditCategoryRequestSchema>) => admin.adminEditCategory(req), [
    { name: "without an id", request: { categoryId: "", updateMask: mask("title"), title: "T" }, code: Code.InvalidArgument, message: "category_id: required." },
    { name: "without an update mask", request: { categoryId: UNKNOWN, title: "T" }, code: Code.InvalidArgument, message: /^update_mask: / },
    { name: "for an unknown mask path", request: { categoryId: UNKNOWN, updateMask: mask("colour") }, code: Code.InvalidArgument, message: /^update_mask: "colour"/ },
    { name: "for the id in the mask", request: { categoryId: UNKNOWN, updateMask: mask("id") }, code: Code.InvalidArgument, message: /^update_mask: "id"/ },
    { name: "for an unknown category", request: { categoryId: UNKNOWN, updateMask: mask("title"), title: "T" }, code: Code.NotFound, message: "Category not found" },
    {
      name: "for an assigned content that does not exist",
      request: () => ({ categoryId: sharedCategory, updateMask: mask("assigned_content_ids"), assignedContentIds: [UNKNOWN] }),
      code: Code.InvalidArgument,
      message: /^assigned_content_ids: no learning content/,
    },
    {
      name: "for children that are not exactly the category's own",
      request: () => ({ categoryId: sharedCategory, updateMask: mask("children_category_ids"), childrenCategoryIds: [UNKNOWN] }),
      code: Code.InvalidArgument,
      message: /^children_category_ids: /,
    },
  ]);

  expectCases((req: { categoryId: string }) => admin.adminRemoveCategory(req), [
    { name: "without an id", request: { categoryId: "" }, code: Code.InvalidArgument, message: "category_id: required." },
    { name: "for an unknown category", request: { categoryId: UNKNOWN }, code: Code.NotFound, message: "Category not found" },
  ]);

  expectCases((req: { categoryId: string }) => learner.getCategory(req), [
    { name: "without an id", request: { categoryId: "" }, code: Code.InvalidArgument, message: "category_id: required." },
    { name: "for an unknown category", request: { categoryId: UNKNOWN }, code: Code.NotFound, message: "Category not found" },
  ]);

  expectCases((req: { pageRequest: { pageSize: number; pageToken: string } }) => learner.listCategories(req), [
    { name: "for a negative page size", request: { pageRequest: { pageSize: -1, pageToken: "" } }, code: Code.InvalidArgument, message: /^page_request.page_size/ },
    { name: "for a forged page token", request: { pageRequest: { pageSize: 0, pageToken: "k.abc" } }, code: Code.InvalidArgument, message: /^page_request.page_token/ },
  ]);
});

let sharedCategory = "";
beforeAll(async () => {
  sharedCategory = (await admin.adminCreateCategory({ title: "Shared for cases" })).categoryId;
});

describe("learning contents", () => {
  it("creates an article with its body sanitised, tags normalised", async () => {
    const id = await article("An article", {
      htmlBody: '<h2>Hi</h2><img src="/files/abc.webp" onerror="x()"><a href="javascript:alert(1)">bad</a><iframe src="https://evil"></iframe>',
      tags: [" Cash ", "small-business", "cash"],
      estimatedMinutes: 7,
    });
    const got = (await learner.getLearningContent({ learningContentId: id })).learningContent!;
    expect(got).toMatchObject({ title: "An article", contentType: ContentType.ARTICLE, tags: ["cash", "small-business"], estimatedMinutes: 7 });
    expect(got.htmlBody).toContain("<h2>Hi</h2>");
    expect(got.htmlBody).toContain('src="/files/abc.webp"');
    expect(got.htmlBody).not.toMatch(/onerror|javascript:|iframe/);
  });

  it("creates a video from any YouTube link form, stored as its id and canonical URL", async () => {
    const id = (await adminWeb.adminCreateLearningContent({ title: "A video", contentType: ContentType.YOUTUBE_VIDEO, video: { url: "https://youtu.be/dQw4w9WgXcQ?t=5" } }))
      .learningContentId;
    expect((await learner.getLearningContent({ learningContentId: id })).learningContent?.video).toEqual({
      youtube_id: "dQw4w9WgXcQ",
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
  });

  it("writes only the masked fields; html_body is sanitised on edit too; an article switched from a video loses its video", async () => {
    const id = (await admin.adminCreateLearningContent({ title: "Switch", contentType: ContentType.YOUTUBE_VIDEO, video: { url: "dQw4w9WgXcQ" }, description: "kept" }))
      .learningContentId;
    await admin.adminEditLearningContent({
      learningContentId: id,
      updateMask: mask("content_type", "html_body", "title"),
      contentType: ContentType.ARTICLE,
      htmlBody: "<p onclick='x()'>Body</p>",
      title: "Switched",
      description: "not written",
    });
    const got = (await admin.getLearningContent({ learningContentId: id })).learningContent!;
    expect(got).toMatchObject({ title: "Switched", description: "kept", contentType: ContentType.ARTICLE, htmlBody: "<p>Body</p>", video: {} });
  });

  it("removes a content in use: its links in modules and categories go with it", async () => {
    const id = await article("Used");
    const cat = await category("Uses it");
    await admin.adminEditCategory({ categoryId: cat, updateMask: mask("assigned_content_ids"), assignedContentIds: [id] });
    const [m] = await database.db.insert(learningModules).values({ title: "Holds it" }).returning({ id: learningModules.id });
    await database.db.insert(moduleContents).values({ moduleId: m!.id, contentId: id, position: 0 });
    await admin.adminRemoveLearningContent({ learningContentId: id });
    expect((await outcome(admin.getLearningContent({ learningContentId: id }))).code).toBe(Code.NotFound);
    expect((await admin.getCategory({ categoryId: cat })).category?.assignedContentIds).toEqual([]);
    expect(await database.db.select().from(moduleContents).where(eq(moduleContents.moduleId, m!.id))).toEqual([]);
  });

  it("lists every content on pages in a stable order, with inserts in between", async () => {
    for (let i = 0; i < 4; i++) await article(`Paged ${i}`);
    const all = (await admin.getAllLearningContents({})).learningContents.map((c) => c.id);
    const seen: string[] = [];
    let token = "";
    let first = true;
    do {
      const page = await learner.listLearningContents({ pageRequest: { pageSize: 2, pageToken: token } });
      expect(page.pageResponse?.totalSize).toBeGreaterThanOrEqual(all.length);
      seen.push(...page.learningContents.map((c) => c.id));
      token = page.pageResponse?.nextPageToken ?? "";
      if (first) {
        first = false;
        all.push(await article("Inserted while paging"));
      }
    } while (token);
    expect(seen).toEqual(all);
  });

  it("refuses a page token of another list", async () => {
    for (let i = 0; i < 2; i++) await category(`Token source ${i}`);
    const token = (await learner.listCategories({ pageRequest: { pageSize: 1, pageToken: "" } })).pageResponse!.nextPageToken;
    expect((await outcome(learner.listLearningContents({ pageRequest: { pageSize: 1, pageToken: token } }))).code).toBe(Code.InvalidArgument);
  });

  expectCases((req: MessageInitShape<typeof AdminCreateLearningContentRequestSchema>) => admin.adminCreateLearningContent(req), [
    { name: "without a title", request: { title: "", contentType: ContentType.ARTICLE }, code: Code.InvalidArgument, message: "title: enter a title." },
    { name: "without a content type", request: { title: "T" }, code: Code.InvalidArgument, message: "content_type: choose ARTICLE or YOUTUBE_VIDEO." },
    { name: "for a tag that is not a short word", request: { title: "T", contentType: ContentType.ARTICLE, tags: ["two words"] }, code: Code.InvalidArgument, message: /^tags\[0\]: / },
    { name: "for too many minutes", request: { title: "T", contentType: ContentType.ARTICLE, estimatedMinutes: 10_001 }, code: Code.InvalidArgument, message: /^estimated_minutes: / },
    {
      name: "for a video that is not on YouTube",
      request: { title: "T", contentType: ContentType.YOUTUBE_VIDEO, video: { url: "https://vimeo.com/123" } },
      code: Code.InvalidArgument,
      message: /^video: this is not a YouTube link/,
    },
    { name: "for a video content without a video", request: { title: "T", contentType: ContentType.YOUTUBE_VIDEO }, code: Code.InvalidArgument, message: /^video: / },
    { name: "for an article with a video", request: { title: "T", contentType: ContentType.ARTICLE, video: { url: "dQw4w9WgXcQ" } }, code: Code.InvalidArgument, message: /^video: / },
    { name: "for an attachment that does not exist", request: { title: "T", contentType: ContentType.ARTICLE, attachmentIds: [UNKNOWN] }, code: Code.InvalidArgument, message: /^attachment_ids: no attachment/ },
    { name: "for a body over 1 MB", request: { title: "T", contentType: ContentType.ARTICLE, htmlBody: "é".repeat(600_000) }, code: Code.InvalidArgument, message: /^html_body: / },
  ]);

  expectCases((req: MessageInitShape<typeof AdminEditLearningContentRequestSchema>) => admin.adminEditLearningContent(req), [
    { name: "without an id", request: { learningContentId: "", updateMask: mask("title"), title: "T" }, code: Code.InvalidArgument, message: "learning_content_id: required." },
    { name: "without an update mask", request: { learningContentId: UNKNOWN }, code: Code.InvalidArgument, message: /^update_mask: / },
    { name: "for an unknown mask path", request: { learningContentId: UNKNOWN, updateMask: mask("author") }, code: Code.InvalidArgument, message: /^update_mask: "author"/ },
    { name: "for an unknown content", request: { learningContentId: UNKNOWN, updateMask: mask("title"), title: "T" }, code: Code.NotFound, message: "Learning content not found" },
    {
      name: "for a video content left without a video",
      request: () => ({ learningContentId: sharedVideo, updateMask: mask("video"), video: {} }),
      code: Code.InvalidArgument,
      message: /^video: /,
    },
  ]);

  expectCases((req: { learningContentId: string }) => admin.adminRemoveLearningContent(req), [
    { name: "for an unknown content", request: { learningContentId: UNKNOWN }, code: Code.NotFound, message: "Learning content not found" },
  ]);

  expectCases((req: { learningContentId: string }) => learner.getLearningContent(req), [
    { name: "without an id", request: { learningContentId: " " }, code: Code.InvalidArgument, message: "learning_content_id: required." },
    { name: "for an unknown content", request: { learningContentId: UNKNOWN }, code: Code.NotFound, message: "Learning content not found" },
  ]);
});

let sharedVideo = "";
beforeAll(async () => {
  sharedVideo = (await admin.adminCreateLearningContent({ title: "Shared video", contentType: ContentType.YOUTUBE_VIDEO, video: { url: "dQw4w9WgXcQ" } }))
    .learningContentId;
});
