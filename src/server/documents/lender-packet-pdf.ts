/**
 * The lender packet (issue #39, deliverable 5; DownloadMyLenderPacket, CoachDownloadUserLenderPacket):
 * one PDF a borrower hands to a loan officer, in the borrower's language.
 *
 * US Letter, one-inch margins (pdf-writer.ts). The cover: the business's name, "Lender packet",
 * owner, date and the loan request's version; what the packet holds (a document not saved yet is
 * named as missing); the disclaimer (the summary is never a credit decision); the readiness
 * summary — each of the five Cs with the state shown (an override says so, with the computed state
 * beside it and the override's reason), the model's reason in plain words and the next step, both
 * from src/shared/loan-readiness-words.ts, the same words the page shows — and the DSCR table by
 * year with every number behind the ratio. Then, each from a new page: the loan request (its terms,
 * the collateral and the existing debts as tables with totals); the business plan (the plan PDF's
 * own sections: business-plan-pdf.ts's writePlanSections); the cash-flow summary by year (revenue,
 * operating expenses and net, from src/shared/cashflow.ts's worksheet); the business survey's
 * results (business-survey-pdf.ts's chart and strengths and gaps). "Page N of M" on every page.
 *
 * Everything it is made from is plain data (a heavy-work task: it crosses to a worker thread), the
 * words are looked up here, on the thread that writes.
 */
import {
  CreditBand as ProtoCreditBand,
  LoanPurpose as ProtoLoanPurpose,
  ReadinessFactor,
  ReadinessState as ProtoReadinessState,
  type BusinessPlan,
  type BusinessSurvey,
  type Date as ProtoDate,
  type LoanReadiness,
  type LoanRequest,
  type ReadinessFactorResult,
} from "../../gen/compass/v1/compass_pb.js";
import { computeWorksheet, HISTORY_YEARS, YEAR, type CashflowLike } from "../../shared/cashflow.js";
import type { CapacityFigures, ReadinessSummary } from "../../shared/loan-readiness.js";
import type { CreditBand, LoanPurpose, NextStep, ReadinessState } from "../../shared/loan-readiness/inputs.js";
import { readinessWords, type ReadinessWords } from "../../shared/loan-readiness-words.js";
import { planWords, writePlanSections } from "./business-plan-pdf.js";
import { surveyWords, writeSurveyResults } from "./business-survey-pdf.js";
import { documentFileName } from "./file-name.js";
import { COLORS, FONTS, longDate, pdfText, PdfWriter, type PdfDocumentMeta, type TableCell, type TableColumn } from "./pdf-writer.js";

export { PDF_CONTENT_TYPE, type PdfDocumentMeta } from "./pdf-writer.js";

/** What the packet is made from: plain data (it crosses to a worker thread). */
export interface LenderPacketData {
  /** The readiness as the server computed it: the request, the cash flow, thresholds, the five Cs with notes and overrides. */
  readiness: LoanReadiness;
  /** The model's assessment (src/shared/loan-readiness.ts): reasons, values and figures the words need. */
  summary: ReadinessSummary;
  /** The latest business plan; undefined: none saved (named as missing). */
  plan?: BusinessPlan;
  /** The latest business survey; undefined: none taken (named as missing). */
  survey?: BusinessSurvey;
}

export type PacketC = "capacity" | "capital" | "collateral" | "character" | "conditions";
const C_ORDER: readonly PacketC[] = ["capacity", "capital", "collateral", "character", "conditions"];

