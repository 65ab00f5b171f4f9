import { describe, expect, it } from "vitest";
import { mayManageCodesOf, mayOwnCodes, newReferralCode } from "../../../src/server/rpc/referrals/referrals-policy.js";
import { canonicalCode, CODE_ALPHABET, CODE_LENGTH, foldedCode } from "../../../src/shared/referral-code.js";
import type { Role } from "../../../src/shared/roles.js";

describe("referral codes", () => {
  it("are 8 characters without look-alikes", () => {
    for (const ch of "0O1IL") expect(CODE_ALPHABET).not.toContain(ch);
    for (let i = 0; i < 200; i++) {
      const code = newReferralCode();
      expect(code).toHaveLength(CODE_LENGTH);
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    }
    expect(newReferralCode(() => 0)).toBe("22222222");
  });

  it("are accepted in any case, with spaces", () => {
    expect(canonicalCode(" abcd efgh ")).toBe("ABCDEFGH");
    expect(canonicalCode("coach-abc")).toBe("COACH-ABC");
  });

  it.each([
    ["MESA2026", "MESA2026"],
    ["mesa2o26", "MESA2026"],
    [" Mesa 2O26 ", "MESA2026"],
    ["oil", "011"],
    ["Il1O0o", "111000"],
    ["coach-abc", "C0ACH-ABC"],
    ["", ""],
  ])("are compared with look-alikes folded (O = 0, I = L = 1): %j → %j", (typed, folded) => {
    expect(foldedCode(typed)).toBe(folded);
  });

  it("fold as the database does (translate(upper(code), 'OIL', '011')), and fold what they fold to the same", () => {
    const translate = (s: string) => [...s.toUpperCase()].map((c) => ({ O: "0", I: "1", L: "1" })[c] ?? c).join("");
    for (const typed of ["MesaBank", "LOIL", "abc-def", "q0o1il"]) {
      expect(foldedCode(typed)).toBe(translate(typed));
      expect(foldedCode(foldedCode(typed))).toBe(foldedCode(typed));
    }
    // A code Compass makes has no look-alike: folding leaves it as it is.
    for (let i = 0; i < 50; i++) {
      const code = newReferralCode();
      expect(foldedCode(code)).toBe(code);
    }
  });

  it.each<[string, Role, string, boolean]>([
    ["an administrator, anyone's", "admin", "someone", true],
    ["a coach, their own", "coach", "me", true],
    ["a coach, someone else's", "coach", "someone", false],
    ["a lender, their own", "lender", "me", false],
    ["a partner bank, their own", "partner", "me", false],
  ])("who manages whose codes: %s", (_name, role, owner, allowed) => {
    expect(mayManageCodesOf({ userId: "me", role }, owner)).toBe(allowed);
  });

  it("belong to coaches, lenders and banks only", () => {
    expect(["COACH", "LENDER", "BANK", "STANDARD", "ADMIN"].map(mayOwnCodes)).toEqual([true, true, true, false, false]);
  });
});
