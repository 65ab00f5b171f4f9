/**
 * Attachments' SQL: the attachment rows (a titled link, or a file of our store by `file_id`), who
 * an attachment is for (library, creator, the parties of the messages and notifications that carry
 * it), the uploaded file an attachment names, and removal with its links. The links to modules and
 * contents (module_attachments, content_attachments) go by their foreign keys' cascade, in the
 * removal's own statement, so no module or content ever lists a removed attachment.
 */
import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import {
  attachments,
  chatMessageAttachments,
  chatMessages,
  contentAttachments,
  files,
  moduleAttachments,
  notificationAttachments,
  notifications,
  users,
} from "../../db/schema/index.js";
import { attachmentWithheld } from "../../files/withheld.js";
import type { AttachmentAudience } from "./learning-policy.js";
import { keyset, pageOf, type Cursor } from "../paging.js";
import type { AttachmentRecord } from "./attachment-mapper.js";
import type { Page } from "./learning-store.js";

type AttachmentRow = typeof attachments.$inferSelect;

/** An attachment's stored fields once its target is resolved (fileId set for a file of our store). */
export interface AttachmentWrite {
  fileId: string | null;
  url: string;
  contentType: string;
  title: string;
  description: string;
}

/** The uploaded file an attachment may point at. */
export interface AttachableFile {
  id: string;
  key: string;
  contentType: string;
  uploadedByUserId: string | null;
}

export interface AttachmentStore {
  attachment(id: string): Promise<AttachmentRecord | null>;
  /** Who an attachment is for (learning-policy.ts's mayReadAttachment decides), or null. */
  audience(id: string): Promise<AttachmentAudience | null>;
  /** Every attachment `reader` may list (`all`: an administrator's, every one), oldest first. */
  allAttachments(reader: ListReader): Promise<AttachmentRecord[]>;
  attachmentPage(after: Cursor | null, size: number, reader: ListReader): Promise<Page<AttachmentRecord>>;
  /** The file of our store under `key`, or null. */
  fileByKey(key: string): Promise<AttachableFile | null>;
  create(values: AttachmentWrite, createdByUserId: string): Promise<string>;
  /**
   * Writes the fields `finish` answers for the current row (locked; it may refuse by throwing);
   * false when there is no such attachment.
   */
  edit(id: string, finish: (current: { fileId: string | null }) => Promise<Partial<AttachmentWrite>>): Promise<boolean>;
  /** False when there is no such attachment. Its links in modules and contents go with it. */
  remove(id: string): Promise<boolean>;
}

/** Whose lists: everything (administrators), or the library and one user's own. */
export type ListReader = "all" | { userId: string };

// The subqueries name the outer row's columns in full ("attachments"."id"): Drizzle writes a
// column unqualified in a single-table query, and users has a created_by_user_id of its own.

/**
 * Library attachments (made by an administrator, or shown by a module or content) and the
 * reader's own: what a list shows a non-administrator (never a withheld one, files/withheld.ts).
 * Messages' attachments are read by id.
 */
const listable = (reader: ListReader): SQL | undefined =>
  reader === "all"
    ? undefined
    : and(
        or(
          eq(attachments.createdByUserId, reader.userId),
          sql`exists (select 1 from ${users} u where u.id = "attachments"."created_by_user_id" and u.type in ('ADMIN', 'API_ADMIN'))`,
          sql`exists (select 1 from ${moduleAttachments} m where m.attachment_id = "attachments"."id")`,
          sql`exists (select 1 from ${contentAttachments} c where c.attachment_id = "attachments"."id")`,
        ),
        sql`not ${attachmentWithheld(sql`"attachments"."id"`)}`,
      );

const toRecord = (r: AttachmentRow): AttachmentRecord => ({
  id: r.id,
  url: r.url,
  contentType: r.contentType,
  title: r.title,
  description: r.description,
});

export function createAttachmentStore(db: Db): AttachmentStore {
  return {
    async attachment(id) {
      const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
      return row ? toRecord(row) : null;
    },

    async audience(id) {
      const [row] = await db
        .select({
          createdByUserId: attachments.createdByUserId,
          createdByAdmin: sql<boolean>`exists (select 1 from ${users} u where u.id = "attachments"."created_by_user_id" and u.type in ('ADMIN', 'API_ADMIN'))`,
          inLibrary: sql<boolean>`exists (select 1 from ${moduleAttachments} m where m.attachment_id = "attachments"."id") or exists (select 1 from ${contentAttachments} c where c.attachment_id = "attachments"."id")`,
          parties: sql<string[]>`array(
            select p from (
              select unnest(array[cm.sent_by_user_id, cm.sent_to_user_id]) as p from ${chatMessageAttachments} ca join ${chatMessages} cm on cm.id = ca.message_id where ca.attachment_id = "attachments"."id"
              union
              select unnest(array[n.sent_by_user_id, n.recipient_user_id]) from ${notificationAttachments} na join ${notifications} n on n.id = na.notification_id where na.attachment_id = "attachments"."id"
            ) x where p is not null)`,
          withheld: sql<boolean>`${attachmentWithheld(sql`"attachments"."id"`)}`,
        })
        .from(attachments)
        .where(eq(attachments.id, id));
      return row ?? null;
    },

    async allAttachments(reader) {
      const rows = await db.select().from(attachments).where(listable(reader)).orderBy(asc(attachments.createdAt), asc(attachments.id));
      return rows.map(toRecord);
    },

    async attachmentPage(after, size, reader) {
      const q = keyset({ sort: attachments.createdAt, id: attachments.id, after, size, where: listable(reader) });
      const [rows, [total]] = await Promise.all([
        db.select({ row: attachments, sortKey: q.sortKey }).from(attachments).where(q.where).orderBy(...q.orderBy).limit(q.limit),
        db.select({ n: count() }).from(attachments).where(listable(reader)),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.row.id }));
      return { items: page.items.map((r) => toRecord(r.row)), next: page.next, total: total?.n ?? 0 };
    },

    async fileByKey(key) {
      const [row] = await db
        .select({ id: files.id, key: files.key, contentType: files.contentType, uploadedByUserId: files.uploadedByUserId })
        .from(files)
        .where(eq(files.key, key));
      return row ?? null;
    },

    async create(values, createdByUserId) {
      const [row] = await db
        .insert(attachments)
        .values({ ...values, createdByUserId })
        .returning({ id: attachments.id });
      return row!.id;
    },

    async edit(id, finish) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ fileId: attachments.fileId }).from(attachments).where(eq(attachments.id, id)).for("update");
        if (!current) return false;
        const changes = await finish(current);
        await tx.update(attachments).set({ ...changes, updatedAt: new Date() }).where(eq(attachments.id, id));
        return true;
      });
    },

    async remove(id) {
      const gone = await db.delete(attachments).where(eq(attachments.id, id)).returning({ id: attachments.id });
      return gone.length > 0;
    },
  };
}
