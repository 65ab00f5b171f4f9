/**
 * A start page per role, the navigation ordered by role, a refused page that says so, and the
 * unread count on "My messages" (issue #38 items 3 and 4), in Chromium against the real server:
 * - a coach lands on their agenda (at 375 px): the mentee whose message waits unread, their TA
 *   hours this month, the next class; coaching leads the menu, with no learner tools, and
 *   "My messages" carries the unread count; the mentee list shows it too;
 * - an administrator lands on the overview; Administration leads the menu;
 * - a partner (in Spanish) lands on the dashboard and, opening /admin/users, is told the page is
 *   not theirs, with a link back to their start page;
 * - a learner still lands on the journey; a coach's message raises the count on "My messages"
 *   without a reload, and reading it clears the count.
 * axe on each start page and on the refused page; no console errors.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { classes, taTracking } from "../../src/server/db/schema/coaching.js";
import { chatMessages } from "../../src/server/db/schema/messaging.js";
import { bankAccounts, referralCodes, users } from "../../src/server/db/schema/users.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { closePage, createReadyUser, openPage, scrollWidthOf, seriousAxeViolations, startShell, type Shell, type TestPage } from "./browser.js";

const PASSWORD = "the start pages' long passphrase";
const PEOPLE = {
  learner: { email: "start.learner@example.com", firstName: "Lia", lastName: "Moreau", type: "STANDARD" },
  coach: { email: "start.coach@example.com", firstName: "Cora", lastName: "Coach", type: "COACH" },
  admin: { email: "start.admin@example.com", firstName: "Ada", lastName: "Admin", type: "ADMIN" },
  partner: { email: "start.partner@example.com", firstName: "Paula", lastName: "Banker", type: "BANK" },
} as const;
type Person = keyof typeof PEOPLE;
const WAIT = { timeout: 30_000 };

let database: TestDatabase;
let shell: Shell;
const ids: Record<Person, string> = { learner: "", coach: "", admin: "", partner: "" };
const open: TestPage[] = [];

/** YYYY-MM-DD `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await testDatabase();
  shell = await startShell({ database });
  for (const who of Object.keys(PEOPLE) as Person[]) {
    ids[who] = await createReadyUser(database, { ...PEOPLE[who], password: PASSWORD });
  }
  const db = database.db;
  await db.update(users).set({ assignedCoachId: ids.coach }).where(eq(users.id, ids.learner));
  await db.insert(referralCodes).values({ code: "STARTBNK", ownerUserId: ids.partner, kind: "bank" });
  await db.insert(bankAccounts).values({ userId: ids.partner, bankName: "Start Community Bank", referralCode: "STARTBNK" });
  // The learner wrote to the coach, who has not read it yet.
  await db.insert(chatMessages).values({ sentByUserId: ids.learner, sentToUserId: ids.coach, message: "I submitted my plan, could you look?", createdAt: new Date(Date.now() - 10 * 60_000) });
  await db.insert(classes).values({ title: "Pricing workshop", description: "Prices that cover your costs.", classDate: day(3), classTime: "15:00:00", url: "https://meet.example.org/pricing", createdByUserId: ids.admin });
  await db.insert(taTracking).values({
    coachUserId: ids.coach,
    createdByUserId: ids.coach,
    clientUserId: ids.learner,
    clientName: "Lia Moreau",
    dateOfSession: day(0),
    timeSpentHours: 1.5,
    prepTimeHours: 0.5,
    travelTimeHours: 0.25,
    milesTraveled: 12,
    sessionType: "PERSON_TO_PERSON",
    taCategory: "ONGOING_COACHING",
    actionItem: "MARKETING",
    serviceProvided: "Pricing review",
    state: "NM",
    county: "Bernalillo",
    comments: "Went through the price list.",
  });
});
afterAll(async () => {
  await shell?.close();
  await database?.close();
});
afterEach(async () => {
  while (open.length > 0) await closePage(open.pop());
});

/** A new browser context of `width` px (in Spanish with `spanish`), signed in as `who` through the login form. */
async function signIn(who: Person, width: number, spanish = false): Promise<Page> {
  const current = await openPage(shell, width, 800, spanish ? { locale: "es-MX" } : {});
  open.push(current);
  if (spanish) {
    await current.context.addInitScript(() => {
      try {
        window.localStorage.setItem("compass.language", "es");
      } catch {
        // Storage blocked (about:blank): the next document sets it.
      }
    });
  }
  const page = current.page;
  await page.goto("/auth/login");
  const form = page.getByTestId("login-form");
  await form.waitFor(WAIT);
  await page.locator("#auth-field-email").fill(PEOPLE[who].email);
  await page.locator("#auth-field-password").fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"), WAIT);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const nav = (page: Page) => page.locator("#main-navigation");
/** The menu's section titles (lower case) and its links' names as read out (without what is aria-hidden), in order. */
const menu = async (page: Page) => ({
  sections: (await nav(page).locator("section > p").allInnerTexts()).map((s) => s.trim().toLowerCase()),
  links: await nav(page)
    .getByRole("link")
    .evaluateAll((els) =>
      els.map((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]'))) hidden.remove();
        return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
      }),
    ),
});

async function accessible(page: Page, width: number) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await scrollWidthOf(page)).toBeLessThanOrEqual(width);
}

