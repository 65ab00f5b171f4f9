/**
 * What the funder exports share (issue #40 §5; ADR 0045): the period they cover, the clients'
 * stable codes, and the writing of CSV lines and XML text.
 *
 * - Client codes: a random code per client kept in funder_client_codes ("C" + 16 hexadecimal
 *   digits, 64 random bits), made the first time the client appears in an export and the same in
 *   every later export. Random, so nothing can be worked back from it; the export never writes the
 *   client's id, name, e-mail, phone or address.
 * - CSV: the TA report's rules (UTF-8 with a byte-order mark, RFC 4180 quoting, a cell that would
 *   start a formula prefixed with an apostrophe: csvCell).
 * - XML: UTF-8, text escaped, the characters XML 1.0 cannot hold (control characters, unpaired
 *   surrogates) dropped.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { csvCell } from "./ta-report.js";
import { xmlText } from "./xlsx-stream.js";

/** A federal fiscal period as asked for, with its days (inclusive, YYYY-MM-DD). */
export interface FunderPeriod {
  fiscalYear: number;
  /** 0: the whole year; 1–4: a quarter. */
  quarter: number;
  start: string;
  end: string;
}

/** "FY2026" or "FY2026-Q1", for file names and titles. */
export const periodLabel = (p: Pick<FunderPeriod, "fiscalYear" | "quarter">): string => `FY${p.fiscalYear}${p.quarter ? `-Q${p.quarter}` : ""}`;

/** Called with the number of rows of each batch as it is written (a background export's progress). */
export type RowsWritten = (rows: number) => void;

/** Rows read per query (keyset batches). */
export const FUNDER_BATCH = 1_000;

/**
 * Gives every client the query names (`clientIds`: a select of one column of user ids) a code
 * when they have none. A new code that happens to equal an existing one is skipped by the insert
 * and made again on the next pass.
 */
export async function ensureClientCodes(db: Db, clientIds: SQL): Promise<void> {
  for (let pass = 0; pass < 5; pass++) {
    const result = await db.execute(sql`
      insert into funder_client_codes (user_id, code)
      select ids.user_id, 'C' || upper(substr(md5(gen_random_uuid()::text), 1, 16))
      from (select distinct user_id from (${clientIds}) as listed(user_id) where user_id is not null) ids
      where not exists (select 1 from funder_client_codes c where c.user_id = ids.user_id)
      on conflict do nothing`);
    if ((result.rowCount ?? 0) === 0) {
      const [missing] = (
        await db.execute<{ n: number }>(sql`
          select count(*)::int as n from (select distinct user_id from (${clientIds}) as listed(user_id) where user_id is not null) ids
          where not exists (select 1 from funder_client_codes c where c.user_id = ids.user_id)`)
      ).rows;
      if ((missing?.n ?? 0) === 0) return;
    }
  }
  throw new Error("could not make the funder exports' client codes");
}

/** One CSV line (cells made safe by csvCell), with its line break. */
export const csvLine = (cells: readonly (string | number)[]): string => cells.map(csvCell).join(",") + "\r\n";

/** Text as XML character data: escaped, without what XML 1.0 cannot hold (unpaired surrogates too). */
export const xmlSafe = (value: string): string => xmlText(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ""));

/** An element with text, or nothing when the text is empty (the schemas make such elements optional). */
export const xmlElement = (name: string, value: string | number | null | undefined): string =>
  value === null || value === undefined || value === "" ? "" : `<${name}>${typeof value === "number" ? String(value) : xmlSafe(value)}</${name}>`;

/** Hours as the exports write them: at most two decimals. */
export const hours = (n: number): number => Math.round(n * 100) / 100;

/** The XML declaration and the root's opening tag, naming its schema (src/server/reports/schemas/). */
export function xmlRoot(root: string, schema: string, period: FunderPeriod, generatedAt: Date): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<${root} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="${schema}" ` +
    `FiscalYear="${period.fiscalYear}" Quarter="${period.quarter}" PeriodStart="${period.start}" PeriodEnd="${period.end}" ` +
    `GeneratedAt="${generatedAt.toISOString()}">\n`
  );
}
