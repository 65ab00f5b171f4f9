/**
 * The second factor at sign-in: a verified factor turns a correct password into
 * { mfaRequired }, the code arrives by SMS (outbox), a wrong code is refused, the right one signs
 * in (amr pwd+sms), and a user without a factor signs in as before. A verified authenticator app
 * (TOTP) is asked first (amr pwd+otp; a code works once); a user with both may switch to a text.
 */
import { desc, eq, and } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mfaFactors, outboxMessages } from "../../../src/server/db/schema/identity.js";
import { createAccount } from "../../../src/server/identity/accounts.js";
import { factorContext } from "../../../src/server/identity/interactions-mfa.js";
import { base32Encode, hotp, stepAt, totpCode } from "../../../src/server/identity/totp.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { OidcClient, startOidcServer, type OidcServer } from "../../setup/oidc.js";

let database: TestDatabase;
let server: OidcServer;
const PASSWORD = "a long enough passphrase";
const PHONE = "+12025550142";

beforeAll(async () => {
  database = await testDatabase();
  server = await startOidcServer(database);
  const { userId } = await createAccount(database.db, { email: "two-step@example.com", password: PASSWORD }, { emailVerified: true });
  const id = "factor-1";
  await database.db.insert(mfaFactors).values({
    id,
    userId,
    kind: "sms",
    displayName: "My Cellphone Number",
    secretEnc: server.keyring.seal(PHONE, factorContext(id)),
    keyId: server.keyring.currentKeyId,
    verifiedAt: new Date(),
  });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function lastSms(): Promise<string> {
  const [row] = await database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, "sms"), eq(outboxMessages.recipient, PHONE)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return /\b(\d{6})\b/.exec(row?.body ?? "")?.[1] ?? "";
}

describe("the SMS second factor at sign-in", () => {
  it("asks for the texted code after the password, and signs in with it", async () => {
    const client = new OidcClient(server);
    const { response, verifier } = await client.authorize();
    const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
    const login = await client.json(`/oidc/interaction/${uid}/login`, { email: "two-step@example.com", password: PASSWORD });
    expect(await login.json()).toEqual({
      mfaRequired: true,
      factor: { kind: "sms", displayName: "My Cellphone Number", hint: "42" },
      methods: ["sms"],
    });
    expect(await (await client.request(`/oidc/interaction/${uid}`)).json()).toMatchObject({ mfaRequired: true });
    const code = await lastSms();
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await client.json(`/oidc/interaction/${uid}/mfa`, { code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    const right = await client.json(`/oidc/interaction/${uid}/mfa`, { code });
    const { redirectTo } = (await right.json()) as { redirectTo: string };
    const callback = await client.follow(redirectTo);
    const tokens = await client.token({ grant_type: "authorization_code", code: callback.searchParams.get("code")!, code_verifier: verifier, redirect_uri: client.redirectUri });
    expect(tokens.status).toBe(200);
    expect(decodeJwt(String(tokens.body.id_token)).amr).toEqual(["pwd", "sms"]);
  });

  it("cannot skip the code: the mfa step needs a correct password first, and codes are single use", async () => {
    const client = new OidcClient(server);
    const { response } = await client.authorize();
    const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
    const early = await client.json(`/oidc/interaction/${uid}/mfa`, { code: "123456" });
    expect(early.status).toBe(412);
    await client.json(`/oidc/interaction/${uid}/login`, { email: "two-step@example.com", password: PASSWORD });
    const code = await lastSms();
    for (let i = 0; i < 5; i++) await client.json(`/oidc/interaction/${uid}/mfa`, { code: code === "000000" ? "111111" : "000000" });
    const afterFive = await client.json(`/oidc/interaction/${uid}/mfa`, { code });
    expect(afterFive.status).toBe(400);
  });
});

describe("the authenticator app (TOTP) at sign-in", () => {
  const SECRET = Buffer.from("0123456789abcdefghij");
  const PHONE_BOTH = "+12025550177";

  async function userWithTotp(email: string, withPhone = false): Promise<string> {
    const { userId } = await createAccount(database.db, { email, password: PASSWORD }, { emailVerified: true });
    const id = `totp-${userId}`;
    await database.db.insert(mfaFactors).values({
      id,
      userId,
      kind: "totp",
      displayName: "Authenticator app",
      secretEnc: server.keyring.seal(base32Encode(SECRET), factorContext(id)),
      keyId: server.keyring.currentKeyId,
      verifiedAt: new Date(),
    });
    if (withPhone) {
      const smsId = `sms-${userId}`;
      await database.db.insert(mfaFactors).values({
        id: smsId,
        userId,
        kind: "sms",
        displayName: "My Cellphone Number",
        secretEnc: server.keyring.seal(PHONE_BOTH, factorContext(smsId)),
        keyId: server.keyring.currentKeyId,
        verifiedAt: new Date(),
      });
    }
    return userId;
  }

  async function startLogin(email: string) {
    const client = new OidcClient(server);
    const { response, verifier } = await client.authorize();
    const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
    const login = await client.json(`/oidc/interaction/${uid}/login`, { email, password: PASSWORD });
    return { client, uid, verifier, answer: (await login.json()) as Record<string, unknown> };
  }

  async function smsCount(phone: string) {
    return (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone))).length;
  }

  it("asks for the app's code (no text is sent), signs in with it, and refuses the same code again", async () => {
    await userWithTotp("totp@example.com");
    const first = await startLogin("totp@example.com");
    expect(first.answer).toEqual({ mfaRequired: true, factor: { kind: "totp", displayName: "Authenticator app", hint: "" }, methods: ["totp"] });
    expect(await (await first.client.request(`/oidc/interaction/${first.uid}`)).json()).toMatchObject({ mfaRequired: true, methods: ["totp"] });

    const now = Date.now();
    const code = totpCode(SECRET, now);
    const far = hotp(SECRET, stepAt(now) - 5);
    if (far !== code) {
      const wrong = await first.client.json(`/oidc/interaction/${first.uid}/mfa`, { code: far });
      expect(wrong.status).toBe(400);
    }
    const right = await first.client.json(`/oidc/interaction/${first.uid}/mfa`, { code });
    expect(right.status).toBe(200);
    const { redirectTo } = (await right.json()) as { redirectTo: string };
    const callback = await first.client.follow(redirectTo);
    const tokens = await first.client.token({
      grant_type: "authorization_code",
      code: callback.searchParams.get("code")!,
      code_verifier: first.verifier,
      redirect_uri: first.client.redirectUri,
    });
    expect(decodeJwt(String(tokens.body.id_token)).amr).toEqual(["pwd", "otp"]);

    // Replay: the same code (same 30-second step) does not sign in a second time.
    const second = await startLogin("totp@example.com");
    const replay = await second.client.json(`/oidc/interaction/${second.uid}/mfa`, { code });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: { message: string } }).error.message).toMatch(/already used/);
  });

  it("with both factors: the app first, a texted code on request", async () => {
    await userWithTotp("both@example.com", true);
    const { client, uid, answer } = await startLogin("both@example.com");
    expect(answer).toMatchObject({ factor: { kind: "totp" }, methods: ["totp", "sms"] });
    expect(await smsCount(PHONE_BOTH)).toBe(0);

    const resent = await client.json(`/oidc/interaction/${uid}/mfa/resend`, {});
    expect(await resent.json()).toEqual({ mfaRequired: true, factor: { kind: "sms", displayName: "My Cellphone Number", hint: "77" }, methods: ["totp", "sms"] });
    const [sms] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, PHONE_BOTH));
    const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    const right = await client.json(`/oidc/interaction/${uid}/mfa`, { code, method: "sms" });
    expect(right.status).toBe(200);
  });
});
