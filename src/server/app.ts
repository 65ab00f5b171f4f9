/**
 * buildApp(config, deps): the Fastify application — RPC, health, static web.
 * Everything stateful is passed in, so tests build the same app on port 0.
 */
import { randomUUID } from "node:crypto";
import { setMaxListeners } from "node:events";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import cors from "@fastify/cors";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from "fastify";
import { CompassService } from "../gen/compass/v1/compass_pb.js";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { loggerOptions } from "./logger.js";
import { apiAnswerHeaders, assetHeaders, isScriptOrStyleAsset, securityHeaders } from "./security-headers.js";
import { matchRoute } from "../shared/route-match.js";
import { cookieHasSessionFlag } from "../shared/session-flag.js";
import { refuseAllTokens, type TokenVerifier } from "./core/authenticate.js";
import type { Handlers, RpcDeps } from "./rpc/dispatch.js";
import { registerRpcRoutes } from "./rpc/routes.js";
import { systemHandlers } from "./rpc/services.js";
import type { KeyRing } from "./crypto/keyring.js";
import { mountIdentity, type IdentityDeps } from "./identity/provider-mount.js";
import { OIDC_PREFIX } from "./identity/provider.js";
import { registerPrivacyNotice } from "./privacy/privacy-route.js";
import type { FileStore } from "./files/file-store.js";
import type { InboxHub } from "./inbox/inbox-hub.js";
import type { ChangeFeed } from "./db/change-feed.js";
import type { AuditLog } from "./audit/audit-log.js";
import { registerFileRoutes } from "./files/file-routes.js";
import { registerDownloadRoutes } from "./downloads/download-routes.js";
import { loadPrerenderedSignIn } from "./prerendered-sign-in.js";
import { compressResponse, responseEncoding } from "./rpc/compression.js";
import { DOWNLOAD_RENDERERS } from "./rpc/download-kinds.js";
import type { ReportJobs } from "./reports/report-jobs.js";
import type { HeavyWork } from "./heavy/heavy-work.js";

