/**
 * The TA report (issue #15 §3; ADR 0020): technical-assistance sessions with the columns of SBA
 * Form 641-style counselling records — date, client, counsellor, session type, contact, prep and
 * travel hours, counselling area, notes — plus miles, meals and lodging, with a totals row, in
 * XLSX or CSV. Streamed: the rows are read in keyset batches of 1,000 (date, id) and written as
 * they come, so a report of any length holds one batch in memory.
 *
 * - Scope (decided by the RPC, re-applied here from the link's params): an administrator's filter
 *   as given; a coach's or lender's own sessions; a partner bank's clients who signed up with one
 *   of its referral codes, without the client's name, contact or notes (ADR 0020).
 * - CSV: UTF-8 with a byte-order mark (so spreadsheet programs read accents), RFC 4180 quoting,
 *   and a cell that would start with = + - @ or a tab/CR prefixed with an apostrophe (no formula
 *   injection when opened in a spreadsheet).
 * - The event loop (ADR 0034): the database is read here, on the main thread, and each batch is
 *   formatted FORMAT_SLICE rows at a time with a turn of the loop between slices, so other calls
 *   wait a few milliseconds at most behind a report of any size.
 */
import { PassThrough, Readable } from "node:stream";
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { columnLetters, FORMAT_SLICE, nextTurn, XlsxStreamWriter, type ReportMeta, type XlsxValue } from "./xlsx-stream.js";
import type { Db } from "../db/database.js";
import { foldedCodeSql, taTracking, users } from "../db/schema/index.js";
import { personName } from "../core/names.js";

/** Which sessions a report holds (the RPC has already narrowed it to what the caller may see). */
export interface TAReportQuery {
  /** YYYY-MM-DD, inclusive. */
  start?: string;
  end?: string;
  coachUserId?: string;
  clientUserId?: string;
  /** Clients who signed up with any of these codes, folded as codes are compared (src/shared/referral-code.ts foldedCode). */
  referralCodes?: string[];
  /** Leave out the client's name, contact and notes (a partner bank's report). */
  anonymous?: boolean;
}

export interface TAReportRow {
  id: string;
  date: string;
  client: string;
  state: string;
  county: string;
  counsellor: string;
  sessionType: string;
  area: string;
  actionItem: string;
  prePostAdmin: string;
  contactHours: number;
  prepHours: number;
  travelHours: number;
  miles: number;
  meals: number;
  lodging: number;
  service: string;
  notes: string;
  contact: string;
}

export const TA_REPORT_COLUMNS: readonly { key: keyof TAReportRow; header: string; width: number; kind?: "hours" | "money" | "number" | "date" }[] = [
  { key: "date", header: "Date of session", width: 14, kind: "date" },
  { key: "client", header: "Client", width: 24 },
  { key: "state", header: "State", width: 8 },
  { key: "county", header: "County", width: 16 },
  { key: "counsellor", header: "Counselor", width: 22 },
  { key: "sessionType", header: "Session type", width: 14 },
  { key: "area", header: "Counselling area", width: 26 },
  { key: "actionItem", header: "Action item", width: 18 },
  { key: "prePostAdmin", header: "Pre/post/admin", width: 14 },
  { key: "contactHours", header: "Contact hours", width: 10, kind: "hours" },
  { key: "prepHours", header: "Prep hours", width: 10, kind: "hours" },
  { key: "travelHours", header: "Travel hours", width: 10, kind: "hours" },
  { key: "miles", header: "Miles", width: 8, kind: "number" },
  { key: "meals", header: "Meals (USD)", width: 11, kind: "money" },
  { key: "lodging", header: "Lodging (USD)", width: 12, kind: "money" },
  { key: "service", header: "Service provided", width: 30 },
  { key: "notes", header: "Notes", width: 40 },
  { key: "contact", header: "Contact", width: 20 },
];

const TOTALLED = ["contactHours", "prepHours", "travelHours", "miles", "meals", "lodging"] as const;
const BATCH = 1_000;

