import { create } from "@bufbuild/protobuf";
import { timestampFromMs } from "@bufbuild/protobuf/wkt";
import { describe, expect, it } from "vitest";
import {
  ChatMessageSchema,
  ChatReadReceiptSchema,
  CoachGetMenteeByIdResponseSchema,
  ConversationSchema,
  GetMyConversationsResponseSchema,
  GetMyNotificationsResponseSchema,
  ListUserChatMessagesResponseSchema,
  NotificationSchema,
  type ChatMessage,
} from "../../gen/compass/v1/compass_pb";
import {
  addMessageIfMissing,
  addMessageToConversations,
  applyReceiptToConversations,
  applyReceiptToMessages,
  markConversationRead,
  markNotificationsRead,
  markReadUpTo,
  messagesOldestFirst,
  removedMessage,
  removeMenteeNotification,
  removeNotification,
  unreadNotifications,
  upsertMenteeNotification,
  upsertMessage,
  upsertMessageInConversations,
  upsertNotification,
  type MessagePages,
} from "./inbox-cache";

const ME = "me";
const COACH = "coach";
const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

const msg = (id: string, minute: number, from = COACH, extra: { isRead?: boolean; isDeleted?: boolean } = {}) =>
  create(ChatMessageSchema, {
    id,
    message: `text ${id}`,
    sentByUserId: from,
    sentToUserId: from === ME ? COACH : ME,
    createdTimestamp: timestampFromMs(T0 + minute * 60_000),
    ...extra,
  });

const pages = (...lists: [ChatMessage[], string][]): MessagePages => ({
  pages: lists.map(([chatMessages, next]) => create(ListUserChatMessagesResponseSchema, { chatMessages, pageResponse: { nextPageToken: next, totalSize: 0 } })),
  pageParams: lists.map((_, i) => (i === 0 ? "" : `p${i}`)),
});
const ids = (data: MessagePages) => data.pages.map((p) => p.chatMessages.map((m) => m.id));

describe("a conversation's loaded pages", () => {
  it("shows the messages oldest first, each once", () => {
    const data = pages([[msg("c", 3), msg("b", 2)], "p1"], [[msg("b", 2), msg("a", 1)], ""]);
    expect(messagesOldestFirst(data).map((m) => m.id)).toEqual(["a", "b", "c"]);
    expect(messagesOldestFirst(undefined)).toEqual([]);
  });

  it("puts a new message first, and replaces a changed one where it is", () => {
    const data = pages([[msg("b", 2), msg("a", 1)], ""]);
    const added = upsertMessage(data, msg("c", 3));
    expect(ids(added)).toEqual([["c", "b", "a"]]);
    const removed = upsertMessage(added, removedMessage(msg("b", 2)));
    expect(ids(removed)).toEqual([["c", "b", "a"]]);
    expect(removed.pages[0]!.chatMessages[1]).toMatchObject({ isDeleted: true, message: "", attachmentIds: [] });
    const same = removed.pages[0]!.chatMessages[0]!;
    expect(upsertMessage(removed, same)).toBe(removed);
  });

  it("adds a message the page sent only when the stream has not brought the server's copy", () => {
    const data = pages([[msg("b", 2, ME, { isRead: true }), msg("a", 1)], ""]);
    expect(addMessageIfMissing(data, msg("b", 9, ME))).toBe(data);
    expect(ids(addMessageIfMissing(data, msg("c", 3, ME)))).toEqual([["c", "b", "a"]]);
  });

  it("places a message by time, and leaves one older than everything loaded to the next page", () => {
    const data = pages([[msg("d", 4), msg("b", 2)], "p1"]);
    expect(ids(upsertMessage(data, msg("c", 3)))).toEqual([["d", "c", "b"]]);
    expect(upsertMessage(data, msg("a", 1))).toBe(data);
    const whole = pages([[msg("d", 4), msg("b", 2)], ""]);
    expect(ids(upsertMessage(whole, msg("a", 1)))).toEqual([["d", "b", "a"]]);
    expect(upsertMessage({ pages: [], pageParams: [] }, msg("a", 1)).pages).toEqual([]);
  });

  it("marks what the sender sent the reader as read up to the receipt's time", () => {
    const data = pages([[msg("mine2", 3, ME), msg("theirs", 2), msg("mine1", 1, ME)], ""]);
    const receipt = create(ChatReadReceiptSchema, { readerUserId: COACH, senderUserId: ME, readUpToTimestamp: timestampFromMs(T0 + 60_000) });
    const read = applyReceiptToMessages(data, receipt);
    expect(read.pages[0]!.chatMessages.map((m) => [m.id, m.isRead])).toEqual([
      ["mine2", false],
      ["theirs", false],
      ["mine1", true],
    ]);
    expect(applyReceiptToMessages(read, receipt)).toBe(read);
    const seen = markReadUpTo(data, ME, COACH, T0 + 2 * 60_000);
    expect(seen.pages[0]!.chatMessages.map((m) => m.isRead)).toEqual([false, true, false]);
  });
});

