/**
 * Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown, a Moto G Power-sized screen) on
 * Debian's Chromium against the built product, served as `npm start` serves it
 * (`node dist/server/main.js`, embedded PostgreSQL in a temporary DATA_DIR). Six pages, each its
 * own navigation run:
 *
 *   1. a signed-out visitor opening `/`, followed through the redirects until the sign-in form
 *      (`/auth/login?interaction=…`) shows;
 *   2. `/privacy-policy`, signed out;
 *   3. the signed-in home route `/`, with a saved signed-in browser state: a verified user with a
 *      completed profile is seeded in the server's database, signed in once through the real form
 *      with playwright-core driving the same Chromium (over CDP), so localStorage holds the tokens
 *      and the provider's cookies exist; Lighthouse then runs with `disableStorageReset` (the HTTP
 *      cache is still cleared first, as Lighthouse does for the other two, so it is a cold load);
 *   4–6. the signed-in `/discover`, `/my-business` and `/cashflow-tool`, the same way.
 *
 * Prints per page the performance score, first and largest contentful paint, total blocking time,
 * bytes transferred and requests, beside the goals (issue 36: performance ≥ 0.95 on the sign-in
 * path, ≥ 0.94 on /privacy-policy, ≥ 0.90 on each signed-in page; ≤ 250 KiB until the sign-in
 * form shows). Exits 0 whether or not the goals are met; non-zero only when the
 * benchmark itself could not run. Stops its server and browser and removes its temporary
 * directories in every case.
 *
 *   npm run bench:lighthouse            (builds with `npm run build` first when dist/ is missing)
 *   npm run bench:lighthouse -- --build (builds first in any case)
 *   npm run bench:lighthouse -- --runs 5 (each page five times: every run's figures, then the
 *                                          median run's — Lighthouse's own advice on a noisy machine)
 *   npm run bench:lighthouse -- --pages home  (only some pages: sign-in, privacy, home, discover,
 *                                          my-business, cashflow-tool)
 *   npm run bench:lighthouse -- --pages home --profile home.cpuprofile  (also a CPU profile of the
 *                                          home's cold load: profileHome)
 *
 * Settings: CHROMIUM_PATH (default /usr/bin/chromium); LIGHTHOUSE_REPORT_DIR=dir also writes each
 * run's HTML report and its trace (DevTools' performance panel opens it) there; BENCH_TIMEOUT_MS (default 600000) stops a run that hangs.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import lighthouse, { type Flags, type Result } from "lighthouse";
import pg from "pg";
import { chromium } from "playwright-core";
import * as schema from "../src/server/db/schema/index.js";
import { createAccount } from "../src/server/identity/accounts.js";

const root = path.resolve(import.meta.dirname, "..");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 600_000) * Number(option("runs") ?? 1);

/** `--name value` from the command line. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const RUNS = Number(option("runs") ?? 1);
const profileFile = option("profile");
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number ≥ 1");
const PAGE_KEYS = ["sign-in", "privacy", "home", "discover", "my-business", "cashflow-tool"] as const;
/** The signed-in pages besides the home: their key is their path. */
const SIGNED_IN_PAGES = ["discover", "my-business", "cashflow-tool"] as const satisfies readonly PageKey[];
type PageKey = (typeof PAGE_KEYS)[number];
const PAGES = new Set((option("pages") ?? PAGE_KEYS.join(",")).split(",") as PageKey[]);
for (const key of PAGES) if (!PAGE_KEYS.includes(key)) throw new Error(`--pages: ${key} is not one of ${PAGE_KEYS.join(", ")}`);

const SIGN_IN_PAGE = "signed-out / → sign-in form";
const HOME_PAGE = "signed-in home /";

/** Goals (issue 36): the sign-in path ≥ 0.95, the privacy page ≥ 0.94, every signed-in page ≥ 0.90. */
const GOAL_PERFORMANCE = 0.9;
const goalOf = (page: string): number => (page === SIGN_IN_PAGE ? 0.95 : page.startsWith("/privacy-policy") ? 0.94 : GOAL_PERFORMANCE);
const GOAL_SIGN_IN_KIB = 250;

