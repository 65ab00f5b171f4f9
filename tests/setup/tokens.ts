/**
 * Access tokens for tests: an RSA key pair made once per test file, tokens
 * signed with it (or with another key, or none), and the verifier's getKey.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTVerifyGetKey } from "jose";

export const TEST_ISSUER = "http://127.0.0.1/oidc";
export const TEST_AUDIENCE = "http://127.0.0.1/api";
export const TEST_KID = "test-key-1";

interface KeyPair {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

let keys: Promise<KeyPair> | undefined;

export function newKeyPair(): Promise<KeyPair> {
  return (async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid: TEST_KID, alg: "RS256", use: "sig" } };
  })();
}

export function testKeys(): Promise<KeyPair> {
  keys ??= newKeyPair();
  return keys;
}

/** The getKey a verifier under test uses: the test key pair's public key. */
export async function testGetKey(): Promise<JWTVerifyGetKey> {
  const { publicJwk } = await testKeys();
  return createLocalJWKSet({ keys: [publicJwk] });
}

export interface MintOptions {
  sub?: string;
  aud?: string | string[];
  iss?: string;
  /** Expiry, seconds since the epoch (default: in one hour). */
  exp?: number;
  iat?: number;
  /** Header typ (default at+jwt); null leaves it out. */
  typ?: string | null;
  /** "none" makes an unsigned token. */
  alg?: "RS256" | "none" | "HS256";
  /** Sign with this key instead of the test key (a forged token). */
  key?: CryptoKey;
  claims?: Record<string, unknown>;
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");

export async function mintAccessToken(o: MintOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    iss: o.iss ?? TEST_ISSUER,
    aud: o.aud ?? TEST_AUDIENCE,
    iat: o.iat ?? now,
    exp: o.exp ?? now + 3600,
    scope: "openid profile email offline_access",
    client_id: "compass-web",
    ...o.claims,
  };
  if (o.sub !== undefined) payload.sub = o.sub;
  const typ = o.typ === undefined ? "at+jwt" : o.typ;
  if (o.alg === "none") {
    return `${b64({ alg: "none", ...(typ ? { typ } : {}) })}.${b64(payload)}.`;
  }
  if (o.alg === "HS256") {
    const secret = new TextEncoder().encode("a-shared-secret-of-at-least-32-bytes!!");
    return new SignJWT(payload).setProtectedHeader({ alg: "HS256", ...(typ ? { typ } : {}) }).sign(secret);
  }
  const key = o.key ?? (await testKeys()).privateKey;
  return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: TEST_KID, ...(typ ? { typ } : {}) }).sign(key);
}
