/**
 * The counseling records export (SBA Form 641; issue #40 §5; ADR 0045): one record per reportable
 * TA session whose date_of_session is in the period, with the client's 641 fields
 * (counseling_profiles) and the session's, as CSV or as XML valid against
 * schemas/counseling-records.xsd. Streamed in keyset batches of (date_of_session, id), so an export
 * of any length holds one batch in memory.
 *
 * - Never the client's name, e-mail, phone or address (nor the session's free-text client name,
 *   contact, notes or service description): the client's stable code (funder-export-io.ts).
 * - Demographics (race, self-described race, ethnicity, sex, disability, military status, branch)
 *   only for a client whose consent is on file — the only clients that have any (ADR 0040) — as
 *   SBA's literal values; "prefer not to say" as SBA has it, and as no value for Sex, whose list
 *   has none.
 * - The counselor by name: SBA's CounselorName is the staff member's name (never their e-mail).
 * - The session type: the 641 one when set, else derived from the older session_type (in person →
 *   Face-to-face, phone → Telephone, e-mail → Online; other → none), as ADR 0040 says.
 * - The referral's free-text "other" is left out (it may name a person).
 */
import { Readable } from "node:stream";
import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  ClientBusinessType,
  ClientDisability,
  ClientEthnicity,
  ClientInBusiness,
  ClientMilitaryBranch,
  ClientMilitaryStatus,
  ClientRace,
  ClientReferralSource,
  ClientSex,
  CounselingArea,
  CounselingSessionType,
} from "../../gen/compass/v1/compass_pb.js";
import {
  SBA_BUSINESS_TYPE,
  SBA_COUNSELING_AREA,
  SBA_DISABILITY,
  SBA_ETHNICITY,
  SBA_IN_BUSINESS,
  SBA_LANGUAGE,
  SBA_MILITARY_BRANCH,
  SBA_MILITARY_STATUS,
  SBA_RACE,
  SBA_REFERRAL_SOURCE,
  SBA_SESSION_TYPE,
  SBA_SEX,
  sbaValue,
} from "../../shared/counseling-codes.js";
import { ownName } from "../core/names.js";
import type { Db } from "../db/database.js";
import { counselingProfiles, funderClientCodes, taTracking, users } from "../db/schema/index.js";
import { csvLine, ensureClientCodes, FUNDER_BATCH, hours, xmlElement, xmlRoot, type FunderPeriod, type RowsWritten } from "./funder-export-io.js";
import { FORMAT_SLICE, nextTurn } from "./xlsx-stream.js";

/** The XSD the XML names (src/server/reports/schemas/). */
export const COUNSELING_RECORDS_XSD = "counseling-records.xsd";

/** One exported record: SBA's literal values ("" when not given). */
export interface CounselingRecord {
  sessionId: string;
  clientCode: string;
  race: string[];
  selfDescribedRace: string;
  ethnicity: string;
  sex: string;
  disability: string;
  militaryStatus: string;
  branchOfService: string;
  referredBy: string;
  inBusiness: string;
  businessStartDate: string;
  businessType: string;
  employees: number | null;
  clientLanguage: string;
  dateCounseled: string;
  counselorName: string;
  counselingProvided: string;
  sessionType: string;
  contactHours: number;
  prepareHours: number;
  travelHours: number;
  sessionLanguage: string;
}

export const COUNSELING_RECORD_COLUMNS: readonly { key: keyof CounselingRecord; header: string }[] = [
  { key: "sessionId", header: "Session id" },
  { key: "clientCode", header: "Client code" },
  { key: "dateCounseled", header: "Date counseled" },
  { key: "counselorName", header: "Counselor name" },
  { key: "counselingProvided", header: "Counseling provided" },
  { key: "sessionType", header: "Session type" },
  { key: "contactHours", header: "Contact hours" },
  { key: "prepareHours", header: "Prepare hours" },
  { key: "travelHours", header: "Travel hours" },
  { key: "sessionLanguage", header: "Session language" },
  { key: "race", header: "Race" },
  { key: "selfDescribedRace", header: "Self-described race" },
  { key: "ethnicity", header: "Ethnicity" },
  { key: "sex", header: "Sex" },
  { key: "disability", header: "Disability" },
  { key: "militaryStatus", header: "Military status" },
  { key: "branchOfService", header: "Branch of service" },
  { key: "referredBy", header: "Referred by" },
  { key: "inBusiness", header: "Currently in business" },
  { key: "businessStartDate", header: "Business start date" },
  { key: "businessType", header: "Type of business" },
  { key: "employees", header: "Total number of employees" },
  { key: "clientLanguage", header: "Client language" },
];

