/**
 * buildServer(config, overrides): the one place the server is composed (ADR 0029). From a config
 * and an open database it makes every stateful piece once — key ring, rate limits, audit log,
 * change feed, token verifier, senders, files, report jobs, inbox hub, the heavy-work pool — fills ServiceDeps for the
 * domain registry and builds the Fastify app over them. main.ts calls it, and so does every test
 * set-up that wants the real server (tests/setup/accounts.ts, tests/setup/compass.ts): a test
 * swaps one piece through `overrides` (a lagging change feed, an SMS outbox, its own signing key…)
 * and keeps the rest as production wires it.
 *
 * It does not listen and does not own the database: the caller opens the database (starting the
 * embedded engine if needed), listens, and closes the database after `close()`.
 */
import type { FastifyInstance } from "fastify";
import type { JWTVerifyGetKey } from "jose";
import { pino, type Logger } from "pino";
import { buildApp } from "./app.js";
import { createAuditLog, type AuditLog } from "./audit/audit-log.js";
import type { Config } from "./config.js";
import type { TokenVerifier } from "./core/authenticate.js";
import { loadKeyRing, type KeyRing } from "./crypto/keyring.js";
import { createChangeFeed, type ChangeFeed } from "./db/change-feed.js";
import type { Database } from "./db/database.js";
import { defineHousekeeping } from "./db/housekeeping.js";
import { blobStoreFromConfig, type BlobStore } from "./files/blob-store.js";
import { createFileStore, type FileStore } from "./files/file-store.js";
import { ensureFirstAdmin } from "./identity/first-admin.js";
import { publicJwks } from "./identity/keys.js";
import { createMailer, type Mailer } from "./identity/mail.js";
import { createRateLimits, type LimitName, type LimitSpec, type RateLimits } from "./identity/rate-limits.js";
import { smsDailyOverride } from "./identity/sms-policy.js";
import { createSmsSender, type SmsSender } from "./identity/sms.js";
import { createTokenVerifier, discoveredJwks, refreshingLocalJwks } from "./identity/token-verifier.js";
import { createHeavyWork, heavyRunner, type HeavyWork } from "./heavy/heavy-work.js";
import { createInboxHub, type InboxHub } from "./inbox/inbox-hub.js";
import { defineUnreadReminders } from "./inbox/unread-reminders.js";
import { defineImpactCheckIns } from "./impact/check-in-mail.js";
import { createJobQueue, type JobQueue } from "./jobs/job-queue.js";
import { loggerOptions } from "./logger.js";
import { createReportJobs, type ReportJobs } from "./reports/report-jobs.js";
import type { Handlers } from "./rpc/dispatch.js";
import { reportJobRenders } from "./rpc/reports/reports-service.js";
import { serviceHandlers } from "./rpc/services.js";
import { seedStarterLibrary } from "./starter-library/seed.js";

