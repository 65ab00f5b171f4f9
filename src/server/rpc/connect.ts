/**
 * Connect's Node adapter, serving the Connect protocol (and, later, the
 * server-streaming methods) with the same call layer the lean path uses.
 */
import type { IncomingMessage } from "node:http";
import type { DescMethodUnary, DescService } from "@bufbuild/protobuf";
import { createContextValues, type HandlerContext } from "@connectrpc/connect";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { requestInfo, requestInfoKey, type RequestInfo } from "./context.js";
import { invokeUnary, untilAborted, type RpcDeps } from "./dispatch.js";
import { toClientError } from "./errors.js";

export interface ConnectOptions {
  deps: RpcDeps;
  service: DescService;
  readMaxBytes: number;
  maxTimeoutMs: number;
  shutdownSignal?: AbortSignal;
  /** The request id and logger Fastify gave this raw request. */
  requestInfoFor: (req: IncomingMessage) => RequestInfo;
}

export function createConnectHandler(opts: ConnectOptions) {
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
  return connectNodeAdapter({
    routes: (router) => router.service(opts.service, impl as never),
    connect: true,
    // Unary gRPC-web binary and text go through the lean path (unary-grpc-web.ts);
    // Connect still serves gRPC-web+JSON and, later, server streams.
    grpcWeb: true,
    grpc: false,
    readMaxBytes: opts.readMaxBytes,
    maxTimeoutMs: opts.maxTimeoutMs,
    shutdownSignal: opts.shutdownSignal,
    contextValues: (req) => createContextValues().set(requestInfoKey, opts.requestInfoFor(req as IncomingMessage)),
  });
}
