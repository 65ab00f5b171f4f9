/** Who may keep, see and record impact milestones, and which changes of state are allowed (impact-policy.ts), as tables. */
import { describe, expect, it } from "vitest";
import {
  clientCorrectionRefusal,
  confirmRefusal,
  isAuditedRead,
  keepsOwnMilestones,
  mayManageMilestones,
  type MilestoneStanding,
  type StateRefusal,
  verifyRefusal,
} from "../../../src/server/rpc/impact/impact-policy.js";
import type { Role } from "../../../src/shared/roles.js";

const learner = { id: "learner", isLearner: true, assignedCoachId: "coach" };
const as = (userId: string, role: Role) => ({ userId, role });

describe("access", () => {
  it.each<[string, { userId: string; role: Role }, boolean, boolean, boolean]>([
    // caller, keeps own, manages the learner's, audited read
    ["the learner", as("learner", "standard"), true, false, false],
    ["their coach", as("coach", "coach"), false, true, false],
    ["their lender", as("coach", "lender"), false, true, false],
    ["another coach", as("other", "coach"), false, false, false],
    ["another lender", as("other", "lender"), false, false, false],
    ["another learner", as("other", "standard"), true, false, false],
    ["a partner bank", as("bank", "partner"), false, false, false],
    ["an API client", as("api", "api"), false, false, false],
    ["an administrator", as("admin", "admin"), false, true, true],
  ])("%s", (_name, actor, keeps, manages, audited) => {
    expect(keepsOwnMilestones(actor)).toBe(keeps);
    expect(mayManageMilestones(actor, learner)).toBe(manages);
    expect(isAuditedRead(actor)).toBe(audited);
  });

  it("nobody manages milestones of a user who is not a learner, of nobody, or their own", () => {
    const staffUser = { id: "lender2", isLearner: false, assignedCoachId: "coach" };
    expect(mayManageMilestones(as("coach", "coach"), staffUser)).toBe(false);
    expect(mayManageMilestones(as("admin", "admin"), staffUser)).toBe(false);
    expect(mayManageMilestones(as("admin", "admin"), null)).toBe(false);
    expect(mayManageMilestones(as("coach", "coach"), { id: "coach", isLearner: true, assignedCoachId: "coach" })).toBe(false);
  });
});

describe("state machine", () => {
  const m = (recordedByRole: MilestoneStanding["recordedByRole"], state: MilestoneStanding["state"]): MilestoneStanding => ({ userId: "learner", recordedByRole, state });
  it.each<[string, MilestoneStanding, StateRefusal | null, StateRefusal | null, StateRefusal | null]>([
    // milestone, client corrects, client confirms, staff verify
    ["client-reported, reported", m("client", "reported"), null, "own-report", null],
    ["client-reported, verified", m("client", "verified"), "settled", "own-report", "settled"],
    ["client-reported, confirmed (not reachable, refused alike)", m("client", "confirmed"), "settled", "own-report", "settled"],
    ["staff-recorded, reported", m("staff", "reported"), "staff-recorded", null, "needs-confirmation"],
    ["staff-recorded, confirmed", m("staff", "confirmed"), "staff-recorded", "settled", "needs-confirmation"],
    ["staff-recorded, verified (not reachable, refused alike)", m("staff", "verified"), "staff-recorded", "settled", "needs-confirmation"],
  ])("%s", (_name, milestone, correct, confirm, verify) => {
    expect(clientCorrectionRefusal(milestone)).toBe(correct);
    expect(confirmRefusal(milestone)).toBe(confirm);
    expect(verifyRefusal(milestone)).toBe(verify);
  });
});
