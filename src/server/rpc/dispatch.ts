/**
 * The shared call layer both RPC paths run: clean text -> authenticate -> authorize -> the
 * handler (validate -> authorize the object -> act -> map) -> one response message.
 * The lean gRPC-web path and Connect both call `invokeUnary`, so a method behaves the same
 * whichever wire format reached it; each path races it against the call's deadline (counted from
 * the request's arrival) so an answer is always written on time.
 */
import { create, isMessage, type DescMessage, type DescMethod, type DescMethodServerStreaming, type DescMethodUnary, type MessageShape } from "@bufbuild/protobuf";
import { Code, ConnectError, createContextKey, type HandlerContext, type ServiceImpl } from "@connectrpc/connect";
import type { CompassService } from "../../gen/compass/v1/compass_pb.js";
import { authorize } from "./access.js";
import { authenticate, type TokenVerifier } from "../core/authenticate.js";
import { actorKey, requestInfoKey, type Actor } from "../core/context.js";
import { rpcError } from "../core/errors.js";
import { assertCleanStrings } from "./string-check.js";

export type Handlers = Partial<ServiceImpl<typeof CompassService>>;

export interface RpcDeps {
  verifyToken: TokenVerifier;
  handlers: Handlers;
  /** Called for every refused call (the audit log); must not throw. */
  onDenied?: (event: { method: string; userId: string | null; reason: string; requestId: string; ip?: string }) => void;
  /**
   * Resolves once this instance's change feed has heard every change committed so far (ADR 0027).
   * A call that may have written answers only then, so whatever its caller does next on this
   * instance is served from caches that know of the change.
   */
  changesHeard?: () => Promise<void>;
}

/** Methods that only read (or, like Telemetry, write nothing any cache holds): they answer without waiting for the feed. */
const READ_ONLY = /^(?:(?:Admin|Coach|Partner)?(?:Get|List|Search|Download)|Ping$|Telemetry$|Watch)/;
export const mayChangeCached = (method: DescMethod) => !READ_ONLY.test(method.name);

type AnyUnaryImpl = (req: unknown, ctx: HandlerContext) => Promise<unknown> | unknown;

/** Authenticates and authorizes a call, refusals recorded; puts the caller on the context. */
async function admit(deps: RpcDeps, method: DescMethod, input: unknown, ctx: HandlerContext, requestId: string, header: (name: string) => string | null): Promise<Actor | null> {
  // Text no handler should ever see (NUL, invalid UTF-8) is refused before anything else runs.
  assertCleanStrings(method.input, input as never);
  let actor: Actor | null = null;
  try {
    actor = await authenticate(header, deps.verifyToken);
    authorize(method.localName, actor);
  } catch (err) {
    // Refused tokens and refused roles both reach the audit log (no token, no PII).
    if (err instanceof ConnectError && (err.code === Code.Unauthenticated || err.code === Code.PermissionDenied)) {
      deps.onDenied?.({ method: method.name, userId: actor?.userId ?? null, reason: err.rawMessage, requestId, ip: ctx.values.get(requestInfoKey)?.ip });
    }
    throw err;
  }
  ctx.values.set(actorKey, actor);
  return actor;
}

export async function invokeUnary<I extends DescMessage, O extends DescMessage>(
  deps: RpcDeps,
  method: DescMethodUnary<I, O>,
  input: MessageShape<I>,
  ctx: HandlerContext,
  requestId: string,
  header: (name: string) => string | null = (name) => ctx.requestHeader.get(name),
): Promise<MessageShape<O>> {
  await admit(deps, method, input, ctx, requestId, header);
  const impl = (deps.handlers as Record<string, AnyUnaryImpl | undefined>)[method.localName];
  if (!impl) throw rpcError.unimplemented(method.name);
  const result = await impl(input, ctx);
  if (deps.changesHeard && mayChangeCached(method)) await deps.changesHeard();
  return isMessage(result, method.output) ? result : create(method.output, result as never);
}

/**
 * A long call's check that its caller still may call (a stream's heartbeat): the same token is
 * verified again — expired, the account disabled, or its sessions ended → UNAUTHENTICATED.
 */
export type Recheck = () => Promise<void>;
export const recheckKey = createContextKey<Recheck | null>(null, { description: "verifies the caller's token again" });

type AnyStreamImpl = (req: unknown, ctx: HandlerContext) => AsyncIterable<unknown>;

/**
 * The server-streaming counterpart of invokeUnary (Connect's router only): the same admission,
 * then the handler's messages as it yields them. The context also carries `recheckKey`.
 */
export async function* invokeServerStream<I extends DescMessage, O extends DescMessage>(
  deps: RpcDeps,
  method: DescMethodServerStreaming<I, O>,
  input: MessageShape<I>,
  ctx: HandlerContext,
  requestId: string,
): AsyncGenerator<MessageShape<O>> {
  const header = (name: string) => ctx.requestHeader.get(name);
  await admit(deps, method, input, ctx, requestId, header);
  ctx.values.set(recheckKey, async () => {
    if (!(await authenticate(header, deps.verifyToken))) throw rpcError.unauthenticated();
  });
  const impl = (deps.handlers as Record<string, AnyStreamImpl | undefined>)[method.localName];
  if (!impl) throw rpcError.unimplemented(method.name);
  for await (const result of impl(input, ctx)) yield isMessage(result, method.output) ? result : create(method.output, result as never);
}

/**
 * For the Connect path, whose context already has a signal: settles with the
 * work, or rejects as soon as the call's signal aborts (its
 * deadline passed, the client went away, or the server is shutting down), so
 * an answer is always written on time even when a handler ignores its signal.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  const abortError = () =>
    signal.reason instanceof ConnectError && signal.reason.code !== Code.Internal ? signal.reason : rpcError.deadlineExceeded();
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(err);
      },
    );
  });
}
