import { describe, expect, it } from "vitest";
import {
  blankSurvey,
  canonicalSurvey,
  CURRENT_SURVEY,
  SCORE_LABELS,
  surveyProblems,
  surveyResults,
  type BusinessSurveyLike,
} from "../../../src/shared/business-survey.js";

/** The current questionnaire answered with one score per section (in order). */
function answered(scores: number[]): BusinessSurveyLike {
  const survey = blankSurvey();
  survey.selfAssessment.forEach((s, i) => s.responses.forEach((r) => (r.score = scores[i] ?? 3)));
  return survey;
}
const paths = (s: BusinessSurveyLike) => surveyProblems(s).map((p) => p.path);

describe("the questionnaire", () => {
  it("has the six sections of the issue, each with questions and library tags, and ids unique", () => {
    expect(CURRENT_SURVEY.sections.map((s) => s.id)).toEqual(["planning", "finances", "marketing", "operations", "legal", "people"]);
    for (const section of CURRENT_SURVEY.sections) {
      expect(section.questions.length).toBeGreaterThanOrEqual(4);
      expect(section.tags.length).toBeGreaterThan(0);
      expect(new Set(section.questions.map((q) => q.id)).size).toBe(section.questions.length);
    }
    expect(SCORE_LABELS).toHaveLength(5);
  });
});

describe("checks against the current questionnaire", () => {
  it("accepts every question answered 1–5", () => {
    expect(paths(answered([1, 2, 3, 4, 5, 5]))).toEqual([]);
  });

  it("refuses an unanswered or out-of-range score, naming it", () => {
    const s = answered([3, 3, 3, 3, 3, 3]);
    s.selfAssessment[1]!.responses[2]!.score = 0;
    s.selfAssessment[4]!.responses[0]!.score = 6;
    expect(paths(s)).toEqual(["self_assessment[1].responses[2].score", "self_assessment[4].responses[0].score"]);
  });

  it("refuses missing sections, changed questions and unknown systems", () => {
    const s = answered([3, 3, 3, 3, 3, 3]);
    s.selfAssessment.pop();
    s.selfAssessment[0]!.responses[1]!.question = "Something else?";
    s.systemsUsed = [
      { label: "Payroll", answer: "x".repeat(201) },
      { label: "Crystal ball", answer: "yes" },
      { label: "Payroll", answer: "again" },
    ];
    expect(paths(s)).toEqual([
      "self_assessment",
      "self_assessment[0].responses[1].question",
      "systems_used[0].answer",
      "systems_used[1].label",
      "systems_used[2].label",
    ]);
  });
});

describe("canonical form", () => {
  it("writes the questionnaire's texts and score labels, trims answers and orders systems", () => {
    const s = answered([1, 5, 3, 3, 3, 3]);
    s.selfAssessment[0]!.name = "whatever the client said";
    s.systemsUsed = [
      { label: "Website or online shop", answer: " Own website " },
      { label: "Accounting or bookkeeping software", answer: "Wave" },
      { label: "Payroll", answer: "  " },
    ];
    const c = canonicalSurvey(s);
    expect(c.selfAssessment[0]!.name).toBe("Planning");
    expect(c.selfAssessment[0]!.responses[0]!.scoreLabel).toBe("Not yet");
    expect(c.selfAssessment[1]!.responses[0]!.scoreLabel).toBe("Fully in place");
    expect(c.systemsUsed).toEqual([
      { label: "Accounting or bookkeeping software", answer: "Wave" },
      { label: "Website or online shop", answer: "Own website" },
    ]);
  });
});

describe("results", () => {
  it("scores each section, names strengths and gaps, and picks the weakest for suggestions", () => {
    const r = surveyResults(canonicalSurvey(answered([1, 5, 2, 3, 4, 3])));
    expect(r.sections.map((s) => [s.name, s.average, s.percent, s.level])).toEqual([
      ["Planning", 1, 0, "gap"],
      ["Finances and bookkeeping", 5, 100, "strength"],
      ["Marketing and sales", 2, 25, "gap"],
      ["Operations", 3, 50, "developing"],
      ["Legal and compliance", 4, 75, "strength"],
      ["People", 3, 50, "developing"],
    ]);
    expect(r.strengths).toEqual(["Finances and bookkeeping", "Legal and compliance"]);
    expect(r.gaps).toEqual(["Planning", "Marketing and sales"]);
    expect(r.weakest.map((s) => s.name)).toEqual(["Planning", "Marketing and sales", "Operations"]);
    expect(r.weakest[0]?.tags).toContain("planning");
  });

  it("leaves a section with nothing scored out of strengths and gaps", () => {
    const partial: BusinessSurveyLike = { selfAssessment: [{ name: "Planning", order: 0, responses: [{ question: "Q", score: 0, order: 0, scoreLabel: "" }] }], systemsUsed: [] };
    const r = surveyResults(partial);
    expect(r.sections[0]?.level).toBe("unanswered");
    expect(r.gaps).toEqual([]);
    expect(r.weakest).toEqual([]);
  });

  it("still scores a survey answered under questions that are no longer asked", () => {
    const old: BusinessSurveyLike = { selfAssessment: [{ name: "Retired section", order: 0, responses: [{ question: "Old?", score: 4, order: 0, scoreLabel: "Mostly in place" }] }], systemsUsed: [] };
    expect(surveyResults(old).sections).toEqual([{ name: "Retired section", average: 4, percent: 75, level: "strength", tags: [] }]);
  });
});
