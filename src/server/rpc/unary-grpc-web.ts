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
import { Code, ConnectError, createContextValues, type ContextValues, type HandlerContext } from "@connectrpc/connect";
import type { FastifyReply, FastifyRequest } from "fastify";
import { base64Bytes, bodyLimitOf, envelopedBytes } from "./body-limits.js";
import { COMPRESS_MIN_BYTES, compressResponse, responseEncoding } from "./compression.js";
import { requestInfoKey } from "../core/context.js";
import { invokeUnary, type RpcDeps } from "./dispatch.js";
import { rpcError } from "../core/errors.js";
import { toClientError } from "./errors.js";
import { oncePerResponse } from "./shared-responses.js";
import { requestLanguage } from "../i18n/server-messages.js";
import { lingerOnClose } from "../lingering-close.js";

const FLAG_COMPRESSED = 0x01;
const FLAG_TRAILER = 0x80;
const HEADER_BYTES = 5;

// ---------------------------------------------------------------------------
// Pure framing helpers (unit-tested)

/** Whether a content type is one of the gRPC-web family this path serves. */
const EXACT_MODES = new Map<string, "binary" | "text">([
  ["application/grpc-web", "binary"],
  ["application/grpc-web+proto", "binary"],
  ["application/grpc-web-text", "text"],
  ["application/grpc-web-text+proto", "text"],
]);

export function grpcWebMode(contentType: string | undefined): "binary" | "text" | undefined {
  if (!contentType) return undefined;
  const exact = EXACT_MODES.get(contentType);
  if (exact) return exact;
  const base = contentType.split(";")[0]!.trim().toLowerCase();
  if (base === "application/grpc-web" || base === "application/grpc-web+proto") return "binary";
  if (base === "application/grpc-web-text" || base === "application/grpc-web-text+proto") return "text";
  return undefined;
}

const SIMPLE_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a gRPC-web-text body: base64, whitespace ignored, and possibly
 * several base64 chunks one after another, each with its own padding.
 */
