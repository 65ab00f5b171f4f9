/**
 * Step-up (ADR 0008): ConfirmMyIdentity, SendMyIdentityCode and ChangeMyPassword, and the sensitive
 * changes that need a fresh confirmation (removing factors, adding one while another is verified),
 * through the whole server with real sign-ins: the confirmation belongs to the sign-in session
 * (the access token's `gid`), works with the password, a texted code or an authenticator code, and
 * expires.
 */
import { randomBytes } from "node:crypto";
import { Code, createClient, type Client } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompassService } from "../../../src/gen/compass/v1/compass_pb.js";
import { mfaFactors, outboxMessages, stepUps } from "../../../src/server/db/schema/identity.js";
import { createAccount } from "../../../src/server/identity/accounts.js";
import { base32Decode, totpCode } from "../../../src/server/identity/totp.js";
import { SECURITY_MESSAGES } from "../../../src/server/rpc/account/security-service.js";
import { STEP_UP_REQUIRED } from "../../../src/shared/step-up.js";
import { startCompassServer } from "../../setup/compass.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { OidcClient, type OidcServer } from "../../setup/oidc.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let server: OidcServer;
const PASSWORD = "a long enough passphrase";
const POLL = { timeout: 15_000, interval: 100 };

beforeAll(async () => {
  database = await testDatabase();
  server = await startCompassServer(database, {
    limits: {
      loginIp: { points: 10_000, duration: 900 },
      identityCheck: { points: 10_000, duration: 900 },
      codeSend: { points: 10_000, duration: 3600 },
      codeSendInterval: { points: 10_000, duration: 1 },
    },
  });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

type Api = Client<typeof CompassService>;

const api = (token?: string): Api =>
  createClient(
    CompassService,
    createConnectTransport({ baseUrl: server.url, interceptors: [(next) => (req) => (token && req.header.set("x-api-key", token), next(req))] }),
  );

/** The claims of a JWT (no verification: the server did that). */
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;

interface Session {
  userId: string;
  email: string;
  token: string;
  api: Api;
}

/** A confirmed account, signed in through the real provider (a new browser, a new grant). */
async function newUser(): Promise<Session> {
  const email = `step-up-${randomBytes(4).toString("hex")}@example.com`;
  const { userId } = await createAccount(database.db, { email, password: PASSWORD }, { emailVerified: true });
  return { userId, email, ...(await signIn(email)) };
}

async function signIn(email: string): Promise<{ token: string; api: Api }> {
  const tokens = await new OidcClient(server).signIn(email, PASSWORD);
  const token = String(tokens.access_token);
  return { token, api: api(token) };
}

/** The newest text to `phone` (E.164), waiting for it. */
async function textTo(phone: string, after?: string): Promise<{ id: string; code: string }> {
  let found: { id: string; body: string } | undefined;
  await expect
    .poll(async () => {
      [found] = await database.db
        .select({ id: outboxMessages.id, body: outboxMessages.body })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.channel, "sms"), eq(outboxMessages.recipient, phone)))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      return found !== undefined && found.id !== after;
    }, POLL)
    .toBe(true);
  return { id: found!.id, code: /\b(\d{6})\b/.exec(found!.body)![1]! };
}

let phoneSeq = 140;
/** Enrols and verifies 'My Cellphone Number' (a valid US number); returns its E.164 form. */
async function enrolPhone(session: Session): Promise<string> {
  const last4 = String(++phoneSeq).padStart(4, "0");
  const e164 = `+1202555${last4}`;
  // Even the first factor needs a fresh confirmation (a password account can give one).
  await session.api.confirmMyIdentity({ password: PASSWORD });
  await session.api.startMfaEnrollment({ phoneNumber: `(202) 555-${last4}` });
  const { code } = await textTo(e164);
  await session.api.finishMfaEnrollment({ code });
  // That confirmation has run out (as 5 minutes later): what follows must confirm again.
  await database.db.delete(stepUps).where(eq(stepUps.userId, session.userId));
  return e164;
}

/** Mails to `to` whose subject matches, waiting until there is one. */
async function mailsAbout(to: string, subject: RegExp) {
  let rows: { subject: string; body: string }[] = [];
  await expect
    .poll(async () => {
      rows = (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to))).filter((m) => subject.test(m.subject));
      return rows.length;
    }, POLL)
    .toBeGreaterThan(0);
  return rows;
}

const stepUpRequired = { code: Code.FailedPrecondition, message: STEP_UP_REQUIRED };

describe("anonymous callers", () => {
  it("get UNAUTHENTICATED from ConfirmMyIdentity, SendMyIdentityCode and ChangeMyPassword", async () => {
    const anonymous = api();
    expect((await outcome(anonymous.confirmMyIdentity({ password: PASSWORD }))).code).toBe(Code.Unauthenticated);
    expect((await outcome(anonymous.sendMyIdentityCode({}))).code).toBe(Code.Unauthenticated);
    expect((await outcome(anonymous.changeMyPassword({ currentPassword: PASSWORD, newPassword: "another fine passphrase" }))).code).toBe(Code.Unauthenticated);
  });
});

