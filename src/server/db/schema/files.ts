/**
 * Uploaded blobs (metadata only: the bytes live in the blob store under `key`)
 * and attachments (a titled link to an uploaded file or an external URL).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, id, timestamps } from "./columns.js";
import { users } from "./users.js";

export const files = pgTable(
  "files",
  {
    id: id(),
    /** The file's own key, its address (/files/<key>): generated, unguessable, never the user's file name. */
    key: text("key").notNull(),
    /**
     * Where its bytes are in the blob store: the bytes' SHA-512 for uploads since migration 0022
     * (identical bytes are kept once, shared by every row that names them; ADR 0031), the row's
     * own key for older rows. The bytes go when the last row naming them goes.
     */
    blobKey: text("blob_key").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    contentLength: bigint("content_length", { mode: "number" }).notNull(),
    /** Hex SHA-512 of the bytes. */
    sha512: text("sha512").notNull(),
    uploadedByUserId: text("uploaded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: at("uploaded_at").notNull().defaultNow(),
    description: text("description").notNull().default(""),
    forceDownload: boolean("force_download").notNull().default(true),
  },
  (t) => [
    uniqueIndex("files_key_key").on(t.key),
    index("files_uploaded_by_idx").on(t.uploadedByUserId, t.uploadedAt.desc()),
    index("files_blob_key_idx").on(t.blobKey),
    index("files_uploaded_at_idx").on(t.uploadedAt),
    check("files_length_check", sql`${t.contentLength} >= 0`),
    check("files_sha512_check", sql`${t.sha512} ~ '^[0-9a-f]{128}$'`),
  ],
);

export const attachments = pgTable(
  "attachments",
  {
    id: id(),
    /** The uploaded file it shows, if any (else `url` is an external link). */
    fileId: text("file_id").references(() => files.id, { onDelete: "set null" }),
    url: text("url").notNull().default(""),
    contentType: text("content_type").notNull().default(""),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("attachments_file_idx").on(t.fileId),
    index("attachments_created_idx").on(t.createdAt, t.id),
    index("attachments_created_by_idx").on(t.createdByUserId),
  ],
);
