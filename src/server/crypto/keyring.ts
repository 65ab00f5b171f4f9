/**
 * Sealing of the most sensitive data at rest (DESIGN §7): AES-256-GCM with a
 * random 96-bit IV, the id of the key stored beside each value (rotation), and
 * additional authenticated data naming what the value is (e.g.
 * `users.date_of_birth:<user id>`), so a sealed value copied to another row or
 * field does not open. The key never lives in the database.
 *
 * Keys: `ENCRYPTION_KEY` (32 bytes, base64) and, while re-sealing after a
 * rotation, `ENCRYPTION_OLD_KEYS` (comma-separated base64). With the embedded
 * database and no ENCRYPTION_KEY, a key is generated once into
 * DATA_DIR/keys/encryption.key (mode 0600). With DATABASE_URL, ENCRYPTION_KEY
 * is required: the key must not live beside a database that may be elsewhere.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, type Config } from "../config.js";

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface KeyRing {
  /** Id of the key new values are sealed with. */
  readonly currentKeyId: string;
  seal(plaintext: string, context: string): Buffer;
  /** Throws when the key is unknown, or the value was altered or belongs to another context. */
  open(sealed: Buffer, keyId: string, context: string): string;
}

export class SealError extends Error {}

export function keyIdOf(key: Buffer): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 16);
}

function parseKey(name: string, base64: string): Buffer {
  const key = Buffer.from(base64.trim(), "base64");
  if (key.length !== 32) throw new ConfigError(`${name} must be 32 bytes, base64-encoded (e.g. \`openssl rand -base64 32\`)`);
  return key;
}

export function createKeyRing(current: Buffer, old: Buffer[] = []): KeyRing {
  const keys = new Map<string, Buffer>([[keyIdOf(current), current], ...old.map((k) => [keyIdOf(k), k] as const)]);
  const currentKeyId = keyIdOf(current);
  return {
    currentKeyId,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
    },
    open(sealed, keyId, context) {
      const key = keys.get(keyId);
      if (!key) throw new SealError(`no key with id ${keyId}`);
      if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new SealError("not a sealed value");
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
      } catch {
        throw new SealError("the sealed value does not open with its key and context");
      }
    },
  };
}

/** The key ring from the environment, or (embedded database only) the key kept in DATA_DIR. */
export function loadKeyRing(config: Pick<Config, "dataDir" | "databaseUrl">, env: Record<string, string | undefined> = process.env): KeyRing {
  const old = (env.ENCRYPTION_OLD_KEYS ?? "")
    .split(",")
    .filter((s) => s.trim())
    .map((s) => parseKey("ENCRYPTION_OLD_KEYS", s));
  if (env.ENCRYPTION_KEY?.trim()) return createKeyRing(parseKey("ENCRYPTION_KEY", env.ENCRYPTION_KEY), old);
  if (config.databaseUrl) {
    throw new ConfigError("ENCRYPTION_KEY is required with DATABASE_URL (32 bytes, base64: `openssl rand -base64 32`)");
  }
  const dir = path.join(config.dataDir, "keys");
  const file = path.join(dir, "encryption.key");
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, randomBytes(32).toString("base64") + "\n", { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err; // another process made it first
    }
  }
  return createKeyRing(parseKey(file, fs.readFileSync(file, "utf8")), old);
}
