/**
 * Saving uploads end to end: policy, image set, blob store (filesystem, temporary directory)
 * and `files` rows in this file's own copy of the test database.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../../src/server/db/schema/files.js";
import { users } from "../../../src/server/db/schema/users.js";
import { filesystemBlobStore, readBlob, type BlobStore } from "../../../src/server/files/blob-store.js";
import { FILE_SIZE_LIMITS, FileRefusedError, type FileRefusal } from "../../../src/server/files/file-policy.js";
import { createFileStore, type FileStore } from "../../../src/server/files/file-store.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { docx, html, jpegWithGps, pdf, png, svgWithScript } from "../../unit/files/fixtures.js";

const sha512 = (bytes: Uint8Array) => createHash("sha512").update(bytes).digest("hex");

let database: TestDatabase;
let root: string;
let blobs: BlobStore;
let store: FileStore;
let userId: string;

beforeAll(async () => {
  database = await testDatabase();
  root = mkdtempSync(path.join(os.tmpdir(), "compass-file-store-"));
  blobs = filesystemBlobStore(root);
  store = createFileStore(database.db, blobs);
  const [user] = await database.db.insert(users).values({ email: `uploader-${Date.now()}@example.org` }).returning({ id: users.id });
  userId = user!.id;
});

afterAll(async () => {
  await database?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Every blob file under the root (the `.type` companions left out). */
function storedBlobCount(): number {
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.name.endsWith(".type")).length;
}

async function rowCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}

async function refusal(promise: Promise<unknown>): Promise<FileRefusal> {
  const err: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FileRefusedError);
  return (err as FileRefusedError).reason;
}

