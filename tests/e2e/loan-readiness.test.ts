/**
 * Loan readiness (issue #39) in Chromium, against the real server. A learner with a saved cash flow
 * (revenue $40,000 and rent $20,000 in the starting year: $20,000 available for debt service, no
 * existing debt) opens the Loan readiness tab of /my-business, fills the request — $150,000 at 9 %
 * over 60 months makes capacity "Not yet" (DSCR 0.54) — lowers the amount to $50,000 and sees
 * capacity "Ready" (1.61) before saving, with the page saying the figures are not saved yet; adds
 * a collateral row (focus moves into it) and saves version 1. Their coach sees the request on the
 * mentee's page, overrides Character to "Not yet" with a reason (refused without one) and a note;
 * the override shows as such, the computed state beside it, on both pages. The administrator
 * raises the DSCR minimum to 2.00 (a number out of range refused first) and the learner's capacity
 * becomes "Not yet". One check in Spanish. Axe on each new page at 1280 and 375 px, and at 375 px
 * nothing scrolls sideways but the DSCR table inside its own region. The lender packet: disabled
 * with its reason until the request is saved, then downloaded by the learner and, after the
 * override, through the coach's single-use link; both PDFs read back with pdftotext.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { create } from "@bufbuild/protobuf";
import { eq } from "drizzle-orm";
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CashflowSchema } from "../../src/gen/compass/v1/compass_pb.js";
import { users } from "../../src/server/db/schema/users.js";
import { documentJson } from "../../src/server/rpc/documents/document-mapper.js";
import { createDocumentStore } from "../../src/server/rpc/documents/document-store.js";
import { checked } from "./admin-helpers.js";
import { closePage, createReadyUser, openSignedIn, userFile, type TestPage } from "./browser.js";

const LEARNER = "loan.learner@example.com";
const COACH = { email: "loan.coach@example.com", password: "the loan coach's passphrase", type: "COACH" as const, firstName: "Cora", lastName: "Coach" };
const ADMIN = { email: "loan.admin@example.com", password: "the loan admin's passphrase", type: "ADMIN" as const, firstName: "Ada", lastName: "Admin" };

let learnerId = "";

const learner = userFile(LEARNER, "STANDARD", async (database) => {
  const db = database.db;
  learnerId = (await db.select({ id: users.id }).from(users).where(eq(users.email, LEARNER)))[0]!.id;
  const coachId = await createReadyUser(database, COACH);
  await createReadyUser(database, ADMIN);
  await db.update(users).set({ assignedCoachId: coachId, businessName: "Lopez Bakery" }).where(eq(users.id, learnerId));
  // The learner's cash flow, as SubmitMyCashflow stores it: $40,000 of sales and $20,000 of rent in the starting year.
  const cashflow = create(CashflowSchema, {
    fiscalStartingMonth: 1,
    months: [{ year: 1, months: [{ month: 1, income: { posSales: 40_000n }, expenses: { rent: 20_000n } }] }],
  });
  await createDocumentStore(db, "cashflow").submit(learnerId, documentJson(CashflowSchema, cashflow), learnerId, { hasSeenCashflow: true, hasCompletedCashflow: true });
});

/** A second person's page (the coach, the administrator), signed in (browser.ts openSignedIn). */
const signedInAs = (person: { email: string; password: string }, width = 1280): Promise<TestPage> => openSignedIn(learner.shell, person.email, person.password, width, 900);