/** Every word the packet shows besides the borrower's own, the plan's and survey's, and the readiness words. */
export interface PacketWords {
  /** BCP 47 language of the document (dates are written in it). */
  lang: string;
  title: string;
  preparedBy: string;
  date: string;
  requestVersion: string;
  continued: string;
  page: (n: number, of: number) => string;
  contents: string;
  version: (n: number) => string;
  missing: string;
  parts: { request: string; plan: string; cashflow: string; survey: string };
  summary: string;
  overall: string;
  cs: Record<PacketC, string>;
  summaryColumns: { c: string; state: string; why: string; next: string };
  overridden: string;
  computed: (state: string) => string;
  overrideBy: (name: string, reason: string) => string;
  noteBy: (name: string, text: string) => string;
  dscr: string;
  dscrRows: {
    revenue: string;
    operating: string;
    draws: string;
    cashAvailable: string;
    interest: string;
    principal: string;
    requested: string;
    debtService: string;
    ratio: string;
  };
  figure: string;
  yearOf: (n: number) => string;
  noPayments: string;
  payments: (n: number) => string;
  dscrNote: (minimum: string) => string;
  monthlyPayment: (payment: string, amount: string, months: number, rate: string) => string;
  included: string;
  dscrUnavailable: string;
  request: {
    amount: string;
    purpose: string;
    term: string;
    months: (n: number) => string;
    rate: string;
    monthlyPayment: string;
    includesLoan: string;
    equity: string;
    creditBand: string;
    yes: string;
    no: string;
    notGiven: string;
  };
  purposes: Record<LoanPurpose, string>;
  collateral: string;
  collateralColumns: { type: string; description: string; value: string };
  noCollateral: string;
  debts: string;
  debtColumns: { lender: string; balance: string; monthlyPayment: string; maturity: string };
  noDebts: string;
  total: string;
  missingPlan: string;
  cashflowColumns: { year: string; revenue: string; expenses: string; net: string };
  historyYear: (yearsBefore: number) => string;
  startingYear: string;
  projectedYear: (n: number) => string;
  cashflowNote: string;
  missingCashflow: string;
  missingSurvey: string;
}

export const PACKET_WORDS_EN: PacketWords = {
  lang: "en-US",
  title: "Lender packet",
  preparedBy: "Prepared by",
  date: "Date",
  requestVersion: "Loan request version",
  continued: "(continued)",
  page: (n, of) => `Page ${n} of ${of}`,
  contents: "In this packet",
  version: (n) => `version ${n}`,
  missing: "missing: not saved yet",
  parts: { request: "Loan request", plan: "Business plan", cashflow: "Cash-flow summary by year", survey: "Business survey results" },
  summary: "Loan readiness summary",
  overall: "Overall",
  cs: { capacity: "Capacity", capital: "Capital", collateral: "Collateral", character: "Character", conditions: "Conditions" },
  summaryColumns: { c: "The five Cs", state: "State", why: "Why", next: "Next step" },
  overridden: "(overridden)",
  computed: (state) => `Computed: ${state}`,
  overrideBy: (name, reason) => `State set by ${name}: ${reason}`,
  noteBy: (name, text) => `Note from ${name}: ${text}`,
  dscr: "Debt-service coverage by year",
  dscrRows: {
    revenue: "Revenue",
    operating: "− Operating expenses other than interest",
    draws: "− Owner's draws",
    cashAvailable: "= Cash available for debt service",
    interest: "Interest on loans",
    principal: "Loan principal",
    requested: "Requested loan's payments",
    debtService: "= Debt service",
    ratio: "Debt-service coverage ratio (DSCR)",
  },
  figure: "Figure",
  yearOf: (n) => (n === 1 ? "Year 1 (starting year)" : `Year ${n} (projected)`),
  noPayments: "No payments to cover",
  payments: (n) => (n === 1 ? "1 payment" : `${n} payments`),
  dscrNote: (minimum) => `DSCR = cash available for debt service ÷ debt service, to two decimals. Lenders look for at least ${minimum}.`,
  monthlyPayment: (payment, amount, months, rate) => `The requested loan's estimated monthly payment is ${payment}: ${amount} over ${months} months at ${rate} a year.`,
  included: "The cash flow already includes this loan's payments: they are in its interest and principal lines, not counted twice.",
  dscrUnavailable: "The table cannot be worked out yet.",
  request: {
    amount: "Amount requested",
    purpose: "Purpose",
    term: "Term",
    months: (n) => (n === 1 ? "1 month" : `${n} months`),
    rate: "Estimated annual interest rate",
    monthlyPayment: "Estimated monthly payment",
    includesLoan: "The cash flow includes this loan's payments",
    equity: "Owner's equity injection",
    creditBand: "Personal credit score range (self-reported)",
    yes: "Yes",
    no: "No",
    notGiven: "Not given yet",
  },
  purposes: {
    "working-capital": "Working capital",
    equipment: "Equipment",
    inventory: "Inventory",
    "real-estate": "Real estate",
    refinance: "Refinance",
    "start-up": "Start-up",
    other: "Other",
  },
  collateral: "Collateral offered",
  collateralColumns: { type: "Type", description: "Description", value: "Estimated value" },
  noCollateral: "No collateral listed yet.",
  debts: "Existing business debts",
  debtColumns: { lender: "Lender", balance: "Balance", monthlyPayment: "Monthly payment", maturity: "Maturity date" },
  noDebts: "No existing business debts listed.",
  total: "Total",
  missingPlan: "Missing: no business plan has been saved yet.",
  cashflowColumns: { year: "Year", revenue: "Revenue", expenses: "Operating expenses", net: "Net" },
  historyYear: (n) => (n === 1 ? "1 year before (actual)" : `${n} years before (actual)`),
  startingYear: "Year 1 (starting year)",
  projectedYear: (n) => `Year ${n} (projected)`,
  cashflowNote: "Net = revenue − operating expenses. Projected years change the starting year's figures by the cash flow's yearly percents; the starting year leaves out pre-startup.",
  missingCashflow: "Missing: no cash flow has been saved yet.",
  missingSurvey: "Missing: the business survey has not been taken yet.",
};

