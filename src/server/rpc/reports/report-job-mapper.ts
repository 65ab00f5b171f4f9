/** A background report's row → the API's ReportJob (ADR 0025). */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ReportFormat, ReportJobKind, ReportJobSchema, ReportJobState, type ReportJob } from "../../../gen/compass/v1/compass_pb.js";
import type { ReportJobRow } from "../../reports/report-jobs.js";

const KINDS: Record<string, ReportJobKind> = {
  ta: ReportJobKind.TA,
  pinpoint: ReportJobKind.PINPOINT,
  activity: ReportJobKind.ACTIVITY,
  counseling_records: ReportJobKind.COUNSELING_RECORDS,
  training_events: ReportJobKind.TRAINING_EVENTS,
  impact_ledger: ReportJobKind.IMPACT_LEDGER,
};
const FORMATS: Record<string, ReportFormat> = { csv: ReportFormat.CSV, xml: ReportFormat.XML, xlsx: ReportFormat.XLSX };
const STATES: Record<string, ReportJobState> = {
  queued: ReportJobState.QUEUED,
  running: ReportJobState.RUNNING,
  ready: ReportJobState.READY,
  failed: ReportJobState.FAILED,
};

export function toReportJob(row: ReportJobRow): ReportJob {
  const format = row.kind === "pinpoint" ? ReportFormat.CSV : (FORMATS[String(row.params.format)] ?? ReportFormat.XLSX);
  return create(ReportJobSchema, {
    id: row.id,
    kind: KINDS[row.kind] ?? ReportJobKind.UNSPECIFIED,
    format,
    state: STATES[row.state] ?? ReportJobState.UNSPECIFIED,
    rowsDone: BigInt(row.rowsDone),
    rowsTotal: BigInt(row.rowsTotal),
    fileName: row.fileName,
    sizeBytes: BigInt(row.sizeBytes ?? 0),
    createdAt: timestampFromDate(row.createdAt),
    ...(row.finishedAt ? { finishedAt: timestampFromDate(row.finishedAt) } : {}),
    expiresAt: timestampFromDate(row.expiresAt),
  });
}
