/**
 * /my-business (issue #12) in Chromium. At 1280 px a learner whose profile names their business
 * sees the three tools not started and the business details; fills the survey part by part (a
 * statement left unanswered is marked and focused on Submit), submits version 1 and reads the
 * results — scores per area, strengths and gaps in words, suggestions from the library chosen by
 * the weak areas' tags — and downloads its PDF; fills the business plan (legal structure, formation
 * date, a competitor, two products with live margins and a warning for the one whose price does
 * not cover its costs), finds everything back after a reload (the draft, on the device and in the
 * account), has a competitor without a name refused on its field, submits version 1 and downloads
 * its PDF; then sees all three tools' state on the overview. At 375 px every part of the page
 * passes axe and has no sideways scroll. Axe finds nothing serious at either width.
 */
import { and, eq } from "drizzle-orm";
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { businessPlans, businessSurveys } from "../../src/server/db/schema/documents.js";
import { learningContents, learningModules } from "../../src/server/db/schema/learning.js";
import { keyValues, users } from "../../src/server/db/schema/users.js";
import { checked } from "./admin-helpers.js";
import { seriousAxeViolations, userFile } from "./browser.js";

const EMAIL = "business.learner@example.com";
const learner = userFile(EMAIL, "STANDARD", async (database) => {
  const db = database.db;
  await db
    .update(users)
    .set({ businessName: "Lopez Bakery", dba: "Sweet Lopez", businessLegalStructure: "LEGAL_STRUCTURE_SOLE_PROPRIETORSHIP", companyPhysicalAddress: "12 Main Street, Santa Fe, NM 87501" })
    .where(eq(users.email, EMAIL));
  await db.insert(learningContents).values([
    { title: "Bookkeeping basics", contentType: "ARTICLE", estimatedMinutes: 7, htmlBody: "<p>Record every sale.</p>", tags: ["bookkeeping"] },
    // Found by the search for "bookkeeping" (its title), but not tagged so: not suggested.
    { title: "Bookkeeping myths", contentType: "ARTICLE", estimatedMinutes: 3, htmlBody: "<p>Stories.</p>", tags: ["stories"] },
    { title: "Know your customer", contentType: "ARTICLE", estimatedMinutes: 5, htmlBody: "<p>Who buys.</p>", tags: ["customers"] },
  ]);
  await db.insert(learningModules).values({ title: "Cash flow first steps", description: "Money in and out.", tags: ["cash-flow"] });
});

async function userId(): Promise<string> {
  const [user] = await learner.database.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
  return user!.id;
}

/** The bytes of a download, and its suggested file name. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; head: string }> {
  const waiting = page.waitForEvent("download", { timeout: 60_000 });
  await click();
  const file: Download = await waiting;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), head: Buffer.concat(chunks).subarray(0, 4).toString("latin1") };
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

/** Scores a part of the survey: the statements in order, each given one of `scores`. */
async function scorePart(page: Page, scores: (number | null)[]): Promise<void> {
  const groups = page.getByTestId("survey-part").getByRole("radiogroup");
  await expect.poll(() => groups.count()).toBe(scores.length);
  for (const [i, score] of scores.entries()) {
    if (score !== null) await groups.nth(i).getByRole("radio", { name: new RegExp(`^${score} – `) }).check();
  }
}

async function nextPart(page: Page, n: number): Promise<void> {
  await page.getByTestId("survey-next").click();
  await page.locator(`[data-testid="survey-part"][data-part="${n}"]`).waitFor();
}

