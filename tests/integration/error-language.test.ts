/**
 * The server's error messages in the caller's language (issue #16): an `Accept-Language: es`
 * request gets its refusal in Spanish on Connect, on the lean gRPC-web path and on the sign-in
 * pages' JSON API, with a field path kept as it is; English otherwise (and by default).
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/identity/accounts.js";
import { SERVER_MESSAGES_ES } from "../../src/server/i18n/messages-es.js";
import { RULE_MESSAGES_ES } from "../../src/shared/rule-messages-es.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { OidcClient, startOidcServer, type OidcServer } from "../setup/oidc.js";

let database: TestDatabase;
let api: AccountServer;
let oidc: OidcServer;
let token: string;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  oidc = await startOidcServer(database);
  token = await tokenOf(await insertUser(database, "STANDARD"));
  await createAccount(database.db, { email: "lengua@example.com", password: "a long enough passphrase" }, { emailVerified: true });
});
afterAll(async () => {
  await oidc?.close();
  await api?.close();
  await database?.close();
});

async function refusal(call: Promise<unknown>): Promise<ConnectError> {
  try {
    await call;
  } catch (e) {
    return ConnectError.from(e);
  }
  throw new Error("the call was not refused");
}

const spanish = { headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" } };

describe.each([
  ["Connect", () => api.client(token), () => api.client()],
  ["gRPC-web (lean path)", () => api.grpcWeb(token), () => api.grpcWeb()],
] as const)("RPC refusals over %s", (_path, signedIn, anonymous) => {
  it("come in Spanish when asked", async () => {
    const missing = await refusal(signedIn().getValueForKey({ key: "nothing-here" }, spanish));
    expect(missing.code).toBe(Code.NotFound);
    expect(missing.rawMessage).toBe(SERVER_MESSAGES_ES["Key not found"]);
  });

  it("keep the field path and translate the words after it", async () => {
    const invalid = await refusal(signedIn().putValueForKey({ key: "", value: "x" }, spanish));
    expect(invalid.code).toBe(Code.InvalidArgument);
    expect(invalid.rawMessage).toBe(`key: ${SERVER_MESSAGES_ES["enter a key."]}`);
  });

  it("word a shared rule's problem in a refused document as the forms do, the count of the others too", async () => {
    const competitor = { competitorName: "", productServiceName: "Pan dulce", location: "", strengthWeaknesses: "", priceLevel: 9 };
    const refused = await refusal(signedIn().submitMyBusinessPlan({ plan: { competitors: [competitor] } }, spanish));
    expect(refused.code).toBe(Code.InvalidArgument);
    expect(refused.rawMessage).toBe(
      `plan.competitors[0].competitor_name: ${SERVER_MESSAGES_ES["{0} ({1} more problem after this one)"]!.replace("{0}", RULE_MESSAGES_ES["name the competitor."]!).replace("{1}", "1")}`,
    );
  });

  it("say that sign-in is needed in Spanish", async () => {
    const unauthenticated = await refusal(anonymous().getValueForKey({ key: "k" }, spanish));
    expect(unauthenticated.code).toBe(Code.Unauthenticated);
    expect(unauthenticated.rawMessage).toBe(SERVER_MESSAGES_ES["Sign-in required."]);
  });

  it("stay in English by default and when English is preferred", async () => {
    expect((await refusal(signedIn().getValueForKey({ key: "nothing-here" }))).rawMessage).toBe("Key not found");
    const english = await refusal(signedIn().putValueForKey({ key: "", value: "x" }, { headers: { "accept-language": "en-US,en;q=0.9,es;q=0.8" } }));
    expect(english.rawMessage).toBe("key: enter a key.");
  });
});

describe("the sign-in pages' JSON refusals", () => {
  async function wrongPassword(acceptLanguage?: string) {
    const client = new OidcClient(oidc);
    const { response } = await client.authorize();
    const uid = new URL(response.headers.get("location")!, oidc.url).searchParams.get("interaction")!;
    const answer = await client.request(`/oidc/interaction/${uid}/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: oidc.url, ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) },
      body: JSON.stringify({ email: "lengua@example.com", password: "not the password" }),
    });
    return { status: answer.status, body: (await answer.json()) as { error: { code: string; message: string } } };
  }

  it("come in the page's language", async () => {
    const es = await wrongPassword("es");
    expect(es.status).toBe(401);
    expect(es.body.error.message).toBe(SERVER_MESSAGES_ES["E-mail or password is incorrect."]);
    const en = await wrongPassword();
    expect(en.body.error.message).toBe("E-mail or password is incorrect.");
  });

  it("say in Spanish that a sign-in page has expired", async () => {
    const client = new OidcClient(oidc);
    const answer = await client.request("/oidc/interaction/not-a-real-interaction/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: oidc.url, "accept-language": "es" },
      body: JSON.stringify({ email: "lengua@example.com", password: "whatever" }),
    });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(SERVER_MESSAGES_ES["This sign-in page has expired. Please start again."]);
  });
});
