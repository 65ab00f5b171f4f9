/**
 * /admin/referral-code-generator in Chromium: an administrator must pick an owner, makes a code for
 * a coach, sees it listed with its sign-ups, copies its link (clipboard), shows its QR code and
 * disables and enables it; picks a partner bank (by its bank name, among the banks) and makes it a
 * code; the coach then sees only their own code and makes another for themselves. axe-clean at
 * 1280 and 375 px with no sideways scroll.
 */
import { describe, expect, it } from "vitest";
import { bankAccounts } from "../../src/server/db/schema/users.js";
import { adminFile, checked } from "./admin-helpers.js";
import { closePage, createReadyUser, openSignedIn, type TestPage } from "./browser.js";

const COACH = { email: "referral.coach@example.com", password: "a long enough passphrase", firstName: "Carla", lastName: "Coach", type: "COACH" as const };
const BANK = { email: "referral.bank@example.com", password: "a long enough passphrase", firstName: "Bea", lastName: "Banker", type: "BANK" as const };
const admin = adminFile("referral.admin@example.com", async (database) => {
  await createReadyUser(database, COACH);
  const bankId = await createReadyUser(database, BANK);
  await database.db.insert(bankAccounts).values({ userId: bankId, bankName: "Mesa Community Bank" });
});

describe("the referral code generator", () => {
  it("lets an administrator make, copy, show and disable a coach's code, and the coach see theirs", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: admin.shell.server.url });
    await page.goto("/admin/referral-code-generator");
    await page.getByRole("heading", { name: "Referral codes", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByText("No Available Data").waitFor({ timeout: 30_000 });
    await checked(page, 1280);

    // The owner is required for an administrator.
    await page.getByRole("button", { name: "Create a code" }).click();
    await page.getByText("Choose the owner of the code.").waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.getAttribute("aria-invalid"))).toBe("true");
    await page.getByRole("combobox", { name: "Owner" }).click();
    await page.getByRole("option", { name: "Carla Coach" }).click();
    await page.getByRole("button", { name: "Create a code" }).click();
    const announced = page.getByTestId("referral-announcement");
    await announced.getByText(/^Code [2-9A-HJKMNP-Z]{8} was created\.$/).waitFor({ timeout: 30_000 });
    const code = /Code (\w+)/.exec((await announced.textContent()) ?? "")![1]!;
    const row = page.getByRole("row").filter({ hasText: code });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain("Carla Coach");
    expect(await row.textContent()).toContain("Active");

    // Copy the link.
    await row.getByRole("button", { name: /Copy link/ }).click();
    await announced.getByText(`The sign-up link of ${code} was copied.`).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${admin.shell.server.url}/auth/signup/${code}`);

    // The QR code.
    await row.getByRole("button", { name: /QR code/ }).click();
    const dialog = page.getByTestId("referral-qr-dialog");
    await dialog.waitFor();
    const qr = dialog.getByTestId("referral-qr");
    await qr.waitFor({ timeout: 30_000 });
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.getAttribute("alt")).toContain(`/auth/signup/${code}`);
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await checked(page, 1280);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // Disable, then enable.
    await row.getByRole("button", { name: /Disable/ }).click();
    await announced.getByText(`Code ${code} is disabled: sign-ups with it are refused.`).waitFor({ timeout: 30_000 });
    await expect.poll(() => row.textContent()).toContain("Disabled");
    await row.getByRole("button", { name: /Enable/ }).click();
    await announced.getByText(`Code ${code} is active again.`).waitFor({ timeout: 30_000 });
    await expect.poll(() => row.textContent()).toContain("Active");

    // A partner bank, chosen by its bank name among the banks: its code counts its clients.
    await page.getByRole("combobox", { name: "Owner" }).click();
    await page.getByRole("option", { name: "Mesa Community Bank (Bea Banker)" }).waitFor({ timeout: 30_000 });
    await checked(page, 1280);
    await page.getByRole("option", { name: "Mesa Community Bank (Bea Banker)" }).click();
    await page.getByRole("button", { name: "Create a code" }).click();
    await announced.getByText(/^Code [2-9A-HJKMNP-Z]{8} was created\.$/).filter({ hasNotText: code }).waitFor({ timeout: 30_000 });
    const bankCode = /Code (\w+)/.exec((await announced.textContent()) ?? "")![1]!;
    const bankRow = page.getByRole("row").filter({ hasText: bankCode });
    await bankRow.waitFor({ timeout: 30_000 });
    expect(await bankRow.textContent()).toContain("Bea Banker");
    await bankRow.getByRole("cell", { name: "Bank", exact: true }).waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);

    // The coach sees their code and makes another for themselves (no owner picker).
    let coach: TestPage | undefined;
    try {
      coach = await openSignedIn(admin.shell, COACH.email, COACH.password, 375, 800);
      await coach.page.goto("/admin/referral-code-generator");
      await coach.page.getByRole("heading", { name: "Referral codes", level: 1 }).waitFor({ timeout: 30_000 });
      await coach.page.getByRole("row").filter({ hasText: code }).waitFor({ timeout: 30_000 });
      expect(await coach.page.getByRole("combobox", { name: "Owner" }).count()).toBe(0);
      await coach.page.getByRole("button", { name: "Create a code" }).click();
      await coach.page.getByTestId("referral-announcement").getByText(/was created/).waitFor({ timeout: 30_000 });
      await expect.poll(() => coach!.page.getByRole("row").filter({ hasText: "Carla Coach" }).count()).toBe(2);
      await checked(coach.page, 375);
    } finally {
      await closePage(coach);
    }
  });
});
