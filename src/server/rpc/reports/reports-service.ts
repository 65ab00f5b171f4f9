/**
 * Reports (issue #15 §3; ADR 0020): AdminListAllTATracking (administrators: every TA session, newest
 * first, keyset pages of at least 10), AdminDownloadPinpointReport (administrators: the learners'
 * addresses with their consent, src/server/reports/pinpoint-report.ts) and AdminDownloadTAReport (administrators, coaches, lenders
 * and partner banks, each narrowed by reports-policy.ts): validate the filter → authorize (the
 * access table, then the scope) → mint a single-use download link whose params carry the narrowed
 * query and the format → the report is rendered, streamed, when the link is fetched
 * (`taReportRenderer`, which checks again that the minter is still enabled with the same role).
 * Requests and downloads are audited (filter shape, never values).
 */
import { buffer } from "node:stream/consumers";
import type { HandlerContext } from "@connectrpc/connect";
import { eq, sql } from "drizzle-orm";
import { ReportFormat } from "../../../gen/compass/v1/compass_pb.js";
import type { Db } from "../../db/database.js";
import { referralCodes, taTracking } from "../../db/schema/index.js";
import { foldedCode } from "../../../shared/referral-code.js";
import { mintDownloadLink } from "../../downloads/download-links.js";
import type { DownloadRenderer, StreamedDocument } from "../../downloads/download-routes.js";
import type { ReportJobRenderer, ReportJobs } from "../../reports/report-jobs.js";
import { pinpointCount, pinpointCsv } from "../../reports/pinpoint-report.js";
import { taReportCount, taReportCsv, taReportXlsx, type TAReportQuery } from "../../reports/ta-report.js";
import { auditAction } from "../audit-action.js";
import { denied, signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { keyset, pageOf, pageSize, pageTokens } from "../paging.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { dateRange, filterDate } from "../dates.js";
import { optionalId, requiredId } from "../../core/ids.js";
import { toStorage } from "../ta-tracking/ta-tracking-mapper.js";
import { toReportJob } from "./report-job-mapper.js";
import { minterStill } from "./report-minter.js";
import { FUNDER_JOB_KINDS, funderExportJobRender } from "../funder-exports/funder-exports-service.js";
import { activityScope, taReportScope } from "./reports-policy.js";
import { ACTIVITY_WORDS, userActivityCount, userActivityXlsx, type ActivityQuery } from "../../reports/user-activity.js";
import { languageOf } from "../../identity/user-language.js";
import type { MailLanguage } from "../../identity/mail-words.js";

export const REPORTS_METHODS = ["adminListAllTATracking", "adminDownloadTAReport", "adminDownloadPinpointReport", "adminDownloadUserActivity", "listMyReportJobs", "downloadMyReportJob"] as const;
export type ReportsHandlers = DomainHandlers<(typeof REPORTS_METHODS)[number]>;

/** A partner bank's own codes, folded as codes are compared (foldedCode). */
async function ownCodes(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.ownerUserId, userId));
  return rows.map((r) => foldedCode(r.code));
}

