import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../src/server/config.js";
import { createKeyRing, keyIdOf, loadKeyRing, SealError } from "../../../src/server/crypto/keyring.js";

describe("sealing sensitive values", () => {
  const key = randomBytes(32);
  const ring = createKeyRing(key);

  it("opens what it sealed, and never seals the same value twice alike", () => {
    const a = ring.seal("D1234567", "users.drivers_license_number:u1");
    const b = ring.seal("D1234567", "users.drivers_license_number:u1");
    expect(a.equals(b)).toBe(false);
    expect(a.toString("latin1")).not.toContain("D1234567");
    expect(ring.open(a, ring.currentKeyId, "users.drivers_license_number:u1")).toBe("D1234567");
  });

  it("refuses a value moved to another row or field", () => {
    const sealed = ring.seal("1990-01-01", "users.date_of_birth:u1");
    expect(() => ring.open(sealed, ring.currentKeyId, "users.date_of_birth:u2")).toThrow(SealError);
    expect(() => ring.open(sealed, ring.currentKeyId, "users.annual_household_income:u1")).toThrow(SealError);
  });

  it("refuses a tampered value and an unknown key", () => {
    const sealed = ring.seal("50000", "c");
    sealed[sealed.length - 1]! ^= 1;
    expect(() => ring.open(sealed, ring.currentKeyId, "c")).toThrow(SealError);
    expect(() => ring.open(ring.seal("x", "c"), "nope", "c")).toThrow(SealError);
  });

  it("still opens values sealed with an old key after a rotation", () => {
    const sealed = ring.seal("old", "c");
    const rotated = createKeyRing(randomBytes(32), [key]);
    expect(rotated.currentKeyId).not.toBe(ring.currentKeyId);
    expect(rotated.open(sealed, keyIdOf(key), "c")).toBe("old");
  });

  it("generates the embedded key once, private to its owner, and requires ENCRYPTION_KEY with DATABASE_URL", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "compass-keys-"));
    const first = loadKeyRing({ dataDir, databaseUrl: undefined }, {});
    const again = loadKeyRing({ dataDir, databaseUrl: undefined }, {});
    expect(again.currentKeyId).toBe(first.currentKeyId);
    expect(fs.statSync(path.join(dataDir, "keys", "encryption.key")).mode & 0o777).toBe(0o600);
    expect(() => loadKeyRing({ dataDir, databaseUrl: "postgres://x/y" }, {})).toThrow(ConfigError);
    const fromEnv = loadKeyRing({ dataDir, databaseUrl: "postgres://x/y" }, { ENCRYPTION_KEY: key.toString("base64") });
    expect(fromEnv.currentKeyId).toBe(keyIdOf(key));
    expect(() => loadKeyRing({ dataDir, databaseUrl: undefined }, { ENCRYPTION_KEY: "short" })).toThrow(ConfigError);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
