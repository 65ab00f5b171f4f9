/**
 * The classes pages in Chromium at 375 px, with the organisation in New York (ORG_TIME_ZONE):
 * an administrator adds a class (a few days ahead, 15:00), edits its title, sees it in the list and
 * deletes another after a confirmation; the editor refuses an empty form, puts the server's refusal
 * of a link on the link's field and warns before leaving with unsaved edits. A learner in Paris then sees the class on /classes at their own time with the
 * zone's name, its 'Join' link (a new tab, noopener), downloads its calendar file (DTSTART the New
 * York 15:00 as UTC) and opens the past classes. Issue #40: the class carries its Form 888 topic,
 * hours and co-sponsor; the learner registers and the administrator sees it (attendance not yet
 * open), then ticks the learner's attendance at a past class, which the learner sees as "Attended".
 * Every page passes axe and has no sideways scroll.
 */
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classes } from "../../src/server/db/schema/coaching.js";
import { classRegistrations } from "../../src/server/db/schema/counseling.js";
import { users } from "../../src/server/db/schema/users.js";
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
    // The funder's fields (SBA Form 888, issue #40).
    await page.getByRole("combobox", { name: "Training topic" }).click();
    await page.getByRole("option", { name: "Business plan", exact: true }).click();
    await page.getByLabel("Training hours").fill("6.5");
    await page.getByLabel("Co-sponsor").fill("Chamber of Commerce");
    await checked(page);
    await page.getByRole("button", { name: "Add class" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/classes", { timeout: 30_000 });
    await row(page, "Pricing workshop").waitFor({ timeout: 30_000 });
    const [created] = await db.select().from(classes).where(eq(classes.title, "Pricing workshop"));
    expect(created).toMatchObject({ classDate: day, classTime: "15:00:00", url: "https://meet.example.org/pricing", description: "Set prices that cover your costs.", durationMinutes: 90, address: "Community Center, Room 2\n12 Main St, Albuquerque, NM", topic: "BUSINESS_PLAN", trainingHours: 6.5, coSponsor: "Chamber of Commerce" });

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

      // Registration (issue #40): the learner registers, and the administrator sees it on the class.
      await card.getByRole("button", { name: /^Register/ }).click();
      await card.getByTestId("class-registered").waitFor({ timeout: 30_000 });
      await lp.getByTestId("classes-announcement").filter({ hasText: "You are registered for 'Pricing workshop: live'." }).waitFor();
      await card.getByRole("button", { name: /^Cancel registration/ }).waitFor();
      await checked(lp);
      await row(page, "Pricing workshop: live").getByRole("link", { name: /^Edit/ }).click();
      const attendance = page.getByTestId("class-attendance");
      await attendance.getByText("Lia Moreau").waitFor({ timeout: 30_000 });
      await attendance.getByText("Attendance can be marked from the day of the class.").waitFor();
      expect(await attendance.getByRole("checkbox", { name: "Lia Moreau attended" }).isDisabled()).toBe(true);
      await checked(page);

      // Attendance at a past class: the administrator ticks it, the learner sees "Attended".
      const [lia] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const [recapRow] = await db.select({ id: classes.id }).from(classes).where(eq(classes.title, "Bookkeeping recap"));
      await db.insert(classRegistrations).values({ classId: recapRow!.id, userId: lia!.id, registeredAt: new Date(Date.now() - 40 * DAY) });
      await page.goto(`/admin/classes/add?id=${recapRow!.id}`);
      const recapAttendance = page.getByTestId("class-attendance");
      await recapAttendance.getByTestId("attendance-counts").getByText("1 registered, 0 attended.").waitFor({ timeout: 30_000 });
      // The box follows the server: it is ticked once the mark is saved.
      await recapAttendance.getByRole("checkbox", { name: "Lia Moreau attended" }).click();
      await recapAttendance.getByTestId("attendance-status").getByText("Lia Moreau is marked as attending.").waitFor({ timeout: 30_000 });
      await recapAttendance.getByText("1 registered, 1 attended.").waitFor();
      await expect.poll(() => recapAttendance.getByRole("checkbox", { name: "Lia Moreau attended" }).isChecked()).toBe(true);
      await checked(page);
      await lp.reload();
      await lp.getByRole("heading", { name: "Classes", level: 1 }).waitFor({ timeout: 30_000 });

      // The past ones, behind a button.
      const past = lp.getByRole("button", { name: "Show 1 past class" });
      expect(await past.getAttribute("aria-expanded")).toBe("false");
      await past.click();
      const recap = lp.getByTestId("past-class").filter({ hasText: "Bookkeeping recap" });
      await recap.waitFor();
      await recap.getByTestId("class-attended").waitFor({ timeout: 30_000 });
      expect(await recap.getByRole("button", { name: /^Register/ }).count()).toBe(0);
      expect(await recap.getByRole("button", { name: /Add to calendar/ }).count()).toBe(0);
      expect(await lp.getByRole("button", { name: "Hide past classes" }).getAttribute("aria-expanded")).toBe("true");
      await checked(lp);
    } finally {
      await closePage(learner);
    }
  });
});
