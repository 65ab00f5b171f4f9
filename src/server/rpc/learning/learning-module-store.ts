/**
 * Learning modules' SQL: the module rows, their ordered contents (module_contents) and
 * attachments. Every write to a module's links first locks the module's row (SELECT … FOR
 * UPDATE), so two admins ordering or (un)assigning at once are serialised: no lost update, and the
 * link's primary key (module, content) makes a duplicate impossible; assigning twice is a no-op.
 */
import { and, asc, count, eq, inArray, isNull, max } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { attachments, learningContents, learningModules, learningModuleTranslations, moduleAttachments, moduleContents, userLearningModules } from "../../db/schema/index.js";
import { rpcError } from "../../core/errors.js";
import { keyset, pageOf, type Cursor } from "../paging.js";
import type { ModuleChanges, ModuleRecord, ModuleValues } from "./learning-mapper.js";
import { groupBy, mustExist, type Executor, type Page, type Tx } from "./learning-store.js";
import { textChanged } from "./translations.js";

type ModuleRow = typeof learningModules.$inferSelect;

export interface ModuleStore {
  module(id: string): Promise<ModuleRecord | null>;
  allModules(): Promise<ModuleRecord[]>;
  modulePage(after: Cursor | null, size: number): Promise<Page<ModuleRecord>>;
  createModule(values: ModuleValues): Promise<string>;
  /** False when there is no such module. */
  editModule(id: string, changes: ModuleChanges): Promise<boolean>;
  /** False when there is no such module. Its links (categories, contents, attachments) and assignments not completed go with it; completions stay. */
  removeModule(id: string): Promise<boolean>;
  /** Rewrites the order; `contentIds` must be exactly the module's contents. False: no such module. */
  reorder(id: string, contentIds: readonly string[]): Promise<boolean>;
  /** Adds the content at the end (nothing when already there). "module" / "content" when one is unknown. */
  assign(moduleId: string, contentId: string): Promise<"ok" | "module" | "content">;
  /** Removes the content (nothing when not there). "module" / "content" when one is unknown. */
  unassign(moduleId: string, contentId: string): Promise<"ok" | "module" | "content">;
}

