/**
 * The downloadable business plan (issue #12 §1; DownloadMyBusinessPlan, CoachDownloadUserBusinessPlan):
 * the plan a borrower wrote, typeset as a PDF they could hand to a loan officer.
 *
 * US Letter, one-inch margins (pdf-writer.ts). A title page (the business's name, "Business plan",
 * owner, version, date); a table of contents on page 2 whose entries link to their sections and
 * carry their page numbers (the page is left empty and filled in once the sections are written);
 * then the sections in the plan's order — the company, goals, the market, competition (a table),
 * product costs (a table; margins computed by profitMarginPercent, rows whose price does not cover
 * the costs flagged in red), mentors — flowing from page 3, each a PDF bookmark. A question left
 * empty reads "Not answered yet" in grey. Every page but the title page has "Page N of M" in its
 * footer, N counted from the title page so the contents' numbers are the viewer's.
 *
 * Words in English (PLAN_WORDS_EN, at the top) or Spanish (PLAN_WORDS_ES): the reader's language.
 */
import { LegalStructure, PriceLevel, type BusinessPlan } from "../../gen/compass/v1/compass_pb.js";
import { priceCoversCosts, profitMarginPercent, type DateLike } from "../../shared/business-plan.js";
import { documentFileName } from "./file-name.js";
import { COLORS, dollars, FONTS, longDate, pdfText, PdfWriter, type PdfDocumentMeta, type TableCell, type TableColumn } from "./pdf-writer.js";

export { PDF_CONTENT_TYPE, type PdfDocumentMeta } from "./pdf-writer.js";

/** Every word the plan's PDF shows besides the borrower's own. */
export interface PlanWords {
  /** BCP 47 language of the document (dates are written in it). */
  lang: string;
  title: string;
  preparedBy: string;
  version: string;
  date: string;
  madeWith: string;
  contents: string;
  notAnswered: string;
  continued: string;
  page: (n: number, of: number) => string;
  sections: Record<PlanSection, string>;
  questions: {
    companyDescription: string;
    whyBusinessStarted: string;
    companyGoodsServices: string;
    legalStructure: string;
    hasFormed: string;
    businessGoals: string;
    endGoalForBusiness: string;
    targetMarket: string;
    customerCharacteristics: string;
    marketResearch: string;
    competitors: string;
    howWillCompete: string;
    productCosts: string;
    mentors: string;
    mentorsOutsideIndustry: string;
  };
  formed: (date: DateLike | undefined, lang: string) => string;
  notFormed: string;
  legalStructures: Record<Exclude<LegalStructure, LegalStructure.UNSPECIFIED>, string>;
  priceLevels: Record<Exclude<PriceLevel, PriceLevel.UNSPECIFIED>, string>;
  noRows: string;
  competitionColumns: { competitor: string; product: string; priceLevel: string; location: string; strengthWeaknesses: string };
  productColumns: { product: string; salePrice: string; costOfGoods: string; overhead: string; margin: string };
  belowCost: string;
  marginNote: string;
  belowCostNote: string;
}

export type PlanSection = "company" | "goals" | "market" | "competition" | "productCosts" | "mentors";

