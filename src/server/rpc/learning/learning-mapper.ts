/**
 * Learning messages <-> records: Category and LearningContent out; the validated values of the
 * AdminCreate* / AdminEdit* requests in, each problem an INVALID_ARGUMENT naming its field
 * (learning-validation.ts's rules). html_body is sanitised here, on every write; a video is any
 * YouTube link form, stored as its id and canonical URL.
 */
import { create } from "@bufbuild/protobuf";
import {
  CategorySchema,
  ContentType,
  LearningContentSchema,
  LearningModuleSchema,
  type AdminCreateCategoryRequest,
  type AdminCreateLearningModuleRequest,
  type AdminEditLearningModuleRequest,
  type LearningModule,
  type AdminCreateLearningContentRequest,
  type AdminEditCategoryRequest,
  type AdminEditLearningContentRequest,
  type Category,
  type LearningContent,
} from "../../../gen/compass/v1/compass_pb.js";
import { parseYouTubeUrl } from "../../../shared/youtube.js";
import { rpcError } from "../../core/errors.js";
import { updateMaskPaths } from "../field-masks.js";
import { cleanHtml } from "../../learning/html-sanitizer.js";
import { checkImageUrl } from "../../learning/url-rules.js";
import {
  checkDescription,
  checkEstimatedMinutes,
  checkIdList,
  checkTags,
  checkTitle,
  orInvalidArgument,
} from "../../learning/learning-validation.js";
import {
  categoryEditPath,
  contentEditPath,
  moduleEditPath,
  type CategoryEditPath,
  type ContentEditPath,
  type ModuleEditPath,
} from "./learning-policy.js";

export const IMAGE_SET_MAX_ENTRIES = 20;
const MAP_KEY = /^[A-Za-z0-9_-]{1,64}$/;
const MAP_VALUE_MAX = 2048;

export type StoredContentType = "ARTICLE" | "YOUTUBE_VIDEO";

export interface CategoryRecord {
  id: string;
  title: string;
  imageSet: Record<string, string>;
  description: string;
  htmlBody: string;
  parentCategoryId: string | null;
  childrenIds: string[];
  moduleIds: string[];
  contentIds: string[];
  /** The 'featured' category (by its original title: isFeaturedTitle). */
  featured: boolean;
  /** Set ("es") when the text is a translation in the reader's language (translations.ts); absent for the original. */
  language?: string;
}

export interface CategoryValues {
  title: string;
  imageSet: Record<string, string>;
  description: string;
  htmlBody: string;
  parentCategoryId: string | null;
  childrenIds: string[];
  moduleIds: string[];
  contentIds: string[];
}
export type CategoryChanges = Partial<CategoryValues>;

export interface ContentRecord {
  id: string;
  title: string;
  estimatedMinutes: number;
  contentType: string;
  htmlBody: string;
  description: string;
  video: Record<string, string>;
  tags: string[];
  imageSet: Record<string, string>;
  attachmentIds: string[];
  /** Set ("es") when the text is a translation in the reader's language (translations.ts); absent for the original. */
  language?: string;
}

export interface ContentValues {
  title: string;
  estimatedMinutes: number;
  contentType: StoredContentType;
  htmlBody: string;
  description: string;
  video: Record<string, string>;
  tags: string[];
  imageSet: Record<string, string>;
  attachmentIds: string[];
}
export type ContentChanges = Partial<ContentValues>;

const CONTENT_TYPE_OUT: Record<string, ContentType> = { ARTICLE: ContentType.ARTICLE, YOUTUBE_VIDEO: ContentType.YOUTUBE_VIDEO };

export function toCategory(r: CategoryRecord): Category {
  return create(CategorySchema, {
    id: r.id,
    title: r.title,
    imageSet: r.imageSet,
    description: r.description,
    htmlBody: r.htmlBody,
    parentCategoryId: r.parentCategoryId ?? "",
    childrenCategoryIds: r.childrenIds,
    assignedModulesIds: r.moduleIds,
    assignedContentIds: r.contentIds,
    language: r.language ?? "",
    featured: r.featured,
  });
}

