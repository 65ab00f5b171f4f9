/**
 * Administrators' users through the real server (issue #15 §1): access (sign-in, administrators
 * only); AdminGetUser with the sealed fields and a read mask; AdminGetUserState; the lists — page
 * sizes under 10 raised to 10, keyset pages, search over names, e-mail and business (accents and
 * case ignored, every word), filters by type, decision and status, every sort both ways against
 * the same order computed here, tokens bound to their list; AdminUpdateUser — update masks, a role
 * change and a disable effective at the next call, sessions ended, the last-administrator rule,
 * the coach check, profile fields with status and decision, audited without values.
 */
import { Code } from "@connectrpc/connect";
import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserType } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, documentReviews, oidcPayloads, users } from "../../../src/server/db/schema/index.js";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let adminId: string;
let admin: Client;
let coachId: string;
let coach: Client;
const listed: { id: string; first: string; last: string; business: string; status: string; decision: string }[] = [];
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  adminId = await insertUser(database, "ADMIN", { firstName: "Ada", lastName: "Admin" });
  admin = api.client(await tokenOf(adminId));
  coachId = await insertUser(database, "COACH", { firstName: "Cora", lastName: "Coach", businessName: "Coaching Co" });
  coach = api.client(await tokenOf(coachId));
  const people = [
    ["María", "García", "Panadería Sol", "active", "approved"],
    ["Maria", "Lopez", "Lopez Bakery", "active", "pending"],
    ["Zoe", "Adams", "Adams Auto", "inactive", "approved"],
    ["Bob", "Baker", "Baker's Bakery", "active", "declined"],
    ["Yan", "Chen", "Chen Tea", "active", ""],
  ];
  for (const [first, last, business, status, decision] of people) {
    const id = await insertUser(database, "STANDARD", { firstName: first, lastName: last, businessName: business, status, applicationDecision: decision });
    listed.push({ id, first: first!, last: last!, business: business!, status: status!, decision: decision! });
  }
  for (let i = 0; i < 12; i++) await insertUser(database, "STANDARD", { firstName: `Filler${String(i).padStart(2, "0")}`, lastName: "Person" });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;
  it.each([
    ["adminGetUser", { userId: UNKNOWN }],
    ["adminGetUserState", { userId: UNKNOWN }],
    ["adminGetAllUsers", {}],
    ["adminListUsers", {}],
    ["adminListFilteredUsers", {}],
    ["adminUpdateUser", { userId: UNKNOWN }],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to a coach", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
    expect((await outcome(call(coach, method)(req))).code).toBe(Code.PermissionDenied);
  });
});

describe("reading a user", () => {
  it("shows an administrator every field, sealed ones included, or the fields asked for", async () => {
    const id = listed[0]!.id;
    await api.client(await tokenOf(id)).updateMyProfile({ profile: { driversLicenseNumber: "D-123" }, updateMask: { paths: ["drivers_license_number"] } });
    const { user } = await admin.adminGetUser({ userId: id });
    expect(user?.profile).toMatchObject({ firstName: "María", businessName: "Panadería Sol", driversLicenseNumber: "D-123", status: "active" });
    const masked = (await admin.adminGetUser({ userId: id, fields: { paths: ["type", "profile.business_name"] } })).user!;
    expect(masked.type).toBe(UserType.STANDARD);
    expect(masked.profile?.businessName).toBe("Panadería Sol");
    expect(masked.profile?.firstName).toBe("");
    expect(masked.enabled).toBe(false); // not asked for
    expect((await admin.adminGetUserState({ userId: id })).state?.hasCompletedProfile).toBe(false);
  });

  expectCases((req: { userId: string; fields?: { paths: string[] } }) => admin.adminGetUser(req), [
    { name: "without an id", request: { userId: "" }, code: Code.InvalidArgument, message: "user_id: required." },
    { name: "for nobody", request: { userId: UNKNOWN }, code: Code.NotFound, message: "User not found" },
    { name: "with a field that is not one", request: () => ({ userId: adminId, fields: { paths: ["password"] } }), code: Code.InvalidArgument },
  ]);
});