export const PLAN_WORDS_EN: PlanWords = {
  lang: "en-US",
  title: "Business plan",
  preparedBy: "Prepared by",
  version: "Version",
  date: "Date",
  madeWith: "Prepared with Compass",
  contents: "Contents",
  notAnswered: "Not answered yet",
  continued: "(continued)",
  page: (n, of) => `Page ${n} of ${of}`,
  sections: {
    company: "The company",
    goals: "Goals",
    market: "The market",
    competition: "Competition",
    productCosts: "Product costs",
    mentors: "Mentors",
  },
  questions: {
    companyDescription: "Description of the company",
    whyBusinessStarted: "Why the business was started",
    companyGoodsServices: "Goods and services",
    legalStructure: "Legal structure",
    hasFormed: "Has the business formed?",
    businessGoals: "Business goals",
    endGoalForBusiness: "End goal for the business",
    targetMarket: "Target market",
    customerCharacteristics: "Customer characteristics",
    marketResearch: "Market research",
    competitors: "Competitors",
    howWillCompete: "How the business will compete",
    productCosts: "Products and services",
    mentors: "Mentors in the industry",
    mentorsOutsideIndustry: "Mentors outside the industry",
  },
  formed: (date, lang) => (date && date.year > 0 ? `Yes, formed ${formationDate(date, lang, { day: "on", month: "in" })}` : "Yes"),
  notFormed: "No, not yet",
  legalStructures: {
    [LegalStructure.LLC]: "Limited liability company (LLC)",
    [LegalStructure.SOLE_PROPRIETORSHIP]: "Sole proprietorship",
    [LegalStructure.PARTNERSHIP]: "Partnership",
    [LegalStructure.CORPORATION]: "Corporation",
    [LegalStructure.NONPROFIT_CORPORATION]: "Nonprofit corporation",
  },
  priceLevels: {
    [PriceLevel.INEXPENSIVE]: "Inexpensive",
    [PriceLevel.COMPETITIVE]: "Competitive",
    [PriceLevel.EXPENSIVE]: "Expensive",
  },
  noRows: "None listed yet",
  competitionColumns: {
    competitor: "Competitor",
    product: "Product or service",
    priceLevel: "Price level",
    location: "Location",
    strengthWeaknesses: "Strengths and weaknesses",
  },
  productColumns: {
    product: "Product or service",
    salePrice: "Sale price",
    costOfGoods: "Cost of goods sold",
    overhead: "Average overhead",
    margin: "Profit margin",
  },
  belowCost: "Below cost",
  marginNote: "Profit margin = (sale price - cost of goods sold - average overhead) ÷ sale price.",
  belowCostNote: "Rows marked “Below cost” have a sale price that does not cover the cost of goods sold and the average overhead.",
};

export const PLAN_WORDS_ES: PlanWords = {
  lang: "es-US",
  title: "Plan de negocios",
  preparedBy: "Preparado por",
  version: "Versión",
  date: "Fecha",
  madeWith: "Preparado con Compass",
  contents: "Contenido",
  notAnswered: "Aún sin respuesta",
  continued: "(continuación)",
  page: (n, of) => `Página ${n} de ${of}`,
  sections: {
    company: "La empresa",
    goals: "Metas",
    market: "El mercado",
    competition: "La competencia",
    productCosts: "Costos de los productos",
    mentors: "Mentores",
  },
  questions: {
    companyDescription: "Descripción de la empresa",
    whyBusinessStarted: "Por qué se empezó el negocio",
    companyGoodsServices: "Productos y servicios",
    legalStructure: "Estructura legal",
    hasFormed: "¿Ya se constituyó el negocio?",
    businessGoals: "Metas del negocio",
    endGoalForBusiness: "Meta final para el negocio",
    targetMarket: "Mercado objetivo",
    customerCharacteristics: "Características de los clientes",
    marketResearch: "Estudio de mercado",
    competitors: "Competidores",
    howWillCompete: "Cómo competirá el negocio",
    productCosts: "Productos y servicios",
    mentors: "Mentores en el ramo",
    mentorsOutsideIndustry: "Mentores fuera del ramo",
  },
  formed: (date, lang) => (date && date.year > 0 ? `Sí, se constituyó ${formationDate(date, lang, { day: "el", month: "en" })}` : "Sí"),
  notFormed: "No, todavía no",
  legalStructures: {
    [LegalStructure.LLC]: "Compañía de responsabilidad limitada (LLC)",
    [LegalStructure.SOLE_PROPRIETORSHIP]: "Empresa individual",
    [LegalStructure.PARTNERSHIP]: "Sociedad colectiva",
    [LegalStructure.CORPORATION]: "Corporación",
    [LegalStructure.NONPROFIT_CORPORATION]: "Corporación sin fines de lucro",
  },
  priceLevels: {
    [PriceLevel.INEXPENSIVE]: "Económico",
    [PriceLevel.COMPETITIVE]: "Competitivo",
    [PriceLevel.EXPENSIVE]: "Caro",
  },
  noRows: "Aún no hay ninguno",
  competitionColumns: {
    competitor: "Competidor",
    product: "Producto o servicio",
    priceLevel: "Nivel de precios",
    location: "Ubicación",
    strengthWeaknesses: "Fortalezas y debilidades",
  },
  productColumns: {
    product: "Producto o servicio",
    salePrice: "Precio de venta",
    costOfGoods: "Costo de la mercancía vendida",
    overhead: "Gastos generales promedio",
    margin: "Margen de ganancia",
  },
  belowCost: "Por debajo del costo",
  marginNote: "Margen de ganancia = (precio de venta - costo de la mercancía vendida - gastos generales promedio) ÷ precio de venta.",
  belowCostNote: "Las filas marcadas “Por debajo del costo” tienen un precio de venta que no cubre el costo de la mercancía vendida y los gastos generales promedio.",
};

