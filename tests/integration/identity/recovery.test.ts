/**
 * Password reset (codes from the outbox, single use, expiry, five wrong tries), e-mail
 * verification links, mail over a real SMTP server (smtp-server in-process), and the first
 * administrator (created once, must change the one-time password at first sign-in).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages, userCredentials, verificationCodes } from "../../../src/server/db/schema/identity.js";
import { keyValues, userStates, users } from "../../../src/server/db/schema/users.js";
import { createAccount, userIdByEmail } from "../../../src/server/identity/accounts.js";
import { isCurrentPassword } from "../../../src/server/identity/step-up.js";
import { ensureFirstAdmin } from "../../../src/server/identity/first-admin.js";
import { outboxMailer } from "../../../src/server/identity/mail.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { freePort, OidcClient, startOidcServer, type OidcServer } from "../../setup/oidc.js";

let database: TestDatabase;
let server: OidcServer;
const PASSWORD = "a long enough passphrase";
const NEW_PASSWORD = "another fine passphrase";

beforeAll(async () => {
  database = await testDatabase();
  server = await startOidcServer(database);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function lastMail(to: string, subject?: string) {
  const [row] = await database.db
    .select()
    .from(outboxMessages)
    .where(subject ? and(eq(outboxMessages.recipient, to), eq(outboxMessages.subject, subject)) : eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row;
}

/** The code of the newest reset mail (sent in the background: waits for it). */
async function codeFor(email: string, after = lastSeen.get(email)): Promise<string> {
  let mail: Awaited<ReturnType<typeof lastMail>>;
  await expect.poll(async () => (mail = await lastMail(email, "Your Compass password reset code"))?.id !== after && mail !== undefined).toBe(true);
  lastSeen.set(email, mail!.id);
  return /\b(\d{6})\b/.exec(mail!.body)![1]!;
}
const lastSeen = new Map<string, string>();

/** Whether the account's password is now this one. */
async function passwordIs(email: string, password: string): Promise<boolean> {
  const userId = await userIdByEmail(database.db, email);
  return userId !== null && (await isCurrentPassword(database.db, userId, password));
}

describe("password reset", () => {
  it("answers the same whether or not the account exists, and mails a code only to a real one", async () => {
    await createAccount(database.db, { email: "reset@example.com", password: PASSWORD }, { emailVerified: true });
    const client = new OidcClient(server);
    const known = await client.json("/oidc/reset/start", { email: "reset@example.com" });
    const unknown = await client.json("/oidc/reset/start", { email: "nobody@example.com" });
    expect([known.status, await known.json()]).toEqual([200, { ok: true }]);
    expect([unknown.status, await unknown.json()]).toEqual([200, { ok: true }]);
    const code = await codeFor("reset@example.com");
    expect(await lastMail("nobody@example.com")).toBeUndefined();
    expect((await lastMail("reset@example.com"))?.subject).toContain("password reset code");
    const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.purpose, "password_reset"));
    expect(row?.codeHash).not.toContain(code);
  });

  it("sets the new password with the code, once", async () => {
    const client = new OidcClient(server);
    await client.json("/oidc/reset/start", { email: "reset@example.com" });
    const code = await codeFor("reset@example.com");
    const finish = await client.json("/oidc/reset/finish", { email: "reset@example.com", code, password: NEW_PASSWORD });
    expect([finish.status, await finish.json()]).toEqual([200, { ok: true }]);
    expect(await passwordIs("reset@example.com", NEW_PASSWORD)).toBe(true);
    const again = await client.json("/oidc/reset/finish", { email: "reset@example.com", code, password: PASSWORD });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("invalid_code");
  });

  it("refuses an expired code, and a code after five wrong tries", async () => {
    const client = new OidcClient(server);
    await client.json("/oidc/reset/start", { email: "reset@example.com" });
    let code = await codeFor("reset@example.com");
    await database.db.execute(sql`update verification_codes set expires_at = now() - interval '1 second' where purpose = 'password_reset' and consumed_at is null`);
    const expired = await client.json("/oidc/reset/finish", { email: "reset@example.com", code, password: PASSWORD });
    expect(expired.status).toBe(400);

    await client.json("/oidc/reset/start", { email: "reset@example.com" });
    code = await codeFor("reset@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const r = await client.json("/oidc/reset/finish", { email: "reset@example.com", code: wrong, password: PASSWORD });
      expect(r.status).toBe(400);
    }
    const right = await client.json("/oidc/reset/finish", { email: "reset@example.com", code, password: PASSWORD });
    expect(right.status).toBe(400);
    expect(await passwordIs("reset@example.com", NEW_PASSWORD)).toBe(true);
  });

  it("keeps the code when the new password breaks the policy, so it can be corrected", async () => {
    const client = new OidcClient(server);
    await client.json("/oidc/reset/start", { email: "reset@example.com" });
    const code = await codeFor("reset@example.com");
    const weak = await client.json("/oidc/reset/finish", { email: "reset@example.com", code, password: "short" });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: { field: string } }).error.field).toBe("password");
    const ok = await client.json("/oidc/reset/finish", { email: "reset@example.com", code, password: PASSWORD });
    expect(ok.status).toBe(200);
  });
});