describe("my business", () => {
  it("fills and submits the survey and the plan, keeps the plan's draft through a reload, downloads both PDFs and shows the tools' state", async () => {
    const page = await learner.signedIn(1280, 900);
    const id = await userId();
    await page.goto("/my-business");
    await page.getByRole("heading", { name: "My business", level: 1 }).waitFor({ timeout: 30_000 });

    // The overview: nothing started, nothing to download yet (and the page says why), the business details.
    for (const tool of ["survey", "plan", "cashflow"]) {
      await page.getByTestId(`tool-${tool}-state`).getByText("Not started").waitFor({ timeout: 30_000 });
      expect(await page.getByTestId(`tool-${tool}-download`).isDisabled()).toBe(true);
    }
    await page.getByText("Submit your business plan first").waitFor();
    const details = page.getByTestId("profile-details");
    await details.getByText("Lopez Bakery").waitFor({ timeout: 30_000 });
    await details.getByText("Sole proprietorship").waitFor();
    await details.getByText("12 Main Street, Santa Fe, NM 87501").waitFor();
    expect(await page.getByTestId("profile-edit").getAttribute("href")).toBe("/my-profile");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // ---- The survey, part by part ----------------------------------------------------------------
    await page.getByTestId("tool-survey-open").click();
    await page.waitForURL(/\?tool=survey/);
    await page.getByTestId("survey-editor").waitFor({ timeout: 30_000 });
    await page.getByTestId("survey-version").getByText("Not submitted yet.").waitFor();
    await scorePart(page, [5, 4, 4, 5]); // Planning: a strength
    await page.getByTestId("survey-progress").getByText("4 of 25 questions answered").waitFor();
    await nextPart(page, 2);
    await scorePart(page, [1, 2, 1, 2, 1]); // Finances and bookkeeping: a gap
    await nextPart(page, 3);
    await scorePart(page, [2, 3, null, 2]); // Marketing and sales: one left unanswered
    await nextPart(page, 4);
    await scorePart(page, [3, 3, 4, 3]);
    await nextPart(page, 5);
    await scorePart(page, [5, 5, 4, 4]);
    await nextPart(page, 6);
    await scorePart(page, [4, 4, 5, 4]);
    await nextPart(page, 7);
    // Systems: a suggestion picked from the list, and an answer of one's own.
    await page.getByRole("combobox", { name: "Accounting or bookkeeping software" }).fill("Quick");
    await page.getByRole("option", { name: "QuickBooks" }).click();
    await page.getByRole("combobox", { name: "Website or online shop" }).fill("A page on a market site");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Submit with a statement unanswered: its part opens, the statement is marked and focused.
    await page.getByTestId("survey-submit").click();
    await page.locator('[data-testid="survey-part"][data-part="3"]').waitFor();
    await page.getByTestId("survey-problems").getByText("1 question still needs an answer.").waitFor();
    const marked = page.getByTestId("survey-question").nth(2);
    await marked.getByText("Choose a score for this statement.").waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("marketing.reach");
    await marked.getByRole("radio", { name: /^3 – / }).check();
    await page.getByTestId("survey-problems").waitFor({ state: "detached" });
    await page.getByTestId("survey-go-to").selectOption({ label: "Systems you use" });
    await page.locator('[data-testid="survey-part"][data-part="7"]').waitFor();
    await page.getByTestId("survey-submit").click();

    // The results of version 1.
    await page.waitForURL(/\?tool=results/, { timeout: 30_000 });
    await page.getByTestId("survey-results-version").getByText("From version 1 of your survey.").waitFor({ timeout: 30_000 });
    await page.getByTestId("my-business-announcement").getByText(/Version 1 of your survey was submitted/).waitFor();
    const scores = page.getByTestId("survey-scores");
    expect(await scores.getByRole("listitem").count()).toBe(6);
    await scores.getByRole("listitem").filter({ hasText: "Planning" }).getByText("4.5 of 5 · Strength").waitFor();
    await scores.getByRole("listitem").filter({ hasText: "Finances and bookkeeping" }).getByText("1.4 of 5 · Gap").waitFor();
    await page.getByTestId("survey-summary").getByText(/Your strengths: Planning, Legal and compliance, and People\./).waitFor();
    await page.getByTestId("survey-summary").getByText(/Where to focus first: Finances and bookkeeping\./).waitFor();
    // Suggestions by the weak areas' tags, linking into the library; an item found only by its title is left out.
    const suggestions = page.getByTestId("suggestions");
    await suggestions.waitFor({ timeout: 30_000 });
    const finances = suggestions.getByTestId("suggestion-section").filter({ has: page.getByRole("heading", { name: "For Finances and bookkeeping" }) });
    await finances.getByRole("link", { name: "Bookkeeping basics" }).waitFor({ timeout: 30_000 });
    await finances.getByRole("link", { name: "Cash flow first steps" }).waitFor();
    expect(await suggestions.getByRole("link", { name: "Bookkeeping myths" }).count()).toBe(0);
    await suggestions.getByTestId("suggestion-section").filter({ has: page.getByRole("heading", { name: "For Marketing and sales" }) }).getByRole("link", { name: "Know your customer" }).waitFor();
    expect(await finances.getByRole("link", { name: "Bookkeeping basics" }).getAttribute("href")).toMatch(/^\/modules\/library\/lesson\//);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [survey] = await learner.database.db.select().from(businessSurveys).where(eq(businessSurveys.userId, id));
    expect(survey?.versionNumber).toBe(1);

    const surveyPdf = await downloaded(page, () => page.getByTestId("survey-download").click());
    expect(surveyPdf.name).toMatch(/\.pdf$/);
    expect(surveyPdf.head).toBe("%PDF");
    await page.getByTestId("my-business-announcement").getByText("Your business survey is downloading.").waitFor();

    // ---- The plan ------------------------------------------------------------------------------
    await page.getByTestId("tab-plan").click();
    await page.waitForURL(/\?tool=plan/);
    await page.getByTestId("plan-editor").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("plan-download").isDisabled()).toBe(true);
    const description = page.getByLabel("Describe your business");
    await description.fill("A family bakery in Santa Fe making wedding cakes and bread since 2019.");
    await page.getByTestId("plan-company-description-count").getByText("70 / 10,000 characters").waitFor();
    await page.getByLabel("Legal structure").selectOption({ label: "Sole proprietorship" });
    await page.getByRole("switch", { name: "The business has been formed (registered)" }).check();
    await page.getByLabel("Year").fill("2019");
    await page.getByLabel("Month").selectOption({ label: "March" });
    await page.getByLabel("Who are your customers?").fill("Couples planning weddings, and neighbours who buy bread every week.");

    // A competitor, and two products with their margins worked out as they are typed.
    await page.getByTestId("add-competitor").click();
    await expect.poll(() => focusedId(page)).toBe("plan-competitors-0-competitor-name");
    await page.locator("#plan-competitors-0-competitor-name").fill("Corner Cakes");
    await page.locator("#plan-competitors-0-price-level").selectOption({ label: "Expensive" });
    await page.locator("#plan-competitors-0-location").fill("Downtown");
    await page.getByTestId("add-product").click();
    await page.locator("#plan-product-costs-0-product-service-name").fill("Wedding cake");
    await page.locator("#plan-product-costs-0-sale-price-in-cents").fill("450");
    await page.locator("#plan-product-costs-0-cost-of-goods-sold-in-cents").fill("120.50");
    await page.locator("#plan-product-costs-0-avg-overhead-cost-in-cents").fill("60");
    const margins = page.getByTestId("product-margin");
    await margins.nth(0).getByText("59.9 %").waitFor();
    await page.getByTestId("add-product").click();
    await page.locator("#plan-product-costs-1-product-service-name").fill("Dinner roll");
    await page.locator("#plan-product-costs-1-sale-price-in-cents").fill("1");
    await page.locator("#plan-product-costs-1-cost-of-goods-sold-in-cents").fill("0.80");
    // An amount with fractions of a cent is refused as soon as the field is left.
    await page.locator("#plan-product-costs-1-avg-overhead-cost-in-cents").fill("0.505");
    await page.locator("#plan-product-costs-1-avg-overhead-cost-in-cents").blur();
    await page.getByText("Use at most two decimals (cents).").waitFor();
    await page.locator("#plan-product-costs-1-avg-overhead-cost-in-cents").fill("0.50");
    await margins.nth(1).getByText("-30.0 %").waitFor();
    await page.getByTestId("product-warning").getByText("The price does not cover the costs").waitFor();
    expect(await page.getByText("Use at most two decimals (cents).").count()).toBe(0);

    // Saved as a draft, on the device and in the account.
    await page.getByTestId("plan-save-status").getByText(/^Saved/).waitFor({ timeout: 30_000 });
    const drafts = () => learner.database.db.select().from(keyValues).where(and(eq(keyValues.userId, id), eq(keyValues.key, "business-plan.draft")));
    await expect.poll(async () => (await drafts()).length, { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key) !== null, `compass.business-plan.draft.${id}`)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A reload loses nothing.
    await page.reload();
    await page.getByTestId("plan-restored").waitFor({ timeout: 30_000 });
    expect(await description.inputValue()).toBe("A family bakery in Santa Fe making wedding cakes and bread since 2019.");
    expect(await page.getByLabel("Legal structure").inputValue()).toBe("2");
    expect(await page.getByLabel("Year").inputValue()).toBe("2019");
    expect(await page.getByLabel("Month").inputValue()).toBe("3");
    expect(await page.locator("#plan-competitors-0-competitor-name").inputValue()).toBe("Corner Cakes");
    expect(await page.locator("#plan-product-costs-0-cost-of-goods-sold-in-cents").inputValue()).toBe("120.50");
    await margins.nth(0).getByText("59.9 %").waitFor();
    await page.getByTestId("product-warning").waitFor();

    // A competitor without a name is refused on its field, which takes the focus.
    await page.getByTestId("add-competitor").click();
    await page.locator("#plan-competitors-1-location").fill("Online");
    await page.getByTestId("plan-submit").click();
    await page.getByTestId("plan-problems").getByText("1 answer needs attention before you submit.").waitFor();
    await page.getByText("Name the competitor.").waitFor();
    await expect.poll(() => focusedId(page)).toBe("plan-competitors-1-competitor-name");
    expect(await page.locator("#plan-competitors-1-competitor-name").getAttribute("aria-invalid")).toBe("true");
    await page.locator("#plan-competitors-1-competitor-name").fill("Market Bread Co");

    await page.getByTestId("plan-submit").click();
    await page.getByTestId("plan-submitted").getByText("Version 1 of your business plan was submitted.").waitFor({ timeout: 30_000 });
    await page.getByTestId("plan-version").getByText("Last submitted: version 1.").waitFor();
    const [plan] = await learner.database.db.select().from(businessPlans).where(eq(businessPlans.userId, id));
    expect(plan?.versionNumber).toBe(1);
    await expect.poll(async () => (await drafts()).length, { timeout: 30_000 }).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `compass.business-plan.draft.${id}`)).toBeNull();

    const planDownload = page.getByTestId("plan-download");
    await expect.poll(() => planDownload.isEnabled()).toBe(true);
    const planPdf = await downloaded(page, () => planDownload.click());
    expect(planPdf.name).toMatch(/\.pdf$/);
    expect(planPdf.head).toBe("%PDF");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // ---- The overview: all three tools' state ------------------------------------------------------
    await page.getByTestId("tab-overview").click();
    await page.getByTestId("tool-survey-state").getByText("Submitted").waitFor({ timeout: 30_000 });
    await page.getByTestId("tool-plan-state").getByText("Submitted").waitFor();
    await page.getByTestId("tool-cashflow-state").getByText("Not started").waitFor();
    await page.getByTestId("tool-survey-version").getByText("Version 1").waitFor();
    await page.getByTestId("tool-plan-version").getByText("Version 1").waitFor();
    expect(await page.getByTestId("tool-plan-download").isEnabled()).toBe(true);
    expect(await page.getByTestId("tool-cashflow-download").isDisabled()).toBe(true);
    expect(await page.getByTestId("tool-cashflow-open").getAttribute("href")).toBe("/cashflow-tool");
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 240_000);

  it("works on a phone: every part of the page at 375 px", async () => {
    const page = await learner.signedIn(375, 800);
    await page.goto("/my-business");
    await page.getByTestId("tool-plan-state").getByText("Submitted").waitFor({ timeout: 30_000 });
    await page.getByTestId("profile-details").waitFor({ timeout: 30_000 });
    await checked(page);

    await page.getByTestId("tool-plan-open").click();
    await page.getByTestId("plan-editor").waitFor({ timeout: 30_000 });
    await page.locator("#plan-competitors-0-competitor-name").waitFor();
    // The tables are cards on a phone: each field with its own label on screen.
    expect(await page.getByTestId("competitor-row").first().getByText("Competitor's name").isVisible()).toBe(true);
    await page.getByTestId("product-warning").waitFor();
    await checked(page);

    await page.goto("/my-business?tool=survey");
    await page.getByTestId("survey-editor").waitFor({ timeout: 30_000 });
    await page.getByTestId("survey-version").getByText("Last submitted: version 1.").waitFor();
    await checked(page);

    await page.goto("/my-business?tool=results");
    await page.getByTestId("survey-scores").waitFor({ timeout: 30_000 });
    await page.getByTestId("suggestions").waitFor({ timeout: 30_000 });
    await checked(page);
  }, 120_000);
});