export const PACKET_WORDS_ES: PacketWords = {
  lang: "es-US",
  title: "Paquete para el prestamista",
  preparedBy: "Preparado por",
  date: "Fecha",
  requestVersion: "Versión de la solicitud de préstamo",
  continued: "(continuación)",
  page: (n, of) => `Página ${n} de ${of}`,
  contents: "En este paquete",
  version: (n) => `versión ${n}`,
  missing: "falta: aún no se ha guardado",
  parts: { request: "Solicitud de préstamo", plan: "Plan de negocios", cashflow: "Resumen del flujo de caja por año", survey: "Resultados de la encuesta del negocio" },
  summary: "Resumen de preparación para el préstamo",
  overall: "En general",
  cs: { capacity: "Capacidad", capital: "Capital", collateral: "Garantía", character: "Carácter", conditions: "Condiciones" },
  summaryColumns: { c: "Las cinco C", state: "Estado", why: "Por qué", next: "Próximo paso" },
  overridden: "(modificado)",
  computed: (state) => `Calculado: ${state}`,
  overrideBy: (name, reason) => `Estado fijado por ${name}: ${reason}`,
  noteBy: (name, text) => `Nota de ${name}: ${text}`,
  dscr: "Cobertura del servicio de la deuda por año",
  dscrRows: {
    revenue: "Ingresos",
    operating: "− Gastos operativos sin intereses",
    draws: "− Retiros del dueño",
    cashAvailable: "= Efectivo disponible para el servicio de la deuda",
    interest: "Intereses de préstamos",
    principal: "Capital de préstamos",
    requested: "Pagos del préstamo solicitado",
    debtService: "= Servicio de la deuda",
    ratio: "Índice de cobertura del servicio de la deuda (DSCR)",
  },
  figure: "Cifra",
  yearOf: (n) => (n === 1 ? "Año 1 (año inicial)" : `Año ${n} (proyectado)`),
  noPayments: "Sin pagos que cubrir",
  payments: (n) => (n === 1 ? "1 pago" : `${n} pagos`),
  dscrNote: (minimum) => `DSCR = efectivo disponible para el servicio de la deuda ÷ servicio de la deuda, con dos decimales. Los prestamistas buscan al menos ${minimum}.`,
  monthlyPayment: (payment, amount, months, rate) => `El pago mensual estimado del préstamo solicitado es ${payment}: ${amount} a ${months} meses al ${rate} anual.`,
  included: "El flujo de caja ya incluye los pagos de este préstamo: están en sus líneas de intereses y capital, sin contarse dos veces.",
  dscrUnavailable: "La tabla aún no se puede calcular.",
  request: {
    amount: "Monto solicitado",
    purpose: "Propósito",
    term: "Plazo",
    months: (n) => (n === 1 ? "1 mes" : `${n} meses`),
    rate: "Tasa de interés anual estimada",
    monthlyPayment: "Pago mensual estimado",
    includesLoan: "El flujo de caja incluye los pagos de este préstamo",
    equity: "Aporte de capital del dueño",
    creditBand: "Rango de puntaje de crédito personal (declarado)",
    yes: "Sí",
    no: "No",
    notGiven: "Aún no indicado",
  },
  purposes: {
    "working-capital": "Capital de trabajo",
    equipment: "Equipo",
    inventory: "Inventario",
    "real-estate": "Bienes raíces",
    refinance: "Refinanciamiento",
    "start-up": "Puesta en marcha",
    other: "Otro",
  },
  collateral: "Garantía ofrecida",
  collateralColumns: { type: "Tipo", description: "Descripción", value: "Valor estimado" },
  noCollateral: "Aún no se indicó ninguna garantía.",
  debts: "Deudas actuales del negocio",
  debtColumns: { lender: "Prestamista", balance: "Saldo", monthlyPayment: "Pago mensual", maturity: "Vencimiento" },
  noDebts: "No se indicaron deudas actuales del negocio.",
  total: "Total",
  missingPlan: "Falta: aún no se ha guardado un plan de negocios.",
  cashflowColumns: { year: "Año", revenue: "Ingresos", expenses: "Gastos operativos", net: "Neto" },
  historyYear: (n) => (n === 1 ? "1 año antes (real)" : `${n} años antes (real)`),
  startingYear: "Año 1 (año inicial)",
  projectedYear: (n) => `Año ${n} (proyectado)`,
  cashflowNote: "Neto = ingresos − gastos operativos. Los años proyectados cambian las cifras del año inicial según los porcentajes anuales del flujo de caja; el año inicial no incluye el período previo a la apertura.",
  missingCashflow: "Falta: aún no se ha guardado un flujo de caja.",
  missingSurvey: "Falta: aún no se ha hecho la encuesta del negocio.",
};

