/**
 * The classes pages in Chromium at 375 px, with the organisation in New York (ORG_TIME_ZONE):
 * an administrator adds a class (a few days ahead, 15:00), edits its title, sees it in the list and
 * deletes another after a confirmation; the editor refuses an empty form, puts the server's refusal
 * of a link on the link's field and warns before leaving with unsaved edits. A learner in Paris then sees the class on /classes at their own time with the
 * zone's name, its 'Join' link (a new tab, noopener), downloads its calendar file (DTSTART the New
 * York 15:00 as UTC) and opens the past classes. Every page passes axe and has no sideways scroll.
 */
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classes } from "../../src/server/db/schema/coaching.js";
import { parseIsoDate, zonedInstant } from "../../src/shared/class-time.js";
import { adminFile, checked, row } from "./admin-helpers.js";
import { closePage, createReadyUser, signInThroughForm, type TestPage } from "./browser.js";

const ZONE = "America/New_York";
const VIEWER_ZONE = "Europe/Paris";
const DAY = 24 * 60 * 60 * 1000;
const admin = adminFile("classes.admin@example.com", undefined, { env: { ORG_TIME_ZONE: ZONE } });

/** The date `days` from now on the organisation's calendar, as YYYY-MM-DD. */
const orgDate = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * DAY));

/** How /classes writes a start: weekday, date, time and the zone's short name, in the viewer's zone. */
const viewerStart = (at: Date) =>
  new Intl.DateTimeFormat("en", { weekday: "long", year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone: VIEWER_ZONE }).format(at);

/** 20260515T190000Z: an instant as the calendar file writes it in UTC. */
const icsUtc = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

