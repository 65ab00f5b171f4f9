/**
 * The cash-flow worksheet's words in English (issue #11), in the wording of SCORE's 12-month
 * cash-flow worksheet that lenders know: one source for the page (registered with i18next under
 * `cashflow.lines.*` and `cashflow.figures.*` by src/web/i18n/en/cashflow.ts) and the workbook the
 * server makes. Its Spanish twin is cashflow-labels-es.ts (issue #16).
 */
import type { LineDef } from "./cashflow.js";

export type LineId = LineDef["id"];

/** A line's label (a list line's is the heading of its labelled rows). */
export const LINE_LABELS_EN: Record<string, string> = {
  posSales: "Cash sales",
  salesOnCredit: "Collections from credit accounts",
  otherRevenue: "Other revenue",
  moneyBorrowed: "Loan or other cash injection: money borrowed",
  moneyPersonallyInvested: "Owner's cash invested",
  inventoryCost: "Purchases (merchandise)",
  rawMaterials: "Purchases (raw materials)",
  additionalCogs: "Other cost of goods sold",
  grossWages: "Gross wages (excludes withdrawals)",
  managementsSalaries: "Payroll expenses (management salaries)",
  outsideServices: "Outside services",
  supplies: "Supplies (office and operating)",
  repairs: "Repairs and maintenance",
  advertising: "Advertising",
  travelExpenses: "Car, delivery and travel",
  accountingServices: "Accounting",
  legalServices: "Legal",
  rent: "Rent",
  telephone: "Telephone",
  utilities: "Utilities",
  insurance: "Insurance",
  realEstateTaxes: "Taxes (real estate, etc.)",
  incomeTaxes: "Income taxes",
  interestOnLoans: "Interest",
  otherOperatingExpenses: "Other operating expenses",
  loanPrincipal: "Loan principal payment",
  capitalPurchase: "Capital purchase",
  otherStartup: "Other start-up costs",
  reserveEscrow: "Reserve and/or escrow",
  ownerDraw: "Owner's withdrawal",
  additionalDraw: "Additional draws",
  oneTimeEquipment: "One-time purchase: equipment",
  oneTimeRenovation: "One-time purchase: renovation",
  additionalOneTimePurchases: "Other one-time purchases",
  depreciation: "Depreciation (non-cash, not paid out)",
};

/** Section headings and computed figures. */
export const FIGURE_LABELS_EN = {
  preStartup: "Pre-startup",
  total: "Total",
  cashOnHand: "Cash on hand (beginning of month)",
  receipts: "Cash receipts",
  totalReceipts: "Total cash receipts",
  totalAvailable: "Total cash available (before cash out)",
  paidOut: "Cash paid out",
  operatingSubtotal: "Subtotal (operating expenses)",
  otherPaidOut: "Not operating expenses",
  totalPaidOut: "Total cash paid out",
  cashPosition: "Cash position (end of month)",
  nonCash: "Non-cash item",
  history: "Past years (actual)",
  projection: "Years after the starting year (projected)",
  startingYear: "Starting year",
  revenue: "Revenue (sales, collections, other revenue)",
  operatingExpenses: "Operating expenses",
  net: "Revenue less operating expenses",
  netCashFlow: "Net cash flow (receipts less paid out)",
  revenueChange: "Revenue change (%)",
  expenseChange: "Expense change (%)",
  yearMinus1: "Last year",
  yearMinus2: "Two years ago",
  yearMinus3: "Three years ago",
  yearlyTotals: "yearly totals",
} as const;

/** Month names, January first (Month value − 1). */
export const MONTH_NAMES_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