export interface AppDeps {
  verifyToken?: TokenVerifier;
  /** Handlers of the domains that have landed; merged over the built-in ones. */
  handlers?: Handlers;
  /** Whether the app can serve calls (database reachable and migrated). */
  readiness?: () => Promise<boolean>;
  onDenied?: RpcDeps["onDenied"];
  /** The database (Drizzle, pool) for the domains' stores. */
  database?: Database;
  /** The data key ring; with `database` and no OIDC_ISSUER, the embedded provider is mounted at /oidc. */
  keyring?: KeyRing;
  /** Overrides for the embedded provider (tests: mailer, rate limits, SMS sender). */
  identity?: Pick<IdentityDeps, "mailer" | "limits" | "sms">;
  /** Uploaded files: with it, GET /files/:key and POST /files/upload are served. */
  files?: FileStore;
  /** The audit log: an administrator's read of a withheld file is recorded there (files/withheld.ts). */
  audit?: Pick<AuditLog, "record">;
  /** Background reports (ADR 0025): their ready files are fetched through download links. */
  reportJobs?: ReportJobs;
  /** The pool that makes PDFs and workbooks (ADR 0034): a coach's download link is made there too. */
  heavy?: HeavyWork;
  /** The live-inbox hub (ADR 0019): closed as shutdown starts, so open streams end at once and their clients reconnect elsewhere. */
  inbox?: Pick<InboxHub, "close">;
  /** The instance's change feed (ADR 0027): a call that may have written answers once it has heard of its changes. */
  feed?: Pick<ChangeFeed, "live" | "settled">;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Waits for the feed to hear this instance's changes while it is live (when it is not, nothing is cached). */
function changesHeard(feed: AppDeps["feed"]): RpcDeps["changesHeard"] {
  if (!feed) return undefined;
  // Not heard (the feed was lost meanwhile, emptying every cache, or the query failed): the call's
  // own work is done either way, and the trigger's notification still reaches the other instances.
  return async () => {
    if (feed.live) await feed.settled().catch(() => undefined);
  };
}

/** Every handler the server has: Ping, and the injected ones (src/server/rpc/services.ts's serviceHandlers). */
export function allHandlers(deps: AppDeps): Handlers {
  return { ...systemHandlers(), ...deps.handlers };
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: config.rpcReadMaxBytes,
    genReqId: (req) => {
      const offered = req.headers["x-request-id"];
      return typeof offered === "string" && REQUEST_ID.test(offered) ? offered : randomUUID();
    },
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // Slow or silent clients must not hold connections open: the whole request must arrive within
    // REQUEST_TIMEOUT_MS (its headers within HEADERS_TIMEOUT_MS), or Node answers 408 and closes the
    // connection. Node checks these every connectionsCheckingInterval (30 s by default, far coarser
    // than the timeouts themselves), so check at a quarter of the shorter one.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(config.headersTimeoutMs / 4))),
    },
  });
  const shutdown = new AbortController();
  // Every in-flight Connect call listens to this one signal: many at once are normal, not a leak.
  setMaxListeners(0, shutdown.signal);
  // Graceful close: new requests get 503, in-flight ones have SHUTDOWN_GRACE_MS
  // to finish, and every keep-alive connection is closed as soon as it goes
  // idle (Node closes only those idle at the moment close starts). Whatever is
  // still open when the grace period ends is cut.
  app.addHook("preClose", async () => {
    // Inbox streams never finish on their own: end them now (clients resume from their cursors).
    await deps.inbox?.close();
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    const cut = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
    sweep.unref();
    cut.unref();
    app.server.once("close", () => {
      clearInterval(sweep);
      clearTimeout(cut);
    });
  });
  app.addHook("onClose", async () => shutdown.abort());
  const headers = securityHeaders(config);
  const assetOnly = assetHeaders();
  const apiAnswer = apiAnswerHeaders(config);
  const rpcPrefix = `/${CompassService.typeName}/`;
  app.addHook("onRequest", async (request, reply) => {
    // A built script or stylesheet gets only what it needs: a phone loads ~50 of them on its first
    // visit, each with its headers (no request id, and no CORS headers: registerWeb).
    const pathname = request.url.split("?")[0]!;
    if (isScriptOrStyleAsset(pathname)) reply.headers(assetOnly);
    else if (pathname.startsWith(rpcPrefix) || pathname === "/app-config.json") reply.headers(apiAnswer).header("x-request-id", request.id);
    else reply.headers(headers).header("x-request-id", request.id);
  });

  const allowed = new Set([config.publicUrl, ...config.corsOrigins]);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    methods: ["GET", "POST"],
    allowedHeaders: [
      "content-type",
      "x-grpc-web",
      "x-user-agent",
      "x-api-key",
      "authorization",
      "grpc-timeout",
      "connect-protocol-version",
      "connect-timeout-ms",
      "x-request-id",
      "x-file-name",
    ],
    exposedHeaders: ["grpc-status", "grpc-message", "grpc-status-details-bin", "x-request-id"],
    maxAge: 7200,
  });

  app.get("/healthz", async () => ({ status: "ok" }));
  // What the web app needs to sign in (it may not carry inline configuration: CSP).
  const appConfig = {
    issuer: config.identity.issuer,
    clientId: config.identity.clientId,
    audience: config.identity.audience,
    scopes: "openid profile email offline_access",
    redirectPath: "/auth/callback",
    loanApplicationUrl: config.identity.loanApplicationUrl ?? null,
    // ORG_TIME_ZONE: classes' dates and times are in it; the web app shows them in the viewer's.
    orgTimeZone: config.orgTimeZone,
    // The embedded provider's endpoints (oidc-provider's routes under the issuer), so the browser
    // skips the discovery request before its first sign-in redirect; an external issuer is discovered.
    metadata: config.identity.externalIssuer ? null : embeddedIssuerMetadata(config.identity.issuer),
  };
  app.get("/app-config.json", async (_request, reply) => reply.header("cache-control", "no-cache").send(appConfig));
  registerPrivacyNotice(app, config.organization);
  app.get("/readyz", async (_request, reply) => {
    const ready = deps.readiness ? await deps.readiness().catch(() => false) : true;
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "unavailable" });
  });

  // The identity routes end sessions and change accounts (a password reset or change, a confirmed
  // address, an accepted invitation: identity/sessions.ts) outside the RPC path: each answers, as a
  // writing call does, only once this instance's feed has heard of its changes, so the caller's next
  // call is not served a cached row from before (ADR 0027). The provider's own endpoints (its
  // catch-all route, which hands the request over) change no account, nor does the logout script.
  const heard = changesHeard(deps.feed);
  if (heard) {
    const waitForFeed = async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      await heard();
      return payload;
    };
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith(`${OIDC_PREFIX}/`) || route.url === `${OIDC_PREFIX}/*` || route.url.startsWith(`${OIDC_PREFIX}/assets/`)) return;
      route.onSend = [route.onSend ?? [], waitForFeed].flat();
    });
  }

  if (deps.database && deps.keyring && !config.identity.externalIssuer) {
    await mountIdentity(app, { config, database: deps.database, keyring: deps.keyring, ...deps.identity });
  }

  await registerRpcRoutes(app, {
    deps: { verifyToken: deps.verifyToken ?? refuseAllTokens, handlers: allHandlers(deps), onDenied: deps.onDenied, changesHeard: heard },
    service: CompassService,
    readMaxBytes: config.rpcReadMaxBytes,
    maxTimeoutMs: config.rpcMaxTimeoutMs,
    shutdownSignal: shutdown.signal,
  });

  if (deps.files) await registerFileRoutes(app, { files: deps.files, verifyToken: deps.verifyToken ?? refuseAllTokens, audit: deps.audit });
  if (deps.database) await registerDownloadRoutes(app, { db: deps.database.db, renderers: DOWNLOAD_RENDERERS(deps.database.db, deps.heavy, deps.reportJobs, deps.audit) });

  await registerWeb(app, config.webRoot, config.publicUrl);
  return app;
}

