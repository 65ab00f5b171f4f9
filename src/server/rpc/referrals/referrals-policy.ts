/**
 * Referral codes (issue #13 §3; ADR 0017): who may make, list and switch off whose codes, and what a
 * code looks like. Pure; unit-tested in tests/unit/referrals/referrals-policy.test.ts.
 *
 * - An administrator manages the codes of any coach, lender or bank; a coach only their own;
 *   lenders and banks not at all (the access table already refuses them).
 * - A code's form: src/shared/referral-code.ts.
 */
import { randomInt } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH } from "../../../shared/referral-code.js";
import type { Actor } from "../../core/context.js";

type Who = Pick<Actor, "userId" | "role">;
export type OwnerType = "COACH" | "LENDER" | "BANK";

/** A fresh random code. */
export function newReferralCode(random: (max: number) => number = randomInt): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)];
  return code;
}

/** Whether a user of this type may own codes. */
export const mayOwnCodes = (type: string): type is OwnerType => type === "COACH" || type === "LENDER" || type === "BANK";

/** Whether the actor may make, list or switch off codes of `ownerUserId`. */
export function mayManageCodesOf(actor: Who, ownerUserId: string): boolean {
  if (actor.role === "admin") return true;
  return actor.role === "coach" && ownerUserId === actor.userId;
}

export const CODE_NOT_FOUND = "Referral code not found";
export const NOT_YOUR_CODES = "You can manage only your own referral codes.";