export function toLearningContent(r: ContentRecord): LearningContent {
  return create(LearningContentSchema, {
    id: r.id,
    title: r.title,
    estimatedMinutes: r.estimatedMinutes,
    contentType: CONTENT_TYPE_OUT[r.contentType] ?? ContentType.UNSPECIFIED,
    htmlBody: r.htmlBody,
    description: r.description,
    video: r.video,
    tags: r.tags,
    imageSet: r.imageSet,
    attachmentIds: r.attachmentIds,
    language: r.language ?? "",
  });
}

/**
 * An image set: at most IMAGE_SET_MAX_ENTRIES entries, short keys, and each address one of our
 * uploads (`/files/…`, the rule html_body's images follow: url-rules.ts), at most 2048 characters.
 */
export function checkImageSet(imageSet: Readonly<Record<string, string>>, field = "image_set"): Record<string, string> {
  const entries = Object.entries(imageSet);
  if (entries.length > IMAGE_SET_MAX_ENTRIES) throw rpcError.invalidArgument(`${field}: use at most ${IMAGE_SET_MAX_ENTRIES} images.`);
  const out: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (!MAP_KEY.test(key)) throw rpcError.invalidArgument(`${field}: "${key.slice(0, 64)}" is not a size name; use letters, digits, "-" and "_".`);
    out[key] = checkImageUrl(value, `${field}.${key}`, MAP_VALUE_MAX);
  }
  return out;
}

/** An optional id (a parent): trimmed, null when empty. */
const optionalId = (id: string): string | null => (id.trim() === "" ? null : id.trim());

/** A required id: INVALID_ARGUMENT "field: required." when empty. */
export function requiredId(id: string, field: string): string {
  const value = id.trim();
  if (value === "") throw rpcError.invalidArgument(`${field}: required.`);
  return value;
}

export function parseCategoryCreate(req: AdminCreateCategoryRequest): CategoryValues {
  return {
    title: orInvalidArgument(checkTitle(req.title)),
    imageSet: checkImageSet(req.imageSet),
    description: orInvalidArgument(checkDescription(req.description)),
    htmlBody: cleanHtml(req.htmlBody),
    parentCategoryId: optionalId(req.parentCategoryId),
    childrenIds: [],
    moduleIds: [],
    contentIds: [],
  };
}

/** The masked fields of an AdminEditCategory, validated; only these are written. */
export function parseCategoryEdit(req: AdminEditCategoryRequest): CategoryChanges {
  const paths = updateMaskPaths(req.updateMask, categoryEditPath, { noun: "category field" }) as CategoryEditPath[];
  const changes: CategoryChanges = {};
  for (const path of paths) {
    switch (path) {
      case "title":
        changes.title = orInvalidArgument(checkTitle(req.title));
        break;
      case "image_set":
        changes.imageSet = checkImageSet(req.imageSet);
        break;
      case "description":
        changes.description = orInvalidArgument(checkDescription(req.description));
        break;
      case "html_body":
        changes.htmlBody = cleanHtml(req.htmlBody);
        break;
      case "parent_category_id":
        changes.parentCategoryId = optionalId(req.parentCategoryId);
        break;
      case "children_category_ids":
        changes.childrenIds = orInvalidArgument(checkIdList(req.childrenCategoryIds, "children_category_ids"));
        break;
      case "assigned_modules_ids":
        changes.moduleIds = orInvalidArgument(checkIdList(req.assignedModulesIds, "assigned_modules_ids"));
        break;
      case "assigned_content_ids":
        changes.contentIds = orInvalidArgument(checkIdList(req.assignedContentIds, "assigned_content_ids"));
        break;
    }
  }
  return changes;
}

