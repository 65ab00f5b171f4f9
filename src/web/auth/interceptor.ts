/**
 * The API calls' credentials (spec §6/§7): every call of a signed-in user sends the access token in
 * the `x-api-key` header. A call that needs sign-in fails with 'No token' when there is none. An
 * UNAUTHENTICATED answer triggers one token refresh and one retry; if that still fails (or no
 * token comes back) the user is signed out.
 */
import { Code, ConnectError, type Interceptor } from "@connectrpc/connect";
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

export function authInterceptor(tokens: TokenSource): Interceptor {
  return (next) => async (req) => {
    if (PUBLIC_METHODS.has(req.method.name)) return next(req);
    const token = await tokens.accessToken();
    if (!token) throw new ConnectError("No token", Code.Unauthenticated);
    req.header.set(TOKEN_HEADER, token);
    try {
      return await next(req);
    } catch (error) {
      if (ConnectError.from(error).code !== Code.Unauthenticated) throw error;
      const fresh = await tokens.renew(token);
      if (!fresh) throw error;
      req.header.set(TOKEN_HEADER, fresh);
      try {
        return await next(req);
      } catch (retryError) {
        if (ConnectError.from(retryError).code === Code.Unauthenticated) await tokens.endSession();
        throw retryError;
      }
    }
  };
}
