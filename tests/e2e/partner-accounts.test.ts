/**
 * /admin/lenders, /admin/partners and their add-edit pages in Chromium (issue #15 §2, ADR 0022).
 * An administrator adds a lender for a new person (the form first refuses an incomplete one and
 * then an address that already has an account, on its field): the list shows the invitation
 * pending, the invitation is sent again, and its mailed link sets the password. A learner is made a
 * lender from the existing accounts, and a lender's business is edited. A partner bank is added
 * with an uploaded logo (its progress shown) and a typed code — another bank's code is refused on
 * the field — and the list shows its logo, code and the clients who signed up with it. axe on
 * every page at 1280 and 375 px; no sideways scroll at 375 px.
 */
import { desc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "../../src/server/db/schema/identity.js";
import { users } from "../../src/server/db/schema/users.js";
import { png } from "../unit/files/fixtures.js";
import { adminFile, checked, choose, row } from "./admin-helpers.js";
import { createReadyUser } from "./browser.js";

const PASSWORD = "a seeded user's long passphrase";

const admin = adminFile("accounts.admin@example.com", async (database) => {
  await createReadyUser(database, { email: "lucy.learner@example.com", password: PASSWORD, firstName: "Lucy", lastName: "Learner" });
  await createReadyUser(database, { email: "taken@example.com", password: PASSWORD, firstName: "Tom", lastName: "Taken" });
});

/** How many invitation e-mails went to `email`, and the newest one's link. */
async function invitations(email: string): Promise<{ count: number; link: string | null }> {
  const mails = await admin.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.createdAt));
  const invites = mails.filter((m) => m.subject === "You are invited to Compass · Invitación a Compass");
  const link = invites[0] ? (/(http\S+\/set-password\?token=\S+)/.exec(invites[0].body)?.[1] ?? null) : null;
  return { count: invites.length, link };
}

const announced = (page: Page, text: string | RegExp) => page.getByTestId("accounts-announcement").filter({ hasText: text }).waitFor({ timeout: 30_000 });

