/**
 * Lender and partner-bank accounts through the real server (issue #15 §2; ADR 0022): access; a new
 * lender or bank gets an account without a password and an invitation e-mail whose link (7 days,
 * once) sets the password — a weak password spends nothing, the link works once, a re-sent link
 * spends the old one; an existing account becomes a lender; a bank's code (given in any case, or
 * made) and logo; edits keep the code; the list with invitation state and the bank's client count;
 * the eligible accounts.
 */
import { Code } from "@connectrpc/connect";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserType } from "../../../src/gen/compass/v1/compass_pb.js";
import { outboxMessages, userCredentials, userStates, users } from "../../../src/server/db/schema/index.js";
import { acceptInvitation } from "../../../src/server/identity/invitations.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
const PASSWORD = "a partner's long passphrase";

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** The token of the newest invitation mailed to `email`. */
async function invitationTo(email: string): Promise<string> {
  const [mail] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.createdAt)).limit(1);
  expect(mail?.subject).toBe("You are invited to Compass · Invitación a Compass");
  const link = /(http\S+\/set-password\?token=(\S+))/.exec(mail!.body);
  return decodeURIComponent(link![2]!);
}

const idOf = async (email: string) => (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe("access", () => {
  it.each([
    ["adminAddLenderAccount", {}],
    ["adminAddBankAccount", {}],
    ["adminGetEligableLenders", {}],
    ["adminListPartnerAccounts", {}],
    ["adminResendInvitation", {}],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in and PERMISSION_DENIED to a coach", async (method, req) => {
    type Call = (r: object) => Promise<unknown>;
    expect((await outcome((api.client() as unknown as Record<string, Call>)[method]!(req))).code).toBe(Code.Unauthenticated);
    const coach = api.client(await tokenOf(await insertUser(database, "COACH")));
    expect((await outcome((coach as unknown as Record<string, Call>)[method]!(req))).code).toBe(Code.PermissionDenied);
  });
});

describe("a new lender", () => {
  it("gets an account without a password and an invitation whose link sets it, once", async () => {
    await admin.adminAddLenderAccount({ lenderAccount: { email: "Lena.Lender@Example.com", firstName: "Lena", lastName: "Lender", businessName: "Lender Loans" } });
    const id = await idOf("lena.lender@example.com");
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ type: "LENDER", firstName: "Lena", businessName: "Lender Loans" });
    expect(await database.db.select().from(userCredentials).where(eq(userCredentials.userId, id))).toEqual([]);
    let listed = (await admin.adminListPartnerAccounts({ type: UserType.LENDER })).accounts.find((a) => a.user?.id === id)!;
    expect(listed).toMatchObject({ businessName: "Lender Loans", invitationPending: true });

    const token = await invitationTo("lena.lender@example.com");
    // A weak password is refused and spends nothing.
    await expect(acceptInvitation(database.db, token, "short")).rejects.toThrow();
    expect(await acceptInvitation(database.db, token, PASSWORD)).toBe("ok");
    expect(await acceptInvitation(database.db, token, PASSWORD)).toBe("bad-link");
    const [state] = await database.db.select().from(userStates).where(eq(userStates.userId, id));
    expect(state?.hasVerifiedEmailAddress).toBe(true);
    expect(await database.db.select().from(userCredentials).where(eq(userCredentials.userId, id))).toHaveLength(1);
    listed = (await admin.adminListPartnerAccounts({ type: UserType.LENDER })).accounts.find((a) => a.user?.id === id)!;
    expect(listed.invitationPending).toBe(false);
    expect((await outcome(admin.adminResendInvitation({ userId: id }))).code).toBe(Code.FailedPrecondition);
  });

  it("can be invited again while pending: the new link spends the old", async () => {
    await admin.adminAddLenderAccount({ lenderAccount: { email: "slow@example.com", firstName: "Sol", lastName: "Slow" } });
    const first = await invitationTo("slow@example.com");
    await admin.adminResendInvitation({ userId: await idOf("slow@example.com") });
    const second = await invitationTo("slow@example.com");
    expect(second).not.toBe(first);
    expect(await acceptInvitation(database.db, first, PASSWORD)).toBe("bad-link");
    expect(await acceptInvitation(database.db, second, PASSWORD)).toBe("ok");
  });

  it("is signed with the sending administrator's mail signature, when she has one (issue #38)", async () => {
    await admin.adminAddLenderAccount({ lenderAccount: { email: "unsigned@example.com", firstName: "Una", lastName: "Signed" } });
    const [unsigned] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "unsigned@example.com"));
    expect(unsigned!.body).not.toContain("\n-- \n");
    await admin.updateMyProfile({ profile: { mailSignature: "Marta Reyes\nProgram director" }, updateMask: { paths: ["mail_signature"] } });
    await admin.adminResendInvitation({ userId: await idOf("unsigned@example.com") });
    const [mail] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "unsigned@example.com")).orderBy(desc(outboxMessages.createdAt)).limit(1);
    // Once, under both languages' text.
    expect(mail!.body.split("\n-- \nMarta Reyes\nProgram director\n")).toHaveLength(2);
    expect(mail!.body.indexOf("\n-- \n")).toBeGreaterThan(mail!.body.indexOf("— Español —"));
    await admin.updateMyProfile({ profile: { mailSignature: "" }, updateMask: { paths: ["mail_signature"] } });
  });

  expectCases((req: object) => admin.adminAddLenderAccount(req), [
    { name: "without the account", request: {}, code: Code.InvalidArgument, message: "lender_account: required." },
    { name: "without a first name", request: { lenderAccount: { email: "x@example.com", lastName: "X" } }, code: Code.InvalidArgument, message: "first_name: required." },
    { name: "with an address that is not one", request: { lenderAccount: { email: "not-an-address", firstName: "A", lastName: "B" } }, code: Code.InvalidArgument },
    { name: "for an address that has an account", request: { lenderAccount: { email: "lena.lender@example.com", firstName: "A", lastName: "B" } }, code: Code.AlreadyExists },
    { name: "for an account that does not exist", request: { lenderAccount: { auth0Id: "00000000-0000-4000-8000-000000000000" } }, code: Code.NotFound },
  ]);
});