interface TAReportParams {
  query: TAReportQuery;
  format: "xlsx" | "csv";
  role: string;
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const CSV_TYPE = "text/csv; charset=utf-8";

/** A TA report's file name, type and title (the same for a link and a background job). */
function taReportFile(params: TAReportParams, generatedAt: Date) {
  const stamp = generatedAt.toISOString().slice(0, 10);
  const range = [params.query.start, params.query.end].filter(Boolean).join("_to_");
  return {
    fileName: `ta-report-${range || stamp}.${params.format}`,
    contentType: params.format === "csv" ? CSV_TYPE : XLSX_TYPE,
    title: `Compass TA report ${range.replace("_to_", " to ") || stamp}`,
  };
}

const pinpointFileName = (at: Date) => `pinpoint-segment-${at.toISOString().slice(0, 10)}.csv`;

interface ActivityParams {
  query: ActivityQuery;
  role: string;
}

const activityFileName = (q: ActivityQuery) => `user-activity-${q.start}_to_${q.end}.xlsx`;
const activityMeta = (q: ActivityQuery, generatedAt: Date, language: MailLanguage) => ({ title: ACTIVITY_WORDS[language].title(q.start, q.end), generatedAt });

export function reportsService(deps: Pick<ServiceDeps, "db" | "keyring" | "audit" | "publicUrl" | "reportJobs" | "reportBackgroundRows">): ReportsHandlers {
  const tokens = pageTokens(deps.keyring);
  const audit = auditAction(deps.audit);
  const threshold = deps.reportBackgroundRows ?? 10_000;
  /** The job store when a report of `rows` rows should run in the background (ADR 0025). */
  const background = (rows: number) => (deps.reportJobs && rows > threshold ? deps.reportJobs : null);

  return {
    async adminListAllTATracking(req, ctx) {
      signedIn(ctx);
      const size = pageSize(req.pageRequest, { admin: true });
      const after = tokens.decode("adminListAllTATracking", req.pageRequest?.pageToken ?? "");
      const q = keyset({ sort: taTracking.dateOfSession, id: taTracking.id, direction: "desc", after, size });
      const [rows, [total]] = await Promise.all([
        deps.db.select({ row: taTracking, sortKey: q.sortKey }).from(taTracking).where(q.where).orderBy(...q.orderBy).limit(q.limit),
        deps.db.select({ n: sql<number>`count(*)::int` }).from(taTracking),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.row.id }));
      return {
        taTrackingRecords: page.items.map((r) => toStorage(r.row)),
        pageResponse: { nextPageToken: page.next ? tokens.encode("adminListAllTATracking", page.next) : "", totalSize: total?.n ?? 0 },
      };
    },

    async adminDownloadUserActivity(req, ctx) {
      const actor = signedIn(ctx);
      const f = req.filter;
      const today = new Date().toISOString().slice(0, 10);
      const end = filterDate(f?.endDate, "filter.end_date") ?? today;
      const start = filterDate(f?.startDate, "filter.start_date") ?? new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
      if (start > end) throw rpcError.invalidArgument("filter.end_date: give a date on or after start_date.");
      if (Date.parse(end) - Date.parse(start) > 400 * 86_400_000) throw rpcError.invalidArgument("filter.start_date: choose a range of at most 400 days.");
      const coachUserId = optionalId(f?.coachUserId ?? "", "filter.coach_user_id", "a user id");
      const referralCode = foldedCode(f?.referralCode ?? "");
      if (referralCode.length > 64) throw rpcError.invalidArgument("filter.referral_code: not a referral code.");
      const scope = activityScope(actor, coachUserId);
      if (!scope.ok) denied(ctx, { targetType: "report", targetId: "user-activity", reason: scope.reason, answer: "permission-denied", message: "You can download the activity of your own mentees only." });
      const query: ActivityQuery = { start, end, ...(scope.coachUserId ? { coachUserId: scope.coachUserId } : {}), ...(referralCode ? { referralCode } : {}) };
      const learners = await userActivityCount(deps.db, query);
      const fileName = activityFileName(query);
      const filters = [coachUserId && "coach", referralCode && "referral_code"].filter(Boolean);
      const jobs = background(learners);
      if (jobs) {
        const params: ActivityParams = { query, role: actor.role };
        const job = await jobs.create({ ownerUserId: actor.userId, kind: "activity", params: params as never, rowsTotal: learners, fileName, contentType: XLSX_TYPE });
        await audit(ctx, "report_user_activity_downloaded", { type: "report", id: "user-activity" }, { users: learners, filters, background: true });
        return { report: new Uint8Array(), contentType: XLSX_TYPE, fileName, reportJob: toReportJob(job) };
      }
      // Small enough to come back in the answer, as the contract gives it (still written batch by batch).
      const language = await languageOf(deps.db, actor.userId);
      const report = new Uint8Array(await buffer(userActivityXlsx(deps.db, query, activityMeta(query, new Date(), language), undefined, language)));
      await audit(ctx, "report_user_activity_downloaded", { type: "report", id: "user-activity" }, { users: learners, filters });
      return { report, contentType: XLSX_TYPE, fileName };
    },

    async adminDownloadPinpointReport(_req, ctx) {
      const actor = signedIn(ctx);
      const params = { role: actor.role };
      const learners = await pinpointCount(deps.db);
      const jobs = background(learners);
      if (jobs) {
        const job = await jobs.create({ ownerUserId: actor.userId, kind: "pinpoint", params, rowsTotal: learners, fileName: pinpointFileName(new Date()), contentType: CSV_TYPE });
        await audit(ctx, "report_pinpoint_requested", { type: "report", id: "pinpoint" }, { background: true });
        return { urlToDownload: "", reportJob: toReportJob(job) };
      }
      const urlToDownload = await mintDownloadLink(deps.db, { kind: "pinpointReport", subjectUserId: actor.userId, mintedByUserId: actor.userId, params }, deps.publicUrl);
      await audit(ctx, "report_pinpoint_requested", { type: "report", id: "pinpoint" });
      return { urlToDownload };
    },

    async adminDownloadTAReport(req, ctx: HandlerContext) {
      const actor = signedIn(ctx);
      const f = req.filter;
      const { start, end } = dateRange(f?.startDate, f?.endDate, "filter.");
      if (req.format !== ReportFormat.UNSPECIFIED && req.format !== ReportFormat.XLSX && req.format !== ReportFormat.CSV) throw rpcError.invalidArgument("format: XLSX or CSV.");
      const referralCode = (f?.referralCode ?? "").trim();
      if (referralCode.length > 64) throw rpcError.invalidArgument("filter.referral_code: not a referral code.");
      const input = {
        ...(start ? { start } : {}),
        ...(end ? { end } : {}),
        coachUserId: optionalId(f?.coachUserId ?? "", "filter.coach_user_id", "a user id"),
        clientUserId: optionalId(f?.clientUserId ?? "", "filter.client_user_id", "a user id"),
        referralCode,
      };
      const scope = taReportScope(actor, input, actor.role === "partner" ? await ownCodes(deps.db, actor.userId) : []);
      if (!scope.ok) denied(ctx, { targetType: "report", targetId: "ta", reason: scope.reason, answer: "permission-denied", message: "You can download the TA report of your own clients only." });
      const params: TAReportParams = { query: scope.query, format: req.format === ReportFormat.CSV ? "csv" : "xlsx", role: actor.role };
      const filters = Object.keys(input).filter((k) => Boolean((input as Record<string, unknown>)[k]));
      const sessions = await taReportCount(deps.db, scope.query);
      const jobs = background(sessions);
      if (jobs) {
        const { fileName, contentType } = taReportFile(params, new Date());
        const job = await jobs.create({ ownerUserId: actor.userId, kind: "ta", params: params as never, rowsTotal: sessions, fileName, contentType });
        await audit(ctx, "report_ta_requested", { type: "report", id: "ta" }, { format: params.format, filters, background: true });
        return { urlToDownload: "", reportJob: toReportJob(job) };
      }
      const urlToDownload = await mintDownloadLink(deps.db, { kind: "taReport", subjectUserId: actor.userId, mintedByUserId: actor.userId, params: params as never }, deps.publicUrl);
      await audit(ctx, "report_ta_requested", { type: "report", id: "ta" }, { format: params.format, filters });
      return { urlToDownload };
    },

    async listMyReportJobs(_req, ctx) {
      const actor = signedIn(ctx);
      const rows = deps.reportJobs ? await deps.reportJobs.listOwn(actor.userId) : [];
      return { jobs: rows.map(toReportJob) };
    },

    async downloadMyReportJob(req, ctx) {
      const actor = signedIn(ctx);
      const jobId = requiredId(req.jobId, "job_id", "a report job id");
      // Somebody else's job is as absent as one that never was.
      const job = await deps.reportJobs?.getOwn(actor.userId, jobId);
      if (!job) throw rpcError.notFound("No such report: it may have expired (reports are kept for 24 hours).");
      if (job.params.role !== actor.role) {
        denied(ctx, { targetType: "report_job", targetId: job.id, reason: "role-changed", answer: "permission-denied", message: "This report was made for the role you had before; ask for it again." });
      }
      if (job.state !== "ready") throw rpcError.failedPrecondition(job.state === "failed" ? "This report could not be made; ask for it again." : "This report is not ready yet.");
      const urlToDownload = await mintDownloadLink(deps.db, { kind: "reportJob", subjectUserId: actor.userId, mintedByUserId: actor.userId, params: { jobId: job.id, role: actor.role } }, deps.publicUrl);
      await audit(ctx, "report_job_download_link", { type: "report_job", id: job.id }, { kind: job.kind });
      return { urlToDownload };
    },
  };
}


