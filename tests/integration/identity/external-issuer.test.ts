/**
 * Compass signed in through ANOTHER OpenID Connect issuer (OIDC_ISSUER / OIDC_CLIENT_ID /
 * OIDC_AUDIENCE): a second embedded provider on its own database and port plays the external issuer
 * (as Auth0 or Keycloak would), and the Compass app runs without a provider of its own. Real
 * access tokens (code + PKCE through the issuer's interaction API) are checked against the issuer's
 * discovered JWKS; a subject seen for the first time becomes a STANDARD user linked to it.
 */
import { randomBytes } from "node:crypto";
import { Code, ConnectError, createClient, type Interceptor } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompassService, UserType } from "../../../src/gen/compass/v1/compass_pb.js";
import { createKeyRing } from "../../../src/server/crypto/keyring.js";
import { externalIdentities } from "../../../src/server/db/schema/identity.js";
import { users } from "../../../src/server/db/schema/users.js";
import { createAccount } from "../../../src/server/identity/accounts.js";
import { startCompassServer } from "../../setup/compass.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { freePort, OidcClient, startOidcServer, type OidcServer } from "../../setup/oidc.js";

const PASSWORD = "a long enough passphrase";
const CLIENT_ID = "compass-external";
const AUDIENCE = "https://api.compass.example";

let issuerDb: TestDatabase;
let compassDb: TestDatabase;
let issuer: OidcServer;
let compass: OidcServer;
let issuerPort: number;
const issuerKeyring = createKeyRing(randomBytes(32));
let externalSubject: string;

/** The external issuer (the embedded provider of another deployment) issuing JWTs for `audience`. */
const startIssuer = (audience: string) =>
  startOidcServer(issuerDb, { port: issuerPort, keyring: issuerKeyring, env: { OIDC_CLIENT_ID: CLIENT_ID, OIDC_AUDIENCE: audience } });

function api(token: string) {
  const auth: Interceptor = (next) => (req) => {
    req.header.set("x-api-key", token);
    return next(req);
  };
  return createClient(CompassService, createConnectTransport({ baseUrl: compass.url, useBinaryFormat: true, interceptors: [auth] }));
}

async function accessToken(): Promise<string> {
  const tokens = await new OidcClient(issuer).signIn("owner@example.com", PASSWORD);
  return String(tokens.access_token);
}

beforeAll(async () => {
  [issuerDb, compassDb] = await Promise.all([testDatabase(), testDatabase()]);
  issuerPort = await freePort();
  issuer = await startIssuer(AUDIENCE);
  ({ userId: externalSubject } = await createAccount(issuerDb.db, { email: "owner@example.com", password: PASSWORD }, { emailVerified: true }));
  compass = await startCompassServer(compassDb, {
    env: { OIDC_ISSUER: `${issuer.url}/oidc`, OIDC_CLIENT_ID: CLIENT_ID, OIDC_AUDIENCE: AUDIENCE },
  });
});
afterAll(async () => {
  await compass?.close();
  await issuer?.close();
  await Promise.all([compassDb?.close(), issuerDb?.close()]);
});

describe("an external issuer", () => {
  it("replaces the embedded provider: none at /oidc, and /app-config.json names the issuer and client", async () => {
    expect(compass.config.identity.externalIssuer).toBe(`${issuer.url}/oidc`);
    const discovery = await fetch(`${compass.url}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(404);
    const config = (await (await fetch(`${compass.url}/app-config.json`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ issuer: `${issuer.url}/oidc`, clientId: CLIENT_ID, audience: AUDIENCE, redirectPath: "/auth/callback" });
  });

  it("signs in with the issuer's access token: a STANDARD user linked by subject, the same one on the next call", async () => {
    const token = await accessToken();
    const first = (await api(token).getMyUser({})).user!;
    expect(first.type).toBe(UserType.STANDARD);
    const links = await compassDb.db.select().from(externalIdentities).where(eq(externalIdentities.subject, externalSubject));
    expect(links).toEqual([expect.objectContaining({ issuer: `${issuer.url}/oidc`, subject: externalSubject, userId: first.id })]);

    // Same token again, and a new token from a new sign-in: the same user, no second link.
    expect((await api(token).getMyUser({})).user?.id).toBe(first.id);
    expect((await api(await accessToken()).getMyUser({})).user?.id).toBe(first.id);
    expect(await compassDb.db.select().from(externalIdentities)).toHaveLength(1);
    const [row] = await compassDb.db.select().from(users).where(eq(users.id, first.id));
    expect(row).toMatchObject({ type: "STANDARD" });
  });

  it("refuses the same issuer's token for another audience", async () => {
    await issuer.close();
    issuer = await startIssuer("https://another-api.example");
    try {
      const token = await accessToken();
      const refused = await api(token)
        .getMyUser({})
        .then(
          () => undefined,
          (err: unknown) => ConnectError.from(err),
        );
      expect({ code: refused?.code, message: refused?.rawMessage }).toEqual({ code: Code.Unauthenticated, message: "The access token is not valid." });
    } finally {
      await issuer.close();
      issuer = await startIssuer(AUDIENCE);
    }
    // The issuer for the API again: accepted (the refusal was the audience, not the issuer or keys).
    expect((await api(await accessToken()).getMyUser({})).user?.type).toBe(UserType.STANDARD);
  });
});
