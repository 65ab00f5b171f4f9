/**
 * The learning module editor in Chromium with the embedded provider on a test database, at 375 px:
 * an administrator creates a module from two seeded contents, reorders them with the move buttons
 * (each move announced in the polite live region), saves, and after a reload the editor shows the
 * new order, which is also the order stored. The page passes axe and has no horizontal scroll.
 */
import { asc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { adminFile } from "./admin-helpers.js";
import { scrollWidthOf, seriousAxeViolations } from "./browser.js";

const EMAIL = "module.admin@example.com";
const admin = adminFile(EMAIL);

const serious = seriousAxeViolations;
const scrollWidth = scrollWidthOf;

const itemTitles = (page: Page) => page.getByTestId("module-content-item").allInnerTexts();

async function addContent(page: Page, title: string) {
  await page.getByRole("combobox", { name: "Add an article or video" }).click();
  await page.getByRole("option", { name: title, exact: true }).click();
  await page.getByRole("button", { name: "Add to module" }).click();
}

describe("the learning module editor", () => {
  it("creates a module of two contents, reorders them with the buttons and keeps the order after a reload", async () => {
    await admin.database.db.insert(learningContents).values([
      { title: "Reading a balance sheet", contentType: "ARTICLE", estimatedMinutes: 6 },
      {
        title: "Pricing your work",
        contentType: "YOUTUBE_VIDEO",
        estimatedMinutes: 4,
        video: { id: "dQw4w9WgXcQ", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      },
    ]);
    const page = await admin.signedIn(375, 800);
    await page.goto("/admin/modules");
    await page.getByRole("heading", { name: "Learning modules", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("link", { name: "Add learning module" }).click();
    await page.getByRole("heading", { name: "Add a learning module", level: 1 }).waitFor();
    await page.getByTestId("module-contents-empty").waitFor();

    await page.getByRole("textbox", { name: /^Title/ }).fill("Money first steps");
    await page.getByRole("textbox", { name: "Description" }).fill("Where the money goes.");
    await addContent(page, "Reading a balance sheet");
    await addContent(page, "Pricing your work");
    await expect.poll(() => itemTitles(page)).toEqual([expect.stringContaining("Reading a balance sheet"), expect.stringContaining("Pricing your work")]);
    expect(await serious(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

    // Reordering by keyboard: the focused button moves the item, the move is announced.
    await page.getByRole("button", { name: "Move 'Pricing your work' up" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "'Pricing your work' moved to position 1 of 2." }).waitFor();
    await expect.poll(() => itemTitles(page)).toEqual([expect.stringContaining("Pricing your work"), expect.stringContaining("Reading a balance sheet")]);
    // The preview is the learner's module page: its lessons in the chosen order.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("module-preview");
    await preview.getByRole("heading", { name: "Money first steps", level: 2 }).waitFor();
    await expect.poll(() => preview.getByTestId("module-lesson").allInnerTexts()).toEqual([expect.stringContaining("Pricing your work"), expect.stringContaining("Reading a balance sheet")]);
    expect(await serious(page)).toEqual([]);
    await page.getByRole("button", { name: "Close" }).click();
    await preview.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Create learning module" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/modules");

    const [module] = await admin.database.db.select().from(learningModules).where(eq(learningModules.title, "Money first steps"));
    expect(module?.description).toBe("Where the money goes.");
    const stored = await admin.database.db
      .select({ title: learningContents.title })
      .from(moduleContents)
      .innerJoin(learningContents, eq(learningContents.id, moduleContents.contentId))
      .where(eq(moduleContents.moduleId, module!.id))
      .orderBy(asc(moduleContents.position));
    expect(stored.map((s) => s.title)).toEqual(["Pricing your work", "Reading a balance sheet"]);

    // After a reload, the editor shows the saved order.
    await page.goto(`/admin/add-edit-learning-module?id=${module!.id}`);
    await page.reload();
    await page.getByRole("heading", { name: "Edit learning module", level: 1 }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole("textbox", { name: /^Title/ }).inputValue()).toBe("Money first steps");
    await expect.poll(() => itemTitles(page)).toEqual([expect.stringContaining("Pricing your work"), expect.stringContaining("Reading a balance sheet")]);
    expect(await serious(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
