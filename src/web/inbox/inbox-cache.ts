/**
 * How inbox events change what the page has loaded (ADR 0019), as pure functions of the cached
 * answers: the open conversation's pages (ListUserChatMessages, newest first), the conversation
 * list (GetMyConversations), the caller's notifications (GetMyNotifications) and a mentee's record
 * (CoachGetMenteeById, whose notifications are those between the coach and the mentee).
 *
 * Each function returns the same object when nothing changed, so the cache (and React) can skip
 * the update. Where an event cannot be merged exactly (a conversation not listed yet, a change to
 * an older message whose unread state was unknown), the answer says `refetch` and the caller
 * reloads that list.
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromMs, timestampMs, type Timestamp } from "@bufbuild/protobuf/wkt";
import {
  ChatReadReceiptSchema,
  ConversationSchema,
  type ChatMessage,
  type ChatReadReceipt,
  type CoachGetMenteeByIdResponse,
  type Conversation,
  type GetMyConversationsResponse,
  type GetMyNotificationsResponse,
  type ListUserChatMessagesResponse,
  type Notification,
} from "../../gen/compass/v1/compass_pb";

/** TanStack's InfiniteData, restated so this module needs no query library. */
export interface Pages<T> {
  pages: T[];
  pageParams: unknown[];
}
export type MessagePages = Pages<ListUserChatMessagesResponse>;

export const timeOf = (t: Timestamp | undefined): number => (t ? timestampMs(t) : 0);

