/**
 * Helpers the admin library e2e files share: one test database, server and Chromium per file with
 * a signed-in administrator (`adminFile`), a file picked through a button's file chooser, and the
 * checks every admin page passes at a phone's width (no serious or critical axe violation, no
 * horizontal scroll).
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { TestDatabase } from "../setup/database.js";
import { scrollWidthOf, seriousAxeViolations, userFile, type UserFile } from "./browser.js";

/** One test database, server and Chromium per file with a signed-in administrator (browser.ts userFile). */
export const adminFile = (email: string, seed?: (database: TestDatabase) => Promise<void>, options?: { env?: Record<string, string> }): UserFile =>
  userFile(email, "ADMIN", seed, options);

/** Clicks the button named `button` and gives its file chooser `file`. */
export async function choose(page: Page, button: RegExp | string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(file);
}

/** The page passes axe (nothing serious or critical) and is no wider than `width` (375 px). */
export async function checked(page: Page, width = 375): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await scrollWidthOf(page)).toBeLessThanOrEqual(width);
}

/**
 * A list's row by its title: the first cell that is not the selection checkbox reads exactly
 * `title` (another column, such as a category's parent, may hold the same words).
 */
export const row = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.locator('td:nth-child(1 of :not(:has(input[type="checkbox"])))').getByText(title, { exact: true }) });

/** Picks `option` in the combobox named `field`, then presses the button named `button` (adds it). */
export async function pick(page: Page, field: string, option: string, button: string): Promise<void> {
  await page.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.getByRole("button", { name: button, exact: true }).click();
}
