/**
 * /admin/download-report's filters as pure data and functions (unit-tested): the form's values,
 * their checks (real dates, the start not after the end, the activity report's 400 days, a
 * referral code's length) and the API's filters — TAReportFilter and ActivityReportFilter, with
 * dates as Date messages {year, month, day}. The coach is sent only by administrators (the server
 * keeps coaches and lenders to their own clients anyway).
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { ReportFormat, type ActivityReportFilterSchema, type TAReportFilterSchema } from "../../../gen/compass/v1/compass_pb";
import { isIsoDate } from "../../../shared/validators";

export type ReportFileFormat = "xlsx" | "csv";

export interface ReportFormValues extends Record<string, unknown> {
  /** YYYY-MM-DD, or "" for no bound. */
  startDate: string;
  endDate: string;
  coachUserId: string;
  referralCode: string;
  clientUserId: string;
  format: ReportFileFormat;
}

export const emptyReportValues = (): ReportFormValues => ({ startDate: "", endDate: "", coachUserId: "", referralCode: "", clientUserId: "", format: "xlsx" });

/** The user-activity report covers at most this many days (the server's limit). */
export const ACTIVITY_MAX_DAYS = 400;
export const REFERRAL_CODE_MAX = 64;

export type ReportErrorKey = "date" | "order" | "tooLong" | "range";
export type ReportErrors = Partial<Record<"startDate" | "endDate" | "referralCode", ReportErrorKey>>;

/** A Date message for YYYY-MM-DD (undefined when blank or not a date). */
export function dateMessage(text: string): { year: number; month: number; day: number } | undefined {
  const value = text.trim();
  if (!isIsoDate(value)) return undefined;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** The checks every report shares: real dates, start not after end, a code of sensible length. */
export function reportErrors(values: ReportFormValues): ReportErrors {
  const errors: ReportErrors = {};
  const start = values.startDate.trim();
  const end = values.endDate.trim();
  if (start && !isIsoDate(start)) errors.startDate = "date";
  if (end && !isIsoDate(end)) errors.endDate = "date";
  if (!errors.startDate && !errors.endDate && start && end && start > end) errors.endDate = "order";
  if (values.referralCode.trim().length > REFERRAL_CODE_MAX) errors.referralCode = "tooLong";
  return errors;
}

/**
 * The user-activity report's checks: the shared ones, and a range of at most 400 days (a missing
 * start means the 30 days before the end, which always fits).
 */
export function activityErrors(values: ReportFormValues, today: string = new Date().toISOString().slice(0, 10)): ReportErrors {
  const errors = reportErrors(values);
  if (errors.startDate || errors.endDate) return errors;
  const start = values.startDate.trim();
  if (start && dayNumber(values.endDate.trim() || today) - dayNumber(start) > ACTIVITY_MAX_DAYS) errors.startDate = "range";
  return errors;
}

type TAFilter = MessageInitShape<typeof TAReportFilterSchema>;
type ActivityFilter = MessageInitShape<typeof ActivityReportFilterSchema>;

const common = (values: ReportFormValues, admin: boolean) => {
  const start = dateMessage(values.startDate);
  const end = dateMessage(values.endDate);
  return {
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
    coachUserId: admin ? values.coachUserId : "",
    referralCode: values.referralCode.trim(),
  };
};

export const taReportFilter = (values: ReportFormValues, admin: boolean): TAFilter => ({ ...common(values, admin), clientUserId: values.clientUserId });

export const activityFilter = (values: ReportFormValues, admin: boolean): ActivityFilter => common(values, admin);

export const reportFormat = (format: ReportFileFormat): ReportFormat => (format === "csv" ? ReportFormat.CSV : ReportFormat.XLSX);