describe("the lists", () => {
  type Page = { users: { id: string; profile?: { firstName: string; lastName: string; businessName: string } }[]; pageResponse?: { nextPageToken: string; totalSize: number } };
  async function everything(request: (token: string) => Promise<Page>): Promise<{ ids: string[]; sizes: number[]; total: number }> {
    const ids: string[] = [];
    const sizes: number[] = [];
    let token = "";
    let total = 0;
    do {
      const page = await request(token);
      sizes.push(page.users.length);
      ids.push(...page.users.map((u) => u.id));
      total = page.pageResponse!.totalSize;
      token = page.pageResponse!.nextPageToken;
    } while (token);
    return { ids, sizes, total };
  }

  it("raise a page size under 10 to 10 and page every user once, newest first", async () => {
    const all = (await admin.adminGetAllUsers({})).users.map((u) => u.id);
    const { ids, sizes, total } = await everything((pageToken) => admin.adminListUsers({ pageRequest: { pageSize: 3, pageToken } }));
    expect(sizes[0]).toBe(10);
    expect(total).toBe(all.length);
    expect(ids).toEqual(all);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("count the selection for its first page; the following pages carry that total", async () => {
    const first = await admin.adminListUsers({ pageRequest: { pageSize: 10, pageToken: "" } });
    const counted = first.pageResponse!.totalSize;
    const late = await insertUser(database, "STANDARD");
    try {
      const second = await admin.adminListUsers({ pageRequest: { pageSize: 10, pageToken: first.pageResponse!.nextPageToken } });
      expect(second.pageResponse!.totalSize).toBe(counted);
      expect((await admin.adminListUsers({ pageRequest: { pageSize: 10, pageToken: "" } })).pageResponse!.totalSize).toBe(counted + 1);
    } finally {
      await database.db.delete(users).where(eq(users.id, late));
    }
  });

  it("search names, e-mail and business, every word, ignoring accents and case", async () => {
    const search = async (filterSearch: string) => (await admin.adminListFilteredUsers({ filterSearch, pageRequest: { pageSize: 50, pageToken: "" } })).users.map((u) => u.id).sort();
    expect(await search("garcia")).toEqual([listed[0]!.id]);
    expect(await search("MARÍA")).toEqual([listed[0]!.id, listed[1]!.id].sort());
    expect(await search("maria bakery")).toEqual([listed[1]!.id]);
    expect(await search("bakery")).toEqual([listed[1]!.id, listed[3]!.id].sort());
    expect(await search("100%_")).toEqual([]);
  });

  it("filter by type, decision and status", async () => {
    const ids = async (req: object) => (await admin.adminListFilteredUsers({ ...req, pageRequest: { pageSize: 50, pageToken: "" } })).users.map((u) => u.id).sort();
    expect(await ids({ filterType: "USER_TYPE_COACH" })).toEqual([coachId]);
    expect(await ids({ filterType: "coach" })).toEqual([coachId]);
    expect(await ids({ filterDecision: "approved" })).toEqual([listed[0]!.id, listed[2]!.id].sort());
    expect(await ids({ filterStatus: "inactive" })).toEqual([listed[2]!.id]);
    expect(await ids({ filterStatus: "active", filterDecision: "approved", filterSearch: "sol" })).toEqual([listed[0]!.id]);
  });

  it.each([
    ["name", (u: { first: string; last: string }) => `${u.last} ${u.first}`.toLowerCase()],
    ["business_name", (u: { business: string }) => u.business.toLowerCase()],
    ["status", (u: { status: string }) => u.status],
    ["application_decision", (u: { decision: string }) => u.decision],
  ] as const)("sort by %s both ways, in pages, as the column orders them", async (sortBy, key) => {
    const mine = new Set(listed.map((l) => l.id));
    for (const sortDirection of ["asc", "desc"]) {
      const { ids } = await everything((pageToken) => admin.adminListFilteredUsers({ sortBy, sortDirection, pageRequest: { pageSize: 10, pageToken } }));
      const got = ids.filter((id) => mine.has(id));
      const want = [...listed]
        .sort((a, b) => {
          const x = key(a as never);
          const y = key(b as never);
          return (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1) * (sortDirection === "asc" ? 1 : -1);
        })
        .map((l) => l.id);
      // The seeded keys differ at their first letter, so any collation orders them as this does.
      expect(got).toEqual(want);
    }
  });

  it("sort by name puts Adams before Baker before Chen, and reverses", async () => {
    const order = async (sortDirection: string) =>
      (await admin.adminListFilteredUsers({ sortBy: "name", sortDirection, filterType: "USER_TYPE_STANDARD", pageRequest: { pageSize: 50, pageToken: "" } })).users.map((u) => u.profile?.lastName);
    const asc = await order("asc");
    expect(asc.indexOf("Adams")).toBeLessThan(asc.indexOf("Baker"));
    expect(asc.indexOf("Baker")).toBeLessThan(asc.indexOf("Chen"));
    expect(await order("desc")).toEqual([...asc].reverse());
  });

  expectCases((req: object) => admin.adminListFilteredUsers(req), [
    { name: "with an unknown sort", request: { sortBy: "password" }, code: Code.InvalidArgument },
    { name: "with an unknown direction", request: { sortBy: "name", sortDirection: "up" }, code: Code.InvalidArgument, message: 'sort_direction: use "asc" or "desc".' },
    { name: "with an unknown type", request: { filterType: "USER_TYPE_WIZARD" }, code: Code.InvalidArgument },
    { name: "with a search too long", request: { filterSearch: "x".repeat(201) }, code: Code.InvalidArgument },
  ]);

  it("refuse a page token of another filter", async () => {
    const first = await admin.adminListFilteredUsers({ filterSearch: "a", pageRequest: { pageSize: 10, pageToken: "" } });
    const token = first.pageResponse!.nextPageToken;
    expect(token).not.toBe("");
    expect((await outcome(admin.adminListFilteredUsers({ filterSearch: "b", pageRequest: { pageSize: 10, pageToken: token } }))).code).toBe(Code.InvalidArgument);
  });
});

describe("updating a user", () => {
  it("makes a learner a coach, effective at their next call, and audits the paths only", async () => {
    const id = await insertUser(database, "STANDARD", { firstName: "Nova" });
    const them = api.client(await tokenOf(id));
    expect((await outcome(them.coachGetMyMentees({}))).code).toBe(Code.PermissionDenied);
    await admin.adminUpdateUser({ userId: id, user: { type: UserType.COACH }, updateMask: { paths: ["type"] } });
    expect((await them.coachGetMyMentees({})).mentees).toEqual([]);
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "admin_user_updated"), eq(auditLog.targetId, id)));
    expect(entry?.actorUserId).toBe(adminId);
    expect(entry?.details).toMatchObject({ paths: ["type"], role: "COACH" });
    expect(JSON.stringify(entry?.details)).not.toContain("Nova");
  });

  it("disables a user: their next call is refused and their sessions are gone", async () => {
    const id = await insertUser(database, "STANDARD");
    const them = api.client(await tokenOf(id));
    await database.db.insert(oidcPayloads).values({ model: "Session", id: `s-${id}`, payload: { accountId: id }, expiresAt: new Date(Date.now() + 3600_000) });
    await admin.adminUpdateUser({ userId: id, user: { enabled: false }, updateMask: { paths: ["enabled"] } });
    expect((await outcome(them.getMyUser({}))).code).toBe(Code.Unauthenticated);
    expect(await database.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, `s-${id}`))).toEqual([]);
    await admin.adminUpdateUser({ userId: id, user: { enabled: true }, updateMask: { paths: ["enabled"] } });
    const [row] = await database.db.select({ enabled: users.enabled, after: users.tokensValidAfter }).from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ enabled: true });
    expect(row?.after).not.toBeNull();
  });

  it("keeps the last enabled administrator, and lets one go when another remains", async () => {
    // Only `adminId` is an enabled administrator here.
    expect(await outcome(admin.adminUpdateUser({ userId: adminId, user: { enabled: false }, updateMask: { paths: ["enabled"] } }))).toMatchObject({ code: Code.FailedPrecondition });
    expect(await outcome(admin.adminUpdateUser({ userId: adminId, user: { type: UserType.COACH }, updateMask: { paths: ["type"] } }))).toMatchObject({ code: Code.FailedPrecondition });
    const second = await insertUser(database, "ADMIN");
    await admin.adminUpdateUser({ userId: second, user: { type: UserType.STANDARD }, updateMask: { paths: ["type"] } });
    const [row] = await database.db.select({ type: users.type }).from(users).where(eq(users.id, second));
    expect(row?.type).toBe("STANDARD");
  });

  it("assigns a coach, writes profile fields with status and decision, and clears the coach", async () => {
    const id = listed[4]!.id;
    await admin.adminUpdateUser({
      userId: id,
      user: { assignedCoach: coachId, profile: { businessName: "Chen Tea House", status: "active", applicationDecision: "approved" } },
      updateMask: { paths: ["assigned_coach", "profile.business_name", "profile.status", "profile.application_decision"] },
    });
    expect((await coach.coachGetMyMentees({})).mentees.map((m) => m.user?.id)).toContain(id);
    const { user } = await admin.adminGetUser({ userId: id });
    expect(user?.profile).toMatchObject({ businessName: "Chen Tea House", status: "active", applicationDecision: "approved" });
    await admin.adminUpdateUser({ userId: id, user: { assignedCoach: "" }, updateMask: { paths: ["assigned_coach"] } });
    expect((await admin.adminGetUser({ userId: id })).user?.assignedCoach).toBe("");
  });

  expectCases((req: object) => admin.adminUpdateUser(req), [
    { name: "without an id", request: { userId: "", updateMask: { paths: ["enabled"] } }, code: Code.InvalidArgument, message: "user_id: required." },
    { name: "for nobody", request: { userId: UNKNOWN, user: { enabled: true }, updateMask: { paths: ["enabled"] } }, code: Code.NotFound, message: "User not found" },
    { name: "changing the login e-mail", request: () => ({ userId: coachId, updateMask: { paths: ["profile.email"] } }), code: Code.InvalidArgument },
    { name: "naming no field", request: () => ({ userId: coachId, updateMask: { paths: ["password"] } }), code: Code.InvalidArgument },
    { name: "with a coach who is a learner", request: () => ({ userId: listed[1]!.id, user: { assignedCoach: listed[0]!.id }, updateMask: { paths: ["assigned_coach"] } }), code: Code.InvalidArgument, message: "user.assigned_coach: choose an enabled coach or lender." },
    { name: "giving a coach to someone who is not a learner", request: () => ({ userId: adminId, user: { assignedCoach: coachId }, updateMask: { paths: ["assigned_coach"] } }), code: Code.InvalidArgument, message: "user.assigned_coach: only learners have a coach." },
    { name: "with no type", request: () => ({ userId: coachId, user: {}, updateMask: { paths: ["type"] } }), code: Code.InvalidArgument, message: "user.type: choose a user type." },
    { name: "with a bad date", request: () => ({ userId: coachId, user: { profile: { dateOfBirth: "31/12/1990" } }, updateMask: { paths: ["profile.date_of_birth"] } }), code: Code.InvalidArgument },
  ]);

  it("changes nothing when one path is refused", async () => {
    const before = (await admin.adminGetUser({ userId: coachId })).user;
    await outcome(admin.adminUpdateUser({ userId: coachId, user: { enabled: false, profile: { businessName: "X" } }, updateMask: { paths: ["enabled", "profile.business_name", "profile.email"] } }));
    expect((await admin.adminGetUser({ userId: coachId })).user).toEqual(before);
    await setUser(database, coachId, { enabled: true });
  });
});

