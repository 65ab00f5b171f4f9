/**
 * The admin ordering pages in Chromium with the embedded provider on a test database, at 375 px:
 * on /admin/module-content/:cat an administrator reorders a module's articles and videos from the
 * keyboard on a drag handle (Space, ArrowDown, Space, with @dnd-kit's announcements), by dragging a
 * handle with the mouse, and with the arrow buttons, removes one, adds another and saves; the stored
 * order and a fresh load show it. On /admin/category-content/:cat (opened from the categories list)
 * they add two modules and an article, reorder the modules, are asked before leaving unsaved,
 * save, and the stored lists and a fresh load show the new order. Unknown ids show 'not found'.
 * Both pages pass axe and have no horizontal scroll.
 */
import { asc, eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { categories, categoryContents, categoryModules, learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { adminFile, pick } from "./admin-helpers.js";
import { scrollWidthOf, seriousAxeViolations } from "./browser.js";

const EMAIL = "ordering.admin@example.com";
/** The seeded library's ids by title. */
const ids: Record<string, string> = {};
const admin = adminFile(EMAIL, async (database) => {
  const contents = await database.db
    .insert(learningContents)
    .values(
      ["Opening an account", "Reading a balance sheet", "Pricing your work", "Paying yourself"].map((title, i) => ({
        title,
        contentType: "ARTICLE",
        estimatedMinutes: 5 + i,
      })),
    )
    .returning({ id: learningContents.id, title: learningContents.title });
  const modules = await database.db
    .insert(learningModules)
    .values([{ title: "Money first steps" }, { title: "Growing sales" }, { title: "Hiring well" }])
    .returning({ id: learningModules.id, title: learningModules.title });
  for (const item of [...contents, ...modules]) ids[item.title] = item.id;
  await database.db.insert(moduleContents).values(
    ["Opening an account", "Reading a balance sheet", "Pricing your work"].map((title, position) => ({
      moduleId: ids["Money first steps"]!,
      contentId: ids[title]!,
      position,
    })),
  );
  const [category] = await database.db.insert(categories).values({ title: "Money" }).returning({ id: categories.id });
  ids["Money"] = category!.id;
});
const WIDTH = 375;


/** The titles of a list's rows, in order (each row carries its item's id). */
async function order(page: Page, testId: string): Promise<string[]> {
  const itemIds = await page.getByTestId(testId).evaluateAll((rows) => rows.map((r) => r.getAttribute("data-item-id") ?? ""));
  const titles = new Map(Object.entries(ids).map(([title, id]) => [id, title]));
  return itemIds.map((id) => titles.get(id) ?? id);
}

/** @dnd-kit's own live region (picked up, over, dropped) has said `text`. */
const announced = (page: Page, text: string) => page.locator("[aria-live='assertive']").filter({ hasText: text }).waitFor();

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags `handle` with the mouse until its row sits over `target`'s row, then drops it. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = await center(handle);
  const to = await center(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Past the 4 px activation distance first, then on to the target in small steps.
  await page.mouse.move(from.x, from.y + (to.y > from.y ? 8 : -8), { steps: 4 });
  await page.mouse.move(from.x, to.y, { steps: 12 });
  return async () => page.mouse.up();
}

describe("the admin ordering pages", () => {
  it("reorders a module's contents by keyboard, by mouse and by button, changes them, and keeps the saved order", async () => {
    const page = await admin.signedIn(WIDTH, 800);
    await page.goto("/admin/modules");
    await page.getByRole("heading", { name: "Learning modules", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("link", { name: "Contents Money first steps" }).click();
    await page.waitForURL((url) => url.pathname === `/admin/module-content/${ids["Money first steps"]}`);
    await page.getByRole("heading", { name: "Money first steps", level: 1 }).waitFor();
    const items = () => order(page, "module-contents-item");
    await expect.poll(items).toEqual(["Opening an account", "Reading a balance sheet", "Pricing your work"]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollWidthOf(page)).toBe(WIDTH);

    // Keyboard on the drag handle: Space picks up, ArrowDown moves, Space drops; the focus stays on the handle.
    const handle = page.getByRole("button", { name: "Drag 'Opening an account' to reorder" });
    await handle.focus();
    await page.keyboard.press("Space");
    await announced(page, "Picked up 'Opening an account'. It is at position 1 of 3.");
    await page.keyboard.press("ArrowDown");
    await announced(page, "'Opening an account' is over position 2 of 3.");
    await page.keyboard.press("Space");
    await announced(page, "'Opening an account' dropped at position 2 of 3.");
    await expect.poll(items).toEqual(["Reading a balance sheet", "Opening an account", "Pricing your work"]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Drag 'Opening an account' to reorder");

    // The mouse: the last row's handle dragged onto the first row.
    const rows = page.getByTestId("module-contents-item");
    const drop = await dragWithMouse(page, page.getByRole("button", { name: "Drag 'Pricing your work' to reorder" }), rows.first());
    await announced(page, "'Pricing your work' is over position 1 of 3.");
    await drop();
    // The drag has ended (its drop announced) before anything else is pressed.
    await announced(page, "'Pricing your work' dropped at position 1 of 3.");
    await expect.poll(items).toEqual(["Pricing your work", "Reading a balance sheet", "Opening an account"]);

    // The buttons: announced politely, the focus kept on the moved row. dnd-kit swallows every click
    // for 50 ms after a pointer drag ends (so the drop is not also a click), so press again until
    // the move has happened.
    const up = page.getByRole("button", { name: "Move 'Opening an account' up" });
    await expect
      .poll(async () => {
        if ((await items())[1] !== "Opening an account") await up.click();
        return (await items())[1];
      })
      .toBe("Opening an account");
    await page.getByTestId("module-contents-announcement").filter({ hasText: "'Opening an account' moved to position 2 of 3." }).waitFor();
    await expect.poll(items).toEqual(["Pricing your work", "Opening an account", "Reading a balance sheet"]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move 'Opening an account' up");

    // Remove one, add another.
    await page.getByRole("button", { name: "Remove 'Reading a balance sheet' from the module" }).click();
    await pick(page, "Add an article or video", "Paying yourself", "Add to module");
    await expect.poll(items).toEqual(["Pricing your work", "Opening an account", "Paying yourself"]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollWidthOf(page)).toBe(WIDTH);

    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByTestId("save-status").filter({ hasText: "Changes saved." }).waitFor();
    const stored = await admin.database.db
      .select({ contentId: moduleContents.contentId })
      .from(moduleContents)
      .where(eq(moduleContents.moduleId, ids["Money first steps"]!))
      .orderBy(asc(moduleContents.position));
    expect(stored.map((s) => s.contentId)).toEqual([ids["Pricing your work"], ids["Opening an account"], ids["Paying yourself"]]);

    // A fresh load shows the saved order.
    await page.reload();
    await page.getByRole("heading", { name: "Money first steps", level: 1 }).waitFor({ timeout: 30_000 });
    await expect.poll(items).toEqual(["Pricing your work", "Opening an account", "Paying yourself"]);

    // An unknown module.
    await page.goto("/admin/module-content/no-such-module");
    await page.getByRole("heading", { name: "Learning module not found", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("module-not-found").waitFor();
  });

  it("assigns modules and an article to a category, reorders them, asks before leaving unsaved, and keeps the saved lists", async () => {
    const page = await admin.signedIn(WIDTH, 800);
    await page.goto("/admin/categories");
    await page.getByRole("heading", { name: "Categories", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("link", { name: "Contents Money" }).click();
    await page.waitForURL((url) => url.pathname === `/admin/category-content/${ids["Money"]}`);
    await page.getByRole("heading", { name: "Money", level: 1 }).waitFor();
    await page.getByText("No modules in this category yet.").waitFor();
    await page.getByText("No articles or videos in this category yet.").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollWidthOf(page)).toBe(WIDTH);

    const modules = () => order(page, "category-modules-item");
    const contents = () => order(page, "category-contents-item");
    await pick(page, "Add a learning module", "Money first steps", "Add module");
    await pick(page, "Add a learning module", "Growing sales", "Add module");
    await pick(page, "Add an article or video", "Reading a balance sheet", "Add article or video");
    await expect.poll(modules).toEqual(["Money first steps", "Growing sales"]);
    await expect.poll(contents).toEqual(["Reading a balance sheet"]);

    // Reorder the modules from the keyboard (ArrowUp this time) and check the other list is untouched.
    await page.getByRole("button", { name: "Drag 'Growing sales' to reorder" }).focus();
    await page.keyboard.press("Space");
    await announced(page, "Picked up 'Growing sales'. It is at position 2 of 2.");
    await page.keyboard.press("ArrowUp");
    await announced(page, "'Growing sales' is over position 1 of 2.");
    await page.keyboard.press("Space");
    await announced(page, "'Growing sales' dropped at position 1 of 2.");
    await expect.poll(modules).toEqual(["Growing sales", "Money first steps"]);
    await expect.poll(contents).toEqual(["Reading a balance sheet"]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollWidthOf(page)).toBe(WIDTH);

    // Leaving with unsaved changes asks first.
    await page.getByRole("link", { name: "Back to categories" }).click();
    await page.getByTestId("unsaved-changes-dialog").waitFor();
    await page.getByRole("button", { name: "Stay on this page" }).click();
    await page.getByTestId("unsaved-changes-dialog").waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe(`/admin/category-content/${ids["Money"]}`);

    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByTestId("save-status").filter({ hasText: "Changes saved." }).waitFor();
    const storedModules = await admin.database.db
      .select({ id: categoryModules.moduleId })
      .from(categoryModules)
      .where(eq(categoryModules.categoryId, ids["Money"]!))
      .orderBy(asc(categoryModules.position));
    expect(storedModules.map((m) => m.id)).toEqual([ids["Growing sales"], ids["Money first steps"]]);
    const storedContents = await admin.database.db
      .select({ id: categoryContents.contentId })
      .from(categoryContents)
      .where(eq(categoryContents.categoryId, ids["Money"]!))
      .orderBy(asc(categoryContents.position));
    expect(storedContents.map((c) => c.id)).toEqual([ids["Reading a balance sheet"]]);

    // Saved: leaving asks nothing now, and a fresh load shows the lists.
    await page.reload();
    await page.getByRole("heading", { name: "Money", level: 1 }).waitFor({ timeout: 30_000 });
    await expect.poll(modules).toEqual(["Growing sales", "Money first steps"]);
    await expect.poll(contents).toEqual(["Reading a balance sheet"]);
    await page.getByRole("link", { name: "Back to categories" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/categories");

    // An unknown category.
    await page.goto("/admin/category-content/no-such-category");
    await page.getByRole("heading", { name: "Category not found", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("category-not-found").waitFor();
  });
});
