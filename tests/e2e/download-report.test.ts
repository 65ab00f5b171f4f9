/**
 * /admin/download-report in Chromium (issue #15 §3): an administrator downloads the TA report as
 * CSV (its header line and every coach's sessions) and as XLSX — single-use links fetched in the
 * page with their progress, then saved under the server's file name — after the form refused an
 * end date before the start; then the user-activity workbook and the Pinpoint segment CSV. A coach,
 * in a second browser context, sees the page without the coach filter and without Pinpoint, picks
 * their own client, and gets only their own sessions. Saved files are announced. axe at 1280 and
 * 375 px; no sideways scroll at 375 px.
 */
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { taTracking } from "../../src/server/db/schema/coaching.js";
import { users } from "../../src/server/db/schema/users.js";
import { TA_REPORT_COLUMNS } from "../../src/server/reports/ta-report.js";
import { adminFile, checked } from "./admin-helpers.js";
import { closePage, createReadyUser, openSignedIn, type TestPage } from "./browser.js";

const COACH = { email: "report.coach@example.com", password: "the coach's long passphrase", firstName: "Cora", lastName: "Coach", type: "COACH" as const };
const PASSWORD = "a seeded user's long passphrase";

/** YYYY-MM-DD `days` before today (UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const admin = adminFile("report.admin@example.com", async (database) => {
  const db = database.db;
  const coachId = await createReadyUser(database, COACH);
  const otherCoachId = await createReadyUser(database, { email: "other.coach@example.com", password: PASSWORD, firstName: "Oona", lastName: "Other", type: "COACH" });
  const liaId = await createReadyUser(database, { email: "lia.report@example.com", password: PASSWORD, firstName: "Lia", lastName: "Learner" });
  const ottoId = await createReadyUser(database, { email: "otto.report@example.com", password: PASSWORD, firstName: "Otto", lastName: "Outside" });
  await db.update(users).set({ assignedCoachId: coachId, emailUpdates: true }).where(eq(users.id, liaId));
  await db.update(users).set({ assignedCoachId: otherCoachId }).where(eq(users.id, ottoId));
  await db.insert(taTracking).values([
    { coachUserId: coachId, clientUserId: liaId, createdByUserId: coachId, dateOfSession: daysAgo(3), timeSpentHours: 2, clientName: "Lia Learner", serviceProvided: "Pricing review" },
    { coachUserId: coachId, clientUserId: liaId, createdByUserId: coachId, dateOfSession: daysAgo(2), timeSpentHours: 1.5, clientName: "Lia Learner", serviceProvided: "Cash flow" },
    { coachUserId: otherCoachId, clientUserId: ottoId, createdByUserId: otherCoachId, dateOfSession: daysAgo(1), timeSpentHours: 1, clientName: "Otto Outside", serviceProvided: "Hiring" },
  ]);
});

const HEADER = TA_REPORT_COLUMNS.map((c) => c.header).join(",");

/** Clicks `button`, waits for the browser's download and answers it with its text (BOM dropped). */
async function download(page: Page, button: string): Promise<{ download: Download; text: string; bytes: Buffer }> {
  const started = page.waitForEvent("download", { timeout: 30_000 });
  await page.getByRole("button", { name: button }).click();
  const done = await started;
  const path = await done.path();
  const bytes = await readFile(path);
  return { download: done, bytes, text: bytes.toString("utf8").replace(/^\uFEFF/, "") };
}

const announced = (page: Page, text: string | RegExp) => page.getByTestId("reports-announcement").filter({ hasText: text }).waitFor({ timeout: 30_000 });

