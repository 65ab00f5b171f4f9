/**
 * The cash-flow worksheet's words in Spanish (issue #16): the twin of cashflow-labels.ts, one source
 * for the page (registered with i18next by src/web/i18n/es/cashflow.ts) and the workbook the server
 * makes for a Spanish reader.
 */
import type { FIGURE_LABELS_EN } from "./cashflow-labels.js";

/** A line's label (a list line's is the heading of its labelled rows). */
export const LINE_LABELS_ES: Record<string, string> = {
  posSales: "Ventas en efectivo",
  salesOnCredit: "Cobros de ventas a crédito",
  otherRevenue: "Otros ingresos",
  moneyBorrowed: "Préstamo u otra inyección de efectivo: dinero prestado",
  moneyPersonallyInvested: "Efectivo invertido por el dueño",
  inventoryCost: "Compras (mercancía)",
  rawMaterials: "Compras (materias primas)",
  additionalCogs: "Otros costos de la mercancía vendida",
  grossWages: "Sueldos brutos (sin incluir retiros)",
  managementsSalaries: "Gastos de nómina (sueldos de gerencia)",
  outsideServices: "Servicios externos",
  supplies: "Suministros (de oficina y de operación)",
  repairs: "Reparaciones y mantenimiento",
  advertising: "Publicidad",
  travelExpenses: "Vehículo, entregas y viajes",
  accountingServices: "Contabilidad",
  legalServices: "Servicios legales",
  rent: "Alquiler",
  telephone: "Teléfono",
  utilities: "Servicios públicos",
  insurance: "Seguros",
  realEstateTaxes: "Impuestos (sobre bienes raíces, etc.)",
  incomeTaxes: "Impuestos sobre la renta",
  interestOnLoans: "Intereses",
  otherOperatingExpenses: "Otros gastos de operación",
  loanPrincipal: "Pago del capital del préstamo",
  capitalPurchase: "Compra de bienes de capital",
  otherStartup: "Otros costos de arranque",
  reserveEscrow: "Reserva o cuenta de garantía (escrow)",
  ownerDraw: "Retiro del dueño",
  additionalDraw: "Retiros adicionales",
  oneTimeEquipment: "Compra única: equipo",
  oneTimeRenovation: "Compra única: remodelación",
  additionalOneTimePurchases: "Otras compras únicas",
  depreciation: "Depreciación (no es efectivo ni se paga)",
};

/** The worksheet's totals, sections and columns. */
export const FIGURE_LABELS_ES: Record<keyof typeof FIGURE_LABELS_EN, string> = {
  preStartup: "Preapertura",
  total: "Total",
  cashOnHand: "Efectivo disponible (inicio del mes)",
  receipts: "Entradas de efectivo",
  totalReceipts: "Total de entradas de efectivo",
  totalAvailable: "Total de efectivo disponible (antes de las salidas)",
  paidOut: "Salidas de efectivo",
  operatingSubtotal: "Subtotal (gastos de operación)",
  otherPaidOut: "Otras salidas (no son gastos de operación)",
  totalPaidOut: "Total de salidas de efectivo",
  cashPosition: "Saldo de efectivo (fin del mes)",
  nonCash: "Partida que no es efectivo",
  history: "Años anteriores (reales)",
  projection: "Años después del año inicial (proyectados)",
  startingYear: "Año inicial",
  revenue: "Ingresos (ventas, cobros, otros ingresos)",
  operatingExpenses: "Gastos de operación",
  net: "Ingresos menos gastos de operación",
  netCashFlow: "Flujo de caja neto (entradas menos salidas)",
  revenueChange: "Cambio en los ingresos (%)",
  expenseChange: "Cambio en los gastos (%)",
  yearMinus1: "Año pasado",
  yearMinus2: "Hace dos años",
  yearMinus3: "Hace tres años",
  yearlyTotals: "totales anuales",
};

/** Month names, January first (Month value − 1), as Spanish writes them (lower case). */
export const MONTH_NAMES_ES: readonly string[] = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
