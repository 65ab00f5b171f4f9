import { describe, expect, it } from "vitest";
import { isCurrencyCode, sessionDateRange, taTrackingProblems, type TATrackingLike } from "../../../src/shared/ta-tracking.js";

const NOW = new Date("2026-11-26T12:00:00Z");
const valid = (over: Partial<TATrackingLike> = {}): TATrackingLike => ({
  clientUserId: "c",
  dateOfSession: { year: 2026, month: 11, day: 20 },
  timeSpentHours: 1.5,
  serviceProvided: "Reviewed the cash flow",
  sessionType: 1,
  taCategory: 2,
  actionItem: 9,
  prePostAdmin: 1,
  prepTimeHours: 0.5,
  travelTimeHours: 0,
  milesTraveled: 12.4,
  moneySpentOnMeals: { currencyCode: "USD", units: 12n, nanos: 500_000_000 },
  moneySpentOnLodging: { currencyCode: "", units: 0n, nanos: 0 },
  comments: "",
  state: "NM",
  county: "Bernalillo",
  contact: "",
  ...over,
});
const paths = (r: TATrackingLike, only?: string[]) => taTrackingProblems(r, NOW, only ? new Set(only) : undefined).map((p) => p.path);

describe("TA session checks", () => {
  it("accepts a complete session", () => {
    expect(paths(valid())).toEqual([]);
  });

  it("refuses sessions in the future or more than a year back, generous to time zones", () => {
    expect(sessionDateRange(NOW)).toEqual({ earliest: "2025-11-26", latest: "2026-11-27" });
    expect(paths(valid({ dateOfSession: { year: 2026, month: 11, day: 27 } }))).toEqual([]);
    expect(paths(valid({ dateOfSession: { year: 2026, month: 11, day: 28 } }))).toEqual(["date_of_session"]);
    expect(paths(valid({ dateOfSession: { year: 2025, month: 11, day: 26 } }))).toEqual([]);
    expect(paths(valid({ dateOfSession: { year: 2025, month: 11, day: 25 } }))).toEqual(["date_of_session"]);
    expect(paths(valid({ dateOfSession: { year: 2026, month: 2, day: 30 } }))).toEqual(["date_of_session"]);
    expect(paths(valid({ dateOfSession: undefined }))).toEqual(["date_of_session"]);
  });

  it("bounds hours, miles and money, and requires the type and category", () => {
    expect(
      paths(
        valid({
          timeSpentHours: 24.5,
          prepTimeHours: -1,
          travelTimeHours: Number.NaN,
          milesTraveled: 2001,
          sessionType: 0,
          taCategory: 9,
          moneySpentOnMeals: { currencyCode: "usd", units: -1n, nanos: 0 },
          moneySpentOnLodging: { currencyCode: "EUR", units: 1_000_001n, nanos: 0 },
        }),
      ),
    ).toEqual([
      "time_spent_hours",
      "prep_time_hours",
      "travel_time_hours",
      "miles_traveled",
      "session_type",
      "ta_category",
      "money_spent_on_meals.currency_code",
      "money_spent_on_meals",
      "money_spent_on_lodging",
    ]);
  });

  it("checks only the paths an edit writes", () => {
    expect(paths(valid({ timeSpentHours: 99, comments: "x".repeat(5001) }), ["comments"])).toEqual(["comments"]);
  });

  it("knows currency codes", () => {
    expect(isCurrencyCode("USD")).toBe(true);
    expect(isCurrencyCode("MXN")).toBe(true);
    expect(isCurrencyCode("XYZ")).toBe(false);
    expect(isCurrencyCode("usd")).toBe(false);
  });
});
