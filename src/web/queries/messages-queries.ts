/**
 * The messaging area's reads and writes (issue #14): conversations, a conversation in pages,
 * notifications, the learner's coach, names and attachments; sending, removing, marking read.
 *
 * The live inbox (src/web/inbox/) keeps these answers current as events arrive. A write also
 * changes the cached answers itself as soon as the server has taken it (the message sent, removed
 * or read), so the page never waits for the stream — and still shows the right thing when the
 * stream is down and the lists are polled. The stream's copy of the same change replaces it.
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromMs, timestampMs } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError } from "@connectrpc/connect";
import { createInfiniteQueryOptions, useMutation, useQuery, useTransport } from "@connectrpc/connect-query";
import { useInfiniteQuery as useTanstackInfiniteQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import {
  ChatMessageSchema,
  CompassService,
  NotificationSchema,
  type ChatMessage,
  type CoachGetMenteeByIdResponse,
  type GetMyConversationsResponse,
  type GetMyNotificationsResponse,
} from "../../gen/compass/v1/compass_pb";
import {
  addMessageIfMissing,
  addMessageToConversations,
  markConversationRead,
  markNotificationsRead,
  markReadUpTo,
  removedMessage,
  removeMenteeNotification,
  removeNotification,
  upsertMenteeNotification,
  upsertMessage,
  upsertMessageInConversations,
  type MessagePages,
} from "../inbox/inbox-cache";
import { CONVERSATIONS_KEY, MENTEE_KEY, NOTIFICATIONS_KEY, THREADS_KEY, threadPartnerOf } from "../inbox/inbox-keys";

const method = CompassService.method;

/** Messages per page of a conversation. */
export const THREAD_PAGE_SIZE = 30;

const isNotFound = (error: unknown) => ConnectError.from(error).code === Code.NotFound;
const retryUnlessNotFound = (count: number, error: unknown) => count < 1 && !isNotFound(error);
export const isNotFoundError = (error: unknown): boolean => error !== null && error !== undefined && isNotFound(error);

export function useConversations(enabled = true) {
  return useQuery(method.getMyConversations, {}, { enabled, staleTime: 30_000 });
}

export function useNotifications(enabled = true) {
  return useQuery(method.getMyNotifications, {}, { enabled, staleTime: 60_000 });
}

/** The learner's coach; NOT_FOUND (no coach) is an answer, not an error to retry. */
export function useMyCoach(enabled: boolean) {
  return useQuery(method.getMyCoach, {}, { enabled, staleTime: 5 * 60_000, retry: retryUnlessNotFound });
}

export function useUserName(userId: string) {
  return useQuery(method.getUserName, { userId }, { enabled: userId !== "", staleTime: Infinity, retry: retryUnlessNotFound });
}

export function useAttachment(attachmentId: string) {
  return useQuery(method.getAttachment, { attachmentId }, { enabled: attachmentId !== "", staleTime: Infinity, retry: retryUnlessNotFound });
}

/** The conversation with `partnerId`, newest first, THREAD_PAGE_SIZE at a time (older pages on demand). */
export function useThread(partnerId: string) {
  const transport = useTransport();
  // connect-query's React hook types only top-level page keys; its core builds the options for a nested one.
  const options = createInfiniteQueryOptions(
    method.listUserChatMessages,
    { userId: partnerId, pageRequest: { pageSize: THREAD_PAGE_SIZE, pageToken: "" } },
    { transport, pageParamKey: "pageRequest.pageToken", getNextPageParam: (last) => last.pageResponse?.nextPageToken || undefined },
  );
  return useTanstackInfiniteQuery({ ...options, enabled: partnerId !== "", staleTime: 30_000, retry: retryUnlessNotFound });
}

