/**
 * Referral codes through the real server (issue #13 §3; ADR 0017): CoachCreateReferralCode,
 * CoachListReferralCodes and CoachSetReferralCodeDisabled — who may manage whose codes, codes'
 * form, sign-up counts and links, audit; and a sign-up with a coach's code (typed in any case)
 * landing in that coach's mentee list, refused once the code is disabled; codes compared as people
 * type them (any case, look-alikes O/0 and I/L/1 folded): a bank's MESA2026 found as 'mesa2o26', a
 * look-alike refused with ALREADY_EXISTS.
 */
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReferralCodeKind } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, bankAccounts, referralCodes, users } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
let coach: Client;
let otherCoachId: string;
let lender: Client;
let bankId: string;
let admin: Client;
let learner: Client;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH", { firstName: "Carla", lastName: "Coach" });
  coach = api.client(await tokenOf(coachId));
  otherCoachId = await insertUser(database, "COACH");
  lender = api.client(await tokenOf(await insertUser(database, "LENDER")));
  bankId = await insertUser(database, "BANK");
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  learner = api.client(await tokenOf(await insertUser(database, "STANDARD")));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;
  it.each([
    ["coachCreateReferralCode", {}],
    ["coachListReferralCodes", {}],
    ["coachSetReferralCodeDisabled", { code: "ABCDEFGH", disabled: true }],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in, PERMISSION_DENIED to a learner and a lender", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
    expect((await outcome(call(learner, method)(req))).code).toBe(Code.PermissionDenied);
    expect((await outcome(call(lender, method)(req))).code).toBe(Code.PermissionDenied);
  });
});

describe("making and listing codes", () => {
  expectCases((req: { ownerUserId: string }) => coach.coachCreateReferralCode(req), [
    { name: "to a coach making another coach's code", request: () => ({ ownerUserId: otherCoachId }), code: Code.PermissionDenied, message: "You can manage only your own referral codes." },
  ]);
  expectCases((req: { ownerUserId: string }) => admin.coachCreateReferralCode(req), [
    { name: "for a user who does not exist", request: { ownerUserId: UNKNOWN }, code: Code.NotFound },
  ]);

  it("gives a coach their own code, and an administrator a bank's", async () => {
    const { referralCode } = await coach.coachCreateReferralCode({ ownerUserId: "" });
    expect(referralCode?.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(referralCode).toMatchObject({ ownerUserId: coachId, ownerName: "Carla Coach", kind: ReferralCodeKind.COACH, disabled: false, signUpCount: 0 });
    expect(referralCode?.signUpUrl).toBe(`http://compass.test/auth/signup/${referralCode?.code}`);
    const bank = await admin.coachCreateReferralCode({ ownerUserId: bankId });
    expect(bank.referralCode?.kind).toBe(ReferralCodeKind.BANK);
    const audited = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "referral_code_created"), eq(auditLog.targetId, coachId)));
    expect(audited).toHaveLength(1);
  });

  it("refuses a learner as an owner", async () => {
    const learnerId = await insertUser(database, "STANDARD");
    expect((await outcome(admin.coachCreateReferralCode({ ownerUserId: learnerId }))).code).toBe(Code.InvalidArgument);
  });

  it("lists a coach's own codes; an administrator's list has everyone's", async () => {
    const mine = await coach.coachListReferralCodes({ ownerUserId: "" });
    expect(mine.referralCodes.every((c) => c.ownerUserId === coachId)).toBe(true);
    expect((await outcome(coach.coachListReferralCodes({ ownerUserId: bankId }))).code).toBe(Code.PermissionDenied);
    const all = await admin.coachListReferralCodes({ ownerUserId: "" });
    expect(new Set(all.referralCodes.map((c) => c.ownerUserId))).toEqual(new Set([coachId, bankId]));
  });

  it("names an owner who never entered a name by her e-mail, never by an id (issue #38)", async () => {
    const namelessId = await insertUser(database, "COACH", { email: "nameless.coach@example.com" });
    const { referralCode } = await admin.coachCreateReferralCode({ ownerUserId: namelessId });
    expect(referralCode).toMatchObject({ ownerUserId: namelessId, ownerName: "nameless.coach@example.com" });
    const listed = (await admin.coachListReferralCodes({ ownerUserId: namelessId })).referralCodes;
    expect(listed.map((c) => c.ownerName)).toEqual(["nameless.coach@example.com"]);
  });
});