/** The packet's words in a language (English unless Spanish). */
export const packetWords = (language: string): PacketWords => (language === "es" || language.startsWith("es-") ? PACKET_WORDS_ES : PACKET_WORDS_EN);

/** The download's file name: `lender-packet-<business>-v<N>.pdf`, N the loan request's version. */
export function lenderPacketFileName(businessName: string, versionNumber: number): string {
  return documentFileName("lender-packet", businessName, versionNumber, "pdf");
}

// ------------------------------------------------------------------------------------------------
// From the messages to the model's names
// ------------------------------------------------------------------------------------------------

const STATES: Partial<Record<ProtoReadinessState, ReadinessState>> = {
  [ProtoReadinessState.READY]: "ready",
  [ProtoReadinessState.CLOSE]: "close",
  [ProtoReadinessState.NOT_YET]: "not-yet",
  [ProtoReadinessState.UNKNOWN]: "unknown",
};
const FACTORS: Record<PacketC, ReadinessFactor> = {
  capacity: ReadinessFactor.CAPACITY,
  capital: ReadinessFactor.CAPITAL,
  collateral: ReadinessFactor.COLLATERAL,
  character: ReadinessFactor.CHARACTER,
  conditions: ReadinessFactor.CONDITIONS,
};
const PURPOSES: Partial<Record<ProtoLoanPurpose, LoanPurpose>> = {
  [ProtoLoanPurpose.WORKING_CAPITAL]: "working-capital",
  [ProtoLoanPurpose.EQUIPMENT]: "equipment",
  [ProtoLoanPurpose.INVENTORY]: "inventory",
  [ProtoLoanPurpose.REAL_ESTATE]: "real-estate",
  [ProtoLoanPurpose.REFINANCE]: "refinance",
  [ProtoLoanPurpose.START_UP]: "start-up",
  [ProtoLoanPurpose.OTHER]: "other",
};
const BANDS: Partial<Record<ProtoCreditBand, CreditBand>> = {
  [ProtoCreditBand.BELOW_580]: "under-580",
  [ProtoCreditBand.FROM_580_TO_619]: "580-619",
  [ProtoCreditBand.FROM_620_TO_679]: "620-679",
  [ProtoCreditBand.FROM_680_TO_719]: "680-719",
  [ProtoCreditBand.AT_LEAST_720]: "720-plus",
  [ProtoCreditBand.DONT_KNOW]: "unknown",
};

/** One C as the packet shows it: the state shown (an override's when set), the computed one, the override and note. */
interface ShownC {
  c: PacketC;
  state: ReadinessState;
  computed: ReadinessState;
  factor?: ReadinessFactorResult;
  reasonText: string;
  next: NextStep;
}

function shownCs(data: LenderPacketData, rw: ReadinessWords): ShownC[] {
  const s = data.summary;
  const reasons: Record<PacketC, string> = {
    capacity: rw.capacity(s.capacity),
    capital: rw.capital(s.capital),
    collateral: rw.collateral(s.collateral),
    character: rw.character(s.character),
    conditions: rw.conditions(s.conditions),
  };
  return C_ORDER.map((c) => {
    const factor = data.readiness.factors.find((f) => f.factor === FACTORS[c]);
    const computed = s[c].state;
    const overridden = factor?.override ? STATES[factor.override.state] : undefined;
    return { c, state: overridden ?? computed, computed, factor, reasonText: reasons[c], next: s[c].next };
  });
}

