/**
 * The learning library's SQL: categories (a tree with ordered children, assigned modules and
 * contents) and learning contents (with their attachments). Writes that read the tree take one
 * transaction-scoped advisory lock, so two admins moving categories at once cannot make a cycle;
 * link lists are rewritten under the owner's row lock, so concurrent edits neither lose an
 * update nor duplicate a link (the link tables' primary keys forbid duplicates anyway).
 */
import { and, asc, count, eq, inArray, isNull, max, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import {
  attachments,
  categories,
  categoryContents,
  categoryModules,
  categoryTranslations,
  contentAttachments,
  learningCompletionLog,
  learningContents,
  learningModules,
  userLearningContents,
} from "../../db/schema/index.js";
import { rpcError } from "../../core/errors.js";
import { keyset, pageOf, type Cursor } from "../paging.js";
import { categoryCycle, featuredPlacementProblem, isFeaturedTitle } from "../../learning/learning-validation.js";
import type { CategoryChanges, CategoryRecord, CategoryValues, ContentChanges, ContentRecord, ContentValues } from "./learning-mapper.js";
import { textChanged } from "./translations.js";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;
type CategoryRow = typeof categories.$inferSelect;
type ContentRow = typeof learningContents.$inferSelect;

export interface Page<T> {
  items: T[];
  next: Cursor | null;
  total: number;
}

/** Lock key of the category tree (pg_advisory_xact_lock). */
const TREE_LOCK = sql`select pg_advisory_xact_lock(hashtext('compass.learning.category-tree'))`;

/** The first id of `ids` that `column` of `table` does not hold, or undefined. */
async function firstMissing(db: Executor, table: PgTable, column: AnyPgColumn, ids: readonly string[]): Promise<string | undefined> {
  if (ids.length === 0) return undefined;
  const found = await db.select({ id: column }).from(table).where(inArray(column, [...ids]));
  const have = new Set(found.map((r) => r.id as string));
  return ids.find((id) => !have.has(id));
}

/** What a missing reference's refusal says, by what is missing: whole words, so each translates as one. */
const NO_SUCH = {
  attachment: "no attachment has the id",
  "learning content": "no learning content has the id",
  "learning module": "no learning module has the id",
} as const;

/** INVALID_ARGUMENT naming `field` when one of `ids` is not in `table`. */
export async function mustExist(db: Executor, table: PgTable, column: AnyPgColumn, ids: readonly string[], field: string, noun: keyof typeof NO_SUCH): Promise<void> {
  const missing = await firstMissing(db, table, column, ids);
  if (missing !== undefined) throw rpcError.invalidArgument(`${field}: ${NO_SUCH[noun]} ${JSON.stringify(missing.slice(0, 64))}.`);
}

export const groupBy = <R>(rows: readonly R[], key: (r: R) => string, value: (r: R) => string): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(value(r));
    else out.set(k, [value(r)]);
  }
  return out;
};

/** What AdminAssignToCategory / AdminUnassignToCategory name: a module, a content, or both. */
export interface CategoryItem {
  moduleId: string | null;
  contentId: string | null;
}
export type CategoryItemMissing = "category" | "module" | "content";

export interface LearningStore {
  category(id: string): Promise<CategoryRecord | null>;
  allCategories(): Promise<CategoryRecord[]>;
  categoryPage(after: Cursor | null, size: number): Promise<Page<CategoryRecord>>;
  createCategory(values: CategoryValues): Promise<string>;
  /** False when there is no such category. */
  editCategory(id: string, changes: CategoryChanges): Promise<boolean>;
  /** False when there is no such category. Its links go with it; its children move to the top. */
  removeCategory(id: string): Promise<boolean>;
  /** Replaces the category's assigned modules and contents (each list when given). False: no such category. */
  replaceAssigned(id: string, lists: Pick<CategoryChanges, "moduleIds" | "contentIds">): Promise<boolean>;
  /** Adds a module and/or content at the end of the category's lists (nothing when already there). */
  assign(id: string, item: CategoryItem): Promise<"ok" | CategoryItemMissing>;
  /** Removes a module and/or content from the category (nothing when not there). */
  unassign(id: string, item: CategoryItem): Promise<"ok" | CategoryItemMissing>;

