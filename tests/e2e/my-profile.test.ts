/**
 * Issue #38 item 1 in Chromium: one display-name rule, the staff profile page, the learner's edit page.
 * - An administrator who never entered a name (like the first one) is named by her e-mail in the
 *   audit log, not "Deleted user"; the main layout asks her for a name; "Edit my profile" opens her
 *   own profile page (/my-profile), where she enters a name, a time zone and a mail signature;
 *   the prompt is gone and the account menu names her. axe at 1280 and 375 px.
 * - A learner's "Edit my profile" is an edit page inside the main layout (its navigation, a title,
 *   Save and Cancel) with the saved answers; Save keeps the change and goes back where she came
 *   from, Cancel goes back without saving. axe at 375 px.
 */
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../src/server/db/schema/audit.js";
import { users } from "../../src/server/db/schema/users.js";
import { checked } from "./admin-helpers.js";
import { closePage, createReadyUser, openSignedIn, userFile, type TestPage } from "./browser.js";

const ADMIN = "first.admin@example.com";
const LEARNER = "lia.profile@example.com";
const PASSWORD = "a seeded learner's long passphrase";

const admin = userFile(ADMIN, "ADMIN", async (database) => {
  const db = database.db;
  // The first administrator never entered a name.
  await db.update(users).set({ firstName: "", lastName: "" }).where(eq(users.email, ADMIN));
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  await db.insert(auditLog).values({ actorUserId: me!.id, action: "class_created", targetType: "class", targetId: "class-1", requestId: "req-1" });
  const learnerId = await createReadyUser(database, { email: LEARNER, password: PASSWORD, firstName: "Lia", lastName: "Moreau" });
  await db
    .update(users)
    .set({
      phoneNumber: "(505) 555-0134",
      businessName: "Moreau Bakery",
      addresses: [{ address1: "12 Main Street", city: "Santa Fe", us_state: "NM", zip_code: "87501", address_type: "ADDRESS_TYPE_PERSONAL" }],
    })
    .where(eq(users.id, learnerId));
});

/** The seeded change's row in the audit log. */
const createdRow = (page: Page) => page.getByTestId("changes-list").locator("tbody tr").filter({ hasText: "Created a class" });

async function openAccountMenuItem(page: Page, name: string): Promise<void> {
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name }).click();
}

describe("names and profiles (issue #38)", () => {
  it("names a nameless administrator by e-mail, asks her for a name, and saves it on her own profile page", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.getByTestId("name-prompt").waitFor({ timeout: 30_000 });

    // The audit log names her by her e-mail, never "Deleted user".
    await page.goto("/admin/audit-log");
    await createdRow(page).getByRole("link", { name: ADMIN, exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("changes-list").getByText("Deleted user").count()).toBe(0);

    // "Edit my profile" opens her profile page, not the borrowers' onboarding form.
    await openAccountMenuItem(page, "Edit my profile");
    await page.waitForURL((url) => url.pathname === "/my-profile");
    const form = page.getByTestId("staff-profile-form");
    await form.waitFor({ timeout: 30_000 });
    await page.getByRole("heading", { name: "Edit my profile", level: 1 }).waitFor();
    await page.getByTestId("name-needed").getByText(ADMIN, { exact: false }).waitFor();
    expect(await page.getByTestId("welcome-form").count()).toBe(0);
    expect(await page.getByLabel("E-mail", { exact: true }).inputValue()).toBe(ADMIN);
    await checked(page, 1280);

    // A name is required: saving without one marks the field.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Enter your first name").waitFor();

    await page.getByLabel(/^First name/).fill("Marta");
    await page.getByLabel(/^Last name/).fill("Reyes");
    const zone = page.getByRole("combobox", { name: "Time zone" });
    await zone.click();
    await zone.fill("Denver");
    await page.getByRole("option", { name: "America/Denver" }).click();
    await page.getByLabel("Signature for mail").fill("Marta Reyes\nProgram director");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByTestId("profile-announcement").getByText("Your profile was saved.").waitFor({ timeout: 30_000 });

    const [saved] = await admin.database.db.select().from(users).where(eq(users.email, ADMIN));
    expect(saved).toMatchObject({ firstName: "Marta", lastName: "Reyes", timeZone: "America/Denver", mailSignature: "Marta Reyes\nProgram director" });
    await page.getByRole("button", { name: "Account menu for Marta Reyes" }).waitFor({ timeout: 30_000 });

    // Back on another page: no prompt any more; the audit log names her.
    await page.goto("/admin/audit-log");
    await createdRow(page).getByRole("link", { name: "Marta Reyes", exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("name-prompt").count()).toBe(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/my-profile");
    await page.getByTestId("staff-profile-form").waitFor({ timeout: 30_000 });
    expect(await page.getByLabel(/^First name/).inputValue()).toBe("Marta");
    await checked(page, 375);
  });

  it("gives a learner an edit page in the main layout, with Save and Cancel", async () => {
    let learner: TestPage | undefined;
    try {
      learner = await openSignedIn(admin.shell, LEARNER, PASSWORD, 375, 800);
      const page = learner.page;
      await page.goto("/discover");
      await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 30_000 });
      await openAccountMenuItem(page, "Edit my profile");
      await page.waitForURL((url) => url.pathname === "/my-profile");
      await page.getByRole("heading", { name: "Edit my profile", level: 1 }).waitFor({ timeout: 30_000 });
      const business = page.getByLabel(/^Business name/);
      await business.waitFor({ timeout: 30_000 });
      expect(await business.inputValue()).toBe("Moreau Bakery");
      // Inside the main layout (its navigation), not the onboarding page.
      expect(await page.locator('[data-layout="main"]').count()).toBe(1);
      expect(await page.getByRole("heading", { name: "Welcome to Compass" }).count()).toBe(0);
      await checked(page, 375);

      // Cancel: back where she came from, nothing saved.
      await business.fill("Not kept");
      await page.getByRole("button", { name: "Cancel", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/discover");

      // Save: the change is kept, and she is back where she came from.
      await openAccountMenuItem(page, "Edit my profile");
      await page.waitForURL((url) => url.pathname === "/my-profile");
      await page.getByLabel(/^Business name/).fill("Moreau Bakery & Café");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/discover", { timeout: 30_000 });
      const [saved] = await admin.database.db.select({ businessName: users.businessName }).from(users).where(eq(users.email, LEARNER));
      expect(saved?.businessName).toBe("Moreau Bakery & Café");
    } finally {
      await closePage(learner);
    }
  });
});
