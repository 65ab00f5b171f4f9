/**
 * One suite, two stores: the filesystem under a temporary directory and S3 through the
 * in-process s3rver emulator (started on 127.0.0.1:0 with a temporary directory).
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BlobNotFoundError,
  filesystemBlobStore,
  InvalidBlobKeyError,
  newBlobKey,
  readBlob,
  s3BlobStore,
  type BlobStore,
} from "../../../src/server/files/blob-store.js";

const sha512 = (bytes: Uint8Array) => createHash("sha512").update(bytes).digest("hex");
const keyFor = (bytes: Uint8Array) => newBlobKey(sha512(bytes));

interface Harness {
  store: BlobStore;
  stop(): Promise<void>;
}

async function filesystemHarness(): Promise<Harness & { root: string }> {
  const root = mkdtempSync(path.join(os.tmpdir(), "compass-blobs-"));
  return { root, store: filesystemBlobStore(root), stop: async () => rmSync(root, { recursive: true, force: true }) };
}

async function s3Harness(): Promise<Harness> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "compass-s3rver-"));
  const bucket = "compass-test";
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const store = s3BlobStore({
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
    prefix: "blobs/",
  });
  return {
    store,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const harnesses: [string, () => Promise<Harness>][] = [
  ["filesystem", filesystemHarness],
  ["S3 (s3rver)", s3Harness],
];

describe.each(harnesses)("blob store on %s", (_name, start) => {
  let harness: Harness;
  let store: BlobStore;
  beforeAll(async () => {
    harness = await start();
    store = harness.store;
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it("gives back the bytes and type it was given", async () => {
    const bytes = Buffer.from("hello, compass\n");
    const key = keyFor(bytes);
    await store.put(key, bytes, "text/plain");
    expect(await store.head(key)).toEqual({ size: bytes.length, contentType: "text/plain" });
    const blob = await store.get(key);
    expect(blob.size).toBe(bytes.length);
    expect(blob.contentType).toBe("text/plain");
    blob.body.destroy();
    expect(await readBlob(store, key)).toEqual(bytes);
  });

  it("replaces the bytes on a second put under the same key", async () => {
    const key = keyFor(Buffer.from("first"));
    await store.put(key, Buffer.from("first version"), "text/plain");
    await store.put(key, Buffer.from("second"), "application/pdf");
    expect(await store.head(key)).toEqual({ size: 6, contentType: "application/pdf" });
    expect((await readBlob(store, key)).toString()).toBe("second");
  });

  it("answers a missing key with BlobNotFoundError on get and head", async () => {
    const key = keyFor(Buffer.from("never stored"));
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.head(key)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it("deletes, and deleting again or a missing key is not an error", async () => {
    const bytes = Buffer.from("to be deleted");
    const key = keyFor(bytes);
    await store.put(key, bytes, "text/plain");
    await store.delete(key);
    await expect(store.head(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete(keyFor(Buffer.from("never there")))).resolves.toBeUndefined();
  });

  it("keeps 1 MB of random binary byte for byte", async () => {
    const bytes = randomBytes(1024 * 1024);
    const key = keyFor(bytes);
    await store.put(key, bytes, "application/octet-stream");
    expect((await store.head(key)).size).toBe(bytes.length);
    const back = await readBlob(store, key);
    expect(back.length).toBe(bytes.length);
    expect(sha512(back)).toBe(sha512(bytes));
  });

  it("stores a local file by streaming it (putFile), byte for byte, with its type", async () => {
    const bytes = randomBytes(17 * 1024 * 1024 + 17); // three parts on S3
    const dir = mkdtempSync(path.join(os.tmpdir(), "compass-putfile-"));
    const file = path.join(dir, "report.bin");
    writeFileSync(file, bytes);
    try {
      const key = keyFor(bytes);
      await store.putFile(key, file, "text/csv; charset=utf-8");
      expect(await store.head(key)).toEqual({ size: bytes.length, contentType: "text/csv; charset=utf-8" });
      expect(sha512(await readBlob(store, key))).toBe(sha512(bytes));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(["../../etc/passwd", "a/b/cdefghij", "abc\\defghij", "abcdefgh.type", "..........", "", "short"])(
    "refuses the key %j",
    async (key) => {
      await expect(store.put(key, Buffer.from("x"), "text/plain")).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.head(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    },
  );
});

describe("filesystem blob store", () => {
  it("leaves no temporary files behind and fans keys out under the root", async () => {
    const { root, store, stop } = await filesystemHarness();
    try {
      const bytes = Buffer.from("fan out");
      const key = keyFor(bytes);
      await store.put(key, bytes, "text/plain");
      const dir = path.join(root, key.slice(0, 2), key.slice(2, 4));
      expect(readdirSync(dir).sort()).toEqual([key, `${key}.type`].sort());
    } finally {
      await stop();
    }
  });
});

describe("generated keys", () => {
  it("start with the content's SHA-512 and differ on every call", () => {
    const hash = sha512(Buffer.from("same bytes"));
    const a = newBlobKey(hash);
    const b = newBlobKey(hash);
    expect(a.startsWith(`${hash}-`)).toBe(true);
    expect(a).not.toBe(b);
  });
});
