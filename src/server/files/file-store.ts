/**
 * Saving an upload: sniff and check it (file-policy), make the image set of a picture
 * (image-set), and record a `files` row for each stored blob, with its bytes kept once in the blob
 * store under their SHA-512 (ADR 0031), in one transaction.
 *
 * - Every stored image is re-encoded without metadata (EXIF GPS…), attachments that are images
 *   included; the stored type, length and sha512 are the stored bytes', not the upload's.
 * - An image's WebP copies get `files` rows of their own (forceDownload false), so the serving
 *   route finds every blob by key the same way; `imageSet` lists them for the caller to keep
 *   (e.g. a learning content's image_set).
 * - Content-addressed: each upload gets its own row (owner, name, purpose) with its own random
 *   key, its address (/files/<key>), so a key never tells whether someone else uploaded the same
 *   file; the row's `blob_key` (the bytes' SHA-512) names the bytes, which are stored once however
 *   many rows share them, and deleted when the last of those rows goes (`releaseBlobs`).
 *   Writing and releasing a blob both hold a transaction-scoped advisory lock on its key, so the
 *   bytes of a row being saved are never deleted under it.
 * - The account's storage quota (storage-quota.ts) is checked in the same transaction, with the
 *   uploader's row locked so that two uploads at once cannot both pass it: a refused upload
 *   stores nothing. `admit` checks the upload rate limit and the quota before the body is read.
 * - A file only removed chat messages show is withheld from its URL (withheld.ts); erased for good,
 *   its bytes go when no other row names them.
 */
import { createHash } from "node:crypto";
import { and, count, eq, sql, sum } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { attachments, files } from "../db/schema/files.js";
import { users, type UserType } from "../db/schema/users.js";
import type { RateLimits } from "../identity/rate-limits.js";
import { BlobNotFoundError, newBlobKey, type BlobContent, type BlobStore } from "./blob-store.js";
import { checkFile, cleanFileName, FileRefusedError, type FilePurpose } from "./file-policy.js";
import { fileWithheld } from "./withheld.js";
import { ImageRefusedError, renderImageSet, type ImageSetOptions } from "./image-set.js";
import { checkQuota, DEFAULT_STORAGE_QUOTAS, quotaOf, type StorageQuotas } from "./storage-quota.js";

export type FileRow = typeof files.$inferSelect;

export interface SaveFileInput {
  purpose: FilePurpose;
  bytes: Uint8Array;
  /** The user's file name (cleaned before it is stored; never used as a key). */
  name: string;
  uploadedByUserId?: string | null;
  description?: string;
  /** Serve as an attachment even if it is an image (the uploader asked for a download). */
  forceDownload?: boolean;
}

export interface ImageSetEntry {
  width: number;
  height: number;
  fileId: string;
  key: string;
  contentType: string;
  original: boolean;
}

export interface SavedFile {
  /** The row of the file itself (for an image: its metadata-free original). */
  file: FileRow;
  /** For images: the original and its WebP copies, narrowest copy first after the original. Empty otherwise. */
  imageSet: ImageSetEntry[];
}

export interface FileStore {
  /**
   * Before an upload's bytes are read: counts it against the uploader's rate limit (throws
   * RESOURCE_EXHAUSTED when over) and throws QuotaExceededError when `declaredBytes` more would
   * pass the account's quota.
   */
  admit(userId: string, declaredBytes: number): Promise<void>;
  /**
   * Throws FileRefusedError (with a message for the uploader) when the upload is not accepted, and
   * QuotaExceededError when it would take the uploader past the quota (nothing is stored then).
   */
  save(input: SaveFileInput): Promise<SavedFile>;
  /** What an account's uploads use and may use, in bytes (quota null: unlimited). */
  usage(userId: string): Promise<StorageUsage>;
  /** The quota of an account of this type (bytes; null: unlimited). */
  quotaOf(type: UserType): number | null;
  /** The row, or undefined. */
  find(id: string): Promise<FileRow | undefined>;
  /** The row of the blob stored under `key`, or undefined. */
  findByKey(key: string): Promise<FileRow | undefined>;
  /** The row and its bytes, or undefined when either is gone. */
  open(id: string): Promise<{ file: FileRow; content: BlobContent } | undefined>;
  /** Whether an administrator uploaded it (library material, cacheable by shared caches). */
  uploadedByAdmin(file: FileRow): Promise<boolean>;
  /**
   * Erases a file `uploadedBy` uploaded for good — its row, then its bytes when no other row shares
   * them — unless an attachment still shows it; returns whether it was erased (a chat message deleted for good, ADR 0019).
   */
  removeUnused(id: string, uploadedBy: string): Promise<boolean>;
  /** Whether the file is withheld from its URL: only its removed messages show it (withheld.ts). */
  withheld(id: string): Promise<boolean>;
}

