import { describe, expect, it } from "vitest";
import { CENTS_MAX } from "../../../src/shared/business-plan";
import { centsToDollarsText, parseDollars } from "../../../src/web/pages/business/money";

describe("dollars typed into the plan's product costs", () => {
  it.each([
    ["12", 1200n],
    ["12.5", 1250n],
    ["12.05", 1205n],
    [".75", 75n],
    ["3.", 300n],
    ["$1,250.00", 125_000n],
    [" $ 3 000 ", 300_000n],
    ["0", 0n],
    ["", 0n],
    ["   ", 0n],
    ["-0", 0n],
    ["1,000,000,000", 100_000_000_000n],
  ])("reads %j as %s cents", (text, cents) => {
    expect(parseDollars(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ["abc", "invalid"],
    ["12,5", "invalid"],
    ["1,2345", "invalid"],
    ["$", "invalid"],
    [".", "invalid"],
    ["1e3", "invalid"],
    ["12.345", "decimals"],
    ["-5", "negative"],
    ["−5.00", "negative"],
    ["$-5", "negative"],
    ["1,000,000,000.01", "tooLarge"],
    ["9".repeat(400), "tooLarge"],
  ])("refuses %j (%s)", (text, error) => {
    expect(parseDollars(text)).toEqual({ ok: false, error });
  });

  it("accepts exactly the largest amount the plan stores", () => {
    expect(parseDollars(centsToDollarsText(CENTS_MAX))).toEqual({ ok: true, cents: CENTS_MAX });
  });

  it("shows cents as dollars, whole dollars without decimals, and nothing for none", () => {
    expect(centsToDollarsText(125_000n)).toBe("1,250");
    expect(centsToDollarsText(125_005n)).toBe("1,250.05");
    expect(centsToDollarsText(50n)).toBe("0.50");
    expect(centsToDollarsText(0n)).toBe("");
  });

  it("reads back what it shows", () => {
    for (const cents of [1n, 99n, 100n, 123_456_789n, 100_000_000_000n]) expect(parseDollars(centsToDollarsText(cents))).toEqual({ ok: true, cents });
  });
});
