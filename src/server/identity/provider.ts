/**
 * The embedded OpenID Connect provider (oidc-provider 9) at {PUBLIC_URL}/oidc
 * (DESIGN §6): authorization code + PKCE S256 for the one first-party public
 * client, JWT access tokens for the API audience, rotating refresh tokens,
 * RP-initiated logout. Its state lives in oidc_payloads (adapter.ts) and its
 * keys in oidc_signing_keys (keys.ts), so restarts and several instances keep
 * everyone signed in. Login and sign-up are pages of the web app
 * (/auth/{login|signup}?interaction=UID) talking to interactions.ts.
 *
 * oidc-provider 9 prints "Unsupported runtime" on Node 20: accepted
 * (docs/decisions/0005-embedded-oidc-provider.md).
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import { eq } from "drizzle-orm";
import type { Config } from "../config.js";
import type { KeyRing } from "../crypto/keyring.js";
import type { Db } from "../db/database.js";
import { userStates, users } from "../db/schema/users.js";
import { databaseAdapter } from "./adapter.js";
import { cookieKeys, signingJwks } from "./keys.js";
import { ownName } from "../core/names.js";

export const OIDC_PREFIX = "/oidc";
export const SCOPES = ["openid", "profile", "email", "offline_access"] as const;
/** The scope of the API's access tokens (the API authorises by role, not by scope). */
export const API_SCOPE = "api";

export const TTL = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 10 * 60,
  RefreshToken: 30 * 24 * 3600,
  Session: 14 * 24 * 3600,
  Grant: 30 * 24 * 3600,
  Interaction: 3600,
} as const;