describe("sign-up through the interaction API", () => {
  it("creates the account without signing it in, mails a confirmation link that works once, then signs in", async () => {
    const client = new OidcClient(server);
    const { response } = await client.authorize({ screen_hint: "signup" });
    const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
    const weak = await client.json(`/oidc/interaction/${uid}/signup`, { email: "new@example.com", password: "short" });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: { field: string } }).error.field).toBe("password");
    const signup = await client.json(`/oidc/interaction/${uid}/signup`, { email: "new@example.com", password: PASSWORD });
    expect([signup.status, await signup.json()]).toEqual([200, { verificationSent: true }]);
    await expect.poll(async () => (await lastMail("new@example.com"))?.body ?? "").toMatch(/verify-email\?token=/);
    // Not usable before the address is confirmed: signing in mails a new link instead.
    await expect(new OidcClient(server).signIn("new@example.com", PASSWORD)).rejects.toThrow(/email_not_verified/);
    const mail = await lastMail("new@example.com");
    const link = /(http\S+verify-email\?token=\S+)/.exec(mail!.body)![1]!;
    const verified = await fetch(link, { redirect: "manual" });
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toBe(`${server.url}/auth/email-verified`);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "new@example.com"));
    const [state] = await database.db.select().from(userStates).where(eq(userStates.userId, user!.id));
    expect(state?.hasVerifiedEmailAddress).toBe(true);
    const reused = await fetch(link, { redirect: "manual" });
    expect(reused.headers.get("location")).toBe(`${server.url}/auth/email-not-verified`);
    await expect(new OidcClient(server).signIn("new@example.com", PASSWORD)).resolves.toHaveProperty("access_token");
  });
});

