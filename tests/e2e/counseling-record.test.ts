/**
 * The counseling record (issue #40 §3; SBA Form 641's client fields) in Chromium, against the real
 * server. A learner opens "About your business for our funders" from their profile page (nothing
 * answered yet), fills in the business fields, gives consent and answers two demographic questions,
 * saves and finds them after a reload. Their coach sees the business fields on the mentee page and
 * no demographics, and corrects the employees. An administrator sees the demographics on the user
 * page while the consent is on file. The learner, from the account menu, withdraws the consent — asked first, told the
 * answers are erased — and they are gone (the page after a reload, the database); leaving with
 * unsaved changes asks first. The page in Spanish. Axe on the learner page and on the panel at
 * 1280 and 375 px, nothing scrolling sideways at 375 px.
 */
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { counselingProfiles } from "../../src/server/db/schema/counseling.js";
import { users } from "../../src/server/db/schema/users.js";
import { checked } from "./admin-helpers.js";
import { closePage, createReadyUser, openPage, signedInState, signInThroughForm, USER_PASSWORD, userFile, type TestPage } from "./browser.js";

const LEARNER = "record.learner@example.com";
const COACH = { email: "record.coach@example.com", password: "the record coach's passphrase", type: "COACH" as const, firstName: "Cora", lastName: "Coach" };
const ADMIN = { email: "record.admin@example.com", password: "the record admin's passphrase", type: "ADMIN" as const, firstName: "Ada", lastName: "Admin" };
const WAIT = { timeout: 30_000 };

let learnerId = "";

const learner = userFile(LEARNER, "STANDARD", async (database) => {
  const db = database.db;
  learnerId = (await db.select({ id: users.id }).from(users).where(eq(users.email, LEARNER)))[0]!.id;
  const coachId = await createReadyUser(database, COACH);
  await createReadyUser(database, ADMIN);
  await db.update(users).set({ assignedCoachId: coachId, businessName: "Lopez Bakery" }).where(eq(users.id, learnerId));
});