/** What a caller may hand in instead of what the config makes. Only `database` is required. */
export interface ServerOverrides {
  /** The open, migrated database (main.ts: openDatabase; tests: a copy of the template). Not closed by the server. */
  database: Database;
  /** The data key ring; default loadKeyRing(config) (ENCRYPTION_KEY, or the key file in DATA_DIR). */
  keyring?: KeyRing;
  /** The log of the pieces; default a pino logger at LOG_LEVEL. */
  log?: Logger;
  /** Rate limits merged over the defaults and SMS_DAILY_LIMIT (tests loosen sign-up or tighten one). */
  limits?: Partial<Record<LimitName, LimitSpec>>;
  /**
   * The SMS sender, taken as it is; default the configured provider (or the outbox) behind
   * SMS_ALLOWED_COUNTRIES and the daily limit. A given sender has no policy in front of it, and
   * the domains then skip their early country check too (tests text made-up 555 numbers).
   */
  sms?: SmsSender;
  /** The mailer; default SMTP_URL's, or the outbox. */
  mailer?: Mailer;
  /** Where uploaded files and report files go; default FILES_STORE's. */
  blobs?: BlobStore;
  /**
   * A change feed already listening (tests: tests/setup/change-feeds.ts, lagging or not). It stays
   * the caller's to close. Default: one on the database's pool, closed with the server.
   */
  feed?: ChangeFeed;
  /** Whose access tokens are accepted; default the configured issuer (the embedded provider's keys, or the external issuer's JWKS). */
  tokenIssuer?: { issuer: string; audience: string; getKey: JWTVerifyGetKey };
  /** Mount the embedded provider at /oidc (default: unless OIDC_ISSUER is set). Tests of the API alone leave it out. */
  provider?: boolean;
  /**
   * What makes PDFs and workbooks (ADR 0034); default HEAVY_WORKERS threads (piscina) behind the
   * per-account and queue admission, or the main thread with HEAVY_WORKERS=0. Closed with the
   * server either way (tests hand in the real one around a runner they hold).
   */
  heavy?: HeavyWork;
  /** Handlers merged over the registry's (a test adds or replaces a method). */
  handlers?: Handlers;
  /** How often an idle inbox stream sends a heartbeat (ADR 0019; default 25 s). */
  inboxHeartbeatMs?: number;
  /** First start: the first administrator (embedded provider) and the starter library. Default on; tests turn it off. */
  firstRun?: boolean;
  /** The job queue's workers and schedules (reports, housekeeping, reminders; ADR 0035). Default on; tests turn them off and run jobs with `jobs.drain(task)`. */
  background?: boolean;
  /** Without `background`, these tasks' workers still run (the browser tests' server makes reports; ADR 0035). */
  jobWorkers?: readonly string[];
}

/** The composed server: the app and every piece it was built from (tests read them; close() ends them). */
export interface CompassServer {
  app: FastifyInstance;
  config: Config;
  database: Database;
  keyring: KeyRing;
  limits: RateLimits;
  audit: AuditLog;
  feed: ChangeFeed;
  verifyToken: TokenVerifier;
  sms: SmsSender;
  mailer: Mailer;
  blobs: BlobStore;
  files: FileStore;
  reportJobs: ReportJobs;
  /** The background-job queue (jobs/job-queue.ts). */
  jobs: JobQueue;
  heavy: HeavyWork;
  inbox: InboxHub;
  /** Stops accepting calls and ends every piece the server made, in order; the database stays open. */
  close(): Promise<void>;
}

