/**
 * A learner's journey in SQL (issue #10 §1): the five lists of GetMyLearningJourney, completions
 * and assignments. Tables: user_learning_contents / user_learning_modules (one row per learner and
 * item: assigned, completed, or both) and learning_completion_log (one row per completion event).
 *
 * Rules the store keeps (journey-service.ts says why):
 * - an item is "assigned" while assigned and not completed; completing it moves it to the
 *   completed list, keeping its assigned time. Completing an item never assigned adds it to the
 *   journey as completed;
 * - completing an item again leaves its row as it was (first completion time, title) but adds a
 *   log row for a content (the log keeps every completion);
 * - completing a content completes, in the same transaction, every module of the library whose
 *   contents are then all completed by the learner (a module without contents never is);
 * - the row keeps the item's title at completion, the history shown once the item is removed
 *   (learning-store.ts `keepContentHistory`, learning-module-store.ts `removeModule`).
 *
 * Each write locks the content's or module's row FOR SHARE, so a removal running at the same time
 * waits and then finds the completed row (and keeps it) instead of racing with it. Times come from
 * the database's clock (now()), the one telemetry events are stamped with.
 *
 * The read is one round trip: one row of five JSON arrays built by PostgreSQL (compact tuples,
 * times as epoch milliseconds), parsed by JSON.parse and sorted here; a journey of 500 items would
 * otherwise be five queries of hundreds of row objects, each timestamp parsed by the driver
 * (bench/README.md, "Learning journey").
 */
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import { learningCompletionLog, learningContents, learningModules, moduleContents, userLearningContents, userLearningModules } from "../../db/schema/index.js";
import type { Tx } from "../learning/learning-store.js";

/** The status of a completed item and of each logged completion (the spec shows no values). */
export const COMPLETED = "COMPLETED";

export interface AssignedItem {
  id: string;
  assignedAtMs: number;
}

export interface CompletedItem {
  id: string;
  /** Null when the learner started it without an assignment. */
  assignedAtMs: number | null;
  completedAtMs: number;
  status: string;
}

export interface LoggedCompletion {
  contentId: string;
  completedAtMs: number;
  status: string;
  /** Seconds on the lesson since the previous completion of it (telemetry). */
  timeSpent: number;
}

export interface JourneyRecord {
  assignedContents: AssignedItem[];
  assignedModules: AssignedItem[];
  completedContents: CompletedItem[];
  completedModules: CompletedItem[];
  log: LoggedCompletion[];
}

/** What an assignment or completion names. */
export type JourneyItem = { moduleId: string } | { contentId: string };

/** Seconds a learner spent on a content since a time (or ever): telemetry's `timeSpentSeconds`. */
export type TimeSpent = (userId: string, contentId: string, since?: Date) => Promise<number>;

export interface JourneyStore {
  journey(userId: string): Promise<JourneyRecord>;
  /**
   * Logs a completion of the content (with the time spent since the learner's previous one) and
   * completes it and the modules it finishes, unless already completed. False: no such content.
   */
  completeContent(userId: string, contentId: string, timeSpent: TimeSpent): Promise<boolean>;
  /** Completes the module (not its contents), unless already completed. False: no such module. */
  completeModule(userId: string, moduleId: string): Promise<boolean>;
}

type Assigned = [id: string, assignedAtMs: number];
type Completed = [id: string, assignedAtMs: number | null, completedAtMs: number, status: string];
type Logged = [contentId: string, completedAtMs: number, status: string, timeSpent: number, entryId: string];
export interface JourneyRow extends Record<string, unknown> {
  assigned_contents: Assigned[];
  assigned_modules: Assigned[];
  completed_contents: Completed[];
  completed_modules: Completed[];
  log: Logged[];
}

/** A timestamp column as epoch milliseconds (date_part's double: cheaper than extract's numeric; null stays null). */
const ms = (column: string) => `floor(date_part('epoch', ${column}) * 1000)::int8`;

/**
 * One JSON array of tuples from the user's rows of `table` (alias t) that match `where`. Unordered:
 * sorting inside json_agg costs PostgreSQL more than sorting the parsed tuples here (toJourneyRecord).
 */
const listOf = (table: PgTable, columns: string, where: string, userId: string) =>
  sql`(select coalesce(json_agg(json_build_array(${sql.raw(columns)})), '[]'::json) from ${table} t where t.user_id = ${userId} and ${sql.raw(where)})`;

