/**
 * One-time codes and links (identity/one-time-codes.ts, ADR 0008) on a real database: a try is
 * reserved in one conditional UPDATE before the comparison, so parallel guesses never get more
 * tries than a code allows; a new code spends the old one; wrong guesses are capped per account
 * per day across codes; links work once. Also the same hole through HTTP: parallel guesses at
 * /oidc/reset/finish.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages, verificationCodes } from "../../../src/server/db/schema/identity.js";
import { createAccount } from "../../../src/server/identity/accounts.js";
import { BAD_CODE } from "../../../src/server/identity/interactions-reset.js";
import { checkCode, CODE_MAX_TRIES, CODE_TTL_MS, consumeLink, issueCode, newLinkToken } from "../../../src/server/identity/one-time-codes.js";
import { createRateLimits, type RateLimits } from "../../../src/server/identity/rate-limits.js";
import { insertUser } from "../../setup/accounts.js";
import { startCompassServer } from "../../setup/compass.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { OidcClient, type OidcServer } from "../../setup/oidc.js";

let database: TestDatabase;
let limits: RateLimits;

beforeAll(async () => {
  database = await testDatabase({ pool: { max: 10 } });
  limits = createRateLimits(database.pool);
});
afterAll(async () => {
  await database?.close();
});

const RIGHT = "246810";
/** Six digits that are not `RIGHT`. */
const wrong = (i: number) => String(100_000 + i).padStart(6, "0");

async function codeRows(userId: string, purpose: "password_reset" | "step_up" = "password_reset") {
  return database.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt));
}

describe("checking a code", () => {
  it("gives 30 parallel wrong guesses exactly 5 tries, then spends the code: the right one no longer works", async () => {
    const userId = await insertUser(database);
    await issueCode(database.db, { userId, purpose: "password_reset", secret: RIGHT, ttlMs: CODE_TTL_MS });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => checkCode(database.db, { userId, purpose: "password_reset", code: wrong(i), limits })),
    );
    const tally = results.reduce<Record<string, number>>((t, r) => ({ ...t, [r.result]: (t[r.result] ?? 0) + 1 }), {});
    expect(tally).toEqual({ wrong: CODE_MAX_TRIES, none: 30 - CODE_MAX_TRIES });
    const [row] = await codeRows(userId);
    expect(row?.attempts).toBe(CODE_MAX_TRIES);
    expect(row?.consumedAt).not.toBeNull();
    expect(await checkCode(database.db, { userId, purpose: "password_reset", code: RIGHT, limits })).toEqual({ result: "none" });
  });

  it("accepts the right code once, with its factor", async () => {
    const userId = await insertUser(database);
    await issueCode(database.db, { userId, purpose: "step_up", secret: RIGHT, ttlMs: CODE_TTL_MS });
    expect(await checkCode(database.db, { userId, purpose: "step_up", code: wrong(1), limits })).toEqual({ result: "wrong" });
    expect(await checkCode(database.db, { userId, purpose: "step_up", code: RIGHT, limits })).toEqual({ result: "ok", factorId: null });
    expect(await checkCode(database.db, { userId, purpose: "step_up", code: RIGHT, limits })).toEqual({ result: "none" });
  });

  it("lets a right code among parallel guesses succeed at most once", async () => {
    const userId = await insertUser(database);
    await issueCode(database.db, { userId, purpose: "step_up", secret: RIGHT, ttlMs: CODE_TTL_MS });
    const results = await Promise.all(Array.from({ length: 10 }, () => checkCode(database.db, { userId, purpose: "step_up", code: RIGHT, limits })));
    expect(results.filter((r) => r.result === "ok")).toHaveLength(1);
    expect(results.filter((r) => r.result !== "ok").every((r) => r.result === "none")).toBe(true);
  });

  it("keeps codes of one purpose and one user apart", async () => {
    const userId = await insertUser(database);
    const other = await insertUser(database);
    await issueCode(database.db, { userId, purpose: "password_reset", secret: RIGHT, ttlMs: CODE_TTL_MS });
    expect(await checkCode(database.db, { userId, purpose: "step_up", code: RIGHT, limits })).toEqual({ result: "none" });
    expect(await checkCode(database.db, { userId: other, purpose: "password_reset", code: RIGHT, limits })).toEqual({ result: "none" });
    expect((await checkCode(database.db, { userId, purpose: "password_reset", code: RIGHT, limits })).result).toBe("ok");
  });

  it("refuses an expired code", async () => {
    const userId = await insertUser(database);
    await issueCode(database.db, { userId, purpose: "password_reset", secret: RIGHT, ttlMs: CODE_TTL_MS });
    await database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.userId, userId));
    expect(await checkCode(database.db, { userId, purpose: "password_reset", code: RIGHT, limits })).toEqual({ result: "none" });
  });

  it("spends the older code when a new one is issued", async () => {
    const userId = await insertUser(database);
    await issueCode(database.db, { userId, purpose: "password_reset", secret: "111111", ttlMs: CODE_TTL_MS });
    await issueCode(database.db, { userId, purpose: "password_reset", secret: "222222", ttlMs: CODE_TTL_MS });
    const [newer, older] = await codeRows(userId);
    expect(older?.consumedAt).not.toBeNull();
    expect(newer?.consumedAt).toBeNull();
    expect(await checkCode(database.db, { userId, purpose: "password_reset", code: "111111", limits })).toEqual({ result: "wrong" });
    expect((await checkCode(database.db, { userId, purpose: "password_reset", code: "222222", limits })).result).toBe("ok");
  });

  it("stops answering for the day after 20 wrong guesses across several codes: a right code then answers 'none'", async () => {
    const userId = await insertUser(database);
    let guesses = 0;
    // Four codes, five wrong guesses each (each code spent by its fifth).
    for (let round = 0; round < 4; round++) {
      await issueCode(database.db, { userId, purpose: "password_reset", secret: RIGHT, ttlMs: CODE_TTL_MS });
      for (let i = 0; i < CODE_MAX_TRIES; i++) {
        expect(await checkCode(database.db, { userId, purpose: "password_reset", code: wrong(guesses++), limits })).toEqual({ result: "wrong" });
      }
    }
    expect(guesses).toBe(20);
    await issueCode(database.db, { userId, purpose: "password_reset", secret: RIGHT, ttlMs: CODE_TTL_MS });
    expect(await checkCode(database.db, { userId, purpose: "password_reset", code: RIGHT, limits })).toEqual({ result: "none" });
    // Not a try spent: the capped check never touched the code.
    expect((await codeRows(userId))[0]?.attempts).toBe(0);
    // Another account is not affected.
    const other = await insertUser(database);
    await issueCode(database.db, { userId: other, purpose: "password_reset", secret: RIGHT, ttlMs: CODE_TTL_MS });
    expect((await checkCode(database.db, { userId: other, purpose: "password_reset", code: RIGHT, limits })).result).toBe("ok");
  });
});

