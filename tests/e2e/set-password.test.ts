/**
 * An invitation's set-password page in Chromium (ADR 0022): an administrator adds a lender (through
 * the API, as /admin/add-edit-lenders does); the mailed link opens /set-password, a short password is
 * refused next to the field, a good one is set, the used link then says to ask for a new one, and the
 * lender signs in. A link without its token says so. axe-clean at 375 px, no sideways scroll.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "../../src/server/db/schema/identity.js";
import { adminFile, checked } from "./admin-helpers.js";
import { signInThroughForm } from "./browser.js";

const admin = adminFile("invite.admin@example.com");

describe("the set-password page", () => {
  it("sets an invited lender's password once, and the lender signs in", async () => {
    const page = await admin.signedIn(375, 800);
    await page.goto("/");
    // The administrator adds the lender with the API the lenders page uses.
    const added = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("compass.oidc.user:"));
      const token = (JSON.parse(localStorage.getItem(key!)!) as { access_token: string }).access_token;
      const res = await fetch("/compass.v1.CompassService/AdminAddLenderAccount", {
        method: "POST",
        headers: { "content-type": "application/json", "connect-protocol-version": "1", "x-api-key": token },
        body: JSON.stringify({ lenderAccount: { email: "new.lender@example.com", firstName: "Nell", lastName: "Lender", businessName: "Nell Loans" } }),
      });
      return res.status;
    });
    expect(added).toBe(200);
    const [mail] = await admin.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "new.lender@example.com")).orderBy(desc(outboxMessages.createdAt)).limit(1);
    const link = /(http\S+\/set-password\?token=\S+)/.exec(mail!.body)![1]!;

    const context = await admin.shell.browser.newContext({ baseURL: admin.shell.server.url, viewport: { width: 375, height: 800 }, reducedMotion: "reduce" });
    try {
      const lender = await context.newPage();
      await lender.goto(new URL(link).pathname + new URL(link).search);
      await lender.getByTestId("set-password-form").waitFor({ timeout: 30_000 });
      await checked(lender, 375);
      await lender.getByLabel("New password").fill("short");
      await lender.getByRole("button", { name: "Set password" }).click();
      await expect.poll(() => lender.locator("#auth-field-password").getAttribute("aria-invalid")).toBe("true");
      await lender.getByLabel("New password").fill("the lender's long passphrase");
      await lender.getByRole("button", { name: "Set password" }).click();
      await lender.getByTestId("set-password-done").waitFor({ timeout: 30_000 });
      await checked(lender, 375);
      // The link worked once.
      await lender.goto(new URL(link).pathname + new URL(link).search);
      await lender.getByLabel("New password").fill("another long passphrase");
      await lender.getByRole("button", { name: "Set password" }).click();
      await lender.getByText(/not valid or has expired/).waitFor({ timeout: 30_000 });
      await lender.goto("/set-password");
      await lender.getByTestId("set-password-missing").waitFor({ timeout: 30_000 });
      await signInThroughForm(lender, "new.lender@example.com", "the lender's long passphrase");
      expect(new URL(lender.url()).pathname.startsWith("/auth")).toBe(false);
    } finally {
      await context.close();
    }
  });
});
