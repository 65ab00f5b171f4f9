/**
 * /admin/audit-log in Chromium (issue #15 §5; ADR 0021): an administrator makes a learner a coach
 * on /admin/manage-user (a real audited change), and the "Changes" tab then lists it first — newest
 * first, with readable action labels, the administrator's name linking to their page, "System" and
 * "Deleted user" for seeded older entries and an unknown action shown as recorded; filtering by
 * action narrows the list and survives a reload (the filters are in the address); an entry's
 * details open in a dialog, which lists every change to its target; a filter that matches nothing
 * says so; a date range ending before it
 * starts is refused on the field. The "Refusals" tab shows a seeded refusal with its count and a
 * real one (an anonymous call to an administrators' method), filters by method, and the tabs move
 * with the arrow keys. axe at 1280 and 375 px on both tabs and the dialog; no sideways scroll at 375 px.
 */
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { auditDenials, auditLog } from "../../src/server/db/schema/audit.js";
import { users } from "../../src/server/db/schema/users.js";
import { adminFile, checked } from "./admin-helpers.js";
import { createReadyUser } from "./browser.js";

const ADMIN = "audit.admin@example.com";
const PASSWORD = "a seeded user's long passphrase";
const GHOST = "0f9e8d7c-6b5a-4f3e-9d2c-1b0a9f8e7d6c";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** YYYY-MM-DD `days` before today (UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

let learnerId = "";

const admin = adminFile(ADMIN, async (database) => {
  const db = database.db;
  learnerId = await createReadyUser(database, { email: "lia.audit@example.com", password: PASSWORD, firstName: "Lia", lastName: "Learner" });
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  const now = Date.now();
  // Older entries, straight into the log (it takes inserts; nothing can change them after).
  await db.insert(auditLog).values([
    { at: new Date(now - 5 * DAY), actorUserId: null, action: "legacy_import", targetType: "user", targetId: learnerId, requestId: "req-system-1", details: { rows: 12 } },
    { at: new Date(now - 4 * DAY), actorUserId: GHOST, action: "class_deleted", targetType: "class", targetId: "class-gone-1", requestId: "req-ghost-1" },
    { at: new Date(now - 3 * DAY), actorUserId: me!.id, action: "class_created", targetType: "class", targetId: "class-new-1", requestId: "req-class-1" },
    {
      at: new Date(now - 2 * DAY),
      actorUserId: me!.id,
      action: "report_ta_requested",
      targetType: "report",
      targetId: "ta",
      requestId: "req-ta-1",
      details: { format: "csv", filters: ["coach", "referral_code"] },
    },
  ]);
  // A learner refused an administrators' method three times in one minute, two hours ago.
  const minute = new Date(Math.floor((now - 2 * HOUR) / 60_000) * 60_000);
  await db.insert(auditDenials).values({
    minute,
    actorUserId: learnerId,
    client: "203.0.113.7",
    method: "AdminGetAllUsers",
    reason: "This is for administrators only.",
    count: 3,
    firstAt: minute,
    lastAt: minute,
    firstRequestId: "req-denied-1",
  });
});

const actions = (page: Page) => page.getByTestId("changes-list").locator("tbody tr").getByTestId("audit-action").allTextContents();
const changesRow = (page: Page, action: string) => page.getByTestId("changes-list").locator("tbody tr").filter({ has: page.getByTestId("audit-action").getByText(action, { exact: true }) });

async function openLog(page: Page, search = "") {
  await page.goto(`/admin/audit-log${search}`);
  await page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor({ timeout: 30_000 });
}

describe("the audit log", () => {
  it("lists the changes newest first with readable labels, filters them by action and opens an entry's details", async () => {
    const page = await admin.signedIn(1280, 900);

    // A real audited change: the administrator makes Lia a coach.
    await page.goto(`/admin/manage-user?id=${learnerId}`);
    await page.getByRole("heading", { name: "Lia Learner", level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Coach", exact: true }).click();
    await page.getByRole("button", { name: "Change role" }).click();
    await page.getByTestId("user-announcement").filter({ hasText: "Lia Learner is now: Coach." }).waitFor({ timeout: 30_000 });

    await openLog(page);
    expect(await page.getByRole("tab", { name: "Changes" }).getAttribute("aria-selected")).toBe("true");
    // Opening a learner's page read their counseling record (an administrator's read is audited, ADR 0040).
    await page.getByTestId("changes-count").getByText("6 recorded changes").waitFor({ timeout: 30_000 });
    expect(await actions(page)).toEqual(["Changed a user", "Read a user's counseling record", "Requested the TA sessions report", "Created a class", "Deleted a class", "legacy_import"]);
    const newest = changesRow(page, "Changed a user");
    const [me] = await admin.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    expect(await newest.getByRole("link", { name: "Ada Admin", exact: true }).getAttribute("href")).toBe(`/admin/manage-user?id=${me!.id}`);
    // The details in a line (the database keeps JSON keys in its own order).
    expect(await newest.innerText()).toMatch(/role: COACH · paths: type|paths: type · role: COACH/);
    await changesRow(page, "Deleted a class").getByText("Deleted user").waitFor();
    await changesRow(page, "legacy_import").getByText("System", { exact: true }).waitFor();
    await page.getByTestId("audit-time-zone").getByText(/^Times are shown in your time zone \(.+\)\.$/).waitFor();
    await checked(page, 1280);

    // Filtering by action: picked by its label, kept in the address, and there after a reload.
    const action = page.getByRole("combobox", { name: "Action" });
    await action.fill("TA sessions");
    await page.getByRole("option", { name: /Requested the TA sessions report/ }).click();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByTestId("changes-count").getByText("1 change matches the filters.").waitFor({ timeout: 30_000 });
    expect(await actions(page)).toEqual(["Requested the TA sessions report"]);
    expect(new URL(page.url()).searchParams.get("action")).toBe("report_ta_requested");
    await page.reload();
    await page.getByTestId("changes-count").getByText("1 change matches the filters.").waitFor({ timeout: 30_000 });
    expect(await action.inputValue()).toBe("Requested the TA sessions report");

    // The entry's details in a dialog, pretty-printed; focus goes back to its button.
    const view = changesRow(page, "Requested the TA sessions report").getByRole("button", { name: /^View the details of/ });
    await view.click();
    const dialog = page.getByRole("dialog", { name: "Requested the TA sessions report" });
    await dialog.waitFor();
    await dialog.getByTestId("audit-entry-request").getByText("req-ta-1").waitFor();
    await dialog.getByTestId("audit-entry-action").getByText("Recorded as report_ta_requested").waitFor();
    expect(await dialog.getByTestId("audit-entry-json").textContent()).toBe('{\n  "format": "csv",\n  "filters": [\n    "coach",\n    "referral_code"\n  ]\n}');
    await checked(page, 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await checked(page, 375);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => view.evaluate((node) => node === document.activeElement), { timeout: 30_000 }).toBe(true);

    // An action nothing was recorded under, typed as a name: the empty state.
    await action.fill("nothing_like_this");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByTestId("changes-empty").getByText("No recorded changes match these filters").waitFor({ timeout: 30_000 });
    await page.getByTestId("changes-count").getByText("0 changes match the filters.").waitFor();
    await checked(page, 375);
    await page.getByTestId("changes-empty").getByRole("button", { name: "Clear filters" }).click();
    await page.getByTestId("changes-count").getByText("6 recorded changes").waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).search).toBe("");

    // From an entry's details, every change to its target: the role change, the record's read and the import, all on Lia.
    await changesRow(page, "Changed a user").getByRole("button", { name: /^View the details of/ }).click();
    await page.getByRole("dialog", { name: "Changed a user" }).getByRole("button", { name: "Show every change to this target" }).click();
    await page.getByTestId("changes-count").getByText("3 changes match the filters.").waitFor({ timeout: 30_000 });
    expect(await actions(page)).toEqual(["Changed a user", "Read a user's counseling record", "legacy_import"]);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ target_type: "user", target_id: learnerId });
    expect(await page.getByLabel("Target id", { exact: true }).inputValue()).toBe(learnerId);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByTestId("changes-count").getByText("6 recorded changes").waitFor({ timeout: 30_000 });

    // A range that ends before it starts is refused on the field, and nothing is asked.
    await page.getByLabel("From", { exact: true }).fill(daysAgo(1));
    await page.getByLabel("To", { exact: true }).fill(daysAgo(3));
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("The end date must be on or after the start date").waitFor();
    expect(await page.getByLabel("To", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).searchParams.get("from")).toBeNull();
    await page.getByLabel("From", { exact: true }).fill(daysAgo(3));
    await page.getByLabel("To", { exact: true }).fill(daysAgo(1));
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByTestId("changes-count").getByText(/^[12] changes? match(es)? the filters\.$/).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel("To", { exact: true }).getAttribute("aria-invalid")).not.toBe("true");
    expect(await actions(page)).toContain("Requested the TA sessions report");
    expect(await actions(page)).not.toContain("Changed a user");
    await checked(page, 375);
  }, 120_000);

  it("shows the refusals with their counts, filters them by method and by who, and moves between the tabs with the keyboard", async () => {
    // A real refusal: an administrators' method called without signing in.
    const url = `${admin.shell.server.url}/compass.v1.CompassService/AdminListAuditLog`;
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "connect-protocol-version": "1" }, body: "{}" });
    await res.arrayBuffer();
    expect(res.status).toBe(401);
    await expect
      .poll(async () => (await admin.database.db.select().from(auditDenials).where(and(eq(auditDenials.method, "AdminListAuditLog")))).length, { timeout: 30_000 })
      .toBeGreaterThan(0);

    const page = await admin.signedIn(375, 800);
    // The list fails to load at first (the server unavailable): the error, then 'Try again' loads it.
    let failing = true;
    await page.route("**/compass.v1.CompassService/AdminListAuditDenials", (route) =>
      failing
        ? route.fulfill({ status: 200, headers: { "content-type": "application/grpc-web+proto", "grpc-status": "14", "grpc-message": "unavailable" }, body: "" })
        : route.fallback(),
    );
    await openLog(page, "?tab=refusals");
    expect(await page.getByRole("tab", { name: "Refusals" }).getAttribute("aria-selected")).toBe("true");
    const list = page.getByTestId("refusals-list");
    await list.getByRole("alert").getByText("The refusals could not be loaded.").waitFor({ timeout: 30_000 });
    await checked(page, 375);
    failing = false;
    await list.getByRole("button", { name: "Try again" }).click();

    const seeded = list.locator("tbody tr").filter({ has: page.getByRole("link", { name: "Lia Learner", exact: true }) });
    await seeded.getByTestId("refusal-method").getByText("AdminGetAllUsers").waitFor({ timeout: 30_000 });
    expect(await seeded.getByTestId("refusal-count").textContent()).toBe("3");
    await seeded.getByText("203.0.113.7").waitFor();
    await seeded.getByText("req-denied-1").waitFor();
    const anonymous = list.locator("tbody tr").filter({ has: page.getByTestId("refusal-method").getByText("AdminListAuditLog", { exact: true }) });
    await anonymous.getByText("Not signed in").waitFor();
    // Newest first: the anonymous call (now) above the seeded one (two hours ago).
    const methods = await list.getByTestId("refusal-method").allTextContents();
    expect(methods.indexOf("AdminListAuditLog")).toBeLessThan(methods.indexOf("AdminGetAllUsers"));
    await checked(page, 375);

    // By method.
    await page.getByRole("combobox", { name: "Method" }).fill("AdminGetAllUsers");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByTestId("refusals-count").getByText("1 refusal row matches the filters.").waitFor({ timeout: 30_000 });
    expect(await list.getByTestId("refusal-method").allTextContents()).toEqual(["AdminGetAllUsers"]);
    expect(new URL(page.url()).searchParams.get("method")).toBe("AdminGetAllUsers");
    await page.setViewportSize({ width: 1280, height: 900 });
    await checked(page, 1280);

    // By who: found by the server's search, kept in the address, named again after a reload.
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByTestId("refusals-count").getByText(/^\d+ refusal rows$/).waitFor({ timeout: 30_000 });
    const who = page.getByRole("combobox", { name: "Who" });
    await who.fill("lia");
    await page.getByRole("option", { name: "Lia Learner · lia.audit@example.com" }).click();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByTestId("refusals-count").getByText("1 refusal row matches the filters.").waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get("actor")).toBe(learnerId);
    expect(new URL(page.url()).searchParams.get("method")).toBeNull();
    await page.reload();
    await page.getByTestId("refusals-count").getByText("1 refusal row matches the filters.").waitFor({ timeout: 30_000 });
    await expect.poll(() => who.inputValue(), { timeout: 30_000 }).toBe("Lia Learner");
    await checked(page, 1280);

    // The tabs with the arrow keys; the address follows, and who is a filter of both tabs.
    await page.getByRole("tab", { name: "Refusals" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.getByRole("tab", { name: "Changes" }).getAttribute("aria-selected"), { timeout: 30_000 }).toBe("true");
    await page.getByTestId("changes-empty").getByText("No recorded changes match these filters").waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get("tab")).toBeNull();
    expect(new URL(page.url()).searchParams.get("actor")).toBe(learnerId);
    await checked(page, 1280);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.getByRole("tab", { name: "Refusals" }).getAttribute("aria-selected"), { timeout: 30_000 }).toBe("true");
    await page.getByTestId("refusals-count").getByText("1 refusal row matches the filters.").waitFor({ timeout: 30_000 });
  }, 120_000);
});
