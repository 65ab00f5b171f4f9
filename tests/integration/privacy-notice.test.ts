import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_NOTICE_UPDATED, type PrivacyNotice } from "../../src/shared/privacy.js";
import { startTestServer, type TestServer } from "../setup/server.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "compass-privacy-"));
const policyFile = path.join(dir, "privacy.md");
const POLICY = "# Main Street Loan Fund privacy notice\n\nWe keep what you give us. <script>alert(1)</script>\n";

let builtIn: TestServer;
let custom: TestServer;

beforeAll(async () => {
  writeFileSync(policyFile, POLICY);
  builtIn = await startTestServer();
  custom = await startTestServer({}, { ORG_NAME: "Main Street Loan Fund", ORG_CONTACT_EMAIL: "privacy@mslf.example.org", PRIVACY_POLICY_FILE: policyFile });
});
afterAll(async () => {
  await builtIn?.close();
  await custom?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("GET /privacy-policy.json", () => {
  it("serves the built-in notice's data to anyone, without sign-in, cacheable for a few minutes", async () => {
    const res = await fetch(`${builtIn.url}/privacy-policy.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const body: PrivacyNotice = await res.json();
    expect(body).toEqual({ orgName: "Compass", contactEmail: null, markdown: null, updatedAt: BUILT_IN_NOTICE_UPDATED });
  });

  it("serves the operator's name, contact and own Markdown notice from PRIVACY_POLICY_FILE, as written", async () => {
    const res = await fetch(`${custom.url}/privacy-policy.json`);
    expect(res.status).toBe(200);
    const body: PrivacyNotice = await res.json();
    expect(body).toEqual({ orgName: "Main Street Loan Fund", contactEmail: "privacy@mslf.example.org", markdown: POLICY, updatedAt: null });
    const other = await fetch(`${builtIn.url}/privacy-policy.json`);
    expect(res.headers.get("etag")).not.toBe(other.headers.get("etag"));
  });

  it("reads the file once at start: a later edit shows only after a restart", async () => {
    writeFileSync(policyFile, "# Changed after start\n");
    try {
      const body: PrivacyNotice = await (await fetch(`${custom.url}/privacy-policy.json`)).json();
      expect(body.markdown).toBe(POLICY);
    } finally {
      writeFileSync(policyFile, POLICY);
    }
  });

  it("answers 304 Not Modified to a client that has the current version", async () => {
    const first = await fetch(`${custom.url}/privacy-policy.json`);
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${custom.url}/privacy-policy.json`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const stale = await fetch(`${custom.url}/privacy-policy.json`, { headers: { "if-none-match": '"something-older"' } });
    expect(stale.status).toBe(200);
  });

  it("answers HEAD, and is not mistaken for a page of the web app", async () => {
    const head = await fetch(`${builtIn.url}/privacy-policy.json`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toContain("application/json");
    const post = await fetch(`${builtIn.url}/privacy-policy.json`, { method: "POST" });
    expect(post.status).toBe(404);
  });
});