function contentType(type: ContentType): StoredContentType {
  if (type === ContentType.ARTICLE) return "ARTICLE";
  if (type === ContentType.YOUTUBE_VIDEO) return "YOUTUBE_VIDEO";
  throw rpcError.invalidArgument("content_type: choose ARTICLE or YOUTUBE_VIDEO.");
}

/**
 * A video map from any of YouTube's link forms (under "url", "youtube_id" or "id"), stored as
 * { youtube_id, url }; {} when none is given.
 */
export function parseVideo(video: Readonly<Record<string, string>>): Record<string, string> {
  const given = [video.url, video.youtube_id, video.id].map((v) => v?.trim() ?? "").find((v) => v !== "");
  if (given === undefined) {
    if (Object.keys(video).length > 0) throw rpcError.invalidArgument('video: give the YouTube link under "url".');
    return {};
  }
  const parsed = parseYouTubeUrl(given);
  if (!parsed) throw rpcError.invalidArgument("video: this is not a YouTube link; paste the video's address from YouTube.");
  return { youtube_id: parsed.id, url: parsed.url };
}

/** A video content has a video; an article has none. Throws INVALID_ARGUMENT naming the field. */
export function checkContentShape(values: Pick<ContentValues, "contentType" | "video">): void {
  const hasVideo = Object.keys(values.video).length > 0;
  if (values.contentType === "YOUTUBE_VIDEO" && !hasVideo) throw rpcError.invalidArgument("video: enter the YouTube link of the video.");
  if (values.contentType === "ARTICLE" && hasVideo) throw rpcError.invalidArgument("video: an ARTICLE has no video; choose YOUTUBE_VIDEO or leave the video empty.");
}

export function parseContentCreate(req: AdminCreateLearningContentRequest): ContentValues {
  const values: ContentValues = {
    title: orInvalidArgument(checkTitle(req.title)),
    estimatedMinutes: orInvalidArgument(checkEstimatedMinutes(req.estimatedMinutes)),
    contentType: contentType(req.contentType),
    htmlBody: cleanHtml(req.htmlBody),
    description: orInvalidArgument(checkDescription(req.description)),
    video: parseVideo(req.video),
    tags: orInvalidArgument(checkTags(req.tags)),
    imageSet: checkImageSet(req.imageSet),
    attachmentIds: orInvalidArgument(checkIdList(req.attachmentIds, "attachment_ids")),
  };
  checkContentShape(values);
  return values;
}

/** The masked fields of an AdminEditLearningContent, validated; only these are written. */
export function parseContentEdit(req: AdminEditLearningContentRequest): ContentChanges {
  const paths = updateMaskPaths(req.updateMask, contentEditPath, { noun: "content field" }) as ContentEditPath[];
  const changes: ContentChanges = {};
  for (const path of paths) {
    switch (path) {
      case "title":
        changes.title = orInvalidArgument(checkTitle(req.title));
        break;
      case "estimated_minutes":
        changes.estimatedMinutes = orInvalidArgument(checkEstimatedMinutes(req.estimatedMinutes));
        break;
      case "content_type":
        changes.contentType = contentType(req.contentType);
        break;
      case "attachment_ids":
        changes.attachmentIds = orInvalidArgument(checkIdList(req.attachmentIds, "attachment_ids"));
        break;
      case "html_body":
        changes.htmlBody = cleanHtml(req.htmlBody);
        break;
      case "description":
        changes.description = orInvalidArgument(checkDescription(req.description));
        break;
      case "video":
        changes.video = parseVideo(req.video);
        break;
      case "tags":
        changes.tags = orInvalidArgument(checkTags(req.tags));
        break;
      case "image_set":
        changes.imageSet = checkImageSet(req.imageSet);
        break;
    }
  }
  return changes;
}

/**
 * The content after an edit, kept consistent: switching to ARTICLE without naming the video clears
 * it; otherwise a video content must have a video and an article none (INVALID_ARGUMENT).
 */
