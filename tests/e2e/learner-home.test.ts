/**
 * The learner's home (/) in Chromium at 375 px: with a module assigned by a coach it shows it as
 * the next step (Start, then Continue with its progress once a lesson is done), lists it under
 * 'Assigned to you', shows the completed lesson under 'Recently completed', the next class, and the
 * business tools with their state. Axe finds nothing serious; no horizontal scroll. The account
 * menu's e-mail and text choices save at once.
 */
import { eq } from "drizzle-orm";
import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { classes } from "../../src/server/db/schema/coaching.js";
import { learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { telemetryEvents } from "../../src/server/db/schema/telemetry.js";
import { users } from "../../src/server/db/schema/users.js";
import { assignToJourney } from "../../src/server/rpc/journey/journey-store.js";
import { checked } from "./admin-helpers.js";
import { userFile } from "./browser.js";

const EMAIL = "home.learner@example.com";
const learner = userFile(EMAIL, "STANDARD", async (database) => {
  const db = database.db;
  const [first, second] = await db
    .insert(learningContents)
    .values([
      { title: "Know your numbers", contentType: "ARTICLE", estimatedMinutes: 5, htmlBody: "<p>Start with sales.</p>" },
      { title: "Count your costs", contentType: "ARTICLE", estimatedMinutes: 6, htmlBody: "<p>Then costs.</p>" },
    ])
    .returning();
  const [module] = await db.insert(learningModules).values({ title: "Money first steps" }).returning();
  await db.insert(moduleContents).values([
    { moduleId: module!.id, contentId: first!.id, position: 0 },
    { moduleId: module!.id, contentId: second!.id, position: 1 },
  ]);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
  await assignToJourney(db, user!.id, { moduleId: module!.id }, null);
  const next = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  await db.insert(classes).values({ title: "Pricing workshop", classDate: next.toISOString().slice(0, 10), classTime: "15:00:00", url: "https://example.org/class" });
});

describe("the learner's home", () => {
  it("shows the assigned module as the next step, its progress, what was completed, the next class and the tools", async () => {
    // Through the login form: the sign-in's own telemetry is checked below.
    const page = await learner.signedIn(375, 800, { throughForm: true });
    await page.getByTestId("journey-ready").waitFor({ timeout: 30_000 });
    const next = page.getByTestId("next-step");
    await next.getByRole("heading", { name: "Money first steps" }).waitFor({ timeout: 30_000 });
    await page.getByTestId("home-assigned").getByRole("link", { name: /Money first steps/ }).waitFor();
    await page.getByTestId("home-classes").getByText("Pricing workshop").waitFor({ timeout: 30_000 });
    await page.getByTestId("home-tools").getByText("Not started").first().waitFor();
    await checked(page);
    // The sign-in was counted once (telemetry, sent in a batch a few seconds later).
    const logins = () => learner.database.db.select().from(telemetryEvents).where(eq(telemetryEvents.action, "LOGIN"));
    await expect.poll(async () => (await logins()).length, { timeout: 30_000 }).toBe(1);

    // Start opens the first lesson inside the module; completing it moves the home on.
    await next.getByRole("link", { name: /^Start/ }).click();
    await page.getByRole("heading", { name: "Know your numbers", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Mark as completed" }).click();
    await page.getByTestId("completed-mark").waitFor({ timeout: 30_000 });

    // A reload: the boot sends the first calls while the app's code is still on its way (held
    // here; early-data.ts), and the app takes their answers — each call goes out once.
    const calls: string[] = [];
    page.on("request", (request) => {
      const method = /\/compass\.v1\.CompassService\/(\w+)$/.exec(request.url())?.[1];
      if (method) calls.push(method);
    });
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/.+\.js$/, (route) => (holding && !/\/assets\/index-[\w-]+\.js$/.test(route.request().url()) ? held.push(route) : route.continue()));
    const early = page.waitForRequest(/CompassService\/GetMyLearningJourney$/, { timeout: 30_000 });
    await page.goto("/", { waitUntil: "commit" });
    await early;
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.getByTestId("journey-ready").waitFor({ timeout: 30_000 });
    await next.getByText("1 of 2 done").waitFor({ timeout: 30_000 });
    // The home's classes too (a request with arguments, written out as bytes by the boot): the next class shows.
    await page.getByTestId("home-classes").getByText("Pricing workshop").waitFor({ timeout: 30_000 });
    for (const method of ["GetMyUser", "GetMyState", "GetMyLearningJourney", "ListClasses"]) expect(calls.filter((c) => c === method), method).toHaveLength(1);
    await next.getByRole("link", { name: /^Continue/ }).waitFor();
    await page.getByTestId("home-recent").getByRole("link", { name: "Know your numbers" }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("home-recent").getByText(/^Completed /).count()).toBe(1);
    await checked(page);
  });

  it("opens the account menu from the keyboard even before the menu has loaded, and gives focus back", async () => {
    const page = await learner.signedIn(1280, 800);
    // The menu's module loads when the browser is idle or at first use: hold it back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/account-menu-dropdown-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await page.getByTestId("journey-ready").waitFor({ timeout: 30_000 });
    const button = page.getByTestId("account-menu");
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await page.getByRole("menuitem").count()).toBe(0);
    release();
    await page.getByRole("menuitem", { name: "Sign out" }).waitFor({ timeout: 30_000 });
    await page.keyboard.press("Escape");
    await page.getByRole("menuitem", { name: "Sign out" }).waitFor({ state: "hidden" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("account-menu");
  });

  it("lets the learner choose their e-mail and text messages from the account menu", async () => {
    const page = await learner.signedIn(375, 800);
    await page.goto("/");
    await page.getByTestId("journey-ready").waitFor({ timeout: 30_000 });
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "E-mail and text messages" }).click();
    const dialog = page.getByRole("dialog", { name: "E-mail and text messages" });
    const unread = dialog.getByRole("switch", { name: /E-mail me when a message waits unread/ });
    await unread.waitFor({ timeout: 30_000 });
    expect(await unread.isChecked()).toBe(true);
    expect(await dialog.getByRole("switch", { name: /by text message/ }).isChecked()).toBe(false);
    await checked(page, 375);
    await unread.click();
    await page.getByTestId("preferences-status").getByText("Unread-message e-mails are off.").waitFor({ timeout: 30_000 });
    await dialog.getByRole("switch", { name: /news and updates by e-mail/ }).click();
    await page.getByTestId("preferences-status").getByText("You will get program news by e-mail.").waitFor({ timeout: 30_000 });
    // The progress check-in e-mail (issue #40): a learner's, on until switched off.
    const checkIn = dialog.getByRole("switch", { name: /a check-in on my business's progress/ });
    expect(await checkIn.isChecked()).toBe(true);
    await checkIn.click();
    await page.getByTestId("preferences-status").getByText("Check-in e-mails are off.").waitFor({ timeout: 30_000 });
    const [row] = await learner.database.db
      .select({ unread: users.unreadMessageEmails, news: users.emailUpdates, checkIn: users.impactCheckInEmails })
      .from(users)
      .where(eq(users.email, EMAIL));
    expect(row).toEqual({ unread: false, news: true, checkIn: false });
  });
});

