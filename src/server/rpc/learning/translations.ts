/**
 * The library in the reader's language (issue 38, item 7; ADR 0036). A content, module or
 * category may have a translation per language (learning_content_translations,
 * learning_module_translations, category_translations): its title, description, tags and body in
 * that language. A translation is not an item: ids, links, order, estimated minutes, images,
 * progress and telemetry stay the item's.
 *
 * Every read of the library goes through `createTranslator(db).contents/modules/categories`: given
 * the reader's language and the records about to be answered, one query per kind fetches the
 * translations of exactly those ids, and each record found gets the translation's text and
 * `language` set; the others stay the original (language ""). The original is what English
 * readers get, and what administrators always get: their reads feed the editors (an editor that
 * loaded the Spanish text would save it over the English); they see and edit a translation through
 * AdminGetLearningContentTranslations / AdminPutLearningContentTranslation.
 *
 * The reader's language is the request's `Accept-Language` (requestLanguage): the web app sends
 * the language its user reads the pages in, the one also kept as their `language` setting
 * (src/server/identity/user-language.ts), so the library's text matches the page around it with
 * no extra query.
 */
import type { HandlerContext } from "@connectrpc/connect";
import { and, asc, eq, param, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import { categoryTranslations, learningContents, learningContentTranslations, learningModuleTranslations } from "../../db/schema/index.js";
import { actorKey } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { cleanHtml } from "../../learning/html-sanitizer.js";
import { checkDescription, checkTags, checkTitle, orInvalidArgument } from "../../learning/learning-validation.js";
import { requestLanguage } from "../../i18n/server-messages.js";

/** The languages the library may be translated into (the originals are in English). */
export const CONTENT_LANGUAGES = ["es"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const isContentLanguage = (value: string): value is ContentLanguage => (CONTENT_LANGUAGES as readonly string[]).includes(value);

/**
 * The language a caller reads the library in: their request's language when the library may be
 * translated into it; null (the originals) for English, for other languages, and for
 * administrators.
 */
export function readingLanguage(ctx: HandlerContext): ContentLanguage | null {
  if (ctx.values.get(actorKey)?.role === "admin") return null;
  const language = requestLanguage(ctx.requestHeader.get("accept-language"));
  return isContentLanguage(language) ? language : null;
}

/** The text a translation replaces. */
export interface TranslatedText {
  title: string;
  description: string;
  htmlBody: string;
  tags?: string[];
}

/** A record that may be answered in a translation: `language` is set ("es") when it is. */
export interface Translatable extends TranslatedText {
  id: string;
  language?: string;
}

/**
 * Whether an edit replaces the text a translation translates (title, description or body): a
 * module's or category's translations then go (administrators have no editor for them yet; a
 * reader would otherwise keep reading the old text in their language). Tags alone do not count.
 */
export function textChanged(current: { title: string; description: string; htmlBody: string }, changes: Partial<{ title: string; description: string; htmlBody: string }>): boolean {
  return (
    (changes.title !== undefined && changes.title !== current.title) ||
    (changes.description !== undefined && changes.description !== current.description) ||
    (changes.htmlBody !== undefined && changes.htmlBody !== current.htmlBody)
  );
}

/** `records` with each one's translation (in `byId`) laid over its text; new objects, in the same order. */
export function overlay<T extends Translatable>(records: readonly T[], byId: ReadonlyMap<string, TranslatedText>, language: string): T[] {
  return records.map((record) => {
    const text = byId.get(record.id);
    if (!text) return record;
    return {
      ...record,
      title: text.title,
      description: text.description,
      htmlBody: text.htmlBody,
      ...(record.tags !== undefined && text.tags !== undefined ? { tags: text.tags } : {}),
      language,
    };
  });
}

export interface Translator {
  contents<T extends Translatable>(language: ContentLanguage | null, records: readonly T[]): Promise<T[]>;
  modules<T extends Translatable>(language: ContentLanguage | null, records: readonly T[]): Promise<T[]>;
  categories<T extends Translatable>(language: ContentLanguage | null, records: readonly T[]): Promise<T[]>;
}

/** `column` is one of `ids`: one array parameter, however many ids (a list of every content may hold thousands). */
const anyOf = (column: AnyPgColumn, ids: readonly string[]): SQL => sql`${column} = any(${param(ids)}::text[])`;

export function createTranslator(db: Db): Translator {
  /** One query: the translations of `ids` into `language`. */
  const contents = async (language: string, ids: string[]) =>
    db
      .select({
        id: learningContentTranslations.contentId,
        title: learningContentTranslations.title,
        description: learningContentTranslations.description,
        tags: learningContentTranslations.tags,
        htmlBody: learningContentTranslations.htmlBody,
      })
      .from(learningContentTranslations)
      .where(and(eq(learningContentTranslations.language, language), anyOf(learningContentTranslations.contentId, ids)));
  const modules = async (language: string, ids: string[]) =>
    db
      .select({
        id: learningModuleTranslations.moduleId,
        title: learningModuleTranslations.title,
        description: learningModuleTranslations.description,
        tags: learningModuleTranslations.tags,
        htmlBody: learningModuleTranslations.htmlBody,
      })
      .from(learningModuleTranslations)
      .where(and(eq(learningModuleTranslations.language, language), anyOf(learningModuleTranslations.moduleId, ids)));
  const categories = async (language: string, ids: string[]) =>
    db
      .select({
        id: categoryTranslations.categoryId,
        title: categoryTranslations.title,
        description: categoryTranslations.description,
        htmlBody: categoryTranslations.htmlBody,
      })
      .from(categoryTranslations)
      .where(and(eq(categoryTranslations.language, language), anyOf(categoryTranslations.categoryId, ids)));

  const translate =
    (load: (language: string, ids: string[]) => Promise<(TranslatedText & { id: string })[]>) =>
    async <T extends Translatable>(language: ContentLanguage | null, records: readonly T[]): Promise<T[]> => {
      if (language === null || records.length === 0) return [...records];
      const rows = await load(language, [...new Set(records.map((r) => r.id))]);
      if (rows.length === 0) return [...records];
      return overlay(records, new Map(rows.map((r) => [r.id, r])), language);
    };

  return { contents: translate(contents), modules: translate(modules), categories: translate(categories) };
}

// ---- administrators' writes (AdminGet/Put/RemoveLearningContentTranslation) ----------------------

/** A content's translation as stored and as AdminGetLearningContentTranslations answers it. */
export interface ContentTranslation {
  language: ContentLanguage;
  title: string;
  description: string;
  tags: string[];
  htmlBody: string;
}

/** "language: …" INVALID_ARGUMENT unless the library may be translated into it. */
export function parseContentLanguage(value: string): ContentLanguage {
  const language = value.trim().toLowerCase();
  if (language === "") throw rpcError.invalidArgument("language: required.");
  if (!isContentLanguage(language)) throw rpcError.invalidArgument(`language: the library can be translated into ${CONTENT_LANGUAGES.join(", ")} only.`);
  return language;
}

/** An AdminPutLearningContentTranslation's text, checked and cleaned as the original's is (learning-mapper parseContentCreate). */
export function parseContentTranslation(req: { language: string; title: string; description: string; tags: readonly string[]; htmlBody: string }): ContentTranslation {
  return {
    language: parseContentLanguage(req.language),
    title: orInvalidArgument(checkTitle(req.title)),
    description: orInvalidArgument(checkDescription(req.description)),
    tags: orInvalidArgument(checkTags(req.tags)),
    htmlBody: cleanHtml(req.htmlBody),
  };
}

export interface TranslationStore {
  /** The content's translations by language; null when there is no such content. */
  contentTranslations(contentId: string): Promise<ContentTranslation[] | null>;
  /** Adds or replaces the content's translation; false when there is no such content. */
  putContentTranslation(contentId: string, translation: ContentTranslation): Promise<boolean>;
  /** Removes the content's translation: "content" when there is no such content, "translation" when it has none in that language. */
  removeContentTranslation(contentId: string, language: ContentLanguage): Promise<"ok" | "content" | "translation">;
}

export function createTranslationStore(db: Db): TranslationStore {
  return {
    async contentTranslations(contentId) {
      const [content] = await db.select({ id: learningContents.id }).from(learningContents).where(eq(learningContents.id, contentId));
      if (!content) return null;
      const rows = await db
        .select()
        .from(learningContentTranslations)
        .where(eq(learningContentTranslations.contentId, contentId))
        .orderBy(asc(learningContentTranslations.language));
      return rows.filter((r) => isContentLanguage(r.language)).map((r) => ({
        language: r.language as ContentLanguage,
        title: r.title,
        description: r.description,
        tags: r.tags,
        htmlBody: r.htmlBody,
      }));
    },

    async putContentTranslation(contentId, t) {
      return db.transaction(async (tx) => {
        // The content's row FOR SHARE: a removal running at once waits, then takes the translation with it.
        const [content] = await tx.select({ id: learningContents.id }).from(learningContents).where(eq(learningContents.id, contentId)).for("share");
        if (!content) return false;
        const text = { title: t.title, description: t.description, tags: t.tags, htmlBody: t.htmlBody };
        await tx
          .insert(learningContentTranslations)
          .values({ contentId, language: t.language, ...text })
          .onConflictDoUpdate({ target: [learningContentTranslations.contentId, learningContentTranslations.language], set: { ...text, updatedAt: new Date() } });
        return true;
      });
    },

    async removeContentTranslation(contentId, language) {
      return db.transaction(async (tx) => {
        const [content] = await tx.select({ id: learningContents.id }).from(learningContents).where(eq(learningContents.id, contentId)).for("share");
        if (!content) return "content";
        const gone = await tx
          .delete(learningContentTranslations)
          .where(and(eq(learningContentTranslations.contentId, contentId), eq(learningContentTranslations.language, language)))
          .returning({ language: learningContentTranslations.language });
        return gone.length > 0 ? "ok" : "translation";
      });
    },
  };
}
