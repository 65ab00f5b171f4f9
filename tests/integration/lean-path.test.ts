/**
 * The lean unary gRPC-web path on the wire: framing, text encoding, limits,
 * deadlines and error trailers, through the real server with raw HTTP.
 */
import http from "node:http";
import { create, toBinary } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GetValueForKeyRequestSchema, PingRequestSchema } from "../../src/gen/compass/v1/compass_pb.js";
import { frame } from "../../src/server/rpc/unary-grpc-web.js";
import { startTestServer, testTokenVerifier, tokenFor, type TestServer } from "../setup/server.js";

const LIMIT = 2048;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    {
      verifyToken: testTokenVerifier,
      handlers: {
        // A slow method that honours its deadline signal.
        async getValueForKey(req, ctx) {
          const ms = Number(req.key) || 0;
          await new Promise((resolve, reject) => {
            const t = setTimeout(resolve, ms);
            ctx.signal.addEventListener("abort", () => {
              clearTimeout(t);
              reject(ctx.signal.reason);
            });
          });
          return { value: `slept ${ms}` };
        },
        // A method whose implementation fails unexpectedly, with internals in the message.
        async deleteValueForKey() {
          throw new Error('relation "key_values" violates constraint; SELECT * FROM users WHERE token = $1');
        },
        async putValueForKey() {
          throw new ConnectError("Coach not found", Code.NotFound);
        },
      },
    },
    { RPC_READ_MAX_BYTES: String(LIMIT), RPC_MAX_TIMEOUT_MS: "1000" },
  );
});
afterAll(() => server.close());

interface Answer {
  status: number;
  contentType: string | undefined;
  data?: Buffer;
  grpcStatus?: number;
  grpcMessage?: string;
}

function parse(status: number, contentType: string | undefined, raw: Buffer): Answer {
  const body = contentType?.startsWith("application/grpc-web-text") ? Buffer.from(raw.toString("latin1"), "base64") : raw;
  const answer: Answer = { status, contentType };
  for (let at = 0; at < body.length; ) {
    const flags = body[at]!;
    const len = body.readUInt32BE(at + 1);
    const payload = body.subarray(at + 5, at + 5 + len);
    if (flags & 0x80) {
      const text = payload.toString("latin1");
      answer.grpcStatus = Number(/grpc-status: (\d+)/.exec(text)?.[1]);
      const m = /grpc-message: (.*)\r\n/.exec(text)?.[1];
      if (m !== undefined) answer.grpcMessage = decodeURIComponent(m);
    } else answer.data = payload;
    at += 5 + len;
  }
  return answer;
}

/** Sends a body in the given pieces, pausing between them, and reads the whole answer. */
function send(method: string, pieces: (Buffer | string)[], headers: Record<string, string> = {}, pauseMs = 20): Promise<Answer> {
  const url = new URL(`${server.url}/compass.v1.CompassService/${method}`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", headers: { "content-type": "application/grpc-web+proto", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve(parse(res.statusCode!, res.headers["content-type"], Buffer.concat(chunks))));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    void (async () => {
      for (const [i, piece] of pieces.entries()) {
        if (i > 0) await new Promise((r) => setTimeout(r, pauseMs));
        if (!req.destroyed) req.write(piece);
      }
      req.end();
    })();
  });
}

const ping = () => Buffer.from(toBinary(PingRequestSchema, create(PingRequestSchema, {})));
const getValue = (key: string) => Buffer.from(toBinary(GetValueForKeyRequestSchema, create(GetValueForKeyRequestSchema, { key })));
const auth = { "x-api-key": tokenFor("standard") };

