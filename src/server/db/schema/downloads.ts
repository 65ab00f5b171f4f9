/**
 * Single-use download links (issue #11 §3; docs/decisions/0015-download-links.md): a document a
 * coach, lender or administrator may read (a mentee's cash flow, later the plan, the survey and the
 * reports) is handed out as `/downloads/<token>` instead of inline bytes. Only the token's SHA-256
 * is kept: the table never holds a usable link. A link names its kind and its subject, so it can
 * only ever fetch that one document; it expires within 5 minutes and works once (`used_at`).
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at, bytea, id } from "./columns.js";
import { users } from "./users.js";

export const downloadLinks = pgTable(
  "download_links",
  {
    tokenHash: bytea("token_hash").primaryKey(),
    kind: text("kind").notNull(),
    subjectUserId: text("subject_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mintedByUserId: text("minted_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    /** What a report link renders (its filter and format; ADR 0020); null for a document. */
    params: jsonb("params").$type<Record<string, unknown>>(),
  },
  (t) => [
    check("download_links_expiry_check", sql`${t.expiresAt} > ${t.createdAt}`),
    index("download_links_expires_idx").on(t.expiresAt),
    index("download_links_subject_idx").on(t.subjectUserId),
    index("download_links_minted_by_idx").on(t.mintedByUserId),
  ],
);

/**
 * Reports made in the background (ADR 0025): a report too large to wait for is rendered by a
 * worker into the blob store, encrypted with a key of its own (sealed by the key ring, so the file
 * opens only with the row), and kept for 24 hours. Only its owner sees or downloads it.
 */
export const reportJobs = pgTable(
  "report_jobs",
  {
    id: id(),
    ownerUserId: text("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "ta" | "pinpoint" | "activity" | "counseling_records" | "training_events" | "impact_ledger" */
    kind: text("kind").notNull(),
    /** What to render (the link params of ADR 0020: the narrowed query, the format, the owner's role). */
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    /** "queued" | "running" | "ready" | "failed" */
    state: text("state").notNull().default("queued"),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsDone: integer("rows_done").notNull().default(0),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    blobKey: text("blob_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** The file's AES-256-GCM key, sealed by the key ring (context `report_jobs.file_key:<id>`). */
    fileKey: bytea("file_key"),
    fileKeyId: text("file_key_id"),
    fileIv: bytea("file_iv"),
    fileTag: bytea("file_tag"),
    createdAt: at("created_at").notNull().defaultNow(),
    startedAt: at("started_at"),
    /** Written by the worker as rows go out: a running job whose heartbeat stops has lost its worker. */
    heartbeatAt: at("heartbeat_at"),
    finishedAt: at("finished_at"),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [
    check("report_jobs_state_check", sql`${t.state} in ('queued', 'running', 'ready', 'failed')`),
    index("report_jobs_owner_idx").on(t.ownerUserId, t.createdAt),
    index("report_jobs_state_idx").on(t.state, t.createdAt),
    index("report_jobs_expires_idx").on(t.expiresAt),
  ],
);
