/**
 * The business survey (issue #12 §2; spec §3 Business survey): a self-assessment a borrower fills in
 * with their coach in mind, in Compass's own words. The questionnaire is versioned data: each
 * submitted survey stores the section names, question texts and score labels it was answered with
 * (the BusinessSurvey message carries them), so old answers stay readable after the questions
 * change; a new questionnaire is a new entry of SURVEY_DEFINITIONS and the latest is the one asked.
 *
 * Shared by the server (SubmitMyBusinessSurvey's checks, the PDF) and the page (the form, the
 * results): `surveyProblems` names a field path (`self_assessment[1].responses[2].score`),
 * `canonicalSurvey` fills in the definition's texts, `surveyResults` scores sections.
 */

export interface SurveyQuestionDef {
  /** Stable within the questionnaire's lifetime (the page's field names). */
  id: string;
  text: string;
}

export interface SurveySectionDef {
  id: string;
  name: string;
  /** One sentence on what the section is about. */
  about: string;
  questions: SurveyQuestionDef[];
  /** Learning-library tags of content that helps with this section (suggestions for a weak score). */
  tags: string[];
}

export interface SystemDef {
  id: string;
  label: string;
  /** Suggested answers (any answer up to SYSTEM_ANSWER_MAX characters is accepted). */
  suggestions: string[];
}

export interface SurveyDefinition {
  version: number;
  sections: SurveySectionDef[];
  systems: SystemDef[];
}

/** The score labels, 1 to 5. */
export const SCORE_LABELS = ["Not yet", "Just starting", "Partly in place", "Mostly in place", "Fully in place"] as const;
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const SYSTEM_ANSWER_MAX = 200;

export const SURVEY_DEFINITIONS: readonly SurveyDefinition[] = [
  {
    version: 1,
    sections: [
      {
        id: "planning",
        name: "Planning",
        about: "Knowing where the business is going and how it will get there.",
        tags: ["planning", "business-plan", "goals"],
        questions: [
          { id: "goals", text: "I have written goals for the business for the next 12 months." },
          { id: "plan", text: "I have a business plan I could show a lender today." },
          { id: "review", text: "I compare how the business is doing against my plan at least every three months." },
          { id: "funding", text: "I know how much money the business needs and what it will be used for." },
        ],
      },
      {
        id: "finances",
        name: "Finances and bookkeeping",
        about: "Keeping records a lender can read and knowing the numbers behind the business.",
        tags: ["bookkeeping", "cash-flow", "records"],
        questions: [
          { id: "separate", text: "Business money is kept in a bank account separate from personal money." },
          { id: "books", text: "Every sale and expense is recorded, at least once a week." },
          { id: "statements", text: "I can produce a profit-and-loss statement for last year." },
          { id: "cash-flow", text: "I look ahead at cash coming in and going out month by month." },
          { id: "credit", text: "I know my personal and business credit scores and what affects them." },
        ],
      },
      {
        id: "marketing",
        name: "Marketing and sales",
        about: "Finding customers, keeping them, and pricing what you sell.",
        tags: ["marketing", "customers", "pricing"],
        questions: [
          { id: "customer", text: "I can describe my typical customer and why they buy from me." },
          { id: "pricing", text: "My prices cover my costs and leave a profit I have worked out." },
          { id: "reach", text: "I use at least one regular way to reach new customers." },
          { id: "repeat", text: "I know how many of my customers come back, and I work to keep them." },
        ],
      },
      {
        id: "operations",
        name: "Operations",
        about: "Running the day-to-day work reliably.",
        tags: ["costs", "pricing", "planning"],
        questions: [
          { id: "process", text: "The main tasks of the business are written down so someone else could do them." },
          { id: "suppliers", text: "I have more than one supplier, or a plan if my main supplier lets me down." },
          { id: "inventory", text: "I know what stock or materials I have and when to reorder." },
          { id: "costs", text: "I know what it costs to make or deliver each product or service." },
        ],
      },
      {
        id: "legal",
        name: "Legal and compliance",
        about: "Registrations, licenses, taxes and insurance.",
        tags: ["legal", "licenses", "taxes"],
        questions: [
          { id: "structure", text: "The business is registered with the legal structure that suits it." },
          { id: "licences", text: "The business has every license and permit it needs, and they are current." },
          { id: "taxes", text: "Tax returns and payments are filed on time." },
          { id: "insurance", text: "The business carries the insurance its work and its lenders require." },
        ],
      },
      {
        id: "people",
        name: "People",
        about: "The owner, the team and the help around them.",
        tags: ["employees", "contractors"],
        questions: [
          { id: "roles", text: "Everyone who works in the business knows what they are responsible for." },
          { id: "hiring", text: "I know the rules for hiring employees or using contractors." },
          { id: "advice", text: "I have people I can go to for advice: a mentor, an accountant, a coach." },
          { id: "time", text: "I have time set aside each week to work on the business, not only in it." },
        ],
      },
    ],
    systems: [
      { id: "accounting", label: "Accounting or bookkeeping software", suggestions: ["QuickBooks", "Xero", "Wave", "A spreadsheet", "Paper records", "None yet"] },
      { id: "pos", label: "Point of sale or payments", suggestions: ["Square", "Clover", "Stripe", "Cash only", "None yet"] },
      { id: "banking", label: "Business bank account", suggestions: ["Yes, with a bank", "Yes, with a credit union", "Online bank", "No, I use a personal account"] },
      { id: "payroll", label: "Payroll", suggestions: ["A payroll service", "My accountant", "By hand", "No employees yet"] },
      { id: "website", label: "Website or online shop", suggestions: ["Own website", "Online marketplace", "Social media page only", "None yet"] },
      { id: "scheduling", label: "Scheduling or customer records", suggestions: ["Booking software", "A CRM", "A spreadsheet", "Paper", "None yet"] },
    ],
  },
];

