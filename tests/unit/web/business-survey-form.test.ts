import { describe, expect, it } from "vitest";
import { blankSurvey, canonicalSurvey, CURRENT_SURVEY, SYSTEM_ANSWER_MAX, surveyProblems, type SurveyDefinition } from "../../../src/shared/business-survey";
import {
  answeredCount,
  emptySurveyForm,
  formToSurvey,
  parseSurveyDraft,
  questionKey,
  sameSurvey,
  sectionProgress,
  serializeSurveyDraft,
  surveyFormProblems,
  surveyToForm,
  type SurveyForm,
} from "../../../src/web/pages/business/survey-form";

/** Every statement answered: 1, 2, 3… in turn. */
function answered(): SurveyForm {
  const form = emptySurveyForm();
  let n = 0;
  for (const s of CURRENT_SURVEY.sections) for (const q of s.questions) form.scores[questionKey(s.id, q.id)] = (n++ % 5) + 1;
  form.systems = { accounting: "QuickBooks", website: "  ", pos: " Square " };
  return form;
}

describe("the business survey form", () => {
  it("sends every section and statement of the questionnaire in order, as the server checks it", () => {
    const survey = formToSurvey(answered());
    expect(surveyProblems(survey)).toEqual([]);
    expect(survey.selfAssessment.map((s) => s.name)).toEqual(CURRENT_SURVEY.sections.map((s) => s.name));
    expect(survey.selfAssessment[1]!.responses[0]).toEqual({ question: CURRENT_SURVEY.sections[1]!.questions[0]!.text, score: 5, order: 0, scoreLabel: "Fully in place" });
    // Systems: answered ones only, trimmed, in the questionnaire's order.
    expect(survey.systemsUsed).toEqual([
      { label: "Accounting or bookkeeping software", answer: "QuickBooks" },
      { label: "Point of sale or payments", answer: "Square" },
    ]);
  });

  it("opens a stored survey with its answers", () => {
    const stored = canonicalSurvey(formToSurvey(answered()));
    const form = surveyToForm(stored);
    expect(sameSurvey(form, answered())).toBe(true);
    expect(answeredCount(form)).toEqual({ answered: 25, total: 25 });
  });

  it("leaves unanswered a statement asked differently since, and a system no longer asked", () => {
    const stored = canonicalSurvey(formToSurvey(answered()));
    stored.selfAssessment[0]!.responses[1]!.question = "An old wording of the question.";
    stored.systemsUsed.push({ label: "Fax machine", answer: "Yes" });
    const form = surveyToForm(stored);
    expect(form.scores[questionKey("planning", "plan")]).toBeUndefined();
    expect(sectionProgress(form, 0)).toEqual({ answered: 3, total: 4 });
    expect(Object.keys(form.systems).sort()).toEqual(["accounting", "pos"]);
  });

  it("lists what Submit would be refused for, in order: unanswered statements, then answers too long", () => {
    const form = answered();
    delete form.scores[questionKey("marketing", "reach")];
    delete form.scores[questionKey("finances", "books")];
    form.systems.payroll = "p".repeat(SYSTEM_ANSWER_MAX + 1);
    expect(surveyFormProblems(form)).toEqual([
      { kind: "unanswered", key: "finances.books", section: 1 },
      { kind: "unanswered", key: "marketing.reach", section: 2 },
      { kind: "tooLong", systemId: "payroll", length: SYSTEM_ANSWER_MAX + 1 },
    ]);
    expect(surveyFormProblems(answered())).toEqual([]);
    // An empty form: every statement.
    expect(surveyFormProblems(emptySurveyForm())).toHaveLength(25);
    expect(surveyProblems(formToSurvey(emptySurveyForm())).length).toBeGreaterThan(0);
  });

  it("reads a blank survey (version 0) as an empty form", () => {
    expect(surveyToForm(blankSurvey())).toEqual(emptySurveyForm());
  });
});

describe("business survey drafts", () => {
  it("keep the scores and answers given, with when and from which version", () => {
    const form = answered();
    const draft = parseSurveyDraft(serializeSurveyDraft(form, { savedAt: 42, baseVersion: 1 }))!;
    expect(draft).toMatchObject({ savedAt: 42, baseVersion: 1 });
    expect(draft.form.scores).toEqual(form.scores);
    expect(draft.form.systems).toEqual({ accounting: "QuickBooks", website: "  ", pos: " Square " });
  });

  it("are not read from another questionnaire's draft, or anything damaged", () => {
    const text = serializeSurveyDraft(answered(), { savedAt: 1, baseVersion: 0 });
    const next: SurveyDefinition = { ...CURRENT_SURVEY, version: CURRENT_SURVEY.version + 1 };
    expect(parseSurveyDraft(text, next)).toBeNull();
    const good = JSON.parse(text) as Record<string, unknown>;
    for (const bad of [{ ...good, s: { "planning.nope": 3 } }, { ...good, s: { "planning.goals": 6 } }, { ...good, y: { fax: "yes" } }, { ...good, v: 9 }, { ...good, b: "1" }]) {
      expect(parseSurveyDraft(JSON.stringify(bad))).toBeNull();
    }
    expect(parseSurveyDraft("{")).toBeNull();
  });
});
