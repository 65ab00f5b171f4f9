/**
 * Impact milestones (issue #40) in Chromium, against the real server. A learner opens /my-impact
 * from their navigation (empty), is told what is missing when they save an empty form, and reports
 * two jobs created. Their coach opens the mentee page, verifies that report with an evidence note
 * (refused without one), and records a loan of $25,000 through this program; it shows as awaiting
 * the client's confirmation. The learner sees it on the check-in page, confirms it, and it shows as
 * confirmed (their coach sees the same); the administrator sees the $25,000 on the impact dashboard
 * and the confirmed loan in the impact ledger they download. Axe on the new page and the new section at 1280 and 375 px,
 * nothing scrolling sideways at 375 px.
 */
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema/users.js";
import { checked } from "./admin-helpers.js";
import { fiscalYearOf } from "../../src/shared/fiscal-periods.js";
import { closePage, createReadyUser, openPage, openSignedIn, scrollWidthOf, signInThroughForm, userFile, type TestPage } from "./browser.js";

const LEARNER = "impact.learner@example.com";
const COACH = { email: "impact.coach@example.com", password: "the impact coach's passphrase", type: "COACH" as const, firstName: "Cora", lastName: "Coach" };
const ADMIN = { email: "impact.admin@example.com", password: "the impact administrator's passphrase", type: "ADMIN" as const, firstName: "Ada", lastName: "Admin" };

let learnerId = "";

const learner = userFile(LEARNER, "STANDARD", async (database) => {
  const db = database.db;
  learnerId = (await db.select({ id: users.id }).from(users).where(eq(users.email, LEARNER)))[0]!.id;
  const coachId = await createReadyUser(database, COACH);
  await createReadyUser(database, ADMIN);
  await db.update(users).set({ assignedCoachId: coachId, businessName: "Lopez Bakery" }).where(eq(users.id, learnerId));
});

