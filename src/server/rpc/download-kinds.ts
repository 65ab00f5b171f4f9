/**
 * What each kind of download link renders (download-links.ts's DownloadKind): one line per kind.
 * Each renderer checks again that the link's minter may read the subject's document. The
 * renderers come from the document and report domains, so this table sits in the RPC layer and
 * the app hands it to the download routes (downloads/ itself imports no domain: ADR 0029). The
 * documents are made in the heavy-work pool (ADR 0034) for the link's minter; reports streamed
 * from their links share one admission (downloads/streamed-admission.ts: one per account at once).
 * The funder exports' links audit their download (`audit`).
 */
import type { Db } from "../db/database.js";
import { BUSINESS_PLAN_DOCUMENT } from "./business-plan/business-plan-service.js";
import { BUSINESS_SURVEY_DOCUMENT } from "./business-survey/business-survey-service.js";
import { CASHFLOW_DOCUMENT } from "./cashflow/cashflow-service.js";
import { documentDownloadRenderer } from "./documents/document-operations.js";
import { lenderPacketRenderer } from "./loan-readiness/lender-packet-service.js";
import type { ReportJobs } from "../reports/report-jobs.js";
import type { HeavyWork } from "../heavy/heavy-work.js";
import { pinpointReportRenderer, reportJobRenderer, taReportRenderer } from "./reports/reports-service.js";
import type { DownloadKind } from "../downloads/download-links.js";
import type { DownloadRenderer } from "../downloads/download-routes.js";
import { streamedAdmission } from "../downloads/streamed-admission.js";
import type { AuditLog } from "../audit/audit-log.js";
import { funderExportRenderer } from "./funder-exports/funder-exports-service.js";

/** A document kind on an app without the heavy-work pool (tests of the HTTP layer): the link finds nothing. */
const unavailable: DownloadRenderer = async () => null;

export const DOWNLOAD_RENDERERS = (db: Db, heavy: HeavyWork | undefined, reportJobs?: ReportJobs, audit?: Pick<AuditLog, "record">): Record<DownloadKind, DownloadRenderer> => {
  const streamed = streamedAdmission();
  return {
  cashflow: heavy ? documentDownloadRenderer(db, heavy, CASHFLOW_DOCUMENT) : unavailable,
  businessPlan: heavy ? documentDownloadRenderer(db, heavy, BUSINESS_PLAN_DOCUMENT) : unavailable,
  businessSurvey: heavy ? documentDownloadRenderer(db, heavy, BUSINESS_SURVEY_DOCUMENT) : unavailable,
  lenderPacket: heavy ? lenderPacketRenderer(db, heavy) : unavailable,
  taReport: streamed(taReportRenderer(db)),
  pinpointReport: streamed(pinpointReportRenderer(db)),
  reportJob: reportJobRenderer(db, reportJobs),
  funderExport: streamed(funderExportRenderer(db, audit)),
  };
};
