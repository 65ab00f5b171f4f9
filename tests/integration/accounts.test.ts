/**
 * Accounts against a real database: sign-up rules, password checks with the
 * per-client and per-account limits, password changes, and rate limits counted
 * in PostgreSQL.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referralCodes, userCredentials, userStates, users } from "../../src/server/db/schema/index.js";
import { createAccount, setPassword, SIGN_IN_FAILED, signUpAccount, userIdByEmail } from "../../src/server/identity/accounts.js";
import { checkLogin, EMAIL_NOT_VERIFIED, rememberDevice, unlockAccount } from "../../src/server/identity/login-guard.js";
import { createRateLimits } from "../../src/server/identity/rate-limits.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";

let database: TestDatabase;
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

async function failure(p: Promise<unknown>): Promise<ConnectError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ConnectError) return err;
    throw err;
  }
  throw new Error("expected a failure");
}

async function userOfType(type: "COACH" | "LENDER" | "BANK" | "ADMIN", code?: string): Promise<string> {
  const [u] = await database.db.insert(users).values({ type, email: `${type.toLowerCase()}-${Math.random()}@example.com` }).returning();
  if (code) await database.db.insert(referralCodes).values({ code, ownerUserId: u!.id, kind: type === "BANK" ? "bank" : type === "LENDER" ? "lender" : "coach" });
  return u!.id;
}

describe("sign-up", () => {
  it("creates a standard user with state and an argon2id credential, e-mail lower-cased", async () => {
    const { userId } = await createAccount(database.db, { email: "New.Person@Example.com", password: PASSWORD });
    const [u] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(u).toMatchObject({ type: "STANDARD", email: "new.person@example.com", assignedCoachId: null, referralCode: null });
    expect(await database.db.select().from(userStates).where(eq(userStates.userId, userId))).toHaveLength(1);
    const [c] = await database.db.select().from(userCredentials).where(eq(userCredentials.userId, userId));
    expect(c!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await userIdByEmail(database.db, "NEW.person@example.com")).toBe(userId);
  });

  it("refuses an e-mail already registered, in any case", async () => {
    await createAccount(database.db, { email: "dup@example.com", password: PASSWORD });
    const err = await failure(createAccount(database.db, { email: "DUP@example.com", password: PASSWORD }));
    expect(err.code).toBe(Code.AlreadyExists);
    expect(err.rawMessage).toBe("An account with this e-mail already exists.");
  });

  it.each([
    ["short", "too-short"],
    ["too long", "x".repeat(129)],
    ["common", "Password123"],
    ["the e-mail", "weakling@example.com"],
  ])("refuses a weak password (%s)", async (_label, password) => {
    const err = await failure(createAccount(database.db, { email: "weakling@example.com", password }));
    expect(err.code).toBe(Code.InvalidArgument);
    expect(err.rawMessage).toMatch(/^password: /);
  });

  it("refuses a password equal to the e-mail's local part", async () => {
    const err = await failure(createAccount(database.db, { email: "longlocalpart@example.com", password: "LongLocalPart" }));
    expect(err.code).toBe(Code.InvalidArgument);
    expect(err.rawMessage).toMatch(/e-mail/);
  });

  it("refuses an e-mail that is not an address", async () => {
    const err = await failure(createAccount(database.db, { email: "not-an-address", password: PASSWORD }));
    expect(err.code).toBe(Code.InvalidArgument);
    expect(err.rawMessage).toMatch(/^email: /);
  });

  it("assigns the coach whose referral code was used", async () => {
    const coach = await userOfType("COACH", "COACH-CODE-1");
    const { userId } = await createAccount(database.db, { email: "coached@example.com", password: PASSWORD, referralCode: "COACH-CODE-1" });
    const [u] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(u!.assignedCoachId).toBe(coach);
  });

  it("assigns the lender whose referral code was used", async () => {
    const lender = await userOfType("LENDER", "LENDER-CODE-1");
    const { userId } = await createAccount(database.db, { email: "lent@example.com", password: PASSWORD, referralCode: "LENDER-CODE-1" });
    const [u] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(u!.assignedCoachId).toBe(lender);
  });

  it("attributes a client to the bank whose code was used", async () => {
    await userOfType("BANK", "BANK-CODE-1");
    const { userId } = await createAccount(database.db, { email: "banked@example.com", password: PASSWORD, referralCode: "BANK-CODE-1" });
    const [u] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(u).toMatchObject({ referralCode: "BANK-CODE-1", assignedCoachId: null });
  });

  it("refuses an unknown referral code", async () => {
    const err = await failure(createAccount(database.db, { email: "nocode@example.com", password: PASSWORD, referralCode: "NOPE-0000" }));
    expect(err.code).toBe(Code.InvalidArgument);
    expect(err.rawMessage).toBe("That referral code is not valid.");
    expect(await userIdByEmail(database.db, "nocode@example.com")).toBeNull();
  });
});

describe("sign-in", () => {
  const mail: { to: string; subject: string; text: string }[] = [];
  const verificationsSent: string[] = [];
  const guard = () => ({
    db: database.db,
    limits: createRateLimits(database.pool),
    mailer: { send: async (m: { to: string; subject: string; text: string }) => void mail.push(m) },
    publicUrl: "http://compass.test",
    sendVerification: async (userId: string) => void verificationsSent.push(userId),
  });
  const login = (email: string, password: string, ip = "10.1.0.1", deviceToken?: string) =>
    checkLogin(guard(), { email, password, ip, ...(deviceToken ? { deviceToken } : {}) });
  const verified = (email: string) => createAccount(database.db, { email, password: PASSWORD }, { emailVerified: true });

  it("accepts the right password, case-insensitive e-mail", async () => {
    const { userId } = await verified("signin@example.com");
    await expect(login("SignIn@example.com", PASSWORD)).resolves.toEqual({ userId, mustChangePassword: false });
  });

  it("gives the same answer for an unknown e-mail, a wrong password and a disabled account's right password", async () => {
    await verified("known@example.com");
    const { userId } = await verified("disabled@example.com");
    await database.db.update(users).set({ enabled: false }).where(eq(users.id, userId));
    const unknown = await failure(login("unknown@example.com", PASSWORD));
    const wrong = await failure(login("known@example.com", "wrong password!"));
    const disabled = await failure(login("disabled@example.com", PASSWORD));
    expect([unknown.code, unknown.rawMessage]).toEqual([Code.Unauthenticated, SIGN_IN_FAILED]);
    expect([wrong.code, wrong.rawMessage]).toEqual([unknown.code, unknown.rawMessage]);
    expect([disabled.code, disabled.rawMessage]).toEqual([unknown.code, unknown.rawMessage]);
  });

  it("asks an account whose address is not confirmed to confirm it, and mails a new link", async () => {
    const { userId } = await createAccount(database.db, { email: "unconfirmed@example.com", password: PASSWORD });
    const err = await failure(login("unconfirmed@example.com", PASSWORD));
    expect([err.code, err.rawMessage]).toEqual([Code.FailedPrecondition, EMAIL_NOT_VERIFIED]);
    expect(verificationsSent).toContain(userId);
    // A wrong password says nothing about the address.
    expect((await failure(login("unconfirmed@example.com", "not the password"))).rawMessage).toBe(SIGN_IN_FAILED);
  });

  it("stops one client after five wrong passwords, while the owner signs in from another address", async () => {
    const { userId } = await verified("targeted@example.com");
    for (let i = 0; i < 5; i++) await failure(login("targeted@example.com", `wrong-${i}-password`, "10.9.9.9"));
    // The guesser's right guess fails like a wrong one…
    const err = await failure(login("targeted@example.com", PASSWORD, "10.9.9.9"));
    expect([err.code, err.rawMessage]).toEqual([Code.Unauthenticated, SIGN_IN_FAILED]);
    // …while the owner, elsewhere, is not slowed down.
    await expect(login("targeted@example.com", PASSWORD, "10.1.2.3")).resolves.toMatchObject({ userId });
  });

  it("pauses unknown devices after many failures from many addresses, mails the owner an unlock link, and lets a known device in", async () => {
    const { userId } = await verified("besieged@example.com");
    const device = "known-device-token-0123456789";
    await rememberDevice(database.db, userId, device);
    for (let i = 0; i < 20; i++) await failure(login("besieged@example.com", `wrong-${i}-password`, `10.20.${i}.1`));
    const notices = mail.filter((m) => m.to === "besieged@example.com");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toMatch(/\/oidc\/unlock\?token=[\w-]{40,}/);
    // A fresh address with the right password is paused; the known device gets past.
    expect((await failure(login("besieged@example.com", PASSWORD, "10.30.0.1"))).rawMessage).toBe(SIGN_IN_FAILED);
    await expect(login("besieged@example.com", PASSWORD, "10.30.0.1", device)).resolves.toMatchObject({ userId });
    // The unlock link lifts the pause for everyone.
    await unlockAccount({ db: database.db, limits: createRateLimits(database.pool) }, userId);
    await expect(login("besieged@example.com", PASSWORD, "10.30.0.1")).resolves.toMatchObject({ userId });
  });

  it("sets a new password, clearing must-change", async () => {
    const { userId } = await verified("changer@example.com");
    await database.db.update(userCredentials).set({ mustChangePassword: true }).where(eq(userCredentials.userId, userId));
    expect((await failure(setPassword(database.db, userId, "short"))).code).toBe(Code.InvalidArgument);
    await setPassword(database.db, userId, "a brand new passphrase");
    await expect(login("changer@example.com", "a brand new passphrase")).resolves.toEqual({ userId, mustChangePassword: false });
    await failure(login("changer@example.com", PASSWORD));
  });
});

describe("sign-up without revealing accounts", () => {
  it("answers the same for a new and an existing address", async () => {
    const first = await signUpAccount(database.db, { email: "twice@example.com", password: PASSWORD });
    const second = await signUpAccount(database.db, { email: "Twice@Example.com", password: "another long passphrase" });
    expect(first).toMatchObject({ kind: "created", email: "twice@example.com" });
    expect(second).toEqual({ kind: "existing", userId: first.userId, email: "twice@example.com" });
    const [state] = await database.db.select().from(userStates).where(eq(userStates.userId, first.userId));
    expect(state!.hasVerifiedEmailAddress).toBe(false);
  });
});

describe("rate limits", () => {
  it("counts in PostgreSQL, shared by every instance, and says when to retry", async () => {
    const a = createRateLimits(database.pool, { signUp: { points: 2, duration: 3600 } });
    const b = createRateLimits(database.pool, { signUp: { points: 2, duration: 3600 } });
    await a.consume("signUp", "10.0.0.1");
    await b.consume("signUp", "10.0.0.1");
    const err = await failure(a.consume("signUp", "10.0.0.1"));
    expect(err.code).toBe(Code.ResourceExhausted);
    expect(err.rawMessage).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    await a.consume("signUp", "10.0.0.2");
    const rows = await database.pool.query("select key from rate_limits where key like 'signUp%'");
    expect(rows.rowCount).toBeGreaterThanOrEqual(2);
    await b.reset("signUp", "10.0.0.1");
    await a.consume("signUp", "10.0.0.1");
  });

  it("keeps 30 s between two code sends", async () => {
    const limits = createRateLimits(database.pool);
    await limits.consume("codeSendInterval", "user-1");
    expect((await failure(limits.consume("codeSendInterval", "user-1"))).code).toBe(Code.ResourceExhausted);
  });
});
