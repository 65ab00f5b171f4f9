/**
 * The prerendered sign-in form as the server sends it (src/server/prerendered-sign-in.ts): for the
 * provider's sign-in address only, in the visitor's language (a chosen language's cookie, else
 * Accept-Language), with the interaction's id in its links, compressed as the client accepts and
 * varying on what chose it; any other address gets the route's ordinary page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRERENDER_INTERACTION } from "../../src/shared/prerender.js";
import { startTestServer, type TestServer } from "../setup/server.js";

const page = (language: string, heading: string) =>
  `<!DOCTYPE html><html lang="${language}"><head><title>${heading}</title></head><body><div id="root" data-prerendered="sign-in"><h1>${heading}</h1>` +
  `<a href="/auth/signup?interaction=${PRERENDER_INTERACTION}">…</a>${"<p>the form</p>".repeat(100)}</div></body></html>`;

let webRoot: string;
let server: TestServer;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), "compass-prerendered-"));
  mkdirSync(path.join(webRoot, "routes"), { recursive: true });
  writeFileSync(path.join(webRoot, "index.html"), "<!DOCTYPE html><title>index</title>");
  writeFileSync(path.join(webRoot, "routes", "auth.html"), "<!DOCTYPE html><title>auth page</title>");
  writeFileSync(path.join(webRoot, "routes", "auth-login.en.html"), page("en", "Sign in"));
  writeFileSync(path.join(webRoot, "routes", "auth-login.es.html"), page("es", "Iniciar sesión"));
  server = await startTestServer({}, { WEB_ROOT: webRoot });
});
afterAll(async () => {
  await server?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The bytes as sent (node's fetch would undo the encoding). */
function getRaw(pathname: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${pathname}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathname}`, { headers: { "accept-encoding": "identity", ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("the prerendered sign-in form", () => {
  it("comes for /auth/login?interaction=ID with the id in its links, uncompressed when nothing else is accepted", async () => {
    const answer = await get("/auth/login?interaction=Ab3_x-9QzL0pWqYtR2vNm");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    expect(answer.body).toContain("<h1>Sign in</h1>");
    expect(answer.body).toContain('href="/auth/signup?interaction=Ab3_x-9QzL0pWqYtR2vNm"');
    expect(answer.body).not.toContain(PRERENDER_INTERACTION);
    const vary = (answer.headers.get("vary") ?? "").toLowerCase();
    for (const field of ["accept-encoding", "cookie", "accept-language"]) expect(vary).toContain(field);
    // The security headers of every page.
    expect(answer.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("comes in brotli or gzip as accepted", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      const response = await getRaw("/auth/login?interaction=abc", accept);
      expect(response.encoding, accept).toBe(encoding);
      expect(decode(response.body).toString("utf8")).toContain('href="/auth/signup?interaction=abc"');
    }
  });

  it("speaks the browser's language, and a language chosen in this browser before it", async () => {
    expect((await get("/auth/login?interaction=abc", { "accept-language": "es-MX,es;q=0.9,en;q=0.8" })).body).toContain("<h1>Iniciar sesión</h1>");
    expect((await get("/auth/login?interaction=abc", { "accept-language": "fr-FR, es;q=0.5" })).body).toContain("<h1>Iniciar sesión</h1>");
    expect((await get("/auth/login?interaction=abc", { "accept-language": "fr-FR" })).body).toContain("<h1>Sign in</h1>");
    const chosen = await get("/auth/login?interaction=abc", { "accept-language": "es-MX", cookie: "a=1; compass.language=en" });
    expect(chosen.body).toContain("<h1>Sign in</h1>");
    expect((await get("/auth/login?interaction=abc", { cookie: "compass.language=es" })).body).toContain("<h1>Iniciar sesión</h1>");
    // A cookie naming no language Compass speaks is not a choice.
    expect((await get("/auth/login?interaction=abc", { cookie: "compass.language=<b>", "accept-language": "es" })).body).toContain("<h1>Iniciar sesión</h1>");
  });

  it("is not sent for other addresses, or for an id that is not one", async () => {
    for (const url of [
      "/auth/login",
      "/auth/signup?interaction=abc",
      "/auth?interaction=abc",
      "/auth/login?interaction=abc&screen=x",
      "/auth/login?interaction=%3Cscript%3E",
      `/auth/login?interaction=${"a".repeat(65)}`,
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.body, url).toBe("<!DOCTYPE html><title>auth page</title>");
    }
  });
});
