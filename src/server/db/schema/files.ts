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
    /** Blob-store key (generated, never the user's file name). */
    key: text("key").notNull(),
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
