/** Who may send a learner the impact check-in on demand (src/server/rpc/impact/check-in-policy.ts). */
import { describe, expect, it } from "vitest";
import { canSendCheckIn } from "../../../src/server/rpc/impact/check-in-policy.js";
import type { Role } from "../../../src/shared/roles.js";

const learner = { id: "learner", assignedCoachId: "coach", type: "STANDARD" };

describe("canSendCheckIn", () => {
  it.each<[string, { userId: string; role: Role }, boolean]>([
    ["the learner's coach", { userId: "coach", role: "coach" }, true],
    ["the learner's lender", { userId: "coach", role: "lender" }, true],
    ["another coach", { userId: "other", role: "coach" }, false],
    ["another lender", { userId: "other", role: "lender" }, false],
    ["an administrator", { userId: "admin", role: "admin" }, true],
    ["a partner bank", { userId: "coach", role: "partner" }, false],
    ["the learner themselves", { userId: "learner", role: "standard" }, false],
    ["an administrator to themselves", { userId: "learner", role: "admin" }, false],
  ])("%s: %s", (_name, actor, allowed) => {
    expect(canSendCheckIn(actor, learner)).toBe(allowed);
  });

  it("refuses a coach for a learner without a coach", () => {
    expect(canSendCheckIn({ userId: "coach", role: "coach" }, { ...learner, assignedCoachId: null })).toBe(false);
  });
});
