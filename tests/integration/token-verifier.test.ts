/**
 * Access-token checks through the real server (Connect and gRPC-web): every
 * token defect is UNAUTHENTICATED; the caller's row is read on every call (from the
 * database, or the cache the change feed keeps current), so disabling a user or
 * changing their type acts at once — for an external issuer's subjects too.
 */
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { externalIdentities, users } from "../../src/server/db/schema/index.js";
import { emailClaim, emailVerifiedClaim, roleOfUserType } from "../../src/server/identity/token-verifier.js";
import { outboxMessages } from "../../src/server/db/schema/index.js";
import { UserType } from "../../src/gen/compass/v1/compass_pb.js";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { outcome } from "../setup/rpc.js";
import { changesHeard } from "../setup/change-feeds.js";
import { mintAccessToken, newKeyPair, TEST_AUDIENCE, TEST_ISSUER } from "../setup/tokens.js";

let database: TestDatabase;
let api: AccountServer;
let userId: string;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  userId = await insertUser(database, "STANDARD", { firstName: "Ada" });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const now = () => Math.floor(Date.now() / 1000);

describe("access tokens", () => {
  it("accepts a valid access token, in x-api-key and as a Bearer token, on both paths", async () => {
    const token = await tokenOf(userId);
    expect((await api.client(token).getMyUser({})).user?.id).toBe(userId);
    expect((await api.grpcWeb(token).getMyUser({})).user?.id).toBe(userId);
    const res = await fetch(`${api.server.url}/compass.v1.CompassService/GetMyUser`, {
      method: "POST",
      headers: { "content-type": "application/json", "connect-protocol-version": "1", authorization: `Bearer ${token}` },
      body: "{}",
    });
    expect(res.status).toBe(200);
  });

  const defects: [string, () => Promise<string>][] = [
    ["an ID token (typ JWT, nonce, audience = client id)", () => mintAccessToken({ sub: userId, typ: "JWT", aud: "compass-web", claims: { nonce: "n-1" } })],
    ["an ID token for the API audience (typ JWT)", () => mintAccessToken({ sub: userId, typ: "JWT", claims: { nonce: "n-1" } })],
    ["a token without typ", () => mintAccessToken({ sub: userId, typ: null })],
    ["a token for another audience", () => mintAccessToken({ sub: userId, aud: "https://other.example/api" })],
    ["a token from another issuer", () => mintAccessToken({ sub: userId, iss: "https://evil.example/oidc" })],
    ["an unsigned token (alg none)", () => mintAccessToken({ sub: userId, alg: "none" })],
    ["an HS256 token", () => mintAccessToken({ sub: userId, alg: "HS256" })],
    ["a forged signature (another key)", async () => mintAccessToken({ sub: userId, key: (await newKeyPair()).privateKey })],
    ["a token expired beyond the 60 s leeway", () => mintAccessToken({ sub: userId, iat: now() - 3600, exp: now() - 90 })],
    ["a token without sub", () => mintAccessToken({})],
    ["a token for a user that does not exist", () => mintAccessToken({ sub: "00000000-0000-0000-0000-000000000000" })],
    ["a token with a tampered payload", async () => {
      const [h, , s] = (await tokenOf(userId)).split(".");
      const other = Buffer.from(JSON.stringify({ sub: "someone-else", iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: now() + 60, iat: now() })).toString("base64url");
      return `${h}.${other}.${s}`;
    }],
    ["garbage", async () => "not.a.token"],
  ];

  it.each(defects)("refuses %s", async (_name, make) => {
    const token = await make();
    for (const client of [api.client(token), api.grpcWeb(token)]) {
      expect(await outcome(client.getMyUser({}))).toEqual({ code: Code.Unauthenticated, message: "The access token is not valid." });
    }
  });

  it("accepts a token expired within the 60 s leeway", async () => {
    const token = await mintAccessToken({ sub: userId, iat: now() - 600, exp: now() - 30 });
    expect(await outcome(api.client(token).getMyUser({}))).toEqual({ code: "ok" });
  });

  it("refuses a disabled user at once, with a token still valid", async () => {
    const id = await insertUser(database);
    const token = await tokenOf(id);
    expect(await outcome(api.client(token).getMyUser({}))).toEqual({ code: "ok" });
    await setUser(database, id, { enabled: false });
    expect(await outcome(api.client(token).getMyUser({}))).toEqual({ code: Code.Unauthenticated, message: "This account is disabled." });
    expect(await outcome(api.grpcWeb(token).getMyState({}))).toMatchObject({ code: Code.Unauthenticated });
  });

  it("applies a role change on the next call", async () => {
    const id = await insertUser(database);
    const token = await tokenOf(id);
    expect((await outcome(api.client(token).coachGetMyMentees({}))).code).toBe(Code.PermissionDenied);
    await setUser(database, id, { type: "COACH" });
    expect((await outcome(api.client(token).coachGetMyMentees({}))).code).toBe("ok");
    await setUser(database, id, { type: "STANDARD" });
    expect((await outcome(api.client(token).coachGetMyMentees({}))).code).toBe(Code.PermissionDenied);
  });

  it("maps every user type to its role", () => {
    expect(["STANDARD", "ADMIN", "COACH", "LENDER", "BANK", "API", "API_ADMIN"].map((t) => roleOfUserType(t as never))).toEqual([
      "standard", "admin", "coach", "lender", "partner", "api", "api_admin",
    ]);
  });
});

