/**
 * The journey's row (five JSON arrays of tuples, times in epoch milliseconds) to records, and
 * records to the API's LearningJourney: Timestamps to the millisecond, no assigned_timestamp for an
 * item completed without an assignment.
 */
import { create, equals } from "@bufbuild/protobuf";
import { timestampFromMs, timestampMs, TimestampSchema } from "@bufbuild/protobuf/wkt";
import { describe, expect, it } from "vitest";
import { LearningJourneySchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { timestampOfMs, toLearningJourney } from "../../../src/server/rpc/journey/journey-mapper.js";
import { toJourneyRecord, type JourneyRow } from "../../../src/server/rpc/journey/journey-store.js";

const T1 = Date.parse("2026-03-01T10:00:00.123Z");
const T2 = Date.parse("2026-03-02T11:30:00.456Z");

const row: JourneyRow = {
  assigned_contents: [["c-1", T1]],
  assigned_modules: [["m-1", T2]],
  completed_contents: [
    ["c-2", T1, T2, "COMPLETED"],
    ["c-3", null, T2, "COMPLETED"],
  ],
  completed_modules: [["m-2", null, T1, "COMPLETED"]],
  log: [
    ["c-3", T2, "COMPLETED", 12.5, "e-2"],
    ["c-2", T1, "COMPLETED", 0, "e-1"],
  ],
};

describe("toJourneyRecord", () => {
  it("reads each tuple into a named record", () => {
    expect(toJourneyRecord(row)).toEqual({
      assignedContents: [{ id: "c-1", assignedAtMs: T1 }],
      assignedModules: [{ id: "m-1", assignedAtMs: T2 }],
      completedContents: [
        { id: "c-2", assignedAtMs: T1, completedAtMs: T2, status: "COMPLETED" },
        { id: "c-3", assignedAtMs: null, completedAtMs: T2, status: "COMPLETED" },
      ],
      completedModules: [{ id: "m-2", assignedAtMs: null, completedAtMs: T1, status: "COMPLETED" }],
      log: [
        { contentId: "c-3", completedAtMs: T2, status: "COMPLETED", timeSpent: 12.5 },
        { contentId: "c-2", completedAtMs: T1, status: "COMPLETED", timeSpent: 0 },
      ],
    });
  });

  it("orders each list: assignments oldest first, completions and the log most recent first, ties by id", () => {
    const record = toJourneyRecord({
      assigned_contents: [["b", T2], ["z", T1], ["a", T2]],
      assigned_modules: [],
      completed_contents: [["b", null, T1, "COMPLETED"], ["c", null, T2, "COMPLETED"], ["a", null, T1, "COMPLETED"]],
      completed_modules: [["m-1", null, T1, "COMPLETED"], ["m-2", null, T2, "COMPLETED"]],
      log: [["x", T1, "COMPLETED", 1, "e-9"], ["y", T2, "COMPLETED", 2, "e-5"], ["x", T1, "COMPLETED", 3, "e-1"]],
    });
    expect(record.assignedContents.map((c) => c.id)).toEqual(["z", "a", "b"]);
    expect(record.completedContents.map((c) => c.id)).toEqual(["c", "a", "b"]);
    expect(record.completedModules.map((m) => m.id)).toEqual(["m-2", "m-1"]);
    expect(record.log.map((l) => l.timeSpent)).toEqual([2, 3, 1]);
  });

  it("reads times sent as strings (bigint) as numbers", () => {
    const record = toJourneyRecord({ ...row, assigned_contents: [["c-1", String(T1) as unknown as number]] });
    expect(record.assignedContents[0]?.assignedAtMs).toBe(T1);
  });
});

describe("timestampOfMs", () => {
  it.each([0, 999, 1000, T1, T2, -1, -1001])("makes the Timestamp timestampFromMs makes of %d ms", (ms) => {
    expect(equals(TimestampSchema, timestampOfMs(ms), timestampFromMs(ms))).toBe(true);
    expect(timestampMs(timestampOfMs(ms))).toBe(ms);
  });
});

describe("toLearningJourney", () => {
  const journey = create(LearningJourneySchema, toLearningJourney(toJourneyRecord(row)));

  it("answers the five lists in the record's order", () => {
    expect(journey.assignedLearningContents.map((c) => c.learningContentId)).toEqual(["c-1"]);
    expect(journey.assignedLearningModules.map((m) => m.learningModuleId)).toEqual(["m-1"]);
    expect(journey.completedLearningContents.map((c) => c.learningContentId)).toEqual(["c-2", "c-3"]);
    expect(journey.completedLearningModules.map((m) => m.learningModuleId)).toEqual(["m-2"]);
    expect(journey.logEveryCompletedLearningContents.map((l) => [l.learningContentId, l.timeSpent, l.status])).toEqual([
      ["c-3", 12.5, "COMPLETED"],
      ["c-2", 0, "COMPLETED"],
    ]);
  });

  it("keeps times to the millisecond", () => {
    expect(timestampMs(journey.assignedLearningContents[0]!.assignedTimestamp!)).toBe(T1);
    const done = journey.completedLearningContents[0]!;
    expect([timestampMs(done.assignedTimestamp!), timestampMs(done.completedTimestamp!)]).toEqual([T1, T2]);
    expect(timestampMs(journey.logEveryCompletedLearningContents[0]!.completedTimestamp!)).toBe(T2);
  });

  it("gives no assigned time to what was completed without an assignment", () => {
    expect(journey.completedLearningContents[1]!.assignedTimestamp).toBeUndefined();
    expect(journey.completedLearningModules[0]!.assignedTimestamp).toBeUndefined();
    expect(timestampMs(journey.completedLearningModules[0]!.completedTimestamp!)).toBe(T1);
  });
});
