import { describe, expect, it } from "vitest";
import { canSeeMentee, menteeScope, seesSealedFields } from "../../../src/server/rpc/mentees/mentees-policy.js";
import type { Role } from "../../../src/shared/roles.js";

const actor = (userId: string, role: Role) => ({ userId, role });

describe("who sees a learner as a mentee", () => {
  const mentee = { id: "m", isLearner: true, assignedCoachId: "coach-1" };
  it.each([
    ["their coach", actor("coach-1", "coach"), mentee, true],
    ["another coach", actor("coach-2", "coach"), mentee, false],
    ["their lender", actor("coach-1", "lender"), mentee, true],
    ["an administrator", actor("admin", "admin"), mentee, true],
    ["a partner bank named as coach", actor("coach-1", "partner"), mentee, false],
    ["a learner", actor("x", "standard"), mentee, false],
    ["an administrator, a user who is not a learner", actor("admin", "admin"), { id: "c", isLearner: false, assignedCoachId: null }, false],
    ["anyone, nobody", actor("admin", "admin"), null, false],
  ] as const)("%s: %s", (_who, a, subject, allowed) => {
    expect(canSeeMentee(a, subject)).toBe(allowed);
  });

  it("lists a coach's own mentees, every learner for an administrator, and opens sealed fields for administrators only", () => {
    expect(menteeScope(actor("coach-1", "coach"))).toEqual({ coachUserId: "coach-1" });
    expect(menteeScope(actor("admin", "admin"))).toBe("all");
    expect(seesSealedFields(actor("admin", "admin"))).toBe(true);
    expect(seesSealedFields(actor("coach-1", "coach"))).toBe(false);
    expect(seesSealedFields(actor("l", "lender"))).toBe(false);
  });
});
