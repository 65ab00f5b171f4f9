/** Lender and partner-bank rules (partner-accounts-policy.ts), in tables. */
import { describe, expect, it } from "vitest";
import { bankCodeOf, logoUrlOf, mayBecome } from "../../../src/server/rpc/partner-accounts/partner-accounts-policy.js";

describe("who may become a lender or a bank", () => {
  it.each([
    [{ type: "COACH", enabled: true }, "LENDER", true],
    [{ type: "STANDARD", enabled: true }, "LENDER", true],
    [{ type: "LENDER", enabled: true }, "LENDER", true],
    [{ type: "BANK", enabled: true }, "LENDER", false],
    [{ type: "ADMIN", enabled: true }, "LENDER", false],
    [{ type: "COACH", enabled: false }, "LENDER", false],
    [{ type: "BANK", enabled: true }, "BANK", true],
    [{ type: "LENDER", enabled: true }, "BANK", false],
  ] as const)("%j → %s: %s", (target, kind, allowed) => {
    expect(mayBecome(target, kind)).toBe(allowed);
  });
});

describe("a bank's code and logo", () => {
  it.each([
    ["mesa bank", "MESABANK"],
    ["AB23", "AB23"],
    ["ab2", null],
    // Any letters and digits people type (issue #38 §9): look-alikes are folded when codes are compared.
    ["OIL0", "OIL0"],
    ["Mesa 2026", "MESA2026"],
    ["mesa-2026", null],
    ["café", null],
    ["x".repeat(33), null],
  ])("code %j → %j", (typed, code) => {
    expect(bankCodeOf(typed)).toBe(code);
  });

  it.each([
    ["", ""],
    ["https://bank.example/logo.png", null], // an image from another host: refused (issue #37)
    ["data:image/png;base64,AAAA", null],
    ["/files/abc-123", "/files/abc-123"],
    ["http://bank.example/logo.png", null],
    ["javascript:alert(1)", null],
    ["/files/../secret", null],
  ])("logo %j → %j", (typed, url) => {
    expect(logoUrlOf(typed)).toBe(url);
  });
});
