/**
 * The account methods through the real server: SignUp, GetMyUser,
 * GetMyProfile, UpdateMyProfile, GetMyState, GetMyCoach, GetUserName; field
 * masks, update-mask rules, sealed fields at rest, denials in the audit log.
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressSchema, ProfileSchema, UserType, type Profile } from "../../src/gen/compass/v1/compass_pb.js";
import { auditDenials, auditLog, chatMessages, notifications, outboxMessages, referralCodes, userStates, users } from "../../src/server/db/schema/index.js";
import { userIdByEmail } from "../../src/server/identity/accounts.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { expectCases, outcome } from "../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
const PASSWORD = "a long enough passphrase";

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function signedInUser(type: Parameters<typeof insertUser>[1] = "STANDARD", values: Parameters<typeof insertUser>[2] = {}) {
  const id = await insertUser(database, type, values);
  const token = await tokenOf(id);
  return { id, token, client: api.client(token), grpcWeb: api.grpcWeb(token) };
}

const profile = (fields: Partial<Profile>) => create(ProfileSchema, fields as never);
const mask = (...paths: string[]) => ({ paths });

describe("SignUp", () => {
  it("creates an account anyone can then find by e-mail", async () => {
    await api.client().signUp({ email: "Signup.One@Example.com", password: PASSWORD });
    expect(await userIdByEmail(database.db, "signup.one@example.com")).not.toBeNull();
  });

  it("answers the same for an address that already has an account, and tells only its owner, by mail", async () => {
    expect(await api.client().signUp({ email: "twice@example.com", password: PASSWORD })).toBeTruthy();
    expect(await outcome(api.grpcWeb().signUp({ email: "TWICE@example.com", password: "another long passphrase" }))).toEqual({ code: "ok" });
    const subjects = async () =>
      (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "twice@example.com"))).map((m) => m.subject).sort();
    await expect.poll(subjects).toEqual(["Confirm your e-mail address for Compass", "You already have a Compass account"]);
  });

  expectCases((req: { email: string; password: string; referralCode?: string }) => api.client().signUp(req), [
    { name: "without an e-mail", request: { email: "", password: PASSWORD }, code: Code.InvalidArgument, message: /^email: / },
    { name: "for a malformed e-mail", request: { email: "nope", password: PASSWORD }, code: Code.InvalidArgument, message: /^email: / },
    { name: "for a short password", request: { email: "weak@example.com", password: "short" }, code: Code.InvalidArgument, message: /^password: / },
    { name: "for a common password", request: { email: "weak@example.com", password: "qwertyuiop" }, code: Code.InvalidArgument, message: /^password: .*common/ },
    { name: "for the e-mail as password", request: { email: "weak@example.com", password: "weak@example.com" }, code: Code.InvalidArgument, message: /^password: / },
    {
      name: "for an unknown referral code",
      request: { email: "coded@example.com", password: PASSWORD, referralCode: "NO-SUCH-CODE" },
      code: Code.InvalidArgument,
      message: "That referral code is not valid.",
    },
  ]);

  it("assigns the coach whose code was used, and attributes a bank's client", async () => {
    const coach = await insertUser(database, "COACH");
    const bank = await insertUser(database, "BANK");
    await database.db.insert(referralCodes).values([
      { code: "COACH-ABC", ownerUserId: coach, kind: "coach" },
      { code: "BANK-XYZ", ownerUserId: bank, kind: "bank" },
    ]);
    await api.client().signUp({ email: "by-coach@example.com", password: PASSWORD, referralCode: "COACH-ABC" });
    await api.client().signUp({ email: "by-bank@example.com", password: PASSWORD, referralCode: "BANK-XYZ" });
    const coached = await userIdByEmail(database.db, "by-coach@example.com");
    const banked = await userIdByEmail(database.db, "by-bank@example.com");
    const me = (await api.client(await tokenOf(coached!)).getMyUser({})).user!;
    expect(me.assignedCoach).toBe(coach);
    const [b] = await database.db.select().from(users).where(eq(users.id, banked!));
    expect(b).toMatchObject({ referralCode: "BANK-XYZ", assignedCoachId: null });
  });

  it("is rate-limited per client IP, counted in the database", async () => {
    const limited = await startAccountServer(database, { limits: { signUp: { points: 2, duration: 3600 } } });
    try {
      await database.pool.query("delete from rate_limits where key like 'signUp%'");
      await limited.client().signUp({ email: "rl-1@example.com", password: PASSWORD });
      await outcome(limited.client().signUp({ email: "rl-1@example.com", password: PASSWORD }));
      const third = await outcome(limited.client().signUp({ email: "rl-2@example.com", password: PASSWORD }));
      expect(third.code).toBe(Code.ResourceExhausted);
      expect(third.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    } finally {
      await limited.close();
      await database.pool.query("delete from rate_limits where key like 'signUp%'");
    }
  });
});

describe("GetMyUser", () => {
  it("returns the caller with type, profile, coach, logo and creation time", async () => {
    const coach = await insertUser(database, "COACH");
    const me = await signedInUser("STANDARD", { firstName: "Ada", assignedCoachId: coach, logoUrl: "https://x.example/logo.png" });
    const user = (await me.grpcWeb.getMyUser({})).user!;
    expect(user).toMatchObject({ id: me.id, type: UserType.STANDARD, enabled: true, assignedCoach: coach, logoUrl: "https://x.example/logo.png" });
    expect(user.profile?.firstName).toBe("Ada");
    expect(Number(user.auth0CreatedTs?.seconds)).toBeGreaterThan(0);
    const admin = await signedInUser("ADMIN");
    expect((await admin.client.getMyUser({})).user?.type).toBe(UserType.ADMIN);
  });

  it("needs sign-in", async () => {
    expect((await outcome(api.client().getMyUser({}))).code).toBe(Code.Unauthenticated);
  });
});

describe("GetMyProfile", () => {
  it("returns every field without a mask and only the listed ones with one", async () => {
    const me = await signedInUser("STANDARD", { firstName: "Ada", lastName: "Lovelace", businessName: "Engines" });
    const full = (await me.client.getMyProfile({})).profile!;
    expect(full).toMatchObject({ firstName: "Ada", lastName: "Lovelace", businessName: "Engines" });
    expect(full.email).toMatch(/@example\.com$/);
    const some = (await me.client.getMyProfile({ fields: mask("first_name", "businessName") })).profile!;
    expect(some).toMatchObject({ firstName: "Ada", lastName: "", businessName: "Engines", email: "" });
  });

  describe("refusals", () => {
    let me: Awaited<ReturnType<typeof signedInUser>>;
    beforeAll(async () => {
      me = await signedInUser();
    });
    expectCases((req: { fields?: { paths: string[] } }) => me.client.getMyProfile(req), [
      { name: "for an unknown path, naming it", request: { fields: mask("first_name", "shoe_size") }, code: Code.InvalidArgument, message: 'fields: "shoe_size" is not a field of Profile.' },
      { name: "for a nested path", request: { fields: mask("address.city") }, code: Code.InvalidArgument, message: /"address\.city"/ },
    ]);
  });

  it("needs sign-in", async () => {
    expect((await outcome(api.grpcWeb().getMyProfile({}))).code).toBe(Code.Unauthenticated);
  });
});

describe("UpdateMyProfile", () => {
  it("writes only the listed paths", async () => {
    const me = await signedInUser("STANDARD", { firstName: "Old", lastName: "Name" });
    await me.client.updateMyProfile({ profile: profile({ firstName: "New", lastName: "Ignored", businessName: "Ignored" }), updateMask: mask("first_name") });
    const [row] = await database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ firstName: "New", lastName: "Name", businessName: "" });
  });

  it.each(["type", "status", "application_decision", "referral_code", "email", "is_disabled", "assigned_coach"])(
    "refuses the forbidden path %s, naming it, and writes nothing",
    async (path) => {
      const me = await signedInUser("STANDARD", { firstName: "Keep" });
      const o = await outcome(
        me.client.updateMyProfile({ profile: profile({ firstName: "Changed", status: "APPROVED", email: "x@evil.example" }), updateMask: mask("first_name", path) }),
      );
      expect(o.code).toBe(Code.InvalidArgument);
      expect(o.message).toContain(path);
      const [row] = await database.db.select().from(users).where(eq(users.id, me.id));
      expect(row!.firstName).toBe("Keep");
    },
  );

  it("clears a masked optional field sent empty: the phone number, the address, the sector (the learner's edit page)", async () => {
    const me = await signedInUser("STANDARD", { firstName: "Rosa", lastName: "Ruiz" });
    const filled = { phoneNumber: "(505) 555-0101", address: [create(AddressSchema, { address1: "1 Main St", city: "Taos", usState: "NM", zipCode: "87571" })], naics: { industry: 7 } } as Partial<Profile>;
    await me.client.updateMyProfile({ profile: profile(filled), updateMask: mask("phone_number", "address", "naics") });
    expect((await me.client.getMyProfile({})).profile).toMatchObject({ phoneNumber: "(505) 555-0101", address: [{ city: "Taos" }] });
    await me.client.updateMyProfile({ profile: profile({ phoneNumber: "", address: [] }), updateMask: mask("phone_number", "address", "naics") });
    const cleared = (await me.client.getMyProfile({})).profile!;
    expect(cleared).toMatchObject({ firstName: "Rosa", phoneNumber: "", address: [] });
    expect(cleared.naics?.industry ?? 0).toBe(0);
  });

  it("saves a staff member's profile page: name, phone, time zone, signature and photo (issue #38)", async () => {
    const me = await signedInUser("COACH");
    const photoUrl = `/files/${"k".repeat(161)}`;
    const fields = { firstName: "Carla", lastName: "Coach", phoneNumber: "(505) 555-0134", timeZone: "america/denver", mailSignature: "Carla Coach\nSmall-business coach", photoUrl };
    await me.client.updateMyProfile({ profile: profile(fields), updateMask: mask("first_name", "last_name", "phone_number", "time_zone", "mail_signature", "photo_url") });
    const saved = (await me.client.getMyProfile({})).profile!;
    // The zone as Intl spells it; the signature keeps its lines.
    expect(saved).toMatchObject({ ...fields, timeZone: "America/Denver" });
    await me.client.updateMyProfile({ profile: profile({}), updateMask: mask("time_zone", "photo_url") });
    expect((await me.client.getMyProfile({})).profile).toMatchObject({ timeZone: "", photoUrl: "", mailSignature: "Carla Coach\nSmall-business coach" });
  });

  describe("refusals", () => {
    let me: Awaited<ReturnType<typeof signedInUser>>;
    beforeAll(async () => {
      me = await signedInUser();
    });
    const update = (path: string, fields: Partial<Profile>) => ({ profile: profile(fields), updateMask: mask(path) });
    const malformed = (path: string, fields: Partial<Profile>, what: string) => ({
      name: `for ${what}`,
      request: update(path, fields),
      code: Code.InvalidArgument,
      message: new RegExp(`^profile\\.${path}: `),
    });
    expectCases((req: { profile: Profile; updateMask?: { paths: string[] } }) => me.client.updateMyProfile(req), [
      { name: "without an update mask", request: { profile: profile({ firstName: "X" }) }, code: Code.InvalidArgument, message: "update_mask: list the profile fields to update." },
      { name: "for a blank update mask", request: update(" ", { firstName: "X" }), code: Code.InvalidArgument, message: "update_mask: list the profile fields to update." },
      {
        name: "for an unknown path, naming it",
        request: update("favourite_colour", {}),
        code: Code.InvalidArgument,
        message: 'update_mask: "favourite_colour" is not a profile field you can update.',
      },
      malformed("date_of_birth", { dateOfBirth: "1990-02-30" }, "a date of birth that is not a calendar day"),
      malformed("date_of_birth", { dateOfBirth: "03/04/1990" }, "a date of birth not in YYYY-MM-DD"),
      malformed("date_of_birth", { dateOfBirth: "2999-01-01" }, "a date of birth in the future"),
      malformed("business_established_date", { businessEstablishedDate: "2020-13-01" }, "a 13th month"),
      malformed("age", { age: "-3" }, "a negative age"),
      malformed("current_full_time_employees", { currentFullTimeEmployees: "many" }, "a count in words"),
      malformed("number_of_household_members", { numberOfHouseholdMembers: "2.5" }, "a fractional count"),
      malformed("annual_household_income", { annualHouseholdIncome: "-100" }, "a negative amount"),
      malformed("gender", { gender: "GENDER_ROBOT" }, "an unknown gender"),
      malformed("race", { race: "purple" }, "an unknown race"),
      malformed("business_type", { businessType: "GIANT" }, "an unknown business stage"),
      malformed("technical_assistance_category", { technicalAssistanceCategory: "ASTROLOGY" }, "an unknown counselling topic"),
      malformed("business_legal_structure", { businessLegalStructure: "KINGDOM" }, "an unknown legal structure"),
      malformed("phone_number", { phoneNumber: "call me" }, "a phone number in words"),
      malformed("phone_number", { phoneNumber: "12" }, "a two-digit phone number"),
      malformed("phone_number", { phoneNumber: "555-1234" }, "a phone number without an area code"),
      malformed("secondary_phone_number", { secondaryPhoneNumber: "123-456-7890" }, "a US number whose area code starts with 1"),
      malformed("time_zone", { timeZone: "Mars/Olympus_Mons" }, "a time zone that does not exist"),
      malformed("time_zone", { timeZone: "EST; drop table" }, "a time zone that is not a zone name"),
      malformed("photo_url", { photoUrl: "https://tracker.example/me.png" }, "a photo from another site"),
      malformed("photo_url", { photoUrl: "javascript:alert(1)" }, "a photo address that is a script"),
      malformed("mail_signature", { mailSignature: "x".repeat(5001) }, "a signature over 5,000 characters"),
      {
        name: "for a 9-digit ZIP code without its hyphen (the web form's rule)",
        request: update("address", { address: [create(AddressSchema, { address1: "1 Main St", zipCode: "875711234" })] }),
        code: Code.InvalidArgument,
        message: "profile.address[0].zip_code: enter a ZIP code, like 12345 or 12345-6789.",
      },
    ]);
  });

  it("accepts well-formed values, storing enum value names", async () => {
    const me = await signedInUser();
    await me.grpcWeb.updateMyProfile({
      profile: profile({
        gender: "female",
        businessType: "BUSINESS_STAGE_STARTUP",
        age: "41",
        annualHouseholdIncome: "52000.50",
        phoneNumber: "+1 (555) 123-4567",
        secondaryPhoneNumber: "+44 20 7946 0958",
        businessEstablishedDate: "2019-06-01",
        address: [create(AddressSchema, { address1: "1 Main St", zipCode: "87571-1234" })],
      }),
      updateMask: mask("gender", "business_type", "age", "annual_household_income", "phone_number", "secondaryPhoneNumber", "businessEstablishedDate", "address"),
    });
    const p = (await me.client.getMyProfile({})).profile!;
    expect(p).toMatchObject({
      gender: "GENDER_FEMALE",
      businessType: "BUSINESS_STAGE_STARTUP",
      age: "41",
      annualHouseholdIncome: "52000.50",
      phoneNumber: "+1 (555) 123-4567",
      secondaryPhoneNumber: "+44 20 7946 0958",
      businessEstablishedDate: "2019-06-01",
    });
    expect(p.address[0]?.zipCode).toBe("87571-1234");
  });

  it("marks the profile completed once the required fields are there", async () => {
    const me = await signedInUser();
    await me.client.updateMyProfile({ profile: profile({ firstName: "Ada", lastName: "Lovelace", phoneNumber: "555-123-4567" }), updateMask: mask("first_name", "last_name", "phone_number") });
    expect((await me.client.getMyState({})).state?.hasCompletedProfile).toBe(false);
    await me.client.updateMyProfile({
      profile: profile({ businessName: "Engines", address: [create(AddressSchema, { address1: "1 Main St", city: "Springfield", usState: "IL", zipCode: "62701" })] }),
      updateMask: mask("business_name", "address"),
    });
    expect((await me.client.getMyState({})).state?.hasCompletedProfile).toBe(true);
    expect((await me.client.getMyProfile({ fields: mask("address") })).profile?.address[0]).toMatchObject({ city: "Springfield", zipCode: "62701" });
  });

  it("seals drivers licence, date of birth and household income at rest, and reads them back", async () => {
    const me = await signedInUser();
    const secret = { driversLicenseNumber: "D1234-5678-9012", dateOfBirth: "1979-11-23", annualHouseholdIncome: "87654" };
    await me.client.updateMyProfile({ profile: profile(secret), updateMask: mask("drivers_license_number", "date_of_birth", "annual_household_income") });
    const raw = await database.pool.query("select * from users where id = $1", [me.id]);
    const dump = JSON.stringify(raw.rows[0]) + Buffer.concat([raw.rows[0].drivers_license_number_enc, raw.rows[0].date_of_birth_enc, raw.rows[0].annual_household_income_enc]).toString("latin1");
    for (const v of Object.values(secret)) expect(dump).not.toContain(v);
    expect(raw.rows[0].pii_key_id).toBe(api.keyring.currentKeyId);
    expect((await me.client.getMyProfile({})).profile).toMatchObject(secret);
    // Changing one keeps the others; clearing one stores nothing for it.
    await me.client.updateMyProfile({ profile: profile({ annualHouseholdIncome: "" }), updateMask: mask("annual_household_income") });
    const after = (await me.client.getMyProfile({})).profile!;
    expect(after).toMatchObject({ driversLicenseNumber: secret.driversLicenseNumber, dateOfBirth: secret.dateOfBirth, annualHouseholdIncome: "" });
    const [row] = await database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.annualHouseholdIncomeEnc).toBeNull();
  });

  it("needs sign-in", async () => {
    expect((await outcome(api.client().updateMyProfile({ profile: profile({ firstName: "X" }), updateMask: mask("first_name") }))).code).toBe(Code.Unauthenticated);
  });
});

describe("GetMyState", () => {
  it("returns the onboarding flags, honouring the mask", async () => {
    const me = await signedInUser();
    await database.db.update(userStates).set({ hasSeenCashflow: true, hasVerifiedEmailAddress: true }).where(eq(userStates.userId, me.id));
    expect((await me.client.getMyState({})).state).toMatchObject({ hasSeenCashflow: true, hasVerifiedEmailAddress: true, hasCompletedProfile: false });
    expect((await me.client.getMyState({ fields: mask("has_seen_cashflow") })).state).toMatchObject({ hasSeenCashflow: true, hasVerifiedEmailAddress: false });
  });

  describe("refusals", () => {
    let me: Awaited<ReturnType<typeof signedInUser>>;
    beforeAll(async () => {
      me = await signedInUser();
    });
    expectCases((req: { fields?: { paths: string[] } }) => me.client.getMyState(req), [
      { name: "for an unknown path, naming it", request: { fields: mask("is_rich") }, code: Code.InvalidArgument, message: 'fields: "is_rich" is not a field of UserState.' },
    ]);
  });

  it("needs sign-in", async () => {
    expect((await outcome(api.client().getMyState({}))).code).toBe(Code.Unauthenticated);
  });
});

describe("GetMyCoach", () => {
  it("returns the assigned coach with contact details only", async () => {
    const coach = await insertUser(database, "COACH", { firstName: "Grace", lastName: "Hopper", phoneNumber: "555-000-1111", race: "RACE_ASIAN" });
    const me = await signedInUser("STANDARD", { assignedCoachId: coach });
    const c = (await me.client.getMyCoach({})).coach!;
    expect(c).toMatchObject({ id: coach, type: UserType.COACH });
    expect(c.profile).toMatchObject({ firstName: "Grace", lastName: "Hopper", phoneNumber: "555-000-1111", race: "" });
  });

  describe("refusals", () => {
    let uncoached: Awaited<ReturnType<typeof signedInUser>>;
    let unassigned: Awaited<ReturnType<typeof signedInUser>>;
    beforeAll(async () => {
      uncoached = await signedInUser();
      unassigned = await signedInUser("STANDARD", { assignedCoachId: await insertUser(database, "COACH") });
      await database.db.update(users).set({ assignedCoachId: null }).where(eq(users.id, unassigned.id));
    });
    expectCases((caller: () => typeof uncoached) => caller().client.getMyCoach({}), [
      { name: "'Coach not found' to a learner without a coach", request: () => () => uncoached, code: Code.NotFound, message: "Coach not found" },
      { name: "'Coach not found' once the coach is unassigned", request: () => () => unassigned, code: Code.NotFound, message: "Coach not found" },
    ]);
  });

  it("needs sign-in", async () => {
    expect((await outcome(api.client().getMyCoach({}))).code).toBe(Code.Unauthenticated);
  });
});

describe("GetUserName", () => {
  let coach: Awaited<ReturnType<typeof signedInUser>>;
  let mentee: Awaited<ReturnType<typeof signedInUser>>;
  let partner: Awaited<ReturnType<typeof signedInUser>>;
  let stranger: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    coach = await signedInUser("COACH", { firstName: "Grace", lastName: "Hopper" });
    mentee = await signedInUser("STANDARD", { firstName: "Ada", lastName: "Lovelace", assignedCoachId: coach.id });
    partner = await signedInUser("STANDARD", { displayName: "Chatty" });
    stranger = await signedInUser("STANDARD", { firstName: "Nobody" });
    admin = await signedInUser("ADMIN", { email: "nameless.admin@example.com" });
    await database.db.insert(chatMessages).values({ sentByUserId: partner.id, sentToUserId: mentee.id, message: "hi" });
    await database.db.insert(chatMessages).values({ sentByUserId: admin.id, sentToUserId: mentee.id, message: "welcome" });
    formerCoach = await signedInUser("COACH", { firstName: "Frances", lastName: "Allen" });
    namelessCoach = await signedInUser("COACH", { email: "nameless.coach@example.com" });
    coached = await signedInUser("STANDARD", { firstName: "Barbara", assignedCoachId: namelessCoach.id });
    // A coach who has since handed the learner on: a notification, never a chat.
    await database.db.insert(notifications).values({ sentByUserId: formerCoach.id, recipientUserId: mentee.id, message: "See you Tuesday" });
  });
  let formerCoach: Awaited<ReturnType<typeof signedInUser>>;
  let namelessCoach: Awaited<ReturnType<typeof signedInUser>>;
  let coached: Awaited<ReturnType<typeof signedInUser>>;

  it.each([
    ["oneself", () => mentee, () => mentee.id, "Ada Lovelace"],
    ["one's coach", () => mentee, () => coach.id, "Grace Hopper"],
    ["a coach's mentee", () => coach, () => mentee.id, "Ada Lovelace"],
    ["a chat partner (receiver)", () => mentee, () => partner.id, "Chatty"],
    ["a chat partner (sender)", () => partner, () => mentee.id, "Ada Lovelace"],
    ["an admin, anyone", () => admin, () => stranger.id, "Nobody"],
    ["a learner, the former coach who sent them a notification", () => mentee, () => formerCoach.id, "Frances Allen"],
    // Issue #38: someone who never entered a name is named by their e-mail where the caller may see it, never an id.
    ["a learner, their own nameless coach (their contact)", () => coached, () => namelessCoach.id, "nameless.coach@example.com"],
    ["a coach, their nameless mentee", () => namelessCoach, () => coached.id, "Barbara"],
    ["an administrator, a nameless coach", () => admin, () => namelessCoach.id, "nameless.coach@example.com"],
  ])("gives %s the name", async (_who, caller, target, name) => {
    expect((await caller().client.getUserName({ userId: target() })).name).toBe(name);
  });

  it("gives a learner no other staff member's e-mail: an empty name and the role, for the page's role title", async () => {
    expect(await mentee.client.getUserName({ userId: admin.id })).toMatchObject({ name: "", userType: UserType.ADMIN });
    expect((await coach.client.getUserName({ userId: mentee.id })).userType).toBe(UserType.STANDARD);
  });

  expectCases(([caller, userId]: [() => typeof mentee, () => string]) => caller().client.getUserName({ userId: userId() }), [
    { name: "to a stranger", request: [() => stranger, () => mentee.id], code: Code.NotFound, message: "User not found" },
    { name: "of a stranger to a learner", request: [() => mentee, () => stranger.id], code: Code.NotFound, message: "User not found" },
    { name: "of a stranger to a coach", request: [() => coach, () => stranger.id], code: Code.NotFound, message: "User not found" },
    { name: "for an id that does not exist", request: [() => stranger, () => "00000000-0000-0000-0000-000000000000"], code: Code.NotFound, message: "User not found" },
    { name: "without a user id", request: [() => mentee, () => " "], code: Code.InvalidArgument, message: "user_id: required." },
    { name: "for an id too long to be one", request: [() => mentee, () => "x".repeat(256)], code: Code.InvalidArgument, message: "user_id: not a user id." },
  ]);

  it("audits a refusal with the target, and no personal data", async () => {
    expect(await outcome(stranger.client.getUserName({ userId: mentee.id }))).toEqual({ code: Code.NotFound, message: "User not found" });
    await api.audit.flush();
    const rows = await database.db.select().from(auditDenials).where(eq(auditDenials.actorUserId, stranger.id));
    expect(rows.some((r) => r.method === "GetUserName" && r.reason.includes(`(user ${mentee.id})`))).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/Ada|Lovelace|@example\.com/);
  });

  it("does not count an id that does not exist as a refusal", async () => {
    const asker = await signedInUser();
    expect((await outcome(asker.client.getUserName({ userId: "00000000-0000-0000-0000-00000000abcd" }))).code).toBe(Code.NotFound);
    await api.audit.flush();
    expect(await database.db.select().from(auditDenials).where(eq(auditDenials.actorUserId, asker.id))).toEqual([]);
  });

  it("needs sign-in", async () => {
    expect((await outcome(api.client().getUserName({ userId: mentee.id }))).code).toBe(Code.Unauthenticated);
  });
});

describe("denials", () => {
  it("are counted in audit_denials with who, method, client and request id, and no personal data", async () => {
    const anonymousGetMyUser = async () =>
      (await database.db.select().from(auditDenials).where(and(isNull(auditDenials.actorUserId), eq(auditDenials.method, "GetMyUser")))).reduce(
        (sum, r) => sum + r.count,
        0,
      );
    const me = await signedInUser("STANDARD", { firstName: "Privacy" });
    const res = await fetch(`${api.server.url}/compass.v1.CompassService/AdminGetUser`, {
      method: "POST",
      headers: { "content-type": "application/json", "connect-protocol-version": "1", "x-api-key": me.token, "x-request-id": "req-audit-0001" },
      body: JSON.stringify({ userId: me.id }),
    });
    expect(res.status).toBe(403);
    await api.audit.flush();
    const rows = await database.db.select().from(auditDenials).where(eq(auditDenials.actorUserId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: "AdminGetUser", client: "127.0.0.1", count: 1, firstRequestId: "req-audit-0001" });
    expect(JSON.stringify(rows[0])).not.toMatch(/Privacy|@example\.com|eyJ/);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.requestId, "req-audit-0001"))).toEqual([]);

    const before = await anonymousGetMyUser();
    await fetch(`${api.server.url}/compass.v1.CompassService/GetMyUser`, {
      method: "POST",
      headers: { "content-type": "application/json", "connect-protocol-version": "1", "x-request-id": "req-audit-0002" },
      body: "{}",
    });
    await api.audit.flush();
    expect(await anonymousGetMyUser()).toBe(before + 1);
    await fetch(`${api.server.url}/compass.v1.CompassService/GetMyUser`, {
      method: "POST",
      headers: { "content-type": "application/json", "connect-protocol-version": "1", "x-api-key": "eyJforged.token.value", "x-request-id": "req-audit-0003" },
      body: "{}",
    });
    await api.audit.flush();
    expect(await anonymousGetMyUser()).toBe(before + 2);
    const anonymous = await database.db.select().from(auditDenials).where(isNull(auditDenials.actorUserId));
    expect(JSON.stringify(anonymous)).not.toContain("eyJforged");
  });
});
