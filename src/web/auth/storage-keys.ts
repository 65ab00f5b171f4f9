/**
 * Where the sign-in library keeps its state in local storage, readable without loading it: the
 * boot (src/web/start/main.tsx) and the simple layout only ask whether a token set is stored, and the
 * page's start reads the stored token set itself (the library, 17 KB, loads after the page).
 */

/** A stored token set: the parts the app uses (auth-service.ts's TokenSet). */
export interface StoredUser {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  readonly expired?: boolean;
  profile: { sub: string; email?: string; name?: string };
}
export const USER_STORE_PREFIX = "compass.oidc.";

/** Whether a token set (expired or not) is stored in this browser. */
export function hasStoredUser(storage: Pick<Storage, "length" | "key"> | null = safeLocalStorage()): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith(`${USER_STORE_PREFIX}user:`)) return true;
  }
  return false;
}

/**
 * The token set oidc-client-ts stored for this issuer and client (its `user:<authority>:<client_id>`
 * entry, as `User.toStorageString` writes it), or null; `expired` as the library computes it.
 */
export function readStoredUser(
  issuer: string,
  clientId: string,
  now: number = Date.now(),
  storage: Pick<Storage, "getItem"> | null = safeLocalStorage(),
): StoredUser | null {
  const text = storage?.getItem(`${USER_STORE_PREFIX}user:${issuer}:${clientId}`);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredUser> & { expires_at?: unknown };
    if (typeof stored.access_token !== "string" || typeof stored.profile?.sub !== "string") return null;
    const expiresAt = typeof stored.expires_at === "number" ? stored.expires_at : undefined;
    return {
      access_token: stored.access_token,
      ...(typeof stored.id_token === "string" ? { id_token: stored.id_token } : {}),
      ...(typeof stored.refresh_token === "string" ? { refresh_token: stored.refresh_token } : {}),
      expired: expiresAt === undefined ? undefined : expiresAt - Math.floor(now / 1000) <= 0,
      profile: stored.profile,
    };
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
