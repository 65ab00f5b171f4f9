/**
 * The coach's mentee pages in Chromium: a coach sees their mentee on /admin/coach/mentees (and not
 * another coach's), searches, opens manage-mentee, assigns a module from the picker — the learner,
 * signed in in a second browser context, sees it on their home — then unassigns it after a
 * confirmation; downloads the cash flow the learner submitted (a single-use link opened at once)
 * and is told the business plan is not submitted yet; sends the learner a progress check-in e-mail
 * (a second the same day refused). Every page passes axe at 1280 and 375 px.
 */
import { create } from "@bufbuild/protobuf";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CashflowSchema } from "../../src/gen/compass/v1/compass_pb.js";
import { learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { users } from "../../src/server/db/schema/users.js";
import { documentJson } from "../../src/server/rpc/documents/document-mapper.js";
import { createDocumentStore } from "../../src/server/rpc/documents/document-store.js";
import { checked } from "./admin-helpers.js";
import { closePage, createReadyUser, signInThroughForm, userFile, type TestPage } from "./browser.js";

const COACH = "mentees.coach@example.com";
const LEARNER = { email: "mentees.learner@example.com", password: "a learner's long passphrase", firstName: "Lia", lastName: "Moreau" };
const OTHER = { email: "other.learner@example.com", password: "another long passphrase", firstName: "Otto", lastName: "Other" };

let learnerId = "";

const coach = userFile(COACH, "COACH", async (database) => {
  const db = database.db;
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, COACH));
  const otherCoachId = await createReadyUser(database, { email: "other.coach@example.com", password: "the other coach's passphrase", type: "COACH", firstName: "Oona", lastName: "Coach" });
  learnerId = await createReadyUser(database, LEARNER);
  const otherId = await createReadyUser(database, OTHER);
  await db.update(users).set({ assignedCoachId: me!.id, businessName: "Moreau Bakery" }).where(eq(users.id, learnerId));
  await db.update(users).set({ assignedCoachId: otherCoachId, businessName: "Other Works" }).where(eq(users.id, otherId));

  const [content] = await db
    .insert(learningContents)
    .values({ title: "Price for profit", contentType: "ARTICLE", estimatedMinutes: 5, htmlBody: "<p>Cover your costs.</p>" })
    .returning();
  const [module] = await db.insert(learningModules).values({ title: "Pricing basics" }).returning();
  await db.insert(moduleContents).values({ moduleId: module!.id, contentId: content!.id, position: 0 });
  await db.insert(learningModules).values({ title: "Hiring your first employee" });

  // The learner submitted a cash flow (as SubmitMyCashflow stores it); no plan or survey.
  await createDocumentStore(db, "cashflow").submit(learnerId, documentJson(CashflowSchema, create(CashflowSchema, {})), learnerId, {
    hasSeenCashflow: true,
    hasCompletedCashflow: true,
  });
});