describe("in the user's language (issue #16)", () => {
  it("writes a sign-up made in Spanish in Spanish, keeps the language for the account, and writes its reset code and notices in Spanish", async () => {
    const client = new OidcClient(server);
    const { response } = await client.authorize({ screen_hint: "signup" });
    const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
    const signup = await client.json(`/oidc/interaction/${uid}/signup`, { email: "nueva@example.com", password: PASSWORD, language: "es" });
    expect(signup.status).toBe(200);
    await expect.poll(async () => (await lastMail("nueva@example.com"))?.subject ?? "").toBe("Confirme su correo electrónico para Compass");
    expect((await lastMail("nueva@example.com"))!.body).toMatch(/^Le damos la bienvenida a Compass\.[\s\S]*verify-email\?token=/);
    const userId = (await userIdByEmail(database.db, "nueva@example.com"))!;
    const [setting] = await database.db.select().from(keyValues).where(and(eq(keyValues.userId, userId), eq(keyValues.key, "language")));
    expect(setting?.value).toBe("es");

    // Signing up again with the address: the notice to the owner is in their language.
    const again = await client.json(`/oidc/interaction/${uid}/signup`, { email: "nueva@example.com", password: PASSWORD, language: "en" });
    expect(again.status).toBe(200);
    await expect.poll(async () => (await lastMail("nueva@example.com"))?.subject ?? "").toBe("Usted ya tiene una cuenta de Compass");

    // The reset code, then the notice that the password was reset.
    await database.db.update(userStates).set({ hasVerifiedEmailAddress: true }).where(eq(userStates.userId, userId));
    await new OidcClient(server).json("/oidc/reset/start", { email: "nueva@example.com" });
    await expect.poll(async () => (await lastMail("nueva@example.com"))?.subject ?? "").toBe("Su código para restablecer la contraseña de Compass");
    expect((await lastMail("nueva@example.com"))!.body).toMatch(/^Su código para restablecer su contraseña de Compass es \d{6}\./);
  });

  it("writes to an account without a language setting in English, and an unknown language is not kept", async () => {
    const client = new OidcClient(server);
    const { response } = await client.authorize({ screen_hint: "signup" });
    const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
    await client.json(`/oidc/interaction/${uid}/signup`, { email: "plain@example.com", password: PASSWORD, language: "xx" });
    await expect.poll(async () => (await lastMail("plain@example.com"))?.subject ?? "").toBe("Confirm your e-mail address for Compass");
    const userId = (await userIdByEmail(database.db, "plain@example.com"))!;
    expect(await database.db.select().from(keyValues).where(eq(keyValues.userId, userId))).toEqual([]);
  });
});

