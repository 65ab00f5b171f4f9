/**
 * Reports made in the background (issue #15 §3; ADR 0025), through the real server with
 * REPORT_BACKGROUND_ROWS = 3: a TA report, user-activity workbook or Pinpoint export over the threshold answers with a
 * job instead of a link; the worker renders it with its progress; ListMyReportJobs shows the
 * owner's jobs only; DownloadMyReportJob hands a single-use link whose file equals the report and
 * is stored encrypted; a small report still answers with a link at once; the owner disabled or
 * their role changed gets nothing; a stale job fails; an expired one goes with its file; erasing
 * the owner erases their files. Access: 16/7/3/5 cases for both methods.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Code } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReportFormat, ReportJobKind, ReportJobState } from "../../../src/gen/compass/v1/compass_pb.js";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { createKeyRing } from "../../../src/server/crypto/keyring.js";
import { filesystemBlobStore } from "../../../src/server/files/blob-store.js";
import { createReportJobs } from "../../../src/server/reports/report-jobs.js";
import { createJobQueue } from "../../../src/server/jobs/job-queue.js";
import { reportJobs, taTracking, users } from "../../../src/server/db/schema/index.js";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let blobDir: string;
let adminId: string;
let admin: Client;
let coachId: string;
let coach: Client;
let learner: Client;

const CANARY = "Zephyrine Quackenbush";
const year2026 = { startDate: { year: 2026, month: 1, day: 1 }, endDate: { year: 2026, month: 12, day: 31 } };

beforeAll(async () => {
  database = await testDatabase();
  blobDir = mkdtempSync(path.join(tmpdir(), "compass-report-blobs-"));
  api = await startAccountServer(database, { reportBackgroundRows: 3, blobs: filesystemBlobStore(blobDir) });
  adminId = await insertUser(database, "ADMIN");
  admin = api.client(await tokenOf(adminId));
  coachId = await insertUser(database, "COACH", { firstName: "Cora", lastName: "Coach" });
  coach = api.client(await tokenOf(coachId));
  const clientId = await insertUser(database, "STANDARD", { assignedCoachId: coachId, phoneNumber: "+15055550101", emailUpdates: true });
  learner = api.client(await tokenOf(clientId));
  for (let i = 0; i < 3; i++) await insertUser(database, "STANDARD");
  for (let day = 1; day <= 5; day++) {
    await database.db.insert(taTracking).values({
      coachUserId: day <= 2 ? coachId : adminId,
      clientUserId: clientId,
      createdByUserId: coachId,
      dateOfSession: `2026-03-0${day}`,
      timeSpentHours: day,
      clientName: CANARY,
      comments: "Cash-flow review",
    });
  }
});
afterAll(async () => {
  await api?.close();
  await database?.close();
  if (blobDir) rmSync(blobDir, { recursive: true, force: true });
});

/** Every file under the blob directory (the stored reports). */
function storedFiles(dir = blobDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? storedFiles(path.join(dir, e.name)) : e.name.endsWith(".type") ? [] : [path.join(dir, e.name)]));
}

const fetchLink = (url: string) => fetch(new URL(new URL(url, api.server.url).pathname, api.server.url));

async function readyJob(client: Client, id: string) {
  await api.reportJobs.drain();
  const { jobs } = await client.listMyReportJobs({});
  return jobs.find((j) => j.id === id);
}