export function decodeGrpcWebText(raw: Buffer): Buffer {
  const whole = raw.toString("latin1");
  // The usual body: one unbroken base64 run, padded at most at its end.
  if (SIMPLE_BASE64.test(whole) && whole.length % 4 !== 1) return Buffer.from(whole, "base64");
  const text = whole.replace(/[\t\n\r ]/g, "");
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

/** The trailer frame: status, percent-encoded message, then any trailers the handler or error set. */
export function trailerFrame(code: Code | 0, message: string, extra?: Headers): Buffer {
  let text = `grpc-status: ${code}\r\n`;
  if (message) text += `grpc-message: ${encodeURIComponent(message)}\r\n`;
  extra?.forEach((value, key) => {
    if (key !== "grpc-status" && key !== "grpc-message") text += `${key}: ${value}\r\n`;
  });
  return frame(FLAG_TRAILER, Buffer.from(text, "latin1"));
}

const OK_TRAILER = trailerFrame(0, "");

/** The data frame and the trailer frame in one allocation. */
function dataAndTrailer(message: Uint8Array, trailer: Buffer): Buffer {
  const out = Buffer.allocUnsafe(HEADER_BYTES + message.length + trailer.length);
  out[0] = 0;
  out.writeUInt32BE(message.length, 1);
  out.set(message, HEADER_BYTES);
  out.set(trailer, HEADER_BYTES + message.length);
  return out;
}

function trailers(extra: Headers | undefined): Buffer {
  return extra ? trailerFrame(0, "", extra) : OK_TRAILER;
}

// ---------------------------------------------------------------------------
// The handler

export interface UnaryGrpcWebOptions {
  deps: RpcDeps;
  service: DescService;
  /** RPC_READ_MAX_BYTES: every method's limit but the uploads' (body-limits.ts). */
  readMaxBytes: number;
  maxTimeoutMs: number;
  shutdownSignal?: AbortSignal;
}

/** A method this path serves, with its request limits (body-limits.ts). */
interface LeanMethod {
  method: DescMethodUnary;
  /** The largest message. */
  messageMaxBytes: number;
  /** The largest body in binary (the message in its frame) and in text (that, base64-encoded). */
  binaryMaxBytes: number;
  textMaxBytes: number;
}

// Abort reasons made once: aborting with a reason avoids a DOMException (with
// its stack trace) on every call.
const CALL_COMPLETED = new ConnectError("The call has completed.", Code.Canceled);
const SHUTTING_DOWN = new ConnectError("The server is shutting down.", Code.Unavailable);

/**
 * The HandlerContext of one lean call, made cheaply (this path exists to be
 * fast): one object with prototype accessors; an AbortController only when a
 * handler reads `signal` (with its abort it measured ~20 µs a call); one
 * deadline timer; request and response headers built only on demand.
 */
export class LeanCall implements HandlerContext {
  readonly requestMethod = "POST";
  readonly protocolName = "grpc-web";
  private controller: AbortController | undefined;
  private endedWith: ConnectError | undefined;
  private rejectRun: ((reason: ConnectError) => void) | undefined;
  private requestHeaders: Headers | undefined;
  private responseHeaders: Headers | undefined;
  private responseTrailers: Headers | undefined;
  private readonly deadline: number;
  private readonly timer: NodeJS.Timeout;

  constructor(
    readonly service: DescService,
    readonly method: DescMethodUnary,
    readonly url: string,
    timeoutMs: number,
    private readonly rawHeaders: IncomingHttpHeaders,
    readonly values: ContextValues,
    private readonly inFlight: Set<LeanCall>,
  ) {
    this.deadline = Date.now() + timeoutMs;
    this.timer = setTimeout(onDeadline, timeoutMs, this);
    inFlight.add(this);
  }

  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.endedWith) this.controller.abort(this.endedWith);
    }
    return this.controller.signal;
  }

  timeoutMs(): number {
    return this.deadline - Date.now();
  }

  get requestHeader(): Headers {
    return (this.requestHeaders ??= toHeaders(this.rawHeaders));
  }

  get responseHeader(): Headers {
    return (this.responseHeaders ??= new Headers());
  }

  get responseTrailer(): Headers {
    return (this.responseTrailers ??= new Headers());
  }

  /** A request header without building a Headers object. */
  header(name: string): string | null {
    const value = this.rawHeaders[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  }

  /** Headers and trailers the handler set, if it touched them. */
  headersSet(): Headers | undefined {
    return this.responseHeaders;
  }

  trailersSet(): Headers | undefined {
    return this.responseTrailers;
  }

  /** Settles with the work, or rejects at the deadline or on shutdown. */
  run<T>(work: Promise<T>): Promise<T> {
    if (this.endedWith) return Promise.reject(this.endedWith);
    return new Promise<T>((resolve, reject) => {
      this.rejectRun = reject;
      work.then(resolve, reject);
    });
  }

  /** Ends the call: clears the deadline; aborts the signal if a handler took it. */
  end(reason: ConnectError): void {
    if (this.endedWith) return;
    this.endedWith = reason;
    clearTimeout(this.timer);
    this.inFlight.delete(this);
    this.controller?.abort(reason);
    if (reason !== CALL_COMPLETED) this.rejectRun?.(reason);
    this.rejectRun = undefined;
  }

  finish(): void {
    this.end(CALL_COMPLETED);
  }
}

