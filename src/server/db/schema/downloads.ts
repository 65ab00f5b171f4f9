/**
 * Single-use download links (issue #11 §3; docs/decisions/0015-download-links.md): a document a
 * coach, lender or administrator may read (a mentee's cash flow, later the plan, the survey and the
 * reports) is handed out as `/downloads/<token>` instead of inline bytes. Only the token's SHA-256
 * is kept: the table never holds a usable link. A link names its kind and its subject, so it can
 * only ever fetch that one document; it expires within 5 minutes and works once (`used_at`).
 */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at, bytea } from "./columns.js";
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
