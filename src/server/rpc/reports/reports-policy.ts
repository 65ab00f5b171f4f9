/**
 * Who gets which TA report (issue #15 §3; ADR 0020), as a pure function of the caller and the
 * filter they sent: administrators any filter; coaches and lenders their own sessions only (a
 * filter naming another coach is refused); partner banks the clients of their own referral codes
 * only (a filter naming another code is refused), without the client's name, contact or notes.
 */
import { foldedCode } from "../../../shared/referral-code.js";
import type { Role } from "../../../shared/roles.js";
import type { TAReportQuery } from "../../reports/ta-report.js";

export interface ReportFilterInput {
  start?: string;
  end?: string;
  coachUserId: string;
  referralCode: string;
  clientUserId: string;
}

export type ReportScope = { ok: true; query: TAReportQuery } | { ok: false; reason: "other-coach" | "other-code" | "not-allowed" };

/**
 * The query a caller's filter becomes, or why it is refused. Codes are compared as people type them
 * (src/shared/referral-code.ts: any case, look-alikes folded): `ownCodes` are a partner's codes
 * folded (foldedCode), and the query's are too.
 */
export function taReportScope(actor: { userId: string; role: Role }, f: ReportFilterInput, ownCodes: readonly string[] = []): ReportScope {
  const base: TAReportQuery = {
    ...(f.start ? { start: f.start } : {}),
    ...(f.end ? { end: f.end } : {}),
    ...(f.clientUserId ? { clientUserId: f.clientUserId } : {}),
  };
  const code = foldedCode(f.referralCode);
  if (actor.role === "admin") {
    return { ok: true, query: { ...base, ...(f.coachUserId ? { coachUserId: f.coachUserId } : {}), ...(code ? { referralCodes: [code] } : {}) } };
  }
  if (actor.role === "coach" || actor.role === "lender") {
    if (f.coachUserId && f.coachUserId !== actor.userId) return { ok: false, reason: "other-coach" };
    return { ok: true, query: { ...base, coachUserId: actor.userId, ...(code ? { referralCodes: [code] } : {}) } };
  }
  if (actor.role === "partner") {
    if (code && !ownCodes.includes(code)) return { ok: false, reason: "other-code" };
    return { ok: true, query: { ...base, ...(f.coachUserId ? { coachUserId: f.coachUserId } : {}), referralCodes: code ? [code] : [...ownCodes], anonymous: true } };
  }
  return { ok: false, reason: "not-allowed" };
}

/**
 * Whose activity a caller may download: administrators any coach's mentees (or everyone);
 * coaches and lenders their own mentees only (naming another coach is refused).
 */
export function activityScope(actor: { userId: string; role: Role }, coachUserId: string): { ok: true; coachUserId: string | null } | { ok: false; reason: "other-coach" | "not-allowed" } {
  if (actor.role === "admin") return { ok: true, coachUserId: coachUserId || null };
  if (actor.role === "coach" || actor.role === "lender") {
    return coachUserId && coachUserId !== actor.userId ? { ok: false, reason: "other-coach" } : { ok: true, coachUserId: actor.userId };
  }
  return { ok: false, reason: "not-allowed" };
}
