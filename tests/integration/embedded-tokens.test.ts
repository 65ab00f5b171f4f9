/**
 * The wiring main.ts uses with the embedded provider (buildServer, through startCompassServer): the
 * token verifier reads the provider's public keys from the database (identity/keys.ts) and accepts
 * an access token signed with the provider's signing key.
 */
import { randomBytes } from "node:crypto";
import { createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { importJWK, SignJWT } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CompassService } from "../../src/gen/compass/v1/compass_pb.js";
import { createKeyRing } from "../../src/server/crypto/keyring.js";
import { signingJwks } from "../../src/server/identity/keys.js";
import { insertUser } from "../setup/accounts.js";
import { startCompassServer } from "../setup/compass.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import type { OidcServer } from "../setup/oidc.js";

let database: TestDatabase;
let server: OidcServer;
const keyring = createKeyRing(randomBytes(32));

beforeAll(async () => {
  database = await testDatabase();
  server = await startCompassServer(database, { keyring });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

it("accepts an access token signed with the embedded provider's key", async () => {
  const { issuer, audience } = server.config.identity;
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
