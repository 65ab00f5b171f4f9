/**
 * A learner's journey: modules and contents assigned to them (and when they
 * completed each), plus the log of every completion with the time spent.
 */
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, id } from "./columns.js";
import { learningContents, learningModules } from "./learning.js";
import { users } from "./users.js";

/** assigned_learning_modules + completed_learning_modules (completed when completed_at is set). */
export const userLearningModules = pgTable(
  "user_learning_modules",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    moduleId: text("module_id")
      .notNull()
      .references(() => learningModules.id, { onDelete: "cascade" }),
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
    contentId: text("content_id")
      .notNull()
      .references(() => learningContents.id, { onDelete: "cascade" }),
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
    contentId: text("content_id")
      .notNull()
      .references(() => learningContents.id, { onDelete: "cascade" }),
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
