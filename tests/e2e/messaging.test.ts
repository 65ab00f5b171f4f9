/**
 * Messaging in Chromium (issue #14), a coach and their mentees in two browser contexts, each with
 * its own live inbox stream:
 * - the learner writes to their coach from /my-messages (with a file) and the coach, on
 *   manage-mentee, sees it arrive without reloading; the coach replies to it and the learner sees
 *   the reply with its quote; the learner reads it and the coach sees 'Read'; the learner removes a
 *   message and both see 'Message removed'; the coach sends a notification, the learner's bell
 *   count rises, the learner opens the bell and marks it read, and the coach finds it read; an
 *   unsent message survives a reload;
 * - a long conversation shows its newest 30 messages at the bottom, loads the older ones when
 *   scrolled to the top without moving what is on screen, and offers a jump to a message that
 *   comes while scrolled up.
 * /my-messages, manage-mentee and the bell's list pass axe at 1280 and 375 px (where the list and
 * the conversation show one at a time); no console errors in either context.
 */
import { eq, inArray } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chatMessages } from "../../src/server/db/schema/messaging.js";
import { users } from "../../src/server/db/schema/users.js";
import { checked, choose } from "./admin-helpers.js";
import { closePage, createReadyUser, openSignedIn, userFile, type TestPage } from "./browser.js";

const COACH = "messaging.coach@example.com";
const LEARNER = { email: "messaging.learner@example.com", password: "a learner's long passphrase", firstName: "Lia", lastName: "Moreau" };
const WAIT = { timeout: 30_000 };

/** A mentee with a long conversation already (45 messages, read), for paging. */
const TALKER = { email: "messaging.talker@example.com", password: "the talker's long passphrase", firstName: "Theo", lastName: "Talk" };
const SEEDED = 45;

let learnerId = "";
let talkerId = "";
let coachId = "";

const coach = userFile(COACH, "COACH", async (database) => {
  const [me] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, COACH));
  coachId = me!.id;
  learnerId = await createReadyUser(database, LEARNER);
  talkerId = await createReadyUser(database, TALKER);
  await database.db.update(users).set({ assignedCoachId: coachId }).where(inArray(users.id, [learnerId, talkerId]));
  const start = Date.now() - 2 * 86_400_000;
  await database.db.insert(chatMessages).values(
    Array.from({ length: SEEDED }, (_, i) => ({
      sentByUserId: i % 2 === 0 ? talkerId : coachId,
      sentToUserId: i % 2 === 0 ? coachId : talkerId,
      message: `Paging message ${i + 1}`,
      isRead: true,
      createdAt: new Date(start + i * 60_000),
    })),
  );
});

/** A message in a conversation by (part of) its text. */
const message = (scope: Page | Locator, text: string) => scope.getByTestId("chat-message").filter({ hasText: text });
/** A message whose text is exactly `text`. */
const exactly = (scope: Locator, text: string) => scope.getByTestId("chat-message").filter({ has: scope.page().getByText(text, { exact: true }) });