describe("refusals", () => {
  let me: Session;
  beforeAll(async () => {
    me = await newUser();
  });

  describe("ConfirmMyIdentity", () => {
    expectCases((req: { password?: string; code?: string }) => me.api.confirmMyIdentity(req), [
      { name: "without a password or a code", request: {}, code: Code.InvalidArgument, message: SECURITY_MESSAGES.proofMissing },
      { name: "with blanks for a code", request: { code: "   " }, code: Code.InvalidArgument, message: SECURITY_MESSAGES.proofMissing },
      { name: "with a code that is not six digits", request: { code: "12ab56" }, code: Code.InvalidArgument, message: SECURITY_MESSAGES.codeFormat },
      { name: "with a five-digit code", request: { code: "12345" }, code: Code.InvalidArgument, message: SECURITY_MESSAGES.codeFormat },
      { name: "with a wrong password", request: { password: "not my passphrase" }, code: Code.InvalidArgument, message: SECURITY_MESSAGES.passwordWrong },
      { name: "with a code when the account has no second factor", request: { code: "123456" }, code: Code.FailedPrecondition, message: SECURITY_MESSAGES.noFactor },
    ]);
  });

  describe("SendMyIdentityCode", () => {
    expectCases(() => me.api.sendMyIdentityCode({}), [
      { name: "when the account has no phone number", request: {}, code: Code.FailedPrecondition, message: SECURITY_MESSAGES.noSmsFactor },
    ]);
  });

  describe("ChangeMyPassword", () => {
    expectCases((req: { currentPassword?: string; newPassword?: string }) => me.api.changeMyPassword(req), [
      { name: "without the current password", request: { newPassword: "another fine passphrase" }, code: Code.InvalidArgument, message: SECURITY_MESSAGES.currentMissing },
      { name: "without a new password", request: { currentPassword: PASSWORD }, code: Code.InvalidArgument, message: SECURITY_MESSAGES.newMissing },
      { name: "when the new password is the current one", request: { currentPassword: PASSWORD, newPassword: PASSWORD }, code: Code.InvalidArgument, message: SECURITY_MESSAGES.newSame },
      { name: "with a weak new password", request: { currentPassword: PASSWORD, newPassword: "short" }, code: Code.InvalidArgument, message: "new_password: use at least 10 characters." },
      { name: "with a common new password", request: { currentPassword: PASSWORD, newPassword: "password123" }, code: Code.InvalidArgument, message: /^new_password: this password is too common/ },
      {
        name: "with a wrong current password",
        request: { currentPassword: "not my passphrase", newPassword: "another fine passphrase" },
        code: Code.InvalidArgument,
        message: SECURITY_MESSAGES.currentWrong,
      },
    ]);

    it("leaves the password as it was after every refusal", async () => {
      await expect(signIn(me.email)).resolves.toHaveProperty("token");
    });
  });

  describe("with a second factor", () => {
    it("refuses a wrong code with INVALID_ARGUMENT", async () => {
      const user = await newUser();
      await enrolPhone(user);
      expect(await outcome(user.api.confirmMyIdentity({ code: "000000" }))).toEqual({ code: Code.InvalidArgument, message: SECURITY_MESSAGES.codeWrong });
    });
  });
});

