import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UserType } from "../../src/gen/compass/v1/compass_pb.js";
import { installProviderStub, type StubOptions, type StubUser } from "./auth-provider-stub.js";
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

/** Pages that need sign-in go through the sign-in flow, against a stand-in provider and account API. */
const LEARNER: StubUser = { type: UserType.STANDARD, hasCompletedProfile: true, profile: { firstName: "Ana", lastName: "Ruiz" } };
const ADMIN: StubUser = { type: UserType.ADMIN, hasCompletedProfile: true, profile: { firstName: "Ada", lastName: "Min" } };

async function open(path: string, width?: number, user: StubUser | null = LEARNER, options: StubOptions = {}): Promise<TestPage> {
  current = await openPage(shell, width);
  await installProviderStub(current.page, shell.server.url, user, options);
  await current.page.goto(path);
  return current;
}

describe("the web app shell", () => {
  it("loads the home page, which reads the learner's journey from the server", async () => {
    const { page } = await open("/");
    await page.getByTestId("journey-ready").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("My journey");
    // A new learner with nothing assigned is pointed at the library.
    await page.getByTestId("next-step-start").getByRole("link", { name: "Browse the library" }).waitFor();
    expect(await page.title()).toBe("My journey · Compass");
    expect(await layoutOf(page)).toBe("main");
    expect(await page.getByRole("navigation", { name: "Main navigation" }).isVisible()).toBe(true);
  });

  it("renders deep links in their route's layout", async () => {
    const { page } = await open("/", undefined, ADMIN);
    // An administrator starts on the overview, not the learner's journey (issue #38).
    await page.waitForURL((u) => u.pathname === "/admin/overview");
    await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
    // Every route of the table has its page: an administrator's page in the main layout.
    await page.goto("/admin/users?tab=2");
    await page.getByRole("heading", { level: 1, name: "Users" }).waitFor();
    expect(await layoutOf(page)).toBe("main");
    expect(await page.title()).toBe("Users · Compass");
    await page.goto("/welcome");
    await page.getByTestId("welcome-form").waitFor();
    expect(await layoutOf(page)).toBe("simple");
    expect(await page.title()).toBe("Welcome · Compass");
  });

  it("signed out: public pages stay reachable; a protected deep link starts sign-in and keeps the destination", async () => {
    const { page } = await open("/privacy-policy", undefined, null, { answer: "page" });
    await page.getByTestId("privacy-built-in").waitFor();
    expect(await layoutOf(page)).toBe("simple");
    await page.goto("/no-profile");
    await page.getByTestId("no-profile").waitFor();
    expect(await page.getByRole("link", { name: "Sign in" }).isVisible()).toBe(true);
    await page.goto("/no/such/page");
    await page.getByTestId("not-found").waitFor();

    await page.goto("/admin/users?tab=2");
    await page.waitForURL((u) => u.pathname === "/oidc/auth");
    expect(await page.title()).toBe("Provider sign-in");
    const destinations = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith("compass.oidc.tx."))
        .map((k) => (JSON.parse(localStorage.getItem(k)!) as { data?: { returnTo?: string } }).data?.returnTo),
    );
    expect(destinations).toEqual(["/admin/users?tab=2"]);
  });

  it("shows the not-found page for an unknown address", async () => {
    const { page } = await open("/no/such/page");
    await page.getByTestId("not-found").waitFor();
    expect(await page.title()).toBe("Page not found · Compass");
    await page.getByRole("link", { name: "Go to My journey" }).click();
    await page.getByTestId("journey-ready").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("can be used by keyboard: skip link, navigation links, Enter, visible focus", async () => {
    const { page } = await open("/");
    await page.getByTestId("journey-ready").waitFor();
    await page.keyboard.press("Tab");
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          text: el.textContent?.trim(),
          focusVisible: el.matches(":focus-visible"),
          outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
          onScreen: box.width > 0 && box.top >= 0 && box.top < window.innerHeight,
        };
      });
    expect(await focused()).toEqual({ text: "Skip to main content", focusVisible: true, outline: true, onScreen: true });
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");

    // Back to the top and through the header (brand, search box, account menu) and navigation to "Classes".
    await page.keyboard.press("Shift+Tab");
    let found = false;
    for (let i = 0; i < 20 && !found; i++) {
      await page.keyboard.press("Tab");
      found = (await focused()).text === "Classes";
    }
    expect(found).toBe(true);
    expect(await focused()).toMatchObject({ focusVisible: true, outline: true, onScreen: true });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Classes", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/classes");
    expect(await page.title()).toBe("Classes · Compass");
  });

  it("holds its layout at 375 px, with a burger menu for the navigation", async () => {
    const { page } = await open("/", 375);
    await page.getByTestId("journey-ready").waitFor();
    const scrollWidth = () => page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    const classes = page.getByRole("link", { name: "Classes", exact: true });
    expect(await classes.isVisible()).toBe(false);
    const burger = page.getByRole("button", { name: "Open navigation" });
    await burger.click();
    await classes.waitFor({ state: "visible" });
    expect(await page.getByRole("button", { name: "Close navigation" }).getAttribute("aria-expanded")).toBe("true");
    await classes.click();
    await page.getByRole("heading", { name: "Classes", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/classes");
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    // The menu closes after navigating.
    await page.getByRole("button", { name: "Open navigation" }).waitFor();
    for (const path of ["/admin/users", "/welcome", "/privacy-policy", "/no/such/page"]) {
      await page.goto(path);
      await page.locator("main h1").waitFor();
      expect([path, await scrollWidth()]).toEqual([path, expect.any(Number)]);
      expect(await scrollWidth(), path).toBeLessThanOrEqual(375);
    }
  });

  it("has no serious or critical accessibility violations on the shell pages", async () => {
    const { page } = await open("/");
    await page.getByTestId("journey-ready").waitFor();
    const found: Record<string, string[]> = { "/": await seriousAxeViolations(current!.page) };
    for (const path of ["/classes", "/no/such/page", "/welcome", "/no-profile", "/privacy-policy"]) {
      await page.goto(path);
      await page.locator("main h1").waitFor();
      if (path === "/welcome") await page.getByTestId("welcome-form").waitFor();
      found[path] = await seriousAxeViolations(current!.page);
    }
    expect(found).toEqual({ "/": [], "/classes": [], "/no/such/page": [], "/welcome": [], "/no-profile": [], "/privacy-policy": [] });
  });

  it("is served without inline script, with the SPA fallback kept off API paths", async () => {
    const { url } = shell.server;
    const html = await fetch(`${url}/discover`, { headers: { accept: "text/html" } });
    expect(html.status).toBe(200);
    expect(html.headers.get("cache-control")).toBe("no-cache");
    expect(html.headers.get("content-security-policy")).toContain("script-src 'self'");
    const body = await html.text();
    expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const asset = body.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const js = await fetch(`${url}${asset}`);
    expect(js.headers.get("cache-control")).toContain("immutable");
    const api = await fetch(`${url}/compass.v1.CompassService/Nope`, { headers: { accept: "text/html" } });
    expect(api.headers.get("content-type") ?? "").not.toContain("text/html");
    const manifest = await fetch(`${url}/.vite/manifest.json`);
    expect(manifest.status).toBe(404);
  });
});