/** Both widths' checks of the page on screen. */
async function bothWidths(page: Page): Promise<void> {
  await checked(page, 1280);
  await page.setViewportSize({ width: 375, height: 800 });
  await checked(page, 375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the lender pages", () => {
  it("adds a lender with an invitation, sends it again, makes a learner a lender and edits one", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.goto("/admin/lenders");
    await page.getByRole("heading", { name: "Lenders", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("accounts-empty").waitFor();
    await bothWidths(page);

    await page.getByRole("link", { name: "Add a lender" }).first().click();
    await page.getByRole("heading", { name: "Add a lender", level: 1 }).waitFor();
    await bothWidths(page);
    // Nothing filled: each required field says so, and focus goes to the first.
    await page.getByRole("button", { name: "Add and send the invitation" }).click();
    await page.getByText("Enter the first name.").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    expect(await page.getByLabel("E-mail address").getAttribute("aria-invalid")).toBe("true");
    // An address that already has an account: refused by the server, on the e-mail field.
    await page.getByLabel("First name").fill("Lena");
    await page.getByLabel("Last name").fill("Lender");
    await page.getByLabel("E-mail address").fill("taken@example.com");
    await page.getByLabel("Business name").fill("Lender Loans");
    await page.getByRole("button", { name: "Add and send the invitation" }).click();
    await page.getByText(/already exists/).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel("E-mail address").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("E-mail address").fill("lena.lender@example.com");
    await page.getByRole("button", { name: "Add and send the invitation" }).click();

    // Back on the list: announced, pending, and the invitation can go again.
    await announced(page, "an invitation was sent to lena.lender@example.com");
    const lena = row(page, "Lena Lender");
    await lena.getByText(/Invitation sent/).waitFor();
    await expect.poll(async () => (await invitations("lena.lender@example.com")).count).toBe(1);
    const first = (await invitations("lena.lender@example.com")).link;
    await lena.getByRole("button", { name: "Send the invitation again Lena Lender" }).click();
    await announced(page, "A new invitation was sent to lena.lender@example.com");
    await expect.poll(async () => (await invitations("lena.lender@example.com")).count).toBe(2);
    expect((await invitations("lena.lender@example.com")).link).not.toBe(first);
    await bothWidths(page);

    // A learner becomes a lender, picked by e-mail.
    await page.getByRole("link", { name: "Add a lender" }).click();
    await page.getByRole("radio", { name: "Someone who already has an account" }).check();
    await page.getByRole("combobox", { name: "Existing account" }).fill("lucy");
    await page.getByRole("option", { name: "lucy.learner@example.com" }).click();
    await page.getByLabel("Business name").fill("Lucy Lends");
    await bothWidths(page);
    await page.getByRole("button", { name: "Make them a lender" }).click();
    await announced(page, "lucy.learner@example.com was saved.");
    await row(page, "Lucy Learner").getByText("Password set").waitFor();
    const [lucy] = await admin.database.db.select({ type: users.type, businessName: users.businessName }).from(users).where(eq(users.email, "lucy.learner@example.com"));
    expect(lucy).toEqual({ type: "LENDER", businessName: "Lucy Lends" });
    expect((await invitations("lucy.learner@example.com")).count).toBe(0);

    // Edit Lena's business from the list.
    await page.getByRole("link", { name: "Lena Lender", exact: true }).click();
    await page.getByRole("heading", { name: "Edit lender", level: 1 }).waitFor();
    await page.getByTestId("account-email").getByText(/lena\.lender@example\.com/).waitFor();
    await expect.poll(() => page.getByLabel("Business name").inputValue()).toBe("Lender Loans");
    await bothWidths(page);
    await page.getByLabel("Business name").fill("Lena's Loans");
    await page.getByRole("button", { name: "Save" }).click();
    await announced(page, "Lena Lender was saved.");
    await row(page, "Lena Lender").getByText("Lena's Loans").waitFor();

    // The search narrows the list.
    await page.getByRole("searchbox", { name: "Search by name, e-mail or business" }).fill("lucy");
    await expect.poll(() => row(page, "Lena Lender").count()).toBe(0);
    await row(page, "Lucy Learner").waitFor();

    // An unknown id on the edit page says so.
    await page.goto("/admin/add-edit-lenders?id=00000000-0000-0000-0000-000000000000");
    await page.getByTestId("account-not-found").waitFor({ timeout: 30_000 });
  }, 180_000);
});

describe("the partner bank pages", () => {
  it("adds a bank with a logo and its own code, refuses another bank's code, and lists its clients", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.goto("/admin/add-edit-partners");
    await page.getByRole("heading", { name: "Add a partner bank", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByLabel("First name").fill("Bea");
    await page.getByLabel("Last name").fill("Banker");
    await page.getByLabel("E-mail address").fill("bea@first-bank.example");
    await page.getByLabel("Bank name").fill("First Bank");
    // A code that is not letters and digits is refused before sending.
    await page.getByLabel("Referral code").fill("B-NK");
    await page.getByRole("button", { name: "Add and send the invitation" }).click();
    await page.getByText("Use 4 to 32 letters and digits.").waitFor();
    await page.getByLabel("Referral code").fill("frst bank 42");
    await choose(page, "Upload a logo", { name: "logo.png", mimeType: "image/png", buffer: await png(400, 200) });
    await page.getByTestId("bank-logo").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("bank-logo").getAttribute("alt")).toBe("Logo of First Bank");
    await bothWidths(page);
    await page.getByRole("button", { name: "Add and send the invitation" }).click();
    await announced(page, "an invitation was sent to bea@first-bank.example");
    expect((await invitations("bea@first-bank.example")).count).toBe(1);

    // Two clients sign up with the code (any case); the list counts them.
    for (const [i, email] of ["c1@example.com", "c2@example.com"].entries()) {
      const id = await createReadyUser(admin.database, { email, password: PASSWORD, firstName: `Client${i}`, lastName: "Referred" });
      await admin.database.db.update(users).set({ referralCode: i === 0 ? "FRSTBANK42" : "frstbank42" }).where(eq(users.id, id));
    }
    await page.reload();
    const bank = page.getByRole("row").filter({ hasText: "First Bank" });
    await bank.getByText("FRSTBANK42").waitFor({ timeout: 30_000 });
    await bank.getByRole("img", { name: "Logo of First Bank" }).waitFor();
    await bank.getByText("2", { exact: true }).waitFor();
    await bank.getByText(/Invitation sent/).waitFor();
    await bank.getByRole("link", { name: "Dashboard First Bank" }).waitFor();
    await bothWidths(page);

    // A second bank may not take the first one's code.
    await page.getByRole("link", { name: "Add a partner bank" }).click();
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Second");
    await page.getByLabel("E-mail address").fill("sam@second-bank.example");
    await page.getByLabel("Bank name").fill("Second Bank");
    await page.getByLabel("Referral code").fill("FRSTBANK42");
    await page.getByRole("button", { name: "Add and send the invitation" }).click();
    await page.getByText(/belongs to someone else/).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel("Referral code").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Referral code").fill("");
    await page.getByRole("button", { name: "Add and send the invitation" }).click();
    await announced(page, "an invitation was sent to sam@second-bank.example");
    const second = page.getByRole("row").filter({ hasText: "Second Bank" });
    await second.getByText("No logo").waitFor();
    expect(await second.getByText(/^[2-9A-HJKMNP-Z]{8}$/).count()).toBe(1);

    // Editing keeps the code and the logo; the bank's name changes.
    await page.getByRole("link", { name: "First Bank", exact: true }).click();
    await page.getByRole("heading", { name: "Edit partner bank", level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel("Referral code").inputValue()).toBe("FRSTBANK42");
    await page.getByTestId("bank-logo").waitFor();
    await page.getByLabel("Bank name").fill("First Community Bank");
    await page.getByRole("button", { name: "Save" }).click();
    await announced(page, "First Community Bank was saved.");
    await page.getByRole("row").filter({ hasText: "First Community Bank" }).getByText("FRSTBANK42").waitFor();
  }, 180_000);
});