/** Renders a Pinpoint export link (administrators only, checked again when fetched). */
export function pinpointReportRenderer(db: Db): DownloadRenderer {
  return async (grant, options) => {
    if (grant.params?.role !== "admin" || !(await minterStill(db, grant.mintedByUserId, "admin"))) return null;
    return { content: pinpointCsv(db, options?.onRows), contentType: CSV_TYPE, fileName: pinpointFileName(new Date()) };
  };
}

/**
 * Renders a TA report link: refused (null) when its minter is gone, disabled or no longer has the
 * role they had when they asked; otherwise the streamed file.
 */
export function taReportRenderer(db: Db): DownloadRenderer {
  return async (grant, options) => {
    const params = grant.params as TAReportParams | undefined;
    if (!params?.query) return null;
    if (!(await minterStill(db, grant.mintedByUserId, params.role))) return null;
    const generatedAt = new Date();
    const { fileName, contentType, title } = taReportFile(params, generatedAt);
    const content = params.format === "csv" ? taReportCsv(db, params.query, options?.onRows) : taReportXlsx(db, params.query, { title, generatedAt }, options?.onRows);
    return { content, contentType, fileName };
  };
}

/**
 * Renders a background job's link (ADR 0025): the job's decrypted file, when the link's minter is
 * the job's owner, still enabled and in the role the job was made for, and the job is ready.
 */
