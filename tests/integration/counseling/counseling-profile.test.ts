/**
 * Counseling records through the real server (issue #40 §3; ADR 0040): GetMy/UpdateMyCounselingProfile
 * (a learner's own SBA Form 641 client fields and their consent to keep demographics) and
 * CoachGet/CoachUpdateUserCounselingProfile (a coach's or lender's own mentees, an administrator any
 * learner, audited) — sign-in, the access table, the update mask, the code lists and cross-field
 * rules naming `profile.<path>`, the consent rule (no consent: no demographics stored, a request
 * carrying them refused, withdrawal erasing them, the database's own check), coaches kept from the
 * demographics, and a refused call changing nothing.
 */
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
} from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, counselingProfiles } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
let coach: Client;
let lender: Client;
let admin: Client;
let adminId: string;
let partner: Client;
let menteeId: string;
let mentee: Client;
let otherId: string;
let other: Client;

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const mask = (...paths: string[]) => ({ paths });
const storedRow = async (userId: string) => (await database.db.select().from(counselingProfiles).where(eq(counselingProfiles.userId, userId)))[0] ?? null;
const audited = async (action: string, userId: string) => database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, userId)));

const DEMOGRAPHICS = {
  race: [ClientRace.ASIAN, ClientRace.SELF_DESCRIBE],
  selfDescribedRace: "Hmong",
  ethnicity: ClientEthnicity.NOT_HISPANIC_OR_LATINO,
  sex: ClientSex.PREFER_NOT_TO_SAY,
  disability: ClientDisability.NO,
  militaryStatus: ClientMilitaryStatus.VETERAN,
  branchOfService: ClientMilitaryBranch.NAVY,
};
const DEMOGRAPHIC_PATHS = ["race", "self_described_race", "ethnicity", "sex", "disability", "military_status", "branch_of_service"];

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH");
  coach = api.client(await tokenOf(coachId));
  lender = api.client(await tokenOf(await insertUser(database, "LENDER")));
  adminId = await insertUser(database, "ADMIN");
  admin = api.client(await tokenOf(adminId));
  partner = api.client(await tokenOf(await insertUser(database, "BANK")));
  menteeId = await insertUser(database, "STANDARD", { assignedCoachId: coachId, firstName: "Rosa", lastName: "Núñez" });
  mentee = api.client(await tokenOf(menteeId));
  otherId = await insertUser(database, "STANDARD");
  other = api.client(await tokenOf(otherId));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;

  it.each([
    ["getMyCounselingProfile", {}],
    ["updateMyCounselingProfile", { updateMask: mask("language"), profile: { language: "es" } }],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to staff (a record is a client's)", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
    for (const staff of [coach, lender, admin, partner]) expect((await outcome(call(staff, method)(req))).code).toBe(Code.PermissionDenied);
  });

  it.each([
    ["coachGetUserCounselingProfile", { userId: UNKNOWN }],
    ["coachUpdateUserCounselingProfile", { userId: UNKNOWN, updateMask: mask("language"), profile: { language: "es" } }],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to a learner or a partner bank", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
    expect((await outcome(call(mentee, method)(req))).code).toBe(Code.PermissionDenied);
    expect((await outcome(call(partner, method)(req))).code).toBe(Code.PermissionDenied);
  });
});

describe("GetMyCounselingProfile", () => {
  it("answers an empty record, without consent, before anything is saved", async () => {
    const { profile } = await other.getMyCounselingProfile({});
    expect(profile).toMatchObject({ userId: otherId, demographicsConsent: false, race: [], ethnicity: 0, language: "", employees: 0 });
    expect(profile?.lastUpdatedTime).toBeUndefined();
    expect(await storedRow(otherId)).toBeNull();
  });
});

