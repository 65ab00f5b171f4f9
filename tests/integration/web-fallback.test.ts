/**
 * The web app's pages for every client that may want them: browsers, and also curl, uptime
 * probes and link previews (`Accept: *\/*` or no Accept at all). Only a client that accepts JSON
 * alone, a missing asset, or an API path gets a 404.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsOnlyJson } from "../../src/server/app.js";
import { startTestServer, type TestServer } from "../setup/server.js";

const INDEX = '<!DOCTYPE html><html><head><title>Compass</title></head><body><div id="root"></div></body></html>';
let webRoot: string;
let server: TestServer;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), "compass-web-"));
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "index.html"), INDEX);
  writeFileSync(path.join(webRoot, "assets", "app-1a2b3c.js"), "console.log('app');\n");
  server = await startTestServer({}, { WEB_ROOT: webRoot });
});
afterAll(async () => {
  await server?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(`${server.url}${pathname}`, { method, headers });
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.text() };
}

describe("page paths", () => {
  it.each([
    ["a browser", { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" }],
    ["curl (Accept: */*)", { accept: "*/*" }],
    ["a client sending no Accept", {}],
    ["a client preferring JSON but taking anything", { accept: "application/json, */*;q=0.1" }],
  ])("serve the app's index.html to %s", async (_who, headers: Record<string, string>) => {
    for (const pathname of ["/", "/journey", "/admin/users?page=2"]) {
      const answer = await get(pathname, headers);
      expect(answer.status, pathname).toBe(200);
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.body).toBe(INDEX);
    }
  });

  it("answer a HEAD like a GET", async () => {
    const answer = await get("/journey", { accept: "*/*" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/html/);
  });

  it("answer a client that accepts only JSON with a 404 in JSON", async () => {
    for (const accept of ["application/json", "application/problem+json, application/json;q=0.5"]) {
      const answer = await get("/journey", { accept });
      expect(answer.status, accept).toBe(404);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ error: "Not Found" });
    }
  });
});

describe("a page opened at another address than PUBLIC_URL", () => {
  const at = (host: string, url: string, method: "GET" | "HEAD" | "POST" = "GET") => server.app.inject({ method, url, headers: { host, accept: "text/html" } });

  it("is sent to the same path at PUBLIC_URL before anything starts (sign-in works only there)", async () => {
    const publicUrl = server.config.publicUrl;
    for (const host of ["localhost:8080", "10.0.0.5:8080", "compass.internal"]) {
      for (const url of ["/", "/admin/users?page=2", "/auth/login?interaction=abc"]) {
        const answer = await at(host, url);
        expect([host, url, answer.statusCode]).toEqual([host, url, 302]);
        expect(answer.headers.location).toBe(new URL(url, publicUrl).href);
      }
    }
    const head = await at("localhost:8080", "/journey", "HEAD");
    expect(head.statusCode).toBe(302);
  });

  it("is served at PUBLIC_URL's own host", async () => {
    const answer = await at(new URL(server.config.publicUrl).host, "/journey");
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(INDEX);
  });

  it("leaves the API, health checks, assets and files where they are (probes and load balancers use the IP)", async () => {
    expect((await at("10.0.0.5", "/healthz")).statusCode).toBe(200);
    expect((await at("10.0.0.5", "/assets/app-1a2b3c.js")).statusCode).toBe(200);
    expect((await at("10.0.0.5", "/app-config.json")).statusCode).toBe(200);
    expect((await at("10.0.0.5", "/assets/missing.js")).statusCode).toBe(404);
  });
});

describe("assets and API paths", () => {
  it("serve an existing asset", async () => {
    const answer = await get("/assets/app-1a2b3c.js", { accept: "*/*" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("console.log");
  });

  it.each(["/assets/missing.js", "/assets/missing", "/favicon-missing.png", "/robots.txt"])(
    "keep a missing asset (%s) a 404",
    async (pathname) => {
      const answer = await get(pathname, { accept: "*/*" });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toBe(INDEX);
    },
  );

  it.each(["/compass.v1.CompassService/Ping", "/oidc/.well-known/openid-configuration", "/healthz/extra"])(
    "keep API paths (%s) out of the fallback",
    async (pathname) => {
      const answer = await get(pathname, { accept: "*/*" });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toBe(INDEX);
    },
  );

  it("still answer /healthz and /app-config.json themselves", async () => {
    expect((await get("/healthz", { accept: "*/*" })).body).toBe('{"status":"ok"}');
    expect((await get("/app-config.json", { accept: "*/*" })).type).toMatch(/^application\/json/);
  });
});

describe("accepting only JSON", () => {
  it.each([
    ["application/json", true],
    ["Application/JSON; charset=utf-8", true],
    ["application/problem+json, application/json;q=0.5", true],
    ["application/json, text/html;q=0", true],
    ["*/*", false],
    ["", false],
    [undefined, false],
    ["application/json, */*;q=0.1", false],
    ["text/html", false],
  ])("%j -> %s", (accept, only) => {
    expect(acceptsOnlyJson(accept)).toBe(only);
  });
});

describe("a route's own copy of the page (scripts/web-build/route-pages.ts)", () => {
  let root: string;
  let withRoutes: TestServer;
  const page = (what: string) => `<!DOCTYPE html><html><head><title>${what}</title></head><body></body></html>`;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "compass-web-routes-"));
    mkdirSync(path.join(root, "routes"));
    writeFileSync(path.join(root, "index.html"), INDEX);
    writeFileSync(path.join(root, "routes", "my-journey.html"), page("home, signed in"));
    writeFileSync(path.join(root, "routes", "my-journey.signed-out.html"), page("home, signed out"));
    writeFileSync(path.join(root, "routes", "privacy-policy.html"), page("privacy"));
    withRoutes = await startTestServer({}, { WEB_ROOT: root });
  });
  afterAll(async () => {
    await withRoutes?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const fetchPage = async (pathname: string, cookie?: string) => {
    const response = await fetch(`${withRoutes.url}${pathname}`, { headers: cookie ? { cookie } : {} });
    return { body: await response.text(), vary: response.headers.get("vary") ?? "" };
  };

  it("sends a signed-in route's copy by the session-present cookie, a public route's copy to all, index.html otherwise", async () => {
    expect((await fetchPage("/")).body).toBe(page("home, signed out"));
    expect((await fetchPage("/", "other=1; compass_session=1")).body).toBe(page("home, signed in"));
    expect((await fetchPage("/", "compass_session=0")).body).toBe(page("home, signed out"));
    expect((await fetchPage("/privacy-policy")).body).toBe(page("privacy"));
    expect((await fetchPage("/privacy-policy", "compass_session=1")).body).toBe(page("privacy"));
    // No copy for this route (or no route): the plain index.html.
    expect((await fetchPage("/classes", "compass_session=1")).body).toBe(INDEX);
    expect((await fetchPage("/no/such/page")).body).toBe(INDEX);
    expect((await fetchPage("/")).vary.toLowerCase()).toContain("cookie");
  });
});