/** The plan's words in a language (English unless Spanish). */
export const planWords = (language: string): PlanWords => (language === "es" ? PLAN_WORDS_ES : PLAN_WORDS_EN);

/**
 * A formation date after its preposition: "on March 5, 2019", "in March 2019", "in 2019" (a
 * formation date may leave out its day or month); Spanish "el 5 de marzo de 2019", "en marzo de 2019".
 */
function formationDate(date: DateLike, lang: string, before: { day: string; month: string }): string {
  const utc = new Date(Date.UTC(date.year, Math.max(date.month, 1) - 1, Math.max(date.day, 1)));
  if (date.month === 0) return `${before.month} ${date.year}`;
  if (date.day === 0) return `${before.month} ${new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(utc)}`;
  return `${before.day} ${longDate(utc, lang)}`;
}

/** The download's file name: `business-plan-<business>-v<N>.pdf` (`business-plan-v<N>.pdf` without a usable name). */
export function businessPlanFileName(businessName: string, versionNumber: number): string {
  return documentFileName("business-plan", businessName, versionNumber, "pdf");
}

const SECTION_ORDER: readonly PlanSection[] = ["company", "goals", "market", "competition", "productCosts", "mentors"];

/** Points a table's heading keeps with it: the header row and a row's first lines. */
const TABLE_KEEP = 64;

/** A margin as the page shows it: one decimal and a percent sign ("25.5%", "-12.5%"). */
const marginText = (percent: number): string => `${percent.toFixed(1)}%`;

function legalStructureText(plan: BusinessPlan, words: PlanWords): string {
  return plan.legalStructure === LegalStructure.UNSPECIFIED ? "" : (words.legalStructures[plan.legalStructure] ?? "");
}

// ------------------------------------------------------------------------------------------------
// Pages
// ------------------------------------------------------------------------------------------------

function titlePage(w: PdfWriter, meta: PdfDocumentMeta, words: PlanWords): void {
  const doc = w.doc;
  const name = meta.businessName.replace(/\s+/g, " ").trim();
  w.y = 210;
  doc.save().rect(w.left, w.y, 56, 4).fill(COLORS.accent).restore();
  w.space(22);
  if (name !== "") {
    w.text(name, { font: FONTS.bold, size: 30, lineGap: 4 });
    w.space(6);
    w.text(words.title, { size: 20, color: COLORS.accent });
  } else w.text(words.title, { font: FONTS.bold, size: 30, lineGap: 4 });
  w.space(30);
  w.rule();
  w.space(16);
  const rows: [string, string][] = [
    [words.preparedBy, meta.ownerName.replace(/\s+/g, " ").trim()],
    [words.version, String(meta.versionNumber)],
    [words.date, longDate(meta.date, words.lang)],
  ];
  const labelWidth = 90;
  for (const [label, value] of rows) {
    if (value === "") continue;
    const y = w.y;
    w.style({ size: 10, color: COLORS.muted });
    doc.text(pdfText(label), w.left, y + 1.5, { width: labelWidth, lineBreak: false });
    w.style({ size: 12 });
    doc.text(pdfText(value), w.left + labelWidth, y, { width: w.width - labelWidth, lineGap: 2 });
    w.y = Math.max(doc.y, y + 16) + 8;
  }
  w.y = doc.page.height - 108;
  w.text(words.madeWith, { size: 9, color: COLORS.muted });
}

