/** The TA session form's pure logic: parsing, the shared rules on form fields, update masks, places. */
import { describe, expect, it } from "vitest";
import {
  contactOf,
  changedPaths,
  emptyValues,
  fieldOfPath,
  firstErrorField,
  formErrors,
  moneyText,
  parseMoney,
  parseNumber,
  placeOf,
  recordOf,
  valuesOf,
  type TAFormValues,
} from "../../../src/web/pages/coaching/ta-form";

const NOW = new Date("2026-06-15T12:00:00Z");
const WORDS = { notNumber: "Enter a number.", notMoney: "Enter dollars and cents.", rule: (m: string) => m.charAt(0).toUpperCase() + m.slice(1) };
const filled = (over: Partial<TAFormValues> = {}): TAFormValues => ({
  ...emptyValues(),
  clientUserId: "u1",
  date: "2026-06-10",
  contactHours: "1.5",
  sessionType: "1",
  taCategory: "2",
  ...over,
});

describe("parseNumber", () => {
  it.each([
    ["", 0],
    [" 2 ", 2],
    ["1.5", 1.5],
    [".5", 0.5],
    ["3.", 3],
    ["1,000", 1000],
  ])("reads %j as %d", (text, value) => expect(parseNumber(text)).toBe(value));
  it.each(["abc", "-1", "1e3", "1.2.3"])("refuses %j", (text) => expect(parseNumber(text)).toBeNaN());
});

describe("parseMoney and moneyText", () => {
  it.each([
    ["", 0n, 0],
    ["12", 12n, 0],
    ["12.5", 12n, 500_000_000],
    ["$1,200.05", 1200n, 50_000_000],
    [".75", 0n, 750_000_000],
  ])("reads %j", (text, units, nanos) => expect(parseMoney(text)).toEqual({ currencyCode: "USD", units, nanos }));
  it.each(["12.345", "-3", "ten", "1.2.3"])("refuses %j", (text) => expect(parseMoney(text)).toBeNull());
  it("writes dollars and cents, blank for nothing", () => {
    expect(moneyText({ currencyCode: "USD", units: 12n, nanos: 500_000_000 })).toBe("12.50");
    expect(moneyText({ currencyCode: "USD", units: 0n, nanos: 0 })).toBe("");
    expect(moneyText(undefined)).toBe("");
  });
});

describe("formErrors", () => {
  it("accepts a complete session", () => expect(formErrors(filled(), WORDS, NOW)).toEqual({}));
  it("puts the shared rules' words on the form's fields, in form order", () => {
    const errors = formErrors(emptyValues(), WORDS, NOW);
    expect(errors).toMatchObject({
      clientUserId: "Choose the client.",
      date: "Give the day of the session.",
      sessionType: "Choose one.",
      taCategory: "Choose one.",
    });
    expect(firstErrorField(errors)).toBe("clientUserId");
  });
  it("refuses future and too-old dates, hours over 24, miles over 2,000", () => {
    expect(formErrors(filled({ date: "2026-06-20" }), WORDS, NOW).date).toBe("A session cannot be in the future.");
    expect(formErrors(filled({ date: "2025-06-01" }), WORDS, NOW).date).toBe("Sessions more than a year old cannot be recorded.");
    expect(formErrors(filled({ prepHours: "25" }), WORDS, NOW).prepHours).toBe("Give hours from 0 to 24.");
    expect(formErrors(filled({ miles: "2001" }), WORDS, NOW).miles).toBe("Give miles from 0 to 2,000.");
  });
  it("says which typed numbers and amounts do not parse", () => {
    const errors = formErrors(filled({ travelHours: "two", lodging: "1.999" }), WORDS, NOW);
    expect(errors.travelHours).toBe("Enter a number.");
    expect(errors.lodging).toBe("Enter dollars and cents.");
  });
});

describe("fieldOfPath", () => {
  it.each([
    ["client_user_id", "clientUserId"],
    ["ta_tracking.date_of_session", "date"],
    ["money_spent_on_meals.currency_code", "meals"],
    ["ta_tracking.money_spent_on_lodging.nanos", "lodging"],
    ["time_spent_hours", "contactHours"],
  ])("%s → %s", (path, field) => expect(fieldOfPath(path)).toBe(field));
  it("knows no other path", () => expect(fieldOfPath("created_by_user_id")).toBeUndefined());
});

describe("changedPaths", () => {
  it("lists only the fields whose meaning changed", () => {
    const saved = filled({ meals: "12.50", county: "Travis" });
    expect(changedPaths(saved, { ...saved, contactHours: "1.50", meals: "12.5", county: " Travis " })).toEqual([]);
    expect(changedPaths(saved, { ...saved, contactHours: "2", meals: "13", taCategory: "3" })).toEqual([
      "time_spent_hours",
      "ta_category",
      "money_spent_on_meals",
    ]);
  });
  it("round-trips a stored record through the form", () => {
    const values = filled({ meals: "12.50", miles: "22", comments: "ok", state: "NM", county: "Bernalillo" });
    expect(valuesOf(recordOf(values))).toEqual(values);
  });
});

describe("placeOf", () => {
  it("takes the first address with a state or county", () => {
    expect(placeOf([{ usState: "", county: "" }, { usState: "NM", county: "Bernalillo" }])).toEqual({ state: "NM", county: "Bernalillo" });
    expect(placeOf(undefined)).toEqual({ state: "", county: "" });
  });
});

describe("a client's contact for a session (contactOf)", () => {
  it("joins the phone number and the e-mail the client gave, leaving out what is blank", () => {
    expect(contactOf({ phoneNumber: "+1 505 555 0101", email: "rosa@example.com" })).toBe("+1 505 555 0101 · rosa@example.com");
    expect(contactOf({ phoneNumber: " ", email: "rosa@example.com" })).toBe("rosa@example.com");
    expect(contactOf({ phoneNumber: "", email: "" })).toBe("");
    expect(contactOf(undefined)).toBe("");
  });
});
