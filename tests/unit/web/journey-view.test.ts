import { create } from "@bufbuild/protobuf";
import { timestampFromMs } from "@bufbuild/protobuf/wkt";
import { describe, expect, it } from "vitest";
import { ClassSchema, LearningJourneySchema } from "../../../src/gen/compass/v1/compass_pb";
import { upcomingClasses } from "../../../src/web/components/classes/upcoming-classes";
import { journeyView, nextLesson } from "../../../src/web/pages/journey/journey-view";

const at = (ms: number) => timestampFromMs(ms);

describe("the home page's reading of a journey", () => {
  const journey = create(LearningJourneySchema, {
    assignedLearningModules: [
      { learningModuleId: "m2", assignedTimestamp: at(2_000) },
      { learningModuleId: "m1", assignedTimestamp: at(1_000) },
    ],
    assignedLearningContents: [{ learningContentId: "c1", assignedTimestamp: at(1_000) }],
    completedLearningModules: [{ learningModuleId: "m2", completedTimestamp: at(5_000) }],
    completedLearningContents: [
      { learningContentId: "c9", completedTimestamp: at(3_000) },
      { learningContentId: "c8", completedTimestamp: at(4_000) },
    ],
  });

  it("lists what is still to do, oldest assignment first, modules before contents assigned at once", () => {
    expect(journeyView(journey).toDo.map((i) => `${i.kind}:${i.id}`)).toEqual(["module:m1", "content:c1"]);
  });

  it("lists what was completed, most recent first", () => {
    expect(journeyView(journey).done.map((i) => i.id)).toEqual(["m2", "c8", "c9"]);
  });

  it("copes with no journey at all", () => {
    expect(journeyView(undefined)).toMatchObject({ toDo: [], done: [] });
  });

  it("picks a module's first lesson not yet completed", () => {
    expect(nextLesson(["a", "b", "c"], new Set(["a"]))).toBe("b");
    expect(nextLesson(["a"], new Set(["a"]))).toBeNull();
  });

  it("keeps the classes still to come, soonest first, in the organisation's time zone", () => {
    const classes = [
      create(ClassSchema, { classId: "late", title: "Late", classDate: { year: 2026, month: 12, day: 2 }, classTime: { hours: 18 } }),
      create(ClassSchema, { classId: "past", title: "Past", classDate: { year: 2026, month: 11, day: 1 }, classTime: { hours: 9 } }),
      create(ClassSchema, { classId: "soon", title: "Soon", classDate: { year: 2026, month: 12, day: 1 }, classTime: { hours: 9 } }),
      create(ClassSchema, { classId: "undated", title: "Undated" }),
    ];
    const now = Date.UTC(2026, 10, 23);
    const upcoming = upcomingClasses(classes, "America/New_York", now);
    expect(upcoming.map((u) => u.item.classId)).toEqual(["soon", "late"]);
    // 09:00 in New York on 1 December is 14:00 UTC.
    expect(upcoming[0]!.startsAt.toISOString()).toBe("2026-12-01T14:00:00.000Z");
  });
});