/** Text assets: served with `Vary: Accept-Encoding` (scripts/web-build/compress-web.mjs precompresses the same list). */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html?|svg|json|txt|webmanifest|map|xml)$/i;

/**
 * The built web app: hashed assets cached for a year, index.html for deep links. Text assets go out
 * as the brotli or gzip file `npm run build:web` made beside them (whichever the client prefers and
 * exists), else as the file itself; HEAD, ranges (of the encoded bytes) and ETags (per file sent)
 * come from @fastify/send.
 */
async function registerWeb(app: FastifyInstance, webRoot: string, publicUrl: string): Promise<void> {
  const publicHost = new URL(publicUrl).host;
  const index = path.join(webRoot, "index.html");
  if (!existsSync(index)) {
    app.log.warn({ webRoot }, "web app not built; run `npm run build` to serve it");
    return;
  }
  // Caches must key a text asset by encoding, the identity response included: each static route
  // (one per file) of a text file adds `Vary: Accept-Encoding` after CORS's `Vary: Origin`, as a
  // route hook, so no other route (the RPC paths above all) runs anything for it.
  // The built scripts and stylesheets are fetched by this origin's own pages (same-origin, where
  // CORS headers do nothing): their routes send none (@fastify/cors's route option).
  let staticRoutes = true;
  app.addHook("onRoute", (route) => {
    if (!staticRoutes) return;
    if (isScriptOrStyleAsset(route.url)) route.config = { ...(route.config as object | undefined), cors: false };
    if (!COMPRESSIBLE.test(route.url)) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...own, varyOnEncoding];
  });
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The variants are reached through their source's path, not as files of their own.
    globIgnore: ["**/*.br", "**/*.gz"],
    // Without this, send's own "public, max-age=0" replaces the header set below.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  staticRoutes = false;
  // index.html per route with the route's modules preloaded (scripts/web-build/route-pages.ts); a route
  // that needs sign-in has a second copy for a browser without the session-present cookie.
  const routePages = new Set(existsSync(path.join(webRoot, "routes")) ? readdirSync(path.join(webRoot, "routes")) : []);
  const pageFor = (pathname: string, cookie: string | undefined): string => {
    const route = matchRoute(pathname);
    const name = route?.name ?? "not-found";
    const signedOut = route?.signIn === true && !cookieHasSessionFlag(cookie);
    const file = `${name}${signedOut ? ".signed-out" : ""}.html`;
    return routePages.has(file) ? `routes/${file}` : "index.html";
  };
  // The sign-in form prerendered by the build, for the provider's sign-in address (prerendered-sign-in.ts).
  const prerenderedSignIn = loadPrerenderedSignIn(path.join(webRoot, "routes"));
  const apiPrefixes = [`/${CompassService.typeName}/`, "/oidc", "/healthz", "/readyz", "/files/", "/app-config.json"];
  // Any page path gets the app (browsers, but also curl, uptime probes and link previews, which
  // send `Accept: */*` or nothing); a missing asset, an API path, or a client that accepts only
  // JSON gets a 404.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0]!;
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !apiPrefixes.some((p) => pathname.startsWith(p)) &&
      !pathname.startsWith("/assets/") &&
      !path.extname(pathname) &&
      !acceptsOnlyJson(request.headers.accept);
    if (!wantsPage) return reply.code(404).send({ error: "Not Found" });
    // A page opened at another address (the server's IP, 127.0.0.1 for localhost…) goes to the
    // one PUBLIC_URL names before anything starts: sign-in's redirect address, cookies and
    // links are that origin's, and the provider refuses any other ("redirect_uri did not match").
    if (request.host !== publicHost) return reply.redirect(new URL(request.url, publicUrl).href, 302);
    varyOn(reply, "Accept-Encoding");
    varyOn(reply, "Cookie");
    reply.header("cache-control", "no-cache");
    const signIn = prerenderedSignIn?.page(request.url, request.headers);
    if (signIn !== undefined) {
      varyOn(reply, "Accept-Language");
      return sendHtml(request, reply, signIn);
    }
    return reply.sendFile(pageFor(pathname, request.headers.cookie));
  });
}

