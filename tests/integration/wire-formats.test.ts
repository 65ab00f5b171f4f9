/**
 * Ping through the real server in each wire format, with raw HTTP.
 */
import { create, fromBinary, toBinary, fromJson } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PingRequestSchema, PingResponseSchema } from "../../src/gen/compass/v1/compass_pb.js";
import { frame } from "../../src/server/rpc/unary-grpc-web.js";
import { startTestServer, type TestServer } from "../setup/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sent = timestampFromDate(new Date("2026-01-02T03:04:05.678Z"));
const pingBytes = () => toBinary(PingRequestSchema, create(PingRequestSchema, { timestamp: sent }));

/** Splits a gRPC-web response body into its data message and trailer fields. */
function readGrpcWebBody(body: Buffer) {
  let data: Buffer | undefined;
  const trailers: Record<string, string> = {};
  for (let at = 0; at < body.length; ) {
    const flags = body[at]!;
    const len = body.readUInt32BE(at + 1);
    const payload = body.subarray(at + 5, at + 5 + len);
    if (flags & 0x80) {
      for (const line of payload.toString("latin1").split("\r\n").filter(Boolean)) {
        const i = line.indexOf(":");
        trailers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
    } else data = payload;
    at += 5 + len;
  }
  return { data, trailers };
}

async function post(path: string, contentType: string, body: string | Uint8Array, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": contentType, ...headers }, body: typeof body === "string" ? body : new Uint8Array(body) });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe("Ping in every wire format", () => {
  it("answers gRPC-web binary", async () => {
    const { res, body } = await post("/compass.v1.CompassService/Ping", "application/grpc-web+proto", frame(0, pingBytes()), { "x-grpc-web": "1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/grpc-web+proto");
    const { data, trailers } = readGrpcWebBody(body);
    expect(trailers["grpc-status"]).toBe("0");
    const ping = fromBinary(PingResponseSchema, data!);
    expect(ping.clientTimestamp).toEqual(sent);
    expect(Math.abs(Number(ping.serverTimestamp!.seconds) * 1000 - Date.now())).toBeLessThan(60_000);
    expect(ping.serverCode).toMatch(/^compass\//);
  });

  it.each(["application/grpc-web-text", "application/grpc-web-text+proto"])("answers gRPC-web text (%s)", async (type) => {
    const { res, body } = await post("/compass.v1.CompassService/Ping", type, frame(0, pingBytes()).toString("base64"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/grpc-web-text+proto");
    const { data, trailers } = readGrpcWebBody(Buffer.from(body.toString("latin1"), "base64"));
    expect(trailers["grpc-status"]).toBe("0");
    expect(fromBinary(PingResponseSchema, data!).clientTimestamp).toEqual(sent);
  });

  it("answers the Connect protocol in binary", async () => {
    const { res, body } = await post("/compass.v1.CompassService/Ping", "application/proto", Buffer.from(pingBytes()), {
      "connect-protocol-version": "1",
    });
    expect(res.status).toBe(200);
    expect(fromBinary(PingResponseSchema, body).clientTimestamp).toEqual(sent);
  });

  it("answers the Connect protocol in JSON", async () => {
    const { res, body } = await post(
      "/compass.v1.CompassService/Ping",
      "application/json",
      JSON.stringify({ timestamp: "2026-01-02T03:04:05.678Z" }),
      { "connect-protocol-version": "1" },
    );
    expect(res.status).toBe(200);
    const ping = fromJson(PingResponseSchema, JSON.parse(body.toString()));
    expect(ping.clientTimestamp).toEqual(sent);
  });

  it("puts an error status in the trailer for gRPC-web and in the body for Connect", async () => {
    const grpc = await post("/compass.v1.CompassService/GetMyUser", "application/grpc-web+proto", frame(0, new Uint8Array()));
    expect(grpc.res.status).toBe(200);
    expect(readGrpcWebBody(grpc.body).trailers["grpc-status"]).toBe("16");
    const connect = await post("/compass.v1.CompassService/GetMyUser", "application/json", "{}", { "connect-protocol-version": "1" });
    expect(connect.res.status).toBe(401);
    expect(JSON.parse(connect.body.toString())).toMatchObject({ code: "unauthenticated" });
  });
});

describe("a request body that is not its message", () => {
  // Field 1 announcing 16 bytes that never come.
  const truncated = new Uint8Array([0x0a, 0x10]);

  it("is invalid_argument on Connect (HTTP 400), not connect-es's internal", async () => {
    const { res, body } = await post("/compass.v1.CompassService/Ping", "application/proto", truncated, { "connect-protocol-version": "1" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(JSON.parse(body.toString())).toEqual({ code: "invalid_argument", message: "The request message could not be parsed." });
  });

  it("is INVALID_ARGUMENT on the lean gRPC-web path, in the same words", async () => {
    const { res, body } = await post("/compass.v1.CompassService/Ping", "application/grpc-web+proto", frame(0, truncated));
    expect(res.status).toBe(200);
    const { trailers } = readGrpcWebBody(body);
    expect(trailers["grpc-status"]).toBe("3");
    expect(decodeURIComponent(trailers["grpc-message"] ?? "")).toBe("The request message could not be parsed.");
  });
});

describe("limits on the Connect path", () => {
  it("answers resource_exhausted for an over-size Connect body, and stays up", async () => {
    const huge = JSON.stringify({ key: "x".repeat(server.config.rpcReadMaxBytes + 1024) });
    const { res, body } = await post("/compass.v1.CompassService/GetValueForKey", "application/json", huge, {
      "connect-protocol-version": "1",
    });
    expect(res.status).toBe(429); // Connect's HTTP status for resource_exhausted
    expect(JSON.parse(body.toString())).toMatchObject({ code: "resource_exhausted" });
    const ping = await post("/compass.v1.CompassService/Ping", "application/json", "{}", { "connect-protocol-version": "1" });
    expect(ping.res.status).toBe(200);
  });
});

describe("HTTP surface", () => {
  it("answers /healthz", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("sends the security headers", async () => {
    const res = await fetch(`${server.url}/healthz`);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull(); // plain http here
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("sends an RPC's answer and the app's configuration only the headers data needs, not the document's", async () => {
    const answers = [
      await fetch(`${server.url}/compass.v1.CompassService/Ping`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.config.publicUrl },
        body: "{}",
      }),
      await fetch(`${server.url}/app-config.json`),
    ];
    for (const res of answers) {
      expect(res.status, res.url).toBe(200);
      expect(res.headers.get("content-security-policy"), res.url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), res.url).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy"), res.url).toBe("same-origin");
      expect(res.headers.get("x-request-id"), res.url).toBeTruthy();
      for (const name of ["x-frame-options", "permissions-policy", "cross-origin-opener-policy", "referrer-policy"]) {
        expect(res.headers.get(name), `${res.url} ${name}`).toBeNull();
      }
    }
    // CORS still answers the RPC (the status headers stay readable from another allowed origin).
    expect(answers[0]!.headers.get("access-control-expose-headers")).toContain("grpc-status");
  });

  it("allows CORS only from the configured origins, exposing the gRPC status headers", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/compass.v1.CompassService/Ping`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type,x-grpc-web,x-api-key" },
      });
    const ok = await preflight(server.config.publicUrl);
    expect(ok.headers.get("access-control-allow-origin")).toBe(server.config.publicUrl);
    expect(ok.headers.get("access-control-allow-headers")).toContain("x-api-key");
    const evil = await preflight("https://evil.example");
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
    const res = await fetch(`${server.url}/healthz`, { headers: { origin: server.config.publicUrl } });
    expect(res.headers.get("access-control-expose-headers")).toContain("grpc-status");
  });

  it("keeps a caller's well-formed request id and replaces a malformed one", async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "abc-123-xyz" } });
    expect(kept.headers.get("x-request-id")).toBe("abc-123-xyz");
    const replaced = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).not.toBe("<script>");
  });
});
