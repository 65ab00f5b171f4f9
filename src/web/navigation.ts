/**
 * The main navigation as a pure function of the user's role. Each item is a route of the table in
 * src/shared/routes.ts and is shown only when that route's role list lets the role in, so the menu
 * can never offer a page the guard would refuse. While the signed-in user's record is loading (or
 * could not be read) the role is unknown (`null`): only the routes open to every signed-in user
 * (`roles: null`, today the learner areas) are shown.
 */
import type { Role } from "../shared/roles";
import { pathFor, roleAllowed, routeByName, type RouteName } from "../shared/routes";

export type NavSectionId = "learner" | "coaching" | "partner" | "admin";
export type NavIcon =
  | "journey"
  | "classes"
  | "discover"
  | "business"
  | "messages"
  | "cashflow"
  | "mentees"
  | "tracking"
  | "reports"
  | "referral"
  | "partner-ta"
  | "partner-dashboard"
  | "users"
  | "lenders"
  | "partners"
  | "content"
  | "categories"
  | "modules"
  | "admin-classes"
  | "audit-log";

export interface NavItem {
  route: RouteName;
  path: string;
  icon: NavIcon;
}

export interface NavSection {
  id: NavSectionId;
  items: NavItem[];
}

const SECTIONS: ReadonlyArray<{ id: NavSectionId; items: ReadonlyArray<[RouteName, NavIcon]> }> = [
  {
    id: "learner",
    items: [
      ["my-journey", "journey"],
      ["classes", "classes"],
      ["discover", "discover"],
      ["my-business", "business"],
      ["my-messages", "messages"],
      ["cashflow-tool", "cashflow"],
    ],
  },
  {
    id: "coaching",
    items: [
      ["mentees", "mentees"],
      ["tracking", "tracking"],
      ["download-report", "reports"],
      ["referral-code-generator", "referral"],
    ],
  },
  {
    id: "partner",
    items: [
      ["partner-report-dashboard", "partner-dashboard"],
      ["partner-report-ta", "partner-ta"],
    ],
  },
  {
    id: "admin",
    items: [
      ["admin-users", "users"],
      ["admin-lenders", "lenders"],
      ["admin-partners", "partners"],
      ["admin-content", "content"],
      ["admin-categories", "categories"],
      ["admin-modules", "modules"],
      ["admin-classes", "admin-classes"],
      ["admin-audit-log", "audit-log"],
    ],
  },
];

/** The sections (in order) and items a user of `role` sees; `null` = not known (yet). */
export function navigationFor(role: Role | null): NavSection[] {
  return SECTIONS.map((section) => ({
    id: section.id,
    items: section.items
      .filter(([name]) => {
        const route = routeByName(name);
        if (role === null) return route.roles === null;
        return roleAllowed(route, role);
      })
      .map(([name, icon]) => ({ route: name, path: pathFor(name), icon })),
  })).filter((section) => section.items.length > 0);
}
