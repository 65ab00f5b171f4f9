/**
 * The second-factor RPCs (ADR 0006) end to end over Connect with real tokens: enrolling 'My
 * Cellphone Number' (code texted to the outbox, hashed, single use, 10 minutes, 5 tries), an
 * authenticator app (RFC 6238), listing and removing every factor; refusals for anonymous callers,
 * bad input, missing enrolments and sends too close together.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MfaFactorKind } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, mfaFactors, outboxMessages, userStates, verificationCodes } from "../../../src/server/db/schema/index.js";
import { base32Decode, hotp, stepAt, totpCode } from "../../../src/server/identity/totp.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";
import { STEP_UP_REQUIRED } from "../../../src/shared/step-up.js";

let database: TestDatabase;
let api: AccountServer;
const RELAXED = { codeSend: { points: 1000, duration: 3600 }, codeSendInterval: { points: 1000, duration: 1 } };

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database, { limits: RELAXED });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function signedInUser() {
  const userId = await insertUser(database);
  return { userId, client: api.client(await tokenOf(userId)) };
}

async function lastCodeTo(phone: string): Promise<string> {
  const [row] = await database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, "sms"), eq(outboxMessages.recipient, phone)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  expect(row?.body).toMatch(/^Your Compass verification code is \d{6}$/);
  return /(\d{6})$/.exec(row!.body)![1]!;
}

const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

async function codeOf(call: Promise<unknown>): Promise<Code | "ok"> {
  try {
    await call;
    return "ok";
  } catch (err) {
    return ConnectError.from(err).code;
  }
}

describe("anonymous callers", () => {
  it("get UNAUTHENTICATED from every second-factor method", async () => {
    const anonymous = api.client();
    expect(await codeOf(anonymous.startMfaEnrollment({ phoneNumber: "(555) 234-5678" }))).toBe(Code.Unauthenticated);
    expect(await codeOf(anonymous.finishMfaEnrollment({ code: "123456" }))).toBe(Code.Unauthenticated);
    expect(await codeOf(anonymous.startTotpEnrollment({}))).toBe(Code.Unauthenticated);
    expect(await codeOf(anonymous.finishTotpEnrollment({ code: "123456" }))).toBe(Code.Unauthenticated);
    expect(await codeOf(anonymous.listMyMfaFactors({}))).toBe(Code.Unauthenticated);
    expect(await codeOf(anonymous.removeAllMfaFactors({}))).toBe(Code.Unauthenticated);
    expect(await codeOf(api.grpcWeb().startMfaEnrollment({ phoneNumber: "(555) 234-5678" }))).toBe(Code.Unauthenticated);
  });
});

describe("My Cellphone Number", () => {
  it("refuses a number that is not one", async () => {
    const { client } = await signedInUser();
    for (const phoneNumber of ["", "555-1234", "call me", "+0 12", "055 234 5678"]) {
      const err = await client.startMfaEnrollment({ phoneNumber }).catch((e: unknown) => ConnectError.from(e));
      expect(err).toBeInstanceOf(ConnectError);
      expect((err as ConnectError).code).toBe(Code.InvalidArgument);
      expect((err as ConnectError).rawMessage).toMatch(/^phone_number: /);
    }
  });

  it("texts a code, keeps the number sealed, and verifies the factor with the right code", async () => {
    const { userId, client } = await signedInUser();
    const started = await client.startMfaEnrollment({ phoneNumber: "(555) 234-5678" });
    expect(started.maskedPhoneNumber).toBe("••• ••• ••78");
    const code = await lastCodeTo("+15552345678");

    const [row] = await database.db.select().from(mfaFactors).where(eq(mfaFactors.id, started.factorId));
    expect(row?.verifiedAt).toBeNull();
    expect(row?.secretEnc.toString("latin1")).not.toContain("5552345678");
    const [stored] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.factorId, started.factorId));
    expect(stored?.purpose).toBe("mfa_enrol");
    expect(stored?.codeHash).not.toContain(code);

    const pending = await client.listMyMfaFactors({});
    expect(pending.factors).toHaveLength(1);
    expect(pending.factors[0]?.verifiedAt).toBeUndefined();

    expect(await codeOf(client.finishMfaEnrollment({ code: "12ab56" }))).toBe(Code.InvalidArgument);
    expect(await codeOf(client.finishMfaEnrollment({ code: otherThan(code) }))).toBe(Code.InvalidArgument);
    const { factor } = await client.finishMfaEnrollment({ code });
    expect(factor).toMatchObject({ id: started.factorId, kind: MfaFactorKind.SMS, displayName: "My Cellphone Number", hint: "••• ••• ••78" });
    expect(factor?.verifiedAt).toBeDefined();

    const [state] = await database.db.select().from(userStates).where(eq(userStates.userId, userId));
    expect(state?.hasVerifiedPhoneNumber).toBe(true);
    expect((await client.getMyState({})).state?.hasVerifiedPhoneNumber).toBe(true);

    // The code is spent and nothing is pending any more.
    const again = await client.finishMfaEnrollment({ code }).catch((e: unknown) => ConnectError.from(e));
    expect((again as ConnectError).code).toBe(Code.FailedPrecondition);
  });

  it("finishing with nothing pending is FAILED_PRECONDITION with a clear message", async () => {
    const { client } = await signedInUser();
    const err = await client.finishMfaEnrollment({ code: "123456" }).catch((e: unknown) => ConnectError.from(e));
    expect((err as ConnectError).code).toBe(Code.FailedPrecondition);
    expect((err as ConnectError).rawMessage).toMatch(/no phone number waiting to be confirmed/i);
  });

  it("five wrong codes invalidate the code", async () => {
    const { client } = await signedInUser();
    await client.startMfaEnrollment({ phoneNumber: "+1 555 234 5601" });
    const code = await lastCodeTo("+15552345601");
    for (let i = 0; i < 5; i++) expect(await codeOf(client.finishMfaEnrollment({ code: otherThan(code) }))).toBe(Code.InvalidArgument);
    expect(await codeOf(client.finishMfaEnrollment({ code }))).toBe(Code.FailedPrecondition);
  });

  it("an expired code is FAILED_PRECONDITION", async () => {
    const { userId, client } = await signedInUser();
    await client.startMfaEnrollment({ phoneNumber: "555 234 5602" });
    const code = await lastCodeTo("+15552345602");
    await database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.userId, userId));
    const err = await client.finishMfaEnrollment({ code }).catch((e: unknown) => ConnectError.from(e));
    expect((err as ConnectError).code).toBe(Code.FailedPrecondition);
    expect((err as ConnectError).rawMessage).toMatch(/expired or was already used/);
  });

  it("a new enrolment replaces the pending one (and its code)", async () => {
    const { client } = await signedInUser();
    await client.startMfaEnrollment({ phoneNumber: "555 234 5603" });
    const first = await lastCodeTo("+15552345603");
    const second = await client.startMfaEnrollment({ phoneNumber: "555 234 5604" });
    const code = await lastCodeTo("+15552345604");
    expect((await client.listMyMfaFactors({})).factors.map((f) => f.id)).toEqual([second.factorId]);
    if (first !== code) expect(await codeOf(client.finishMfaEnrollment({ code: first }))).toBe(Code.InvalidArgument);
    expect((await client.finishMfaEnrollment({ code })).factor?.hint).toBe("••• ••• ••04");
  });

  it("rate-limits code sends (30 s apart)", async () => {
    const strict = await startAccountServer(database);
    try {
      const userId = await insertUser(database);
      const client = strict.client(await tokenOf(userId));
      await client.startMfaEnrollment({ phoneNumber: "555 234 5605" });
      const err = await client.startMfaEnrollment({ phoneNumber: "555 234 5605" }).catch((e: unknown) => ConnectError.from(e));
      expect((err as ConnectError).code).toBe(Code.ResourceExhausted);
      expect((err as ConnectError).rawMessage).toMatch(/Too many attempts/);
    } finally {
      await strict.close();
    }
  });
});

describe("authenticator app (TOTP)", () => {
  it("shows the secret once, verifies a current code, and refuses a wrong one", async () => {
    const { client } = await signedInUser();
    const started = await client.startTotpEnrollment({});
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.otpauthUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(started.secret);
    expect(uri.searchParams.get("issuer")).toBe("Compass");
    const [row] = await database.db.select().from(mfaFactors).where(eq(mfaFactors.id, started.factorId));
    expect(row?.secretEnc.toString("latin1")).not.toContain(started.secret);

    const secret = base32Decode(started.secret);
    const now = Date.now();
    const current = totpCode(secret, now);
    const far = hotp(secret, stepAt(now) + 10);
    expect(await codeOf(client.finishTotpEnrollment({ code: "12345" }))).toBe(Code.InvalidArgument);
    if (far !== current) expect(await codeOf(client.finishTotpEnrollment({ code: far }))).toBe(Code.InvalidArgument);
    const { factor } = await client.finishTotpEnrollment({ code: current });
    expect(factor).toMatchObject({ kind: MfaFactorKind.TOTP, displayName: "Authenticator app", hint: "" });
    expect(factor?.verifiedAt).toBeDefined();
    // Nothing pending any more: the same code cannot finish anything again.
    expect(await codeOf(client.finishTotpEnrollment({ code: current }))).toBe(Code.FailedPrecondition);
    const listed = await client.listMyMfaFactors({});
    expect(listed.factors.map((f) => f.kind)).toEqual([MfaFactorKind.TOTP]);
    expect(JSON.stringify(listed, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v))).not.toContain(started.secret);
  });

  it("finishing with nothing pending is FAILED_PRECONDITION", async () => {
    const { client } = await signedInUser();
    expect(await codeOf(client.finishTotpEnrollment({ code: "123456" }))).toBe(Code.FailedPrecondition);
  });
});

describe("RemoveAllMfaFactors", () => {
  it("removes every factor and pending code of the caller only, and is audited", async () => {
    const { userId, client } = await signedInUser();
    const other = await signedInUser();
    await client.startMfaEnrollment({ phoneNumber: "555 234 5606" });
    await client.finishMfaEnrollment({ code: await lastCodeTo("+15552345606") });
    // With a verified factor, adding another (and removing them) needs a fresh confirmation.
    expect(await outcome(client.startTotpEnrollment({}))).toEqual({ code: Code.FailedPrecondition, message: STEP_UP_REQUIRED });
    await client.sendMyIdentityCode({});
    const [text] = await database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, "sms"), eq(outboxMessages.recipient, "+15552345606")))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    await client.confirmMyIdentity({ code: /\b(\d{6})\b/.exec(text!.body)![1]! });
    const totp = await client.startTotpEnrollment({});
    await client.finishTotpEnrollment({ code: totpCode(base32Decode(totp.secret), Date.now()) });
    await client.startMfaEnrollment({ phoneNumber: "555 234 5607" }); // pending, with a code
    await other.client.startTotpEnrollment({});
    expect((await client.listMyMfaFactors({})).factors).toHaveLength(3);

    const { removedCount } = await client.removeAllMfaFactors({});
    expect(removedCount).toBe(3);
    expect((await client.listMyMfaFactors({})).factors).toEqual([]);
    expect(await database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId))).toEqual([]);
    expect((await other.client.listMyMfaFactors({})).factors).toHaveLength(1);
    expect((await client.getMyState({})).state?.hasVerifiedPhoneNumber).toBe(false);
    await api.audit.flush();
    const audited = await database.db.select().from(auditLog).where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, "mfa_removed_all")));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.details).toEqual({ removedCount: 3 });
    expect((await client.removeAllMfaFactors({})).removedCount).toBe(0);
  });
});