export async function buildServer(config: Config, overrides: ServerOverrides): Promise<CompassServer> {
  const { database } = overrides;
  const { db, pool } = database;
  const log = overrides.log ?? pino(loggerOptions(config.logLevel));
  const keyring = overrides.keyring ?? loadKeyRing(config);
  const background = overrides.background ?? true;
  // What has been started so far, ended in reverse if a later step fails (and by close()).
  const closers: (() => Promise<unknown> | unknown)[] = [];
  const closeAll = async () => {
    for (const close of closers.splice(0).reverse()) await close();
  };
  try {
    if (overrides.firstRun ?? true) {
      // First run of the embedded provider: an administrator with a one-time password (printed once).
      if (!config.identity.externalIssuer) await ensureFirstAdmin(db, { email: config.identity.adminEmail, publicUrl: config.publicUrl });
      // An empty content library gets the starter articles, modules and categories (STARTER_LIBRARY=off: none);
      // one loaded before it had a language gets that language's translations, once (ADR 0036).
      // Not loading it is no reason to stay down: logged, and tried again at the next start.
      await seedStarterLibrary(db, { enabled: config.starterLibrary }).then(
        (r) => {
          if (r.seeded) log.info({ contents: r.contents, modules: r.modules, categories: r.categories, translations: r.translations }, "starter library loaded");
          else if (r.reason === "not-empty" && r.translations.contents + r.translations.modules + r.translations.categories > 0) {
            log.info({ translations: r.translations }, "starter library translations added");
          }
        },
        (err: unknown) => log.error({ err }, "the starter library was not loaded"),
      );
    }
    const documentSubmit = { points: config.documents.submitLimit, duration: config.documents.submitWindowMinutes * 60 };
    const limits = createRateLimits(pool, { ...smsDailyOverride(config.identity.smsPolicy), documentSubmit, ...overrides.limits });
    const audit = createAuditLog(db, log);
    closers.push(() => audit.flush());
    const sms = overrides.sms ?? createSmsSender(config, db, limits, log);
    const mailer = overrides.mailer ?? createMailer(config, db, log);
    let feed = overrides.feed;
    if (!feed) {
      const own = createChangeFeed(pool, { log });
      closers.push(() => own.close());
      // Not listening yet is no reason to stay down: caches stay off until the feed connects (ADR 0027).
      await own.ready().catch((err: unknown) => log.warn({ err }, "change feed not listening yet; caches off until it is"));
      feed = own;
    }
    const { issuer, audience, externalIssuer } = config.identity;
    const verifyToken = createTokenVerifier({
      db,
      feed,
      externalIssuer,
      ...(overrides.tokenIssuer ?? {
        issuer,
        audience,
        // Embedded: the provider's keys from the database (identity/keys.ts); external: its discovered JWKS.
        getKey: externalIssuer ? discoveredJwks(externalIssuer) : refreshingLocalJwks(() => publicJwks(db, keyring)),
      }),
    });
    const blobs = overrides.blobs ?? blobStoreFromConfig(config.files);
    const files = createFileStore(db, blobs, { quotas: config.uploads.quotas, limits });
    // Every background task on one queue (ADR 0035); without `background`, jobs wait for drain().
    const jobs = createJobQueue({ pool, log, workers: background || (overrides.jobWorkers ?? false) });
    const reportJobs = createReportJobs({ db, blobs, keyring, jobs, render: reportJobRenders(db), log, perAccount: config.reportJobsPerAccount });
    defineHousekeeping(jobs, db, log, { retention: config.documents.retention, uploads: { blobs, graceMs: config.uploads.orphanGraceMs } });
    defineUnreadReminders(jobs, { db, mailer, publicUrl: config.publicUrl, log });
    defineImpactCheckIns(jobs, { db, mailer, publicUrl: config.publicUrl, everyMonths: config.impactCheckInMonths, log });
    // Jobs in hand (a report, a housekeeping pass) finish, or are failed for a retry, before the database goes.
    closers.push(() => jobs.close());
    await jobs.start();
    const heavy = overrides.heavy ?? createHeavyWork({ workers: config.heavy.workers, queue: config.heavy.queue, runner: heavyRunner(config.heavy), log });
    // After the app stops taking calls, the documents in hand finish and the threads end.
    closers.push(() => heavy.close());
    const inbox = createInboxHub(feed, { maxStreams: config.inboxStreamsMax, maxPerUser: config.inboxStreamsPerUser });
    closers.push(() => inbox.close());
    const handlers = {
      ...serviceHandlers({
        db,
        keyring,
        limits,
        sms,
        audit,
        mailer,
        publicUrl: config.publicUrl,
        externalIssuer,
        smsPolicy: overrides.sms ? undefined : config.identity.smsPolicy,
        files,
        inbox,
        feed,
        reportJobs,
        heavy,
        reportBackgroundRows: config.reportBackgroundRows,
        orgTimeZone: config.orgTimeZone,
        inboxHeartbeatMs: overrides.inboxHeartbeatMs,
      }),
      ...overrides.handlers,
    };
    const app = await buildApp(config, {
      readiness: database.ready,
      database,
      // The app mounts the embedded provider when it has a key ring (and no OIDC_ISSUER).
      keyring: overrides.provider === false ? undefined : keyring,
      verifyToken,
      onDenied: audit.onDenied,
      handlers,
      identity: { limits, sms, mailer },
      files,
      audit,
      inbox,
      feed,
      reportJobs,
      heavy,
    });
    closers.push(() => app.close());
    return { app, config, database, keyring, limits, audit, feed, verifyToken, sms, mailer, blobs, files, reportJobs, jobs, heavy, inbox, close: closeAll };
  } catch (err) {
    await closeAll().catch(() => undefined);
    throw err;
  }
}
