/**
 * Connect's router on Node, serving the Connect protocol and the server-streaming methods (in
 * Connect and gRPC-web binary; ADR 0019) with the same call layer the lean path uses.
 *
 * This is connect-node's `connectNodeAdapter`, plus one thing it lacks: the request body is read
 * against the call's deadline, counted from the request's arrival. Connect starts its deadline
 * timer before it reads the body, but does not race the read against it, so a body trickling in
 * byte by byte held the call (and its connection) open for as long as the client liked.
 *
 * Request limits are per method (body-limits.ts): every method takes RPC_READ_MAX_BYTES, the upload
 * methods their largest file. Connect's `readMaxBytes` is one number per method whatever the codec,
 * so an upload method's is its limit in JSON (where the file is base64, a third larger), and the
 * body reader here holds a binary body (`application/proto`…) to the binary limit, counting as it
 * reads: either way a body past its limit is refused with RESOURCE_EXHAUSTED before it is all read.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DescMethodServerStreaming, DescMethodUnary, DescService } from "@bufbuild/protobuf";
import { Code, ConnectError, createConnectRouter, createContextValues, type HandlerContext } from "@connectrpc/connect";
import { universalRequestFromNodeRequest, universalResponseToNodeResponse } from "@connectrpc/connect-node";
import type { UniversalHandler, UniversalServerResponse } from "@connectrpc/connect/protocol";
import { base64Bytes, bodyLimitOf, envelopedBytes } from "./body-limits.js";
import { COMPRESS_MIN_BYTES, rpcCompressions } from "./compression.js";
import { requestInfo, requestInfoKey, type RequestInfo } from "../core/context.js";
import { invokeServerStream, invokeUnary, untilAborted, type RpcDeps } from "./dispatch.js";
import { rpcError } from "../core/errors.js";
import { toClientError } from "./errors.js";
import { requestLanguage } from "../i18n/server-messages.js";
import { lingerOnClose } from "../lingering-close.js";

export interface ConnectOptions {
  deps: RpcDeps;
  service: DescService;
  /** RPC_READ_MAX_BYTES: every method's limit but the uploads' (body-limits.ts). */
  readMaxBytes: number;
  maxTimeoutMs: number;
  shutdownSignal?: AbortSignal;
  /** The request id and logger Fastify gave this raw request. */
  requestInfoFor: (req: IncomingMessage) => RequestInfo;
}

export type ConnectHandler = (req: IncomingMessage, res: ServerResponse, arrivedAt?: number) => void;

/** A route of the router, with the limit of a binary body when the method's is raised. */
interface ConnectRoute {
  handler: UniversalHandler;
  binaryMaxBytes?: number;
}

// Unary gRPC-web binary and text go through the lean path (unary-grpc-web.ts);
// Connect still serves gRPC-web+JSON and every server stream. Given again with each method's
// own options: the router takes a method's protocols from its options, not from its own.
const PROTOCOLS = { connect: true, grpcWeb: true, grpc: false } as const;

/** Whether a request's content type is JSON (`application/json`, `application/grpc-web+json`…). */
const isJson = (contentType: string | undefined): boolean => /json\s*(?:;|$)/i.test(contentType ?? "");

export function createConnectHandler(opts: ConnectOptions): ConnectHandler {
  const router = createConnectRouter({
    ...PROTOCOLS,
    readMaxBytes: opts.readMaxBytes,
    maxTimeoutMs: opts.maxTimeoutMs,
    shutdownSignal: opts.shutdownSignal,
    // Responses of 1 KiB or more go out compressed when the client accepts gzip or brotli
    // (`Accept-Encoding` for unary, `Connect-Accept-Encoding` for streams; the client's order
    // decides), at the levels compression.ts explains. Requests may arrive compressed with either.
    acceptCompression: rpcCompressions,
    compressMinBytes: COMPRESS_MIN_BYTES,
    // JSON that is not valid UTF-8 is refused (INVALID_ARGUMENT) rather than read with U+FFFD in it.
    jsonOptions: { textDecoder: new TextDecoder("utf-8", { fatal: true }) } as never,
  });
  const binaryLimits = new Map<string, number>();
  for (const method of opts.service.methods) {
    if (method.methodKind === "server_streaming") {
      // A server stream (ADR 0019): the same admission; an error ends the stream with its status.
      const streamMethod = method as DescMethodServerStreaming;
      const stream = async function* (req: never, ctx: HandlerContext) {
        const info = requestInfo(ctx);
        try {
          yield* invokeServerStream(opts.deps, streamMethod, req, ctx, info.requestId);
        } catch (err) {
          throw toClientError(err, { requestId: info.requestId, procedure: method.name, log: info.log, language: requestLanguage(ctx.requestHeader.get("accept-language")) });
        }
      };
      router.rpc(method, stream as never);
      continue;
    }
    if (method.methodKind !== "unary") continue;
    const impl = async (req: never, ctx: HandlerContext) => {
      const info = requestInfo(ctx);
      try {
        return await untilAborted(invokeUnary(opts.deps, method as DescMethodUnary, req, ctx, info.requestId), ctx.signal);
      } catch (err) {
        throw toClientError(err, { requestId: info.requestId, procedure: method.name, log: info.log, language: requestLanguage(ctx.requestHeader.get("accept-language")) });
      }
    };
    const limit = bodyLimitOf(method, opts.readMaxBytes);
    if (!limit.raised) {
      router.rpc(method, impl as never);
      continue;
    }
    // An upload method: Connect reads up to its limit in JSON; a binary body is held to the binary one.
    router.rpc(method, impl as never, { ...PROTOCOLS, readMaxBytes: base64Bytes(limit.message) });
    binaryLimits.set(method.name, envelopedBytes(limit.message));
  }
  const paths = new Map<string, ConnectRoute>();
  for (const handler of router.handlers) paths.set(handler.requestPath, { handler, binaryMaxBytes: binaryLimits.get(handler.method.name) });

  return function handleConnect(req, res, arrivedAt = performance.now()) {
    const route = paths.get(req.url?.split("?", 2)[0] ?? "");
    if (!route) {
      res.writeHead(404);
      res.end();
      return;
    }
    const { handler } = route;
    const info = opts.requestInfoFor(req);
    const request = universalRequestFromNodeRequest(req, res, undefined, createContextValues().set(requestInfoKey, info));
    const deadlineAt = arrivedAt + requestTimeoutMs(req, opts.maxTimeoutMs);
    const maxBytes = route.binaryMaxBytes !== undefined && !isJson(req.headers["content-type"]) ? route.binaryMaxBytes : undefined;
    const body = bodyBefore(req, deadlineAt, maxBytes, () => {
      // The rest of the body is not read (a body too large is discarded as it arrives): the
      // connection is closed after the answer.
      if (!res.headersSent) res.setHeader("connection", "close");
      lingerOnClose(req.socket);
    });
    handler({ ...request, body })
      .then(async (response) => universalResponseToNodeResponse(await unparsableAsInvalid(response), res))
      .catch((reason: unknown) => {
        if (ConnectError.from(reason).code === Code.Aborted) return;
        info.log.error({ err: reason, requestId: info.requestId, procedure: handler.method.name }, "connect handler failed");
      });
  };
}

