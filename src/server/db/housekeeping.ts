/**
 * Periodic clean-up of rows that have expired: the OpenID Connect provider's
 * sessions, codes and tokens (the adapter already treats them as absent),
 * one-time codes a day after they expired, rate-limit counters, identity
 * confirmations (step-ups) once expired, known devices unused for 400 days
 * (their cookie's lifetime), and counted
 * denials past their retention (anonymous 30 days, signed-in users 400; the
 * trigger of migration 0004 refuses anything younger), and download links a day
 * after they expired (used or not; they are useless by then), and inbox events past their
 * retention (7 days; ADR 0019), documents' old versions (the business plan's, the survey's, the
 * cash flow's and the loan request's history) beyond the retention rule of version-retention.ts, and uploads nothing
 * references once their grace period is over (files/upload-collector.ts; ADR 0031). Both are
 * recurring tasks of the job queue (jobs/job-queue.ts; ADR 0035): `housekeeping` hourly and when
 * an instance starts, `upload-collector` hourly, each run once across instances; the deletes are
 * idempotent anyway.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ANONYMOUS_RETENTION_DAYS, USER_RETENTION_DAYS } from "../audit/denials.js";
import { auditDenials } from "./schema/audit.js";
import { businessPlanHistory, businessSurveyHistory, cashflowHistory, loanRequestHistory } from "./schema/documents.js";
import { downloadLinks } from "./schema/downloads.js";
import { knownDevices, oidcPayloads, rateLimits, stepUps, verificationCodes } from "./schema/identity.js";
import { DEVICE_COOKIE_MAX_AGE_S } from "../identity/login-guard.js";
import type { Db } from "./database.js";
import { createInboxEventStore } from "../inbox/inbox-events.js";
import { DEFAULT_VERSION_RETENTION, versionsToDrop, type VersionRetention } from "./version-retention.js";
import type { BlobStore } from "../files/blob-store.js";
import { collectUnreferencedUploads } from "../files/upload-collector.js";
import type { JobQueue } from "../jobs/job-queue.js";

const DAY_MS = 24 * 3600_000;

export interface PurgeCounts {
  oidcPayloads: number;
  verificationCodes: number;
  rateLimits: number;
  auditDenials: number;
  stepUps: number;
  knownDevices: number;
  downloadLinks: number;
  inboxEvents: number;
  documentVersions: number;
}

export interface HousekeepingOptions {
  /** Which old versions of documents are kept (DOCUMENT_VERSIONS_*; version-retention.ts). */
  retention?: VersionRetention;
  /** Collect unreferenced uploads from this store after `graceMs`; unset: uploads are left alone. */
  uploads?: { blobs: BlobStore; graceMs: number };
}

const DOCUMENT_HISTORIES = [businessPlanHistory, businessSurveyHistory, cashflowHistory, loanRequestHistory] as const;

/**
 * Drops the versions the retention rule lets go, one user's document at a time (their numbers and
 * dates only are read). Only users who may have something to drop are read: more versions than the
 * cap, or two versions on one day at or before the cutoff's day. A submit arriving meanwhile adds a
 * newer version, never one of those dropped. Returns how many versions went.
 */
export async function thinDocumentVersions(db: Db, now: Date, rule: VersionRetention = DEFAULT_VERSION_RETENTION): Promise<number> {
  const cutoff = new Date(now.getTime() - rule.keepAllDays * DAY_MS);
  const dayAfterCutoff = new Date(Math.floor(cutoff.getTime() / DAY_MS) * DAY_MS + DAY_MS).toISOString();
  let dropped = 0;
  for (const history of DOCUMENT_HISTORIES) {
    const old = sql`${history.savedAt} < ${dayAfterCutoff}::timestamptz`;
    const candidates = await db
      .select({ userId: history.userId })
      .from(history)
      .groupBy(history.userId)
      .having(
        sql`count(*) > ${rule.maxVersions} or count(*) filter (where ${old}) > count(distinct (${history.savedAt} at time zone 'UTC')::date) filter (where ${old})`,
      );
    for (const { userId } of candidates) {
      const versions = await db.select({ versionNumber: history.versionNumber, savedAt: history.savedAt }).from(history).where(eq(history.userId, userId));
      const drop = versionsToDrop(versions, now, rule);
      for (let i = 0; i < drop.length; i += 1000) {
        const gone = await db.delete(history).where(and(eq(history.userId, userId), inArray(history.versionNumber, drop.slice(i, i + 1000))));
        dropped += gone.rowCount ?? 0;
      }
    }
  }
  return dropped;
}