/** The questionnaire asked today. */
export const CURRENT_SURVEY: SurveyDefinition = SURVEY_DEFINITIONS[SURVEY_DEFINITIONS.length - 1]!;

// ------------------------------------------------------------------------------------------------
// Answers (the generated messages fit these shapes)
// ------------------------------------------------------------------------------------------------

export interface SurveyResponseLike {
  question: string;
  score: number;
  order: number;
  scoreLabel: string;
}
export interface SurveySectionLike {
  name: string;
  order: number;
  responses: SurveyResponseLike[];
}
export interface SystemUsedLike {
  label: string;
  answer: string;
}
export interface BusinessSurveyLike {
  selfAssessment: SurveySectionLike[];
  systemsUsed: SystemUsedLike[];
}

export interface SurveyProblem {
  path: string;
  message: string;
}

/**
 * What is wrong with a submitted survey against the current questionnaire: every section, in order
 * (`order` = its position), with every question answered 1–5 (`order` = the question's position,
 * `question` its text as asked); systems by their labels, answers up to 200 characters.
 */
export function surveyProblems(survey: BusinessSurveyLike, definition: SurveyDefinition = CURRENT_SURVEY): SurveyProblem[] {
  const problems: SurveyProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (survey.selfAssessment.length !== definition.sections.length) {
    add("self_assessment", `answer all ${definition.sections.length} sections of the current survey.`);
  }
  survey.selfAssessment.forEach((section, si) => {
    const path = `self_assessment[${si}]`;
    const def = definition.sections[section.order];
    if (!def || section.order !== si) {
      add(`${path}.order`, "this section is not in the current survey; reload the page.");
      return;
    }
    if (section.responses.length !== def.questions.length) add(`${path}.responses`, `answer all ${def.questions.length} questions of "${def.name}".`);
    section.responses.forEach((response, ri) => {
      const rPath = `${path}.responses[${ri}]`;
      const question = def.questions[response.order];
      if (!question || response.order !== ri || response.question.trim() !== question.text) {
        add(`${rPath}.question`, "this question is not in the current survey; reload the page.");
        return;
      }
      if (!Number.isInteger(response.score) || response.score < SCORE_MIN || response.score > SCORE_MAX) add(`${rPath}.score`, "choose a score from 1 to 5.");
    });
  });
  const labels = new Set(definition.systems.map((s) => s.label));
  const seen = new Set<string>();
  survey.systemsUsed.forEach((system, i) => {
    const path = `systems_used[${i}]`;
    if (!labels.has(system.label)) add(`${path}.label`, "this question is not in the current survey; reload the page.");
    else if (seen.has(system.label)) add(`${path}.label`, "answered twice.");
    seen.add(system.label);
    const n = [...system.answer].length;
    if (n > SYSTEM_ANSWER_MAX) add(`${path}.answer`, `use at most ${SYSTEM_ANSWER_MAX} characters (this has ${n}).`);
  });
  return problems;
}

