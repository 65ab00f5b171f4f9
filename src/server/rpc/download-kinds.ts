/**
 * What each kind of download link renders (download-links.ts's DownloadKind): one line per kind.
 * Each renderer checks again that the link's minter may read the subject's document. The
 * renderers come from the document and report domains, so this table sits in the RPC layer and
 * the app hands it to the download routes (downloads/ itself imports no domain: ADR 0029).
 */
import type { Db } from "../db/database.js";
import { BUSINESS_PLAN_DOCUMENT } from "./business-plan/business-plan-service.js";
import { BUSINESS_SURVEY_DOCUMENT } from "./business-survey/business-survey-service.js";
import { CASHFLOW_DOCUMENT } from "./cashflow/cashflow-service.js";
import { documentDownloadRenderer } from "./documents/document-operations.js";
import type { ReportJobs } from "../reports/report-jobs.js";
import { pinpointReportRenderer, reportJobRenderer, taReportRenderer } from "./reports/reports-service.js";
import type { DownloadKind } from "../downloads/download-links.js";
import type { DownloadRenderer } from "../downloads/download-routes.js";

export const DOWNLOAD_RENDERERS = (db: Db, reportJobs?: ReportJobs): Record<DownloadKind, DownloadRenderer> => ({
  cashflow: documentDownloadRenderer(db, CASHFLOW_DOCUMENT),
  businessPlan: documentDownloadRenderer(db, BUSINESS_PLAN_DOCUMENT),
  businessSurvey: documentDownloadRenderer(db, BUSINESS_SURVEY_DOCUMENT),
  taReport: taReportRenderer(db),
  pinpointReport: pinpointReportRenderer(db),
  reportJob: reportJobRenderer(db, reportJobs),
});
