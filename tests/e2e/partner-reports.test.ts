/**
 * The partner banks' reports in Chromium (issue #15 §4; ADR 0023): /partner/report/dashboard and
 * /partner/report/ta, seeded with a bank (the signed-in partner) and its three codes, two clients
 * who signed up with two of them, a client of another bank, TA sessions (one outside the default
 * 12 months, one of the other bank's client) and learning completions.
 *
 * - The partner's dashboard counts their two clients only (the other bank's is not), with the
 *   tools' shares, the period's new clients, TA sessions and hours and completions; its charts
 *   have their tables; the date filter changes the figures, is kept in the address (reload) and
 *   refuses an end before the start on the field; a code narrows to its clients, another bank's
 *   code is refused in the server's words, a code without clients shows how to share it; the
 *   scope is carried to the TA page.
 * - The TA page's table sums the sessions by month and category with a totals row (without the
 *   other bank's four hours); the dates narrow it; the sessions download as CSV without names.
 * - An administrator sees every bank's clients, picks a bank in the bank picker (one without
 *   clients shows the empty state), and on the TA page is told the download needs a code.
 * axe (nothing serious or critical) at 1280 and 375 px on both pages; no sideways scroll at 375.
 */
import { readFile } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { taTracking } from "../../src/server/db/schema/coaching.js";
import { learningCompletionLog } from "../../src/server/db/schema/journey.js";
import { bankAccounts, referralCodes, userStates, users } from "../../src/server/db/schema/users.js";
import { checked } from "./admin-helpers.js";
import { closePage, createReadyUser, openSignedIn, userFile, type TestPage } from "./browser.js";

const PASSWORD = "a seeded user's long passphrase";
const ADMIN = { email: "reports.admin@example.com", password: "the administrator's long passphrase", firstName: "Ada", lastName: "Admin", type: "ADMIN" as const };

/** A UTC day `months` calendar months before this one, on `day` (YYYY-MM-DD). */
function monthsAgo(months: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day)).toISOString().slice(0, 10);
}
const today = () => new Date().toISOString().slice(0, 10);
const monthName = (iso: string) => new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

const TWO_MONTHS_AGO = monthsAgo(2, 10);
const LAST_MONTH = monthsAgo(1, 5);
const LAST_MONTH_START = monthsAgo(1, 1);

const partner = userFile("partner.bank@example.com", "BANK", async (database) => {
  const db = database.db;
  const [bank] = await db.select({ id: users.id }).from(users).where(eq(users.type, "BANK"));
  const bankId = bank!.id;
  await createReadyUser(database, ADMIN);
  const otherBankId = await createReadyUser(database, { email: "river.bank@example.com", password: PASSWORD, firstName: "Rita", lastName: "River", type: "BANK" });
  const lonelyBankId = await createReadyUser(database, { email: "harbor.bank@example.com", password: PASSWORD, firstName: "Hal", lastName: "Harbor", type: "BANK" });
  const coachId = await createReadyUser(database, { email: "coach.reports@example.com", password: PASSWORD, firstName: "Cora", lastName: "Coach", type: "COACH" });
  await db.insert(referralCodes).values([
    { code: "FCB23456", ownerUserId: bankId, kind: "bank" },
    { code: "FCB34567", ownerUserId: bankId, kind: "bank" },
    { code: "FCB45678", ownerUserId: bankId, kind: "bank" },
    { code: "RVR23456", ownerUserId: otherBankId, kind: "bank" },
    { code: "HBR23456", ownerUserId: lonelyBankId, kind: "bank" },
  ]);
  await db.insert(bankAccounts).values([
    { userId: bankId, bankName: "First Community Bank", referralCode: "FCB23456" },
    { userId: otherBankId, bankName: "River Valley Bank", referralCode: "RVR23456" },
    { userId: lonelyBankId, bankName: "Harbor Savings", referralCode: "HBR23456" },
  ]);
  const client = async (email: string, firstName: string, code: string, signedUp: string) => {
    const id = await createReadyUser(database, { email, password: PASSWORD, firstName, lastName: "Client" });
    await db.update(users).set({ referralCode: code, createdAt: new Date(`${signedUp}T12:00:00Z`) }).where(eq(users.id, id));
    return id;
  };
  const alpha = await client("alpha.client@example.com", "Alpha", "FCB23456", TWO_MONTHS_AGO);
  const bravo = await client("bravo.client@example.com", "Bravo", "fcb34567", LAST_MONTH);
  const river = await client("river.client@example.com", "Rivera", "RVR23456", TWO_MONTHS_AGO);
  await db.update(userStates).set({ hasCompletedBusinessSurvey: true, hasCompletedBusinessPlan: true, hasCompletedCashflow: true }).where(eq(userStates.userId, alpha));
  await db.update(userStates).set({ hasCompletedCashflow: true }).where(inArray(userStates.userId, [bravo, river]));
  const session = (clientUserId: string, date: string, category: string, contact: number, prep: number, travel: number) => ({
    coachUserId: coachId,
    createdByUserId: coachId,
    clientUserId,
    dateOfSession: date,
    taCategory: category,
    timeSpentHours: contact,
    prepTimeHours: prep,
    travelTimeHours: travel,
    clientName: `${clientUserId === alpha ? "Alpha" : clientUserId === bravo ? "Bravo" : "Rivera"} Client`,
    comments: "private notes",
  });
  await db.insert(taTracking).values([
    session(alpha, monthsAgo(2, 15), "INITIAL_CONTACT", 1, 0.5, 0.25),
    session(alpha, monthsAgo(1, 15), "ONGOING_COACHING", 2, 0.5, 0),
    session(bravo, monthsAgo(1, 20), "ONGOING_COACHING", 1.5, 0.5, 1),
    session(river, monthsAgo(1, 21), "ONGOING_COACHING", 4, 0, 0),
    session(alpha, monthsAgo(14, 15), "ONGOING_COACHING", 9, 0, 0),
  ]);
  await db.insert(learningCompletionLog).values([
    { userId: alpha, contentId: "c1", completedAt: new Date(`${monthsAgo(1, 3)}T10:00:00Z`) },
    { userId: bravo, contentId: "c1", completedAt: new Date(`${monthsAgo(1, 6)}T10:00:00Z`) },
    { userId: river, contentId: "c1", completedAt: new Date(`${monthsAgo(1, 7)}T10:00:00Z`) },
  ]);
});