describe("UpdateMyCounselingProfile checks", () => {
  expectCases((req: object) => mentee.updateMyCounselingProfile(req), [
    { name: "without an update mask", request: { profile: { language: "es" } }, code: Code.InvalidArgument, message: "update_mask: list the counseling record fields to update." },
    { name: "for an output-only path", request: { profile: {}, updateMask: mask("demographics_consent_time") }, code: Code.InvalidArgument, message: 'update_mask: "demographics_consent_time" cannot be changed by you.' },
    { name: "for an unknown path", request: { profile: {}, updateMask: mask("income") }, code: Code.InvalidArgument, message: 'update_mask: "income" is not a counseling record field you can update.' },
    { name: "without the profile", request: { updateMask: mask("language") }, code: Code.InvalidArgument, message: "profile: required." },
    { name: "for a language off SBA's list", request: { profile: { language: "xx" }, updateMask: mask("language") }, code: Code.InvalidArgument, message: "profile.language: choose one of the listed languages." },
    { name: "for a referral source off the list", request: { profile: { referralSource: 99 }, updateMask: mask("referral_source") }, code: Code.InvalidArgument, message: "profile.referral_source: choose one of the listed values." },
    { name: "for a business type off the list", request: { profile: { businessType: 22 }, updateMask: mask("business_type") }, code: Code.InvalidArgument, message: "profile.business_type: choose one of the listed values." },
    {
      name: "for a referral text without the source “other”",
      request: { profile: { referralSource: ClientReferralSource.LENDER, referralSourceOther: "My cousin" }, updateMask: mask("referral_source", "referral_source_other") },
      code: Code.InvalidArgument,
      message: "profile.referral_source_other: only with the referral source “other”.",
    },
    {
      name: "for a start date when not in business",
      request: { profile: { inBusiness: ClientInBusiness.NO, businessStartDate: { year: 2020, month: 1, day: 1 } }, updateMask: mask("in_business", "business_start_date") },
      code: Code.InvalidArgument,
      message: "profile.business_start_date: only when in business.",
    },
    {
      name: "for a start date in the future",
      request: { profile: { inBusiness: ClientInBusiness.YES, businessStartDate: { year: new Date().getUTCFullYear() + 1, month: 1, day: 1 } }, updateMask: mask("in_business", "business_start_date") },
      code: Code.InvalidArgument,
      message: "profile.business_start_date: cannot be in the future.",
    },
    { name: "for more than a million employees", request: { profile: { employees: 1_000_001 }, updateMask: mask("employees") }, code: Code.InvalidArgument, message: "profile.employees: give a number from 1 to 1,000,000." },
    {
      name: "for demographics without consent, naming the field",
      request: { profile: { ethnicity: ClientEthnicity.HISPANIC_OR_LATINO }, updateMask: mask("ethnicity") },
      code: Code.InvalidArgument,
      message: "profile.ethnicity: your demographics are kept only with your consent (demographics_consent).",
    },
    {
      name: "for “prefer not to say” with another race",
      request: { profile: { demographicsConsent: true, race: [ClientRace.PREFER_NOT_TO_SAY, ClientRace.WHITE] }, updateMask: mask("demographics_consent", "race") },
      code: Code.InvalidArgument,
      message: "profile.race: “prefer not to say” goes alone.",
    },
    {
      name: "for a branch of service without a military status that has one",
      request: {
        profile: { demographicsConsent: true, militaryStatus: ClientMilitaryStatus.NO_MILITARY_SERVICE, branchOfService: ClientMilitaryBranch.ARMY },
        updateMask: mask("demographics_consent", "military_status", "branch_of_service"),
      },
      code: Code.InvalidArgument,
      message: "profile.branch_of_service: only with a military status that has a branch of service.",
    },
  ]);

  it("changed nothing with any of those refusals (no record was created)", async () => {
    expect(await storedRow(menteeId)).toBeNull();
  });
});

