/**
 * The Twilio-compatible SMS sender against a local HTTP server (127.0.0.1) that records what it
 * receives: the form POST with basic auth; provider errors, timeouts and refused connections
 * become UNAVAILABLE with a message a user can act on; the log never holds the number, the text
 * or the credentials. Then through StartMfaEnrollment.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Code, ConnectError } from "@connectrpc/connect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config.js";
import { createSmsSender, SMS_SEND_FAILED, twilioSms, type SmsLog } from "../../../src/server/identity/sms.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const SID = "AC00000000000000000000000000000001";
const TOKEN = "super-secret-auth-token";
const FROM = "+15005550006";
const TO = "+12025550143";

let provider: http.Server;
let base: string;
let recorded: Recorded[] = [];
let respond: (res: http.ServerResponse) => void;

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      recorded.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      respond(res);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});
beforeEach(() => {
  recorded = [];
  respond = (res) => res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ sid: "SM123", status: "queued" }));
});

function recordingLog() {
  const lines: string[] = [];
  const log: SmsLog = {
    info: (obj, msg) => void lines.push(JSON.stringify(obj) + msg),
    warn: (obj, msg) => void lines.push(JSON.stringify(obj) + msg),
  };
  return { log, lines };
}

function expectClean(lines: string[]) {
  const all = lines.join("\n");
  for (const secret of [TO, "2025550143", TOKEN, "123456", Buffer.from(`${SID}:${TOKEN}`).toString("base64")]) expect(all).not.toContain(secret);
}

describe("the Twilio sender", () => {
  it("POSTs the form to Messages.json with basic auth", async () => {
    const { log, lines } = recordingLog();
    await twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, baseUrl: base }, log).send({ to: TO, text: "Your Compass verification code is 123456" });
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`);
    expect(request!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({ To: TO, From: FROM, Body: "Your Compass verification code is 123456" });
    expect(lines.join()).toContain("SM123");
    expectClean(lines);
  });

  it("maps a provider error to UNAVAILABLE without logging the number", async () => {
    respond = (res) =>
      res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ code: 21211, message: `The 'To' number ${TO} is not a valid phone number.`, status: 400 }));
    const { log, lines } = recordingLog();
    const err = await twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, baseUrl: base }, log)
      .send({ to: TO, text: "Your Compass verification code is 123456" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectError);
    expect((err as ConnectError).code).toBe(Code.Unavailable);
    expect((err as ConnectError).rawMessage).toBe(SMS_SEND_FAILED);
    expect(lines.join()).toContain("21211");
    expectClean(lines);
  });

  it("gives up after the timeout, and on a refused connection", async () => {
    respond = () => undefined; // never answers
    const { log, lines } = recordingLog();
    const slow = twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, baseUrl: base, timeoutMs: 200 }, log);
    const started = Date.now();
    const err = await slow.send({ to: TO, text: "Your Compass verification code is 123456" }).catch((e: unknown) => e);
    expect((err as ConnectError).code).toBe(Code.Unavailable);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(lines.join()).toContain("timeout");

    const closed = twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, baseUrl: "http://127.0.0.1:1" }, log);
    expect(((await closed.send({ to: TO, text: "x" }).catch((e: unknown) => e)) as ConnectError).code).toBe(Code.Unavailable);
    expectClean(lines);
  });

  it("is chosen by SMS_PROVIDER=twilio; unset keeps the outbox", async () => {
    const env = { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: FROM, SMS_API_BASE_URL: base };
    const config = loadConfig({ SMS_PROVIDER: "twilio", ...env });
    expect(config.identity.sms).toMatchObject({ provider: "twilio", accountSid: SID, from: FROM, apiBaseUrl: base });
    await createSmsSender(config, undefined as never, { count: async () => 1 }).send({ to: TO, text: "hello" });
    expect(recorded).toHaveLength(1);
    expect(loadConfig({}).identity.sms).toEqual({ provider: "outbox" });
    expect(() => loadConfig({ SMS_PROVIDER: "twilio" })).toThrow(/TWILIO_ACCOUNT_SID is required/);
    expect(() => loadConfig({ SMS_PROVIDER: "carrier-pigeon" })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_PROVIDER: "twilio", ...env, TWILIO_FROM: "Compass" })).toThrow(/TWILIO_FROM/);
  });
});

describe("StartMfaEnrollment through the Twilio sender", () => {
  let database: TestDatabase;
  let api: AccountServer;
  beforeAll(async () => {
    database = await testDatabase();
    api = await startAccountServer(database, {
      sms: twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, baseUrl: base, timeoutMs: 2000 }),
      limits: { codeSendInterval: { points: 100, duration: 1 } },
    });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it("texts the code through the provider, and answers UNAVAILABLE when it fails", async () => {
    const client = api.client(await tokenOf(await insertUser(database)));
    await client.startMfaEnrollment({ phoneNumber: "(202) 555-0143" });
    expect(new URLSearchParams(recorded[0]!.body).get("Body")).toMatch(/^Your Compass verification code is \d{6}$/);
    expect(new URLSearchParams(recorded[0]!.body).get("To")).toBe(TO);

    respond = (res) => res.writeHead(503).end("down");
    const err = await client.startMfaEnrollment({ phoneNumber: "(202) 555-0143" }).catch((e: unknown) => ConnectError.from(e));
    expect((err as ConnectError).code).toBe(Code.Unavailable);
    expect((err as ConnectError).rawMessage).toBe(SMS_SEND_FAILED);
  });
});
