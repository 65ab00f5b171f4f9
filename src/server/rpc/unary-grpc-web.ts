/**
 * The lean unary gRPC-web path, binary (`application/grpc-web+proto`) and text
 * (`application/grpc-web-text`, base64 of the framed message).
 *
 * Connect runs every unary call as a streaming pipeline (abort controllers,
 * async generators): ~20x the cost of reading one frame and writing two. All
 * the traffic the spec's client sends is unary gRPC-web, so it takes this path:
 * read the body -> (base64-decode) -> parse the 5-byte frame -> find the method
 * in the generated descriptor -> the shared call layer (dispatch.ts) -> encode
 * the response frame and the trailer frame. See docs/decisions/0002.
 */
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { fromBinary, toBinary, type DescMethodUnary, type DescService } from "@bufbuild/protobuf";
import { Code, ConnectError, createContextValues, createHandlerContext } from "@connectrpc/connect";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requestInfoKey } from "./context.js";
import { invokeUnary, type RpcDeps } from "./dispatch.js";
import { rpcError, toClientError } from "./errors.js";

const FLAG_COMPRESSED = 0x01;
const FLAG_TRAILER = 0x80;
const HEADER_BYTES = 5;

// ---------------------------------------------------------------------------
// Pure framing helpers (unit-tested)

/** Whether a content type is one of the gRPC-web family this path serves. */
export function grpcWebMode(contentType: string | undefined): "binary" | "text" | undefined {
  if (!contentType) return undefined;
  const base = contentType.split(";")[0]!.trim().toLowerCase();
  if (base === "application/grpc-web" || base === "application/grpc-web+proto") return "binary";
  if (base === "application/grpc-web-text" || base === "application/grpc-web-text+proto") return "text";
  return undefined;
}

/**
 * Decodes a gRPC-web-text body: base64, whitespace ignored, and possibly
 * several base64 chunks one after another, each with its own padding.
 */
export function decodeGrpcWebText(raw: Buffer): Buffer {
  const text = raw.toString("latin1").replace(/[\t\n\r ]/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}(?:[A-Za-z0-9+/]+={0,2})*$/.test(text)) {
    throw rpcError.invalidArgument("The request body is not valid base64.");
  }
  const chunks: Buffer[] = [];
  let start = 0;
  for (let i = text.indexOf("="); i !== -1; i = text.indexOf("=", start)) {
    let end = i;
    while (text[end] === "=") end++;
    chunks.push(decodeChunk(text.slice(start, end)));
    start = end;
  }
  if (start < text.length) chunks.push(decodeChunk(text.slice(start)));
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

function decodeChunk(chunk: string): Buffer {
  const padded = chunk.endsWith("=");
  if ((padded && chunk.length % 4 !== 0) || (!padded && chunk.length % 4 === 1)) {
    throw rpcError.invalidArgument("The request body is not valid base64.");
  }
  return Buffer.from(chunk, "base64");
}

/** The single message of a unary request body (one data frame, nothing after it). */
export function unaryMessageOf(body: Uint8Array, readMaxBytes: number): Uint8Array {
  if (body.length === 0) throw rpcError.invalidArgument("The request carries no message.");
  if (body.length < HEADER_BYTES) throw rpcError.invalidArgument("The request frame is incomplete.");
  const flags = body[0]!;
  const length = ((body[1]! << 24) >>> 0) + (body[2]! << 16) + (body[3]! << 8) + body[4]!;
  if (flags & FLAG_TRAILER) throw rpcError.invalidArgument("The request carries no message.");
  if (flags & FLAG_COMPRESSED) {
    throw new ConnectError("Compressed requests are not supported.", Code.Unimplemented);
  }
  if (length > readMaxBytes) {
    throw rpcError.resourceExhausted(`The request is larger than the ${readMaxBytes} bytes allowed.`);
  }
  const end = HEADER_BYTES + length;
  if (body.length < end) throw rpcError.invalidArgument("The request frame is incomplete.");
  if (body.length > end) throw rpcError.invalidArgument("A unary request must carry exactly one message.");
  return body.subarray(HEADER_BYTES, end);
}