describe("a report over REPORT_BACKGROUND_ROWS", () => {
  it("answers with a job, made in the background with its progress, then downloads once, as the report and with its size", async () => {
    const answer = await admin.adminDownloadTAReport({ filter: year2026, format: ReportFormat.CSV });
    expect(answer.urlToDownload).toBe("");
    const job = answer.reportJob!;
    expect(job).toMatchObject({ kind: ReportJobKind.TA, format: ReportFormat.CSV, rowsTotal: 5n, fileName: "ta-report-2026-01-01_to_2026-12-31.csv" });
    expect([ReportJobState.QUEUED, ReportJobState.RUNNING, ReportJobState.READY]).toContain(job.state);
    const ready = await readyJob(admin, job.id);
    expect(ready).toMatchObject({ state: ReportJobState.READY, rowsDone: 5n, rowsTotal: 5n });
    expect(ready!.sizeBytes).toBeGreaterThan(0n);
    expect(ready!.finishedAt).toBeDefined();

    const { urlToDownload } = await admin.downloadMyReportJob({ jobId: job.id });
    const res = await fetchLink(urlToDownload);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; .*ta-report-2026-01-01_to_2026-12-31\.csv/);
    expect(res.headers.get("content-length")).toBe(String(ready!.sizeBytes));
    const text = await res.text();
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines[1]).toContain(CANARY);
    expect(lines.at(-1)).toMatch(/^Total \(5 sessions\)/);
    // Single use.
    expect((await fetchLink(urlToDownload)).status).toBe(404);
    // Stored encrypted: the client's name is nowhere in the stored bytes.
    const files = storedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(readFileSync(f).includes(Buffer.from(CANARY))).toBe(false);
  });

  it("makes an XLSX workbook the same way", async () => {
    const { reportJob } = await admin.adminDownloadTAReport({ filter: year2026, format: ReportFormat.XLSX });
    expect(reportJob?.format).toBe(ReportFormat.XLSX);
    await readyJob(admin, reportJob!.id);
    const res = await fetchLink((await admin.downloadMyReportJob({ jobId: reportJob!.id })).urlToDownload);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 5 + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe(CANARY);
  });

  it("still answers a small report with a link at once", async () => {
    const answer = await coach.adminDownloadTAReport({ filter: year2026, format: ReportFormat.CSV });
    expect(answer.reportJob).toBeUndefined();
    const res = await fetchLink(answer.urlToDownload);
    expect((await res.text()).trim().split("\r\n")).toHaveLength(1 + 2 + 1);
  });

  it("makes the Pinpoint export in the background when the learners are many", async () => {
    const { urlToDownload, reportJob } = await admin.adminDownloadPinpointReport({});
    expect(urlToDownload).toBe("");
    expect(reportJob).toMatchObject({ kind: ReportJobKind.PINPOINT, format: ReportFormat.CSV, rowsTotal: 4n });
    const ready = await readyJob(admin, reportJob!.id);
    expect(ready).toMatchObject({ state: ReportJobState.READY, rowsDone: 4n });
    const text = await (await fetchLink((await admin.downloadMyReportJob({ jobId: reportJob!.id })).urlToDownload)).text();
    expect(text.split("\r\n")[0]).toMatch(/^ChannelType,Address,Id/);
    expect(text).toContain("SMS,+15055550101");
  });

  it("makes a user-activity workbook of many learners in the background; a coach's few come in the answer", async () => {
    const answer = await admin.adminDownloadUserActivity({});
    expect(answer.report).toHaveLength(0);
    expect(answer.reportJob).toMatchObject({ kind: ReportJobKind.ACTIVITY, format: ReportFormat.XLSX, rowsTotal: 4n });
    expect(answer.fileName).toMatch(/^user-activity-\d{4}-\d\d-\d\d_to_\d{4}-\d\d-\d\d\.xlsx$/);
    expect(await readyJob(admin, answer.reportJob!.id)).toMatchObject({ state: ReportJobState.READY, rowsDone: 4n });
    const res = await fetchLink((await admin.downloadMyReportJob({ jobId: answer.reportJob!.id })).urlToDownload);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet("User activity")!;
    expect(sheet.rowCount).toBe(1 + 4 + 1);
    expect(sheet.getRow(6).getCell(1).value).toBe("Total (4 users)");
    const small = await coach.adminDownloadUserActivity({});
    expect(small.reportJob).toBeUndefined();
    expect(small.report.length).toBeGreaterThan(0);
  });

  it("lists each owner's own jobs only, newest first", async () => {
    const mine = await admin.listMyReportJobs({});
    expect(mine.jobs.length).toBeGreaterThanOrEqual(3);
    const created = mine.jobs.map((j) => j.createdAt!.seconds);
    expect(created).toEqual([...created].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect((await coach.listMyReportJobs({})).jobs).toEqual([]);
  });
});