const UNPARSABLE = new TextEncoder().encode(JSON.stringify({ code: "invalid_argument", message: "The request message could not be parsed." }));

/**
 * connect-es answers a binary request body that does not parse as its message with `internal`
 * (HTTP 500, "parse binary: …"); it is the caller's mistake, so it is answered `invalid_argument`
 * (HTTP 400) with the lean gRPC-web path's words. Only a unary error answer (JSON, status 500, not
 * compressed: error answers are far under the compression threshold) is read; every other answer
 * passes untouched.
 */
export async function unparsableAsInvalid(response: UniversalServerResponse): Promise<UniversalServerResponse> {
  if (response.status !== 500 || response.header?.get("content-encoding") || !response.body || !(Symbol.asyncIterator in response.body)) return response;
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  let refusal: { code?: unknown; message?: unknown } | undefined;
  try {
    refusal = JSON.parse(bytes.toString("utf8")) as typeof refusal;
  } catch {
    refusal = undefined;
  }
  const unparsable = refusal?.code === "internal" && typeof refusal.message === "string" && refusal.message.startsWith("parse binary:");
  const body = unparsable ? UNPARSABLE : new Uint8Array(bytes);
  const header = new Headers(response.header);
  header.set("content-length", String(body.byteLength));
  return {
    ...response,
    status: unparsable ? 400 : response.status,
    header,
    body: (async function* () {
      yield body;
    })(),
  };
}

/** The deadline a caller asked for (connect-timeout-ms, or grpc-timeout for gRPC-web), at most maxMs. */
export function requestTimeoutMs(req: Pick<IncomingMessage, "headers">, maxMs: number): number {
  const connect = req.headers["connect-timeout-ms"];
  if (typeof connect === "string" && /^\d{1,10}$/.test(connect)) return Math.min(maxMs, Number(connect));
  const grpc = req.headers["grpc-timeout"];
  const match = typeof grpc === "string" ? /^(\d{1,8})([HMSmun])$/.exec(grpc.trim()) : null;
  if (!match) return maxMs;
  const unitMs = { H: 3_600_000, M: 60_000, S: 1000, m: 1, u: 1e-3, n: 1e-6 }[match[2] as "H"];
  return Math.min(maxMs, Math.ceil(Number(match[1]) * unitMs));
}

/**
 * The request body as Connect reads it, failing with DEADLINE_EXCEEDED if it has not all arrived
 * by `deadlineAt` (a performance.now() instant), and with RESOURCE_EXHAUSTED as soon as it passes
 * `maxBytes` (when given), by its Content-Length or while it streams. `onUnread` runs when it fails
 * so, the rest of the body unread. A body too large is then discarded as it arrives (never held)
 * until the connection closes after the answer, as the lean path does: a client still sending
 * reads its answer instead of a reset connection.
 */
async function* bodyBefore(req: IncomingMessage, deadlineAt: number, maxBytes: number | undefined, onUnread: () => void): AsyncGenerator<Uint8Array> {
  const tooLarge = (discardRest: () => void) => {
    onUnread();
    discardRest();
    return rpcError.resourceExhausted("The request is larger than allowed.");
  };
  if (maxBytes !== undefined && Number(req.headers["content-length"]) > maxBytes) throw tooLarge(() => req.resume());
  const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  const discardChunks = () =>
    void (async () => {
      while (!(await chunks.next()).done);
    })().catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onUnread();
      reject(rpcError.deadlineExceeded());
    }, Math.max(0, deadlineAt - performance.now()));
  });
  late.catch(() => undefined);
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([chunks.next(), late]);
      if (next.done) return;
      size += next.value.byteLength;
      if (maxBytes !== undefined && size > maxBytes) throw tooLarge(discardChunks);
      yield next.value;
    }
  } finally {
    clearTimeout(timer);
  }
}
