/**
 * The whole library, built by an administrator through the UI only, in Chromium at 375 px (issue #9
 * §4): an article with a picture uploaded into its text (with its description) and a table, a video
 * from a YouTube link, a learning module of both (added video first, then reordered by keyboard on
 * the drag handle so the article leads), a category with its page text and a 'featured' category,
 * each given its contents from the categories list's 'Contents'. The database then holds exactly
 * that, and the uploaded picture is served immutable, typed and `nosniff`. Every admin page on the
 * way passes axe (nothing serious or critical) and has no horizontal scroll, in a loaded state.
 */
import { asc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { categories, categoryContents, categoryModules, learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { png } from "../unit/files/fixtures.js";
import { adminFile, checked, choose, pick, row } from "./admin-helpers.js";

const EMAIL = "library.admin@example.com";
const admin = adminFile(EMAIL);
const ARTICLE = "Cash flow basics";
const VIDEO = "Pricing your work";
const MODULE = "Money first steps";
const CATEGORY = "Money basics";
const FEATURED = "featured";
const ALT = "A bar chart of monthly cash";
const PAGE_TEXT = "Start here to understand where your money goes.";

/** A list's rows (OrderedList items), by the data-item-id each carries. */
const itemIds = (page: Page, testId: string) => page.getByTestId(testId).evaluateAll((rows) => rows.map((r) => r.getAttribute("data-item-id") ?? ""));

async function idOf(table: typeof learningContents | typeof learningModules | typeof categories, title: string): Promise<string> {
  const [found] = await admin.database.db.select({ id: table.id }).from(table).where(eq(table.title, title));
  expect(found, `'${title}' stored`).toBeDefined();
  return found!.id;
}

async function openContentList(page: Page) {
  await page.goto("/admin/content");
  await page.getByRole("heading", { name: "Content", level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByTestId("data-table-status").waitFor({ timeout: 30_000 });
}

async function writeArticle(page: Page) {
  await openContentList(page);
  await page.getByTestId("data-table-empty").filter({ hasText: "No Available Data" }).waitFor();
  await checked(page);
  await page.getByRole("link", { name: "Add content" }).click();
  await page.getByRole("heading", { name: "Add an article or video", level: 1 }).waitFor({ timeout: 30_000 });
  const editor = page.getByTestId("article-editor");
  await editor.waitFor();
  await checked(page);

  await page.getByRole("textbox", { name: /^Title/ }).fill(ARTICLE);
  await page.getByRole("textbox", { name: "Description" }).fill("Why cash is not profit.");
  await editor.click();
  await page.keyboard.type("Count the cash you expect each month.");
  await page.keyboard.press("Enter");

  // A picture uploaded into the text, then described.
  await choose(page, "Insert a picture", { name: "chart.png", mimeType: "image/png", buffer: await png(800, 500) });
  const picture = editor.locator("img");
  await expect.poll(() => picture.getAttribute("src"), { timeout: 30_000 }).toMatch(/^\/files\//);
  await expect.poll(() => picture.getAttribute("data-uploading")).toBeNull();
  await picture.click();
  await page.getByRole("button", { name: "Describe the picture" }).click();
  await page.getByRole("textbox", { name: "Picture description (alt text)" }).fill(ALT);
  await page.getByRole("button", { name: "Save description" }).click();
  await expect.poll(() => picture.getAttribute("alt")).toBe(ALT);

  // A table of two rows after the paragraph.
  await editor.locator("p").last().click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Insert a table", exact: true }).click();
  await page.getByRole("button", { name: "Insert a table of 3 columns and 2 rows" }).click();
  await expect.poll(() => editor.locator("table tr").count()).toBe(2);
  // The caret lands in the first cell once the editor has taken the new table in: type only then
  // (typed any sooner, the keys went elsewhere on a busy machine).
  await expect
    .poll(() => page.evaluate(() => Boolean(window.getSelection()?.anchorNode?.parentElement?.closest("th, td")) && document.activeElement?.closest("[contenteditable=true]") !== null), { timeout: 30_000 })
    .toBe(true);
  await page.keyboard.type("Month");
  await editor.locator("table").getByText("Month").waitFor({ timeout: 30_000 });
  await checked(page);

  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin/content", { timeout: 30_000 });
  await row(page, ARTICLE).waitFor({ timeout: 30_000 });
}

async function makeVideo(page: Page) {
  await page.getByRole("link", { name: "Add content" }).click();
  await page.getByRole("heading", { name: "Add an article or video", level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByRole("radio", { name: "Video" }).check();
  await page.getByRole("textbox", { name: /^Title/ }).fill(VIDEO);
  await page.getByRole("textbox", { name: /^YouTube link/ }).fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByTestId("video-preview").locator("iframe").waitFor();
  await checked(page);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin/content", { timeout: 30_000 });
  await row(page, VIDEO).waitFor({ timeout: 30_000 });
  await row(page, ARTICLE).waitFor();
  await checked(page);
}

async function buildModule(page: Page, ids: { article: string; video: string }) {
  await page.goto("/admin/modules");
  await page.getByRole("heading", { name: "Learning modules", level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByTestId("data-table-empty").filter({ hasText: "No Available Data" }).waitFor({ timeout: 30_000 });
  await checked(page);
  await page.getByRole("link", { name: "Add learning module" }).click();
  await page.getByRole("heading", { name: "Add a learning module", level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByTestId("module-contents-empty").waitFor({ timeout: 30_000 });
  await checked(page);

  await page.getByRole("textbox", { name: /^Title/ }).fill(MODULE);
  await pick(page, "Add an article or video", VIDEO, "Add to module");
  await pick(page, "Add an article or video", ARTICLE, "Add to module");
  const items = () => itemIds(page, "module-content-item");
  await expect.poll(items).toEqual([ids.video, ids.article]);

  // The article to the top from the keyboard on its drag handle: Space, ArrowUp, Space.
  await page.getByRole("button", { name: `Drag '${ARTICLE}' to reorder` }).focus();
  await page.keyboard.press("Space");
  await page.locator("[aria-live='assertive']").filter({ hasText: `Picked up '${ARTICLE}'. It is at position 2 of 2.` }).waitFor();
  await page.keyboard.press("ArrowUp");
  await page.locator("[aria-live='assertive']").filter({ hasText: `'${ARTICLE}' is over position 1 of 2.` }).waitFor();
  await page.keyboard.press("Space");
  await page.locator("[aria-live='assertive']").filter({ hasText: `'${ARTICLE}' dropped at position 1 of 2.` }).waitFor();
  await expect.poll(items).toEqual([ids.article, ids.video]);
  await checked(page);

  await page.getByRole("button", { name: "Create learning module" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/modules", { timeout: 30_000 });
  await row(page, MODULE).waitFor({ timeout: 30_000 });
  await checked(page);

  // Its contents page shows the saved order.
  await row(page, MODULE).getByRole("link", { name: `Contents ${MODULE}` }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin/module-content/"));
  await page.getByRole("heading", { name: MODULE, level: 1 }).waitFor({ timeout: 30_000 });
  await expect.poll(() => itemIds(page, "module-contents-item")).toEqual([ids.article, ids.video]);
  await checked(page);
}

async function addCategory(page: Page, title: string, pageText?: string) {
  await page.getByRole("link", { name: "Add category" }).click();
  await page.getByRole("heading", { name: "Add a category", level: 1 }).waitFor({ timeout: 30_000 });
  const editor = page.getByTestId("article-editor");
  await editor.waitFor();
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  if (pageText) {
    await editor.click();
    await page.keyboard.type(pageText);
    await editor.getByText(pageText).waitFor();
  }
  await checked(page);
  await page.getByRole("button", { name: "Create category" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/categories", { timeout: 30_000 });
  await row(page, title).waitFor({ timeout: 30_000 });
}

/** From the categories list, a category's 'Contents': add these modules and contents, save. */
async function fillCategory(page: Page, title: string, add: { modules: string[]; contents: string[] }) {
  await row(page, title).getByRole("link", { name: `Contents ${title}` }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin/category-content/"));
  await page.getByRole("heading", { name: title, level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByText("No modules in this category yet.").waitFor();
  await checked(page);
  for (const module of add.modules) await pick(page, "Add a learning module", module, "Add module");
  for (const content of add.contents) await pick(page, "Add an article or video", content, "Add article or video");
  await expect.poll(() => page.getByTestId("category-modules-item").count()).toBe(add.modules.length);
  await expect.poll(() => page.getByTestId("category-contents-item").count()).toBe(add.contents.length);
  await checked(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByTestId("save-status").filter({ hasText: "Changes saved." }).waitFor({ timeout: 30_000 });
  await page.getByRole("link", { name: "Back to categories" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/categories", { timeout: 30_000 });
  await row(page, title).waitFor({ timeout: 30_000 });
}

describe("the whole library, built by an administrator at 375 px", () => {
  it("writes an article and a video, builds a module of both in order, files it in a category and in 'featured'", async () => {
    const page = await admin.signedIn(375, 800);

    // 1–2. The article and the video.
    await writeArticle(page);
    await makeVideo(page);
    const ids = { article: await idOf(learningContents, ARTICLE), video: await idOf(learningContents, VIDEO) };

    // 3. The module of both, the article first.
    await buildModule(page, ids);
    const moduleId = await idOf(learningModules, MODULE);

    // 4. The categories.
    await page.goto("/admin/categories");
    await page.getByRole("heading", { name: "Categories", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("data-table-empty").filter({ hasText: "No Available Data" }).waitFor({ timeout: 30_000 });
    await checked(page);
    await addCategory(page, CATEGORY, PAGE_TEXT);
    await addCategory(page, FEATURED);
    await checked(page);

    // 5. Their contents, from the list's 'Contents'.
    await fillCategory(page, CATEGORY, { modules: [MODULE], contents: [] });
    await fillCategory(page, FEATURED, { modules: [MODULE], contents: [VIDEO] });

    // 6. What the database holds.
    const inModule = await admin.database.db
      .select({ id: moduleContents.contentId })
      .from(moduleContents)
      .where(eq(moduleContents.moduleId, moduleId))
      .orderBy(asc(moduleContents.position));
    expect(inModule.map((c) => c.id)).toEqual([ids.article, ids.video]);

    const categoryId = await idOf(categories, CATEGORY);
    const featuredId = await idOf(categories, FEATURED);
    const modulesOf = async (id: string) =>
      (await admin.database.db.select({ id: categoryModules.moduleId }).from(categoryModules).where(eq(categoryModules.categoryId, id)).orderBy(asc(categoryModules.position))).map(
        (m) => m.id,
      );
    const contentsOf = async (id: string) =>
      (
        await admin.database.db.select({ id: categoryContents.contentId }).from(categoryContents).where(eq(categoryContents.categoryId, id)).orderBy(asc(categoryContents.position))
      ).map((c) => c.id);
    expect(await modulesOf(categoryId)).toEqual([moduleId]);
    expect(await contentsOf(categoryId)).toEqual([]);
    expect(await modulesOf(featuredId)).toEqual([moduleId]);
    expect(await contentsOf(featuredId)).toEqual([ids.video]);

    const [article] = await admin.database.db.select().from(learningContents).where(eq(learningContents.id, ids.article));
    expect(article?.contentType).toBe("ARTICLE");
    const body = article?.htmlBody ?? "";
    const img = /<img\b[^>]*>/.exec(body)?.[0] ?? "";
    expect(img).toMatch(/ src="\/files\/[^"]+"/);
    expect(img).toMatch(/ srcset="\/files\/\S+ 320w, \/files\/\S+ 640w"/);
    expect(img).toContain(`alt="${ALT}"`);
    expect(body).toMatch(/<table>.*Month.*<\/table>/s);
    const [video] = await admin.database.db.select().from(learningContents).where(eq(learningContents.id, ids.video));
    expect(video?.contentType).toBe("YOUTUBE_VIDEO");
    expect(video?.video).toEqual({ youtube_id: "dQw4w9WgXcQ", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    const [category] = await admin.database.db.select().from(categories).where(eq(categories.id, categoryId));
    expect(category?.htmlBody).toContain(PAGE_TEXT);

    // 7. The uploaded picture is served, typed, not sniffed and cached for good.
    const src = /src="(\/files\/[^"]+)"/.exec(img)?.[1];
    expect(src).toBeDefined();
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    const headers = served.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-type"]).toMatch(/^image\//);
    expect(headers["cache-control"]).toContain("immutable");
    expect((await served.body()).length).toBeGreaterThan(0);
  });
});
