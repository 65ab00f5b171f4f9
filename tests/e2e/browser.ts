/**
 * Browser-test harness: the real server in-process (serving the built app from dist/web) and
 * Debian's Chromium through playwright-core. One server and test database per test file, one
 * browser per test process (kept from file to file), a fresh context per page; pages of signed-in
 * people start signed in (`signedInState`) unless the test is about the login form.
 * Every page records console errors and uncaught exceptions (CSP violations show up there too).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";
import { chromium, request as httpClient, type APIResponse, type Browser, type BrowserContext, type Page, type Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/database.js";
import { userStates, users } from "../../src/server/db/schema/users.js";
import { createAccount } from "../../src/server/identity/accounts.js";
import { SESSION_FLAG_COOKIE } from "../../src/shared/session-flag.js";
import { REMEMBERED_CONFIG_KEY } from "../../src/web/auth/config.js";
import { USER_STORE_PREFIX } from "../../src/web/auth/storage-keys.js";
import { startCompassServer } from "../setup/compass.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { startTestServer, type TestServer } from "../setup/server.js";

/** The built app the tests serve: dist/web, or E2E_WEB_ROOT (a build made with WEB_OUT_DIR). */
export const WEB_ROOT = path.resolve(process.env.E2E_WEB_ROOT || "dist/web");

const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let browserLaunch: Promise<Browser> | undefined;

/**
 * The test process's Chromium, launched by the first file that needs it and kept for the next ones
 * (vitest.config.ts: the e2e project keeps its modules between files, one file at a time): a file
 * gets a fresh context per page as before, only the browser process is shared — launching it was
 * about a second of each file. playwright-core ends the browser when the process exits (its own exit
 * handler); a browser that went away (crashed) is launched again.
 */
function sharedBrowser(): Promise<Browser> {
  const launching = browserLaunch;
  if (launching) {
    return launching.then((browser) => {
      if (browser.isConnected()) return browser;
      if (browserLaunch === launching) browserLaunch = undefined;
      return sharedBrowser();
    });
  }
  const launch = chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  browserLaunch = launch;
  launch.catch(() => {
    if (browserLaunch === launch) browserLaunch = undefined;
  });
  return launch;
}

export interface Shell {
  server: TestServer;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * `database`: serve the app with that test database, the embedded identity provider, the real token
 * verifier and the account RPCs, as main.ts does (sign-in works; PUBLIC_URL is the server's own
 * address). `env`: more settings for that server (e.g. SMTP_URL).
 */
export async function startShell(options: { database?: Database; env?: Record<string, string> } = {}): Promise<Shell> {
  if (!existsSync(path.join(WEB_ROOT, "index.html"))) {
    throw new Error("dist/web is not built: run `npm run build:web` (npm run test:e2e does it)");
  }
  const server: TestServer = options.database
    ? await startCompassServer(options.database, { env: { WEB_ROOT, ...options.env } })
    : await startTestServer({}, { WEB_ROOT });
  const browser = await sharedBrowser();
  return {
    server,
    browser,
    async close() {
      // The file's contexts (its pages) go; the browser stays for the process's next file.
      await Promise.all(browser.contexts().map((context) => context.close()));
      await server.close();
    },
  };
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors seen so far. */
  errors: string[];
}

/** Each page's requests still under way, but the live inbox's stream (open for as long as a signed-in page is). */
const inFlight = new WeakMap<Page, Set<Request>>();
const isInboxStream = (request: Request) => request.url().endsWith("/WatchMyInbox");

/**
 * Waits until the page has had no request under way for `quietMs`, not counting the live inbox's
 * stream — what `waitForLoadState("networkidle")` would do, which never happens on a page of the
 * main layout (its stream stays open).
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) return page.waitForLoadState("networkidle", { timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  let quietSince: number | null = null;
  for (;;) {
    const now = Date.now();
    if (pending.size > 0) quietSince = null;
    else if (quietSince === null) quietSince = now;
    else if (now - quietSince >= quietMs) return;
    if (now > deadline) throw new Error(`networkQuiet: requests still under way after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a signed-in browser keeps (its cookies and local storage), to start another page signed in. */
export type SignedInState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * `locale`: the browser's language (navigator.languages; default Chromium's, en-US).
 * `storageState`: cookies and local storage to start with (a signed-in state saved by `userFile`).
 */
