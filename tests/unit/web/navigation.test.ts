import { describe, expect, it } from "vitest";
import type { Role } from "../../../src/shared/roles";
import { navigationFor } from "../../../src/web/navigation";

const LEARNER = ["my-journey", "classes", "discover", "my-business", "my-messages", "cashflow-tool"];
const sections = (role: Role | null) => navigationFor(role).map((s) => s.id);
const items = (role: Role | null, section: string) =>
  navigationFor(role).find((s) => s.id === section)?.items.map((i) => i.route) ?? [];

describe("main navigation by role", () => {
  it("shows only the learner areas while the role is unknown (no sign-in yet)", () => {
    expect(sections(null)).toEqual(["learner"]);
    expect(items(null, "learner")).toEqual(LEARNER);
  });

  it("shows a standard user the learner areas only", () => {
    expect(sections("standard")).toEqual(["learner"]);
    expect(items("standard", "learner")).toEqual(LEARNER);
  });

  it("adds coaching with the referral-code generator for a coach", () => {
    expect(sections("coach")).toEqual(["learner", "coaching"]);
    expect(items("coach", "coaching")).toEqual(["mentees", "tracking", "download-report", "referral-code-generator"]);
  });

  it("gives a lender coaching without the referral-code generator", () => {
    expect(sections("lender")).toEqual(["learner", "coaching"]);
    expect(items("lender", "coaching")).toEqual(["mentees", "tracking", "download-report"]);
  });

  it("gives a partner the two partner reports", () => {
    expect(sections("partner")).toEqual(["learner", "partner"]);
    expect(items("partner", "partner")).toEqual(["partner-report-dashboard", "partner-report-ta"]);
  });

  it("shows an admin every area", () => {
    expect(sections("admin")).toEqual(["learner", "coaching", "partner", "admin"]);
    expect(items("admin", "coaching")).toContain("referral-code-generator");
    expect(items("admin", "admin")).toEqual([
      "admin-users",
      "admin-lenders",
      "admin-partners",
      "admin-content",
      "admin-categories",
      "admin-modules",
      "admin-classes",
      "admin-audit-log",
    ]);
  });

  it("gives API accounts no staff areas", () => {
    expect(sections("api")).toEqual(["learner"]);
    expect(sections("api_admin")).toEqual(["learner"]);
  });

  it("links each item to its route's path", () => {
    const journey = navigationFor(null)[0]!.items[0]!;
    expect(journey).toMatchObject({ route: "my-journey", path: "/" });
    expect(navigationFor("admin").flatMap((s) => s.items).find((i) => i.route === "mentees")?.path).toBe("/admin/coach/mentees");
  });
});
