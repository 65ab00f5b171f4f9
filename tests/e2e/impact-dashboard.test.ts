/**
 * The impact dashboard (issue #40 §6) in Chromium, against the real server: an administrator opens
 * /admin/impact on the current federal fiscal year with a mentee's milestones (2 full-time jobs
 * created, verified; a $25,000 loan through the program, confirmed; 3 jobs retained still awaiting
 * the client's confirmation) and a counseling session; sees the figures at a glance, the awaiting
 * one named and counted only when asked, the coach's row, capital by type and source; narrows to
 * the coach (kept in the address, so a reload keeps it); a later quarter with nothing says so.
 * Axe at 1280 and 375 px (nothing scrolls sideways but the tables in their own regions); Spanish.
 * The funder exports (ADR 0045) of the period shown: the counseling records as CSV and XML and the
 * impact ledger as CSV are saved, each with the client's code and without the client's name or e-mail.
 */
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { milestones, taTracking, users } from "../../src/server/db/schema/index.js";
import { fiscalQuarterOf, fiscalYear, fiscalYearOf } from "../../src/shared/fiscal-periods.js";
import { adminFile, checked } from "./admin-helpers.js";
import { createReadyUser } from "./browser.js";

const today = new Date().toISOString().slice(0, 10);
const FY = fiscalYearOf(today);
const FIRST_DAY = fiscalYear(FY).start;

const admin = adminFile("impact.admin@example.com", async (database) => {
  const coachId = await createReadyUser(database, { email: "impact.coach@example.com", password: "the impact coach's passphrase", type: "COACH", firstName: "Cora", lastName: "Coach" });
  const learnerId = await createReadyUser(database, { email: "impact.learner@example.com", password: "the impact learner's passphrase", firstName: "Lia", lastName: "Lopez" });
  await database.db.update(users).set({ assignedCoachId: coachId }).where(eq(users.id, learnerId));
  const base = { userId: learnerId, occurredOn: FIRST_DAY, recordedByRole: "staff" as const, creditedCoachUserId: coachId };
  await database.db.insert(milestones).values([
    { ...base, kind: "jobs_created", fullTimeJobs: 2, partTimeJobs: 0, state: "verified" },
    { ...base, kind: "capital_accessed", capitalType: "loan", amount: 25_000, capitalSource: "CDFI", lenderName: "Mesa Loan Fund", throughProgram: true, state: "confirmed" },
    { ...base, kind: "jobs_retained", fullTimeJobs: 3, partTimeJobs: 0, state: "reported" },
  ]);
  await database.db.insert(taTracking).values({ coachUserId: coachId, clientUserId: learnerId, createdByUserId: coachId, dateOfSession: FIRST_DAY, timeSpentHours: 1.5 });
});

const value = (page: Page, id: string) => page.getByTestId(`impact-${id}-value`);

