/**
 * The business survey's PDF (issue #12 §2), read back with poppler-utils: the section names, every
 * question with its score and label, the chart's percents (surveyResults'), strengths and gaps in
 * words, the systems used, and page footers in pdftotext's text; the chart's bars, in their
 * levels' colours, in pdftoppm's rendering of page 1. Texts come from the stored survey, so one
 * answered with an older questionnaire prints as it was answered.
 */
import { readFile } from "node:fs/promises";
import { create } from "@bufbuild/protobuf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BusinessSurveySchema, type BusinessSurvey } from "../../../src/gen/compass/v1/compass_pb.js";
import {
  buildBusinessSurveyPdf,
  businessSurveyFileName,
  PDF_CONTENT_TYPE,
  SURVEY_WORDS_EN,
  SURVEY_WORDS_ES,
  surveyWords,
  type PdfDocumentMeta,
} from "../../../src/server/documents/business-survey-pdf.js";
import { COLORS } from "../../../src/server/documents/pdf-writer.js";
import { CURRENT_SURVEY, SCORE_LABELS, surveyProblems, surveyResults } from "../../../src/shared/business-survey.js";
import { SURVEY_TEXTS_ES } from "../../../src/shared/business-survey-es.js";
import { countColour, flat, literal, PdfTools, readPpm, type ReadPdf } from "./pdf-tools.js";

const META: PdfDocumentMeta = { businessName: "Rosa's Bakery", ownerName: "Rosa Núñez", versionNumber: 2, date: new Date("2026-11-26T15:00:00Z") };

/** Scores per section of the current questionnaire: two strengths, two developing, two gaps. */
const SCORES = [
  [5, 4, 5, 4],
  [2, 1, 2, 1, 2],
  [3, 3, 4, 2],
  [4, 5, 4, 5],
  [1, 1, 2, 1],
  [3, 4, 3, 3],
];

function answered(scores: number[][] = SCORES): BusinessSurvey {
  return create(BusinessSurveySchema, {
    versionNumber: 2,
    selfAssessment: CURRENT_SURVEY.sections.map((s, si) => ({
      name: s.name,
      order: si,
      responses: s.questions.map((q, qi) => {
        const score = scores[si]![qi]!;
        return { question: q.text, order: qi, score, scoreLabel: SCORE_LABELS[score - 1] ?? "" };
      }),
    })),
    systemsUsed: [
      { label: "Accounting or bookkeeping software", answer: "QuickBooks" },
      { label: "Point of sale or payments", answer: "Square" },
      { label: "Website or online shop", answer: "Página de Facebook — ¡sí!" },
    ],
  });
}

let tools: PdfTools;
let survey: BusinessSurvey;
let pdf: Buffer;
let read: ReadPdf;

beforeAll(async () => {
  tools = await PdfTools.create();
  survey = answered();
  expect(surveyProblems(survey)).toEqual([]);
  pdf = await buildBusinessSurveyPdf(survey, META);
  read = await tools.read(pdf, "survey");
});

afterAll(async () => {
  await tools?.remove();
});

