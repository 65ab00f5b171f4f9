/**
 * How the mentee pages read a Mentee (pure, unit-tested): the name to show, the journey's
 * progress (assigned items completed), the business tools' progress and which documents await the
 * viewer's review, the last activity (the latest completion in the journey's
 * log) and whether a search term matches (name, e-mail or business).
 */
import { timestampMs, type Timestamp } from "@bufbuild/protobuf/wkt";
import { BusinessDocument, type LearningJourney, type Mentee, type TATrackingStorage, type UserState } from "../../../gen/compass/v1/compass_pb";
import { personName } from "../../../shared/display-name";

const ms = (t: Timestamp | undefined): number => (t ? timestampMs(t) : 0);

/** The mentee's name by the one display-name rule (src/shared/display-name.ts): the name, else the e-mail; never the id. */
export function menteeName(mentee: Mentee): string {
  return personName(mentee.user?.profile);
}

export interface JourneyProgress {
  /** Assigned modules and contents. */
  assigned: number;
  /** Of those, completed. */
  completed: number;
}

export function journeyProgress(journey: LearningJourney | undefined): JourneyProgress {
  const doneModules = new Set(journey?.completedLearningModules.map((m) => m.learningModuleId) ?? []);
  const doneContents = new Set(journey?.completedLearningContents.map((c) => c.learningContentId) ?? []);
  const modules = new Set(journey?.assignedLearningModules.map((m) => m.learningModuleId) ?? []);
  const contents = new Set(journey?.assignedLearningContents.map((c) => c.learningContentId) ?? []);
  let completed = 0;
  for (const id of modules) if (doneModules.has(id)) completed++;
  for (const id of contents) if (doneContents.has(id)) completed++;
  return { assigned: modules.size + contents.size, completed };
}

/** The latest completion the journey records (its log, modules and contents), or null. */
export function lastActivity(journey: LearningJourney | undefined): Date | null {
  const times = [
    ...(journey?.logEveryCompletedLearningContents ?? []).map((l) => ms(l.completedTimestamp)),
    ...(journey?.completedLearningContents ?? []).map((c) => ms(c.completedTimestamp)),
    ...(journey?.completedLearningModules ?? []).map((m) => ms(m.completedTimestamp)),
  ];
  const latest = Math.max(0, ...times);
  return latest > 0 ? new Date(latest) : null;
}

/** Whether every word of `term` is in the mentee's name, e-mail or business name (case-insensitive). */
export function menteeMatches(mentee: Mentee, term: string): boolean {
  const words = term.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const p = mentee.user?.profile;
  const haystack = [menteeName(mentee), p?.displayName, p?.email, p?.businessName, p?.dba].join(" ").toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** A TA record's session date (UTC midnight), or null when it has none. */
export function sessionDate(record: TATrackingStorage): Date | null {
  const d = record.taTracking?.dateOfSession;
  if (!d || !d.year || !d.month || !d.day) return null;
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
}

/** The records' contact hours added up. */
export function totalHours(records: readonly TATrackingStorage[]): number {
  return Math.round(records.reduce((sum, r) => sum + (r.taTracking?.timeSpentHours ?? 0), 0) * 100) / 100;
}

/** The three business tools, in the order the pages show them. */
export const BUSINESS_TOOLS = ["survey", "plan", "cashflow"] as const;
export type BusinessTool = (typeof BUSINESS_TOOLS)[number];
export type ToolProgress = "completed" | "started" | "notStarted";

/** Each business tool's progress from the learner's state: submitted, opened, or not yet opened. */
export function businessTools(state: UserState | undefined): Record<BusinessTool, ToolProgress> {
  const progress = (seen: boolean | undefined, completed: boolean | undefined): ToolProgress => (completed ? "completed" : seen ? "started" : "notStarted");
  return {
    survey: progress(state?.hasSeenBusinessSurvey, state?.hasCompletedBusinessSurvey),
    plan: progress(state?.hasSeenBusinessPlan, state?.hasCompletedBusinessPlan),
    cashflow: progress(state?.hasSeenCashflow, state?.hasCompletedCashflow),
  };
}

const TOOL_OF: Partial<Record<BusinessDocument, BusinessTool>> = {
  [BusinessDocument.BUSINESS_SURVEY]: "survey",
  [BusinessDocument.BUSINESS_PLAN]: "plan",
  [BusinessDocument.CASHFLOW]: "cashflow",
};

/**
 * The mentee's documents awaiting the viewer's review — a version submitted since the viewer last
 * opened it (the server decides: Mentee.documents_awaiting_review) — in the tools' order.
 */
export function documentsToReview(mentee: Mentee): BusinessTool[] {
  const awaiting = new Set(mentee.documentsAwaitingReview.map((d) => TOOL_OF[d]));
  return BUSINESS_TOOLS.filter((tool) => awaiting.has(tool));
}

/** A sort key for the tools' progress: two points a completed tool, one a started one. */
export function businessToolsScore(state: UserState | undefined): number {
  const tools = businessTools(state);
  return BUSINESS_TOOLS.reduce((sum, tool) => sum + (tools[tool] === "completed" ? 2 : tools[tool] === "started" ? 1 : 0), 0);
}