/** A page made for this request, compressed as the client accepts. */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  const body = Buffer.from(html, "utf8");
  const encoding = responseEncoding(request.headers["accept-encoding"]);
  const compressed = encoding ? await compressResponse(body, encoding) : undefined;
  reply.header("content-type", "text/html; charset=utf-8");
  if (compressed && encoding) reply.header("content-encoding", encoding);
  return reply.send(compressed ?? body);
}

function varyOnEncoding(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  varyOn(reply, "Accept-Encoding");
  done();
}

/** Adds `field` to the reply's Vary header unless it (or `*`) is already listed. */
function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader("vary");
  const listed = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.some((name) => name === "*" || name.toLowerCase() === field.toLowerCase())) return;
  reply.header("vary", [...listed, field].join(", "));
}

/** Whether an Accept header names JSON and nothing else (`application/json`, `application/problem+json`…). */
export function acceptsOnlyJson(accept: string | undefined): boolean {
  const ranges = (accept ?? "")
    .split(",")
    .map((part) => {
      const [type = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith("q="));
      return { type, q: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter((range) => range.type !== "" && !(range.q <= 0));
  return ranges.length > 0 && ranges.every(({ type }) => type === "application/json" || /^application\/[^/]+\+json$/.test(type));
}

/** The embedded provider's discovery, as oidc-client-ts needs it (the same URLs its document lists). */
export function embeddedIssuerMetadata(issuer: string): Record<string, string> {
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/me`,
    end_session_endpoint: `${issuer}/session/end`,
    revocation_endpoint: `${issuer}/token/revocation`,
    jwks_uri: `${issuer}/jwks`,
  };
}