describe("messaging between a learner and their coach", () => {
  it("delivers chat, replies, read state, removals and notifications live to both", async () => {
    const coachPage = await coach.signedIn(1280, 900);
    let learner: TestPage | undefined;
    try {
      learner = await openSignedIn(coach.shell, LEARNER.email, LEARNER.password, 1280, 900);
      const page = learner.page;

      // The learner's messages: their coach is listed, ready to start.
      await page.goto("/my-messages");
      await page.getByRole("heading", { name: "My messages", level: 1 }).waitFor(WAIT);
      const coachEntry = page.getByTestId("conversation").filter({ hasText: "Ada Lopez" });
      await coachEntry.getByText("Start a conversation with your coach").waitFor(WAIT);
      await page.getByTestId("thread-choose").waitFor();
      await checked(page, 1280);
      await coachEntry.click();
      await page.waitForURL((url) => url.searchParams.get("with") === coachId, WAIT);
      await page.getByTestId("thread-empty").waitFor(WAIT);

      // The coach opens the mentee's page: the same conversation, empty so far.
      await coachPage.goto(`/admin/coach/manage-mentee?id=${learnerId}`);
      const panel = coachPage.getByTestId("mentee-messaging");
      await panel.getByRole("heading", { name: "Chat with Lia Moreau" }).waitFor(WAIT);
      await panel.getByTestId("thread-empty").waitFor(WAIT);

      // The learner writes with a file (uploaded with its progress shown) and Enter sends; the coach
      // sees it arrive without reloading, its address a link and its file a download.
      const composer = page.getByLabel("Message to Ada Lopez");
      await choose(page, "Attach files", { name: "march-notes.txt", mimeType: "text/plain", buffer: Buffer.from("Cash flow notes for March\n") });
      await page.getByTestId("composer-files").getByText("march-notes.txt", { exact: true }).waitFor(WAIT);
      await composer.fill("Hello coach! My plan is at https://example.com/plan.");
      await composer.press("Enter");
      await message(page, "Hello coach!").waitFor(WAIT);
      expect(await composer.inputValue()).toBe("");
      expect(await page.getByTestId("composer-files").count()).toBe(0);
      const arrived = message(panel, "Hello coach!");
      await arrived.waitFor(WAIT);
      const link = arrived.getByRole("link", { name: "https://example.com/plan" });
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await link.getAttribute("href")).toBe("https://example.com/plan");
      const file = arrived.getByRole("link", { name: "march-notes.txt" });
      await file.waitFor(WAIT);
      expect(await file.getAttribute("href")).toMatch(/^\/files\//);
      // A second one, to remove later.
      await composer.fill("Also: <b>not bold</b>, just text.");
      await composer.press("Enter");
      await message(panel, "Also: <b>not bold</b>, just text.").waitFor(WAIT);

      // The coach replies to the first message; the learner sees the reply with its quote.
      await arrived.getByRole("button", { name: "Reply" }).click();
      await panel.getByTestId("composer-reply").getByText("Hello coach!").waitFor();
      await panel.getByLabel("Message to Lia Moreau").fill("Welcome, Lia. I'll read it today.");
      await panel.getByTestId("composer-send").click();
      const reply = message(page, "Welcome, Lia.");
      await reply.waitFor(WAIT);
      await reply.getByTestId("message-quote").getByText(/Hello coach! My plan is at/).waitFor();
      await page.getByTestId("thread-announcement").getByText(/New message from Ada Lopez/).waitFor(WAIT);

      // The learner has it on screen: the coach sees it read; the learner's messages are read too.
      await message(panel, "Welcome, Lia.").getByTestId("message-status").getByText("Read").waitFor(WAIT);
      await message(page, "Hello coach!").getByTestId("message-status").getByText("Read").waitFor(WAIT);

      // The learner removes their second message: 'Message removed' on both sides.
      await message(page, "not bold").getByRole("button", { name: "Remove" }).click();
      const dialog = page.getByRole("dialog", { name: "Remove this message?" });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Remove", exact: true }).click();
      await page.getByTestId("message-removed").waitFor(WAIT);
      await panel.getByTestId("message-removed").waitFor(WAIT);
      expect(await panel.getByText("not bold").count()).toBe(0);

      // The coach sends a notification: the learner's bell count rises live.
      const bell = page.getByTestId("notification-bell");
      expect(await bell.getAttribute("aria-label")).toBe("Notifications");
      const notifications = coachPage.getByTestId("mentee-notifications");
      await notifications.getByLabel("New notification").fill("Please upload your cash flow: www.example.com/help");
      await notifications.getByRole("button", { name: "Send notification" }).click();
      await notifications.getByTestId("sent-notification").getByText("Not read yet").waitFor(WAIT);
      await page.getByRole("button", { name: "Notifications, 1 unread" }).waitFor(WAIT);
      expect(await page.getByTestId("notification-bell-count").textContent()).toBe("1");

      // The learner opens the bell: the notification, from their coach, with its link; axe-clean.
      await bell.click();
      const centre = page.getByRole("dialog", { name: "Notifications" });
      await centre.waitFor(WAIT);
      const item = centre.getByTestId("notification-item").filter({ hasText: "Please upload your cash flow" });
      await item.getByText("From Ada Lopez").waitFor(WAIT);
      await item.getByTestId("notification-unread").waitFor();
      expect(await item.getByRole("link", { name: "www.example.com/help" }).getAttribute("href")).toBe("https://www.example.com/help");
      await checked(page, 1280);
      await centre.getByRole("button", { name: "Mark all read" }).click();
      await page.getByRole("button", { name: "Notifications", exact: true }).waitFor(WAIT);
      expect(await item.getByTestId("notification-unread").count()).toBe(0);
      await page.keyboard.press("Escape");
      await centre.waitFor({ state: "detached", ...WAIT });
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("notification-bell");
      // The coach sees it read (on the next load: the inbox tells only the recipient of a read notification).
      await coachPage.reload();
      await notifications.getByTestId("sent-notification").getByText("Read", { exact: true }).waitFor(WAIT);
      await message(panel, "Welcome, Lia.").getByTestId("message-status").getByText("Read").waitFor(WAIT);
      await checked(coachPage, 1280);

      // On a phone: the list, then the conversation alone with its way back; the bell's list fits.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/my-messages");
      await page.getByTestId("conversation").filter({ hasText: "Ada Lopez" }).waitFor(WAIT);
      expect(await page.getByTestId("chat-thread").count()).toBe(0);
      await checked(page, 375);
      await page.getByTestId("conversation").filter({ hasText: "Ada Lopez" }).click();
      await message(page, "Welcome, Lia.").waitFor(WAIT);
      expect(await page.getByTestId("conversation-list").isVisible()).toBe(false);
      await checked(page, 375);
      await bell.click();
      await centre.getByTestId("notification-item").first().waitFor(WAIT);
      await checked(page, 375);
      await page.keyboard.press("Escape");
      // An unsent message is kept on the device, per conversation.
      await page.getByLabel("Message to Ada Lopez").fill("A draft I will finish later");
      await page.reload();
      await message(page, "Welcome, Lia.").waitFor(WAIT);
      expect(await page.getByLabel("Message to Ada Lopez").inputValue()).toBe("A draft I will finish later");
      await page.getByRole("link", { name: "All conversations" }).click();
      await page.getByTestId("conversation-list").waitFor(WAIT);
      expect(new URL(page.url()).search).toBe("");
    } finally {
      await closePage(learner);
    }
  });

  it("shows the newest 30 at the bottom, loads older ones at the top in place, and offers a jump to what comes while scrolled up", async () => {
    const coachPage = await coach.signedIn(1280, 900);
    let talker: TestPage | undefined;
    try {
      await coachPage.goto(`/my-messages?with=${talkerId}`);
      const thread = coachPage.getByTestId("chat-thread");
      await message(thread, `Paging message ${SEEDED}`).waitFor(WAIT);
      // The newest page: 30 messages, the newest at the bottom and in view.
      expect(await thread.getByTestId("chat-message").count()).toBe(30);
      expect(await exactly(thread, "Paging message 15").count()).toBe(0);
      const log = thread.getByTestId("thread-log");
      expect(await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(50);
      // The conversation list names the mentee and previews the last message.
      await coachPage.getByTestId("conversation").filter({ hasText: "Theo Talk" }).getByText(`Paging message ${SEEDED}`, { exact: true }).waitFor(WAIT);

      // To the top: the page before comes, and what was on screen stays where it was.
      const sixteenth = exactly(thread, "Paging message 16");
      // Where it shows once the log is scrolled to its top, measured before scrolling there.
      const before = await sixteenth.evaluate((el) => {
        const log = el.closest("[data-testid=thread-log]")!;
        return el.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop;
      });
      await log.evaluate((el) => {
        el.scrollTop = 0;
      });
      await exactly(thread, "Paging message 1").waitFor({ state: "attached", ...WAIT });
      await thread.getByText("This is the beginning of the conversation.").waitFor(WAIT);
      expect(await thread.getByTestId("chat-message").count()).toBe(SEEDED);
      const after = await sixteenth.evaluate((el) => el.getBoundingClientRect().top - el.closest("[data-testid=thread-log]")!.getBoundingClientRect().top);
      expect(Math.abs(after - before)).toBeLessThan(60);
      expect(await log.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

      // Scrolled up, a new message from the mentee offers a jump to it (and is announced).
      talker = await openSignedIn(coach.shell, TALKER.email, TALKER.password, 1280, 900);
      await talker.page.goto(`/my-messages?with=${coachId}`);
      const composer = talker.page.getByLabel("Message to Ada Lopez");
      await composer.fill("Did you see my numbers?");
      await composer.press("Enter");
      const jump = coachPage.getByTestId("thread-jump");
      await jump.getByText("1 new message").waitFor(WAIT);
      await coachPage.getByTestId("thread-announcement").getByText("New message from Theo Talk: Did you see my numbers?").waitFor(WAIT);
      await jump.click();
      await jump.waitFor({ state: "detached", ...WAIT });
      expect(await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(50);
      await checked(coachPage, 1280);
    } finally {
      await closePage(talker);
    }
  });
});
