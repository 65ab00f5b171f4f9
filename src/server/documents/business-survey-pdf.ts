/**
 * The downloadable business survey (issue #12 §2; DownloadMyBusinessSurvey,
 * CoachDownloadUserBusinessSurvey): a borrower's self-assessment with its results, as a PDF.
 *
 * US Letter, one-inch margins (pdf-writer.ts). Page 1 opens with the title (the business's name,
 * "Business survey", owner, version, date), then the results: a bar chart of every section's score
 * (surveyResults' percent, 0% = "Not yet" on every question, 100% = "Fully in place"), drawn with
 * pdfkit's vector graphics, each bar coloured by its level and labelled with its percent; the
 * strengths and gaps in words; then every section's questions with their scores and labels, and
 * the systems used ("label: answer"). Every page has "Page N of M" in its footer.
 *
 * Section names, questions and score labels are the ones the stored survey carries (the
 * questionnaire it was answered with), never the current definition's, so an old survey prints as
 * it was answered. Words in English (SURVEY_WORDS_EN) or Spanish (SURVEY_WORDS_ES): the reader's language.
 */
import { clone } from "@bufbuild/protobuf";
import { BusinessSurveySchema, type BusinessSurvey } from "../../gen/compass/v1/compass_pb.js";
import { questionTextIn, scoreLabelIn, sectionNameIn, systemLabelIn } from "../../shared/business-survey-i18n.js";
import { SCORE_MAX, SCORE_MIN, surveyResults, type SectionResult } from "../../shared/business-survey.js";
import { documentFileName } from "./file-name.js";
import { COLORS, FONTS, longDate, pdfText, PdfWriter, type PdfDocumentMeta, type TableCell, type TableColumn } from "./pdf-writer.js";

export { PDF_CONTENT_TYPE, type PdfDocumentMeta } from "./pdf-writer.js";

type Level = SectionResult["level"];

/** Every word the survey's PDF shows besides the questionnaire's and the borrower's. */
export interface SurveyWords {
  /** BCP 47 language of the document (dates are written in it). */
  lang: string;
  title: string;
  preparedBy: string;
  version: string;
  notAnswered: string;
  continued: string;
  page: (n: number, of: number) => string;
  results: string;
  chartNote: string;
  levels: Record<Level, string>;
  strengths: string;
  noStrengths: string;
  developing: string;
  gaps: string;
  noGaps: string;
  average: (average: number) => string;
  sectionSummary: (average: number, percent: number, level: string) => string;
  answers: string;
  question: string;
  score: string;
  systems: string;
}

export const SURVEY_WORDS_EN: SurveyWords = {
  lang: "en-US",
  title: "Business survey",
  preparedBy: "Prepared by",
  version: "Version",
  notAnswered: "Not answered yet",
  continued: "(continued)",
  page: (n, of) => `Page ${n} of ${of}`,
  results: "Results",
  chartNote: "How much of each area is in place: 0% is the lowest score on every question, 100% the highest on every question.",
  levels: { strength: "Strength", developing: "Developing", gap: "Gap", unanswered: "Not answered yet" },
  strengths: "Strengths",
  noStrengths: "No area is a strength yet.",
  developing: "Developing",
  gaps: "Gaps",
  noGaps: "No area is a gap.",
  average: (average) => `${average.toFixed(1)} of 5`,
  sectionSummary: (average, percent, level) => `Average ${average.toFixed(1)} of 5 · ${percent}% · ${level}`,
  answers: "Answers",
  question: "Question",
  score: "Score",
  systems: "Systems used",
};

export const SURVEY_WORDS_ES: SurveyWords = {
  lang: "es-US",
  title: "Encuesta del negocio",
  preparedBy: "Preparada por",
  version: "Versión",
  notAnswered: "Aún sin respuesta",
  continued: "(continuación)",
  page: (n, of) => `Página ${n} de ${of}`,
  results: "Resultados",
  chartNote: "Cuánto de cada área ya está en marcha: 0% es el puntaje más bajo en todas las preguntas; 100%, el más alto en todas.",
  levels: { strength: "Fortaleza", developing: "En desarrollo", gap: "Punto débil", unanswered: "Aún sin respuesta" },
  strengths: "Fortalezas",
  noStrengths: "Todavía ninguna área es una fortaleza.",
  developing: "En desarrollo",
  gaps: "Puntos débiles",
  noGaps: "Ninguna área es un punto débil.",
  average: (average) => `${average.toFixed(1)} de 5`,
  sectionSummary: (average, percent, level) => `Promedio ${average.toFixed(1)} de 5 · ${percent}% · ${level}`,
  answers: "Respuestas",
  question: "Pregunta",
  score: "Puntaje",
  systems: "Sistemas que usa",
};

/** The survey's words in a language (English unless Spanish). */
export const surveyWords = (language: string): SurveyWords => (language === "es" ? SURVEY_WORDS_ES : SURVEY_WORDS_EN);

/** The download's file name: `business-survey-<business>-v<N>.pdf` (`business-survey-v<N>.pdf` without a usable name). */
export function businessSurveyFileName(businessName: string, versionNumber: number): string {
  return documentFileName("business-survey", businessName, versionNumber, "pdf");
}