describe("the conversation list", () => {
  const list = (unreadCount: number, last: ChatMessage) =>
    create(GetMyConversationsResponseSchema, {
      conversations: [
        create(ConversationSchema, { userId: "other", displayName: "Other", lastMessage: msg("o", 0, "other"), unreadCount: 0 }),
        create(ConversationSchema, { userId: COACH, displayName: "Coach", lastMessage: last, unreadCount }),
      ],
    });

  it("takes a new message as the last one, counts it unread and moves the conversation first", () => {
    const merged = upsertMessageInConversations(list(0, msg("a", 1)), msg("b", 2), ME);
    expect(merged.refetch).toBe(false);
    expect(merged.value.conversations.map((c) => [c.userId, c.lastMessage?.id, c.unreadCount])).toEqual([
      [COACH, "b", 1],
      ["other", "o", 0],
    ]);
    const mine = upsertMessageInConversations(merged.value, msg("c", 3, ME), ME);
    expect(mine.value.conversations[0]).toMatchObject({ unreadCount: 1, lastMessage: { id: "c" } });
  });

  it("uncounts the last message once it is read or removed, and asks for a reload for older changes", () => {
    const start = list(2, msg("b", 2));
    const read = upsertMessageInConversations(start, msg("b", 2, COACH, { isRead: true }), ME);
    expect(read.value.conversations.find((c) => c.userId === COACH)?.unreadCount).toBe(1);
    const older = upsertMessageInConversations(start, msg("a", 1, COACH, { isDeleted: true }), ME);
    expect(older).toEqual({ value: start, refetch: true });
  });

  it("keeps the server's copy of a message the page sent", () => {
    const start = list(0, msg("b", 2, ME, { isRead: true }));
    expect(addMessageToConversations(start, msg("b", 9, ME), ME).value).toBe(start);
    expect(addMessageToConversations(start, msg("c", 3, ME), ME).value.conversations[0]?.lastMessage?.id).toBe("c");
  });

  it("adds a conversation it did not know, to be named by a reload", () => {
    const merged = upsertMessageInConversations(list(0, msg("a", 1)), msg("n", 5, "newcomer"), ME);
    expect(merged.refetch).toBe(true);
    expect(merged.value.conversations[0]).toMatchObject({ userId: "newcomer", displayName: "", unreadCount: 1 });
  });

  it("applies read receipts both ways", () => {
    const receipt = (reader: string, sender: string, minute: number) =>
      create(ChatReadReceiptSchema, { readerUserId: reader, senderUserId: sender, readUpToTimestamp: timestampFromMs(T0 + minute * 60_000) });
    const mineRead = applyReceiptToConversations(list(2, msg("b", 2)), receipt(ME, COACH, 2), ME);
    expect(mineRead.value.conversations.find((c) => c.userId === COACH)).toMatchObject({ unreadCount: 0, lastMessage: { isRead: true } });
    expect(applyReceiptToConversations(list(2, msg("b", 2)), receipt(ME, COACH, 1), ME).refetch).toBe(true);
    const theyRead = applyReceiptToConversations(list(0, msg("m", 2, ME)), receipt(COACH, ME, 3), ME);
    expect(theyRead.value.conversations.find((c) => c.userId === COACH)?.lastMessage?.isRead).toBe(true);
    const data = list(1, msg("b", 2));
    expect(markConversationRead(data, ME, COACH, T0 + 2 * 60_000).conversations.find((c) => c.userId === COACH)?.unreadCount).toBe(0);
  });
});

describe("notifications", () => {
  const note = (id: string, minute: number, extra: Partial<{ isRead: boolean; sentToUserId: string; sentByUserId: string }> = {}) =>
    create(NotificationSchema, { id, message: id, sentByUserId: COACH, sentToUserId: ME, createdTimestamp: timestampFromMs(T0 + minute * 60_000), ...extra });

  it("keeps the caller's list newest first, with its unread count", () => {
    const data = create(GetMyNotificationsResponseSchema, { notifications: [note("b", 2), note("a", 1, { isRead: true })] });
    expect(unreadNotifications(data, ME)).toBe(1);
    const added = upsertNotification(data, note("c", 3), ME);
    expect(added.notifications.map((n) => n.id)).toEqual(["c", "b", "a"]);
    expect(unreadNotifications(added, ME)).toBe(2);
    // One the caller sent is not theirs to list.
    expect(upsertNotification(data, note("s", 4, { sentToUserId: COACH, sentByUserId: ME }), ME)).toBe(data);
    const read = upsertNotification(added, note("c", 3, { isRead: true }), ME);
    expect(unreadNotifications(read, ME)).toBe(1);
    expect(removeNotification(read, "b").notifications.map((n) => n.id)).toEqual(["c", "a"]);
    expect(removeNotification(read, "nope")).toBe(read);
    expect(unreadNotifications(markNotificationsRead(added, "all"), ME)).toBe(0);
    expect(markNotificationsRead(added, ["c"]).notifications.map((n) => n.isRead)).toEqual([true, false, true]);
    expect(unreadNotifications(undefined, ME)).toBe(0);
  });

  it("keeps a mentee's record's notifications between the coach and them", () => {
    const data = create(CoachGetMenteeByIdResponseSchema, { mentee: { user: { id: ME }, notifications: [] } });
    const sent = note("x", 1, { sentByUserId: COACH, sentToUserId: ME });
    const withIt = upsertMenteeNotification(data, sent, COACH);
    expect(withIt.mentee?.notifications.map((n) => n.id)).toEqual(["x"]);
    expect(upsertMenteeNotification(data, note("y", 1, { sentByUserId: "someone", sentToUserId: ME }), COACH)).toBe(data);
    expect(removeMenteeNotification(withIt, "x").mentee?.notifications).toEqual([]);
  });
});
