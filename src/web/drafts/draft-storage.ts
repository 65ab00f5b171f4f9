/**
 * The device's copy of a draft, in localStorage (under `localDraftKey(document, userId)`): written
 * as the user types, so a reload, a crash or a lost connection loses nothing. Storage can be
 * missing or full (private windows, quotas): every call answers instead of throwing.
 */

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether the draft was written. */
export function writeLocalDraft(key: string, text: string): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the draft is older than the next submitted version and is dropped when read.
  }
}
