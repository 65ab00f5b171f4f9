/**
 * Compass in Spanish, in Chromium (issue #16): a browser whose preferred language is Spanish
 * (locale es-MX) is sent to a sign-in form in Spanish (`<html lang="es">`); the sign-in pages'
 * switch turns them English and back, and the choice is kept in the browser; the signed-in home
 * and a page of another area (its strings fetched with it) are in Spanish, and so are the business
 * plan's own checks (the shared rules' problems); the account menu
 * switches to English and saves the choice in the user's settings, which another browser, whose
 * own preference is English, takes on at sign-in. axe (nothing serious or critical) in Spanish on
 * the sign-in form and the home at 375 px. The cash-flow tool writes money as US Spanish does
 * ("$4,200") and its layout toggle's labels are whole at 375 px.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyValues, learningContents, learningModules, userLearningContents } from "../../src/server/db/schema/index.js";
import { createModuleStore } from "../../src/server/rpc/learning/learning-module-store.js";
import { createLearningStore } from "../../src/server/rpc/learning/learning-store.js";
import { starterArticles } from "../../src/server/starter-library/content/index.js";
import { spanishArticles } from "../../src/server/starter-library/content/es/index.js";
import { STARTER_NAMES } from "../../src/shared/starter-names.js";
import { seedStarterLibrary } from "../../src/server/starter-library/seed.js";
import { checked } from "./admin-helpers.js";
import { closePage, createReadyUser, openPage, startShell, type Shell, type TestPage } from "./browser.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";

const ENGLISH_ONLY = "Signing your loan agreement";
const LOANS_ES = spanishArticles.find((a) => a.slug === "types-of-loans")!;
let loansId: string;

const LEARNER = { email: "lucia.spanish@example.com", password: "una contraseña bastante larga", firstName: "Lucía", lastName: "Ramírez" };

let database: TestDatabase;
let shell: Shell;
let userId: string;

beforeAll(async () => {
  database = await testDatabase();
  shell = await startShell({ database });
  userId = await createReadyUser(database, LEARNER);
  await seedStarterLibrary(database.db);
  // An article an administrator wrote in English only, in the loans module.
  const [loansModule] = await database.db.select({ id: learningModules.id }).from(learningModules).where(eq(learningModules.title, STARTER_NAMES.creditAndLoans));
  const englishOnly = await createLearningStore(database.db).createContent({
    title: ENGLISH_ONLY,
    estimatedMinutes: 2,
    contentType: "ARTICLE",
    htmlBody: "<p>Before you sign, read every page of the loan agreement and ask your lender about anything that is not clear to you.</p>",
    description: "What to check before you sign the papers for your loan.",
    video: {},
    tags: ["loans"],
    imageSet: {},
    attachmentIds: [],
  });
  await createModuleStore(database.db).assign(loansModule!.id, englishOnly);
  const [loans] = await database.db.select({ id: learningContents.id }).from(learningContents).where(eq(learningContents.title, starterArticles.find((a) => a.slug === "types-of-loans")!.title));
  loansId = loans!.id;
});
afterAll(async () => {
  await shell?.close();
  await database?.close();
});

const setting = async () =>
  (await database.db.select({ value: keyValues.value }).from(keyValues).where(and(eq(keyValues.userId, userId), eq(keyValues.key, "language"))))[0]?.value ?? null;

const completedLoans = async () =>
  (
    await database.db
      .select({ completedAt: userLearningContents.completedAt })
      .from(userLearningContents)
      .where(and(eq(userLearningContents.userId, userId), eq(userLearningContents.contentId, loansId)))
  )[0]?.completedAt != null;

async function waitFor<T>(read: () => Promise<T>, wanted: T, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await read()) !== wanted) {
    if (Date.now() > deadline) throw new Error(`still not ${String(wanted)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("Compass in Spanish", () => {
  it("speaks Spanish to a Spanish browser, switches on the sign-in pages and in the account menu, and remembers the choice per user", async () => {
    let es: TestPage | undefined;
    let en: TestPage | undefined;
    try {
      es = await openPage(shell, 375, 800, { locale: "es-MX" });
      const page = es.page;
      await page.goto("/");
      await page.getByRole("heading", { name: "Iniciar sesión", level: 1 }).waitFor({ timeout: 30_000 });
      expect(await page.locator("html").getAttribute("lang")).toBe("es");
      await checked(page, 375);

      // The sign-in pages' switch: English, then back to Spanish (kept in this browser).
      await page.getByRole("button", { name: "English" }).click();
      await page.getByRole("heading", { name: "Sign in", level: 1 }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      await page.getByRole("button", { name: "Español" }).click();
      await page.getByRole("heading", { name: "Iniciar sesión", level: 1 }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("compass.language"))).toBe("es");

      // Signed in: the home and another area's page in Spanish; the choice saved for the user.
      await page.getByLabel("Correo electrónico").fill(LEARNER.email);
      await page.locator("#auth-field-password").fill(LEARNER.password);
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });
      await page.getByRole("heading", { name: "Mi recorrido", level: 1 }).waitFor({ timeout: 30_000 });
      await checked(page, 375);
      await waitFor(setting, "es");

      // A form's own checks speak Spanish too: the business plan's rules, as the server words them.
      await page.goto("/my-business?tool=plan");
      await page.getByTestId("plan-editor").waitFor({ timeout: 30_000 });
      await page.getByTestId("add-competitor").click();
      await page.locator("#plan-competitors-0-location").fill("En línea");
      await page.getByTestId("plan-submit").click();
      await page.locator("#plan-competitors-0-competitor-name").and(page.locator("[aria-invalid=true]")).waitFor();
      await page.getByText("Escriba el nombre del competidor.").waitFor();

      // Money and numbers as US Spanish writes them ("$4,200", not "4200 US$"); the layout toggle's
      // labels whole at 375 px (they wrap rather than being cut).
      await page.goto("/cashflow-tool");
      const guided = page.getByTestId("cashflow-guided");
      await guided.waitFor({ timeout: 30_000 });
      await page.getByLabel("Ir a").selectOption({ index: 12 });
      await guided.getByLabel("Ventas en efectivo", { exact: true }).fill("4200");
      await guided.getByLabel("Ventas en efectivo", { exact: true }).press("Enter");
      await page.getByTestId("guided-figures").locator('[data-figure="totalReceipts"]').getByText("$4,200").waitFor();
      const labelCut = () =>
        page.getByTestId("cashflow-view-guided").evaluate((button) => {
          const label = button.querySelector(".mantine-Button-label") as HTMLElement;
          return { text: label.textContent, cut: label.scrollWidth > label.clientWidth + 1 || button.scrollHeight > button.clientHeight + 1 };
        });
      expect(await labelCut()).toEqual({ text: "Un mes a la vez", cut: false });
      // Three settings side by side (the narrowest place the toggle has).
      await page.setViewportSize({ width: 800, height: 900 });
      await expect.poll(labelCut).toEqual({ text: "Un mes a la vez", cut: false });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByTestId("cashflow-save-status").getByText(/^Guardad/).waitFor({ timeout: 30_000 });

      // The starter library in Spanish (ADR 0036): its names, and a translated article read in
      // Spanish, with no note; an article with no Spanish version says so and carries lang="en".
      await page.goto("/discover");
      await page.getByTestId("category-card").filter({ hasText: "Préstamos y crédito" }).click();
      await page.getByRole("heading", { name: "Préstamos y crédito", level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByTestId("module-card").filter({ hasText: "Crédito y préstamos" }).click();
      await page.getByRole("heading", { name: "Crédito y préstamos", level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByTestId("module-lesson").filter({ hasText: LOANS_ES.title }).getByRole("link").click();
      const heading = page.getByRole("heading", { name: LOANS_ES.title, level: 1 });
      await heading.waitFor({ timeout: 30_000 });
      await page.locator(".compass-article").getByText("préstamo", { exact: false }).first().waitFor();
      expect(await page.getByTestId("content-language-note").count()).toBe(0);
      expect(await heading.getAttribute("lang")).toBeNull();
      await page.getByRole("navigation", { name: "Usted está aquí" }).getByRole("link", { name: "Crédito y préstamos" }).waitFor();
      await checked(page, 375);
      // Reading it counts for the article itself: completed from the Spanish page.
      await page.getByTestId("complete-button").click();
      await page.getByTestId("completed-mark").waitFor({ timeout: 30_000 });
      await waitFor(completedLoans, true);

      await page.getByRole("navigation", { name: "Usted está aquí" }).getByRole("link", { name: "Crédito y préstamos" }).click();
      await page.getByTestId("module-lesson").filter({ hasText: ENGLISH_ONLY }).getByRole("link").click();
      await page.getByTestId("content-language-note").getByText("Todavía no está disponible en español; se muestra en inglés.").waitFor({ timeout: 30_000 });
      expect(await page.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("en");
      expect(await page.locator(".compass-article").getAttribute("lang")).toBe("en");
      await checked(page, 375);

      await page.goto("/classes");
      await page.getByRole("heading", { name: "Clases", level: 1 }).waitFor({ timeout: 30_000 });

      // The account menu switches to English and saves it.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByTestId("account-menu").click();
      await page.getByRole("menuitem", { name: "English" }).click();
      await page.getByRole("heading", { name: "Classes", level: 1 }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      await waitFor(setting, "en");

      // Back to Spanish from the menu; another browser (preferring English) takes it on at sign-in.
      await page.getByTestId("account-menu").click();
      await page.getByRole("menuitem", { name: "Español" }).click();
      await page.getByRole("heading", { name: "Clases", level: 1 }).waitFor();
      await waitFor(setting, "es");
      en = await openPage(shell, 1280, 900, { locale: "en-US" });
      await en.page.goto("/auth/login");
      await en.page.getByRole("heading", { name: "Sign in", level: 1 }).waitFor({ timeout: 30_000 });
      await en.page.getByLabel("E-mail address").fill(LEARNER.email);
      await en.page.locator("#auth-field-password").fill(LEARNER.password);
      await en.page.getByRole("button", { name: "Sign in" }).click();
      await en.page.getByRole("heading", { name: "Mi recorrido", level: 1 }).waitFor({ timeout: 30_000 });
      expect(await en.page.locator("html").getAttribute("lang")).toBe("es");
    } finally {
      await closePage(es);
      await closePage(en);
    }
  });
});
