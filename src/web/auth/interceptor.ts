/**
 * The API calls' credentials (spec §6/§7): every call of a signed-in user sends the access token in
 * the `x-api-key` header. A call that needs sign-in fails with 'No token' when there is none. An
 * UNAUTHENTICATED answer triggers one token refresh and one retry; if that still fails (or no
 * token comes back) the user is signed out. A server stream (the live inbox) is retried the same
 * way when it is refused before its first message (a refusal may come in the response headers or
 * as the body's trailer, so the first message is awaited here): its one request message is kept
 * so it can be sent again (the transport reads a stream's request only once). An UNAUTHENTICATED
 * that ends a stream later (the token expired while it was open) is the caller's to handle: it
 * opens the stream again.
 */
import { Code, ConnectError, type Interceptor, type StreamRequest, type StreamResponse, type UnaryRequest, type UnaryResponse } from "@connectrpc/connect";
import { createAsyncIterable } from "@connectrpc/connect/protocol";
import { TOKEN_HEADER } from "./token-header";

export { TOKEN_HEADER };

/** Methods anyone may call (no token needed, none sent). */
export const PUBLIC_METHODS: ReadonlySet<string> = new Set(["Ping", "SignUp"]);

export interface TokenSource {
  /** The current access token, or null when signed out. */
  accessToken(): Promise<string | null>;
  /** A fresh token after `stale` was refused; null when renewal failed (the user is then signed out). */
  renew(stale: string): Promise<string | null>;
  /** Ends the session after a refused retry. */
  endSession(): Promise<void>;
}

/** The request as many times as it is sent: a server stream's request message is buffered. */
async function replayable<R extends UnaryRequest | StreamRequest>(req: R): Promise<() => R> {
  if (!req.stream || req.method.methodKind !== "server_streaming") return () => req;
  const messages: unknown[] = [];
  for await (const message of req.message) messages.push(message);
  return () => ({ ...req, message: createAsyncIterable(messages) });
}

/** A server stream's response once its first message (or its end) has come, so a refusal throws here. */
async function opened<R extends UnaryResponse | StreamResponse>(res: R): Promise<R> {
  if (!res.stream || res.method.methodKind !== "server_streaming") return res;
  const source = res.message[Symbol.asyncIterator]();
  const first = await source.next();
  async function* message() {
    try {
      if (first.done) return;
      yield first.value;
      for (;;) {
        const next = await source.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await source.return?.();
    }
  }
  return { ...res, message: message() };
}

export function authInterceptor(tokens: TokenSource): Interceptor {
  return (next) => async (req) => {
    if (PUBLIC_METHODS.has(req.method.name)) return next(req);
    const token = await tokens.accessToken();
    if (!token) throw new ConnectError("No token", Code.Unauthenticated);
    const send = await replayable(req);
    req.header.set(TOKEN_HEADER, token);
    try {
      return await opened(await next(send()));
    } catch (error) {
      if (ConnectError.from(error).code !== Code.Unauthenticated) throw error;
      const fresh = await tokens.renew(token);
      if (!fresh) throw error;
      req.header.set(TOKEN_HEADER, fresh);
      try {
        return await opened(await next(send()));
      } catch (retryError) {
        if (ConnectError.from(retryError).code === Code.Unauthenticated) await tokens.endSession();
        throw retryError;
      }
    }
  };
}