/** A day this many days ago, as a date field takes it. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function signedInAsCoach(): Promise<TestPage> {
  const current = await openPage(learner.shell, 1280, 900);
  await signInThroughForm(current.page, COACH.email, COACH.password);
  return current;
}

/** Axe at 1280 px, then at 375 px (resized, not reloaded) with nothing scrolling sideways. */
async function bothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await checked(page, 1280);
  await page.setViewportSize({ width: 375, height: 800 });
  await checked(page, 375);
  expect(await scrollWidthOf(page)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The milestone (an article) headed with this kind. */
const milestoneOf = (page: Page, scope: ReturnType<Page["getByTestId"]>, kind: string) => scope.getByRole("article").filter({ has: page.getByRole("heading", { name: kind, exact: true }) });

async function openMyImpact(page: Page): Promise<void> {
  await page.goto("/my-impact");
  await page.getByRole("heading", { name: "My impact", level: 1 }).waitFor({ timeout: 30_000 });
}

describe("impact milestones", () => {
  it("a learner opens the check-in page from the navigation and reports jobs created", async () => {
    const page = await learner.signedIn(1280, 900);
    await page.getByRole("link", { name: "My impact" }).first().click();
    await page.getByRole("heading", { name: "My impact", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("my-impact-empty").waitFor({ timeout: 30_000 });
    await bothWidths(page);

    // An empty form: told what is missing, the focus on the first field with a problem.
    await page.getByTestId("my-impact-report-submit").click();
    await page.getByTestId("my-impact-report-error").getByText("Please correct the fields marked below.").waitFor();
    await page.getByText("Give a day from 1900 on.").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("my-impact-report-date");

    await page.getByTestId("my-impact-report-kind").selectOption({ label: "Jobs created" });
    await page.getByTestId("my-impact-report-date").fill(daysAgo(10));
    await page.getByTestId("my-impact-report-fullTime").fill("2");
    await page.getByTestId("my-impact-report-submit").click();
    await page.getByTestId("my-impact-announcement").getByText("Milestone reported. Your coach will verify it.").waitFor({ timeout: 30_000 });
    const item = page.getByTestId("my-impact-list").getByRole("article");
    await item.getByText("2 full-time, 0 part-time").waitFor();
    await item.getByText("Reported, awaiting verification").waitFor();
    await bothWidths(page);
  });

  it("the coach verifies the report with evidence and records a loan of $25,000; the learner confirms it", async () => {
    const coach = await signedInAsCoach();
    try {
      const page = coach.page;
      await page.goto(`/admin/coach/manage-mentee?id=${learnerId}`);
      const section = page.getByTestId("mentee-milestones");
      const jobs = milestoneOf(page, section, "Jobs created");
      await jobs.getByText("2 full-time, 0 part-time").waitFor({ timeout: 30_000 });

      // Verify: refused without an evidence note, then saved with one.
      const verify = jobs.locator("details").filter({ hasText: "Verify" }).first();
      await verify.locator("summary").click();
      await verify.getByRole("button", { name: "Mark as verified" }).click();
      await verify.getByText("Write what you saw.").waitFor();
      await verify.getByLabel("Evidence note").fill("Payroll report for the last two weeks.");
      await verify.getByRole("button", { name: "Mark as verified" }).click();
      await page.getByTestId("mentee-announcement").getByText("Milestone verified.").waitFor({ timeout: 30_000 });
      await jobs.getByText("Verified", { exact: true }).waitFor({ timeout: 30_000 });
      await jobs.getByText(/Evidence: Payroll report for the last two weeks\. \(Verified by Cora Coach\)/).waitFor();

      // Record a loan of $25,000 for the client.
      const record = page.getByTestId("milestone-record");
      await record.locator("summary").click();
      await page.getByTestId("milestone-record-form-kind").selectOption({ label: "Capital accessed" });
      await page.getByTestId("milestone-record-form-date").fill(daysAgo(5));
      await page.getByTestId("milestone-record-form-capitalType").selectOption({ label: "Loan" });
      await page.getByTestId("milestone-record-form-amount").fill("25,000");
      await page.getByTestId("milestone-record-form-lenderName").fill("Main Street Fund");
      await page.getByTestId("milestone-record-form-source").fill("CDFI");
      await page.getByTestId("milestone-record-form-throughProgram").check();
      await page.getByTestId("milestone-record-form-submit").click();
      await page.getByTestId("mentee-announcement").getByText("Milestone recorded. The client will be asked to confirm it.").waitFor({ timeout: 30_000 });
      const loan = milestoneOf(page, section, "Capital accessed");
      await loan.getByText("Loan of $25,000 from Main Street Fund · through this program").waitFor({ timeout: 30_000 });
      await loan.getByText("Awaiting the client's confirmation").waitFor();
      await loan.getByText("Coach: Cora Coach").waitFor();
      await bothWidths(page);
    } finally {
      await closePage(coach);
    }

    // The learner confirms it from the check-in page.
    const page = await learner.signedIn(1280, 900);
    await openMyImpact(page);
    await page.getByTestId("my-impact-to-confirm").getByText("Your coach recorded 1 milestone for you to confirm.").waitFor({ timeout: 30_000 });
    const loan = milestoneOf(page, page.getByTestId("my-impact-list"), "Capital accessed");
    await loan.getByText("Loan of $25,000 from Main Street Fund · through this program").waitFor();
    await loan.getByText("Awaiting your confirmation").waitFor();
    await bothWidths(page);
    await loan.getByRole("button", { name: /^Confirm: Capital accessed, Loan of \$25,000/ }).click();
    await page.getByTestId("my-impact-announcement").getByText("Milestone confirmed. Thank you!").waitFor({ timeout: 30_000 });
    await loan.getByText("Confirmed", { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId("my-impact-to-confirm").waitFor({ state: "detached" });
    await loan.getByText("1 earlier version").waitFor();
    // The verified report is shown as such to the learner.
    await milestoneOf(page, page.getByTestId("my-impact-list"), "Jobs created").getByText("Verified", { exact: true }).waitFor();

    // The coach sees it confirmed.
    const again = await signedInAsCoach();
    try {
      await again.page.goto(`/admin/coach/manage-mentee?id=${learnerId}`);
      const confirmed = milestoneOf(again.page, again.page.getByTestId("mentee-milestones"), "Capital accessed");
      await confirmed.getByText("Confirmed", { exact: true }).waitFor({ timeout: 30_000 });
    } finally {
      await closePage(again);
    }

    // The administrator sees it on the impact dashboard (the loan's fiscal year) and in the ledger.
    const admin = await openSignedIn(learner.shell, ADMIN.email, ADMIN.password, 1280, 900);
    try {
      await admin.page.goto(`/admin/impact?fy=${fiscalYearOf(daysAgo(5))}`);
      await expect.poll(() => admin.page.getByTestId("impact-capital-value").textContent(), { timeout: 30_000 }).toBe("$25,000");
      await admin.page.getByTestId("impact-capital-note").getByText(/\$25,000 through this program/).waitFor();
      const section = admin.page.getByTestId("funder-exports");
      const started = admin.page.waitForEvent("download", { timeout: 30_000 });
      await section.getByRole("button", { name: "Download the impact ledger as CSV" }).click();
      const ledger = (await readFile(await (await started).path())).toString("utf8").replace(/^\uFEFF/, "");
      const loanRow = ledger.split("\r\n").find((line) => line.includes("Capital accessed"));
      expect(loanRow).toMatch(/,25000,/);
      expect(loanRow).toMatch(/,Confirmed,/);
      expect(ledger).not.toContain("Lopez");
    } finally {
      await closePage(admin);
    }
  });
});
