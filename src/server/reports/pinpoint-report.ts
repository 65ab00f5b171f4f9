/**
 * The Amazon Pinpoint segment export (issue #15 §3; ADR 0020): a CSV in Pinpoint's segment import
 * format — ChannelType, Address, Id, User.UserId, User.UserAttributes.* and OptOut — one row per
 * e-mail address and one per mobile number (E.164) of every enabled learner, OptOut "NONE" when
 * they consented to updates on that channel (Preferences.email_updates / sms_updates) and "ALL"
 * otherwise. Streamed in keyset batches like the TA report; the CSV cells are guarded the same way.
 */
import { Readable } from "node:stream";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { users } from "../db/schema/index.js";
import { normalizePhone } from "../identity/phone.js";
import { csvCell, type RowsWritten } from "./ta-report.js";

export const PINPOINT_COLUMNS = [
  "ChannelType",
  "Address",
  "Id",
  "User.UserId",
  "User.UserAttributes.FirstName",
  "User.UserAttributes.LastName",
  "User.UserAttributes.BusinessName",
  "User.UserAttributes.State",
  "OptOut",
] as const;

const BATCH = 1_000;

/** Every enabled learner. */
const PINPOINT_USERS = and(eq(users.type, "STANDARD"), eq(users.enabled, true));

/** An e-mail address or E.164 number as a CSV cell: quoted only if it must be. */
const rawAddress = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The export's lines for one learner (e-mail first, then the mobile number when it is one). */
export function pinpointLines(u: { id: string; email: string; phoneNumber: string; firstName: string; lastName: string; businessName: string; state: string; emailUpdates: boolean; smsUpdates: boolean }): string[] {
  const attributes = [u.firstName, u.lastName, u.businessName, u.state];
  // A mobile number goes out as it is: E.164 starts with "+", which the formula guard would prefix,
  // and normalizePhone's output is digits only. E-mail addresses are guarded like every text cell.
  const line = (channel: string, address: string, optIn: boolean) =>
    [channel, address, `${u.id}-${channel.toLowerCase()}`, u.id, ...attributes, optIn ? "NONE" : "ALL"].map((v, i) => (i === 1 && channel === "SMS" ? rawAddress(v) : csvCell(v))).join(",") + "\r\n";
  const out: string[] = [];
  if (u.email && !u.email.endsWith("@users.invalid")) out.push(line("EMAIL", u.email, u.emailUpdates));
  const phone = normalizePhone(u.phoneNumber);
  if (phone) out.push(line("SMS", phone, u.smsUpdates));
  return out;
}

/** The learners the export covers (each gives an e-mail row and, with a mobile number, an SMS row). */
export async function pinpointCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(PINPOINT_USERS);
  return row?.n ?? 0;
}

/** The export as a stream. */
export function pinpointCsv(db: Db, onRows?: RowsWritten): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield PINPOINT_COLUMNS.join(",") + "\r\n";
    let after = "";
    for (;;) {
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          phoneNumber: users.phoneNumber,
          firstName: users.firstName,
          lastName: users.lastName,
          businessName: users.businessName,
          addresses: users.addresses,
          emailUpdates: users.emailUpdates,
          smsUpdates: users.smsUpdates,
        })
        .from(users)
        .where(and(PINPOINT_USERS, gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      yield rows.flatMap((r) => pinpointLines({ ...r, state: r.addresses[0]?.us_state ?? "" })).join("");
      onRows?.(rows.length);
      after = rows[rows.length - 1]!.id;
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
