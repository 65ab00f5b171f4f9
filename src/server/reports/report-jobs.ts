/**
 * Reports made in the background (issue #15 §3; docs/decisions/0025-background-reports.md).
 *
 * A report expected to hold more than REPORT_BACKGROUND_ROWS rows is not streamed to a browser
 * that waits for it: the RPC stores a job (`create`) and answers at once; a worker in the server
 * renders it — the same renderers as the download links (ADR 0020), so the same scope and the
 * same re-check that the owner may still have it — into an encrypted file in the blob store, and
 * writes its progress to the row as the rows go out. The owner's page lists their jobs
 * (ListMyReportJobs) and fetches a ready one through a single-use link (`open`).
 *
 * - The queue is the server's one job queue (jobs/job-queue.ts; ADR 0035): the row is the report
 *   its owner sees (state, progress, file); a job of the task `report-render` carrying the row's id
 *   (and with it as its id, so sending it twice stores one) makes it. One report at a time per
 *   instance (a report is CPU work: others' calls keep their share); several instances share the
 *   queue and a job runs once. A failed attempt is tried again twice, after 30 s then 60 s (the
 *   owner sees it waiting meanwhile); the third failure fails the report.
 * - Fair between accounts: an account has at most `perAccount` jobs waiting or running
 *   (REPORT_JOBS_PER_ACCOUNT, default 3; beyond that RESOURCE_EXHAUSTED says to wait for one), and
 *   an account's n-th waiting report is queued behind every other account's earlier ones (its
 *   job's priority is minus the number it already had waiting or running) — one coach's reports do
 *   not hold everyone else's back.
 * - At rest the file is AES-256-GCM under a key of its own, which is kept sealed by the key ring
 *   in the row (context `report_jobs.file_key:<id>`): the file opens only with the row, and
 *   deleting the row (the job expiring, its owner erased) leaves nothing readable behind.
 * - Memory: the renderer streams (one batch of rows), the cipher streams to a temporary file, and
 *   the blob store takes the file without reading it whole (putFile).
 * - A running job writes a heartbeat with its progress at most once a second; one whose heartbeat
 *   stops for `staleMs` (its instance died) is marked failed and its owner asks again. The
 *   recurring task `report-sweep` (every minute) does that, deletes expired jobs and their files
 *   (24 hours after they finished), and sends again the job of a report still waiting without one
 *   (its instance stopped between storing the row and sending the job).
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { rpcError } from "../core/errors.js";
import type { KeyRing } from "../crypto/keyring.js";
import type { Db } from "../db/database.js";
import { reportJobs, users } from "../db/schema/index.js";
import type { StreamedDocument } from "../downloads/download-routes.js";
import type { BlobStore } from "../files/blob-store.js";
import type { JobQueue } from "../jobs/job-queue.js";

export type ReportJobRow = typeof reportJobs.$inferSelect;
/** The funder exports' kinds are their names (ADR 0045). */
export type ReportJobKind = "ta" | "pinpoint" | "activity" | "counseling_records" | "training_events" | "impact_ledger";
export type ReportJobState = "queued" | "running" | "ready" | "failed";

/** Renders a job's report (null: its owner may no longer have it); `onRows` counts rows as they are written. */
export type ReportJobRenderer = (job: { kind: ReportJobKind; ownerUserId: string; params: Record<string, unknown> }, onRows: (rows: number) => void) => Promise<StreamedDocument | null>;

export interface NewReportJob {
  ownerUserId: string;
  kind: ReportJobKind;
  params: Record<string, unknown>;
  rowsTotal: number;
  fileName: string;
  contentType: string;
}