// ---------------------------------------------------------------------------------------------
// Clean-up: everything this run started or made, undone once, whatever happens.

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (err) {
        console.error(`clean-up: ${(err as Error).message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  console.error(`bench:lighthouse did not finish within ${timeoutMs} ms; stopping`);
  void cleanUp().finally(() => process.exit(1));
}, timeoutMs);
watchdog.unref();

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Stops a child started detached (its own process group): SIGTERM, then SIGKILL after `graceMs`. */
async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, "exit");
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  signalGroup("SIGTERM");
  const timer = setTimeout(() => signalGroup("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, ms: number, failed?: () => string | undefined): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const problem = failed?.();
    if (problem) throw new Error(`${what}: ${problem}`);
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function git(...args: string[]): string {
  const r = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : "";
}

// ---------------------------------------------------------------------------------------------
// The built product, served as `npm start` serves it.

function ensureBuilt(): void {
  const built = ["dist/server/main.js", "dist/web/index.html"].every((p) => fs.existsSync(path.join(root, p)));
  if (built && !process.argv.includes("--build")) return;
  console.log(built ? "--build: running `npm run build`\n" : "dist/ is missing: running `npm run build`\n");
  const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error("npm run build failed");
}

/** The newest modification time (ms) of a file under `dir`. */
function newestUnder(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

interface Server {
  url: string;
  dataDir: string;
}

async function startServer(): Promise<Server> {
  // Reachable by the `postgres` system user (0755 under /tmp), so the cluster stays inside DATA_DIR/pg.
  const dataDir = tempDir("compass-lighthouse-data-");
  fs.chmodSync(dataDir, 0o755);
  cleanups.push(() => {
    // Should the cluster have been placed elsewhere and linked (a private DATA_DIR), remove it too.
    const link = path.join(dataDir, "pg");
    if (fs.existsSync(link) && fs.lstatSync(link).isSymbolicLink()) fs.rmSync(fs.realpathSync(link), { recursive: true, force: true });
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    LOG_LEVEL: "warn",
    WEB_ROOT: path.join(root, "dist", "web"),
  };
  // The embedded engine and the embedded provider, as a first `npm start` has them.
  for (const key of ["DATABASE_URL", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_AUDIENCE", "SMTP_URL", "SMS_PROVIDER", "LOAN_APPLICATION_URL"]) delete env[key];
  const child = spawn(process.execPath, ["--enable-source-maps", path.join(root, "dist", "server", "main.js")], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  // Stopped before its DATA_DIR is removed (clean-ups run in reverse order).
  cleanups.push(() => stopChild(child, 15_000));
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await waitFor(
    "the server's /readyz",
    async () => ((await fetch(`${url}/readyz`)).ok ? true : undefined),
    120_000,
    () => (child.exitCode !== null ? `the server exited (${child.exitCode}):\n${stderr.slice(-4000)}` : undefined),
  );
  return { url, dataDir };
}

/** A verified standard user with a completed profile, written into the running server's embedded database. */
async function seedUser(dataDir: string): Promise<{ email: string; password: string }> {
  const clusterRoot = path.join(dataDir, "pg");
  const port = fs.readFileSync(path.join(clusterRoot, "port"), "utf8").trim();
  const password = fs.readFileSync(path.join(clusterRoot, "password"), "utf8").trim();
  const pool = new pg.Pool({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/compass`, max: 2 });
  try {
    const db = drizzle(pool, { schema });
    const user = { email: "lighthouse.learner@example.com", password: `lighthouse ${randomBytes(9).toString("base64url")}` };
    const { userId } = await createAccount(db, user, { emailVerified: true });
    await db
      .update(schema.users)
      .set({
        firstName: "Lia",
        lastName: "Learner",
        phoneNumber: "+15055550100",
        businessName: "Lia's Bakery",
        addresses: [{ address1: "1 Main St", city: "Taos", us_state: "NM", zip_code: "87571" }],
      })
      .where(eq(schema.users.id, userId));
    await db.update(schema.userStates).set({ hasCompletedProfile: true }).where(eq(schema.userStates.userId, userId));
    return user;
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Debian's Chromium with a remote-debugging port (Lighthouse and playwright-core both attach to it).

async function startChromium(): Promise<number> {
  if (!fs.existsSync(chromiumPath)) throw new Error(`${chromiumPath} not found (apt-get install chromium, or set CHROMIUM_PATH)`);
  const profile = tempDir("compass-lighthouse-chromium-");
  const child = spawn(
    chromiumPath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--remote-debugging-address=127.0.0.1",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-extensions",
      "--disable-default-apps",
      "--disable-sync",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-client-side-phishing-detection",
      "--disable-background-timer-throttling",
      "--disable-backgrounding-occluded-windows",
      "--disable-renderer-backgrounding",
      "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication",
      "--metrics-recording-only",
      "--password-store=basic",
      "--use-mock-keychain",
      "--mute-audio",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  // Stopped before its profile directory is removed.
  cleanups.push(() => stopChild(child, 5_000));
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  return waitFor(
    "Chromium's DevTools port",
    async () => {
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      return m ? Number(m[1]) : undefined;
    },
    30_000,
    () => (child.exitCode !== null ? `Chromium exited (${child.exitCode}):\n${stderr.slice(-2000)}` : undefined),
  );
}

/** Signs in through the real form, in the browser's default profile, and leaves the state there. */
async function signIn(debuggingPort: number, baseUrl: string, user: { email: string; password: string }): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("no default browser context");
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("login-form").waitFor({ timeout: 60_000 });
    await page.getByLabel("E-mail address").fill(user.email);
    await page.locator("#auth-field-password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 60_000 });
    await page.getByTestId("journey-ready").waitFor({ timeout: 60_000 });
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("compass.oidc.user:")).length);
    if (stored === 0) throw new Error("signed in, but no tokens in localStorage");
    await page.close();
  } finally {
    // Disconnects; the browser (not launched by playwright) and its default profile stay.
    await browser.close();
  }
}

