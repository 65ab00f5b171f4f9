/**
 * SMS pumping (ADR 0008, identity/sms-policy.ts) through the whole server: enrolment refuses a
 * number outside SMS_ALLOWED_COUNTRIES up front with a message naming the countries, and every
 * text stops once SMS_DAILY_LIMIT texts went out that day (all users together), with nothing sent.
 */
import { randomBytes } from "node:crypto";
import { Code, createClient, type Client } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompassService } from "../../../src/gen/compass/v1/compass_pb.js";
import { outboxMessages } from "../../../src/server/db/schema/identity.js";
import { createAccount } from "../../../src/server/identity/accounts.js";
import { SMS_DAILY_LIMIT_REACHED } from "../../../src/server/identity/sms-policy.js";
import { startCompassServer } from "../../setup/compass.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { OidcClient, type OidcServer } from "../../setup/oidc.js";
import { outcome } from "../../setup/rpc.js";

const PASSWORD = "a long enough passphrase";
const LIMITS = {
  loginIp: { points: 10_000, duration: 900 },
  codeSend: { points: 10_000, duration: 3600 },
  codeSendInterval: { points: 10_000, duration: 1 },
};
const DEFAULT_REFUSAL = "phone_number: We can only text numbers in the United States and its territories. Use another number, or an authenticator app.";

type Api = Client<typeof CompassService>;

/** A confirmed account signed in through the real provider of `server`, having just confirmed it's them. */
async function signedIn(database: TestDatabase, server: OidcServer): Promise<Api> {
  const email = `sms-${randomBytes(4).toString("hex")}@example.com`;
  await createAccount(database.db, { email, password: PASSWORD }, { emailVerified: true });
  const token = String((await new OidcClient(server).signIn(email, PASSWORD)).access_token);
  const api = createClient(CompassService, createConnectTransport({ baseUrl: server.url, interceptors: [(next) => (req) => (req.header.set("x-api-key", token), next(req))] }));
  // Enrolling a factor needs a fresh confirmation (ADR 0008).
  await api.confirmMyIdentity({ password: PASSWORD });
  return api;
}

const textsTo = (database: TestDatabase, phone: string) =>
  database.db.select().from(outboxMessages).where(and(eq(outboxMessages.channel, "sms"), eq(outboxMessages.recipient, phone)));

describe("allowed countries", () => {
  let database: TestDatabase;
  let usOnly: OidcServer;
  let usAndGb: OidcServer;
  beforeAll(async () => {
    database = await testDatabase();
    usOnly = await startCompassServer(database, { limits: LIMITS });
    // One database, one data key: the second server opens the signing keys the first sealed.
    usAndGb = await startCompassServer(database, { limits: LIMITS, keyring: usOnly.keyring, env: { SMS_ALLOWED_COUNTRIES: "US,GB" } });
  });
  afterAll(async () => {
    await usOnly?.close();
    await usAndGb?.close();
    await database?.close();
  });

  it("refuses a +44 number by default with INVALID_ARGUMENT naming the United States, texting nothing", async () => {
    const me = await signedIn(database, usOnly);
    expect(await outcome(me.startMfaEnrollment({ phoneNumber: "+44 7911 123456" }))).toEqual({ code: Code.InvalidArgument, message: DEFAULT_REFUSAL });
    expect(await textsTo(database, "+447911123456")).toEqual([]);
    expect((await me.listMyMfaFactors({})).factors).toEqual([]);
  });

  it("refuses a Canadian number though it shares the +1 calling code", async () => {
    const me = await signedIn(database, usOnly);
    expect(await outcome(me.startMfaEnrollment({ phoneNumber: "+1 416 555 0143" }))).toEqual({ code: Code.InvalidArgument, message: DEFAULT_REFUSAL });
    expect(await textsTo(database, "+14165550143")).toEqual([]);
  });

  it("accepts a Puerto Rico number and texts it a code", async () => {
    const me = await signedIn(database, usOnly);
    const started = await me.startMfaEnrollment({ phoneNumber: "(787) 234-5678" });
    expect(started.maskedPhoneNumber).toBe("••• ••• ••78");
    expect(await textsTo(database, "+17872345678")).toHaveLength(1);
  });

  it("accepts a British number when SMS_ALLOWED_COUNTRIES=US,GB, and then names both countries for others", async () => {
    const me = await signedIn(database, usAndGb);
    await me.startMfaEnrollment({ phoneNumber: "+44 7400 123456" });
    expect(await textsTo(database, "+447400123456")).toHaveLength(1);
    expect(await outcome(me.startMfaEnrollment({ phoneNumber: "(787) 234-5679" }))).toEqual({
      code: Code.InvalidArgument,
      message: "phone_number: We can only text numbers in United States, United Kingdom. Use another number, or an authenticator app.",
    });
  });
});

describe("the daily limit", () => {
  let database: TestDatabase;
  let server: OidcServer;
  beforeAll(async () => {
    // Its own database: the day's count is shared by every server on one database.
    database = await testDatabase();
    server = await startCompassServer(database, { limits: LIMITS, env: { SMS_DAILY_LIMIT: "2" } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("refuses the third text of the day, whoever asks, with RESOURCE_EXHAUSTED and nothing sent", async () => {
    const first = await signedIn(database, server);
    const second = await signedIn(database, server);
    const third = await signedIn(database, server);
    await first.startMfaEnrollment({ phoneNumber: "(202) 555-0161" });
    await second.startMfaEnrollment({ phoneNumber: "(202) 555-0162" });
    expect(await outcome(third.startMfaEnrollment({ phoneNumber: "(202) 555-0163" }))).toEqual({ code: Code.ResourceExhausted, message: SMS_DAILY_LIMIT_REACHED });
    const texts = await database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, "sms"));
    expect(texts.map((t) => t.recipient).sort()).toEqual(["+12025550161", "+12025550162"]);
    // Every text: the first user's new code for the same number is refused too.
    expect(await outcome(first.startMfaEnrollment({ phoneNumber: "(202) 555-0161" }))).toEqual({ code: Code.ResourceExhausted, message: SMS_DAILY_LIMIT_REACHED });
    expect(await database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, "sms"))).toHaveLength(2);
  });
});
