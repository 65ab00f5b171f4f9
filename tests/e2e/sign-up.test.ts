/**
 * Sign-up through the real pages in Chromium, with the embedded provider on a test database:
 * a coach's referral link (/auth/signup/CODE) → the provider → the sign-up page (code prefilled)
 * → the account is created and assigned to the coach → 'Check your e-mail' → the mailed link
 * confirms the address → sign-in → back in the app.
 * Also: sign-in, a wrong password announced, and the password-reset page with the mailed code.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { KeyRing } from "../../src/server/crypto/keyring.js";
import { mfaFactors, outboxMessages } from "../../src/server/db/schema/identity.js";
import { referralCodes, users } from "../../src/server/db/schema/users.js";
import { createAccount } from "../../src/server/identity/accounts.js";
import { ensureFirstAdmin } from "../../src/server/identity/first-admin.js";
import { factorContext } from "../../src/server/identity/interactions-mfa.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { openPage, seriousAxeViolations, startShell, type Shell, type TestPage } from "./browser.js";

let database: TestDatabase;
let shell: Shell;
let current: TestPage | undefined;
let coachId: string;
const PASSWORD = "a long enough passphrase";

beforeAll(async () => {
  database = await testDatabase();
  shell = await startShell({ database });
  const [coach] = await database.db.insert(users).values({ type: "COACH", email: "coach@example.com", firstName: "Cora" }).returning();
  coachId = coach!.id;
  await database.db.insert(referralCodes).values({ code: "CORA2026", ownerUserId: coachId, kind: "coach" });
});
afterAll(async () => {
  await shell?.close();
  await database?.close();
});
async function checkAxeClean(page: TestPage["page"]) {
  expect(await seriousAxeViolations(page, { summaries: true })).toEqual([]);
}

afterEach(async () => {
  await current?.context.close();
  current = undefined;
});

describe("sign-up and sign-in pages", () => {
  it("have no serious or critical accessibility violations (login, sign-up, reset)", async () => {
    current = await openPage(shell, 375, 800);
    const { page } = current;
    const found: Record<string, string[]> = {};
    const check = async (name: string) => {
      found[name] = await seriousAxeViolations(page, { summaries: true });
    };
    await page.goto("/auth/login");
    await page.getByTestId("login-form").waitFor();
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator("#auth-field-email[aria-invalid=true]").waitFor();
    await check("login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByTestId("signup-form").waitFor();
    await check("signup");
    await page.goto("/reset-password");
    await page.getByTestId("reset-email").waitFor();
    await check("reset");
    expect(found).toEqual({ login: [], signup: [], reset: [] });
  });

  it("signs up with a coach's referral code and lands in the app assigned to that coach", async () => {
    current = await openPage(shell, 375, 800);
    const { page, errors } = current;
    await page.goto("/auth/signup/CORA2026");
    await page.getByTestId("signup-form").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth/signup");
    expect(new URL(page.url()).searchParams.get("interaction")).toBeTruthy();
    expect(await page.getByLabel("Referral code (optional)").inputValue()).toBe("CORA2026");
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);

    // A too-short password: the error is on the field, announced, and focused.
    await page.getByLabel("E-mail address").fill("new.owner@example.com");
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    const password = page.locator("#auth-field-password");
    await expect.poll(() => password.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("auth-field-password");

    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    // No one is signed in before the address is confirmed: the page asks to open the mail.
    await page.getByTestId("signup-check-email").waitFor();
    await page.getByText("new.owner@example.com").first().waitFor();
    await checkAxeClean(page);
    const [user] = await database.db.select().from(users).where(eq(users.email, "new.owner@example.com"));
    expect(user).toMatchObject({ type: "STANDARD", assignedCoachId: coachId, referralCode: "CORA2026" });

    // The mailed link confirms the address; signing in then lands in the app.
    let link = "";
    await expect
      .poll(async () => {
        const [mail] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "new.owner@example.com")).orderBy(desc(outboxMessages.createdAt)).limit(1);
        link = /(http\S+verify-email\?token=\S+)/.exec(mail?.body ?? "")?.[1] ?? "";
        return link;
      })
      .not.toBe("");
    await page.goto(link);
    await page.getByTestId("email-verified").waitFor();
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByTestId("login-form").waitFor();
    await page.getByLabel("E-mail address").fill("new.owner@example.com");
    await page.locator("#auth-field-password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  it("answers a sign-up with an address that has an account exactly like a new one", async () => {
    await createAccount(database.db, { email: "taken@example.com", password: PASSWORD }, { emailVerified: true });
    current = await openPage(shell, 375, 800);
    const { page } = current;
    await page.goto("/auth/signup");
    await page.getByTestId("signup-form").waitFor();
    await page.getByLabel("E-mail address").fill("taken@example.com");
    await page.getByLabel("New password").fill("someone else's passphrase");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByTestId("signup-check-email").waitFor();
    await expect
      .poll(async () => (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "taken@example.com"))).map((m) => m.subject))
      .toEqual(["You already have a Compass account"]);
  });

  it("signs in, announcing a wrong password without saying whether the account exists", async () => {
    await createAccount(database.db, { email: "owner@example.com", password: PASSWORD }, { emailVerified: true });
    current = await openPage(shell);
    const { page } = current;
    await page.goto("/auth/login");
    await page.getByTestId("login-form").waitFor();
    await page.getByLabel("E-mail address").fill("owner@example.com");
    await page.locator("#auth-field-password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("E-mail or password is incorrect.");
    await page.locator("#auth-field-password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });

    // RP-initiated logout: the provider's form submits itself (external script, under our CSP).
    const origin = shell.server.url;
    const query = new URLSearchParams({ client_id: "compass-web", post_logout_redirect_uri: `${origin}/` });
    const ended = page.waitForResponse((r) => r.url().includes("/oidc/session/end/confirm") && r.status() === 303);
    await page.goto(`/oidc/session/end?${query}`);
    await ended;
    const session = (await current!.context.cookies()).filter((c) => c.name.startsWith("compass_oidc_session"));
    expect(session).toEqual([]);
  });

  it("asks the first administrator for a new password at first sign-in", async () => {
    let printed = "";
    await ensureFirstAdmin(database.db, { email: "admin@localhost", publicUrl: shell.server.url, print: (t) => (printed = t) });
    const oneTime = /password:\s+(\S+)/.exec(printed)![1]!;
    current = await openPage(shell);
    const { page } = current;
    await page.goto("/auth/login");
    await page.getByTestId("login-form").waitFor();
    await page.getByLabel("E-mail address").fill("admin@localhost");
    await page.locator("#auth-field-password").fill(oneTime);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByTestId("change-password-form").waitFor();
    await page.locator("#auth-field-password").fill("the administrator's own passphrase");
    await page.locator("#auth-field-confirm").fill("the administrator's own passphrase");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });
  });

  it("asks for the texted code when the user has 'My Cellphone Number'", async () => {
    const { userId } = await createAccount(database.db, { email: "texted@example.com", password: PASSWORD }, { emailVerified: true });
    const keyring = (shell.server as unknown as { keyring: KeyRing }).keyring;
    await database.db.insert(mfaFactors).values({
      id: "e2e-factor",
      userId,
      kind: "sms",
      displayName: "My Cellphone Number",
      secretEnc: keyring.seal("+12025550199", factorContext("e2e-factor")),
      keyId: keyring.currentKeyId,
      verifiedAt: new Date(),
    });
    current = await openPage(shell);
    const { page } = current;
    await page.goto("/auth/login");
    await page.getByTestId("login-form").waitFor();
    await page.getByLabel("E-mail address").fill("texted@example.com");
    await page.locator("#auth-field-password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByTestId("mfa-form").waitFor();
    await page.getByText(/ending in 99/).waitFor();
    const [sms] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "+12025550199")).limit(1);
    const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });
  });

  it("resets a password with the mailed code", async () => {
    await createAccount(database.db, { email: "forgetful@example.com", password: PASSWORD }, { emailVerified: true });
    current = await openPage(shell);
    const { page } = current;
    await page.goto("/auth/login");
    await page.getByTestId("login-form").waitFor();
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByTestId("reset-email").waitFor();
    await page.getByLabel("E-mail address").fill("forgetful@example.com");
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByTestId("reset-code").waitFor();
    const newest = () =>
      database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "forgetful@example.com")).orderBy(desc(outboxMessages.createdAt)).limit(1);
    await expect.poll(async () => (await newest()).length).toBe(1);
    const [mail] = await newest();
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    await page.getByLabel("6-digit code").fill(code);
    await page.getByLabel("New password").fill("a brand new passphrase");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByTestId("reset-done").waitFor();
  });
});