/** An enum value as words: "ONGOING_COACHING" → "Ongoing coaching"; unspecified → "". */
export function enumWords(value: string): string {
  const v = value.replace(/^TA_CATEGORY_/, "");
  if (!v || v === "UNSPECIFIED") return "";
  const words = v.toLowerCase().replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const money = (units: number, nanos: number) => Math.round((units + nanos / 1e9) * 100) / 100;

/** The session's client (users, aliased). */
const client = alias(users, "client");

/** The query's conditions on ta_tracking and the client. */
function taReportWhere(q: TAReportQuery): SQL[] {
  const parts: SQL[] = [];
  if (q.start) parts.push(gte(taTracking.dateOfSession, q.start));
  if (q.end) parts.push(lte(taTracking.dateOfSession, q.end));
  if (q.coachUserId) parts.push(eq(taTracking.coachUserId, q.coachUserId));
  if (q.clientUserId) parts.push(eq(taTracking.clientUserId, q.clientUserId));
  if (q.referralCodes) parts.push(q.referralCodes.length ? inArray(foldedCodeSql(client.referralCode), q.referralCodes) : sql`false`);
  return parts;
}

/** How many sessions the report will hold (to decide whether it is made in the background: ADR 0025). */
export async function taReportCount(db: Db, q: TAReportQuery): Promise<number> {
  const base = db.select({ n: sql<number>`count(*)::int` }).from(taTracking);
  const [row] = q.referralCodes ? await base.leftJoin(client, eq(client.id, taTracking.clientUserId)).where(and(...taReportWhere(q))) : await base.where(and(...taReportWhere(q)));
  return row?.n ?? 0;
}

/** Called with the number of rows of each batch as it is written (a background report's progress). */
export type RowsWritten = (rows: number) => void;

/** The report's rows in date order, a batch at a time. */
export async function* taReportBatches(db: Db, q: TAReportQuery, batchSize = BATCH): AsyncGenerator<TAReportRow[]> {
  const coach = alias(users, "coach");
  const parts = taReportWhere(q);
  let after: { date: string; id: string } | null = null;
  for (;;) {
    // A row-value comparison: an index range on (date_of_session, id), so each batch reads only its own rows.
    const page: SQL[] = after ? [sql`(${taTracking.dateOfSession}, ${taTracking.id}) > (${after.date}, ${after.id})`] : [];
    const rows = await db
      .select({
        ta: taTracking,
        coachFirst: coach.firstName,
        coachLast: coach.lastName,
        coachDisplay: coach.displayName,
        coachEmail: coach.email,
      })
      .from(taTracking)
      .leftJoin(coach, eq(coach.id, taTracking.coachUserId))
      .leftJoin(client, eq(client.id, taTracking.clientUserId))
      .where(and(...parts, ...page))
      .orderBy(asc(taTracking.dateOfSession), asc(taTracking.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(({ ta, coachFirst, coachLast, coachDisplay, coachEmail }) => ({
      id: ta.id,
      date: ta.dateOfSession,
      client: q.anonymous ? "" : ta.clientName,
      state: ta.state,
      county: ta.county,
      counsellor: personName({ firstName: coachFirst, lastName: coachLast, displayName: coachDisplay, email: coachEmail }),
      sessionType: enumWords(ta.sessionType),
      area: enumWords(ta.taCategory),
      actionItem: enumWords(ta.actionItem),
      prePostAdmin: enumWords(ta.prePostAdmin),
      contactHours: ta.timeSpentHours,
      prepHours: ta.prepTimeHours,
      travelHours: ta.travelTimeHours,
      miles: ta.milesTraveled,
      meals: money(ta.mealsUnits, ta.mealsNanos),
      lodging: money(ta.lodgingUnits, ta.lodgingNanos),
      service: ta.serviceProvided,
      notes: q.anonymous ? "" : ta.comments,
      contact: q.anonymous ? "" : ta.contact,
    }));
    const last = rows[rows.length - 1]!.ta;
    after = { date: last.dateOfSession, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** A text cell as CSV: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let v = value;
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The report as CSV, streamed. */
export function taReportCsv(db: Db, q: TAReportQuery, onRows?: RowsWritten): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield "\uFEFF" + TA_REPORT_COLUMNS.map((c) => csvCell(c.header)).join(",") + "\r\n";
    const totals = Object.fromEntries(TOTALLED.map((k) => [k, 0])) as Record<(typeof TOTALLED)[number], number>;
    let sessions = 0;
    for await (const batch of taReportBatches(db, q)) {
      for (let from = 0; from < batch.length; from += FORMAT_SLICE) {
        if (from > 0) await nextTurn();
        let chunk = "";
        for (const row of batch.slice(from, from + FORMAT_SLICE)) {
          sessions++;
          for (const k of TOTALLED) totals[k] += row[k];
          chunk += TA_REPORT_COLUMNS.map((c) => csvCell(row[c.key])).join(",") + "\r\n";
        }
        yield chunk;
      }
      onRows?.(batch.length);
    }
    const totalRow = TA_REPORT_COLUMNS.map((c) =>
      c.key === "date" ? csvCell(`Total (${sessions} ${sessions === 1 ? "session" : "sessions"})`) : (TOTALLED as readonly string[]).includes(c.key) ? csvCell(round2(totals[c.key as (typeof TOTALLED)[number]])) : "",
    );
    yield totalRow.join(",") + "\r\n";
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * The report as an XLSX workbook, streamed: the sheet's XML written as the batches are read
 * (xlsx-stream.ts), the header row bold and frozen, dates, hours and money formatted, and a totals
 * row of live formulas with their results.
 */
export function taReportXlsx(db: Db, q: TAReportQuery, meta: ReportMeta, onRows?: RowsWritten): Readable {
  const out = new PassThrough();
  void (async () => {
    const columns = TA_REPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width, format: c.kind === "number" ? ("general" as const) : c.kind }));
    const xlsx = new XlsxStreamWriter(out, { sheetName: "TA sessions", title: meta.title, creator: "Compass", created: meta.generatedAt, columns });
    await xlsx.start();
    const sums = Object.fromEntries(TOTALLED.map((k) => [k, 0])) as Record<(typeof TOTALLED)[number], number>;
    let sessions = 0;
    for await (const batch of taReportBatches(db, q)) {
      sessions += batch.length;
      for (const row of batch) for (const k of TOTALLED) sums[k] += row[k];
      await xlsx.rowsBatch(batch.map((row) => TA_REPORT_COLUMNS.map((c): XlsxValue => (c.key === "date" ? { day: row.date } : row[c.key]))));
      onRows?.(batch.length);
    }
    // The totals as live formulas over the rows above (they recompute if a row is edited).
    const last = sessions + 1;
    await xlsx.row(
      TA_REPORT_COLUMNS.map((c, i): XlsxValue => {
        if (c.key === "date") return `Total (${sessions} ${sessions === 1 ? "session" : "sessions"})`;
        if (!(TOTALLED as readonly string[]).includes(c.key)) return null;
        const letter = columnLetters(i);
        const result = round2(sums[c.key as (typeof TOTALLED)[number]]);
        return sessions > 0 ? { formula: `SUM(${letter}2:${letter}${last})`, result } : 0;
      }),
      { bold: true },
    );
    await xlsx.finish();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