export async function openPage(shell: Shell, width = 1280, height = 800, options: { locale?: string; storageState?: SignedInState } = {}): Promise<TestPage> {
  const context = await shell.browser.newContext({
    baseURL: shell.server.url,
    viewport: { width, height },
    reducedMotion: "reduce",
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const page = await context.newPage();
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on("request", (request) => {
    if (!isInboxStream(request)) pending.add(request);
  });
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  const errors: string[] = [];
  page.on("console", (message) => {
    // A failed resource names no URL in its text: its location does (so a failure says which request).
    if (message.type() === "error") errors.push(`console: ${message.text()}${message.location().url ? ` (${message.location().url})` : ""}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, context, errors };
}

/** Ends a test's page: closes its context, then fails the test if the page logged an error. */
export async function closePage(current: TestPage | undefined): Promise<void> {
  const errors = current?.errors ?? [];
  await current?.context.close();
  expect(errors, "console errors").toEqual([]);
}

/** The layout the current page renders in (data-layout on the layout's root). */
export async function layoutOf(page: Page): Promise<string | null> {
  return page.locator("[data-layout]").first().getAttribute("data-layout");
}

/** axe's serious and critical violations on the page, one readable line each ([] when clean): tests/e2e/axe.ts. */
export { seriousAxeViolations } from "./axe.js";

/** The page's scroll width (at most the viewport's when nothing overflows sideways). */
export const scrollWidthOf = (page: Page): Promise<number> => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** A confirmed account with a completed profile, ready to sign in (type STANDARD unless given). */
export async function createReadyUser(
  database: Database,
  user: { email: string; password: string; type?: UserType; firstName: string; lastName: string },
): Promise<string> {
  const { userId } = await createAccount(database.db, { email: user.email, password: user.password }, { emailVerified: true });
  await database.db.update(users).set({ firstName: user.firstName, lastName: user.lastName, type: user.type ?? "STANDARD" }).where(eq(users.id, userId));
  await database.db.update(userStates).set({ hasCompletedProfile: true }).where(eq(userStates.userId, userId));
  return userId;
}

/** Signs in through the real login form at /auth/login and waits until the app is back. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth/login");
  await page.getByTestId("login-form").waitFor({ timeout: 30_000 });
  await page.getByLabel("E-mail address").fill(email);
  await page.locator("#auth-field-password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });
}

/**
 * A signed-in browser's state made without a page: the web app's own authorization-code flow with
 * PKCE against the server's provider (the same requests the login form and the callback page make:
 * /oidc/auth, the interaction's login, the redirects, the token request with the API as `resource`),
 * then what the app keeps after a sign-in — the provider's cookies, the session flag cookie, the
 * token set where oidc-client-ts keeps it (src/web/auth/storage-keys.ts: `User.toStorageString`'s
 * fields) and the remembered configuration. For tests that need someone signed in but are not
 * about signing in: the form costs two page loads (tests of the form itself use signInThroughForm).
 */
export async function signedInState(serverUrl: string, email: string, password: string): Promise<SignedInState> {
  const api = await httpClient.newContext({ baseURL: serverUrl, maxRedirects: 0 });
  try {
    const answer = async (response: APIResponse, what: string) => {
      if (response.status() >= 400) throw new Error(`signedInState: ${what} answered ${response.status()}: ${await response.text()}`);
      return response;
    };
    const config = (await (await answer(await api.get("/app-config.json"), "/app-config.json")).json()) as {
      issuer: string;
      clientId: string;
      audience: string;
      scopes: string;
      redirectPath: string;
    };
    const discovery = (await (await answer(await api.get(`${config.issuer}/.well-known/openid-configuration`), "discovery")).json()) as {
      authorization_endpoint: string;
      token_endpoint: string;
    };
    const redirectUri = `${serverUrl}${config.redirectPath}`;
    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(16).toString("hex");
    const authorize = new URL(discovery.authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: config.scopes,
      state,
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
      resource: config.audience,
    }).toString();
    const toLogin = await answer(await api.get(authorize.href), "the authorization request");
    const uid = new URL(toLogin.headers().location ?? "", serverUrl).searchParams.get("interaction");
    if (!uid) throw new Error(`signedInState: no interaction in ${toLogin.status()} ${toLogin.headers().location}`);
    const login = await answer(await api.post(`/oidc/interaction/${uid}/login`, { data: { email, password }, headers: { origin: serverUrl } }), "the login");
    const { redirectTo } = (await login.json()) as { redirectTo?: string };
    if (!redirectTo) throw new Error(`signedInState: the login gave no redirect (${await login.text()})`);
    let next = new URL(redirectTo, serverUrl);
    for (let hops = 0; next.pathname !== config.redirectPath; hops++) {
      const location = (await answer(await api.get(next.href), next.pathname)).headers().location;
      if (!location || hops > 10) throw new Error(`signedInState: ${next.pathname} did not lead to ${config.redirectPath}`);
      next = new URL(location, next);
    }
    const code = next.searchParams.get("code");
    if (!code || next.searchParams.get("state") !== state) throw new Error(`signedInState: no code for this request (${next.search})`);
    const tokens = (await (
      await answer(
        await api.post(discovery.token_endpoint, {
          form: { grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: redirectUri, client_id: config.clientId, resource: config.audience },
        }),
        "the token request",
      )
    ).json()) as { id_token: string; access_token: string; refresh_token?: string; token_type: string; scope?: string; expires_in: number };
    // oidc-client-ts's profile: the ID token's claims without the protocol ones it filters out.
    const claims = JSON.parse(Buffer.from(tokens.id_token.split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>;
    for (const claim of ["nbf", "jti", "auth_time", "nonce", "acr", "amr", "azp", "at_hash"]) delete claims[claim];
    const user = {
      id_token: tokens.id_token,
      session_state: null,
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      token_type: tokens.token_type,
      scope: tokens.scope ?? config.scopes,
      profile: claims,
      expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
    };
    const kept = await api.storageState();
    const host = new URL(serverUrl).hostname;
    return {
      cookies: [
        ...kept.cookies,
        { name: SESSION_FLAG_COOKIE, value: "1", domain: host, path: "/", expires: Math.floor(Date.now() / 1000) + 86_400, httpOnly: false, secure: false, sameSite: "Lax" },
      ],
      origins: [
        {
          origin: serverUrl,
          localStorage: [
            { name: `${USER_STORE_PREFIX}user:${config.issuer}:${config.clientId}`, value: JSON.stringify(user) },
            { name: REMEMBERED_CONFIG_KEY, value: JSON.stringify({ issuer: config.issuer, clientId: config.clientId }) },
          ],
        },
      ],
    };
  } finally {
    await api.dispose();
  }
}

/**
 * A new page of `width` × `height` px signed in as `email` (`signedInState`), at about:blank: the
 * test's next `goto` opens the app signed in. For a second person in a test that is not about the
 * login form (the form's own tests use signInThroughForm). Closed with closePage as any page.
 */
export async function openSignedIn(shell: Shell, email: string, password: string, width = 1280, height = 800): Promise<TestPage> {
  const state = await signedInState(shell.server.url, email, password);
  return openPage(shell, width, height, { storageState: state });
}

type UserType = "STANDARD" | "ADMIN" | "COACH" | "LENDER" | "BANK";

/** The password of the user a userFile signs in. */
export const USER_PASSWORD = "a long enough passphrase";

export interface UserFile {
  /** The file's test database (valid inside tests and hooks). */
  readonly database: TestDatabase;
  readonly shell: Shell;
  /**
   * A new page of `width` × `height` px at `/`, signed in as the file's user (closed, and its
   * console checked, after the test). Every page starts from a signed-in state made without the
   * form (`signedInState`: the tokens in local storage, the provider's cookies), made again once
   * older than `SIGNED_IN_STATE_MAX_AGE_MS`. The login form has its own tests (auth, identity-flow,
   * role-start-pages, keyboard, mfa and the files that sign a second person in through it).
   * `throughForm`: this page signs in through the login form instead (a test of what a sign-in
   * does, e.g. that it is counted); later pages start from the state it leaves.
   */
  signedIn(width?: number, height?: number, how?: { throughForm?: boolean }): Promise<Page>;
}

/**
 * How long a signed-in state is reused: well inside the access token's 10 minutes, so no page
 * started from it renews the token (refresh tokens rotate: a second page renewing with the same
 * one would be refused).
 */
export const SIGNED_IN_STATE_MAX_AGE_MS = 4 * 60_000;

/**
 * Registers the file's hooks: before all, a fresh test database, the built app's server and
 * Chromium, a ready user `email` of `type` who can sign in, then `seed`; after each test, its page
 * is closed (failing on console errors); after all, everything is stopped.
 */
export function userFile(
  email: string,
  type: UserType,
  seed?: (database: TestDatabase) => Promise<void>,
  /** `env`: more settings for the file's server (e.g. ORG_TIME_ZONE). */
  options: { env?: Record<string, string> } = {},
): UserFile {
  let database: TestDatabase | undefined;
  let shell: Shell | undefined;
  let current: TestPage | undefined;
  let saved: { state: SignedInState; at: number } | undefined;
  beforeAll(async () => {
    database = await testDatabase();
    shell = await startShell({ database, ...(options.env ? { env: options.env } : {}) });
    await createReadyUser(database, { email, password: USER_PASSWORD, type, firstName: "Ada", lastName: type === "ADMIN" ? "Admin" : "Lopez" });
    await seed?.(database);
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
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("userFile: used outside a test");
    return value;
  };
  return {
    get database() {
      return ready(database);
    },
    get shell() {
      return ready(shell);
    },
    async signedIn(width = 375, height = 800, how: { throughForm?: boolean } = {}) {
      if (how.throughForm) {
        current = await openPage(ready(shell), width, height);
        await signInThroughForm(current.page, email, USER_PASSWORD);
        saved = { state: await current.context.storageState(), at: Date.now() };
        return current.page;
      }
      if (!saved || Date.now() - saved.at >= SIGNED_IN_STATE_MAX_AGE_MS) {
        const at = Date.now();
        saved = { state: await signedInState(ready(shell).server.url, email, USER_PASSWORD), at };
      }
      current = await openPage(ready(shell), width, height, { storageState: saved.state });
      await current.page.goto("/");
      return current.page;
    },
  };
}