async function bothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await checked(page, 1280);
  await page.setViewportSize({ width: 375, height: 800 });
  await checked(page, 375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the impact dashboard", () => {
  it("shows the fiscal year's outcomes, counts awaiting milestones only when asked, and narrows to a coach", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.goto("/admin/impact");
    await page.getByRole("heading", { name: "Impact", level: 1 }).waitFor({ timeout: 30_000 });
    await value(page, "jobs-created").getByText("2", { exact: true }).waitFor({ timeout: 30_000 });
    await expect.poll(() => value(page, "capital").textContent()).toBe("$25,000");
    await page.getByTestId("impact-capital-note").getByText("1 loan, line, investment or grant; $25,000 through this program").waitFor();
    expect(await value(page, "jobs-retained").textContent()).toBe("0");
    expect(await value(page, "sessions").textContent()).toBe("1");
    expect(await value(page, "hours").textContent()).toBe("1.5");
    await page.getByTestId("impact-awaiting").getByText("1 milestone in this period awaits verification or the client's confirmation.").waitFor();
    await page.getByTestId("impact-by-coach").getByRole("row", { name: /Cora Coach/ }).waitFor();
    await page.getByTestId("impact-capital-type").getByRole("row", { name: /Loans/ }).waitFor();
    await page.getByTestId("impact-capital-source").getByRole("row", { name: /CDFI/ }).waitFor();
    await bothWidths(page);

    // The awaiting milestone counts when asked.
    const countAwaiting = page.getByLabel("Also count milestones awaiting verification or the client's confirmation");
    await countAwaiting.click();
    await expect.poll(() => countAwaiting.isChecked()).toBe(true);
    await expect.poll(() => value(page, "jobs-retained").textContent(), { timeout: 30_000 }).toBe("3");
    await countAwaiting.click();
    await expect.poll(() => countAwaiting.isChecked()).toBe(false);

    // One coach: kept in the address, through a reload.
    await page.locator("#impact-coach").selectOption({ label: "Cora Coach" });
    await expect.poll(() => new URL(page.url()).searchParams.get("coach")).not.toBeNull();
    await page.reload();
    await expect.poll(() => page.locator("#impact-coach").evaluate((e) => (e as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe("Cora Coach");
    await expect.poll(() => value(page, "capital").textContent(), { timeout: 30_000 }).toBe("$25,000");

    // The quarter after today's (none in the year's last quarter): nothing in it, and the page says so.
    const quarter = fiscalQuarterOf(today);
    if (quarter < 4) {
      await page.locator("#impact-quarter").selectOption(String(quarter + 1));
      await page.getByTestId("impact-empty").waitFor({ timeout: 30_000 });
      await checked(page, 1280);
    }
  });

  it("opens the records behind a figure: the loan, named, and the one awaiting", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.goto("/admin/impact");
    await expect.poll(() => value(page, "capital").textContent(), { timeout: 30_000 }).toBe("$25,000");
    await page.getByRole("link", { name: "See the records: Capital accessed" }).click();
    await page.getByRole("heading", { name: "Milestones behind the figures", level: 1 }).waitFor({ timeout: 30_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get("kind")).toBe("4");
    const rows = page.getByTestId("impact-record");
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);
    await rows.first().getByText("Lia Lopez").waitFor();
    await rows.first().getByText(/Loan of \$25,000/).waitFor();
    await page.getByTestId("impact-records-count").getByText("1 milestone").waitFor();
    await bothWidths(page);

    // Back to the dashboard, the same view; then the milestone awaiting.
    await page.getByTestId("impact-records-back").click();
    await page.getByTestId("impact-awaiting-records").click();
    await page.getByTestId("impact-records-selection").getByText(/awaiting verification/).waitFor({ timeout: 30_000 });
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);
    await rows.first().getByText("Jobs retained").waitFor();
  });

  it("opens the sessions behind the counseling figures, the loans behind a capital row, and a coach's own figures", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.goto("/admin/impact");
    await expect.poll(() => value(page, "sessions").textContent(), { timeout: 30_000 }).toBe("1");
    await page.getByRole("link", { name: "See the records: Counseling hours" }).click();
    await page.getByRole("heading", { name: "Counseling sessions behind the figures", level: 1 }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get("records")).toBe("sessions");
    const sessions = page.getByTestId("impact-session-record");
    await expect.poll(() => sessions.count(), { timeout: 30_000 }).toBe(1);
    await sessions.first().getByText("Lia Lopez").waitFor();
    await sessions.first().getByText("Cora Coach").waitFor();
    await page.getByTestId("impact-records-count").getByText("1 session: 1.5 hours with 1 client (contact, preparation and travel)").waitFor();
    await bothWidths(page);

    // Back, then a row of capital by type: the loans of the period.
    await page.getByTestId("impact-records-back").click();
    await page.getByTestId("impact-capital-type").getByRole("link", { name: "Loans" }).click();
    await page.getByTestId("impact-records-selection").getByText(/Capital accessed: Loans/).waitFor({ timeout: 30_000 });
    const rows = page.getByTestId("impact-record");
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);
    await rows.first().getByText(/Loan of \$25,000/).waitFor();

    // Back, then the coach's row: the dashboard narrowed to the coach.
    await page.getByTestId("impact-records-back").click();
    await page.getByTestId("impact-by-coach").getByRole("link", { name: "Cora Coach" }).click();
    await expect.poll(() => page.locator("#impact-coach").evaluate((e) => (e as HTMLSelectElement).selectedOptions[0]?.textContent), { timeout: 30_000 }).toBe("Cora Coach");
    await expect.poll(() => value(page, "capital").textContent(), { timeout: 30_000 }).toBe("$25,000");
  });

  it("saves the period's funder exports, with a client code and no client name", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.goto("/admin/impact");
    const section = page.getByTestId("funder-exports");
    await section.getByRole("heading", { name: "Funder exports", level: 2 }).waitFor({ timeout: 30_000 });
    const save = async (name: string): Promise<{ fileName: string; text: string }> => {
      const started = page.waitForEvent("download", { timeout: 30_000 });
      await section.getByRole("button", { name }).click();
      const done = await started;
      return { fileName: done.suggestedFilename(), text: (await readFile(await done.path())).toString("utf8").replace(/^\uFEFF/, "") };
    };
    const records = await save("Download the counseling records as CSV");
    expect(records.fileName).toBe(`counseling-records-FY${FY}.csv`);
    const [header, row] = records.text.split("\r\n");
    expect(header).toMatch(/^Session id,Client code,Date counseled,Counselor name/);
    expect(row).toMatch(new RegExp(`^[^,]+,C[0-9A-F]{16},${FIRST_DAY},Cora Coach,`));
    await page.getByTestId("funder-exports-announcement").getByText(`counseling-records-FY${FY}.csv saved.`).waitFor();
    const xml = await save("Download the counseling records as XML");
    expect(xml.fileName).toBe(`counseling-records-FY${FY}.xml`);
    expect(xml.text).toContain('xsi:noNamespaceSchemaLocation="counseling-records.xsd"');
    const ledger = await save("Download the impact ledger as CSV");
    expect(ledger.fileName).toBe(`impact-ledger-FY${FY}.csv`);
    expect(ledger.text.trim().split("\r\n")).toHaveLength(1 + 3);
    for (const file of [records, xml, ledger]) {
      expect(file.text).not.toContain("Lopez");
      expect(file.text).not.toContain("impact.learner@example.com");
    }
  });

  it("speaks Spanish", async () => {
    const page = await admin.signedIn(375, 800);
    await page.evaluate(() => localStorage.setItem("compass.language", "es"));
    await page.goto("/admin/impact");
    await page.getByRole("heading", { name: "Impacto", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByText("Capital obtenido", { exact: true }).first().waitFor({ timeout: 30_000 });
    await checked(page, 375);
  });
});
