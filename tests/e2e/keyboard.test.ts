/**
 * The learner's main tasks by keyboard only (issue #16 §2), in Chromium at 1280 px: sign in (a
 * wrong password first: its error is announced), find a lesson with the search box (a suggestion
 * picked with the arrow keys) and mark it completed, fill a month of the cash flow (Enter moving
 * down the month) until it says it is saved, and send a chat message to the coach; then remove it
 * through its dialog, which holds focus while open and gives it back when closed. Every stop of
 * the Tab key shows its focus (a ring, or a text field's focus border); the saved, sent, removed
 * and error states are announced by live regions. No mouse, no `fill`, no `click`.
 *
 * And the same pages with the browser's text size at 200 % (Chromium's own font-size setting, as a
 * reader with low vision would set it): the text grows, the layout reflows, nothing scrolls
 * sideways and no control's or heading's words are cut off.
 */
import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { users } from "../../src/server/db/schema/users.js";
import { closePage, createReadyUser, openPage, scrollWidthOf, signInThroughForm, startShell, type Shell, type TestPage } from "./browser.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";

const LEARNER = { email: "keys.learner@example.com", password: "a keyboard user's passphrase", firstName: "Kira", lastName: "Keys" };
const COACH = { email: "keys.coach@example.com", password: "the coach's long passphrase", firstName: "Ada", lastName: "Lopez", type: "COACH" as const };
const WAIT = { timeout: 30_000 };

let database: TestDatabase;
let shell: Shell;
const ids = { lesson: "" };

beforeAll(async () => {
  database = await testDatabase();
  shell = await startShell({ database });
  const learnerId = await createReadyUser(database, LEARNER);
  const coachId = await createReadyUser(database, COACH);
  await database.db.update(users).set({ assignedCoachId: coachId }).where(eq(users.id, learnerId));
  const [first, second] = await database.db
    .insert(learningContents)
    .values([
      { title: "Your first projection", contentType: "ARTICLE", estimatedMinutes: 8, htmlBody: "<h2>Twelve months ahead</h2><p>Start with what you expect to sell.</p>" },
      { title: "Counting your costs", contentType: "ARTICLE", estimatedMinutes: 6, htmlBody: "<p>Then the costs.</p>" },
    ])
    .returning();
  ids.lesson = first!.id;
  const [module] = await database.db.insert(learningModules).values({ title: "Planning ahead", estimatedMinutes: 14 }).returning();
  await database.db.insert(moduleContents).values([
    { moduleId: module!.id, contentId: first!.id, position: 0 },
    { moduleId: module!.id, contentId: second!.id, position: 1 },
  ]);
});
afterAll(async () => {
  await shell?.close();
  await database?.close();
});

interface FocusStop {
  /** The focused element, for messages: tag, id and name. */
  what: string;
  /** Outside the page (the browser's own controls, between the page's last and first stop). */
  outside: boolean;
  /** The focus is drawn: a ring of at least 2 px, or a text field's border in the focus colour. */
  shown: boolean;
}

/** Where the focus is and whether it can be seen (a moment allowed for a border's colour transition). */
async function focusStop(page: Page): Promise<FocusStop> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const stop = await focusNow(page);
    if (stop.shown || Date.now() > deadline) return stop;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const focusNow = (page: Page): Promise<FocusStop> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { what: "(outside the page)", outside: true, shown: true };
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name}"`;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return { what: `${what} (no size)`, outside: false, shown: false };
    const style = getComputedStyle(el);
    const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const probe = document.createElement("span");
    probe.style.color = "var(--mantine-primary-color-filled)";
    document.body.append(probe);
    const focusColour = getComputedStyle(probe).color;
    probe.remove();
    const border = parseFloat(style.borderTopWidth) >= 1 && style.borderTopColor === focusColour;
    const seen = `outline ${style.outlineStyle} ${style.outlineWidth}, border ${style.borderTopWidth} ${style.borderTopColor} (focus colour ${focusColour}), class ${el.className}`;
    return { what: ring || border ? what : `${what}: ${seen}`, outside: false, shown: ring || border };
  });

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus
 * can be seen. Fails, listing the stops, when `max` presses do not get there.
 */
