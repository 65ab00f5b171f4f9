/**
 * The business survey in Spanish (issue #16): every section, question, system and suggestion of
 * every questionnaire has its Spanish text; the Spanish definition keeps the ids, order and tags;
 * stored (English) names, questions, labels and systems turn into Spanish, and anything unknown or
 * any other language stays as it is.
 */
import { describe, expect, it } from "vitest";
import { CURRENT_SURVEY, SCORE_LABELS, SURVEY_DEFINITIONS, surveyResults, blankSurvey } from "../../../src/shared/business-survey.js";
import { SCORE_LABELS_ES, SURVEY_TEXTS_ES } from "../../../src/shared/business-survey-es.js";
import { questionTextIn, scoreLabelIn, scoreLabelsIn, sectionNameIn, surveyDefinitionIn, surveyResultsIn, systemLabelIn } from "../../../src/shared/business-survey-i18n.js";

describe("the business survey in Spanish", () => {
  it.each(SURVEY_DEFINITIONS.map((d) => [d.version, d] as const))("translates every text of questionnaire %i", (version, definition) => {
    const texts = SURVEY_TEXTS_ES[version]!;
    expect(Object.keys(texts.sections).sort()).toEqual(definition.sections.map((s) => s.id).sort());
    for (const section of definition.sections) {
      const t = texts.sections[section.id]!;
      expect([t.name.trim(), t.about.trim()].every(Boolean)).toBe(true);
      expect(Object.keys(t.questions).sort()).toEqual(section.questions.map((q) => q.id).sort());
      for (const q of section.questions) expect(t.questions[q.id]!.trim(), q.id).not.toBe("");
    }
    expect(Object.keys(texts.systems).sort()).toEqual(definition.systems.map((s) => s.id).sort());
    for (const system of definition.systems) expect(texts.systems[system.id]!.suggestions).toHaveLength(system.suggestions.length);
  });

  it("keeps the ids, order and tags, with the texts in Spanish", () => {
    const es = surveyDefinitionIn("es");
    expect(es.sections.map((s) => [s.id, s.tags, s.questions.map((q) => q.id)])).toEqual(CURRENT_SURVEY.sections.map((s) => [s.id, s.tags, s.questions.map((q) => q.id)]));
    expect(es.sections[0]!.name).toBe(SURVEY_TEXTS_ES[CURRENT_SURVEY.version]!.sections[CURRENT_SURVEY.sections[0]!.id]!.name);
    expect(es.sections[0]!.name).not.toBe(CURRENT_SURVEY.sections[0]!.name);
    expect(surveyDefinitionIn("en")).toBe(CURRENT_SURVEY);
    expect(surveyDefinitionIn("fr")).toBe(CURRENT_SURVEY);
    expect(scoreLabelsIn("es")).toBe(SCORE_LABELS_ES);
    expect(scoreLabelsIn("en")).toBe(SCORE_LABELS);
  });

  it("turns stored English texts into Spanish, and leaves the unknown as written", () => {
    const section = CURRENT_SURVEY.sections[1]!;
    const es = SURVEY_TEXTS_ES[CURRENT_SURVEY.version]!;
    expect(sectionNameIn("es", section.name)).toBe(es.sections[section.id]!.name);
    expect(questionTextIn("es", section.questions[0]!.text)).toBe(es.sections[section.id]!.questions[section.questions[0]!.id]);
    expect(scoreLabelIn("es", SCORE_LABELS[4])).toBe(SCORE_LABELS_ES[4]);
    const system = CURRENT_SURVEY.systems[0]!;
    expect(systemLabelIn("es", system.label)).toBe(es.systems[system.id]!.label);
    expect([sectionNameIn("es", "A section of long ago"), questionTextIn("es", "An old question?"), scoreLabelIn("es", "Odd"), systemLabelIn("es", "Abacus")]).toEqual(["A section of long ago", "An old question?", "Odd", "Abacus"]);
    expect(sectionNameIn("en", section.name)).toBe(section.name);
  });

  it("names the results' sections in Spanish with the same scores", () => {
    const survey = blankSurvey();
    survey.selfAssessment[0]!.responses.forEach((r) => (r.score = 5));
    const english = surveyResults(survey);
    const spanish = surveyResultsIn("es", english);
    expect(spanish.sections.map((s) => [s.average, s.level, s.tags])).toEqual(english.sections.map((s) => [s.average, s.level, s.tags]));
    expect(spanish.strengths).toEqual([sectionNameIn("es", english.strengths[0]!)]);
    expect(surveyResultsIn("en", english)).toBe(english);
  });
});