describe("deleting a user", () => {
  const CANARY = "zqcanary7731";

  it("erases their personal data, documents, files, messages and sign-in state; their TA sessions stay, anonymised", async () => {
    const daysAgo = (n: number) => {
      const d = new Date(Date.now() - n * 86_400_000);
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    };
    const id = await insertUser(database, "STANDARD", { assignedCoachId: coachId, email: `${CANARY}@example.com`, firstName: `Ann${CANARY}`, businessName: `${CANARY} Bakery` });
    const token = await tokenOf(id);
    const them = api.client(token);
    await them.updateMyProfile({ profile: { driversLicenseNumber: `DL-${CANARY}`, phoneNumber: "505-555-0199" }, updateMask: { paths: ["drivers_license_number", "phone_number"] } });
    await them.sendChatMessage({ sendToUserId: coachId, message: `chat ${CANARY}` });
    await coach.sendChatMessage({ sendToUserId: id, message: `reply to ${CANARY}` });
    await them.sendNotificationToCoach({ sendToUserId: coachId, message: `notice ${CANARY}` });
    await them.submitMyBusinessPlan({ plan: { companyDescription: `plan ${CANARY}` } });
    await coach.coachDownloadUserBusinessPlan({ userId: id }); // the coach's review of it (document_reviews)
    await them.putValueForKey({ key: "draft", value: `draft ${CANARY}` });
    const res = await fetch(`${api.server.url}/files/upload?purpose=attachment`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "x-api-key": token, "x-file-name": `${CANARY}.txt` },
      body: new TextEncoder().encode(`file ${CANARY}\n`),
    });
    const { metadata } = (await res.json()) as { metadata: { url: string; key: string } };
    const { attachmentId } = await them.createAttachment({ url: metadata.url, title: `att ${CANARY}` });
    await them.sendChatMessage({ sendToUserId: coachId, message: "file", attachmentIds: [attachmentId] });
    const session = await coach.coachTATrackingSubmit({
      taTracking: { clientUserId: id, dateOfSession: daysAgo(2), timeSpentHours: 2, contact: `call ${CANARY}`, sessionType: 1, taCategory: 1 } as never,
    });
    await database.db.insert(oidcPayloads).values({ model: "Session", id: `s-${CANARY}`, payload: { accountId: id }, expiresAt: new Date(Date.now() + 3600_000) });
    expect(await canaryTables()).not.toEqual([]);
    const reviews = () => database.db.select().from(documentReviews).where(or(eq(documentReviews.ownerUserId, id), eq(documentReviews.viewerUserId, id)));
    expect(await reviews()).toHaveLength(1);

    // Refused: oneself, and nobody.
    expect((await outcome(admin.adminDeleteUser({ userId: adminId }))).code).toBe(Code.FailedPrecondition);
    expect((await outcome(admin.adminDeleteUser({ userId: UNKNOWN }))).code).toBe(Code.NotFound);
    expect((await outcome(admin.adminDeleteUser({ userId: "" }))).code).toBe(Code.InvalidArgument);

    await admin.adminDeleteUser({ userId: id });
    expect(await canaryTables()).toEqual([]);
    expect(await reviews()).toEqual([]);
    await expect(api.blobs.get(metadata.key)).rejects.toThrow();
    expect((await outcome(them.getMyUser({}))).code).toBe(Code.Unauthenticated);
    // The session is still counted for the funder, without the client.
    const kept = (await coach.coachTATrackingById({ taTrackingId: session.taTrackingId })).taTrackingRecord?.taTracking;
    expect(kept).toMatchObject({ timeSpentHours: 2, clientUserId: "", clientName: "", contact: "" });
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "admin_user_deleted"), eq(auditLog.targetId, id)));
    expect(entry?.actorUserId).toBe(adminId);
  });

  /** The tables any of whose rows' text holds the canary. */
  async function canaryTables(): Promise<string[]> {
    const tables = await database.pool.query<{ name: string }>("select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'");
    const found: string[] = [];
    for (const { name } of tables.rows) {
      const hit = await database.pool.query(`select 1 from ${name} t where lower(t::text) like $1 limit 1`, [`%${CANARY}%`]);
      if (hit.rowCount) found.push(name);
    }
    return found;
  }
});