/** Fills in the contents page (page 2) once every section's page is known. */
function contentsPage(w: PdfWriter, pages: ReadonlyMap<PlanSection, number>, words: PlanWords): void {
  const doc = w.doc;
  doc.switchToPage(1);
  w.y = w.top;
  w.text(words.contents, { font: FONTS.bold, size: 16, color: COLORS.accent });
  w.space(3);
  w.rule(COLORS.accent, 1);
  w.space(18);
  SECTION_ORDER.forEach((section, i) => {
    const y = w.y;
    const title = pdfText(words.sections[section]);
    const page = String((pages.get(section) ?? 0) + 1);
    w.style({ font: FONTS.bold, size: 12, color: COLORS.accent });
    doc.text(`${i + 1}`, w.left, y, { lineBreak: false });
    w.style({ size: 12 });
    const titleX = w.left + 24;
    doc.text(title, titleX, y, { lineBreak: false });
    const titleEnd = titleX + doc.widthOfString(title);
    const pageWidth = doc.widthOfString(page);
    const right = w.left + w.width;
    doc.text(page, right - pageWidth, y, { lineBreak: false });
    // A dotted leader from the title to the page number.
    const leaderY = y + 9.5;
    doc.save().moveTo(titleEnd + 6, leaderY).lineTo(right - pageWidth - 6, leaderY).dash(0.5, { space: 3 }).lineWidth(0.8).strokeColor(COLORS.muted).stroke().undash().restore();
    doc.goTo(w.left, y - 4, w.width, 22, anchor(section));
    w.y = y + 28;
  });
}

const anchor = (section: PlanSection): string => `section-${section}`;

function companySection(w: PdfWriter, plan: BusinessPlan, words: PlanWords): void {
  const q = words.questions;
  w.question(q.companyDescription, plan.companyDescription, words.notAnswered);
  w.question(q.whyBusinessStarted, plan.whyBusinessStarted, words.notAnswered);
  w.question(q.companyGoodsServices, plan.companyGoodsServices, words.notAnswered);
  w.question(q.legalStructure, legalStructureText(plan, words), words.notAnswered);
  w.question(q.hasFormed, plan.hasFormedBusiness ? words.formed(plan.formationDate, words.lang) : words.notFormed, words.notAnswered);
}

function competitionSection(w: PdfWriter, plan: BusinessPlan, words: PlanWords): void {
  const c = words.competitionColumns;
  w.questionHeading(words.questions.competitors, TABLE_KEEP);
  if (plan.competitors.length === 0) w.answer("", words.noRows);
  else {
    const columns: TableColumn[] = [
      { header: c.competitor, width: 92 },
      { header: c.product, width: 88 },
      { header: c.priceLevel, width: 64 },
      { header: c.location, width: 80 },
      { header: c.strengthWeaknesses, width: w.width - 92 - 88 - 64 - 80 },
    ];
    const dash: TableCell = { text: "—", muted: true };
    const orDash = (text: string): string | TableCell => (text.trim() === "" ? dash : text);
    const rows = plan.competitors.map((row) => [
      { text: row.competitorName, bold: true },
      orDash(row.productServiceName),
      row.priceLevel === PriceLevel.UNSPECIFIED ? dash : (words.priceLevels[row.priceLevel] ?? dash),
      orDash(row.location),
      orDash(row.strengthWeaknesses),
    ]);
    w.table(columns, rows, { continued: words.continued });
  }
  w.question(words.questions.howWillCompete, plan.howWillCompeteAgainstCompetition, words.notAnswered);
}