/** Every cached page set of the conversation with `partner`, changed by `f`. */
function updateThread(queryClient: QueryClient, partner: string, f: (data: MessagePages) => MessagePages) {
  for (const [key, data] of queryClient.getQueriesData<MessagePages>({ queryKey: THREADS_KEY })) {
    if (!data || threadPartnerOf(key) !== partner) continue;
    const next = f(data);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

function updateConversations(queryClient: QueryClient, f: (data: GetMyConversationsResponse) => GetMyConversationsResponse) {
  queryClient.setQueriesData<GetMyConversationsResponse>({ queryKey: CONVERSATIONS_KEY }, (data) => (data ? f(data) : data));
}

function updateNotifications(queryClient: QueryClient, f: (data: GetMyNotificationsResponse) => GetMyNotificationsResponse) {
  queryClient.setQueriesData<GetMyNotificationsResponse>({ queryKey: NOTIFICATIONS_KEY }, (data) => (data ? f(data) : data));
}

function updateMentees(queryClient: QueryClient, f: (data: CoachGetMenteeByIdResponse) => CoachGetMenteeByIdResponse) {
  queryClient.setQueriesData<CoachGetMenteeByIdResponse>({ queryKey: MENTEE_KEY }, (data) => (data ? f(data) : data));
}

/**
 * A message in both the conversation and the list, as the server will send it back: one just
 * sent only where the stream has not brought the server's copy yet (its time is the server's),
 * one changed (removed) in place.
 */
function putMessage(queryClient: QueryClient, me: string, partner: string, message: ChatMessage, change: "new" | "changed") {
  updateThread(queryClient, partner, (data) => (change === "new" ? addMessageIfMissing(data, message) : upsertMessage(data, message)));
  updateConversations(queryClient, (data) => (change === "new" ? addMessageToConversations(data, message, me) : upsertMessageInConversations(data, message, me)).value);
  // A conversation the list did not have yet (the first message to a coach): read it again for its name.
  const unnamed = queryClient
    .getQueriesData<GetMyConversationsResponse>({ queryKey: CONVERSATIONS_KEY })
    .some(([, data]) => data !== undefined && !data.conversations.some((c) => c.userId === partner && c.displayName !== ""));
  if (unnamed) void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
}

export interface Outgoing {
  text: string;
  replyToMessageId: string;
  attachmentIds: string[];
}

/** Sends a message to `partner`; resolves with it once the server has it (and the caches show it). */
export function useSendChatMessage(me: string, partner: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation(method.sendChatMessage);
  const send = useCallback(
    async (out: Outgoing): Promise<ChatMessage> => {
      const { chatMessageId } = await mutation.mutateAsync({ sendToUserId: partner, message: out.text, replyToMessageId: out.replyToMessageId, attachmentIds: out.attachmentIds });
      const message = create(ChatMessageSchema, {
        id: chatMessageId,
        message: out.text.trim(),
        sentByUserId: me,
        sentToUserId: partner,
        replyToMessageId: out.replyToMessageId,
        attachmentIds: out.attachmentIds,
        createdTimestamp: timestampFromMs(Date.now()),
      });
      putMessage(queryClient, me, partner, message, "new");
      return message;
    },
    [mutation, queryClient, me, partner],
  );
  return { send, pending: mutation.isPending };
}

/** Removes one of my messages ('Message removed'), or erases it for good. */
export function useRemoveChatMessage(me: string, partner: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation(method.removeChatMessage);
  const remove = useCallback(
    async (message: ChatMessage, permanentlyDelete: boolean) => {
      await mutation.mutateAsync({ chatMessageId: message.id, permanentlyDelete });
      putMessage(queryClient, me, partner, removedMessage(message), "changed");
    },
    [mutation, queryClient, me, partner],
  );
  return { remove, pending: mutation.isPending };
}

/** Tells the server what I have seen from `partner` (up to a message), and shows it read at once. */
export function useMarkChatRead(me: string, partner: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation(method.markChatMessagesRead);
  const { mutateAsync } = mutation;
  return useCallback(
    async (upTo: ChatMessage) => {
      const at = upTo.createdTimestamp ? timestampMs(upTo.createdTimestamp) : Date.now();
      updateThread(queryClient, partner, (data) => markReadUpTo(data, me, partner, at));
      updateConversations(queryClient, (data) => markConversationRead(data, me, partner, at));
      await mutateAsync({ userId: partner, upToMessageId: upTo.id });
    },
    [mutateAsync, queryClient, me, partner],
  );
}

/** The notification centre's actions on my notifications. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const markRead = useMutation(method.markNotificationsRead);
  const removal = useMutation(method.removeNotification);
  const { mutateAsync: markAsync } = markRead;
  const { mutateAsync: removeAsync } = removal;
  return {
    markRead: useCallback(
      async (ids: readonly string[] | "all") => {
        if (ids !== "all" && ids.length === 0) return;
        updateNotifications(queryClient, (data) => markNotificationsRead(data, ids));
        try {
          await markAsync(ids === "all" ? { all: true } : { notificationIds: [...ids] });
        } catch (error) {
          void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
          throw error;
        }
      },
      [markAsync, queryClient],
    ),
    remove: useCallback(
      async (id: string) => {
        await removeAsync({ notificationId: id });
        updateNotifications(queryClient, (data) => removeNotification(data, id));
      },
      [removeAsync, queryClient],
    ),
    marking: markRead.isPending,
  };
}

/** A coach's notifications to one mentee: send a new one, withdraw one. */
export function useCoachNotifications(me: string, menteeId: string) {
  const queryClient = useQueryClient();
  const sending = useMutation(method.coachSendNotificationToUser);
  const withdrawal = useMutation(method.coachRemoveNotificationFromUser);
  const { mutateAsync: sendAsync } = sending;
  const { mutateAsync: withdrawAsync } = withdrawal;
  return {
    send: useCallback(
      async (message: string) => {
        const { notificationId } = await sendAsync({ sendToUserId: menteeId, message });
        const sent = create(NotificationSchema, { id: notificationId, message: message.trim(), sentByUserId: me, sentToUserId: menteeId, createdTimestamp: timestampFromMs(Date.now()) });
        // Unless the stream has brought the server's copy already.
        updateMentees(queryClient, (data) => (data.mentee?.notifications.some((n) => n.id === notificationId) ? data : upsertMenteeNotification(data, sent, me)));
      },
      [sendAsync, queryClient, me, menteeId],
    ),
    withdraw: useCallback(
      async (notificationId: string) => {
        await withdrawAsync({ userId: menteeId, notificationId });
        updateMentees(queryClient, (data) => removeMenteeNotification(data, notificationId));
      },
      [withdrawAsync, queryClient, menteeId],
    ),
    sending: sending.isPending,
  };
}

export const useCreateAttachment = () => useMutation(method.createAttachment);
