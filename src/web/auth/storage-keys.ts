/**
 * Where the sign-in library keeps its state in local storage, readable without loading it: the
 * boot (src/web/main.tsx) and the simple layout only ask whether a token set is stored.
 */
export const USER_STORE_PREFIX = "compass.oidc.";

/** Whether a token set (expired or not) is stored in this browser. */
export function hasStoredUser(storage: Pick<Storage, "length" | "key"> | null = safeLocalStorage()): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith(`${USER_STORE_PREFIX}user:`)) return true;
  }
  return false;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