function productCostsSection(w: PdfWriter, plan: BusinessPlan, words: PlanWords): void {
  const c = words.productColumns;
  w.questionHeading(words.questions.productCosts, TABLE_KEEP);
  if (plan.productCosts.length === 0) {
    w.answer("", words.noRows);
    return;
  }
  const amount = 78;
  const columns: TableColumn[] = [
    { header: c.product, width: w.width - 4 * amount },
    { header: c.salePrice, width: amount, align: "right" },
    { header: c.costOfGoods, width: amount, align: "right" },
    { header: c.overhead, width: amount, align: "right" },
    { header: c.margin, width: amount, align: "right" },
  ];
  let flagged = false;
  const rows = plan.productCosts.map((row) => {
    const covered = priceCoversCosts(row);
    flagged ||= !covered;
    // No price, no margin: a dash.
    const value = row.salePriceInCents > 0n ? marginText(profitMarginPercent(row)) : "—";
    const margin: TableCell = covered
      ? { text: value, muted: row.salePriceInCents <= 0n }
      : { text: `${value}\n${words.belowCost}`, color: COLORS.danger, bold: true };
    return [
      { text: row.productServiceName, bold: true, ...(covered ? {} : { color: COLORS.danger }) },
      dollars(row.salePriceInCents),
      dollars(row.costOfGoodsSoldInCents),
      dollars(row.avgOverheadCostInCents),
      margin,
    ];
  });
  w.table(columns, rows, { continued: words.continued });
  w.text(words.marginNote, { size: 9, color: COLORS.muted });
  if (flagged) {
    w.space(2);
    w.text(words.belowCostNote, { size: 9, color: COLORS.danger });
  }
  w.space(12);
}

/**
 * The plan's sections in order, each under the heading `heading` writes (it returns the 0-based
 * page the section starts on): this document's, and the lender packet's (lender-packet-pdf.ts).
 */
export function writePlanSections(w: PdfWriter, plan: BusinessPlan, words: PlanWords, heading: (key: PlanSection, title: string) => number): Map<PlanSection, number> {
  const q = words.questions;
  const pages = new Map<PlanSection, number>();
  const section = (key: PlanSection, write: () => void) => {
    pages.set(key, heading(key, words.sections[key]));
    write();
  };
  section("company", () => companySection(w, plan, words));
  section("goals", () => {
    w.question(q.businessGoals, plan.businessGoals, words.notAnswered);
    w.question(q.endGoalForBusiness, plan.endGoalForBusiness, words.notAnswered);
  });
  section("market", () => {
    w.question(q.targetMarket, plan.targetMarket, words.notAnswered);
    w.question(q.customerCharacteristics, plan.customerCharacteristics, words.notAnswered);
    w.question(q.marketResearch, plan.marketResearch, words.notAnswered);
  });
  section("competition", () => competitionSection(w, plan, words));
  section("productCosts", () => productCostsSection(w, plan, words));
  section("mentors", () => {
    w.question(q.mentors, plan.mentors, words.notAnswered);
    w.question(q.mentorsOutsideIndustry, plan.mentorsOutsideIndustry, words.notAnswered);
  });
  return pages;
}

// ------------------------------------------------------------------------------------------------
// The document
// ------------------------------------------------------------------------------------------------

/** The plan as a PDF (PDF_CONTENT_TYPE). */
export async function buildBusinessPlanPdf(plan: BusinessPlan, meta: PdfDocumentMeta, words: PlanWords = PLAN_WORDS_EN): Promise<Buffer> {
  const name = meta.businessName.replace(/\s+/g, " ").trim();
  const w = new PdfWriter({
    title: name === "" ? words.title : `${name} — ${words.title}`,
    author: meta.ownerName,
    subject: `${words.title}, ${words.version.toLowerCase()} ${meta.versionNumber}`,
    lang: words.lang,
    date: meta.date,
  });
  titlePage(w, meta, words);
  w.addPage(); // the contents, filled in at the end
  w.addPage();

  const pages = writePlanSections(w, plan, words, (key, title) => w.sectionHeading(title, anchor(key)));

  contentsPage(w, pages, words);
  const footerLeft = [name, words.title, `${words.version} ${meta.versionNumber}`].filter((s) => s !== "").join(" · ");
  return w.finish({ firstNumbered: 1, left: footerLeft, page: words.page });
}
