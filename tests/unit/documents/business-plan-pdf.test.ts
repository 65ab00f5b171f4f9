/**
 * The business plan's PDF (issue #12 §1): read back with poppler-utils as a loan officer's viewer
 * would. pdftotext finds every section, question, table value, contents entry and footer, and the
 * borrower's Spanish exactly as typed; a plan whose every long answer has 10,000 characters runs
 * to many pages and loses none of them (no clipping: each answer's whole text, and its last
 * sentence, are in the extracted text); pdftoppm renders the title page.
 */
import { readFile } from "node:fs/promises";
import { create } from "@bufbuild/protobuf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BusinessPlanSchema,
  CompetitionSchema,
  DateSchema,
  LegalStructure,
  PriceLevel,
  ProductCostSchema,
  type BusinessPlan,
} from "../../../src/gen/compass/v1/compass_pb.js";
import {
  buildBusinessPlanPdf,
  businessPlanFileName,
  PDF_CONTENT_TYPE,
  PLAN_WORDS_EN,
  PLAN_WORDS_ES,
  planWords,
  type PdfDocumentMeta,
} from "../../../src/server/documents/business-plan-pdf.js";
import { pdfText } from "../../../src/server/documents/pdf-writer.js";
import { businessPlanProblems, LONG_ANSWER_MAX, PLAN_LONG_ANSWERS, TABLE_ROWS_MAX } from "../../../src/shared/business-plan.js";
import { flat, literal, PdfTools, type ReadPdf } from "./pdf-tools.js";

const SPANISH = "Panadería de la señora Núñez — ¿por qué? ¡Así! Más pingüinos, acción, útil. ÁRBOL, ÉXITO, ÍNDICE, ÓRBITA, ÚNICO, ÑANDÚ, PINGÜINO.";
const META: PdfDocumentMeta = { businessName: "Rosa's Bakery", ownerName: "Rosa Núñez", versionNumber: 3, date: new Date("2026-11-26T15:00:00Z") };

function plan(fields: Partial<BusinessPlan> = {}): BusinessPlan {
  return create(BusinessPlanSchema, {
    versionNumber: 3,
    companyDescription: `${SPANISH}\n\nA family bakery on Main Street selling bread, pastries and cakes to order.`,
    whyBusinessStarted: "",
    companyGoodsServices: "Bread, pan dulce, tres leches cakes and catering for events.",
    businessGoals: "Open a second oven line by spring and hire two bakers.",
    endGoalForBusiness: "   ",
    targetMarket: "Families within two miles; local cafés buying wholesale.",
    customerCharacteristics: "Working families who buy fresh bread daily.",
    marketResearch: "Surveyed 120 customers in March 2025.",
    competitors: [
      create(CompetitionSchema, { competitorName: "Sunrise Donuts", productServiceName: "Donuts and coffee", priceLevel: PriceLevel.INEXPENSIVE, location: "Main St & 3rd", strengthWeaknesses: "Open early; little variety." }),
      create(CompetitionSchema, { competitorName: "La Espiga Dorada", productServiceName: "Bread", priceLevel: PriceLevel.EXPENSIVE, location: "Downtown", strengthWeaknesses: "Artisan loaves; far away." }),
      create(CompetitionSchema, { competitorName: "Corner Market", productServiceName: "Sliced bread", priceLevel: PriceLevel.COMPETITIVE, location: "Oak Ave", strengthWeaknesses: "" }),
    ],
    howWillCompeteAgainstCompetition: "Fresh daily, bilingual service, custom cakes.",
    productCosts: [
      create(ProductCostSchema, { productServiceName: "Concha (dozen)", salePriceInCents: 600n, costOfGoodsSoldInCents: 250n, avgOverheadCostInCents: 100n, profitMarginPercent: 41.7 }),
      create(ProductCostSchema, { productServiceName: "Tres leches cake", salePriceInCents: 3500n, costOfGoodsSoldInCents: 1200n, avgOverheadCostInCents: 800n, profitMarginPercent: 42.9 }),
      create(ProductCostSchema, { productServiceName: "Wholesale loaf", salePriceInCents: 250n, costOfGoodsSoldInCents: 200n, avgOverheadCostInCents: 90n, profitMarginPercent: -16 }),
      create(ProductCostSchema, { productServiceName: "Catering tray", salePriceInCents: 123_456_789n, costOfGoodsSoldInCents: 5_000_000n, avgOverheadCostInCents: 1_000_000n, profitMarginPercent: 95.1 }),
    ],
    hasFormedBusiness: true,
    legalStructure: LegalStructure.LLC,
    formationDate: create(DateSchema, { year: 2019, month: 3, day: 5 }),
    mentors: "María López, owner of a bakery in the next town.",
    mentorsOutsideIndustry: "",
    ...fields,
  });
}

