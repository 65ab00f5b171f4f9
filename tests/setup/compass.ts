/**
 * The whole server as main.ts wires it, on a test database at a known PUBLIC_URL: the embedded
 * provider (or, with OIDC_ISSUER, none), the real token verifier (embedded keys from the database,
 * or the external issuer's discovered JWKS), every domain of the registry (src/server/rpc/services.ts). Browser tests and the
 * external-issuer test use it; tests of the provider alone use startOidcServer.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAuditLog } from "../../src/server/audit/audit-log.js";
import { createKeyRing, type KeyRing } from "../../src/server/crypto/keyring.js";
import type { Database } from "../../src/server/db/database.js";
import { publicJwks } from "../../src/server/identity/keys.js";
import { createRateLimits, type LimitName, type LimitSpec } from "../../src/server/identity/rate-limits.js";
import { createTokenVerifier, discoveredJwks, refreshingLocalJwks } from "../../src/server/identity/token-verifier.js";
import { serviceHandlers } from "../../src/server/rpc/services.js";
import { createInboxHub } from "../../src/server/inbox/inbox-hub.js";
import { laggingFeed, startChangeFeed, stopChangeFeed } from "./change-feeds.js";
import { createSmsSender } from "../../src/server/identity/sms.js";
import { createMailer } from "../../src/server/identity/mail.js";
import { smsDailyOverride } from "../../src/server/identity/sms-policy.js";
import type { AppDeps } from "../../src/server/app.js";
import { filesystemBlobStore } from "../../src/server/files/blob-store.js";
import { createFileStore } from "../../src/server/files/file-store.js";
import { createReportJobs } from "../../src/server/reports/report-jobs.js";
import { reportJobRenders } from "../../src/server/rpc/reports/reports-service.js";
import { freePort, startOidcServer, type OidcServer } from "./oidc.js";
import { testConfig } from "./server.js";

export interface CompassServerOptions {
  env?: Record<string, string>;
  port?: number;
  keyring?: KeyRing;
  limits?: Partial<Record<LimitName, LimitSpec>>;
  /** More handlers (merged over the registry's, src/server/rpc/services.ts). */
  handlers?: AppDeps["handlers"];
  /** The instance hears the database's change notifications this late (tests/setup/change-feeds.ts's laggingFeed). */
  feedLagMs?: number;
}

export async function startCompassServer(database: Database, options: CompassServerOptions = {}): Promise<OidcServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), PUBLIC_URL: url, ...options.env };
  const config = testConfig(env);
  const { identity } = config;
  const keyring = options.keyring ?? createKeyRing(randomBytes(32));
  const limits = createRateLimits(database.pool, { ...smsDailyOverride(config.identity.smsPolicy), ...options.limits });
  const audit = createAuditLog(database.db, { warn: () => undefined });
  const sms = createSmsSender(config, database.db, limits);
  const mailer = createMailer(config, database.db);
  const started = await startChangeFeed(database);
  const feed = options.feedLagMs ? laggingFeed(started, options.feedLagMs) : started;
  const verifyToken = createTokenVerifier({
    db: database.db,
    feed,
    issuer: identity.issuer,
    audience: identity.audience,
    externalIssuer: identity.externalIssuer,
    getKey: identity.externalIssuer ? discoveredJwks(identity.externalIssuer) : refreshingLocalJwks(() => publicJwks(database.db, keyring)),
  });
  const filesDir = await mkdtemp(path.join(tmpdir(), "compass-files-"));
  const blobs = filesystemBlobStore(filesDir);
  const files = createFileStore(database.db, blobs);
  const inbox = createInboxHub(feed);
  const reportJobs = createReportJobs({ db: database.db, blobs, keyring, render: reportJobRenders(database.db), log: { warn: () => undefined } });
  const server = await startOidcServer(database, {
    port,
    keyring,
    env,
    deps: {
      verifyToken,
      onDenied: audit.onDenied,
      handlers: {
        ...serviceHandlers({ db: database.db, keyring, limits, sms, audit, mailer, publicUrl: config.publicUrl, externalIssuer: config.identity.externalIssuer, smsPolicy: config.identity.smsPolicy, files, inbox, feed, reportJobs, reportBackgroundRows: config.reportBackgroundRows }),
        ...options.handlers,
      },
      identity: { limits, sms, mailer },
      files,
      inbox,
      feed,
      reportJobs,
    },
  });
  return {
    ...server,
    close: async () => {
      await server.close();
      await inbox.close();
      await stopChangeFeed(database, started);
      await reportJobs.close();
      await audit.flush();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
