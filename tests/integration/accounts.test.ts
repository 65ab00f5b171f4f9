/**
 * Accounts against a real database: sign-up rules, password checks and
 * lockout, password changes, and rate limits counted in PostgreSQL.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referralCodes, userCredentials, userStates, users } from "../../src/server/db/schema/index.js";
import { createAccount, setPassword, userIdByEmail, verifyPassword } from "../../src/server/identity/accounts.js";
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
  it("accepts the right password, case-insensitive e-mail", async () => {
    const { userId } = await createAccount(database.db, { email: "signin@example.com", password: PASSWORD });
    await expect(verifyPassword(database.db, "SignIn@example.com", PASSWORD)).resolves.toEqual({ userId, mustChangePassword: false });
  });

  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    await createAccount(database.db, { email: "known@example.com", password: PASSWORD });
    const unknown = await failure(verifyPassword(database.db, "unknown@example.com", PASSWORD));
    const wrong = await failure(verifyPassword(database.db, "known@example.com", "wrong password!"));
    expect([unknown.code, unknown.rawMessage]).toEqual([Code.Unauthenticated, "E-mail or password is incorrect."]);
    expect([wrong.code, wrong.rawMessage]).toEqual([unknown.code, unknown.rawMessage]);
  });

  it("locks the account after five failures, with the same message, even for the right password", async () => {
    const { userId } = await createAccount(database.db, { email: "locked@example.com", password: PASSWORD });
    for (let i = 0; i < 5; i++) await failure(verifyPassword(database.db, "locked@example.com", `wrong-${i}-password`));
    const [c] = await database.db.select().from(userCredentials).where(eq(userCredentials.userId, userId));
    expect(c!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const err = await failure(verifyPassword(database.db, "locked@example.com", PASSWORD));
    expect([err.code, err.rawMessage]).toEqual([Code.Unauthenticated, "E-mail or password is incorrect."]);
    // Once the lock has passed, the right password works and resets the counter.
    await database.db.update(userCredentials).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(userCredentials.userId, userId));
    await expect(verifyPassword(database.db, "locked@example.com", PASSWORD)).resolves.toMatchObject({ userId });
    const [after] = await database.db.select().from(userCredentials).where(eq(userCredentials.userId, userId));
    expect(after).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it("refuses a disabled user", async () => {
    const { userId } = await createAccount(database.db, { email: "disabled@example.com", password: PASSWORD });
    await database.db.update(users).set({ enabled: false }).where(eq(users.id, userId));
    const err = await failure(verifyPassword(database.db, "disabled@example.com", PASSWORD));
    expect(err.code).toBe(Code.Unauthenticated);
  });

  it("sets a new password, clearing must-change and the lockout", async () => {
    const { userId } = await createAccount(database.db, { email: "changer@example.com", password: PASSWORD });
    await database.db
      .update(userCredentials)
      .set({ mustChangePassword: true, failedAttempts: 3, lockedUntil: sql`now() + interval '1 hour'` })
      .where(eq(userCredentials.userId, userId));
    expect((await failure(setPassword(database.db, userId, "short"))).code).toBe(Code.InvalidArgument);
    await setPassword(database.db, userId, "a brand new passphrase");
    await expect(verifyPassword(database.db, "changer@example.com", "a brand new passphrase")).resolves.toEqual({ userId, mustChangePassword: false });
    await failure(verifyPassword(database.db, "changer@example.com", PASSWORD));
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
