/**
 * Compressed responses: the built web app precompressed by scripts/web-build/compress-web.mjs (the step
 * `npm run build:web` runs) and served as brotli, gzip or the plain file as the client accepts,
 * with `Vary: Accept-Encoding`, caching, HEAD, ranges and ETags per encoding; and RPC responses
 * of 1 KiB or more compressed when the client accepts it, on Connect and on the lean gRPC-web path.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { create, fromBinary, toBinary } from "@bufbuild/protobuf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PingRequestSchema, PingResponseSchema } from "../../src/gen/compass/v1/compass_pb.js";
import { frame } from "../../src/server/rpc/unary-grpc-web.js";
import { startTestServer, type TestServer } from "../setup/server.js";

const script = path.resolve(import.meta.dirname, "../../scripts/web-build/compress-web.mjs");

const INDEX = `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8" /><title>Compass</title>
<script type="module" crossorigin src="/assets/index-a1b2c3.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-d4e5f6.js">
<link rel="stylesheet" crossorigin href="/assets/index-0f9e8d.css"></head>
<body><div id="root"></div>${"<!-- the app mounts here -->\n".repeat(20)}</body></html>`;
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export function step${i}(state) { return { ...state, count: state.count + ${i} }; }\n`).join("");
const STYLE = Array.from({ length: 150 }, (_, i) => `.m_${i.toString(16)} { padding: ${i}px; color: var(--mantine-color-blue-${i % 10}); }\n`).join("");
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${'<circle cx="32" cy="32" r="30" fill="none" stroke="#1c7ed6"/>'.repeat(8)}</svg>`;
const TINY = "x()";
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const MANIFEST = JSON.stringify({ "main.tsx": { file: "assets/index-a1b2c3.js", isEntry: true }, padding: "y".repeat(2000) });

const files: Record<string, string | Buffer> = {
  "index.html": INDEX,
  "favicon.svg": SVG,
  "assets/index-a1b2c3.js": SCRIPT,
  "assets/index-0f9e8d.css": STYLE,
  "assets/tiny-9a8b7c.js": TINY,
  "assets/logo-5d6e7f.png": PNG,
  ".vite/manifest.json": MANIFEST,
};

/** A Ping answer of about 6 KB when the request's timestamp has seconds = 1, a few bytes otherwise. */
const BIG_CODE = Array.from({ length: 120 }, (_, i) => `compass/${i}/a-server-code-long-enough-to-compress `).join("");
const pingHandler = (req: { timestamp?: { seconds: bigint } }) =>
  create(PingResponseSchema, { serverCode: req.timestamp?.seconds === 1n ? BIG_CODE : "small" });

