/**
 * Only the CSS a page uses (issue #18; scripts/web-build/vite-mantine-css.ts), checked in Chromium on the built
 * app with the embedded provider:
 * - a signed-out visitor's first page (`/` → the sign-in form) and /privacy-policy load at most 30 KB
 *   of stylesheets compressed (measured on the built files, gzip as the worse of gzip and brotli);
 * - on the sign-in form, /welcome and the security page (with its dialog open), every Mantine class an
 *   element carries has its rules loaded, and a component's rules come after those of the components
 *   it is built on (Button's after UnstyledButton's), however the pages' chunks split them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MantineStyles } from "../../scripts/web-build/vite-mantine-css.js";
import { userStates, users } from "../../src/server/db/schema/users.js";
import { createAccount } from "../../src/server/identity/accounts.js";
import { base32Decode, totpCode } from "../../src/server/identity/totp.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { closePage, networkQuiet, openPage, type Shell, startShell, type TestPage, WEB_ROOT } from "./browser.js";

const BUDGET = 30 * 1024;
const PASSWORD = "a long enough passphrase";
const EMAIL = "css.reader@example.com";

let database: TestDatabase;
let shell: Shell;
let userId: string;
let current: TestPage | undefined;

beforeAll(async () => {
  database = await testDatabase();
  shell = await startShell({ database });
  ({ userId } = await createAccount(database.db, { email: EMAIL, password: PASSWORD }, { emailVerified: true }));
  await database.db.update(users).set({ firstName: "Cass", lastName: "Ess" }).where(eq(users.id, userId));
});
afterAll(async () => {
  await shell?.close();
  await database?.close();
});
afterEach(async () => {
  const ending = current;
  current = undefined;
  await closePage(ending);
});

/** The stylesheets the page has loaded, as paths under dist/web. */
async function stylesheetsOf(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href).filter((href): href is string => Boolean(href)));
  return hrefs.map((href) => new URL(href).pathname);
}

function compressedSize(files: string[]): { raw: number; gzip: number; brotli: number } {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const body = readFileSync(path.join(WEB_ROOT, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

/** Mantine's class names (m_…) -> the @mantine/core sheet that defines them, from Mantine's ESM build. */
function mantineClassOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const root = path.resolve("node_modules/@mantine/core/esm/components");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      const sheet = /^(.+)\.module\.mjs$/.exec(entry.name)?.[1];
      if (!sheet) continue;
      for (const match of readFileSync(full, "utf8").matchAll(/"(m_[0-9a-f]+)"/g)) owners.set(match[1]!, sheet);
    }
  };
  walk(root);
  return owners;
}

/**
 * Every m_ class on the page, and the Mantine class that leads each loaded style rule, in the
 * cascade's order (stylesheets in document order, rules in order, into @layer and @media blocks).
 */
async function mantineCss(page: Page): Promise<{ used: string[]; defined: string[]; leading: string[] }> {
  return page.evaluate(() => {
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll("[class]"))) {
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    const defined = new Set<string>();
    const leading: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          const names = rule.selectorText.match(/\.m_[0-9a-f]+/g) ?? [];
          for (const name of names) defined.add(name.slice(1));
          if (names[0]) leading.push(names[0].slice(1));
        }
        if ("cssRules" in rule && rule.cssRules) visit(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    return { used: [...used], defined: [...defined], leading };
  });
}

const owners = mantineClassOwners();
const styles = new MantineStyles({ layer: false });
/** The @mantine/core sheets a sheet's component is built on (what must come before it). */
function dependenciesOf(sheet: string): string[] {
  return styles
    .sheetsFor([{ source: "@mantine/core", names: [sheet] }])
    .map((specifier) => /styles\/(.+)\.css$/.exec(specifier)![1]!)
    .filter((name) => name !== sheet && !["baseline", "default-css-variables", "global"].includes(name));
}

/** Fails when a class on the page has no rules, or a sheet's rules come before those of a component it is built on. */
async function expectMantineCssComplete(page: Page, where: string) {
  const { used, defined, leading } = await mantineCss(page);
  const definedSet = new Set(defined);
  expect(
    used.filter((name) => owners.has(name) && !definedSet.has(name)).map((name) => `${name} (${owners.get(name)}.css)`),
    `${where}: Mantine classes without their styles`,
  ).toEqual([]);
  // The sheets in the order their first rule appears in the cascade.
  const firstSeen: string[] = [];
  for (const name of leading) {
    const sheet = owners.get(name);
    if (sheet && !firstSeen.includes(sheet)) firstSeen.push(sheet);
  }
  const late = firstSeen.flatMap((sheet, at) =>
    dependenciesOf(sheet)
      .filter((dependency) => firstSeen.indexOf(dependency) > at)
      .map((dependency) => `${dependency}.css after ${sheet}.css`),
  );
  expect(late, `${where}: sheets after a component built on them (${firstSeen.join(", ")})`).toEqual([]);
}