export interface ReportJobsOptions {
  db: Db;
  blobs: BlobStore;
  keyring: KeyRing;
  render: ReportJobRenderer;
  /** The server's job queue: the tasks `report-render` and `report-sweep` are declared on it. */
  jobs: JobQueue;
  log?: { warn: (obj: object, msg: string) => void; error?: (obj: object, msg: string) => void };
  /** A running job without a heartbeat this long has lost its worker (default 2 minutes). */
  staleMs?: number;
  /** How long a job and its file are kept after it finished (default 24 hours). */
  keepMs?: number;
  /** Where files are written before they go to the blob store (default: the system's temporary directory). */
  tmpDir?: string;
  /** Jobs one account may have queued or running at once (default 3). */
  perAccount?: number;
  /** The first retry's wait after a failed attempt, doubled for the second (default 30 s). */
  retryDelaySeconds?: number;
}

export interface ReportJobs {
  /** Stores a queued job and wakes the worker; RESOURCE_EXHAUSTED when its owner already has `perAccount` waiting or running. */
  create(job: NewReportJob): Promise<ReportJobRow>;
  /** The owner's jobs that have not expired, newest first (at most 50). */
  listOwn(ownerUserId: string): Promise<ReportJobRow[]>;
  /** One of the owner's jobs (undefined for anyone else's, or an expired one). */
  getOwn(ownerUserId: string, id: string): Promise<ReportJobRow | undefined>;
  /** A ready job's file, decrypted as it is read; null when it is not ready, expired or gone. */
  open(id: string): Promise<{ job: ReportJobRow; content: Readable; size: number } | null>;
  /** Deletes the files of a user's jobs (before the user is erased; the rows go with the user). */
  deleteOwnedBy(ownerUserId: string): Promise<void>;
  /** Runs here every report that is waiting (tests and tools; the server's workers do it otherwise); how many jobs ran. */
  drain(): Promise<number>;
  /** One housekeeping pass: stale running jobs failed, expired jobs and their files deleted, waiting reports without a job sent again. */
  sweep(now?: Date): Promise<void>;
}

/** The job queue's tasks of background reports. */
export const REPORT_RENDER_TASK = "report-render";
export const REPORT_SWEEP_TASK = "report-sweep";

const FILE_KEY_CONTEXT = (id: string) => `report_jobs.file_key:${id}`;
const FILE_AAD = (id: string) => Buffer.from(`report_jobs.file:${id}`, "utf8");
const HEARTBEAT_MS = 1_000;
/** The most recent jobs a list shows. */
const REPORT_JOBS_LISTED = 50;