let webRoot: string;
let server: TestServer;
let compressOutput: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), "compass-compressed-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(webRoot, name)), { recursive: true });
    writeFileSync(path.join(webRoot, name), content);
  }
  // A stale variant from an earlier build that no longer pays for itself must go.
  writeFileSync(path.join(webRoot, "assets/tiny-9a8b7c.js.br"), "stale");
  // A source time with milliseconds, as a build leaves it.
  utimesSync(path.join(webRoot, "index.html"), new Date(1_767_225_600_123), new Date(1_767_225_600_123));
  ({ stdout: compressOutput } = await promisify(execFile)(process.execPath, [script, webRoot]));
  server = await startTestServer({ handlers: { ping: pingHandler } }, { WEB_ROOT: webRoot });
});
afterAll(async () => {
  await server?.close();
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request over plain node:http: no header added, nothing decompressed. */
function request(pathname: string, headers: Record<string, string> = {}, method = "GET", body?: Uint8Array): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

const decode = (answer: Answer): Buffer => {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(answer.body);
  if (encoding === "gzip") return zlib.gunzipSync(answer.body);
  expect(encoding).toBeUndefined();
  return answer.body;
};
const varyList = (answer: Answer) =>
  String(answer.headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());

describe("the build step (scripts/web-build/compress-web.mjs)", () => {
  it("writes a brotli and a gzip file beside each text asset, each decompressing to the original", () => {
    for (const name of ["index.html", "favicon.svg", "assets/index-a1b2c3.js", "assets/index-0f9e8d.css"]) {
      const original = Buffer.from(files[name]!);
      const br = path.join(webRoot, `${name}.br`);
      const gz = path.join(webRoot, `${name}.gz`);
      expect(zlib.brotliDecompressSync(readFileSync(br)).equals(original), name).toBe(true);
      expect(zlib.gunzipSync(readFileSync(gz)).equals(original), name).toBe(true);
      expect(statSync(br).size, name).toBeLessThan(statSync(gz).size);
      expect(statSync(gz).size, name).toBeLessThan(original.length);
    }
    expect(compressOutput).toMatch(/4 \.br, 4 \.gz/);
  });

  it("uses brotli's best quality and gzip's best level", () => {
    const original = Buffer.from(SCRIPT);
    const best = zlib.brotliCompressSync(original, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length },
    });
    expect(statSync(path.join(webRoot, "assets/index-a1b2c3.js.br")).size).toBe(best.length);
    expect(statSync(path.join(webRoot, "assets/index-a1b2c3.js.gz")).size).toBe(zlib.gzipSync(original, { level: 9 }).length);
  });

  it("keeps no variant that would not save bytes, removes a stale one, and leaves binary and unserved files alone", () => {
    const made = (dir: string) => readdirSync(path.join(webRoot, dir)).filter((f) => /\.(br|gz)$/.test(f));
    expect(made("assets").filter((f) => f.startsWith("tiny-") || f.startsWith("logo-"))).toEqual([]);
    expect(made(".vite")).toEqual([]);
  });

  it("gives each variant its source's modification time", () => {
    const source = statSync(path.join(webRoot, "index.html")).mtime.getTime();
    expect(statSync(path.join(webRoot, "index.html.br")).mtime.getTime()).toBe(source);
    expect(statSync(path.join(webRoot, "index.html.gz")).mtime.getTime()).toBe(source);
  });
});

