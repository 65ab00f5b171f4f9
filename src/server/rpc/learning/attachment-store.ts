/**
 * Attachments' SQL: the attachment rows (a titled link, or a file of our store by `file_id`), the
 * uploaded file an attachment names, and removal with its links. The links to modules and
 * contents (module_attachments, content_attachments) go by their foreign keys' cascade, in the
 * removal's own statement, so no module or content ever lists a removed attachment.
 */
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { attachments, files } from "../../db/schema/index.js";
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
  allAttachments(): Promise<AttachmentRecord[]>;
  attachmentPage(after: Cursor | null, size: number): Promise<Page<AttachmentRecord>>;
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

    async allAttachments() {
      const rows = await db.select().from(attachments).orderBy(asc(attachments.createdAt), asc(attachments.id));
      return rows.map(toRecord);
    },

    async attachmentPage(after, size) {
      const q = keyset({ sort: attachments.createdAt, id: attachments.id, after, size });
      const [rows, [total]] = await Promise.all([
        db.select({ row: attachments, sortKey: q.sortKey }).from(attachments).where(q.where).orderBy(...q.orderBy).limit(q.limit),
        db.select({ n: count() }).from(attachments),
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
