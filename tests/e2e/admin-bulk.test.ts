/**
 * Row selection on the admin lists in Chromium at 375 px: an administrator selects two articles
 * and adds them to a category at once, then selects two and removes them after a dialog that names
 * where each is used; a module is added to a category the same way; two categories are removed
 * together, their subcategory moving to the top level. The selection bar passes axe and the page
 * has no horizontal scroll.
 */
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { categories, categoryContents, categoryModules, learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { adminFile } from "./admin-helpers.js";
import { scrollWidthOf, seriousAxeViolations } from "./browser.js";

const EMAIL = "bulk.admin@example.com";
const admin = adminFile(EMAIL);

async function chooseCategory(page: Page, title: string) {
  await page.getByRole("combobox", { name: "Add the selection to a category" }).click();
  await page.getByRole("option", { name: title, exact: true }).click();
  await page.getByRole("button", { name: "Add to category" }).click();
}

describe("bulk actions on the admin lists", () => {
  it("adds selected articles to a category, removes selected ones after naming their use, and adds a module", async () => {
    const [budget, pricing, hiring] = await admin.database.db
      .insert(learningContents)
      .values([
        { title: "Budget basics", contentType: "ARTICLE", estimatedMinutes: 5 },
        { title: "Pricing basics", contentType: "ARTICLE", estimatedMinutes: 5 },
        { title: "Hiring basics", contentType: "ARTICLE", estimatedMinutes: 5 },
      ])
      .returning();
    const [money] = await admin.database.db.insert(categories).values({ title: "Money" }).returning();
    const [module] = await admin.database.db.insert(learningModules).values({ title: "Getting started" }).returning();
    await admin.database.db.insert(moduleContents).values({ moduleId: module!.id, contentId: hiring!.id, position: 0 });

    const page = await admin.signedIn(375, 800);
    await page.goto("/admin/content");
    await page.getByRole("heading", { name: "Content", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("checkbox", { name: "Select row Budget basics" }).check();
    await page.getByRole("checkbox", { name: "Select row Pricing basics" }).check();
    const bar = page.getByTestId("bulk-actions");
    await bar.getByText("2 selected", { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(375);

    await chooseCategory(page, "Money");
    await page.getByTestId("content-announcement").filter({ hasText: "2 items added to 'Money'." }).waitFor({ timeout: 30_000 });
    await bar.waitFor({ state: "detached" });
    const assigned = await admin.database.db.select().from(categoryContents).where(eq(categoryContents.categoryId, money!.id));
    expect(assigned.map((a) => a.contentId).sort()).toEqual([budget!.id, pricing!.id].sort());

    // Removing two: the dialog says where each one is used before anything goes.
    await page.getByRole("checkbox", { name: "Select row Pricing basics" }).check();
    await page.getByRole("checkbox", { name: "Select row Hiring basics" }).check();
    await page.getByRole("button", { name: "Remove 2 selected items" }).click();
    const dialog = page.getByTestId("bulk-remove-dialog");
    await dialog.getByText("In categories: Money").waitFor();
    await dialog.getByText("In learning modules: Getting started").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Remove 2 selected items" }).click();
    await page.getByTestId("content-announcement").filter({ hasText: "2 items removed." }).waitFor({ timeout: 30_000 });
    const left = await admin.database.db.select({ title: learningContents.title }).from(learningContents);
    expect(left.map((c) => c.title)).toEqual(["Budget basics"]);
    expect(await admin.database.db.select().from(moduleContents).where(eq(moduleContents.moduleId, module!.id))).toEqual([]);

    // Modules: the same bar.
    await page.goto("/admin/modules");
    await page.getByRole("heading", { name: "Learning modules", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("checkbox", { name: "Select row Getting started" }).check();
    await chooseCategory(page, "Money");
    await page.getByTestId("modules-announcement").filter({ hasText: "1 item added to 'Money'." }).waitFor({ timeout: 30_000 });
    const modules = await admin.database.db.select().from(categoryModules).where(eq(categoryModules.categoryId, money!.id));
    expect(modules.map((m) => m.moduleId)).toEqual([module!.id]);
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(375);
  });

  it("removes selected categories together after saying what each one's removal changes", async () => {
    const [old, spare] = await admin.database.db.insert(categories).values([{ title: "Old topics" }, { title: "Spare" }]).returning();
    const [child] = await admin.database.db.insert(categories).values({ title: "Still useful", parentCategoryId: old!.id }).returning();

    const page = await admin.signedIn(375, 800);
    await page.goto("/admin/categories");
    await page.getByRole("heading", { name: "Categories", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("checkbox", { name: "Select row Old topics" }).check();
    await page.getByRole("checkbox", { name: "Select row Spare" }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Remove 2 selected items" }).click();
    const dialog = page.getByTestId("bulk-remove-dialog");
    await dialog.getByText("1 subcategory (Still useful), which moves to the top level").waitFor();
    await dialog.getByRole("button", { name: "Remove 2 selected items" }).click();
    await page.getByTestId("categories-announcement").filter({ hasText: "2 items removed." }).waitFor({ timeout: 30_000 });
    const left = await admin.database.db.select().from(categories).where(eq(categories.id, child!.id));
    expect(left[0]?.parentCategoryId ?? null).toBeNull();
    expect(await admin.database.db.select().from(categories).where(eq(categories.id, spare!.id))).toEqual([]);
  });
});
