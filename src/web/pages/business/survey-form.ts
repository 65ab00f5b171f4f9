/**
 * The business survey as the page edits it, and its conversions (pure; issue #12 §2):
 * - `SurveyForm`: a score 1–5 per question (by `<section id>.<question id>` of the current
 *   questionnaire, src/shared/business-survey.ts) and an answer per system (by system id);
 * - `surveyToForm` / `formToSurvey`: the BusinessSurvey message ↔ the form. A stored survey is read
 *   by its texts (a question asked differently since is left unanswered); the message sent holds
 *   every section and question in order with its exact text and score label, and the systems
 *   answered, in the questionnaire's order;
 * - `surveyFormProblems`: unanswered questions and over-long answers, by form key;
 * - the draft's text (`serializeSurveyDraft` / `parseSurveyDraft`, ADR 0015).
 */
import {
  CURRENT_SURVEY,
  SCORE_LABELS,
  SCORE_MAX,
  SCORE_MIN,
  SYSTEM_ANSWER_MAX,
  type BusinessSurveyLike,
  type SurveyDefinition,
} from "../../../shared/business-survey";
import type { DraftMeta } from "../../drafts/draft-choice";

export interface SurveyForm {
  /** `<section id>.<question id>` → 1–5 (absent: not answered). */
  scores: Record<string, number>;
  /** System id → answer as typed. */
  systems: Record<string, string>;
}

export const questionKey = (sectionId: string, questionId: string): string => `${sectionId}.${questionId}`;

export const emptySurveyForm = (): SurveyForm => ({ scores: {}, systems: {} });

const validScore = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= SCORE_MIN && n <= SCORE_MAX;

/** A stored survey → the form, matching sections by name and questions by text. */
export function surveyToForm(survey: BusinessSurveyLike, definition: SurveyDefinition = CURRENT_SURVEY): SurveyForm {
  const form = emptySurveyForm();
  for (const section of survey.selfAssessment) {
    const def = definition.sections.find((s) => s.name === section.name);
    if (!def) continue;
    for (const response of section.responses) {
      const question = def.questions.find((q) => q.text === response.question.trim());
      if (question && validScore(response.score)) form.scores[questionKey(def.id, question.id)] = response.score;
    }
  }
  for (const system of survey.systemsUsed) {
    const def = definition.systems.find((s) => s.label === system.label);
    if (def && system.answer.trim()) form.systems[def.id] = system.answer;
  }
  return form;
}

/** The survey to send: every section and question of the questionnaire in order (0 = unanswered). */
export function formToSurvey(form: SurveyForm, definition: SurveyDefinition = CURRENT_SURVEY): BusinessSurveyLike {
  return {
    selfAssessment: definition.sections.map((section, si) => ({
      name: section.name,
      order: si,
      responses: section.questions.map((q, qi) => {
        const score = form.scores[questionKey(section.id, q.id)] ?? 0;
        return { question: q.text, score, order: qi, scoreLabel: SCORE_LABELS[score - 1] ?? "" };
      }),
    })),
    systemsUsed: definition.systems.flatMap((s) => {
      const answer = (form.systems[s.id] ?? "").trim();
      return answer ? [{ label: s.label, answer }] : [];
    }),
  };
}

/** How many of a section's questions are answered. */
export function sectionProgress(form: SurveyForm, sectionIndex: number, definition: SurveyDefinition = CURRENT_SURVEY): { answered: number; total: number } {
  const section = definition.sections[sectionIndex];
  if (!section) return { answered: 0, total: 0 };
  const answered = section.questions.filter((q) => validScore(form.scores[questionKey(section.id, q.id)])).length;
  return { answered, total: section.questions.length };
}

export function answeredCount(form: SurveyForm, definition: SurveyDefinition = CURRENT_SURVEY): { answered: number; total: number } {
  let answered = 0;
  let total = 0;
  definition.sections.forEach((_, i) => {
    const p = sectionProgress(form, i, definition);
    answered += p.answered;
    total += p.total;
  });
  return { answered, total };
}

export type SurveyProblem = { kind: "unanswered"; key: string; section: number } | { kind: "tooLong"; systemId: string; length: number };

/** What Submit would be refused for, in the questionnaire's order (systems last). */
export function surveyFormProblems(form: SurveyForm, definition: SurveyDefinition = CURRENT_SURVEY): SurveyProblem[] {
  const problems: SurveyProblem[] = [];
  definition.sections.forEach((section, si) => {
    for (const q of section.questions) {
      const key = questionKey(section.id, q.id);
      if (!validScore(form.scores[key])) problems.push({ kind: "unanswered", key, section: si });
    }
  });
  for (const s of definition.systems) {
    const length = [...(form.systems[s.id] ?? "").trim()].length;
    if (length > SYSTEM_ANSWER_MAX) problems.push({ kind: "tooLong", systemId: s.id, length });
  }
  return problems;
}

// ---- Drafts -------------------------------------------------------------------------------------

const DRAFT_FORMAT = 1;

/** The draft's text: {"v":1,"t":savedAt,"b":baseVersion,"q":questionnaire version,"s":{key:score},"y":{system:answer}}. */
export function serializeSurveyDraft(form: SurveyForm, meta: DraftMeta, definition: SurveyDefinition = CURRENT_SURVEY): string {
  const systems = Object.fromEntries(Object.entries(form.systems).filter(([, answer]) => answer !== ""));
  return JSON.stringify({ v: DRAFT_FORMAT, t: meta.savedAt, b: meta.baseVersion, q: definition.version, s: form.scores, y: systems });
}

export interface SurveyDraft extends DraftMeta {
  form: SurveyForm;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

/**
 * A survey draft read back, or null for anything that is not one. A draft of another questionnaire
 * is not one either: its keys would not be this one's questions.
 */
export function parseSurveyDraft(text: string | null | undefined, definition: SurveyDefinition = CURRENT_SURVEY): SurveyDraft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== DRAFT_FORMAT || !isCount(data.t) || !isCount(data.b) || data.q !== definition.version) return null;
  if (!isRecord(data.s) || !isRecord(data.y)) return null;
  const keys = new Set(definition.sections.flatMap((s) => s.questions.map((q) => questionKey(s.id, q.id))));
  const systems = new Set(definition.systems.map((s) => s.id));
  const form = emptySurveyForm();
  for (const [key, score] of Object.entries(data.s)) {
    if (!keys.has(key) || !validScore(score)) return null;
    form.scores[key] = score;
  }
  for (const [id, answer] of Object.entries(data.y)) {
    if (!systems.has(id) || typeof answer !== "string" || answer.length > 10 * SYSTEM_ANSWER_MAX) return null;
    form.systems[id] = answer;
  }
  return { savedAt: data.t, baseVersion: data.b, form };
}

export function sameSurvey(a: SurveyForm, b: SurveyForm): boolean {
  const meta = { savedAt: 0, baseVersion: 0 };
  const sorted = (f: SurveyForm): SurveyForm => ({
    scores: Object.fromEntries(Object.entries(f.scores).sort()),
    systems: Object.fromEntries(Object.entries(f.systems).filter(([, v]) => v.trim() !== "").map(([k, v]) => [k, v.trim()]).sort()),
  });
  return serializeSurveyDraft(sorted(a), meta) === serializeSurveyDraft(sorted(b), meta);
}
