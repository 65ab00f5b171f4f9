/**
 * The per-method RPC body limit (issue #9 §2; src/server/rpc/body-limits.ts) through the real
 * server at the default RPC_READ_MAX_BYTES (4 MiB), on the lean gRPC-web path and on Connect:
 * UploadFile and AdminUploadFile take files past 4 MiB (up to the largest upload's 25 MiB), every
 * other method still stops at 4 MiB, and a body past the upload limit is refused with
 * RESOURCE_EXHAUSTED before it is all read (announced by its length, or while it streams).
 *
 * Kept light: the big bodies of the refusals stream from one reused 256 KiB chunk.
 */
import { request as httpRequest } from "node:http";
import { create, toBinary, type MessageInitShape } from "@bufbuild/protobuf";
import { Code, createClient, type Interceptor } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompassService, UploadFileRequestSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { FILE_SIZE_LIMITS } from "../../../src/server/files/file-policy.js";
import { base64Bytes, bodyLimitOf } from "../../../src/server/rpc/body-limits.js";
import { frame } from "../../../src/server/rpc/unary-grpc-web.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";
import { png } from "../../unit/files/fixtures.js";

const MiB = 1024 * 1024;
const PATH = "/compass.v1.CompassService";

let database: TestDatabase;
let api: AccountServer;
let adminToken: string;
let learnerToken: string;
/** A 6 MiB plain-text attachment: over RPC_READ_MAX_BYTES, well under the attachment limit. */
const attachment = new Uint8Array(Buffer.alloc(6 * MiB, "A line of the loan fund's handbook.\n"));

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  adminToken = await tokenOf(await insertUser(database, "ADMIN"));
  learnerToken = await tokenOf(await insertUser(database, "STANDARD"));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** A Connect client in JSON (the file travels as base64 there). */
function jsonClient(token: string) {
  const auth: Interceptor = (next) => (req) => {
    req.header.set("x-api-key", token);
    return next(req);
  };
  return createClient(CompassService, createConnectTransport({ baseUrl: api.server.url, useBinaryFormat: false, interceptors: [auth] }));
}

const uploadBytes = (init: MessageInitShape<typeof UploadFileRequestSchema>) => toBinary(UploadFileRequestSchema, create(UploadFileRequestSchema, init));

/** The gRPC status and message in a gRPC-web response's trailer frame. */
function grpcWebStatus(body: Buffer): { code: number; message?: string } {
  for (let at = 0; at + 5 <= body.length; at += 5 + body.readUInt32BE(at + 1)) {
    if (!(body[at]! & 0x80)) continue;
    const text = body.subarray(at + 5, at + 5 + body.readUInt32BE(at + 1)).toString("latin1");
    const message = /grpc-message: (.*)\r\n/.exec(text)?.[1];
    return { code: Number(/grpc-status: (\d+)/.exec(text)?.[1]), ...(message === undefined ? {} : { message: decodeURIComponent(message) }) };
  }
  throw new Error("no trailer frame in the response");
}

interface RawAnswer {
  status: number;
  body: Buffer;
  /** Bytes of the body written when the answer's headers arrived. */
  sentBeforeAnswer: number;
}

/**
 * POSTs `head`, then a reused filler chunk until `total` bytes are sent or the server answers
 * (it closes the connection after refusing, so writes after that fail, which is expected).
 */
