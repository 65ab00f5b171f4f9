import { create } from "@bufbuild/protobuf";
import { timestampFromMs } from "@bufbuild/protobuf/wkt";
import { describe, expect, it } from "vitest";
import { BusinessDocument, LearningJourneySchema, MenteeSchema, TATrackingStorageSchema, UserStateSchema } from "../../../gen/compass/v1/compass_pb";
import { businessTools, businessToolsScore, documentsToReview, journeyProgress, lastActivity, menteeMatches, menteeName, sessionDate, totalHours } from "./mentee-view";

const mentee = (profile: Record<string, string>) => create(MenteeSchema, { user: { id: "u1", profile } });

describe("the mentee pages' reading of a mentee", () => {
  it("names a mentee by first and last name, else display name, else e-mail", () => {
    expect(menteeName(mentee({ firstName: "Lia", lastName: "Moreau", email: "l@example.com" }))).toBe("Lia Moreau");
    expect(menteeName(mentee({ displayName: "Lia M", email: "l@example.com" }))).toBe("Lia M");
    expect(menteeName(mentee({ email: "l@example.com" }))).toBe("l@example.com");
  });

  it("counts the assigned items completed", () => {
    const journey = create(LearningJourneySchema, {
      assignedLearningModules: [{ learningModuleId: "m1" }, { learningModuleId: "m2" }],
      assignedLearningContents: [{ learningContentId: "c1" }],
      completedLearningModules: [{ learningModuleId: "m1" }],
      completedLearningContents: [{ learningContentId: "c1" }, { learningContentId: "c9" }],
    });
    expect(journeyProgress(journey)).toEqual({ assigned: 3, completed: 2 });
    expect(journeyProgress(undefined)).toEqual({ assigned: 0, completed: 0 });
  });

  it("takes the latest completion as the last activity, none without any", () => {
    const journey = create(LearningJourneySchema, {
      logEveryCompletedLearningContents: [{ learningContentId: "c1", completedTimestamp: timestampFromMs(1_000_000) }],
      completedLearningModules: [{ learningModuleId: "m1", completedTimestamp: timestampFromMs(2_000_000) }],
    });
    expect(lastActivity(journey)?.getTime()).toBe(2_000_000);
    expect(lastActivity(create(LearningJourneySchema, {}))).toBeNull();
  });

  it("matches every word of a search in the name, e-mail or business", () => {
    const m = mentee({ firstName: "Lia", lastName: "Moreau", email: "lia@example.com", businessName: "Moreau Bakery" });
    expect(menteeMatches(m, "bakery")).toBe(true);
    expect(menteeMatches(m, "LIA example")).toBe(true);
    expect(menteeMatches(m, "lia plumbing")).toBe(false);
    expect(menteeMatches(m, "  ")).toBe(true);
  });

  it("reads a session's date and adds up contact hours", () => {
    const a = create(TATrackingStorageSchema, { taTracking: { dateOfSession: { year: 2026, month: 3, day: 9 }, timeSpentHours: 1.25 } });
    const b = create(TATrackingStorageSchema, { taTracking: { timeSpentHours: 0.5 } });
    expect(sessionDate(a)?.toISOString()).toBe("2026-03-09T00:00:00.000Z");
    expect(sessionDate(b)).toBeNull();
    expect(totalHours([a, b])).toBe(1.75);
  });
});

describe("the business tools' progress", () => {
  it("reads each tool as completed, started or not started, with a sort score", () => {
    expect(businessTools(undefined)).toEqual({ survey: "notStarted", plan: "notStarted", cashflow: "notStarted" });
    expect(businessToolsScore(undefined)).toBe(0);
    const state = create(UserStateSchema, { hasSeenBusinessSurvey: true, hasCompletedBusinessSurvey: true, hasSeenBusinessPlan: true, hasCompletedCashflow: true });
    expect(businessTools(state)).toEqual({ survey: "completed", plan: "started", cashflow: "completed" });
    expect(businessToolsScore(state)).toBe(5);
  });
});

describe("the documents awaiting the viewer's review", () => {
  it("are the server's list, in the tools' order, unknown values left out", () => {
    const m = create(MenteeSchema, { documentsAwaitingReview: [BusinessDocument.CASHFLOW, BusinessDocument.UNSPECIFIED, BusinessDocument.BUSINESS_SURVEY] });
    expect(documentsToReview(m)).toEqual(["survey", "cashflow"]);
    expect(documentsToReview(create(MenteeSchema, {}))).toEqual([]);
  });
});
