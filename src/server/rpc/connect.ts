/**
 * Connect's router on Node, serving the Connect protocol (and, later, the server-streaming
 * methods) with the same call layer the lean path uses.
 *
 * This is connect-node's `connectNodeAdapter`, plus one thing it lacks: the request body is read
 * against the call's deadline, counted from the request's arrival. Connect starts its deadline
 * timer before it reads the body, but does not race the read against it, so a body trickling in
 * byte by byte held the call (and its connection) open for as long as the client liked.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DescMethodUnary, DescService } from "@bufbuild/protobuf";
import { Code, ConnectError, createConnectRouter, createContextValues, type HandlerContext } from "@connectrpc/connect";
import { universalRequestFromNodeRequest, universalResponseToNodeResponse } from "@connectrpc/connect-node";
import type { UniversalHandler } from "@connectrpc/connect/protocol";
import { COMPRESS_MIN_BYTES, rpcCompressions } from "./compression.js";
import { requestInfo, requestInfoKey, type RequestInfo } from "./context.js";
import { invokeUnary, untilAborted, type RpcDeps } from "./dispatch.js";
import { rpcError, toClientError } from "./errors.js";

export interface ConnectOptions {
  deps: RpcDeps;
  service: DescService;
  readMaxBytes: number;
  maxTimeoutMs: number;
  shutdownSignal?: AbortSignal;
  /** The request id and logger Fastify gave this raw request. */
  requestInfoFor: (req: IncomingMessage) => RequestInfo;
}

export type ConnectHandler = (req: IncomingMessage, res: ServerResponse, arrivedAt?: number) => void;

export function createConnectHandler(opts: ConnectOptions): ConnectHandler {
  const impl: Record<string, (req: never, ctx: HandlerContext) => Promise<unknown>> = {};
  for (const method of opts.service.methods) {
    if (method.methodKind !== "unary") continue;
    impl[method.localName] = async (req, ctx) => {
      const info = requestInfo(ctx);
      try {
        return await untilAborted(invokeUnary(opts.deps, method as DescMethodUnary, req, ctx, info.requestId), ctx.signal);
      } catch (err) {
        throw toClientError(err, { requestId: info.requestId, procedure: method.name, log: info.log });
      }
    };
  }
  const router = createConnectRouter({
    connect: true,
    // Unary gRPC-web binary and text go through the lean path (unary-grpc-web.ts);
    // Connect still serves gRPC-web+JSON and, later, server streams.
    grpcWeb: true,
    grpc: false,
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
  router.service(opts.service, impl as never);
  const paths = new Map<string, UniversalHandler>();
  for (const handler of router.handlers) paths.set(handler.requestPath, handler);

  return function handleConnect(req, res, arrivedAt = performance.now()) {
    const handler = paths.get(req.url?.split("?", 2)[0] ?? "");
    if (!handler) {
      res.writeHead(404);
      res.end();
      return;
    }
    const info = opts.requestInfoFor(req);
    const request = universalRequestFromNodeRequest(req, res, undefined, createContextValues().set(requestInfoKey, info));
    const deadlineAt = arrivedAt + requestTimeoutMs(req, opts.maxTimeoutMs);
    const body = bodyBefore(req, deadlineAt, () => {
      // The rest of the body is not drained: the connection is closed after the answer.
      if (!res.headersSent) res.setHeader("connection", "close");
    });
    handler({ ...request, body })
      .then((response) => universalResponseToNodeResponse(response, res))
      .catch((reason: unknown) => {
        if (ConnectError.from(reason).code === Code.Aborted) return;
        info.log.error({ err: reason, requestId: info.requestId, procedure: handler.method.name }, "connect handler failed");
      });
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
 * by `deadlineAt` (a performance.now() instant).
 */
async function* bodyBefore(req: IncomingMessage, deadlineAt: number, onLate: () => void): AsyncGenerator<Uint8Array> {
  const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onLate();
      reject(rpcError.deadlineExceeded());
    }, Math.max(0, deadlineAt - performance.now()));
  });
  late.catch(() => undefined);
  try {
    for (;;) {
      const next = await Promise.race([chunks.next(), late]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    clearTimeout(timer);
  }
}
