import { describe, expect, it } from "vitest";
import { canReadUserName, COACH_HIDDEN_PROFILE_FIELDS, hiddenProfileFields, selfUpdatePath } from "../../../src/server/rpc/account/account-policy.js";
import type { Actor } from "../../../src/server/core/context.js";

const actor = (role: Actor["role"], userId = "me"): Actor => ({ role, userId });
const none = { actorAssignedCoachId: null, chatPartners: false, notifiedActor: false };

describe("who may read a user's name", () => {
  it.each([
    ["oneself", actor("standard"), { id: "me", assignedCoachId: null }, none, true],
    ["one's coach", actor("standard"), { id: "c1", assignedCoachId: null }, { ...none, actorAssignedCoachId: "c1" }, true],
    ["a coach, their mentee", actor("coach"), { id: "m1", assignedCoachId: "me" }, none, true],
    ["a lender, their mentee", actor("lender"), { id: "m1", assignedCoachId: "me" }, none, true],
    ["a coach, another coach's mentee", actor("coach"), { id: "m2", assignedCoachId: "c2" }, none, false],
    ["a standard user, a user who names them as coach", actor("standard"), { id: "m1", assignedCoachId: "me" }, none, false],
    ["a chat partner", actor("standard"), { id: "p1", assignedCoachId: null }, { ...none, chatPartners: true }, true],
    ["the sender of a notification one received (a former coach, an administrator)", actor("standard"), { id: "s1", assignedCoachId: null }, { ...none, notifiedActor: true }, true],
    ["an admin, anyone", actor("admin"), { id: "x", assignedCoachId: null }, none, true],
    ["a partner, a stranger", actor("partner"), { id: "x", assignedCoachId: null }, none, false],
    ["a standard user, a stranger", actor("standard"), { id: "x", assignedCoachId: null }, none, false],
  ])("%s → %s", (_name, a, target, rel, allowed) => {
    expect(canReadUserName(a, target, rel)).toBe(allowed);
  });
});

describe("what a user may write on their own profile", () => {
  it.each([
    ["first_name", "writable"],
    ["firstName", "writable"],
    ["drivers_license_number", "writable"],
    ["address", "writable"],
    ["type", "forbidden"],
    ["status", "forbidden"],
    ["application_decision", "forbidden"],
    ["referral_code", "forbidden"],
    ["referralCode", "forbidden"],
    ["email", "forbidden"],
    ["is_disabled", "forbidden"],
    ["address.city", "unknown"],
    ["shoe_size", "unknown"],
  ])("%s is %s", (path, verdict) => {
    expect(selfUpdatePath(path)).toBe(verdict);
  });
});

describe("a coach's view of a mentee", () => {
  it("hides drivers licence, household income, race, ethnicity and date of birth from coaches and lenders", () => {
    for (const role of ["coach", "lender"] as const) {
      expect(hiddenProfileFields(actor(role, "c1"), "m1")).toEqual(COACH_HIDDEN_PROFILE_FIELDS);
    }
    expect(COACH_HIDDEN_PROFILE_FIELDS).toEqual(
      expect.arrayContaining(["drivers_license_number", "annual_household_income", "race", "ethnicity", "date_of_birth"]),
    );
  });
  it("hides nothing from the user themself or an admin", () => {
    expect(hiddenProfileFields(actor("standard", "m1"), "m1")).toEqual([]);
    expect(hiddenProfileFields(actor("admin", "a1"), "m1")).toEqual([]);
  });
});
