/**
 * The TA report's scope per caller (reports-policy.ts) and its CSV cells (ta-report.ts), in tables.
 */
import { describe, expect, it } from "vitest";
import { csvCell, enumWords } from "../../../src/server/reports/ta-report.js";
import { activityScope, taReportScope } from "../../../src/server/rpc/reports/reports-policy.js";

const none = { coachUserId: "", referralCode: "", clientUserId: "" };

describe("taReportScope", () => {
  it.each([
    ["an administrator, no filter", { userId: "a", role: "admin" }, none, [], { ok: true, query: {} }],
    ["an administrator, another coach and a code", { userId: "a", role: "admin" }, { ...none, coachUserId: "c2", referralCode: "ab12" }, [], { ok: true, query: { coachUserId: "c2", referralCodes: ["AB12"] } }],
    ["a coach: their own", { userId: "c1", role: "coach" }, none, [], { ok: true, query: { coachUserId: "c1" } }],
    ["a lender naming themselves", { userId: "l1", role: "lender" }, { ...none, coachUserId: "l1" }, [], { ok: true, query: { coachUserId: "l1" } }],
    ["a coach naming another", { userId: "c1", role: "coach" }, { ...none, coachUserId: "c2" }, [], { ok: false, reason: "other-coach" }],
    ["a partner: its codes, anonymous", { userId: "b", role: "partner" }, none, ["B1", "B2"], { ok: true, query: { referralCodes: ["B1", "B2"], anonymous: true } }],
    ["a partner naming its code", { userId: "b", role: "partner" }, { ...none, referralCode: "b2" }, ["B1", "B2"], { ok: true, query: { referralCodes: ["B2"], anonymous: true } }],
    ["a partner naming its code as typed, look-alikes and all", { userId: "b", role: "partner" }, { ...none, referralCode: " mesa 2o26 " }, ["MESA2026"], { ok: true, query: { referralCodes: ["MESA2026"], anonymous: true } }],
    ["a partner naming another's code", { userId: "b", role: "partner" }, { ...none, referralCode: "X9" }, ["B1"], { ok: false, reason: "other-code" }],
    ["a partner without codes sees nothing", { userId: "b", role: "partner" }, none, [], { ok: true, query: { referralCodes: [], anonymous: true } }],
    ["a learner", { userId: "s", role: "standard" }, none, [], { ok: false, reason: "not-allowed" }],
  ] as const)("%s", (_name, actor, filter, codes, expected) => {
    expect(taReportScope(actor, filter, codes)).toEqual(expected);
  });
});

describe("the CSV cells", () => {
  it.each([
    ["plain", "plain"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["=SUM(A1)", "'=SUM(A1)"],
    ["+1", "'+1"],
    ["-cmd", "'-cmd"],
    ["@x", "'@x"],
    ["line\nbreak", '"line\nbreak"'],
  ])("%j → %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes numbers as numbers", () => {
    expect(csvCell(-1.5)).toBe("-1.5");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("turns enum names into words", () => {
    expect(enumWords("IN_PERSON")).toBe("In person");
    expect(enumWords("TA_CATEGORY_ONGOING_COACHING")).toBe("Ongoing coaching");
    expect(enumWords("UNSPECIFIED")).toBe("");
  });
});

describe("activityScope", () => {
  it.each([
    ["an administrator, everyone", { userId: "a", role: "admin" }, "", { ok: true, coachUserId: null }],
    ["an administrator, one coach", { userId: "a", role: "admin" }, "c2", { ok: true, coachUserId: "c2" }],
    ["a coach: their own", { userId: "c1", role: "coach" }, "", { ok: true, coachUserId: "c1" }],
    ["a lender naming another", { userId: "l1", role: "lender" }, "c2", { ok: false, reason: "other-coach" }],
    ["a partner", { userId: "b", role: "partner" }, "", { ok: false, reason: "not-allowed" }],
  ] as const)("%s", (_name, actor, coach, expected) => {
    expect(activityScope(actor, coach)).toEqual(expected);
  });
});