export interface ProviderDeps {
  config: Config;
  db: Db;
  keyring: KeyRing;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A page of the provider's own (errors, logout): no inline script, no external resources. */
function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Compass</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;background:#f4f6f8;color:#1a1b1e}main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{font-size:1.4rem;margin-top:0}button,a.button{font:inherit;font-weight:600;padding:.6rem 1rem;border-radius:8px;border:0;background:#1c7ed6;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}</style>
</head><body><main>${body}</main></body></html>`;
}

/** The claims the provider can release, by scope. */
const CLAIMS = {
  openid: ["sub", "amr"],
  email: ["email", "email_verified"],
  profile: ["name", "given_name", "family_name", "updated_at"],
};

async function findAccount(db: Db, sub: string) {
  const [row] = await db
    .select({
      id: users.id,
      enabled: users.enabled,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      updatedAt: users.updatedAt,
      verified: userStates.hasVerifiedEmailAddress,
    })
    .from(users)
    .leftJoin(userStates, eq(userStates.userId, users.id))
    .where(eq(users.id, sub))
    .limit(1);
  if (!row || !row.enabled) return undefined;
  // The name the person entered, by the one display-name rule (the e-mail is its own claim).
  const name = ownName(row);
  return {
    accountId: row.id,
    async claims() {
      return {
        sub: row.id,
        email: row.email,
        email_verified: row.verified ?? false,
        ...(name ? { name } : {}),
        ...(row.firstName ? { given_name: row.firstName } : {}),
        ...(row.lastName ? { family_name: row.lastName } : {}),
        updated_at: Math.floor(row.updatedAt.getTime() / 1000),
      };
    },
  };
}

export async function createProvider({ config, db, keyring }: ProviderDeps): Promise<Provider> {
  const { identity, publicUrl } = config;
  const secure = publicUrl.startsWith("https:");
  const [jwks, keys] = await Promise.all([signingJwks(db, keyring), cookieKeys(db, keyring)]);
  const firstParty = identity.clientId;

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    jwks: jwks as Configuration["jwks"],
    clients: [
      {
        client_id: firstParty,
        client_name: "Compass",
        token_endpoint_auth_method: "none",
        application_type: "web",
        redirect_uris: [`${publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        id_token_signed_response_alg: "RS256",
      },
    ],
    scopes: [...SCOPES],
    claims: CLAIMS,
    responseTypes: ["code"],
    pkce: { required: () => true },
    enabledJWA: { idTokenSigningAlgValues: ["RS256"] } as Configuration["enabledJWA"],
    extraParams: ["screen_hint", "referral_code"],
    cookies: {
      keys,
      // The interaction cookie must reach the interaction API (/oidc/interaction/…), not the page path.
      short: { httpOnly: true, sameSite: "lax", secure, path: OIDC_PREFIX },
      long: { httpOnly: true, sameSite: "lax", secure },
      names: { session: "compass_oidc_session", interaction: "compass_oidc_interaction", resume: "compass_oidc_resume" },
    },
    ttl: { ...TTL },
    conformIdTokenClaims: false,
    rotateRefreshToken: true,
    // The first-party client always gets a refresh token (rotated on every use). Without offline_access
    // (dropped by the provider unless prompt=consent) it ends with the session (sign-out, 14 days).
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed("refresh_token") && (client.clientId === firstParty || code.scopes.has("offline_access")),
    findAccount: (_ctx, sub) => findAccount(db, sub),
    // The grant (one per sign-in, kept across refreshes) names the session an identity
    // confirmation belongs to (step-up.ts); it is an opaque id, no personal data.
    // `iat_ms`, the issue time in milliseconds, lets a session ended in the same second as a
    // token's `iat` still refuse it (sessions.ts, token-verifier.ts).
    extraTokenClaims: async (_ctx, token) => ({ ...("grantId" in token && token.grantId ? { gid: token.grantId } : {}), iat_ms: Date.now() }),
    // First party: no consent screen; the grant is created (or completed) here.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== firstParty) return grant;
      grant ??= new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(" "));
      grant.addResourceScope(identity.audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: {
      url: async (_ctx, interaction) => {
        const params = interaction.params as Record<string, unknown>;
        const screen = params.screen_hint === "signup" ? "signup" : "login";
        return `/auth/${screen}?interaction=${encodeURIComponent(interaction.uid)}`;
      },
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => identity.audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== identity.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: identity.audience,
            accessTokenTTL: TTL.AccessToken,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // No confirmation page of our own: an external script (CSP: script-src 'self') submits the
        // provider's form; without script the button does.
        logoutSource: async (ctx, form) => {
          ctx.type = "html";
          ctx.body = page(
            "Signing out",
            `<h1>Signing out…</h1>${form.replace("<form ", '<form data-auto-submit="logout" ')}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script src="${OIDC_PREFIX}/assets/logout.js"></script>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = "html";
          ctx.body = page("Signed out", `<h1>You are signed out</h1><p><a class="button" href="${escapeHtml(publicUrl)}/">Go to Compass</a></p>`);
        },
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      const detail = typeof out.error_description === "string" ? out.error_description : String(out.error ?? "");
      ctx.body = page(
        "Sign-in problem",
        `<h1>Sign-in could not continue</h1><p>${escapeHtml(detail)}</p><p><a class="button" href="${escapeHtml(publicUrl)}/">Go to Compass</a></p>`,
      );
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  // Koa reads the origin (the provider's endpoint URLs, secure cookies) and the client's address
  // from X-Forwarded-*; mountProvider sets those headers itself, from PUBLIC_URL and from the
  // address Fastify resolved under TRUST_PROXY, so nothing a client sends decides them.
  provider.proxy = true;
  return provider;
}

/** The script the logout page loads: submits the provider's logout form (no inline script under our CSP). */
export const LOGOUT_SCRIPT = `(function(){var f=document.querySelector('form[data-auto-submit="logout"]');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();\n`;

/**
 * The headers Koa (provider.proxy = true) takes the request's origin and client address from:
 * always PUBLIC_URL's host and scheme, so the provider names only PUBLIC_URL in its endpoint URLs
 * and redirects whatever Host or X-Forwarded-Host/-Proto a client sends, and sets its secure
 * cookies when PUBLIC_URL is https while a TLS-terminating proxy talks plain http to Node; and the
 * client address Fastify resolved (X-Forwarded-For only from proxies TRUST_PROXY names).
 */
export function providerRequestHeaders(
  headers: IncomingHttpHeaders,
  publicUrl: string,
  clientIp: string,
): IncomingHttpHeaders {
  const { host, protocol } = new URL(publicUrl);
  const scheme = protocol.slice(0, -1);
  return { ...headers, host, "x-forwarded-host": host, "x-forwarded-proto": scheme, "x-forwarded-for": clientIp };
}

/**
 * Mounts the provider under /oidc: a Fastify route that hijacks the reply and hands the raw
 * request to the Koa app with the prefix stripped (originalUrl keeps it, so the provider builds
 * its URLs under /oidc). Body parsing is off in this scope: the provider reads the stream itself.
 * Our security headers (and CORS, request id) set by the onRequest hooks are copied over.
 */
export async function mountProvider(app: FastifyInstance, provider: Provider, publicUrl: string): Promise<void> {
  const callback = provider.callback() as (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  app.get(`${OIDC_PREFIX}/assets/logout.js`, async (_request, reply) =>
    reply.header("content-type", "text/javascript; charset=utf-8").header("cache-control", "no-cache").send(LOGOUT_SCRIPT),
  );
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      const res = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value as string | string[] | number);
      }
      req.headers = providerRequestHeaders(req.headers, publicUrl, request.ip);
      const url = req.url ?? "/";
      req.originalUrl = url;
      req.url = url.slice(OIDC_PREFIX.length) || "/";
      if (req.url.startsWith("?")) req.url = `/${req.url}`;
      await callback(req, res);
    };
    scope.route({ method: ["GET", "POST", "HEAD"], url: OIDC_PREFIX, handler });
    scope.route({ method: ["GET", "POST", "HEAD", "OPTIONS"], url: `${OIDC_PREFIX}/*`, handler });
  });
}
