/**
 * Collection of uploads nothing references (issue #37, ADR 0031): a `files` row older than the
 * grace period (UPLOAD_ORPHAN_GRACE_HOURS, default 24 h) that no stored thing points at is
 * deleted, and with it its bytes when no other row shares them (releaseBlobs). Housekeeping runs
 * it (db/housekeeping.ts); it takes the time as a function so tests move a fake clock.
 *
 * What references an upload — the row's id or its address (/files/<key>, the key is 161 random
 * characters, so finding it inside a text finds nothing else):
 * - an attachment (a message's, a notification's, a module's or a content's, or one not shown
 *   yet) by file id or by URL;
 * - a category's, module's or content's HTML body or image set;
 * - a partner's or bank's logo (users.logo_url, bank_accounts.logo_url), a person's photo (users.photo_url);
 * - a class's link, and a user's stored key/value (GetValueForKey) that names it.
 * A place that comes to keep a file's address must be added here (and to the test).
 */
import { and, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { classes } from "../db/schema/coaching.js";
import { attachments, files } from "../db/schema/files.js";
import { categories, learningContents, learningModules } from "../db/schema/learning.js";
import { bankAccounts, keyValues, users } from "../db/schema/users.js";
import type { BlobStore } from "./blob-store.js";
import { releaseBlobs } from "./file-store.js";

export interface CollectOptions {
  /** An upload younger than this is kept even if nothing references it yet (it is being attached). */
  graceMs: number;
  /** The clock (tests pass a fake one). */
  now?: () => Date;
  /** Rows looked at per round (default 500); rounds go on until one finds fewer. */
  batch?: number;
}

export interface CollectCounts {
  /** File rows deleted. */
  files: number;
  /** Blobs whose bytes were deleted (no row names them any more). */
  blobs: number;
}

/** Whether `column` (text) contains the file's key. */
const mentions = (column: unknown) => sql`strpos(${column}, "files"."key") > 0`;

/** No stored thing references the `files` row in scope. */
export const unreferenced = sql`not exists (select 1 from ${attachments} where ${attachments.fileId} = "files"."id" or ${mentions(attachments.url)})
  and not exists (select 1 from ${categories} where ${mentions(categories.htmlBody)} or ${mentions(sql`${categories.imageSet}::text`)})
  and not exists (select 1 from ${learningModules} where ${mentions(learningModules.htmlBody)} or ${mentions(sql`${learningModules.imageSet}::text`)})
  and not exists (select 1 from ${learningContents} where ${mentions(learningContents.htmlBody)} or ${mentions(sql`${learningContents.imageSet}::text`)})
  and not exists (select 1 from ${users} where ${mentions(users.logoUrl)} or ${mentions(users.photoUrl)})
  and not exists (select 1 from ${bankAccounts} where ${mentions(bankAccounts.logoUrl)})
  and not exists (select 1 from ${classes} where ${mentions(classes.url)})
  and not exists (select 1 from ${keyValues} where ${mentions(keyValues.value)})`;

export async function collectUnreferencedUploads(db: Db, blobs: BlobStore, options: CollectOptions): Promise<CollectCounts> {
  const now = (options.now ?? (() => new Date()))();
  const cutoff = new Date(now.getTime() - options.graceMs);
  const batch = options.batch ?? 500;
  const counts: CollectCounts = { files: 0, blobs: 0 };
  for (;;) {
    const candidates = await db
      .select({ id: files.id })
      .from(files)
      .where(and(lt(files.uploadedAt, cutoff), unreferenced))
      .limit(batch);
    if (candidates.length === 0) break;
    // Checked again in the delete: a reference made since the select keeps the row.
    const gone = await db
      .delete(files)
      .where(
        and(
          inArray(
            files.id,
            candidates.map((c) => c.id),
          ),
          unreferenced,
        ),
      )
      .returning({ blobKey: files.blobKey });
    counts.files += gone.length;
    counts.blobs += (await releaseBlobs(db, blobs, gone.map((row) => row.blobKey))).length;
    if (candidates.length < batch) break;
  }
  return counts;
}
