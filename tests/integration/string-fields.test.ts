/**
 * Text PostgreSQL cannot store (a NUL character) or that is not text at all (invalid UTF-8) is
 * refused as INVALID_ARGUMENT, naming the field, before any handler runs, in every wire format:
 * gRPC-web binary and text (the lean path), Connect binary and JSON.
 */
import { create, toBinary } from "@bufbuild/protobuf";
import { BinaryWriter } from "@bufbuild/protobuf/wire";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createConnectTransport, createGrpcWebTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CompassService,
  SignUpRequestSchema,
  UpdateMyProfileRequestSchema,
} from "../../src/gen/compass/v1/compass_pb.js";
import { frame } from "../../src/server/rpc/unary-grpc-web.js";
import { startTestServer, testTokenVerifier, tokenFor, type TestServer } from "../setup/server.js";

let server: TestServer;
/** Which handlers ran: none may, for a refused request. */
const ran: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    verifyToken: testTokenVerifier,
    handlers: {
      async signUp() {
        ran.push("signUp");
        return {};
      },
      async updateMyProfile(req) {
        ran.push(`updateMyProfile ${req.profile?.lastName}`);
        return {};
      },
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  ran.length = 0;
});

const headers = { "x-api-key": tokenFor("standard") };

function clients() {
  const baseUrl = server.url;
  return {
    "gRPC-web binary": createClient(CompassService, createGrpcWebTransport({ baseUrl, httpVersion: "1.1", useBinaryFormat: true })),
    "Connect JSON": createClient(CompassService, createConnectTransport({ baseUrl, httpVersion: "1.1", useBinaryFormat: false })),
    "Connect binary": createClient(CompassService, createConnectTransport({ baseUrl, httpVersion: "1.1", useBinaryFormat: true })),
  };
}

async function errorOf(call: Promise<unknown>): Promise<ConnectError> {
  try {
    await call;
  } catch (err) {
    return ConnectError.from(err);
  }
  throw new Error("the call succeeded");
}

/** Reads the status of a gRPC-web answer (binary or base64 text). */
function grpcStatusOf(body: Buffer, text: boolean): { code: number; message: string } {
  const bytes = text ? Buffer.from(body.toString("latin1"), "base64") : body;
  for (let at = 0; at < bytes.length; ) {
    const flags = bytes[at]!;
    const len = bytes.readUInt32BE(at + 1);
    if (flags & 0x80) {
      const trailer = bytes.subarray(at + 5, at + 5 + len).toString("latin1");
      return {
        code: Number(/grpc-status: (\d+)/.exec(trailer)?.[1]),
        message: decodeURIComponent(/grpc-message: (.*)\r\n/.exec(trailer)?.[1] ?? ""),
      };
    }
    at += 5 + len;
  }
  throw new Error("no trailer");
}

