/**
 * The journey's records as the API's messages: the spec's five lists (§3 "Learning journey").
 * Times are milliseconds in the records (the store reads them so) and Timestamps on the wire; an
 * item completed without an assignment has no assigned_timestamp.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { Timestamp } from "@bufbuild/protobuf/wkt";
import type { LearningJourneySchema } from "../../../gen/compass/v1/compass_pb.js";
import type { AssignedItem, CompletedItem, JourneyRecord } from "./journey-store.js";

export type LearningJourneyInit = MessageInitShape<typeof LearningJourneySchema>;

/**
 * The Timestamp of epoch milliseconds, as `timestampFromMs` makes it but written out: a journey
 * holds about two of them per item, and `create()` for each was most of the mapping's time.
 */
export function timestampOfMs(ms: number): Timestamp {
  const seconds = Math.floor(ms / 1000);
  return { $typeName: "google.protobuf.Timestamp", seconds: BigInt(seconds), nanos: (ms - seconds * 1000) * 1_000_000 };
}

const completedTimes = (item: CompletedItem) => ({
  ...(item.assignedAtMs === null ? {} : { assignedTimestamp: timestampOfMs(item.assignedAtMs) }),
  completedTimestamp: timestampOfMs(item.completedAtMs),
  status: item.status,
});

export function toLearningJourney(record: JourneyRecord): LearningJourneyInit {
  const assigned = (item: AssignedItem) => timestampOfMs(item.assignedAtMs);
  return {
    assignedLearningContents: record.assignedContents.map((c) => ({ learningContentId: c.id, assignedTimestamp: assigned(c) })),
    assignedLearningModules: record.assignedModules.map((m) => ({ learningModuleId: m.id, assignedTimestamp: assigned(m) })),
    completedLearningContents: record.completedContents.map((c) => ({ learningContentId: c.id, ...completedTimes(c) })),
    completedLearningModules: record.completedModules.map((m) => ({ learningModuleId: m.id, ...completedTimes(m) })),
    logEveryCompletedLearningContents: record.log.map((l) => ({
      learningContentId: l.contentId,
      completedTimestamp: timestampOfMs(l.completedAtMs),
      status: l.status,
      timeSpent: l.timeSpent,
    })),
  };
}
