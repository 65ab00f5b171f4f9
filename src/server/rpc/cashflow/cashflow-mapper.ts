/**
 * Cash flows between the wire, the database and the workbook (issue #11):
 *
 * - `parseCashflow`: a SubmitMyCashflow request's cash flow, checked by the shared rules
 *   (src/shared/cashflow.ts: amounts ≤ 1,000,000,000,000, percents −100…1,000, years and months
 *   once each, named list lines) — INVALID_ARGUMENT naming the first problem's field path
 *   (`cashflow.months[0].months[3].expenses.rent: …`) — and tidied: list labels trimmed, the
 *   pre-startup column's month cleared, the client's version_number ignored (the server numbers
 *   versions).
 * - Stored and read back as every document is (documents/document-mapper.ts).
 */
import { create } from "@bufbuild/protobuf";
import { CashflowSchema, type Cashflow } from "../../../gen/compass/v1/compass_pb.js";
import { cashflowProblems, normaliseLabel, type LineItemLike } from "../../../shared/cashflow.js";
import { rpcError } from "../errors.js";
import { documentJson, storedMessage } from "../documents/document-mapper.js";
import type { StoredDocument } from "../documents/document-store.js";

export function parseCashflow(cashflow: Cashflow | undefined): Cashflow {
  if (!cashflow) throw rpcError.invalidArgument("cashflow: required.");
  const problems = cashflowProblems(cashflow);
  const [first] = problems;
  if (first) {
    const more = problems.length > 1 ? ` (${problems.length - 1} more ${problems.length === 2 ? "problem" : "problems"} after this one)` : "";
    throw rpcError.invalidArgument(`cashflow.${first.path}: ${first.message}${more}`);
  }
  const tidy = create(CashflowSchema, cashflow);
  tidy.versionNumber = 0;
  if (tidy.preStartup) tidy.preStartup.month = 0;
  const trim = (items: LineItemLike[]) => {
    for (const item of items) item.label = normaliseLabel(item.label);
  };
  for (const period of [tidy.preStartup, ...tidy.months.flatMap((y) => y.months)]) {
    if (!period) continue;
    if (period.income) trim(period.income.otherRevenue);
    if (period.expenses) {
      trim(period.expenses.otherOperatingExpenses);
      trim(period.expenses.additionalDraw);
      trim(period.expenses.additionalOneTimePurchases);
    }
  }
  return tidy;
}

/** The document stored for a cash flow. */
export const cashflowDocument = (cashflow: Cashflow): Record<string, unknown> => documentJson(CashflowSchema, cashflow);

/** A stored version as the message (its version number from the row); an empty cash flow (version 0) before the first submit. */
export const storedCashflow = (stored: StoredDocument | null): Cashflow => storedMessage(CashflowSchema, stored);