export function reportJobRenderer(db: Db, jobs: ReportJobs | undefined): DownloadRenderer {
  return async (grant) => {
    const jobId = grant.params?.jobId;
    if (!jobs || typeof jobId !== "string") return null;
    const opened = await jobs.open(jobId);
    if (!opened) return null;
    const { job, content, size } = opened;
    if (job.ownerUserId !== grant.mintedByUserId || !(await minterStill(db, job.ownerUserId, job.params.role))) {
      content.destroy();
      return null;
    }
    return { content, size, contentType: job.contentType, fileName: job.fileName };
  };
}

/** What a background job renders: the same renderers as the links, with the job's owner as the minter. */
export function reportJobRenders(db: Db): ReportJobRenderer {
  const ta = taReportRenderer(db);
  const pinpoint = pinpointReportRenderer(db);
  const funder = funderExportJobRender(db);
  return async (job, onRows) => {
    if (FUNDER_JOB_KINDS.includes(job.kind)) return funder(job, onRows);
    if (job.kind === "activity") {
      const params = job.params as unknown as ActivityParams;
      if (!params.query || !(await minterStill(db, job.ownerUserId, params.role))) return null;
      const language = await languageOf(db, job.ownerUserId);
      return { content: userActivityXlsx(db, params.query, activityMeta(params.query, new Date(), language), onRows, language), contentType: XLSX_TYPE, fileName: activityFileName(params.query) };
    }
    const grant = { kind: job.kind === "ta" ? ("taReport" as const) : ("pinpointReport" as const), subjectUserId: job.ownerUserId, mintedByUserId: job.ownerUserId, params: job.params };
    const document = await (job.kind === "ta" ? ta : pinpoint)(grant, { onRows });
    // The renderers of reports always stream.
    return document && !(document.content instanceof Uint8Array) ? (document as StreamedDocument) : null;
  };
}
