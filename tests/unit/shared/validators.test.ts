import { describe, expect, it } from "vitest";
import {
  isAmount,
  isFutureDate,
  isInternationalPhone,
  isIsoDate,
  isPhoneNumber,
  isStateCode,
  isUsPhone,
  isWholeNumber,
  isZipCode,
} from "../../../src/shared/validators.js";

describe("ISO dates", () => {
  it.each([
    ["2024-02-29", true],
    ["1990-01-31", true],
    [" 1990-01-31 ", true],
    ["2023-02-29", false],
    ["1990-04-31", false],
    ["1990-13-01", false],
    ["1990-00-10", false],
    ["1990-1-1", false],
    ["01/02/1990", false],
    ["1990-01-01T00:00:00Z", false],
    ["1700-01-01", false],
    ["", false],
  ])("%s → %s", (s, ok) => expect(isIsoDate(s)).toBe(ok));

  it("tells a date after today from today and before", () => {
    expect(isFutureDate("2030-01-02", "2030-01-01")).toBe(true);
    expect(isFutureDate("2030-01-01", "2030-01-01")).toBe(false);
    expect(isFutureDate("1990-06-01", "2030-01-01")).toBe(false);
  });
});

describe("phone numbers", () => {
  it.each([
    ["(505) 555-0100", true],
    ["505.555.0100", true],
    ["505 555 0100", true],
    ["5055550100", true],
    ["1 505 555 0100", true],
    ["+1 (555) 123-4567", true],
    ["555-123-4567", true],
    ["555-1234", false],
    ["5551234", false],
    ["123-456-7890", false],
    ["+1 123 456 7890", false],
    ["+505 555 0100", false],
    ["call me", false],
    ["505-555-0100 ext 2", false],
  ])("US: %s → %s", (s, ok) => expect(isUsPhone(s)).toBe(ok));

  it.each([
    ["+44 20 7946 0958", true],
    ["+52 55 1234 5678", true],
    ["+15055550100", true],
    ["44 20 7946 0958", false],
    ["+0 12 345 678", false],
    ["+1234567890123456", false],
    ["+1234567", false],
  ])("international: %s → %s", (s, ok) => expect(isInternationalPhone(s)).toBe(ok));

  it("accepts for a profile a US number or + and a country code", () => {
    expect(isPhoneNumber("505-555-0100")).toBe(true);
    expect(isPhoneNumber("+44 20 7946 0958")).toBe(true);
    expect(isPhoneNumber("12")).toBe(false);
    expect(isPhoneNumber("1234567890123456")).toBe(false);
  });
});

describe("ZIP codes", () => {
  it.each([
    ["87571", true],
    ["87571-1234", true],
    [" 87571 ", true],
    ["875711234", false],
    ["8757", false],
    ["87571-123", false],
    ["87571 1234", false],
    ["ABCDE", false],
  ])("%s → %s", (s, ok) => expect(isZipCode(s)).toBe(ok));
});

describe("other formats", () => {
  it.each([
    ["NM", true],
    ["nm", true],
    ["New Mexico", false],
    ["N", false],
  ])("state %s → %s", (s, ok) => expect(isStateCode(s)).toBe(ok));

  it.each([
    ["0", true],
    ["41", true],
    ["-3", false],
    ["2.5", false],
    ["1234567890", false],
  ])("whole number %s → %s", (s, ok) => expect(isWholeNumber(s)).toBe(ok));

  it.each([
    ["52000", true],
    ["52000.50", true],
    ["52000.505", false],
    ["-100", false],
    ["lots", false],
  ])("amount %s → %s", (s, ok) => expect(isAmount(s)).toBe(ok));
});
