/**
 * The cash-flow tool (/cashflow-tool; issue #11) in Chromium. At 1280 px a learner sets the fiscal
 * year to start in July, types the pre-startup cash and a few lines across months (Enter moving
 * down a column), pastes a row of rent copied from a spreadsheet, adds and names an "other
 * operating expense" line, watches the totals change as they type, and sees the month where the
 * cash position goes below zero flagged in words. The draft is saved (on the device and in the
 * account); after a reload everything is back. Submitting stores version 1 (the draft is cleared,
 * the home page shows the tool as done), and the workbook downloads as an .xlsx. At 375 px the
 * tool opens one month at a time, moves with Previous / Next, and takes amounts there. Axe finds
 * nothing serious at either width.
 */
import { and, eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cashflows } from "../../src/server/db/schema/documents.js";
import { keyValues, users } from "../../src/server/db/schema/users.js";
import { checked } from "./admin-helpers.js";
import { scrollWidthOf, seriousAxeViolations, userFile } from "./browser.js";

const EMAIL = "cashflow.learner@example.com";
const learner = userFile(EMAIL, "STANDARD");

const JULY = "y1m7";
const AUGUST = "y1m8";
const SEPTEMBER = "y1m9";

/** The figure `name`'s cell in a column of the worksheet (`period`) or its Total column. */
const figure = (page: Page, name: string, period?: string): Locator =>
  period ? page.locator(`tr[data-figure="${name}"] td[data-period="${period}"]`) : page.locator(`tr[data-figure="${name}"] td.cf-total`);

