/** The options of a redirect sign-in and the state carried through the provider. */

export interface StartSignInOptions {
  /** Which screen the provider shows first. */
  screen?: "login" | "signup";
  referralCode?: string;
  /** Where to land after the callback (a same-origin path); defaults to '/'. */
  returnTo?: string;
}

/** The state carried through the provider and back to /auth/callback. */
export interface SignInState {
  returnTo: string;
}

/** Only same-origin paths are accepted as destinations (no open redirect). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}

export function signInQueryParams(options: StartSignInOptions, base: Record<string, string | number | boolean> = {}) {
  const params: Record<string, string | number | boolean> = { ...base };
  if (options.screen) params.screen_hint = options.screen;
  if (options.referralCode) params.referral_code = options.referralCode;
  return params;
}

