/** Where a category sits in the tree, for breadcrumbs. */
import type { Category } from "../../../gen/compass/v1/compass_pb";

/** The category's ancestors, top first (a cycle or a missing parent ends the walk). */
export function ancestorsOf(category: Category, all: readonly Category[]): Category[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const chain: Category[] = [];
  const seen = new Set([category.id]);
  let parent = category.parentCategoryId ? byId.get(category.parentCategoryId) : undefined;
  while (parent && !seen.has(parent.id)) {
    chain.unshift(parent);
    seen.add(parent.id);
    parent = parent.parentCategoryId ? byId.get(parent.parentCategoryId) : undefined;
  }
  return chain;
}
