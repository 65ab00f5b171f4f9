/**
 * Issue 5's identity journey in Chromium, through the real server (embedded provider, token
 * verifier, account RPCs) on a test database, with mail sent over SMTP to a real SMTP server
 * (smtp-server) started here: sign up with a coach's referral link → confirm the e-mail from the
 * mailed link → /welcome → my-journey with the coach assigned → sign out (provider session ended)
 * → sign in again → reset a forgotten password with the mailed code → sign in with it → a standard
 * user is sent home from /admin/users; an administrator reaches it.
 * Every new page is checked with axe (no serious or critical violations); no console errors.
 */
import { createClient, type Interceptor } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompassService } from "../../src/gen/compass/v1/compass_pb.js";
import { referralCodes, users, userStates } from "../../src/server/db/schema/users.js";
import { createAccount } from "../../src/server/identity/accounts.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { freePort } from "../setup/oidc.js";
import { openPage, seriousAxeViolations, startShell, type Shell, type TestPage } from "./browser.js";

const EMAIL = "maria.owner@example.com";
const PASSWORD = "a long enough passphrase";
const NEW_PASSWORD = "a different long passphrase";
const ADMIN_EMAIL = "ada.admin@example.com";

let database: TestDatabase;
let shell: Shell;
let smtp: SMTPServer;
let coachId: string;
let learner: TestPage;
/** Raw messages the SMTP server received. */
const mail: string[] = [];
/** Pages checked with axe: name → serious/critical violations. */
const axe: Record<string, string[]> = {};

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mail.push(Buffer.concat(chunks).toString("utf8"));
        done();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  database = await testDatabase();
  shell = await startShell({ database, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: "Compass <no-reply@example.com>" } });
  const [coach] = await database.db.insert(users).values({ type: "COACH", email: "cora.coach@example.com", firstName: "Cora", lastName: "Coach" }).returning();
  coachId = coach!.id;
  await database.db.insert(userStates).values({ userId: coachId });
  await database.db.insert(referralCodes).values({ code: "CORA2026", ownerUserId: coachId, kind: "coach" });
  learner = await openPage(shell);
});
afterAll(async () => {
  await learner?.context.close();
  await shell?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await database?.close();
});

/** The text of a received message (quoted-printable decoded), or undefined. */
function decoded(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  return Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** Waits for the newest mail to `to` whose subject matches; returns its decoded text. */
async function mailTo(to: string, subject: RegExp, count: number): Promise<string> {
  const matching = () => mail.filter((m) => m.includes(`To: ${to}`) && subject.test(m));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBe(count);
  return decoded(matching().at(-1)!);
}

async function checkAxe(page: Page, name: string): Promise<void> {
  axe[name] = await seriousAxeViolations(page, { summaries: true });
  expect(axe[name], `axe on ${name}`).toEqual([]);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId("login-form").waitFor();
  await page.getByLabel("E-mail address").fill(email);
  await page.locator("#auth-field-password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });
}

/** Signs out from the account menu; the provider's session ends and the app asks to sign in again. */
async function signOut(t: TestPage): Promise<void> {
  const { page, context } = t;
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  // Back at '/' after the provider's logout, the guard sends the signed-out visitor to sign in.
  await page.getByTestId("login-form").waitFor({ timeout: 30_000 });
  expect((await context.cookies()).filter((c) => c.name.startsWith("compass_oidc_session"))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("compass.oidc.user:")))).toEqual([]);
}

/** The access token the web app holds (from its oidc-client-ts store). */
async function accessTokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("compass.oidc.user:"));
    return key ? localStorage.getItem(key) : null;
  });
  return (JSON.parse(stored ?? "{}") as { access_token: string }).access_token;
}

function api(token: string) {
  const auth: Interceptor = (next) => (req) => {
    req.header.set("x-api-key", token);
    return next(req);
  };
  return createClient(CompassService, createConnectTransport({ baseUrl: shell.server.url, useBinaryFormat: true, interceptors: [auth] }));
}

