import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressResponse, responseEncoding } from "../../../src/server/rpc/compression.js";

describe("the encoding of an RPC response", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["deflate", undefined],
    ["gzip", "gzip"],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["BR", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["gzip;q=0, *", "br"],
    ["br;q=abc, gzip", "gzip"],
  ])("%j -> %s", (accept, expected) => {
    expect(responseEncoding(accept)).toBe(expected);
  });
});

describe("compressing an RPC response", () => {
  const body = Buffer.from(Array.from({ length: 100 }, (_, i) => `row ${i}: a coaching session note\n`).join(""));

  it("makes brotli at quality 4, not brotli's CPU-heavy default 11", async () => {
    const quality = (q: number) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } });
    expect((await compressResponse(body, "br"))!.equals(quality(4))).toBe(true);
  });

  it("makes gzip at level 6", async () => {
    expect((await compressResponse(body, "gzip"))!.equals(zlib.gzipSync(body, { level: 6 }))).toBe(true);
  });

  it("gives nothing back when compressing would not make the body smaller", async () => {
    const random = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256));
    expect(await compressResponse(zlib.gzipSync(random), "gzip")).toBeUndefined();
  });
});