// ------------------------------------------------------------------------------------------------
// Formats
// ------------------------------------------------------------------------------------------------

/** A rate in percent as the language writes it ("9.5%", Spanish "9.5 %"). */
function rateText(percent: number, words: PacketWords): string {
  const value = Number.isFinite(percent) ? Number(percent.toFixed(3)).toString() : "0";
  return words.lang.startsWith("es") ? `${value} %` : `${value}%`;
}

function dateText(date: ProtoDate | undefined, words: PacketWords): string {
  if (!date || date.year <= 0) return "";
  const month = Math.min(Math.max(date.month, 1), 12);
  const utc = new Date(Date.UTC(date.year, month - 1, Math.max(date.day, 1)));
  if (date.month === 0) return String(date.year);
  if (date.day === 0) return new Intl.DateTimeFormat(words.lang, { month: "short", year: "numeric", timeZone: "UTC" }).format(utc);
  return new Intl.DateTimeFormat(words.lang, { dateStyle: "medium", timeZone: "UTC" }).format(utc);
}

const dollarsOf = (rw: ReadinessWords, wholeDollars: bigint): string => rw.money(wholeDollars * 100n);
const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();

// ------------------------------------------------------------------------------------------------
// Parts
// ------------------------------------------------------------------------------------------------

function coverBlock(w: PdfWriter, meta: PdfDocumentMeta, words: PacketWords): void {
  const doc = w.doc;
  const name = oneLine(meta.businessName);
  doc.save().rect(w.left, w.y, 56, 4).fill(COLORS.accent).restore();
  w.space(18);
  if (name !== "") {
    w.text(name, { font: FONTS.bold, size: 26, lineGap: 3 });
    w.space(2);
    w.text(words.title, { size: 18, color: COLORS.accent });
  } else w.text(words.title, { font: FONTS.bold, size: 26, lineGap: 3 });
  w.space(12);
  const rows: [string, string][] = [
    [words.preparedBy, oneLine(meta.ownerName)],
    [words.date, longDate(meta.date, words.lang)],
    [words.requestVersion, String(meta.versionNumber)],
  ];
  for (const [label, value] of rows) {
    if (value === "") continue;
    w.labelled(label, value);
    w.space(2);
  }
  w.space(10);
}

function contentsBlock(w: PdfWriter, data: LenderPacketData, words: PacketWords): void {
  const state = (version: number | undefined) => (version === undefined ? { text: words.missing, missing: true } : { text: words.version(version), missing: false });
  const items: [string, { text: string; missing: boolean }][] = [
    [words.parts.request, state(data.readiness.request?.versionNumber)],
    [words.parts.plan, state(data.plan?.versionNumber)],
    [words.parts.cashflow, state(data.readiness.cashflow?.versionNumber)],
    [words.parts.survey, state(data.survey?.versionNumber)],
  ];
  w.text(words.contents, { font: FONTS.bold, size: 11, color: COLORS.accent });
  w.space(3);
  for (const [part, s] of items) {
    w.labelled(part, s.text, s.missing ? { font: FONTS.italic, color: COLORS.danger } : {});
    w.space(1);
  }
  w.space(10);
}

/** The disclaimer in a tinted box, with an accent bar: never a credit decision. */
function disclaimerBox(w: PdfWriter, text: string): void {
  const pad = 8;
  const style = { font: FONTS.bold, size: 10, lineGap: 2 } as const;
  const height = w.heightOf(text, w.width - 2 * pad - 4, style) + 2 * pad;
  w.ensure(height + 8);
  const top = w.y;
  w.doc.save().rect(w.left, top, w.width, height).fill(COLORS.tint).restore();
  w.doc.save().rect(w.left, top, 4, height).fill(COLORS.accent).restore();
  w.style(style);
  w.doc.text(pdfText(text), w.left + pad + 4, top + pad, { width: w.width - 2 * pad - 4, lineGap: style.lineGap });
  w.doc.x = w.left;
  w.y = top + height;
  w.space(14);
}

const STATE_COLORS: Record<ReadinessState, string> = { ready: COLORS.good, close: COLORS.middling, "not-yet": COLORS.danger, unknown: COLORS.muted };

