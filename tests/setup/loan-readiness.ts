/** Loan-readiness fixtures the integration tests and the bench share (issue #39). */
import { create } from "@bufbuild/protobuf";
import { CashflowSchema, CashflowYear, CreditBand, LoanPurpose, LoanRequestSchema, Month, type Cashflow, type LoanRequest } from "../../src/gen/compass/v1/compass_pb.js";

/** A complete loan request: $amount for equipment over 60 months at 9 %, with one collateral item and one debt (plus an empty row of each, dropped). */
export function sampleRequest(amount = 50_000n): LoanRequest {
  return create(LoanRequestSchema, {
    amount,
    purpose: LoanPurpose.EQUIPMENT,
    purposeText: "ignored unless the purpose is other",
    termMonths: 60,
    annualRatePercent: 9,
    equityInjection: 10_000n,
    creditBand: CreditBand.FROM_680_TO_719,
    collateral: [{ type: " Vehicle ", description: "2019 van", estimatedValue: 30_000n }, {}],
    debts: [{ lender: "Main St Bank", balance: 12_000n, monthlyPayment: 400n, maturityDate: { year: 2029, month: 6, day: 30 } }, { maturityDate: { year: 0, month: 0, day: 0 } }],
  });
}


/**
 * A cash flow whose starting year (January start) holds `revenue` in sales, `rent` and the owner's
 * `draw` in its first month: cash available for debt service = revenue − rent − draw.
 */
export function sampleCashflow(y: { revenue: bigint; rent: bigint; draw: bigint; interest?: bigint; principal?: bigint }, projectedYears = 0): Cashflow {
  return create(CashflowSchema, {
    fiscalStartingMonth: Month.JANUARY,
    months: [
      {
        year: CashflowYear.STARTING_YEAR,
        months: [
          {
            month: Month.JANUARY,
            income: { posSales: y.revenue },
            expenses: { rent: y.rent, ownerDraw: y.draw, interestOnLoans: y.interest ?? 0n, loanPrincipal: y.principal ?? 0n },
          },
        ],
      },
    ],
    anticipatedRevenueChangePercent: Array.from({ length: projectedYears }, () => 5),
    anticipatedExpenseChangePercent: Array.from({ length: projectedYears }, () => 3),
  });
}
