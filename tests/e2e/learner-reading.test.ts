/**
 * The learner's reading path in Chromium at 375 px: Discover shows the 'featured' module first and
 * the topics as cards; a topic shows its module and its video; the module lists its lessons in
 * order; a lesson shows the sanitised article with its attachment and is marked completed (the
 * module then counts it, and the home lists it as completed), and 'Next' and the breadcrumbs move within the module and back. Every page passes axe and has no horizontal scroll.
 */
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { attachments } from "../../src/server/db/schema/files.js";
import { learningCompletionLog } from "../../src/server/db/schema/journey.js";
import { categories, categoryContents, categoryModules, contentAttachments, learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { telemetryEvents } from "../../src/server/db/schema/telemetry.js";
import { checked } from "./admin-helpers.js";
import { userFile } from "./browser.js";

/** The seeded items' ids. */
const ids = { first: "" };
const learner = userFile("reader@example.com", "STANDARD", async (database) => {
  const db = database.db;
  const [first, second, video] = await db
    .insert(learningContents)
    .values([
      { title: "What cash flow is", contentType: "ARTICLE", estimatedMinutes: 5, tags: ["cash"], description: "Money in and money out.", htmlBody: "<h2>Money in, money out</h2><p>Cash flow is the money that moves through your business.</p>" },
      { title: "Your first projection", contentType: "ARTICLE", estimatedMinutes: 8, htmlBody: "<h2>Twelve months ahead</h2><p>Start with what you expect to sell.</p>" },
      { title: "Pricing your work", contentType: "YOUTUBE_VIDEO", estimatedMinutes: 4, video: { youtube_id: "dQw4w9WgXcQ", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" } },
    ])
    .returning();
  ids.first = first!.id;
  const [module] = await db.insert(learningModules).values({ title: "Cash basics", description: "Two short lessons.", estimatedMinutes: 13 }).returning();
  await db.insert(moduleContents).values([
    { moduleId: module!.id, contentId: first!.id, position: 0 },
    { moduleId: module!.id, contentId: second!.id, position: 1 },
  ]);
  const [featured, money] = await db.insert(categories).values([{ title: "featured" }, { title: "Money basics", description: "Keep your business's money healthy." }]).returning();
  await db.insert(categoryModules).values([
    { categoryId: featured!.id, moduleId: module!.id, position: 0 },
    { categoryId: money!.id, moduleId: module!.id, position: 0 },
  ]);
  await db.insert(categoryContents).values({ categoryId: money!.id, contentId: video!.id, position: 0 });
  const [guide] = await db.insert(attachments).values({ url: "https://www.sba.gov/business-guide", contentType: "text/html", title: "SBA business guide" }).returning();
  await db.insert(contentAttachments).values({ contentId: first!.id, attachmentId: guide!.id, position: 0 });
});

const heading = (page: Page, name: string, level = 1) => page.getByRole("heading", { name, level }).waitFor({ timeout: 30_000 });

describe("the learner's reading pages", () => {
  it("go from Discover through a topic and a module to its lessons and back", async () => {
    const page = await learner.signedIn(375, 800);
    await page.goto("/discover");
    await heading(page, "Discover");
    const featured = page.getByTestId("discover-featured");
    await featured.getByRole("link", { name: /Cash basics/ }).waitFor({ timeout: 30_000 });
    await page.getByTestId("discover-categories").getByRole("link", { name: /Money basics/ }).waitFor();
    await checked(page);

    await page.getByTestId("discover-categories").getByRole("link", { name: /Money basics/ }).click();
    await heading(page, "Money basics");
    await page.getByTestId("category-modules").getByRole("link", { name: /Cash basics/ }).waitFor({ timeout: 30_000 });
    await page.getByTestId("category-contents").getByRole("link", { name: /Pricing your work/ }).waitFor();
    await checked(page);

    await page.getByTestId("category-modules").getByRole("link", { name: /Cash basics/ }).click();
    await heading(page, "Cash basics");
    await expect.poll(() => page.getByTestId("module-lesson").allInnerTexts()).toEqual([expect.stringContaining("What cash flow is"), expect.stringContaining("Your first projection")]);
    await page.getByRole("navigation", { name: "You are here" }).getByRole("link", { name: "Money basics" }).waitFor();
    await checked(page);

    await page.getByRole("link", { name: "What cash flow is" }).click();
    await heading(page, "What cash flow is");
    await page.getByRole("heading", { name: "Money in, money out", level: 2 }).waitFor();
    await page.getByRole("link", { name: "SBA business guide" }).waitFor();
    await checked(page);

    // Completing it: the button becomes the done mark, and the module counts it.
    await page.getByRole("button", { name: "Mark as completed" }).click();
    await page.getByTestId("completed-mark").filter({ hasText: "You completed this lesson." }).waitFor({ timeout: 30_000 });
    // The page views went out first (telemetry), so the completion has its time on the page.
    const viewed = await learner.database.db
      .select()
      .from(telemetryEvents)
      .where(and(eq(telemetryEvents.action, "PAGE_VIEW"), eq(telemetryEvents.contentId, ids.first)));
    expect(viewed.length).toBeGreaterThan(0);
    const [logged] = await learner.database.db.select().from(learningCompletionLog).where(eq(learningCompletionLog.contentId, ids.first));
    expect(logged?.timeSpent ?? 0).toBeGreaterThan(0);

    await page.getByRole("link", { name: "Next: Your first projection" }).click();
    await heading(page, "Your first projection");
    await page.getByRole("link", { name: "Previous: What cash flow is" }).waitFor();
    await page.getByRole("link", { name: "Back to the module" }).waitFor();
    await page.getByRole("navigation", { name: "You are here" }).getByRole("link", { name: "Cash basics" }).click();
    await heading(page, "Cash basics");
    await page.getByTestId("module-progress").getByText("1 of 2 done").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId("module-lesson").first().innerText()).toContain("Done");
    await checked(page);

    // Nothing was assigned: the lesson started from Discover is now on the journey, as completed.
    await page.goto("/");
    await page.getByTestId("journey-ready").waitFor({ timeout: 30_000 });
    await page.getByTestId("home-recent").getByRole("link", { name: "What cash flow is" }).waitFor({ timeout: 30_000 });
  });

  it("shows a video lesson through the privacy-enhanced player and says when a topic does not exist", async () => {
    const page = await learner.signedIn(375, 800);
    await page.goto("/discover");
    await page.getByTestId("discover-categories").getByRole("link", { name: /Money basics/ }).click();
    await page.getByTestId("category-contents").getByRole("link", { name: /Pricing your work/ }).click();
    await heading(page, "Pricing your work");
    expect(await page.locator("iframe").getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    await checked(page);

    await page.goto("/discover/category/no-such-topic");
    await heading(page, "Topic not found");
    await checked(page);
  });

  it("find an article with the search box and its results page, and everything with a tag", async () => {
    const page = await learner.signedIn(375, 800);
    await page.goto("/discover");
    await heading(page, "Discover");
    const box = page.getByRole("combobox", { name: "Search the library" }).or(page.getByRole("searchbox", { name: "Search the library" })).first();
    await box.fill("cash");
    await page.getByRole("option", { name: "What cash flow is" }).waitFor({ timeout: 30_000 });
    await checked(page);
    // Enter without picking a suggestion opens the results page.
    await box.press("Enter");
    await heading(page, "Results for 'cash'");
    await page.getByTestId("search-hit").filter({ hasText: "What cash flow is" }).waitFor({ timeout: 30_000 });
    await checked(page);

    await page.getByTestId("search-hit").filter({ hasText: "What cash flow is" }).click();
    await heading(page, "What cash flow is");
    await page.getByRole("link", { name: "cash", exact: true }).click();
    await heading(page, "cash");
    await page.getByTestId("search-hit").filter({ hasText: "What cash flow is" }).waitFor({ timeout: 30_000 });
    await checked(page);

    await page.goto(`/discover/search/${"a".repeat(201)}`);
    await page.getByTestId("search-unusable").getByText(/too long to search for/).waitFor({ timeout: 30_000 });
    await page.goto("/discover/search/!!!");
    await page.getByTestId("search-unusable").getByText("Type a word to search for.").waitFor();
    await page.goto("/discover/search/zzzzqqq");
    await page.getByTestId("search-nothing").waitFor({ timeout: 30_000 });
    await checked(page);
  });
});
