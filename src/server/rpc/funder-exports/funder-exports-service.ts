/**
 * The funder exports (issue #40 §5 and §7; ADR 0045): AdminDownloadCounselingRecords (SBA Form 641
 * records, CSV or XML), AdminDownloadTrainingEvents (Form 888 records, CSV or XML) and
 * AdminDownloadImpactLedger (the milestones, CSV or XLSX), for a federal fiscal year or quarter.
 * Administrators only (the access table). As the TA report (ADR 0020, 0025): validate the period
 * and the format → count the rows → a single-use download link whose params carry the export, the
 * period and the format, rendered and streamed when it is fetched (`funderExportRenderer`, which
 * checks again that the minter is still an enabled administrator), or above
 * `reportBackgroundRows` rows a background job (`funderExportJobRender`).
 *
 * Audited: every request (`funder_<export>_requested`: period, format, rows, whether in the
 * background) and every download of a link (`funder_export_downloaded`); a background job's
 * download is audited as every job's (`report_job_download_link`).
 */
import type { HandlerContext } from "@connectrpc/connect";
import type { AuditLog } from "../../audit/audit-log.js";
import { signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import type { Db } from "../../db/database.js";
import { mintDownloadLink } from "../../downloads/download-links.js";
import type { DownloadRenderer, StreamedDocument } from "../../downloads/download-routes.js";
import { counselingRecordsCount, counselingRecordsDocument } from "../../reports/counseling-records.js";
import { periodLabel, type FunderPeriod, type RowsWritten } from "../../reports/funder-export-io.js";
import { impactLedgerCount, impactLedgerCsv, impactLedgerXlsx } from "../../reports/impact-ledger.js";
import type { ReportJobKind } from "../../reports/report-jobs.js";
import { trainingEventsCount, trainingEventsDocument } from "../../reports/training-events.js";
import { auditAction } from "../audit-action.js";
import { minterStill } from "../reports/report-minter.js";
import { toReportJob } from "../reports/report-job-mapper.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { exportFormatOf, fiscalPeriodOf, type FunderExportFormat, type FunderExportName } from "./funder-exports-policy.js";

export const FUNDER_EXPORTS_METHODS = ["adminDownloadCounselingRecords", "adminDownloadTrainingEvents", "adminDownloadImpactLedger"] as const;
export type FunderExportsHandlers = DomainHandlers<(typeof FUNDER_EXPORTS_METHODS)[number]>;

/** What a link or a background job renders. */
export interface FunderExportParams {
  export: FunderExportName;
  period: FunderPeriod;
  format: FunderExportFormat;
  role: string;
}

/** The export names are the background jobs' kinds. */
export const FUNDER_JOB_KINDS: readonly ReportJobKind[] = ["counseling_records", "training_events", "impact_ledger"];

const CONTENT_TYPES: Readonly<Record<FunderExportFormat, string>> = {
  csv: "text/csv; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
const FILE_STEMS: Readonly<Record<FunderExportName, string>> = { counseling_records: "counseling-records", training_events: "training-events", impact_ledger: "impact-ledger" };

/** The export's file name and type: "counseling-records-FY2026-Q1.xml". */
export function funderExportFile(params: Pick<FunderExportParams, "export" | "period" | "format">): { fileName: string; contentType: string } {
  return { fileName: `${FILE_STEMS[params.export]}-${periodLabel(params.period)}.${params.format}`, contentType: CONTENT_TYPES[params.format] };
}

/** The export, streamed. */
function renderExport(db: Db, params: FunderExportParams, onRows?: RowsWritten): StreamedDocument {
  const generatedAt = new Date();
  const { fileName, contentType } = funderExportFile(params);
  const { period, format } = params;
  let content;
  if (params.export === "counseling_records") content = counselingRecordsDocument(db, period, format === "xml" ? "xml" : "csv", generatedAt, onRows);
  else if (params.export === "training_events") content = trainingEventsDocument(db, period, format === "xml" ? "xml" : "csv", generatedAt, onRows);
  else content = format === "xlsx" ? impactLedgerXlsx(db, period, { title: `Compass impact ledger ${periodLabel(period)}`, generatedAt }, onRows) : impactLedgerCsv(db, period, onRows);
  return { content, contentType, fileName };
}

/** The params stored with a link or job, when they are whole. */
function paramsOf(value: unknown): FunderExportParams | null {
  const p = value as Partial<FunderExportParams> | undefined;
  if (!p || typeof p !== "object" || !p.period || !p.format || !(FUNDER_JOB_KINDS as readonly string[]).includes(p.export ?? "")) return null;
  return p as FunderExportParams;
}

/**
 * Renders a funder export's link: refused (null) unless its minter is still an enabled
 * administrator; the download is audited.
 */
export function funderExportRenderer(db: Db, audit?: Pick<AuditLog, "record">): DownloadRenderer {
  return async (grant, options) => {
    const params = paramsOf(grant.params);
    if (!params || params.role !== "admin" || !(await minterStill(db, grant.mintedByUserId, "admin"))) return null;
    await audit
      ?.record({
        actorUserId: grant.mintedByUserId,
        action: "funder_export_downloaded",
        targetType: "report",
        targetId: params.export,
        details: { fiscalYear: params.period.fiscalYear, quarter: params.period.quarter, format: params.format },
      })
      .catch(() => undefined);
    return renderExport(db, params, options?.onRows);
  };
}

/** Renders a funder export's background job (its owner still an enabled administrator). */
export function funderExportJobRender(db: Db) {
  return async (job: { kind: ReportJobKind; ownerUserId: string; params: Record<string, unknown> }, onRows: RowsWritten): Promise<StreamedDocument | null> => {
    const params = paramsOf(job.params);
    if (!params || params.export !== job.kind || params.role !== "admin" || !(await minterStill(db, job.ownerUserId, "admin"))) return null;
    return renderExport(db, params, onRows);
  };
}

const COUNTS: Readonly<Record<FunderExportName, (db: Db, period: FunderPeriod) => Promise<number>>> = {
  counseling_records: counselingRecordsCount,
  training_events: trainingEventsCount,
  impact_ledger: impactLedgerCount,
};

export function funderExportsService(deps: Pick<ServiceDeps, "db" | "audit" | "publicUrl" | "reportJobs" | "reportBackgroundRows">): FunderExportsHandlers {
  const audit = auditAction(deps.audit);
  const threshold = deps.reportBackgroundRows ?? 10_000;

  /** Validate the period (the format is checked by each method) → count → a link or a background job; audited. */
  async function request(name: FunderExportName, format: FunderExportFormat, input: { fiscalYear: number; quarter: number } | undefined, ctx: HandlerContext) {
    const actor = signedIn(ctx);
    const check = fiscalPeriodOf(input, new Date().toISOString().slice(0, 10));
    if (!check.ok) {
      if (check.reason === "missing") throw rpcError.invalidArgument("period: choose a fiscal year.");
      if (check.reason === "year") throw rpcError.invalidArgument(`period.fiscal_year: give a fiscal year from 2000 to ${check.last}.`);
      throw rpcError.invalidArgument("period.quarter: give a quarter from 1 to 4, or 0 for the whole year.");
    }
    const { period } = check;
    const params: FunderExportParams = { export: name, period, format, role: actor.role };
    const rows = await COUNTS[name](deps.db, period);
    const details = { fiscalYear: period.fiscalYear, quarter: period.quarter, format, rows };
    const action = `funder_${name}_requested`;
    if (deps.reportJobs && rows > threshold) {
      const { fileName, contentType } = funderExportFile(params);
      const job = await deps.reportJobs.create({ ownerUserId: actor.userId, kind: name, params: params as never, rowsTotal: rows, fileName, contentType });
      await audit(ctx, action, { type: "report", id: name }, { ...details, background: true });
      return { urlToDownload: "", reportJob: toReportJob(job) };
    }
    const urlToDownload = await mintDownloadLink(deps.db, { kind: "funderExport", subjectUserId: actor.userId, mintedByUserId: actor.userId, params: params as never }, deps.publicUrl);
    await audit(ctx, action, { type: "report", id: name }, details);
    return { urlToDownload };
  }

  return {
    async adminDownloadCounselingRecords(req, ctx) {
      const format = exportFormatOf("counseling_records", req.format);
      if (!format) throw rpcError.invalidArgument("format: CSV or XML.");
      return request("counseling_records", format, req.period, ctx);
    },
    async adminDownloadTrainingEvents(req, ctx) {
      const format = exportFormatOf("training_events", req.format);
      if (!format) throw rpcError.invalidArgument("format: CSV or XML.");
      return request("training_events", format, req.period, ctx);
    },
    async adminDownloadImpactLedger(req, ctx) {
      const format = exportFormatOf("impact_ledger", req.format);
      if (!format) throw rpcError.invalidArgument("format: CSV or XLSX.");
      return request("impact_ledger", format, req.period, ctx);
    },
  };
}
