/**
 * The boot's shortcut for a signed-out visitor on a page that needs sign-in: exactly what the
 * app would do after loading (the guard's redirect to /auth, whose StartSignIn starts the code
 * flow), done before the app loads — no stored tokens and no session-present cookie mean no
 * silent check is tried (spec §4), so the outcome is known already.
 */
import { authPath } from "./guard";
import { auth } from "./instance";
import { safeReturnTo } from "./sign-in-options";

export function redirectToSignIn(url: { pathname: string; search: string; hash: string }): Promise<void> {
  const target = new URL(authPath(url), "http://x");
  return auth.signIn({ screen: "login", returnTo: safeReturnTo(target.searchParams.get("returnTo") ?? "/") });
}