/** Exactly `length` characters of numbered sentences (accents included), ending with a sentence of its own. */
function longAnswer(tag: string, length = LONG_ANSWER_MAX): { text: string; last: string } {
  const last = `The last sentence of ${tag} ends here.`;
  let body = "";
  for (let n = 1; body.length < length; n++) body += `${tag} ${n} — ¿qué más? ¡Mucho más pan y café! `;
  return { text: `${body.slice(0, length - last.length - 1)} ${last}`, last };
}

/** The text with the footers of every page taken out (they interrupt text that runs on). */
const withoutFooters = (pages: readonly string[]): string =>
  pages.map((p) => p.replace(/^.*Page \d+ of \d+\s*$/gm, "")).join("\n");

const SECTIONS = Object.values(PLAN_WORDS_EN.sections);

let tools: PdfTools;
let main: ReadPdf;
let mainPdf: Buffer;

beforeAll(async () => {
  tools = await PdfTools.create();
  mainPdf = await buildBusinessPlanPdf(plan(), META);
  main = await tools.read(mainPdf, "plan");
});

afterAll(async () => {
  await tools?.remove();
});

describe("the business plan PDF", () => {
  it("is a PDF, named for the business and version", () => {
    expect(PDF_CONTENT_TYPE).toBe("application/pdf");
    expect(mainPdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(main.pageCount).toBe(main.pages.length);
    expect(businessPlanFileName("Rosa's Bakery", 3)).toBe("business-plan-rosa-s-bakery-v3.pdf");
    expect(businessPlanFileName("Panadería Núñez", 12)).toBe("business-plan-panaderia-nunez-v12.pdf");
    expect(businessPlanFileName("", 3)).toBe("business-plan-v3.pdf");
    expect(businessPlanFileName("東京カフェ", 3)).toBe("business-plan-v3.pdf");
    expect(businessPlanFileName("../../etc/passwd", 1)).toBe("business-plan-etc-passwd-v1.pdf");
  });

  it("opens with a title page: the business, 'Business plan', owner, version and date, no page number", () => {
    const title = main.pages[0]!;
    expect(title).toContain("Rosa's Bakery");
    expect(title).toContain("Business plan");
    expect(title).toMatch(/Prepared by\s+Rosa Núñez/);
    expect(title).toMatch(/Version\s+3/);
    expect(title).toMatch(/Date\s+November 26, 2026/);
    expect(title).not.toMatch(/Page \d+ of/);
  });

  it("lists the sections in the contents with the pages they start on", () => {
    const contents = main.pages[1]!;
    expect(contents).toContain("Contents");
    let previous = 0;
    SECTIONS.forEach((section, i) => {
      const entry = new RegExp(`^\\s*${i + 1}\\s+${literal(section)}\\s+(\\d+)\\s*$`, "m").exec(contents);
      expect(entry, `contents entry for ${section}`).not.toBeNull();
      const listed = Number(entry![1]);
      const actual = main.pages.findIndex((page, p) => p >= 2 && page.split("\n").some((line) => line.trim() === section)) + 1;
      expect(listed, section).toBe(actual);
      expect(listed).toBeGreaterThanOrEqual(Math.max(previous, 3));
      previous = listed;
    });
  });

  it("has every section and question, in order", () => {
    const lines = main.pages.slice(2).join("\n").split("\n").map((line) => line.trim());
    const q = PLAN_WORDS_EN.questions;
    const order = [
      PLAN_WORDS_EN.sections.company, q.companyDescription, q.whyBusinessStarted, q.companyGoodsServices, q.legalStructure, q.hasFormed,
      PLAN_WORDS_EN.sections.goals, q.businessGoals, q.endGoalForBusiness,
      PLAN_WORDS_EN.sections.market, q.targetMarket, q.customerCharacteristics, q.marketResearch,
      PLAN_WORDS_EN.sections.competition, q.competitors, q.howWillCompete,
      PLAN_WORDS_EN.sections.productCosts, q.productCosts,
      PLAN_WORDS_EN.sections.mentors, q.mentors, q.mentorsOutsideIndustry,
    ];
    let at = -1;
    for (const heading of order) {
      const next = lines.indexOf(heading, at + 1);
      expect(next, heading).toBeGreaterThan(at);
      at = next;
    }
  });

  it("shows the answers, the legal structure in words and the formation date", () => {
    const text = flat(main.text);
    expect(text).toContain("A family bakery on Main Street selling bread, pastries and cakes to order.");
    expect(text).toContain("Limited liability company (LLC)");
    expect(text).toContain("Yes, formed on March 5, 2019");
    expect(text).toContain("Surveyed 120 customers in March 2025.");
    expect(text).toContain("María López, owner of a bakery in the next town.");
  });

  it("marks every unanswered question 'Not answered yet' (why started, end goal, mentors outside)", () => {
    expect(main.text.match(/Not answered yet/g)).toHaveLength(3);
    expect(main.text).toMatch(new RegExp(`${literal(PLAN_WORDS_EN.questions.whyBusinessStarted)}\\s*\\n\\s*Not answered yet`));
    expect(main.text).toMatch(new RegExp(`${literal(PLAN_WORDS_EN.questions.mentorsOutsideIndustry)}\\s*\\n\\s*Not answered yet`));
  });

  it("keeps the borrower's Spanish accents and signs", () => {
    expect(flat(main.text)).toContain(SPANISH);
    expect(main.pages[0]).toContain("Núñez");
  });

  it("tabulates the competitors: name, product, price level in words, location, strengths", () => {
    expect(main.text).toMatch(/Competitor\s+Product or\s+Price level\s+Location\s+Strengths and weaknesses/);
    expect(main.text).toMatch(/Sunrise Donuts\s+Donuts and coffee\s+Inexpensive\s+Main St & 3rd\s+Open early; little variety\./);
    expect(main.text).toMatch(/La Espiga Dorada\s+Bread\s+Expensive\s+Downtown\s+Artisan loaves; far away\./);
    expect(main.text).toMatch(/Corner Market\s+Sliced bread\s+Competitive\s+Oak Ave\s+—/);
    expect(main.text).toContain("Fresh daily, bilingual service, custom cakes.");
  });

  it("tabulates the product costs in dollars with margins, flagging a price below the costs", () => {
    expect(main.text).toMatch(/Concha \(dozen\)\s+\$6\.00\s+\$2\.50\s+\$1\.00\s+41\.7%/);
    expect(main.text).toMatch(/Tres leches cake\s+\$35\.00\s+\$12\.00\s+\$8\.00\s+42\.9%/);
    expect(main.text).toMatch(/Wholesale loaf\s+\$2\.50\s+\$2\.00\s+\$0\.90\s+-16\.0%/);
    expect(main.text).toMatch(/Catering tray\s+\$1,234,567\.89\s+\$50,000\.00\s+\$10,000\.00\s+95\.1%/);
    // One flagged row (its cell and the note under the table).
    expect(main.text).toMatch(/-16\.0%\s*\n\s*Below cost/);
    expect(main.text.match(/Below cost/g)).toHaveLength(2);
  });

  it("numbers every page but the title page 'Page N of M'", () => {
    const total = main.pageCount;
    expect(total).toBeGreaterThanOrEqual(4);
    main.pages.forEach((page, i) => {
      const footers = page.match(/Page (\d+) of (\d+)/g) ?? [];
      if (i === 0) expect(footers).toEqual([]);
      else expect(footers, `page ${i + 1}`).toEqual([`Page ${i + 1} of ${total}`]);
    });
    expect(main.pages[1]).toMatch(/Rosa's Bakery · Business plan · Version 3\s+Page 2 of \d+/);
  });

  it("renders its title page to a non-trivial PNG", async () => {
    const png = await tools.render(main.file, 1, "png");
    const bytes = await readFile(png);
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.length).toBeGreaterThan(3_000);
  });

  it.each([
    [LegalStructure.SOLE_PROPRIETORSHIP, "Sole proprietorship"],
    [LegalStructure.PARTNERSHIP, "Partnership"],
    [LegalStructure.CORPORATION, "Corporation"],
    [LegalStructure.NONPROFIT_CORPORATION, "Nonprofit corporation"],
  ])("writes legal structure %i as %s", async (legalStructure, words) => {
    const read = await tools.read(await buildBusinessPlanPdf(plan({ legalStructure }), META));
    expect(read.text).toMatch(new RegExp(`Legal structure\\s*\\n\\s*${words}\\s*\\n`));
  });

  it("words a partial formation date, a business not formed, and empty tables", async () => {
    const monthOnly = await tools.read(await buildBusinessPlanPdf(plan({ formationDate: create(DateSchema, { year: 2021, month: 7, day: 0 }) }), META));
    expect(monthOnly.text).toContain("Yes, formed in July 2021");
    const yearOnly = await tools.read(await buildBusinessPlanPdf(plan({ formationDate: create(DateSchema, { year: 2018, month: 0, day: 0 }) }), META));
    expect(yearOnly.text).toContain("Yes, formed in 2018");
    const unformed = await tools.read(
      await buildBusinessPlanPdf(plan({ hasFormedBusiness: false, formationDate: undefined, legalStructure: LegalStructure.UNSPECIFIED, competitors: [], productCosts: [] }), META),
    );
    expect(unformed.text).toMatch(/Has the business formed\?\s*\n\s*No, not yet/);
    expect(unformed.text).toMatch(/Legal structure\s*\n\s*Not answered yet/);
    expect(unformed.text).toMatch(/Competitors\s*\n\s*None listed yet/);
    expect(unformed.text).toMatch(/Products and services\s*\n\s*None listed yet/);
  });

  it("works without a business or owner name", async () => {
    const read = await tools.read(await buildBusinessPlanPdf(plan(), { ...META, businessName: "  ", ownerName: "" }));
    expect(read.pages[0]).toContain("Business plan");
    expect(read.pages[0]).not.toContain("Prepared by");
    expect(read.pages[1]).toMatch(/^\s*Business plan · Version 3\s+Page 2 of \d+\s*$/m);
  });

  it("shortens a long business name in the footer, never the page number", async () => {
    const name = `Panadería ${"muy grande y famosa ".repeat(12)}Núñez`;
    const read = await tools.read(await buildBusinessPlanPdf(plan(), { ...META, businessName: name }));
    expect(read.pages[0]).toContain("Núñez");
    read.pages.slice(1).forEach((page, i) => expect(page).toMatch(new RegExp(`^\\s*Panadería muy grande.*…\\s+Page ${i + 2} of ${read.pageCount}\\s*$`, "m")));
  });

  it("shows characters Helvetica lacks as look-alikes or '?', never as other letters", async () => {
    expect(pdfText("Tōkyō − café\t東京 😀 a\u200bb\r\nnext")).toBe("Tokyo - café    ?? ? ab\nnext");
    const read = await tools.read(await buildBusinessPlanPdf(plan({ companyDescription: "Café 東京 — Łódź" }), { ...META, businessName: "Café 東京" }));
    expect(read.text).toContain("Café ?? — Lódz");
    expect(read.pages[0]).toContain("Café ??");
  });
});

describe("a business plan with every long answer at 10,000 characters", () => {
  const answers = Object.fromEntries(PLAN_LONG_ANSWERS.map(([field]) => [field, longAnswer(field)]));
  const strengths = [0, 1, 2].map((i) => longAnswer(`Strength${i}`));
  const long = plan({
    ...Object.fromEntries(PLAN_LONG_ANSWERS.map(([field]) => [field, answers[field]!.text])),
    competitors: strengths.map((s, i) =>
      create(CompetitionSchema, { competitorName: `Rival ${i + 1}`, productServiceName: "Bread", priceLevel: PriceLevel.COMPETITIVE, location: "Town", strengthWeaknesses: s.text }),
    ),
    productCosts: Array.from({ length: TABLE_ROWS_MAX }, (_, i) =>
      create(ProductCostSchema, { productServiceName: `Product number ${i + 1}`, salePriceInCents: BigInt(1000 + i), costOfGoodsSoldInCents: 300n, avgOverheadCostInCents: 50n }),
    ),
  });
  let read: ReadPdf;

  beforeAll(async () => {
    expect(businessPlanProblems(long)).toEqual([]);
    for (const [field] of PLAN_LONG_ANSWERS) expect([...(long[field] as string)]).toHaveLength(LONG_ANSWER_MAX);
    read = await tools.read(await buildBusinessPlanPdf(long, META), "long-plan");
  }, 120_000);

  it("runs to many pages, every one numbered", () => {
    expect(read.pageCount).toBeGreaterThan(30);
    read.pages.slice(1).forEach((page, i) => expect(page).toContain(`Page ${i + 2} of ${read.pageCount}`));
  });

  it("keeps the whole of every long answer, last sentence included", () => {
    const text = flat(withoutFooters(read.pages));
    for (const [field] of PLAN_LONG_ANSWERS) {
      const answer = answers[field]!;
      expect(text, `${field}: last sentence`).toContain(answer.last);
      expect(text.includes(flat(answer.text)), `${field}: the whole answer`).toBe(true);
    }
  });

  it("splits a table row taller than a page across pages, header repeated, nothing lost", () => {
    const text = withoutFooters(read.pages);
    for (const [i, s] of strengths.entries()) {
      expect(flat(text), `competitor ${i + 1}`).toContain(s.last);
      // Every numbered sentence's opening word is there (the column interleaves with the others).
      const opening = new RegExp(`Strength${i} \\d+ —`, "g");
      expect(text.match(opening) ?? [], `competitor ${i + 1}`).toHaveLength(s.text.match(opening)!.length);
    }
    const tablePages = read.pages.filter((p) => /Strength\d \d+ —/.test(p));
    expect(tablePages.length).toBeGreaterThan(3);
    for (const page of tablePages) expect(page).toMatch(/Competitor\s+Product or\s+Price level\s+Location\s+Strengths and weaknesses/);
    // A row that goes on says whose it is.
    expect(read.text).toMatch(/Rival 1\s*\n?\s*\(continued\)/);
  });

  it("lists all 50 products, the header row on every page the table reaches", () => {
    for (let i = 1; i <= TABLE_ROWS_MAX; i++) {
      expect(read.text).toMatch(new RegExp(`Product number ${i}\\s+\\$10\\.${String(i - 1).padStart(2, "0")}\\s+\\$3\\.00\\s+\\$0\\.50\\s+\\d+\\.\\d%`));
    }
    const pages = read.pages.filter((p) => /Product number \d+/.test(p));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toMatch(/Product or service\s+Sale price\s+Cost of goods\s+Average\s+Profit margin/);
  });
});

describe("the business plan PDF in Spanish (issue #16)", () => {
  let spanish: ReadPdf;
  beforeAll(async () => {
    spanish = await tools.read(await buildBusinessPlanPdf(plan(), META, planWords("es")), "plan-es");
  });

  it("has the Spanish title, sections, questions, columns, page numbers and formation date, and the borrower's own words as written", () => {
    expect(spanish.pages[0]).toMatch(/Plan de negocios/);
    expect(spanish.pages[0]).toMatch(/Preparado por\s+Rosa Núñez/);
    const text = flat(spanish.text);
    for (const section of Object.values(PLAN_WORDS_ES.sections)) expect(text).toContain(section);
    for (const question of Object.values(PLAN_WORDS_ES.questions)) expect(text).toContain(question);
    expect(text).toContain("Compañía de responsabilidad limitada (LLC)");
    expect(text).toMatch(/Sí, se constituyó el 5 de marzo de 2019/);
    expect(spanish.text).toMatch(/Página 2 de \d+/);
    expect(text).toContain("Panadería de la señora Núñez");
    expect(text).not.toMatch(/Business plan|Prepared by|Not answered yet/);
  });

  it("has the same keys as the English words, and is the English for any other language", () => {
    expect(Object.keys(PLAN_WORDS_ES).sort()).toEqual(Object.keys(PLAN_WORDS_EN).sort());
    expect(planWords("en")).toBe(PLAN_WORDS_EN);
    expect(planWords("fr")).toBe(PLAN_WORDS_EN);
  });
});
