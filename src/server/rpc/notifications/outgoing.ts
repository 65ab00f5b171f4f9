/**
 * What notifications and chat messages check alike before they are stored (issue #14): the text
 * (1–10,000 characters; shown as text, never HTML), the attachments (at most 10, each one the
 * sender made; an administrator may attach any) and the sender's rate (messageMinute and
 * messageDaily, shared by both kinds).
 */
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { attachments } from "../../db/schema/index.js";
import type { RateLimits } from "../../identity/rate-limits.js";
import { MESSAGE_MAX_ATTACHMENTS, messageTextProblem } from "../../../shared/messages.js";
import type { Actor } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";

export interface CheckedOutgoing {
  message: string;
  attachmentIds: string[];
}

export async function checkOutgoing(db: Db, limits: RateLimits, actor: Actor, req: { message: string; attachmentIds: readonly string[] }): Promise<CheckedOutgoing> {
  const problem = messageTextProblem(req.message);
  if (problem) throw rpcError.invalidArgument(`message: ${problem}`);
  const ids = [...new Set(req.attachmentIds.map((id) => id.trim()).filter(Boolean))];
  if (ids.length > MESSAGE_MAX_ATTACHMENTS) throw rpcError.invalidArgument(`attachment_ids: at most ${MESSAGE_MAX_ATTACHMENTS} attachments.`);
  const found = ids.length ? await db.select({ id: attachments.id, createdByUserId: attachments.createdByUserId }).from(attachments).where(inArray(attachments.id, ids)) : [];
  for (const id of ids) {
    const a = found.find((x) => x.id === id);
    if (!a || (actor.role !== "admin" && a.createdByUserId !== actor.userId)) throw rpcError.invalidArgument(`attachment_ids: "${id}" is not an attachment of yours.`);
  }
  await limits.consume("messageMinute", actor.userId);
  await limits.consume("messageDaily", actor.userId);
  return { message: req.message.trim(), attachmentIds: ids };
}