/** The five lists in one row (each list is read through the table's (user_id, …) key or index). */
export function journeyQuery(userId: string) {
  const assigned = (id: string) => `t.${id}, ${ms("t.assigned_at")}`;
  const completed = (id: string) => `t.${id}, ${ms("t.assigned_at")}, ${ms("t.completed_at")}, t.status`;
  return sql`select
    ${listOf(userLearningContents, assigned("content_id"), "t.completed_at is null", userId)} as assigned_contents,
    ${listOf(userLearningModules, assigned("module_id"), "t.completed_at is null", userId)} as assigned_modules,
    ${listOf(userLearningContents, completed("content_id"), "t.completed_at is not null", userId)} as completed_contents,
    ${listOf(userLearningModules, completed("module_id"), "t.completed_at is not null", userId)} as completed_modules,
    ${listOf(learningCompletionLog, `t.content_id, ${ms("t.completed_at")}, t.status, t.time_spent, t.id`, "true", userId)} as log`;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Oldest assignment first (ties by id). */
const assignedOrder = (a: AssignedItem, b: AssignedItem) => a.assignedAtMs - b.assignedAtMs || byText(a.id, b.id);
/** Most recent completion first (ties by id). */
const completedOrder = (a: CompletedItem, b: CompletedItem) => b.completedAtMs - a.completedAtMs || byText(a.id, b.id);

/** The row's tuples as records, each list in its order. */
export function toJourneyRecord(row: JourneyRow): JourneyRecord {
  const assigned = ([id, at]: Assigned): AssignedItem => ({ id, assignedAtMs: Number(at) });
  const completed = ([id, assignedAt, completedAt, status]: Completed): CompletedItem => ({
    id,
    assignedAtMs: assignedAt === null ? null : Number(assignedAt),
    completedAtMs: Number(completedAt),
    status,
  });
  // The log: most recent first, then by the entry's id (a stable order for entries of one instant).
  const log = row.log
    .map(([contentId, at, status, timeSpent, entryId]) => ({ entryId, entry: { contentId, completedAtMs: Number(at), status, timeSpent: Number(timeSpent) } }))
    .sort((a, b) => b.entry.completedAtMs - a.entry.completedAtMs || byText(a.entryId, b.entryId));
  return {
    assignedContents: row.assigned_contents.map(assigned).sort(assignedOrder),
    assignedModules: row.assigned_modules.map(assigned).sort(assignedOrder),
    completedContents: row.completed_contents.map(completed).sort(completedOrder),
    completedModules: row.completed_modules.map(completed).sort(completedOrder),
    log: log.map((l) => l.entry),
  };
}

/** A time spent the log can hold: finite, not negative. */
const seconds = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Locks the content's row FOR SHARE and answers its title, or null when there is none. */
async function contentTitle(tx: Tx, contentId: string): Promise<string | null> {
  const [row] = await tx.select({ title: learningContents.title }).from(learningContents).where(eq(learningContents.id, contentId)).for("share");
  return row?.title ?? null;
}

/** Locks the module's row FOR SHARE and answers its title, or null when there is none. */
async function moduleTitle(tx: Tx, moduleId: string): Promise<string | null> {
  const [row] = await tx.select({ title: learningModules.title }).from(learningModules).where(eq(learningModules.id, moduleId)).for("share");
  return row?.title ?? null;
}

/** Completes the module for the learner unless already completed (its assignment, if any, is kept). */
async function completeModuleRow(tx: Tx, userId: string, moduleId: string, title: string): Promise<void> {
  await tx.execute(sql`
    insert into ${userLearningModules} (user_id, module_id, title, completed_at, status)
    values (${userId}, ${moduleId}, ${title}, now(), ${COMPLETED})
    on conflict (user_id, module_id) do update
      set completed_at = excluded.completed_at, status = excluded.status, title = excluded.title
      where ${userLearningModules.completedAt} is null`);
}

export function createJourneyStore(db: Db): JourneyStore {
  return {
    async journey(userId) {
      const result = await db.execute<JourneyRow>(journeyQuery(userId));
      return toJourneyRecord(result.rows[0]!);
    },

    async completeContent(userId, contentId, timeSpent) {
      // Time on the lesson since the previous completion (all of it the first time), read before the
      // transaction: it may use another connection of the pool.
      const previous = await db.execute<{ at: number | null }>(
        sql`select ${sql.raw(ms("max(completed_at)"))} as at from ${learningCompletionLog} where user_id = ${userId} and content_id = ${contentId}`,
      );
      const at = previous.rows[0]?.at;
      const spent = seconds(await timeSpent(userId, contentId, at === null || at === undefined ? undefined : new Date(Number(at))));
      return db.transaction(async (tx) => {
        const title = await contentTitle(tx, contentId);
        if (title === null) return false;
        await tx.insert(learningCompletionLog).values({ userId, contentId, title, status: COMPLETED, timeSpent: spent, completedAt: sql`now()` });
        await tx.execute(sql`
          insert into ${userLearningContents} (user_id, content_id, title, completed_at, status)
          values (${userId}, ${contentId}, ${title}, now(), ${COMPLETED})
          on conflict (user_id, content_id) do update
            set completed_at = excluded.completed_at, status = excluded.status, title = excluded.title
            where ${userLearningContents.completedAt} is null`);
        // Every module holding this content whose contents are now all completed by the learner.
        await tx.execute(sql`
          insert into ${userLearningModules} (user_id, module_id, title, completed_at, status)
          select ${userId}, m.id, m.title, now(), ${COMPLETED}
            from ${learningModules} m
           where m.id in (select mc.module_id from ${moduleContents} mc where mc.content_id = ${contentId})
             and not exists (
               select 1 from ${moduleContents} mc
                 left join ${userLearningContents} u
                   on u.user_id = ${userId} and u.content_id = mc.content_id and u.completed_at is not null
                where mc.module_id = m.id and u.content_id is null)
          on conflict (user_id, module_id) do update
            set completed_at = excluded.completed_at, status = excluded.status, title = excluded.title
            where ${userLearningModules.completedAt} is null`);
        return true;
      });
    },

    async completeModule(userId, moduleId) {
      return db.transaction(async (tx) => {
        const title = await moduleTitle(tx, moduleId);
        if (title === null) return false;
        await completeModuleRow(tx, userId, moduleId, title);
        return true;
      });
    },
  };
}

/**
 * Puts a module or content on the learner's journey as assigned by `assignedBy` (a coach; null when
 * the system assigns). Assigning what is already assigned changes nothing (the first assignment
 * stays); assigning what the learner already completed records the assignment and it stays
 * completed. False: no such module or content. The caller checks who may assign to whom.
 */
export async function assignToJourney(db: Db, userId: string, item: JourneyItem, assignedBy: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ("contentId" in item) {
      if ((await contentTitle(tx, item.contentId)) === null) return false;
      await tx.execute(sql`
        insert into ${userLearningContents} (user_id, content_id, assigned_at, assigned_by_user_id)
        values (${userId}, ${item.contentId}, now(), ${assignedBy})
        on conflict (user_id, content_id) do update
          set assigned_at = excluded.assigned_at, assigned_by_user_id = excluded.assigned_by_user_id
          where ${userLearningContents.assignedAt} is null`);
      return true;
    }
    if ((await moduleTitle(tx, item.moduleId)) === null) return false;
    await tx.execute(sql`
      insert into ${userLearningModules} (user_id, module_id, assigned_at, assigned_by_user_id)
      values (${userId}, ${item.moduleId}, now(), ${assignedBy})
      on conflict (user_id, module_id) do update
        set assigned_at = excluded.assigned_at, assigned_by_user_id = excluded.assigned_by_user_id
        where ${userLearningModules.assignedAt} is null`);
    return true;
  });
}

