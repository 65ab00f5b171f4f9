/**
 * Provider keys and storage: one signing key however many instances start at once, private parts
 * sealed (and bound to their row), the public set without private members; the adapter's expiry,
 * consumption and grant revocation.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyRing } from "../../../src/server/crypto/keyring.js";
import { oidcSigningKeys } from "../../../src/server/db/schema/identity.js";
import { databaseAdapter } from "../../../src/server/identity/adapter.js";
import { cookieKeys, publicJwks, signingJwks } from "../../../src/server/identity/keys.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";

let database: TestDatabase;
const keyring = createKeyRing(randomBytes(32));

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

describe("signing keys", () => {
  it("creates one RS256 key and one cookie secret even when instances start together", async () => {
    const sets = await Promise.all([signingJwks(database.db, keyring), signingJwks(database.db, keyring), signingJwks(database.db, keyring)]);
    const kids = sets.map((s) => s.keys.map((k) => k.kid));
    expect(new Set(kids.flat()).size).toBe(1);
    const rows = await database.db.select().from(oidcSigningKeys);
    expect(rows.map((r) => r.alg).sort()).toEqual(["RS256", "cookie-hmac"]);
    expect(rows.every((r) => !r.privateJwkEnc.toString("utf8").includes('"d"'))).toBe(true);
    expect(sets[0]!.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(sets[0]!.keys[0]).toHaveProperty("d");
    const pub = await publicJwks(database.db, keyring);
    expect(pub.keys).toHaveLength(1);
    expect(pub.keys[0]).not.toHaveProperty("d");
    expect(await cookieKeys(database.db, keyring)).toEqual(await cookieKeys(database.db, keyring));
  });

  it("does not open with another key ring", async () => {
    await expect(signingJwks(database.db, createKeyRing(randomBytes(32)))).rejects.toThrow();
  });

  it("keeps a retired key in the public set but no longer signs with it", async () => {
    const [active] = (await signingJwks(database.db, keyring)).keys;
    await database.db.update(oidcSigningKeys).set({ retiredAt: new Date() }).where(eq(oidcSigningKeys.kid, active!.kid!));
    const next = await signingJwks(database.db, keyring);
    expect(next.keys.map((k) => k.kid)).not.toContain(active!.kid);
    const pub = await publicJwks(database.db, keyring);
    expect(pub.keys.map((k) => k.kid)).toEqual([next.keys[0]!.kid, active!.kid]);
  });
});

describe("the provider's storage adapter", () => {
  it("finds, consumes, expires and revokes by grant", async () => {
    const Adapter = databaseAdapter(database.db);
    const codes = new Adapter("AuthorizationCode");
    const sessions = new Adapter("Session");
    await codes.upsert("c1", { grantId: "g1", accountId: "u1" }, 60);
    await codes.upsert("c2", { grantId: "g2" }, 60);
    await sessions.upsert("s1", { uid: "uid-1", accountId: "u1" }, 60);
    expect(await codes.find("c1")).toMatchObject({ grantId: "g1", accountId: "u1" });
    expect(await codes.find("s1")).toBeUndefined();
    expect(await sessions.findByUid("uid-1")).toMatchObject({ accountId: "u1" });
    await codes.consume("c1");
    expect((await codes.find("c1"))?.consumed).toEqual(expect.any(Number));
    await codes.revokeByGrantId("g1");
    expect(await codes.find("c1")).toBeUndefined();
    expect(await codes.find("c2")).toBeDefined();
    await codes.upsert("c3", { grantId: "g3" }, 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await codes.find("c3")).toBeUndefined();
    await sessions.destroy("s1");
    expect(await sessions.findByUid("uid-1")).toBeUndefined();
  });
});
