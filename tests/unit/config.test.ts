import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config.js";
import { PRIVACY_POLICY_MAX_BYTES } from "../../src/server/privacy/privacy-settings.js";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe("0.0.0.0");
    expect(c.publicUrl).toBe("http://localhost:8080");
    expect(c.dataDir).toBe(path.resolve("data"));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.logLevel).toBe("info");
    expect(c.rpcReadMaxBytes).toBe(4 * 1024 * 1024);
  });

  it("reads every variable", () => {
    const c = loadConfig({
      PORT: "9000",
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://compass.example.org/",
      DATA_DIR: "/srv/compass",
      DATABASE_URL: "postgres://u@db:5432/compass",
      LOG_LEVEL: "debug",
      CORS_ORIGINS: "https://a.example.org, https://b.example.org",
    });
    expect(c).toMatchObject({
      port: 9000,
      host: "127.0.0.1",
      publicUrl: "https://compass.example.org",
      dataDir: "/srv/compass",
      databaseUrl: "postgres://u@db:5432/compass",
      logLevel: "debug",
      corsOrigins: ["https://a.example.org", "https://b.example.org"],
    });
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ PUBLIC_URL: "compass.local" }, /PUBLIC_URL/],
    [{ PUBLIC_URL: "ftp://x" }, /PUBLIC_URL/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("HTTP timeouts", () => {
  it("close slow requests and idle connections by default", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 72_000 });
  });

  it("read REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS", () => {
    const c = loadConfig({ REQUEST_TIMEOUT_MS: "60000", HEADERS_TIMEOUT_MS: "20000", KEEP_ALIVE_TIMEOUT_MS: "5000" });
    expect(c).toMatchObject({ requestTimeoutMs: 60_000, headersTimeoutMs: 20_000, keepAliveTimeoutMs: 5_000 });
  });

  it("keep the headers timeout within a short request timeout", () => {
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "2000" }).headersTimeoutMs).toBe(2000);
  });

  it.each([
    [{ REQUEST_TIMEOUT_MS: "soon" }, /REQUEST_TIMEOUT_MS/],
    [{ REQUEST_TIMEOUT_MS: "0" }, /REQUEST_TIMEOUT_MS/],
    [{ HEADERS_TIMEOUT_MS: "-1" }, /HEADERS_TIMEOUT_MS/],
    [{ KEEP_ALIVE_TIMEOUT_MS: "99999999" }, /KEEP_ALIVE_TIMEOUT_MS/],
    [{ REQUEST_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "6000" }, /HEADERS_TIMEOUT_MS .* REQUEST_TIMEOUT_MS/],
  ])("refuse %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("the heavy-work pool (ADR 0034)", () => {
  it("has a thread per core this process may use, a queue of 16 and 128 MB per thread by default", () => {
    expect(loadConfig({}).heavy).toEqual({ workers: Math.max(1, os.availableParallelism()), queue: 16, workerMemoryMb: 128 });
  });

  it("reads HEAVY_WORKERS (0: the main thread), HEAVY_QUEUE and HEAVY_WORKER_MEMORY_MB", () => {
    expect(loadConfig({ HEAVY_WORKERS: "0", HEAVY_QUEUE: "0", HEAVY_WORKER_MEMORY_MB: "96" }).heavy).toEqual({ workers: 0, queue: 0, workerMemoryMb: 96 });
  });

  it.each([
    [{ HEAVY_WORKERS: "two" }, /HEAVY_WORKERS/],
    [{ HEAVY_WORKERS: "1000" }, /HEAVY_WORKERS/],
    [{ HEAVY_QUEUE: "-1" }, /HEAVY_QUEUE/],
    [{ HEAVY_WORKER_MEMORY_MB: "8" }, /HEAVY_WORKER_MEMORY_MB/],
  ])("refuses %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("security headers", () => {
  it("forbid inline script and foreign framing, and send HSTS only over https", async () => {
    const { securityHeaders } = await import("../../src/server/security-headers.js");
    const plain = securityHeaders({ publicUrl: "http://localhost:8080" });
    expect(plain["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
    expect(plain["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(plain["content-security-policy"]).toContain("object-src 'none'");
    expect(plain["content-security-policy"]).toContain("base-uri 'none'");
    expect(plain["strict-transport-security"]).toBeUndefined();
    expect(securityHeaders({ publicUrl: "https://compass.example.org" })["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  it("give an API answer a CSP that loads and frames nothing, and HSTS only over https", async () => {
    const { apiAnswerHeaders } = await import("../../src/server/security-headers.js");
    const plain = apiAnswerHeaders({ publicUrl: "http://localhost:8080" });
    expect(plain["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(plain["x-content-type-options"]).toBe("nosniff");
    expect(plain["strict-transport-security"]).toBeUndefined();
    expect(apiAnswerHeaders({ publicUrl: "https://compass.example.org" })["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});

describe("identity configuration", () => {
  it("uses the embedded provider by default", () => {
    const c = loadConfig({ PUBLIC_URL: "https://compass.example.org" });
    expect(c.identity).toMatchObject({
      externalIssuer: undefined,
      issuer: "https://compass.example.org/oidc",
      clientId: "compass-web",
      audience: "https://compass.example.org/api",
      adminEmail: "admin@localhost",
      smtpUrl: undefined,
      loanApplicationUrl: undefined,
    });
  });

  it("uses another issuer when told, and then needs its client id and audience", () => {
    const c = loadConfig({ OIDC_ISSUER: "https://tenant.auth0.com/", OIDC_CLIENT_ID: "abc", OIDC_AUDIENCE: "https://api.compass" });
    expect(c.identity).toMatchObject({ externalIssuer: "https://tenant.auth0.com/", issuer: "https://tenant.auth0.com/", clientId: "abc", audience: "https://api.compass" });
    expect(() => loadConfig({ OIDC_ISSUER: "https://x.example" })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://x.example", OIDC_CLIENT_ID: "a" })).toThrow(/OIDC_AUDIENCE/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: "nobody" })).toThrow(/ADMIN_EMAIL/);
  });
});

describe("proxy trust", () => {
  it.each([
    [undefined, false],
    ["false", false],
    ["true", true],
    ["10.0.0.0/8, 192.168.1.10", ["10.0.0.0/8", "192.168.1.10"]],
  ])("reads TRUST_PROXY=%j", (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("refuses nonsense", () => {
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "2" })).toThrow(/TRUST_PROXY/);
  });
});

describe("the organization and its privacy notice", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "compass-privacy-config-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, content: string | Buffer) => {
    const at = path.join(dir, name);
    writeFileSync(at, content);
    return at;
  };

  it("names Compass, no contact address and the built-in notice by default", () => {
    expect(loadConfig({}).organization).toEqual({ name: "Compass", contactEmail: undefined, privacyPolicy: undefined });
  });

  it("reads ORG_NAME, ORG_CONTACT_EMAIL and the PRIVACY_POLICY_FILE's Markdown at start", () => {
    const at = file("policy.md", "\uFEFF# Our notice\n\nWe keep little.\n");
    const c = loadConfig({ ORG_NAME: "  Main Street Loan Fund ", ORG_CONTACT_EMAIL: "privacy@mslf.example.org", PRIVACY_POLICY_FILE: at });
    expect(c.organization).toEqual({
      name: "Main Street Loan Fund",
      contactEmail: "privacy@mslf.example.org",
      privacyPolicy: { file: at, markdown: "# Our notice\n\nWe keep little.\n" },
    });
  });

  it("accepts a notice of exactly the size cap", () => {
    const at = file("cap.md", "a".repeat(PRIVACY_POLICY_MAX_BYTES));
    expect(loadConfig({ PRIVACY_POLICY_FILE: at }).organization.privacyPolicy?.markdown).toHaveLength(PRIVACY_POLICY_MAX_BYTES);
  });

  it.each([
    ["an ORG_NAME over 120 characters", () => ({ ORG_NAME: "x".repeat(121) }), /ORG_NAME/],
    ["an ORG_NAME on two lines", () => ({ ORG_NAME: "Loan\nFund" }), /ORG_NAME/],
    ["an ORG_CONTACT_EMAIL that is no address", () => ({ ORG_CONTACT_EMAIL: "the privacy team" }), /ORG_CONTACT_EMAIL/],
    ["an ORG_CONTACT_EMAIL without a domain", () => ({ ORG_CONTACT_EMAIL: "privacy@localhost" }), /ORG_CONTACT_EMAIL/],
    ["a missing PRIVACY_POLICY_FILE", () => ({ PRIVACY_POLICY_FILE: path.join(dir, "nope.md") }), /PRIVACY_POLICY_FILE cannot be read/],
    ["a directory as PRIVACY_POLICY_FILE", () => ({ PRIVACY_POLICY_FILE: (mkdirSync(path.join(dir, "sub"), { recursive: true }), path.join(dir, "sub")) }), /PRIVACY_POLICY_FILE cannot be read/],
    ["a PRIVACY_POLICY_FILE over the size cap", () => ({ PRIVACY_POLICY_FILE: file("big.md", "a".repeat(PRIVACY_POLICY_MAX_BYTES + 1)) }), /PRIVACY_POLICY_FILE is \d+ bytes; at most/],
    ["a PRIVACY_POLICY_FILE that is not UTF-8", () => ({ PRIVACY_POLICY_FILE: file("latin1.md", Buffer.from([0x50, 0x72, 0x69, 0x76, 0xe9, 0x0a])) }), /not UTF-8/],
    ["a binary PRIVACY_POLICY_FILE", () => ({ PRIVACY_POLICY_FILE: file("nul.md", "a\u0000b") }), /not a text file/],
    ["an empty PRIVACY_POLICY_FILE", () => ({ PRIVACY_POLICY_FILE: file("empty.md", " \n\n") }), /PRIVACY_POLICY_FILE is empty/],
  ])("refuses %s, naming the variable", (_what, env, message) => {
    const settings = env();
    expect(() => loadConfig(settings)).toThrow(ConfigError);
    expect(() => loadConfig(settings)).toThrow(message);
  });
});