function onDeadline(call: LeanCall): void {
  call.end(rpcError.deadlineExceeded());
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
  const methods = new Map<string, LeanMethod>();
  for (const m of service.methods) {
    if (m.methodKind !== "unary") continue;
    const { message } = bodyLimitOf(m, readMaxBytes);
    methods.set(m.name, { method: m as DescMethodUnary, messageMaxBytes: message, binaryMaxBytes: envelopedBytes(message), textMaxBytes: base64Bytes(message) });
  }
  const inFlight = new Set<LeanCall>();
  opts.shutdownSignal?.addEventListener("abort", () => {
    for (const call of inFlight) call.end(SHUTTING_DOWN);
  });

  return async function handleUnaryGrpcWeb(
    request: FastifyRequest<{ Params: { method: string } }>,
    reply: FastifyReply,
    mode: "binary" | "text",
    /** performance.now() when the request arrived (onRequest): the deadline counts from then. */
    arrivedAt: number = performance.now(),
  ): Promise<FastifyReply> {
    const requestId = request.id;
    let body: Buffer;
    let call: LeanCall | undefined;
    /** The answer and the body's variant: a shared response keeps its bodies (shared-responses.ts). */
    let shared: object = {};
    let variant = "";
    try {
      const served = methods.get(request.params.method);
      if (!served) throw new ConnectError(`Unknown method ${request.params.method}.`, Code.Unimplemented);
      const { method } = served;
      const timeoutMs = deadlineMs(request.headers["grpc-timeout"], maxTimeoutMs);
      // The deadline runs from the request's arrival, so a body that trickles in slowly ends the
      // call with DEADLINE_EXCEEDED instead of holding it (and its connection) open.
      call = new LeanCall(
        service,
        method,
        request.url,
        Math.max(0, timeoutMs - (performance.now() - arrivedAt)),
        request.headers,
        createContextValues().set(requestInfoKey, { requestId, log: request.log, ip: request.ip }),
        inFlight,
      );
      // The method's own limit (RPC_READ_MAX_BYTES, more for uploads): the body is refused as soon
      // as it passes it, so no more than that is ever held.
      const raw = await call.run(readBody(request.raw, mode === "text" ? served.textMaxBytes : served.binaryMaxBytes));
      const bytes = unaryMessageOf(mode === "text" ? decodeGrpcWebText(raw) : raw, served.messageMaxBytes);
      let input;
      try {
        input = fromBinary(method.input, bytes);
      } catch {
        throw rpcError.invalidArgument("The request message could not be parsed.");
      }
      const lean = call;
      const output = await call.run(invokeUnary(deps, method, input, call, requestId, (name) => lean.header(name)));
      const trailer = trailers(call.trailersSet());
      variant = `${mode}:${trailer.toString("latin1")}`;
      body = oncePerResponse(output, variant, () => dataAndTrailer(oncePerResponse(output, "binary", () => toBinary(method.output, output)), trailer));
      shared = output;
      call.headersSet()?.forEach((value, key) => void reply.header(key, value));
    } catch (err) {
      const error = toClientError(err, { requestId, procedure: request.url, log: request.log, language: requestLanguage(request.headers["accept-language"]) });
      // A body not read to its end (too large, or still trickling in at the deadline) is not
      // drained: the connection is closed after the answer.
      if (error.code === Code.ResourceExhausted || !request.raw.complete) {
        reply.header("connection", "close");
        lingerOnClose(request.raw.socket);
      }
      body = trailerFrame(error.code, error.rawMessage, error.metadata);
    } finally {
      call?.finish();
    }
    // A response of 1 KiB or more goes out in brotli or gzip when the browser accepts it
    // (compression.ts); the size test comes first, so small calls pay nothing.
    const size = mode === "text" ? Math.ceil(body.length / 3) * 4 : body.length;
    const encoding = size >= COMPRESS_MIN_BYTES ? responseEncoding(request.headers["accept-encoding"]) : undefined;
    const payload = mode === "text" ? body.toString("base64") : body;
    const compressed = encoding
      ? await oncePerResponse(shared, `${variant}:${encoding}`, () => compressResponse(typeof payload === "string" ? Buffer.from(payload, "latin1") : payload, encoding))
      : undefined;
    if (compressed) reply.header("content-encoding", encoding);
    return reply
      .code(200)
      .header("content-type", mode === "text" ? "application/grpc-web-text+proto" : "application/grpc-web+proto")
      .send(compressed ?? payload);
  };
}