/** A totals cell of clients: a dash, and words for screen readers. */
const NOT_ADDED = "—Not added up";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Waits until the figure `id` reads exactly `value`. */
const figure = (page: Page, id: string, value: string) =>
  page
    .getByTestId(`${id}-value`)
    .filter({ hasText: new RegExp(`^${escape(value)}$`) })
    .waitFor({ timeout: 30_000 });

/** The figures of the dashboard, once loaded. */
async function figures(page: Page): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const id of ["clients", "surveys", "plans", "cashflows", "referred", "sessions", "hours", "completions"]) {
    out[id] = (await page.getByTestId(`stat-${id}-value`).textContent()) ?? "";
  }
  return out;
}

/** A table's rows (body and footer), as their cells' texts. */
async function rowsOf(table: Locator): Promise<string[][]> {
  await table.waitFor({ state: "attached", timeout: 30_000 });
  return table.locator("tbody tr, tfoot tr").evaluateAll((rows) => rows.map((r) => Array.from(r.children, (c) => (c.textContent ?? "").trim())));
}

/** The TA table's rows. */
const tableRows = (page: Page) => rowsOf(page.getByTestId("ta-table"));

const summary = (page: Page, text: string | RegExp) => page.getByTestId("scope-summary").filter({ hasText: text }).waitFor({ timeout: 30_000 });