describe("lean gRPC-web path", () => {
  it("answers a binary call with a data frame then an OK trailer", async () => {
    const a = await send("Ping", [frame(0, ping())]);
    expect(a).toMatchObject({ status: 200, contentType: "application/grpc-web+proto", grpcStatus: 0 });
    expect(a.data).toBeDefined();
  });

  it("answers a text call in text", async () => {
    const a = await send("Ping", [frame(0, ping()).toString("base64")], { "content-type": "application/grpc-web-text" });
    expect(a).toMatchObject({ status: 200, contentType: "application/grpc-web-text+proto", grpcStatus: 0 });
  });

  it("reads a text body with line breaks, missing padding, or separately padded chunks", async () => {
    const whole = frame(0, ping()).toString("base64");
    const wrapped = whole.replace(/(.{4})/g, "$1\r\n");
    const unpadded = whole.replace(/=+$/, "");
    const header = frame(0, ping()).subarray(0, 5).toString("base64");
    const rest = frame(0, ping()).subarray(5).toString("base64");
    for (const body of [wrapped, unpadded, header + rest]) {
      const a = await send("Ping", [body], { "content-type": "application/grpc-web-text" });
      expect(a.grpcStatus).toBe(0);
    }
  });

  it("reads a body that arrives in several pieces, split inside the frame header", async () => {
    const body = frame(0, getValue("0"));
    const a = await send("GetValueForKey", [body.subarray(0, 2), body.subarray(2, 7), body.subarray(7)], auth);
    expect(a.grpcStatus).toBe(0);
  });

  it("reads a text body split mid-quantum", async () => {
    const text = frame(0, ping()).toString("base64");
    const a = await send("Ping", [text.slice(0, 3), text.slice(3, 9), text.slice(9)], { "content-type": "application/grpc-web-text" });
    expect(a.grpcStatus).toBe(0);
  });

  it("puts UNAUTHENTICATED in the trailer for a signed-in method called anonymously", async () => {
    const a = await send("GetMyUser", [frame(0, Buffer.alloc(0))]);
    expect(a).toMatchObject({ status: 200, grpcStatus: Code.Unauthenticated });
    expect(a.data).toBeUndefined();
  });

  it("refuses a forged token", async () => {
    const a = await send("GetMyUser", [frame(0, Buffer.alloc(0))], { "x-api-key": "forged" });
    expect(a.grpcStatus).toBe(Code.Unauthenticated);
  });

  it("puts PERMISSION_DENIED in the trailer for a role the method does not admit", async () => {
    const a = await send("AdminGetUser", [frame(0, Buffer.alloc(0))], auth);
    expect(a.grpcStatus).toBe(Code.PermissionDenied);
  });

  it("answers UNIMPLEMENTED, naming the method, for a method that has not landed", async () => {
    const a = await send("GetMyUser", [frame(0, Buffer.alloc(0))], auth);
    expect(a.grpcStatus).toBe(Code.Unimplemented);
    expect(a.grpcMessage).toContain("GetMyUser");
  });

  it("answers UNIMPLEMENTED for a method the service does not have", async () => {
    const a = await send("DropEverything", [frame(0, Buffer.alloc(0))], auth);
    expect(a.grpcStatus).toBe(Code.Unimplemented);
  });

  it("passes a handler's own error through with its message", async () => {
    const a = await send("PutValueForKey", [frame(0, Buffer.alloc(0))], auth);
    expect(a).toMatchObject({ grpcStatus: Code.NotFound, grpcMessage: "Coach not found" });
  });

  it("answers INTERNAL with a generic message when a handler fails unexpectedly", async () => {
    const a = await send("DeleteValueForKey", [frame(0, Buffer.alloc(0))], auth);
    expect(a.grpcStatus).toBe(Code.Internal);
    expect(a.grpcMessage).not.toMatch(/SELECT|relation|constraint|token|at .*\.ts/);
  });

  it("refuses a truncated frame", async () => {
    expect((await send("Ping", [frame(0, ping()).subarray(0, 3)])).grpcStatus).toBe(Code.InvalidArgument);
    const body = frame(0, getValue("abc"));
    expect((await send("GetValueForKey", [body.subarray(0, body.length - 1)], auth)).grpcStatus).toBe(Code.InvalidArgument);
  });

  it("refuses an empty body and a message that is not protobuf", async () => {
    expect((await send("Ping", [])).grpcStatus).toBe(Code.InvalidArgument);
    expect((await send("Ping", [frame(0, Buffer.from([0xff, 0xff, 0xff]))])).grpcStatus).toBe(Code.InvalidArgument);
  });

  it("refuses base64 that is not base64", async () => {
    const a = await send("Ping", ["!!not base64!!"], { "content-type": "application/grpc-web-text" });
    expect(a.grpcStatus).toBe(Code.InvalidArgument);
  });

  it("answers RESOURCE_EXHAUSTED for a frame declaring more than the limit, and stays up", async () => {
    const header = Buffer.from([0, 0, 0, 0x10, 0]); // 4096 bytes declared
    const a = await send("Ping", [header, Buffer.alloc(100)]);
    expect(a.grpcStatus).toBe(Code.ResourceExhausted);
    expect((await send("Ping", [frame(0, ping())])).grpcStatus).toBe(0);
  });

  it("answers RESOURCE_EXHAUSTED for an over-size body sent in chunks, and stays up", async () => {
    const big = frame(0, getValue("x".repeat(LIMIT * 2)));
    const pieces = [big.subarray(0, 1000), big.subarray(1000, 3000), big.subarray(3000)];
    const a = await send("GetValueForKey", pieces, auth, 5);
    expect(a.grpcStatus).toBe(Code.ResourceExhausted);
    expect((await send("Ping", [frame(0, ping())])).grpcStatus).toBe(0);
  });

  it("answers RESOURCE_EXHAUSTED for an over-size body with a content-length, and stays up", async () => {
    const res = await fetch(`${server.url}/compass.v1.CompassService/Ping`, {
      method: "POST",
      headers: { "content-type": "application/grpc-web+proto" },
      body: new Uint8Array(frame(0, Buffer.alloc(LIMIT * 4))),
    });
    const a = parse(res.status, res.headers.get("content-type") ?? undefined, Buffer.from(await res.arrayBuffer()));
    expect(a.grpcStatus).toBe(Code.ResourceExhausted);
    expect((await send("Ping", [frame(0, ping())])).grpcStatus).toBe(0);
  });

  it("honours grpc-timeout", async () => {
    const started = Date.now();
    const a = await send("GetValueForKey", [frame(0, getValue("3000"))], { ...auth, "grpc-timeout": "100m" });
    expect(a.grpcStatus).toBe(Code.DeadlineExceeded);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("completes within a generous grpc-timeout", async () => {
    const a = await send("GetValueForKey", [frame(0, getValue("50"))], { ...auth, "grpc-timeout": "5S" });
    expect(a.grpcStatus).toBe(0);
  });

  it("caps grpc-timeout at the configured maximum, which also applies when none is sent", async () => {
    const capped = await send("GetValueForKey", [frame(0, getValue("3000"))], { ...auth, "grpc-timeout": "1H" });
    expect(capped.grpcStatus).toBe(Code.DeadlineExceeded);
    const none = await send("GetValueForKey", [frame(0, getValue("3000"))], auth);
    expect(none.grpcStatus).toBe(Code.DeadlineExceeded);
  });

  it("refuses a malformed grpc-timeout", async () => {
    const a = await send("Ping", [frame(0, ping())], { "grpc-timeout": "soon" });
    expect(a.grpcStatus).toBe(Code.InvalidArgument);
  });
});
