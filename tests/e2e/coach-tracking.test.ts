/**
 * The TA session pages in Chromium: a coach with two mentees logs a session on /coach/add-tracking
 * (the empty form is refused next to its fields with the focus on the first; the client's state
 * and county fill in; 'Review' shows everything before 'Save'), lands on /coach/tracking with a
 * notice, finds the row and its hours in the totals, filters by client and dates, edits the session
 * (only the changed fields are sent) and deletes it after a confirmation; the funder's fields (SBA
 * Form 641: counseling area, session type, language, reportable) are chosen, reviewed and kept. axe-clean at 1280 and
 * 375 px with no sideways scroll.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema/users.js";
import { checked } from "./admin-helpers.js";
import { createReadyUser, userFile } from "./browser.js";

const COACH = "tracking.coach@example.com";

const coach = userFile(COACH, "COACH", async (database) => {
  const [me] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, COACH));
  const mentee = async (email: string, firstName: string, lastName: string, state: string, county: string) => {
    const id = await createReadyUser(database, { email, password: "a long enough passphrase", firstName, lastName });
    await database.db
      .update(users)
      .set({ assignedCoachId: me!.id, addresses: [{ address1: "1 Main St", city: "Town", us_state: state, county, zip_code: "12345" }] })
      .where(eq(users.id, id));
  };
  await mentee("maria.tracking@example.com", "Maria", "Garcia", "NM", "Bernalillo");
  await mentee("joe.tracking@example.com", "Joe", "Baker", "TX", "Travis");
});

/** YYYY-MM-DD `days` before today (local). */
const daysAgo = (days: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** A YYYY-MM-DD date as the pages write it in English ("Dec 1, 2026"). */
const longDate = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

describe("the TA session pages", () => {
  it("lets a coach log, review, find, filter, edit and delete a session", async () => {
    const page = await coach.signedIn(1280, 900);
    await page.goto("/coach/tracking");
    await page.getByRole("heading", { name: "TA sessions", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByText("No Available Data").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId("total-contact").textContent()).toBe("0");
    await checked(page, 1280);

    // The empty form: errors next to the fields, focus on the first.
    await page.getByRole("link", { name: "Log a session" }).click();
    await page.getByRole("heading", { name: "Log a TA session", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Review" }).click();
    await page.getByText("Choose the client.").waitFor();
    // The day is today until it is changed.
    expect(await page.getByLabel("Date of the session").inputValue()).toBe(daysAgo(0));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-path"))).toBe("clientUserId");
    await page.getByRole("status").filter({ hasText: "fields need your attention" }).waitFor();
    await checked(page, 1280);

    // Fill it in: the client's state and county arrive with the client, and how to reach them.
    await page.getByRole("combobox", { name: "Client" }).fill("Mar");
    await page.getByRole("option", { name: "Maria Garcia" }).click();
    await expect.poll(() => page.getByRole("textbox", { name: "State" }).inputValue()).toBe("NM");
    expect(await page.getByRole("textbox", { name: "County" }).inputValue()).toBe("Bernalillo");
    expect(await page.getByRole("textbox", { name: "Contact", exact: true }).inputValue()).toBe("maria.tracking@example.com");
    // A future date and a bad number are refused with the shared rules' words.
    await page.getByLabel("Date of the session").fill(daysAgo(-3));
    await page.getByRole("textbox", { name: "Contact hours" }).fill("30");
    await page.getByRole("button", { name: "Review" }).click();
    await page.getByText("A session cannot be in the future.").waitFor();
    await page.getByText("Give hours from 0 to 24.").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-path"))).toBe("date");

    await page.getByLabel("Date of the session").fill(daysAgo(2));
    await page.getByRole("textbox", { name: "Contact hours" }).fill("1.5");
    await page.getByRole("textbox", { name: "Preparation hours" }).fill("0.5");
    await page.getByRole("textbox", { name: "Travel hours" }).fill("1");
    await page.getByRole("textbox", { name: "Miles traveled" }).fill("22");
    await page.getByRole("combobox", { name: "Session type" }).click();
    await page.getByRole("option", { name: "In person" }).click();
    await page.getByRole("combobox", { name: "TA category" }).click();
    await page.getByRole("option", { name: "Ongoing coaching" }).click();
    await page.getByRole("combobox", { name: "Action item" }).click();
    await page.getByRole("option", { name: "Marketing", exact: true }).click();
    await page.getByLabel("Service provided").fill("Pricing review");
    // The funder's fields (SBA Form 641, issue #40): optional, reportable by default.
    await page.getByRole("combobox", { name: "Counseling area" }).click();
    await page.getByRole("option", { name: "Marketing / sales" }).click();
    await page.getByRole("combobox", { name: "SBA contact type" }).click();
    await page.getByRole("option", { name: "Face to face" }).click();
    await page.getByRole("combobox", { name: "Language of the session" }).click();
    await page.getByRole("option", { name: "Spanish", exact: true }).click();
    expect(await page.getByRole("checkbox", { name: "Include in the funder's report" }).isChecked()).toBe(true);
    await page.getByRole("textbox", { name: "Meals (US$)" }).fill("12.5");
    await page.getByRole("button", { name: "Review" }).click();

    // The review shows everything before saving.
    const review = page.getByTestId("tracking-review");
    await review.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Check the session before saving");
    expect(await review.getByTestId("review-clientUserId").textContent()).toBe("Maria Garcia");
    expect(await review.getByTestId("review-meals").textContent()).toBe("$12.50");
    expect(await review.getByTestId("review-sessionType").textContent()).toBe("In person");
    expect(await review.getByTestId("review-county").textContent()).toBe("Bernalillo");
    expect(await review.getByTestId("review-counselingArea").textContent()).toBe("Marketing / sales");
    expect(await review.getByTestId("review-counselingSessionType").textContent()).toBe("Face to face");
    expect(await review.getByTestId("review-language").textContent()).toBe("Spanish");
    expect(await review.getByTestId("review-reportable").textContent()).toBe("Included");
    await checked(page, 1280);
    await review.getByRole("button", { name: "Save" }).click();

    // Back on the list with a notice; the row and the totals.
    await page.waitForURL((url) => url.pathname === "/coach/tracking", { timeout: 30_000 });
    await page.getByTestId("tracking-notice").getByText(`The session with Maria Garcia on ${longDate(daysAgo(2))} was saved.`).waitFor();
    const maria = page.getByRole("row").filter({ hasText: "Maria Garcia" });
    await maria.waitFor({ timeout: 30_000 });
    expect(await maria.textContent()).toContain("In person");
    await expect.poll(() => page.getByTestId("total-contact").textContent()).toBe("1.5");
    expect(await page.getByTestId("total-prep").textContent()).toBe("0.5");
    expect(await page.getByTestId("total-travel").textContent()).toBe("1");
    expect(await page.getByTestId("total-miles").textContent()).toBe("22");

    // Filters: another client has nothing; a range before the session has nothing.
    await page.getByRole("combobox", { name: "Client" }).click();
    await page.getByRole("option", { name: "Joe Baker" }).click();
    await page.getByText("No Available Data").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId("total-contact").textContent()).toBe("0");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await maria.waitFor({ timeout: 30_000 });
    await page.getByRole("textbox", { name: "To", exact: true }).fill(daysAgo(5));
    await page.getByText("No Available Data").waitFor({ timeout: 30_000 });
    await page.getByRole("textbox", { name: "From", exact: true }).fill(daysAgo(3));
    await page.getByText("The start date is after the end date.").waitFor();
    await page.getByRole("textbox", { name: "To", exact: true }).fill(daysAgo(0));
    await maria.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId("total-contact").textContent()).toBe("1.5");

    // Edit: only the changed hours are sent.
    const edits: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/CoachTATrackingEdit")) edits.push(r.url());
    });
    await maria.getByRole("link", { name: /Edit/ }).click();
    await page.getByRole("heading", { name: "Edit a TA session", level: 1 }).waitFor({ timeout: 30_000 });
    const contact = page.getByRole("textbox", { name: "Contact hours" });
    await expect.poll(() => contact.inputValue()).toBe("1.5");
    expect(await page.getByRole("textbox", { name: "Meals (US$)" }).inputValue()).toBe("12.50");
    expect(await page.getByRole("combobox", { name: "Counseling area" }).inputValue()).toBe("Marketing / sales");
    expect(await page.getByRole("combobox", { name: "Language of the session" }).inputValue()).toBe("Spanish");
    await contact.fill("2.25");
    await page.getByRole("button", { name: "Review" }).click();
    await page.getByTestId("tracking-review").getByRole("button", { name: "Save" }).click();
    await page.waitForURL((url) => url.pathname === "/coach/tracking", { timeout: 30_000 });
    await expect.poll(() => page.getByTestId("total-contact").textContent()).toBe("2.25");
    expect(edits).toHaveLength(1);

    // At a phone's width.
    await page.setViewportSize({ width: 375, height: 800 });
    await maria.waitFor();
    await checked(page, 375);

    // Delete, after a confirmation.
    await maria.getByRole("link", { name: /Edit/ }).click();
    await page.getByRole("heading", { name: "Edit a TA session", level: 1 }).waitFor({ timeout: 30_000 });
    await checked(page, 375);
    await page.getByRole("button", { name: "Delete session" }).click();
    const dialog = page.getByTestId("delete-tracking-dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.waitForURL((url) => url.pathname === "/coach/tracking", { timeout: 30_000 });
    await page.getByTestId("tracking-notice").getByText(/was deleted/).waitFor();
    await page.getByText("No Available Data").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId("total-contact").textContent()).toBe("0");
  });
});