describe("UpdateMyCounselingProfile", () => {
  it("keeps the client fields without consent, and no demographics", async () => {
    const { profile } = await mentee.updateMyCounselingProfile({
      profile: {
        referralSource: ClientReferralSource.OTHER,
        referralSourceOther: " Church bulletin ",
        inBusiness: ClientInBusiness.YES,
        businessStartDate: { year: 2019, month: 6, day: 1 },
        businessType: ClientBusinessType.ACCOMMODATION_FOOD,
        employees: 4,
        language: "es",
      },
      updateMask: mask("referral_source", "referral_source_other", "in_business", "business_start_date", "business_type", "employees", "language"),
    });
    expect(profile).toMatchObject({
      userId: menteeId,
      demographicsConsent: false,
      referralSource: ClientReferralSource.OTHER,
      referralSourceOther: "Church bulletin",
      inBusiness: ClientInBusiness.YES,
      businessStartDate: { year: 2019, month: 6, day: 1 },
      businessType: ClientBusinessType.ACCOMMODATION_FOOD,
      employees: 4,
      language: "es",
    });
    expect(profile?.demographicsConsentTime).toBeUndefined();
    const row = await storedRow(menteeId);
    expect(row).toMatchObject({ demographicsConsentAt: null, race: [], ethnicity: "UNSPECIFIED", sex: "UNSPECIFIED", referralSource: "OTHER", businessStartDate: "2019-06-01", employees: 4 });
  });

  it("refuses demographics without consent and leaves the stored record as it was", async () => {
    const before = await storedRow(menteeId);
    const got = await outcome(mentee.updateMyCounselingProfile({ profile: { ...DEMOGRAPHICS, language: "en" }, updateMask: mask("language", ...DEMOGRAPHIC_PATHS) }));
    expect(got).toEqual({ code: Code.InvalidArgument, message: "profile.race: your demographics are kept only with your consent (demographics_consent)." });
    expect(await storedRow(menteeId)).toEqual(before);
  });

  it("keeps the demographics with consent, recording its time once, and writes only the masked paths", async () => {
    const before = Date.now();
    const { profile } = await mentee.updateMyCounselingProfile({ profile: { demographicsConsent: true, ...DEMOGRAPHICS, language: "fr" }, updateMask: mask("demographics_consent", ...DEMOGRAPHIC_PATHS) });
    expect(profile).toMatchObject({ demographicsConsent: true, ...DEMOGRAPHICS, language: "es", employees: 4 });
    const consentAt = (await storedRow(menteeId))!.demographicsConsentAt!;
    expect(consentAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await storedRow(menteeId)).toMatchObject({ race: ["ASIAN", "SELF_DESCRIBE"], selfDescribedRace: "Hmong", sex: "PREFER_NOT_TO_SAY", militaryStatus: "VETERAN", branchOfService: "NAVY" });

    // Consent given again: the first time stays.
    await mentee.updateMyCounselingProfile({ profile: { demographicsConsent: true, disability: ClientDisability.PREFER_NOT_TO_SAY }, updateMask: mask("demographics_consent", "disability") });
    expect((await storedRow(menteeId))!.demographicsConsentAt).toEqual(consentAt);
    expect((await mentee.getMyCounselingProfile({})).profile).toMatchObject({ demographicsConsent: true, disability: ClientDisability.PREFER_NOT_TO_SAY, ethnicity: DEMOGRAPHICS.ethnicity });
  });

  it("refuses a branch of service that no longer fits when only the military status changes, changing nothing", async () => {
    const before = await storedRow(menteeId);
    const got = await outcome(mentee.updateMyCounselingProfile({ profile: { militaryStatus: ClientMilitaryStatus.PREFER_NOT_TO_SAY }, updateMask: mask("military_status") }));
    expect(got).toEqual({ code: Code.InvalidArgument, message: "profile.branch_of_service: only with a military status that has a branch of service." });
    expect(await storedRow(menteeId)).toEqual(before);
  });

  it("erases every demographic answer when the consent is withdrawn, keeping the other fields", async () => {
    const { profile } = await mentee.updateMyCounselingProfile({ profile: { demographicsConsent: false }, updateMask: mask("demographics_consent") });
    expect(profile).toMatchObject({ demographicsConsent: false, race: [], selfDescribedRace: "", ethnicity: 0, sex: 0, disability: 0, militaryStatus: 0, branchOfService: 0, language: "es", employees: 4 });
    expect(await storedRow(menteeId)).toMatchObject({
      demographicsConsentAt: null,
      race: [],
      selfDescribedRace: "",
      ethnicity: "UNSPECIFIED",
      sex: "UNSPECIFIED",
      disability: "UNSPECIFIED",
      militaryStatus: "UNSPECIFIED",
      branchOfService: "UNSPECIFIED",
      referralSource: "OTHER",
    });
  });

  it("is refused by the database itself too: no demographics can be stored without consent", async () => {
    const got = await database.db
      .update(counselingProfiles)
      .set({ ethnicity: "HISPANIC_OR_LATINO" })
      .where(eq(counselingProfiles.userId, menteeId))
      .then(
        () => "stored",
        (err: unknown) => String((err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message),
      );
    expect(got).toMatch(/counseling_profiles_demographics_consent_check/);
  });
});

describe("CoachGetUserCounselingProfile and CoachUpdateUserCounselingProfile", () => {
  beforeAll(async () => {
    await mentee.updateMyCounselingProfile({ profile: { demographicsConsent: true, ...DEMOGRAPHICS }, updateMask: mask("demographics_consent", ...DEMOGRAPHIC_PATHS) });
  });

  expectCases((req: object) => coach.coachUpdateUserCounselingProfile(req), [
    { name: "without a user id", request: { profile: {}, updateMask: mask("language") }, code: Code.InvalidArgument, message: "user_id: required." },
    { name: "for the consent, which is the client's", request: () => ({ userId: menteeId, profile: { demographicsConsent: false }, updateMask: mask("demographics_consent") }), code: Code.InvalidArgument, message: 'update_mask: "demographics_consent" cannot be changed by you.' },
    { name: "for a demographic field (a coach does not see them)", request: () => ({ userId: menteeId, profile: { sex: ClientSex.FEMALE }, updateMask: mask("sex") }), code: Code.InvalidArgument, message: 'update_mask: "sex" cannot be changed by you.' },
    { name: "for a language off the list", request: () => ({ userId: menteeId, profile: { language: "klingon" }, updateMask: mask("language") }), code: Code.InvalidArgument, message: "profile.language: choose one of the listed languages." },
  ]);
  expectCases((req: object) => coach.coachGetUserCounselingProfile(req), [{ name: "without a user id", request: {}, code: Code.InvalidArgument, message: "user_id: required." }]);

  it("answers a coach their mentee's record without the demographics (the consent shows)", async () => {
    const { profile } = await coach.coachGetUserCounselingProfile({ userId: menteeId });
    expect(profile).toMatchObject({ userId: menteeId, demographicsConsent: true, race: [], ethnicity: 0, sex: 0, militaryStatus: 0, language: "es", employees: 4 });
    expect(await audited("admin_counseling_record_read", menteeId)).toEqual([]);
  });

  it("refuses another coach or lender and an unknown user with one answer, writing and auditing nothing", async () => {
    const before = await storedRow(menteeId);
    const notMine = await outcome(lender.coachGetUserCounselingProfile({ userId: menteeId }));
    expect(notMine).toEqual({ code: Code.PermissionDenied, message: "You can see counseling records only for your own clients." });
    expect(await outcome(coach.coachGetUserCounselingProfile({ userId: UNKNOWN }))).toEqual(notMine);
    expect(await outcome(coach.coachGetUserCounselingProfile({ userId: otherId }))).toEqual(notMine);
    expect(await outcome(lender.coachUpdateUserCounselingProfile({ userId: menteeId, profile: { employees: 99 }, updateMask: mask("employees") }))).toEqual(notMine);
    expect(await outcome(admin.coachUpdateUserCounselingProfile({ userId: coachId, profile: { employees: 9 }, updateMask: mask("employees") }))).toEqual(notMine);
    expect(await storedRow(menteeId)).toEqual(before);
    expect(await audited("counseling_record_updated", menteeId)).toEqual([]);
  });

  it("lets the coach change the masked client fields, keeping the demographics and auditing the paths", async () => {
    const { profile } = await coach.coachUpdateUserCounselingProfile({ userId: menteeId, profile: { employees: 6, businessType: ClientBusinessType.RETAIL_TRADE }, updateMask: mask("employees") });
    expect(profile).toMatchObject({ employees: 6, businessType: ClientBusinessType.ACCOMMODATION_FOOD, race: [] });
    expect(await storedRow(menteeId)).toMatchObject({ employees: 6, businessType: "ACCOMMODATION_FOOD", ethnicity: "NOT_HISPANIC_OR_LATINO", updatedByUserId: coachId });
    const rows = await audited("counseling_record_updated", menteeId);
    expect(rows.map((r) => [r.actorUserId, r.details])).toEqual([[coachId, { paths: ["employees"] }]]);
  });

  it("answers an administrator the whole record, audited, and lets them enter demographics while consent is on file", async () => {
    const { profile } = await admin.coachGetUserCounselingProfile({ userId: menteeId });
    expect(profile).toMatchObject({ ...DEMOGRAPHICS, demographicsConsent: true });
    expect((await audited("admin_counseling_record_read", menteeId)).map((r) => r.actorUserId)).toEqual([adminId]);
    const after = await admin.coachUpdateUserCounselingProfile({ userId: menteeId, profile: { sex: ClientSex.FEMALE }, updateMask: mask("sex") });
    expect(after.profile?.sex).toBe(ClientSex.FEMALE);
  });

  it("refuses an administrator's demographics for a client without consent, changing nothing", async () => {
    await other.updateMyCounselingProfile({ profile: { language: "vi" }, updateMask: mask("language") });
    const before = await storedRow(otherId);
    const got = await outcome(admin.coachUpdateUserCounselingProfile({ userId: otherId, profile: { race: [ClientRace.WHITE] }, updateMask: mask("race") }));
    expect(got).toEqual({ code: Code.InvalidArgument, message: "profile.race: demographics are kept only with the client's consent, which only the client can give." });
    expect(await storedRow(otherId)).toEqual(before);
    expect(await audited("counseling_record_updated", otherId)).toEqual([]);
  });
});