describe("an external issuer (Auth0-style)", () => {
  let external: AccountServer;
  beforeAll(async () => {
    external = await startAccountServer(database, { externalIssuer: TEST_ISSUER });
  });
  afterAll(() => external?.close());

  it("creates a standard user on first sight, linked by subject, with the token's e-mail; the same user after", async () => {
    const token = await mintAccessToken({ sub: "auth0|abc123", typ: "JWT", aud: [TEST_AUDIENCE, `${TEST_ISSUER}/userinfo`], claims: { "https://compass.example/email": "Grace@Example.com" } });
    const first = (await external.client(token).getMyUser({})).user!;
    const again = (await external.client(token).getMyUser({})).user!;
    expect(again.id).toBe(first.id);
    const [link] = await database.db
      .select()
      .from(externalIdentities)
      .where(and(eq(externalIdentities.issuer, TEST_ISSUER), eq(externalIdentities.subject, "auth0|abc123")));
    expect(link!.userId).toBe(first.id);
    const [u] = await database.db.select().from(users).where(eq(users.id, first.id));
    expect(u).toMatchObject({ type: "STANDARD", email: "grace@example.com" });
  });

  it("uses a placeholder e-mail when the token has none, or one another account has", async () => {
    const token = await mintAccessToken({ sub: "auth0|no-email", typ: "at+jwt" });
    const user = (await external.client(token).getMyUser({})).user!;
    const [u] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.email).toMatch(/@users\.invalid$/);
  });

  it("refuses an ID token (nonce) and a JWT for another audience", async () => {
    const idToken = await mintAccessToken({ sub: "auth0|abc123", typ: "JWT", claims: { nonce: "xyz" } });
    expect((await outcome(external.client(idToken).getMyUser({}))).code).toBe(Code.Unauthenticated);
    const other = await mintAccessToken({ sub: "auth0|abc123", typ: "JWT", aud: "compass-web" });
    expect((await outcome(external.client(other).getMyUser({}))).code).toBe(Code.Unauthenticated);
  });

  it("links an invited lender's account at the first sign-in with its verified e-mail, never an unverified one", async () => {
    // The administrator signs in through the issuer too (their account linked to its subject).
    await database.db.insert(externalIdentities).values({ issuer: TEST_ISSUER, subject: "auth0|the-admin", userId: await insertUser(database, "ADMIN") });
    const admin = external.client(await mintAccessToken({ sub: "auth0|the-admin", typ: "JWT" }));
    await admin.adminAddLenderAccount({ lenderAccount: { email: "Ivy.Invited@Example.com", firstName: "Ivy", lastName: "Invited", businessName: "Ivy Loans" } });
    const [ivy] = await database.db.select().from(users).where(eq(users.email, "ivy.invited@example.com"));
    // The invitation asks her to sign in with that address: no set-password link when sign-in is elsewhere.
    const [mail] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "ivy.invited@example.com"));
    expect(mail!.body).toContain("http://compass.test/");
    expect(mail!.body).toContain("ivy.invited@example.com");
    expect(mail!.body).not.toContain("set-password");
    const listed = async () => (await admin.adminListPartnerAccounts({ type: UserType.LENDER })).accounts.find((a) => a.user?.id === ivy!.id)!;
    expect((await listed()).invitationPending).toBe(true);

    // The address, not verified by the issuer: a separate new learner, not Ivy's account.
    const unverified = await mintAccessToken({ sub: "auth0|ivy-unverified", typ: "JWT", claims: { email: "ivy.invited@example.com", email_verified: false } });
    const stranger = (await external.client(unverified).getMyUser({})).user!;
    expect(stranger.id).not.toBe(ivy!.id);
    expect(stranger.type).toBe(UserType.STANDARD);

    // Verified (namespaced claims, as Auth0 adds them): her account, now linked and no longer pending.
    const token = await mintAccessToken({ sub: "auth0|ivy", typ: "JWT", claims: { "https://compass.example/email": "IVY.invited@example.com", "https://compass.example/email_verified": true } });
    const me = (await external.client(token).getMyUser({})).user!;
    expect(me).toMatchObject({ id: ivy!.id, type: UserType.LENDER });
    expect((await listed()).invitationPending).toBe(false);
    expect((await outcome(admin.adminResendInvitation({ userId: ivy!.id }))).code).toBe(Code.FailedPrecondition);

    // Linked once: another subject with the same verified address is not given her account.
    const other = await mintAccessToken({ sub: "auth0|ivy-again", typ: "JWT", claims: { email: "ivy.invited@example.com", email_verified: true } });
    expect((await external.client(other).getMyUser({})).user!.id).not.toBe(ivy!.id);
    expect((await external.client(token).getMyUser({})).user!.id).toBe(ivy!.id);
  });

  it("reads a subject's link once, yet refuses its account at once when disabled, and links the subject afresh once the account is removed", async () => {
    const token = await mintAccessToken({ sub: "auth0|kept", typ: "JWT" });
    const first = (await external.client(token).getMyUser({})).user!;
    // Read once: with the link gone from the table (links are only ever added), the known subject still reaches its account.
    await database.db.delete(externalIdentities).where(and(eq(externalIdentities.issuer, TEST_ISSUER), eq(externalIdentities.subject, "auth0|kept")));
    expect((await external.client(token).getMyUser({})).user!.id).toBe(first.id);
    await database.db.insert(externalIdentities).values({ issuer: TEST_ISSUER, subject: "auth0|kept", userId: first.id });
    // The account's row still comes fresh after a change (the change feed).
    await setUser(database, first.id, { enabled: false });
    expect(await outcome(external.client(token).getMyUser({}))).toEqual({ code: Code.Unauthenticated, message: "This account is disabled." });
    await setUser(database, first.id, { enabled: true, type: "COACH" });
    expect((await external.client(token).getMyUser({})).user!.type).toBe(UserType.COACH);
    // Removed: the subject signs in as a new learner, linked anew.
    await database.db.delete(users).where(eq(users.id, first.id));
    await changesHeard(database);
    const again = (await external.client(token).getMyUser({})).user!;
    expect(again.id).not.toBe(first.id);
    expect(again.type).toBe(UserType.STANDARD);
    const [link] = await database.db.select().from(externalIdentities).where(and(eq(externalIdentities.issuer, TEST_ISSUER), eq(externalIdentities.subject, "auth0|kept")));
    expect(link!.userId).toBe(again.id);
  });

  it("does not hand over an account that was not invited, or whose invitation was accepted", async () => {
    const coachId = await insertUser(database, "COACH");
    const [coach] = await database.db.select().from(users).where(eq(users.id, coachId));
    const token = await mintAccessToken({ sub: "auth0|coach-twin", typ: "JWT", claims: { email: coach!.email, email_verified: true } });
    expect((await external.client(token).getMyUser({})).user!.id).not.toBe(coachId);
  });

  it("reads email_verified only when it is exactly true", () => {
    expect(emailVerifiedClaim({ email_verified: true })).toBe(true);
    expect(emailVerifiedClaim({ "https://x.example/email_verified": true })).toBe(true);
    expect(emailVerifiedClaim({ email_verified: "true" })).toBe(false);
    expect(emailVerifiedClaim({})).toBe(false);
  });

  it("reads e-mail claims, plain or namespaced", () => {
    expect(emailClaim({ email: "A@B.co" })).toBe("a@b.co");
    expect(emailClaim({ "https://x.example/email": "c@d.co" })).toBe("c@d.co");
    expect(emailClaim({ email: "not an address" })).toBeUndefined();
  });
});
