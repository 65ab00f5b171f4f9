/**
 * Token refreshes serialised across tabs (refresh tokens rotate: two tabs refreshing with the same
 * one would sign each other out). Web Locks when the browser has them; otherwise a lock entry in
 * local storage, waited on for at most 5 s (spec §9, token lock wait) before going ahead anyway.
 */
import { TOKEN_LOCK_WAIT_MS } from "./auth-machine";

export const TOKEN_LOCK_NAME = "compass-token-refresh";
const POLL_MS = 100;

interface LockDeps {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  id: string;
}

/** A local-storage lock: owner id and expiry; an expired entry is free. */
export async function withStorageLock<T>(fn: () => Promise<T>, deps: LockDeps, waitMs: number = TOKEN_LOCK_WAIT_MS): Promise<T> {
  const key = `${TOKEN_LOCK_NAME}.lock`;
  const deadline = deps.now() + waitMs;
  const read = (): { id: string; until: number } | null => {
    try {
      return JSON.parse(deps.storage.getItem(key) ?? "null") as { id: string; until: number } | null;
    } catch {
      return null;
    }
  };
  let acquired = false;
  while (!acquired && deps.now() < deadline) {
    const held = read();
    if (!held || held.until <= deps.now()) {
      deps.storage.setItem(key, JSON.stringify({ id: deps.id, until: deps.now() + waitMs }));
      // Another tab may have written at the same moment: the last writer wins.
      await deps.sleep(10);
      acquired = read()?.id === deps.id;
    } else {
      await deps.sleep(POLL_MS);
    }
  }
  try {
    return await fn();
  } finally {
    if (read()?.id === deps.id) deps.storage.removeItem(key);
  }
}

/** Runs `fn` while holding the cross-tab token lock. */
export function withTokenLock<T>(fn: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks) {
    // The DOM typing reads the callback's promise as the result type; the lock resolves with its value.
    return navigator.locks.request(TOKEN_LOCK_NAME, fn).then((result) => result);
  }
  return withStorageLock(fn, {
    storage: window.localStorage,
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    id: Math.random().toString(36).slice(2),
  });
}
