/**
 * Removing library items keeps learners' history (issue #9 §1: "no learner's completion history is
 * lost"): completed rows and the completion log outlive the module or content, with its title;
 * rows assigned but not completed go with it. Also: only one 'featured' category, and the indexes
 * the paged lists walk.
 */
import { Code } from "@connectrpc/connect";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentType } from "../../../src/gen/compass/v1/compass_pb.js";
import { learningCompletionLog, userLearningContents, userLearningModules } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let learnerId: string;
let otherLearnerId: string;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  learnerId = await insertUser(database, "STANDARD");
  otherLearnerId = await insertUser(database, "STANDARD");
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const article = async (title: string) =>
  (await admin.adminCreateLearningContent({ title, contentType: ContentType.ARTICLE })).learningContentId;

describe("removing a learning content", () => {
  it("keeps a learner's completion of it, with its title, and drops only assignments not completed", async () => {
    const id = await article("Budgeting basics");
    const completedAt = new Date("2026-01-02T03:04:05.000Z");
    // The journey's rows as a learner's completion writes them: the row (assigned, then completed) and the log entry.
    await database.db.insert(userLearningContents).values([
      { userId: learnerId, contentId: id, assignedAt: new Date("2026-01-01T00:00:00.000Z"), completedAt, title: "Budgeting basics" },
      { userId: otherLearnerId, contentId: id, assignedAt: new Date("2026-01-01T00:00:00.000Z") },
    ]);
    await database.db.insert(learningCompletionLog).values({ userId: learnerId, contentId: id, completedAt, timeSpent: 12.5, title: "Budgeting basics" });

    await admin.adminRemoveLearningContent({ learningContentId: id });

    expect((await outcome(admin.getLearningContent({ learningContentId: id }))).code).toBe(Code.NotFound);
    const rows = await database.db.select().from(userLearningContents).where(eq(userLearningContents.contentId, id));
    expect(rows.map((r) => ({ userId: r.userId, title: r.title, completedAt: r.completedAt }))).toEqual([
      { userId: learnerId, title: "Budgeting basics", completedAt },
    ]);
    const log = await database.db.select().from(learningCompletionLog).where(eq(learningCompletionLog.contentId, id));
    expect(log.map((r) => ({ userId: r.userId, title: r.title, timeSpent: r.timeSpent }))).toEqual([
      { userId: learnerId, title: "Budgeting basics", timeSpent: 12.5 },
    ]);
  });

  it("fills the title of a completed row that had none from the content's last title", async () => {
    const id = await article("Old title");
    await admin.adminEditLearningContent({ learningContentId: id, updateMask: { paths: ["title"] }, title: "Credit scores" });
    await database.db.insert(userLearningContents).values({ userId: learnerId, contentId: id, completedAt: new Date() });
    await database.db.insert(learningCompletionLog).values({ userId: learnerId, contentId: id });

    await admin.adminRemoveLearningContent({ learningContentId: id });

    const [row] = await database.db.select().from(userLearningContents).where(eq(userLearningContents.contentId, id));
    expect(row?.title).toBe("Credit scores");
    const [entry] = await database.db.select().from(learningCompletionLog).where(eq(learningCompletionLog.contentId, id));
    expect(entry?.title).toBe("Credit scores");
  });
});

describe("removing a learning module", () => {
  it("keeps a learner's completion of it, with its title, and drops only assignments not completed", async () => {
    const id = (await admin.adminCreateLearningModule({ title: "Saving for a home" })).learningModuleId;
    const completedAt = new Date("2026-02-03T04:05:06.000Z");
    await database.db.insert(userLearningModules).values([
      { userId: learnerId, moduleId: id, completedAt },
      { userId: otherLearnerId, moduleId: id, assignedAt: new Date() },
    ]);

    await admin.adminRemoveLearningModule({ learningModuleId: id });

    expect((await outcome(admin.getLearningModule({ learningModuleId: id }))).code).toBe(Code.NotFound);
    const rows = await database.db.select().from(userLearningModules).where(eq(userLearningModules.moduleId, id));
    expect(rows.map((r) => ({ userId: r.userId, title: r.title, completedAt: r.completedAt }))).toEqual([
      { userId: learnerId, title: "Saving for a home", completedAt },
    ]);
  });

  it("still answers NOT_FOUND for an unknown module and leaves other learners' rows alone", async () => {
    const kept = (await admin.adminCreateLearningModule({ title: "Kept" })).learningModuleId;
    await database.db.insert(userLearningModules).values({ userId: learnerId, moduleId: kept, assignedAt: new Date() });
    expect((await outcome(admin.adminRemoveLearningModule({ learningModuleId: "00000000-0000-4000-8000-000000000000" }))).code).toBe(
      Code.NotFound,
    );
    const rows = await database.db
      .select()
      .from(userLearningModules)
      .where(and(eq(userLearningModules.moduleId, kept), eq(userLearningModules.userId, learnerId)));
    expect(rows).toHaveLength(1);
  });
});

describe("the featured category", () => {
  it("exists at most once: a second one, by create or by rename, answers ALREADY_EXISTS", async () => {
    const first = (await admin.adminCreateCategory({ title: "Featured" })).categoryId;
    expect(await outcome(admin.adminCreateCategory({ title: " FEATURED " }))).toEqual({
      code: Code.AlreadyExists,
      message: "title: there is already a featured category; edit that one instead.",
    });
    const other = (await admin.adminCreateCategory({ title: "Popular" })).categoryId;
    expect((await outcome(admin.adminEditCategory({ categoryId: other, updateMask: { paths: ["title"] }, title: "featured" }))).code).toBe(
      Code.AlreadyExists,
    );
    // The featured category itself may be saved again under its title.
    expect(await outcome(admin.adminEditCategory({ categoryId: first, updateMask: { paths: ["title"] }, title: "featured" }))).toEqual({ code: "ok" });
    const titles = (await admin.getAllCategories({})).categories.map((c) => c.title.trim().toLowerCase());
    expect(titles.filter((t) => t === "featured")).toHaveLength(1);
  });

  it("is unique in the database too", async () => {
    await expect(database.db.execute(sql`insert into categories (title) values ('  Featured')`)).rejects.toThrow();
  });
});

describe("indexes of the paged lists", () => {
  it("serve the (created_at, id) ascending walk of categories, modules, contents and attachments", async () => {
    const result = await database.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where indexname in
          ('categories_created_idx', 'learning_modules_created_idx', 'learning_contents_created_idx', 'attachments_created_idx')
          order by indexname`,
    );
    const defs = result.rows.map((r) => [r.indexname, r.indexdef.replace(/^.* USING btree /, "")]);
    expect(defs).toEqual([
      ["attachments_created_idx", "(created_at, id)"],
      ["categories_created_idx", "(created_at, id)"],
      ["learning_contents_created_idx", "(created_at, id)"],
      ["learning_modules_created_idx", "(created_at, id)"],
    ]);
  });
});
