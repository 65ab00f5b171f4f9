/**
 * The errors every layer of the server may throw, and how to recognise a database that cannot be
 * reached. `rpcError.*` are ConnectErrors with messages meant for users (the RPC paths pass them
 * through; rpc/errors.ts's toClientError maps everything else and translates what goes out).
 */
import { Code, ConnectError } from "@connectrpc/connect";

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections (transient)
]);

const CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "the database system is starting up",
  "the database system is shutting down",
];

/** Walks an error's cause chain (Drizzle wraps driver errors). */
function* causes(err: unknown): Generator<unknown> {
  let current: unknown = err;
  for (let depth = 0; current !== undefined && current !== null && depth < 8; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the error means the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    if (typeof e !== "object" || e === null) continue;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_ERROR_CODES.has(code) || code.startsWith("08"))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** Convenience constructors for the codes handlers use most. */
export const rpcError = {
  invalidArgument: (message: string) => new ConnectError(message, Code.InvalidArgument),
  notFound: (message: string) => new ConnectError(message, Code.NotFound),
  permissionDenied: (message = "You do not have permission to do that.") =>
    new ConnectError(message, Code.PermissionDenied),
  unauthenticated: (message = "Sign-in required.") => new ConnectError(message, Code.Unauthenticated),
  unimplemented: (procedure: string) =>
    new ConnectError(`${procedure} is not available yet in this version of Compass.`, Code.Unimplemented),
  resourceExhausted: (message: string) => new ConnectError(message, Code.ResourceExhausted),
  deadlineExceeded: () => new ConnectError("The request took too long and was stopped.", Code.DeadlineExceeded),
  failedPrecondition: (message: string) => new ConnectError(message, Code.FailedPrecondition),
  alreadyExists: (message: string) => new ConnectError(message, Code.AlreadyExists),
};
