/**
 * Authentication: who is calling. The access token comes in `x-api-key`
 * (what the spec's client sends) or `Authorization: Bearer`. Both RPC paths, the file routes and
 * the token verifier (identity/) read it, so it is on the ground floor (ADR 0029).
 */
import type { Actor } from "./context.js";
import { rpcError } from "./errors.js";

/** Verifies an access token and returns the caller, or throws UNAUTHENTICATED. */
export type TokenVerifier = (token: string) => Promise<Actor>;

/** Used until an identity provider is configured: no token can be accepted. */
export const refuseAllTokens: TokenVerifier = async () => {
  throw rpcError.unauthenticated("Sign-in is not available on this server yet.");
};

/** Reads one request header by lower-case name. */
export type HeaderReader = (name: string) => string | null;

export function bearerToken(header: HeaderReader): string | undefined {
  const apiKey = header("x-api-key")?.trim();
  if (apiKey) return apiKey;
  const authorization = header("authorization")?.trim();
  if (!authorization) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match) throw rpcError.unauthenticated("The Authorization header must be a Bearer token.");
  return match[1];
}

/** The caller, or null when no token was sent. A bad token is refused, never ignored. */
export async function authenticate(header: HeaderReader, verify: TokenVerifier): Promise<Actor | null> {
  const token = bearerToken(header);
  if (token === undefined) return null;
  return verify(token);
}
