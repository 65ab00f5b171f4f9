/**
 * A one-time message for the next sign-in form of this tab (session storage, same origin as the
 * provider's pages): after a password change every session ends, this one included, and the
 * sign-in form then says why. Read once; a browser without storage simply shows no message.
 */
export type SignInNotice = "password-changed";

const KEY = "compass.signInNotice";
const NOTICES: ReadonlySet<string> = new Set<SignInNotice>(["password-changed"]);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function setSignInNotice(notice: SignInNotice, store: Storage | null = storage()): void {
  try {
    store?.setItem(KEY, notice);
  } catch {
    // Storage full or refused: the form shows no message.
  }
}

/** The pending notice, without consuming it (React may render twice). */
export function peekSignInNotice(store: Storage | null = storage()): SignInNotice | null {
  const value = store?.getItem(KEY) ?? null;
  return value !== null && NOTICES.has(value) ? (value as SignInNotice) : null;
}

export function clearSignInNotice(store: Storage | null = storage()): void {
  store?.removeItem(KEY);
}