/** Axe at 1280 px, then at 375 px (resized, not reloaded) with nothing scrolling sideways. */
async function bothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await checked(page, 1280);
  await page.setViewportSize({ width: 375, height: 800 });
  await checked(page, 375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedInAs(person: { email: string; password: string }): Promise<TestPage> {
  const current = await openPage(learner.shell, 1280, 900);
  await signInThroughForm(current.page, person.email, person.password);
  return current;
}

const valueOf = (page: Page, testId: string) => page.getByTestId(testId).inputValue();

describe("the counseling record", () => {
  it("a learner fills it in, gives consent and answers two questions about them; after a reload they are there", async () => {
    const page = await learner.signedIn(1280, 900);
    await page.goto("/my-profile");
    await page.getByTestId("my-record-link").click();
    await page.getByRole("heading", { name: "About your business for our funders", level: 1 }).waitFor(WAIT);
    await page.getByTestId("my-record-saved-at").getByText("You have not answered these questions yet.").waitFor(WAIT);
    // Without consent, the questions about them are not asked.
    await page.getByTestId("my-record-consent-off").waitFor();
    expect(await page.getByTestId("my-record-demographics").count()).toBe(0);
    await bothWidths(page);

    await page.getByLabel("How did you hear about the program?").selectOption({ label: "Word of mouth" });
    await page.getByLabel("Are you in business now?").selectOption({ label: "Yes" });
    await page.getByLabel("In business since").fill("2021-03-09");
    await page.getByLabel("Type of business").selectOption({ label: "Retail trade" });
    await page.getByLabel("Number of employees").fill("3");
    await page.getByLabel("The language you prefer").selectOption({ label: "Spanish" });

    await page.getByRole("switch", { name: /I agree that the program keeps my answers/ }).click();
    const about = page.getByTestId("my-record-demographics");
    await about.waitFor();
    await about.getByRole("checkbox", { name: "Asian" }).check();
    await about.getByLabel("Ethnicity").selectOption({ label: "Hispanic or Latino" });
    await page.getByTestId("my-record-save").click();
    await page.getByTestId("my-record-announcement").getByText("Your answers were saved.").waitFor(WAIT);
    await page.getByTestId("my-record-consent-since").waitFor();
    await bothWidths(page);

    await page.reload();
    await page.getByTestId("my-record-form").waitFor(WAIT);
    expect(await page.getByRole("switch", { name: /I agree that the program keeps my answers/ }).isChecked()).toBe(true);
    expect(await page.getByTestId("my-record-demographics").getByRole("checkbox", { name: "Asian" }).isChecked()).toBe(true);
    expect(await page.getByTestId("my-record-demographics").getByRole("checkbox", { name: "White" }).isChecked()).toBe(false);
    expect(await valueOf(page, "my-record-ethnicity")).toBe("1");
    expect(await valueOf(page, "my-record-referralSource")).toBe("18");
    expect(await valueOf(page, "my-record-businessStartDate")).toBe("2021-03-09");
    expect(await valueOf(page, "my-record-employees")).toBe("3");
    expect(await valueOf(page, "my-record-language")).toBe("es");
    await page.getByTestId("my-record-saved-at").getByText(/^Last saved /).waitFor();
  });

  it("their coach sees the business fields and never the demographics, and corrects the employees", async () => {
    const coach = await signedInAs(COACH);
    try {
      const page = coach.page;
      await page.goto(`/admin/coach/manage-mentee?id=${learnerId}`);
      const panel = page.getByTestId("client-record");
      await panel.getByTestId("client-record-form").waitFor(WAIT);
      expect(await valueOf(page, "client-record-referralSource")).toBe("18");
      expect(await valueOf(page, "client-record-businessType")).toBe("16");
      expect(await valueOf(page, "client-record-employees")).toBe("3");
      await panel.getByTestId("client-record-coach-note").waitFor();
      expect(await panel.getByTestId("client-record-demographics").count()).toBe(0);
      expect(await panel.getByText("Asian").count()).toBe(0);
      expect(await panel.getByText("Hispanic or Latino").count()).toBe(0);
      await bothWidths(page);

      await page.getByTestId("client-record-employees").fill("5");
      await page.getByTestId("client-record-save").click();
      await page.getByTestId("mentee-announcement").getByText("Counseling record saved.").waitFor(WAIT);
      await page.reload();
      await page.getByTestId("client-record-form").waitFor(WAIT);
      expect(await valueOf(page, "client-record-employees")).toBe("5");
    } finally {
      await closePage(coach);
    }
    // The learner's answers about them are untouched by the coach's save.
    const row = (await learner.database.db.select().from(counselingProfiles).where(eq(counselingProfiles.userId, learnerId)))[0]!;
    expect(row).toMatchObject({ employees: 5, race: ["ASIAN"], ethnicity: "HISPANIC_OR_LATINO" });
  });

  it("an administrator sees the demographics on the user page while the client's consent is on file", async () => {
    const admin = await signedInAs(ADMIN);
    try {
      const page = admin.page;
      await page.goto(`/admin/manage-user?id=${learnerId}`);
      const panel = page.getByTestId("client-record");
      await panel.getByTestId("client-record-form").waitFor(WAIT);
      await panel.getByTestId("client-record-consent").waitFor();
      expect(await panel.getByRole("checkbox", { name: "Asian" }).isChecked()).toBe(true);
      expect(await valueOf(page, "client-record-ethnicity")).toBe("1");
      expect(await valueOf(page, "client-record-employees")).toBe("5");
      await checked(page, 1280);
    } finally {
      await closePage(admin);
    }
  });

  it("the learner withdraws the consent: asked first, and the answers about them are erased", async () => {
    const page = await learner.signedIn(1280, 900);
    // From the account menu, this time.
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "About your business for our funders" }).click();
    await page.getByRole("heading", { name: "About your business for our funders", level: 1 }).waitFor(WAIT);
    await page.getByTestId("my-record-form").waitFor(WAIT);
    expect(await valueOf(page, "my-record-employees")).toBe("5");

    const consent = page.getByRole("switch", { name: /I agree that the program keeps my answers/ });
    await consent.click();
    const dialog = page.getByRole("dialog", { name: "Withdraw your consent?" });
    await dialog.getByText("will be erased at once").waitFor(WAIT);
    await dialog.getByRole("button", { name: "Withdraw and erase my answers" }).click();
    await page.getByTestId("my-record-announcement").getByText("Your consent was withdrawn and your answers about you were erased.").waitFor(WAIT);
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByTestId("my-record-demographics").count()).toBe(0);

    await page.reload();
    await page.getByTestId("my-record-form").waitFor(WAIT);
    expect(await consent.isChecked()).toBe(false);
    await page.getByTestId("my-record-consent-off").waitFor();
    // Asked again, nothing is left from before; the business answers stay.
    await consent.click();
    expect(await page.getByTestId("my-record-demographics").getByRole("checkbox", { name: "Asian" }).isChecked()).toBe(false);
    expect(await valueOf(page, "my-record-ethnicity")).toBe("0");
    expect(await valueOf(page, "my-record-employees")).toBe("5");
    const row = (await learner.database.db.select().from(counselingProfiles).where(eq(counselingProfiles.userId, learnerId)))[0]!;
    expect(row).toMatchObject({ demographicsConsentAt: null, race: [], ethnicity: "UNSPECIFIED", employees: 5, referralSource: "WORD_OF_MOUTH" });

    // Leaving with an unsaved change asks first.
    await page.getByTestId("my-record-employees").fill("6");
    await page.getByRole("link", { name: "My impact" }).first().click();
    const unsaved = page.getByTestId("unsaved-changes-dialog");
    await unsaved.getByText("You have answers that are not saved.", { exact: false }).waitFor(WAIT);
    await unsaved.getByRole("button", { name: "Stay on this page" }).click();
    await unsaved.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/my-counseling-record");
  });

  it("shows its labels in Spanish", async () => {
    const state = await signedInState(learner.shell.server.url, LEARNER, USER_PASSWORD);
    const current = await openPage(learner.shell, 375, 800, { locale: "es-MX", storageState: state });
    try {
      await current.context.addInitScript(() => {
        try {
          window.localStorage.setItem("compass.language", "es");
        } catch {
          // Storage blocked (about:blank): the next document sets it.
        }
      });
      const page = current.page;
      await page.goto("/my-counseling-record");
      await page.getByRole("heading", { name: "Sobre su negocio, para quienes financian el programa", level: 1 }).waitFor(WAIT);
      await page.getByTestId("my-record-form").waitFor(WAIT);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
      await page.getByLabel("¿Cómo se enteró del programa?").waitFor();
      await page.getByLabel("Número de empleados").waitFor();
      await page.getByRole("switch", { name: /Acepto que el programa guarde mis respuestas/ }).waitFor();
      await page.getByRole("button", { name: "Guardar mis respuestas" }).waitFor();
      expect(await page.getByTestId("my-record-referralSource").locator("option:checked").textContent()).toBe("De boca en boca");
      await checked(page, 375);
    } finally {
      await closePage(current);
    }
  });
});