/**
 * `--profile FILE`: a JavaScript CPU profile (DevTools' .cpuprofile, unthrottled, sampled every
 * 100 µs) of a cold load of the signed-in home until its journey shows: which functions the main
 * thread spends its time in before the largest paint. Build with WEB_SOURCEMAP=1 to read it
 * against the sources.
 */
async function profileHome(debuggingPort: number, baseUrl: string, file: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const session = await page.context().newCDPSession(page);
    await session.send("Network.clearBrowserCache");
    await session.send("Profiler.enable");
    await session.send("Profiler.setSamplingInterval", { interval: 100 });
    await session.send("Profiler.start");
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("journey-ready").waitFor({ timeout: 60_000 });
    const { profile } = await session.send("Profiler.stop");
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile of the signed-in home in ${file}`);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Empties the HTTP cache (not cookies or localStorage), as Lighthouse does before a run that resets storage. */
async function clearHttpCache(debuggingPort: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const session = await page.context().newCDPSession(page);
    await session.send("Network.clearBrowserCache");
    await page.close();
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse runs and the figures they give.

interface Figures {
  page: string;
  finalUrl: string;
  score: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  bytes: number;
  requests: number;
  benchmarkIndex: number;
  /** What the largest contentful paint painted (shows which page the run ended on). */
  lcpElement: string;
  warnings: string[];
}

function numeric(lhr: Result, id: string): number {
  const audit = lhr.audits[id];
  if (!audit || typeof audit.numericValue !== "number") {
    throw new Error(`Lighthouse gave no ${id} (${audit?.errorMessage ?? audit?.explanation ?? "audit missing"})`);
  }
  return audit.numericValue;
}

/** `redirects`: the run is meant to follow redirects (Lighthouse's warning about them is left out). */
async function measure(page: string, url: string, debuggingPort: number, extra: Flags = {}, redirects = false): Promise<Figures> {
  console.log(`Lighthouse: ${page} (${url})`);
  const flags: Flags = {
    port: debuggingPort,
    hostname: "127.0.0.1",
    logLevel: "error",
    onlyCategories: ["performance"],
    output: reportDir ? "html" : "json",
    ...extra,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    const file = path.join(reportDir, `${page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").toLowerCase()}.html`);
    fs.writeFileSync(file, typeof result.report === "string" ? result.report : result.report.join("\n"));
    // The run's trace, for DevTools' performance panel: what the main thread did, unthrottled.
    fs.writeFileSync(file.replace(/\.html$/, ".trace.json"), JSON.stringify(result.artifacts.Trace));
  }
  const requests = lhr.audits["network-requests"]?.details;
  return {
    page,
    finalUrl: lhr.finalDisplayedUrl,
    score: lhr.categories.performance?.score ?? null,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    bytes: numeric(lhr, "total-byte-weight"),
    requests: requests && requests.type === "table" ? requests.items.length : Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: /"nodeLabel":"((?:[^"\\]|\\.)*)"/.exec(JSON.stringify(lhr.audits["largest-contentful-paint-element"]?.details ?? {}))?.[1] ?? "?",
    warnings: lhr.runWarnings.map(String).filter((w) => !(redirects && / was redirected to /.test(w))),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => bytes / 1024;
const mark = (met: boolean) => (met ? "met" : "MISSED");

