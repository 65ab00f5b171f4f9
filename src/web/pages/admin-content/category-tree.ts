/**
 * Pure rules of the category pages: which categories may be a category's parent (not itself, not
 * one of its descendants, never the 'featured' category, and none at all for 'featured' itself:
 * the server refuses those), where a category is used (what its removal changes), and which fields
 * an edit changed (the update_mask).
 */

import { isFeaturedTitle } from "../../../shared/featured";
import { bodyOf, sameMap } from "./field-values";

/** The fields of a Category these pages read. */
export interface CategoryLike {
  id: string;
  title: string;
  description: string;
  parentCategoryId: string;
  childrenCategoryIds: readonly string[];
  assignedModulesIds: readonly string[];
  assignedContentIds: readonly string[];
}

/** The 'featured' category (src/shared/featured.ts, the server's rule). */
export { isFeaturedTitle };

/** The ids of every category under `id` (children, their children, …), cycles tolerated. */
export function descendantIds(id: string, categories: readonly CategoryLike[]): Set<string> {
  const children = new Map<string, string[]>();
  for (const c of categories) {
    if (!c.parentCategoryId) continue;
    const list = children.get(c.parentCategoryId) ?? [];
    list.push(c.id);
    children.set(c.parentCategoryId, list);
  }
  const found = new Set<string>();
  const queue = [...(children.get(id) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (next === id || found.has(next)) continue;
    found.add(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

/**
 * The categories `editingId` (null for a new one) titled `title` may be placed under, sorted by
 * title: none for 'featured'; otherwise every category but itself, its descendants and 'featured'.
 */
export function parentChoices(categories: readonly CategoryLike[], editingId: string | null, title: string): CategoryLike[] {
  if (isFeaturedTitle(title)) return [];
  const below = editingId ? descendantIds(editingId, categories) : new Set<string>();
  return categories
    .filter((c) => c.id !== editingId && !below.has(c.id) && !isFeaturedTitle(c.title))
    .sort((a, b) => a.title.localeCompare(b.title));
}

export interface CategoryUsage {
  /** Titles of the categories directly under it (they move to the top level when it goes). */
  children: string[];
  parent: string | null;
  modules: number;
  contents: number;
}

/** Where a category is used, from its own record and the others' titles. */
export function usageOf(category: CategoryLike, categories: readonly CategoryLike[]): CategoryUsage {
  const titles = new Map(categories.map((c) => [c.id, c.title]));
  const childIds = new Set(category.childrenCategoryIds);
  for (const c of categories) if (c.parentCategoryId === category.id) childIds.add(c.id);
  return {
    children: [...childIds].map((id) => titles.get(id) ?? id).sort((a, b) => a.localeCompare(b)),
    parent: category.parentCategoryId ? (titles.get(category.parentCategoryId) ?? null) : null,
    modules: category.assignedModulesIds.length,
    contents: category.assignedContentIds.length,
  };
}

export const isUnused = (u: CategoryUsage): boolean => u.children.length === 0 && u.modules === 0 && u.contents === 0;

/** The editor's fields. */
export interface CategoryFormValues {
  title: string;
  parentCategoryId: string;
  description: string;
  /** The editor's HTML. */
  htmlBody: string;
  imageSet: Record<string, string>;
  [key: string]: unknown;
}

const PATHS = { title: "title", parentCategoryId: "parent_category_id", description: "description" } as const;

/** The update_mask paths of the fields that differ from the saved ones (text compared trimmed). */
export function changedPaths(saved: CategoryFormValues, values: CategoryFormValues): string[] {
  const paths: string[] = (Object.keys(PATHS) as (keyof typeof PATHS)[])
    .filter((field) => saved[field].trim() !== values[field].trim())
    .map((field) => PATHS[field]);
  if (bodyOf(saved.htmlBody) !== bodyOf(values.htmlBody)) paths.push("html_body");
  if (!sameMap(saved.imageSet, values.imageSet)) paths.push("image_set");
  return paths;
}
