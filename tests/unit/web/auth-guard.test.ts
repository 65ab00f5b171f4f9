import { describe, expect, it } from "vitest";
import { UserType } from "../../../src/gen/compass/v1/compass_pb";
import type { Role } from "../../../src/shared/roles";
import { routeByName, ROUTES, type RouteName } from "../../../src/shared/routes";
import { AGREEMENTS_FLAGS, decideRoute, type GuardInput, type UserData } from "../../../src/web/auth/guard";
import { roleOf } from "../../../src/web/auth/user-role";

const LOAN = "https://loans.example.org/apply?lang=en";
const loaded = (role: Role | null, hasCompletedProfile = true): UserData => ({ status: "loaded", role, hasCompletedProfile });

function decide(name: RouteName, over: Partial<GuardInput> = {}, pathname = "/x", search = "") {
  return decideRoute({
    route: routeByName(name),
    url: { pathname, search, hash: "" },
    auth: "signed-in",
    user: loaded("standard"),
    loanApplicationUrl: null,
    ...over,
  });
}

describe("route guard: skipped (spec §2)", () => {
  it("for auth-callback and for URLs with code+state or error, whatever the state", () => {
    expect(decide("auth-callback", { auth: "loading" })).toEqual({ kind: "proceed" });
    expect(decide("my-journey", { auth: "signed-out" }, "/", "?code=c&state=s")).toEqual({ kind: "proceed" });
    expect(decide("classes", { auth: "loading" }, "/classes", "?error=login_required")).toEqual({ kind: "proceed" });
    // code alone is not the provider's answer
    expect(decide("my-journey", { auth: "signed-out" }, "/", "?code=c")).toEqual({ kind: "navigate", to: "/auth?returnTo=%2F%3Fcode%3Dc" });
  });

  it("lets anyone open routes that need no sign-in", () => {
    for (const r of ROUTES.filter((r) => !r.signIn)) {
      expect(decide(r.name, { auth: "signed-out" })).toEqual({ kind: "proceed" });
      expect(decide(r.name, { auth: "loading" })).toEqual({ kind: "proceed" });
    }
  });
});

describe("route guard: session", () => {
  it("shows 'Authenticating...' while authentication loads", () => {
    expect(decide("classes", { auth: "loading" })).toEqual({ kind: "overlay", reason: "authenticating" });
  });

  it("sends a user with no session to the auth route, keeping the destination", () => {
    expect(decide("classes", { auth: "signed-out" }, "/classes", "?a=1")).toEqual({ kind: "navigate", to: "/auth?returnTo=%2Fclasses%3Fa%3D1" });
    expect(decide("my-journey", { auth: "signed-out" }, "/")).toEqual({ kind: "navigate", to: "/auth" });
    expect(decide("admin-users", { auth: "needs-second-factor" }, "/admin/users")).toEqual({
      kind: "navigate",
      to: "/auth?returnTo=%2Fadmin%2Fusers",
    });
  });

  it("keeps the overlay while the user's data loads; an error is an error, not 'no profile'", () => {
    expect(decide("classes", { user: { status: "loading" } })).toEqual({ kind: "overlay", reason: "authenticating" });
    expect(decide("classes", { user: { status: "error" } })).toEqual({ kind: "error" });
  });
});

describe("route guard: user data", () => {
  it("no user data → the loan application (userType=borrower, redirectedFromLogin) or /no-profile", () => {
    const external = decide("classes", { user: { status: "missing" }, loanApplicationUrl: LOAN });
    expect(external.kind).toBe("external");
    const url = new URL((external as { url: string }).url);
    expect(url.origin + url.pathname).toBe("https://loans.example.org/apply");
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: "en", userType: "borrower", redirectedFromLogin: "true" });
    expect(decide("classes", { user: { status: "missing" } })).toEqual({ kind: "navigate", to: "/no-profile" });
  });

  it("a STANDARD user with an incomplete profile → the questionnaire with the spec's flags, or /welcome", () => {
    const external = decide("classes", { user: loaded("standard", false), loanApplicationUrl: LOAN });
    const url = new URL((external as { url: string }).url);
    expect(external.kind).toBe("external");
    expect([...url.searchParams.keys()].sort()).toEqual(
      [
        "lang",
        "step",
        "redirectedFromLogin",
        "valueChanged",
        "tempAgreementSavedInCurrentSession",
        "dataIsReadyToBeLoaded",
        "number",
        "userType",
        "editedFields",
      ].sort(),
    );
    expect(url.searchParams.get("userType")).toBe("borrower");
    expect(Object.keys(AGREEMENTS_FLAGS)).toHaveLength(8);

    expect(decide("classes", { user: loaded("standard", false) })).toEqual({ kind: "navigate", to: "/welcome" });
    expect(decide("my-journey", { user: loaded("standard", false) })).toEqual({ kind: "navigate", to: "/welcome" });
    // ...where the questionnaire itself opens
    expect(decide("welcome", { user: loaded("standard", false) })).toEqual({ kind: "proceed" });
    // With the external questionnaire configured, even /welcome sends there.
    expect(decide("welcome", { user: loaded("standard", false), loanApplicationUrl: LOAN }).kind).toBe("external");
  });

  it("does not hold other user types to the profile rule", () => {
    for (const role of ["admin", "coach", "lender", "partner"] as Role[]) {
      expect(decide("my-journey", { user: loaded(role, false), loanApplicationUrl: LOAN })).toEqual({ kind: "proceed" });
    }
  });
});

describe("route guard: role lists, each role", () => {
  const allowed: Record<Role, RouteName[]> = {
    admin: ["admin-users", "mentees", "tracking", "referral-code-generator", "partner-report-ta", "download-report"],
    coach: ["mentees", "manage-mentee", "tracking", "add-tracking", "download-report", "referral-code-generator"],
    lender: ["mentees", "manage-mentee", "tracking", "add-tracking", "download-report"],
    partner: ["partner-report-ta", "partner-report-dashboard"],
    standard: [],
    api: [],
    api_admin: [],
  };
  const listed = ROUTES.filter((r) => r.roles !== null);

  for (const role of Object.keys(allowed) as Role[]) {
    it(`${role}: listed routes open exactly when the list names the role, else my-journey`, () => {
      for (const r of listed) {
        const decision = decide(r.name, { user: loaded(role) });
        if (r.roles!.includes(role)) expect([r.name, decision]).toEqual([r.name, { kind: "proceed" }]);
        else expect([r.name, decision]).toEqual([r.name, { kind: "navigate", to: "/" }]);
      }
      for (const name of allowed[role]) expect(decide(name, { user: loaded(role) })).toEqual({ kind: "proceed" });
      // Any signed-in user: the learner pages.
      for (const name of ["my-journey", "classes", "tag", "welcome"] as RouteName[]) {
        expect(decide(name, { user: loaded(role) })).toEqual({ kind: "proceed" });
      }
    });
  }

  it("refuses listed routes to a user with no known role", () => {
    expect(decide("admin-users", { user: loaded(null) })).toEqual({ kind: "navigate", to: "/" });
    expect(decide("classes", { user: loaded(null) })).toEqual({ kind: "proceed" });
  });

  it("maps user types to role names", () => {
    expect(roleOf(UserType.STANDARD)).toBe("standard");
    expect(roleOf(UserType.ADMIN)).toBe("admin");
    expect(roleOf(UserType.COACH)).toBe("coach");
    expect(roleOf(UserType.LENDER)).toBe("lender");
    expect(roleOf(UserType.BANK)).toBe("partner");
    expect(roleOf(UserType.UNSPECIFIED)).toBeNull();
  });
});
