/**
 * The catalogue: categories (a tree with ordered children), learning modules,
 * learning contents, their orderings and the attachments they show.
 *
 * Search (migration 0007_search.sql) gives learning_modules and learning_contents generated
 * columns (search_head, search_document, search_title) with their indexes. They are
 * left out of these tables on purpose: PostgreSQL keeps them, only src/server/rpc/search/ reads
 * them, and the library's own reads should not fetch them.
 */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, id, timestamps } from "./columns.js";
import { attachments } from "./files.js";

export const categories = pgTable(
  "categories",
  {
    id: id(),
    title: text("title").notNull(),
    imageSet: jsonb("image_set").$type<Record<string, string>>().notNull().default({}),
    description: text("description").notNull().default(""),
    htmlBody: text("html_body").notNull().default(""),
    /** Removing a parent lifts its children to the top level. */
    parentCategoryId: text("parent_category_id").references((): AnyPgColumn => categories.id, { onDelete: "set null" }),
    /** Order among the parent's children (children_category_ids). */
    position: integer("position").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("categories_parent_position_idx").on(t.parentCategoryId, t.position),
    index("categories_title_lower_idx").on(sql`lower(${t.title})`),
    /** The paged list's walk (created_at, id). */
    index("categories_created_idx").on(t.createdAt, t.id),
    /** At most one 'featured' category (any case, spaces around ignored: isFeaturedTitle). */
    uniqueIndex("categories_one_featured_idx")
      .on(sql`(lower(btrim(${t.title})))`)
      .where(sql`lower(btrim(${t.title})) = 'featured'`),
    check("categories_not_own_parent", sql`${t.parentCategoryId} is distinct from ${t.id}`),
  ],
);

export const learningModules = pgTable(
  "learning_modules",
  {
    id: id(),
    title: text("title").notNull(),
    estimatedMinutes: integer("estimated_minutes").notNull().default(0),
    description: text("description").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    htmlBody: text("html_body").notNull().default(""),
    imageSet: jsonb("image_set").$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    index("learning_modules_created_idx").on(t.createdAt, t.id),
    index("learning_modules_tags_idx").using("gin", t.tags),
    check("learning_modules_minutes_check", sql`${t.estimatedMinutes} >= 0`),
  ],
);

export const CONTENT_TYPES = ["ARTICLE", "YOUTUBE_VIDEO"] as const;

export const learningContents = pgTable(
  "learning_contents",
  {
    id: id(),
    title: text("title").notNull(),
    estimatedMinutes: integer("estimated_minutes").notNull().default(0),
    contentType: text("content_type").notNull().default("UNSPECIFIED"),
    htmlBody: text("html_body").notNull().default(""),
    description: text("description").notNull().default(""),
    video: jsonb("video").$type<Record<string, string>>().notNull().default({}),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    imageSet: jsonb("image_set").$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    index("learning_contents_created_idx").on(t.createdAt, t.id),
    index("learning_contents_tags_idx").using("gin", t.tags),
    check("learning_contents_minutes_check", sql`${t.estimatedMinutes} >= 0`),
  ],
);

/** A module's contents in order (learning_content_ids). */
export const moduleContents = pgTable(
  "module_contents",
  {
    moduleId: text("module_id")
      .notNull()
      .references(() => learningModules.id, { onDelete: "cascade" }),
    contentId: text("content_id")
      .notNull()
      .references(() => learningContents.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.moduleId, t.contentId] }),
    index("module_contents_order_idx").on(t.moduleId, t.position),
    index("module_contents_content_idx").on(t.contentId),
  ],
);

/** Modules assigned to a category, in order (assigned_modules_ids). */
export const categoryModules = pgTable(
  "category_modules",
  {
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    moduleId: text("module_id")
      .notNull()
      .references(() => learningModules.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.moduleId] }),
    index("category_modules_order_idx").on(t.categoryId, t.position),
    index("category_modules_module_idx").on(t.moduleId),
  ],
);

/** Contents assigned to a category, in order (assigned_content_ids). */
export const categoryContents = pgTable(
  "category_contents",
  {
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    contentId: text("content_id")
      .notNull()
      .references(() => learningContents.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.contentId] }),
    index("category_contents_order_idx").on(t.categoryId, t.position),
    index("category_contents_content_idx").on(t.contentId),
  ],
);

/** A module's attachments, in order. */
export const moduleAttachments = pgTable(
  "module_attachments",
  {
    moduleId: text("module_id")
      .notNull()
      .references(() => learningModules.id, { onDelete: "cascade" }),
    attachmentId: text("attachment_id")
      .notNull()
      .references(() => attachments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.moduleId, t.attachmentId] }),
    index("module_attachments_attachment_idx").on(t.attachmentId),
  ],
);

/** A content's attachments, in order. */
export const contentAttachments = pgTable(
  "content_attachments",
  {
    contentId: text("content_id")
      .notNull()
      .references(() => learningContents.id, { onDelete: "cascade" }),
    attachmentId: text("attachment_id")
      .notNull()
      .references(() => attachments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.attachmentId] }),
    index("content_attachments_attachment_idx").on(t.attachmentId),
  ],
);

/**
 * A translation (ADR 0036): an item's title, description, tags and body in another language. It
 * is not an item of its own: ids, module membership, ordering, progress and assignments stay on
 * the translated content, module or category, and the translation goes with it (cascade). A
 * reader whose language has one reads it instead of the original (src/server/rpc/learning/
 * translations.ts). `language` is a lowercase ISO 639 code; the languages the application
 * translates into are CONTENT_LANGUAGES there.
 *
 * Migration 0027 gives the content and module translations the same generated search columns as
 * their items (search_head, search_document, search_title, search_stems) and feeds their titles
 * and tags to search_words, so the search finds an item by its translation's words too.
 */
const languageCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} ~ '^[a-z]{2,3}$'`);

export const learningContentTranslations = pgTable(
  "learning_content_translations",
  {
    contentId: text("content_id")
      .notNull()
      .references(() => learningContents.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    htmlBody: text("html_body").notNull().default(""),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.language] }), languageCheck("learning_content_translations_language_check", t.language)],
);

export const learningModuleTranslations = pgTable(
  "learning_module_translations",
  {
    moduleId: text("module_id")
      .notNull()
      .references(() => learningModules.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    htmlBody: text("html_body").notNull().default(""),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.language] }), languageCheck("learning_module_translations_language_check", t.language)],
);

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    htmlBody: text("html_body").notNull().default(""),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] }), languageCheck("category_translations_language_check", t.language)],
);

/**
 * The languages whose starter-library translations have been loaded (src/server/starter-library/
 * seed.ts): each is added once — with the library itself, or once to a library loaded before it
 * had that language — so a translation an administrator removes afterwards stays removed.
 */
export const starterLibraryLanguages = pgTable("starter_library_languages", {
  language: text("language").primaryKey(),
  loadedAt: at("loaded_at").notNull().defaultNow(),
});
