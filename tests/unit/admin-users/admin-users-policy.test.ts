/**
 * The administrators' user rules (admin-users-policy.ts), in tables: update paths, the
 * last-administrator rule, who may coach, and how the list's sort, direction, type and search are read.
 */
import { describe, expect, it } from "vitest";
import { USER_TYPES } from "../../../src/server/db/schema/users.js";
import {
  adminUpdatePath,
  canCoach,
  leavesNoAdmin,
  searchWords,
  sortDirectionOf,
  userSortOf,
  userTypeFilterOf,
} from "../../../src/server/rpc/admin-users/admin-users-policy.js";

describe("AdminUpdateUser paths", () => {
  it.each([
    ["type", { kind: "user", path: "type" }],
    ["enabled", { kind: "user", path: "enabled" }],
    ["assignedCoach", { kind: "user", path: "assigned_coach" }],
    ["profile.business_name", { kind: "profile", path: "business_name" }],
    ["profile.status", { kind: "profile", path: "status" }],
    ["profile.applicationDecision", { kind: "profile", path: "application_decision" }],
    ["profile.email", { kind: "forbidden" }],
    ["id", { kind: "forbidden" }],
    ["profile.password", { kind: "unknown" }],
    ["password", { kind: "unknown" }],
  ] as const)("%s → %j", (path, kind) => {
    expect(adminUpdatePath(path)).toEqual(kind);
  });
});

describe("the last-administrator rule", () => {
  const admin = { type: "ADMIN" as const, enabled: true };
  it.each([
    ["disabling the only admin", admin, { type: "ADMIN", enabled: false }, 1, true],
    ["demoting the only admin", admin, { type: "COACH", enabled: true }, 1, true],
    ["disabling one of two", admin, { type: "ADMIN", enabled: false }, 2, false],
    ["API_ADMIN to ADMIN", { type: "API_ADMIN" as const, enabled: true }, { type: "ADMIN", enabled: true }, 1, false],
    ["a disabled admin demoted", { type: "ADMIN" as const, enabled: false }, { type: "STANDARD", enabled: false }, 1, false],
    ["a learner disabled", { type: "STANDARD" as const, enabled: true }, { type: "STANDARD", enabled: false }, 1, false],
  ] as const)("%s", (_name, before, after, admins, refused) => {
    expect(leavesNoAdmin(before, after, admins)).toBe(refused);
  });
});

describe("who may coach", () => {
  it.each([
    ["an enabled coach", { id: "c", type: "COACH" as const, enabled: true }, true],
    ["an enabled lender", { id: "c", type: "LENDER" as const, enabled: true }, true],
    ["a disabled coach", { id: "c", type: "COACH" as const, enabled: false }, false],
    ["a learner", { id: "c", type: "STANDARD" as const, enabled: true }, false],
    ["a bank", { id: "c", type: "BANK" as const, enabled: true }, false],
    ["the user themselves", { id: "u", type: "COACH" as const, enabled: true }, false],
    ["nobody", null, false],
  ] as const)("%s", (_name, coach, allowed) => {
    expect(canCoach(coach, "u")).toBe(allowed);
  });
});

describe("the list's parameters", () => {
  it("reads sort names and directions", () => {
    expect(userSortOf("")).toBe("created");
    expect(userSortOf("businessName")).toBe("business_name");
    expect(userSortOf("last_name")).toBe("name");
    expect(userSortOf("password")).toBeNull();
    expect(sortDirectionOf("", "created", false)).toBe("desc");
    expect(sortDirectionOf("", "created", true)).toBe("asc");
    expect(sortDirectionOf("DESC", "name", true)).toBe("desc");
    expect(sortDirectionOf("up", "name", true)).toBeNull();
  });

  it("reads a type filter with or without the prefix", () => {
    expect(userTypeFilterOf("USER_TYPE_COACH", USER_TYPES)).toBe("COACH");
    expect(userTypeFilterOf("lender", USER_TYPES)).toBe("LENDER");
    expect(userTypeFilterOf("USER_TYPE_UNSPECIFIED", USER_TYPES)).toBeNull();
  });

  it("splits the search into at most 8 lower-case words", () => {
    expect(searchWords("  Maria  BAKERY ")).toEqual(["maria", "bakery"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});
