/**
 * Walk-ins on the class attendance panel (issue #40 §4) in Chromium at 375 px: a class three days
 * ago with one registered learner; an administrator opens its editor, is told to choose a learner
 * before marking one, finds a learner who did not register by name (the registered one is not
 * offered again: they are on the list), marks them as attending, and sees them in the list as a
 * walk-in, ticked, with the counts updated; a reload keeps it. axe and no sideways scroll; Spanish.
 */
import { describe, expect, it } from "vitest";
import { classes } from "../../src/server/db/schema/coaching.js";
import { classRegistrations } from "../../src/server/db/schema/counseling.js";
import { adminFile, checked } from "./admin-helpers.js";
import { createReadyUser } from "./browser.js";

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = "a seeded learner's long passphrase";
const WAIT = { timeout: 30_000 };
let classId = "";

const admin = adminFile("walkins.admin@example.com", async (database) => {
  const db = database.db;
  const [row] = await db
    .insert(classes)
    .values({ title: "Cash flow basics", classDate: new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10), classTime: "10:00:00" })
    .returning({ id: classes.id });
  classId = row!.id;
  const registered = await createReadyUser(database, { email: "rosa.registered@example.com", password: PASSWORD, firstName: "Rosa", lastName: "Registered" });
  await createReadyUser(database, { email: "walter.walkin@example.com", password: PASSWORD, firstName: "Walter", lastName: "Walkin" });
  await createReadyUser(database, { email: "wanda.coach@example.com", password: PASSWORD, firstName: "Wanda", lastName: "Coach", type: "COACH" });
  await db.insert(classRegistrations).values({ classId, userId: registered, registeredAt: new Date(Date.now() - 10 * DAY) });
});

describe("walk-ins at a class", () => {
  it("lets an administrator add a learner who did not register as attending", async () => {
    const page = await admin.signedIn(375, 800);
    await page.goto(`/admin/classes/add?id=${classId}`);
    const panel = page.getByTestId("class-attendance");
    await panel.getByTestId("attendance-counts").getByText("1 registered, 0 attended.").waitFor(WAIT);
    const walkIn = panel.getByTestId("walk-in");
    await walkIn.getByRole("heading", { name: "Add a walk-in" }).waitFor();
    await checked(page);

    // Nothing chosen: the picker says so.
    await walkIn.getByRole("button", { name: "Mark as attending" }).click();
    await walkIn.getByText("Choose a learner first.").waitFor();

    // The registered learner is on the list already: not offered; nor is a coach (learners only).
    const picker = walkIn.getByRole("combobox", { name: "Learner" });
    await picker.fill("Rosa");
    await page.getByText("No learner matches, or they are on the list already.").waitFor(WAIT);
    await picker.fill("Wa");
    const walter = page.getByRole("option", { name: "Walter Walkin · walter.walkin@example.com" });
    await walter.waitFor(WAIT);
    expect(await page.getByRole("option", { name: /Wanda/ }).count()).toBe(0);
    await checked(page);
    await walter.click();
    await walkIn.getByRole("button", { name: "Mark as attending" }).click();

    await panel.getByTestId("attendance-status").getByText("Walter Walkin is added as a walk-in and marked as attending.").waitFor(WAIT);
    await panel.getByTestId("attendance-counts").getByText("1 registered, 1 attended.").waitFor(WAIT);
    const row = panel.getByRole("row", { name: /Walter Walkin/ });
    await row.getByText("Walk-in", { exact: true }).waitFor();
    await expect.poll(() => row.getByRole("checkbox", { name: "Walter Walkin attended" }).isChecked()).toBe(true);
    expect(await picker.inputValue()).toBe("");
    await checked(page);

    await page.reload();
    await page.getByTestId("class-attendance").getByRole("row", { name: /Walter Walkin/ }).getByText("Walk-in", { exact: true }).waitFor(WAIT);
  });

  it("speaks Spanish", async () => {
    const page = await admin.signedIn(375, 800);
    await page.evaluate(() => localStorage.setItem("compass.language", "es"));
    await page.goto(`/admin/classes/add?id=${classId}`);
    const walkIn = page.getByTestId("walk-in");
    await walkIn.getByRole("heading", { name: "Agregar a alguien sin inscripción" }).waitFor(WAIT);
    await walkIn.getByRole("button", { name: "Marcar como asistente" }).waitFor();
    await page.getByTestId("class-attendance").getByRole("row", { name: /Walter Walkin/ }).getByText("Sin inscripción", { exact: true }).waitFor(WAIT);
    await checked(page);
  });
});
