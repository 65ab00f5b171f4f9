/**
 * Chat (issue #14 §2; spec §7): SendChatMessage, GetMyChatMessages, GetUserChatMessages and
 * RemoveChatMessage, for any signed-in user within the pairs chat-policy.ts allows. Each handler:
 * validate → authorize → act → map.
 *
 * - Send: text and attachments checked like a notification's (notifications/outgoing.ts, with the
 *   same per-sender rate); a reply names a message of the same conversation.
 * - GetUserChatMessages: the conversation with one user as threads (each message with its replies,
 *   in time order); reading it marks what that user sent the caller as read.
 * - GetMyChatMessages: the caller's newest 500 messages, sent and received.
 * - GetMyConversations (ADR 0019): each partner with the last message and the unread count, latest
 *   first, and the caller's unread notifications. ListUserChatMessages: a conversation in keyset
 *   pages, newest first; it marks nothing read. MarkChatMessagesRead: what the partner sent the
 *   caller, up to a message of the conversation (or all), with a read receipt to both.
 * - Remove: only the sender. Without permanently_delete the message shows as removed (no text, no
 *   attachments served: GetAttachment and the /files/ URL refuse what only removed messages show,
 *   but to an administrator, audited — files/withheld.ts); with it, the text and the sender's
 *   attachments are erased for good, bytes included unless something else still shows them.
 * - Anyone the caller may not reach is NOT_FOUND ("Conversation not found"), whether or not they exist.
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ChatMessageSchema, ChatThreadSchema, ConversationSchema, type ChatMessage, type ChatThread } from "../../../gen/compass/v1/compass_pb.js";
import { USER_TYPE } from "../account/account-mapper.js";
import { nameViewerOf } from "../account/name-viewer.js";
import { createNotificationsStore } from "../notifications/notifications-store.js";
import { pageSize, pageTokens } from "../paging.js";
import { denied, signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { checkOutgoing } from "../notifications/outgoing.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { requiredId } from "../../core/ids.js";
import { CONVERSATION_NOT_FOUND, isOfConversation, MESSAGE_NOT_FOUND, mayChat, mayReadConversation, mayRemoveMessage } from "./chat-policy.js";
import { createChatStore, type MessageRow } from "./chat-store.js";

export const CHAT_METHODS = [
  "sendChatMessage",
  "getMyChatMessages",
  "getUserChatMessages",
  "removeChatMessage",
  "getMyConversations",
  "listUserChatMessages",
  "markChatMessagesRead",
] as const;
export type ChatHandlers = DomainHandlers<(typeof CHAT_METHODS)[number]>;

/** A message as served: a removed one without its text and attachments. */
export function toChatMessage(r: MessageRow): ChatMessage {
  return create(ChatMessageSchema, {
    id: r.id,
    message: r.isDeleted ? "" : r.message,
    sentByUserId: r.sentByUserId,
    sentToUserId: r.sentToUserId,
    replyToMessageId: r.replyToMessageId ?? "",
    isRead: r.isRead,
    createdTimestamp: timestampFromDate(r.createdAt),
    attachmentIds: r.isDeleted ? [] : r.attachmentIds,
    isDeleted: r.isDeleted,
  });
}

/** A conversation in time order as threads: messages that answer none (or one not here) at the top, replies under what they answer. */
export function threadsOf(rows: readonly MessageRow[]): ChatThread[] {
  const byId = new Map(rows.map((r) => [r.id, create(ChatThreadSchema, { message: toChatMessage(r), responses: [] })]));
  const top: ChatThread[] = [];
  for (const r of rows) {
    const thread = byId.get(r.id)!;
    const parent = r.replyToMessageId ? byId.get(r.replyToMessageId) : undefined;
    if (parent) parent.responses.push(thread);
    else top.push(thread);
  }
  return top;
}

