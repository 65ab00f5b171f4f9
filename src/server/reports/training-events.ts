/**
 * The training events export (SBA Form 888; issue #40 §5; ADR 0045): one record per class whose
 * day is in the period — title, date, topic, total training hours (training_hours, else the
 * duration), co-sponsor, program format (derived: a link only → Online, an address only →
 * In-person, both → Hybrid, neither → none) and the number trained (the attendees) with the
 * breakdowns the attendees' counseling records give: in business, sex, veterans and military,
 * race and ethnicity. Demographics count only for attendees whose consent is on file; everyone else
 * is counted as "not given". As CSV or as XML valid against schemas/training-events.xsd, read in
 * keyset batches of (class_date, id).
 *
 * Nothing about an attendee but these counts is written.
 */
import { Readable } from "node:stream";
import { and, asc, gte, lte, sql, type SQL } from "drizzle-orm";
import { SBA_COUNSELING_AREA, sbaValue } from "../../shared/counseling-codes.js";
import { CounselingArea } from "../../gen/compass/v1/compass_pb.js";
import type { Db } from "../db/database.js";
import { classes } from "../db/schema/index.js";
import { csvLine, FUNDER_BATCH, hours, xmlElement, xmlRoot, type FunderPeriod, type RowsWritten } from "./funder-export-io.js";

export const TRAINING_EVENTS_XSD = "training-events.xsd";

/**
 * The counts of attendees, by the 888's breakdowns: [key, XML element, CSV header, SQL condition
 * over the attendee's counseling profile `p` (null when they have none)].
 */
const DEMOGRAPHIC = sql.raw("p.demographics_consent_at is not null");
const race = (name: string) => sql.raw(`p.demographics_consent_at is not null and '${name}' = any(p.race)`);
export const TRAINING_COUNTS = [
  ["inBusiness", "CurrentlyInBusiness", "In business", sql.raw("p.in_business = 'YES'")],
  ["notInBusiness", "NotInBusiness", "Not in business", sql.raw("p.in_business = 'NO'")],
  ["inBusinessNotGiven", "InBusinessNotGiven", "In business not given", sql.raw("p.in_business is null or p.in_business not in ('YES', 'NO')")],
  ["female", "Female", "Female", sql`${DEMOGRAPHIC} and p.sex = 'FEMALE'`],
  ["male", "Male", "Male", sql`${DEMOGRAPHIC} and p.sex = 'MALE'`],
  ["sexNotGiven", "SexNotGiven", "Sex not given", sql`not coalesce(${DEMOGRAPHIC} and p.sex in ('FEMALE', 'MALE'), false)`],
  ["veterans", "Veterans", "Veterans", sql`${DEMOGRAPHIC} and p.military_status in ('VETERAN', 'SERVICE_DISABLED_VETERAN')`],
  ["serviceDisabledVeterans", "ServiceDisabledVeterans", "Service-disabled veterans", sql`${DEMOGRAPHIC} and p.military_status = 'SERVICE_DISABLED_VETERAN'`],
  ["activeDutyGuardReserve", "ActiveDutyGuardReserve", "Active duty, guard or reserve", sql`${DEMOGRAPHIC} and p.military_status in ('ACTIVE_DUTY', 'NATIONAL_GUARD', 'RESERVE')`],
  ["militarySpouses", "MilitarySpouses", "Military spouses", sql`${DEMOGRAPHIC} and p.military_status = 'SPOUSE_OF_MILITARY_MEMBER'`],
  ["noMilitaryService", "NoMilitaryService", "No military service", sql`${DEMOGRAPHIC} and p.military_status = 'NO_MILITARY_SERVICE'`],
  ["militaryNotGiven", "MilitaryStatusNotGiven", "Military status not given", sql`not coalesce(${DEMOGRAPHIC} and p.military_status not in ('UNSPECIFIED', 'PREFER_NOT_TO_SAY'), false)`],
  ["asian", "Asian", "Asian", race("ASIAN")],
  ["black", "BlackOrAfricanAmerican", "Black or African American", race("BLACK_OR_AFRICAN_AMERICAN")],
  ["middleEastern", "MiddleEastern", "Middle Eastern", race("MIDDLE_EASTERN")],
  ["nativeAmerican", "NativeAmericanAlaskaNative", "Native American/Alaska Native", race("NATIVE_AMERICAN_ALASKA_NATIVE")],
  ["pacificIslander", "NativeHawaiianPacificIslander", "Native Hawaiian/Other Pacific Islander", race("NATIVE_HAWAIIAN_PACIFIC_ISLANDER")],
  ["northAfrican", "NorthAfrican", "North African", race("NORTH_AFRICAN")],
  ["white", "White", "White", race("WHITE")],
  ["raceSelfDescribed", "SelfDescribedRace", "Race self-described", race("SELF_DESCRIBE")],
  ["racePreferNotToSay", "RacePreferNotToSay", "Race: prefer not to say", race("PREFER_NOT_TO_SAY")],
  ["raceNotGiven", "RaceNotGiven", "Race not given", sql`not coalesce(${DEMOGRAPHIC} and cardinality(p.race) > 0, false)`],
  ["hispanic", "HispanicOrLatino", "Hispanic or Latino", sql`${DEMOGRAPHIC} and p.ethnicity = 'HISPANIC_OR_LATINO'`],
  ["notHispanic", "NonHispanicOrLatino", "Non Hispanic or Latino", sql`${DEMOGRAPHIC} and p.ethnicity = 'NOT_HISPANIC_OR_LATINO'`],
  ["ethnicityPreferNotToSay", "EthnicityPreferNotToSay", "Ethnicity: prefer not to say", sql`${DEMOGRAPHIC} and p.ethnicity = 'PREFER_NOT_TO_SAY'`],
  ["ethnicityNotGiven", "EthnicityNotGiven", "Ethnicity not given", sql`not coalesce(${DEMOGRAPHIC} and p.ethnicity <> 'UNSPECIFIED', false)`],
] as const;

