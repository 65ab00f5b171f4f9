/**
 * The prerendered sign-in form (docs/decisions/0028-prerendered-sign-in-form.md), in Chromium on
 * the built app: the provider's sign-in address arrives with the form already in the page, in the
 * visitor's language; what is typed and pressed before the app's code has run is kept; the app
 * takes the form over (the same elements) instead of drawing it again.
 */
import type { Route } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { closePage, networkQuiet, openPage, USER_PASSWORD, userFile, type TestPage } from "./browser.js";

const EMAIL = "prerendered@example.com";
// The file's database, server and ready user; these tests open their own signed-out pages.
const file = userFile(EMAIL, "STANDARD");
let current: TestPage | undefined;
afterEach(async () => {
  const ending = current;
  current = undefined;
  await closePage(ending);
});

/** Opens `/` and follows the redirect to the provider's sign-in address; returns it. */
async function signInAddress(t: TestPage): Promise<string> {
  await t.page.goto("/");
  await t.page.waitForURL((url) => url.pathname === "/auth/login" && url.searchParams.has("interaction"), { timeout: 30_000 });
  return t.page.url();
}

/**
 * Holds the app's scripts until released: the page as a phone shows it before the app's code
 * arrives. The boot (index.html's one script, a few KB) runs: it is what holds an early submit.
 */
async function holdScripts(t: TestPage): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const boot = /\/assets\/index-[\w-]+\.js$/;
  await t.page.route(/\/assets\/.+\.js$/, (route) => (holding && !boot.test(route.request().url()) ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Whether React has taken over the element (hydrated it). */
const takenOver = (selector: string) => Object.keys(document.querySelector(selector) ?? {}).some((k) => k.startsWith("__reactFiber"));

describe("the prerendered sign-in form", () => {
  it("shows before the app's code arrives, keeps what was typed and the press of the button, and signs in", async () => {
    current = await openPage(file.shell, 375, 800);
    const { page } = current;
    const address = await signInAddress(current);
    const release = await holdScripts(current);
    await page.goto(address, { waitUntil: "commit" });
    await page.getByRole("heading", { name: "Sign in", level: 1 }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(takenOver, "h1")).toBe(false);
    // The links carry this interaction.
    const interaction = new URL(address).searchParams.get("interaction")!;
    expect(await page.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(`/auth/signup?interaction=${interaction}`);
    // Typed and submitted before any code has run.
    await page.getByLabel("E-mail address").fill(EMAIL);
    await page.locator("#auth-field-password").fill(USER_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(new URL(page.url()).pathname).toBe("/auth/login");
    await release();
    // The app signs in with what was typed, once it has taken the form over.
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });
    await page.getByRole("heading", { name: "My journey", level: 1 }).waitFor({ timeout: 30_000 });
  });

  it.each([
    ["en-US", "Sign in", "Iniciar sesión"],
    ["es-MX", "Iniciar sesión", "Sign in"],
  ])("is taken over, not drawn again, for a %s browser: the same elements, and React has nothing to redo", async (locale, heading, switched) => {
    current = await openPage(file.shell, 375, 800, { locale });
    const { page } = current;
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const address = await signInAddress(current);
    const release = await holdScripts(current);
    await page.goto(address, { waitUntil: "commit" });
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor({ timeout: 30_000 });
    expect(await page.locator("html").getAttribute("lang")).toBe(locale.slice(0, 2));
    await page.evaluate(() => {
      (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector("h1");
    });
    await release();
    await page.waitForFunction(takenOver, "h1", { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading === document.querySelector("h1"))).toBe(true);
    // The interaction's details have come (the form stays): React has had its say.
    await networkQuiet(page);
    expect(warnings.filter((w) => /drawn again|hydrat/i.test(w))).toEqual([]);
    await page.getByTestId("language-switch").click();
    await page.getByRole("heading", { name: switched, level: 1 }).waitFor();
  });

  it("keeps a press of the language switch made before the app has run, comes in the language chosen in this browser, and is drawn again when the page does not know the choice", async () => {
    current = await openPage(file.shell, 375, 800, { locale: "en-US" });
    const { page } = current;
    const address = await signInAddress(current);
    // A press of the switch before the app has run is made once the app has taken the page over.
    const hold = await holdScripts(current);
    await page.goto(address, { waitUntil: "commit" });
    await page.getByRole("heading", { name: "Sign in", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("language-switch").click();
    expect(await page.getByRole("heading", { name: "Sign in", level: 1 }).count()).toBe(1);
    await hold();
    await page.getByRole("heading", { name: "Iniciar sesión", level: 1 }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(takenOver, "h1", { timeout: 30_000 });
    // The choice is in a cookie too: the server sends the form in Spanish to this English browser.
    const release = await holdScripts(current);
    await page.goto(address, { waitUntil: "commit" });
    await page.getByRole("heading", { name: "Iniciar sesión", level: 1 }).waitFor({ timeout: 30_000 });
    await release();
    await page.waitForFunction(takenOver, "h1", { timeout: 30_000 });
    // Without the cookie (chosen before it existed), the English form is drawn again in Spanish.
    await current.context.clearCookies({ name: "compass.language" });
    await page.goto(address);
    await page.getByRole("heading", { name: "Iniciar sesión", level: 1 }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(takenOver, "h1", { timeout: 30_000 });
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
  });
});
