/**
 * The limits of an account's uploads (issue #37, ADR 0031) against the file store and the
 * database: the storage quota (a refused upload stores nothing and leaves the use as it was), the
 * upload rate limit, and the collection of uploads nothing references, with a fake clock.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments, files } from "../../../src/server/db/schema/files.js";
import { categories } from "../../../src/server/db/schema/learning.js";
import { users } from "../../../src/server/db/schema/users.js";
import { filesystemBlobStore, readBlob, type BlobStore } from "../../../src/server/files/blob-store.js";
import { createFileStore, type FileStore } from "../../../src/server/files/file-store.js";
import { QuotaExceededError } from "../../../src/server/files/storage-quota.js";
import { collectUnreferencedUploads } from "../../../src/server/files/upload-collector.js";
import { createRateLimits } from "../../../src/server/identity/rate-limits.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";

const KB = 1024;
const HOUR = 3600_000;

let database: TestDatabase;
let root: string;
let blobs: BlobStore;
let store: FileStore;

beforeAll(async () => {
  database = await testDatabase();
  root = mkdtempSync(path.join(os.tmpdir(), "compass-storage-limits-"));
  blobs = filesystemBlobStore(root);
  const limits = createRateLimits(database.pool, { upload: { points: 3, duration: 600 } });
  store = createFileStore(database.db, blobs, { quotas: { learner: 10 * KB, coach: 20 * KB, partner: 10 * KB, admin: null }, limits });
});

afterAll(async () => {
  await database?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

let serial = 0;
async function newUser(type: "STANDARD" | "ADMIN" = "STANDARD"): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `limits-${Date.now()}-${serial++}@example.org`, type })
    .returning({ id: users.id });
  return user!.id;
}

const text = (size: number, seed: string) => Buffer.from(seed.padEnd(size, "x"));

function storedBlobCount(): number {
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.name.endsWith(".type")).length;
}

async function rowsOf(userId: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(files).where(eq(files.uploadedByUserId, userId));
  return row?.n ?? 0;
}

describe("the storage quota", () => {
  it("refuses the upload that would pass it, storing nothing and leaving the use unchanged", async () => {
    const learner = await newUser();
    await store.save({ purpose: "attachment", bytes: text(6 * KB, `a ${learner}`), name: "a.txt", uploadedByUserId: learner });
    const before = await store.usage(learner);
    expect(before).toEqual({ usedBytes: 6 * KB, quotaBytes: 10 * KB, fileCount: 1 });
    const blobsBefore = storedBlobCount();
    const err = await store
      .save({ purpose: "attachment", bytes: text(5 * KB, `b ${learner}`), name: "b.txt", uploadedByUserId: learner })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(QuotaExceededError);
    expect((err as Error).message).toBe(
      "Your storage is full: 6 KB of 10 KB used, and this file needs 5 KB. Remove files you no longer need, or ask an administrator.",
    );
    expect(storedBlobCount()).toBe(blobsBefore);
    expect(await store.usage(learner)).toEqual(before);
    expect(await rowsOf(learner)).toBe(1);
    // Up to the quota exactly is fine.
    await store.save({ purpose: "attachment", bytes: text(4 * KB, `c ${learner}`), name: "c.txt", uploadedByUserId: learner });
    expect((await store.usage(learner)).usedBytes).toBe(10 * KB);
  });

  it("charges each account for what it uploaded, whoever else has the same bytes", async () => {
    const [one, two] = [await newUser(), await newUser()];
    const bytes = text(6 * KB, `shared ${one}`);
    await store.save({ purpose: "attachment", bytes, name: "a.txt", uploadedByUserId: one });
    await store.save({ purpose: "attachment", bytes, name: "a.txt", uploadedByUserId: two });
    expect((await store.usage(one)).usedBytes).toBe(6 * KB);
    expect((await store.usage(two)).usedBytes).toBe(6 * KB);
    // Uploading it again is charged again: two rows, one blob.
    await expect(store.save({ purpose: "attachment", bytes, name: "again.txt", uploadedByUserId: one })).rejects.toBeInstanceOf(QuotaExceededError);
  });

  it("refuses before the bytes are read when the declared length would pass it", async () => {
    const learner = await newUser();
    await expect(store.admit(learner, 11 * KB)).rejects.toBeInstanceOf(QuotaExceededError);
    await store.admit(learner, 2 * KB);
  });

  it("leaves administrators unlimited by default", async () => {
    const admin = await newUser("ADMIN");
    await store.save({ purpose: "attachment", bytes: text(30 * KB, `admin ${admin}`), name: "big.txt", uploadedByUserId: admin });
    expect(await store.usage(admin)).toEqual({ usedBytes: 30 * KB, quotaBytes: null, fileCount: 1 });
  });
});

describe("the upload rate limit", () => {
  it("refuses the upload past the limit with RESOURCE_EXHAUSTED, per account", async () => {
    const [one, two] = [await newUser(), await newUser()];
    for (let i = 0; i < 3; i++) await store.admit(one, 10);
    await expect(store.admit(one, 10)).rejects.toMatchObject({ code: 8, rawMessage: expect.stringMatching(/^Too many attempts/) });
    await store.admit(two, 10);
  });
});

describe("collecting unreferenced uploads", () => {
  it("keeps an upload through the grace period, removes it after, and keeps referenced ones and shared bytes", async () => {
    const learner = await newUser();
    const start = Date.now();
    const clock = (ms: number) => () => new Date(start + ms);
    const orphan = await store.save({ purpose: "attachment", bytes: text(1 * KB, `orphan ${learner}`), name: "o.txt", uploadedByUserId: learner });
    const attached = await store.save({ purpose: "attachment", bytes: text(1 * KB, `attached ${learner}`), name: "t.txt", uploadedByUserId: learner });
    const shown = await store.save({ purpose: "attachment", bytes: text(1 * KB, `shown ${learner}`), name: "s.txt", uploadedByUserId: learner });
    const photo = await store.save({ purpose: "attachment", bytes: text(1 * KB, `photo ${learner}`), name: "p.txt", uploadedByUserId: learner });
    const sharedBytes = text(1 * KB, `shared ${learner}`);
    const sharedOrphan = await store.save({ purpose: "attachment", bytes: sharedBytes, name: "x.txt", uploadedByUserId: learner });
    const sharedKept = await store.save({ purpose: "attachment", bytes: sharedBytes, name: "y.txt", uploadedByUserId: learner });
    await database.db.insert(attachments).values([
      { fileId: attached.file.id, title: "t" },
      { fileId: sharedKept.file.id, title: "y" },
    ]);
    await database.db.insert(categories).values({ title: `c ${learner}`, htmlBody: `<p><a href="/files/${shown.file.key}">s</a></p>` });
    // A person's photo (the staff profile page, issue #38) keeps its upload.
    await database.db.update(users).set({ photoUrl: `/files/${photo.file.key}` }).where(eq(users.id, learner));

    expect(await collectUnreferencedUploads(database.db, blobs, { graceMs: 24 * HOUR, now: clock(23 * HOUR) })).toEqual({ files: 0, blobs: 0 });
    expect(await store.find(orphan.file.id)).toBeDefined();

    const counts = await collectUnreferencedUploads(database.db, blobs, { graceMs: 24 * HOUR, now: clock(25 * HOUR) });
    expect(await store.find(orphan.file.id)).toBeUndefined();
    expect(await store.find(sharedOrphan.file.id)).toBeUndefined();
    await expect(blobs.head(orphan.file.blobKey)).rejects.toThrow(/No blob/);
    for (const kept of [attached, shown, photo, sharedKept]) {
      expect(await store.find(kept.file.id)).toBeDefined();
      expect((await readBlob(blobs, kept.file.blobKey)).length).toBe(1 * KB);
    }
    expect(counts.files).toBeGreaterThanOrEqual(2);
    expect((await store.usage(learner)).usedBytes).toBe(4 * KB);

    // The last reference gone: the shared bytes go with the last row.
    await database.db.delete(attachments).where(eq(attachments.fileId, sharedKept.file.id));
    await collectUnreferencedUploads(database.db, blobs, { graceMs: 24 * HOUR, now: clock(26 * HOUR) });
    expect(await store.find(sharedKept.file.id)).toBeUndefined();
    await expect(blobs.head(sharedKept.file.blobKey)).rejects.toThrow(/No blob/);
  });
});