async function tabTo(page: Page, target: Locator, options: { max?: number; back?: boolean } = {}): Promise<void> {
  await target.waitFor(WAIT);
  const stops: string[] = [];
  for (let i = 0; i < (options.max ?? 60); i++) {
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
    const stop = await focusStop(page);
    stops.push(stop.what);
    expect(stop.shown, `focus is not visible on ${stop.what}`).toBe(true);
    if (!stop.outside && (await isFocused(target))) return;
  }
  throw new Error(`Tab did not reach the target; it stopped on: ${stops.join(" → ")}`);
}

/** The name of the focused element (its aria-label, else its id). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.id ?? "");

const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1 }).waitFor(WAIT);

describe("the learner's main tasks by keyboard", () => {
  it("signs in, finds and completes a lesson, fills a month of the cash flow and sends a chat message", { timeout: 300_000 }, async () => {
    let current: TestPage | undefined;
    try {
      current = await openPage(shell, 1280, 900);
      const page = current.page;

      // Sign in: a wrong password first, announced; then the right one.
      await page.goto("/auth/login");
      await page.getByTestId("login-form").waitFor(WAIT);
      const email = page.getByLabel("E-mail address");
      const password = page.locator("#auth-field-password");
      await tabTo(page, email);
      await page.keyboard.type(LEARNER.email);
      await tabTo(page, password);
      await page.keyboard.type("not my passphrase at all");
      const before = current.errors.length;
      await page.keyboard.press("Enter");
      const refusal = page.getByTestId("login-form").getByRole("alert");
      await refusal.first().waitFor(WAIT);
      expect((await refusal.first().innerText()).trim()).not.toBe("");
      // The refused password's 401 from the interaction API: Chromium's own network log line.
      await expect.poll(() => current!.errors.length).toBe(before + 1);
      expect(current.errors.splice(before)).toEqual([expect.stringMatching(/status of 401 \(Unauthorized\).*\/oidc\/interaction\//)]);
      if (!(await isFocused(password))) await tabTo(page, password);
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(LEARNER.password);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => !url.pathname.startsWith("/auth"), WAIT);
      await heading(page, "My journey");
      await page.getByTestId("journey-ready").waitFor(WAIT);

      // Find the lesson with the search box: its suggestion picked with the arrow keys.
      const search = page.getByRole("search").first().getByRole("combobox");
      await tabTo(page, search);
      await page.keyboard.type("projection");
      await page.getByRole("option", { name: "Your first projection" }).waitFor(WAIT);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await heading(page, "Your first projection");
      await page.getByRole("heading", { name: "Twelve months ahead", level: 2 }).waitFor(WAIT);

      // Complete it: announced, and the focus moves to the mark that replaces the button.
      await tabTo(page, page.getByRole("button", { name: "Mark as completed" }));
      await page.keyboard.press("Enter");
      const done = page.getByTestId("completed-mark");
      await done.waitFor(WAIT);
      await page.getByRole("status").filter({ hasText: "You completed this lesson." }).first().waitFor(WAIT);
      await expect.poll(() => isFocused(done), WAIT).toBe(true);
      expect((await focusStop(page)).shown).toBe(true);

      // The cash flow: reached from the navigation; a month's first lines typed, Enter moving down.
      await tabTo(page, page.getByRole("link", { name: "Cashflow tool" }), { back: true, max: 80 });
      await page.keyboard.press("Enter");
      await heading(page, "Cash-flow projection");
      const grid = page.getByTestId("cashflow-grid");
      await grid.waitFor(WAIT);
      const firstSales = grid.locator('input[aria-label^="Cash sales, "]').first();
      const month = ((await firstSales.getAttribute("aria-label")) ?? "").replace("Cash sales, ", "");
      await tabTo(page, firstSales, { max: 200 });
      await page.keyboard.type("2500");
      await page.keyboard.press("Enter");
      expect(await focusedName(page)).toMatch(new RegExp(`, ${month}$`));
      expect(await focusedName(page)).not.toMatch(/^Cash sales/);
      expect((await focusStop(page)).shown).toBe(true);
      await page.keyboard.type("400");
      await page.keyboard.press("Enter");
      expect(await focusedName(page)).toMatch(new RegExp(`, ${month}$`));
      await page.keyboard.type("75");
      await page.keyboard.press("Tab");
      await expect.poll(() => firstSales.inputValue()).toMatch(/^2,?500$/);
      await page.getByTestId("cashflow-save-status").getByText(/^Saved/).waitFor(WAIT);
      expect(await page.getByTestId("cashflow-save-status").getAttribute("role")).toBe("status");

      // A chat message to the coach, from My messages.
      await tabTo(page, page.getByRole("link", { name: "My messages" }), { back: true, max: 250 });
      await page.keyboard.press("Enter");
      await heading(page, "My messages");
      await tabTo(page, page.getByTestId("conversation").filter({ hasText: "Ada Lopez" }));
      await page.keyboard.press("Enter");
      const composer = page.getByLabel("Message to Ada Lopez");
      await page.getByTestId("thread-empty").waitFor(WAIT);
      await tabTo(page, composer);
      await page.keyboard.type("Hello, I filled my first month.");
      await page.keyboard.press("Enter");
      const mine = page.getByTestId("chat-message").filter({ hasText: "Hello, I filled my first month." });
      await mine.waitFor(WAIT);
      await page.getByTestId("thread-announcement").getByText("Message sent.").waitFor(WAIT);

      // Its Remove dialog: focus inside while it is open (Tab goes round within it), back on the
      // button after Escape; then removed from the keyboard, announced, the focus in the composer.
      const remove = mine.getByRole("button", { name: "Remove" });
      await tabTo(page, remove, { back: true });
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await dialog.waitFor(WAIT);
      await expect.poll(() => isFocused(dialog), WAIT).toBe(true);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
        expect(await isFocused(dialog), "Tab left the open dialog").toBe(true);
        expect((await focusStop(page)).shown).toBe(true);
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden", ...WAIT });
      await expect.poll(() => isFocused(remove), WAIT).toBe(true);
      await page.keyboard.press("Enter");
      await dialog.waitFor(WAIT);
      await expect.poll(() => isFocused(dialog.getByRole("button", { name: "Remove", exact: true })), WAIT).toBe(true);
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "hidden", ...WAIT });
      await page.getByTestId("thread-announcement").getByText("Message removed.").waitFor(WAIT);
      await page.getByTestId("chat-message").getByTestId("message-removed").waitFor(WAIT);
      expect(await mine.count()).toBe(0);
      await expect.poll(() => isFocused(composer), WAIT).toBe(true);
    } finally {
      await closePage(current);
    }
  });

  it("keeps every word when the browser's text size is 200 %", { timeout: 180_000 }, async () => {
    let current: TestPage | undefined;
    try {
      current = await openPage(shell, 1280, 900);
      const page = current.page;
      const cdp = await current.context.newCDPSession(page);
      // Chromium's own text-size setting (what Settings → Appearance → Font size changes): 16 → 32 px.
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });

      const check = async (what: string) => {
        await page.getByRole("heading", { level: 1 }).first().waitFor(WAIT);
        expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize)), `${what}: text size`).toBeGreaterThanOrEqual(28);
        expect(await scrollWidthOf(page), `${what}: sideways scroll`).toBeLessThanOrEqual(1280);
        // Headings, buttons, links and labels whose words do not fit their box are cut off.
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("h1, h2, h3, button, a, label, [role=tab], [role=menuitem]")]
            .filter((el) => {
              const box = el.getBoundingClientRect();
              if (box.width === 0 || box.height === 0 || el.closest(".compass-visually-hidden, [aria-hidden=true]")) return false;
              const style = getComputedStyle(el);
              const clips = (v: string) => v === "hidden" || v === "clip";
              return (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) || (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1);
            })
            .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`),
        );
        expect(cut, `${what}: words cut off`).toEqual([]);
      };

      await page.goto("/auth/login");
      await page.getByTestId("login-form").waitFor(WAIT);
      await check("sign-in");
      await signInThroughForm(page, LEARNER.email, LEARNER.password);
      await heading(page, "My journey");
      await page.getByTestId("journey-ready").waitFor(WAIT);
      await check("home");
      await page.goto(`/modules/library/lesson/${ids.lesson}`);
      await heading(page, "Your first projection");
      await check("lesson");
      await page.goto("/cashflow-tool");
      await heading(page, "Cash-flow projection");
      await page.getByTestId("cashflow-grid").or(page.getByTestId("cashflow-guided")).waitFor(WAIT);
      await check("cash flow");
      await page.goto("/my-messages");
      await heading(page, "My messages");
      await check("messages");
    } finally {
      await closePage(current);
    }
  });
});