function summaryBlock(w: PdfWriter, data: LenderPacketData, words: PacketWords, rw: ReadinessWords): void {
  w.sectionHeading(words.summary, "packet-summary");
  const cs = shownCs(data, rw);
  // The overall line from the states shown (overrides included), in the model's words.
  const states = cs.map((c) => c.state);
  const overallState: ReadinessState = states.every((s) => s === "ready")
    ? "ready"
    : states.includes("not-yet")
      ? "not-yet"
      : states.includes("unknown")
        ? "unknown"
        : "close";
  const overall = rw.overall({ ...data.summary, overall: { state: overallState, ready: states.filter((s) => s === "ready").length, of: 5 } });
  w.labelled(words.overall, `${rw.state(overallState)}. ${overall}`);
  w.space(8);

  const columns: TableColumn[] = [
    { header: words.summaryColumns.c, width: 74 },
    { header: words.summaryColumns.state, width: 86 },
    { header: words.summaryColumns.why, width: w.width - 74 - 86 - 112 },
    { header: words.summaryColumns.next, width: 112 },
  ];
  const rows = cs.map((c): TableCell[] => {
    const override = c.factor?.override;
    const overridden = override !== undefined && STATES[override.state] !== undefined;
    const state: TableCell = overridden
      ? { text: `${rw.state(c.state)} ${words.overridden}\n${words.computed(rw.state(c.computed))}`, bold: true, color: STATE_COLORS[c.state] }
      : { text: rw.state(c.state), bold: true, color: STATE_COLORS[c.state] };
    const why = [c.reasonText];
    if (overridden) why.push(words.overrideBy(oneLine(override.byName) || "—", override.reason.trim()));
    const note = c.factor?.note;
    if (note && note.text.trim() !== "") why.push(words.noteBy(oneLine(note.byName) || "—", note.text.trim()));
    const next = rw.nextStep(c.next);
    return [{ text: words.cs[c.c], bold: true }, state, { text: why.join("\n") }, next === "" ? { text: "—", muted: true } : { text: next }];
  });
  w.table(columns, rows, { continued: words.continued });
}

function dscrBlock(w: PdfWriter, data: LenderPacketData, words: PacketWords, rw: ReadinessWords): void {
  w.sectionHeading(words.dscr, "packet-dscr");
  const capacity = data.summary.capacity;
  const figures: CapacityFigures | undefined = capacity.values.figures;
  if (!figures || figures.years.length === 0) {
    w.text(`${words.dscrUnavailable} ${rw.capacity(capacity)}`, { font: FONTS.italic, color: COLORS.muted });
    w.space(12);
    return;
  }
  const years = figures.years;
  const yearWidth = Math.min(92, Math.floor((w.width - 150) / years.length));
  const columns: TableColumn[] = [
    { header: words.figure, width: w.width - yearWidth * years.length },
    ...years.map((y): TableColumn => ({ header: words.yearOf(y.yearNumber), width: yearWidth, align: "right" })),
  ];
  const r = words.dscrRows;
  const row = (label: string, pick: (y: (typeof years)[number]) => string | TableCell, bold = false): (string | TableCell)[] => [{ text: label, bold }, ...years.map(pick)];
  const money = (cents: bigint): string => rw.money(cents);
  const rows = [
    row(r.revenue, (y) => money(y.revenueCents)),
    row(r.operating, (y) => money(y.operatingExpensesCents)),
    row(r.draws, (y) => money(y.drawsCents)),
    row(r.cashAvailable, (y) => ({ text: money(y.cashAvailableCents), bold: true }), true),
    row(r.interest, (y) => money(y.interestCents)),
    row(r.principal, (y) => money(y.principalCents)),
    row(r.requested, (y) => (y.requestedLoanPayments > 0 ? `${money(y.requestedLoanPaymentCents)}\n${words.payments(y.requestedLoanPayments)}` : money(y.requestedLoanPaymentCents))),
    row(r.debtService, (y) => ({ text: money(y.debtServiceCents), bold: true }), true),
    row(r.ratio, (y) => (y.dscr ? { text: y.dscr.text, bold: true } : { text: words.noPayments, muted: true }), true),
  ];
  w.table(columns, rows, { continued: words.continued });
  w.text(words.dscrNote(capacity.values.minimum), { size: 9, color: COLORS.muted });
  const request = data.readiness.request;
  if (request?.cashflowIncludesLoan) {
    w.space(2);
    w.text(words.included, { size: 9, color: COLORS.muted });
  } else if (request && figures.monthlyPaymentCents > 0n) {
    w.space(2);
    w.text(words.monthlyPayment(money(figures.monthlyPaymentCents), dollarsOf(rw, request.amount), request.termMonths, rateText(request.annualRatePercent, words)), { size: 9, color: COLORS.muted });
  }
  w.space(12);
}

