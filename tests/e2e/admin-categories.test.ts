/**
 * The admin category pages in Chromium with the embedded provider on a test database: an
 * administrator sees 'No Available Data' before any category exists, creates a category and a child
 * of it, edits the child's title (only the title is written; leaving with unsaved edits asks first),
 * is refused a second 'featured' category on the title field, and removes the parent after a dialog
 * that says where it is used. Both pages pass axe and have no horizontal scroll at 375 px. The
 * learning module and content lists show 'No Available Data', then the library, and remove an item
 * after naming the modules and categories that hold it.
 */
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { categories, categoryContents, categoryModules, learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { adminFile, row } from "./admin-helpers.js";
import { scrollWidthOf, seriousAxeViolations } from "./browser.js";

const EMAIL = "content.admin@example.com";
const admin = adminFile(EMAIL);

const serious = seriousAxeViolations;
const scrollWidth = scrollWidthOf;

/** The table row whose first cell (the title) is `title`. */

async function addCategory(page: Page, title: string, parent?: string) {
  await page.getByRole("link", { name: "Add category" }).click();
  await page.getByRole("heading", { name: "Add a category", level: 1 }).waitFor();
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  if (parent) {
    await page.getByRole("combobox", { name: "Parent category" }).click();
    await page.getByRole("option", { name: parent, exact: true }).click();
  }
  await page.getByRole("button", { name: "Create category" }).click();
}

describe("the admin category pages", () => {
  it("create, nest, edit, refuse a second 'featured' and remove categories", async () => {
    const page = await admin.signedIn(1280, 900);
    await page.goto("/admin/categories");
    await page.getByRole("heading", { name: "Categories", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("data-table-empty").filter({ hasText: "No Available Data" }).waitFor();
    expect(await serious(page)).toEqual([]);

    // A category, then a child of it.
    await addCategory(page, "Money basics");
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    await row(page, "Money basics").waitFor();
    await addCategory(page, "Budgets", "Money basics");
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    await row(page, "Budgets").getByRole("cell", { name: "Money basics", exact: true }).waitFor();

    // Editing the child: its own title, never its parent nor itself in the parent list.
    await row(page, "Budgets").getByRole("link", { name: "Edit Budgets" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/add-edit-category" && url.searchParams.has("id"));
    await expect.poll(() => page.getByRole("textbox", { name: /^Title/ }).inputValue()).toBe("Budgets");
    await page.getByRole("textbox", { name: /^Title/ }).fill("Budgets and cash");
    expect(await serious(page)).toEqual([]);
    // Leaving with the edit asks first; staying keeps it.
    await page.getByRole("link", { name: "Back to categories" }).click();
    const unsaved = page.getByRole("dialog", { name: "Leave without saving?" });
    await unsaved.waitFor();
    expect(await serious(page)).toEqual([]);
    await unsaved.getByRole("button", { name: "Stay on this page" }).click();
    await unsaved.waitFor({ state: "hidden" });
    expect(page.url()).toContain("/admin/add-edit-category");
    await expect.poll(() => page.getByRole("textbox", { name: /^Title/ }).inputValue()).toBe("Budgets and cash");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    await row(page, "Budgets and cash").getByRole("cell", { name: "Money basics", exact: true }).waitFor();
    const [money] = await admin.database.db.select().from(categories).where(eq(categories.title, "Money basics"));
    const [child] = await admin.database.db.select().from(categories).where(eq(categories.title, "Budgets and cash"));
    expect(child?.parentCategoryId).toBe(money?.id);

    // One 'featured' category: the second is refused on the title field.
    await addCategory(page, "Featured");
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    await row(page, "Featured").waitFor();
    await addCategory(page, "featured");
    const title = page.getByRole("textbox", { name: /^Title/ });
    await expect.poll(() => title.getAttribute("aria-invalid")).toBe("true");
    await page.getByText("There is already a featured category", { exact: false }).waitFor();
    expect(await serious(page)).toEqual([]);
    // Giving up on it: leaving asks, then goes.
    await page.getByRole("link", { name: "Cancel" }).click();
    await unsaved.waitFor();
    await unsaved.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/categories");

    // Searching by title.
    await page.getByLabel("Search by title").fill("budg");
    await row(page, "Budgets and cash").waitFor();
    await expect.poll(() => row(page, "Featured").count()).toBe(0);
    await page.getByLabel("Search by title").fill("");

    // Removal says where the category is used, and asks first.
    await row(page, "Money basics").getByRole("button", { name: "Remove Money basics" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove 'Money basics'?" });
    await dialog.getByText("1 subcategory (Budgets and cash), which moves to the top level").waitFor();
    expect(await serious(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    await row(page, "Money basics").waitFor();
    await row(page, "Money basics").getByRole("button", { name: "Remove Money basics" }).click();
    await dialog.getByRole("button", { name: "Remove category" }).click();
    await page.getByTestId("categories-announcement").filter({ hasText: "The category 'Money basics' was removed." }).waitFor();
    await expect.poll(() => row(page, "Money basics").count()).toBe(0);
    await row(page, "Budgets and cash").getByRole("cell", { name: "Top level", exact: true }).waitFor();
    expect(await admin.database.db.select().from(categories).where(eq(categories.title, "Money basics"))).toEqual([]);
  });

  it("fit a 375 px phone without horizontal scroll and pass axe", async () => {
    const page = await admin.signedIn(375, 800);
    await page.goto("/admin/categories");
    await page.getByRole("heading", { name: "Categories", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("data-table-status").waitFor();
    await page.getByRole("row").nth(1).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await serious(page)).toEqual([]);

    await page.getByRole("link", { name: "Add category" }).click();
    await page.getByRole("textbox", { name: /^Title/ }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await serious(page)).toEqual([]);

    // The preview shows the top of the learner's page for this category.
    await page.getByRole("textbox", { name: /^Title/ }).fill("Selling online");
    await page.getByRole("textbox", { name: "Description" }).fill("Your shop on the web.");
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("category-preview");
    await preview.getByRole("heading", { name: "Selling online", level: 2 }).waitFor();
    await preview.getByText("Your shop on the web.").waitFor();
    expect(await serious(page)).toEqual([]);
    await page.getByRole("button", { name: "Close" }).click();
    await preview.waitFor({ state: "detached" });

    // Leaving with the typed title asks first.
    await page.goto("/admin/add-edit-category?id=00000000-0000-0000-0000-000000000000");
    await page.getByTestId("category-not-found").waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  });

  it("list learning modules and contents and remove one after naming where it is used", async () => {
    const page = await admin.signedIn(375, 800);
    await page.goto("/admin/modules");
    await page.getByRole("heading", { name: "Learning modules", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("data-table-empty").filter({ hasText: "No Available Data" }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await serious(page)).toEqual([]);

    // A small library: an article and a video, a module holding both, a category holding the module and the article.
    const [article] = await admin.database.db
      .insert(learningContents)
      .values({ title: "Reading a balance sheet", contentType: "ARTICLE", estimatedMinutes: 6, tags: ["finance"] })
      .returning();
    const [video] = await admin.database.db
      .insert(learningContents)
      .values({
        title: "Pricing your work",
        contentType: "YOUTUBE_VIDEO",
        estimatedMinutes: 4,
        video: { id: "dQw4w9WgXcQ", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      })
      .returning();
    const [module] = await admin.database.db.insert(learningModules).values({ title: "Money first steps", estimatedMinutes: 10 }).returning();
    const [category] = await admin.database.db.insert(categories).values({ title: "Getting started" }).returning();
    await admin.database.db.insert(moduleContents).values([
      { moduleId: module!.id, contentId: article!.id, position: 0 },
      { moduleId: module!.id, contentId: video!.id, position: 1 },
    ]);
    await admin.database.db.insert(categoryModules).values({ categoryId: category!.id, moduleId: module!.id, position: 0 });
    await admin.database.db.insert(categoryContents).values({ categoryId: category!.id, contentId: article!.id, position: 0 });

    await page.reload();
    await row(page, "Money first steps").waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await serious(page)).toEqual([]);
    await row(page, "Money first steps").getByRole("button", { name: "Remove Money first steps" }).click();
    const moduleDialog = page.getByRole("dialog", { name: "Remove 'Money first steps'?" });
    await moduleDialog.getByText("Getting started").waitFor();
    await moduleDialog.getByRole("button", { name: "Close" }).click();
    await moduleDialog.waitFor({ state: "hidden" });

    await page.goto("/admin/content");
    await page.getByRole("heading", { name: "Content", level: 1 }).waitFor();
    await row(page, "Pricing your work").getByText("Video", { exact: true }).waitFor();
    await row(page, "Reading a balance sheet").getByText("Article", { exact: true }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await serious(page)).toEqual([]);

    await row(page, "Reading a balance sheet").getByRole("button", { name: "Remove Reading a balance sheet" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove 'Reading a balance sheet'?" });
    await dialog.getByText("In learning modules: Money first steps").waitFor();
    await dialog.getByText("In categories: Getting started").waitFor();
    expect(await serious(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Remove content" }).click();
    await page.getByTestId("content-announcement").filter({ hasText: "'Reading a balance sheet' was removed." }).waitFor();
    await expect.poll(() => row(page, "Reading a balance sheet").count()).toBe(0);
    expect(await admin.database.db.select().from(moduleContents).where(eq(moduleContents.moduleId, module!.id))).toHaveLength(1);
  });
});
