/**
 * Spec §2's route guard as a pure decision: given the route, the URL, the sign-in state, the
 * user's data and the configuration, what happens. route-guard.tsx carries it out.
 *
 * 1. Skipped (proceed) for auth-callback and for URLs carrying code+state or error parameters.
 * 2. Routes that need no sign-in proceed.
 * 3. While authentication loads: the 'Authenticating...' overlay.
 * 4. No session (signed out, or a second factor still needed) → the auth route, keeping the
 *    destination in `returnTo`.
 * 5. The user's data (GetMyUser + GetMyState) loads under the same overlay. None comes back →
 *    the loan provider's questionnaire (userType=borrower, redirectedFromLogin) by full page load
 *    when one is configured, else /no-profile.
 * 6. A STANDARD user whose profile is not completed → the external questionnaire's agreements
 *    page with the spec's flags by full page load when configured, else the built-in /welcome.
 * 7. The route's role list, when it has one, must hold the user's role → else the page says the
 *    user may not open it, with a link to their start page (issue #38; the spec sent them to
 *    my-journey silently).
 * 8. The home ('/') of a user whose start page is another (startRouteFor: an administrator's
 *    overview, a coach's or lender's agenda, a partner's dashboard) → that page.
 * 9. Otherwise navigation proceeds.
 */
import type { Role } from "../../shared/roles";
import { pathFor, startRouteFor, type RouteDef } from "../../shared/routes";
import { isProviderAnswer, type AuthStatus } from "./auth-machine";

export type GuardDecision =
  | { kind: "proceed" }
  | { kind: "overlay"; reason: "authenticating" }
  /** In-app redirect (the 'Redirecting...' overlay shows meanwhile). */
  | { kind: "navigate"; to: string }
  /** Full page load elsewhere (the 'Redirecting...' overlay shows meanwhile). */
  | { kind: "external"; url: string }
  /** The user's data could not be loaded (not "none came back"): show an error with a retry. */
  | { kind: "error" }
  /** The user's role may not open this route: say so, with a link to their start page. */
  | { kind: "refused"; startPath: string };

export type UserData =
  | { status: "loading" }
  | { status: "error" }
  /** GetMyUser answered that there is no user record for this identity. */
  | { status: "missing" }
  /** `role`: the user type's role name (user-role.ts), null for UNSPECIFIED. */
  | { status: "loaded"; role: Role | null; hasCompletedProfile: boolean };

export interface GuardInput {
  /** The matched route's meta (null: no route matched). */
  route: Pick<RouteDef, "name" | "signIn" | "roles"> | null;
  url: { pathname: string; search: string; hash?: string };
  auth: AuthStatus;
  user: UserData;
  loanApplicationUrl: string | null;
}

/** The sign-in route with the destination to come back to. */
export function authPath(url: GuardInput["url"]): string {
  const destination = url.pathname + url.search + (url.hash ?? "");
  return destination === "/" ? "/auth" : `/auth?${new URLSearchParams({ returnTo: destination }).toString()}`;
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** No user data: the loan provider's questionnaire for a new borrower. */
export function noProfileUrl(loanApplicationUrl: string): string {
  return withQuery(loanApplicationUrl, { userType: "borrower", redirectedFromLogin: "true" });
}

/**
 * Profile not completed: the questionnaire's agreements page. The spec names the flags but not
 * their values; these say "first step, just signed in, nothing edited yet".
 */
export const AGREEMENTS_FLAGS: Readonly<Record<string, string>> = {
  step: "agreements",
  redirectedFromLogin: "true",
  valueChanged: "false",
  tempAgreementSavedInCurrentSession: "false",
  dataIsReadyToBeLoaded: "true",
  number: "0",
  userType: "borrower",
  editedFields: "",
};

export function agreementsUrl(loanApplicationUrl: string): string {
  return withQuery(loanApplicationUrl, { ...AGREEMENTS_FLAGS });
}

export function decideRoute(input: GuardInput): GuardDecision {
  const { route, url } = input;
  if (route?.name === "auth-callback" || isProviderAnswer(url.search)) return { kind: "proceed" };
  if (!route || !route.signIn) return { kind: "proceed" };
  if (input.auth === "loading") return { kind: "overlay", reason: "authenticating" };
  if (input.auth !== "signed-in") return { kind: "navigate", to: authPath(url) };

  const user = input.user;
  if (user.status === "loading") return { kind: "overlay", reason: "authenticating" };
  if (user.status === "error") return { kind: "error" };
  if (user.status === "missing") {
    return input.loanApplicationUrl
      ? { kind: "external", url: noProfileUrl(input.loanApplicationUrl) }
      : { kind: "navigate", to: "/no-profile" };
  }

  if (user.role === "standard" && !user.hasCompletedProfile) {
    if (input.loanApplicationUrl) return { kind: "external", url: agreementsUrl(input.loanApplicationUrl) };
    if (route.name !== "welcome") return { kind: "navigate", to: "/welcome" };
  }

  if (route.roles !== null && (user.role === null || !route.roles.includes(user.role))) {
    return { kind: "refused", startPath: pathFor(startRouteFor(user.role)) };
  }
  if (route.name === "my-journey") {
    const start = startRouteFor(user.role);
    if (start !== "my-journey") return { kind: "navigate", to: pathFor(start) };
  }
  return { kind: "proceed" };
}