function streamUntilAnswered(method: string, headers: Record<string, string>, head: Uint8Array, total: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(`${PATH}/${method}`, api.server.url), { method: "POST", headers });
    const filler = Buffer.alloc(256 * 1024, 0x61);
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), sentBeforeAnswer }));
      res.on("error", reject);
    });
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && sent < total) {
        const piece = sent === 0 && head.length > 0 ? head : filler.subarray(0, Math.min(filler.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** The start of an UploadFileRequest whose blob (field 2) declares `blobBytes`: tag, varint length. */
function blobFieldHead(blobBytes: number): Buffer {
  const varint: number[] = [];
  for (let n = blobBytes; ; n = Math.floor(n / 128)) {
    if (n < 128) {
      varint.push(n);
      break;
    }
    varint.push((n % 128) | 0x80);
  }
  return Buffer.from([0x12, ...varint]);
}

const uploadLimit = bodyLimitOf({ localName: "uploadFile" }, 4 * MiB).message;

describe("the limits", () => {
  it("raises UploadFile and AdminUploadFile to the largest upload plus room for the other fields, and no other method", () => {
    expect(api.server.config.rpcReadMaxBytes).toBe(4 * MiB);
    const largest = Math.max(...Object.values(FILE_SIZE_LIMITS));
    for (const localName of ["uploadFile", "adminUploadFile"]) {
      const limit = bodyLimitOf({ localName }, 4 * MiB);
      expect(limit.raised).toBe(true);
      expect(limit.message).toBeGreaterThan(largest);
      expect(limit.message).toBeLessThan(largest + MiB);
    }
    expect(bodyLimitOf({ localName: "adminCreateLearningContent" }, 4 * MiB)).toEqual({ message: 4 * MiB, raised: false });
    // A higher RPC_READ_MAX_BYTES is never lowered for the uploads.
    expect(bodyLimitOf({ localName: "uploadFile" }, 64 * MiB)).toEqual({ message: 64 * MiB, raised: false });
  });
});

describe("the lean gRPC-web path", () => {
  it("stores a 6 MiB attachment sent to UploadFile", async () => {
    const { metadata } = await api.grpcWeb(learnerToken).uploadFile({ name: "handbook.txt", blob: attachment });
    expect(metadata).toMatchObject({ contentType: "text/plain", contentLength: BigInt(attachment.length) });
  });

  it("stores a 6 MiB attachment sent in gRPC-web text", async () => {
    const body = frame(0, uploadBytes({ name: "handbook.txt", blob: attachment })).toString("base64");
    const res = await fetch(`${api.server.url}${PATH}/UploadFile`, {
      method: "POST",
      headers: { "content-type": "application/grpc-web-text", "x-api-key": learnerToken },
      body,
    });
    expect(res.status).toBe(200);
    expect(grpcWebStatus(Buffer.from(await res.text(), "base64"))).toEqual({ code: 0 });
  });

  it("leaves a 12 MiB picture to the image limit (INVALID_ARGUMENT), past the RPC limit of other methods", async () => {
    const picture = new Uint8Array(12 * MiB);
    picture.set(await png());
    const got = await outcome(api.grpcWeb(adminToken).adminUploadFile({ name: "cover.png", blob: picture }));
    expect(got).toEqual({ code: Code.InvalidArgument, message: "blob: An image can be at most 10 MB." });
  });

  it("answers RESOURCE_EXHAUSTED for a 6 MiB request to any other method", async () => {
    const got = await outcome(api.grpcWeb(adminToken).adminCreateLearningContent({ title: "Big", description: "x".repeat(6 * MiB) }));
    expect(got.code).toBe(Code.ResourceExhausted);
  });

  it("answers RESOURCE_EXHAUSTED to an upload announcing more than its limit, before any byte of it is sent", async () => {
    const answer = await streamUntilAnswered(
      "UploadFile",
      { "content-type": "application/grpc-web+proto", "x-api-key": learnerToken, "content-length": String(30 * MiB) },
      new Uint8Array(0),
      0,
    );
    expect(answer.sentBeforeAnswer).toBe(0);
    expect(grpcWebStatus(answer.body).code).toBe(Code.ResourceExhausted);
  });

  it("answers RESOURCE_EXHAUSTED while an upload without a length streams past its limit, before the rest is sent", async () => {
    const blob = 40 * MiB;
    const head = frame(0, Buffer.alloc(0));
    const message = blobFieldHead(blob);
    head.writeUInt32BE(message.length + blob, 1);
    const total = head.length + message.length + blob;
    const answer = await streamUntilAnswered(
      "UploadFile",
      { "content-type": "application/grpc-web+proto", "x-api-key": learnerToken, "transfer-encoding": "chunked" },
      Buffer.concat([head, message]),
      total,
    );
    expect(grpcWebStatus(answer.body).code).toBe(Code.ResourceExhausted);
    expect(answer.sentBeforeAnswer).toBeGreaterThan(uploadLimit);
    expect(answer.sentBeforeAnswer).toBeLessThan(total);
    // The server is still up.
    expect((await outcome(api.grpcWeb(learnerToken).uploadFile({ name: "small.txt", blob: attachment.subarray(0, 1000) }))).code).toBe("ok");
  });
});

describe("a client still sending when refused", () => {
  // The server closes such a connection only after the client has its answer (src/server/lingering-close.ts):
  // an immediate close would reset it, and a reset can throw away an answer already received.
  const chunked = (contentType: string, token: string) => ({ "content-type": contentType, "x-api-key": token, "transfer-encoding": "chunked" });
  const total = 12 * MiB;

  it("reads its answer every time, on the lean path", async () => {
    const head = frame(0, Buffer.alloc(0));
    head.writeUInt32BE(total, 1);
    for (let i = 0; i < 10; i++) {
      const answer = await streamUntilAnswered("AdminCreateLearningContent", chunked("application/grpc-web+proto", adminToken), head, total);
      expect(grpcWebStatus(answer.body).code, `try ${i}`).toBe(Code.ResourceExhausted);
      expect(answer.sentBeforeAnswer).toBeLessThan(total);
    }
  });

  it("reads its answer every time, on Connect", async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await streamUntilAnswered("AdminCreateLearningContent", chunked("application/proto", adminToken), new Uint8Array(0), total);
      expect(answer.status, `try ${i}: ${answer.body.toString()}`).toBe(429);
    }
  });
});

describe("Connect", () => {
  it("stores a 6 MiB attachment sent to UploadFile in binary", async () => {
    const { metadata } = await api.client(learnerToken).uploadFile({ name: "handbook.txt", blob: attachment });
    expect(metadata).toMatchObject({ contentType: "text/plain", contentLength: BigInt(attachment.length) });
  });

  it("stores a 6 MiB attachment sent to UploadFile in JSON (8 MiB of base64)", async () => {
    const { metadata } = await jsonClient(learnerToken).uploadFile({ name: "handbook.txt", blob: attachment });
    expect(metadata).toMatchObject({ contentType: "text/plain", contentLength: BigInt(attachment.length) });
  });

  it("answers RESOURCE_EXHAUSTED for a 6 MiB request to any other method", async () => {
    const got = await outcome(api.client(adminToken).adminCreateLearningContent({ title: "Big", description: "x".repeat(6 * MiB) }));
    expect(got.code).toBe(Code.ResourceExhausted);
  });

  it("answers resource_exhausted to a binary upload announcing more than its limit, before any byte of it is sent", async () => {
    const answer = await streamUntilAnswered(
      "UploadFile",
      { "content-type": "application/proto", "connect-protocol-version": "1", "x-api-key": learnerToken, "content-length": String(30 * MiB) },
      new Uint8Array(0),
      0,
    );
    expect(answer.sentBeforeAnswer).toBe(0);
    expect(answer.status).toBe(429); // Connect's HTTP status for resource_exhausted
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: "resource_exhausted" });
  });

  it("answers resource_exhausted while a binary upload without a length streams past its limit", async () => {
    // 30 MiB: past the binary limit, but not past the JSON one (the file in base64) Connect itself
    // holds the method to, so only the binary limit can refuse it.
    const blob = 30 * MiB;
    const head = blobFieldHead(blob);
    const total = head.length + blob;
    expect(total).toBeLessThan(base64Bytes(uploadLimit));
    const answer = await streamUntilAnswered(
      "AdminUploadFile",
      { "content-type": "application/proto", "connect-protocol-version": "1", "x-api-key": adminToken, "transfer-encoding": "chunked" },
      head,
      total,
    );
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: "resource_exhausted" });
    expect(answer.sentBeforeAnswer).toBeGreaterThan(uploadLimit);
    expect((await outcome(api.client(learnerToken).uploadFile({ name: "small.txt", blob: attachment.subarray(0, 1000) }))).code).toBe("ok");
  });
});