/** A part of the packet: from a new page, under a heading (a bookmark). */
function part(w: PdfWriter, title: string, anchor: string): void {
  w.addPage();
  w.sectionHeading(title, anchor);
}

/** A heading inside a part (the plan's sections, the request's schedules), kept with what follows. */
function subHeading(w: PdfWriter, title: string): number {
  w.ensure(w.heightOf(title, w.width, { font: FONTS.bold, size: 13 }) + 8 + 4 * w.lineHeight());
  if (w.y > w.top) w.space(8);
  w.text(title, { font: FONTS.bold, size: 13, color: COLORS.accent, lineGap: 2 });
  w.space(6);
  return w.pageIndex;
}

function missingText(w: PdfWriter, text: string): void {
  w.text(text, { font: FONTS.italic, color: COLORS.danger });
  w.space(12);
}

function requestPart(w: PdfWriter, request: LoanRequest | undefined, data: LenderPacketData, words: PacketWords, rw: ReadinessWords): void {
  part(w, words.parts.request, "packet-request");
  const q = words.request;
  if (!request || request.versionNumber === 0) {
    missingText(w, `${words.parts.request}: ${words.missing}`);
    return;
  }
  const notGiven = { font: FONTS.italic, color: COLORS.muted } as const;
  const line = (label: string, value: string) => {
    w.ensure(2 * w.lineHeight());
    if (value === "") w.labelled(label, q.notGiven, notGiven);
    else w.labelled(label, value);
    w.space(4);
  };
  const purpose = PURPOSES[request.purpose];
  const purposeText = purpose === undefined ? "" : purpose === "other" ? `${words.purposes.other}: ${oneLine(request.purposeText)}` : words.purposes[purpose];
  const band = BANDS[request.creditBand];
  const monthly = data.summary.capacity.values.figures?.monthlyPaymentCents;
  line(q.amount, request.amount > 0n ? dollarsOf(rw, request.amount) : "");
  line(q.purpose, purposeText);
  line(q.term, request.termMonths > 0 ? q.months(request.termMonths) : "");
  line(q.rate, request.termMonths > 0 || request.annualRatePercent > 0 ? rateText(request.annualRatePercent, words) : "");
  if (!request.cashflowIncludesLoan && monthly !== undefined && monthly > 0n) line(q.monthlyPayment, rw.money(monthly));
  line(q.includesLoan, request.cashflowIncludesLoan ? q.yes : q.no);
  line(q.equity, dollarsOf(rw, request.equityInjection));
  line(q.creditBand, band === undefined ? "" : rw.band(band));
  w.space(8);

  subHeading(w, words.collateral);
  if (request.collateral.length === 0) missingText(w, words.noCollateral);
  else {
    const c = words.collateralColumns;
    const columns: TableColumn[] = [
      { header: c.type, width: 120 },
      { header: c.description, width: w.width - 120 - 120 },
      { header: c.value, width: 120, align: "right" },
    ];
    const total = request.collateral.reduce((s, item) => s + item.estimatedValue, 0n);
    const rows: (string | TableCell)[][] = request.collateral.map((item) => [{ text: item.type, bold: true }, item.description, dollarsOf(rw, item.estimatedValue)]);
    rows.push([{ text: words.total, bold: true }, "", { text: dollarsOf(rw, total), bold: true }]);
    w.table(columns, rows, { continued: words.continued });
  }

  subHeading(w, words.debts);
  if (request.debts.length === 0) missingText(w, words.noDebts);
  else {
    const d = words.debtColumns;
    const amount = 96;
    const columns: TableColumn[] = [
      { header: d.lender, width: w.width - 3 * amount },
      { header: d.balance, width: amount, align: "right" },
      { header: d.monthlyPayment, width: amount, align: "right" },
      { header: d.maturity, width: amount, align: "right" },
    ];
    const rows: (string | TableCell)[][] = request.debts.map((debt) => {
      const maturity = dateText(debt.maturityDate, words);
      return [{ text: debt.lender, bold: true }, dollarsOf(rw, debt.balance), dollarsOf(rw, debt.monthlyPayment), maturity === "" ? { text: "—", muted: true } : maturity];
    });
    const balance = request.debts.reduce((s, debt) => s + debt.balance, 0n);
    const monthlyTotal = request.debts.reduce((s, debt) => s + debt.monthlyPayment, 0n);
    rows.push([{ text: words.total, bold: true }, { text: dollarsOf(rw, balance), bold: true }, { text: dollarsOf(rw, monthlyTotal), bold: true }, ""]);
    w.table(columns, rows, { continued: words.continued });
  }
}

