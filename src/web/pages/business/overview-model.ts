/**
 * The my-business page's pure decisions: each tool's state (not started, in progress, submitted)
 * and when its draft was last saved, and which library items to suggest for the survey's weakest
 * sections (found by tag through the library search, as /admin/tag/:tag finds them).
 */
import { draftMeta } from "../../drafts/draft-choice";

export type ToolState = "notStarted" | "inProgress" | "submitted";

/**
 * Submitted once a version exists; in progress once opened (the server's seen flag) or with a draft;
 * else not started.
 */
export function toolState(flags: { seen?: boolean; completed?: boolean }, version: number, hasDraft: boolean): ToolState {
  if (flags.completed || version > 0) return "submitted";
  if (flags.seen || hasDraft) return "inProgress";
  return "notStarted";
}

/** When the newest draft still worth opening was saved (made from `version` or later), or null. */
export function latestDraftAt(version: number, drafts: readonly (string | null | undefined)[]): number | null {
  let latest: number | null = null;
  for (const text of drafts) {
    const meta = draftMeta(text);
    if (!meta || meta.baseVersion < version) continue;
    if (latest === null || meta.savedAt > latest) latest = meta.savedAt;
  }
  return latest;
}

// ---- Suggestions --------------------------------------------------------------------------------

export type ItemKind = "module" | "content";
export interface FoundItem {
  kind: ItemKind;
  id: string;
}
export const itemRef = (item: FoundItem): string => `${item.kind}:${item.id}`;

/**
 * The items worth fetching for a section: its tags' search results taken in turn (the best of
 * each tag first), each item once, at most `limit`.
 */
export function sectionCandidates(tags: readonly string[], resultsByTag: ReadonlyMap<string, readonly FoundItem[]>, limit: number): FoundItem[] {
  const lists = tags.map((tag) => resultsByTag.get(tag) ?? []);
  const out: FoundItem[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < limit && lists.some((l) => i < l.length); i++) {
    for (const list of lists) {
      const item = list[i];
      if (!item || seen.has(itemRef(item))) continue;
      seen.add(itemRef(item));
      out.push(item);
      if (out.length >= limit) break;
    }
  }
  return out;
}

/**
 * Per section, up to `perSection` of its candidates that carry one of its tags exactly (the search
 * also matches titles and words), none suggested twice on the page (the weakest section first).
 */
export function pickSuggestions(
  sections: readonly { tags: readonly string[]; candidates: readonly FoundItem[] }[],
  tagsOf: (item: FoundItem) => readonly string[] | undefined,
  perSection: number,
): FoundItem[][] {
  const used = new Set<string>();
  return sections.map((section) => {
    const wanted = new Set(section.tags.map((t) => t.toLowerCase()));
    const picked: FoundItem[] = [];
    for (const item of section.candidates) {
      if (picked.length >= perSection) break;
      const ref = itemRef(item);
      const tags = tagsOf(item);
      if (used.has(ref) || !tags?.some((t) => wanted.has(t.toLowerCase()))) continue;
      used.add(ref);
      picked.push(item);
    }
    return picked;
  });
}