describe("the business survey PDF", () => {
  it("is a PDF, named for the business and version", () => {
    expect(PDF_CONTENT_TYPE).toBe("application/pdf");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(businessSurveyFileName("Rosa's Bakery", 2)).toBe("business-survey-rosa-s-bakery-v2.pdf");
    expect(businessSurveyFileName("Café Olé", 7)).toBe("business-survey-cafe-ole-v7.pdf");
    expect(businessSurveyFileName("", 3)).toBe("business-survey-v3.pdf");
  });

  it("opens with the title: the business, 'Business survey', owner, version and date", () => {
    const first = read.pages[0]!;
    expect(first).toContain("Rosa's Bakery");
    expect(first).toContain("Business survey");
    expect(first).toContain("Prepared by Rosa Núñez · Version 2 · November 26, 2026");
    expect(first).toContain(SURVEY_WORDS_EN.results);
  });

  it("charts every section with its percent from surveyResults", () => {
    const results = surveyResults(survey).sections;
    expect(results.map((r) => r.percent)).toEqual([88, 15, 50, 88, 6, 56]);
    for (const r of results) expect(read.pages[0]).toMatch(new RegExp(`^\\s*${literal(r.name)}\\s+${r.percent}%\\s*$`, "m"));
    expect(read.pages[0]).toMatch(/0%\s+25%\s+50%\s+75%\s+100%/);
    expect(read.pages[0]).toMatch(/Strength\s+Developing\s+Gap/);
  });

  it("draws the bars in their levels' colours (pdftoppm)", async () => {
    const pixels = await readPpm(await tools.render(read.file, 1, "ppm", 72));
    const strength = countColour(pixels, COLORS.good);
    const developing = countColour(pixels, COLORS.middling);
    const gap = countColour(pixels, COLORS.danger);
    // Two sections of each level; the strengths' bars (88%) are longer than the gaps' (15%, 6%).
    expect(strength).toBeGreaterThan(1_000);
    expect(developing).toBeGreaterThan(1_000);
    expect(gap).toBeGreaterThan(200);
    expect(strength).toBeGreaterThan(developing);
    expect(developing).toBeGreaterThan(gap);
  });

  it("names the strengths, the developing areas and the gaps in words", () => {
    const text = flat(read.text);
    expect(text).toContain("Strengths: Planning (4.5 of 5), Operations (4.5 of 5)");
    expect(text).toContain("Developing: Marketing and sales (3.0 of 5), People (3.3 of 5)");
    expect(text).toContain("Gaps: Finances and bookkeeping (1.6 of 5), Legal and compliance (1.3 of 5)");
  });

  it("lists every section's questions with the score and its label", () => {
    const results = surveyResults(survey).sections;
    for (const [si, section] of survey.selfAssessment.entries()) {
      const r = results[si]!;
      expect(read.text).toMatch(new RegExp(`^\\s*${literal(section.name)}\\s*$`, "m"));
      expect(flat(read.text)).toContain(SURVEY_WORDS_EN.sectionSummary(r.average, r.percent, SURVEY_WORDS_EN.levels[r.level]));
      for (const response of section.responses) {
        expect(read.text).toMatch(new RegExp(`${literal(response.question)}\\s+${response.score} · ${literal(response.scoreLabel)}`));
      }
    }
  });

  it("lists the systems used as 'label: answer', accents kept", () => {
    const text = flat(read.text);
    expect(text).toContain("Systems used");
    expect(text).toContain("Accounting or bookkeeping software: QuickBooks");
    expect(text).toContain("Point of sale or payments: Square");
    expect(text).toContain("Website or online shop: Página de Facebook — ¡sí!");
  });

  it("numbers every page 'Page N of M'", () => {
    expect(read.pageCount).toBeGreaterThanOrEqual(2);
    read.pages.forEach((page, i) => expect(page.match(/Page \d+ of \d+/g)).toEqual([`Page ${i + 1} of ${read.pageCount}`]));
  });

  it("renders page 1 to a non-trivial PNG", async () => {
    const bytes = await readFile(await tools.render(read.file, 1, "png"));
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(bytes.length).toBeGreaterThan(5_000);
  });

  it("prints an older questionnaire's texts as stored, not the current definition's", async () => {
    const old = create(BusinessSurveySchema, {
      versionNumber: 1,
      selfAssessment: [
        {
          name: "Dinero y registros",
          order: 0,
          responses: [
            { question: "¿Separa el dinero del negocio del personal?", order: 0, score: 4, scoreLabel: "Casi listo" },
            { question: "An unanswered question", order: 1, score: 0, scoreLabel: "" },
          ],
        },
        { name: "Old section with no scores", order: 1, responses: [] },
      ],
      systemsUsed: [],
    });
    const text = (await tools.read(await buildBusinessSurveyPdf(old, META))).text;
    expect(text).toMatch(/^\s*Dinero y registros\s+75%\s*$/m);
    expect(text).toMatch(/¿Separa el dinero del negocio del personal\?\s+4 · Casi listo/);
    expect(text).toMatch(/An unanswered question\s+Not answered yet/);
    expect(flat(text)).toContain("Strengths: Dinero y registros (4.0 of 5)");
    // A section without a score is not answered: no bar, and not a gap.
    expect(text).toMatch(/^\s*Old section with no scores\s+Not answered yet\s*$/m);
    expect(flat(text)).toContain(`Gaps: ${SURVEY_WORDS_EN.noGaps}`);
    expect(text).toMatch(/Systems used\s*\n\s*Not answered yet/);
    for (const section of CURRENT_SURVEY.sections) expect(text).not.toContain(section.name);
    for (const label of SCORE_LABELS) expect(text).not.toContain(label);
  });

  it("says so when there is no strength and no gap", async () => {
    const text = flat((await tools.read(await buildBusinessSurveyPdf(answered(SCORES.map((s) => s.map(() => 3))), META))).text);
    expect(text).toContain(`Strengths: ${SURVEY_WORDS_EN.noStrengths}`);
    expect(text).toContain(`Gaps: ${SURVEY_WORDS_EN.noGaps}`);
  });
});

describe("the business survey PDF in Spanish (issue #16)", () => {
  it("has the Spanish title, headings and page numbers, and the same keys as the English words", async () => {
    const spanish = await tools.read(await buildBusinessSurveyPdf(survey, META, surveyWords("es")), "survey-es");
    const text = flat(spanish.text);
    for (const words of [SURVEY_WORDS_ES.title, SURVEY_WORDS_ES.results, SURVEY_WORDS_ES.answers, SURVEY_WORDS_ES.preparedBy]) expect(text).toContain(words);
    expect(spanish.text).toMatch(/Página 1 de \d+/);
    expect(text).not.toMatch(/Business survey|Prepared by/);
    // The questionnaire's own words too: section names, questions and score labels.
    const section = CURRENT_SURVEY.sections[0]!;
    const es = SURVEY_TEXTS_ES[CURRENT_SURVEY.version]!.sections[section.id]!;
    expect(text).toContain(es.name);
    expect(text).toContain(flat(es.questions[section.questions[0]!.id]!));
    expect(text).not.toContain(flat(section.questions[0]!.text));
    expect(Object.keys(SURVEY_WORDS_ES).sort()).toEqual(Object.keys(SURVEY_WORDS_EN).sort());
    expect(surveyWords("en")).toBe(SURVEY_WORDS_EN);
  });
});
