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
import type { HandlerContext } from "@connectrpc/connect";
import { eq, sql } from "drizzle-orm";
import { ReportFormat } from "../../../gen/compass/v1/compass_pb.js";
import type { Db } from "../../db/database.js";
import { referralCodes, taTracking, users } from "../../db/schema/index.js";
import { mintDownloadLink } from "../../downloads/download-links.js";
import type { DownloadRenderer } from "../../downloads/download-routes.js";
import { roleOfUserType } from "../../identity/token-verifier.js";
import { pinpointCsv } from "../../reports/pinpoint-report.js";
import { taReportCsv, taReportXlsx, type TAReportQuery } from "../../reports/ta-report.js";
import { auditAction } from "../audit-action.js";
import { denied, signedIn } from "../context.js";
import { rpcError } from "../errors.js";
import { keyset, pageOf, pageSize, pageTokens } from "../paging.js";
import type { DomainHandlers, ServiceDeps } from "../services.js";
import { dateRange, filterDate } from "../dates.js";
import { optionalId } from "../ids.js";
import { toStorage } from "../ta-tracking/ta-tracking-mapper.js";
import { activityScope, taReportScope } from "./reports-policy.js";
import { userActivityRows, userActivityXlsx } from "../../reports/user-activity.js";

export const REPORTS_METHODS = ["adminListAllTATracking", "adminDownloadTAReport", "adminDownloadPinpointReport", "adminDownloadUserActivity"] as const;
export type ReportsHandlers = DomainHandlers<(typeof REPORTS_METHODS)[number]>;

/** A partner bank's own codes, upper case. */
async function ownCodes(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.ownerUserId, userId));
  return rows.map((r) => r.code.toUpperCase());
}

interface TAReportParams {
  query: TAReportQuery;
  format: "xlsx" | "csv";
  role: string;
}

export function reportsService(deps: Pick<ServiceDeps, "db" | "keyring" | "audit" | "publicUrl">): ReportsHandlers {
  const tokens = pageTokens(deps.keyring);
  const audit = auditAction(deps.audit);

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
      const referralCode = (f?.referralCode ?? "").trim().toUpperCase();
      if (referralCode.length > 64) throw rpcError.invalidArgument("filter.referral_code: not a referral code.");
      const scope = activityScope(actor, coachUserId);
      if (!scope.ok) denied(ctx, { targetType: "report", targetId: "user-activity", reason: scope.reason, answer: "permission-denied", message: "You can download the activity of your own mentees only." });
      const rows = await userActivityRows(deps.db, { start, end, ...(scope.coachUserId ? { coachUserId: scope.coachUserId } : {}), ...(referralCode ? { referralCode } : {}) });
      const report = await userActivityXlsx(rows, { title: `Compass user activity ${start} to ${end}`, generatedAt: new Date() });
      await audit(ctx, "report_user_activity_downloaded", { type: "report", id: "user-activity" }, { users: rows.length, filters: [coachUserId && "coach", referralCode && "referral_code"].filter(Boolean) });
      return { report, contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", fileName: `user-activity-${start}_to_${end}.xlsx` };
    },

    async adminDownloadPinpointReport(_req, ctx) {
      const actor = signedIn(ctx);
      const urlToDownload = await mintDownloadLink(deps.db, { kind: "pinpointReport", subjectUserId: actor.userId, mintedByUserId: actor.userId, params: { role: actor.role } }, deps.publicUrl);
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
      const urlToDownload = await mintDownloadLink(deps.db, { kind: "taReport", subjectUserId: actor.userId, mintedByUserId: actor.userId, params: params as never }, deps.publicUrl);
      await audit(ctx, "report_ta_requested", { type: "report", id: "ta" }, { format: params.format, filters: Object.keys(input).filter((k) => Boolean((input as Record<string, unknown>)[k])) });
      return { urlToDownload };
    },
  };
}

/** The minter of a report link, still enabled and still in the role they asked in. */
async function minterStill(db: Db, userId: string, role: unknown): Promise<boolean> {
  const [minter] = await db.select({ type: users.type, enabled: users.enabled }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(minter?.enabled) && roleOfUserType(minter!.type) === role;
}

/** Renders a Pinpoint export link (administrators only, checked again when fetched). */
export function pinpointReportRenderer(db: Db): DownloadRenderer {
  return async (grant) => {
    if (grant.params?.role !== "admin" || !(await minterStill(db, grant.mintedByUserId, "admin"))) return null;
    return { content: pinpointCsv(db), contentType: "text/csv; charset=utf-8", fileName: `pinpoint-segment-${new Date().toISOString().slice(0, 10)}.csv` };
  };
}

/**
 * Renders a TA report link: refused (null) when its minter is gone, disabled or no longer has the
 * role they had when they asked; otherwise the streamed file.
 */
export function taReportRenderer(db: Db): DownloadRenderer {
  return async (grant) => {
    const params = grant.params as TAReportParams | undefined;
    if (!params?.query) return null;
    if (!(await minterStill(db, grant.mintedByUserId, params.role))) return null;
    const generatedAt = new Date();
    const stamp = generatedAt.toISOString().slice(0, 10);
    const range = [params.query.start, params.query.end].filter(Boolean).join("_to_");
    const fileName = `ta-report-${range || stamp}.${params.format}`;
    return params.format === "csv"
      ? { content: taReportCsv(db, params.query), contentType: "text/csv; charset=utf-8", fileName }
      : {
          content: taReportXlsx(db, params.query, { title: `Compass TA report ${range.replace("_to_", " to ") || stamp}`, generatedAt }),
          contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          fileName,
        };
  };
}
