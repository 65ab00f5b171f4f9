/**
 * The learning library's methods (issue #9 §1): categories, learning contents and learning modules
 * (with their ordered contents), and attachments (links or files of our store; any signed-in user
 * may create one with CreateAttachment, pointing at a link or at a file they uploaded).
 * Reading is for every signed-in user, writing for administrators (the access layer); each
 * handler: validate -> act -> map. List* are keyset-paged (paging.ts) in creation order.
 *
 * Every read answers the caller's language (ADR 0036): a translation laid over the item's text
 * when there is one (translations.ts `createTranslator`, one query per list), the original for
 * English readers and for administrators. AdminGet/Put/RemoveLearningContentTranslation read and
 * write an article's translations, checked and cleaned like the original.
 */
import type { HandlerContext } from "@connectrpc/connect";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { denied, requestInfoKey, signedIn } from "../../core/context.js";
import { WITHHELD_READ_ACTION } from "../../files/withheld.js";
import { rpcError } from "../../core/errors.js";
import { pageSize, pageTokens } from "../paging.js";
import { contentAfterEdit, parseCategoryCreate, parseCategoryEdit, parseContentCreate, parseContentEdit, parseModuleCreate, parseModuleEdit, requiredId, toCategory, toLearningContent, toLearningModule } from "./learning-mapper.js";
import { FILE_URL_PREFIX } from "../../learning/url-rules.js";
import { checkIdList, orInvalidArgument } from "../../learning/learning-validation.js";
import { parseAttachmentCreate, parseAttachmentEdit, toAttachment, type AttachmentChanges, type AttachmentTarget } from "./attachment-mapper.js";
import { createAttachmentStore, type AttachmentWrite } from "./attachment-store.js";
import { canAttachFile, mayReadAttachment } from "./learning-policy.js";
import type { ListReader } from "./attachment-store.js";
import { createModuleStore } from "./learning-module-store.js";
import { createLearningStore, type CategoryItem, type CategoryItemMissing } from "./learning-store.js";
import { createTranslationStore, createTranslator, parseContentLanguage, parseContentTranslation, readingLanguage } from "./translations.js";

export type LearningDeps = Pick<ServiceDeps, "db" | "keyring" | "audit">;

export const LEARNING_METHODS = [
  "adminCreateCategory",
  "adminEditCategory",
  "adminRemoveCategory",
  "getCategory",
  "getAllCategories",
  "listCategories",
  "adminCreateLearningContent",
  "adminEditLearningContent",
  "adminRemoveLearningContent",
  "adminGetLearningContentTranslations",
  "adminPutLearningContentTranslation",
  "adminRemoveLearningContentTranslation",
  "getLearningContent",
  "getAllLearningContents",
  "listLearningContents",
  "adminCreateLearningModule",
  "adminEditLearningModule",
  "adminRemoveLearningModule",
  "getLearningModule",
  "getAllLearningModules",
  "listLearningModules",
  "adminUpdateModuleContentOrder",
  "adminAssignLearningContentToModule",
  "adminUnassignLearningContentToModule",
  "adminAssignToCategory",
  "adminUnassignToCategory",
  "adminUpdateCategoryAssignedContent",
  "adminCreateAttachment",
  "adminEditAttachment",
  "adminRemoveAttachment",
  "createAttachment",
  "getAttachment",
  "getAllAttachments",
  "listAttachments",
] as const;
export type LearningHandlers = DomainHandlers<(typeof LEARNING_METHODS)[number]>;

const CATEGORY_NOT_FOUND = "Category not found";
const CONTENT_NOT_FOUND = "Learning content not found";
const MODULE_NOT_FOUND = "Learning module not found";
const ATTACHMENT_NOT_FOUND = "Attachment not found";
const TRANSLATION_NOT_FOUND = "This learning content has no translation in that language";

/** Administrators list every attachment; anyone else the library's and their own. */
const listReader = (actor: { userId: string; role: string }): ListReader => (actor.role === "admin" ? "all" : { userId: actor.userId });
const FILE_NOT_FOUND = "url: no uploaded file has this address; upload the file first.";
const NOT_FOUND: Record<CategoryItemMissing, string> = { category: CATEGORY_NOT_FOUND, module: MODULE_NOT_FOUND, content: CONTENT_NOT_FOUND };

