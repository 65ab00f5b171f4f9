/**
 * The administrators' user pages in Chromium (issue #15 §1): /admin/users searches, filters by role,
 * sorts by name both ways and pages 25 rows at a time over 47 users; two selected learners get a
 * coach in bulk (the coach column changes); a selected user is disabled after the confirmation,
 * then enabled again with manage-user's switch, which asks too; on /admin/manage-user a learner is
 * made a coach — the administrator's page asks again nothing it may no longer read (no refused call,
 * none counted in the audit log), and signed in in a second browser context they now reach the coach pages — and
 * their status and decision are saved after the review; deleting one's own account is refused
 * next to the action, and another user is deleted after typing their e-mail and is gone from the
 * list; the largest users of storage are listed, largest first, with their use against their quota
 * (ADR 0031). axe at 1280 and 375 px on each page and open dialog; no sideways scroll at 375 px.
 */
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { auditDenials } from "../../src/server/db/schema/audit.js";
import { describe, expect, it } from "vitest";
import { files } from "../../src/server/db/schema/files.js";
import { users } from "../../src/server/db/schema/users.js";
import { adminFile, checked } from "./admin-helpers.js";
import { closePage, createReadyUser, networkQuiet, openSignedIn, type TestPage } from "./browser.js";

const ADMIN = "users.admin@example.com";
const CANDIDATE = { email: "cam.candidate@example.com", password: "the candidate's long passphrase", firstName: "Cam", lastName: "Candidate" };
const PASSWORD = "a seeded user's long passphrase";

const admin = adminFile(ADMIN, async (database) => {
  await createReadyUser(database, { email: "cora.coach@example.com", password: PASSWORD, firstName: "Cora", lastName: "Coach", type: "COACH" });
  await createReadyUser(database, { email: "lia.learner@example.com", password: PASSWORD, firstName: "Lia", lastName: "Learner" });
  await createReadyUser(database, { email: "leo.learner@example.com", password: PASSWORD, firstName: "Leo", lastName: "Learner" });
  await createReadyUser(database, { email: "dana.delete@example.com", password: PASSWORD, firstName: "Dana", lastName: "Delete" });
  await createReadyUser(database, { email: "dee.disable@example.com", password: PASSWORD, firstName: "Dee", lastName: "Disable" });
  await createReadyUser(database, CANDIDATE);
  // 40 more, straight into the table: the first and last by name are Abe Aardvark and Zed Zzyzx.
  await database.db.insert(users).values([
    { email: "abe.aardvark@example.com", firstName: "Abe", lastName: "Aardvark", businessName: "Aardvark Bakery", status: "Active", applicationDecision: "Approved" },
    { email: "zed.zzyzx@example.com", firstName: "Zed", lastName: "Zzyzx", businessName: "Zzyzx Bakery", status: "Active", applicationDecision: "Declined" },
    ...Array.from({ length: 38 }, (_, i) => ({
      email: `seed${String(i).padStart(2, "0")}@example.com`,
      firstName: "Seed",
      lastName: `Person${String(i).padStart(2, "0")}`,
      businessName: `Seed Shop ${i}`,
      type: i % 10 === 0 ? ("LENDER" as const) : ("STANDARD" as const),
      status: i % 2 ? "Active" : "Waiting",
    })),
  ]);
});

const TOTAL = 47;

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
const names = (page: Page) => page.locator("tbody tr td:nth-child(2) a").allTextContents();
const status = (page: Page) => page.getByTestId("data-table-status");

/**
 * From now on, the gRPC status of each API call the page makes (0: answered), by method; `settled()`
 * waits until every answer seen has been read.
 */
function apiStatuses(page: Page) {
  const seen: { method: string; status: number }[] = [];
  const reading = new Set<Promise<void>>();
  page.on("response", (response) => {
    const url = response.url();
    if (!url.includes("/compass.v1.CompassService/") || url.endsWith("/WatchMyInbox")) return;
    const read = (async () => {
      const header = response.headers()["grpc-status"];
      const body = header === undefined ? (await response.body().catch(() => Buffer.alloc(0))).toString("latin1") : "";
      const status = header !== undefined ? Number(header) : Number(/grpc-status: ?(\d+)/.exec(body)?.[1] ?? -1);
      seen.push({ method: url.slice(url.lastIndexOf("/") + 1), status });
    })();
    reading.add(read);
  });
  return { seen, settled: () => Promise.all([...reading]) };
}