export function createReportJobs(options: ReportJobsOptions): ReportJobs {
  const { db, blobs, keyring, jobs } = options;
  const staleMs = options.staleMs ?? 120_000;
  const keepMs = options.keepMs ?? 24 * 3600_000;
  const perAccount = options.perAccount ?? 3;

  /** Takes a waiting report for this attempt; undefined when it is not waiting (made, failed, expired or deleted meanwhile). */
  const claim = async (id: string): Promise<ReportJobRow | undefined> => {
    const [job] = await db
      .update(reportJobs)
      .set({ state: "running", startedAt: new Date(), heartbeatAt: new Date(), rowsDone: 0 })
      .where(and(eq(reportJobs.id, id), eq(reportJobs.state, "queued"), gt(reportJobs.expiresAt, sql`now()`)))
      .returning();
    return job;
  };

  const fail = async (job: ReportJobRow, reason: string, err?: unknown) => {
    options.log?.warn({ job: job.id, kind: job.kind, reason, err: err instanceof Error ? { message: err.message } : undefined }, "background report failed");
    await db
      .update(reportJobs)
      .set({ state: "failed", finishedAt: new Date(), expiresAt: new Date(Date.now() + keepMs) })
      .where(and(eq(reportJobs.id, job.id), eq(reportJobs.state, "running")));
  };

  /** Back to waiting for the queue's next attempt. */
  const requeue = (job: ReportJobRow) =>
    db
      .update(reportJobs)
      .set({ state: "queued", rowsDone: 0 })
      .where(and(eq(reportJobs.id, job.id), eq(reportJobs.state, "running")));

  /** Makes a claimed report; `lastAttempt` false: a failure puts it back to wait and is thrown for the queue to retry. */
  const run = async (job: ReportJobRow, lastAttempt: boolean) => {
    let rowsDone = 0;
    let written = 0;
    const beat = setInterval(() => {
      if (written === rowsDone) return;
      written = rowsDone;
      void db
        .update(reportJobs)
        .set({ rowsDone: written, heartbeatAt: new Date() })
        .where(and(eq(reportJobs.id, job.id), eq(reportJobs.state, "running")))
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    beat.unref();
    const dir = await mkdtemp(path.join(options.tmpDir ?? tmpdir(), "compass-report-"));
    const file = path.join(dir, "report.bin");
    let blobKey: string | null = null;
    try {
      const document = await options.render({ kind: job.kind as ReportJobKind, ownerUserId: job.ownerUserId, params: job.params }, (rows) => {
        rowsDone += rows;
      });
      if (!document) return await fail(job, "no longer allowed");
      const key = randomBytes(32);
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(FILE_AAD(job.id));
      await pipeline(document.content, cipher, createWriteStream(file, { mode: 0o600 }));
      const tag = cipher.getAuthTag();
      const { size } = await stat(file);
      blobKey = `report-${job.id}-${randomBytes(12).toString("hex")}`;
      await blobs.putFile(blobKey, file, "application/octet-stream");
      const finishedAt = new Date();
      const done = await db
        .update(reportJobs)
        .set({
          state: "ready",
          rowsDone,
          blobKey,
          sizeBytes: size,
          fileKey: keyring.seal(key.toString("base64"), FILE_KEY_CONTEXT(job.id)),
          fileKeyId: keyring.currentKeyId,
          fileIv: iv,
          fileTag: tag,
          heartbeatAt: finishedAt,
          finishedAt,
          expiresAt: new Date(finishedAt.getTime() + keepMs),
        })
        .where(and(eq(reportJobs.id, job.id), eq(reportJobs.state, "running")))
        .returning({ id: reportJobs.id });
      // Marked failed (stale) or deleted while it ran: its file is nobody's.
      if (done.length === 0) await blobs.delete(blobKey);
    } catch (err) {
      if (blobKey) await blobs.delete(blobKey).catch(() => undefined);
      if (lastAttempt) return await fail(job, "rendering failed", err);
      await requeue(job);
      throw err;
    } finally {
      clearInterval(beat);
      await rm(dir, { recursive: true, force: true });
    }
  };

  /** Sends the job that makes a waiting report, queued behind the earlier reports of every other account. */
  const enqueue = (id: string, alreadyHeld: number) => jobs.send(REPORT_RENDER_TASK, { reportJobId: id }, { id, priority: -alreadyHeld });

  const sweep = async (now = new Date()) => {
    await db
      .update(reportJobs)
      .set({ state: "failed", finishedAt: now, expiresAt: new Date(now.getTime() + keepMs) })
      .where(and(eq(reportJobs.state, "running"), lt(reportJobs.heartbeatAt, new Date(now.getTime() - staleMs))));
    const expired = await db.delete(reportJobs).where(lt(reportJobs.expiresAt, now)).returning({ blobKey: reportJobs.blobKey });
    for (const { blobKey } of expired) if (blobKey) await blobs.delete(blobKey).catch(() => undefined);
    await resend();
  };

  /** Every report still waiting has its job (sending it again stores nothing), ranked as create ranks it. */
  const resend = async () => {
    const waiting = await db.execute<{ id: string; held: number }>(sql`
      select q.id, (select count(*)::int from ${reportJobs} e
        where e.owner_user_id = q.owner_user_id and e.state in ('queued', 'running') and (e.created_at, e.id) < (q.created_at, q.id)) as held
      from ${reportJobs} q where q.state = 'queued' and q.expires_at > now()`);
    for (const { id, held } of waiting.rows) await enqueue(id, held);
  };

  jobs.define<{ reportJobId: string }>({
    name: REPORT_RENDER_TASK,
    retryLimit: 2,
    retryDelaySeconds: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    // A report of 100,000 sessions takes seconds; an attempt still running after an hour has lost its way.
    expireInSeconds: 3600,
    async run({ data, retryCount, retryLimit }) {
      const job = await claim(data.reportJobId);
      if (job) await run(job, retryCount >= retryLimit);
    },
  });
  jobs.define({ name: REPORT_SWEEP_TASK, cron: "* * * * *", policy: "short", pollingIntervalSeconds: 15, run: () => sweep() });

  const live = () => gt(reportJobs.expiresAt, sql`now()`);

  return {
    async create(job) {
      const { row, held } = await db.transaction(async (tx) => {
        // The owner's row locked: two requests at once cannot both take the last place.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, job.ownerUserId)).for("update");
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(reportJobs)
          .where(and(eq(reportJobs.ownerUserId, job.ownerUserId), inArray(reportJobs.state, ["queued", "running"]), live()));
        const held = count?.n ?? 0;
        if (held >= perAccount) {
          throw rpcError.resourceExhausted(
            perAccount === 1
              ? "A report of yours is already being prepared. Please wait until it is ready (see “Your recent reports”), then ask again."
              : `${perAccount} reports of yours are already being prepared. Please wait until one is ready (see “Your recent reports”), then ask again.`,
          );
        }
        const [inserted] = await tx
          .insert(reportJobs)
          .values({ ...job, state: "queued", expiresAt: new Date(Date.now() + keepMs) })
          .returning();
        return { row: inserted!, held };
      });
      // Not sent (the queue unreachable a moment after the row was written): the sweep sends it.
      await enqueue(row.id, held).catch((err: unknown) => options.log?.warn({ err: { message: (err as Error).message }, job: row.id }, "background report waits for the sweep"));
      return row;
    },
    listOwn(ownerUserId) {
      return db.select().from(reportJobs).where(and(eq(reportJobs.ownerUserId, ownerUserId), live())).orderBy(desc(reportJobs.createdAt), desc(reportJobs.id)).limit(REPORT_JOBS_LISTED);
    },
    async getOwn(ownerUserId, id) {
      const [row] = await db.select().from(reportJobs).where(and(eq(reportJobs.id, id), eq(reportJobs.ownerUserId, ownerUserId), live()));
      return row;
    },
    async open(id) {
      const [job] = await db.select().from(reportJobs).where(and(eq(reportJobs.id, id), eq(reportJobs.state, "ready"), live()));
      if (!job?.blobKey || !job.fileKey || !job.fileKeyId || !job.fileIv || !job.fileTag) return null;
      const key = Buffer.from(keyring.open(job.fileKey, job.fileKeyId, FILE_KEY_CONTEXT(job.id)), "base64");
      const blob = await blobs.get(job.blobKey);
      const decipher = createDecipheriv("aes-256-gcm", key, job.fileIv);
      decipher.setAAD(FILE_AAD(job.id));
      decipher.setAuthTag(job.fileTag);
      blob.body.on("error", (err) => decipher.destroy(err));
      // A reader that stops early (or never starts) destroys the decipher: the file goes with it.
      decipher.on("close", () => blob.body.destroy());
      return { job, content: blob.body.pipe(decipher), size: blob.size };
    },
    async deleteOwnedBy(ownerUserId) {
      const rows = await db.select({ blobKey: reportJobs.blobKey }).from(reportJobs).where(eq(reportJobs.ownerUserId, ownerUserId));
      for (const { blobKey } of rows) if (blobKey) await blobs.delete(blobKey);
      await db.delete(reportJobs).where(eq(reportJobs.ownerUserId, ownerUserId));
    },
    async drain() {
      await resend();
      return jobs.drain(REPORT_RENDER_TASK);
    },
    sweep,
  };
}
