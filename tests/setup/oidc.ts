/**
 * The embedded OpenID Connect provider driven over HTTP without a browser: the real app on a
 * fixed free port (PUBLIC_URL must be known before it listens: redirect URIs and the issuer
 * carry it), a cookie jar, PKCE, and the authorization-code flow through the interaction API.
 */
import { createHash, randomBytes } from "node:crypto";
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.js";
import type { Config } from "../../src/server/config.js";
import { createKeyRing, type KeyRing } from "../../src/server/crypto/keyring.js";
import type { Database } from "../../src/server/db/database.js";
import { testConfig } from "./server.js";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface OidcServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  keyring: KeyRing;
  close(): Promise<void>;
}

/**
 * The app with the embedded provider alone (no domains, no token verifier) on a test database,
 * listening at its PUBLIC_URL: tests of sign-in itself. The whole server is startCompassServer's.
 */
export async function startOidcServer(
  database: Database,
  options: { keyring?: KeyRing; port?: number; env?: Record<string, string> } = {},
): Promise<OidcServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const config = testConfig({ PORT: String(port), PUBLIC_URL: url, ...options.env });
  const keyring = options.keyring ?? createKeyRing(randomBytes(32));
  const app = await buildApp(config, { readiness: database.ready, database, keyring });
  await app.listen({ port, host: "127.0.0.1" });
  return { app, url, config, keyring, close: () => app.close() };
}

/** A minimal cookie jar (every cookie sent everywhere on the origin: enough for these tests). */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k, v] = a.trim().split("=");
        return (k?.toLowerCase() === "expires" && Date.parse(v ?? "") < Date.now()) || (k?.toLowerCase() === "max-age" && Number(v) <= 0);
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export class OidcClient {
  readonly jar = new CookieJar();
  constructor(
    readonly server: { url: string; config: Config },
    readonly clientId = server.config.identity.clientId,
  ) {}

  get redirectUri(): string {
    return `${this.server.url}/auth/callback`;
  }

  async request(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const url = pathOrUrl.startsWith("http") ? pathOrUrl : `${this.server.url}${pathOrUrl}`;
    const headers = new Headers(init.headers);
    if (this.jar.cookies.size) headers.set("cookie", this.jar.header());
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.jar.take(response);
    return response;
  }

  json(path: string, body: unknown): Promise<Response> {
    return this.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.server.url },
      body: JSON.stringify(body),
    });
  }

  /** Starts an authorization request; returns the interaction page URL it redirects to. */
  async authorize(params: Record<string, string> = {}): Promise<{ response: Response; verifier: string; state: string }> {
    const { verifier, challenge } = pkce();
    const state = randomBytes(8).toString("hex");
    const query = new URLSearchParams({
      client_id: this.clientId,
      response_type: "code",
      redirect_uri: this.redirectUri,
      scope: "openid profile email offline_access",
      state,
      code_challenge: challenge,
      code_challenge_method: "S256",
      ...params,
    });
    const response = await this.request(`/oidc/auth?${query}`);
    return { response, verifier, state };
  }

  /** Follows redirects (same origin) until the callback; returns the callback URL. */
  async follow(location: string): Promise<URL> {
    let next = new URL(location, this.server.url);
    for (let i = 0; i < 10; i++) {
      if (next.pathname === "/auth/callback") return next;
      const response = await this.request(next.href);
      const to = response.headers.get("location");
      if (!to) throw new Error(`no redirect from ${next.pathname}: ${response.status} ${await response.text()}`);
      next = new URL(to, next);
    }
    throw new Error("too many redirects");
  }

  async token(params: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await this.request("/oidc/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: this.clientId, ...params }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The whole flow: authorize → login → code → tokens. */
  async signIn(email: string, password: string, params: Record<string, string> = {}): Promise<Record<string, unknown>> {
    const { response, verifier, state } = await this.authorize(params);
    const location = response.headers.get("location") ?? "";
    const uid = new URL(location, this.server.url).searchParams.get("interaction");
    if (!uid) throw new Error(`no interaction: ${response.status} ${location}`);
    const login = await this.json(`/oidc/interaction/${uid}/login`, { email, password });
    const result = (await login.json()) as { redirectTo?: string };
    if (!result.redirectTo) throw new Error(`login failed: ${login.status} ${JSON.stringify(result)}`);
    const callback = await this.follow(result.redirectTo);
    if (callback.searchParams.get("state") !== state) throw new Error("state mismatch");
    const code = callback.searchParams.get("code");
    if (!code) throw new Error(`no code: ${callback.search}`);
    const tokens = await this.token({ grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: this.redirectUri });
    if (tokens.status !== 200) throw new Error(`token: ${tokens.status} ${JSON.stringify(tokens.body)}`);
    return tokens.body;
  }
}