describe("only the CSS a page uses", () => {
  it("a signed-out visitor's first page, the sign-in form, loads at most 30 KB of styles compressed", async () => {
    current = await openPage(shell, 375, 800);
    const { page } = current;
    await page.goto("/");
    await page.getByTestId("login-form").waitFor({ timeout: 30_000 });
    // The form is prerendered: it is in the page before its stylesheets have all arrived.
    await page.waitForLoadState("load");
    const sheets = await stylesheetsOf(page);
    const size = compressedSize(sheets);
    console.log(`sign-in form CSS: ${sheets.length} files, ${size.raw} B raw, ${size.gzip} B gzip, ${size.brotli} B brotli`);
    expect(size.gzip).toBeLessThanOrEqual(BUDGET);
    expect(size.brotli).toBeLessThanOrEqual(BUDGET);
    await expectMantineCssComplete(page, "sign-in form");
  });

  it("/privacy-policy loads at most 30 KB of styles compressed", async () => {
    current = await openPage(shell, 375, 800);
    const { page } = current;
    await page.goto("/privacy-policy");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    const size = compressedSize(await stylesheetsOf(page));
    console.log(`privacy notice CSS: ${size.raw} B raw, ${size.gzip} B gzip, ${size.brotli} B brotli`);
    expect(size.gzip).toBeLessThanOrEqual(BUDGET);
    await expectMantineCssComplete(page, "privacy notice");
  });

  it("a page's own sheets come as one file, and none of the sheets it holds is fetched again when the app loads their chunks", async () => {
    for (const [url, ready] of [
      ["/privacy-policy", "privacy-built-in"],
      ["/auth/login", "login-form"],
    ] as const) {
      current = await openPage(shell, 375, 800);
      const { page } = current;
      let fetched: string[] = [];
      // The sign-in form comes after the provider's redirect: the sheets of the last document count.
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) fetched = [];
      });
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith(".css")) fetched.push(pathname);
      });
      await page.goto(url);
      await page.getByTestId(ready).waitFor({ timeout: 30_000 });
      await networkQuiet(page);
      const held = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet][disabled]"), (l) => new URL(l.href).pathname));
      const applied = await stylesheetsOf(page);
      expect(held.length, `${url}: the sheets its one file holds`).toBeGreaterThan(1);
      expect(applied.filter((f) => /\/start-[\w-]+\.css$/.test(f)), `${url}: its one file`).toHaveLength(1);
      expect(fetched.filter((f) => held.includes(f)), `${url}: held sheets fetched`).toEqual([]);
      expect(new Set(fetched).size, `${url}: a sheet fetched twice (${fetched.join(", ")})`).toBe(fetched.length);
      await expectMantineCssComplete(page, url);
      await closePage(current);
      current = undefined;
    }
  });

  it("signed-in pages get every Mantine style they use, each after those it builds on (welcome, security, menu, dialog)", async () => {
    current = await openPage(shell, 1280, 800);
    const { page } = current;
    await page.goto("/auth/login");
    await page.getByTestId("login-form").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await expectMantineCssComplete(page, "sign-in form with errors");

    await page.getByLabel("E-mail address").fill(EMAIL);
    await page.locator("#auth-field-password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByTestId("welcome-form").waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await expectMantineCssComplete(page, "welcome");

    await database.db.update(userStates).set({ hasCompletedProfile: true }).where(eq(userStates.userId, userId));
    await page.goto("/account/security");
    await page.getByTestId("mfa-empty").waitFor({ timeout: 30_000 });
    // Not networkidle: the main layout's live inbox keeps its stream open.
    await networkQuiet(page);
    await expectMantineCssComplete(page, "security");

    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem").first().waitFor();
    await expectMantineCssComplete(page, "account menu");
    await page.keyboard.press("Escape");

    // An authenticator app after 'Confirm it's you' (its styles checked too), then the dialog that
    // asks before turning it off.
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
    await stepUp.getByLabel("Your password").waitFor();
    await expectMantineCssComplete(page, "the 'Confirm it's you' dialog");
    await stepUp.getByLabel("Your password").fill(PASSWORD);
    await stepUp.getByRole("button", { name: "Confirm" }).click();
    await stepUp.waitFor({ state: "hidden" });
    const secret = (await page.getByTestId("mfa-app-secret").textContent())!.replace(/\s+/g, "");
    await page.getByLabel("Code from the app").fill(totpCode(base32Decode(secret), Date.now()));
    await page.getByRole("button", { name: "Confirm the app" }).click();
    await page.getByTestId("mfa-factors").getByText("Authenticator app").waitFor();
    await page.getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await page.getByRole("dialog", { name: "Turn off two-step sign-in?" }).waitFor();
    await expectMantineCssComplete(page, "the 'Turn off two-step sign-in?' dialog");
  });
});