describe("signing up with a code", () => {
  it("makes the new user the coach's mentee, counts the sign-up, and stops once disabled", async () => {
    const { referralCode } = await coach.coachCreateReferralCode({ ownerUserId: "" });
    const code = referralCode!.code;
    await api.client().signUp({ email: `ref-${Date.now()}@example.com`, password: "correct horse battery staple 42", referralCode: ` ${code.toLowerCase().slice(0, 4)} ${code.toLowerCase().slice(4)} ` });
    const { mentees } = await coach.coachGetMyMentees({});
    expect(mentees).toHaveLength(1);
    const listed = (await coach.coachListReferralCodes({ ownerUserId: "" })).referralCodes.find((c) => c.code === code);
    expect(listed?.signUpCount).toBe(1);

    expect((await outcome(api.client(await tokenOf(otherCoachId)).coachSetReferralCodeDisabled({ code, disabled: true }))).code).toBe(Code.NotFound);
    await coach.coachSetReferralCodeDisabled({ code: code.toLowerCase(), disabled: true });
    expect((await coach.coachListReferralCodes({ ownerUserId: "" })).referralCodes.find((c) => c.code === code)?.disabled).toBe(true);
    const refused = await outcome(api.client().signUp({ email: `ref2-${Date.now()}@example.com`, password: "correct horse battery staple 42", referralCode: code }));
    expect(refused.code).toBe(Code.InvalidArgument);
    expect(refused.message).toBe("That referral code is not valid.");
    await admin.coachSetReferralCodeDisabled({ code, disabled: false });
    await api.client().signUp({ email: `ref3-${Date.now()}@example.com`, password: "correct horse battery staple 42", referralCode: code });
    expect((await coach.coachGetMyMentees({})).mentees).toHaveLength(2);
  });
});

describe("codes as people type them (issue #38 §9)", () => {
  const bank = (email: string, referralCode: string) => admin.adminAddBankAccount({ bankAccount: { email, firstName: "Mesa", lastName: "Banker", bankName: "Mesa Bank", referralCode } });

  it("takes a bank's own code with any letters and digits, finds it typed with look-alikes, and refuses a look-alike of it", async () => {
    // Creating MESA2026 works (its 0, 2 and 6 used to be refused as look-alikes).
    await bank("mesa@bank.example", "Mesa2026");
    const [owner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "mesa@bank.example"));
    const listed = (await admin.coachListReferralCodes({ ownerUserId: owner!.id })).referralCodes;
    expect(listed.map((c) => [c.code, c.kind])).toEqual([["MESA2026", ReferralCodeKind.BANK]]);

    // 'mesa2o26' (an O for the 0) finds it: switching it off and on, and signing up with it.
    await admin.coachSetReferralCodeDisabled({ code: "mesa2o26", disabled: true });
    expect((await admin.coachListReferralCodes({ ownerUserId: owner!.id })).referralCodes[0]?.disabled).toBe(true);
    await admin.coachSetReferralCodeDisabled({ code: " MESA 2O26 ", disabled: false });
    expect((await admin.coachListReferralCodes({ ownerUserId: owner!.id })).referralCodes[0]?.disabled).toBe(false);
    const email = `mesa-client-${Date.now()}@example.com`;
    await api.client().signUp({ email, password: "correct horse battery staple 42", referralCode: "mesa2o26" });
    const [client] = await database.db.select({ referralCode: users.referralCode }).from(users).where(eq(users.email, email));
    expect(client?.referralCode).toBe("MESA2026");
    expect((await admin.coachListReferralCodes({ ownerUserId: owner!.id })).referralCodes[0]?.signUpCount).toBe(1);

    // The bank's edit with its code typed otherwise keeps the stored code.
    await admin.adminAddBankAccount({ bankAccount: { auth0Id: owner!.id, bankName: "Mesa Bank", referralCode: "mesa 2o26" } });
    expect((await database.db.select({ code: bankAccounts.referralCode }).from(bankAccounts).where(eq(bankAccounts.userId, owner!.id)))[0]?.code).toBe("MESA2026");

    // A look-alike for another bank is ALREADY_EXISTS, and the database refuses one too.
    const lookAlike = await outcome(bank("other-mesa@bank.example", "MESA2O26"));
    expect(lookAlike.code).toBe(Code.AlreadyExists);
    const other = await outcome(bank("other-mesa@bank.example", "mesaz026"));
    expect(other.code).toBe("ok");
    await expect(database.db.insert(referralCodes).values({ code: "mesa2o26", ownerUserId: owner!.id, kind: "bank" })).rejects.toThrow();
    await expect(database.db.insert(referralCodes).values({ code: "MESAZ0Z6", ownerUserId: owner!.id, kind: "bank" })).resolves.toBeDefined();
  });

  it("refuses a code that is not letters and digits, and answers NOT_FOUND for a look-alike of no code", async () => {
    expect((await outcome(bank("dash@bank.example", "MESA-2026"))).code).toBe(Code.InvalidArgument);
    expect((await outcome(admin.coachSetReferralCodeDisabled({ code: "N0SUCHC0DE", disabled: true }))).code).toBe(Code.NotFound);
    const refused = await outcome(api.client().signUp({ email: `nocode-${Date.now()}@example.com`, password: "correct horse battery staple 42", referralCode: "N0SUCHC0DE" }));
    expect(refused).toMatchObject({ code: Code.InvalidArgument, message: "That referral code is not valid." });
  });
});
