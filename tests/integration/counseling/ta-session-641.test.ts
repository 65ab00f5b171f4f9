/**
 * The SBA Form 641 session fields on TA sessions (issue #40 §3; ADR 0040) through the real server:
 * CoachTATrackingSubmit and CoachTATrackingEdit take the counseling area, SBA session type, language
 * and reportable, checked against SBA's lists (INVALID_ARGUMENT naming `ta_tracking.<path>`, nothing
 * written); a session submitted without them is reportable with none; and a session stored before
 * these columns existed still lists, reads and edits.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CounselingArea, CounselingSessionType, SessionType, TACategory, type TATrackingSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { taTracking } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
let coach: Client;
let otherCoach: Client;
let learner: Client;
let menteeId: string;

const daysAgo = (n: number) => {
  const d = new Date(Date.now() - n * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
type SessionInit = MessageInitShape<typeof TATrackingSchema>;
/** A session as the coach's form sends it; `over` may carry values off the lists (numbers the enums do not name). */
const session = (over: Record<string, unknown> = {}): SessionInit =>
  ({
    clientUserId: menteeId,
    dateOfSession: daysAgo(2),
    timeSpentHours: 1,
    serviceProvided: "Reviewed the loan request",
    sessionType: SessionType.PERSON_TO_PERSON,
    taCategory: TACategory.TA_CATEGORY_ONGOING_COACHING,
    ...over,
  }) as SessionInit;
/** A number no value of the enum has, as a client with a newer or broken list might send. */
const offList = <E>(n: number) => n as unknown as E;
const sessions = async () => database.db.select().from(taTracking).where(eq(taTracking.clientUserId, menteeId));

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH");
  coach = api.client(await tokenOf(coachId));
  otherCoach = api.client(await tokenOf(await insertUser(database, "COACH")));
  learner = api.client(await tokenOf(await insertUser(database, "STANDARD")));
  menteeId = await insertUser(database, "STANDARD", { assignedCoachId: coachId, firstName: "Rosa" });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("CoachTATrackingSubmit with the 641 fields", () => {
  it("answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to a learner, writing nothing", async () => {
    expect((await outcome(api.client().coachTATrackingSubmit({ taTracking: session({ counselingArea: CounselingArea.BUSINESS_PLAN }) }))).code).toBe(Code.Unauthenticated);
    expect((await outcome(learner.coachTATrackingSubmit({ taTracking: session({ counselingArea: CounselingArea.BUSINESS_PLAN }) }))).code).toBe(Code.PermissionDenied);
    expect((await outcome(otherCoach.coachTATrackingSubmit({ taTracking: session({ counselingArea: CounselingArea.BUSINESS_PLAN }) }))).code).toBe(Code.NotFound);
    expect(await sessions()).toEqual([]);
  });

  expectCases((taTracking: SessionInit) => coach.coachTATrackingSubmit({ taTracking }), [
    { name: "for a counseling area off SBA's list", request: () => session({ counselingArea: 23 }), code: Code.InvalidArgument, message: "ta_tracking.counseling_area: choose one of the listed values." },
    { name: "for a session type off SBA's list", request: () => session({ counselingSessionType: 7 }), code: Code.InvalidArgument, message: "ta_tracking.counseling_session_type: choose one of the listed values." },
    { name: "for a language off SBA's list", request: () => session({ language: "tlh" }), code: Code.InvalidArgument, message: "ta_tracking.language: choose one of the listed languages." },
  ]);

  it("wrote nothing with those refusals", async () => {
    expect(await sessions()).toEqual([]);
  });

  it("keeps the fields given, and reads them back", async () => {
    const { taTrackingId } = await coach.coachTATrackingSubmit({
      taTracking: session({ counselingArea: CounselingArea.BUSINESS_FINANCING_CAPITAL_SOURCES, counselingSessionType: CounselingSessionType.FACE_TO_FACE, language: " es ", reportable: false, prepTimeHours: 0.5, travelTimeHours: 0.25 }),
    });
    const [row] = await database.db.select().from(taTracking).where(eq(taTracking.id, taTrackingId));
    expect(row).toMatchObject({ counselingArea: "BUSINESS_FINANCING_CAPITAL_SOURCES", counselingSessionType: "FACE_TO_FACE", language: "es", reportable: false, prepTimeHours: 0.5, travelTimeHours: 0.25 });
    const read = (await coach.coachTATrackingById({ taTrackingId })).taTrackingRecord?.taTracking;
    expect(read).toMatchObject({ counselingArea: CounselingArea.BUSINESS_FINANCING_CAPITAL_SOURCES, counselingSessionType: CounselingSessionType.FACE_TO_FACE, language: "es", reportable: false });
  });

  it("takes a session without them (as before): reportable, with no area, type or language", async () => {
    const { taTrackingId } = await coach.coachTATrackingSubmit({ taTracking: session() });
    const read = (await coach.coachTATrackingById({ taTrackingId })).taTrackingRecord?.taTracking;
    expect(read).toMatchObject({ counselingArea: CounselingArea.UNSPECIFIED, counselingSessionType: CounselingSessionType.UNSPECIFIED, language: "", reportable: true });
  });
});