  content(id: string): Promise<ContentRecord | null>;
  allContents(): Promise<ContentRecord[]>;
  contentPage(after: Cursor | null, size: number): Promise<Page<ContentRecord>>;
  createContent(values: ContentValues): Promise<string>;
  /** False when there is no such content. `finish` sees the current row and may adjust or refuse the changes. */
  editContent(id: string, finish: (current: ContentRecord) => ContentChanges): Promise<boolean>;
  /** False when there is no such content. Its links (modules, categories, attachments) go with it; learners' completions stay (keepContentHistory). */
  removeContent(id: string): Promise<boolean>;
}

/**
 * Before a content goes: learners' rows assigned but not completed go with it; completed rows and
 * the completion log stay (no foreign key), each with the content's title if it had none yet.
 */
export async function keepContentHistory(tx: Tx, contentId: string, title: string): Promise<void> {
  await tx.delete(userLearningContents).where(and(eq(userLearningContents.contentId, contentId), isNull(userLearningContents.completedAt)));
  await tx
    .update(userLearningContents)
    .set({ title })
    .where(and(eq(userLearningContents.contentId, contentId), eq(userLearningContents.title, "")));
  await tx
    .update(learningCompletionLog)
    .set({ title })
    .where(and(eq(learningCompletionLog.contentId, contentId), eq(learningCompletionLog.title, "")));
}