describe("an existing account", () => {
  it("becomes a lender when named, keeping its password and sessions; a disabled one cannot", async () => {
    const coachId = await insertUser(database, "COACH", { email: "cole@example.com" });
    expect((await admin.adminGetEligableLenders({})).auth0Users.map((u) => u.auth0Id)).toContain(coachId);
    await admin.adminAddLenderAccount({ lenderAccount: { auth0Id: coachId, businessName: "Cole Credit" } });
    const [row] = await database.db.select().from(users).where(eq(users.id, coachId));
    expect(row).toMatchObject({ type: "LENDER", businessName: "Cole Credit", invitedAt: null });
    expect((await admin.adminGetEligableLenders({})).auth0Users.map((u) => u.auth0Id)).not.toContain(coachId);
    const disabled = await insertUser(database, "STANDARD", { enabled: false });
    expect((await outcome(admin.adminAddLenderAccount({ lenderAccount: { auth0Id: disabled } }))).code).toBe(Code.FailedPrecondition);
    const bank = await insertUser(database, "BANK");
    expect((await outcome(admin.adminAddLenderAccount({ lenderAccount: { auth0Id: bank } }))).code).toBe(Code.FailedPrecondition);
  });
});

describe("a partner bank", () => {
  it("gets its code (any case given, or made), logo and invitation; an edit keeps the code; clients are counted", async () => {
    await admin.adminAddBankAccount({ bankAccount: { email: "bea@bank.example", firstName: "Bea", lastName: "Banker", bankName: "Mesa Bank", referralCode: "mesa bank", logoUrl: "/files/mesa-bank-logo.png" } });
    const id = await idOf("bea@bank.example");
    await invitationTo("bea@bank.example");
    await insertUser(database, "STANDARD", { referralCode: "MESABANK" });
    let bank = (await admin.adminListPartnerAccounts({ type: UserType.BANK })).accounts.find((a) => a.user?.id === id)!;
    expect(bank).toMatchObject({ bankName: "Mesa Bank", referralCode: "MESABANK", logoUrl: "/files/mesa-bank-logo.png", invitationPending: true, clientCount: 1 });
    await admin.adminAddBankAccount({ bankAccount: { auth0Id: id, bankName: "Mesa Community Bank" } });
    bank = (await admin.adminListPartnerAccounts({ type: UserType.BANK })).accounts.find((a) => a.user?.id === id)!;
    expect(bank).toMatchObject({ bankName: "Mesa Community Bank", referralCode: "MESABANK", logoUrl: "" });

    await admin.adminAddBankAccount({ bankAccount: { email: "other@bank.example", firstName: "O", lastName: "B", bankName: "Other Bank" } });
    const other = (await admin.adminListPartnerAccounts({ type: UserType.BANK })).accounts.find((a) => a.bankName === "Other Bank")!;
    expect(other.referralCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  });

  expectCases((req: object) => admin.adminAddBankAccount(req), [
    { name: "without a bank name", request: { bankAccount: { email: "n@bank.example", firstName: "N", lastName: "B" } }, code: Code.InvalidArgument, message: "bank_account.bank_name: required." },
    { name: "with a code that is not letters and digits", request: { bankAccount: { email: "n@bank.example", firstName: "N", lastName: "B", bankName: "N", referralCode: "MESA-BANK" } }, code: Code.InvalidArgument },
    { name: "with a logo over http", request: { bankAccount: { email: "n@bank.example", firstName: "N", lastName: "B", bankName: "N", logoUrl: "http://x/logo.png" } }, code: Code.InvalidArgument },
    { name: "with another bank's code", request: { bankAccount: { email: "n@bank.example", firstName: "N", lastName: "B", bankName: "N", referralCode: "MESABANK" } }, code: Code.AlreadyExists },
  ]);

  it("lists only lender or bank accounts", async () => {
    expect((await outcome(admin.adminListPartnerAccounts({ type: UserType.COACH }))).code).toBe(Code.InvalidArgument);
  });
});