describe("CoachTATrackingEdit with the 641 fields", () => {
  let id: string;
  beforeAll(async () => {
    id = (await coach.coachTATrackingSubmit({ taTracking: session({ counselingArea: CounselingArea.MARKETING_SALES }) })).taTrackingId;
  });

  it("writes only the masked 641 fields", async () => {
    await coach.coachTATrackingEdit({ taTracking: { trackingId: id, counselingArea: CounselingArea.TAX_PLANNING, language: "vi", reportable: false }, updateMask: { paths: ["counseling_area", "reportable"] } });
    const [row] = await database.db.select().from(taTracking).where(eq(taTracking.id, id));
    expect(row).toMatchObject({ counselingArea: "TAX_PLANNING", reportable: false, language: "" });
    // Masked and not set: reportable again.
    await coach.coachTATrackingEdit({ taTracking: { trackingId: id }, updateMask: { paths: ["reportable"] } });
    expect((await database.db.select().from(taTracking).where(eq(taTracking.id, id)))[0]?.reportable).toBe(true);
  });

  it("refuses a masked value off the list, and another coach, changing nothing", async () => {
    const [before] = await database.db.select().from(taTracking).where(eq(taTracking.id, id));
    expect(await outcome(coach.coachTATrackingEdit({ taTracking: { trackingId: id, counselingSessionType: offList<CounselingSessionType>(99) }, updateMask: { paths: ["counseling_session_type"] } }))).toEqual({
      code: Code.InvalidArgument,
      message: "ta_tracking.counseling_session_type: choose one of the listed values.",
    });
    expect((await outcome(otherCoach.coachTATrackingEdit({ taTracking: { trackingId: id, counselingArea: CounselingArea.OTHER }, updateMask: { paths: ["counseling_area"] } }))).code).toBe(Code.NotFound);
    expect((await database.db.select().from(taTracking).where(eq(taTracking.id, id)))[0]).toEqual(before);
  });
});

describe("a session stored before the 641 fields", () => {
  let oldId: string;
  beforeAll(async () => {
    // As migration 0031 leaves an older row: the new columns at their defaults.
    const [row] = await database.db
      .insert(taTracking)
      .values({ coachUserId: coachId, clientUserId: menteeId, createdByUserId: coachId, dateOfSession: sql`current_date - 10` as unknown as string, timeSpentHours: 2, sessionType: "PHONE", taCategory: "INITIAL_CONTACT", clientName: "Rosa" })
      .returning({ id: taTracking.id });
    oldId = row!.id;
  });

  it("lists and reads with no area, type or language, reportable", async () => {
    const listed = (await coach.coachListMyTATracking({ clientUserId: menteeId })).taTrackingRecords.find((r) => r.taTrackingId === oldId);
    expect(listed?.taTracking).toMatchObject({ sessionType: SessionType.PHONE, counselingArea: CounselingArea.UNSPECIFIED, counselingSessionType: CounselingSessionType.UNSPECIFIED, language: "", reportable: true });
  });

  it("edits an old field without the new ones, and then gains them", async () => {
    await coach.coachTATrackingEdit({ taTracking: { trackingId: oldId, comments: "Follow-up" }, updateMask: { paths: ["comments"] } });
    await coach.coachTATrackingEdit({ taTracking: { trackingId: oldId, counselingArea: CounselingArea.CREDIT_COUNSELING, counselingSessionType: CounselingSessionType.TELEPHONE }, updateMask: { paths: ["counseling_area", "counseling_session_type"] } });
    const read = (await coach.coachTATrackingById({ taTrackingId: oldId })).taTrackingRecord?.taTracking;
    expect(read).toMatchObject({ comments: "Follow-up", counselingArea: CounselingArea.CREDIT_COUNSELING, counselingSessionType: CounselingSessionType.TELEPHONE, reportable: true });
  });
});
