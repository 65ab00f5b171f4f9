/**
 * The embedded provider names only PUBLIC_URL, whatever Host or X-Forwarded-Host/-Proto a client
 * sends, with TRUST_PROXY off or on; and with an https PUBLIC_URL reached over plain http (a
 * TLS-terminating proxy in front) sign-in still works, its cookies marked Secure.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyRing } from "../../../src/server/crypto/keyring.js";
import { createAccount } from "../../../src/server/identity/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { OidcClient, pkce, startOidcServer, type OidcServer } from "../../setup/oidc.js";

const PUBLIC_URL = "https://compass.example";
const PASSWORD = "a long enough passphrase";
const SPOOFED = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http", forwarded: "host=evil.example;proto=http" };

/** GET with any headers (fetch refuses to send Host). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      })
      .on("error", reject);
  });
}

let database: TestDatabase;
/** One data key for both servers on the one database (the provider's keys are sealed with it). */
const keyring = createKeyRing(randomBytes(32));
beforeAll(async () => {
  database = await testDatabase();
  await createAccount(database.db, { email: "learner@example.com", password: PASSWORD }, { emailVerified: true });
});
afterAll(() => database?.close());

describe.each([
  ["off", {}],
  ["on", { TRUST_PROXY: "true" }],
])("with an https PUBLIC_URL and TRUST_PROXY %s", (_trust, env: Record<string, string>) => {
  let server: OidcServer;
  beforeAll(async () => {
    server = await startOidcServer(database, { keyring, env: { PUBLIC_URL, ...env } });
  });
  afterAll(() => server?.close());

  it("names only PUBLIC_URL in discovery, whatever Host and X-Forwarded-* say", async () => {
    const { status, body } = await get(`${server.url}/oidc/.well-known/openid-configuration`, SPOOFED);
    expect(status).toBe(200);
    const doc = JSON.parse(body) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${PUBLIC_URL}/oidc`);
    expect(doc.authorization_endpoint).toBe(`${PUBLIC_URL}/oidc/auth`);
    expect(doc.token_endpoint).toBe(`${PUBLIC_URL}/oidc/token`);
    expect(doc.jwks_uri).toBe(`${PUBLIC_URL}/oidc/jwks`);
    expect(body).not.toContain("evil.example");
    expect(body).not.toContain("http://");
  });

  it("signs in over plain http behind the proxy: Secure cookies, PUBLIC_URL redirects, a code for tokens", async () => {
    const client = new OidcClient(server);
    const redirectUri = `${PUBLIC_URL}/auth/callback`;
    const { verifier, challenge } = pkce();
    const query = new URLSearchParams({
      client_id: server.config.identity.clientId,
      response_type: "code",
      redirect_uri: redirectUri,
      scope: "openid profile email offline_access",
      state: "s1",
      code_challenge: challenge,
      code_challenge_method: "S256",
    });
    const authorize = await client.request(`/oidc/auth?${query}`, { headers: { "x-forwarded-host": "evil.example" } });
    expect(authorize.status).toBe(303);
    const location = new URL(authorize.headers.get("location")!, PUBLIC_URL);
    expect(location.origin).toBe(PUBLIC_URL);
    expect(location.pathname).toBe("/auth/login");
    const cookies = authorize.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);

    const uid = location.searchParams.get("interaction")!;
    const login = await client.request(`/oidc/interaction/${uid}/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL },
      body: JSON.stringify({ email: "learner@example.com", password: PASSWORD }),
    });
    const result = (await login.json()) as { redirectTo?: string };
    expect(result.redirectTo, JSON.stringify(result)).toBeDefined();

    // Follow the provider's redirects (all on PUBLIC_URL) to the callback.
    let next = new URL(result.redirectTo!, PUBLIC_URL);
    for (let i = 0; i < 10 && next.pathname !== "/auth/callback"; i++) {
      expect(next.origin).toBe(PUBLIC_URL);
      const response = await client.request(`${next.pathname}${next.search}`);
      const to = response.headers.get("location");
      expect(to, `${response.status} from ${next.pathname}`).toBeTruthy();
      next = new URL(to!, next);
    }
    expect(next.origin + next.pathname).toBe(redirectUri);
    const code = next.searchParams.get("code");
    expect(code).toBeTruthy();
    const tokens = await client.token({ grant_type: "authorization_code", code: code!, code_verifier: verifier, redirect_uri: redirectUri });
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    expect(typeof tokens.body.access_token).toBe("string");
  });
});