/** Rows whose minute is older than `days` before `now` (and before the database's own clock, which the trigger judges by). */
const deniedBefore = (now: Date, days: number) => lt(auditDenials.minute, sql`least(${now.toISOString()}::timestamptz, now()) - make_interval(days => ${days})`);

export async function purgeExpired(db: Db, now = new Date(), options: HousekeepingOptions = {}): Promise<PurgeCounts> {
  const payloads = await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now)).returning({ id: oidcPayloads.id });
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, new Date(now.getTime() - DAY_MS)))
    .returning({ id: verificationCodes.id });
  const limits = await db.delete(rateLimits).where(lt(rateLimits.expire, now.getTime())).returning({ key: rateLimits.key });
  const denials = await db
    .delete(auditDenials)
    .where(
      or(
        and(isNull(auditDenials.actorUserId), deniedBefore(now, ANONYMOUS_RETENTION_DAYS)),
        and(isNotNull(auditDenials.actorUserId), deniedBefore(now, USER_RETENTION_DAYS)),
      ),
    );
  const confirmations = await db.delete(stepUps).where(lt(stepUps.expiresAt, now));
  const devices = await db.delete(knownDevices).where(lt(knownDevices.lastUsedAt, new Date(now.getTime() - DEVICE_COOKIE_MAX_AGE_S * 1000)));
  const links = await db.delete(downloadLinks).where(lt(downloadLinks.expiresAt, new Date(now.getTime() - DAY_MS)));
  const inbox = await createInboxEventStore(db).purge(now);
  const versions = await thinDocumentVersions(db, now, options.retention);
  return {
    oidcPayloads: payloads.length,
    verificationCodes: codes.length,
    rateLimits: limits.length,
    auditDenials: denials.rowCount ?? 0,
    stepUps: confirmations.rowCount ?? 0,
    knownDevices: devices.rowCount ?? 0,
    inboxEvents: inbox,
    downloadLinks: links.rowCount ?? 0,
    documentVersions: versions,
  };
}

export const HOUSEKEEPING_TASK = "housekeeping";
export const UPLOAD_COLLECTOR_TASK = "upload-collector";

/**
 * Declares purgeExpired (hourly, and once when instances start) and, with `uploads`, the upload
 * collector (hourly) on the job queue. A failed pass is tried again by the next.
 */
export function defineHousekeeping(jobs: JobQueue, db: Db, log: Pick<FastifyBaseLogger, "info" | "warn">, options: HousekeepingOptions = {}): void {
  const { uploads } = options;
  jobs.define({
    name: HOUSEKEEPING_TASK,
    cron: "7 * * * *",
    atStartSeconds: 600,
    policy: "short",
    pollingIntervalSeconds: 30,
    async run() {
      log.info({ purged: await purgeExpired(db, new Date(), options) }, "housekeeping: expired rows removed");
    },
  });
  if (uploads) {
    jobs.define({
      name: UPLOAD_COLLECTOR_TASK,
      cron: "37 * * * *",
      policy: "short",
      pollingIntervalSeconds: 30,
      async run() {
        log.info({ collected: await collectUnreferencedUploads(db, uploads.blobs, { graceMs: uploads.graceMs }) }, "housekeeping: unreferenced uploads removed");
      },
    });
  }
}
