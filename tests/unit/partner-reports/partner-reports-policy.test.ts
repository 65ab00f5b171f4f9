/** Partner reports' scope and months (partner-reports-policy.ts), in tables. */
import { describe, expect, it } from "vitest";
import { lastTwelveMonths, monthsOf, partnerCodes } from "../../../src/server/rpc/partner-reports/partner-reports-policy.js";

describe("partnerCodes", () => {
  it.each([
    ["a partner, all its codes", "partner", ["A1", "A2"], "", { ok: true, codes: ["A1", "A2"] }],
    ["a partner, one of its codes in any case", "partner", ["A1", "A2"], " a2 ", { ok: true, codes: ["A2"] }],
    ["a partner, another's code", "partner", ["A1"], "B1", { ok: false, reason: "other-code" }],
    ["a partner without codes", "partner", [], "", { ok: true, codes: [] }],
    ["an administrator, an unknown code", "admin", ["A1"], "Z9", { ok: false, reason: "unknown-code" }],
    ["a coach", "coach", ["A1"], "", { ok: false, reason: "not-allowed" }],
  ] as const)("%s", (_name, role, available, code, expected) => {
    expect(partnerCodes({ role }, available, code)).toEqual(expected);
  });
});

describe("months", () => {
  it("lists every month of a range, across a year's end", () => {
    expect(monthsOf("2025-11-15", "2026-02-01")).toEqual([
      [2025, 11],
      [2025, 12],
      [2026, 1],
      [2026, 2],
    ]);
  });

  it.each([
    ["2026-11-26", "2025-12-01"],
    ["2026-12-31", "2026-01-01"],
    ["2026-01-05", "2025-02-01"],
  ])("the twelve months to %s start on %s", (today, start) => {
    expect(lastTwelveMonths(today)).toEqual({ start, end: today });
    expect(monthsOf(start, today)).toHaveLength(12);
  });
});