/** A download's suggested name and its text as pdftotext reads it (`-raw`: in the order written). */
async function pdfText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const waiting = page.waitForEvent("download", { timeout: 120_000 });
  await click();
  const file: Download = await waiting;
  const dir = await mkdtemp(join(tmpdir(), "compass-packet-"));
  try {
    const path = join(dir, "packet.pdf");
    await file.saveAs(path);
    const { stdout } = await promisify(execFile)("pdftotext", ["-raw", "-enc", "UTF-8", path, "-"], { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
    return { name: file.suggestedFilename(), text: stdout.replace(/\s+/g, " ") };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const capacity = (page: Page) => page.getByTestId("factor-capacity-state");

async function openLoanTab(page: Page): Promise<void> {
  await page.goto("/my-business?tool=loan");
  await page.getByTestId("loan-form").waitFor({ timeout: 30_000 });
}

/** Axe at 1280 px, then at 375 px (resized, not reloaded) with nothing scrolling sideways. */
async function bothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await checked(page, 1280);
  await page.setViewportSize({ width: 375, height: 800 });
  await checked(page, 375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("loan readiness", () => {
  it("a learner fills the request, sees capacity go from 'Not yet' to 'Ready' as they lower the amount, and saves", async () => {
    const page = await learner.signedIn(1280, 900);
    await openLoanTab(page);
    await page.getByTestId("loan-version").getByText("Not saved yet.").waitFor();
    expect(await page.getByTestId("loan-no-cashflow").count()).toBe(0);
    await page.getByTestId("readiness-disclaimer").getByText(/This summary is not a credit decision/).waitFor();
    await capacity(page).getByText("Not known yet").waitFor();

    await page.getByLabel("Amount to borrow (US dollars)").fill("150,000");
    await page.getByLabel("Purpose").selectOption({ label: "Equipment" });
    await page.getByLabel("Term (months)").fill("60");
    await page.getByLabel("Estimated annual interest rate (%)").fill("9");
    await page.getByLabel("Your own money put into the business (US dollars)").fill("20,000");
    await page.getByLabel("Your personal credit score range").selectOption({ label: "680–719" });
    await capacity(page).getByText("Not yet").waitFor();
    await page.getByTestId("factor-capacity-reason").getByText(/covers its debt payments 0\.54 times; lenders look for at least 1\.15/).waitFor();
    await page.getByTestId("dscr-row-ratio").getByText("0.54").waitFor();
    await page.getByTestId("readiness-unsaved").waitFor();
    // The packet waits for a saved request, and says so.
    expect(await page.getByTestId("lender-packet-download").isDisabled()).toBe(true);
    await page.getByTestId("lender-packet").getByText("Save your loan request first: the packet starts from it.").waitFor();

    // Lowering the amount moves capacity to ready before anything is saved.
    await page.getByLabel("Amount to borrow (US dollars)").fill("50,000");
    await capacity(page).getByText("Ready").waitFor();
    await page.getByTestId("dscr-row-ratio").getByText("1.61").waitFor();
    await page.getByTestId("dscr-row-requested").getByText("$12,455.04").waitFor();
    await page.getByTestId("dscr-monthly").getByText("The requested loan's monthly payment: $1,037.92.").waitFor();

    // Collateral: the next step focuses the list's add button; a row added takes the focus.
    await page.getByTestId("next-collateral").click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("loan-collateral-add");
    await page.getByTestId("collateral-add").click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("loan-collateral-0-type");
    await page.locator("#loan-collateral-0-type").fill("Equipment");
    await page.locator("#loan-collateral-0-description").fill("Two ovens");
    await page.locator("#loan-collateral-0-estimated_value").fill("60,000");
    await page.getByTestId("factor-collateral-state").getByText("Ready").waitFor();
    await bothWidths(page);

    await page.getByTestId("loan-save").click();
    await page.getByTestId("my-business-announcement").getByText("Version 1 of your loan request was saved.").waitFor({ timeout: 30_000 });
    await page.getByTestId("loan-version").getByText("Version 1 saved.").waitFor();
    await page.getByTestId("readiness-unsaved").waitFor({ state: "detached" });

    // The lender packet: one PDF with the readiness summary, the request and what is still missing.
    await page.getByTestId("lender-packet").getByText(/Made from your saved request \(version 1\)/).waitFor();
    const packet = await pdfText(page, () => page.getByTestId("lender-packet-download").click());
    expect(packet.name).toMatch(/\.pdf$/);
    expect(packet.text).toContain("Lopez Bakery");
    expect(packet.text).toContain("$50,000");
    expect(packet.text).toContain("Two ovens");
    expect(packet.text).toMatch(/not a credit decision/);
    expect(packet.text).toMatch(/1\.61/);
    await page.getByTestId("my-business-announcement").getByText("Your lender packet is downloading.").waitFor();

    // At 375 px the DSCR table scrolls inside its own region, not the page.
    await page.setViewportSize({ width: 375, height: 800 });
    const region = page.getByTestId("dscr-scroll");
    expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  });

  it("the coach sees the request on the mentee's page and overrides a state with a reason", async () => {
    const coach = await signedInAs(COACH);
    try {
      const page = coach.page;
      await page.goto(`/admin/coach/manage-mentee?id=${learnerId}`);
      const section = page.getByTestId("mentee-loan-readiness");
      await section.getByTestId("mentee-loan-amount").getByText("$50,000.00").waitFor({ timeout: 30_000 });
      await section.getByTestId("mentee-loan-purpose").getByText("Equipment").waitFor();
      await section.getByTestId("factor-capacity-state").getByText("Ready").waitFor();
      await section.getByTestId("dscr-row-ratio").getByText("1.61").waitFor();

      const character = section.getByTestId("override-character");
      await character.locator("summary").click();
      await character.getByLabel("State", { exact: true }).selectOption({ label: "Not yet" });
      await character.getByTestId("override-character-save").click();
      await character.getByText("Give the reason for the override.").waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("override-character-reason");
      await character.getByLabel("Reason for the override").fill("Two late payments this year on the credit report.");
      await character.getByLabel("Note", { exact: true }).fill("Bring your credit report to our next session.");
      await character.getByTestId("override-character-save").click();
      await page.getByTestId("mentee-announcement").getByText("Saved for Character.").waitFor({ timeout: 30_000 });
      // The form folds away; the focus is back on its summary.
      await expect.poll(() => character.evaluate((e) => (e as HTMLDetailsElement).open)).toBe(false);
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
      const shown = section.getByTestId("factor-character-override");
      await shown.getByText("Set by Cora Coach:").waitFor({ timeout: 30_000 });
      await shown.getByTestId("factor-character-state").getByText("Not yet").waitFor();
      await shown.getByTestId("factor-character-computed").getByText("Ready").waitFor();
      await section.getByTestId("factor-character-note").getByText("Bring your credit report to our next session.").waitFor();
      await bothWidths(page);

      // The coach's copy of the packet, through a single-use link: the override and its reason are in it.
      const packet = await pdfText(page, () => page.getByTestId("document-lenderPacket").getByRole("button", { name: /Download/ }).click());
      expect(packet.name).toMatch(/\.pdf$/);
      expect(packet.text).toContain("Lopez Bakery");
      expect(packet.text).toContain("Two late payments this year on the credit report.");
    } finally {
      await closePage(coach);
    }

    // The learner sees the override as such, the computed state beside it, and the note.
    const page = await learner.signedIn(1280, 900);
    await openLoanTab(page);
    const shown = page.getByTestId("factor-character-override");
    await shown.getByText("Set by your coach:").waitFor({ timeout: 30_000 });
    await shown.getByTestId("factor-character-state").getByText("Not yet").waitFor();
    await shown.getByTestId("factor-character-computed").getByText("Ready").waitFor();
    await shown.getByText("Why: Two late payments this year on the credit report.", { exact: false }).waitFor();
    await page.getByTestId("factor-character-note").getByText("Bring your credit report to our next session.").waitFor();
  });

  it("the administrator raises the DSCR minimum and the learner's capacity changes", async () => {
    const admin = await signedInAs(ADMIN);
    try {
      const page = admin.page;
      await page.goto("/admin/readiness-thresholds");
      await page.getByRole("heading", { name: "Readiness thresholds", level: 1 }).waitFor({ timeout: 30_000 });
      const dscr = page.getByLabel("Debt-service coverage ratio minimum");
      await expect.poll(() => dscr.inputValue(), { timeout: 30_000 }).toBe("1.15");
      await page.getByTestId("thresholds-changed").getByText("The defaults apply; no administrator has changed them yet.").waitFor();
      await bothWidths(page);
      await dscr.fill("12");
      await page.getByTestId("thresholds-save").click();
      await page.getByText("Enter a number from 0 to 10.").waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("threshold-dscr");
      await dscr.fill("2.00");
      await page.getByTestId("thresholds-save").click();
      await page.getByTestId("thresholds-status").getByText("The thresholds were saved.").waitFor({ timeout: 30_000 });
      await page.getByTestId("thresholds-changed").getByText(/Last changed .* by Ada Admin\./).waitFor();
    } finally {
      await closePage(admin);
    }

    const page = await learner.signedIn(1280, 900);
    await openLoanTab(page);
    await capacity(page).getByText("Not yet").waitFor({ timeout: 30_000 });
    await page.getByTestId("factor-capacity-reason").getByText(/1\.61 times; lenders look for at least 2\.00/).waitFor();

    // In Spanish: the tab, the states and the disclaimer.
    await page.evaluate(() => localStorage.setItem("compass.language", "es"));
    await openLoanTab(page);
    await page.getByRole("heading", { name: "Preparación para un préstamo", level: 2 }).waitFor({ timeout: 30_000 });
    await capacity(page).getByText("Todavía no").waitFor();
    await page.getByTestId("readiness-disclaimer").getByText(/Este resumen no es una decisión de crédito/).waitFor();
    await page.getByTestId("factor-character-override").getByText("Indicado por su asesor:").waitFor();
    await checked(page, 1280);
  });
});
