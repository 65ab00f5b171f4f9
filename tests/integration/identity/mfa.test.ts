/**
 * The SMS second factor at sign-in: a verified factor turns a correct password into
 * { mfaRequired }, the code arrives by SMS (outbox), a wrong code is refused, the right one signs
 * in (amr pwd+sms), and a user without a factor signs in as before.
 */
import { desc, eq, and } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mfaFactors, outboxMessages } from "../../../src/server/db/schema/identity.js";
import { createAccount } from "../../../src/server/identity/accounts.js";
import { factorContext } from "../../../src/server/identity/interactions-mfa.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { OidcClient, startOidcServer, type OidcServer } from "../../setup/oidc.js";

let database: TestDatabase;
let server: OidcServer;
const PASSWORD = "a long enough passphrase";
const PHONE = "+15555550142";

beforeAll(async () => {
  database = await testDatabase();
  server = await startOidcServer(database);
  const { userId } = await createAccount(database.db, { email: "two-step@example.com", password: PASSWORD });
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
    expect(await login.json()).toEqual({ mfaRequired: true, factor: { displayName: "My Cellphone Number", hint: "42" } });
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
