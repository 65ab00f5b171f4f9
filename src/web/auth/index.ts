/**
 * The browser side of sign-in (spec §2 guard, §4 states). One AuthController per page, `auth`,
 * wired to the real browser; everything else here is pure and tested on its own.
 */
import { auth } from "./instance";
import type { StartSignInOptions } from "./sign-in-options";

export { auth };

/**
 * Sends the browser to the provider's sign-in: `screen` picks its first screen (`screen_hint`),
 * `referralCode` is passed on (`referral_code`), `returnTo` (a same-origin path, default '/') is
 * where /auth/callback lands afterwards.
 */
export function startSignIn(options: StartSignInOptions = {}): Promise<void> {
  return auth.signIn(options);
}

/** Signs out here and at the provider (then '/'). */
export function signOut(): Promise<void> {
  return auth.signOut();
}

export { AuthController, type AuthSnapshot, type TokenSet } from "./auth-service";
export type { AuthStatus } from "./auth-machine";
export { safeReturnTo, type SignInState, type StartSignInOptions } from "./sign-in-options";
export { loadAppConfig, type AppConfig } from "./config";
export { hasSessionFlag, setSessionFlag, clearSessionFlag } from "./session-flag";
export { useAuth } from "./use-auth";
