/**
 * Saving an upload: sniff and check it (file-policy), make the image set of a picture
 * (image-set), put the bytes in the blob store under fresh sha512-prefixed keys, and record a
 * `files` row for each stored blob in one transaction.
 *
 * - Every stored image is re-encoded without metadata (EXIF GPS…), attachments that are images
 *   included; the stored type, length and sha512 are the stored bytes', not the upload's.
 * - An image's WebP copies get `files` rows of their own (forceDownload false), so the serving
 *   route finds every blob by key the same way; `imageSet` lists them for the caller to keep
 *   (e.g. a learning content's image_set).
 * - Identical bytes uploaded twice are stored twice under different keys: a key never tells
 *   whether someone else already uploaded the same file.
 * - If the database insert fails, the blobs just put are deleted again (best effort).
 * - A file only removed chat messages show is withheld from its URL (withheld.ts); erased for good,
 *   its bytes go unless another file row still names them.
 */
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { attachments, files } from "../db/schema/files.js";
import { users } from "../db/schema/users.js";
import { BlobNotFoundError, newBlobKey, type BlobContent, type BlobStore } from "./blob-store.js";
import { checkFile, cleanFileName, FileRefusedError, type FilePurpose } from "./file-policy.js";
import { fileWithheld } from "./withheld.js";
import { ImageRefusedError, putImageSet, renderImageSet, type ImageSetOptions, type StoredImage } from "./image-set.js";

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
  /** Throws FileRefusedError (with a message for the uploader) when the upload is not accepted. */
  save(input: SaveFileInput): Promise<SavedFile>;
  /** The row, or undefined. */
  find(id: string): Promise<FileRow | undefined>;
  /** The row of the blob stored under `key`, or undefined. */
  findByKey(key: string): Promise<FileRow | undefined>;
  /** The row and its bytes, or undefined when either is gone. */
  open(id: string): Promise<{ file: FileRow; content: BlobContent } | undefined>;
  /** Whether an administrator uploaded it (library material, cacheable by shared caches). */
  uploadedByAdmin(file: FileRow): Promise<boolean>;
  /**
   * Erases a file `uploadedBy` uploaded for good — its row, then its bytes — unless an attachment
   * still shows it; returns whether it was erased (a chat message deleted for good, ADR 0019). The
   * bytes stay while another file row still names the same key (the same bytes kept once).
   */
  removeUnused(id: string, uploadedBy: string): Promise<boolean>;
  /** Whether the file is withheld from its URL: only its removed messages show it (withheld.ts). */
  withheld(id: string): Promise<boolean>;
}

export interface FileStoreOptions {
  imageSet?: ImageSetOptions;
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
  return {
    async save(input) {
      const name = cleanFileName(input.name);
      const accepted = await checkFile(input.purpose, input.bytes, name);
      let stored: StoredImage[];
      if (accepted.isImage) {
        // Attachments that are pictures are cleaned too, but only images get the smaller copies.
        const widths = input.purpose === "image" ? options.imageSet?.widths : [];
        const rendered = await renderImageSet(input.bytes, { ...options.imageSet, ...(widths ? { widths } : {}) }).catch(asFileRefusal);
        stored = await putImageSet(blobs, rendered);
      } else {
        const sha512 = sha512Hex(input.bytes);
        const key = newBlobKey(sha512);
        await blobs.put(key, input.bytes, accepted.contentType);
        stored = [{ width: 0, height: 0, key, contentType: accepted.contentType, size: input.bytes.byteLength, sha512, original: true }];
      }

      try {
        const rows = await db.transaction(async (tx) =>
          tx
            .insert(files)
            .values(
              stored.map((blob) => ({
                key: blob.key,
                name: blob.original ? name : variantName(name, blob.width),
                contentType: blob.contentType,
                contentLength: blob.size,
                sha512: blob.sha512,
                uploadedByUserId: input.uploadedByUserId ?? null,
                description: input.description ?? "",
                forceDownload: accepted.forceDownload || input.forceDownload === true,
              })),
            )
            .returning(),
        );
        const byKey = new Map(rows.map((row) => [row.key, row]));
        const rowOf = (key: string) => {
          const row = byKey.get(key);
          if (!row) throw new Error("A stored file has no row");
          return row;
        };
        const original = stored.find((s) => s.original) ?? stored[0];
        if (!original) throw new Error("Nothing was stored");
        return {
          file: rowOf(original.key),
          imageSet: accepted.isImage
            ? stored.map((s) => ({
                width: s.width,
                height: s.height,
                fileId: rowOf(s.key).id,
                key: s.key,
                contentType: s.contentType,
                original: s.original,
              }))
            : [],
        };
      } catch (err) {
        await Promise.all(stored.map((s) => blobs.delete(s.key).catch(() => undefined)));
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
        .returning({ key: files.key });
      if (!gone) return false;
      const [shared] = await db.select({ id: files.id }).from(files).where(eq(files.key, gone.key)).limit(1);
      if (!shared) await blobs.delete(gone.key);
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
        return { file, content: await blobs.get(file.key) };
      } catch (err) {
        if (err instanceof BlobNotFoundError) return undefined;
        throw err;
      }
    },
  };
}
