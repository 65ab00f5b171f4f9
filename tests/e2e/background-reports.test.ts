/**
 * Large reports in the background in Chromium (issue #15 §3; ADR 0025), on a server with
 * REPORT_BACKGROUND_ROWS=1, so any report of two rows or more is "large":
 *
 * - an administrator asks for the TA report (CSV): the card says it is being prepared in the
 *   background, "Your recent reports" lists it with its progress until it is ready, the live
 *   region announces it, and its Download button saves the file (the seeded sessions); the
 *   Pinpoint segment goes the same way; a reload still lists both (they are kept for a day);
 * - a partner bank on /partner/report/ta gets the same inside the download card, with its
 *   clients' sessions and without their names.
 * axe (nothing serious or critical) at 1280 and 375 px with the list shown; no sideways scroll at 375.
 */
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { taTracking } from "../../src/server/db/schema/coaching.js";
import { bankAccounts, referralCodes, users } from "../../src/server/db/schema/users.js";
import { TA_REPORT_COLUMNS } from "../../src/server/reports/ta-report.js";
import { adminFile, checked } from "./admin-helpers.js";
import { closePage, createReadyUser, openSignedIn, type TestPage } from "./browser.js";

const PASSWORD = "a seeded user's long passphrase";
const BANK = { email: "bank.background@example.com", password: "the bank's long passphrase", firstName: "Fern", lastName: "Bank", type: "BANK" as const };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const admin = adminFile(
  "background.admin@example.com",
  async (database) => {
    const db = database.db;
    const coachId = await createReadyUser(database, { email: "bg.coach@example.com", password: PASSWORD, firstName: "Cora", lastName: "Coach", type: "COACH" });
    const bankId = await createReadyUser(database, BANK);
    await db.insert(referralCodes).values({ code: "FERN2345", ownerUserId: bankId, kind: "bank" });
    await db.insert(bankAccounts).values({ userId: bankId, bankName: "Fern Community Bank", referralCode: "FERN2345" });
    const liaId = await createReadyUser(database, { email: "lia.background@example.com", password: PASSWORD, firstName: "Lia", lastName: "Learner" });
    const maxId = await createReadyUser(database, { email: "max.background@example.com", password: PASSWORD, firstName: "Max", lastName: "Maker" });
    await db.update(users).set({ assignedCoachId: coachId, referralCode: "FERN2345", emailUpdates: true }).where(eq(users.id, liaId));
    await db.update(users).set({ assignedCoachId: coachId, referralCode: "FERN2345" }).where(eq(users.id, maxId));
    await db.insert(taTracking).values([
      { coachUserId: coachId, clientUserId: liaId, createdByUserId: coachId, dateOfSession: daysAgo(4), timeSpentHours: 2, clientName: "Lia Learner", serviceProvided: "Pricing review" },
      { coachUserId: coachId, clientUserId: maxId, createdByUserId: coachId, dateOfSession: daysAgo(3), timeSpentHours: 1, clientName: "Max Maker", serviceProvided: "Cash flow" },
      { coachUserId: coachId, clientUserId: liaId, createdByUserId: coachId, dateOfSession: daysAgo(2), timeSpentHours: 1.5, clientName: "Lia Learner", serviceProvided: "Loan application" },
    ]);
  },
  { env: { REPORT_BACKGROUND_ROWS: "1" } },
);

const HEADER = TA_REPORT_COLUMNS.map((c) => c.header).join(",");

/** The job item of the list whose file name matches. */
const job = (page: Page, name: RegExp) => page.getByTestId("report-job").filter({ hasText: name });

/** Waits for the job to be ready, clicks its Download button and answers the saved file's text (BOM dropped). */
async function downloadJob(page: Page, name: RegExp): Promise<{ fileName: string; text: string }> {
  const item = job(page, name);
  await item.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
  const started = page.waitForEvent("download", { timeout: 30_000 });
  await item.getByRole("button", { name: /^Download / }).click();
  const done = await started;
  const text = (await readFile(await done.path())).toString("utf8").replace(/^\uFEFF/, "");
  return { fileName: done.suggestedFilename(), text };
}

