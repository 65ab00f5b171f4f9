import { describe, expect, it } from "vitest";
import { UserType } from "../../../src/gen/compass/v1/compass_pb";
import type { Role } from "../../../src/shared/roles";
import { pathFor, routeByName, ROUTES, startRouteFor, type RouteName } from "../../../src/shared/routes";
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
      expect(decide("classes", { user: loaded(role, false), loanApplicationUrl: LOAN })).toEqual({ kind: "proceed" });
    }
  });
});

describe("route guard: role lists, each role", () => {
  const allowed: Record<Role, RouteName[]> = {
    admin: ["admin-overview", "admin-users", "coach-agenda", "mentees", "tracking", "referral-code-generator", "partner-report-ta", "download-report"],
    coach: ["coach-agenda", "mentees", "manage-mentee", "tracking", "add-tracking", "download-report", "referral-code-generator"],
    lender: ["coach-agenda", "mentees", "manage-mentee", "tracking", "add-tracking", "download-report"],
    partner: ["partner-report-ta", "partner-report-dashboard", "partner-report-impact"],
    standard: [],
    api: [],
    api_admin: [],
  };
  const listed = ROUTES.filter((r) => r.roles !== null);

  for (const role of Object.keys(allowed) as Role[]) {
    it(`${role}: listed routes open exactly when the list names the role, else the page says it is refused`, () => {
      const startPath = pathFor(startRouteFor(role));
      for (const r of listed) {
        const decision = decide(r.name, { user: loaded(role) });
        if (r.roles!.includes(role)) expect([r.name, decision]).toEqual([r.name, { kind: "proceed" }]);
        else expect([r.name, decision]).toEqual([r.name, { kind: "refused", startPath }]);
      }
      for (const name of allowed[role]) expect(decide(name, { user: loaded(role) })).toEqual({ kind: "proceed" });
      // Any signed-in user: the learner pages.
      for (const name of ["classes", "tag", "welcome"] as RouteName[]) {
        expect(decide(name, { user: loaded(role) })).toEqual({ kind: "proceed" });
      }
    });
  }

  it("refuses listed routes to a user with no known role (their start page: the journey)", () => {
    expect(decide("admin-users", { user: loaded(null) })).toEqual({ kind: "refused", startPath: "/" });
    expect(decide("classes", { user: loaded(null) })).toEqual({ kind: "proceed" });
  });

  it("a partner opening /admin/users is told so, with a link to their dashboard (issue #38)", () => {
    expect(decide("admin-users", { user: loaded("partner") }, "/admin/users")).toEqual({ kind: "refused", startPath: "/partner/report/dashboard" });
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

describe("route guard: a start page per role (issue #38)", () => {
  it("opens the journey at / for a learner, an API account or an unknown role", () => {
    for (const role of ["standard", "api", "api_admin", null] as (Role | null)[]) {
      expect([role, decide("my-journey", { user: loaded(role) }, "/")]).toEqual([role, { kind: "proceed" }]);
    }
  });

  it("sends staff from / to their own start page, which they may open", () => {
    const expected: [Role, string][] = [
      ["admin", "/admin/overview"],
      ["coach", "/coach/agenda"],
      ["lender", "/coach/agenda"],
      ["partner", "/partner/report/dashboard"],
    ];
    for (const [role, path] of expected) {
      expect([role, decide("my-journey", { user: loaded(role) }, "/")]).toEqual([role, { kind: "navigate", to: path }]);
      expect([role, decide(startRouteFor(role), { user: loaded(role) }, path)]).toEqual([role, { kind: "proceed" }]);
    }
  });

  it("keeps deep links: staff open any other page they may open as asked", () => {
    expect(decide("mentees", { user: loaded("admin") })).toEqual({ kind: "proceed" });
    expect(decide("classes", { user: loaded("coach") })).toEqual({ kind: "proceed" });
    expect(decide("my-messages", { user: loaded("lender") })).toEqual({ kind: "proceed" });
  });

  it("checks the profile and the session before sending anyone to a start page", () => {
    expect(decide("my-journey", { auth: "signed-out" }, "/")).toEqual({ kind: "navigate", to: "/auth" });
    expect(decide("my-journey", { user: { status: "loading" } }, "/")).toEqual({ kind: "overlay", reason: "authenticating" });
  });
});
