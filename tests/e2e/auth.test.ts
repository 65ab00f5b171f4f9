/**
 * The sign-in client in the browser (spec §2 guard, §4 states) against a stand-in provider and
 * account API (auth-provider-stub.ts): the redirect with PKCE and the API resource, the callback,
 * the session flag, x-api-key on calls, the guard's redirects by user data and role, /welcome,
 * /no-profile and sign-out.
 */
import { fromBinary } from "@bufbuild/protobuf";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UpdateMyProfileRequestSchema, UserType } from "../../src/gen/compass/v1/compass_pb.js";
import { installProviderStub, STUB_CLIENT_ID, type StubOptions, type StubUser } from "./auth-provider-stub.js";
import { closePage, layoutOf, openPage, seriousAxeViolations, type Shell, startShell, type TestPage } from "./browser.js";

let shell: Shell;
let current: TestPage | undefined;

beforeAll(async () => {
  shell = await startShell();
});
afterAll(async () => {
  await shell?.close();
});
afterEach(async () => {
  const ending = current;
  current = undefined;
  await closePage(ending);
});

async function start(user: StubUser | null, options: StubOptions = {}, width?: number) {
  current = await openPage(shell, width);
  const stub = await installProviderStub(current.page, shell.server.url, user, options);
  return { ...current, stub };
}

const standard: StubUser = { type: UserType.STANDARD, hasCompletedProfile: true, profile: { firstName: "Ana", lastName: "Ruiz" } };
/** What a signed-in learner's /classes calls: the shell's, the header's bell and live inbox and the nav's unread messages (this stub leaves those unanswered), the page's. */
const CLASSES_CALLS = ["GetMyState", "GetMyUser", "GetMyNotifications", "GetMyConversations", "WatchMyInbox", "ListClasses", "GetValueForKey", "PutValueForKey"];
const path = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe("sign-in", () => {
  it("redirects to the provider with PKCE S256 and the API resource, and returns to the deep link", async () => {
    const { page, stub, context } = await start(standard);
    // A deep link (a page whose only call the stub answers).
    await page.goto("/classes");
    await page.waitForURL((u) => u.pathname === "/classes" && !u.search);
    await page.getByTestId("classes-none").waitFor();

    const authorize = stub.authorizeRequests[0]!;
    expect(Object.fromEntries(["response_type", "client_id", "redirect_uri", "scope", "code_challenge_method", "resource"].map((k) => [k, authorize.searchParams.get(k)]))).toEqual({
      response_type: "code",
      client_id: STUB_CLIENT_ID,
      redirect_uri: `${shell.server.url}/auth/callback`,
      scope: "openid profile email offline_access",
      code_challenge_method: "S256",
      resource: `${shell.server.url}/api`,
    });
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = stub.tokenRequests[0]!;
    expect([token.get("grant_type"), token.get("code"), token.get("resource")]).toEqual(["authorization_code", "the-code", `${shell.server.url}/api`]);
    expect(token.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    // Tokens in local storage; the session-present flag set (readable, SameSite=Lax).
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("compass.oidc.user:")));
    expect(stored).toHaveLength(1);
    const flag = (await context.cookies()).find((c) => c.name === "compass_session");
    expect(flag).toMatchObject({ value: "1", httpOnly: false, sameSite: "Lax" });

    // The API calls carried the access token.
    const methods = stub.rpcs.map((r) => r.method);
    expect(methods).toEqual(expect.arrayContaining(["GetMyState", "GetMyUser", "ListClasses"]));
    expect(methods.filter((m) => !CLASSES_CALLS.includes(m))).toEqual([]);
    expect(new Set(stub.rpcs.map((r) => r.apiKey))).toEqual(new Set(["access-token-1"]));
  });

  it("uses the stored session on the next visit without going to the provider", async () => {
    const { page, stub } = await start(standard);
    await page.goto("/");
    await page.getByTestId("journey-ready").waitFor();
    expect(stub.authorizeRequests).toHaveLength(1);
    await page.goto("/classes");
    await page.getByTestId("classes-none").waitFor();
    expect(stub.authorizeRequests).toHaveLength(1);
  });

  it("checks silently when only the session flag is left, and ends the session on login_required", async () => {
    const { page, stub, context } = await start(standard, { answer: "login_required" });
    await context.addCookies([{ name: "compass_session", value: "1", url: shell.server.url, sameSite: "Lax" }]);
    // login_required ends the session and lands on '/', then the guard sends the user to sign in.
    stub.answer = "login_required";
    await page.goto("/classes");
    await page.waitForURL((u) => u.pathname === "/auth" || u.pathname === "/oidc/auth");
    const first = stub.authorizeRequests[0]!;
    expect(first.searchParams.get("prompt")).toBe("none");
    expect((await context.cookies()).find((c) => c.name === "compass_session")).toBeUndefined();
  });

  it("signs out from the account menu: tokens and flag removed, provider session ended with id_token_hint", async () => {
    const { page, stub, context } = await start(standard);
    await page.goto("/");
    await page.getByTestId("journey-ready").waitFor();
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL((u) => stub.endSessionRequests.length > 0 && u.pathname !== "/oidc/session/end");
    const end = stub.endSessionRequests[0]!;
    expect(end.searchParams.get("id_token_hint")).toBeTruthy();
    expect(end.searchParams.get("post_logout_redirect_uri")).toBe(`${shell.server.url}/`);
    // The signed-out home may still be redirecting to sign-in: read the storage once the page has settled.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("compass.oidc.user:")))).toEqual([]);
    expect((await context.cookies()).find((c) => c.name === "compass_session")).toBeUndefined();
  });

  it("on a callback error goes to the site root (then sign-in), with no console errors", async () => {
    const { page, stub } = await start(null, { answer: "page" });
    await page.goto("/auth/callback?error=access_denied&state=nope");
    await page.waitForURL((u) => u.pathname === "/oidc/auth");
    expect(stub.authorizeRequests).toHaveLength(1);
    expect(stub.tokenRequests).toHaveLength(0);
  });
});

