/** Who may see and annotate loan readiness (loan-readiness-policy.ts), and the override and threshold checks (src/shared/loan-readiness-rules.ts), as tables. */
import { describe, expect, it } from "vitest";
import { canReadReadiness, canReviewReadiness, isAuditedRead } from "../../../src/server/rpc/loan-readiness/loan-readiness-policy.js";
import { overrideProblems, thresholdsProblems, type OverrideInput, type ThresholdsInput } from "../../../src/shared/loan-readiness-rules.js";
import type { Role } from "../../../src/shared/roles.js";

const learner = { id: "learner", assignedCoachId: "coach" };
const as = (userId: string, role: Role) => ({ userId, role });

describe("policy", () => {
  it.each<[string, { userId: string; role: Role }, boolean, boolean, boolean]>([
    // caller, read, review, audited read
    ["the learner", as("learner", "standard"), true, false, false],
    ["their coach", as("coach", "coach"), true, true, false],
    ["their lender", as("coach", "lender"), true, true, false],
    ["another coach", as("other", "coach"), false, false, false],
    ["another lender", as("other", "lender"), false, false, false],
    ["another learner", as("other", "standard"), false, false, false],
    ["a partner bank", as("bank", "partner"), false, false, false],
    ["an administrator", as("admin", "admin"), true, true, true],
  ])("%s", (_name, actor, read, review, audited) => {
    expect(canReadReadiness(actor, learner)).toBe(read);
    expect(canReviewReadiness(actor, learner)).toBe(review);
    expect(isAuditedRead(actor, learner)).toBe(audited);
  });

  it("nobody reviews their own readiness; an administrator's read of their own is not audited", () => {
    expect(canReviewReadiness(as("coach", "coach"), { id: "coach", assignedCoachId: "coach" })).toBe(false);
    expect(canReviewReadiness(as("admin", "admin"), { id: "admin", assignedCoachId: null })).toBe(false);
    expect(canReadReadiness(as("admin", "admin"), { id: "admin", assignedCoachId: null })).toBe(true);
    expect(isAuditedRead(as("admin", "admin"), { id: "admin" })).toBe(false);
  });
});

describe("overrideProblems", () => {
  const base: OverrideInput = { factor: 1, overrideState: 0, overrideReason: "", note: "" };
  it.each<[string, Partial<OverrideInput>, { path: string; message: string }[]]>([
    ["clearing everything", {}, []],
    ["a note alone", { note: "n".repeat(2000) }, []],
    ["a note over 2,000", { note: "n".repeat(2001) }, [{ path: "note", message: "use at most 2,000 characters (this has 2,001)." }]],
    ["a note with spaces around 2,000", { note: ` ${"n".repeat(2000)} ` }, []],
    ["no factor", { factor: 0 }, [{ path: "factor", message: "choose one of the five Cs." }]],
    ["an unknown factor", { factor: 6 }, [{ path: "factor", message: "choose one of the five Cs." }]],
    ["an override with its reason", { overrideState: 3, overrideReason: "r".repeat(1000) }, []],
    ["an override without a reason", { overrideState: 1, overrideReason: " " }, [{ path: "override_reason", message: "give the reason for the override." }]],
    ["a reason over 1,000", { overrideState: 4, overrideReason: "r".repeat(1001) }, [{ path: "override_reason", message: "use at most 1,000 characters (this has 1,001)." }]],
    ["an unknown state", { overrideState: 5, overrideReason: "x" }, [{ path: "override_state", message: "choose ready, close, not yet or unknown." }]],
    ["a reason without a state (ignored)", { overrideReason: "r".repeat(5000) }, []],
  ])("%s", (_name, change, problems) => {
    expect(overrideProblems({ ...base, ...change })).toEqual(problems);
  });
});

describe("thresholdsProblems", () => {
  const base: ThresholdsInput = { dscrMinimum: 1.15, equityMinimumPercent: 10, collateralTarget: 1, minimumCreditBand: 3 };
  it.each<[string, Partial<ThresholdsInput>, string[]]>([
    ["the defaults", {}, []],
    ["all zero, the lowest band", { dscrMinimum: 0, equityMinimumPercent: 0, collateralTarget: 0, minimumCreditBand: 1 }, []],
    ["the maxima", { dscrMinimum: 10, equityMinimumPercent: 100, collateralTarget: 10, minimumCreditBand: 5 }, []],
    ["a DSCR over 10", { dscrMinimum: 10.01 }, ["dscr_minimum"]],
    ["a negative DSCR", { dscrMinimum: -0.1 }, ["dscr_minimum"]],
    ["an equity over 100", { equityMinimumPercent: 100.5 }, ["equity_minimum_percent"]],
    ["a collateral target NaN", { collateralTarget: Number.NaN }, ["collateral_target"]],
    ["an infinite collateral target", { collateralTarget: Infinity }, ["collateral_target"]],
    ["no band", { minimumCreditBand: 0 }, ["minimum_credit_band"]],
    ["don't know", { minimumCreditBand: 6 }, ["minimum_credit_band"]],
  ])("%s", (_name, change, paths) => {
    expect(thresholdsProblems({ ...base, ...change }).map((p) => p.path)).toEqual(paths);
  });
});
