/**
 * Equivalence: Connect's own gRPC-web client (connect-web) talks to the lean
 * path, and every call gives the same answer through the lean path and through
 * Connect (the Connect protocol, served by connect-node with the same layer).
 */
import { create, equals, fromBinary, toBinary, type DescMethodUnary } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, createClient, type Client, type Transport } from "@connectrpc/connect";
import { createConnectTransport, createGrpcWebTransport } from "@connectrpc/connect-web";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompassService } from "../../src/gen/compass/v1/compass_pb.js";
import type { Role } from "../../src/shared/roles.js";
import { startTestServer, testTokenVerifier, tokenFor, type TestServer } from "../setup/server.js";

let server: TestServer;
let lean: Transport;
let connect: Transport;
let connectGrpcWebJson: Transport;

beforeAll(async () => {
  server = await startTestServer({
    verifyToken: testTokenVerifier,
    handlers: {
      getValueForKey: (req) => {
        if (req.key === "missing") throw new ConnectError("No value for that key", Code.NotFound);
        if (req.key === "boom") throw new Error("SELECT secret FROM vault");
        if (req.key === "slow") return new Promise((r) => setTimeout(() => r({ value: "late" }), 2000));
        return { value: `value of ${req.key} — ünïcødé ✓` };
      },
    },
  });
  lean = createGrpcWebTransport({ baseUrl: server.url, useBinaryFormat: true });
  // connect-web has no gRPC-web-text mode: its JSON mode is served by Connect itself.
  connectGrpcWebJson = createGrpcWebTransport({ baseUrl: server.url, useBinaryFormat: false });
  connect = createConnectTransport({ baseUrl: server.url, useBinaryFormat: true });
});
afterAll(() => server.close());

type Outcome = { ok: true; message: unknown } | { ok: false; code: Code; text: string };

/** gRPC-web text, as the spec's client sends it: base64 of the framed message, by hand. */
async function callText(method: DescMethodUnary, input: object, token?: string): Promise<Outcome> {
  const bytes = toBinary(method.input, create(method.input, input as never));
  const framed = Buffer.concat([Buffer.from([0, 0, 0, 0, 0]), bytes]);
  framed.writeUInt32BE(bytes.length, 1);
  const res = await fetch(`${server.url}/${CompassService.typeName}/${method.name}`, {
    method: "POST",
    headers: { "content-type": "application/grpc-web-text", "x-grpc-web": "1", ...(token ? { "x-api-key": token } : {}) },
    body: framed.toString("base64"),
  });
  const body = Buffer.from(await res.text(), "base64");
  let message: unknown;
  let code = -1;
  let text = "";
  for (let at = 0; at < body.length; ) {
    const len = body.readUInt32BE(at + 1);
    const payload = body.subarray(at + 5, at + 5 + len);
    if (body[at]! & 0x80) {
      const t = payload.toString("latin1");
      code = Number(/grpc-status: (\d+)/.exec(t)![1]);
      text = decodeURIComponent(/grpc-message: (.*)\r\n/.exec(t)?.[1] ?? "");
    } else message = fromBinary(method.output, payload);
    at += 5 + len;
  }
  return code === 0 ? { ok: true, message } : { ok: false, code: code as Code, text };
}

async function call(transport: Transport, method: DescMethodUnary, input: object, token?: string, timeoutMs?: number): Promise<Outcome> {
  try {
    const res = await transport.unary(method, undefined, timeoutMs, token ? { "x-api-key": token } : undefined, create(method.input, input as never), undefined);
    return { ok: true, message: res.message };
  } catch (err) {
    const e = ConnectError.from(err);
    return { ok: false, code: e.code, text: e.rawMessage };
  }
}

const unary = CompassService.methods.filter((m): m is DescMethodUnary => m.methodKind === "unary");
const callers: (Role | null)[] = [null, "standard", "coach", "lender", "partner", "admin"];

describe("lean path and Connect give the same answer", () => {
  // ~3,000 calls: each method's callers and paths at once (they are independent), the methods one
  // after another; a ceiling for a busy machine, not a wait.
  it("for every method, as every kind of caller", { timeout: 180_000 }, async () => {
    for (const method of unary) {
      if (method.name === "Ping") continue; // compared below (its answer holds the clock)
      await Promise.all(
        callers.map(async (role) => {
          const token = role ? tokenFor(role) : undefined;
          const [a, b, c, d] = await Promise.all([
            call(lean, method, {}, token),
            call(connect, method, {}, token),
            callText(method, {}, token),
            call(connectGrpcWebJson, method, {}, token),
          ]);
          expect(a, `${method.name} as ${role ?? "anonymous"}`).toEqual(b);
          expect(c, `${method.name} as ${role ?? "anonymous"} (text)`).toEqual(b);
          expect(d, `${method.name} as ${role ?? "anonymous"} (gRPC-web JSON)`).toEqual(b);
        }),
      );
    }
  });

  it("for Ping", async () => {
    const timestamp = timestampFromDate(new Date("2026-03-04T05:06:07Z"));
    const client = (t: Transport): Client<typeof CompassService> => createClient(CompassService, t);
    const [a, b, c] = await Promise.all([client(lean), client(connect), client(connectGrpcWebJson)].map((cl) => cl.ping({ timestamp })));
    const text = await callText(CompassService.method.ping, { timestamp });
    expect(text.ok && (text.message as { clientTimestamp: unknown }).clientTimestamp).toEqual(timestamp);
    for (const r of [a!, b!, c!]) {
      expect(r.clientTimestamp).toEqual(timestamp);
      expect(r.serverCode).toBe(a!.serverCode);
    }
  });

  it("for a successful answer with non-ASCII text", async () => {
    const method = CompassService.method.getValueForKey;
    const a = await call(lean, method, { key: "k" }, tokenFor("standard"));
    const b = await call(connect, method, { key: "k" }, tokenFor("standard"));
    expect(a.ok && b.ok && equals(method.output, a.message as never, b.message as never)).toBe(true);
    expect(a).toMatchObject({ ok: true, message: { value: "value of k — ünïcødé ✓" } });
  });

  it("for a handler's own error, an unexpected error and a bad token", async () => {
    const method = CompassService.method.getValueForKey;
    for (const [key, token] of [["missing", tokenFor("standard")], ["boom", tokenFor("standard")], ["k", "forged"]] as const) {
      const a = await call(lean, method, { key }, token);
      const b = await call(connect, method, { key }, token);
      expect(a.ok).toBe(false);
      expect({ ...a, text: a.ok ? "" : a.text.replace(/reference [\w-]+/, "reference R") }).toEqual({
        ...b,
        text: b.ok ? "" : b.text.replace(/reference [\w-]+/, "reference R"),
      });
    }
  });

  it("for a deadline", async () => {
    const method = CompassService.method.getValueForKey;
    const a = await call(lean, method, { key: "slow" }, tokenFor("standard"), 200);
    const b = await call(connect, method, { key: "slow" }, tokenFor("standard"), 200);
    expect(a).toMatchObject({ ok: false, code: Code.DeadlineExceeded });
    expect(b).toMatchObject({ ok: false, code: Code.DeadlineExceeded });
  });
});