describe("a partner bank's dashboard", () => {
  it("shows their own clients' figures and charts, filtered by dates and code, kept in the address", async () => {
    const page = await partner.signedIn(1280, 900);
    await page.goto("/partner/report/dashboard");
    await page.getByRole("heading", { name: "Partner dashboard", level: 1 }).waitFor({ timeout: 30_000 });
    await summary(page, /^Figures for all your referral codes, the last 12 months/);

    // Two clients (not the other bank's), the tools' shares; in the last 12 months: 2 new
    // clients, 3 sessions of 7.25 hours (4.5 contact + 1.5 prep + 1.25 travel), 2 completions.
    await figure(page, "stat-clients", "2");
    expect(await figures(page)).toEqual({ clients: "2", surveys: "1", plans: "1", cashflows: "2", referred: "2", sessions: "3", hours: "7.25", completions: "2" });
    expect(await page.getByTestId("stat-surveys-note").textContent()).toBe("50% of clients");
    expect(await page.getByTestId("stat-cashflows-note").textContent()).toBe("100% of clients");
    expect(await page.getByText("Alpha").count()).toBe(0);

    // Each chart is drawn, named by its summary, and has its figures as a table.
    for (const id of ["chart-referred", "chart-learning", "chart-hours"]) await page.getByTestId(`${id}-image`).locator("svg").first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("chart-referred-image").getAttribute("aria-label")).toMatch(/: 2 in all, most in /);
    expect(await page.getByTestId("chart-hours-image").getAttribute("aria-label")).toBe(
      "Stacked bar chart of TA hours by category: Initial contact 1.75 hours (1 contact, 0.5 preparation, 0.25 travel); Ongoing coaching 5.5 hours (3.5 contact, 1 preparation, 1 travel).",
    );
    const referred = await rowsOf(page.getByTestId("chart-referred-table").getByRole("table"));
    expect(referred).toHaveLength(12);
    expect(referred.filter(([, count]) => count !== "0")).toEqual([
      [monthName(TWO_MONTHS_AGO), "1"],
      [monthName(LAST_MONTH), "1"],
    ]);
    const show = page.getByTestId("chart-hours").getByRole("button", { name: "Show the figures as a table" });
    await show.click();
    await page.getByTestId("chart-hours").getByRole("button", { name: "Hide the table", expanded: true }).waitFor();
    expect(await rowsOf(page.getByTestId("chart-hours-table").getByRole("table"))).toEqual([
      ["Initial contact", "1", "1", "1", "0.5", "0.25", "1.75"],
      ["Ongoing coaching", "2", "2", "3.5", "1", "1", "5.5"],
      ["Total", "3", NOT_ADDED, "4.5", "1.5", "1.25", "7.25"],
    ]);
    await checked(page, 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // An end before the start is refused on the field, and nothing changes.
    await page.getByLabel("From", { exact: true }).fill(today());
    await page.getByLabel("To", { exact: true }).fill(LAST_MONTH_START);
    await page.getByRole("button", { name: "Show figures" }).click();
    await page.getByText("The end date must be on or after the start date").waitFor();
    expect(await page.getByLabel("To", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).search).toBe("");

    // From the start of last month: one new client, two sessions of 5.5 hours; still two clients ever.
    await page.getByLabel("From", { exact: true }).fill(LAST_MONTH_START);
    await page.getByLabel("To", { exact: true }).fill(today());
    await page.getByRole("button", { name: "Show figures" }).click();
    await page.waitForURL((url) => url.searchParams.get("from") === LAST_MONTH_START && url.searchParams.get("to") === today());
    await figure(page, "stat-sessions", "2");
    expect(await figures(page)).toEqual({ clients: "2", surveys: "1", plans: "1", cashflows: "2", referred: "1", sessions: "2", hours: "5.5", completions: "2" });

    // The scope survives a reload.
    await page.reload();
    await page.getByRole("heading", { name: "Partner dashboard", level: 1 }).waitFor({ timeout: 30_000 });
    await figure(page, "stat-sessions", "2");
    expect(await page.getByLabel("From", { exact: true }).inputValue()).toBe(LAST_MONTH_START);
    expect(await figures(page)).toMatchObject({ referred: "1", hours: "5.5" });

    // One code: its client only (typed in any case).
    await page.getByLabel("Referral code").fill("fcb34567");
    await page.getByRole("button", { name: "Show figures" }).click();
    await summary(page, /^Figures for referral code FCB34567, /);
    await figure(page, "stat-clients", "1");
    expect(await figures(page)).toMatchObject({ clients: "1", referred: "1", sessions: "1", hours: "3" });

    // The scope goes with the link to the TA page.
    await page.getByRole("link", { name: "TA sessions by month" }).click();
    await page.waitForURL((url) => url.pathname === "/partner/report/ta" && url.searchParams.get("code") === "FCB34567" && url.searchParams.get("from") === LAST_MONTH_START);
    await page.getByRole("heading", { name: "TA report", level: 1 }).waitFor();
    expect(await tableRows(page)).toEqual([
      [monthName(LAST_MONTH), "Ongoing coaching", "1", "1", "1.5", "0.5", "1"],
      ["Total", "1", NOT_ADDED, "1.5", "0.5", "1"],
    ]);
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/partner/report/dashboard" && url.searchParams.get("code") === "FCB34567");
    await figure(page, "stat-clients", "1");
  });

  it("refuses another bank's code, and shows how to share a code without clients", async () => {
    const page = await partner.signedIn(375, 800);
    await page.goto("/partner/report/dashboard?code=RVR23456");
    await page.getByTestId("dashboard-error").getByText("You can see the figures of your own referral codes only.").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("stat-clients-value").count()).toBe(0);

    await page.getByLabel("Referral code").fill("FCB45678");
    await page.getByRole("button", { name: "Show figures" }).click();
    const empty = page.getByTestId("dashboard-empty");
    await empty.getByRole("heading", { name: "No clients have signed up with code FCB45678 yet" }).waitFor({ timeout: 30_000 });
    expect(await empty.getByLabel("Sign-up link for code FCB45678").inputValue()).toMatch(/\/auth\/signup\/FCB45678$/);
    await checked(page, 375);
  });
});