describe("a start page per role (issue #38)", () => {
  it("a coach lands on the agenda: the mentee waiting, TA hours, the next class; coaching leads the menu (375 px)", async () => {
    const page = await signIn("coach", 375);
    await page.waitForURL((url) => url.pathname === "/coach/agenda", WAIT);
    await page.getByRole("heading", { name: "My agenda", level: 1 }).waitFor(WAIT);
    const attention = page.getByTestId("agenda-attention-list").getByRole("listitem").filter({ hasText: "Lia Moreau" });
    await attention.getByTestId("agenda-unread").getByText("1 unread message").waitFor(WAIT);
    await page.getByTestId("agenda-ta-hours").getByText("2.25 hours").waitFor(WAIT);
    await page.getByTestId("agenda-classes").getByText("Pricing workshop").waitFor(WAIT);
    await accessible(page, 375);

    // The phone's drawer: the coach's work first, the unread count on "My messages", no learner tools.
    await page.getByRole("button", { name: "Open navigation" }).click();
    await nav(page).getByTestId("nav-unread-messages").getByText("1", { exact: true }).waitFor(WAIT);
    const { sections, links } = await menu(page);
    expect(sections).toEqual(["coaching", "learning library"]);
    expect(links.slice(0, 3)).toEqual(["My agenda", "Mentees", "My messages, 1 unread"]);
    expect(links).not.toContain("My journey");
    expect(links).not.toContain("My business");
    // Above the fold of the phone's drawer.
    const first = await nav(page).getByRole("link", { name: "My agenda" }).boundingBox();
    expect(first !== null && first.y >= 0 && first.y + first.height <= 800).toBe(true);
    await accessible(page, 375);

    // The mentee list counts it too, with a link to the conversation.
    await nav(page).getByRole("link", { name: "Mentees" }).click();
    await page.getByRole("heading", { name: "Mentees", level: 1 }).waitFor(WAIT);
    await page.getByRole("link", { name: "1 unread message from Lia Moreau: open the conversation" }).waitFor(WAIT);
  });

  it("an administrator lands on the overview; Administration leads the menu", async () => {
    const page = await signIn("admin", 1280);
    await page.waitForURL((url) => url.pathname === "/admin/overview", WAIT);
    await page.getByRole("heading", { name: "Overview", level: 1 }).waitFor(WAIT);
    await page.getByTestId("overview-signups").getByRole("link", { name: "Lia Moreau" }).waitFor(WAIT);
    await page.getByTestId("overview-invitations-empty").waitFor(WAIT);
    await page.getByTestId("overview-reports-empty").waitFor(WAIT);
    await page.getByTestId("overview-storage").getByRole("link", { name: "Largest users" }).waitFor(WAIT);
    const { sections, links } = await menu(page);
    expect(sections[0]).toBe("administration");
    expect(links.slice(0, 2)).toEqual(["Overview", "Users"]);
    expect(links).not.toContain("My journey");
    await accessible(page, 1280);
  });

  it("a partner lands on the dashboard and is told, in Spanish, that /admin/users is not theirs", async () => {
    const page = await signIn("partner", 1280, true);
    await page.waitForURL((url) => url.pathname === "/partner/report/dashboard", WAIT);
    await page.getByRole("heading", { name: "Panel del banco aliado", level: 1 }).waitFor(WAIT);
    expect((await menu(page)).sections[0]).toBe("informes del banco aliado");

    await page.goto("/admin/users");
    const refusal = page.getByTestId("no-access");
    await refusal.getByRole("heading", { name: "No tiene acceso a esta página", level: 1 }).waitFor(WAIT);
    expect(pathOf(page)).toBe("/admin/users");
    expect(await page.title()).toBe("Sin acceso · Compass");
    await accessible(page, 1280);
    await refusal.getByRole("link", { name: "Ir a su página de inicio" }).click();
    await page.getByRole("heading", { name: "Panel del banco aliado", level: 1 }).waitFor(WAIT);
    expect(pathOf(page)).toBe("/partner/report/dashboard");
  });

  it("a learner still lands on the journey; a coach's message is counted on 'My messages' live, and reading it clears the count", async () => {
    const learner = await signIn("learner", 1280);
    await learner.getByTestId("journey-ready").waitFor(WAIT);
    expect(pathOf(learner)).toBe("/");
    const { sections, links } = await menu(learner);
    expect(sections).toEqual(["my learning"]);
    expect(links[0]).toBe("My journey");
    expect(await nav(learner).getByTestId("nav-unread-messages").count()).toBe(0);

    const coach = await signIn("coach", 1280);
    await coach.goto(`/my-messages?with=${ids.learner}`);
    const composer = coach.getByLabel("Message to Lia Moreau");
    await composer.waitFor(WAIT);
    await composer.fill("Yes: let us go through it on Thursday.");
    await composer.press("Enter");

    const count = nav(learner).getByTestId("nav-unread-messages");
    await count.getByText("1", { exact: true }).waitFor(WAIT);
    // Read out with the link: "My messages, 1 unread".
    await nav(learner).getByRole("link", { name: /^My messages\s*,\s*1 unread$/ }).waitFor(WAIT);
    await learner.goto(`/my-messages?with=${ids.coach}`);
    await learner.getByTestId("chat-message").filter({ hasText: "let us go through it on Thursday" }).waitFor(WAIT);
    await count.waitFor({ state: "detached", ...WAIT });
  });
});