describe("refusals", () => {
  let adminJobId = "";
  beforeAll(async () => {
    adminJobId = (await admin.listMyReportJobs({})).jobs[0]?.id ?? "";
  });

  it("ListMyReportJobs: UNAUTHENTICATED without a sign-in, PERMISSION_DENIED for a learner", async () => {
    expect((await outcome(api.client().listMyReportJobs({}))).code).toBe(Code.Unauthenticated);
    expect((await outcome(learner.listMyReportJobs({}))).code).toBe(Code.PermissionDenied);
  });

  expectCases((req: { jobId: string; as?: "anonymous" | "learner" | "coach" }) => (req.as === "anonymous" ? api.client() : req.as === "learner" ? learner : req.as === "coach" ? coach : admin).downloadMyReportJob({ jobId: req.jobId }), [
    { name: "without a sign-in", request: { jobId: "x", as: "anonymous" }, code: Code.Unauthenticated },
    { name: "for a learner", request: { jobId: "x", as: "learner" }, code: Code.PermissionDenied },
    { name: "without a job id", request: { jobId: "  " }, code: Code.InvalidArgument, message: "job_id: required." },
    { name: "with an id far too long", request: { jobId: "j".repeat(300) }, code: Code.InvalidArgument, message: "job_id: not a report job id." },
    { name: "for a job that does not exist", request: { jobId: "00000000-0000-0000-0000-000000000000" }, code: Code.NotFound },
    { name: "for somebody else's job (as if it did not exist)", request: () => ({ jobId: adminJobId, as: "coach" as const }), code: Code.NotFound },
  ]);

  it("refuses a job that is not ready yet (FAILED_PRECONDITION)", async () => {
    const [row] = await database.db
      .insert(reportJobs)
      .values({ ownerUserId: adminId, kind: "ta", params: { role: "admin", format: "csv", query: {} }, state: "running", heartbeatAt: new Date(), fileName: "x.csv", contentType: "text/csv", expiresAt: new Date(Date.now() + 3600_000) })
      .returning();
    expect(await outcome(admin.downloadMyReportJob({ jobId: row!.id }))).toEqual({ code: Code.FailedPrecondition, message: "This report is not ready yet." });
    await database.db.delete(reportJobs).where(eq(reportJobs.id, row!.id));
  });

  it("refuses the owner whose role changed (PERMISSION_DENIED), and a link minted before the change renders nothing", async () => {
    const link = (await admin.downloadMyReportJob({ jobId: adminJobId })).urlToDownload;
    await setUser(database, adminId, { type: "COACH" });
    try {
      expect((await outcome(admin.downloadMyReportJob({ jobId: adminJobId }))).code).toBe(Code.PermissionDenied);
      expect((await fetchLink(link)).status).toBe(404);
    } finally {
      await setUser(database, adminId, { type: "ADMIN" });
    }
  });
});