export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number | null;
  /** The account's file rows the use counts. */
  fileCount: number;
}

export interface FileStoreOptions {
  imageSet?: ImageSetOptions;
  /** Each kind of account's quota (default DEFAULT_STORAGE_QUOTAS). */
  quotas?: StorageQuotas;
  /** Where `admit` counts uploads (the `upload` limit); unset: no rate limit. */
  limits?: RateLimits;
}

/** One blob of an upload, before it is stored. */
interface PendingBlob {
  bytes: Uint8Array;
  width: number;
  height: number;
  contentType: string;
  sha512: string;
  original: boolean;
}

/** Holds, until the transaction ends, the lock that writing or releasing this blob takes. */
export const lockBlob = (tx: Pick<Db, "execute">, blobKey: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`blob:${blobKey}`}, 0))`);

/** Bytes (and rows) an account's files use. */
async function useOf(tx: Pick<Db, "select">, userId: string): Promise<{ usedBytes: number; fileCount: number }> {
  const [row] = await tx.select({ used: sum(files.contentLength), n: count() }).from(files).where(eq(files.uploadedByUserId, userId));
  return { usedBytes: Number(row?.used ?? 0), fileCount: row?.n ?? 0 };
}

/**
 * Deletes the bytes of each blob key no `files` row names any more (under the blob's lock); returns
 * the keys whose bytes were deleted. Best effort per key: a failure leaves the others to go.
 */
export async function releaseBlobs(db: Db, blobs: BlobStore, blobKeys: Iterable<string>): Promise<string[]> {
  const deleted: string[] = [];
  for (const blobKey of new Set(blobKeys)) {
    await db.transaction(async (tx) => {
      await lockBlob(tx, blobKey);
      const [named] = await tx.select({ id: files.id }).from(files).where(eq(files.blobKey, blobKey)).limit(1);
      if (named) return;
      await blobs.delete(blobKey);
      deleted.push(blobKey);
    });
  }
  return deleted;
}

const sha512Hex = (bytes: Uint8Array) => createHash("sha512").update(bytes).digest("hex");

function asFileRefusal(err: unknown): never {
  if (err instanceof ImageRefusedError) {
    throw new FileRefusedError(err.reason === "too-many-pixels" ? "too-large" : "not-allowed", err.message);
  }
  throw err;
}

function variantName(name: string, width: number): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,10}$/, "") || "image";
  return `${stem}-${width}w.webp`;
}

export function createFileStore(db: Db, blobs: BlobStore, options: FileStoreOptions = {}): FileStore {
  const quotas = options.quotas ?? DEFAULT_STORAGE_QUOTAS;
  return {
    async admit(userId, declaredBytes) {
      await options.limits?.consume("upload", userId);
      const { usedBytes, quotaBytes } = await this.usage(userId);
      checkQuota(usedBytes, Math.max(0, declaredBytes), quotaBytes);
    },

    async usage(userId) {
      const [user] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId)).limit(1);
      return { ...(await useOf(db, userId)), quotaBytes: user ? quotaOf(user.type, quotas) : 0 };
    },

    quotaOf(type) {
      return quotaOf(type, quotas);
    },

    async save(input) {
      const name = cleanFileName(input.name);
      const accepted = await checkFile(input.purpose, input.bytes, name);
      let pending: PendingBlob[];
      if (accepted.isImage) {
        // Attachments that are pictures are cleaned too, but only images get the smaller copies.
        const widths = input.purpose === "image" ? options.imageSet?.widths : [];
        const rendered = await renderImageSet(input.bytes, { ...options.imageSet, ...(widths ? { widths } : {}) }).catch(asFileRefusal);
        pending = rendered.map((image) => ({ ...image, sha512: sha512Hex(image.bytes) }));
      } else {
        pending = [{ bytes: input.bytes, width: 0, height: 0, contentType: accepted.contentType, sha512: sha512Hex(input.bytes), original: true }];
      }
      const uploader = input.uploadedByUserId ?? null;
      const needed = pending.reduce((total, blob) => total + blob.bytes.byteLength, 0);

      let written: string[] = [];
      try {
        const rows = await db.transaction(async (tx) => {
          written = [];
          if (uploader) {
            // The uploader's row, locked: two uploads of one account are counted one after the other.
            const [user] = await tx.select({ type: users.type }).from(users).where(eq(users.id, uploader)).for("update");
            if (user) checkQuota((await useOf(tx, uploader)).usedBytes, needed, quotaOf(user.type, quotas));
          }
          const inserted = await tx
            .insert(files)
            .values(
              pending.map((blob) => ({
                key: newBlobKey(blob.sha512),
                blobKey: blob.sha512,
                name: blob.original ? name : variantName(name, blob.width),
                contentType: blob.contentType,
                contentLength: blob.bytes.byteLength,
                sha512: blob.sha512,
                uploadedByUserId: uploader,
                description: input.description ?? "",
                forceDownload: accepted.forceDownload || input.forceDownload === true,
              })),
            )
            .returning();
          // The bytes, once: kept if already there (identical bytes have the same key), else written.
          for (const blob of pending) {
            await lockBlob(tx, blob.sha512);
            const present = await blobs.head(blob.sha512).then(
              (found) => found.size === blob.bytes.byteLength,
              (err: unknown) => {
                if (err instanceof BlobNotFoundError) return false;
                throw err;
              },
            );
            if (present) continue;
            await blobs.put(blob.sha512, blob.bytes, blob.contentType);
            written.push(blob.sha512);
          }
          return inserted;
        });
        const bySha = new Map(rows.map((row) => [row.sha512, row]));
        const rowOf = (sha512: string) => {
          const row = bySha.get(sha512);
          if (!row) throw new Error("A stored file has no row");
          return row;
        };
        const original = pending.find((blob) => blob.original) ?? pending[0];
        if (!original) throw new Error("Nothing was stored");
        return {
          file: rowOf(original.sha512),
          imageSet: accepted.isImage
            ? pending.map((blob) => {
                const row = rowOf(blob.sha512);
                return { width: blob.width, height: blob.height, fileId: row.id, key: row.key, contentType: blob.contentType, original: blob.original };
              })
            : [],
        };
      } catch (err) {
        // Bytes this upload wrote and no row names (the transaction rolled back): gone again.
        if (written.length > 0) await releaseBlobs(db, blobs, written).catch(() => undefined);
        throw err;
      }
    },

    async find(id) {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row;
    },

    async findByKey(key) {
      const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
      return row;
    },

    async uploadedByAdmin(file) {
      if (!file.uploadedByUserId) return false;
      const [row] = await db.select({ type: users.type }).from(users).where(eq(users.id, file.uploadedByUserId)).limit(1);
      return row?.type === "ADMIN" || row?.type === "API_ADMIN";
    },

    async removeUnused(id, uploadedBy) {
      const [gone] = await db
        .delete(files)
        .where(and(eq(files.id, id), eq(files.uploadedByUserId, uploadedBy), sql`not exists (select 1 from ${attachments} a where a.file_id = "files"."id")`))
        .returning({ blobKey: files.blobKey });
      if (!gone) return false;
      await releaseBlobs(db, blobs, [gone.blobKey]);
      return true;
    },

    async withheld(id) {
      const result = await db.execute<{ withheld: boolean }>(sql`select ${fileWithheld(sql`${id}`)} as withheld`);
      return result.rows[0]?.withheld === true;
    },

    async open(id) {
      const file = await this.find(id);
      if (!file) return undefined;
      try {
        return { file, content: await blobs.get(file.blobKey) };
      } catch (err) {
        if (err instanceof BlobNotFoundError) return undefined;
        throw err;
      }
    },
  };
}