/** The survey as stored: the definition's names, texts and score labels, answers trimmed, systems in the definition's order. */
export function canonicalSurvey<S extends BusinessSurveyLike>(survey: S, definition: SurveyDefinition = CURRENT_SURVEY): S {
  for (const section of survey.selfAssessment) {
    const def = definition.sections[section.order]!;
    section.name = def.name;
    for (const response of section.responses) {
      response.question = def.questions[response.order]!.text;
      response.scoreLabel = SCORE_LABELS[response.score - 1] ?? "";
    }
  }
  const order = definition.systems.map((s) => s.label);
  survey.systemsUsed = survey.systemsUsed
    .map((s) => ({ ...s, answer: s.answer.trim() }))
    .filter((s) => s.answer !== "")
    .sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label)) as S["systemsUsed"];
  return survey;
}

export interface SectionResult {
  name: string;
  /** Average of the section's scores, 1–5, one decimal (0 when nothing was scored). */
  average: number;
  /** The same as a percentage of the way from 1 to 5 (0–100, whole). */
  percent: number;
  /** "unanswered" when nothing in the section was scored (an old or partial stored survey). */
  level: "strength" | "developing" | "gap" | "unanswered";
  /** Tags of the matching section of the current questionnaire (none when it is no longer asked). */
  tags: string[];
}

export interface SurveyResults {
  sections: SectionResult[];
  strengths: string[];
  gaps: string[];
  /** The weakest sections first (at most three, scores below 3.5), for suggestions. */
  weakest: SectionResult[];
}

/** Scores of a stored survey, read from the texts it carries (so an old survey still scores). */
export function surveyResults(survey: BusinessSurveyLike, definition: SurveyDefinition = CURRENT_SURVEY): SurveyResults {
  const sections = [...survey.selfAssessment]
    .sort((a, b) => a.order - b.order)
    .map((section): SectionResult => {
      const scores = section.responses.map((r) => r.score).filter((s) => s >= SCORE_MIN && s <= SCORE_MAX);
      const mean = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
      const average = Math.round(mean * 10) / 10;
      const percent = scores.length ? Math.round(((mean - 1) / 4) * 100) : 0;
      const level = scores.length === 0 ? "unanswered" : average >= 4 ? "strength" : average >= 2.5 ? "developing" : "gap";
      const tags = definition.sections.find((d) => d.name === section.name)?.tags ?? [];
      return { name: section.name, average, percent, level, tags };
    });
  const weakest = [...sections]
    .filter((s) => s.average > 0 && s.average < 3.5)
    .sort((a, b) => a.average - b.average)
    .slice(0, 3);
  return {
    sections,
    strengths: sections.filter((s) => s.level === "strength").map((s) => s.name),
    gaps: sections.filter((s) => s.level === "gap").map((s) => s.name),
    weakest,
  };
}

/** An unanswered survey of the current questionnaire (scores 0), for a new form. */
export function blankSurvey(definition: SurveyDefinition = CURRENT_SURVEY): BusinessSurveyLike {
  return {
    selfAssessment: definition.sections.map((s, si) => ({
      name: s.name,
      order: si,
      responses: s.questions.map((q, qi) => ({ question: q.text, score: 0, order: qi, scoreLabel: "" })),
    })),
    systemsUsed: [],
  };
}
