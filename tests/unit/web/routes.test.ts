// @vitest-environment jsdom
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { pathFor, roleAllowed, routeByName, ROUTES, type RouteName } from "../../../src/shared/routes";
import en from "../../../src/web/i18n/en";
import { pages } from "virtual:compass/route-modules";
import { moduleFile } from "../../../scripts/web-build/route-modules";
import { appRoutes, createAppRouter, routeForPath } from "../../../src/web/start/router";

const match = (url: string) => {
  const found = matchRoutes(appRoutes(), url);
  return found?.[found.length - 1]?.route.id;
};

describe("the route table", () => {
  it("routes every spec path to its named route", () => {
    const cases: Array<[string, RouteName]> = [
      ["/", "my-journey"],
      ["/classes", "classes"],
      ["/modules/basics/lesson/l1", "lesson"],
      ["/modules/basics/m1", "module"],
      ["/discover", "discover"],
      ["/discover/category/abc", "discover-category"],
      ["/discover/search/cash", "search-results"],
      ["/my-business", "my-business"],
      ["/my-messages", "my-messages"],
      ["/cashflow-tool", "cashflow-tool"],
      ["/admin/tag/grants", "tag"],
      ["/auth/callback", "auth-callback"],
      ["/auth", "auth"],
      ["/auth/signup", "auth"],
      ["/auth/signup/CODE42", "auth"],
      ["/reset-password", "reset-password"],
      ["/no-profile", "no-profile"],
      ["/privacy-policy", "privacy-policy"],
      ["/welcome", "welcome"],
      ["/my-profile", "my-profile"],
      ["/admin/users", "admin-users"],
      ["/admin/lenders", "admin-lenders"],
      ["/admin/add-edit-partners", "admin-add-edit-partners"],
      ["/admin/audit-log", "admin-audit-log"],
      ["/admin/category-content/c1", "admin-category-content"],
      ["/admin/module-content/c1", "admin-module-content"],
      ["/admin/classes/add", "admin-classes-add"],
      ["/admin/coach/mentees", "mentees"],
      ["/coach/add-tracking", "add-tracking"],
      ["/admin/referral-code-generator", "referral-code-generator"],
      ["/partner/report/ta", "partner-report-ta"],
      ["/partner/report/dashboard", "partner-report-dashboard"],
      ["/partner/report/impact", "partner-report-impact"],
      ["/no/such/page", "not-found"],
    ];
    for (const [url, name] of cases) expect([url, match(url)]).toEqual([url, name]);
    // The router starts with one route and adds the others by this (createAppRouter): the same answers.
    for (const [url, name] of cases) expect([url, routeForPath(`${url}?q=1`).name]).toEqual([url, name]);
  });

  it("starts the router with only the page it opens, which matches as in the whole table", () => {
    const home = routeForPath("/");
    const pages = (routes: ReturnType<typeof appRoutes>) => routes[0]!.children!.flatMap((layout) => layout.children ?? []);
    expect(pages(appRoutes(home)).map((r) => r.id)).toEqual(["my-journey"]);
    expect(pages(appRoutes()).length).toBe(ROUTES.length);
    for (const url of ["/", "/modules/basics/lesson/l1", "/auth/signup/CODE42", "/no/such/page"]) {
      const found = matchRoutes(appRoutes(routeForPath(url)), url);
      expect([url, found?.[found.length - 1]?.route.id]).toEqual([url, match(url)]);
    }
  });

  it("adds a page's route when the user goes there", async () => {
    window.history.replaceState(null, "", "/privacy-policy");
    const router = createAppRouter();
    const ids = () => router.routes[0]!.children!.flatMap((layout) => (layout.children ?? []).map((r) => r.id));
    expect(ids()).toEqual(["privacy-policy"]);
    // Not awaited to the end: the page's code loads lazily; its route is added before that.
    void router.navigate("/auth/callback");
    await expect.poll(ids).toEqual(expect.arrayContaining(["privacy-policy", "auth-callback"]));
    router.dispose();
  });

  it("has the spec's layouts", () => {
    expect(routeByName("auth-callback").layout).toBe("plain");
    expect(routeByName("auth").layout).toBe("auth");
    expect(routeByName("reset-password").layout).toBe("auth");
    for (const name of ["welcome", "no-profile", "privacy-policy"] as const) expect(routeByName(name).layout).toBe("simple");
    expect(routeByName("discover-category").layout).toBe("main");
    expect(routeByName("admin-users").layout).toBe("main");
  });

  it("has the spec's role lists", () => {
    const roles = (name: RouteName) => [...(routeByName(name).roles ?? [])].sort();
    for (const r of ROUTES.filter((r) => r.name.startsWith("admin-"))) expect(roles(r.name)).toEqual(["admin"]);
    for (const name of ["mentees", "manage-mentee", "download-report", "tracking", "add-tracking"] as const) {
      expect(roles(name)).toEqual(["admin", "coach", "lender"]);
    }
    expect(roles("referral-code-generator")).toEqual(["admin", "coach"]);
    expect(roles("partner-report-ta")).toEqual(["admin", "partner"]);
    expect(roles("partner-report-dashboard")).toEqual(["admin", "partner"]);
    expect(roles("partner-report-impact")).toEqual(["admin", "partner"]);
    expect(routeByName("tag").roles).toBeNull();
    expect(roleAllowed(routeByName("admin-users"), "coach")).toBe(false);
    expect(roleAllowed(routeByName("my-journey"), "partner")).toBe(true);
  });

  it("needs sign-in except on the public pages", () => {
    const open = ROUTES.filter((r) => !r.signIn).map((r) => r.name).sort();
    expect(open).toEqual(["auth", "auth-callback", "no-profile", "not-found", "privacy-policy", "reset-password", "set-password"]);
  });

  it("loads each route's page from the module the table names", async () => {
    expect(Object.keys(pages).sort()).toEqual(ROUTES.map((r) => r.name).sort());
    const privacy = await pages["privacy-policy"]!();
    expect(typeof privacy.default).toBe("function");
  });

  it("fails the build on a page module that does not exist", () => {
    expect(() => moduleFile("pages/journey/no-such-page")).toThrow(/not a module under src\/web/);
    expect(moduleFile("pages/journey/my-journey-page")).toMatch(/my-journey-page\.tsx$/);
  });

  it("has a title for every route", () => {
    for (const r of ROUTES) expect(en.routes[r.name as keyof typeof en.routes], r.name).toBeTruthy();
  });

  it("builds concrete paths, dropping absent optional parameters", () => {
    expect(pathFor("my-journey")).toBe("/");
    expect(pathFor("auth")).toBe("/auth");
    expect(pathFor("auth", { type: "signup", referralCode: "A B" })).toBe("/auth/signup/A%20B");
    expect(pathFor("lesson", { cat: "c", id: "1" })).toBe("/modules/c/lesson/1");
    expect(() => pathFor("lesson", { cat: "c" })).toThrow(/id/);
  });
});
