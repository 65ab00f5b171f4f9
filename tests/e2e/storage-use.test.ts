/**
 * The learner's storage use on the account page (/account/security, issue #37; ADR 0031): "… of
 * 200 MB used" with a labelled bar, the warning when nearly full, at 375 px without sideways
 * scrolling and without serious axe violations.
 */
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../src/server/db/schema/files.js";
import { userStates, users } from "../../src/server/db/schema/users.js";
import { createAccount } from "../../src/server/identity/accounts.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { closePage, openPage, seriousAxeViolations, type Shell, startShell, type TestPage } from "./browser.js";

const MB = 1024 * 1024;
const PASSWORD = "a long enough passphrase";
const EMAIL = "files.owner@example.com";

let database: TestDatabase;
let shell: Shell;
let current: TestPage | undefined;
let userId: string;

beforeAll(async () => {
  database = await testDatabase();
  shell = await startShell({ database });
  ({ userId } = await createAccount(database.db, { email: EMAIL, password: PASSWORD }, { emailVerified: true }));
  await database.db.update(users).set({ firstName: "Fay", lastName: "Files" }).where(eq(users.id, userId));
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

let serial = 0;
/** A file row of the learner's, as an upload leaves it (the page reads only the counts). */
async function uploaded(bytes: number) {
  const sha512 = (serial++).toString(16).padStart(128, "0");
  const key = `${sha512}-${"0".repeat(32)}`;
  await database.db.insert(files).values({ key, blobKey: sha512, name: "notes.txt", contentType: "text/plain", contentLength: Math.round(bytes), sha512, uploadedByUserId: userId });
}

async function signIn(page: Page) {
  await page.goto("/auth/login");
  await page.getByTestId("login-form").waitFor({ timeout: 30_000 });
  await page.getByLabel("E-mail address").fill(EMAIL);
  await page.locator("#auth-field-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });
}

describe("storage use on the account page", () => {
  it("shows none yet, then the use against the quota with a bar, and warns when nearly full, at 375 px", async () => {
    current = await openPage(shell, 375, 800);
    const page = current.page;
    await signIn(page);
    await page.goto("/account/security");
    await expect.poll(() => page.getByTestId("storage-empty").isVisible(), { timeout: 20_000 }).toBe(true);

    await uploaded(12.3 * MB);
    await page.reload();
    const used = page.getByTestId("storage-used");
    await used.waitFor({ timeout: 20_000 });
    expect(await used.textContent()).toBe("12.3 MB of 200 MB used");
    expect(await page.getByRole("progressbar", { name: "Storage used" }).count()).toBe(1);
    expect(await page.getByTestId("storage-nearly-full").count()).toBe(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await uploaded(180 * MB);
    await page.reload();
    await page.getByTestId("storage-nearly-full").waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("storage-used").textContent()).toBe("192 MB of 200 MB used");
  });
});