/** The module and/or content an (un)assignment names; at least one. */
function categoryItem(req: { learningModuleId: string; learningContentId: string }): CategoryItem {
  const moduleId = req.learningModuleId.trim() || null;
  const contentId = req.learningContentId.trim() || null;
  if (moduleId === null && contentId === null) throw rpcError.invalidArgument("learning_module_id: name a learning module or a learning content (or both).");
  return { moduleId, contentId };
}

export function learningService(deps: LearningDeps): LearningHandlers {
  const store = createLearningStore(deps.db);
  const modules = createModuleStore(deps.db);
  const tokens = pageTokens(deps.keyring);
  const attachmentStore = createAttachmentStore(deps.db);
  const translator = createTranslator(deps.db);
  const translations = createTranslationStore(deps.db);

  /**
   * Where an attachment points, as stored: a link as given, or a file of our store that exists
   * and that the caller may attach (canAttachFile), with the type sniffed from its content.
   */
  const resolveTarget = async (
    ctx: HandlerContext,
    target: AttachmentTarget,
    contentType: string,
  ): Promise<Pick<AttachmentWrite, "fileId" | "url" | "contentType">> => {
    if (target.kind === "link") return { fileId: null, url: target.url, contentType };
    const file = await attachmentStore.fileByKey(target.key);
    if (!file) throw rpcError.invalidArgument(FILE_NOT_FOUND);
    if (!canAttachFile(signedIn(ctx), file)) {
      denied(ctx, { targetType: "file", targetId: file.id, reason: "not-own-upload", answer: "not-found", message: "Uploaded file not found" });
    }
    return { fileId: file.id, url: `${FILE_URL_PREFIX}${file.key}`, contentType: file.contentType };
  };

  const createAttachment = async (ctx: HandlerContext, req: Parameters<typeof parseAttachmentCreate>[0]) => {
    const actor = signedIn(ctx);
    const values = parseAttachmentCreate(req);
    const target = await resolveTarget(ctx, values.target, values.contentType);
    const id = await attachmentStore.create({ ...target, title: values.title, description: values.description }, actor.userId);
    return { attachmentId: id };
  };

  /** The stored fields of an edit; a file's type is its content's, so content_type alone cannot change it. */
  const attachmentEdit = async (ctx: HandlerContext, current: { fileId: string | null }, changes: AttachmentChanges) => {
    const { target, ...fields } = changes;
    if (target) return { ...fields, ...(await resolveTarget(ctx, target, fields.contentType ?? "")) };
    if (current.fileId !== null && fields.contentType !== undefined) {
      throw rpcError.invalidArgument("content_type: an uploaded file's type is the one found in its content; it cannot be set.");
    }
    return fields;
  };

  const linkAnswer = (result: "ok" | "module" | "content") => {
    if (result === "module") throw rpcError.notFound(MODULE_NOT_FOUND);
    if (result === "content") throw rpcError.notFound(CONTENT_NOT_FOUND);
    return {};
  };

  return {
    async adminCreateCategory(req) {
      const values = parseCategoryCreate(req);
      return { categoryId: await store.createCategory(values) };
    },

    async adminEditCategory(req) {
      const id = requiredId(req.categoryId, "category_id");
      const changes = parseCategoryEdit(req);
      if (!(await store.editCategory(id, changes))) throw rpcError.notFound(CATEGORY_NOT_FOUND);
      return {};
    },

    async adminRemoveCategory(req) {
      const id = requiredId(req.categoryId, "category_id");
      if (!(await store.removeCategory(id))) throw rpcError.notFound(CATEGORY_NOT_FOUND);
      return {};
    },

    async getCategory(req, ctx) {
      const id = requiredId(req.categoryId, "category_id");
      const category = await store.category(id);
      if (!category) throw rpcError.notFound(CATEGORY_NOT_FOUND);
      const [shown] = await translator.categories(readingLanguage(ctx), [category]);
      return { category: toCategory(shown!) };
    },

    async getAllCategories(_req, ctx) {
      return { categories: (await translator.categories(readingLanguage(ctx), await store.allCategories())).map(toCategory) };
    },

    async listCategories(req, ctx) {
      const size = pageSize(req.pageRequest);
      const page = await store.categoryPage(tokens.decode("listCategories", req.pageRequest?.pageToken ?? ""), size);
      return {
        categories: (await translator.categories(readingLanguage(ctx), page.items)).map(toCategory),
        pageResponse: { nextPageToken: page.next ? tokens.encode("listCategories", page.next) : "", totalSize: page.total },
      };
    },

    async adminCreateLearningContent(req) {
      const values = parseContentCreate(req);
      return { learningContentId: await store.createContent(values) };
    },

    async adminEditLearningContent(req) {
      const id = requiredId(req.learningContentId, "learning_content_id");
      const changes = parseContentEdit(req);
      if (!(await store.editContent(id, (current) => contentAfterEdit(current, changes)))) throw rpcError.notFound(CONTENT_NOT_FOUND);
      return {};
    },

    async adminRemoveLearningContent(req) {
      const id = requiredId(req.learningContentId, "learning_content_id");
      if (!(await store.removeContent(id))) throw rpcError.notFound(CONTENT_NOT_FOUND);
      return {};
    },

    async adminGetLearningContentTranslations(req) {
      const id = requiredId(req.learningContentId, "learning_content_id");
      const found = await translations.contentTranslations(id);
      if (!found) throw rpcError.notFound(CONTENT_NOT_FOUND);
      return { translations: found };
    },

    async adminPutLearningContentTranslation(req) {
      const id = requiredId(req.learningContentId, "learning_content_id");
      const translation = parseContentTranslation(req);
      if (!(await translations.putContentTranslation(id, translation))) throw rpcError.notFound(CONTENT_NOT_FOUND);
      return {};
    },

    async adminRemoveLearningContentTranslation(req) {
      const id = requiredId(req.learningContentId, "learning_content_id");
      const language = parseContentLanguage(req.language);
      const result = await translations.removeContentTranslation(id, language);
      if (result === "content") throw rpcError.notFound(CONTENT_NOT_FOUND);
      if (result === "translation") throw rpcError.notFound(TRANSLATION_NOT_FOUND);
      return {};
    },

    async getLearningContent(req, ctx) {
      const id = requiredId(req.learningContentId, "learning_content_id");
      const content = await store.content(id);
      if (!content) throw rpcError.notFound(CONTENT_NOT_FOUND);
      const [shown] = await translator.contents(readingLanguage(ctx), [content]);
      return { learningContent: toLearningContent(shown!) };
    },

    async getAllLearningContents(_req, ctx) {
      return { learningContents: (await translator.contents(readingLanguage(ctx), await store.allContents())).map(toLearningContent) };
    },

    async listLearningContents(req, ctx) {
      const size = pageSize(req.pageRequest);
      const page = await store.contentPage(tokens.decode("listLearningContents", req.pageRequest?.pageToken ?? ""), size);
      return {
        learningContents: (await translator.contents(readingLanguage(ctx), page.items)).map(toLearningContent),
        pageResponse: { nextPageToken: page.next ? tokens.encode("listLearningContents", page.next) : "", totalSize: page.total },
      };
    },

    async adminCreateLearningModule(req) {
      const values = parseModuleCreate(req);
      return { learningModuleId: await modules.createModule(values) };
    },

    async adminEditLearningModule(req) {
      const id = requiredId(req.learningModuleId, "learning_module_id");
      const changes = parseModuleEdit(req);
      if (!(await modules.editModule(id, changes))) throw rpcError.notFound(MODULE_NOT_FOUND);
      return {};
    },

    async adminRemoveLearningModule(req) {
      const id = requiredId(req.learningModuleId, "learning_module_id");
      if (!(await modules.removeModule(id))) throw rpcError.notFound(MODULE_NOT_FOUND);
      return {};
    },

    async getLearningModule(req, ctx) {
      const id = requiredId(req.learningModuleId, "learning_module_id");
      const module = await modules.module(id);
      if (!module) throw rpcError.notFound(MODULE_NOT_FOUND);
      const [shown] = await translator.modules(readingLanguage(ctx), [module]);
      return { learningModule: toLearningModule(shown!) };
    },

    async getAllLearningModules(_req, ctx) {
      return { learningModules: (await translator.modules(readingLanguage(ctx), await modules.allModules())).map(toLearningModule) };
    },

    async listLearningModules(req, ctx) {
      const size = pageSize(req.pageRequest);
      const page = await modules.modulePage(tokens.decode("listLearningModules", req.pageRequest?.pageToken ?? ""), size);
      return {
        learningModules: (await translator.modules(readingLanguage(ctx), page.items)).map(toLearningModule),
        pageResponse: { nextPageToken: page.next ? tokens.encode("listLearningModules", page.next) : "", totalSize: page.total },
      };
    },

    async adminUpdateModuleContentOrder(req) {
      const id = requiredId(req.learningModuleId, "learning_module_id");
      const order = orInvalidArgument(checkIdList(req.learningContentIds, "learning_content_ids"));
      if (!(await modules.reorder(id, order))) throw rpcError.notFound(MODULE_NOT_FOUND);
      return {};
    },

    async adminAssignLearningContentToModule(req) {
      const moduleId = requiredId(req.learningModuleId, "learning_module_id");
      const contentId = requiredId(req.learningContentId, "learning_content_id");
      return linkAnswer(await modules.assign(moduleId, contentId));
    },

    async adminUnassignLearningContentToModule(req) {
      const moduleId = requiredId(req.learningModuleId, "learning_module_id");
      const contentId = requiredId(req.learningContentId, "learning_content_id");
      return linkAnswer(await modules.unassign(moduleId, contentId));
    },

    async adminAssignToCategory(req) {
      const id = requiredId(req.categoryId, "category_id");
      const result = await store.assign(id, categoryItem(req));
      if (result !== "ok") throw rpcError.notFound(NOT_FOUND[result]);
      return {};
    },

    async adminUnassignToCategory(req) {
      const id = requiredId(req.categoryId, "category_id");
      const result = await store.unassign(id, categoryItem(req));
      if (result !== "ok") throw rpcError.notFound(NOT_FOUND[result]);
      return {};
    },

    async adminUpdateCategoryAssignedContent(req) {
      const id = requiredId(req.categoryId, "category_id");
      const moduleIds = orInvalidArgument(checkIdList(req.learningModuleIds, "learning_module_ids"));
      const contentIds = orInvalidArgument(checkIdList(req.learningContentIds, "learning_content_ids"));
      if (!(await store.replaceAssigned(id, { moduleIds, contentIds }))) throw rpcError.notFound(CATEGORY_NOT_FOUND);
      return {};
    },

    adminCreateAttachment: (req, ctx) => createAttachment(ctx, req),

    createAttachment: (req, ctx) => createAttachment(ctx, req),

    async adminEditAttachment(req, ctx) {
      const id = requiredId(req.attachmentId, "attachment_id");
      const changes = parseAttachmentEdit(req);
      if (!(await attachmentStore.edit(id, (current) => attachmentEdit(ctx, current, changes)))) throw rpcError.notFound(ATTACHMENT_NOT_FOUND);
      return {};
    },

    async adminRemoveAttachment(req) {
      const id = requiredId(req.attachmentId, "attachment_id");
      if (!(await attachmentStore.remove(id))) throw rpcError.notFound(ATTACHMENT_NOT_FOUND);
      return {};
    },

    async getAttachment(req, ctx) {
      const actor = signedIn(ctx);
      const id = requiredId(req.attachmentId, "attachment_id");
      const audience = await attachmentStore.audience(id);
      if (!audience || !mayReadAttachment(actor, audience)) {
        const reason = !audience ? "no-attachment" : audience.withheld ? "withheld" : "not-party";
        denied(ctx, { targetType: "attachment", targetId: id, reason, message: ATTACHMENT_NOT_FOUND });
      }
      if (audience.withheld) {
        // Only removed messages carry it: an administrator handling a complaint reads it, on the record (no record, no read).
        if (!deps.audit) throw rpcError.notFound(ATTACHMENT_NOT_FOUND);
        await deps.audit.record({
          actorUserId: actor.userId,
          action: WITHHELD_READ_ACTION,
          targetType: "attachment",
          targetId: id,
          requestId: ctx.values.get(requestInfoKey)?.requestId,
          details: { via: "rpc" },
        });
      }
      const attachment = await attachmentStore.attachment(id);
      if (!attachment) throw rpcError.notFound(ATTACHMENT_NOT_FOUND);
      return { attachment: toAttachment(attachment) };
    },

    async getAllAttachments(_req, ctx) {
      return { attachments: (await attachmentStore.allAttachments(listReader(signedIn(ctx)))).map(toAttachment) };
    },

    async listAttachments(req, ctx) {
      const size = pageSize(req.pageRequest);
      const reader = listReader(signedIn(ctx));
      const scope = reader === "all" ? "listAttachments" : `listAttachments:${reader.userId}`;
      const page = await attachmentStore.attachmentPage(tokens.decode(scope, req.pageRequest?.pageToken ?? ""), size, reader);
      return {
        attachments: page.items.map(toAttachment),
        pageResponse: { nextPageToken: page.next ? tokens.encode(scope, page.next) : "", totalSize: page.total },
      };
    },
  };
}
