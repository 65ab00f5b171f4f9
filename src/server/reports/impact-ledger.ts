/**
 * The impact ledger (issue #40 §5; ADR 0045): every milestone that happened in the period (by its
 * day, occurred_on), one row each — the client's stable code, the kind and the kind's fields, the
 * state, who recorded it (client or staff), when it was verified or confirmed, whether an evidence
 * note is on file, the coach it is credited to (by name, as the counseling records name
 * counselors) and the referral code — as CSV or XLSX (xlsx-stream.ts), read in keyset batches of
 * (occurred_on, id).
 *
 * The evidence note's text is left out (staff write it about the client: it may hold names or
 * account numbers); the ledger says only whether there is one. The client's name, e-mail, phone and
 * address never appear.
 */
import { PassThrough, Readable } from "node:stream";
import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ownName } from "../core/names.js";
import type { Db } from "../db/database.js";
import { funderClientCodes, milestones, users } from "../db/schema/index.js";
import { csvLine, ensureClientCodes, FUNDER_BATCH, type FunderPeriod, type RowsWritten } from "./funder-export-io.js";
import { enumWords } from "./ta-report.js";
import { XlsxStreamWriter, type ReportMeta, type XlsxFormat, type XlsxValue } from "./xlsx-stream.js";

export interface LedgerRow {
  milestoneId: string;
  clientCode: string;
  kind: string;
  date: string;
  fullTimeJobs: number | null;
  partTimeJobs: number | null;
  revenueYear: number | null;
  amount: number | null;
  capitalType: string;
  capitalSource: string;
  lenderName: string;
  throughProgram: string;
  legalForm: string;
  certificationName: string;
  certificationIssuer: string;
  state: string;
  recordedBy: string;
  verifiedOn: string;
  confirmedOn: string;
  evidenceNote: string;
  creditedCoach: string;
  referralCode: string;
}

export const LEDGER_COLUMNS: readonly { key: keyof LedgerRow; header: string; width: number; kind?: "date" | "number" }[] = [
  { key: "milestoneId", header: "Milestone id", width: 38 },
  { key: "clientCode", header: "Client code", width: 19 },
  { key: "kind", header: "Kind", width: 18 },
  { key: "date", header: "Date", width: 12, kind: "date" },
  { key: "fullTimeJobs", header: "Full-time jobs", width: 10, kind: "number" },
  { key: "partTimeJobs", header: "Part-time jobs", width: 10, kind: "number" },
  { key: "revenueYear", header: "Revenue year", width: 10, kind: "number" },
  { key: "amount", header: "Amount (USD)", width: 14, kind: "number" },
  { key: "capitalType", header: "Capital type", width: 14 },
  { key: "capitalSource", header: "Capital source", width: 20 },
  { key: "lenderName", header: "Lender name", width: 24 },
  { key: "throughProgram", header: "Through this program", width: 10 },
  { key: "legalForm", header: "Legal form", width: 18 },
  { key: "certificationName", header: "Certification", width: 22 },
  { key: "certificationIssuer", header: "Certification issuer", width: 22 },
  { key: "state", header: "State", width: 11 },
  { key: "recordedBy", header: "Recorded by", width: 10 },
  { key: "verifiedOn", header: "Verified on", width: 12, kind: "date" },
  { key: "confirmedOn", header: "Confirmed on", width: 12, kind: "date" },
  { key: "evidenceNote", header: "Evidence note on file", width: 10 },
  { key: "creditedCoach", header: "Credited coach", width: 22 },
  { key: "referralCode", header: "Referral code", width: 14 },
];

const KIND_WORDS: Readonly<Record<string, string>> = {
  jobs_created: "Jobs created",
  jobs_retained: "Jobs retained",
  annual_revenue: "Annual revenue",
  capital_accessed: "Capital accessed",
  business_started: "Business started",
  certification: "Certification",
};
const CAPITAL_WORDS: Readonly<Record<string, string>> = { loan: "Loan", line_of_credit: "Line of credit", equity: "Equity", grant: "Grant" };
const STATE_WORDS: Readonly<Record<string, string>> = { reported: "Reported", verified: "Verified", confirmed: "Confirmed" };

/** A legal form's stored name as words ("LLC" stays, "SOLE_PROPRIETORSHIP" → "Sole proprietorship"). */
const legalFormWords = (name: string | null): string => (!name || name === "UNSPECIFIED" ? "" : name.length <= 4 ? name : enumWords(name));