function planPart(w: PdfWriter, plan: BusinessPlan | undefined, words: PacketWords, language: string): void {
  part(w, words.parts.plan, "packet-plan");
  if (!plan) {
    missingText(w, words.missingPlan);
    return;
  }
  writePlanSections(w, plan, planWords(language), (_key, title) => subHeading(w, title));
}

function cashflowPart(w: PdfWriter, cashflow: CashflowLike | undefined, words: PacketWords, rw: ReadinessWords): void {
  part(w, words.parts.cashflow, "packet-cashflow");
  if (!cashflow) {
    missingText(w, words.missingCashflow);
    return;
  }
  const ws = computeWorksheet(cashflow);
  const rows: { label: string; revenue: bigint; expenses: bigint }[] = [];
  // The past years oldest first, then the starting year and the projection.
  for (const year of [...HISTORY_YEARS].reverse()) {
    const h = ws.history.find((y) => y.year === year);
    if (h) rows.push({ label: words.historyYear(year - YEAR.STARTING), revenue: h.revenue, expenses: h.operatingExpenses });
  }
  rows.push({ label: words.startingYear, revenue: ws.startingYear.revenue, expenses: ws.startingYear.operatingExpenses });
  for (const p of ws.projection) rows.push({ label: words.projectedYear(p.yearNumber), revenue: p.revenue, expenses: p.operatingExpenses });
  const c = words.cashflowColumns;
  const amount = 104;
  const columns: TableColumn[] = [
    { header: c.year, width: w.width - 3 * amount },
    { header: c.revenue, width: amount, align: "right" },
    { header: c.expenses, width: amount, align: "right" },
    { header: c.net, width: amount, align: "right" },
  ];
  w.table(
    columns,
    rows.map((r) => {
      const net = r.revenue - r.expenses;
      return [{ text: r.label, bold: true }, dollarsOf(rw, r.revenue), dollarsOf(rw, r.expenses), { text: dollarsOf(rw, net), bold: true, ...(net < 0n ? { color: COLORS.danger } : {}) }];
    }),
    { continued: words.continued },
  );
  w.text(words.cashflowNote, { size: 9, color: COLORS.muted });
  w.space(12);
}

function surveyPart(w: PdfWriter, survey: BusinessSurvey | undefined, words: PacketWords, language: string): void {
  part(w, words.parts.survey, "packet-survey");
  if (!survey) {
    missingText(w, words.missingSurvey);
    return;
  }
  writeSurveyResults(w, survey, surveyWords(language));
}

// ------------------------------------------------------------------------------------------------
// The document
// ------------------------------------------------------------------------------------------------

/** The lender packet as a PDF (PDF_CONTENT_TYPE), in `language` ("es…" Spanish, else English). */
export async function buildLenderPacketPdf(data: LenderPacketData, meta: PdfDocumentMeta, language = "en"): Promise<Buffer> {
  const words = packetWords(language);
  const lang = words === PACKET_WORDS_ES ? "es" : "en";
  const rw = readinessWords(lang);
  const name = oneLine(meta.businessName);
  const w = new PdfWriter({
    title: name === "" ? words.title : `${name} — ${words.title}`,
    author: meta.ownerName,
    subject: words.title,
    lang: words.lang,
    date: meta.date,
  });
  coverBlock(w, meta, words);
  contentsBlock(w, data, words);
  disclaimerBox(w, rw.disclaimer);
  summaryBlock(w, data, words, rw);
  dscrBlock(w, data, words, rw);
  requestPart(w, data.readiness.request, data, words, rw);
  planPart(w, data.plan, words, lang);
  cashflowPart(w, data.readiness.cashflow, words, rw);
  surveyPart(w, data.survey, words, lang);

  const footerLeft = [name, words.title].filter((s) => s !== "").join(" · ");
  return w.finish({ firstNumbered: 0, left: footerLeft, page: words.page });
}