describe("the identity journey", () => {
  it("signs up with a coach's referral link and confirms the e-mail from the mailed link", async () => {
    const { page, errors } = learner;
    await page.goto("/auth/signup/CORA2026");
    await page.getByTestId("signup-form").waitFor();
    expect(await page.getByLabel("Referral code (optional)").inputValue()).toBe("CORA2026");
    await checkAxe(page, "sign-up");
    await page.getByLabel("E-mail address").fill(EMAIL);
    await page.getByLabel("New password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    // Not signed in until the address is confirmed.
    await page.getByTestId("signup-check-email").waitFor({ timeout: 30_000 });
    await checkAxe(page, "check your e-mail");

    const text = await mailTo(EMAIL, /Subject: Confirm your e-mail address/, 1);
    const link = /(http:\/\/\S+\/oidc\/verify-email\?token=[\w-]+)/.exec(text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByTestId("email-verified").waitFor();
    expect(pathOf(page)).toBe("/auth/email-verified");
    await checkAxe(page, "email-verified");
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
    const [state] = await database.db.select().from(userStates).where(eq(userStates.userId, user!.id));
    expect(state?.hasVerifiedEmailAddress).toBe(true);

    // The link works once.
    await page.goto(link!);
    await page.getByTestId("email-not-verified").waitFor();

    // Signed in; the profile is not complete yet, so the guard sends the new user to /welcome.
    await page.goto("/");
    await signIn(page, EMAIL, PASSWORD);
    await page.getByTestId("welcome-form").waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  it("completes /welcome (also at 375 px) and lands on my-journey with the coach assigned", async () => {
    const { page, errors } = learner;
    await page.goto("/");
    await page.getByTestId("welcome-form").waitFor();
    expect(pathOf(page)).toBe("/welcome");
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    await checkAxe(page, "welcome at 375 px");
    await page.setViewportSize({ width: 1280, height: 800 });
    await checkAxe(page, "welcome");

    await page.getByLabel(/^First name/).fill("Maria");
    await page.getByLabel(/^Last name/).fill("Owner");
    await page.getByLabel(/^Phone number/).fill("505-555-0100");
    await page.getByLabel(/^Business name/).fill("Owner Bakery");
    await page.getByLabel(/^Address line 1/).fill("1 Main St");
    await page.getByLabel(/^City/).fill("Taos");
    await page.getByLabel(/^State/).fill("NM");
    await page.getByLabel(/^ZIP code/).fill("87571");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.getByTestId("journey-ready").waitFor({ timeout: 30_000 });
    expect(pathOf(page)).toBe("/");
    await checkAxe(page, "my-journey");

    const client = api(await accessTokenOf(page));
    const { coach } = await client.getMyCoach({});
    expect({ id: coach?.id, firstName: coach?.profile?.firstName }).toEqual({ id: coachId, firstName: "Cora" });
    const { user } = await client.getMyUser({});
    expect(user?.profile?.businessName).toBe("Owner Bakery");
    expect(errors).toEqual([]);
  });

  it("signs out from the account menu, then signs in again with the password", async () => {
    const { page, errors } = learner;
    await signOut(learner);
    await checkAxe(page, "login");
    // A protected page asks to sign in again (the provider's session is gone, not just the tokens).
    await page.goto("/welcome");
    await page.getByTestId("login-form").waitFor();
    await signIn(page, EMAIL, PASSWORD);
    await page.getByTestId("welcome-form").waitFor();
    expect(pathOf(page)).toBe("/welcome");
    await page.goto("/");
    await page.getByTestId("journey-ready").waitFor();
    expect(errors).toEqual([]);
  });

  it("resets a forgotten password with the mailed code and signs in with the new one", async () => {
    const { page, errors } = learner;
    await signOut(learner);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByTestId("reset-email").waitFor();
    await checkAxe(page, "reset-password");
    await page.getByLabel("E-mail address").fill(EMAIL);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByTestId("reset-code").waitFor();
    const text = await mailTo(EMAIL, /Subject: Your Compass password reset code/, 1);
    const code = /reset your Compass password is (\d{6})/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel("6-digit code").fill(code!);
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByTestId("reset-done").waitFor();
    await checkAxe(page, "reset-done");
    await page.getByRole("link", { name: /sign in/i }).click();

    // The old password no longer works; the new one does.
    await page.getByTestId("login-form").waitFor();
    await page.getByLabel("E-mail address").fill(EMAIL);
    await page.locator("#auth-field-password").fill(PASSWORD);
    const before = errors.length;
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await page.getByRole("alert").textContent()).toBe("E-mail or password is incorrect.");
    // The refused password's 401 from the interaction API: Chromium's own network log line.
    expect(errors.splice(before)).toEqual([expect.stringMatching(/^console: Failed to load resource: the server responded with a status of 401 \(Unauthorized\)( \(.*\/oidc\/interaction\/.*\))?$/)]);
    await page.locator("#auth-field-password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByTestId("journey-ready").waitFor({ timeout: 30_000 });
    expect(pathOf(page)).toBe("/");
    expect(errors).toEqual([]);
  });

  it("tells a standard user /admin/users is not theirs, with a way back to my-journey (issue #38)", async () => {
    const { page, errors } = learner;
    await page.goto("/admin/users");
    await page.getByRole("heading", { name: "You don't have access to this page", level: 1 }).waitFor({ timeout: 30_000 });
    expect(pathOf(page)).toBe("/admin/users");
    await page.getByRole("link", { name: "Go to your start page" }).click();
    await page.getByTestId("journey-ready").waitFor();
    expect(pathOf(page)).toBe("/");
    expect(errors).toEqual([]);
  });

  it("lets an administrator reach /admin/users", async () => {
    const { userId } = await createAccount(database.db, { email: ADMIN_EMAIL, password: PASSWORD }, { emailVerified: true });
    await database.db.update(users).set({ type: "ADMIN", firstName: "Ada", lastName: "Admin" }).where(eq(users.id, userId));
    const admin = await openPage(shell);
    try {
      const { page, errors } = admin;
      await page.goto("/admin/users");
      await signIn(page, ADMIN_EMAIL, PASSWORD);
      await page.waitForURL((url) => url.pathname === "/admin/users");
      await page.getByRole("heading", { name: "Users", level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByTestId("users-count").getByText(/^\d+ users?$/).waitFor({ timeout: 30_000 });
      expect(pathOf(page)).toBe("/admin/users");
      await checkAxe(page, "admin-users");
      expect(errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
    expect(Object.values(axe).flat()).toEqual([]);
  });
});
