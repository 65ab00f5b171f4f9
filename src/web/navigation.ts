/**
 * The main navigation as a pure function of the user's role (issue #38: ordered by role). Staff see
 * their own work first — an administrator Administration (above the fold in a phone's drawer),
 * then coaching and the partner reports; a coach or lender their agenda, mentees and messages; a
 * partner the dashboard — and the library (classes, Discover) last. The learner's own tools
 * (journey, my business, cash-flow tool) are a learner's only: staff have no journey or business
 * of their own. Each item is a route of the table in src/shared/routes.ts and is shown only when
 * that route's role list lets the role in, so the menu can never offer a page the guard would
 * refuse. While the signed-in user's record is loading (or could not be read) the role is unknown
 * (`null`): the learner's menu shows, whose routes are open to every signed-in user.
 */
import type { Conversation } from "../gen/compass/v1/compass_pb";
import type { Role } from "../shared/roles";
import { pathFor, roleAllowed, routeByName, type RouteName } from "../shared/routes";

export type NavSectionId = "learner" | "coaching" | "partner" | "admin" | "library";
export type NavIcon =
  | "journey"
  | "agenda"
  | "overview"
  | "classes"
  | "discover"
  | "business"
  | "impact"
  | "messages"
  | "cashflow"
  | "mentees"
  | "tracking"
  | "reports"
  | "referral"
  | "partner-ta"
  | "partner-dashboard"
  | "partner-impact"
  | "users"
  | "lenders"
  | "partners"
  | "content"
  | "categories"
  | "modules"
  | "admin-classes"
  | "audit-log"
  | "thresholds"
  | "impact-summary";

export interface NavItem {
  route: RouteName;
  path: string;
  icon: NavIcon;
}

export interface NavSection {
  id: NavSectionId;
  items: NavItem[];
}

const SECTIONS: Readonly<Record<NavSectionId, ReadonlyArray<[RouteName, NavIcon]>>> = {
  learner: [
    ["my-journey", "journey"],
    ["classes", "classes"],
    ["discover", "discover"],
    ["my-business", "business"],
    ["my-impact", "impact"],
    ["my-messages", "messages"],
    ["cashflow-tool", "cashflow"],
  ],
  coaching: [
    ["coach-agenda", "agenda"],
    ["mentees", "mentees"],
    ["my-messages", "messages"],
    ["tracking", "tracking"],
    ["download-report", "reports"],
    ["referral-code-generator", "referral"],
  ],
  partner: [
    ["partner-report-dashboard", "partner-dashboard"],
    ["partner-report-ta", "partner-ta"],
    ["partner-report-impact", "partner-impact"],
    ["my-messages", "messages"],
  ],
  admin: [
    ["admin-overview", "overview"],
    ["admin-users", "users"],
    ["admin-lenders", "lenders"],
    ["admin-partners", "partners"],
    ["admin-content", "content"],
    ["admin-categories", "categories"],
    ["admin-modules", "modules"],
    ["admin-classes", "admin-classes"],
    ["admin-impact", "impact-summary"],
    ["admin-readiness-thresholds", "thresholds"],
    ["admin-audit-log", "audit-log"],
  ],
  library: [
    ["classes", "classes"],
    ["discover", "discover"],
  ],
};

/** Each role's sections, in order: its own work first. */
function sectionsOf(role: Role | null): readonly NavSectionId[] {
  switch (role) {
    case "admin":
      return ["admin", "coaching", "partner", "library"];
    case "coach":
    case "lender":
      return ["coaching", "library"];
    case "partner":
      return ["partner", "library"];
    default:
      return ["learner"];
  }
}

/**
 * The sections (in order) and items a user of `role` sees; `null` = not known (yet). A route two
 * of the role's sections list ("My messages" under coaching and the partner reports, for an
 * administrator) shows in the first only.
 */
export function navigationFor(role: Role | null): NavSection[] {
  const shown = new Set<RouteName>();
  return sectionsOf(role)
    .map((id) => ({
      id,
      items: SECTIONS[id]
        .filter(([name]) => {
          if (shown.has(name)) return false;
          const route = routeByName(name);
          const allowed = role === null ? route.roles === null : roleAllowed(route, role);
          if (allowed) shown.add(name);
          return allowed;
        })
        .map(([name, icon]) => ({ route: name, path: pathFor(name), icon })),
    }))
    .filter((section) => section.items.length > 0);
}

/** Whether the navigation offers "My messages" to `role` (its unread count is then read). */
export const offersMessages = (role: Role | null): boolean => navigationFor(role).some((s) => s.items.some((i) => i.route === "my-messages"));

/** The messages waiting unread over every conversation (issue #38 item 4: the count on "My messages"). */
export const unreadMessages = (conversations: readonly Conversation[]): number => conversations.reduce((sum, c) => sum + Math.max(0, c.unreadCount), 0);