type EnumObject = Record<string, string | number>;

/** SBA's value of an enum stored by its name without prefix ("PREFER_NOT_TO_SAY"). */
function sbaOf(list: Readonly<Record<number, string>>, e: EnumObject, name: string | null | undefined): string {
  const value = name ? e[name] : undefined;
  return typeof value === "number" ? sbaValue(list as never, value) : "";
}

/** The 641 session type derived from the older session type when the 641 one is unset (ADR 0040). */
const DERIVED_SESSION_TYPE: Readonly<Record<string, CounselingSessionType>> = {
  PERSON_TO_PERSON: CounselingSessionType.FACE_TO_FACE,
  PHONE: CounselingSessionType.TELEPHONE,
  EMAIL: CounselingSessionType.ONLINE,
};

export function sessionTypeOf(counselingSessionType: string, sessionType: string): string {
  const own = sbaOf(SBA_SESSION_TYPE, CounselingSessionType as unknown as EnumObject, counselingSessionType);
  if (own) return own;
  const derived = DERIVED_SESSION_TYPE[sessionType];
  return derived ? sbaValue(SBA_SESSION_TYPE, derived) : "";
}

const language = (code: string | null | undefined): string => (code && Object.hasOwn(SBA_LANGUAGE, code) ? SBA_LANGUAGE[code]! : "");

/** The sessions of the period that go into the funder's records. */
function periodWhere(period: FunderPeriod): SQL[] {
  return [eq(taTracking.reportable, true), gte(taTracking.dateOfSession, period.start), lte(taTracking.dateOfSession, period.end)];
}

/** How many records the export will hold (to decide whether it is made in the background). */
export async function counselingRecordsCount(db: Db, period: FunderPeriod): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taTracking)
    .where(and(...periodWhere(period)));
  return row?.n ?? 0;
}

