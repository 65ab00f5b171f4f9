/**
 * The whole server as main.ts builds it (buildServer, src/server/build-server.ts), on a test
 * database at a known PUBLIC_URL: the embedded provider (or, with OIDC_ISSUER, none), the real
 * token verifier (embedded keys from the database, or the external issuer's discovered JWKS), every
 * domain of the registry. Browser tests and the external-issuer test use it; tests of the provider
 * alone use startOidcServer.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppDeps } from "../../src/server/app.js";
import { buildServer } from "../../src/server/build-server.js";
import { createKeyRing, type KeyRing } from "../../src/server/crypto/keyring.js";
import type { Database } from "../../src/server/db/database.js";
import type { LimitName, LimitSpec } from "../../src/server/identity/rate-limits.js";
import { filesystemBlobStore } from "../../src/server/files/blob-store.js";
import { REPORT_RENDER_TASK } from "../../src/server/reports/report-jobs.js";
import { laggingFeed, startChangeFeed, stopChangeFeed } from "./change-feeds.js";
import { freePort, type OidcServer } from "./oidc.js";
import { listenLocally, testConfig } from "./server.js";

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
  const config = testConfig({ PORT: String(port), PUBLIC_URL: url, ...options.env });
  const started = await startChangeFeed(database);
  const filesDir = await mkdtemp(path.join(tmpdir(), "compass-files-"));
  // Everything as production composes it (src/server/build-server.ts) but the schedules and the
  // first-run work: the change feed is the test's (lagging when asked), files in a temporary directory.
  const composed = await buildServer(config, {
    database,
    keyring: options.keyring ?? createKeyRing(randomBytes(32)),
    limits: options.limits,
    feed: options.feedLagMs ? laggingFeed(started, options.feedLagMs) : started,
    blobs: filesystemBlobStore(filesDir),
    handlers: options.handlers,
    firstRun: false,
    background: false,
    // Reports asked for in the browser are made as on a real server; no schedules.
    jobWorkers: [REPORT_RENDER_TASK],
  }).catch(async (err: unknown) => {
    await stopChangeFeed(database, started);
    throw err;
  });
  const { app, keyring } = composed;
  await listenLocally(app, port);
  return {
    app,
    url,
    config,
    keyring,
    close: async () => {
      await composed.close();
      await stopChangeFeed(database, started);
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
