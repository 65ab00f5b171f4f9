/**
 * Lender and partner-bank accounts' rules (issue #15 §2; ADR 0022), pure and unit-tested: who may
 * be made a lender or a bank, which details are required, and the forms of a bank's code and logo.
 */
import type { UserType } from "../../db/schema/users.js";
import { imageUrlProblem } from "../../learning/url-rules.js";

/** Existing accounts an administrator may turn into a lender: staff and learners, enabled; a lender already is one (an edit). */
export function mayBecome(target: { type: UserType; enabled: boolean }, kind: "LENDER" | "BANK"): boolean {
  if (!target.enabled) return false;
  if (target.type === kind) return true;
  return target.type === "STANDARD" || target.type === "COACH";
}

/** A bank's own code as given (shared with the web form). */
export { bankCodeOf } from "../../../shared/referral-code.js";

/** A logo's address: an uploaded file's (/files/…, the stored-image rule of url-rules.ts); empty for none. */
export function logoUrlOf(typed: string): string | null {
  const url = typed.trim();
  if (!url) return "";
  return imageUrlProblem(url) === null ? url : null;
}
