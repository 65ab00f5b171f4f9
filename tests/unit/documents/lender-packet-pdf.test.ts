/**
 * The lender packet's PDF (issue #39, deliverable 5), read back with pdftotext as a loan officer's
 * viewer would, in English and Spanish: the disclaimer, the five Cs with their states (an override
 * shown as such, the computed state beside it, and its reason), the DSCR table with the numbers
 * behind the ratio (worked out by hand below), the loan request with its collateral and debts
 * schedules and their totals, a plan section, the cash-flow summary by year and the survey's
 * results; a packet whose plan, cash flow and survey are not saved names each as missing.
 *
 * The cash flow, by hand: 12 months of $10,000 sales, $2,000 rent, $4,000 wages, $100 interest,
 * $375 principal and a $1,000 owner's draw. Starting year: revenue $120,000; operating expenses
 * other than interest $72,000; draws $12,000; cash available $36,000. The requested $50,000 at 9 %
 * over 60 months: r = 0.0075, payment = 50,000 × r ÷ (1 − 1.0075^−60) = $1,037.92, 12 payments
 * $12,455.04; debt service = $1,200 + $4,500 + $12,455.04 = $18,155.04; DSCR = 36,000 ÷ 18,155.04
 * = 1.9829… → 1.98. Year 2 (+10 % revenue, +5 % expenses): revenue $132,000; operating $76,860
 * of which interest $1,260; cash available 132,000 − 75,600 − 12,000 = $44,400; debt service
 * $18,215.04; DSCR 2.4375… → 2.44.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { create } from "@bufbuild/protobuf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BusinessPlanSchema,
  BusinessSurveySchema,
  CashflowSchema,
  CreditBand,
  LegalStructure,
  LoanPurpose,
  LoanReadinessSchema,
  ReadinessFactor,
  ReadinessState,
  type BusinessPlan,
  type BusinessSurvey,
  type Cashflow,
  type LoanReadiness,
} from "../../../src/gen/compass/v1/compass_pb.js";
import {
  buildLenderPacketPdf,
  lenderPacketFileName,
  PACKET_WORDS_EN,
  PACKET_WORDS_ES,
  type LenderPacketData,
} from "../../../src/server/documents/lender-packet-pdf.js";
import type { PdfDocumentMeta } from "../../../src/server/documents/pdf-writer.js";
import { runHeavyTask } from "../../../src/server/heavy/heavy-tasks.js";
import { CURRENT_SURVEY, SCORE_LABELS } from "../../../src/shared/business-survey.js";
import { emptyExpenses, emptyIncome, YEAR } from "../../../src/shared/cashflow.js";
import { assessReadiness, DEFAULT_THRESHOLDS, type LoanRequestLike, type ReadinessContext } from "../../../src/shared/loan-readiness.js";
import { DISCLAIMER } from "../../../src/shared/loan-readiness-words.js";
import { flat, PdfTools, type ReadPdf } from "./pdf-tools.js";

const META: PdfDocumentMeta = { businessName: "Rosa's Bakery", ownerName: "Rosa Núñez", versionNumber: 4, date: new Date("2026-12-07T15:00:00Z") };

function cashflow(): Cashflow {
  const month = (m: number) => ({
    month: m,
    income: { ...emptyIncome(), posSales: 10_000n },
    expenses: { ...emptyExpenses(), rent: 2_000n, grossWages: 4_000n, interestOnLoans: 100n, loanPrincipal: 375n, ownerDraw: 1_000n },
  });
  return create(CashflowSchema, {
    versionNumber: 2,
    fiscalStartingMonth: 1,
    months: [{ year: YEAR.STARTING, months: Array.from({ length: 12 }, (_, i) => month(i + 1)) }],
    anticipatedRevenueChangePercent: [10],
    anticipatedExpenseChangePercent: [5],
  });
}

const REQUEST_LIKE: LoanRequestLike = {
  amount: 50_000n,
  purpose: "equipment",
  purposeText: "",
  termMonths: 60,
  annualRatePercent: 9,
  cashflowIncludesLoan: false,
  equityInjection: 10_000n,
  creditBand: "680-719",
  collateral: [
    { type: "Vehicle", description: "2019 delivery van", estimatedValue: 30_000n },
    { type: "Equipment", description: "Deck oven, three decks", estimatedValue: 25_000n },
  ],
  debts: [{ lender: "Main Street Credit Union", balance: 12_000n, monthlyPayment: 375n, maturityDate: "2029-06-30" }],
};

function plan(): BusinessPlan {
  return create(BusinessPlanSchema, {
    versionNumber: 3,
    companyDescription: "A family bakery on Main Street selling bread, pastries and cakes to order.",
    legalStructure: LegalStructure.LLC,
    targetMarket: "Families within two miles; cafés buying wholesale.",
  });
}

function survey(): BusinessSurvey {
  const scores = [5, 2, 3, 4, 1, 3];
  return create(BusinessSurveySchema, {
    versionNumber: 2,
    selfAssessment: CURRENT_SURVEY.sections.map((s, si) => ({
      name: s.name,
      order: si,
      responses: s.questions.map((q, qi) => ({ question: q.text, order: qi, score: scores[si]!, scoreLabel: SCORE_LABELS[scores[si]! - 1] ?? "" })),
    })),
  });
}

/** The packet's data: the readiness as the server would send it (the request, the cash flow, the Cs with an override and a note) and the model's summary. */
function packet(options: { complete: boolean }): LenderPacketData {
  const flow = options.complete ? cashflow() : undefined;
  const ctx: ReadinessContext = {
    ...(flow ? { cashflow: flow } : {}),
    ...(options.complete ? { planMissingSections: [], survey: { done: true, weakestSections: [] } } : {}),
    taHours: 6.5,
    learningCompleted: 4,
  };
  const summary = assessReadiness(REQUEST_LIKE, ctx, DEFAULT_THRESHOLDS);
  const readiness: LoanReadiness = create(LoanReadinessSchema, {
    request: {
      versionNumber: 4,
      amount: 50_000n,
      purpose: LoanPurpose.EQUIPMENT,
      termMonths: 60,
      annualRatePercent: 9,
      cashflowIncludesLoan: false,
      equityInjection: 10_000n,
      creditBand: CreditBand.FROM_680_TO_719,
      collateral: REQUEST_LIKE.collateral.map((c) => ({ type: c.type, description: c.description, estimatedValue: c.estimatedValue })),
      debts: [{ lender: "Main Street Credit Union", balance: 12_000n, monthlyPayment: 375n, maturityDate: { year: 2029, month: 6, day: 30 } }],
    },
    ...(flow ? { cashflow: flow } : {}),
    thresholds: { dscrMinimum: 1.15, equityMinimumPercent: 10, collateralTarget: 1, minimumCreditBand: CreditBand.FROM_620_TO_679 },
    factors: [
      { factor: ReadinessFactor.CAPACITY, computedState: ReadinessState.READY, state: ReadinessState.READY, reason: summary.capacity.reason },
      {
        factor: ReadinessFactor.COLLATERAL,
        computedState: ReadinessState.READY,
        state: ReadinessState.NOT_YET,
        reason: summary.collateral.reason,
        override: { state: ReadinessState.NOT_YET, reason: "The van's title is not in the business's name.", byName: "Carla Coach" },
      },
      { factor: ReadinessFactor.CHARACTER, computedState: ReadinessState.READY, state: ReadinessState.READY, reason: "meets", note: { text: "Pays suppliers on time.", byName: "Carla Coach" } },
    ],
  });
  return { readiness, summary, ...(options.complete ? { plan: plan(), survey: survey() } : {}) };
}

