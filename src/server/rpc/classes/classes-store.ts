/**
 * The classes' SQL. One statement per write, so no transaction: an update sets only the changed
 * columns and last_updated (updated_at), a delete removes the row (nothing else refers to a class).
 *
 * Listing order: by when the class starts — class_date, then class_time (a row without a time
 * counts as midnight) — then by id, so classes at the same moment keep one order between pages.
 * The keyset is that start as a `timestamp` (date + time, no zone: every class is in the
 * organisation's zone, so wall-clock order is start order) and the id; the cursor carries the
 * start's exact text (`2025-03-09 14:30:00`).
 */
import { count, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { classes } from "../../db/schema/index.js";
import { pageOf, type Cursor } from "../paging.js";
import type { ClassChanges, ClassRecord, ClassValues } from "./classes-mapper.js";

export interface ClassPage {
  items: ClassRecord[];
  next: Cursor | null;
  total: number;
}

export interface ClassesStore {
  create(values: ClassValues, createdByUserId: string): Promise<string>;
  /** Writes the changed columns; false when there is no such class. */
  update(id: string, changes: ClassChanges): Promise<boolean>;
  /** False when there is no such class. */
  remove(id: string): Promise<boolean>;
  get(id: string): Promise<ClassRecord | null>;
  /** One page in start order after `after` (null: the first page). */
  page(after: Cursor | null, size: number): Promise<ClassPage>;
}

const record = {
  id: classes.id,
  title: classes.title,
  description: classes.description,
  classDate: classes.classDate,
  classTime: classes.classTime,
  url: classes.url,
  durationMinutes: classes.durationMinutes,
  address: classes.address,
  topic: classes.topic,
  trainingHours: classes.trainingHours,
  coSponsor: classes.coSponsor,
};

/** When a class starts, in the organisation's wall-clock time (the listing's sort key). */
const startsAt: SQL = sql`(${classes.classDate} + coalesce(${classes.classTime}, time '00:00'))`;

export function createClassesStore(db: Db): ClassesStore {
  return {
    async create(values, createdByUserId) {
      const [row] = await db
        .insert(classes)
        .values({ ...values, createdByUserId })
        .returning({ id: classes.id });
      return row!.id;
    },

    async update(id, changes) {
      const rows = await db
        .update(classes)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(classes.id, id))
        .returning({ id: classes.id });
      return rows.length > 0;
    },

    async remove(id) {
      const rows = await db.delete(classes).where(eq(classes.id, id)).returning({ id: classes.id });
      return rows.length > 0;
    },

    async get(id) {
      const [row] = await db.select(record).from(classes).where(eq(classes.id, id));
      return row ?? null;
    },

    async page(after, size) {
      const where = after ? sql`(${startsAt}, ${classes.id}) > (${after.key}::timestamp, ${after.id})` : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...record, sortKey: sql<string>`${startsAt}::text` })
          .from(classes)
          .where(where)
          .orderBy(startsAt, classes.id)
          .limit(size + 1),
        db.select({ n: count() }).from(classes),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.id }));
      return { items: page.items.map(({ sortKey: _, ...r }) => r), next: page.next, total: total?.n ?? 0 };
    },
  };
}
