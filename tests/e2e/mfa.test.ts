/**
 * Two-step sign-in in Chromium with the embedded provider on a test database: sign in, open
 * 'Two-step sign-in' from the account menu, enrol 'My Cellphone Number' with the code read from the
 * outbox, sign out, sign in again answering the texted code; add an authenticator app after
 * confirming it's you with the password; turn it all off after the confirmation; change the
 * password (every session ends). The security page passes axe at 375 px.
 */
import { and, desc, eq, like } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../src/server/db/schema/identity.js";
import { userStates, users } from "../../src/server/db/schema/users.js";
import { createAccount } from "../../src/server/identity/accounts.js";
import { base32Decode, totpCode } from "../../src/server/identity/totp.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { closePage, openPage, type Shell, startShell, type TestPage, seriousAxeViolations } from "./browser.js";

let database: TestDatabase;
let shell: Shell;
let current: TestPage | undefined;
const PASSWORD = "a long enough passphrase";
const EMAIL = "two-step.owner@example.com";
const PHONE = "+12025550178";

beforeAll(async () => {
  database = await testDatabase();
  shell = await startShell({ database });
  const { userId } = await createAccount(database.db, { email: EMAIL, password: PASSWORD }, { emailVerified: true });
  await database.db.update(users).set({ firstName: "Tess", lastName: "Step" }).where(eq(users.id, userId));
  await database.db.update(userStates).set({ hasCompletedProfile: true }).where(eq(userStates.userId, userId));
});
afterAll(async () => {
  await shell?.close();
  await database?.close();
});
afterEach(async () => {
  const ending = current;
  current = undefined;
  await closePage(ending);
});

const serious = seriousAxeViolations;

async function newestCode(prefix: string): Promise<string> {
  const newest = () =>
    database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, PHONE), like(outboxMessages.body, `${prefix}%`)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
  await expect.poll(async () => (await newest()).length, { timeout: 10_000 }).toBe(1);
  return /\b(\d{6})\b/.exec((await newest())[0]!.body)![1]!;
}

/** Signs in from the login form (opening it first unless the app already shows it). */
async function signIn(page: Page, open = true) {
  if (open) await page.goto("/auth/login");
  await page.getByTestId("login-form").waitFor({ timeout: 30_000 });
  await page.getByLabel("E-mail address").fill(EMAIL);
  await page.locator("#auth-field-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("two-step sign-in with 'My Cellphone Number'", () => {
  it("enrols the phone from the account menu, then asks for a texted code at the next sign-in", async () => {
    current = await openPage(shell, 375, 800);
    const { page } = current;
    await signIn(page);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });

    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Two-step sign-in" }).click();
    await page.waitForURL((url) => url.pathname === "/account/security");
    await page.getByTestId("mfa-empty").waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await serious(page)).toEqual([]);

    // A number that is not one is refused on the field, announced.
    await page.getByLabel("Mobile phone number").fill("12");
    await page.getByRole("button", { name: "Text me a code" }).click();
    await page.getByRole("alert").filter({ hasText: "Enter a mobile number" }).waitFor();

    await page.getByLabel("Mobile phone number").fill("(202) 555-0178");
    await page.getByRole("button", { name: "Text me a code" }).click();
    // Even the first second step asks to confirm it's you (a stolen session must not add its own).
    const firstStepUp = page.getByRole("dialog", { name: "Confirm it's you" });
    await firstStepUp.getByLabel("Your password").fill(PASSWORD);
    await firstStepUp.getByRole("button", { name: "Confirm" }).click();
    await firstStepUp.waitFor({ state: "hidden" });
    await page.getByTestId("mfa-code-form").waitFor();
    await page.getByText(/••78/).first().waitFor();
    const enrolCode = await newestCode("Your Compass verification code is");
    await page.getByLabel("6-digit code").fill(enrolCode);
    await page.getByRole("button", { name: "Confirm my phone" }).click();
    await page.getByTestId("mfa-announcement").filter({ hasText: "Your phone is confirmed" }).waitFor();
    await page.getByTestId("mfa-factors").getByText("My Cellphone Number").waitFor();
    expect(await serious(page)).toEqual([]);

    // Sign out (back to the site root, which asks to sign in again), then sign in with the code.
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    // The app itself goes on to the login form (opening it here too would race that navigation).
    await signIn(page, false);
    await page.getByTestId("mfa-form").waitFor();
    await page.getByText(/ending in 78/).waitFor();
    const signInCode = await newestCode("Your Compass sign-in code is");
    await page.getByLabel("6-digit code").fill(signInCode);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });
    await page.getByTestId("account-menu").waitFor();

    // An authenticator app: with the phone already a second step, adding one asks to confirm it's
    // you first (a wrong password is refused on its field); then the setup key and otpauth link are
    // shown as text, and a current code confirms it.
    await page.goto("/account/security");
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
    await stepUp.waitFor();
    expect(await serious(page)).toEqual([]);
    await stepUp.getByLabel("Your password").fill("not my password at all");
    await stepUp.getByRole("button", { name: "Confirm" }).click();
    await stepUp.getByText("that password is not right", { exact: false }).waitFor();
    await stepUp.getByLabel("Your password").fill(PASSWORD);
    await stepUp.getByRole("button", { name: "Confirm" }).click();
    await stepUp.waitFor({ state: "hidden" });
    const secret = (await page.getByTestId("mfa-app-secret").textContent())!.replace(/\s+/g, "");
    expect(await page.getByTestId("mfa-app-uri").textContent()).toMatch(/^otpauth:\/\/totp\//);
    await expect.poll(() => page.getByTestId("mfa-app-qr").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    await page.getByLabel("Code from the app").fill(totpCode(base32Decode(secret), Date.now()));
    await page.getByRole("button", { name: "Confirm the app" }).click();
    await page.getByTestId("mfa-announcement").filter({ hasText: "authenticator app is confirmed" }).waitFor();
    await page.getByTestId("mfa-factors").getByText("Authenticator app").waitFor();

    // Turning it off asks first, then removes every factor.
    await page.getByRole("button", { name: "Turn off two-step sign-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn off two-step sign-in?" });
    await dialog.getByRole("button", { name: "Keep it on" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await dialog.getByRole("button", { name: "Yes, turn it off" }).click();
    await page.getByTestId("mfa-empty").waitFor();
    await expect
      .poll(async () => (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, EMAIL))).map((m) => m.subject))
      .toContain("Your Compass second sign-in step was removed");

    // Changing the password: the current one is the proof; then every device signs in again.
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.locator("#security-new-password").fill("a brand new passphrase");
    await page.getByRole("button", { name: "Change password" }).click();
    // The tokens here are dropped at once and the sign-in form says why.
    await page.getByTestId("login-form").waitFor({ timeout: 30_000 });
    await page.getByTestId("sign-in-notice").getByText("Your password is changed", { exact: false }).waitFor();
    expect(await serious(page)).toEqual([]);
    // The new password signs in, back where the change was made.
    await page.locator("#auth-field-email").fill(EMAIL);
    await page.locator("#auth-field-password").fill("a brand new passphrase");
    await page.locator("#auth-field-password").press("Enter");
    await page.waitForURL((url) => url.pathname === "/account/security", { timeout: 60_000 });
  });
});