describe("the outbox", () => {
  it("keeps the mail and logs neither the address nor the body", async () => {
    const lines: string[] = [];
    const mailer = outboxMailer(database.db, { info: (obj, msg) => lines.push(`${msg} ${JSON.stringify(obj)}`) });
    await mailer.send({ to: "private@example.com", subject: "Secret subject", text: "code 123456" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("mail kept in the outbox");
    expect(lines[0]).not.toMatch(/private@example\.com|123456|Secret/);
    expect((await lastMail("private@example.com"))?.body).toBe("code 123456");
  });
});

describe("mail over SMTP", () => {
  it("sends through the SMTP server of SMTP_URL instead of the outbox", async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      onData(stream, _session, done) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push(data);
          done();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
    const smtpServer = await startOidcServer(database, { keyring: server.keyring, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Compass <no-reply@example.com>" } });
    try {
      await createAccount(database.db, { email: "smtp@example.com", password: PASSWORD });
      const client = new OidcClient(smtpServer);
      const r = await client.json("/oidc/reset/start", { email: "smtp@example.com" });
      expect(r.status).toBe(200);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toContain("To: smtp@example.com");
      expect(received[0]).toMatch(/Your code to reset your Compass password is \d{6}/);
      expect(await lastMail("smtp@example.com")).toBeUndefined();
    } finally {
      await smtpServer.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe("the first administrator", () => {
  it("is created once (even by concurrent starts) and must change the one-time password at first sign-in", async () => {
    const printed: string[] = [];
    const options = { email: "Boss@Example.com", publicUrl: server.url, print: (t: string) => printed.push(t) };
    const results = await Promise.all([ensureFirstAdmin(database.db, options), ensureFirstAdmin(database.db, options)]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await ensureFirstAdmin(database.db, options)).toEqual({ created: false });
    expect(printed).toHaveLength(1);
    const password = /password:\s+(\S+)/.exec(printed[0]!)![1]!;
    const admins = await database.db.select().from(users).where(eq(users.type, "ADMIN"));
    expect(admins.map((a) => a.email)).toEqual(["boss@example.com"]);
    const [cred] = await database.db.select().from(userCredentials).where(and(eq(userCredentials.userId, admins[0]!.id)));
    expect(cred?.mustChangePassword).toBe(true);

    const client = new OidcClient(server);
    const { response, verifier } = await client.authorize();
    const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
    const login = await client.json(`/oidc/interaction/${uid}/login`, { email: "boss@example.com", password });
    expect(await login.json()).toEqual({ changePassword: true });
    const details = await client.request(`/oidc/interaction/${uid}`);
    expect(await details.json()).toMatchObject({ changePassword: true });
    const change = await client.json(`/oidc/interaction/${uid}/change-password`, { password: NEW_PASSWORD });
    const { redirectTo } = (await change.json()) as { redirectTo: string };
    const callback = await client.follow(redirectTo);
    const tokens = await client.token({ grant_type: "authorization_code", code: callback.searchParams.get("code")!, code_verifier: verifier, redirect_uri: client.redirectUri });
    expect(tokens.status).toBe(200);
    expect(await passwordIs("boss@example.com", NEW_PASSWORD)).toBe(true);
    const [after] = await database.db.select().from(userCredentials).where(eq(userCredentials.userId, admins[0]!.id));
    expect(after?.mustChangePassword).toBe(false);
  });

  it("cannot skip the password change by calling change-password without a verified login", async () => {
    const client = new OidcClient(server);
    const { response } = await client.authorize();
    const uid = new URL(response.headers.get("location")!, server.url).searchParams.get("interaction")!;
    const change = await client.json(`/oidc/interaction/${uid}/change-password`, { password: NEW_PASSWORD });
    expect(change.status).toBe(412);
  });
});

describe("invitations (ADR 0022)", () => {
  it("set the invited account's password through POST /oidc/invitation/finish, once; a bad link gets one answer", async () => {
    const [row] = await database.db.insert(users).values({ type: "LENDER", email: "invited@example.com", firstName: "Ivy" }).returning({ id: users.id });
    await database.db.insert(userStates).values({ userId: row!.id });
    const { sendInvitation } = await import("../../../src/server/identity/invitations.js");
    await sendInvitation({ db: database.db, mailer: outboxMailer(database.db), publicUrl: server.url }, row!.id);
    // Nobody knows the invitee's language yet: the mail says it in English and in Spanish.
    const mail = await lastMail("invited@example.com", "You are invited to Compass · Invitación a Compass");
    expect(mail!.body).toContain("Set your password here");
    expect(mail!.body).toContain("Cree su contraseña aquí");
    const token = decodeURIComponent(/\/set-password\?token=(\S+)/.exec(mail!.body)![1]!);
    const client = new OidcClient(server);
    const weak = await client.json("/oidc/invitation/finish", { token, password: "short" });
    expect(weak.status).toBe(400);
    const ok = await client.json("/oidc/invitation/finish", { token, password: NEW_PASSWORD });
    expect([ok.status, await ok.json()]).toEqual([200, { ok: true }]);
    expect(await passwordIs("invited@example.com", NEW_PASSWORD)).toBe(true);
    const again = await client.json("/oidc/invitation/finish", { token, password: NEW_PASSWORD });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { message: "This invitation link is not valid or has expired. Ask your administrator to send a new one." } });
    const forged = await client.json("/oidc/invitation/finish", { token: "x".repeat(43), password: NEW_PASSWORD });
    expect(await forged.json()).toEqual(await (await client.json("/oidc/invitation/finish", { token: "y".repeat(43), password: NEW_PASSWORD })).json());
  });

  it("come in the invitee's language when their account has one", async () => {
    const [row] = await database.db.insert(users).values({ type: "BANK", email: "invitada@example.com", firstName: "Inés" }).returning({ id: users.id });
    await database.db.insert(userStates).values({ userId: row!.id });
    const { rememberLanguage } = await import("../../../src/server/identity/user-language.js");
    await rememberLanguage(database.db, row!.id, "es");
    const { sendInvitation } = await import("../../../src/server/identity/invitations.js");
    await sendInvitation({ db: database.db, mailer: outboxMailer(database.db), publicUrl: server.url }, row!.id);
    const mail = await lastMail("invitada@example.com");
    expect(mail!.subject).toBe("Invitación a Compass");
    expect(mail!.body).toContain("Hola, Inés:");
    expect(mail!.body).toContain("como banco aliado");
    expect(mail!.body).not.toContain("Set your password");
  });
});