describe("file store", () => {
  it("stores a PNG named .exe as image/png with its image set, each blob with a row", async () => {
    const saved = await store.save({ purpose: "image", bytes: await png(700, 350), name: "C:\\tmp\\setup.exe", uploadedByUserId: userId });
    expect(saved.file).toMatchObject({ name: "setup.exe", contentType: "image/png", forceDownload: false, uploadedByUserId: userId });
    expect(saved.imageSet.map((i) => [i.width, i.contentType, i.original])).toEqual([
      [700, "image/png", true],
      [320, "image/webp", false],
      [640, "image/webp", false],
    ]);
    expect(saved.imageSet[0]!.fileId).toBe(saved.file.id);
    for (const entry of saved.imageSet) {
      const row = await store.find(entry.fileId);
      expect(row).toMatchObject({ key: entry.key, contentType: entry.contentType, forceDownload: false });
      const bytes = await readBlob(blobs, row!.blobKey);
      expect(row!.blobKey).toBe(row!.sha512);
      expect(row!.contentLength).toBe(bytes.length);
      expect(row!.sha512).toBe(sha512(bytes));
      expect(entry.key.startsWith(`${row!.sha512}-`)).toBe(true);
    }
    expect((await store.find(saved.imageSet[1]!.fileId))!.name).toBe("setup-320w.webp");
  });

  it("stores an uploaded photo without its EXIF GPS position", async () => {
    const upload = await jpegWithGps(1400, 700);
    const saved = await store.save({ purpose: "image", bytes: upload, name: "shop.jpg" });
    expect(saved.imageSet).toHaveLength(4);
    for (const entry of saved.imageSet) {
      const bytes = await readBlob(blobs, (await store.find(entry.fileId))!.blobKey);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("CompassTestCam"))).toBe(false);
    }
  });

  it("cleans a picture sent as an attachment but makes no smaller copies", async () => {
    const saved = await store.save({ purpose: "attachment", bytes: await jpegWithGps(900, 600), name: "receipt.jpg" });
    expect(saved.imageSet.map((i) => [i.width, i.contentType])).toEqual([[900, "image/jpeg"]]);
    expect((await sharp(await readBlob(blobs, saved.file.blobKey)).metadata()).exif).toBeUndefined();
  });

  it("stores documents byte for byte, to be downloaded", async () => {
    for (const [bytes, name, type] of [
      [pdf(), "plan.pdf", "application/pdf"],
      [docx(), "plan.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ] as const) {
      const saved = await store.save({ purpose: "attachment", bytes, name, description: "Business plan" });
      expect(saved.imageSet).toEqual([]);
      expect(saved.file).toMatchObject({ name, contentType: type, forceDownload: true, sha512: sha512(bytes), contentLength: bytes.length });
      expect(saved.file.key.startsWith(`${sha512(bytes)}-`)).toBe(true);
      expect(await readBlob(blobs, saved.file.blobKey)).toEqual(bytes);
      const opened = await store.open(saved.file.id);
      expect(opened?.content).toMatchObject({ size: bytes.length, contentType: type });
      opened?.content.body.destroy();
    }
  });

  it("keeps the same bytes uploaded twice once, under two rows with different keys", async () => {
    const bytes = Buffer.from(`%PDF-1.4 twice ${Date.now()}\n`);
    const blobsBefore = storedBlobCount();
    const a = await store.save({ purpose: "attachment", bytes, name: "a.pdf", uploadedByUserId: userId });
    const b = await store.save({ purpose: "attachment", bytes, name: "b.pdf" });
    expect(a.file.sha512).toBe(b.file.sha512);
    expect(a.file.key).not.toBe(b.file.key);
    expect(a.file.id).not.toBe(b.file.id);
    expect(a.file.blobKey).toBe(b.file.blobKey);
    expect(storedBlobCount()).toBe(blobsBefore + 1);
    expect(await readBlob(blobs, b.file.blobKey)).toEqual(bytes);
  });

  it("keeps an image set's bytes under their SHA-512, once however often the picture is uploaded", async () => {
    const picture = await png(650, 300);
    const first = await store.save({ purpose: "image", bytes: picture, name: "a.png" });
    const blobsBefore = storedBlobCount();
    const second = await store.save({ purpose: "image", bytes: picture, name: "b.png" });
    expect(storedBlobCount()).toBe(blobsBefore);
    for (const [i, entry] of second.imageSet.entries()) {
      const row = (await store.find(entry.fileId))!;
      expect(row.blobKey).toBe(row.sha512);
      expect(entry.key).not.toBe(first.imageSet[i]!.key);
      expect(row.blobKey).toBe((await store.find(first.imageSet[i]!.fileId))!.blobKey);
    }
  });

  it("deletes shared bytes only with the last row that names them", async () => {
    const bytes = Buffer.from(`%PDF-1.4 shared ${Date.now()}\n`);
    const a = await store.save({ purpose: "attachment", bytes, name: "a.pdf", uploadedByUserId: userId });
    const b = await store.save({ purpose: "attachment", bytes, name: "b.pdf", uploadedByUserId: userId });
    expect(await store.removeUnused(a.file.id, userId)).toBe(true);
    expect(await readBlob(blobs, b.file.blobKey)).toEqual(bytes);
    expect(await store.removeUnused(b.file.id, userId)).toBe(true);
    await expect(blobs.head(b.file.blobKey)).rejects.toThrow(/No blob/);
  });

  it("refuses HTML named .png, SVG with script, empty, oversized and truncated files, storing nothing", async () => {
    const whole = await png(300, 300);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const oversized = Buffer.alloc(FILE_SIZE_LIMITS.image + 1);
    (await png()).copy(oversized);
    const blobsBefore = storedBlobCount();
    const rowsBefore = await rowCount();
    const cases: [Parameters<FileStore["save"]>[0], FileRefusal][] = [
      [{ purpose: "image", bytes: html(), name: "cat.png" }, "not-allowed"],
      [{ purpose: "attachment", bytes: html(), name: "cat.png" }, "not-allowed"],
      [{ purpose: "image", bytes: svgWithScript(), name: "logo.svg" }, "not-allowed"],
      [{ purpose: "attachment", bytes: svgWithScript(), name: "logo.svg" }, "not-allowed"],
      [{ purpose: "image", bytes: Buffer.alloc(0), name: "empty.png" }, "empty"],
      [{ purpose: "image", bytes: oversized, name: "big.png" }, "too-large"],
      [{ purpose: "image", bytes: truncated, name: "cut.png" }, "not-allowed"],
      [{ purpose: "attachment", bytes: truncated, name: "cut.png" }, "not-allowed"],
    ];
    for (const [input, reason] of cases) {
      expect(await refusal(store.save(input)), `${input.purpose} ${input.name}`).toBe(reason);
    }
    expect(storedBlobCount()).toBe(blobsBefore);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it("removes the blobs again when the rows cannot be written", async () => {
    const blobsBefore = storedBlobCount();
    const rowsBefore = await rowCount();
    await expect(
      store.save({ purpose: "image", bytes: await png(700, 350), name: "x.png", uploadedByUserId: "no-such-user" }),
    ).rejects.toThrow();
    expect(storedBlobCount()).toBe(blobsBefore);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it("finds nothing for an unknown id, and opens nothing whose blob is gone", async () => {
    expect(await store.find("00000000-0000-0000-0000-000000000000")).toBeUndefined();
    expect(await store.open("00000000-0000-0000-0000-000000000000")).toBeUndefined();
    const saved = await store.save({ purpose: "attachment", bytes: pdf(), name: "gone.pdf" });
    await blobs.delete(saved.file.blobKey);
    expect(await store.open(saved.file.id)).toBeUndefined();
  });
});