/** The run with the median performance score (Lighthouse's advice: its figures belong together). */
function medianRun(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function row(r: Figures, label = r.page): string {
  const score = r.score === null ? "n/a" : `${r.score.toFixed(2)} ${mark(r.score >= goalOf(r.page))}`;
  return `| ${label} | ${score} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${Math.round(kib(r.bytes)).toLocaleString("en-US")} KiB | ${r.requests} |`;
}

function report(pages: Figures[][]): void {
  const rows = pages.map(medianRun);
  if (RUNS > 1) {
    console.log(`\nEvery run:\n\n| page, run | performance | FCP | LCP | TBT | transferred | requests |`);
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const runs of pages) runs.forEach((r, i) => console.log(row(r, `${r.page}, ${i + 1}`)));
  }
  console.log(`\n${RUNS > 1 ? `The median run of ${RUNS}:\n\n` : ""}| page | performance (goal: below) | FCP | LCP | TBT | transferred | requests |`);
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) console.log(row(r));
  console.log("");
  for (const r of rows) {
    const url = new URL(r.finalUrl);
    console.log(`${r.page}: ended at ${url.pathname}${url.search ? "?…" : ""}; largest paint: "${r.lcpElement}"`);
  }
  console.log(`\nGoals:`);
  for (const r of rows) console.log(`  performance ≥ ${goalOf(r.page).toFixed(2)} on ${r.page}: ${r.score?.toFixed(2) ?? "n/a"} — ${mark((r.score ?? 0) >= goalOf(r.page))}`);
  const signIn = rows.find((r) => r.page === SIGN_IN_PAGE);
  if (signIn) {
    const signInKib = kib(signIn.bytes);
    console.log(`  ≤ ${GOAL_SIGN_IN_KIB} KiB transferred until the sign-in form shows: ${signInKib.toFixed(1)} KiB in ${signIn.requests} requests — ${mark(signInKib <= GOAL_SIGN_IN_KIB)}`);
  }
  const warnings = pages.flat().flatMap((r) => r.warnings.map((w) => `  ${r.page}: ${w}`));
  if (warnings.length) console.log(`\nLighthouse warnings:\n${[...new Set(warnings)].join("\n")}`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  ensureBuilt();
  const commit = git("rev-parse", "--short", "HEAD");
  const dirty = git("status", "--porcelain", "--", "src", "index.html", "vite.config.ts") !== "";
  const built = Math.min(...["dist/web/index.html", "dist/server/main.js"].map((p) => fs.statSync(path.join(root, p)).mtimeMs));
  console.log(
    `Compass Lighthouse benchmark — ${new Date().toISOString().slice(0, 10)}, commit ${commit}${dirty ? " (+ uncommitted changes in src/)" : ""}, dist/ built ${new Date(built).toISOString().slice(0, 19)}Z`,
  );
  if (newestUnder(path.join(root, "src")) > built) console.log("note: src/ changed after dist/ was built; `npm run bench:lighthouse -- --build` measures the current code");
  const chromiumVersion = spawnSync(chromiumPath, ["--version"], { encoding: "utf8" }).stdout.trim();
  console.log(`Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${chromiumVersion}, Lighthouse mobile preset\n`);

  const server = await startServer();
  const user = await seedUser(server.dataDir);
  // One request through each path first, so the runs do not measure the server's first-call warm-up.
  for (const p of ["/", "/privacy-policy", "/readyz"]) await (await fetch(`${server.url}${p}`)).arrayBuffer();
  const debuggingPort = await startChromium();

  const pages: Figures[][] = [];
  const measureRuns = async (key: PageKey, run: () => Promise<Figures>) => {
    if (!PAGES.has(key)) return;
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run());
    pages.push(runs);
  };
  await measureRuns("sign-in", () => measure(SIGN_IN_PAGE, `${server.url}/`, debuggingPort, {}, true));
  await measureRuns("privacy", () => measure("/privacy-policy (signed out)", `${server.url}/privacy-policy`, debuggingPort));
  const signedIn = PAGES.has("home") || SIGNED_IN_PAGES.some((key) => PAGES.has(key));
  if (signedIn) await signIn(debuggingPort, server.url, user);
  if (PAGES.has("home") && profileFile) await profileHome(debuggingPort, server.url, profileFile);
  await measureRuns("home", async () => {
    await clearHttpCache(debuggingPort);
    return measure(HOME_PAGE, `${server.url}/`, debuggingPort, { disableStorageReset: true });
  });
  for (const key of SIGNED_IN_PAGES) {
    await measureRuns(key, async () => {
      await clearHttpCache(debuggingPort);
      return measure(`signed-in /${key}`, `${server.url}/${key}`, debuggingPort, { disableStorageReset: true });
    });
  }

  for (const r of pages.flat()) {
    if (r.page === SIGN_IN_PAGE && !new URL(r.finalUrl).pathname.startsWith("/auth/login")) console.log("note: a signed-out run did not end on the sign-in form");
    if (r.page === HOME_PAGE && new URL(r.finalUrl).pathname !== "/") console.log("note: a signed-in run did not stay on / (the saved state was not used)");
    if (r.page.startsWith("signed-in /") && new URL(r.finalUrl).pathname !== r.page.slice("signed-in ".length)) console.log(`note: a run of ${r.page} did not stay there (the saved state was not used)`);
  }
  report(pages);
  if (reportDir) console.log(`\nHTML reports in ${reportDir}`);
  console.log(`Lighthouse benchmarkIndex (machine speed): ${pages.flat().map((r) => Math.round(r.benchmarkIndex)).join(", ")}`);
}

let status = 0;
try {
  await main();
} catch (err) {
  console.error(`bench:lighthouse failed: ${(err as Error).stack ?? String(err)}`);
  status = 1;
}
await cleanUp();
clearTimeout(watchdog);
process.exit(status);