export type TrainingCountKey = (typeof TRAINING_COUNTS)[number][0];

export interface TrainingEvent {
  eventId: string;
  title: string;
  date: string;
  topic: string;
  /** Total training hours; null when neither the hours nor the duration were given. */
  hours: number | null;
  coSponsor: string;
  /** "Online", "In-person", "Hybrid" or "". */
  programFormat: string;
  trained: number;
  counts: Record<TrainingCountKey, number>;
}

/** The 888's program format from where a class happens. */
export function programFormatOf(url: string, address: string): string {
  const online = url.trim() !== "";
  const inPerson = address.trim() !== "";
  return online && inPerson ? "Hybrid" : online ? "Online" : inPerson ? "In-person" : "";
}

/** Total training hours: the class's own, else its duration; null when neither. */
export function trainingHoursOf(trainingHours: number | null, durationMinutes: number | null): number | null {
  if (trainingHours !== null && trainingHours > 0) return hours(trainingHours);
  if (durationMinutes !== null && durationMinutes > 0) return hours(durationMinutes / 60);
  return null;
}

const periodWhere = (period: FunderPeriod): SQL[] => [gte(classes.classDate, period.start), lte(classes.classDate, period.end)];

export async function trainingEventsCount(db: Db, period: FunderPeriod): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classes)
    .where(and(...periodWhere(period)));
  return row?.n ?? 0;
}

export const TRAINING_EVENT_COLUMNS: readonly string[] = [
  "Event id",
  "Training title",
  "Date training started",
  "Training topic",
  "Total training hours",
  "Co-sponsor",
  "Program format",
  "Number trained",
  ...TRAINING_COUNTS.map((c) => c[2]),
];