/** Pastes `text` into the focused field as a spreadsheet's copy would arrive (a paste event with text/plain). */
async function paste(target: Locator, text: string): Promise<void> {
  await target.focus();
  await target.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData("text/plain", data);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

async function userId(): Promise<string> {
  const [user] = await learner.database.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
  return user!.id;
}

describe("the cash-flow tool", () => {
  // A long walk through the whole tool: a ceiling for a busy machine, not a wait.
  it("fills a year, keeps the draft through a reload, submits version 1 and downloads the workbook", { timeout: 240_000 }, async () => {
    const page = await learner.signedIn(1280, 900);
    await page.goto("/cashflow-tool");
    await page.getByRole("heading", { name: "Cash-flow projection", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("cashflow-grid").waitFor({ timeout: 30_000 });
    await page.getByTestId("cashflow-version").getByText("Not submitted yet.").waitFor();
    // Before the first submit there is nothing to download, and the page says why.
    expect(await page.getByTestId("cashflow-download").isDisabled()).toBe(true);
    await page.getByText("Submit your cash flow first").waitFor();

    // The fiscal year starts in July: the months follow it.
    await page.getByLabel("Fiscal year starts in").selectOption("7");
    const headers = await page.getByTestId("cashflow-grid").locator("thead th").allTextContents();
    expect(headers.slice(0, 4)).toEqual(["Line", "Pre-startup", "July", "August"]);
    expect(headers.at(-1)).toBe("Total");

    await page.getByLabel("Cash on hand (beginning of month), Pre-startup").fill("2000");
    // Cash sales in July; the month's receipts follow as it is typed.
    const julySales = page.getByLabel("Cash sales, July", { exact: true });
    await julySales.fill("1500");
    await figure(page, "totalReceipts", JULY).getByText("$1,500").waitFor();
    await julySales.fill("1800");
    await figure(page, "totalReceipts", JULY).getByText("$1,800").waitFor();
    // Enter moves down the same column.
    await julySales.press("Enter");
    expect(await focusedLabel(page)).toBe("Collections from credit accounts, July");
    await page.keyboard.type("200");
    await page.getByLabel("Cash sales, August", { exact: true }).fill("$2,100");

    // A row of rent pasted from a spreadsheet fills July onwards.
    await paste(page.getByLabel("Rent, July", { exact: true }), "$900\t$900\t$900\t$950\t$950\t$950\t$950\t$950\t$950\t$1,000\t$1,000\t$1,000\r\n");
    await expect.poll(() => page.getByLabel("Rent, June", { exact: true }).inputValue()).toBe("1,000");
    expect(await page.getByLabel("Rent, September", { exact: true }).inputValue()).toBe("900");
    await page.getByTestId("cashflow-announcement").getByText("Pasted 12 amounts.").waitFor();
    await page.locator('tr:has(th:text-is("Rent")) td.cf-total').getByText("$11,400").waitFor();

    // A named line of its own: other operating expenses, "Software", in August.
    await page.getByRole("button", { name: "Add a line: Other operating expenses" }).click();
    const name = page.getByLabel("Name of Other operating expenses line 1");
    await expect.poll(() => focusedLabel(page)).toBe("Name of Other operating expenses line 1");
    await name.fill("Software");
    await page.getByLabel("Software, August", { exact: true }).fill("120");
    await figure(page, "operatingSubtotal", AUGUST).getByText("$1,020").waitFor();
    // July: 2,000 + 1,800 + 200 − 900 = 3,100. August: 3,100 + 2,100 − 900 − 120 = 4,180.
    await figure(page, "cashPosition", AUGUST).getByText("$4,180").waitFor();

    // An owner's withdrawal in September takes the cash below zero: said in words, on the month and above the sheet.
    await page.getByLabel("Owner's withdrawal, September", { exact: true }).fill("6000");
    await figure(page, "cashPosition", SEPTEMBER).getByText("Below zero").waitFor();
    await figure(page, "cashPosition", SEPTEMBER).getByText("-$2,720").waitFor();
    await page.getByTestId("cashflow-negative").getByText(/goes below zero in .*September/).waitFor();
    // The chart's code loads when its place nears the screen.
    await page.getByTestId("cash-position-chart-box").scrollIntoViewIfNeeded();
    await page.getByTestId("cash-position-chart").waitFor({ timeout: 30_000 });

    // Saved as a draft: on the device, then in the account.
    await page.getByTestId("cashflow-save-status").getByText("Saved", { exact: true }).waitFor({ timeout: 30_000 });
    const id = await userId();
    const drafts = () => learner.database.db.select().from(keyValues).where(and(eq(keyValues.userId, id), eq(keyValues.key, "cashflow.draft")));
    const [stored] = await drafts();
    expect(JSON.parse(stored!.value)).toMatchObject({ v: 1, b: 0, f: 7, c: 2000 });
    expect(await page.evaluate((key) => localStorage.getItem(key) !== null, `compass.cashflow.draft.${id}`)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A reload (or a crash) loses nothing.
    await page.reload();
    await page.getByTestId("cashflow-restored").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByLabel("Rent, June", { exact: true }).inputValue()).toBe("1,000");
    expect(await page.getByLabel("Fiscal year starts in").inputValue()).toBe("7");
    expect(await page.getByLabel("Cash on hand (beginning of month), Pre-startup").inputValue()).toBe("2,000");
    expect(await page.getByLabel("Name of Other operating expenses line 1").inputValue()).toBe("Software");
    expect(await page.getByLabel("Software, August", { exact: true }).inputValue()).toBe("120");
    await figure(page, "cashPosition", SEPTEMBER).getByText("Below zero").waitFor();

    // Submit: version 1, the drafts cleared.
    await page.getByTestId("cashflow-submit").click();
    await page.getByTestId("cashflow-submitted").getByText("Version 1 submitted.", { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByTestId("cashflow-version").getByText("Last submitted: version 1.").waitFor();
    const [saved] = await learner.database.db.select().from(cashflows).where(eq(cashflows.userId, id));
    expect(saved?.versionNumber).toBe(1);
    await expect.poll(async () => (await drafts()).length, { timeout: 30_000 }).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `compass.cashflow.draft.${id}`)).toBeNull();

    // The workbook.
    const download = page.getByTestId("cashflow-download");
    await expect.poll(() => download.isEnabled()).toBe(true);
    const downloading = page.waitForEvent("download", { timeout: 60_000 });
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 2).toString("latin1")).toBe("PK");
    await page.getByTestId("cashflow-announcement").getByText("The workbook is downloading.").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The home page shows the tool as done.
    await page.goto("/");
    await page.getByTestId("home-tools").getByText("Completed").waitFor({ timeout: 30_000 });
  });

  it("works one month at a time on a phone", { timeout: 120_000 }, async () => {
    const page = await learner.signedIn(375, 800);
    await page.goto("/cashflow-tool");
    const guided = page.getByTestId("cashflow-guided");
    await guided.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("cashflow-grid").count()).toBe(0);
    await page.getByTestId("guided-heading").getByText("Pre-startup (1 of 13)").waitFor();
    await checked(page);

    await page.getByTestId("guided-next-top").click();
    await page.getByTestId("guided-heading").getByText(/\(2 of 13\)$/).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("cf-guided-heading");

    // December (nothing in it yet, whichever month the year starts in): one field after another.
    await page.getByLabel("Go to").selectOption({ label: "December" });
    await page.getByTestId("guided-heading").getByText(/^December/).waitFor();
    const sales = guided.getByLabel("Cash sales", { exact: true });
    await sales.fill("2500");
    await sales.press("Enter");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.id)).toMatch(/salesOnCredit/);
    await page.getByTestId("guided-figures").locator('[data-figure="totalReceipts"]').getByText("$2,500").waitFor();
    await page.getByTestId("cashflow-save-status").getByText(/^Saved/).waitFor({ timeout: 30_000 });
    await checked(page);

    await page.getByTestId("guided-previous-bottom").click();
    await page.getByTestId("guided-heading").getByText(/^November/).waitFor();
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(375);
  });
});
