import { describe, expect, it } from "vitest";
import { mayLogFor, mayRecordAs, mayTouchRecord } from "../../../src/server/rpc/ta-tracking/ta-tracking-policy.js";
import type { Role } from "../../../src/shared/roles.js";

const coach = { userId: "coach-1", role: "coach" as Role };
const lender = { userId: "lender-1", role: "lender" as Role };
const otherCoach = { userId: "coach-2", role: "coach" as Role };
const admin = { userId: "admin-1", role: "admin" as Role };
const learner = { userId: "learner-9", role: "standard" as Role };

describe("who may log a session for a client", () => {
  const mentee = { id: "m", isLearner: true, assignedCoachId: "coach-1" };
  const lendersMentee = { id: "l", isLearner: true, assignedCoachId: "lender-1" };
  const notLearner = { id: "c", isLearner: false, assignedCoachId: "coach-1" };
  it.each([
    ["the coach, for their mentee", coach, mentee, true],
    ["another coach, for that mentee", otherCoach, mentee, false],
    ["a lender, for their mentee", lender, lendersMentee, true],
    ["a lender, for a coach's mentee", lender, mentee, false],
    ["an administrator, for anyone's mentee", admin, mentee, true],
    ["anyone, for a user who is not a learner", admin, notLearner, false],
    ["anyone, for nobody", admin, null, false],
    ["a learner", learner, mentee, false],
  ] as const)("%s: %s", (_name, actor, client, allowed) => {
    expect(mayLogFor(actor, client)).toBe(allowed);
  });
});

describe("whose name a session may be recorded under", () => {
  it.each([
    ["a coach, themselves", coach, { id: "coach-1", role: "coach" }, true],
    ["a coach, another coach", coach, { id: "coach-2", role: "coach" }, false],
    ["a lender, themselves", lender, { id: "lender-1", role: "lender" }, true],
    ["an administrator, any coach", admin, { id: "coach-2", role: "coach" }, true],
    ["an administrator, themselves", admin, { id: "admin-1", role: "admin" }, true],
    ["an administrator, a learner", admin, { id: "learner-9", role: "standard" }, false],
    ["anyone, nobody", admin, null, false],
  ] as const)("%s: %s", (_name, actor, named, allowed) => {
    expect(mayRecordAs(actor, named)).toBe(allowed);
  });
});

describe("who may read, edit and delete a session", () => {
  it.each([
    ["its coach", coach, "coach-1", true],
    ["another coach", otherCoach, "coach-1", false],
    ["an administrator", admin, "coach-1", true],
    ["a learner", learner, "learner-9", false],
    ["a coach, a session whose coach was deleted", coach, null, false],
  ] as const)("%s: %s", (_name, actor, coachUserId, allowed) => {
    expect(mayTouchRecord(actor, { coachUserId })).toBe(allowed);
  });
});
