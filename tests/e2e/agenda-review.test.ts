/**
 * The agenda's documents to review and the staff member's own time zone (issue #38 leftovers), in
 * Chromium against the real server:
 * - a learner's business plan, submitted after the coach last opened it, is listed "To review";
 *   the coach opens it from the mentee page (the download) and back on the agenda it is no longer
 *   listed; a new version from the learner lists it again, on the agenda and the mentee list;
 * - the coach's profile time zone (Pacific/Auckland; the browser runs in another) is the one the
 *   agenda shows the next class in.
 * axe on the agenda; no console errors.
 */
import { create } from "@bufbuild/protobuf";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { BusinessPlanSchema } from "../../src/gen/compass/v1/compass_pb.js";
import { classes } from "../../src/server/db/schema/coaching.js";
import { users } from "../../src/server/db/schema/users.js";
import { documentJson } from "../../src/server/rpc/documents/document-mapper.js";
import { createDocumentStore } from "../../src/server/rpc/documents/document-store.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { closePage, createReadyUser, openPage, seriousAxeViolations, signInThroughForm, startShell, type Shell, type TestPage } from "./browser.js";

const PASSWORD = "the agenda review's long passphrase";
const COACH = { email: "review.coach@example.com", password: PASSWORD, firstName: "Rita", lastName: "Review", type: "COACH" } as const;
const LEARNER = { email: "review.learner@example.com", password: PASSWORD, firstName: "Noa", lastName: "Nakamura" } as const;
const ZONE = "Pacific/Auckland";
const WAIT = { timeout: 30_000 };

let database: TestDatabase;
let shell: Shell;
let learnerId = "";
let current: TestPage | undefined;

/** YYYY-MM-DD `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const CLASS_DAY = day(3);

const submitPlan = (text: string) =>
  createDocumentStore(database.db, "businessPlan").submit(learnerId, documentJson(BusinessPlanSchema, create(BusinessPlanSchema, { companyDescription: text })), learnerId, {
    hasSeenBusinessPlan: true,
    hasCompletedBusinessPlan: true,
  });

beforeAll(async () => {
  database = await testDatabase();
  shell = await startShell({ database });
  const coachId = await createReadyUser(database, COACH);
  await database.db.update(users).set({ timeZone: ZONE }).where(eq(users.id, coachId));
  learnerId = await createReadyUser(database, LEARNER);
  await database.db.update(users).set({ assignedCoachId: coachId, businessName: "Nakamura Noodles" }).where(eq(users.id, learnerId));
  await submitPlan("Noodles for the neighborhood.");
  // 15:00 in the organization's zone (UTC here): the next morning in Auckland.
  await database.db.insert(classes).values({ title: "Cash-flow clinic", description: "Bring your numbers.", classDate: CLASS_DAY, classTime: "15:00:00", url: "https://meet.example.org/clinic", createdByUserId: coachId });
});
afterAll(async () => {
  await shell?.close();
  await database?.close();
});
afterEach(async () => {
  await closePage(current);
  current = undefined;
});

const attention = (page: Page) => page.getByTestId("agenda-attention-list").getByRole("listitem").filter({ hasText: "Noa Nakamura" });

describe("the agenda's documents to review (issue #38)", () => {
  it("lists a plan until the coach opens it, again at a new version; the class in the coach's own time zone", async () => {
    current = await openPage(shell, 1280);
    const page = current.page;
    await signInThroughForm(page, COACH.email, PASSWORD);
    await page.waitForURL((url) => url.pathname === "/coach/agenda", WAIT);
    await attention(page).getByTestId("agenda-documents").getByText("To review: business plan").waitFor(WAIT);

    // The class, in Auckland time (the browser's own zone is not Auckland's).
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).not.toBe(ZONE);
    const starts = Date.parse(`${CLASS_DAY}T15:00:00Z`);
    const options: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };
    const inAuckland = new Intl.DateTimeFormat("en-US", { ...options, timeZone: ZONE }).format(starts);
    expect(inAuckland).toMatch(/4:00\sAM/);
    await page.getByTestId("agenda-classes").getByText(inAuckland).waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Opening the plan from the mentee page clears it.
    await attention(page).getByTestId("agenda-documents").click();
    await page.waitForURL((url) => url.pathname === "/admin/coach/manage-mentee", WAIT);
    const downloading = page.waitForEvent("download", WAIT);
    await page.getByTestId("document-businessPlan").getByRole("button", { name: /^Download/ }).click();
    await downloading;
    await page.getByRole("link", { name: "My agenda" }).first().click();
    await page.waitForURL((url) => url.pathname === "/coach/agenda", WAIT);
    await page.getByTestId("agenda-attention").waitFor(WAIT);
    await expect.poll(() => page.getByTestId("agenda-documents").count(), WAIT).toBe(0);

    // A new version: listed again.
    await submitPlan("Noodles, and now dumplings.");
    await page.reload();
    await attention(page).getByTestId("agenda-documents").getByText("To review: business plan").waitFor(WAIT);
    // The mentee list says so too, beside the plan.
    await page.goto("/admin/coach/mentees");
    await page.getByTestId("mentee-tools").locator('[data-tool="plan"]').getByTestId("mentee-tool-to-review").getByText("to review").waitFor(WAIT);
    expect(await page.getByTestId("mentee-tool-to-review").count()).toBe(1);
  });
});
