/**
 * The embedded OpenID Connect provider end to end over HTTP (no browser): discovery, the
 * authorization code flow with PKCE through the interaction API, JWT access tokens for the API,
 * refresh-token rotation, restarts, and the refusals (PKCE, redirect URI, lockout).
 */
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../../src/server/identity/accounts.js";
import { publicJwks } from "../../../src/server/identity/keys.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { OidcClient, pkce, startOidcServer, type OidcServer } from "../../setup/oidc.js";

let database: TestDatabase;
let server: OidcServer;
const PASSWORD = "a long enough passphrase";

beforeAll(async () => {
  database = await testDatabase();
  server = await startOidcServer(database);
  await createAccount(database.db, { email: "learner@example.com", password: PASSWORD }, { emailVerified: true });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("the embedded provider", () => {
  it("publishes discovery under /oidc with PKCE S256 only and the sign-in scopes", async () => {
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${server.url}/oidc`);
    expect(doc.authorization_endpoint).toBe(`${server.url}/oidc/auth`);
    expect(doc.token_endpoint).toBe(`${server.url}/oidc/token`);
    expect(doc.end_session_endpoint).toBe(`${server.url}/oidc/session/end`);
    expect(doc.code_challenge_methods_supported).toEqual(["S256"]);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(["openid", "profile", "email", "offline_access"]));
    const jwks = (await (await fetch(`${server.url}/oidc/jwks`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256" });
    expect(jwks.keys[0]).not.toHaveProperty("d");
    // /app-config.json hands the browser the same endpoints, so it can skip this document.
    const appConfig = (await (await fetch(`${server.url}/app-config.json`)).json()) as { metadata: Record<string, string> };
    for (const [name, url] of Object.entries(appConfig.metadata)) expect(doc[name], name).toBe(url);
  });

  it("signs in with a password and issues an RS256 at+jwt for the API, verifiable with publicJwks", async () => {
    const client = new OidcClient(server);
    const tokens = await client.signIn("learner@example.com", PASSWORD);
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 600 });
    expect(typeof tokens.refresh_token).toBe("string");
    expect(typeof tokens.id_token).toBe("string");
    const at = String(tokens.access_token);
    expect(decodeProtectedHeader(at)).toMatchObject({ alg: "RS256", typ: "at+jwt" });
    const keys = createLocalJWKSet(await publicJwks(database.db, server.keyring));
    const { payload } = await jwtVerify(at, keys, {
      issuer: server.config.identity.issuer,
      audience: server.config.identity.audience,
      typ: "at+jwt",
    });
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.client_id).toBe("compass-web");
    const id = await jwtVerify(String(tokens.id_token), keys, { issuer: server.config.identity.issuer, audience: "compass-web" });
    expect(id.payload).toMatchObject({ sub: payload.sub, email: "learner@example.com", email_verified: true });
  });

  it("rotates refresh tokens: the old one is refused after use", async () => {
    const client = new OidcClient(server);
    const tokens = await client.signIn("learner@example.com", PASSWORD);
    const first = String(tokens.refresh_token);
    const refreshed = await client.token({ grant_type: "refresh_token", refresh_token: first });
    expect(refreshed.status).toBe(200);
    const second = String(refreshed.body.refresh_token);
    expect(second).not.toBe(first);
    expect(decodeProtectedHeader(String(refreshed.body.access_token)).typ).toBe("at+jwt");
    const reused = await client.token({ grant_type: "refresh_token", refresh_token: first });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe("invalid_grant");
  });

  it("keeps sessions, codes and refresh tokens across a restart (a new provider on the same database)", async () => {
    const client = new OidcClient(server);
    const tokens = await client.signIn("learner@example.com", PASSWORD);
    const port = new URL(server.url).port;
    await server.close();
    server = await startOidcServer(database, { keyring: server.keyring, port: Number(port) });
    // The session cookie still works: a new authorization request needs no login.
    const { response } = await client.authorize({ prompt: "none" });
    const location = new URL(response.headers.get("location") ?? "", server.url);
    expect(location.pathname).toBe("/auth/callback");
    expect(location.searchParams.get("code")).toBeTruthy();
    const refreshed = await client.token({ grant_type: "refresh_token", refresh_token: String(tokens.refresh_token) });
    expect(refreshed.status).toBe(200);
  });

  it("sends a sign-up request to the sign-up page, keeping the referral code", async () => {
    const client = new OidcClient(server);
    const { response } = await client.authorize({ screen_hint: "signup", referral_code: "COACH42" });
    const location = new URL(response.headers.get("location") ?? "", server.url);
    expect(location.pathname).toBe("/auth/signup");
    const uid = location.searchParams.get("interaction")!;
    const details = await client.request(`/oidc/interaction/${uid}`);
    expect(await details.json()).toMatchObject({ uid, screen: "signup", referralCode: "COACH42" });
  });

  it("refuses plain PKCE, missing PKCE and an unregistered redirect_uri", async () => {
    const client = new OidcClient(server);
    const noPkce = await client.authorize({ code_challenge: "", code_challenge_method: "" });
    expect(new URL(noPkce.response.headers.get("location") ?? "", server.url).searchParams.get("error")).toBe("invalid_request");
    const { verifier } = pkce();
    const plain = await client.authorize({ code_challenge: verifier, code_challenge_method: "plain" });
    expect(new URL(plain.response.headers.get("location") ?? "", server.url).searchParams.get("error")).toBe("invalid_request");
    const wrong = await client.authorize({ redirect_uri: "https://evil.example/cb" });
    expect(wrong.response.status).toBe(400);
    expect(wrong.response.headers.get("location")).toBeNull();
    expect(await wrong.response.text()).toContain("redirect_uri");
  });

  it("answers a client stopped after five wrong passwords exactly like an unknown address", async () => {
    await createAccount(database.db, { email: "locked@example.com", password: PASSWORD }, { emailVerified: true });
    const client = new OidcClient(server);
    const attempt = async (email: string, password: string) => {
      const { response } = await client.authorize();
      const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
      const r = await client.json(`/oidc/interaction/${uid}/login`, { email, password });
      return { status: r.status, body: await r.json() };
    };
    for (let i = 0; i < 5; i++) await attempt("locked@example.com", "wrong password here");
    const locked = await attempt("locked@example.com", PASSWORD);
    const unknown = await attempt("nobody@example.com", PASSWORD);
    expect(locked).toEqual(unknown);
    expect(locked.status).toBe(401);
  });

  it("refuses interaction calls without JSON, from another origin, or without the interaction cookie", async () => {
    const client = new OidcClient(server);
    const { response } = await client.authorize();
    const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
    const form = await client.request(`/oidc/interaction/${uid}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a&password=b",
    });
    expect(form.status).toBe(415);
    const cross = await client.request(`/oidc/interaction/${uid}/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: "{}",
    });
    expect(cross.status).toBe(403);
    const stranger = new OidcClient(server);
    const noCookie = await stranger.json(`/oidc/interaction/${uid}/login`, { email: "learner@example.com", password: PASSWORD });
    expect(noCookie.status).toBe(404);
  });

  it("returns access_denied to the client when the user cancels", async () => {
    const client = new OidcClient(server);
    const { response, state } = await client.authorize();
    const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
    const abort = await client.json(`/oidc/interaction/${uid}/abort`, {});
    const { redirectTo } = (await abort.json()) as { redirectTo: string };
    const callback = await client.follow(redirectTo);
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe(state);
  });

  it("signs out through RP-initiated logout without inline script", async () => {
    const client = new OidcClient(server);
    const tokens = await client.signIn("learner@example.com", PASSWORD);
    const query = new URLSearchParams({ id_token_hint: String(tokens.id_token), post_logout_redirect_uri: `${server.url}/`, client_id: "compass-web" });
    const confirm = await client.request(`/oidc/session/end?${query}`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(confirm.headers.get("content-security-policy")).toContain("script-src 'self'");
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await client.request(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ xsrf, logout: "yes" }),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${server.url}/`);
    const refreshed = await client.token({ grant_type: "refresh_token", refresh_token: String(tokens.refresh_token) });
    expect(refreshed.status).toBe(400);
  });
});
