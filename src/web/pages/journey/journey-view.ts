/**
 * The home page's reading of a learning journey (pure, unit-tested): which items are still to do,
 * what to do next, and what was completed most recently.
 */
import { timestampMs, type Timestamp } from "@bufbuild/protobuf/wkt";
import type { LearningJourney } from "../../../gen/compass/v1/compass_pb";

const ms = (t: Timestamp | undefined): number => (t ? timestampMs(t) : 0);

export interface JourneyItem {
  kind: "module" | "content";
  id: string;
  /** When it was assigned (0: the learner started it). */
  assignedAt: number;
}

export interface DoneItem extends JourneyItem {
  completedAt: number;
}

export interface JourneyView {
  /** Assigned and not completed, oldest assignment first (modules before contents at the same time). */
  toDo: JourneyItem[];
  /** Completed, most recent first, each item once. */
  done: DoneItem[];
  completedContentIds: Set<string>;
  completedModuleIds: Set<string>;
}

export function journeyView(journey: LearningJourney | undefined): JourneyView {
  const completedContentIds = new Set(journey?.completedLearningContents.map((c) => c.learningContentId) ?? []);
  const completedModuleIds = new Set(journey?.completedLearningModules.map((m) => m.learningModuleId) ?? []);
  const toDo: JourneyItem[] = [
    ...(journey?.assignedLearningModules ?? [])
      .filter((m) => !completedModuleIds.has(m.learningModuleId))
      .map((m) => ({ kind: "module" as const, id: m.learningModuleId, assignedAt: ms(m.assignedTimestamp) })),
    ...(journey?.assignedLearningContents ?? [])
      .filter((c) => !completedContentIds.has(c.learningContentId))
      .map((c) => ({ kind: "content" as const, id: c.learningContentId, assignedAt: ms(c.assignedTimestamp) })),
  ].sort((a, b) => a.assignedAt - b.assignedAt || (a.kind === b.kind ? 0 : a.kind === "module" ? -1 : 1));
  const seen = new Set<string>();
  const done: DoneItem[] = [
    ...(journey?.completedLearningModules ?? []).map((m) => ({ kind: "module" as const, id: m.learningModuleId, assignedAt: ms(m.assignedTimestamp), completedAt: ms(m.completedTimestamp) })),
    ...(journey?.completedLearningContents ?? []).map((c) => ({ kind: "content" as const, id: c.learningContentId, assignedAt: ms(c.assignedTimestamp), completedAt: ms(c.completedTimestamp) })),
  ]
    .sort((a, b) => b.completedAt - a.completedAt)
    .filter((item) => {
      const key = `${item.kind}:${item.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { toDo, done, completedContentIds, completedModuleIds };
}

/** In a module, the first lesson not yet completed (null when all are). */
export function nextLesson(contentIds: readonly string[], completed: ReadonlySet<string>): string | null {
  return contentIds.find((id) => !completed.has(id)) ?? null;
}
