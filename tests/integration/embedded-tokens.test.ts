/**
 * The wiring main.ts uses with the embedded provider: the token verifier reads
 * the provider's public keys from the database (identity/keys.ts) and accepts
 * an access token signed with the provider's signing key.
 */
import { randomBytes } from "node:crypto";
import { createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { importJWK, SignJWT } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CompassService } from "../../src/gen/compass/v1/compass_pb.js";
import { createKeyRing } from "../../src/server/crypto/keyring.js";
import { publicJwks, signingJwks } from "../../src/server/identity/keys.js";
import { createRateLimits } from "../../src/server/identity/rate-limits.js";
import { createTokenVerifier, refreshingLocalJwks } from "../../src/server/identity/token-verifier.js";
import { accountService } from "../../src/server/rpc/account/account-service.js";
import { insertUser } from "../setup/accounts.js";
import { startTestServerOn, testDatabase, type TestDatabase } from "../setup/database.js";
import { testConfig, type TestServer } from "../setup/server.js";

let database: TestDatabase;
let server: TestServer;
const keyring = createKeyRing(randomBytes(32));
const { issuer, audience } = testConfig().identity;

beforeAll(async () => {
  database = await testDatabase();
  const verifyToken = createTokenVerifier({ db: database.db, issuer, audience, getKey: refreshingLocalJwks(() => publicJwks(database.db, keyring)) });
  server = await startTestServerOn(database, {
    verifyToken,
    handlers: accountService({ db: database.db, keyring, limits: createRateLimits(database.pool) }),
  });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

it("accepts an access token signed with the embedded provider's key", async () => {
  const userId = await insertUser(database, "STANDARD", { firstName: "Embedded" });
  const [jwk] = (await signingJwks(database.db, keyring)).keys;
  const key = await importJWK(jwk!, "RS256");
  const token = await new SignJWT({ client_id: "compass-web", scope: "openid" })
    .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid: jwk!.kid })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(key);
  const client = createClient(CompassService, createConnectTransport({ baseUrl: server.url, interceptors: [(next) => (req) => (req.header.set("x-api-key", token), next(req))] }));
  expect((await client.getMyUser({})).user?.profile?.firstName).toBe("Embedded");
});