/** The records in (date, id) order, a batch at a time; the clients' codes made first. */
export async function* counselingRecordBatches(db: Db, period: FunderPeriod, batchSize = FUNDER_BATCH): AsyncGenerator<CounselingRecord[]> {
  const where = periodWhere(period);
  await ensureClientCodes(db, sql`select ${taTracking.clientUserId} from ${taTracking} where ${and(...where)}`);
  const coach = alias(users, "coach");
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const page: SQL[] = after ? [sql`(${taTracking.dateOfSession}, ${taTracking.id}) > (${after.date}, ${after.id})`] : [];
    const rows = await db
      .select({
        id: taTracking.id,
        date: taTracking.dateOfSession,
        contact: taTracking.timeSpentHours,
        prep: taTracking.prepTimeHours,
        travel: taTracking.travelTimeHours,
        area: taTracking.counselingArea,
        type641: taTracking.counselingSessionType,
        typeOld: taTracking.sessionType,
        language: taTracking.language,
        coachFirst: coach.firstName,
        coachLast: coach.lastName,
        coachDisplay: coach.displayName,
        code: funderClientCodes.code,
        profile: counselingProfiles,
      })
      .from(taTracking)
      .leftJoin(coach, eq(coach.id, taTracking.coachUserId))
      .leftJoin(funderClientCodes, eq(funderClientCodes.userId, taTracking.clientUserId))
      .leftJoin(counselingProfiles, eq(counselingProfiles.userId, taTracking.clientUserId))
      .where(and(...where, ...page))
      .orderBy(asc(taTracking.dateOfSession), asc(taTracking.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((r): CounselingRecord => {
      const p = r.profile;
      // Demographics only with consent on file (the table keeps none without it: ADR 0040).
      const d = p?.demographicsConsentAt ? p : null;
      return {
        sessionId: r.id,
        clientCode: r.code ?? "",
        race: (d?.race ?? []).map((name) => sbaOf(SBA_RACE, ClientRace as unknown as EnumObject, name)).filter(Boolean),
        selfDescribedRace: d?.selfDescribedRace ?? "",
        ethnicity: sbaOf(SBA_ETHNICITY, ClientEthnicity as unknown as EnumObject, d?.ethnicity),
        sex: sbaOf(SBA_SEX, ClientSex as unknown as EnumObject, d?.sex),
        disability: sbaOf(SBA_DISABILITY, ClientDisability as unknown as EnumObject, d?.disability),
        militaryStatus: sbaOf(SBA_MILITARY_STATUS, ClientMilitaryStatus as unknown as EnumObject, d?.militaryStatus),
        branchOfService: sbaOf(SBA_MILITARY_BRANCH, ClientMilitaryBranch as unknown as EnumObject, d?.branchOfService),
        referredBy: sbaOf(SBA_REFERRAL_SOURCE, ClientReferralSource as unknown as EnumObject, p?.referralSource),
        inBusiness: sbaOf(SBA_IN_BUSINESS, ClientInBusiness as unknown as EnumObject, p?.inBusiness),
        businessStartDate: p?.businessStartDate ?? "",
        businessType: sbaOf(SBA_BUSINESS_TYPE, ClientBusinessType as unknown as EnumObject, p?.businessType),
        employees: p?.employees ?? null,
        clientLanguage: language(p?.language),
        dateCounseled: r.date,
        counselorName: ownName({ firstName: r.coachFirst, lastName: r.coachLast, displayName: r.coachDisplay }),
        counselingProvided: sbaOf(SBA_COUNSELING_AREA, CounselingArea as unknown as EnumObject, r.area),
        sessionType: sessionTypeOf(r.type641, r.typeOld),
        contactHours: hours(r.contact),
        prepareHours: hours(r.prep),
        travelHours: hours(r.travel),
        sessionLanguage: language(r.language),
      };
    });
    const last = rows[rows.length - 1]!;
    after = { date: last.date, id: last.id };
    if (rows.length < batchSize) return;
  }
}

const csvValue = (record: CounselingRecord, key: keyof CounselingRecord): string | number => {
  const v = record[key];
  if (Array.isArray(v)) return v.join("; ");
  return v ?? "";
};

/** The record as the schema's CounselingRecord element. */
export function counselingRecordXml(r: CounselingRecord): string {
  const client =
    (r.race.length ? `<Race>${r.race.map((c) => xmlElement("Code", c)).join("")}</Race>` : "") +
    xmlElement("SelfDescribedRace", r.selfDescribedRace) +
    xmlElement("Ethnicity", r.ethnicity) +
    xmlElement("Sex", r.sex) +
    xmlElement("Disability", r.disability) +
    xmlElement("MilitaryStatus", r.militaryStatus) +
    xmlElement("BranchOfService", r.branchOfService) +
    (r.referredBy ? `<Media>${xmlElement("Code", r.referredBy)}</Media>` : "") +
    xmlElement("CurrentlyInBusiness", r.inBusiness) +
    xmlElement("BusinessStartDate", r.businessStartDate) +
    xmlElement("BusinessType", r.businessType) +
    xmlElement("TotalNumberOfEmployees", r.employees) +
    (r.clientLanguage ? `<Language>${xmlElement("Code", r.clientLanguage)}</Language>` : "");
  const counselor =
    xmlElement("DateCounseled", r.dateCounseled) +
    xmlElement("CounselorName", r.counselorName) +
    (r.counselingProvided ? `<CounselingProvided>${xmlElement("Code", r.counselingProvided)}</CounselingProvided>` : "") +
    xmlElement("SessionType", r.sessionType) +
    `<CounselingHours><Contact>${r.contactHours}</Contact><Prepare>${r.prepareHours}</Prepare><Travel>${r.travelHours}</Travel></CounselingHours>` +
    (r.sessionLanguage ? `<Language>${xmlElement("Code", r.sessionLanguage)}</Language>` : "");
  return `<CounselingRecord>${xmlElement("SessionId", r.sessionId)}${xmlElement("ClientCode", r.clientCode)}<ClientRecord>${client}</ClientRecord><CounselorRecord>${counselor}</CounselorRecord></CounselingRecord>\n`;
}

/** The export, streamed as CSV or XML. */
export function counselingRecordsDocument(db: Db, period: FunderPeriod, format: "csv" | "xml", generatedAt: Date, onRows?: RowsWritten): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield format === "csv" ? "\uFEFF" + csvLine(COUNSELING_RECORD_COLUMNS.map((c) => c.header)) : xmlRoot("CounselingRecords", COUNSELING_RECORDS_XSD, period, generatedAt);
    for await (const batch of counselingRecordBatches(db, period)) {
      for (let from = 0; from < batch.length; from += FORMAT_SLICE) {
        if (from > 0) await nextTurn();
        let chunk = "";
        for (const r of batch.slice(from, from + FORMAT_SLICE)) {
          chunk += format === "csv" ? csvLine(COUNSELING_RECORD_COLUMNS.map((c) => csvValue(r, c.key))) : counselingRecordXml(r);
        }
        yield chunk;
      }
      onRows?.(batch.length);
    }
    if (format === "xml") yield "</CounselingRecords>\n";
  }
  return Readable.from(chunks(), { objectMode: false });
}