const LEVEL_COLORS: Record<Level, string> = { strength: COLORS.good, developing: COLORS.middling, gap: COLORS.danger, unanswered: COLORS.muted };

/**
 * A section with no score (surveyResults' "unanswered"): shown as not answered, with no bar. A
 * submitted survey scores every question; an older questionnaire's stored section may not.
 */
const scored = (section: SectionResult): boolean => section.level !== "unanswered";

// ------------------------------------------------------------------------------------------------
// Parts
// ------------------------------------------------------------------------------------------------

function titleBlock(w: PdfWriter, meta: PdfDocumentMeta, words: SurveyWords): void {
  const name = meta.businessName.replace(/\s+/g, " ").trim();
  w.doc.save().rect(w.left, w.y, 48, 4).fill(COLORS.accent).restore();
  w.space(16);
  if (name !== "") {
    w.text(name, { font: FONTS.bold, size: 24, lineGap: 3 });
    w.space(2);
    w.text(words.title, { size: 16, color: COLORS.accent });
  } else w.text(words.title, { font: FONTS.bold, size: 24, lineGap: 3 });
  w.space(6);
  const owner = meta.ownerName.replace(/\s+/g, " ").trim();
  const line = [owner === "" ? "" : `${words.preparedBy} ${owner}`, `${words.version} ${meta.versionNumber}`, longDate(meta.date, words.lang)];
  w.text(line.filter((s) => s !== "").join(" · "), { size: 10, color: COLORS.muted });
  w.space(22);
}

/** Horizontal bars, one per section, on a 0–100% scale with gridlines; a legend below. */
function barChart(w: PdfWriter, sections: readonly SectionResult[], words: SurveyWords): void {
  const doc = w.doc;
  const labelWidth = 150;
  const valueWidth = 36;
  const x0 = w.left + labelWidth;
  const x1 = w.left + w.width - valueWidth;
  const span = x1 - x0;
  const bar = 14;
  const labelStyle = { size: 9.5, lineGap: 1 };
  const ticks = [0, 25, 50, 75, 100];

  const axis = (y: number) => {
    w.style({ size: 8, color: COLORS.muted });
    for (const t of ticks) {
      const label = `${t}%`;
      doc.text(label, x0 + (span * t) / 100 - doc.widthOfString(label) / 2, y + 3, { lineBreak: false });
    }
    w.y = y + 16;
  };

  for (const section of sections) {
    const name = pdfText(section.name);
    const rowHeight = Math.max(bar + 12, w.heightOf(name, labelWidth - 10, labelStyle) + 8);
    w.ensure(rowHeight + 20);
    const top = w.y;
    const mid = top + rowHeight / 2;
    // Gridlines through the row, then the track and the bar.
    doc.save().lineWidth(0.5).strokeColor(COLORS.rule);
    for (const t of ticks) doc.moveTo(x0 + (span * t) / 100, top).lineTo(x0 + (span * t) / 100, top + rowHeight).stroke();
    doc.restore();
    doc.save().rect(x0, mid - bar / 2, span, bar).fill(COLORS.tint).restore();
    const percent = Math.min(Math.max(section.percent, 0), 100);
    const length = scored(section) ? (span * percent) / 100 : 0;
    if (length > 0) doc.save().rect(x0, mid - bar / 2, length, bar).fill(LEVEL_COLORS[section.level]).restore();

    const nameHeight = w.heightOf(name, labelWidth - 10, labelStyle);
    w.style(labelStyle);
    doc.text(name, w.left, mid - nameHeight / 2 + 1, { width: labelWidth - 10, lineGap: labelStyle.lineGap });
    if (scored(section)) {
      w.style({ font: FONTS.bold, size: 9 });
      doc.text(`${percent}%`, x0 + length + 4, mid - 4.5, { lineBreak: false });
    } else {
      w.style({ font: FONTS.italic, size: 9, color: COLORS.muted });
      doc.text(pdfText(words.notAnswered), x0 + 6, mid - 4.5, { lineBreak: false });
    }
    w.y = top + rowHeight;
    doc.x = w.left;
  }
  axis(w.y);

  // Legend.
  const levels: Level[] = ["strength", "developing", "gap"];
  let x = x0;
  const y = w.y + 2;
  for (const level of levels) {
    doc.save().rect(x, y + 1, 8, 8).fill(LEVEL_COLORS[level]).restore();
    w.style({ size: 8.5, color: COLORS.muted });
    const label = pdfText(words.levels[level]);
    doc.text(label, x + 12, y, { lineBreak: false });
    x += 12 + doc.widthOfString(label) + 18;
  }
  w.y = y + 18;
  doc.x = w.left;
  w.text(words.chartNote, { size: 8.5, color: COLORS.muted });
  w.space(14);
}

/** A level's sections in words: "Planning (4.3 of 5), People (4.0 of 5)". */
function sectionList(sections: readonly SectionResult[], level: Level, words: SurveyWords): string {
  return sections
    .filter((s) => scored(s) && s.level === level)
    .map((s) => `${s.name} (${words.average(s.average)})`)
    .join(", ");
}