describe("the coach's mentee pages", () => {
  it("lists a coach's own mentees, assigns and unassigns a module the learner sees, and downloads their cash flow", async () => {
    const page = await coach.signedIn(1280, 900);
    await page.goto("/admin/coach/mentees");
    await page.getByRole("heading", { name: "Mentees", level: 1 }).waitFor({ timeout: 30_000 });
    const link = page.getByRole("link", { name: "Lia Moreau" });
    await link.waitFor({ timeout: 30_000 });
    await page.getByTestId("mentees-count").getByText("1 mentee").waitFor();
    expect(await page.getByText("Otto Other").count()).toBe(0);
    const lia = page.getByRole("row").filter({ has: link });
    await lia.getByText("Moreau Bakery").waitFor();
    await lia.getByText("Nothing assigned").waitFor();
    await lia.getByText("Cash flow: submitted").waitFor();
    await lia.getByText("Plan: not started").waitFor();
    await checked(page, 1280);

    // The search: by business, then something nobody matches.
    const search = page.getByLabel("Search by name, e-mail or business");
    await search.fill("bakery");
    await page.getByTestId("mentees-count").getByText("1 of 1 mentees match the search.").waitFor();
    await search.fill("nobody here");
    await page.getByTestId("data-table-empty").waitFor();
    await search.fill("");
    await link.waitFor();

    // Another coach's mentee is not reachable by address either.
    const otherId = (await coach.database.db.select({ id: users.id }).from(users).where(eq(users.email, OTHER.email)))[0]!.id;
    await page.goto(`/admin/coach/manage-mentee?id=${otherId}`);
    await page.getByTestId("mentee-not-found").waitFor({ timeout: 30_000 });

    // Manage-mentee, opened from the list.
    await page.goto("/admin/coach/mentees");
    await link.click();
    await page.waitForURL((url) => url.pathname === "/admin/coach/manage-mentee" && url.searchParams.get("id") === learnerId, { timeout: 30_000 });
    await page.getByRole("heading", { name: "Lia Moreau", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("mentee-profile").getByText(LEARNER.email).waitFor();
    expect(await page.getByTestId("mentee-admin-fields").count()).toBe(0);
    await page.getByTestId("mentee-messaging").getByRole("heading", { name: "Chat with Lia Moreau" }).waitFor();
    await page.getByTestId("mentee-messaging").getByTestId("thread-empty").waitFor({ timeout: 30_000 });
    await page.getByTestId("sent-notifications-empty").waitFor();
    await page.getByTestId("mentee-ta-total").getByText("No sessions logged with this client yet.").waitFor({ timeout: 30_000 });
    expect(await page.getByRole("link", { name: "Log a session" }).getAttribute("href")).toBe(`/coach/add-tracking?client=${learnerId}`);

    // Assign a module from the searchable picker.
    const picker = page.getByRole("combobox", { name: "Module to assign" });
    await picker.click();
    await picker.fill("pric");
    await page.getByRole("option", { name: "Pricing basics", exact: true }).click();
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await page.getByTestId("mentee-announcement").filter({ hasText: "'Pricing basics' was assigned." }).waitFor({ timeout: 30_000 });
    const assigned = page.getByTestId("journey-modules").getByTestId("journey-item").filter({ hasText: "Pricing basics" });
    await assigned.waitFor({ timeout: 30_000 });
    await assigned.getByText("Not done yet").waitFor();
    await checked(page, 1280);

    // The learner, in a second browser context, sees it on their home.
    const context = await coach.shell.browser.newContext({ baseURL: coach.shell.server.url, viewport: { width: 375, height: 800 }, reducedMotion: "reduce" });
    const learner: TestPage = { context, page: await context.newPage(), errors: [] };
    learner.page.on("console", (message) => {
      if (message.type() === "error") learner.errors.push(`console: ${message.text()}`);
    });
    learner.page.on("pageerror", (error) => learner.errors.push(`pageerror: ${error.message}`));
    try {
      await signInThroughForm(learner.page, LEARNER.email, LEARNER.password);
      await learner.page.goto("/");
      await learner.page.getByTestId("journey-ready").waitFor({ timeout: 30_000 });
      await learner.page.getByTestId("home-assigned").getByRole("link", { name: /Pricing basics/ }).waitFor({ timeout: 30_000 });
    } finally {
      await closePage(learner);
    }

    // Unassign, after the confirmation.
    await assigned.getByRole("button", { name: "Unassign Pricing basics" }).click();
    const dialog = page.getByTestId("unassign-dialog");
    await dialog.waitFor();
    await checked(page, 1280);
    await dialog.getByRole("button", { name: "Unassign", exact: true }).click();
    await page.getByTestId("mentee-announcement").filter({ hasText: "'Pricing basics' was unassigned." }).waitFor({ timeout: 30_000 });
    await assigned.waitFor({ state: "detached" });
    await page.getByTestId("mentee-journey").getByText("No modules assigned.").waitFor();

    // Documents: the cash flow downloads through its single-use link; the plan is not submitted yet.
    const downloading = page.waitForEvent("download", { timeout: 30_000 });
    await page.getByTestId("document-cashflow").getByRole("button", { name: /^Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await page.getByTestId("mentee-announcement").filter({ hasText: "is downloading" }).waitFor();
    await page.getByTestId("document-businessPlan").getByRole("button", { name: /^Download/ }).click();
    await page.getByTestId("document-businessPlan-note").getByText("Business plan: not submitted yet.").waitFor({ timeout: 30_000 });

    // The progress check-in e-mail, sent now; a second one the same day is refused, saying so.
    const checkIn = page.getByTestId("mentee-check-in");
    await checkIn.getByRole("button", { name: "Send a check-in e-mail now" }).click();
    await checkIn.getByTestId("mentee-check-in-sent").waitFor({ timeout: 30_000 });
    await page.getByTestId("mentee-announcement").filter({ hasText: "A check-in e-mail went to" }).waitFor();
    await checkIn.getByRole("button", { name: "Send a check-in e-mail now" }).click();
    await checkIn.getByTestId("mentee-check-in-error").getByText(/in the last 24 hours\. Try again in/).waitFor({ timeout: 30_000 });

    // A phone's width.
    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);
    await page.goto("/admin/coach/mentees");
    await link.waitFor({ timeout: 30_000 });
    await checked(page, 375);
  });

  it("tells a coach with no mentees how mentees arrive", async () => {
    await coach.database.db.update(users).set({ assignedCoachId: null }).where(eq(users.id, learnerId));
    const page = await coach.signedIn(375, 800);
    await page.goto("/admin/coach/mentees");
    await page.getByTestId("mentees-empty").getByText(/referral code/).waitFor({ timeout: 30_000 });
    await checked(page, 375);
  });

  it("shows an administrator every learner and the fields hidden from coaches", async () => {
    const email = "mentees.admin@example.com";
    const password = "the administrator's passphrase";
    await createReadyUser(coach.database, { email, password, type: "ADMIN", firstName: "Ada", lastName: "Admin" });
    const context = await coach.shell.browser.newContext({ baseURL: coach.shell.server.url, viewport: { width: 375, height: 800 }, reducedMotion: "reduce" });
    const admin: TestPage = { context, page: await context.newPage(), errors: [] };
    admin.page.on("console", (message) => {
      if (message.type() === "error") admin.errors.push(`console: ${message.text()}`);
    });
    admin.page.on("pageerror", (error) => admin.errors.push(`pageerror: ${error.message}`));
    try {
      const page = admin.page;
      await signInThroughForm(page, email, password);
      await page.goto("/admin/coach/mentees");
      await page.getByRole("link", { name: "Otto Other" }).waitFor({ timeout: 30_000 });
      await page.getByRole("link", { name: "Lia Moreau" }).click();
      await page.getByRole("heading", { name: "Lia Moreau", level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByTestId("mentee-admin-fields").getByText("Date of birth").waitFor();
      await checked(page, 375);
    } finally {
      await closePage(admin);
    }
  });
});
