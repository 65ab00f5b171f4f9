/**
 * THE ROUTE TABLE of the web app (spec §2), as typed data: for each route its path, name, layout,
 * who may open it, its page's module and the calls its first screen reads. Everything else is
 * derived from it:
 * - the web router (src/web/start/router.tsx) and the build (scripts/web-build/) take the page and
 *   layout modules from it (a module that does not exist fails the build);
 * - the boot's early calls (src/web/start/early-data.ts) and the app's first queries
 *   (src/web/start/first-data.ts) are its `first` calls, encoded at build time by the generated
 *   code (scripts/web-build/route-modules.ts);
 * - the route guard (src/web/auth/guard.ts) reads `signIn` and `roles`; navigation links by
 *   name with `pathFor`; the server picks a route's prerendered HTML with it (src/server/app.ts);
 *   the README's routes table is generated from it (`npm run readme`).
 *
 * Adding a page: one row here (name, path, module under src/web, layout, roles) and the module,
 * whose default export is the page's component (docs/decisions/0030-start-path.md).
 * Paths use React Router syntax: `:param` for a segment, `:param?` for an optional one.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { CompassService } from "../gen/compass/v1/compass_pb.js";
import type { Role } from "./roles.js";

export type Layout = "main" | "auth" | "plain" | "simple";

/** Each layout's module under src/web (without extension); its default export wraps the pages. */
export const LAYOUT_MODULES: Readonly<Record<Layout, string>> = {
  main: "layouts/main/main-layout",
  auth: "layouts/auth/auth-layout",
  plain: "layouts/plain/plain-layout",
  simple: "layouts/simple/simple-layout",
};

type Methods = (typeof CompassService)["method"];
type UnaryMethod = { [M in keyof Methods]: Methods[M]["methodKind"] extends "unary" ? M : never }[keyof Methods];

/**
 * A call a page reads first. With a stored session the boot sends it beside the app's code and
 * the user check (early-data.ts), and the app asks for the same query before the page renders
 * (first-data.ts), so its answer is there, or on its way, when the page first draws.
 */
export type FirstCall = {
  [M in UnaryMethod]: {
    /** The method's local name (`getMyLearningJourney`). */
    readonly method: M;
    /** The request, exactly as the page's own query asks for it (same input, same bytes). */
    readonly input: MessageInitShape<Methods[M]["input"]>;
    /** How long the answer stays fresh (the page's query uses the same). */
    readonly staleTime: number;
    /** Whether the page's first screen shows it: the first render waits for it (app-data.tsx). */
    readonly firstScreen: boolean;
  };
}[UnaryMethod];

/** The learner's journey (the home, lessons' done marks). Completing something invalidates it. */
export const JOURNEY_CALL = { method: "getMyLearningJourney", input: {}, staleTime: 10_000, firstScreen: true } as const satisfies FirstCall;
/**
 * The classes the home lists the next three of (below the journey), drawn in the same first
 * render: an answer that arrived during that render made React draw the whole page again.
 */
export const HOME_CLASSES_CALL = { method: "listClasses", input: { pageRequest: { pageSize: 500 } }, staleTime: 60_000, firstScreen: true } as const satisfies FirstCall;

/**
 * The library's categories: /discover draws its category cards from them, and the featured
 * category's items follow from them (one more round trip, by id).
 */
export const CATEGORIES_CALL = { method: "getAllCategories", input: {}, staleTime: 60_000, firstScreen: true } as const satisfies FirstCall;

export interface RouteDef {
  /** Route name (used for titles, navigation, the guard and the README's table). */
  readonly name: string;
  readonly path: string;
  readonly layout: Layout;
  /** Whether the route needs a signed-in user. */
  readonly signIn: boolean;
  /** Roles allowed in; `null` = any signed-in user (or anyone when `signIn` is false). */
  readonly roles: readonly Role[] | null;
  /** The page's module under src/web, without extension; its default export is the page. */
  readonly page: string;
  /** The calls the page's first screen reads (see FirstCall); only on routes that need sign-in. */
  readonly first: readonly FirstCall[];
}

const ADMIN: readonly Role[] = ["admin"];
/** Spec §2/§6: mentees, manage-mentee, download-report, tracking, add-tracking. */
const COACHING: readonly Role[] = ["admin", "coach", "lender"];
const REFERRAL_CODES: readonly Role[] = ["admin", "coach"];
const PARTNER: readonly Role[] = ["admin", "partner"];

