/**
 * TA session tracking through the real server (issue #13 §2): the seven Coach*TATracking* methods —
 * sign-in and role access, the shared checks naming the path, the server's own coach, creator,
 * client name and timestamps, edits under an update mask, a coach kept to their own sessions and
 * mentees (the same NOT_FOUND whether or not the record or user exists), administrators, and the
 * list's filters, keyset pages and totals.
 */
import { Code } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageInitShape } from "@bufbuild/protobuf";
import { SessionType, TACategory, type TATrackingSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
let coach: Client;
let otherCoachId: string;
let otherCoach: Client;
let admin: Client;
let learner: Client;
let menteeId: string;
let otherMenteeId: string;

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const today = new Date();
const daysAgo = (n: number) => {
  const d = new Date(today.getTime() - n * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

type SessionInit = MessageInitShape<typeof TATrackingSchema>;
function session(clientUserId: string, over: Record<string, unknown> = {}): SessionInit {
  return {
    clientUserId,
    dateOfSession: daysAgo(3),
    timeSpentHours: 1.5,
    serviceProvided: "Went through the cash flow",
    sessionType: SessionType.PHONE,
    taCategory: TACategory.TA_CATEGORY_ONGOING_COACHING,
    prepTimeHours: 0.5,
    travelTimeHours: 0.25,
    milesTraveled: 10,
    moneySpentOnMeals: { currencyCode: "USD", units: 12n, nanos: 500_000_000 },
    ...over,
  } as SessionInit;
}

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH");
  coach = api.client(await tokenOf(coachId));
  otherCoachId = await insertUser(database, "COACH");
  otherCoach = api.client(await tokenOf(otherCoachId));
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  learner = api.client(await tokenOf(await insertUser(database, "STANDARD")));
  menteeId = await insertUser(database, "STANDARD", {
    assignedCoachId: coachId,
    firstName: "Rosa",
    lastName: "Núñez",
    addresses: [{ us_state: "NM", county: "Bernalillo" }],
  });
  otherMenteeId = await insertUser(database, "STANDARD", { assignedCoachId: otherCoachId, displayName: "Tom" });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;
  it.each([
    ["coachTATrackingSubmit", {}],
    ["coachTATrackingEdit", {}],
    ["coachTATrackingDelete", { taTrackingId: UNKNOWN }],
    ["coachGetMyTATracking", {}],
    ["coachListMyTATracking", {}],
    ["coachTATrackingById", { taTrackingId: UNKNOWN }],
    ["coachTATrackingByClientId", { clientUserId: UNKNOWN }],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to a learner", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
    expect((await outcome(call(learner, method)(req))).code).toBe(Code.PermissionDenied);
  });
});

describe("CoachTATrackingSubmit", () => {
  expectCases((req: { taTracking?: SessionInit; coachUserId?: string }) => coach.coachTATrackingSubmit(req), [
    { name: "without a session", request: {}, code: Code.InvalidArgument, message: "ta_tracking: required." },
    { name: "for a session in the future", request: () => ({ taTracking: session(menteeId, { dateOfSession: daysAgo(-3) }) }), code: Code.InvalidArgument, message: "ta_tracking.date_of_session: a session cannot be in the future." },
    { name: "for more than 24 hours", request: () => ({ taTracking: session(menteeId, { timeSpentHours: 25 }) }), code: Code.InvalidArgument, message: "ta_tracking.time_spent_hours: give hours from 0 to 24." },
    { name: "for an unknown currency", request: () => ({ taTracking: session(menteeId, { moneySpentOnMeals: { currencyCode: "ZZZ", units: 1n, nanos: 0 } }) }), code: Code.InvalidArgument, message: /currency_code/ },
    { name: "for another coach's mentee", request: () => ({ taTracking: session(otherMenteeId) }), code: Code.NotFound, message: "Client not found among your clients" },
    { name: "for a user who does not exist, with the same words", request: () => ({ taTracking: session(UNKNOWN) }), code: Code.NotFound, message: "Client not found among your clients" },
    { name: "when a coach names another coach", request: () => ({ taTracking: session(menteeId), coachUserId: otherCoachId }), code: Code.PermissionDenied },
  ]);

  it("records the session with the server's coach, creator, client name, place and timestamps", async () => {
    const { taTrackingId } = await coach.coachTATrackingSubmit({ taTracking: { ...session(menteeId), clientName: "Forged", createdByUserId: otherCoachId }, coachUserId: "" });
    const { taTrackingRecord: r } = await coach.coachTATrackingById({ taTrackingId });
    expect(r?.coachUserId).toBe(coachId);
    expect(r?.taTracking?.createdByUserId).toBe(coachId);
    expect(r?.taTracking?.clientName).toBe("Rosa Núñez");
    expect([r?.taTracking?.state, r?.taTracking?.county]).toEqual(["NM", "Bernalillo"]);
    expect(r?.taTracking?.sessionType).toBe(SessionType.PHONE);
    expect(r?.taTracking?.moneySpentOnMeals).toEqual(expect.objectContaining({ currencyCode: "USD", units: 12n, nanos: 500_000_000 }));
    expect(r?.createdTimestamp).toBeDefined();
  });

  it("lets an administrator record a session as a coach", async () => {
    const { taTrackingId } = await admin.coachTATrackingSubmit({ taTracking: session(otherMenteeId), coachUserId: otherCoachId });
    expect((await otherCoach.coachTATrackingById({ taTrackingId })).taTrackingRecord?.coachUserId).toBe(otherCoachId);
  });
});

describe("edit, delete and read one", () => {
  let id: string;
  beforeAll(async () => {
    id = (await coach.coachTATrackingSubmit({ taTracking: session(menteeId, { comments: "first" }) })).taTrackingId;
  });

  it("writes only the update mask's paths, and checks them", async () => {
    await coach.coachTATrackingEdit({ taTracking: { trackingId: id, comments: "changed", timeSpentHours: 99 }, updateMask: { paths: ["comments"] } });
    const r = (await coach.coachTATrackingById({ taTrackingId: id })).taTrackingRecord!;
    expect(r.taTracking?.comments).toBe("changed");
    expect(r.taTracking?.timeSpentHours).toBe(1.5);
    const bad = await outcome(coach.coachTATrackingEdit({ taTracking: { trackingId: id, timeSpentHours: 99 }, updateMask: { paths: ["time_spent_hours"] } }));
    expect(bad.code).toBe(Code.InvalidArgument);
    const forbidden = await outcome(coach.coachTATrackingEdit({ taTracking: { trackingId: id, clientName: "x" }, updateMask: { paths: ["client_name"] } }));
    expect(forbidden.message).toBe('update_mask: "client_name" cannot be changed by you.');
    expect((await outcome(coach.coachTATrackingEdit({ taTracking: { trackingId: id }, updateMask: { paths: [] } }))).code).toBe(Code.InvalidArgument);
  });

  it("keeps another coach out of the session, with the answer given for one that does not exist", async () => {
    for (const attempt of [
      () => otherCoach.coachTATrackingById({ taTrackingId: id }),
      () => otherCoach.coachTATrackingEdit({ taTracking: { trackingId: id, comments: "x" }, updateMask: { paths: ["comments"] } }),
      () => otherCoach.coachTATrackingDelete({ taTrackingId: id, coachUserId: "" }),
      () => coach.coachTATrackingById({ taTrackingId: UNKNOWN }),
    ]) {
      const got = await outcome(attempt());
      expect(got.code).toBe(Code.NotFound);
      expect(got.message).toBe("TA session not found");
    }
  });

  it("does not move a session to another coach's mentee", async () => {
    const got = await outcome(coach.coachTATrackingEdit({ taTracking: { trackingId: id, clientUserId: otherMenteeId }, updateMask: { paths: ["client_user_id"] } }));
    expect(got.code).toBe(Code.NotFound);
  });

  it("deletes the coach's own session", async () => {
    await coach.coachTATrackingDelete({ taTrackingId: id, coachUserId: coachId });
    expect((await outcome(coach.coachTATrackingById({ taTrackingId: id }))).code).toBe(Code.NotFound);
  });
});

describe("lists", () => {
  let listCoach: Client;
  let client1: string;
  let client2: string;
  beforeAll(async () => {
    const id = await insertUser(database, "LENDER");
    listCoach = api.client(await tokenOf(id));
    client1 = await insertUser(database, "STANDARD", { assignedCoachId: id });
    client2 = await insertUser(database, "STANDARD", { assignedCoachId: id });
    for (let i = 0; i < 7; i++) {
      await listCoach.coachTATrackingSubmit({ taTracking: session(i % 2 === 0 ? client1 : client2, { dateOfSession: daysAgo(i * 10), timeSpentHours: 1, prepTimeHours: 0.5, travelTimeHours: 0.25 }) });
    }
  });

  it("pages newest first with totals of the whole selection", async () => {
    const first = await listCoach.coachListMyTATracking({ pageRequest: { pageSize: 3 } });
    expect(first.taTrackingRecords).toHaveLength(3);
    expect(first.pageResponse?.totalSize).toBe(7);
    expect(first.totals).toEqual(expect.objectContaining({ sessions: 7, contactHours: 7, prepHours: 3.5, travelHours: 1.75 }));
    const dates = [first.taTrackingRecords[0]!.taTracking!.dateOfSession!, first.taTrackingRecords[2]!.taTracking!.dateOfSession!];
    expect(dates[0]).toEqual(expect.objectContaining(daysAgo(0)));
    expect(dates[1]).toEqual(expect.objectContaining(daysAgo(20)));
    const rest = [];
    let token = first.pageResponse!.nextPageToken;
    while (token) {
      const page = await listCoach.coachListMyTATracking({ pageRequest: { pageSize: 3, pageToken: token } });
      rest.push(...page.taTrackingRecords);
      token = page.pageResponse!.nextPageToken;
    }
    expect(rest).toHaveLength(4);
  });

  it("filters by client and date range, and refuses a reversed range or a token of another filter", async () => {
    const c1 = await listCoach.coachListMyTATracking({ clientUserId: client1 });
    expect(c1.totals?.sessions).toBe(4);
    const recent = await listCoach.coachListMyTATracking({ startDate: daysAgo(25), endDate: daysAgo(5) });
    expect(recent.taTrackingRecords.map((r) => r.taTracking?.dateOfSession?.day)).toEqual([daysAgo(10).day, daysAgo(20).day]);
    expect((await outcome(listCoach.coachListMyTATracking({ startDate: daysAgo(1), endDate: daysAgo(5) }))).code).toBe(Code.InvalidArgument);
    const page = await listCoach.coachListMyTATracking({ pageRequest: { pageSize: 1 }, clientUserId: client1 });
    const reuse = await outcome(listCoach.coachListMyTATracking({ pageRequest: { pageSize: 1, pageToken: page.pageResponse!.nextPageToken }, clientUserId: client2 }));
    expect(reuse.code).toBe(Code.InvalidArgument);
  });

  it("GetMy returns every own session; ByClientId a mentee's, refusing another coach's mentee", async () => {
    expect((await listCoach.coachGetMyTATracking({})).taTrackingRecords).toHaveLength(7);
    expect((await listCoach.coachTATrackingByClientId({ clientUserId: client2 })).taTrackingRecords).toHaveLength(3);
    expect((await outcome(coach.coachTATrackingByClientId({ clientUserId: client2 }))).code).toBe(Code.NotFound);
    expect((await admin.coachTATrackingByClientId({ clientUserId: client2 })).taTrackingRecords).toHaveLength(3);
  });
});
