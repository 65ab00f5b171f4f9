import { describe, expect, it } from "vitest";
import { canReadUserDocuments } from "../../../src/server/rpc/documents/document-policy.js";
import type { Role } from "../../../src/shared/roles.js";

describe("who may read a learner's documents", () => {
  const learner = { id: "learner", assignedCoachId: "coach-1" };
  it.each<[string, Role, string, boolean]>([
    ["the learner", "standard", "learner", true],
    ["another learner", "standard", "someone", false],
    ["their coach", "coach", "coach-1", true],
    ["another coach", "coach", "coach-2", false],
    ["their lender", "lender", "coach-1", true],
    ["another lender", "lender", "lender-2", false],
    ["an administrator", "admin", "admin-1", true],
    ["a partner bank, even named as coach", "partner", "coach-1", false],
    ["an API client", "api", "api-1", false],
  ])("%s: %s", (_who, role, userId, allowed) => {
    expect(canReadUserDocuments({ userId, role }, learner)).toBe(allowed);
  });

  it("a user without a coach: only themselves and administrators", () => {
    const alone = { id: "u", assignedCoachId: null };
    expect(canReadUserDocuments({ userId: "c", role: "coach" }, alone)).toBe(false);
    expect(canReadUserDocuments({ userId: "u", role: "standard" }, alone)).toBe(true);
  });
});
