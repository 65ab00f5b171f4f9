/**
 * The learning module editor's form values and what a save has to send: the update_mask paths of
 * the module's own fields, and the content links to unassign, assign and finally order.
 */
import type { LearningContent, LearningModule } from "../../../gen/compass/v1/compass_pb";

export type ModuleFormValues = {
  title: string;
  description: string;
  tags: string[];
  /** Empty or 0: the sum of the contents' minutes. */
  estimatedMinutes: number | "";
  contentIds: string[];
};

/** The form's starting values; minutes equal to the contents' sum show as empty (the default). */
export function moduleValues(module: LearningModule | null, contents: readonly LearningContent[]): ModuleFormValues {
  if (!module) return { title: "", description: "", tags: [], estimatedMinutes: "", contentIds: [] };
  const byId = new Map(contents.map((c) => [c.id, c]));
  const sum = module.learningContentIds.reduce((total, id) => total + (byId.get(id)?.estimatedMinutes ?? 0), 0);
  return {
    title: module.title,
    description: module.description,
    tags: [...module.tags],
    estimatedMinutes: module.estimatedMinutes === 0 || module.estimatedMinutes === sum ? "" : module.estimatedMinutes,
    contentIds: [...module.learningContentIds],
  };
}

export const minutesOf = (v: number | ""): number => (v === "" ? 0 : Math.max(0, Math.trunc(v)));

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The update_mask paths of the module's own fields that differ from the saved values. */
export function changedModulePaths(saved: ModuleFormValues, now: ModuleFormValues): string[] {
  const paths: string[] = [];
  if (saved.title.trim() !== now.title.trim()) paths.push("title");
  if (saved.description.trim() !== now.description.trim()) paths.push("description");
  if (!sameList(saved.tags, now.tags)) paths.push("tags");
  if (minutesOf(saved.estimatedMinutes) !== minutesOf(now.estimatedMinutes)) paths.push("estimated_minutes");
  return paths;
}

export interface ContentPlan {
  unassign: string[];
  assign: string[];
  /** The full new order when it differs from what the links alone leave; null when nothing to order. */
  order: string[] | null;
}

/** How to turn the saved content list into the new one with assign, unassign and order calls. */
export function contentPlan(saved: readonly string[], now: readonly string[]): ContentPlan {
  const unassign = saved.filter((id) => !now.includes(id));
  const assign = now.filter((id) => !saved.includes(id));
  const afterLinks = [...saved.filter((id) => now.includes(id)), ...assign];
  return { unassign, assign, order: now.length > 1 && !sameList(afterLinks, now) ? [...now] : null };
}

export const isDirty = (saved: ModuleFormValues, now: ModuleFormValues): boolean =>
  changedModulePaths(saved, now).length > 0 || !sameList(saved.contentIds, now.contentIds);

/** Moves the item at `index` by `by` places (kept inside the list). */
export function moveItem<T>(list: readonly T[], index: number, by: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, index + by));
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
