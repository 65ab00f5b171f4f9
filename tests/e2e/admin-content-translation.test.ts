/**
 * An article's Spanish version (/admin/content-translation; ADR 0036) in Chromium at 375 px: from
 * the content editor of a starter article, an administrator opens its Spanish version (loaded from
 * the starter library), changes its title and saves it; the stored translation has the new title
 * and the English original is unchanged. Then they remove it (after a confirmation). Every state
 * passes axe and has no horizontal scroll.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learningContents, learningContentTranslations } from "../../src/server/db/schema/learning.js";
import { starterArticles } from "../../src/server/starter-library/content/index.js";
import { spanishArticles } from "../../src/server/starter-library/content/es/index.js";
import { seedStarterLibrary } from "../../src/server/starter-library/seed.js";
import { adminFile, checked } from "./admin-helpers.js";

const admin = adminFile("translation.admin@example.com", async (database) => {
  await seedStarterLibrary(database.db);
});
const LOANS = starterArticles.find((a) => a.slug === "types-of-loans")!;
const LOANS_ES = spanishArticles.find((a) => a.slug === "types-of-loans")!;

describe("an article's Spanish version", () => {
  it("is opened from the content editor, edited, saved and removed", async () => {
    const [content] = await admin.database.db.select().from(learningContents).where(eq(learningContents.title, LOANS.title));
    const translation = () =>
      admin.database.db
        .select()
        .from(learningContentTranslations)
        .where(and(eq(learningContentTranslations.contentId, content!.id), eq(learningContentTranslations.language, "es")));

    const page = await admin.signedIn(375, 800);
    await page.goto(`/admin/add-edit-content?id=${content!.id}`);
    await page.getByRole("heading", { name: "Edit article or video", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("open-translation").click();
    await page.getByRole("heading", { name: "Spanish version", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("translation-original").getByText(LOANS.title).waitFor();
    const title = page.getByRole("textbox", { name: /^Title in Spanish/ });
    await expect.poll(() => title.inputValue()).toBe(LOANS_ES.title);
    await page.getByTestId("article-editor").getByText("préstamo", { exact: false }).first().waitFor();
    await checked(page);

    await title.fill("Tipos de préstamos para su negocio");
    await page.getByRole("button", { name: "Save Spanish version" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/content", { timeout: 30_000 });
    await expect.poll(async () => (await translation())[0]?.title).toBe("Tipos de préstamos para su negocio");
    const [original] = await admin.database.db.select().from(learningContents).where(eq(learningContents.id, content!.id));
    expect(original?.title).toBe(LOANS.title);

    // Removed, after a confirmation: the form is empty again, ready for a new one.
    await page.goto(`/admin/content-translation?id=${content!.id}`);
    await page.getByTestId("remove-translation-button").click();
    const dialog = page.getByRole("dialog", { name: "Remove the Spanish version?" });
    await dialog.waitFor();
    await checked(page);
    await dialog.getByRole("button", { name: "Remove the Spanish version" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/content", { timeout: 30_000 });
    await expect.poll(async () => (await translation()).length).toBe(0);
    await page.goto(`/admin/content-translation?id=${content!.id}`);
    await page.getByTestId("translation-form").waitFor({ timeout: 30_000 });
    expect(await page.getByRole("textbox", { name: /^Title in Spanish/ }).inputValue()).toBe("");
    expect(await page.getByTestId("remove-translation-button").count()).toBe(0);
    await checked(page);
  });
});