describe("the worker", () => {
  const queued = (ownerUserId: string, values: Partial<typeof reportJobs.$inferInsert> = {}) =>
    database.db
      .insert(reportJobs)
      .values({ ownerUserId, kind: "ta", params: { role: "coach", format: "csv", query: { coachUserId: ownerUserId } }, fileName: "ta.csv", contentType: "text/csv", expiresAt: new Date(Date.now() + 3600_000), ...values })
      .returning()
      .then((rows) => rows[0]!);

  it("fails a job whose owner was disabled before it ran", async () => {
    const job = await queued(coachId);
    await setUser(database, coachId, { enabled: false });
    try {
      await api.reportJobs.drain();
      const [row] = await database.db.select().from(reportJobs).where(eq(reportJobs.id, job.id));
      expect(row).toMatchObject({ state: "failed", blobKey: null });
    } finally {
      await setUser(database, coachId, { enabled: true });
    }
  });

  it("fails a running job whose heartbeat stopped, and deletes expired jobs with their files", async () => {
    const stale = await queued(coachId, { state: "running", heartbeatAt: new Date(Date.now() - 10 * 60_000) });
    const answer = await admin.adminDownloadTAReport({ filter: year2026, format: ReportFormat.CSV });
    await api.reportJobs.drain();
    const [done] = await database.db.select().from(reportJobs).where(eq(reportJobs.id, answer.reportJob!.id));
    const before = storedFiles().length;
    await database.db.update(reportJobs).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(reportJobs.id, done!.id));
    await api.reportJobs.sweep();
    const [failed] = await database.db.select().from(reportJobs).where(eq(reportJobs.id, stale.id));
    expect(failed?.state).toBe("failed");
    expect(await database.db.select().from(reportJobs).where(eq(reportJobs.id, done!.id))).toEqual([]);
    expect(storedFiles().length).toBe(before - 1);
  });

  it("erases a user's report files with the user (AdminDeleteUser)", async () => {
    const ownerId = await insertUser(database, "ADMIN");
    const owner = api.client(await tokenOf(ownerId));
    const { reportJob } = await owner.adminDownloadTAReport({ filter: year2026, format: ReportFormat.CSV });
    await readyJob(owner, reportJob!.id);
    const [row] = await database.db.select().from(reportJobs).where(eq(reportJobs.id, reportJob!.id));
    expect(storedFiles().some((f) => path.basename(f) === row!.blobKey)).toBe(true);
    await admin.adminDeleteUser({ userId: ownerId });
    expect(storedFiles().some((f) => path.basename(f) === row!.blobKey)).toBe(false);
    expect(await database.db.select().from(reportJobs).where(eq(reportJobs.ownerUserId, ownerId))).toEqual([]);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, ownerId))).toEqual([]);
  });
});

