/**
 * One POST route for the service (Fastify refuses two routes on one path),
 * dispatching on content type: unary gRPC-web to the lean path, the rest (Connect, gRPC-web+JSON,
 * server streams) to Connect.
 */
import type { IncomingMessage } from "node:http";
import type { DescService } from "@bufbuild/protobuf";
import type { FastifyInstance } from "fastify";
import { createConnectHandler } from "./connect.js";
import type { RequestInfo } from "../core/context.js";
import type { RpcDeps } from "./dispatch.js";
import { markInvalidUtf8 } from "./string-check.js";
import { createUnaryGrpcWebHandler, grpcWebMode } from "./unary-grpc-web.js";

export interface RpcRouteOptions {
  deps: RpcDeps;
  service: DescService;
  readMaxBytes: number;
  maxTimeoutMs: number;
  shutdownSignal?: AbortSignal;
}

export async function registerRpcRoutes(app: FastifyInstance, opts: RpcRouteOptions): Promise<void> {
  // Invalid UTF-8 in a string field reaches the call layer (and is refused there as
  // INVALID_ARGUMENT with its field path) instead of failing the decode (INTERNAL on Connect).
  markInvalidUtf8();
  const infos = new WeakMap<IncomingMessage, RequestInfo>();
  const lean = createUnaryGrpcWebHandler(opts);
  const connect = createConnectHandler({
    ...opts,
    requestInfoFor: (req) => infos.get(req) ?? { requestId: "unknown", log: app.log },
  });

  // Server streams (ADR 0019) are Connect's in every wire format: the lean path is unary only.
  const streaming = new Set(opts.service.methods.filter((m) => m.methodKind !== "unary").map((m) => m.name));

  // When each call arrived: both paths count its deadline from here, body reading included.
  const arrivals = new WeakMap<IncomingMessage, number>();

  await app.register(async (scope) => {
    // Both paths read the raw body themselves, with their own limits.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.addHook("onRequest", (request, _reply, done) => {
      arrivals.set(request.raw, performance.now());
      done();
    });

    scope.post<{ Params: { method: string } }>(`/${opts.service.typeName}/:method`, async (request, reply) => {
      const arrivedAt = arrivals.get(request.raw) ?? performance.now();
      const mode = grpcWebMode(request.headers["content-type"]);
      if (mode && !streaming.has(request.params.method)) return lean(request, reply, mode, arrivedAt);
      infos.set(request.raw, { requestId: request.id, log: request.log, ip: request.ip });
      // Headers set by hooks (CORS, security, request id) must reach the raw response.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | string[]);
      }
      reply.hijack();
      connect(request.raw, reply.raw, arrivedAt);
      return reply;
    });
  });
}
