import { describe, expect, it } from "vitest";
import { mayNotifyCoach, mayNotifyUser, mayWithdraw } from "../../../src/server/rpc/notifications/notifications-policy.js";
import { messageTextProblem } from "../../../src/shared/messages.js";
import type { Role } from "../../../src/shared/roles.js";

const who = (userId: string, role: Role) => ({ userId, role });

describe("who may notify whom", () => {
  it("a learner: only their assigned coach", () => {
    expect(mayNotifyCoach("coach-1", "coach-1")).toBe(true);
    expect(mayNotifyCoach("coach-1", "coach-2")).toBe(false);
    expect(mayNotifyCoach(null, "coach-1")).toBe(false);
  });

  const mentee = { id: "m", isLearner: true, assignedCoachId: "coach-1" };
  it.each([
    ["a coach, their mentee", who("coach-1", "coach"), mentee, true],
    ["a coach, another coach's mentee", who("coach-2", "coach"), mentee, false],
    ["a lender, their mentee", who("coach-1", "lender"), mentee, true],
    ["an administrator, anyone", who("admin", "admin"), { id: "c", isLearner: false, assignedCoachId: null }, true],
    ["an administrator, themselves", who("admin", "admin"), { id: "admin", isLearner: false, assignedCoachId: null }, false],
    ["a learner through the coach method", who("x", "standard"), mentee, false],
    ["anyone, nobody", who("admin", "admin"), null, false],
  ] as const)("%s: %s", (_name, actor, recipient, allowed) => {
    expect(mayNotifyUser(actor, recipient)).toBe(allowed);
  });

  it("withdrawing: the sender or an administrator", () => {
    expect(mayWithdraw(who("a", "coach"), { sentByUserId: "a" })).toBe(true);
    expect(mayWithdraw(who("b", "coach"), { sentByUserId: "a" })).toBe(false);
    expect(mayWithdraw(who("b", "admin"), { sentByUserId: "a" })).toBe(true);
    expect(mayWithdraw(who("b", "standard"), { sentByUserId: null })).toBe(false);
  });

  it("bounds the text", () => {
    expect(messageTextProblem(" ")).toBe("write a message.");
    expect(messageTextProblem("é".repeat(10_000))).toBeNull();
    expect(messageTextProblem("x".repeat(10_001))).toBe("use at most 10,000 characters (this has 10,001).");
  });
});
