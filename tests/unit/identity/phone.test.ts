/** Phone numbers for the SMS factor: US numbers normalised to E.164, others need + and the country code. */
import { describe, expect, it } from "vitest";
import { maskPhone, normalizePhone } from "../../../src/server/identity/phone.js";

describe("normalizePhone", () => {
  it.each([
    ["(555) 234-5678", "+15552345678"],
    ["555.234.5678", "+15552345678"],
    ["555 234 5678", "+15552345678"],
    ["5552345678", "+15552345678"],
    ["1 555 234 5678", "+15552345678"],
    ["1-555-234-5678", "+15552345678"],
    ["+1 (555) 234-5678", "+15552345678"],
    ["  +15552345678  ", "+15552345678"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+33 6 12 34 56 78", "+33612345678"],
  ])("%s -> %s", (raw, e164) => {
    expect(normalizePhone(raw)).toBe(e164);
  });

  it.each([
    "",
    "   ",
    "123",
    "555-1234",
    "055 123 4567", // area code cannot start with 0
    "555 023 4567", // nor the exchange
    "+1 055 123 4567",
    "2 555 234 5678", // 11 digits not starting with 1 need a +
    "+0 123 456 7890",
    "+1234567890123456", // more than 15 digits
    "call me",
    "555-234-5678 ext 9",
    "+44 20 7946 0958; drop table",
  ])("refuses %j", (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it("masks all but the last two digits", () => {
    expect(maskPhone("+15551234567")).toBe("••• ••• ••67");
  });
});
