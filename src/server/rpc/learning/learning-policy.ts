/**
 * The learning library's write rules: which paths an AdminEdit* update mask may name. Reading is
 * open to every signed-in user and writing to administrators (the access layer, access.ts); the
 * per-object rules are whose uploaded file an attachment may point at (canAttachFile) and who may
 * read an attachment that is not library material (mayReadAttachment).
 */
import { pathRule, type PathRule } from "../field-masks.js";

/** AdminEditCategory: every field of the request but the id and the mask. */
export const CATEGORY_EDIT_PATHS = [
  "title",
  "image_set",
  "description",
  "html_body",
  "parent_category_id",
  "children_category_ids",
  "assigned_modules_ids",
  "assigned_content_ids",
] as const;
export type CategoryEditPath = (typeof CATEGORY_EDIT_PATHS)[number];
export const categoryEditPath: PathRule = pathRule(CATEGORY_EDIT_PATHS, ["id"]);

/** AdminEditLearningContent: every field of the request but the id and the mask. */
export const CONTENT_EDIT_PATHS = [
  "title",
  "estimated_minutes",
  "content_type",
  "attachment_ids",
  "html_body",
  "description",
  "video",
  "tags",
  "image_set",
] as const;
export type ContentEditPath = (typeof CONTENT_EDIT_PATHS)[number];
export const contentEditPath: PathRule = pathRule(CONTENT_EDIT_PATHS, ["id"]);

/** AdminEditLearningModule: every field of the request but the id and the mask. */
export const MODULE_EDIT_PATHS = [
  "title",
  "learning_content_ids",
  "estimated_minutes",
  "description",
  "tags",
  "html_body",
  "image_set",
  "attachment_ids",
] as const;
export type ModuleEditPath = (typeof MODULE_EDIT_PATHS)[number];
export const moduleEditPath: PathRule = pathRule(MODULE_EDIT_PATHS, ["id"]);

/** AdminEditAttachment: every field of the request but the id and the mask. */
export const ATTACHMENT_EDIT_PATHS = ["url", "content_type", "title", "description"] as const;
export type AttachmentEditPath = (typeof ATTACHMENT_EDIT_PATHS)[number];
export const attachmentEditPath: PathRule = pathRule(ATTACHMENT_EDIT_PATHS, ["id"]);

/**
 * Who may point an attachment at an uploaded file: an administrator (any file of the store), or
 * the user who uploaded it (CreateAttachment must not turn someone else's upload into theirs).
 */
export function canAttachFile(actor: { userId: string; role: string }, file: { uploadedByUserId: string | null }): boolean {
  return actor.role === "admin" || (file.uploadedByUserId !== null && file.uploadedByUserId === actor.userId);
}

/** Who an attachment is for. */
export interface AttachmentAudience {
  createdByUserId: string | null;
  /** Made by an administrator: library material. */
  createdByAdmin: boolean;
  /** Shown by a learning module or content. */
  inLibrary: boolean;
  /** Senders and recipients of the chat messages and notifications that carry it. */
  parties: readonly string[];
  /** Only removed chat messages carry it (files/withheld.ts): served to administrators alone, audited. */
  withheld: boolean;
}

/**
 * Who may read an attachment (issue #14: a message's attachments only by its two parties and
 * administrators): library material anyone signed in; anything else its creator, the parties of
 * the messages and notifications that carry it, and administrators. A withheld one (its messages
 * removed, issue #37) administrators only.
 */
export function mayReadAttachment(actor: { userId: string; role: string }, a: AttachmentAudience): boolean {
  if (a.withheld) return actor.role === "admin";
  return actor.role === "admin" || a.createdByAdmin || a.inLibrary || a.createdByUserId === actor.userId || a.parties.includes(actor.userId);
}