describe("large reports in the background", () => {
  it("prepares an administrator's TA report and Pinpoint segment in the background and offers them when ready", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.goto("/admin/download-report");
    await page.getByRole("heading", { name: "Download reports", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByLabel("From").fill(daysAgo(30));
    await page.getByLabel("To").fill(daysAgo(0));
    await page.getByRole("radio", { name: "CSV (.csv)" }).check();
    await page.getByRole("button", { name: "Download TA sessions" }).click();

    // Not downloaded at once: the card says why, and the list follows the job.
    await page.getByTestId("ta-background").getByText("This report is large, so it is being prepared in the background.").waitFor({ timeout: 30_000 });
    await page.getByRole("heading", { name: "Your recent reports", level: 2 }).waitFor();
    const ta = await downloadJob(page, /^ta-report-.*\.csv/);
    expect(ta.fileName).toMatch(/^ta-report-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = ta.text.split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines.filter((l) => l.includes("Lia Learner"))).toHaveLength(2);
    expect(lines.filter((l) => l.includes("Max Maker"))).toHaveLength(1);
    await page.getByTestId("reports-announcement").filter({ hasText: /was saved\.$/ }).waitFor({ timeout: 30_000 });
    expect(await job(page, /^ta-report-/).getByText(/^Ready · /).count()).toBe(1);

    // The Pinpoint segment: two learners, so also in the background; its readiness is announced.
    await page.getByRole("button", { name: "Download Pinpoint segment" }).click();
    await page.getByTestId("pinpoint-background").waitFor({ timeout: 30_000 });
    await page.getByTestId("reports-announcement").filter({ hasText: /^pinpoint-segment-.*\.csv is ready to download\.$/ }).waitFor({ timeout: 60_000 });
    const pinpoint = await downloadJob(page, /^pinpoint-segment-/);
    expect(pinpoint.text.split("\r\n")[0]).toMatch(/^ChannelType,Address,Id,User\.UserId/);
    expect(pinpoint.text).toContain("EMAIL,lia.background@example.com,");
    await checked(page, 1280);

    // Kept: a reload lists both, newest first.
    await page.reload();
    await page.getByRole("heading", { name: "Your recent reports", level: 2 }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("report-job").count()).toBe(2);
    expect(await page.getByTestId("report-job").first().textContent()).toMatch(/pinpoint-segment-/);
    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);
  });

  it("prepares a partner bank's TA download in the background on /partner/report/ta, without client names", async () => {
    let bank: TestPage | undefined;
    try {
      bank = await openSignedIn(admin.shell, BANK.email, BANK.password, 375, 800);
      const b = bank.page;
      await b.goto("/partner/report/ta");
      const card = b.getByTestId("ta-download");
      await card.getByRole("radio", { name: "CSV (.csv)" }).waitFor({ timeout: 30_000 });
      await card.getByRole("radio", { name: "CSV (.csv)" }).check();
      await card.getByRole("button", { name: /Download/ }).first().click();
      await b.getByTestId("ta-download-background").waitFor({ timeout: 30_000 });
      await card.getByRole("heading", { name: "Your recent reports", level: 3 }).waitFor();
      const ta = await downloadJob(b, /^ta-report-.*\.csv/);
      const rows = ta.text.split("\r\n").filter(Boolean);
      expect(rows[0]).toBe(HEADER);
      expect(rows).toHaveLength(1 + 3 + 1);
      expect(ta.text).not.toContain("Lia Learner");
      expect(ta.text).not.toContain("Max Maker");
      await checked(b, 375);
      await b.setViewportSize({ width: 1280, height: 900 });
      await checked(b, 1280);
    } finally {
      await closePage(bank);
    }
  });
});