/** The text in the order it was written (`pdftotext -raw`): a table cell's wrapped lines stay together. */
async function rawText(file: string): Promise<string> {
  const { stdout } = await promisify(execFile)("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  return flat(stdout);
}

let tools: PdfTools;
let enRaw: string;
let esRaw: string;
let en: ReadPdf;
let es: ReadPdf;
let missing: ReadPdf;
let pdf: Buffer;

beforeAll(async () => {
  tools = await PdfTools.create();
  pdf = await buildLenderPacketPdf(packet({ complete: true }), META, "en");
  en = await tools.read(pdf, "packet-en");
  es = await tools.read(await buildLenderPacketPdf(packet({ complete: true }), META, "es"), "packet-es");
  [enRaw, esRaw] = await Promise.all([rawText(en.file), rawText(es.file)]);
  // Through the worker's entry point, as the pool makes it.
  missing = await tools.read(Buffer.from(await runHeavyTask({ kind: "lenderPacketPdf", packet: packet({ complete: false }), meta: META, language: "en" })), "packet-missing");
}, 120_000);

afterAll(async () => {
  await tools?.remove();
});

describe("the lender packet PDF", () => {
  it("is a PDF named for the business and the loan request's version", () => {
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(en.pageCount).toBe(en.pages.length);
    expect(lenderPacketFileName("Rosa's Bakery", 4)).toBe("lender-packet-rosa-s-bakery-v4.pdf");
    expect(lenderPacketFileName("", 1)).toBe("lender-packet-v1.pdf");
  });

  it("opens with the business, owner, date and version, and says it is not a credit decision", () => {
    const cover = flat(en.pages[0]!);
    expect(cover).toContain("Rosa's Bakery");
    expect(cover).toContain("Lender packet");
    expect(cover).toContain("Prepared by: Rosa Núñez");
    expect(cover).toContain("Date: December 7, 2026");
    expect(cover).toContain("Loan request version: 4");
    expect(cover).toContain(DISCLAIMER.en);
  });

  it("shows the five Cs with their states, reasons in plain words and next steps", () => {
    const text = flat(en.text);
    for (const c of Object.values(PACKET_WORDS_EN.cs)) expect(text).toContain(c);
    expect(enRaw).toContain("Capacity Ready Your cash flow covers its debt payments 1.98 times in the first year, its lowest year; lenders look for at least 1.15.");
    expect(enRaw).toContain("Capital Ready Your own money is 16.7% of the total ($10,000.00 of $60,000.00); lenders look for at least 10.0%.");
    expect(enRaw).toMatch(/Character Ready Your credit score range \(680–719\) meets the 620–679 lenders look for\. ?You have 6\.5 hours with your coach and 4 lessons completed\./);
    expect(enRaw).toContain("Conditions Ready The loan's purpose is stated, your business plan is complete and your survey is done.");
    expect(text).toContain("Overall: Not yet. 4 of the five Cs look ready; see the next steps for the others.");
  });

  it("shows an override as such, with the computed state beside it and its reason, and a coach's note", () => {
    expect(enRaw).toContain("Collateral Not yet (overridden) Computed: Ready Your collateral is worth $55,000.00, 1.10 times the amount requested; the target is 1.00.");
    expect(enRaw).toContain("State set by Carla Coach: The van's title is not in the business's name.");
    expect(enRaw).toContain("Note from Carla Coach: Pays suppliers on time.");
  });

  it("tabulates the DSCR by year with the numbers behind the ratio", () => {
    const text = en.text;
    expect(text).toMatch(/Figure\s+Year 1 \(starting\s+Year 2 \(projected\)/);
    expect(text).toMatch(/Revenue\s+\$120,000\.00\s+\$132,000\.00/);
    expect(text).toMatch(/= Cash available for debt service\s+\$36,000\.00\s+\$44,400\.00/);
    expect(text).toMatch(/Interest on loans\s+\$1,200\.00\s+\$1,260\.00/);
    expect(text).toMatch(/Requested loan's payments\s+\$12,455\.04\s+\$12,455\.04/);
    expect(text).toMatch(/= Debt service\s+\$18,155\.04\s+\$18,215\.04/);
    expect(text).toMatch(/\(DSCR\)\s+1\.98\s+2\.44/);
    expect(flat(text)).toContain("The requested loan's estimated monthly payment is $1,037.92: $50,000.00 over 60 months at 9% a year.");
  });

  it("has the loan request with its collateral and debts schedules and their totals", () => {
    const text = en.text;
    expect(flat(text)).toContain("Amount requested: $50,000.00");
    expect(flat(text)).toContain("Purpose: Equipment");
    expect(flat(text)).toContain("Term: 60 months");
    expect(flat(text)).toContain("Owner's equity injection: $10,000.00");
    expect(flat(text)).toContain("Personal credit score range (self-reported): 680–719");
    expect(text).toMatch(/Vehicle\s+2019 delivery van\s+\$30,000\.00/);
    expect(text).toMatch(/Equipment\s+Deck oven, three decks\s+\$25,000\.00/);
    expect(text).toMatch(/Total\s+\$55,000\.00/);
    expect(text).toMatch(/Main Street Credit Union\s+\$12,000\.00\s+\$375\.00\s+Jun 30, 2029/);
    expect(text).toMatch(/Total\s+\$12,000\.00\s+\$375\.00/);
  });

  it("has the business plan's sections, the cash flow by year and the survey's results", () => {
    const text = flat(en.text);
    expect(text).toContain("The company");
    expect(text).toContain("A family bakery on Main Street selling bread, pastries and cakes to order.");
    expect(text).toContain("Limited liability company (LLC)");
    expect(en.text).toMatch(/Year 1 \(starting year\)\s+\$120,000\.00\s+\$73,200\.00\s+\$46,800\.00/);
    expect(en.text).toMatch(/Year 2 \(projected\)\s+\$132,000\.00\s+\$76,860\.00\s+\$55,140\.00/);
    expect(text).toContain("Business survey results");
    expect(text).toContain("Strengths:");
    expect(text).not.toContain("Missing:");
  });

  it("numbers every page", () => {
    en.pages.forEach((page, i) => expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${en.pageCount}`));
  });

  it("names the documents not saved yet as missing", () => {
    const text = flat(missing.text);
    expect(text).toContain(PACKET_WORDS_EN.missingPlan);
    expect(text).toContain(PACKET_WORDS_EN.missingCashflow);
    expect(text).toContain(PACKET_WORDS_EN.missingSurvey);
    expect(text).toContain("Business plan: missing: not saved yet");
    expect(text).toContain("The table cannot be worked out yet. Fill in your cash flow");
    expect(text).toContain(DISCLAIMER.en);
  });
});

describe("the lender packet PDF in Spanish", () => {
  it("says everything in Spanish: the disclaimer, the five Cs, the DSCR, the schedules, the plan", () => {
    const text = flat(es.text);
    expect(text).toContain("Paquete para el prestamista");
    expect(text).toContain(DISCLAIMER.es);
    for (const c of Object.values(PACKET_WORDS_ES.cs)) expect(text).toContain(c);
    expect(esRaw).toContain("Garantía Todavía no (modificado) Calculado: Listo Su garantía vale $55,000.00, 1.10 veces el monto solicitado; la meta es 1.00.");
    expect(esRaw).toContain("Estado fijado por Carla Coach: The van's title is not in the business's name.");
    expect(esRaw).toContain("Capacidad Listo Su flujo de caja cubre sus pagos de deuda 1.98 veces en el primer año, su año más bajo; los prestamistas buscan al menos 1.15.");
    expect(es.text).toMatch(/\(DSCR\)\s+1\.98\s+2\.44/);
    expect(es.text).toMatch(/Vehicle\s+2019 delivery van\s+\$30,000\.00/);
    expect(es.text).toMatch(/Main Street Credit Union\s+\$12,000\.00\s+\$375\.00/);
    expect(text).toContain("Monto solicitado: $50,000.00");
    expect(text).toContain("La empresa");
    expect(text).toContain("Resultados de la encuesta del negocio");
    expect(text).toContain("Página 1 de");
  });
});
