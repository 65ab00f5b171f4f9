/**
 * The content editor (/admin/add-edit-content) in Chromium on a test database, at 375 px: an
 * administrator writes an article with a cover picture, a heading, an uploaded picture (with its
 * description) and a table, attaches a file and a link, previews it as a learner sees it and saves;
 * the stored html_body keeps the picture (with its srcset) and the table. Then a video item from a
 * youtu.be link, shown in the editor as soon as the link is one. Editing writes only what changed.
 * Every state passes axe and has no horizontal scroll.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attachments } from "../../src/server/db/schema/files.js";
import { contentAttachments, learningContents } from "../../src/server/db/schema/learning.js";
import { png, pdf } from "../unit/files/fixtures.js";
import { adminFile, checked, choose } from "./admin-helpers.js";
import { seriousAxeViolations } from "./browser.js";

const EMAIL = "content.admin@example.com";
const admin = adminFile(EMAIL);

describe("the content editor", () => {
  it("writes an article with a cover, an uploaded picture and a table, attachments, a preview, and saves it", async () => {
    const page = await admin.signedIn(375, 800);
    await page.goto("/admin/content");
    await page.getByRole("heading", { name: "Content", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("link", { name: "Add content" }).click();
    await page.getByRole("heading", { name: "Add an article or video", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("article-editor").waitFor();
    await checked(page);

    await page.getByRole("textbox", { name: /^Title/ }).fill("Cash flow basics");
    await page.getByRole("textbox", { name: "Description" }).fill("Why cash is not profit.");
    await page.getByRole("textbox", { name: "Estimated minutes" }).fill("7");
    const tags = page.getByRole("combobox", { name: "Tags" });
    await tags.fill("cash");
    await tags.press("Enter");

    // The cover: uploaded with progress, then shown from its image set.
    await choose(page, "Upload a picture", { name: "cover.png", mimeType: "image/png", buffer: await png(900, 600) });
    const cover = page.getByTestId("content-cover");
    await cover.waitFor({ timeout: 30_000 });
    expect(await cover.getAttribute("srcset")).toMatch(/\/files\/\S+ 320w, \/files\/\S+ 640w/);

    // The article: a heading, a paragraph, an uploaded picture with its description, a 3 × 2 table.
    const editor = page.getByTestId("article-editor");
    await editor.click();
    await page.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("Money in, money out");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Count the cash you expect each month.");
    await page.keyboard.press("Enter");
    await choose(page, "Insert a picture", { name: "chart.png", mimeType: "image/png", buffer: await png(800, 500) });
    const picture = editor.locator("img");
    await expect.poll(() => picture.getAttribute("src"), { timeout: 30_000 }).toMatch(/^\/files\//);
    await expect.poll(() => picture.getAttribute("data-uploading")).toBeNull();
    await picture.click();
    await page.getByRole("button", { name: "Describe the picture" }).click();
    await page.getByRole("textbox", { name: "Picture description (alt text)" }).fill("A bar chart of monthly cash");
    await page.getByRole("button", { name: "Save description" }).click();
    await expect.poll(() => picture.getAttribute("alt")).toBe("A bar chart of monthly cash");

    await editor.locator("p").last().click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Insert a table", exact: true }).click();
    await page.getByRole("button", { name: "Insert a table of 3 columns and 2 rows" }).click();
    await expect.poll(() => editor.locator("table tr").count()).toBe(2);
    await page.keyboard.type("Month");

    // Attachments: a PDF uploaded with progress, and a link.
    await choose(page, "Attach a file", { name: "worksheet.pdf", mimeType: "application/pdf", buffer: pdf() });
    await page.getByTestId("content-attachment").filter({ hasText: "worksheet.pdf" }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Add a link" }).click();
    // The dialog's own fields (the page has a Title field too).
    const linkDialog = page.getByRole("dialog", { name: "Add a link" });
    await linkDialog.getByRole("textbox", { name: /^Title/ }).fill("SBA cash-flow guide");
    await linkDialog.getByRole("textbox", { name: /^Address/ }).fill("https://www.sba.gov/business-guide");
    await linkDialog.getByRole("button", { name: "Add link" }).click();
    await page.getByTestId("content-attachment").filter({ hasText: "SBA cash-flow guide" }).waitFor();
    await checked(page);

    // The preview is the learner's view.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("content-preview");
    await preview.getByRole("heading", { name: "Cash flow basics", level: 2 }).waitFor();
    await preview.getByRole("heading", { name: "Money in, money out" }).waitFor();
    expect(await preview.getByRole("img", { name: "A bar chart of monthly cash" }).getAttribute("srcset")).toMatch(/ 320w/);
    expect(await preview.locator("table").count()).toBe(1);
    await preview.getByRole("link", { name: "worksheet.pdf" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Close" }).click();
    await preview.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/content", { timeout: 30_000 });
    await page.getByRole("cell", { name: "Cash flow basics", exact: true }).waitFor();
    // A confirmation naming it, and the new item listed first (not wherever the sort puts it).
    await page.getByTestId("saved-notice").getByText("'Cash flow basics' was added; it is listed first below.").waitFor();
    expect(await page.getByRole("row").nth(1).getByRole("cell", { name: "Cash flow basics", exact: true }).count()).toBe(1);

    const [stored] = await admin.database.db.select().from(learningContents).where(eq(learningContents.title, "Cash flow basics"));
    expect(stored?.contentType).toBe("ARTICLE");
    expect(stored?.estimatedMinutes).toBe(7);
    expect(stored?.tags).toEqual(["cash"]);
    expect(stored?.htmlBody).toContain("<h2>Money in, money out</h2>");
    expect(stored?.htmlBody).toMatch(/<img src="\/files\/[^"]+" srcset="\/files\/\S+ 320w, [^"]+" sizes="[^"]+" alt="A bar chart of monthly cash"|<img[^>]+alt="A bar chart of monthly cash"[^>]*srcset=/);
    expect(stored?.htmlBody).toMatch(/<table>.*<th>.*Month.*<\/th>/s);
    expect(Object.keys(stored?.imageSet ?? {}).sort()).toEqual(["320w", "640w", "original"]);
    const kept = await admin.database.db.select().from(attachments);
    expect(kept.map((a) => a.title).sort()).toEqual(["SBA cash-flow guide", "worksheet.pdf"]);
    const links = await admin.database.db.select().from(contentAttachments).where(eq(contentAttachments.contentId, stored!.id));
    expect(links).toHaveLength(2);

    // Editing: the saved text comes back in the editor; a changed title is all that is written.
    await page.goto(`/admin/add-edit-content?id=${stored!.id}`);
    await page.getByRole("heading", { name: "Edit article or video", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("article-editor").getByRole("heading", { name: "Money in, money out" }).waitFor();
    await expect.poll(() => page.getByTestId("content-attachment").count()).toBe(2);
    await page.getByRole("textbox", { name: /^Title/ }).fill("Cash flow basics, part 1");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/content", { timeout: 30_000 });
    const notice = page.getByTestId("saved-notice");
    await notice.getByText("Your changes to 'Cash flow basics, part 1' were saved.").waitFor();
    expect(await notice.getByRole("link", { name: "Open it" }).getAttribute("href")).toBe(`/admin/add-edit-content?id=${stored!.id}`);
    await notice.getByRole("button", { name: "Close this message" }).click();
    await notice.waitFor({ state: "detached" });
    const [edited] = await admin.database.db.select().from(learningContents).where(eq(learningContents.id, stored!.id));
    expect(edited?.title).toBe("Cash flow basics, part 1");
    expect(edited?.htmlBody).toBe(stored?.htmlBody);
  });

  it("makes a video item from a youtu.be link and shows the video as soon as the link is one", async () => {
    const page = await admin.signedIn(375, 800);
    await page.goto("/admin/add-edit-content");
    await page.getByRole("heading", { name: "Add an article or video", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("radio", { name: "Video" }).check();
    await page.getByRole("textbox", { name: /^Title/ }).fill("Pricing your work");
    const link = page.getByRole("textbox", { name: /^YouTube link/ });
    await link.fill("https://example.com/watch?v=dQw4w9WgXcQ");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page.getByText("This is not a YouTube link. Copy the video's address from YouTube.").waitFor();
    expect(await page.getByTestId("video-preview").count()).toBe(0);

    await link.fill("https://youtu.be/dQw4w9WgXcQ?t=42");
    const frame = page.getByTestId("video-preview").locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    await checked(page);

    // Leaving with unsaved edits asks first.
    await page.getByRole("link", { name: "Back to content" }).click();
    await page.getByTestId("unsaved-changes-dialog").waitFor();
    await page.getByRole("button", { name: "Stay on this page" }).click();

    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/content", { timeout: 30_000 });
    const [stored] = await admin.database.db.select().from(learningContents).where(eq(learningContents.title, "Pricing your work"));
    expect(stored?.contentType).toBe("YOUTUBE_VIDEO");
    expect(stored?.video).toEqual({ youtube_id: "dQw4w9WgXcQ", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    expect(stored?.htmlBody).toBe("");
  });

  it("says so when the item to edit does not exist", async () => {
    const page = await admin.signedIn(375, 800);
    await page.goto("/admin/add-edit-content?id=00000000-0000-4000-8000-000000000000");
    await page.getByTestId("content-not-found").waitFor({ timeout: 30_000 });
    await checked(page);
  });
});