export function chatService(deps: Pick<ServiceDeps, "db" | "limits" | "keyring" | "files">): ChatHandlers {
  const store = createChatStore(deps.db);
  const notifications = createNotificationsStore(deps.db);
  const tokens = pageTokens(deps.keyring);

  /** Whether the caller may write to and read the conversation with `otherId`. */
  async function relation(ctx: Parameters<typeof signedIn>[0], otherId: string) {
    const actor = signedIn(ctx);
    const [me, other, talking] = await Promise.all([store.party(actor.userId), store.party(otherId), store.talking(actor.userId, otherId)]);
    const write = mayChat(actor, me?.assignedCoachId ?? null, other, talking);
    return { actor, write, read: other !== null && mayReadConversation(write, talking) };
  }

  return {
    async sendChatMessage(req, ctx) {
      const to = requiredId(req.sendToUserId, "send_to_user_id");
      const { actor, write } = await relation(ctx, to);
      if (!write) denied(ctx, { targetType: "user", targetId: to, reason: "not-chat-partner", message: CONVERSATION_NOT_FOUND });
      const replyTo = req.replyToMessageId.trim() || null;
      if (replyTo) {
        const parent = await store.get(replyTo);
        if (!isOfConversation(parent, actor.userId, to)) throw rpcError.invalidArgument("reply_to_message_id: not a message of this conversation.");
      }
      const out = await checkOutgoing(deps.db, deps.limits, actor, req);
      return { chatMessageId: await store.insert({ sentByUserId: actor.userId, sentToUserId: to, replyToMessageId: replyTo, ...out }) };
    },

    async getMyChatMessages(_req, ctx) {
      const actor = signedIn(ctx);
      return { chatMessages: (await store.mine(actor.userId)).map(toChatMessage) };
    },

    async getUserChatMessages(req, ctx) {
      const other = requiredId(req.userId, "user_id");
      const { actor, read } = await relation(ctx, other);
      if (!read) denied(ctx, { targetType: "user", targetId: other, reason: "not-chat-partner", message: CONVERSATION_NOT_FOUND });
      await store.markRead(actor.userId, other);
      return { chatThreads: threadsOf(await store.conversation(actor.userId, other)) };
    },

    async getMyConversations(_req, ctx) {
      const actor = signedIn(ctx);
      const viewer = await nameViewerOf(deps.db, actor);
      const [conversations, unreadNotifications] = await Promise.all([store.conversations(actor.userId, viewer), notifications.unreadCount(actor.userId)]);
      return {
        conversations: conversations.map((c) =>
          create(ConversationSchema, {
            userId: c.partner.id,
            displayName: c.partner.name,
            userType: USER_TYPE[c.partner.type as keyof typeof USER_TYPE],
            lastMessage: toChatMessage(c.last),
            unreadCount: c.unread,
          }),
        ),
        unreadNotifications,
      };
    },

    async listUserChatMessages(req, ctx) {
      const other = requiredId(req.userId, "user_id");
      const { actor, read } = await relation(ctx, other);
      if (!read) denied(ctx, { targetType: "user", targetId: other, reason: "not-chat-partner", message: CONVERSATION_NOT_FOUND });
      const size = pageSize(req.pageRequest);
      // The token is bound to the pair (either way round) and the reader.
      const scope = `listUserChatMessages:${actor.userId}:${other}`;
      const page = await store.page(actor.userId, other, tokens.decode(scope, req.pageRequest?.pageToken ?? ""), size);
      return {
        chatMessages: page.items.map(toChatMessage),
        pageResponse: { nextPageToken: page.next ? tokens.encode(scope, page.next) : "", totalSize: page.total },
      };
    },

    async markChatMessagesRead(req, ctx) {
      const other = requiredId(req.userId, "user_id");
      const upToId = req.upToMessageId.trim();
      const { actor, read } = await relation(ctx, other);
      if (!read) denied(ctx, { targetType: "user", targetId: other, reason: "not-chat-partner", message: CONVERSATION_NOT_FOUND });
      if (upToId) {
        const message = await store.get(requiredId(upToId, "up_to_message_id"));
        if (!isOfConversation(message, actor.userId, other)) throw rpcError.invalidArgument("up_to_message_id: not a message of this conversation.");
      }
      await store.markRead(actor.userId, other, upToId || undefined);
      return {};
    },

    async removeChatMessage(req, ctx) {
      const actor = signedIn(ctx);
      const id = requiredId(req.chatMessageId, "chat_message_id");
      const row = await store.get(id);
      if (!row || !mayRemoveMessage(actor, row)) denied(ctx, { targetType: "chat_message", targetId: id, reason: row ? "not-sender" : "no-message", message: MESSAGE_NOT_FOUND });
      if (req.permanentlyDelete) {
        // The files the erased attachments showed go too (bytes included), when nothing else shows them.
        for (const fileId of await store.erase(id, actor.userId)) await deps.files?.removeUnused(fileId, actor.userId);
      } else {
        await store.markDeleted(id);
      }
      return {};
    },
  };
}