function summary(w: PdfWriter, sections: readonly SectionResult[], words: SurveyWords): void {
  const strengths = sectionList(sections, "strength", words);
  const developing = sectionList(sections, "developing", words);
  const gaps = sectionList(sections, "gap", words);
  w.ensure(4 * w.lineHeight());
  w.labelled(words.strengths, strengths === "" ? words.noStrengths : strengths);
  w.space(4);
  if (developing !== "") {
    w.labelled(words.developing, developing);
    w.space(4);
  }
  w.labelled(words.gaps, gaps === "" ? words.noGaps : gaps);
  w.space(14);
}

function scoreCell(score: number, label: string, words: SurveyWords): TableCell {
  if (!Number.isInteger(score) || score < SCORE_MIN || score > SCORE_MAX) return { text: words.notAnswered, muted: true };
  return { text: label.trim() === "" ? String(score) : `${score} · ${label.trim()}` };
}

function answers(w: PdfWriter, survey: BusinessSurvey, results: readonly SectionResult[], words: SurveyWords): void {
  const sections = [...survey.selfAssessment].sort((a, b) => a.order - b.order);
  const columns: TableColumn[] = [
    { header: words.question, width: w.width - 130 },
    { header: words.score, width: 130 },
  ];
  sections.forEach((section, i) => {
    const result = results[i];
    w.questionHeading(section.name, 64);
    if (result) {
      const line = scored(result) ? words.sectionSummary(result.average, result.percent, words.levels[result.level]) : words.notAnswered;
      w.text(line, { size: 9, color: COLORS.muted });
      w.space(6);
    }
    const responses = [...section.responses].sort((a, b) => a.order - b.order);
    if (responses.length === 0) w.answer("", words.notAnswered);
    else {
      w.table(
        columns,
        responses.map((r) => [r.question, scoreCell(r.score, r.scoreLabel, words)]),
        { continued: words.continued },
      );
      w.space(4);
    }
  });
}

function systems(w: PdfWriter, survey: BusinessSurvey, words: SurveyWords): void {
  if (survey.systemsUsed.length === 0) {
    w.answer("", words.notAnswered);
    return;
  }
  for (const system of survey.systemsUsed) {
    w.ensure(2 * w.lineHeight());
    const answer = system.answer.trim();
    w.labelled(system.label, answer === "" ? words.notAnswered : answer, answer === "" ? { font: FONTS.italic, color: COLORS.muted } : {});
    w.space(5);
  }
}

/** The stored survey with its section names, questions, score labels and systems in the document's language. */
function surveyIn(lang: string, stored: BusinessSurvey): BusinessSurvey {
  const language = lang.split("-")[0]!;
  if (language === "en") return stored;
  const survey = clone(BusinessSurveySchema, stored);
  for (const section of survey.selfAssessment) {
    section.name = sectionNameIn(language, section.name);
    for (const r of section.responses) {
      r.question = questionTextIn(language, r.question);
      r.scoreLabel = scoreLabelIn(language, r.scoreLabel);
    }
  }
  for (const system of survey.systemsUsed) system.label = systemLabelIn(language, system.label);
  return survey;
}

/** The results: the bar chart of every section's score, then the strengths and gaps in words. */
function writeResults(w: PdfWriter, results: readonly SectionResult[], words: SurveyWords): void {
  barChart(w, results, words);
  summary(w, results, words);
}

/**
 * A stored survey's results (in the document's language) written where `w` stands, under a
 * heading of the caller's: the lender packet's survey part (lender-packet-pdf.ts).
 */
export function writeSurveyResults(w: PdfWriter, stored: BusinessSurvey, words: SurveyWords): void {
  writeResults(w, surveyResults(surveyIn(words.lang, stored)).sections, words);
}

// ------------------------------------------------------------------------------------------------
// The document
// ------------------------------------------------------------------------------------------------

/** The survey as a PDF (PDF_CONTENT_TYPE). */
export async function buildBusinessSurveyPdf(stored: BusinessSurvey, meta: PdfDocumentMeta, words: SurveyWords = SURVEY_WORDS_EN): Promise<Buffer> {
  const survey = surveyIn(words.lang, stored);
  const name = meta.businessName.replace(/\s+/g, " ").trim();
  const w = new PdfWriter({
    title: name === "" ? words.title : `${name} — ${words.title}`,
    author: meta.ownerName,
    subject: `${words.title}, ${words.version.toLowerCase()} ${meta.versionNumber}`,
    lang: words.lang,
    date: meta.date,
  });
  const results = surveyResults(survey).sections;

  titleBlock(w, meta, words);
  w.sectionHeading(words.results, "results");
  writeResults(w, results, words);
  w.sectionHeading(words.answers, "answers");
  answers(w, survey, results, words);
  w.sectionHeading(words.systems, "systems");
  systems(w, survey, words);

  const footerLeft = [name, words.title, `${words.version} ${meta.versionNumber}`].filter((s) => s !== "").join(" · ");
  return w.finish({ firstNumbered: 0, left: footerLeft, page: words.page });
}