/** Newest first, as the server orders a conversation (created time, then id, both descending). */
export function newerFirst(a: { createdTimestamp?: Timestamp; id: string }, b: { createdTimestamp?: Timestamp; id: string }): number {
  const d = timeOf(b.createdTimestamp) - timeOf(a.createdTimestamp);
  if (d !== 0) return d;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The other person of a message, seen by `me`. */
export const partnerOf = (m: ChatMessage, me: string): string => (m.sentByUserId === me ? m.sentToUserId : m.sentByUserId);

/** Whether `m` belongs to the conversation between `me` and `partner`. */
export const inConversation = (m: ChatMessage, me: string, partner: string): boolean =>
  (m.sentByUserId === me && m.sentToUserId === partner) || (m.sentByUserId === partner && m.sentToUserId === me);

/** A message that counts as unread for `me`: sent to me, not read, not removed. */
const unreadFor = (m: ChatMessage | undefined, me: string): boolean => m !== undefined && m.sentToUserId === me && !m.isRead && !m.isDeleted;

/** The loaded messages, oldest first, each once (what the thread shows). */
export function messagesOldestFirst(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: ChatMessage[] = [];
  for (const page of data.pages) {
    for (const m of page.chatMessages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out.sort(newerFirst).reverse();
}

/**
 * A new or changed message into the conversation's pages: replaced where it is, or put in its
 * place by time. A message older than everything loaded while older pages remain is left for
 * those pages to bring.
 */
export function upsertMessage(data: MessagePages, m: ChatMessage): MessagePages {
  for (let p = 0; p < data.pages.length; p++) {
    const page = data.pages[p]!;
    const i = page.chatMessages.findIndex((x) => x.id === m.id);
    if (i === -1) continue;
    if (page.chatMessages[i] === m) return data;
    const chatMessages = page.chatMessages.slice();
    chatMessages[i] = m;
    return replacePage(data, p, { ...page, chatMessages });
  }
  if (data.pages.length === 0) return data;
  // The first loaded message older than `m`: `m` goes just before it.
  for (let p = 0; p < data.pages.length; p++) {
    const page = data.pages[p]!;
    const i = page.chatMessages.findIndex((x) => newerFirst(m, x) < 0);
    if (i === -1) continue;
    const chatMessages = page.chatMessages.slice();
    chatMessages.splice(i, 0, m);
    return replacePage(data, p, { ...page, chatMessages });
  }
  const lastIndex = data.pages.length - 1;
  const last = data.pages[lastIndex]!;
  if (last.pageResponse?.nextPageToken) return data;
  return replacePage(data, lastIndex, { ...last, chatMessages: [...last.chatMessages, m] });
}

/** A message the page made itself (just sent): added unless the stream has brought the server's copy already. */
export function addMessageIfMissing(data: MessagePages, m: ChatMessage): MessagePages {
  return data.pages.some((page) => page.chatMessages.some((x) => x.id === m.id)) ? data : upsertMessage(data, m);
}

function replacePage(data: MessagePages, index: number, page: ListUserChatMessagesResponse): MessagePages {
  const pages = data.pages.slice();
  pages[index] = page;
  return { ...data, pages };
}

/** Maps every loaded message; the same object back when none changed. */
function mapMessages(data: MessagePages, f: (m: ChatMessage) => ChatMessage): MessagePages {
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const chatMessages = page.chatMessages.map((m) => {
      const next = f(m);
      if (next !== m) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, chatMessages };
  });
  return changed ? { ...data, pages } : data;
}

/** A read receipt: what `sender` sent `reader` up to the time is read. */
export function applyReceiptToMessages(data: MessagePages, receipt: ChatReadReceipt): MessagePages {
  const upTo = timeOf(receipt.readUpToTimestamp);
  return mapMessages(data, (m) =>
    !m.isRead && m.sentByUserId === receipt.senderUserId && m.sentToUserId === receipt.readerUserId && timeOf(m.createdTimestamp) <= upTo ? { ...m, isRead: true } : m,
  );
}

/** What `me` has seen from `partner` up to `upTo` (the page marks it read before the receipt comes). */
export function markReadUpTo(data: MessagePages, me: string, partner: string, upTo: number): MessagePages {
  return mapMessages(data, (m) => (!m.isRead && m.sentByUserId === partner && m.sentToUserId === me && timeOf(m.createdTimestamp) <= upTo ? { ...m, isRead: true } : m));
}

/** A message removed (shown as 'Message removed': no text, no attachments). */
export function removedMessage(m: ChatMessage): ChatMessage {
  return { ...m, isDeleted: true, message: "", attachmentIds: [] };
}

export interface Merged<T> {
  value: T;
  /** The event could not be merged exactly: reload the list. */
  refetch: boolean;
}

function sortConversations(list: Conversation[]): Conversation[] {
  return list.slice().sort((a, b) => {
    const d = timeOf(b.lastMessage?.createdTimestamp) - timeOf(a.lastMessage?.createdTimestamp);
    return d !== 0 ? d : a.userId.localeCompare(b.userId);
  });
}

/** A new or changed message into the conversation list (last message, unread count, order). */
export function upsertMessageInConversations(data: GetMyConversationsResponse, m: ChatMessage, me: string): Merged<GetMyConversationsResponse> {
  const partner = partnerOf(m, me);
  const index = data.conversations.findIndex((c) => c.userId === partner);
  if (index === -1) {
    // A new conversation: shown at once, named when the list is read again.
    const added = create(ConversationSchema, { userId: partner, displayName: "", lastMessage: m, unreadCount: unreadFor(m, me) ? 1 : 0 });
    return { value: { ...data, conversations: sortConversations([added, ...data.conversations]) }, refetch: true };
  }
  const current = data.conversations[index]!;
  const last = current.lastMessage;
  let next: Conversation;
  if (last && last.id === m.id) {
    const unreadCount = Math.max(0, current.unreadCount - (unreadFor(last, me) && !unreadFor(m, me) ? 1 : 0) + (!unreadFor(last, me) && unreadFor(m, me) ? 1 : 0));
    next = { ...current, lastMessage: m, unreadCount };
  } else if (!last || newerFirst(m, last) < 0) {
    next = { ...current, lastMessage: m, unreadCount: current.unreadCount + (unreadFor(m, me) ? 1 : 0) };
  } else {
    // A change to an older message: its earlier state (counted or not) is unknown here.
    return { value: data, refetch: m.sentToUserId === me };
  }
  const conversations = data.conversations.slice();
  conversations[index] = next;
  return { value: { ...data, conversations: sortConversations(conversations) }, refetch: false };
}

/** A message the page made itself into the list, unless the stream has brought the server's copy already. */
export function addMessageToConversations(data: GetMyConversationsResponse, m: ChatMessage, me: string): Merged<GetMyConversationsResponse> {
  const partner = partnerOf(m, me);
  if (data.conversations.some((c) => c.userId === partner && c.lastMessage?.id === m.id)) return { value: data, refetch: false };
  return upsertMessageInConversations(data, m, me);
}

/** A read receipt into the conversation list. */
export function applyReceiptToConversations(data: GetMyConversationsResponse, receipt: ChatReadReceipt, me: string): Merged<GetMyConversationsResponse> {
  const upTo = timeOf(receipt.readUpToTimestamp);
  if (receipt.readerUserId === me) {
    const index = data.conversations.findIndex((c) => c.userId === receipt.senderUserId);
    if (index === -1) return { value: data, refetch: false };
    const current = data.conversations[index]!;
    const last = current.lastMessage;
    if (last && timeOf(last.createdTimestamp) <= upTo) {
      const lastMessage = last.sentByUserId === receipt.senderUserId && !last.isRead ? { ...last, isRead: true } : last;
      if (current.unreadCount === 0 && lastMessage === last) return { value: data, refetch: false };
      const conversations = data.conversations.slice();
      conversations[index] = { ...current, lastMessage, unreadCount: 0 };
      return { value: { ...data, conversations }, refetch: false };
    }
    // Read up to an older message: how many remain unread is the server's to say.
    return { value: data, refetch: current.unreadCount > 0 };
  }
  if (receipt.senderUserId === me) {
    const index = data.conversations.findIndex((c) => c.userId === receipt.readerUserId);
    const current = index === -1 ? undefined : data.conversations[index]!;
    const last = current?.lastMessage;
    if (!current || !last || last.isRead || last.sentByUserId !== me || timeOf(last.createdTimestamp) > upTo) return { value: data, refetch: false };
    const conversations = data.conversations.slice();
    conversations[index] = { ...current, lastMessage: { ...last, isRead: true } };
    return { value: { ...data, conversations }, refetch: false };
  }
  return { value: data, refetch: false };
}

/** The conversation list after `me` read `partner`'s messages up to `upTo` (before the receipt comes). */
export function markConversationRead(data: GetMyConversationsResponse, me: string, partner: string, upTo: number): GetMyConversationsResponse {
  const receipt = create(ChatReadReceiptSchema, { readerUserId: me, senderUserId: partner, readUpToTimestamp: timestampFromMs(upTo) });
  return applyReceiptToConversations(data, receipt, me).value;
}

function upsertNotificationIn(list: readonly Notification[], n: Notification): Notification[] | null {
  const i = list.findIndex((x) => x.id === n.id);
  if (i !== -1) {
    if (list[i] === n) return null;
    const next = list.slice();
    next[i] = n;
    return next;
  }
  return [...list, n].sort(newerFirst);
}

/** A new or changed notification into the caller's list (only those sent to `me` belong there). */
export function upsertNotification(data: GetMyNotificationsResponse, n: Notification, me: string): GetMyNotificationsResponse {
  if (n.sentToUserId !== me) return data;
  const notifications = upsertNotificationIn(data.notifications, n);
  return notifications ? { ...data, notifications } : data;
}

export function removeNotification(data: GetMyNotificationsResponse, id: string): GetMyNotificationsResponse {
  if (!data.notifications.some((n) => n.id === id)) return data;
  return { ...data, notifications: data.notifications.filter((n) => n.id !== id) };
}

/** The listed notifications (or all) marked read, as MarkNotificationsRead will. */
export function markNotificationsRead(data: GetMyNotificationsResponse, ids: readonly string[] | "all"): GetMyNotificationsResponse {
  let changed = false;
  const notifications = data.notifications.map((n) => {
    if (n.isRead || (ids !== "all" && !ids.includes(n.id))) return n;
    changed = true;
    return { ...n, isRead: true };
  });
  return changed ? { ...data, notifications } : data;
}

/** Unread notifications sent to `me`. */
export function unreadNotifications(data: GetMyNotificationsResponse | undefined, me: string | undefined): number {
  if (!data || !me) return 0;
  return data.notifications.filter((n) => !n.isRead && (n.sentToUserId === me || n.sentToUserId === "")).length;
}

/** A notification between the coach (`me`) and the mentee into the mentee's record. */
export function upsertMenteeNotification(data: CoachGetMenteeByIdResponse, n: Notification, me: string): CoachGetMenteeByIdResponse {
  const mentee = data.mentee;
  const menteeId = mentee?.user?.id;
  if (!mentee || !menteeId) return data;
  const between = (n.sentByUserId === me && n.sentToUserId === menteeId) || (n.sentByUserId === menteeId && n.sentToUserId === me);
  if (!between) return data;
  const notifications = upsertNotificationIn(mentee.notifications, n);
  return notifications ? { ...data, mentee: { ...mentee, notifications } } : data;
}

export function removeMenteeNotification(data: CoachGetMenteeByIdResponse, id: string): CoachGetMenteeByIdResponse {
  const mentee = data.mentee;
  if (!mentee || !mentee.notifications.some((n) => n.id === id)) return data;
  return { ...data, mentee: { ...mentee, notifications: mentee.notifications.filter((n) => n.id !== id) } };
}