async function openUsers(page: Page) {
  await page.goto("/admin/users");
  await page.getByRole("heading", { name: "Users", level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByTestId("users-count").getByText(`${TOTAL} users`).waitFor({ timeout: 30_000 });
}

async function search(page: Page, text: string, expected: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await page.getByTestId("users-count").getByText(expected).waitFor({ timeout: 30_000 });
}

describe("the administrators' user pages", () => {
  it("searches, filters by role, sorts by name both ways and pages 25 rows at a time", async () => {
    const page = await admin.signedIn(1280, 900);
    await openUsers(page);
    await status(page).getByText(`1–25 of ${TOTAL} · Page 1 of 2`).waitFor({ timeout: 30_000 });
    expect(await page.locator("tbody tr").count()).toBe(25);
    await checked(page, 1280);

    // Paging by token, forward and back.
    await page.getByRole("button", { name: "Next page" }).click();
    await status(page).getByText(`26–${TOTAL} of ${TOTAL} · Page 2 of 2`).waitFor({ timeout: 30_000 });
    expect(await page.locator("tbody tr").count()).toBe(TOTAL - 25);
    expect(await page.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Previous page" }).click();
    await status(page).getByText(`1–25 of ${TOTAL} · Page 1 of 2`).waitFor({ timeout: 30_000 });

    // Sorting by name: ascending, then descending (last name, then first).
    const nameHeader = page.getByRole("columnheader", { name: "Name" });
    await nameHeader.getByRole("button").click();
    await expect.poll(() => nameHeader.getAttribute("aria-sort"), { timeout: 30_000 }).toBe("ascending");
    await expect.poll(async () => (await names(page))[0], { timeout: 30_000 }).toBe("Abe Aardvark");
    await nameHeader.getByRole("button").click();
    await expect.poll(() => nameHeader.getAttribute("aria-sort"), { timeout: 30_000 }).toBe("descending");
    await expect.poll(async () => (await names(page))[0], { timeout: 30_000 }).toBe("Zed Zzyzx");
    await status(page).getByText(`1–25 of ${TOTAL} · Page 1 of 2`).waitFor({ timeout: 30_000 });

    // The search runs on the server: business names, then people's names.
    await search(page, "bakery", "2 users match the filters.");
    await rowOf(page, "Abe Aardvark").waitFor({ timeout: 30_000 });
    await search(page, "lia learner", "1 user matches the filters.");
    await rowOf(page, "Lia Learner").waitFor({ timeout: 30_000 });
    await search(page, "nobody by this name", "0 users match the filters.");
    await page.getByTestId("data-table-empty").getByText("No Available Data").waitFor({ timeout: 30_000 });
    await page.getByRole("searchbox", { name: "Search" }).fill("");

    // Filtering by role: the lenders (4 seeded) only.
    await page.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Lender", exact: true }).click();
    await page.getByTestId("users-count").getByText("4 users match the filters.").waitFor({ timeout: 30_000 });
    expect(await page.locator("tbody tr").filter({ hasText: "Lender" }).count()).toBe(4);
    await page.getByRole("button", { name: "Clear the search and filters" }).click();
    await page.getByTestId("users-count").getByText(`${TOTAL} users`).waitFor({ timeout: 30_000 });

    // 50 rows a page: everyone on one.
    await page.getByRole("combobox", { name: "Rows per page" }).selectOption("50");
    await status(page).getByText(`1–${TOTAL} of ${TOTAL} · Page 1 of 1`).waitFor({ timeout: 30_000 });
    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);
  }, 120_000);

  it("assigns a coach to two selected learners and disables a user after the confirmation", async () => {
    const page = await admin.signedIn(375, 800);
    await openUsers(page);
    await search(page, "learner", "2 users match the filters.");
    await page.getByRole("checkbox", { name: "Select row Lia Learner" }).check();
    await page.getByRole("checkbox", { name: "Select row Leo Learner" }).check();
    const bar = page.getByTestId("bulk-actions");
    await bar.getByText("2 users selected").waitFor();
    await checked(page, 375);
    await bar.getByRole("combobox", { name: "Coach to assign" }).click();
    await page.getByRole("option", { name: "Cora Coach", exact: true }).click();
    await bar.getByRole("button", { name: "Assign coach" }).click();
    await page.getByTestId("bulk-summary").getByText("The coach was changed for 2 users.").waitFor({ timeout: 30_000 });
    await page.getByTestId("users-announcement").filter({ hasText: "The coach was changed for 2 users." }).waitFor();
    for (const name of ["Lia Learner", "Leo Learner"]) await rowOf(page, name).getByText("Cora Coach").waitFor({ timeout: 30_000 });
    const [cora] = await admin.database.db.select({ id: users.id }).from(users).where(eq(users.email, "cora.coach@example.com"));
    const assigned = await admin.database.db.select({ coach: users.assignedCoachId }).from(users).where(eq(users.lastName, "Learner"));
    expect(assigned.map((a) => a.coach)).toEqual([cora!.id, cora!.id]);

    // Disabling asks first: it signs them out at once.
    await search(page, "dee", "1 user matches the filters.");
    await page.getByRole("checkbox", { name: "Select row Dee Disable" }).check();
    await bar.getByRole("button", { name: "Disable" }).click();
    const dialog = page.getByTestId("bulk-disable-dialog");
    await dialog.getByText("This user is signed out at once", { exact: false }).waitFor();
    await dialog.getByText("Dee Disable").waitFor();
    await checked(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await checked(page, 1280);
    await dialog.getByRole("button", { name: "Disable 1 user" }).click();
    await page.getByTestId("bulk-summary").getByText("1 user was disabled and signed out.").waitFor({ timeout: 30_000 });
    await rowOf(page, "Dee Disable").getByText("Disabled").waitFor({ timeout: 30_000 });
    const [dee] = await admin.database.db.select({ enabled: users.enabled }).from(users).where(eq(users.email, "dee.disable@example.com"));
    expect(dee!.enabled).toBe(false);

    // On manage-user the switch shows it off; turning it on asks too.
    await page.getByRole("link", { name: "Dee Disable", exact: true }).click();
    await page.getByRole("heading", { name: "Dee Disable", level: 1 }).waitFor({ timeout: 30_000 });
    const enabled = page.getByRole("switch", { name: "Account enabled" });
    expect(await enabled.isChecked()).toBe(false);
    await enabled.click({ force: true });
    const confirm = page.getByTestId("enabled-dialog");
    await confirm.getByText("Dee Disable will be able to sign in again.").waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);
    await confirm.getByRole("button", { name: "Enable the account" }).click();
    await page.getByTestId("user-announcement").filter({ hasText: "Dee Disable's account was enabled." }).waitFor({ timeout: 30_000 });
    await expect.poll(() => enabled.isChecked(), { timeout: 30_000 }).toBe(true);
  }, 120_000);

  it("makes a learner a coach on manage-user, who then reaches the coach pages, and saves their status after the review", async () => {
    const page = await admin.signedIn(1280, 900);
    await openUsers(page);
    await search(page, "cam", "1 user matches the filters.");
    await page.getByRole("link", { name: "Cam Candidate", exact: true }).click();
    await page.getByRole("heading", { name: "Cam Candidate", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId("user-type").getByText("Learner").waitFor();
    await page.getByTestId("state-hasCompletedProfile").getByText("Yes").waitFor({ timeout: 30_000 });
    await page.getByTestId("mentee-journey").waitFor({ timeout: 30_000 });
    await checked(page, 1280);

    let other: TestPage | undefined;
    try {
      // Before: the coach pages tell the learner they have no access to them.
      other = await openSignedIn(admin.shell, CANDIDATE.email, CANDIDATE.password, 1280, 900);
      const c = other.page;
      await c.goto("/coach/tracking");
      await c.getByTestId("no-access").getByRole("heading", { name: "You don't have access to this page" }).waitFor({ timeout: 30_000 });
      expect(new URL(c.url()).pathname).toBe("/coach/tracking");

      // The administrator changes the role. The page, drawn for a learner, asks again only what
      // it may still read: not Cam as a mentee (no longer one), which would be refused.
      const [me] = await admin.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
      const calls = apiStatuses(page);
      await page.getByRole("combobox", { name: "Role" }).click();
      await page.getByRole("option", { name: "Coach", exact: true }).click();
      await page.getByRole("button", { name: "Change role" }).click();
      await page.getByTestId("user-announcement").filter({ hasText: "Cam Candidate is now: Coach." }).waitFor({ timeout: 30_000 });
      await page.getByTestId("user-type").getByText("Coach").waitFor({ timeout: 30_000 });
      await page.getByTestId("user-not-learner").waitFor({ timeout: 30_000 });
      await networkQuiet(page);
      await calls.settled();
      expect(calls.seen.map((c) => c.method)).toContain("AdminUpdateUser");
      expect(calls.seen.filter((c) => c.status !== 0)).toEqual([]);
      expect(await admin.database.db.select().from(auditDenials).where(and(eq(auditDenials.actorUserId, me!.id), eq(auditDenials.method, "CoachGetMenteeById")))).toEqual([]);

      // After: a fresh load of the coach pages works for them.
      await c.goto("/coach/tracking");
      await c.getByRole("heading", { name: "TA sessions", level: 1 }).waitFor({ timeout: 30_000 });
      await c.goto("/admin/coach/mentees");
      await c.getByRole("heading", { name: "Mentees", level: 1 }).waitFor({ timeout: 30_000 });
    } finally {
      await closePage(other);
    }

    // The profile: the staff fields, reviewed before saving; only they are sent.
    await page.getByRole("textbox", { name: "Status" }).fill("Onboarded");
    await page.getByRole("textbox", { name: "Application decision" }).fill("Approved");
    await page.getByRole("button", { name: "Review changes" }).click();
    const review = page.getByTestId("profile-review");
    await review.getByTestId("review-status").getByText("Onboarded").waitFor();
    await review.getByTestId("review-applicationDecision").getByText("Approved").waitFor();
    expect(await review.locator("tbody tr").count()).toBe(2);
    await checked(page, 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);
    await review.getByRole("button", { name: "Save changes" }).click();
    await page.getByTestId("user-announcement").filter({ hasText: "Cam Candidate's profile was saved (2 fields changed)." }).waitFor({ timeout: 30_000 });
    const [cam] = await admin.database.db.select().from(users).where(eq(users.email, CANDIDATE.email));
    expect([cam!.type, cam!.status, cam!.applicationDecision, cam!.firstName]).toEqual(["COACH", "Onboarded", "Approved", "Cam"]);
    await checked(page, 375);
  }, 120_000);

  it("refuses deleting one's own account next to the action, and deletes another user after their e-mail is typed", async () => {
    const page = await admin.signedIn(375, 800);
    const [me] = await admin.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    await page.goto(`/admin/manage-user?id=${me!.id}`);
    await page.getByRole("heading", { name: "Ada Admin", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Delete user…" }).click();
    const dialog = page.getByTestId("delete-dialog");
    await dialog.getByLabel(/To confirm, type their e-mail/).fill(ADMIN);
    await dialog.getByRole("button", { name: "Delete Ada Admin" }).click();
    await dialog.getByTestId("delete-error").getByText("You cannot delete your own account here", { exact: false }).waitFor({ timeout: 30_000 });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });

    await openUsers(page);
    await search(page, "dana", "1 user matches the filters.");
    await page.getByRole("link", { name: "Dana Delete", exact: true }).click();
    await page.getByRole("heading", { name: "Dana Delete", level: 1 }).waitFor({ timeout: 30_000 });
    await checked(page, 375);
    await page.getByRole("button", { name: "Delete user…" }).click();
    await dialog.getByText("their business survey, business plan and cash flow;").waitFor();
    await dialog.getByText("Their TA sessions stay, without their name", { exact: false }).waitFor();
    const confirm = dialog.getByRole("button", { name: "Delete Dana Delete" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/To confirm, type their e-mail/).fill("dana@example.com");
    expect(await confirm.isDisabled()).toBe(true);
    await checked(page, 375);
    await dialog.getByLabel(/To confirm, type their e-mail/).fill("Dana.Delete@example.com");
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/admin/users", { timeout: 30_000 });
    await page.getByTestId("users-notice").getByText("Dana Delete (dana.delete@example.com) was deleted.").waitFor({ timeout: 30_000 });
    await page.getByTestId("users-count").getByText(`${TOTAL - 1} users`).waitFor({ timeout: 30_000 });
    await search(page, "dana", "0 users match the filters.");
    await page.getByTestId("data-table-empty").waitFor();
    expect(await admin.database.db.select().from(users).where(eq(users.email, "dana.delete@example.com"))).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await checked(page, 1280);
  }, 120_000);

  it("lists the largest users of storage, largest first, with their use against their quota", async () => {
    const MB = 1024 * 1024;
    const idOf = async (email: string) => (await admin.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const rows = [
      ["lia.learner@example.com", 12.3 * MB, 1],
      ["cora.coach@example.com", 300 * MB, 2],
    ] as const;
    for (const [email, bytes, n] of rows) {
      const sha512 = n.toString(16).padStart(128, "a");
      await admin.database.db.insert(files).values({
        key: `${sha512}-${"0".repeat(32)}`,
        blobKey: sha512,
        name: "notes.txt",
        contentType: "text/plain",
        contentLength: Math.round(bytes),
        sha512,
        uploadedByUserId: await idOf(email),
      });
    }
    const page = await admin.signedIn(375, 800);
    // Not openUsers: the test before deleted a user, so the count is no longer TOTAL.
    await page.goto("/admin/users");
    const list = page.getByTestId("storage-users-list");
    await list.waitFor({ timeout: 30_000 });
    const items = list.getByRole("listitem");
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain("Cora Coach");
    expect(await items.nth(0).textContent()).toContain("300 MB of 1,024 MB");
    expect(await items.nth(1).textContent()).toContain("12.3 MB of 200 MB");
    await checked(page, 375);
  });
});
