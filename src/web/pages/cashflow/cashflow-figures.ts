/**
 * The computed rows a sheet of the page shows, read from src/shared/cashflow.ts's worksheet (the
 * page never adds up on its own, beyond a row's own cells for its Total column):
 * - the starting year: cash on hand, receipts, available, operating subtotal, paid out and cash
 *   position for pre-startup and each month, with their totals;
 * - a history year: its yearly totals (the worksheet's `history`), and, entered month by month,
 *   each month's receipts and paid out (that year's months run through the same worksheet math).
 */
import { computeWorksheet, YEAR, type CashflowLike, type Worksheet } from "../../../shared/cashflow";
import type { FigureName, SheetYear } from "./cashflow-model";

export interface FigureRow {
  /** One per column of the sheet; null where the figure has no per-column value. */
  values: (bigint | null)[];
  /** The Total column's; null where the sheet has none. */
  total: bigint | null;
}

export type SheetFigures = Record<FigureName, FigureRow>;

const none = (columns: number): FigureRow => ({ values: Array.from({ length: columns }, () => null), total: null });

export function sheetFigures(worksheet: Worksheet, live: CashflowLike, year: SheetYear, columns: number): SheetFigures {
  const blank = none(columns);
  if (year === YEAR.STARTING) {
    return {
      cashOnHand: worksheet.cashOnHand,
      totalReceipts: worksheet.totalReceipts,
      totalAvailable: worksheet.totalAvailable,
      operatingSubtotal: worksheet.operatingSubtotal,
      totalPaidOut: worksheet.totalPaidOut,
      cashPosition: worksheet.cashPosition,
      netCashFlow: blank,
    };
  }
  const history = worksheet.history.find((h) => h.year === year);
  const entered = live.months.find((y) => y.year === year);
  if (!history || !entered || columns === 0) {
    return { cashOnHand: blank, totalReceipts: blank, totalAvailable: blank, operatingSubtotal: blank, totalPaidOut: blank, cashPosition: blank, netCashFlow: blank };
  }
  if (!history.monthly) {
    const one = (value: bigint): FigureRow => ({ values: [value], total: null });
    return {
      cashOnHand: blank,
      totalReceipts: one(history.totalReceipts),
      totalAvailable: blank,
      operatingSubtotal: one(history.operatingExpenses),
      totalPaidOut: one(history.totalPaidOut),
      cashPosition: blank,
      netCashFlow: one(history.netCashFlow),
    };
  }
  // The year's months through the worksheet, as if they were a starting year (no cash on hand):
  // each month's receipts, operating subtotal and paid out.
  const months = computeWorksheet({
    fiscalStartingMonth: live.fiscalStartingMonth,
    prestartupCashOnHand: 0n,
    months: [{ year: YEAR.STARTING, months: entered.months }],
    anticipatedRevenueChangePercent: [],
    anticipatedExpenseChangePercent: [],
  });
  const monthly = (figure: { values: bigint[] }, total: bigint): FigureRow => ({ values: figure.values.slice(1), total });
  return {
    cashOnHand: blank,
    totalReceipts: monthly(months.totalReceipts, history.totalReceipts),
    totalAvailable: blank,
    operatingSubtotal: monthly(months.operatingSubtotal, history.operatingExpenses),
    totalPaidOut: monthly(months.totalPaidOut, history.totalPaidOut),
    cashPosition: blank,
    netCashFlow: { values: blank.values, total: history.netCashFlow },
  };
}
