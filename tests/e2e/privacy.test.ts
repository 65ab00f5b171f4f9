/**
 * The privacy notice in Chromium, signed out: the built-in notice with the operator's name and
 * contact (ORG_NAME, ORG_CONTACT_EMAIL), reached from the footer and from under the sign-up form;
 * and an operator's own Markdown notice (PRIVACY_POLICY_FILE), shown without its raw HTML. Both at
 * 375 px without horizontal scrolling and without serious or critical accessibility violations.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../setup/server.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { closePage, layoutOf, openPage, startShell, WEB_ROOT, type Shell, type TestPage, seriousAxeViolations } from "./browser.js";

const ORG = { ORG_NAME: "Main Street Loan Fund", ORG_CONTACT_EMAIL: "privacy@mslf.example.org" };
const dir = mkdtempSync(path.join(os.tmpdir(), "compass-privacy-e2e-"));
const POLICY = [
  "# Main Street Loan Fund privacy notice",
  "",
  "Effective 1 November 2026. We keep **only** what you give us.",
  "",
  "<script>window.__policyScriptRan = true</script>",
  '<img src="/nope.png" onerror="window.__policyScriptRan = true">',
  "",
  "## What we keep",
  "",
  "| What | Why | How long |",
  "|---|---|---|",
  "| Your name, address, phone number and the name of your business | To run your account and prepare a loan request | While your account is active |",
  "",
  "Read more at https://www.example.org/a/very/long/address/that/would/not/fit/on/a/phone/screen/without/wrapping/at/all.",
  "",
  "[Click me](javascript:window.__policyScriptRan=true) or write to [our team](mailto:privacy@mslf.example.org).",
].join("\n");

let database: TestDatabase;
let shell: Shell;
let custom: TestServer;
let current: TestPage | undefined;

beforeAll(async () => {
  database = await testDatabase();
  shell = await startShell({ database, env: ORG });
  const policyFile = path.join(dir, "privacy.md");
  writeFileSync(policyFile, POLICY);
  custom = await startTestServer({}, { WEB_ROOT, PRIVACY_POLICY_FILE: policyFile });
});
afterAll(async () => {
  await custom?.close();
  await shell?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  const ending = current;
  current = undefined;
  await closePage(ending);
});

const seriousViolations = seriousAxeViolations;

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

describe("the privacy notice", () => {
  it("is readable signed out on a 375 px phone: the built-in notice with the operator's name and contact", async () => {
    current = await openPage(shell, 375, 800);
    const { page } = current;
    await page.goto("/privacy-policy");
    await page.getByTestId("privacy-built-in").waitFor();
    expect(new URL(page.url()).pathname).toBe("/privacy-policy");
    expect(await layoutOf(page)).toBe("simple");
    expect(await page.title()).toBe("Privacy policy · Compass");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Privacy policy");
    expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      "What we keep and why",
      "Who can see it",
      "How we protect it",
      "How long we keep it",
      "Get a copy or have it erased",
      "Changes to this policy",
    ]);
    expect(await page.getByTestId("privacy-page").textContent()).toContain("Main Street Loan Fund runs this site");
    expect(await page.getByRole("link", { name: "privacy@mslf.example.org" }).getAttribute("href")).toBe("mailto:privacy@mslf.example.org");
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("is reached from the footer of a public page", async () => {
    current = await openPage(shell, 375, 800);
    const { page } = current;
    await page.goto("/no-profile");
    await page.getByTestId("no-profile").waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
    await page.getByTestId("privacy-built-in").waitFor();
    expect(new URL(page.url()).pathname).toBe("/privacy-policy");
  });

  it("is reached from the link under the sign-up form", async () => {
    current = await openPage(shell, 375, 800);
    const { page } = current;
    await page.goto("/auth/login");
    await page.getByTestId("login-form").waitFor();
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByTestId("signup-form").waitFor();
    expect(await page.getByTestId("signup-privacy").textContent()).toContain("By creating an account, you agree");
    await page.getByTestId("signup-privacy").getByRole("link", { name: "privacy policy" }).click();
    await page.getByTestId("privacy-built-in").waitFor();
    expect(new URL(page.url()).pathname).toBe("/privacy-policy");
  });

  it("shows an operator's own Markdown notice without its scripts, fitting a 375 px phone", async () => {
    current = await openPage({ ...shell, server: custom }, 375, 800);
    const { page } = current;
    await page.goto("/privacy-policy");
    const notice = page.getByTestId("privacy-markdown");
    await notice.getByRole("heading", { level: 2, name: "Main Street Loan Fund privacy notice" }).waitFor();
    expect(await notice.textContent()).toContain("We keep only what you give us.");
    expect(await notice.locator("table").count()).toBe(1);
    expect(await notice.locator("script, img, [onerror]").count()).toBe(0);
    expect(await notice.getByRole("link", { name: "our team" }).getAttribute("href")).toBe("mailto:privacy@mslf.example.org");
    expect(await notice.getByRole("link", { name: "Click me" }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __policyScriptRan?: boolean }).__policyScriptRan ?? false)).toBe(false);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
