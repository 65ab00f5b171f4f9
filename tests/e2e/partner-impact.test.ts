/**
 * The partner bank's impact page (issue #40 §6) in Chromium, against the real server:
 * /partner/report/impact, seeded with two banks, a referred client of each (the signed-in bank's:
 * 2 full-time jobs created, verified; a $25,000 loan through the program from a CDFI, confirmed;
 * 3 jobs retained still awaiting the client's confirmation; a counseling session of 1.5 hours — the
 * other bank's: 7 jobs, a $90,000 grant from a foundation, a 4-hour session).
 *
 * - The partner reaches the page from 'Impact' in their navigation and sees their referred client's
 *   figures only — not the other bank's — at a glance, in the charts (named in words) and the
 *   tables; no name anywhere (no client's, no coach's; no by-coach or by-partner table); the
 *   awaiting milestone is named, and counted when asked (kept in the address, through a reload).
 * - An administrator sees every bank's referred clients together, then picks a bank (kept in the
 *   address) and sees that bank's only.
 * axe (nothing serious or critical) at 1280 and 375 px, no sideways scroll at 375; Spanish.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { milestones, taTracking } from "../../src/server/db/schema/index.js";
import { bankAccounts, referralCodes, users } from "../../src/server/db/schema/users.js";
import { fiscalYear, fiscalYearOf } from "../../src/shared/fiscal-periods.js";
import { eq } from "drizzle-orm";
import { checked } from "./admin-helpers.js";
import { closePage, createReadyUser, openSignedIn, userFile, type TestPage } from "./browser.js";

const PASSWORD = "a seeded user's long passphrase";
const ADMIN = { email: "impact.partner.admin@example.com", password: "the administrator's long passphrase", firstName: "Ada", lastName: "Admin", type: "ADMIN" as const };
const today = new Date().toISOString().slice(0, 10);
const FIRST_DAY = fiscalYear(fiscalYearOf(today)).start;

const partner = userFile("impact.bank@example.com", "BANK", async (database) => {
  const db = database.db;
  const [bank] = await db.select({ id: users.id }).from(users).where(eq(users.email, "impact.bank@example.com"));
  const bankId = bank!.id;
  await createReadyUser(database, ADMIN);
  const otherBankId = await createReadyUser(database, { email: "impact.river@example.com", password: PASSWORD, firstName: "Rita", lastName: "River", type: "BANK" });
  const coachId = await createReadyUser(database, { email: "impact.partner.coach@example.com", password: PASSWORD, firstName: "Cora", lastName: "Coach", type: "COACH" });
  await db.insert(referralCodes).values([
    { code: "MSA23456", ownerUserId: bankId, kind: "bank" },
    { code: "RVR23456", ownerUserId: otherBankId, kind: "bank" },
  ]);
  await db.insert(bankAccounts).values([
    { userId: bankId, bankName: "Mesa Community Bank", referralCode: "MSA23456" },
    { userId: otherBankId, bankName: "River Valley Bank", referralCode: "RVR23456" },
  ]);
  const client = async (email: string, firstName: string, code: string) => {
    const id = await createReadyUser(database, { email, password: PASSWORD, firstName, lastName: "Client" });
    await db.update(users).set({ referralCode: code, assignedCoachId: coachId }).where(eq(users.id, id));
    return id;
  };
  const alpha = await client("alpha.impact@example.com", "Alpha", "MSA23456");
  const rivera = await client("rivera.impact@example.com", "Rivera", "RVR23456");
  const mine = { userId: alpha, occurredOn: FIRST_DAY, recordedByRole: "staff" as const, creditedCoachUserId: coachId, creditedPartnerUserId: bankId, creditedReferralCode: "MSA23456" };
  const theirs = { userId: rivera, occurredOn: FIRST_DAY, recordedByRole: "staff" as const, creditedCoachUserId: coachId, creditedPartnerUserId: otherBankId, creditedReferralCode: "RVR23456" };
  await db.insert(milestones).values([
    { ...mine, kind: "jobs_created", fullTimeJobs: 2, partTimeJobs: 0, state: "verified" },
    { ...mine, kind: "capital_accessed", capitalType: "loan", amount: 25_000, capitalSource: "CDFI", lenderName: "Mesa Loan Fund", throughProgram: true, state: "confirmed" },
    { ...mine, kind: "jobs_retained", fullTimeJobs: 3, partTimeJobs: 0, state: "reported" },
    { ...theirs, kind: "jobs_created", fullTimeJobs: 7, partTimeJobs: 0, state: "verified" },
    { ...theirs, kind: "capital_accessed", capitalType: "grant", amount: 90_000, capitalSource: "Foundation", lenderName: "River Fund", throughProgram: false, state: "confirmed" },
  ]);
  await db.insert(taTracking).values([
    { coachUserId: coachId, clientUserId: alpha, createdByUserId: coachId, dateOfSession: FIRST_DAY, timeSpentHours: 1.5, clientName: "Alpha Client" },
    { coachUserId: coachId, clientUserId: rivera, createdByUserId: coachId, dateOfSession: FIRST_DAY, timeSpentHours: 4, clientName: "Rivera Client" },
  ]);
});

const value = (page: Page, id: string) => page.getByTestId(`impact-${id}-value`);
const WAIT = { timeout: 30_000 };

async function bothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await checked(page, 1280);
  await page.setViewportSize({ width: 375, height: 800 });
  await checked(page, 375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the partner bank's impact page", () => {
  it("shows the bank's referred clients' outcomes only, without a name, and counts awaiting milestones when asked", async () => {
    const page = await partner.signedIn(1280, 900);
    await page.goto("/partner/report/dashboard");
    await page.getByRole("heading", { name: "Partner dashboard", level: 1 }).waitFor(WAIT);
    await page.getByRole("link", { name: "Impact", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/partner/report/impact", WAIT);
    await page.getByRole("heading", { name: "Impact", level: 1 }).waitFor(WAIT);

    // The bank's client's figures, not the other bank's (7 jobs, a $90,000 grant, 4 hours).
    await value(page, "jobs-created").getByText("2", { exact: true }).waitFor(WAIT);
    expect(await value(page, "capital").textContent()).toBe("$25,000");
    await page.getByTestId("impact-capital-note").getByText("1 loan, line, investment or grant; $25,000 through this program").waitFor();
    expect(await value(page, "jobs-retained").textContent()).toBe("0");
    expect(await value(page, "clients").textContent()).toBe("1");
    expect(await value(page, "sessions").textContent()).toBe("1");
    expect(await value(page, "hours").textContent()).toBe("1.5");
    await page.getByTestId("impact-awaiting").getByText("1 milestone in this period awaits verification or the client's confirmation.").waitFor();
    await page.getByTestId("impact-capital-type").getByRole("row", { name: /Loans/ }).waitFor();
    await page.getByTestId("impact-capital-source").getByRole("row", { name: /CDFI/ }).waitFor();
    expect(await page.getByTestId("impact-capital-type").getByRole("row", { name: /Grants/ }).count()).toBe(0);
    expect(await page.getByTestId("impact-capital-source").getByRole("row", { name: /Foundation/ }).count()).toBe(0);

    // The charts, each named in words, with their figures as a table.
    const jobsChart = page.getByTestId("impact-chart-jobs-image");
    await jobsChart.waitFor(WAIT);
    expect(await jobsChart.getAttribute("aria-label")).toMatch(/: 2 created and 0 retained in all\.$/);
    expect(await page.getByTestId("impact-chart-capital-image").getAttribute("aria-label")).toMatch(/\$25,000 in all, \$25,000 through this program\.$/);
    expect(await page.getByTestId("impact-chart-types-image").getAttribute("aria-label")).toBe("Bar chart of capital accessed by type: Loans, $25,000 (1).");
    await page.getByTestId("impact-chart-jobs").getByRole("button", { name: "Show the figures as a table" }).click();
    expect(await page.getByTestId("impact-chart-jobs").getByRole("button", { name: "Hide the table" }).getAttribute("aria-expanded")).toBe("true");
    await page.getByTestId("impact-chart-jobs-table").getByRole("row", { name: /Q\d 2 0/ }).first().waitFor();

    // No names: no client's, no coach's, no bank's groups.
    const text = (await page.locator("main").textContent()) ?? "";
    for (const name of ["Alpha", "Rivera", "Cora", "Coach", "Mesa Loan Fund", "River"]) expect([name, text.includes(name)]).toEqual([name, false]);
    expect(await page.getByTestId("impact-by-coach").count()).toBe(0);
    expect(await page.getByTestId("impact-by-partner").count()).toBe(0);
    expect(await page.locator("#impact-partner-bank").count()).toBe(0);
    await bothWidths(page);

    // The awaiting milestone counts when asked, kept in the address through a reload.
    const countAwaiting = page.getByLabel("Also count milestones awaiting verification or the client's confirmation");
    await countAwaiting.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("reported")).toBe("1");
    await expect.poll(() => value(page, "jobs-retained").textContent(), WAIT).toBe("3");
    await page.reload();
    await expect.poll(() => value(page, "jobs-retained").textContent(), WAIT).toBe("3");
    expect(await page.getByLabel("Also count milestones awaiting verification or the client's confirmation").isChecked()).toBe(true);
  });

  it("speaks Spanish", async () => {
    const page = await partner.signedIn(375, 800);
    await page.evaluate(() => localStorage.setItem("compass.language", "es"));
    await page.goto("/partner/report/impact");
    await page.getByRole("heading", { name: "Impacto", level: 1 }).waitFor(WAIT);
    await value(page, "capital").waitFor(WAIT);
    await page.getByText("Capital obtenido", { exact: true }).first().waitFor();
    await page.getByRole("heading", { name: "Empleos por trimestre fiscal" }).waitFor();
    await page.getByText("Año fiscal federal", { exact: true }).waitFor();
    await checked(page, 375);
  });

  it("lets an administrator see every bank's referred clients, then one bank's", async () => {
    let admin: TestPage | undefined;
    try {
      admin = await openSignedIn(partner.shell, ADMIN.email, ADMIN.password, 1280, 900);
      const page = admin.page;
      await page.goto("/partner/report/impact");
      await page.getByRole("heading", { name: "Impact", level: 1 }).waitFor(WAIT);
      // Every bank's: both clients.
      await expect.poll(() => value(page, "jobs-created").textContent(), WAIT).toBe("9");
      expect(await value(page, "capital").textContent()).toBe("$115,000");
      expect(await page.getByTestId("impact-by-coach").count()).toBe(0);
      await expect.poll(() => page.locator("#impact-partner-bank option").allTextContents(), WAIT).toEqual(["Every partner bank", "Mesa Community Bank", "River Valley Bank"]);
      await checked(page, 1280);

      await page.locator("#impact-partner-bank").selectOption({ label: "River Valley Bank" });
      await expect.poll(() => new URL(page.url()).searchParams.get("bank")).not.toBeNull();
      await expect.poll(() => value(page, "jobs-created").textContent(), WAIT).toBe("7");
      expect(await value(page, "capital").textContent()).toBe("$90,000");
      await page.getByTestId("impact-capital-source").getByRole("row", { name: /Foundation/ }).waitFor();

      await page.reload();
      await expect.poll(() => page.locator("#impact-partner-bank").evaluate((e) => (e as HTMLSelectElement).selectedOptions[0]?.textContent), WAIT).toBe("River Valley Bank");
      await page.locator("#impact-partner-bank").selectOption({ label: "Mesa Community Bank" });
      await expect.poll(() => value(page, "jobs-created").textContent(), WAIT).toBe("2");
      await page.setViewportSize({ width: 375, height: 800 });
      await checked(page, 375);
    } finally {
      await closePage(admin);
    }
  });
});
