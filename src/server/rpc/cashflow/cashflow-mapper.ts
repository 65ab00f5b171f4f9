/**
 * Cash flows between the wire, the database and the workbook (issue #11):
 *
 * - `parseCashflow`: a SubmitMyCashflow request's cash flow, checked by the shared rules
 *   (src/shared/cashflow.ts: amounts ≤ 1,000,000,000,000, percents −100…1,000, years and months
 *   once each, named list lines) — INVALID_ARGUMENT naming the first problem's field path
 *   (`cashflow.months[0].months[3].expenses.rent: …`) — and tidied: list labels trimmed, the
 *   pre-startup column's month cleared, the client's version_number ignored (the server numbers
 *   versions).
 */
import { create } from "@bufbuild/protobuf";
import { CashflowSchema, type Cashflow } from "../../../gen/compass/v1/compass_pb.js";
import { cashflowProblems, normaliseLabel, type LineItemLike } from "../../../shared/cashflow.js";
import { rpcError } from "../../core/errors.js";
import { refuseProblems } from "../documents/document-mapper.js";

export function parseCashflow(cashflow: Cashflow | undefined): Cashflow {
  if (!cashflow) throw rpcError.invalidArgument("cashflow: required.");
  refuseProblems("cashflow", cashflowProblems(cashflow));
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