describe("the report downloads", () => {
  it("downloads the TA report as CSV and XLSX, the user activity and the Pinpoint segment as an administrator", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.goto("/admin/download-report");
    await page.getByRole("heading", { name: "Download reports", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("combobox", { name: "Coach" }).waitFor();
    await page.getByRole("heading", { name: "Pinpoint segment", level: 2 }).waitFor();
    await checked(page, 1280);

    // The form refuses an end before the start, on the field, and nothing is downloaded.
    await page.getByLabel("From").fill(daysAgo(1));
    await page.getByLabel("To").fill(daysAgo(5));
    await page.getByRole("button", { name: "Download TA sessions" }).click();
    await page.getByText("The end date must be on or after the start date").waitFor();
    expect(await page.getByLabel("To").getAttribute("aria-invalid")).toBe("true");
    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel("From").fill(daysAgo(30));
    await page.getByLabel("To").fill(daysAgo(0));

    // CSV: the header line, and both coaches' sessions.
    await page.getByRole("radio", { name: "CSV (.csv)" }).check();
    const csv = await download(page, "Download TA sessions");
    expect(csv.download.suggestedFilename()).toMatch(/^ta-report-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text.split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines.filter((l) => l.includes("Lia Learner"))).toHaveLength(2);
    expect(lines.filter((l) => l.includes("Otto Outside"))).toHaveLength(1);
    await announced(page, `The TA sessions report was saved as ${csv.download.suggestedFilename()}.`);

    // XLSX: a workbook (a zip).
    await page.getByRole("radio", { name: "Excel workbook (.xlsx)" }).check();
    const xlsx = await download(page, "Download TA sessions");
    expect(xlsx.download.suggestedFilename()).toMatch(/^ta-report-.*\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString("latin1")).toBe("PK");

    // The user activity workbook comes in the answer.
    const activity = await download(page, "Download user activity");
    expect(activity.download.suggestedFilename()).toMatch(/^user-activity-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(activity.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    await announced(page, /^The user activity report was saved as user-activity-/);

    // The Pinpoint segment: Pinpoint's columns, Lia's e-mail opted in.
    const pinpoint = await download(page, "Download Pinpoint segment");
    expect(pinpoint.download.suggestedFilename()).toMatch(/^pinpoint-segment-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = pinpoint.text.split(/\r?\n/).filter(Boolean);
    expect(header!.startsWith("ChannelType,Address,Id,User.UserId")).toBe(true);
    expect(rows.find((r) => r.startsWith("EMAIL,lia.report@example.com,"))?.endsWith(",NONE")).toBe(true);
    await announced(page, /^The Pinpoint segment was saved as pinpoint-segment-/);
    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);
  });

  it("shows a coach the page without the coach filter or Pinpoint, and only their own sessions", async () => {
    let coach: TestPage | undefined;
    try {
      coach = await openSignedIn(admin.shell, COACH.email, COACH.password, 375, 800);
      const c = coach.page;
      await c.goto("/admin/download-report");
      await c.getByRole("heading", { name: "Download reports", level: 1 }).waitFor({ timeout: 30_000 });
      await c.getByRole("heading", { name: "User activity", level: 2 }).waitFor();
      expect(await c.getByRole("combobox", { name: "Coach" }).count()).toBe(0);
      expect(await c.getByRole("heading", { name: "Pinpoint segment" }).count()).toBe(0);
      await checked(c, 375);

      // The client picker holds their own mentees only.
      const client = c.getByRole("combobox", { name: "Client" });
      await client.click();
      await c.getByRole("option", { name: "Lia Learner", exact: true }).waitFor({ timeout: 30_000 });
      expect(await c.getByRole("option", { name: "Otto Outside" }).count()).toBe(0);
      await c.getByRole("option", { name: "Lia Learner", exact: true }).click();
      await c.getByRole("radio", { name: "CSV (.csv)" }).check();
      const csv = await download(c, "Download TA sessions");
      const lines = csv.text.split("\r\n");
      expect(lines[0]).toBe(HEADER);
      expect(lines.filter((l) => l.includes("Lia Learner"))).toHaveLength(2);
      expect(csv.text).not.toContain("Otto Outside");
      await announced(c, /^The TA sessions report was saved as ta-report-/);
      const activity = await download(c, "Download user activity");
      expect(activity.download.suggestedFilename()).toMatch(/^user-activity-.*\.xlsx$/);
      await c.setViewportSize({ width: 1280, height: 900 });
      await checked(c, 1280);
    } finally {
      await closePage(coach);
    }
  });
});
