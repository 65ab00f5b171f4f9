/**
 * Signs a user in to the built server's embedded provider as the web app does (authorization code
 * with PKCE S256, the login interaction posted as JSON, the code exchanged at /oidc/token) and
 * answers the access token, for benchmarks whose calls must pay the real token check and user
 * lookup. The same flow as tests/setup/oidc.ts. `extraHeaders` go with every request (e.g. an
 * X-Forwarded-For of its own per user, for a server started with TRUST_PROXY, so many sign-ins
 * from one machine stay within the per-address limit). signedInCaller keeps a long run's calls
 * signed in: it signs in again before the access token runs out.
 */
import { createHash, randomBytes } from "node:crypto";
import { grpcWebCaller } from "./grpc-web-call.js";

/** Sign in again after this long (access tokens live 10 minutes). */
export const TOKEN_REFRESH_MS = 8 * 60_000;

/**
 * The gRPC-web caller of `user` (grpcWebCaller), to ask for before each call: the first time, and
 * whenever its access token is TOKEN_REFRESH_MS old, it signs in (again) first.
 */
export function signedInCaller(base: string, user: { email: string; password: string }, acceptEncoding: string): () => Promise<ReturnType<typeof grpcWebCaller>> {
  let call: ReturnType<typeof grpcWebCaller> | undefined;
  let signedInAt = 0;
  return async () => {
    if (!call || performance.now() - signedInAt > TOKEN_REFRESH_MS) {
      call = grpcWebCaller(base, await signInThroughProvider(base, user.email, user.password), acceptEncoding);
      signedInAt = performance.now();
    }
    return call;
  };
}

export async function signInThroughProvider(base: string, email: string, password: string, extraHeaders: Record<string, string> = {}): Promise<string> {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(new URL(url, base), { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  const clientId = "compass-web";
  const redirectUri = `${base}/auth/callback`;
  const verifier = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: "code",
    redirect_uri: redirectUri,
    scope: "openid profile email offline_access",
    state: randomBytes(8).toString("hex"),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  });
  const authorize = await request(`/oidc/auth?${query}`);
  const uid = new URL(authorize.headers.get("location") ?? "", base).searchParams.get("interaction");
  if (!uid) throw new Error(`sign-in: no interaction (HTTP ${authorize.status})`);
  const login = await request(`/oidc/interaction/${uid}/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  const { redirectTo } = (await login.json()) as { redirectTo?: string };
  if (!redirectTo) throw new Error(`sign-in: login refused (HTTP ${login.status})`);
  let next = new URL(redirectTo, base);
  for (let i = 0; next.pathname !== "/auth/callback"; i++) {
    if (i === 10) throw new Error("sign-in: too many redirects");
    const response = await request(next.href);
    const to = response.headers.get("location");
    if (!to) throw new Error(`sign-in: no redirect from ${next.pathname} (HTTP ${response.status})`);
    next = new URL(to, next);
  }
  const code = next.searchParams.get("code");
  if (!code) throw new Error("sign-in: no code in the callback");
  const token = await request("/oidc/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_id: clientId, grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: redirectUri }),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in: no access token (HTTP ${token.status})`);
  return body.access_token;
}
