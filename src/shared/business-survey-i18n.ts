/**
 * The business survey's questionnaire in the reader's language (issue #16): the same definition
 * with its section names and descriptions, questions, systems, suggestions and score labels in
 * Spanish (business-survey-es.ts) — matched by ids, so structure, order and the stored answers are
 * untouched — or as written (English) for any other language or a text without a translation.
 * Stored surveys carry the English texts they were answered with; `sectionNameIn` and
 * `questionTextIn` turn those into the reader's language when the questionnaire knows them.
 */
import { CURRENT_SURVEY, SCORE_LABELS, SURVEY_DEFINITIONS, type SectionResult, type SurveyDefinition, type SurveyResults } from "./business-survey.js";
import { SCORE_LABELS_ES, SURVEY_TEXTS_ES } from "./business-survey-es.js";

const spanish = (language: string) => language === "es" || language.startsWith("es-");

/** The definition with its texts in `language` (the same object for English). */
export function surveyDefinitionIn(language: string, definition: SurveyDefinition = CURRENT_SURVEY): SurveyDefinition {
  const texts = spanish(language) ? SURVEY_TEXTS_ES[definition.version] : undefined;
  if (!texts) return definition;
  return {
    ...definition,
    sections: definition.sections.map((s) => {
      const t = texts.sections[s.id];
      return {
        ...s,
        name: t?.name ?? s.name,
        about: t?.about ?? s.about,
        questions: s.questions.map((q) => ({ ...q, text: t?.questions[q.id] ?? q.text })),
      };
    }),
    systems: definition.systems.map((s) => {
      const t = texts.systems[s.id];
      return { ...s, label: t?.label ?? s.label, suggestions: t && t.suggestions.length === s.suggestions.length ? t.suggestions : s.suggestions };
    }),
  };
}

/** The five score labels in `language`. */
export const scoreLabelsIn = (language: string): readonly string[] => (spanish(language) ? SCORE_LABELS_ES : SCORE_LABELS);

/** A stored section name (English, as answered) in `language`, when a questionnaire knows it. */
export function sectionNameIn(language: string, name: string): string {
  if (!spanish(language)) return name;
  for (const definition of SURVEY_DEFINITIONS) {
    const section = definition.sections.find((s) => s.name === name);
    const translated = section && SURVEY_TEXTS_ES[definition.version]?.sections[section.id]?.name;
    if (translated) return translated;
  }
  return name;
}

/** A stored question (English, as answered) in `language`, when a questionnaire knows it. */
export function questionTextIn(language: string, text: string): string {
  if (!spanish(language)) return text;
  for (const definition of SURVEY_DEFINITIONS) {
    for (const section of definition.sections) {
      const question = section.questions.find((q) => q.text === text);
      const translated = question && SURVEY_TEXTS_ES[definition.version]?.sections[section.id]?.questions[question.id];
      if (translated) return translated;
    }
  }
  return text;
}

/** A stored score label (English) in `language`. */
export function scoreLabelIn(language: string, label: string): string {
  const i = (SCORE_LABELS as readonly string[]).indexOf(label);
  return i >= 0 ? (scoreLabelsIn(language)[i] ?? label) : label;
}

/** Scored results with their section names in `language` (scores and tags unchanged). */
export function surveyResultsIn(language: string, results: SurveyResults): SurveyResults {
  if (!spanish(language)) return results;
  const named = (s: SectionResult): SectionResult => ({ ...s, name: sectionNameIn(language, s.name) });
  return {
    sections: results.sections.map(named),
    strengths: results.strengths.map((n) => sectionNameIn(language, n)),
    gaps: results.gaps.map((n) => sectionNameIn(language, n)),
    weakest: results.weakest.map(named),
  };
}

/** A stored system's label (English, as answered) in `language`, when a questionnaire knows it. */
export function systemLabelIn(language: string, label: string): string {
  if (!spanish(language)) return label;
  for (const definition of SURVEY_DEFINITIONS) {
    const system = definition.systems.find((s) => s.label === label);
    const translated = system && SURVEY_TEXTS_ES[definition.version]?.systems[system.id]?.label;
    if (translated) return translated;
  }
  return label;
}