const dayOf = (at: Date | null): string => (at ? at.toISOString().slice(0, 10) : "");

const periodWhere = (period: FunderPeriod): SQL[] => [gte(milestones.occurredOn, period.start), lte(milestones.occurredOn, period.end)];

export async function impactLedgerCount(db: Db, period: FunderPeriod): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(milestones)
    .where(and(...periodWhere(period)));
  return row?.n ?? 0;
}

export async function* impactLedgerBatches(db: Db, period: FunderPeriod, batchSize = FUNDER_BATCH): AsyncGenerator<LedgerRow[]> {
  const where = periodWhere(period);
  await ensureClientCodes(db, sql`select ${milestones.userId} from ${milestones} where ${and(...where)}`);
  const coach = alias(users, "coach");
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const page: SQL[] = after ? [sql`(${milestones.occurredOn}, ${milestones.id}) > (${after.date}, ${after.id})`] : [];
    const rows = await db
      .select({ m: milestones, code: funderClientCodes.code, coachFirst: coach.firstName, coachLast: coach.lastName, coachDisplay: coach.displayName })
      .from(milestones)
      .leftJoin(funderClientCodes, eq(funderClientCodes.userId, milestones.userId))
      .leftJoin(coach, eq(coach.id, milestones.creditedCoachUserId))
      .where(and(...where, ...page))
      .orderBy(asc(milestones.occurredOn), asc(milestones.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(({ m, code, coachFirst, coachLast, coachDisplay }): LedgerRow => ({
      milestoneId: m.id,
      clientCode: code ?? "",
      kind: KIND_WORDS[m.kind] ?? m.kind,
      date: m.occurredOn,
      fullTimeJobs: m.fullTimeJobs,
      partTimeJobs: m.partTimeJobs,
      revenueYear: m.revenueYear,
      amount: m.amount,
      capitalType: m.capitalType ? (CAPITAL_WORDS[m.capitalType] ?? m.capitalType) : "",
      capitalSource: m.capitalSource ?? "",
      lenderName: m.lenderName ?? "",
      throughProgram: m.throughProgram === null ? "" : m.throughProgram ? "Yes" : "No",
      legalForm: legalFormWords(m.legalForm),
      certificationName: m.certificationName ?? "",
      certificationIssuer: m.certificationIssuer ?? "",
      state: STATE_WORDS[m.state] ?? m.state,
      recordedBy: m.recordedByRole === "client" ? "Client" : "Staff",
      verifiedOn: dayOf(m.verifiedAt),
      confirmedOn: dayOf(m.confirmedAt),
      evidenceNote: m.evidenceNote.trim() ? "Yes" : "No",
      creditedCoach: ownName({ firstName: coachFirst, lastName: coachLast, displayName: coachDisplay }),
      referralCode: m.creditedReferralCode ?? "",
    }));
    const last = rows[rows.length - 1]!.m;
    after = { date: last.occurredOn, id: last.id };
    if (rows.length < batchSize) return;
  }
}

export function impactLedgerCsv(db: Db, period: FunderPeriod, onRows?: RowsWritten): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield "\uFEFF" + csvLine(LEDGER_COLUMNS.map((c) => c.header));
    for await (const batch of impactLedgerBatches(db, period)) {
      yield batch.map((r) => csvLine(LEDGER_COLUMNS.map((c) => r[c.key] ?? ""))).join("");
      onRows?.(batch.length);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

export function impactLedgerXlsx(db: Db, period: FunderPeriod, meta: ReportMeta, onRows?: RowsWritten): Readable {
  const out = new PassThrough();
  void (async () => {
    const columns = LEDGER_COLUMNS.map((c) => ({ header: c.header, width: c.width, format: (c.kind === "date" ? "date" : "general") as XlsxFormat }));
    const xlsx = new XlsxStreamWriter(out, { sheetName: "Impact ledger", title: meta.title, creator: "Compass", created: meta.generatedAt, columns });
    await xlsx.start();
    for await (const batch of impactLedgerBatches(db, period)) {
      await xlsx.rowsBatch(batch.map((r) => LEDGER_COLUMNS.map((c): XlsxValue => {
        const v = r[c.key];
        if (c.kind === "date") return v ? { day: v as string } : null;
        return v === "" ? null : v;
      })));
      onRows?.(batch.length);
    }
    await xlsx.finish();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
