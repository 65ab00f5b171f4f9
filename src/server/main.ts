/**
 * Entry point: config -> database -> app -> listen; graceful shutdown on
 * SIGTERM/SIGINT (stop accepting, finish in-flight calls, close the database,
 * which stops the embedded PostgreSQL).
 */
import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { openDatabase, type Database } from "./db/database.js";
import { loggerOptions } from "./logger.js";
import { loadKeyRing, type KeyRing } from "./crypto/keyring.js";
import { ensureFirstAdmin } from "./identity/first-admin.js";
import { createAuditLog } from "./audit/audit-log.js";
import { publicJwks } from "./identity/keys.js";
import { createRateLimits } from "./identity/rate-limits.js";
import { scheduleHousekeeping } from "./db/housekeeping.js";
import { createTokenVerifier, discoveredJwks, refreshingLocalJwks } from "./identity/token-verifier.js";
import { serviceHandlers } from "./rpc/services.js";
import { createSmsSender } from "./identity/sms.js";
import { createMailer } from "./identity/mail.js";
import { smsDailyOverride } from "./identity/sms-policy.js";
import { blobStoreFromConfig } from "./files/blob-store.js";
import { createFileStore } from "./files/file-store.js";
import { createReportJobs, type ReportJobs } from "./reports/report-jobs.js";
import { reportJobRenders } from "./rpc/reports/reports-service.js";
import { seedStarterLibrary } from "./starter-library/seed.js";
import { createInboxHub, type InboxHub } from "./inbox/inbox-hub.js";
import { createChangeFeed, type ChangeFeed } from "./db/change-feed.js";
import { scheduleUnreadReminders } from "./inbox/unread-reminders.js";

async function main(): Promise<void> {
  let config: Config;
  let keyring: KeyRing;
  try {
    config = loadConfig();
    keyring = loadKeyRing(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const log = pino(loggerOptions(config.logLevel));
  const running: { database?: Database; app?: FastifyInstance; inbox?: InboxHub; feed?: ChangeFeed; reportJobs?: ReportJobs } = {};
  let closing = false;

  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    // The app cuts connections at the grace period itself; this is the last resort.
    const force = setTimeout(() => {
      log.warn("shutdown did not finish in time; stopping the database and exiting");
      void (running.database?.close() ?? Promise.resolve()).finally(() => process.exit(1));
    }, config.shutdownGraceMs + 5000);
    force.unref();
    (async () => {
      await running.app?.close();
      await running.inbox?.close();
      await running.feed?.close();
      // A report in hand finishes (or fails) before the database goes.
      await running.reportJobs?.close();
      await running.database?.close();
    })().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  const database = await openDatabase(config, log);
  running.database = database;
  if (closing) {
    await database.close();
    return;
  }
  try {
    // First run of the embedded provider: an administrator with a one-time password (printed once).
    if (!config.identity.externalIssuer) {
      await ensureFirstAdmin(database.db, { email: config.identity.adminEmail, publicUrl: config.publicUrl });
    }
    // First start with an empty content library: the starter articles, modules and categories (STARTER_LIBRARY=off: none).
    // Not loading it is no reason to stay down: logged, and tried again at the next start.
    await seedStarterLibrary(database.db, { enabled: config.starterLibrary }).then(
      (r) => {
        if (r.seeded) log.info({ contents: r.contents, modules: r.modules, categories: r.categories }, "starter library loaded");
      },
      (err: unknown) => log.error({ err }, "the starter library was not loaded"),
    );
    const limits = createRateLimits(database.pool, smsDailyOverride(config.identity.smsPolicy));
    scheduleHousekeeping(database.db, log);
    const audit = createAuditLog(database.db, log);
    const sms = createSmsSender(config, database.db, limits, log);
    const mailer = createMailer(config, database.db, log);
    const { issuer, audience, externalIssuer } = config.identity;
    const feed = createChangeFeed(database.pool, { log });
    running.feed = feed;
    // Not listening yet is no reason to stay down: caches stay off until the feed connects (ADR 0027).
    await feed.ready().catch((err: unknown) => log.warn({ err }, "change feed not listening yet; caches off until it is"));
    const verifyToken = createTokenVerifier({
      db: database.db,
      feed,
      issuer,
      audience,
      externalIssuer,
      // Embedded: the provider's keys from the database (identity/keys.ts); external: its discovered JWKS.
      getKey: externalIssuer ? discoveredJwks(externalIssuer) : refreshingLocalJwks(() => publicJwks(database.db, keyring)),
    });
    const blobs = blobStoreFromConfig(config.files);
    const files = createFileStore(database.db, blobs);
    const reportJobs = createReportJobs({ db: database.db, blobs, keyring, render: reportJobRenders(database.db), log });
    running.reportJobs = reportJobs;
    reportJobs.start();
    const inbox = createInboxHub(feed, { maxStreams: config.inboxStreamsMax, maxPerUser: config.inboxStreamsPerUser });
    running.inbox = inbox;
    scheduleUnreadReminders({ db: database.db, mailer, publicUrl: config.publicUrl, log });
    running.app = await buildApp(config, {
      readiness: database.ready,
      database,
      keyring,
      verifyToken,
      onDenied: audit.onDenied,
      handlers: serviceHandlers({ db: database.db, keyring, limits, sms, audit, mailer, publicUrl: config.publicUrl, externalIssuer: config.identity.externalIssuer, smsPolicy: config.identity.smsPolicy, files, inbox, feed, reportJobs, reportBackgroundRows: config.reportBackgroundRows }),
      identity: { limits, sms, mailer },
      files,
      inbox,
      feed,
      reportJobs,
    });
    await running.app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await running.app?.close().catch(() => undefined);
    await running.inbox?.close();
    await running.feed?.close();
    await running.reportJobs?.close();
    await database.close();
    throw err;
  }
  running.app.log.info({ url: config.publicUrl }, "Compass is running");
}

main().catch((err: unknown) => {
  console.error("Compass failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
