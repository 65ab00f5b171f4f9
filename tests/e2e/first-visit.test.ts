/**
 * The first visit's light path (docs/decisions/0009-fast-first-visit.md), in Chromium on the built
 * app with the embedded provider: a signed-out visitor opening `/` reaches the sign-in form without
 * the signed-in app's modules (API client, generated protobuf code, query cache) ever being
 * requested, and without the app booting before the redirect; public pages load none of them
 * either. Which files those are comes from the build's manifest, so the test follows renames.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { readStartRecord } from "../../scripts/web-build/start-chunks.js";
import { closePage, openPage, startShell, WEB_ROOT, type Shell, type TestPage } from "./browser.js";

let database: TestDatabase;
let shell: Shell;
let current: TestPage | undefined;

/**
 * Build outputs of the signed-in app's modules, by the source they come from. A chunk group of
 * scripts/web-build/start-chunks.ts stands for the modules the build recorded in it.
 */
function signedInFiles(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(WEB_ROOT, ".vite/manifest.json"), "utf8")) as Record<string, { file: string; src?: string }>;
  const groups = readStartRecord(WEB_ROOT) ?? {};
  const wanted: [string, RegExp][] = [
    ["generated protobuf code", /compass_pb/],
    ["query cache", /QueryClientProvider|@tanstack\/react-query/],
    ["API client", /@connectrpc\/connect-web/],
    ["API transport and cache", /app-data/],
    ["route guard", /signed-in-root/],
  ];
  const files = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const group = Object.keys(groups).find((name) => chunk.file.startsWith(`assets/${name}-`));
    const names = [key, chunk.file, ...(group ? groups[group]! : [])];
    const kinds = wanted.filter(([, pattern]) => names.some((n) => pattern.test(n))).map(([what]) => what);
    if (kinds.length) files.set(`/${chunk.file}`, kinds.join(", "));
  }
  return files;
}

/** The same-origin paths a page requested. */
function recordRequests(t: TestPage): string[] {
  const seen: string[] = [];
  t.page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === shell.server.url) seen.push(url.pathname);
  });
  return seen;
}

beforeAll(async () => {
  database = await testDatabase();
  shell = await startShell({ database });
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

describe("the first visit on a phone", () => {
  it("knows which files the signed-in app is made of", () => {
    const kinds = new Set([...signedInFiles().values()].flatMap((k) => k.split(", ")));
    expect([...kinds].sort()).toEqual(["API client", "API transport and cache", "generated protobuf code", "query cache", "route guard"]);
  });

  it("goes from / to the sign-in form without requesting the signed-in app or booting it first", async () => {
    current = await openPage(shell, 375, 800);
    const requested = recordRequests(current);
    const { page } = current;
    await page.goto("/");
    await page.getByTestId("login-form").waitFor({ timeout: 30_000 });
    const heavy = signedInFiles();
    expect(requested.filter((p) => heavy.has(p)).map((p) => `${heavy.get(p)} (${p})`)).toEqual([]);
    // Nor the protobuf runtime's binary reader (it came with ConnectError into the forms' error
    // helper once): found by its own error text, which survives minifying, in the scripts loaded.
    const scripts = requested.filter((p) => /^\/assets\/[^/]+\.js$/.test(p));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((p) => readFileSync(path.join(WEB_ROOT, p), "utf8").includes("premature EOF"))).toEqual([]);
    // The redirect to the provider happened before the app (or React) was loaded on `/`.
    const firstInteraction = requested.findIndex((p) => p.startsWith("/oidc/auth"));
    expect(firstInteraction).toBeGreaterThan(-1);
    const appChunk = (p: string) => /^\/assets\/(?:app|react|react-dom)-[\w-]+\.js$/.test(p);
    expect(requested.slice(0, firstInteraction).filter(appChunk)).toEqual([]);
    // The deep link is kept: sign-in comes back to it.
    expect(new URL(page.url()).pathname).toBe("/auth/login");
  });

  it("keeps a protected deep link through the shortcut", async () => {
    current = await openPage(shell, 375, 800);
    const { page } = current;
    await page.goto("/account/security?tab=1");
    await page.getByTestId("login-form").waitFor({ timeout: 30_000 });
    const state = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith("compass.oidc.tx."))
        .map((k) => localStorage.getItem(k) ?? ""),
    );
    expect(state.join(" ")).toContain("/account/security?tab=1");
  });

  it("serves public pages without the signed-in app", async () => {
    for (const url of ["/no-profile", "/auth/email-verified", "/reset-password", "/privacy-policy"]) {
      current = await openPage(shell, 375, 800);
      const requested = recordRequests(current);
      await current.page.goto(url);
      await current.page.locator("main h1").first().waitFor({ timeout: 30_000 });
      await current.page.waitForLoadState("networkidle");
      const heavy = signedInFiles();
      expect(requested.filter((p) => heavy.has(p)).map((p) => `${heavy.get(p)} (${p})`), url).toEqual([]);
      await closePage(current);
      current = undefined;
    }
  });
});
