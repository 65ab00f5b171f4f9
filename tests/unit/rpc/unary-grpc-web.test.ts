import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import {
  decodeGrpcWebText,
  deadlineMs,
  frame,
  grpcWebMode,
  trailerFrame,
  unaryMessageOf,
} from "../../../src/server/rpc/unary-grpc-web.js";

function codeOf(fn: () => unknown): Code | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof ConnectError ? err.code : undefined;
  }
  return undefined;
}

describe("gRPC-web content types", () => {
  it.each([
    ["application/grpc-web", "binary"],
    ["application/grpc-web+proto", "binary"],
    ["application/grpc-web+proto; charset=utf-8", "binary"],
    ["Application/GRPC-Web-Text", "text"],
    ["application/grpc-web-text+proto", "text"],
    ["application/proto", undefined],
    ["application/json", undefined],
    [undefined, undefined],
  ])("classifies %s as %s", (contentType, mode) => {
    expect(grpcWebMode(contentType)).toBe(mode);
  });
});

describe("gRPC-web text decoding", () => {
  const bytes = Buffer.from([0, 0, 0, 0, 3, 1, 2, 3]);

  it("decodes padded base64", () => {
    expect(decodeGrpcWebText(Buffer.from(bytes.toString("base64")))).toEqual(bytes);
  });

  it("ignores whitespace and line breaks anywhere", () => {
    const b64 = bytes.toString("base64");
    const spaced = `${b64.slice(0, 3)}\r\n ${b64.slice(3, 7)}\t${b64.slice(7)}\n`;
    expect(decodeGrpcWebText(Buffer.from(spaced))).toEqual(bytes);
  });

  it("accepts base64 without its final padding", () => {
    expect(decodeGrpcWebText(Buffer.from(bytes.toString("base64").replace(/=+$/, "")))).toEqual(bytes);
  });

  it("decodes chunks that were each padded and then concatenated", () => {
    const a = Buffer.from([0, 0, 0, 0, 2]);
    const b = Buffer.from([7, 8]);
    const joined = a.toString("base64") + b.toString("base64");
    expect(joined.indexOf("=")).toBeLessThan(joined.length - 2);
    expect(decodeGrpcWebText(Buffer.from(joined))).toEqual(Buffer.concat([a, b]));
  });

  it.each(["AA*A", "A", "AB=C", "====", "AAAA=AAAA"])("refuses %j as invalid base64", (text) => {
    expect(codeOf(() => decodeGrpcWebText(Buffer.from(text)))).toBe(Code.InvalidArgument);
  });

  it("decodes an empty body to nothing", () => {
    expect(decodeGrpcWebText(Buffer.alloc(0)).length).toBe(0);
  });
});

describe("unary frames", () => {
  const msg = Buffer.from([10, 2, 104, 105]);

  it("returns the one message", () => {
    expect(Buffer.from(unaryMessageOf(frame(0, msg), 1024))).toEqual(msg);
  });

  it("accepts an empty message", () => {
    expect(unaryMessageOf(frame(0, Buffer.alloc(0)), 1024).length).toBe(0);
  });

  it("refuses an empty body", () => {
    expect(codeOf(() => unaryMessageOf(Buffer.alloc(0), 1024))).toBe(Code.InvalidArgument);
  });

  it("refuses a truncated header", () => {
    expect(codeOf(() => unaryMessageOf(Buffer.from([0, 0, 0]), 1024))).toBe(Code.InvalidArgument);
  });

  it("refuses a truncated payload", () => {
    expect(codeOf(() => unaryMessageOf(frame(0, msg).subarray(0, 7), 1024))).toBe(Code.InvalidArgument);
  });

  it("refuses bytes after the message", () => {
    const twice = Buffer.concat([frame(0, msg), frame(0, msg)]);
    expect(codeOf(() => unaryMessageOf(twice, 1024))).toBe(Code.InvalidArgument);
  });

  it("refuses a frame that declares more than the limit, before reading it", () => {
    const header = Buffer.from([0, 0x7f, 0xff, 0xff, 0xff]);
    expect(codeOf(() => unaryMessageOf(header, 1024))).toBe(Code.ResourceExhausted);
  });

  it("refuses compressed frames", () => {
    expect(codeOf(() => unaryMessageOf(frame(1, msg), 1024))).toBe(Code.Unimplemented);
  });

  it("refuses a body that is only a trailer frame", () => {
    expect(codeOf(() => unaryMessageOf(frame(0x80, msg), 1024))).toBe(Code.InvalidArgument);
  });
});

describe("grpc-timeout", () => {
  it("uses the maximum when absent", () => {
    expect(deadlineMs(undefined, 60_000)).toBe(60_000);
  });

  it.each([
    ["250m", 250],
    ["2S", 2000],
    ["1M", 60_000],
    ["1H", 60_000],
    ["1500u", 2],
    ["3000000n", 3],
  ])("reads %s as %i ms (capped at one minute)", (value, ms) => {
    expect(deadlineMs(value, 60_000)).toBe(ms);
  });

  it.each(["", "10", "10x", "123456789m", "-5m", "1.5S"])("refuses %j", (value) => {
    expect(codeOf(() => deadlineMs(value, 60_000))).toBe(Code.InvalidArgument);
  });
});

describe("trailer frame", () => {
  it("carries the status and the percent-encoded message", () => {
    const t = trailerFrame(Code.NotFound, "Coach not found: ünïcode 100%");
    expect(t[0]).toBe(0x80);
    expect(t.readUInt32BE(1)).toBe(t.length - 5);
    const text = t.subarray(5).toString("latin1");
    expect(text).toContain("grpc-status: 5\r\n");
    const encoded = /grpc-message: (.*)\r\n/.exec(text)![1]!;
    expect(encoded).not.toMatch(/[^\x20-\x7e]/);
    expect(decodeURIComponent(encoded)).toBe("Coach not found: ünïcode 100%");
  });

  it("omits the message when there is none", () => {
    expect(trailerFrame(0, "").subarray(5).toString()).toBe("grpc-status: 0\r\n");
  });
});