describe("removing every second factor", () => {
  it("needs a confirmation of this session; then it works and the owner is told", async () => {
    const user = await newUser();
    // Another browser of the same person: another grant, before the factor (no second step yet).
    const elsewhere = await signIn(user.email);
    expect(claimsOf(user.token).gid).toEqual(expect.any(String));
    expect(claimsOf(elsewhere.token).gid).not.toBe(claimsOf(user.token).gid);
    await enrolPhone(user);

    expect(await outcome(user.api.removeAllMfaFactors({}))).toEqual(stepUpRequired);
    const confirmed = await user.api.confirmMyIdentity({ password: PASSWORD });
    const until = Number(confirmed.confirmedUntil?.seconds) * 1000;
    expect(until).toBeGreaterThan(Date.now() + 3 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1000);

    // The confirmation belongs to the session that made it.
    expect(await outcome(elsewhere.api.removeAllMfaFactors({}))).toEqual(stepUpRequired);
    expect((await user.api.listMyMfaFactors({})).factors).toHaveLength(1);

    expect((await user.api.removeAllMfaFactors({})).removedCount).toBe(1);
    expect((await user.api.listMyMfaFactors({})).factors).toHaveLength(0);
    const [notice] = await mailsAbout(user.email, /second sign-in step was removed/);
    expect(notice!.body).toMatch(/Every second sign-in step \(phone number and authenticator app\) was removed/);
  });

  it("works after a texted code (SendMyIdentityCode)", async () => {
    const user = await newUser();
    const phone = await enrolPhone(user);
    const enrolText = await textTo(phone);
    const sent = await user.api.sendMyIdentityCode({});
    expect(sent.maskedPhoneNumber).toBe(`••• ••• ••${phone.slice(-2)}`);
    const { code } = await textTo(phone, enrolText.id);
    expect((await user.api.confirmMyIdentity({ code })).confirmedUntil).toBeDefined();
    const [row] = await database.db.select().from(stepUps).where(eq(stepUps.userId, user.userId));
    expect(row?.method).toBe("sms");
    expect((await user.api.removeAllMfaFactors({})).removedCount).toBe(1);
    // The texted code worked once.
    expect(await outcome(user.api.confirmMyIdentity({ code }))).toMatchObject({ code: Code.FailedPrecondition });
  });

  it("works after an authenticator code", async () => {
    const user = await newUser();
    await user.api.confirmMyIdentity({ password: PASSWORD });
    const started = await user.api.startTotpEnrollment({});
    const secret = base32Decode(started.secret);
    await user.api.finishTotpEnrollment({ code: totpCode(secret, Date.now()) });
    // The password's confirmation has run out (as after 5 minutes): the app's code confirms now.
    await database.db.delete(stepUps).where(eq(stepUps.userId, user.userId));
    expect(await outcome(user.api.removeAllMfaFactors({}))).toEqual(stepUpRequired);
    // The enrolment spent this step's code: the app's next one (accepted within one step).
    await user.api.confirmMyIdentity({ code: totpCode(secret, Date.now() + 30_000) });
    const [row] = await database.db.select().from(stepUps).where(eq(stepUps.userId, user.userId));
    expect(row?.method).toBe("totp");
    expect((await user.api.removeAllMfaFactors({})).removedCount).toBe(1);
  });

  it("needs a new confirmation once the last one expired", async () => {
    const user = await newUser();
    await enrolPhone(user);
    await user.api.confirmMyIdentity({ password: PASSWORD });
    await database.db.update(stepUps).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(stepUps.userId, user.userId));
    expect(await outcome(user.api.removeAllMfaFactors({}))).toEqual(stepUpRequired);
    expect((await user.api.listMyMfaFactors({})).factors).toHaveLength(1);
  });
});

describe("adding a factor", () => {
  it("needs a confirmation for the very first factor too (a stolen session must not add its own)", async () => {
    const user = await newUser();
    expect(await outcome(user.api.startMfaEnrollment({ phoneNumber: "(202) 555-0197" }))).toEqual(stepUpRequired);
    expect(await outcome(user.api.startTotpEnrollment({}))).toEqual(stepUpRequired);
    await user.api.confirmMyIdentity({ password: PASSWORD });
    expect((await user.api.startTotpEnrollment({})).secret).not.toBe("");
  });

  it("needs no confirmation for the first one", async () => {
    const user = await newUser();
    await enrolPhone(user);
    expect((await user.api.listMyMfaFactors({})).factors.map((f) => f.verifiedAt !== undefined)).toEqual([true]);
  });

  it("needs a confirmation while a texted factor is verified; then the authenticator app is added beside it and the owner is told", async () => {
    const user = await newUser();
    await enrolPhone(user);
    expect(await outcome(user.api.startTotpEnrollment({}))).toEqual(stepUpRequired);
    expect(await outcome(user.api.startMfaEnrollment({ phoneNumber: "(202) 555-0199" }))).toEqual(stepUpRequired);

    await user.api.confirmMyIdentity({ password: PASSWORD });
    const started = await user.api.startTotpEnrollment({});
    await user.api.finishTotpEnrollment({ code: totpCode(base32Decode(started.secret), Date.now()) });
    const kinds = await database.db.select({ kind: mfaFactors.kind }).from(mfaFactors).where(eq(mfaFactors.userId, user.userId));
    expect(kinds.map((k) => k.kind).sort()).toEqual(["sms", "totp"]);
    // Two "added" notices (the phone, then the app); the phone was not replaced.
    await expect.poll(async () => (await mailsAbout(user.email, /was added/)).length, POLL).toBe(2);
    expect((await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email))).filter((m) => /replaced/.test(m.subject))).toEqual([]);
  });

  it("replacing the phone number needs a confirmation; the new number replaces the old and the owner is told", async () => {
    const user = await newUser();
    const first = await enrolPhone(user);
    expect(await outcome(user.api.startMfaEnrollment({ phoneNumber: "(202) 555-0198" }))).toEqual(stepUpRequired);
    await user.api.confirmMyIdentity({ password: PASSWORD });
    const second = await enrolPhone(user);
    const factors = (await user.api.listMyMfaFactors({})).factors;
    expect(factors.map((f) => f.hint)).toEqual([`••• ••• ••${second.slice(-2)}`]);
    expect(first).not.toBe(second);
    await mailsAbout(user.email, /second sign-in step was replaced/);
  });
});