/**
 * Takes a coach's assignment off the learner's journey: an item not yet completed leaves the journey;
 * a completed one stays completed, no longer marked assigned. False when it was not assigned.
 */
export async function unassignFromJourney(db: Db, userId: string, item: JourneyItem): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [table, column, id] =
      "contentId" in item ? ([userLearningContents, userLearningContents.contentId, item.contentId] as const) : ([userLearningModules, userLearningModules.moduleId, item.moduleId] as const);
    const removed = await tx.execute(sql`
      delete from ${table} where user_id = ${userId} and ${column} = ${id} and assigned_at is not null and completed_at is null`);
    const kept = await tx.execute(sql`
      update ${table} set assigned_at = null, assigned_by_user_id = null
      where user_id = ${userId} and ${column} = ${id} and assigned_at is not null`);
    return (removed.rowCount ?? 0) + (kept.rowCount ?? 0) > 0;
  });
}

/** Whether the module and the content named exist (either may be absent). */
export async function learningItemsExist(db: Db, item: { moduleId?: string; contentId?: string }): Promise<{ module: boolean; content: boolean }> {
  return db.transaction(async (tx) => ({
    module: item.moduleId === undefined || (await moduleTitle(tx, item.moduleId)) !== null,
    content: item.contentId === undefined || (await contentTitle(tx, item.contentId)) !== null,
  }));
}