export function createModuleStore(db: Db): ModuleStore {
  async function withLinks(db: Executor, rows: readonly ModuleRow[], all = false): Promise<ModuleRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [contents, files] = await Promise.all([
      db
        .select({ moduleId: moduleContents.moduleId, contentId: moduleContents.contentId, minutes: learningContents.estimatedMinutes })
        .from(moduleContents)
        .innerJoin(learningContents, eq(learningContents.id, moduleContents.contentId))
        .where(all ? undefined : inArray(moduleContents.moduleId, ids))
        .orderBy(asc(moduleContents.position), asc(moduleContents.contentId)),
      db
        .select()
        .from(moduleAttachments)
        .where(all ? undefined : inArray(moduleAttachments.moduleId, ids))
        .orderBy(asc(moduleAttachments.position), asc(moduleAttachments.attachmentId)),
    ]);
    const contentsOf = groupBy(contents, (r) => r.moduleId, (r) => r.contentId);
    const minutesOf = new Map<string, number>();
    for (const c of contents) minutesOf.set(c.moduleId, (minutesOf.get(c.moduleId) ?? 0) + c.minutes);
    const attachmentsOf = groupBy(files, (r) => r.moduleId, (r) => r.attachmentId);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      estimatedMinutes: r.estimatedMinutes,
      contentMinutes: minutesOf.get(r.id) ?? 0,
      description: r.description,
      tags: r.tags,
      htmlBody: r.htmlBody,
      imageSet: r.imageSet,
      contentIds: contentsOf.get(r.id) ?? [],
      attachmentIds: attachmentsOf.get(r.id) ?? [],
    }));
  }

  /** Locks the module's row for the rest of the transaction; false when there is none. */
  async function lockModule(tx: Tx, id: string): Promise<boolean> {
    const [row] = await tx.select({ id: learningModules.id }).from(learningModules).where(eq(learningModules.id, id)).for("update");
    return row !== undefined;
  }

  async function replaceContents(tx: Tx, moduleId: string, ids: readonly string[]): Promise<void> {
    await mustExist(tx, learningContents, learningContents.id, ids, "learning_content_ids", "learning content");
    await tx.delete(moduleContents).where(eq(moduleContents.moduleId, moduleId));
    if (ids.length > 0) await tx.insert(moduleContents).values(ids.map((contentId, position) => ({ moduleId, contentId, position })));
  }

  async function replaceAttachments(tx: Tx, moduleId: string, ids: readonly string[]): Promise<void> {
    await mustExist(tx, attachments, attachments.id, ids, "attachment_ids", "attachment");
    await tx.delete(moduleAttachments).where(eq(moduleAttachments.moduleId, moduleId));
    if (ids.length > 0) await tx.insert(moduleAttachments).values(ids.map((attachmentId, position) => ({ moduleId, attachmentId, position })));
  }

  return {
    async module(id) {
      const rows = await db.select().from(learningModules).where(eq(learningModules.id, id));
      return (await withLinks(db, rows))[0] ?? null;
    },

    async allModules() {
      const rows = await db.select().from(learningModules).orderBy(asc(learningModules.createdAt), asc(learningModules.id));
      return withLinks(db, rows, true);
    },

    async modulePage(after, size) {
      const q = keyset({ sort: learningModules.createdAt, id: learningModules.id, after, size });
      const [rows, [total]] = await Promise.all([
        db.select({ row: learningModules, sortKey: q.sortKey }).from(learningModules).where(q.where).orderBy(...q.orderBy).limit(q.limit),
        db.select({ n: count() }).from(learningModules),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.row.id }));
      return { items: await withLinks(db, page.items.map((r) => r.row)), next: page.next, total: total?.n ?? 0 };
    },

    async createModule(values) {
      return db.transaction(async (tx) => {
        const { contentIds, attachmentIds, ...fields } = values;
        await mustExist(tx, learningContents, learningContents.id, contentIds, "learning_content_ids", "learning content");
        await mustExist(tx, attachments, attachments.id, attachmentIds, "attachment_ids", "attachment");
        const [row] = await tx.insert(learningModules).values(fields).returning({ id: learningModules.id });
        await replaceContents(tx, row!.id, contentIds);
        await replaceAttachments(tx, row!.id, attachmentIds);
        return row!.id;
      });
    },

    async editModule(id, changes) {
      return db.transaction(async (tx) => {
        if (!(await lockModule(tx, id))) return false;
        const { contentIds, attachmentIds, ...fields } = changes;
        if (contentIds) await replaceContents(tx, id, contentIds);
        if (attachmentIds) await replaceAttachments(tx, id, attachmentIds);
        const [current] = await tx
          .select({ title: learningModules.title, description: learningModules.description, htmlBody: learningModules.htmlBody })
          .from(learningModules)
          .where(eq(learningModules.id, id));
        // Its translations (the starter library's; ADR 0036) translate the text being replaced: they go.
        if (current && textChanged(current, fields)) await tx.delete(learningModuleTranslations).where(eq(learningModuleTranslations.moduleId, id));
        await tx.update(learningModules).set({ ...fields, updatedAt: new Date() }).where(eq(learningModules.id, id));
        return true;
      });
    },

    async removeModule(id) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ title: learningModules.title }).from(learningModules).where(eq(learningModules.id, id)).for("update");
        if (!row) return false;
        // Learners' history: rows assigned but not completed go; completed ones stay with the title.
        await tx.delete(userLearningModules).where(and(eq(userLearningModules.moduleId, id), isNull(userLearningModules.completedAt)));
        await tx
          .update(userLearningModules)
          .set({ title: row.title })
          .where(and(eq(userLearningModules.moduleId, id), eq(userLearningModules.title, "")));
        // module_contents, category_modules and module_attachments rows go by cascade.
        await tx.delete(learningModules).where(eq(learningModules.id, id));
        return true;
      });
    },

    async reorder(id, contentIds) {
      return db.transaction(async (tx) => {
        if (!(await lockModule(tx, id))) return false;
        const now = await tx.select({ contentId: moduleContents.contentId }).from(moduleContents).where(eq(moduleContents.moduleId, id));
        const have = new Set(now.map((r) => r.contentId));
        if (contentIds.length !== have.size || contentIds.some((c) => !have.has(c))) {
          throw rpcError.invalidArgument(
            "learning_content_ids: list every content of the module exactly once, in the new order (add or remove contents with their own calls).",
          );
        }
        for (const [position, contentId] of contentIds.entries()) {
          await tx
            .update(moduleContents)
            .set({ position })
            .where(and(eq(moduleContents.moduleId, id), eq(moduleContents.contentId, contentId)));
        }
        await tx.update(learningModules).set({ updatedAt: new Date() }).where(eq(learningModules.id, id));
        return true;
      });
    },

    async assign(moduleId, contentId) {
      return db.transaction(async (tx) => {
        if (!(await lockModule(tx, moduleId))) return "module";
        const [content] = await tx.select({ id: learningContents.id }).from(learningContents).where(eq(learningContents.id, contentId)).for("share");
        if (!content) return "content";
        const [top] = await tx.select({ top: max(moduleContents.position) }).from(moduleContents).where(eq(moduleContents.moduleId, moduleId));
        await tx
          .insert(moduleContents)
          .values({ moduleId, contentId, position: (top?.top ?? -1) + 1 })
          .onConflictDoNothing();
        return "ok";
      });
    },

    async unassign(moduleId, contentId) {
      return db.transaction(async (tx) => {
        if (!(await lockModule(tx, moduleId))) return "module";
        const [content] = await tx.select({ id: learningContents.id }).from(learningContents).where(eq(learningContents.id, contentId));
        if (!content) return "content";
        await tx.delete(moduleContents).where(and(eq(moduleContents.moduleId, moduleId), eq(moduleContents.contentId, contentId)));
        return "ok";
      });
    },
  };
}

