/**
 * The partner reports' scope (src/web/pages/partner-reports/partner-scope.ts): the URL's search
 * params both ways, the filter's checks, the days the figures cover and the messages sent — the
 * server's default range (nothing sent), only an end (the 12 months up to it), a partner never
 * sending a bank, and the TA download's filter with both days.
 */
import { describe, expect, it } from "vitest";
import {
  appliedScope,
  downloadFollowsScope,
  effectiveRange,
  emptyScope,
  normaliseCode,
  sameScope,
  scopeErrors,
  scopeFromSearch,
  scopeRequest,
  searchOf,
  taReportFilterOf,
  twelveMonthsTo,
} from "../../../src/web/pages/partner-reports/partner-scope";

const TODAY = "2026-03-14";
const scope = (values: Partial<ReturnType<typeof emptyScope>>) => ({ ...emptyScope(), ...values });

describe("the scope in the address", () => {
  it("reads the params, normalising the code and dropping a partner's bank", () => {
    expect(scopeFromSearch("?from=2026-01-01&to=2026-02-28&code=ab cd 23&bank=u1", true)).toEqual({ from: "2026-01-01", to: "2026-02-28", code: "ABCD23", bank: "u1" });
    expect(scopeFromSearch("code=abcd&bank=u1", false)).toEqual({ from: "", to: "", code: "ABCD", bank: "" });
    expect(scopeFromSearch("", true)).toEqual(emptyScope());
  });

  it("writes only what is set, and nothing for the default scope", () => {
    expect(searchOf(emptyScope(), true)).toBe("");
    expect(searchOf(scope({ from: "2026-01-01", code: " abc ", bank: "u1" }), true)).toBe("?from=2026-01-01&code=ABC&bank=u1");
    expect(searchOf(scope({ code: "abc", bank: "u1" }), false)).toBe("?code=ABC");
  });

  it("round-trips, and compares scopes as the address would hold them", () => {
    const values = scope({ from: "2025-05-01", to: "2026-01-31", code: "KX7Q", bank: "bank-1" });
    expect(scopeFromSearch(searchOf(values, true), true)).toEqual(values);
    expect(appliedScope(scope({ code: "kx 7q", bank: "b" }), false)).toEqual(scope({ code: "KX7Q" }));
    expect(sameScope(scope({ code: "kx7q" }), scope({ code: "KX7Q" }), false)).toBe(true);
    expect(sameScope(scope({ bank: "a" }), scope({ bank: "b" }), false)).toBe(true);
    expect(sameScope(scope({ bank: "a" }), scope({ bank: "b" }), true)).toBe(false);
  });

  it("normalises codes as the server compares them", () => {
    expect(normaliseCode(" ab\tc 2 ")).toBe("ABC2");
  });
});

describe("the filter's checks", () => {
  it("accepts the default scope and a sensible range", () => {
    expect(scopeErrors(emptyScope(), TODAY)).toEqual({});
    expect(scopeErrors(scope({ from: "2025-01-01", to: "2026-03-31" }), TODAY)).toEqual({});
    expect(scopeErrors(scope({ to: "2020-01-01" }), TODAY)).toEqual({});
  });

  it("refuses days that are not days, an end before the start, a start after today and more than five years", () => {
    expect(scopeErrors(scope({ from: "2026-02-30" }), TODAY)).toEqual({ from: "date" });
    expect(scopeErrors(scope({ to: "soon" }), TODAY)).toEqual({ to: "date" });
    expect(scopeErrors(scope({ from: "2026-03-01", to: "2026-02-01" }), TODAY)).toEqual({ to: "order" });
    expect(scopeErrors(scope({ from: "2026-03-15" }), TODAY)).toEqual({ from: "future" });
    expect(scopeErrors(scope({ from: "2026-03-14" }), TODAY)).toEqual({});
    expect(scopeErrors(scope({ from: "2020-01-01", to: "2025-12-31" }), TODAY)).toEqual({ from: "range" });
    expect(scopeErrors(scope({ from: "2021-01-01", to: "2025-12-31" }), TODAY)).toEqual({});
    expect(scopeErrors(scope({ from: "2019-01-01" }), TODAY)).toEqual({ from: "range" });
    expect(scopeErrors(scope({ code: "X".repeat(65) }), TODAY)).toEqual({ code: "tooLong" });
  });
});

describe("the days the figures cover", () => {
  it("is the server's default without dates: 12 calendar months to today", () => {
    expect(twelveMonthsTo("2026-03-14")).toEqual({ start: "2025-04-01", end: "2026-03-14" });
    expect(twelveMonthsTo("2026-12-31")).toEqual({ start: "2026-01-01", end: "2026-12-31" });
    expect(twelveMonthsTo("2026-01-05")).toEqual({ start: "2025-02-01", end: "2026-01-05" });
    expect(effectiveRange(emptyScope(), TODAY)).toEqual({ start: "2025-04-01", end: TODAY, isDefault: true });
  });

  it("follows the dates given", () => {
    expect(effectiveRange(scope({ from: "2026-01-01" }), TODAY)).toEqual({ start: "2026-01-01", end: TODAY, isDefault: false });
    expect(effectiveRange(scope({ to: "2025-06-30" }), TODAY)).toEqual({ start: "2024-07-01", end: "2025-06-30", isDefault: false });
    expect(effectiveRange(scope({ from: "2026-01-01", to: "2026-02-28" }), TODAY)).toEqual({ start: "2026-01-01", end: "2026-02-28", isDefault: false });
  });
});

describe("the messages sent", () => {
  it("sends no dates for the default, and the bank for administrators only", () => {
    expect(scopeRequest(scope({ bank: "b1" }), true)).toEqual({ referralCode: "", bankUserId: "b1" });
    expect(scopeRequest(scope({ bank: "b1", code: "ab c" }), false)).toEqual({ referralCode: "ABC", bankUserId: "" });
  });

  it("sends the days given, and the 12 months up to an end given alone", () => {
    expect(scopeRequest(scope({ from: "2026-01-01", to: "2026-02-28" }), false)).toEqual({
      startDate: { year: 2026, month: 1, day: 1 },
      endDate: { year: 2026, month: 2, day: 28 },
      referralCode: "",
      bankUserId: "",
    });
    expect(scopeRequest(scope({ from: "2026-01-01" }), false)).toEqual({ startDate: { year: 2026, month: 1, day: 1 }, referralCode: "", bankUserId: "" });
    expect(scopeRequest(scope({ to: "2025-06-30" }), false)).toEqual({
      startDate: { year: 2024, month: 7, day: 1 },
      endDate: { year: 2025, month: 6, day: 30 },
      referralCode: "",
      bankUserId: "",
    });
  });

  it("gives the TA download both days of the scope and its code", () => {
    expect(taReportFilterOf(scope({ code: "abc" }), TODAY)).toEqual({ startDate: { year: 2025, month: 4, day: 1 }, endDate: { year: 2026, month: 3, day: 14 }, referralCode: "ABC" });
    expect(taReportFilterOf(scope({ from: "2026-01-01", to: "2026-01-31" }), TODAY)).toEqual({
      startDate: { year: 2026, month: 1, day: 1 },
      endDate: { year: 2026, month: 1, day: 31 },
      referralCode: "",
    });
  });

  it("lets the download follow a partner's scope always, an administrator's with a code", () => {
    expect(downloadFollowsScope(emptyScope(), false)).toBe(true);
    expect(downloadFollowsScope(scope({ bank: "b1" }), true)).toBe(false);
    expect(downloadFollowsScope(scope({ bank: "b1", code: "ABC" }), true)).toBe(true);
  });
});
