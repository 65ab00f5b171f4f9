/**
 * Whose clients a partner figure covers and over which days (ADR 0023), shared by the partner
 * reports and the impact summary (issue #40): a partner bank its own referral codes (one of them, or
 * all); an administrator one bank's codes or every bank's; the clients are the learners who signed
 * up with one of those codes. The range: inclusive UTC days, at most 5 years, `defaultRange(today)`
 * when the request names none. The code rule itself is partner-reports-policy.ts's (pure, tested).
 */
import type { HandlerContext } from "@connectrpc/connect";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PartnerScope } from "../../../gen/compass/v1/compass_pb.js";
import type { Db } from "../../db/database.js";
import { referralCodes, users } from "../../db/schema/index.js";
import { denied, signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { dateRange } from "../dates.js";
import { partnerCodes } from "./partner-reports-policy.js";

export interface Scope {
  /** The referral codes in scope, upper case. */
  codes: string[];
  /** Inclusive days, YYYY-MM-DD. */
  start: string;
  end: string;
}

const MAX_DAYS = 5 * 366;

/** INVALID_ARGUMENT naming `field` when a report's range spans more than five years. */
export function checkFiveYears(range: { start: string; end: string }, field: string): void {
  if ((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000 > MAX_DAYS) throw rpcError.invalidArgument(`${field}: choose a range of at most 5 years.`);
}

/** The bank codes of one bank, or of every bank, upper case. */
async function bankCodes(db: Db, bankUserId: string | null): Promise<string[]> {
  const rows = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(bankUserId ? eq(referralCodes.ownerUserId, bankUserId) : eq(referralCodes.kind, "bank"));
  return rows.map((r) => r.code.toUpperCase());
}

/** One partner bank's codes, upper case; NOT_FOUND when no bank has that id. */
export async function bankCodesOf(db: Db, bankUserId: string): Promise<string[]> {
  const [owner] = await db.select({ type: users.type }).from(users).where(and(eq(users.id, bankUserId), eq(users.type, "BANK"))).limit(1);
  if (!owner) throw rpcError.notFound("Partner bank not found");
  return bankCodes(db, bankUserId);
}

/** The codes as an SQL list (never empty: an empty scope matches nothing). */
export const codeList = (codes: string[]): SQL =>
  codes.length
    ? sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )
    : sql`null`;

/** The clients in scope, as SQL: users whose sign-up code is one of the codes. */
export const clientsOf = (codes: string[]): SQL =>
  codes.length ? sql`select id from users where type = 'STANDARD' and upper(referral_code) in (${codeList(codes)})` : sql`select null::text as id where false`;

/**
 * The caller's scope: a partner's own codes, an administrator's chosen bank's (or every bank's).
 * INVALID_ARGUMENT for a bad range, NOT_FOUND for an unknown bank or code (administrators),
 * PERMISSION_DENIED (recorded) for a partner naming another bank's code.
 */
export async function partnerScope(
  db: Db,
  ctx: HandlerContext,
  s: PartnerScope | undefined,
  defaultRange: (today: string) => { start: string; end: string },
): Promise<Scope> {
  const actor = signedIn(ctx);
  const today = new Date().toISOString().slice(0, 10);
  const { start, end } = dateRange(s?.startDate, s?.endDate, "scope.");
  const range = start || end ? { start: start ?? "1900-01-01", end: end ?? today } : defaultRange(today);
  if (range.start > range.end) throw rpcError.invalidArgument("scope.end_date: give a date on or after start_date.");
  if (start) checkFiveYears(range, "scope.start_date");
  let available: string[];
  if (actor.role === "partner") {
    available = await bankCodes(db, actor.userId);
  } else {
    const bank = (s?.bankUserId ?? "").trim();
    available = bank ? await bankCodesOf(db, bank) : await bankCodes(db, null);
  }
  const codes = partnerCodes(actor, available, s?.referralCode ?? "");
  if (!codes.ok) {
    if (codes.reason === "unknown-code") throw rpcError.notFound("Referral code not found among the partner banks' codes");
    denied(ctx, { targetType: "referral-code", targetId: (s?.referralCode ?? "").slice(0, 64), reason: codes.reason, answer: "permission-denied", message: "You can see the figures of your own referral codes only." });
  }
  return { codes: codes.codes, start: range.start, end: range.end };
}
