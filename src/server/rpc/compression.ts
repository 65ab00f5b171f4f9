/**
 * How RPC responses are compressed, on both paths: responses of COMPRESS_MIN_BYTES or more go out
 * in brotli at quality 4 or gzip at level 6 when the client accepts it; smaller ones as they are.
 *
 * Why these levels (bench/README.md, "RPC response compression", `npm run bench:rpc-compression`):
 * brotli's default quality, 11, the one connect-node's `compressionBrotli` uses, costs ~100x the
 * CPU of quality 4 for ~15% fewer bytes (a 17 KB page of 25 users: ~20 ms instead of ~0.2 ms);
 * quality 4 makes about what gzip -6 makes, for less CPU. Below ~1 KiB, compression saves a few
 * hundred bytes at most and costs more than the call itself.
 *
 * - Connect (connect.ts): Connect's own negotiation (`Accept-Encoding` for unary,
 *   `Connect-Accept-Encoding` / `Grpc-Accept-Encoding` for enveloped messages) with `rpcCompressions`.
 * - The lean gRPC-web path (unary-grpc-web.ts): HTTP `Content-Encoding` on the whole response
 *   body, which browsers undo before the gRPC-web client reads it (the client cannot send
 *   `Accept-Encoding` itself; the browser does).
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import { compressionBrotli, compressionGzip } from "@connectrpc/connect-node";
import type { Compression } from "@connectrpc/connect/protocol";

export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

const asArrayBuffer = (bytes: Buffer) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

/** connect-node's brotli and gzip (their decompression, limits included), compressing at the levels above. */
export const rpcCompressions: Compression[] = [
  { ...compressionGzip, compress: async (bytes) => asArrayBuffer(await gzip(bytes, GZIP_OPTIONS)) },
  { ...compressionBrotli, compress: async (bytes) => asArrayBuffer(await brotli(bytes, BROTLI_OPTIONS)) },
];

/**
 * The encoding to send a response body in, from an `Accept-Encoding` header: brotli when it is
 * accepted, else gzip, else none (`identity`, `*`, and `q=0` handled as RFC 9110 says).
 */
export function responseEncoding(acceptEncoding: string | string[] | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of String(acceptEncoding).split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith("q="));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepted("br")) return "br";
  if (accepted("gzip")) return "gzip";
  return undefined;
}

/** `body` in `encoding` at the levels above, or undefined when that would not make it smaller. */
export async function compressResponse(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer | undefined> {
  const compressed = encoding === "br" ? await brotli(body, BROTLI_OPTIONS) : await gzip(body, GZIP_OPTIONS);
  return compressed.length < body.length ? compressed : undefined;
}
