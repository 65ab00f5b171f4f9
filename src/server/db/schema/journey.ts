/**
 * A learner's journey: modules and contents assigned to them (and when they
 * completed each), plus the log of every completion with the time spent.
 *
 * History outlives the library: module_id / content_id keep the item's id without a foreign key,
 * and `title` is the item's title when it was completed. Removing a module or content deletes only
 * the rows assigned but not completed (learning-store.ts, in the removal's transaction); completed
 * rows and the completion log stay, still showing the title.
 */
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, id } from "./columns.js";
import { users } from "./users.js";

/** assigned_learning_modules + completed_learning_modules (completed when completed_at is set). */
export const userLearningModules = pgTable(
  "user_learning_modules",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The module's id (no foreign key: a completed module's row outlives the module). */
    moduleId: text("module_id").notNull(),
    /** The module's title when completed (its history entry once the module is removed). */
    title: text("title").notNull().default(""),
    assignedByUserId: text("assigned_by_user_id").references(() => users.id, { onDelete: "set null" }),
    assignedAt: at("assigned_at"),
    completedAt: at("completed_at"),
    status: text("status").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId] }),
    index("user_learning_modules_module_idx").on(t.moduleId),
    index("user_learning_modules_assigned_by_idx").on(t.assignedByUserId),
    check("user_learning_modules_state_check", sql`${t.assignedAt} is not null or ${t.completedAt} is not null`),
  ],
);

/** assigned_learning_contents + completed_learning_contents. */
export const userLearningContents = pgTable(
  "user_learning_contents",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The content's id (no foreign key: a completed content's row outlives the content). */
    contentId: text("content_id").notNull(),
    /** The content's title when completed (its history entry once the content is removed). */
    title: text("title").notNull().default(""),
    assignedByUserId: text("assigned_by_user_id").references(() => users.id, { onDelete: "set null" }),
    assignedAt: at("assigned_at"),
    completedAt: at("completed_at"),
    status: text("status").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index("user_learning_contents_content_idx").on(t.contentId),
    index("user_learning_contents_assigned_by_idx").on(t.assignedByUserId),
    check("user_learning_contents_state_check", sql`${t.assignedAt} is not null or ${t.completedAt} is not null`),
  ],
);

/** log_every_completed_learning_contents: one row per completion, never updated. */
export const learningCompletionLog = pgTable(
  "learning_completion_log",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The content's id (no foreign key: the log is never pruned when the library changes). */
    contentId: text("content_id").notNull(),
    /** The content's title at the completion. */
    title: text("title").notNull().default(""),
    completedAt: at("completed_at").notNull().defaultNow(),
    status: text("status").notNull().default(""),
    timeSpent: doublePrecision("time_spent").notNull().default(0),
  },
  (t) => [
    index("learning_completion_log_user_idx").on(t.userId, t.completedAt.desc()),
    index("learning_completion_log_content_idx").on(t.contentId),
    check("learning_completion_log_time_check", sql`${t.timeSpent} >= 0`),
  ],
);