export function contentAfterEdit(current: Pick<ContentRecord, "contentType" | "video">, changes: ContentChanges): ContentChanges {
  const type = (changes.contentType ?? current.contentType) as StoredContentType;
  const video = changes.video ?? current.video;
  if (type === "ARTICLE" && changes.video === undefined && changes.contentType === "ARTICLE") return { ...changes, video: {} };
  checkContentShape({ contentType: type, video });
  return changes;
}

export interface ModuleRecord {
  id: string;
  title: string;
  /** As stored: 0 means "the sum of its contents'". */
  estimatedMinutes: number;
  /** The sum of its contents' estimated minutes. */
  contentMinutes: number;
  description: string;
  tags: string[];
  htmlBody: string;
  imageSet: Record<string, string>;
  contentIds: string[];
  attachmentIds: string[];
  /** Set ("es") when the text is a translation in the reader's language (translations.ts); absent for the original. */
  language?: string;
}

export interface ModuleValues {
  title: string;
  /** 0: the sum of its contents' (followed as they change). */
  estimatedMinutes: number;
  description: string;
  tags: string[];
  htmlBody: string;
  imageSet: Record<string, string>;
  contentIds: string[];
  attachmentIds: string[];
}
export type ModuleChanges = Partial<ModuleValues>;

/** A module's estimated minutes: its own when set, else the sum of its contents'. */
export const moduleMinutes = (r: Pick<ModuleRecord, "estimatedMinutes" | "contentMinutes">): number =>
  r.estimatedMinutes > 0 ? r.estimatedMinutes : r.contentMinutes;

export function toLearningModule(r: ModuleRecord): LearningModule {
  return create(LearningModuleSchema, {
    id: r.id,
    title: r.title,
    learningContentIds: r.contentIds,
    estimatedMinutes: moduleMinutes(r),
    description: r.description,
    tags: r.tags,
    htmlBody: r.htmlBody,
    imageSet: r.imageSet,
    attachmentIds: r.attachmentIds,
    language: r.language ?? "",
  });
}

export function parseModuleCreate(req: AdminCreateLearningModuleRequest): ModuleValues {
  return {
    title: orInvalidArgument(checkTitle(req.title)),
    estimatedMinutes: orInvalidArgument(checkEstimatedMinutes(req.estimatedMinutes)),
    description: orInvalidArgument(checkDescription(req.description)),
    tags: orInvalidArgument(checkTags(req.tags)),
    htmlBody: cleanHtml(req.htmlBody),
    imageSet: checkImageSet(req.imageSet),
    contentIds: orInvalidArgument(checkIdList(req.learningContentIds, "learning_content_ids")),
    attachmentIds: orInvalidArgument(checkIdList(req.attachmentIds, "attachment_ids")),
  };
}

/** The masked fields of an AdminEditLearningModule, validated; only these are written. */
export function parseModuleEdit(req: AdminEditLearningModuleRequest): ModuleChanges {
  const paths = updateMaskPaths(req.updateMask, moduleEditPath, { noun: "module field" }) as ModuleEditPath[];
  const changes: ModuleChanges = {};
  for (const path of paths) {
    switch (path) {
      case "title":
        changes.title = orInvalidArgument(checkTitle(req.title));
        break;
      case "learning_content_ids":
        changes.contentIds = orInvalidArgument(checkIdList(req.learningContentIds, "learning_content_ids"));
        break;
      case "estimated_minutes":
        changes.estimatedMinutes = orInvalidArgument(checkEstimatedMinutes(req.estimatedMinutes));
        break;
      case "description":
        changes.description = orInvalidArgument(checkDescription(req.description));
        break;
      case "tags":
        changes.tags = orInvalidArgument(checkTags(req.tags));
        break;
      case "html_body":
        changes.htmlBody = cleanHtml(req.htmlBody);
        break;
      case "image_set":
        changes.imageSet = checkImageSet(req.imageSet);
        break;
      case "attachment_ids":
        changes.attachmentIds = orInvalidArgument(checkIdList(req.attachmentIds, "attachment_ids"));
        break;
    }
  }
  return changes;
}
