import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { ConversationSchema } from "../../../src/gen/compass/v1/compass_pb";
import type { Role } from "../../../src/shared/roles";
import { roleAllowed, routeByName, startRouteFor } from "../../../src/shared/routes";
import { navigationFor, offersMessages, unreadMessages } from "../../../src/web/navigation";

const LEARNER = ["my-journey", "classes", "discover", "my-business", "my-impact", "my-messages", "cashflow-tool"];
const LIBRARY = ["classes", "discover"];
const sections = (role: Role | null) => navigationFor(role).map((s) => s.id);
const items = (role: Role | null, section: string) =>
  navigationFor(role).find((s) => s.id === section)?.items.map((i) => i.route) ?? [];
const all = (role: Role | null) => navigationFor(role).flatMap((s) => s.items.map((i) => i.route));

describe("main navigation by role (issue #38: ordered by role)", () => {
  it("shows only the learner areas while the role is unknown (no sign-in yet)", () => {
    expect(sections(null)).toEqual(["learner"]);
    expect(items(null, "learner")).toEqual(LEARNER);
  });

  it("shows a standard user the learner areas only", () => {
    expect(sections("standard")).toEqual(["learner"]);
    expect(items("standard", "learner")).toEqual(LEARNER);
  });

  it("puts a coach's work first (agenda, mentees, messages), the library last, and no learner tools", () => {
    expect(sections("coach")).toEqual(["coaching", "library"]);
    expect(items("coach", "coaching")).toEqual(["coach-agenda", "mentees", "my-messages", "tracking", "download-report", "referral-code-generator"]);
    expect(items("coach", "library")).toEqual(LIBRARY);
    for (const tool of ["my-journey", "my-business", "cashflow-tool"]) expect(all("coach")).not.toContain(tool);
  });

  it("gives a lender coaching without the referral-code generator", () => {
    expect(sections("lender")).toEqual(["coaching", "library"]);
    expect(items("lender", "coaching")).toEqual(["coach-agenda", "mentees", "my-messages", "tracking", "download-report"]);
  });

  it("gives a partner the dashboard first, then the library", () => {
    expect(sections("partner")).toEqual(["partner", "library"]);
    expect(items("partner", "partner")).toEqual(["partner-report-dashboard", "partner-report-ta", "partner-report-impact", "my-messages"]);
    expect(all("partner")).not.toContain("my-journey");
  });

  it("shows an admin Administration first (above the fold in a phone's drawer), then every staff area", () => {
    expect(sections("admin")).toEqual(["admin", "coaching", "partner", "library"]);
    expect(items("admin", "coaching")).toContain("referral-code-generator");
    // "My messages" once, under coaching.
    expect(items("admin", "partner")).toEqual(["partner-report-dashboard", "partner-report-ta", "partner-report-impact"]);
    expect(all("admin").filter((name) => name === "my-messages")).toHaveLength(1);
    expect(items("admin", "admin")).toEqual([
      "admin-overview",
      "admin-users",
      "admin-lenders",
      "admin-partners",
      "admin-content",
      "admin-categories",
      "admin-modules",
      "admin-classes",
      "admin-impact",
      "admin-readiness-thresholds",
      "admin-audit-log",
    ]);
    expect(all("admin")).not.toContain("my-journey");
  });

  it("gives API accounts no staff areas", () => {
    expect(sections("api")).toEqual(["learner"]);
    expect(sections("api_admin")).toEqual(["learner"]);
  });

  it("offers each role its start page first, each page once, and never a page the guard would refuse", () => {
    for (const role of ["standard", "admin", "coach", "lender", "partner", "api", "api_admin"] as Role[]) {
      expect([role, all(role)[0]]).toEqual([role, startRouteFor(role)]);
      expect([role, new Set(all(role)).size]).toEqual([role, all(role).length]);
      for (const name of all(role)) expect([role, name, roleAllowed(routeByName(name), role)]).toEqual([role, name, true]);
    }
  });

  it("links each item to its route's path", () => {
    const journey = navigationFor(null)[0]!.items[0]!;
    expect(journey).toMatchObject({ route: "my-journey", path: "/" });
    expect(navigationFor("admin").flatMap((s) => s.items).find((i) => i.route === "mentees")?.path).toBe("/admin/coach/mentees");
    expect(navigationFor("coach")[0]!.items[0]).toMatchObject({ route: "coach-agenda", path: "/coach/agenda" });
  });
});

describe("unread messages on 'My messages' (issue #38 item 4)", () => {
  it("adds up the unread messages of every conversation", () => {
    const c = (userId: string, unreadCount: number) => create(ConversationSchema, { userId, unreadCount });
    expect(unreadMessages([])).toBe(0);
    expect(unreadMessages([c("a", 2), c("b", 0), c("c", 3)])).toBe(5);
  });

  it("is read only for a role whose navigation offers 'My messages'", () => {
    for (const role of ["standard", "coach", "lender", "partner", "admin"] as Role[]) expect([role, offersMessages(role)]).toEqual([role, true]);
    expect(offersMessages(null)).toBe(true);
  });
});
