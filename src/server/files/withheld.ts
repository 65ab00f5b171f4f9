/**
 * Attachments follow their message (issue #37, finding 5): what a removed chat message carried is
 * served to no one — not by GetAttachment, not in a list, not by its /files/ URL — except to an
 * administrator handling a complaint, whose every such read is written to the audit log.
 *
 * - An attachment is withheld when a removed message carries it and nothing live shows it: no
 *   message that is not removed, no notification, no learning module or content. The same
 *   attachment sent again in a live message is served again (it was shared again on purpose).
 * - A file is withheld when an attachment of it is withheld and no attachment of it is shown by
 *   anything live. A file an administrator uploaded is library material (a content's image set or
 *   body may show it by URL, and shared caches may keep it): its URL stays; its attachment is
 *   still withheld by RPC.
 *
 * SQL fragments over an id expression, shared by the file store (the /files/ route) and the
 * attachments' store (GetAttachment and the lists), so both apply one rule.
 */
import { sql, type SQL } from "drizzle-orm";
import { attachments, chatMessageAttachments, chatMessages, contentAttachments, files, moduleAttachments, notificationAttachments, users } from "../db/schema/index.js";

/** Whether something live shows the attachment `attachmentId`. */
const shownLive = (attachmentId: SQL): SQL => sql`(
  exists (select 1 from ${chatMessageAttachments} lc join ${chatMessages} lm on lm.id = lc.message_id where lc.attachment_id = ${attachmentId} and not lm.is_deleted)
  or exists (select 1 from ${notificationAttachments} ln where ln.attachment_id = ${attachmentId})
  or exists (select 1 from ${moduleAttachments} lmo where lmo.attachment_id = ${attachmentId})
  or exists (select 1 from ${contentAttachments} lco where lco.attachment_id = ${attachmentId}))`;

/** Whether the attachment `attachmentId` (an id expression, e.g. `"attachments"."id"`) is withheld. */
export const attachmentWithheld = (attachmentId: SQL): SQL => sql`(
  exists (select 1 from ${chatMessageAttachments} rc join ${chatMessages} rm on rm.id = rc.message_id where rc.attachment_id = ${attachmentId} and rm.is_deleted)
  and not ${shownLive(attachmentId)})`;

/** Whether the file `fileId` (an id expression) is withheld from its URL. */
export const fileWithheld = (fileId: SQL): SQL => sql`(
  exists (select 1 from ${attachments} wa where wa.file_id = ${fileId} and ${attachmentWithheld(sql`wa.id`)})
  and not exists (select 1 from ${attachments} va where va.file_id = ${fileId} and ${shownLive(sql`va.id`)})
  and not exists (select 1 from ${files} wf join ${users} wu on wu.id = wf.uploaded_by_user_id where wf.id = ${fileId} and wu.type in ('ADMIN', 'API_ADMIN')))`;

/** The audit log's action for an administrator's read of a withheld attachment or file. */
export const WITHHELD_READ_ACTION = "withheld_attachment_read";