describe("links", () => {
  it("work once", async () => {
    const userId = await insertUser(database);
    const token = newLinkToken();
    await issueCode(database.db, { userId, purpose: "email_verification", secret: token, ttlMs: CODE_TTL_MS, link: true });
    expect(await consumeLink(database.db, "email_verification", token)).toBe(userId);
    expect(await consumeLink(database.db, "email_verification", token)).toBeUndefined();
  });

  it("give one winner to parallel uses", async () => {
    const userId = await insertUser(database);
    const token = newLinkToken();
    await issueCode(database.db, { userId, purpose: "account_unlock", secret: token, ttlMs: CODE_TTL_MS, link: true });
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeLink(database.db, "account_unlock", token)));
    expect(results.filter((r) => r === userId)).toHaveLength(1);
  });

  it("refuse an expired token", async () => {
    const userId = await insertUser(database);
    const token = newLinkToken();
    await issueCode(database.db, { userId, purpose: "email_verification", secret: token, ttlMs: CODE_TTL_MS, link: true });
    await database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.userId, userId));
    expect(await consumeLink(database.db, "email_verification", token)).toBeUndefined();
  });

  it("refuse unknown tokens, tokens of another purpose, and tokens of absurd length", async () => {
    const userId = await insertUser(database);
    const token = newLinkToken();
    await issueCode(database.db, { userId, purpose: "account_unlock", secret: token, ttlMs: CODE_TTL_MS, link: true });
    expect(await consumeLink(database.db, "account_unlock", newLinkToken())).toBeUndefined();
    expect(await consumeLink(database.db, "email_verification", token)).toBeUndefined();
    expect(await consumeLink(database.db, "account_unlock", "short")).toBeUndefined();
    expect(await consumeLink(database.db, "account_unlock", "x".repeat(500))).toBeUndefined();
    // Still live for its own purpose.
    expect(await consumeLink(database.db, "account_unlock", token)).toBe(userId);
  });
});

describe("/oidc/reset/finish", () => {
  let server: OidcServer;
  beforeAll(async () => {
    server = await startCompassServer(database, { limits: { loginIp: { points: 10_000, duration: 900 }, resetIp: { points: 10_000, duration: 3600 } } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("gives 30 parallel wrong codes exactly 5 tries: the right code afterwards is refused", async () => {
    const email = `guessed-${randomBytes(4).toString("hex")}@example.com`;
    const PASSWORD = "a long enough passphrase";
    const { userId } = await createAccount(database.db, { email, password: PASSWORD }, { emailVerified: true });
    const client = new OidcClient(server);
    expect((await client.json("/oidc/reset/start", { email })).status).toBe(200);
    let body = "";
    await expect
      .poll(
        async () => {
          const [mail] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).limit(1);
          body = mail?.body ?? "";
          return body;
        },
        { timeout: 15_000 },
      )
      .toMatch(/is \d{6}\./);
    const code = /is (\d{6})\./.exec(body)![1]!;
    const guesses = Array.from({ length: 31 }, (_, i) => wrong(i)).filter((g) => g !== code).slice(0, 30);
    const answers = await Promise.all(
      guesses.map(async (guess) => {
        const r = await new OidcClient(server).json("/oidc/reset/finish", { email, code: guess, password: "a brand new passphrase" });
        return { status: r.status, body: (await r.json()) as unknown };
      }),
    );
    for (const a of answers) expect(a).toEqual({ status: 400, body: { error: { code: "invalid_code", message: BAD_CODE, field: "code" } } });
    const right = await new OidcClient(server).json("/oidc/reset/finish", { email, code, password: "a brand new passphrase" });
    expect(right.status).toBe(400);
    expect(((await right.json()) as { error: { code: string } }).error.code).toBe("invalid_code");
    const [row] = await codeRows(userId);
    expect(row?.attempts).toBe(CODE_MAX_TRIES);
    expect(row?.consumedAt).not.toBeNull();
  });
});