describe("fair share between accounts (issue 37, finding 6)", () => {
  /** A queue of its own on the test database, whose renderer holds each job until released. */
  async function heldQueue(perAccount: number) {
    const started: string[] = [];
    const releases: Array<() => void> = [];
    let holding = true;
    // A queue with workers, as a server's: jobs run as they are sent.
    const queue = createJobQueue({ pool: database.pool, workers: true });
    const jobs = createReportJobs({
      db: database.db,
      jobs: queue,
      blobs: filesystemBlobStore(blobDir),
      keyring: createKeyRing(randomBytes(32)),
      perAccount,
      render: async (job) => {
        started.push(job.ownerUserId);
        if (holding) await new Promise<void>((resolve) => releases.push(resolve));
        return { content: Readable.from([Buffer.from("report")]), contentType: "text/csv", fileName: "r.csv" };
      },
    });
    await queue.start();
    /** Lets the running job finish, then waits for the next to start (or for none to be left). */
    const releaseNext = async (expectStarted: number) => {
      releases.shift()!();
      await waitFor(() => started.length >= expectStarted);
    };
    /** Lets every job run through, stops the queue and removes what the test queued. */
    const finish = async (...owners: string[]) => {
      holding = false;
      for (const release of releases.splice(0)) release();
      await queue.close();
      for (const owner of owners) await database.db.delete(reportJobs).where(eq(reportJobs.ownerUserId, owner));
    };
    return { jobs, started, releases, releaseNext, finish };
  }
  const job = (ownerUserId: string) => ({ ownerUserId, kind: "ta" as const, params: {}, rowsTotal: 10, fileName: "r.csv", contentType: "text/csv" });
  const waitFor = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setImmediate(resolve));
  };
  const heldBy = async (ownerUserId: string) =>
    (await database.db.select({ id: reportJobs.id, state: reportJobs.state }).from(reportJobs).where(eq(reportJobs.ownerUserId, ownerUserId))).filter((r) => r.state === "queued" || r.state === "running").length;

  it("refuses a job beyond REPORT_JOBS_PER_ACCOUNT waiting or running (RESOURCE_EXHAUSTED, nothing stored), and takes one again once a place is free", async () => {
    const ownerId = await insertUser(database, "ADMIN");
    const { jobs, started, releaseNext, finish } = await heldQueue(2);
    try {
      await jobs.create(job(ownerId));
      await waitFor(() => started.length === 1);
      await jobs.create(job(ownerId));
      const refused = await jobs.create(job(ownerId)).catch((err: unknown) => err);
      expect(refused).toMatchObject({ code: Code.ResourceExhausted });
      expect((refused as Error).message).toMatch(/2 reports of yours are already being prepared/);
      expect(await heldBy(ownerId)).toBe(2);
      await releaseNext(2);
      await jobs.create(job(ownerId));
      expect(await heldBy(ownerId)).toBe(2);
    } finally {
      await finish(ownerId);
    }
  });

  it("queues an account's n-th waiting report behind every other account's earlier ones: one account's many reports do not hold another's back", async () => {
    const busyId = await insertUser(database, "ADMIN");
    const otherId = await insertUser(database, "COACH");
    const { jobs, started, releaseNext, finish } = await heldQueue(5);
    try {
      for (let i = 0; i < 4; i++) await jobs.create(job(busyId));
      await waitFor(() => started.length === 1);
      await jobs.create(job(otherId));
      await releaseNext(2);
      await releaseNext(3);
      await releaseNext(4);
      await releaseNext(5);
      expect(started).toEqual([busyId, otherId, busyId, busyId, busyId]);
    } finally {
      await finish(busyId, otherId);
    }
  });

  it("tries a report whose making failed again, after a wait, showing it waiting meanwhile; the third failure fails it", async () => {
    const ownerId = await insertUser(database, "ADMIN");
    const queue = createJobQueue({ pool: database.pool, workers: false });
    let failures = 1;
    const attempts: number[] = [];
    const jobs = createReportJobs({
      db: database.db,
      jobs: queue,
      blobs: filesystemBlobStore(blobDir),
      keyring: createKeyRing(randomBytes(32)),
      retryDelaySeconds: 1,
      render: async () => {
        attempts.push(Date.now());
        if (attempts.length <= failures) throw new Error("the database went away");
        return { content: Readable.from([Buffer.from("report")]), contentType: "text/csv", fileName: "r.csv" };
      },
    });
    await queue.start();
    const stateOf = async (id: string) => (await database.db.select({ state: reportJobs.state }).from(reportJobs).where(eq(reportJobs.id, id)))[0]?.state;
    const drainUntil = async (id: string, state: string) => {
      while ((await stateOf(id)) !== state) await jobs.drain();
    };
    try {
      const once = await jobs.create(job(ownerId));
      expect(await jobs.drain()).toBe(1);
      expect(await stateOf(once.id)).toBe("queued");
      await drainUntil(once.id, "ready");
      expect(attempts).toHaveLength(2);

      failures = 5;
      attempts.length = 0;
      const never = await jobs.create(job(ownerId));
      await drainUntil(never.id, "failed");
      expect(attempts).toHaveLength(3);
      expect(await jobs.drain()).toBe(0);
    } finally {
      await queue.close();
      await database.db.delete(reportJobs).where(eq(reportJobs.ownerUserId, ownerId));
    }
  });

  it("says so through the RPC in the caller's language", async () => {
    const ownerId = await insertUser(database, "ADMIN");
    for (let i = 0; i < 3; i++) {
      await database.db.insert(reportJobs).values({ ownerUserId: ownerId, kind: "ta", params: { role: "admin" }, fileName: "ta.csv", contentType: "text/csv", expiresAt: new Date(Date.now() + 3600_000) });
    }
    await database.db.update(reportJobs).set({ state: "running", heartbeatAt: new Date() }).where(eq(reportJobs.ownerUserId, ownerId));
    const owner = api.client(await tokenOf(ownerId));
    const refused = await outcome(owner.adminDownloadTAReport({ filter: year2026, format: ReportFormat.CSV }, { headers: { "accept-language": "es" } }));
    expect(refused).toMatchObject({ code: Code.ResourceExhausted });
    expect(JSON.stringify(refused)).toMatch(/Ya se están preparando 3 informes suyos/);
    expect(await heldBy(ownerId)).toBe(3);
  });
});