describe("a partner bank's TA report", () => {
  it("sums the sessions by month and category with totals, filters by dates and downloads them", async () => {
    const page = await partner.signedIn(1280, 900);
    await page.goto("/partner/report/ta");
    await page.getByRole("heading", { name: "TA report", level: 1 }).waitFor({ timeout: 30_000 });

    // The other bank's client's 4 hours and the session of 14 months ago are not there.
    expect(await tableRows(page)).toEqual([
      [monthName(TWO_MONTHS_AGO), "Initial contact", "1", "1", "1", "0.5", "0.25"],
      [monthName(LAST_MONTH), "Ongoing coaching", "2", "2", "3.5", "1", "1"],
      ["Total", "3", NOT_ADDED, "4.5", "1.5", "1.25"],
    ]);
    expect(await page.getByTestId("ta-total-contact-value").textContent()).toBe("4.5");
    await checked(page, 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The sessions of the same scope, as CSV: three rows, no client's name or notes.
    await page.getByRole("radio", { name: "CSV (.csv)" }).check();
    const started = page.waitForEvent("download", { timeout: 30_000 });
    await page.getByRole("button", { name: "Download TA sessions" }).click();
    const download = await started;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(1 + 3 + 1); // the header, the sessions, the totals
    expect(lines.at(-1)).toMatch(/^"?Total \(3 sessions\)/);
    expect(csv).not.toMatch(/Alpha|Bravo|Rivera|private notes/);
    await page.getByTestId("ta-download-announcement").filter({ hasText: /^The TA sessions report was saved as / }).waitFor({ timeout: 30_000 });

    // From the start of last month: last month's row only.
    await page.getByLabel("From", { exact: true }).fill(LAST_MONTH_START);
    await page.getByRole("button", { name: "Show figures" }).click();
    await page.waitForURL((url) => url.searchParams.get("from") === LAST_MONTH_START);
    await page.getByTestId("ta-total-sessions-value").filter({ hasText: /^2$/ }).waitFor({ timeout: 30_000 });
    expect(await tableRows(page)).toEqual([
      [monthName(LAST_MONTH), "Ongoing coaching", "2", "2", "3.5", "1", "1"],
      ["Total", "2", NOT_ADDED, "3.5", "1", "1"],
    ]);
  });
});

describe("an administrator", () => {
  it("sees every bank's clients and chooses a bank in the bank picker", async () => {
    let admin: TestPage | undefined;
    try {
      admin = await openSignedIn(partner.shell, ADMIN.email, ADMIN.password, 1280, 900);
      const page = admin.page;
      await page.goto("/partner/report/dashboard");
      await page.getByRole("heading", { name: "Partner dashboard", level: 1 }).waitFor({ timeout: 30_000 });
      await summary(page, /^Figures for every partner bank's clients, /);
      await figure(page, "stat-clients", "3");
      expect(await page.getByTestId("stat-sessions-value").textContent()).toBe("4");

      // The other bank: its one client.
      const bank = page.getByRole("combobox", { name: "Partner bank" });
      await bank.click();
      await page.getByRole("option", { name: "River Valley Bank", exact: true }).click();
      await page.getByRole("button", { name: "Show figures" }).click();
      await page.waitForURL((url) => url.searchParams.has("bank"));
      await summary(page, /^Figures for all of River Valley Bank's codes, /);
      await figure(page, "stat-clients", "1");
      expect(await figures(page)).toMatchObject({ clients: "1", sessions: "1", hours: "4" });
      await checked(page, 1280);

      // The partner's bank, one of its codes from the code picker.
      await bank.click();
      await page.getByRole("option", { name: "First Community Bank", exact: true }).click();
      const code = page.getByRole("combobox", { name: "Referral code" });
      await code.click();
      await page.getByRole("option", { name: "FCB23456", exact: true }).click();
      await page.getByRole("button", { name: "Show figures" }).click();
      await summary(page, /^Figures for First Community Bank's code FCB23456, /);
      await figure(page, "stat-clients", "1");
      expect(await figures(page)).toMatchObject({ sessions: "2", hours: "4.25" });

      // A bank without clients.
      await bank.click();
      await page.getByRole("option", { name: "Harbor Savings", exact: true }).click();
      await page.getByRole("button", { name: "Show figures" }).click();
      await page.getByTestId("dashboard-empty").getByRole("heading", { name: "No clients have signed up with these codes yet" }).waitFor({ timeout: 30_000 });

      // The TA page keeps the bank; its download needs a code.
      await page.getByRole("link", { name: "TA sessions by month" }).click();
      await page.getByRole("heading", { name: "TA report", level: 1 }).waitFor();
      await page.getByTestId("ta-empty").waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Clear filters" }).click();
      await page.waitForURL((url) => url.pathname === "/partner/report/ta" && url.search === "");
      expect((await tableRows(page)).at(-1)).toEqual(["Total", "4", NOT_ADDED, "8.5", "1.5", "1.25"]);
      await page.getByTestId("ta-download-needs-code").waitFor();
      await page.setViewportSize({ width: 375, height: 800 });
      await checked(page, 375);
    } finally {
      await closePage(admin);
    }
  });
});