export function createLearningStore(db: Db): LearningStore {
  // ---- categories ------------------------------------------------------------------------------

  async function withCategoryLinks(db: Executor, rows: readonly CategoryRow[], all = false): Promise<CategoryRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const filter = <C extends AnyPgColumn>(column: C): SQL | undefined => (all ? undefined : inArray(column, ids));
    const [children, modules, contents] = await Promise.all([
      db
        .select({ id: categories.id, parent: categories.parentCategoryId })
        .from(categories)
        .where(all ? sql`${categories.parentCategoryId} is not null` : inArray(categories.parentCategoryId, ids))
        .orderBy(asc(categories.position), asc(categories.createdAt), asc(categories.id)),
      db.select().from(categoryModules).where(filter(categoryModules.categoryId)).orderBy(asc(categoryModules.position), asc(categoryModules.moduleId)),
      db.select().from(categoryContents).where(filter(categoryContents.categoryId)).orderBy(asc(categoryContents.position), asc(categoryContents.contentId)),
    ]);
    const childrenOf = groupBy(children, (r) => r.parent!, (r) => r.id);
    const modulesOf = groupBy(modules, (r) => r.categoryId, (r) => r.moduleId);
    const contentsOf = groupBy(contents, (r) => r.categoryId, (r) => r.contentId);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      imageSet: r.imageSet,
      description: r.description,
      htmlBody: r.htmlBody,
      parentCategoryId: r.parentCategoryId,
      childrenIds: childrenOf.get(r.id) ?? [],
      moduleIds: modulesOf.get(r.id) ?? [],
      contentIds: contentsOf.get(r.id) ?? [],
      featured: isFeaturedTitle(r.title),
    }));
  }

  /** Checks a category's place in the tree: the parent exists, no cycle, 'featured' kept apart. */
  async function checkPlacement(tx: Tx, id: string | null, title: string, parentId: string | null, childTitles: readonly string[]): Promise<void> {
    if (isFeaturedTitle(title) && childTitles.length > 0) {
      throw rpcError.invalidArgument("title: the featured category cannot hold other categories; move its children first.");
    }
    if (isFeaturedTitle(title)) {
      // Under TREE_LOCK, so two admins cannot both make one; categories_one_featured_idx backs it up.
      const others = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(sql`lower(btrim(${categories.title})) = 'featured'`, id === null ? undefined : ne(categories.id, id)))
        .limit(1);
      if (others.length > 0) throw rpcError.alreadyExists("title: there is already a featured category; edit that one instead.");
    }
    if (parentId === null) return;
    const [parent] = await tx.select({ title: categories.title }).from(categories).where(eq(categories.id, parentId));
    if (!parent) throw rpcError.invalidArgument(`parent_category_id: no category has the id ${JSON.stringify(parentId.slice(0, 64))}.`);
    const problem = featuredPlacementProblem(title, parent);
    if (problem) throw rpcError.invalidArgument(problem);
    if (id !== null) {
      const tree = await tx.select({ id: categories.id, parent: categories.parentCategoryId }).from(categories);
      const parentOf = new Map(tree.map((r) => [r.id, r.parent]));
      if (categoryCycle(parentOf, id, parentId)) {
        throw rpcError.invalidArgument("parent_category_id: a category cannot go under itself or one of its own subcategories.");
      }
    }
  }

  async function nextChildPosition(tx: Tx, parentId: string | null): Promise<number> {
    const where = parentId === null ? sql`${categories.parentCategoryId} is null` : eq(categories.parentCategoryId, parentId);
    const [row] = await tx.select({ top: max(categories.position) }).from(categories).where(where);
    return (row?.top ?? -1) + 1;
  }

  /** Replaces the listed link lists; `fields` are the request's names of the two lists, for messages. */
  async function replaceCategoryLinks(
    tx: Tx,
    categoryId: string,
    changes: Pick<CategoryChanges, "moduleIds" | "contentIds">,
    fields = { modules: "assigned_modules_ids", contents: "assigned_content_ids" },
  ): Promise<void> {
    if (changes.moduleIds) {
      await mustExist(tx, learningModules, learningModules.id, changes.moduleIds, fields.modules, "learning module");
      await tx.delete(categoryModules).where(eq(categoryModules.categoryId, categoryId));
      if (changes.moduleIds.length > 0) {
        await tx.insert(categoryModules).values(changes.moduleIds.map((moduleId, position) => ({ categoryId, moduleId, position })));
      }
    }
    if (changes.contentIds) {
      await mustExist(tx, learningContents, learningContents.id, changes.contentIds, fields.contents, "learning content");
      await tx.delete(categoryContents).where(eq(categoryContents.categoryId, categoryId));
      if (changes.contentIds.length > 0) {
        await tx.insert(categoryContents).values(changes.contentIds.map((contentId, position) => ({ categoryId, contentId, position })));
      }
    }
  }

  /** Locks the category's row; answers which of the category, module or content does not exist. */
  async function lockCategoryItem(tx: Tx, id: string, item: CategoryItem): Promise<CategoryItemMissing | null> {
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for("update");
    if (!row) return "category";
    if (item.moduleId !== null && (await firstMissing(tx, learningModules, learningModules.id, [item.moduleId])) !== undefined) return "module";
    if (item.contentId !== null && (await firstMissing(tx, learningContents, learningContents.id, [item.contentId])) !== undefined) return "content";
    return null;
  }

  // ---- contents --------------------------------------------------------------------------------

  async function withContentLinks(db: Executor, rows: readonly ContentRow[], all = false): Promise<ContentRecord[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select()
      .from(contentAttachments)
      .where(all ? undefined : inArray(contentAttachments.contentId, rows.map((r) => r.id)))
      .orderBy(asc(contentAttachments.position), asc(contentAttachments.attachmentId));
    const attachmentsOf = groupBy(links, (r) => r.contentId, (r) => r.attachmentId);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      estimatedMinutes: r.estimatedMinutes,
      contentType: r.contentType,
      htmlBody: r.htmlBody,
      description: r.description,
      video: r.video,
      tags: r.tags,
      imageSet: r.imageSet,
      attachmentIds: attachmentsOf.get(r.id) ?? [],
    }));
  }

  async function replaceContentAttachments(tx: Tx, contentId: string, ids: readonly string[]): Promise<void> {
    await mustExist(tx, attachments, attachments.id, ids, "attachment_ids", "attachment");
    await tx.delete(contentAttachments).where(eq(contentAttachments.contentId, contentId));
    if (ids.length > 0) await tx.insert(contentAttachments).values(ids.map((attachmentId, position) => ({ contentId, attachmentId, position })));
  }

  return {
    async category(id) {
      const rows = await db.select().from(categories).where(eq(categories.id, id));
      return (await withCategoryLinks(db, rows))[0] ?? null;
    },

    async allCategories() {
      const rows = await db.select().from(categories).orderBy(asc(categories.createdAt), asc(categories.id));
      return withCategoryLinks(db, rows, true);
    },

    async categoryPage(after, size) {
      const q = keyset({ sort: categories.createdAt, id: categories.id, after, size });
      const [rows, [total]] = await Promise.all([
        db.select({ row: categories, sortKey: q.sortKey }).from(categories).where(q.where).orderBy(...q.orderBy).limit(q.limit),
        db.select({ n: count() }).from(categories),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.row.id }));
      return { items: await withCategoryLinks(db, page.items.map((r) => r.row)), next: page.next, total: total?.n ?? 0 };
    },

    async createCategory(values) {
      return db.transaction(async (tx) => {
        await tx.execute(TREE_LOCK);
        await checkPlacement(tx, null, values.title, values.parentCategoryId, []);
        const position = await nextChildPosition(tx, values.parentCategoryId);
        const [row] = await tx
          .insert(categories)
          .values({
            title: values.title,
            imageSet: values.imageSet,
            description: values.description,
            htmlBody: values.htmlBody,
            parentCategoryId: values.parentCategoryId,
            position,
          })
          .returning({ id: categories.id });
        return row!.id;
      });
    },

    async editCategory(id, changes) {
      return db.transaction(async (tx) => {
        await tx.execute(TREE_LOCK);
        const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
        if (!current) return false;
        const children = await tx
          .select({ id: categories.id, title: categories.title })
          .from(categories)
          .where(eq(categories.parentCategoryId, id))
          .orderBy(asc(categories.position), asc(categories.createdAt), asc(categories.id));
        const title = changes.title ?? current.title;
        const parentId = changes.parentCategoryId !== undefined ? changes.parentCategoryId : current.parentCategoryId;
        if (changes.title !== undefined || changes.parentCategoryId !== undefined) {
          await checkPlacement(tx, id, title, parentId, children.map((c) => c.title));
        }
        if (changes.childrenIds) {
          const now = new Set(children.map((c) => c.id));
          if (changes.childrenIds.length !== now.size || changes.childrenIds.some((c) => !now.has(c))) {
            throw rpcError.invalidArgument(
              "children_category_ids: list exactly this category's subcategories, in the new order (move a category by its parent_category_id).",
            );
          }
          for (const [position, childId] of changes.childrenIds.entries()) {
            await tx.update(categories).set({ position }).where(and(eq(categories.id, childId), eq(categories.parentCategoryId, id)));
          }
        }
        const moved = changes.parentCategoryId !== undefined && changes.parentCategoryId !== current.parentCategoryId;
        // Its translations (the starter library's; ADR 0036) translate the text being replaced: they go.
        if (textChanged(current, changes)) await tx.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
        await tx
          .update(categories)
          .set({
            ...(changes.title !== undefined ? { title: changes.title } : {}),
            ...(changes.imageSet !== undefined ? { imageSet: changes.imageSet } : {}),
            ...(changes.description !== undefined ? { description: changes.description } : {}),
            ...(changes.htmlBody !== undefined ? { htmlBody: changes.htmlBody } : {}),
            ...(moved ? { parentCategoryId: parentId, position: await nextChildPosition(tx, parentId) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(categories.id, id));
        await replaceCategoryLinks(tx, id, changes);
        return true;
      });
    },

    async removeCategory(id) {
      return db.transaction(async (tx) => {
        await tx.execute(TREE_LOCK);
        // The links (category_modules, category_contents) go by their foreign keys' cascade, the
        // children are lifted to the top (set null), all in this transaction.
        const gone = await tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
        return gone.length > 0;
      });
    },

    async replaceAssigned(id, lists) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for("update");
        if (!row) return false;
        await replaceCategoryLinks(tx, id, lists, { modules: "learning_module_ids", contents: "learning_content_ids" });
        return true;
      });
    },

    async assign(id, item) {
      return db.transaction(async (tx) => {
        const missing = await lockCategoryItem(tx, id, item);
        if (missing) return missing;
        if (item.moduleId !== null) {
          const [top] = await tx.select({ top: max(categoryModules.position) }).from(categoryModules).where(eq(categoryModules.categoryId, id));
          await tx
            .insert(categoryModules)
            .values({ categoryId: id, moduleId: item.moduleId, position: (top?.top ?? -1) + 1 })
            .onConflictDoNothing();
        }
        if (item.contentId !== null) {
          const [top] = await tx.select({ top: max(categoryContents.position) }).from(categoryContents).where(eq(categoryContents.categoryId, id));
          await tx
            .insert(categoryContents)
            .values({ categoryId: id, contentId: item.contentId, position: (top?.top ?? -1) + 1 })
            .onConflictDoNothing();
        }
        return "ok";
      });
    },

    async unassign(id, item) {
      return db.transaction(async (tx) => {
        const missing = await lockCategoryItem(tx, id, item);
        if (missing) return missing;
        if (item.moduleId !== null) {
          await tx.delete(categoryModules).where(and(eq(categoryModules.categoryId, id), eq(categoryModules.moduleId, item.moduleId)));
        }
        if (item.contentId !== null) {
          await tx.delete(categoryContents).where(and(eq(categoryContents.categoryId, id), eq(categoryContents.contentId, item.contentId)));
        }
        return "ok";
      });
    },

    async content(id) {
      const rows = await db.select().from(learningContents).where(eq(learningContents.id, id));
      return (await withContentLinks(db, rows))[0] ?? null;
    },

    async allContents() {
      const rows = await db.select().from(learningContents).orderBy(asc(learningContents.createdAt), asc(learningContents.id));
      return withContentLinks(db, rows, true);
    },

    async contentPage(after, size) {
      const q = keyset({ sort: learningContents.createdAt, id: learningContents.id, after, size });
      const [rows, [total]] = await Promise.all([
        db.select({ row: learningContents, sortKey: q.sortKey }).from(learningContents).where(q.where).orderBy(...q.orderBy).limit(q.limit),
        db.select({ n: count() }).from(learningContents),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.row.id }));
      return { items: await withContentLinks(db, page.items.map((r) => r.row)), next: page.next, total: total?.n ?? 0 };
    },

    async createContent(values) {
      return db.transaction(async (tx) => {
        const { attachmentIds, ...fields } = values;
        await mustExist(tx, attachments, attachments.id, attachmentIds, "attachment_ids", "attachment");
        const [row] = await tx.insert(learningContents).values(fields).returning({ id: learningContents.id });
        await replaceContentAttachments(tx, row!.id, attachmentIds);
        return row!.id;
      });
    },

    async editContent(id, finish) {
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(learningContents).where(eq(learningContents.id, id)).for("update");
        const [current] = await withContentLinks(tx, rows);
        if (!current) return false;
        const { attachmentIds, ...fields } = finish(current);
        if (attachmentIds) await replaceContentAttachments(tx, id, attachmentIds);
        await tx.update(learningContents).set({ ...fields, updatedAt: new Date() }).where(eq(learningContents.id, id));
        return true;
      });
    },

    async removeContent(id) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ title: learningContents.title }).from(learningContents).where(eq(learningContents.id, id)).for("update");
        if (!row) return false;
        await keepContentHistory(tx, id, row.title);
        // module_contents, category_contents and content_attachments rows go by cascade.
        await tx.delete(learningContents).where(eq(learningContents.id, id));
        return true;
      });
    },
  };
}
