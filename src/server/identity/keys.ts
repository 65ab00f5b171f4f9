/**
 * The embedded provider's keys, kept in the database so every instance signs
 * and verifies with the same ones and restarts keep tokens valid:
 * - RS256 signing keys in oidc_signing_keys, the private JWK sealed with the
 *   key ring (context `oidc_signing_keys:<kid>`); generated on first start;
 * - the cookie-signing secret (an `oct` key in the same table, alg
 *   `cookie-hmac`), never used for tokens.
 * Creation is race-safe across instances: a transaction-scoped advisory lock,
 * then `insert … on conflict do nothing`, then read.
 */
import { generateKeyPair, randomBytes, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { JSONWebKeySet, JWK } from "jose";
import type { KeyRing } from "../crypto/keyring.js";
import type { Db } from "../db/database.js";
import { oidcSigningKeys } from "../db/schema/identity.js";

const SIGNING_ALG = "RS256";
const COOKIE_ALG = "cookie-hmac";
const COOKIE_KID = "cookie-keys";
const generate = promisify(generateKeyPair);

const context = (kid: string) => `oidc_signing_keys:${kid}`;

async function newRsaJwk(): Promise<JWK> {
  const { privateKey } = await generate("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" }) as JWK;
  return { ...jwk, kid: randomUUID(), alg: SIGNING_ALG, use: "sig" };
}

/** Makes sure one active signing key and the cookie secret exist (idempotent, race-safe). */
export async function ensureKeys(db: Db, keyring: KeyRing): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('compass:oidc_signing_keys'))`);
    const active = await tx
      .select({ kid: oidcSigningKeys.kid })
      .from(oidcSigningKeys)
      .where(and(eq(oidcSigningKeys.alg, SIGNING_ALG), isNull(oidcSigningKeys.retiredAt)))
      .limit(1);
    if (active.length === 0) {
      const jwk = await newRsaJwk();
      const kid = jwk.kid!;
      await tx
        .insert(oidcSigningKeys)
        .values({ kid, alg: SIGNING_ALG, privateJwkEnc: keyring.seal(JSON.stringify(jwk), context(kid)), keyId: keyring.currentKeyId })
        .onConflictDoNothing();
    }
    const secret: JWK = { kty: "oct", k: randomBytes(32).toString("base64url") };
    await tx
      .insert(oidcSigningKeys)
      .values({ kid: COOKIE_KID, alg: COOKIE_ALG, privateJwkEnc: keyring.seal(JSON.stringify(secret), context(COOKIE_KID)), keyId: keyring.currentKeyId })
      .onConflictDoNothing();
  });
}

async function privateSigningKeys(db: Db, keyring: KeyRing): Promise<Array<{ jwk: JWK; retired: boolean }>> {
  const rows = await db
    .select()
    .from(oidcSigningKeys)
    .where(eq(oidcSigningKeys.alg, SIGNING_ALG))
    // Active keys first (newest first): the provider signs with the first key of an algorithm.
    .orderBy(sql`${oidcSigningKeys.retiredAt} is not null`, desc(oidcSigningKeys.createdAt), asc(oidcSigningKeys.kid));
  return rows.map((row) => ({
    jwk: JSON.parse(keyring.open(row.privateJwkEnc, row.keyId, context(row.kid))) as JWK,
    retired: row.retiredAt !== null,
  }));
}

/** The private signing keys for the provider (active ones; generated on first call). */
export async function signingJwks(db: Db, keyring: KeyRing): Promise<{ keys: JWK[] }> {
  await ensureKeys(db, keyring);
  const keys = await privateSigningKeys(db, keyring);
  return { keys: keys.filter((k) => !k.retired).map((k) => k.jwk) };
}

/** The public keys tokens may be signed with (active and retired), for createLocalJWKSet. */
export async function publicJwks(db: Db, keyring: KeyRing): Promise<JSONWebKeySet> {
  await ensureKeys(db, keyring);
  const keys = await privateSigningKeys(db, keyring);
  return {
    keys: keys.map(({ jwk }) => ({ kty: jwk.kty, n: jwk.n, e: jwk.e, kid: jwk.kid, alg: jwk.alg, use: "sig" })),
  };
}

/** The secret the provider signs its cookies with (shared by every instance). */
export async function cookieKeys(db: Db, keyring: KeyRing): Promise<string[]> {
  await ensureKeys(db, keyring);
  const [row] = await db.select().from(oidcSigningKeys).where(eq(oidcSigningKeys.kid, COOKIE_KID));
  if (!row) throw new Error("the cookie secret is missing");
  const jwk = JSON.parse(keyring.open(row.privateJwkEnc, row.keyId, context(row.kid))) as JWK;
  return [jwk.k!];
}
