/**
 * Every route of the web app (spec §2), as pure data: path, name, layout, who may open it and
 * whether the page is built yet. The web router (src/web/router.tsx) turns this table into React
 * Router routes; the route guard (src/web/auth/guard.ts) reads `signIn` and `roles`; navigation
 * (src/web/navigation.ts) links by name with `pathFor`; the README's routes table is generated
 * from it (scripts/readme-status.ts: run `npm run readme` after flipping a page to `built`).
 *
 * Paths use React Router syntax: `:param` for a segment, `:param?` for an optional one.
 */
import type { Role } from "./roles.js";

export type Layout = "main" | "auth" | "plain" | "simple";

/**
 * `built`: the page is real. `not-yet`: the route shows the shared "not available yet" page
 * (src/web/pages/not-available/) until its page is built; flip it here when you add the
 * page.
 */
export type PageStatus = "built" | "not-yet";

export interface RouteDef {
  /** Route name (used for titles, navigation, the guard and the README's table). */
  readonly name: string;
  readonly path: string;
  readonly layout: Layout;
  /** Whether the route needs a signed-in user. */
  readonly signIn: boolean;
  /** Roles allowed in; `null` = any signed-in user (or anyone when `signIn` is false). */
  readonly roles: readonly Role[] | null;
  readonly page: PageStatus;
}

const ADMIN: readonly Role[] = ["admin"];
/** Spec §2/§6: mentees, manage-mentee, download-report, tracking, add-tracking. */
const COACHING: readonly Role[] = ["admin", "coach", "lender"];
const REFERRAL_CODES: readonly Role[] = ["admin", "coach"];
const PARTNER: readonly Role[] = ["admin", "partner"];

const signedIn = (name: string, path: string, layout: Layout = "main", page: PageStatus = "not-yet"): RouteDef => ({
  name,
  path,
  layout,
  signIn: true,
  roles: null,
  page,
});
const forRoles = (name: string, path: string, roles: readonly Role[], page: PageStatus = "not-yet"): RouteDef => ({
  name,
  path,
  layout: "main",
  signIn: true,
  roles,
  page,
});
const open = (name: string, path: string, layout: Layout, page: PageStatus = "not-yet"): RouteDef => ({
  name,
  path,
  layout,
  signIn: false,
  roles: null,
  page,
});

export const ROUTES = [
  // Main layout, any signed-in user.
  signedIn("my-journey", "/", "main", "built"),
  signedIn("classes", "/classes", "main", "built"),
  signedIn("lesson", "/modules/:cat/lesson/:id", "main", "built"),
  signedIn("module", "/modules/:cat/:id", "main", "built"),
  signedIn("discover", "/discover", "main", "built"),
  signedIn("discover-category", "/discover/category/:id", "main", "built"),
  signedIn("search-results", "/discover/search/:term", "main", "built"),
  signedIn("my-business", "/my-business", "main", "built"),
  signedIn("my-messages", "/my-messages", "main", "built"),
  signedIn("cashflow-tool", "/cashflow-tool", "main", "built"),
  signedIn("tag", "/admin/tag/:tag", "main", "built"),
  // Beyond the spec's routes: the second factor's settings (ADR 0006).
  signedIn("account-security", "/account/security", "main", "built"),
  // Simple layout, signed in.
  signedIn("welcome", "/welcome", "simple", "built"),
  // No sign-in.
  open("auth-callback", "/auth/callback", "plain", "built"),
  open("auth", "/auth/:type?/:referralCode?", "auth", "built"),
  open("reset-password", "/reset-password", "auth", "built"),
  // Beyond the spec's routes: an invitation's set-password link (ADR 0022).
  open("set-password", "/set-password", "auth", "built"),
  open("no-profile", "/no-profile", "simple", "built"),
  // The spec's meta lists the admin role for this page, yet it is reachable without sign-in:
  // we follow the reachable reading (public, no role list).
  open("privacy-policy", "/privacy-policy", "simple", "built"),
  // Admin only.
  forRoles("admin-users", "/admin/users", ADMIN, "built"),
  forRoles("admin-manage-user", "/admin/manage-user", ADMIN, "built"),
  forRoles("admin-lenders", "/admin/lenders", ADMIN, "built"),
  forRoles("admin-add-edit-lenders", "/admin/add-edit-lenders", ADMIN, "built"),
  forRoles("admin-partners", "/admin/partners", ADMIN, "built"),
  forRoles("admin-add-edit-partners", "/admin/add-edit-partners", ADMIN, "built"),
  // Beyond the spec's routes: reading the audit log (ADR 0021).
  forRoles("admin-audit-log", "/admin/audit-log", ADMIN, "built"),
  forRoles("admin-content", "/admin/content", ADMIN, "built"),
  forRoles("admin-categories", "/admin/categories", ADMIN, "built"),
  forRoles("admin-add-edit-category", "/admin/add-edit-category", ADMIN, "built"),
  forRoles("admin-modules", "/admin/modules", ADMIN, "built"),
  forRoles("admin-add-edit-learning-module", "/admin/add-edit-learning-module", ADMIN, "built"),
  forRoles("admin-add-edit-content", "/admin/add-edit-content", ADMIN, "built"),
  forRoles("admin-category-content", "/admin/category-content/:cat", ADMIN, "built"),
  forRoles("admin-module-content", "/admin/module-content/:cat", ADMIN, "built"),
  forRoles("admin-classes", "/admin/classes", ADMIN, "built"),
  forRoles("admin-classes-add", "/admin/classes/add", ADMIN, "built"),
  // Coach, lender or admin.
  forRoles("mentees", "/admin/coach/mentees", COACHING, "built"),
  forRoles("manage-mentee", "/admin/coach/manage-mentee", COACHING, "built"),
  forRoles("download-report", "/admin/download-report", COACHING, "built"),
  forRoles("tracking", "/coach/tracking", COACHING, "built"),
  forRoles("add-tracking", "/coach/add-tracking", COACHING, "built"),
  // Admin or coach.
  forRoles("referral-code-generator", "/admin/referral-code-generator", REFERRAL_CODES, "built"),
  // Admin or partner.
  forRoles("partner-report-ta", "/partner/report/ta", PARTNER, "built"),
  forRoles("partner-report-dashboard", "/partner/report/dashboard", PARTNER, "built"),
  // Anything else.
  open("not-found", "*", "simple", "built"),
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]["name"];

const byName = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: RouteName): RouteDef {
  return byName.get(name)!;
}

/** Whether a user of `role` may open the route (ignores sign-in, which the guard checks first). */
export function roleAllowed(route: RouteDef, role: Role): boolean {
  return route.roles === null || route.roles.includes(role);
}

/** A concrete URL for a route, with parameters filled in (optional ones dropped when absent). */
export function pathFor(name: RouteName, params: Record<string, string> = {}): string {
  const route = routeByName(name);
  const filled = route.path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const optional = segment.endsWith("?");
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined) {
        if (optional) return null;
        throw new Error(`route ${name} needs the parameter ${key}`);
      }
      return encodeURIComponent(value);
    })
    .filter((s): s is string => s !== null);
  return filled.join("/") || "/";
}