/** The events in (date, id) order, a batch at a time, each with its attendees counted. */
export async function* trainingEventBatches(db: Db, period: FunderPeriod, batchSize = FUNDER_BATCH): AsyncGenerator<TrainingEvent[]> {
  let after: { date: string; id: string } | null = null;
  const countColumns = sql.join(
    TRAINING_COUNTS.map(([key, , , condition]) => sql`count(*) filter (where ${condition})::int as ${sql.identifier(key)}`),
    sql`, `,
  );
  for (;;) {
    const page: SQL[] = after ? [sql`(${classes.classDate}, ${classes.id}) > (${after.date}, ${after.id})`] : [];
    const rows = await db
      .select({
        id: classes.id,
        title: classes.title,
        date: classes.classDate,
        topic: classes.topic,
        trainingHours: classes.trainingHours,
        durationMinutes: classes.durationMinutes,
        coSponsor: classes.coSponsor,
        url: classes.url,
        address: classes.address,
      })
      .from(classes)
      .where(and(...periodWhere(period), ...page))
      .orderBy(asc(classes.classDate), asc(classes.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const counted = await db.execute<Record<string, number> & { class_id: string; trained: number }>(sql`
      select r.class_id, count(*)::int as trained, ${countColumns}
      from class_registrations r left join counseling_profiles p on p.user_id = r.user_id
      where r.attended and r.class_id = any(${sql.param(ids)}::text[])
      group by r.class_id`);
    const byClass = new Map(counted.rows.map((c) => [c.class_id, c]));
    yield rows.map((r): TrainingEvent => {
      const c = byClass.get(r.id);
      const topic = (CounselingArea as unknown as Record<string, number>)[r.topic];
      return {
        eventId: r.id,
        title: r.title,
        date: r.date,
        topic: typeof topic === "number" ? sbaValue(SBA_COUNSELING_AREA, topic) : "",
        hours: trainingHoursOf(r.trainingHours, r.durationMinutes),
        coSponsor: r.coSponsor,
        programFormat: programFormatOf(r.url, r.address),
        trained: c?.trained ?? 0,
        counts: Object.fromEntries(TRAINING_COUNTS.map(([key]) => [key, Number(c?.[key] ?? 0)])) as Record<TrainingCountKey, number>,
      };
    });
    const last = rows[rows.length - 1]!;
    after = { date: last.date, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** The event as the schema's ManagementTrainingRecord element. */
export function trainingEventXml(e: TrainingEvent): string {
  const counts = TRAINING_COUNTS.map(([key, element]) => `<${element}>${e.counts[key]}</${element}>`).join("");
  return (
    "<ManagementTrainingRecord>" +
    xmlElement("EventId", e.eventId) +
    xmlElement("TrainingTitle", e.title) +
    xmlElement("DateTrainingStarted", e.date) +
    (e.topic ? `<TrainingTopic>${xmlElement("Code", e.topic)}</TrainingTopic>` : "") +
    xmlElement("TotalTrainingHours", e.hours) +
    xmlElement("CosponsorsName", e.coSponsor) +
    xmlElement("ProgramFormatType", e.programFormat) +
    `<NumberTrained><Total>${e.trained}</Total>${counts}</NumberTrained>` +
    "</ManagementTrainingRecord>\n"
  );
}

export function trainingEventsDocument(db: Db, period: FunderPeriod, format: "csv" | "xml", generatedAt: Date, onRows?: RowsWritten): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield format === "csv" ? "\uFEFF" + csvLine(TRAINING_EVENT_COLUMNS) : xmlRoot("TrainingEvents", TRAINING_EVENTS_XSD, period, generatedAt);
    for await (const batch of trainingEventBatches(db, period)) {
      let chunk = "";
      for (const e of batch) {
        chunk +=
          format === "csv"
            ? csvLine([e.eventId, e.title, e.date, e.topic, e.hours ?? "", e.coSponsor, e.programFormat, e.trained, ...TRAINING_COUNTS.map(([key]) => e.counts[key])])
            : trainingEventXml(e);
      }
      yield chunk;
      onRows?.(batch.length);
    }
    if (format === "xml") yield "</TrainingEvents>\n";
  }
  return Readable.from(chunks(), { objectMode: false });
}
