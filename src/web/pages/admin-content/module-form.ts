/**
 * The learning module editor's form values and what a save has to send: the update_mask paths of
 * the module's own fields; the content links to unassign, assign and order come from ordering.ts.
 */
import type { LearningContent, LearningModule } from "../../../gen/compass/v1/compass_pb";
import { bodyOf, minutesOf, sameList, sameMap } from "./field-values";

/** The save plan and the move live with the other ordered lists' rules (ordering.ts). */
export { contentPlan, moveItem, type ContentPlan } from "./ordering";

export type ModuleFormValues = {
  title: string;
  description: string;
  tags: string[];
  /** Empty or 0: the sum of the contents' minutes. */
  estimatedMinutes: number | "";
  contentIds: string[];
  /** The editor's HTML: the module's page text. */
  htmlBody: string;
  imageSet: Record<string, string>;
  attachmentIds: string[];
};

/** The form's starting values; minutes equal to the contents' sum show as empty (the default). */
export function moduleValues(module: LearningModule | null, contents: readonly LearningContent[]): ModuleFormValues {
  if (!module) return { title: "", description: "", tags: [], estimatedMinutes: "", contentIds: [], htmlBody: "", imageSet: {}, attachmentIds: [] };
  const byId = new Map(contents.map((c) => [c.id, c]));
  const sum = module.learningContentIds.reduce((total, id) => total + (byId.get(id)?.estimatedMinutes ?? 0), 0);
  return {
    title: module.title,
    description: module.description,
    tags: [...module.tags],
    estimatedMinutes: module.estimatedMinutes === 0 || module.estimatedMinutes === sum ? "" : module.estimatedMinutes,
    contentIds: [...module.learningContentIds],
    htmlBody: module.htmlBody,
    imageSet: { ...module.imageSet },
    attachmentIds: [...module.attachmentIds],
  };
}

export { minutesOf } from "./field-values";

/** The update_mask paths of the module's own fields that differ from the saved values. */
export function changedModulePaths(saved: ModuleFormValues, now: ModuleFormValues): string[] {
  const paths: string[] = [];
  if (saved.title.trim() !== now.title.trim()) paths.push("title");
  if (saved.description.trim() !== now.description.trim()) paths.push("description");
  if (!sameList(saved.tags, now.tags)) paths.push("tags");
  if (minutesOf(saved.estimatedMinutes) !== minutesOf(now.estimatedMinutes)) paths.push("estimated_minutes");
  if (bodyOf(saved.htmlBody) !== bodyOf(now.htmlBody)) paths.push("html_body");
  if (!sameMap(saved.imageSet, now.imageSet)) paths.push("image_set");
  if (!sameList(saved.attachmentIds, now.attachmentIds)) paths.push("attachment_ids");
  return paths;
}

export const isDirty = (saved: ModuleFormValues, now: ModuleFormValues): boolean =>
  changedModulePaths(saved, now).length > 0 || !sameList(saved.contentIds, now.contentIds);
