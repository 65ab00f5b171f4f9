/**
 * Rules of the funder exports (issue #40 §5; ADR 0045), pure: which federal fiscal period a
 * request names and which formats each export takes. Unit-tested (tests/unit/rpc/funder-exports-policy.test.ts).
 */
import { ReportFormat } from "../../../gen/compass/v1/compass_pb.js";
import { fiscalQuarter, fiscalYear } from "../../../shared/fiscal-periods.js";
import type { FunderPeriod } from "../../reports/funder-export-io.js";

/** The earliest fiscal year an export covers. */
export const FIRST_FISCAL_YEAR = 2000;

/** A period, or why the request's is refused: no period, a fiscal year off the range (up to `last`), a quarter off 0–4. */
export type PeriodCheck = { ok: true; period: FunderPeriod } | { ok: false; reason: "missing" } | { ok: false; reason: "year"; last: number } | { ok: false; reason: "quarter" };

/**
 * The period a request asks for: a fiscal year from 2000 to the next calendar year (`today`'s
 * year + 1, so the fiscal year that starts in October is always reachable) and a quarter 0–4
 * (0: the whole year).
 */
export function fiscalPeriodOf(input: { fiscalYear: number; quarter: number } | undefined, today: string): PeriodCheck {
  if (!input) return { ok: false, reason: "missing" };
  const last = Number(today.slice(0, 4)) + 1;
  if (!Number.isInteger(input.fiscalYear) || input.fiscalYear < FIRST_FISCAL_YEAR || input.fiscalYear > last) {
    return { ok: false, reason: "year", last };
  }
  if (!Number.isInteger(input.quarter) || input.quarter < 0 || input.quarter > 4) return { ok: false, reason: "quarter" };
  const days = input.quarter === 0 ? fiscalYear(input.fiscalYear) : fiscalQuarter(input.fiscalYear, input.quarter);
  return { ok: true, period: { fiscalYear: input.fiscalYear, quarter: input.quarter, ...days } };
}

export type FunderExportName = "counseling_records" | "training_events" | "impact_ledger";
export type FunderExportFormat = "csv" | "xml" | "xlsx";

const FORMATS: Readonly<Record<FunderExportName, readonly [ReportFormat, FunderExportFormat][]>> = {
  counseling_records: [
    [ReportFormat.CSV, "csv"],
    [ReportFormat.XML, "xml"],
  ],
  training_events: [
    [ReportFormat.CSV, "csv"],
    [ReportFormat.XML, "xml"],
  ],
  impact_ledger: [
    [ReportFormat.CSV, "csv"],
    [ReportFormat.XLSX, "xlsx"],
  ],
};

/** The export's file format (unspecified: CSV); null for a format the export does not take. */
export function exportFormatOf(name: FunderExportName, format: ReportFormat): FunderExportFormat | null {
  if (format === ReportFormat.UNSPECIFIED) return "csv";
  return FORMATS[name].find(([value]) => value === format)?.[1] ?? null;
}
