/**
 * The account-takeover holes of the identity review (issue: Wave 2 · 0, item 1 and the low items),
 * through the whole server (provider, interaction API, token verifier, RPCs) on a test database:
 * the pre-account hijack sequence, sign-up that reveals nothing, sessions ended by a reset, a
 * confirmed address or a password change, refresh tokens consumed once, the disabled account's
 * answer, and wrong passwords that slow the guesser but not the owner.
 */
import { createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { Code } from "@connectrpc/connect";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompassService } from "../../../src/gen/compass/v1/compass_pb.js";
import { outboxMessages } from "../../../src/server/db/schema/identity.js";
import { userStates, users } from "../../../src/server/db/schema/users.js";
import { createAccount, userIdByEmail } from "../../../src/server/identity/accounts.js";
import { SESSION_ENDED } from "../../../src/server/identity/token-verifier.js";
import { startCompassServer } from "../../setup/compass.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { OidcClient, type OidcServer } from "../../setup/oidc.js";
import { outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let server: OidcServer;
const PASSWORD = "a long enough passphrase";
const OWNER_PASSWORD = "the owner's own passphrase";

beforeAll(async () => {
  database = await testDatabase();
  // Every client here is 127.0.0.1 unless X-Forwarded-For says otherwise (TRUST_PROXY). The server
  // hears the database's change notifications late, as a busy instance may: an answer that ended
  // sessions must still not let the next call through on a cached row (ADR 0027).
  server = await startCompassServer(database, {
    env: { TRUST_PROXY: "true" },
    feedLagMs: 250,
    limits: { loginIp: { points: 10_000, duration: 900 }, resetIp: { points: 10_000, duration: 3600 }, signUp: { points: 10_000, duration: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const api = (token: string) =>
  createClient(CompassService, createConnectTransport({ baseUrl: server.url, interceptors: [(next) => (req) => (req.header.set("x-api-key", token), next(req))] }));

async function mails(to: string) {
  return database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.createdAt));
}

/** The newest mail to `to` whose body matches, waiting for background sends. */
async function mailMatching(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  let match: RegExpExecArray | null = null;
  await expect
    .poll(async () => {
      for (const m of await mails(to)) {
        match = pattern.exec(m.body);
        if (match) return true;
      }
      return false;
    })
    .toBe(true);
  return match!;
}

async function interactionOf(client: OidcClient, params: Record<string, string> = {}) {
  const { response, verifier } = await client.authorize(params);
  return { uid: new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!, verifier };
}

async function signUp(email: string, password: string) {
  const client = new OidcClient(server);
  const { uid } = await interactionOf(client, { screen_hint: "signup" });
  const r = await client.json(`/oidc/interaction/${uid}/signup`, { email, password });
  return { status: r.status, body: await r.json() };
}

async function resetPassword(email: string, password: string) {
  const client = new OidcClient(server);
  const before = (await mails(email)).length;
  expect((await client.json("/oidc/reset/start", { email })).status).toBe(200);
  await expect.poll(async () => (await mails(email)).length).toBeGreaterThan(before);
  const code = /is (\d{6})\./.exec((await mails(email))[0]!.body)![1]!;
  const finish = await client.json("/oidc/reset/finish", { email, code, password });
  expect(finish.status).toBe(200);
}

const markVerified = async (email: string) => {
  const userId = (await userIdByEmail(database.db, email))!;
  await database.db.update(userStates).set({ hasVerifiedEmailAddress: true }).where(eq(userStates.userId, userId));
  return userId;
};

describe("sign-up", () => {
  it("answers the same for a new and an existing address, signs no one in, and tells only the owner", async () => {
    const fresh = await signUp("first.time@example.com", PASSWORD);
    const again = await signUp("First.Time@Example.com", "a different passphrase");
    expect(fresh).toEqual({ status: 200, body: { verificationSent: true } });
    expect(again).toEqual(fresh);
    await mailMatching("first.time@example.com", /verify-email\?token=/);
    await mailMatching("first.time@example.com", /already has an account[\s\S]*reset-password/);
  });

  it("leaves the account unusable until the address is confirmed", async () => {
    await signUp("unconfirmed@example.com", PASSWORD);
    await expect(new OidcClient(server).signIn("unconfirmed@example.com", PASSWORD)).rejects.toThrow(/403.*email_not_verified/);
  });
});

describe("the pre-account hijack", () => {
  it("after the owner's reset, the earlier holder's refresh token and access token are refused", async () => {
    // The attacker signs up with the victim's address and, somehow holding the account, is signed in.
    await signUp("victim@example.com", PASSWORD);
    await markVerified("victim@example.com");
    const attacker = new OidcClient(server);
    const tokens = await attacker.signIn("victim@example.com", PASSWORD);
    const stolen = api(String(tokens.access_token));
    await stolen.updateMyProfile({ profile: { firstName: "Mallory" }, updateMask: { paths: ["first_name"] } });
    expect((await stolen.getMyProfile({})).profile?.firstName).toBe("Mallory");

    // The real owner recovers the address with a mailed code.
    await resetPassword("victim@example.com", OWNER_PASSWORD);

    expect(await outcome(stolen.getMyProfile({}))).toEqual({ code: Code.Unauthenticated, message: SESSION_ENDED });
    const refreshed = await attacker.token({ grant_type: "refresh_token", refresh_token: String(tokens.refresh_token) });
    expect([refreshed.status, refreshed.body.error]).toEqual([400, "invalid_grant"]);
    // The owner signs in with the new password; the old one is gone; the owner was told.
    const owner = await new OidcClient(server).signIn("victim@example.com", OWNER_PASSWORD);
    expect((await api(String(owner.access_token)).getMyUser({})).user?.id).toBe(await userIdByEmail(database.db, "victim@example.com"));
    await expect(new OidcClient(server).signIn("victim@example.com", PASSWORD)).rejects.toThrow(/401/);
    await mailMatching("victim@example.com", /password of your Compass account was reset/);
  });

  it("confirming the address ends every session that existed before", async () => {
    const { userId } = await createAccount(database.db, { email: "confirm-late@example.com", password: PASSWORD });
    await markVerified("confirm-late@example.com");
    const earlier = await new OidcClient(server).signIn("confirm-late@example.com", PASSWORD);
    expect((await api(String(earlier.access_token)).getMyUser({})).user?.id).toBe(userId);
    await database.db.update(userStates).set({ hasVerifiedEmailAddress: false }).where(eq(userStates.userId, userId));
    // Signing in unconfirmed mails a link; opening it confirms the address.
    await expect(new OidcClient(server).signIn("confirm-late@example.com", PASSWORD)).rejects.toThrow(/email_not_verified/);
    const [link] = await mailMatching("confirm-late@example.com", /http\S+verify-email\?token=\S+/);
    expect((await fetch(link, { redirect: "manual" })).headers.get("location")).toBe(`${server.url}/auth/email-verified`);
    expect(await outcome(api(String(earlier.access_token)).getMyUser({}))).toMatchObject({ code: Code.Unauthenticated });
    const refreshed = await new OidcClient(server).token({ grant_type: "refresh_token", refresh_token: String(earlier.refresh_token) });
    expect(refreshed.status).toBe(400);
  });

  it("a password change ends every session too", async () => {
    await createAccount(database.db, { email: "changer@example.com", password: PASSWORD }, { emailVerified: true });
    const other = await new OidcClient(server).signIn("changer@example.com", PASSWORD);
    const here = await new OidcClient(server).signIn("changer@example.com", PASSWORD);
    await api(String(here.access_token)).changeMyPassword({ currentPassword: PASSWORD, newPassword: OWNER_PASSWORD });
    expect(await outcome(api(String(other.access_token)).getMyUser({}))).toEqual({ code: Code.Unauthenticated, message: SESSION_ENDED });
    const refreshed = await new OidcClient(server).token({ grant_type: "refresh_token", refresh_token: String(other.refresh_token) });
    expect(refreshed.status).toBe(400);
    await mailMatching("changer@example.com", /password of your Compass account was changed/);
  });
});

describe("refresh tokens", () => {
  it("are consumed once: two concurrent uses never fork the rotation chain", async () => {
    await createAccount(database.db, { email: "racer@example.com", password: PASSWORD }, { emailVerified: true });
    const client = new OidcClient(server);
    const tokens = await client.signIn("racer@example.com", PASSWORD);
    const use = () => new OidcClient(server).token({ grant_type: "refresh_token", refresh_token: String(tokens.refresh_token) });
    const results = await Promise.all([use(), use(), use()]);
    const winners = results.filter((r) => r.status === 200);
    expect(winners.length).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.error === "invalid_grant")).toBe(true);
    // Reuse revokes the grant: the winner's new refresh token does not work either.
    for (const w of winners) {
      const next = await new OidcClient(server).token({ grant_type: "refresh_token", refresh_token: String(w.body.refresh_token) });
      expect(next.status).toBe(400);
    }
  });
});

describe("wrong passwords", () => {
  const attempt = async (client: OidcClient, email: string, password: string, ip: string) => {
    const { uid } = await interactionOf(client);
    const r = await client.request(`/oidc/interaction/${uid}/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": ip },
      body: JSON.stringify({ email, password }),
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };

  it("answer a disabled account's right password like a wrong one", async () => {
    const { userId } = await createAccount(database.db, { email: "disabled@example.com", password: PASSWORD }, { emailVerified: true });
    await database.db.update(users).set({ enabled: false }).where(eq(users.id, userId));
    const right = await attempt(new OidcClient(server), "disabled@example.com", PASSWORD, "10.3.0.1");
    const wrong = await attempt(new OidcClient(server), "disabled@example.com", "not the password", "10.3.0.2");
    expect(right).toEqual(wrong);
    expect(right.status).toBe(401);
  });

  it("pause only new devices after many failures from many addresses; the owner's device and the mailed unlock link get past", async () => {
    await createAccount(database.db, { email: "besieged@example.com", password: PASSWORD }, { emailVerified: true });
    const ownerDevice = new OidcClient(server);
    await ownerDevice.signIn("besieged@example.com", PASSWORD);
    expect(ownerDevice.jar.cookies.has("compass_device")).toBe(true);
    for (let i = 0; i < 20; i++) {
      expect((await attempt(new OidcClient(server), "besieged@example.com", `wrong guess ${i}`, `10.4.${i}.1`)).status).toBe(401);
    }
    // A new browser with the right password is paused; the owner's browser is not.
    expect((await attempt(new OidcClient(server), "besieged@example.com", PASSWORD, "10.5.0.1")).status).toBe(401);
    // (The owner's browser, signed out: only its device cookie is left.)
    const ownerAgain = new OidcClient(server);
    ownerAgain.jar.cookies.set("compass_device", ownerDevice.jar.cookies.get("compass_device")!);
    expect((await attempt(ownerAgain, "besieged@example.com", PASSWORD, "10.5.0.2")).body).toHaveProperty("redirectTo");
    // The owner was mailed once; the link lifts the pause and makes that browser known.
    const notices = (await mails("besieged@example.com")).filter((m) => m.subject.includes("paused"));
    expect(notices).toHaveLength(1);
    const link = /http\S+\/oidc\/unlock\?token=\S+/.exec(notices[0]!.body)![0];
    const newBrowser = new OidcClient(server);
    const opened = await newBrowser.request(link);
    expect(opened.headers.get("location")).toBe(`${server.url}/auth/account-unlocked`);
    const unlocked = new OidcClient(server);
    unlocked.jar.cookies.set("compass_device", newBrowser.jar.cookies.get("compass_device")!);
    expect((await attempt(unlocked, "besieged@example.com", PASSWORD, "10.5.0.3")).body).toHaveProperty("redirectTo");
    // The link works once.
    expect((await new OidcClient(server).request(link)).headers.get("location")).toBe(`${server.url}/auth/unlock-failed`);
  });

  it("never lock the owner out from a single guessing address", async () => {
    await createAccount(database.db, { email: "owner@example.com", password: PASSWORD }, { emailVerified: true });
    for (let i = 0; i < 8; i++) await attempt(new OidcClient(server), "owner@example.com", `guess ${i}`, "10.6.6.6");
    expect((await attempt(new OidcClient(server), "owner@example.com", PASSWORD, "10.6.6.6")).status).toBe(401);
    expect((await attempt(new OidcClient(server), "owner@example.com", PASSWORD, "10.7.7.7")).body).toHaveProperty("redirectTo");
    const rows = await database.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, "owner@example.com")));
    expect(rows.filter((m) => m.subject.includes("paused"))).toHaveLength(0);
  });
});
