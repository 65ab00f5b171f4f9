/**
 * The coaching chain end to end in Chromium, three browser contexts on one server (issues #13, #15):
 * an administrator finds a user on /admin/users and makes them a coach on /admin/manage-user, then
 * makes a referral code for the new coach; a borrower signs up with the code's link,
 * confirms the mailed address and completes /welcome (at a phone's width); the coach finds the new
 * mentee on /admin/coach/mentees (business tools not started), assigns a module on manage-mentee —
 * the borrower's home shows it on its next load — then logs a TA session from manage-mentee's
 * "Log a session" (the client already chosen) and finds it on /coach/tracking with its hours in the
 * totals and in the mentee's TA history. axe-clean on each page; no sideways scroll at 375 px.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "../../src/server/db/schema/identity.js";
import { learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { users } from "../../src/server/db/schema/users.js";
import { adminFile, checked } from "./admin-helpers.js";
import { closePage, createReadyUser, openPage, signInThroughForm, type TestPage } from "./browser.js";

// A learner with a completed profile until the administrator makes her a coach.
const COACH = { email: "chain.coach@example.com", password: "the coach's long passphrase", firstName: "Cora", lastName: "Coach" };
const BORROWER = { email: "chain.borrower@example.com", password: "the borrower's long passphrase" };

const admin = adminFile("chain.admin@example.com", async (database) => {
  await createReadyUser(database, COACH);
  const [content] = await database.db
    .insert(learningContents)
    .values({ title: "Price for profit", contentType: "ARTICLE", estimatedMinutes: 5, htmlBody: "<p>Cover your costs.</p>" })
    .returning();
  const [module] = await database.db.insert(learningModules).values({ title: "Pricing basics" }).returning();
  await database.db.insert(moduleContents).values({ moduleId: module!.id, contentId: content!.id, position: 0 });
});

/** YYYY-MM-DD `days` before today (local). */
const daysAgo = (days: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

describe("the coaching chain", () => {
  it("takes a borrower from a coach's referral link to an assigned module and a logged TA session", async () => {
    // 1. The administrator finds Cora on /admin/users and makes her a coach on manage-user.
    const page = await admin.signedIn(1280, 900);
    await page.goto("/admin/users");
    await page.getByRole("heading", { name: "Users", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("searchbox", { name: "Search" }).fill("cora");
    await page.getByTestId("users-count").getByText("1 user matches the filters.").waitFor({ timeout: 30_000 });
    await page.getByRole("link", { name: "Cora Coach", exact: true }).click();
    await page.getByRole("heading", { name: "Cora Coach", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("user-type").getByText("Learner").waitFor();
    await page.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Coach", exact: true }).click();
    await page.getByRole("button", { name: "Change role" }).click();
    await page.getByTestId("user-announcement").filter({ hasText: "Cora Coach is now: Coach." }).waitFor({ timeout: 30_000 });
    await checked(page, 1280);

    // 2. The administrator makes a code for the new coach.
    await page.goto("/admin/referral-code-generator");
    await page.getByRole("heading", { name: "Referral codes", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("combobox", { name: "Owner" }).click();
    await page.getByRole("option", { name: "Cora Coach" }).click();
    await page.getByRole("button", { name: "Create a code" }).click();
    const announced = page.getByTestId("referral-announcement");
    await announced.getByText(/^Code \w+ was created\.$/).waitFor({ timeout: 30_000 });
    const code = /Code (\w+)/.exec((await announced.textContent()) ?? "")![1]!;
    await checked(page, 1280);

    let borrower: TestPage | undefined;
    let coach: TestPage | undefined;
    try {
      // 3. The borrower signs up with the code's link, on a phone, typing the code in lower case.
      borrower = await openPage(admin.shell, 375, 800);
      const b = borrower.page;
      await b.goto(`/auth/signup/${code.toLowerCase()}`);
      await b.getByTestId("signup-form").waitFor({ timeout: 30_000 });
      expect((await b.getByLabel("Referral code (optional)").inputValue()).toUpperCase()).toBe(code);
      await b.getByLabel("E-mail address").fill(BORROWER.email);
      await b.getByLabel("New password").fill(BORROWER.password);
      await b.getByRole("button", { name: "Create account" }).click();
      await b.getByTestId("signup-check-email").waitFor({ timeout: 30_000 });
      let link = "";
      await expect
        .poll(
          async () => {
            const [mail] = await admin.database.db
              .select()
              .from(outboxMessages)
              .where(eq(outboxMessages.recipient, BORROWER.email))
              .orderBy(desc(outboxMessages.createdAt))
              .limit(1);
            link = /(http\S+verify-email\?token=\S+)/.exec(mail?.body ?? "")?.[1] ?? "";
            return link;
          },
          { timeout: 30_000 },
        )
        .not.toBe("");
      await b.goto(link);
      await b.getByTestId("email-verified").waitFor({ timeout: 30_000 });
      await signInThroughForm(b, BORROWER.email, BORROWER.password);
      await b.getByTestId("welcome-form").waitFor({ timeout: 30_000 });
      await b.getByLabel(/^First name/).fill("Maria");
      await b.getByLabel(/^Last name/).fill("Owner");
      await b.getByLabel(/^Phone number/).fill("505-555-0100");
      await b.getByLabel(/^Business name/).fill("Owner Bakery");
      await b.getByLabel(/^Address line 1/).fill("1 Main St");
      await b.getByLabel(/^City/).fill("Taos");
      await b.getByLabel(/^State/).fill("NM");
      await b.getByLabel(/^ZIP code/).fill("87571");
      // Consent to the program's news by text, not by e-mail (the Pinpoint segment's OptOut).
      await b.getByRole("checkbox", { name: "Send me program news by text message" }).check();
      await b.getByRole("button", { name: "Save and continue" }).click();
      await b.getByTestId("journey-ready").waitFor({ timeout: 30_000 });
      const [consents] = await admin.database.db.select({ email: users.emailUpdates, sms: users.smsUpdates }).from(users).where(eq(users.email, BORROWER.email));
      expect(consents).toEqual({ email: false, sms: true });
      expect(await b.getByTestId("home-assigned").getByRole("link", { name: /Pricing basics/ }).count()).toBe(0);

      // 4. The coach finds the new mentee, with the business tools not started yet.
      coach = await openPage(admin.shell, 1280, 900);
      const c = coach.page;
      await signInThroughForm(c, COACH.email, COACH.password);
      await c.goto("/admin/coach/mentees");
      const link2 = c.getByRole("link", { name: "Maria Owner" });
      await link2.waitFor({ timeout: 30_000 });
      const mariaRow = c.getByRole("row").filter({ has: link2 });
      await mariaRow.getByText("Owner Bakery").waitFor();
      await mariaRow.getByText("Cash flow: not started").waitFor();
      await checked(c, 1280);

      // 5. Assigns a module on manage-mentee; the borrower's home shows it at its next load.
      await link2.click();
      await c.getByRole("heading", { name: "Maria Owner", level: 1 }).waitFor({ timeout: 30_000 });
      const picker = c.getByRole("combobox", { name: "Module to assign" });
      await picker.click();
      await picker.fill("pric");
      await c.getByRole("option", { name: "Pricing basics", exact: true }).click();
      await c.getByRole("button", { name: "Assign", exact: true }).click();
      await c.getByTestId("mentee-announcement").filter({ hasText: "'Pricing basics' was assigned." }).waitFor({ timeout: 30_000 });
      await b.goto("/");
      await b.getByTestId("journey-ready").waitFor({ timeout: 30_000 });
      await b.getByTestId("home-assigned").getByRole("link", { name: /Pricing basics/ }).waitFor({ timeout: 30_000 });
      await checked(b, 375);

      // 6. Logs a session from manage-mentee: the client is already chosen, with their state.
      await c.getByRole("link", { name: "Log a session" }).click();
      await c.getByRole("heading", { name: "Log a TA session", level: 1 }).waitFor({ timeout: 30_000 });
      await expect.poll(() => c.getByRole("combobox", { name: "Client" }).inputValue()).toBe("Maria Owner");
      expect(await c.getByRole("textbox", { name: "State" }).inputValue()).toBe("NM");
      await c.getByLabel("Date of the session").fill(daysAgo(1));
      await c.getByRole("textbox", { name: "Contact hours" }).fill("2");
      await c.getByRole("textbox", { name: "Preparation hours" }).fill("0.75");
      await c.getByRole("combobox", { name: "Session type" }).click();
      await c.getByRole("option", { name: "In person" }).click();
      await c.getByRole("combobox", { name: "TA category" }).click();
      await c.getByRole("option", { name: "Ongoing coaching" }).click();
      await c.getByLabel("Service provided").fill("Pricing review");
      await c.getByRole("button", { name: "Review" }).click();
      const review = c.getByTestId("tracking-review");
      await review.waitFor();
      expect(await review.getByTestId("review-clientUserId").textContent()).toBe("Maria Owner");
      await checked(c, 1280);
      await review.getByRole("button", { name: "Save" }).click();

      // 7. The session is on /coach/tracking with its hours in the totals, and in the TA history.
      await c.waitForURL((url) => url.pathname === "/coach/tracking", { timeout: 30_000 });
      await c.getByRole("row").filter({ hasText: "Maria Owner" }).waitFor({ timeout: 30_000 });
      await expect.poll(() => c.getByTestId("total-contact").textContent()).toBe("2");
      expect(await c.getByTestId("total-prep").textContent()).toBe("0.75");
      await c.setViewportSize({ width: 375, height: 800 });
      await checked(c, 375);
      await c.goto("/admin/coach/mentees");
      await link2.click();
      await c.getByTestId("mentee-ta-total").getByText("2 hours of contact in 1 session").waitFor({ timeout: 30_000 });
      await checked(c, 375);
    } finally {
      await closePage(borrower);
      await closePage(coach);
    }
  }, 180_000);
});