async function post(contentType: string, body: Uint8Array | string, extra: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/compass.v1.CompassService/UpdateMyProfile`, {
    method: "POST",
    headers: { "content-type": contentType, ...headers, ...extra },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** An UpdateMyProfileRequest whose profile.last_name holds these raw bytes (not necessarily UTF-8). */
function profileWithRawLastName(bytes: number[]): Uint8Array {
  const profile = toBinary(UpdateMyProfileRequestSchema.field.profile.message!, create(UpdateMyProfileRequestSchema.field.profile.message!, { firstName: "Ana" }));
  const lastNameNumber = UpdateMyProfileRequestSchema.field.profile.message!.field.lastName!.number;
  const inner = new BinaryWriter();
  inner.raw(profile);
  inner.tag(lastNameNumber, 2).bytes(new Uint8Array(bytes));
  const outer = new BinaryWriter();
  outer.tag(UpdateMyProfileRequestSchema.field.profile.number, 2).bytes(inner.finish());
  return outer.finish();
}

describe("a NUL character in a string field", () => {
  it.each(["gRPC-web binary", "Connect JSON", "Connect binary"] as const)(
    "is refused over %s with INVALID_ARGUMENT naming the nested field",
    async (format) => {
      const client = clients()[format];
      const error = await errorOf(client.updateMyProfile({ profile: { firstName: "Ana", lastName: "Lo\u0000pes" } }, { headers }));
      expect(error.code).toBe(Code.InvalidArgument);
      expect(error.rawMessage).toBe("profile.last_name: text must not contain NUL characters.");
      expect(ran).toEqual([]);
    },
  );

  it("is refused over gRPC-web text", async () => {
    const message = toBinary(UpdateMyProfileRequestSchema, create(UpdateMyProfileRequestSchema, { profile: { lastName: "\u0000" } }));
    const { status, body } = await post("application/grpc-web-text", frame(0, message).toString("base64"));
    expect(status).toBe(200);
    expect(grpcStatusOf(body, true)).toEqual({ code: Code.InvalidArgument, message: "profile.last_name: text must not contain NUL characters." });
    expect(ran).toEqual([]);
  });

  it("is refused in a public method before anything else (SignUp, no token)", async () => {
    const client = clients()["gRPC-web binary"];
    const error = await errorOf(client.signUp({ email: "a@example.com", password: "pass\u0000word long enough" }));
    expect(error.code).toBe(Code.InvalidArgument);
    expect(error.rawMessage).toBe("password: text must not contain NUL characters.");
    expect(ran).toEqual([]);
  });

  it("is refused in a repeated string (the update mask's paths)", async () => {
    const client = clients()["Connect JSON"];
    const error = await errorOf(client.updateMyProfile({ profile: {}, updateMask: { paths: ["city", "x\u0000"] } }, { headers }));
    expect(error.code).toBe(Code.InvalidArgument);
    expect(error.rawMessage).toBe("update_mask.paths[1]: text must not contain NUL characters.");
  });

  it("does not stop clean text (the handler runs)", async () => {
    const client = clients()["gRPC-web binary"];
    await client.updateMyProfile({ profile: { firstName: "Zoë", lastName: "李 😀" } }, { headers });
    expect(ran).toEqual(["updateMyProfile 李 😀"]);
  });
});

describe("invalid UTF-8 in a string field", () => {
  const invalid = [0x4c, 0xc3, 0x28, 0xff]; // "L", a broken 2-byte sequence, a byte never valid in UTF-8

  it("is refused over gRPC-web binary with INVALID_ARGUMENT naming the field", async () => {
    const { status, body } = await post("application/grpc-web+proto", frame(0, profileWithRawLastName(invalid)));
    expect(status).toBe(200);
    expect(grpcStatusOf(body, false)).toEqual({ code: Code.InvalidArgument, message: "profile.last_name: text must be valid UTF-8." });
    expect(ran).toEqual([]);
  });

  it("is refused over gRPC-web text", async () => {
    const { body } = await post("application/grpc-web-text", frame(0, profileWithRawLastName(invalid)).toString("base64"));
    expect(grpcStatusOf(body, true).code).toBe(Code.InvalidArgument);
  });

  it("is refused over Connect binary (not INTERNAL)", async () => {
    const { status, body } = await post("application/proto", profileWithRawLastName(invalid), { "connect-protocol-version": "1" });
    expect(status).toBe(400);
    expect(JSON.parse(body.toString("utf8"))).toEqual({ code: "invalid_argument", message: "profile.last_name: text must be valid UTF-8." });
    expect(ran).toEqual([]);
  });

  it("is refused in a Connect JSON body", async () => {
    const json = Buffer.concat([Buffer.from('{"profile":{"lastName":"'), Buffer.from(invalid), Buffer.from('"}}')]);
    const { status, body } = await post("application/json", json, { "connect-protocol-version": "1" });
    expect(status).toBe(400);
    expect(JSON.parse(body.toString("utf8")).code).toBe("invalid_argument");
    expect(ran).toEqual([]);
  });

  it("is refused when JSON escapes spell a lone surrogate", async () => {
    const { status, body } = await post("application/json", '{"profile":{"lastName":"a\\ud800b"}}', { "connect-protocol-version": "1" });
    expect(status).toBe(400);
    expect(JSON.parse(body.toString("utf8")).code).toBe("invalid_argument");
    expect(ran).toEqual([]);
  });

  it("leaves valid multi-byte UTF-8 alone", async () => {
    const { body } = await post("application/grpc-web+proto", frame(0, profileWithRawLastName([...Buffer.from("Zoë")])));
    expect(grpcStatusOf(body, false).code).toBe(0);
    expect(ran).toEqual(["updateMyProfile Zoë"]);
  });
});

describe("SignUp as a raw gRPC-web frame", () => {
  it("refuses invalid UTF-8 in the e-mail", async () => {
    const writer = new BinaryWriter();
    writer.tag(SignUpRequestSchema.field.email.number, 2).bytes(new Uint8Array([0x61, 0xff, 0x40, 0x62]));
    const response = await fetch(`${server.url}/compass.v1.CompassService/SignUp`, {
      method: "POST",
      headers: { "content-type": "application/grpc-web+proto" },
      body: new Uint8Array(frame(0, writer.finish())),
    });
    expect(grpcStatusOf(Buffer.from(await response.arrayBuffer()), false)).toEqual({
      code: Code.InvalidArgument,
      message: "email: text must be valid UTF-8.",
    });
    expect(ran).toEqual([]);
  });
});
