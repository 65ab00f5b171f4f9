/**
 * Where a learning module or content is used, from the records that point at it (categories'
 * assigned ids, modules' content ids): what its removal unlinks, shown before the confirmation.
 */

interface Titled {
  id: string;
  title: string;
}

const titlesOf = (items: readonly Titled[]) => items.map((i) => i.title).sort((a, b) => a.localeCompare(b));

/** Titles of the categories a module is assigned to. */
export function moduleUsage(moduleId: string, categories: readonly (Titled & { assignedModulesIds: readonly string[] })[]): { categories: string[] } {
  return { categories: titlesOf(categories.filter((c) => c.assignedModulesIds.includes(moduleId))) };
}

/** Titles of the modules and categories holding a content. */
export function contentUsage(
  contentId: string,
  modules: readonly (Titled & { learningContentIds: readonly string[] })[],
  categories: readonly (Titled & { assignedContentIds: readonly string[] })[],
): { modules: string[]; categories: string[] } {
  return {
    modules: titlesOf(modules.filter((m) => m.learningContentIds.includes(contentId))),
    categories: titlesOf(categories.filter((c) => c.assignedContentIds.includes(contentId))),
  };
}
