/**
 * Whose clients a partner report covers (issue #15 §4; ADR 0023), pure: a partner bank its own
 * codes (naming another's is refused); an administrator one bank's codes or every bank's, or one
 * code among them. And the months of a range, for charts with every month present.
 */
import type { Role } from "../../../shared/roles.js";

export type PartnerCodes = { ok: true; codes: string[] } | { ok: false; reason: "other-code" | "unknown-code" | "not-allowed" };

/** `available`: the codes the scope may cover (a partner's own; an administrator's chosen bank's, or every bank's), upper case. */
export function partnerCodes(actor: { role: Role }, available: readonly string[], typedCode: string): PartnerCodes {
  if (actor.role !== "partner" && actor.role !== "admin") return { ok: false, reason: "not-allowed" };
  const code = typedCode.replace(/\s+/g, "").toUpperCase();
  if (!code) return { ok: true, codes: [...available] };
  if (available.includes(code)) return { ok: true, codes: [code] };
  return { ok: false, reason: actor.role === "partner" ? "other-code" : "unknown-code" };
}

/** Every calendar month from the start's to the end's (YYYY-MM-DD), as [year, month]. */
export function monthsOf(start: string, end: string): [number, number][] {
  const out: [number, number][] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  const ey = Number(end.slice(0, 4));
  const em = Number(end.slice(5, 7));
  while (y < ey || (y === ey && m <= em)) {
    out.push([y, m]);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** The default range: the first day of the month 11 months before `today`, to `today` (12 calendar months). */
export function lastTwelveMonths(today: string): { start: string; end: string } {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const startMonth = ((m - 12 + 12 * 2) % 12) + 1;
  const startYear = m === 12 ? y : y - 1;
  return { start: `${startYear}-${String(startMonth).padStart(2, "0")}-01`, end: today };
}