describe("the classes pages", () => {
  it("lets an administrator schedule, edit and delete classes, and a learner join one and add it to a calendar", async () => {
    const db = admin.database.db;
    await db.insert(classes).values([
      { title: "Old newsletter class", classDate: orgDate(10), classTime: "10:00:00" },
      { title: "Bookkeeping recap", description: "What we covered last month.", classDate: orgDate(-30), classTime: "09:00:00", url: "https://meet.example.org/recap" },
    ]);
    const day = orgDate(4);

    // The list.
    const page = await admin.signedIn(375, 800);
    await page.goto("/admin/classes");
    await page.getByRole("heading", { name: "Classes", level: 1 }).waitFor({ timeout: 30_000 });
    await row(page, "Old newsletter class").waitFor({ timeout: 30_000 });
    await page.getByTestId("admin-classes-zone").getByText(/America\/New York/).waitFor();
    await checked(page);

    // The editor: an empty form is refused on its fields.
    await page.getByRole("link", { name: "Add class" }).click();
    await page.getByRole("heading", { name: "Add a class", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("class-zone-note").getByText(/America\/New York/).waitFor();
    await page.getByRole("button", { name: "Add class" }).click();
    await page.getByText("Enter a title.").waitFor();
    await page.getByText("Enter the date of the class.").waitFor();
    // The focus moves to the first field in error on the next frame.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-path"))).toBe("title");

    // Leaving with unsaved edits asks first.
    await page.getByLabel("Title").fill("Pricing workshop");
    await page.getByRole("link", { name: "Back to classes" }).click();
    const unsaved = page.getByTestId("unsaved-changes-dialog");
    await unsaved.waitFor();
    await unsaved.getByRole("button", { name: "Stay" }).click();
    await unsaved.waitFor({ state: "detached" });

    await page.getByLabel("Description").fill("Set prices that cover your costs.");
    await page.getByRole("textbox", { name: "Date", exact: true }).fill(day);
    await page.keyboard.press("Tab");
    await page.getByLabel("Start time").fill("15:00");
    await page.getByTestId("class-time-preview").waitFor();
    // A link the server refuses: its words land on the field, which takes the focus.
    const link = page.getByLabel("Link");
    await link.fill("https://ann:secret@meet.example.org/pricing");
    await page.getByRole("button", { name: "Add class" }).click();
    await page.getByText("Remove the user name and password from the link.").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-path"))).toBe("url");
    expect(await link.getAttribute("aria-invalid")).toBe("true");
    await link.fill("https://meet.example.org/pricing");
    // Its length and, for people who come in person, the address.
    await page.getByLabel("Length (minutes)").fill("3");
    await page.getByRole("button", { name: "Add class" }).click();
    await page.getByText("Enter whole minutes from 5 to 720, or leave it empty.").waitFor();
    await page.getByLabel("Length (minutes)").fill("90");
    await page.getByLabel("Address").fill("Community Center, Room 2\n12 Main St, Albuquerque, NM");
    await checked(page);
    await page.getByRole("button", { name: "Add class" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/classes", { timeout: 30_000 });
    await row(page, "Pricing workshop").waitFor({ timeout: 30_000 });
    const [created] = await db.select().from(classes).where(eq(classes.title, "Pricing workshop"));
    expect(created).toMatchObject({ classDate: day, classTime: "15:00:00", url: "https://meet.example.org/pricing", description: "Set prices that cover your costs.", durationMinutes: 90, address: "Community Center, Room 2\n12 Main St, Albuquerque, NM" });

    // Edit: only the title changes.
    await row(page, "Pricing workshop").getByRole("link", { name: /^Edit/ }).click();
    await page.getByRole("heading", { name: "Edit class", level: 1 }).waitFor({ timeout: 30_000 });
    const title = page.getByLabel("Title");
    await expect.poll(() => title.inputValue(), { timeout: 30_000 }).toBe("Pricing workshop");
    expect(await page.getByRole("textbox", { name: "Date", exact: true }).inputValue()).toBe(day);
    await title.fill("Pricing workshop: live");
    await checked(page);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/classes", { timeout: 30_000 });
    await row(page, "Pricing workshop: live").waitFor({ timeout: 30_000 });
    const [edited] = await db.select().from(classes).where(eq(classes.id, created!.id));
    expect(edited).toMatchObject({ title: "Pricing workshop: live", classDate: day, classTime: "15:00:00" });

    // Delete another, after the confirmation.
    await row(page, "Old newsletter class").getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByTestId("delete-class-dialog");
    await dialog.waitFor();
    await checked(page);
    await dialog.getByRole("button", { name: "Delete class" }).click();
    await page.getByTestId("classes-announcement").filter({ hasText: "'Old newsletter class' was deleted." }).waitFor({ timeout: 30_000 });
    await row(page, "Old newsletter class").waitFor({ state: "detached" });
    expect((await db.select({ title: classes.title }).from(classes)).map((c) => c.title).sort()).toEqual(["Bookkeeping recap", "Pricing workshop: live"]);
    await checked(page);

    // A learner in Paris.
    const email = "classes.learner@example.com";
    const password = "another long passphrase";
    await createReadyUser(admin.database, { email, password, firstName: "Lia", lastName: "Moreau" });
    const context = await admin.shell.browser.newContext({
      baseURL: admin.shell.server.url,
      viewport: { width: 375, height: 800 },
      reducedMotion: "reduce",
      timezoneId: VIEWER_ZONE,
      locale: "en-US",
      acceptDownloads: true,
    });
    const learner: TestPage = { context, page: await context.newPage(), errors: [] };
    learner.page.on("console", (message) => {
      if (message.type() === "error") learner.errors.push(`console: ${message.text()}`);
    });
    learner.page.on("pageerror", (error) => learner.errors.push(`pageerror: ${error.message}`));
    try {
      const lp = learner.page;
      await signInThroughForm(lp, email, password);
      await lp.goto("/classes");
      await lp.getByRole("heading", { name: "Classes", level: 1 }).waitFor({ timeout: 30_000 });
      const card = lp.getByTestId("upcoming-class").filter({ has: lp.getByRole("heading", { name: "Pricing workshop: live" }) });
      await card.waitFor({ timeout: 30_000 });
      await lp.getByTestId("classes-zone").getByText(/Europe\/Paris/).waitFor();

      const startsAt = zonedInstant(parseIsoDate(day)!, { hours: 15, minutes: 0, seconds: 0 }, ZONE);
      // Node's and Chromium's ICU may space "3:00 PM" differently (U+202F): compare words.
      const words = (text: string | null) => (text ?? "").replace(/\s+/g, " ");
      expect(words(await card.getByTestId("class-start").textContent())).toBe(words(viewerStart(startsAt)));
      expect(await card.getByTestId("class-start").getAttribute("datetime")).toBe(startsAt.toISOString());
      await card.getByText("Set prices that cover your costs.").waitFor();
      expect(await card.getByTestId("class-duration").textContent()).toBe(" · 1 hour 30 minutes");
      expect(await card.getByTestId("class-address").textContent()).toBe("Where: Community Center, Room 2\n12 Main St, Albuquerque, NM");

      const join = card.getByRole("link", { name: /^Join/ });
      expect(await join.getAttribute("href")).toBe("https://meet.example.org/pricing");
      expect(await join.getAttribute("target")).toBe("_blank");
      expect(await join.getAttribute("rel")).toContain("noopener");
      await checked(lp);

      const downloading = lp.waitForEvent("download", { timeout: 30_000 });
      await card.getByRole("button", { name: /^Add to calendar/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("Pricing-workshop-live.ics");
      const ics = await readFile((await download.path())!, "utf8");
      expect(ics).toContain("BEGIN:VEVENT");
      expect(ics).toContain("SUMMARY:Pricing workshop: live");
      expect(ics).toContain(`DTSTART:${icsUtc(startsAt)}`);
      expect(ics).toContain(`DTEND:${icsUtc(new Date(startsAt.getTime() + 90 * 60 * 1000))}`);
      expect(ics.replace(/\r\n[ \t]/g, "")).toContain("LOCATION:Community Center\\, Room 2\\, 12 Main St\\, Albuquerque\\, NM");
      await lp.getByTestId("classes-announcement").filter({ hasText: "is downloading" }).waitFor();

      // The past ones, behind a button.
      const past = lp.getByRole("button", { name: "Show 1 past class" });
      expect(await past.getAttribute("aria-expanded")).toBe("false");
      await past.click();
      const recap = lp.getByTestId("past-class").filter({ hasText: "Bookkeeping recap" });
      await recap.waitFor();
      expect(await recap.getByRole("button", { name: /Add to calendar/ }).count()).toBe(0);
      expect(await lp.getByRole("button", { name: "Hide past classes" }).getAttribute("aria-expanded")).toBe("true");
      await checked(lp);
    } finally {
      await closePage(learner);
    }
  });
});