describe("the guard with user data", () => {
  it("no user data → /no-profile, which explains and offers sign-out (axe clean, 375 px)", async () => {
    const { page } = await start(null, {}, 375);
    await page.goto("/my-business");
    await page.getByTestId("no-profile").waitFor();
    expect(new URL(page.url()).pathname).toBe("/no-profile");
    expect(await layoutOf(page)).toBe("simple");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("We could not find your profile");
    expect(await page.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(current!.page)).toEqual([]);
  });

  it("no user data with a loan application configured → full-page redirect there", async () => {
    const loan = "https://loans.example.org/apply";
    const { page } = await start(null, { loanApplicationUrl: loan });
    await page.route("https://loans.example.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Loans</title>" }));
    await page.goto("/");
    await page.waitForURL((u) => u.origin === "https://loans.example.org");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ userType: "borrower", redirectedFromLogin: "true" });
  });

  it("a standard user with an incomplete profile → /welcome; saving sends the filled fields and goes home", async () => {
    const { page, stub } = await start({ type: UserType.STANDARD, hasCompletedProfile: false, profile: { firstName: "Ana" } }, {}, 375);
    await page.goto("/classes");
    await page.getByTestId("welcome-form").waitFor();
    expect(new URL(page.url()).pathname).toBe("/welcome");
    expect(await page.getByLabel(/^First name/).inputValue()).toBe("Ana");
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(current!.page)).toEqual([]);

    await page.getByLabel(/^Last name/).fill("Ruiz");
    await page.getByLabel(/^Phone number/).fill("505-555-0100");
    await page.getByLabel(/^Business name/).fill("Ruiz Pottery");
    await page.getByLabel(/^Address line 1/).fill("1 Main St");
    await page.getByLabel(/^City/).fill("Taos");
    await page.getByLabel(/^State/).fill("NM");
    await page.getByLabel(/^ZIP code/).fill("87571");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.getByTestId("journey-ready").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    const body = stub.profileUpdates[0]!;
    const request = fromBinary(UpdateMyProfileRequestSchema, body.subarray(5, 5 + body.readUInt32BE(1)));
    expect(request.updateMask?.paths).toEqual(["first_name", "last_name", "phone_number", "business_name", "address"]);
  });

  it("role lists: a coach sees the coaching area and is told an admin page is not theirs", async () => {
    const { page } = await start({ type: UserType.COACH, hasCompletedProfile: false });
    await page.goto("/admin/users");
    await page.getByTestId("no-access").getByRole("heading", { name: "You don't have access to this page", level: 1 }).waitFor();
    expect(path(page.url())).toBe("/admin/users");
    expect(await page.title()).toBe("No access · Compass");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    expect(await nav.getByRole("link", { name: "Mentees" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Users" }).count()).toBe(0);
    // The way out: the coach's start page, the agenda.
    await page.getByTestId("no-access").getByRole("link", { name: "Go to your start page" }).click();
    await page.getByRole("heading", { name: "My agenda", level: 1 }).waitFor();
    expect(path(page.url())).toBe("/coach/agenda");
    // A coaching route stays where it is (its list is not stubbed: the page shows its error, and stays).
    await page.goto("/admin/coach/mentees");
    await page.getByRole("heading", { name: "Mentees", level: 1 }).waitFor();
    expect(path(page.url())).toBe("/admin/coach/mentees");
  });

  it("an admin sees every area; the account menu opens 'Edit my profile'", async () => {
    const { page } = await start({ type: UserType.ADMIN, hasCompletedProfile: true, profile: { firstName: "Ada", lastName: "Min" } });
    await page.goto("/");
    // An administrator starts on the overview (issue #38).
    await page.getByRole("heading", { name: "Overview", level: 1 }).waitFor();
    expect(path(page.url())).toBe("/admin/overview");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const name of ["Users", "Mentees", "Partner dashboard"]) expect(await nav.getByRole("link", { name }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(current!.page)).toEqual([]);
    await page.getByRole("button", { name: "Account menu for Ada Min" }).click();
    await page.getByRole("menuitem", { name: "Edit my profile" }).click();
    // Staff have their own profile page (issue #38), not the borrowers' onboarding form.
    await page.getByTestId("staff-profile-form").waitFor();
    expect(await page.getByLabel(/^First name/).inputValue()).toBe("Ada");
  });
});