describe("serving the web app", () => {
  const assets = [
    ["/", "index.html", /^text\/html/],
    ["/assets/index-a1b2c3.js", "assets/index-a1b2c3.js", /^(application|text)\/javascript/],
    ["/assets/index-0f9e8d.css", "assets/index-0f9e8d.css", /^text\/css/],
    ["/favicon.svg", "favicon.svg", /^image\/svg\+xml/],
  ] as const;

  it.each(assets)("sends %s as brotli to a client accepting br and gzip", async (pathname, file, type) => {
    const answer = await request(pathname, { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(type);
    expect(varyList(answer)).toContain("accept-encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(decode(answer).equals(Buffer.from(files[file]!))).toBe(true);
  });

  it.each(assets)("sends %s as gzip to a client accepting only gzip, or preferring it", async (pathname, file, type) => {
    for (const accept of ["gzip", "gzip, deflate", "br;q=0.5, gzip"]) {
      const answer = await request(pathname, { "accept-encoding": accept });
      expect(answer.headers["content-encoding"], accept).toBe("gzip");
      expect(answer.headers["content-type"]).toMatch(type);
      expect(varyList(answer)).toContain("accept-encoding");
      expect(decode(answer).equals(Buffer.from(files[file]!))).toBe(true);
    }
  });

  it.each(assets)("sends %s as the plain file when the client accepts neither", async (pathname, file, type) => {
    for (const headers of [{} as Record<string, string>, { "accept-encoding": "identity" }, { "accept-encoding": "deflate" }, { "accept-encoding": "br;q=0, gzip;q=0" }]) {
      const answer = await request(pathname, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"], JSON.stringify(headers)).toBeUndefined();
      expect(answer.headers["content-type"]).toMatch(type);
      expect(varyList(answer)).toContain("accept-encoding");
      expect(answer.body.equals(Buffer.from(files[file]!))).toBe(true);
    }
  });

  it("sends the app's page for a deep link compressed too, never cached without revalidation", async () => {
    for (const [accept, encoding] of [["br, gzip", "br"], ["gzip", "gzip"], ["", undefined]] as const) {
      const answer = await request("/some/page?tab=2", { accept: "*/*", "accept-encoding": accept });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(varyList(answer)).toEqual(expect.arrayContaining(["origin", "accept-encoding"]));
      expect(decode(answer).toString()).toBe(INDEX);
    }
  });

  it("sends the document headers (CSP…) with pages, and only nosniff and the resource policy with scripts", async () => {
    const page = await request("/some/page", { accept: "text/html" });
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const script = await request("/assets/index-a1b2c3.js", { "accept-encoding": "br" });
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(script.headers["content-security-policy"]).toBeUndefined();
    expect(script.headers["permissions-policy"]).toBeUndefined();
    // Nor a request id or CORS headers, even asked from this origin (a module script is fetched in CORS mode).
    const module = await request("/assets/index-a1b2c3.js", { "accept-encoding": "br", origin: server.url });
    expect(module.status).toBe(200);
    for (const name of ["x-request-id", "access-control-allow-origin", "access-control-expose-headers"]) expect(module.headers[name], name).toBeUndefined();
    expect(varyList(module)).toEqual(["accept-encoding"]);
    // The API keeps them.
    const api = await request("/healthz", { origin: server.url });
    expect(api.headers["x-request-id"]).toBeDefined();
    expect(varyList(api)).toContain("origin");
    // An SVG can be opened as a document: it keeps every header.
    const svg = await request("/favicon.svg");
    if (svg.status === 200) expect(svg.headers["content-security-policy"]).toMatch(/default-src 'self'/);
  });

  it("caches hashed assets for a year in every encoding, and index.html not without revalidation", async () => {
    for (const accept of ["br", "gzip", "identity"]) {
      const asset = await request("/assets/index-a1b2c3.js", { "accept-encoding": accept });
      expect(asset.headers["cache-control"], accept).toBe("public, max-age=31536000, immutable");
      const page = await request("/index.html", { "accept-encoding": accept });
      expect(page.headers["cache-control"], accept).toBe("no-cache");
    }
  });

  it("sends a file too small to gain from compression as it is, still varying on the encoding", async () => {
    const answer = await request("/assets/tiny-9a8b7c.js", { "accept-encoding": "br, gzip" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(TINY);
    expect(varyList(answer)).toContain("accept-encoding");
  });

  it("sends an image as it is, without varying on the encoding", async () => {
    const answer = await request("/assets/logo-5d6e7f.png", { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.equals(PNG)).toBe(true);
    expect(varyList(answer)).not.toContain("accept-encoding");
  });

  it("leaves responses that are not text assets out of the encoding's Vary (health, RPC, a missing asset)", async () => {
    const answers = [
      await request("/healthz", { "accept-encoding": "br, gzip" }),
      await request("/assets/missing-1a2b3c.js", { "accept-encoding": "br, gzip" }),
      await request("/compass.v1.CompassService/Ping", { "content-type": "application/json", "connect-protocol-version": "1" }, "POST", Buffer.from("{}")),
    ];
    for (const answer of answers) expect(varyList(answer)).not.toContain("accept-encoding");
  });

  it("does not serve the compressed files under their own names", async () => {
    for (const pathname of ["/assets/index-a1b2c3.js.br", "/assets/index-a1b2c3.js.gz", "/index.html.br"]) {
      expect((await request(pathname, { "accept-encoding": "br, gzip" })).status, pathname).toBe(404);
    }
  });

  it("answers HEAD with the headers of the GET it stands for, in each encoding", async () => {
    for (const accept of ["br", "gzip", ""]) {
      const get = await request("/assets/index-0f9e8d.css", { "accept-encoding": accept });
      const head = await request("/assets/index-0f9e8d.css", { "accept-encoding": accept }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ["content-encoding", "content-length", "content-type", "etag", "vary", "cache-control"]) {
        expect(head.headers[name], `${accept} ${name}`).toEqual(get.headers[name]);
      }
    }
    const page = await request("/journey", { "accept-encoding": "br" }, "HEAD");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.body.length).toBe(0);
  });

  it("gives each encoding its own ETag and answers a revalidation with the one it was sent", async () => {
    const tags = new Map<string, string>();
    for (const accept of ["br", "gzip", "identity"]) {
      tags.set(accept, String((await request("/", { "accept-encoding": accept })).headers.etag));
    }
    expect(new Set(tags.values()).size).toBe(3);
    for (const [accept, tag] of tags) {
      expect((await request("/", { "accept-encoding": accept, "if-none-match": tag })).status, accept).toBe(304);
    }
    // A brotli ETag does not validate the gzip representation.
    const other = await request("/", { "accept-encoding": "gzip", "if-none-match": tags.get("br")! });
    expect(other.status).toBe(200);
    expect(decode(other).toString()).toBe(INDEX);
  });

  it("answers a range request with bytes of the representation it selected", async () => {
    const whole = await request("/assets/index-a1b2c3.js", { "accept-encoding": "br" });
    const part = await request("/assets/index-a1b2c3.js", { "accept-encoding": "br", range: "bytes=10-49" });
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBe("br");
    expect(part.headers["content-range"]).toBe(`bytes 10-49/${whole.body.length}`);
    expect(part.body.equals(whole.body.subarray(10, 50))).toBe(true);

    const plain = await request("/assets/index-a1b2c3.js", { range: "bytes=0-5" });
    expect(plain.status).toBe(206);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT.slice(0, 6));

    // A stale If-Range (another encoding's ETag) gets the whole representation.
    const gzipTag = String((await request("/assets/index-a1b2c3.js", { "accept-encoding": "gzip" })).headers.etag);
    const mismatched = await request("/assets/index-a1b2c3.js", { "accept-encoding": "br", range: "bytes=0-5", "if-range": gzipTag });
    expect(mismatched.status).toBe(200);
    expect(decode(mismatched).toString()).toBe(SCRIPT);
  });
});

describe("Connect RPC responses", () => {
  const ping = (seconds: bigint, headers: Record<string, string>) =>
    request("/compass.v1.CompassService/Ping", { "content-type": "application/proto", "connect-protocol-version": "1", ...headers }, "POST", toBinary(PingRequestSchema, create(PingRequestSchema, { timestamp: { seconds } })));

  it("compresses a response of 1 KiB or more with the encoding the client accepts", async () => {
    for (const [accept, encoding] of [["gzip", "gzip"], ["br", "br"], ["br, gzip", "br"], ["gzip, deflate, br", "gzip"]] as const) {
      const answer = await ping(1n, { "accept-encoding": accept });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.body.length).toBeLessThan(BIG_CODE.length / 2);
      expect(fromBinary(PingResponseSchema, decode(answer)).serverCode).toBe(BIG_CODE);
    }
  });

  it("sends a large response uncompressed to a client that accepts no compression", async () => {
    const answer = await ping(1n, {});
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(fromBinary(PingResponseSchema, answer.body).serverCode).toBe(BIG_CODE);
  });

  it("leaves a response under 1 KiB uncompressed", async () => {
    const answer = await ping(2n, { "accept-encoding": "gzip, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(fromBinary(PingResponseSchema, answer.body).serverCode).toBe("small");
  });

  it("spends little CPU on brotli: quality 4, not brotli's default 11", async () => {
    const answer = await ping(1n, { "accept-encoding": "br" });
    const message = toBinary(PingResponseSchema, create(PingResponseSchema, { serverCode: BIG_CODE }));
    const atQuality = (q: number) => zlib.brotliCompressSync(message, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } });
    expect(answer.body.equals(atQuality(4))).toBe(true);
    expect(atQuality(11).equals(atQuality(4))).toBe(false);
  });

  it("compresses the message frame of a large gRPC-web+JSON answer (served by Connect) for grpc-accept-encoding", async () => {
    // Enveloped protocols (gRPC-web here, Connect streams with Connect-Accept-Encoding) compress
    // each message and set its frame's flag, rather than the HTTP body.
    const json = Buffer.from(JSON.stringify({ timestamp: "1970-01-01T00:00:01Z" }));
    const framed = Buffer.concat([Buffer.from([0, 0, 0, 0, 0]), json]);
    framed.writeUInt32BE(json.length, 1);
    const answer = await request("/compass.v1.CompassService/Ping", { "content-type": "application/grpc-web+json", "grpc-accept-encoding": "gzip" }, "POST", framed);
    expect(answer.status).toBe(200);
    expect(answer.headers["grpc-encoding"]).toBe("gzip");
    expect(answer.body[0]! & 1).toBe(1);
    const length = answer.body.readUInt32BE(1);
    const data = JSON.parse(zlib.gunzipSync(answer.body.subarray(5, 5 + length)).toString()) as { serverCode: string };
    expect(data.serverCode).toBe(BIG_CODE);
  });
});

describe("gRPC-web responses on the lean path", () => {
  const ping = (seconds: bigint, mode: "binary" | "text", headers: Record<string, string>) => {
    const framed = frame(0, toBinary(PingRequestSchema, create(PingRequestSchema, { timestamp: { seconds } })));
    return mode === "binary"
      ? request("/compass.v1.CompassService/Ping", { "content-type": "application/grpc-web+proto", "x-grpc-web": "1", ...headers }, "POST", framed)
      : request("/compass.v1.CompassService/Ping", { "content-type": "application/grpc-web-text", "x-grpc-web": "1", ...headers }, "POST", Buffer.from(framed.toString("base64")));
  };
  /** The data message and grpc-status of a gRPC-web body. */
  const read = (body: Buffer) => {
    const length = body.readUInt32BE(1);
    const trailer = body.subarray(5 + length + 5).toString("latin1");
    return { message: fromBinary(PingResponseSchema, body.subarray(5, 5 + length)), status: /grpc-status:\s*(\d+)/.exec(trailer)?.[1] };
  };

  it("compresses a binary response of 1 KiB or more for a browser's Accept-Encoding, brotli first", async () => {
    for (const [accept, encoding] of [["gzip, deflate, br, zstd", "br"], ["gzip, deflate", "gzip"]] as const) {
      const answer = await ping(1n, "binary", { "accept-encoding": accept });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/grpc-web+proto");
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.body.length).toBeLessThan(BIG_CODE.length / 2);
      const { message, status } = read(decode(answer));
      expect(status).toBe("0");
      expect(message.serverCode).toBe(BIG_CODE);
    }
  });

  it("compresses a large text-mode response too, the base64 body being what is compressed", async () => {
    const answer = await ping(1n, "text", { "accept-encoding": "gzip" });
    expect(answer.headers["content-type"]).toBe("application/grpc-web-text+proto");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    const { message, status } = read(Buffer.from(decode(answer).toString("latin1"), "base64"));
    expect(status).toBe("0");
    expect(message.serverCode).toBe(BIG_CODE);
  });

  it("sends a large response as it is to a client that accepts no compression", async () => {
    for (const headers of [{} as Record<string, string>, { "accept-encoding": "identity" }]) {
      const answer = await ping(1n, "binary", headers);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(read(answer.body).message.serverCode).toBe(BIG_CODE);
    }
  });

  it("leaves a response under 1 KiB uncompressed", async () => {
    for (const mode of ["binary", "text"] as const) {
      const answer = await ping(2n, mode, { "accept-encoding": "gzip, deflate, br" });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"], mode).toBeUndefined();
    }
  });
});
