/**
 * Drafts of a versioned document between submits (ADR 0015), whatever the document: where they are
 * kept (the browser's storage by user id, and the user's key/value entry `<document>.draft`, at most
 * 16 KiB of UTF-8) and which one to restore on opening. Each document writes its own text; every
 * draft's JSON carries `t` (when it was saved, ms since the epoch) and `b` (the submitted version
 * it was made from, 0 before the first submit).
 */

/** The most a key/value entry holds (UTF-8 bytes). */
export const SERVER_VALUE_MAX_BYTES = 16 * 1024;

/** The user's key/value entry holding a document's draft (`cashflow.draft`, `business-plan.draft`). */
export const serverDraftKey = (document: string): string => `${document}.draft`;
/** The browser's storage key of a user's draft of a document. */
export const localDraftKey = (document: string, userId: string): string => `compass.${document}.draft.${userId}`;

/** Whether a draft's text fits in a key/value entry. */
export const fitsServer = (text: string): boolean => new TextEncoder().encode(text).length <= SERVER_VALUE_MAX_BYTES;

export interface DraftMeta {
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  /** The submitted version the user was editing (0 before the first submit). */
  baseVersion: number;
}

export type DraftSource = "device" | "account";

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

/** The `t` and `b` of any document's draft text, or null when it is not a draft. */
export function draftMeta(text: string | null | undefined): DraftMeta | null {
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== "object" || data === null) return null;
    const { t, b } = data as Record<string, unknown>;
    return isCount(t) && isCount(b) ? { savedAt: t, baseVersion: b } : null;
  } catch {
    return null;
  }
}

export interface DraftChoice<D extends DraftMeta> {
  /** The draft to restore, or null: start from the latest submitted version. */
  chosen: { source: DraftSource; draft: D } | null;
  /** Drafts to delete: older than the latest submitted version (or unreadable). */
  discard: DraftSource[];
}

/**
 * Which draft to restore: among those made from the latest submitted version or later, the most
 * recently saved (the device's on a tie: it is at least as fresh). Drafts made from an older
 * version are dropped — a later submit already replaced what they were edits of.
 */
export function chooseDraft<D extends DraftMeta>(
  latestVersion: number,
  found: readonly { source: DraftSource; text: string | null }[],
  parse: (text: string) => D | null,
): DraftChoice<D> {
  const discard: DraftSource[] = [];
  let chosen: DraftChoice<D>["chosen"] = null;
  for (const { source, text } of found) {
    if (text === null) continue;
    const draft = parse(text);
    if (!draft || draft.baseVersion < latestVersion) {
      discard.push(source);
      continue;
    }
    if (!chosen || draft.savedAt > chosen.draft.savedAt || (draft.savedAt === chosen.draft.savedAt && source === "device")) chosen = { source, draft };
  }
  return { chosen, discard };
}