const signedIn = (name: string, path: string, page: string, layout: Layout = "main", first: readonly FirstCall[] = []): RouteDef => ({
  name,
  path,
  layout,
  signIn: true,
  roles: null,
  page,
  first,
});
const forRoles = (name: string, path: string, page: string, roles: readonly Role[], first: readonly FirstCall[] = []): RouteDef => ({
  name,
  path,
  layout: "main",
  signIn: true,
  roles,
  page,
  first,
});
const open = (name: string, path: string, page: string, layout: Layout): RouteDef => ({
  name,
  path,
  layout,
  signIn: false,
  roles: null,
  page,
  first: [],
});

export const ROUTES = [
  // Main layout, any signed-in user.
  signedIn("my-journey", "/", "pages/journey/my-journey-page", "main", [JOURNEY_CALL, HOME_CLASSES_CALL]),
  signedIn("classes", "/classes", "pages/classes/classes-page"),
  signedIn("lesson", "/modules/:cat/lesson/:id", "pages/learning/lesson-page"),
  signedIn("module", "/modules/:cat/:id", "pages/learning/module-page"),
  signedIn("discover", "/discover", "pages/learning/discover-page", "main", [CATEGORIES_CALL]),
  signedIn("discover-category", "/discover/category/:id", "pages/learning/discover-category-page"),
  signedIn("search-results", "/discover/search/:term", "pages/learning/search-results-page"),
  signedIn("my-business", "/my-business", "pages/business/my-business-page"),
  // Beyond the spec's routes: the learner's check-in of their impact milestones (issue #40).
  signedIn("my-impact", "/my-impact", "pages/impact/my-impact-page"),
  // Beyond the spec's routes: the learner's counseling record, "About your business for our
  // funders" (issue #40 §3: SBA Form 641's client fields), linked from their profile and account menu.
  signedIn("my-counseling-record", "/my-counseling-record", "pages/counseling/my-counseling-record-page"),
  signedIn("my-messages", "/my-messages", "pages/messages/my-messages-page"),
  signedIn("cashflow-tool", "/cashflow-tool", "pages/cashflow/cashflow-page"),
  signedIn("tag", "/admin/tag/:tag", "pages/learning/tag-page"),
  // Beyond the spec's routes: the second factor's settings (ADR 0006).
  signedIn("account-security", "/account/security", "pages/account/security-page"),
  // Beyond the spec's routes: "Edit my profile" (issue #38) — staff's own profile page (name,
  // phone, photo, time zone, mail signature); a learner's profile form as an edit page.
  signedIn("my-profile", "/my-profile", "pages/account/my-profile-page"),
  // Simple layout, signed in.
  signedIn("welcome", "/welcome", "pages/welcome/welcome-page", "simple"),
  // No sign-in.
  open("auth-callback", "/auth/callback", "auth/callback-page", "plain"),
  open("auth", "/auth/:type?/:referralCode?", "pages/auth/auth-page", "auth"),
  open("reset-password", "/reset-password", "pages/auth/reset-password-page", "auth"),
  // Beyond the spec's routes: an invitation's set-password link (ADR 0022).
  open("set-password", "/set-password", "pages/auth/set-password-page", "auth"),
  open("no-profile", "/no-profile", "pages/errors/no-profile-page", "simple"),
  // The spec's meta lists the admin role for this page, yet it is reachable without sign-in:
  // we follow the reachable reading (public, no role list).
  open("privacy-policy", "/privacy-policy", "pages/privacy/privacy-page", "simple"),
  // Admin only.
  // Beyond the spec's routes: the administrator's start page (issue #38; "/" sends an
  // administrator here, startRouteFor).
  forRoles("admin-overview", "/admin/overview", "pages/admin-overview/admin-overview-page", ADMIN),
  forRoles("admin-users", "/admin/users", "pages/admin-users/users-page", ADMIN),
  forRoles("admin-manage-user", "/admin/manage-user", "pages/admin-users/manage-user-page", ADMIN),
  forRoles("admin-lenders", "/admin/lenders", "pages/partner-accounts/lenders-page", ADMIN),
  forRoles("admin-add-edit-lenders", "/admin/add-edit-lenders", "pages/partner-accounts/add-edit-lender-page", ADMIN),
  forRoles("admin-partners", "/admin/partners", "pages/partner-accounts/partners-page", ADMIN),
  forRoles("admin-add-edit-partners", "/admin/add-edit-partners", "pages/partner-accounts/add-edit-partner-page", ADMIN),
  // Beyond the spec's routes: reading the audit log (ADR 0021).
  forRoles("admin-audit-log", "/admin/audit-log", "pages/audit-log/audit-log-page", ADMIN),
  forRoles("admin-content", "/admin/content", "pages/admin-content/content-page", ADMIN),
  forRoles("admin-categories", "/admin/categories", "pages/admin-content/categories-page", ADMIN),
  forRoles("admin-add-edit-category", "/admin/add-edit-category", "pages/admin-content/add-edit-category-page", ADMIN),
  forRoles("admin-modules", "/admin/modules", "pages/admin-content/modules-page", ADMIN),
  forRoles("admin-add-edit-learning-module", "/admin/add-edit-learning-module", "pages/admin-content/add-edit-learning-module-page", ADMIN),
  forRoles("admin-add-edit-content", "/admin/add-edit-content", "pages/admin-content/add-edit-content-page", ADMIN),
  // Beyond the spec's routes: an article's Spanish version (ADR 0036).
  forRoles("admin-content-translation", "/admin/content-translation", "pages/admin-content/content-translation-page", ADMIN),
  forRoles("admin-category-content", "/admin/category-content/:cat", "pages/admin-content/category-content-page", ADMIN),
  forRoles("admin-module-content", "/admin/module-content/:cat", "pages/admin-content/module-content-page", ADMIN),
  forRoles("admin-classes", "/admin/classes", "pages/classes/admin-classes-page", ADMIN),
  forRoles("admin-classes-add", "/admin/classes/add", "pages/classes/add-edit-class-page", ADMIN),
  // Beyond the spec's routes: the loan-readiness thresholds of the installation (issue #39).
  forRoles("admin-readiness-thresholds", "/admin/readiness-thresholds", "pages/admin-readiness/readiness-thresholds-page", ADMIN),
  // Beyond the spec's routes: the impact dashboard (issue #40).
  forRoles("admin-impact", "/admin/impact", "pages/admin-impact/impact-dashboard-page", ADMIN),
  forRoles("admin-impact-records", "/admin/impact/records", "pages/admin-impact/impact-records-page", ADMIN),
  // Coach, lender or admin.
  // Beyond the spec's routes: a coach's or lender's start page (issue #38).
  forRoles("coach-agenda", "/coach/agenda", "pages/agenda/agenda-page", COACHING),
  forRoles("mentees", "/admin/coach/mentees", "pages/mentees/mentees-page", COACHING),
  forRoles("manage-mentee", "/admin/coach/manage-mentee", "pages/mentees/manage-mentee-page", COACHING),
  forRoles("download-report", "/admin/download-report", "pages/reports/download-report-page", COACHING),
  forRoles("tracking", "/coach/tracking", "pages/coaching/tracking-page", COACHING),
  forRoles("add-tracking", "/coach/add-tracking", "pages/coaching/add-tracking-page", COACHING),
  // Admin or coach.
  forRoles("referral-code-generator", "/admin/referral-code-generator", "pages/coaching/referral-codes-page", REFERRAL_CODES),
  // Admin or partner.
  forRoles("partner-report-ta", "/partner/report/ta", "pages/partner-reports/partner-ta-page", PARTNER),
  forRoles("partner-report-dashboard", "/partner/report/dashboard", "pages/partner-reports/partner-dashboard-page", PARTNER),
  // Beyond the spec's routes: the partner bank's impact figures of its referred clients (issue #40 §6).
  forRoles("partner-report-impact", "/partner/report/impact", "pages/partner-reports/partner-impact-page", PARTNER),
  // Anything else.
  open("not-found", "*", "pages/errors/not-found-page", "simple"),
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]["name"];

const byName = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: RouteName): RouteDef {
  return byName.get(name)!;
}

/**
 * Where a user of `role` starts (issue #38): the page "/" shows them. A learner's (and a user's
 * whose role is not known) is the journey at "/" itself; staff are sent from "/" to their own
 * (the route guard), so a deep link to any other page still opens that page.
 */
export function startRouteFor(role: Role | null): RouteName {
  switch (role) {
    case "admin":
      return "admin-overview";
    case "coach":
    case "lender":
      return "coach-agenda";
    case "partner":
      return "partner-report-dashboard";
    default:
      return "my-journey";
  }
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