/** Milliseconds asked for by a `grpc-timeout` header, capped at maxMs; maxMs when absent. */
export function deadlineMs(header: string | string[] | undefined, maxMs: number): number {
  if (header === undefined) return maxMs;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^(\d{1,8})([HMSmun])$/.exec(value.trim()) : null;
  if (!match) throw rpcError.invalidArgument("The grpc-timeout header is malformed.");
  const amount = Number(match[1]);
  const unitMs = { H: 3_600_000, M: 60_000, S: 1000, m: 1, u: 1e-3, n: 1e-6 }[match[2] as "H"];
  return Math.min(maxMs, Math.max(0, Math.ceil(amount * unitMs)));
}

export function frame(flags: number, payload: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  out[0] = flags;
  out.writeUInt32BE(payload.length, 1);
  out.set(payload, HEADER_BYTES);
  return out;
}

export function trailerFrame(code: Code | 0, message: string): Buffer {
  let text = `grpc-status: ${code}\r\n`;
  if (message) text += `grpc-message: ${encodeURIComponent(message)}\r\n`;
  return frame(FLAG_TRAILER, Buffer.from(text, "latin1"));
}

const OK_TRAILER = trailerFrame(0, "");

// ---------------------------------------------------------------------------
// The handler

export interface UnaryGrpcWebOptions {
  deps: RpcDeps;
  service: DescService;
  readMaxBytes: number;
  maxTimeoutMs: number;
  shutdownSignal?: AbortSignal;
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(rpcError.resourceExhausted("The request is larger than allowed."));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        req.resume(); // discard the rest; the connection is closed after the answer
        reject(rpcError.resourceExhausted("The request is larger than allowed."));
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)));
    req.once("error", reject);
    req.once("aborted", () => reject(new ConnectError("The client went away.", Code.Canceled)));
  });
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming)) {
    if (value === undefined || key.startsWith(":")) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.append(key, value);
  }
  return headers;
}

export function createUnaryGrpcWebHandler(opts: UnaryGrpcWebOptions) {
  const { deps, service, readMaxBytes, maxTimeoutMs } = opts;
  const methods = new Map<string, DescMethodUnary>();
  for (const m of service.methods) if (m.methodKind === "unary") methods.set(m.name, m as DescMethodUnary);
  // base64 grows 4/3; leave room for line breaks a client may insert.
  const textLimit = Math.ceil(((readMaxBytes + HEADER_BYTES) * 4) / 3) + 4096;

  return async function handleUnaryGrpcWeb(
    request: FastifyRequest<{ Params: { method: string } }>,
    reply: FastifyReply,
    mode: "binary" | "text",
  ): Promise<FastifyReply> {
    const requestId = request.id;
    let body: Buffer;
    try {
      const method = methods.get(request.params.method);
      if (!method) throw new ConnectError(`Unknown method ${request.params.method}.`, Code.Unimplemented);
      const timeoutMs = deadlineMs(request.headers["grpc-timeout"], maxTimeoutMs);
      const raw = await readBody(request.raw, mode === "text" ? textLimit : readMaxBytes + HEADER_BYTES);
      const bytes = unaryMessageOf(mode === "text" ? decodeGrpcWebText(raw) : raw, readMaxBytes);
      let input;
      try {
        input = fromBinary(method.input, bytes);
      } catch {
        throw rpcError.invalidArgument("The request message could not be parsed.");
      }
      const ctx = createHandlerContext({
        service,
        method,
        protocolName: "grpc-web",
        requestMethod: "POST",
        url: request.url,
        timeoutMs,
        shutdownSignal: opts.shutdownSignal,
        requestHeader: toHeaders(request.headers),
        contextValues: createContextValues().set(requestInfoKey, { requestId, log: request.log }),
      });
      try {
        const output = await invokeUnary(deps, method, input, ctx, requestId);
        body = Buffer.concat([frame(0, toBinary(method.output, output)), OK_TRAILER]);
      } finally {
        ctx.abort();
      }
    } catch (err) {
      const error = toClientError(err, { requestId, procedure: request.url, log: request.log });
      if (error.code === Code.ResourceExhausted) reply.header("connection", "close");
      body = trailerFrame(error.code, error.rawMessage);
    }
    return reply
      .code(200)
      .header("content-type", mode === "text" ? "application/grpc-web-text+proto" : "application/grpc-web+proto")
      .send(mode === "text" ? body.toString("base64") : body);
  };
}
