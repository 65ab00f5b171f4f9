/**
 * The live inbox in the browser (ADR 0019): one WatchMyInbox stream per tab, whichever pages are
 * open, feeding what it hears into the query cache so every list on screen changes at once.
 * Loaded by the main layout after the page (use-inbox.ts), so it is not part of the first visit.
 *
 * - `acquireInbox` starts the stream for the signed-in user (or joins the one running); the last
 *   release stops it a moment later (a layout swap does not reopen it).
 * - The connection (inbox-connection.ts) reloads the lists after each (re)start, hands on events
 *   and polls when the stream cannot be opened; the tab becoming visible or the browser coming
 *   back online wakes it.
 * - Events are merged into the cached answers by inbox-cache.ts: the open conversations'
 *   pages, the conversation list, the notifications, a coach's mentee record. A list that is
 *   being fetched while an event comes is fetched again (its answer may predate the event).
 */
import { createClient, type Transport } from "@connectrpc/connect";
import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import { CompassService, type ChatMessage, type ChatReadReceipt, type CoachGetMenteeByIdResponse, type GetMyConversationsResponse, type GetMyNotificationsResponse, type Notification, type WatchMyInboxResponse } from "../../gen/compass/v1/compass_pb";
import {
  applyReceiptToConversations,
  applyReceiptToMessages,
  inConversation,
  removeMenteeNotification,
  removeNotification,
  upsertMenteeNotification,
  upsertMessage,
  upsertMessageInConversations,
  upsertNotification,
  type Merged,
  type MessagePages,
} from "./inbox-cache";
import { startInboxConnection, type InboxConnection } from "./inbox-connection";
import { CONVERSATIONS_KEY, MENTEE_KEY, NOTIFICATIONS_KEY, THREADS_KEY, threadPartnerOf } from "./inbox-keys";
import { setInboxStatus } from "./inbox-status";

/** How long after the last release the stream stays open (a layout swap or a remount rejoins it). */
const LINGER_MS = 3_000;
/** Lists that need a reload after an event are reloaded once per this (a burst makes one call). */
const REFETCH_DEBOUNCE_MS = 500;

interface Running {
  me: string;
  queryClient: QueryClient;
  transport: Transport;
  connection: InboxConnection;
  refs: number;
  linger: ReturnType<typeof setTimeout> | null;
  stopListening: () => void;
}

let running: Running | null = null;

export function acquireInbox(queryClient: QueryClient, transport: Transport, me: string): () => void {
  if (running && (running.me !== me || running.queryClient !== queryClient || running.transport !== transport)) stopRunning();
  if (!running) running = start(queryClient, transport, me);
  const current = running;
  current.refs++;
  if (current.linger !== null) {
    clearTimeout(current.linger);
    current.linger = null;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.refs--;
    if (current.refs > 0 || running !== current) return;
    current.linger = setTimeout(() => {
      if (running === current && current.refs === 0) stopRunning();
    }, LINGER_MS);
  };
}

function stopRunning(): void {
  const current = running;
  running = null;
  if (!current) return;
  if (current.linger !== null) clearTimeout(current.linger);
  current.stopListening();
  current.connection.stop();
}

function start(queryClient: QueryClient, transport: Transport, me: string): Running {
  const client = createClient(CompassService, transport);
  const cache = queryClient.getQueryCache();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();

  const refetchSoon = (queryKey: QueryKey) => {
    const id = JSON.stringify(queryKey);
    if (pending.has(id)) return;
    pending.set(
      id,
      setTimeout(() => {
        pending.delete(id);
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }, REFETCH_DEBOUNCE_MS),
    );
  };

  /** Applies `f` to every cached answer under `prefix`; fetches again what cannot take it now. */
  function update<T>(prefix: QueryKey, f: (data: T, query: Query) => T | Merged<T> | null) {
    for (const query of cache.findAll({ queryKey: prefix })) {
      const data = query.state.data as T | undefined;
      if (data === undefined) {
        // Loading: its answer may predate the event.
        if (query.state.fetchStatus === "fetching") void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        continue;
      }
      const result = f(data, query);
      if (result === null) continue;
      const merged = isMerged<T>(result) ? result : { value: result, refetch: false };
      if (merged.value !== data) queryClient.setQueryData(query.queryKey, merged.value);
      if (query.state.fetchStatus === "fetching") void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      else if (merged.refetch) refetchSoon(query.queryKey);
    }
  }

  const onChatMessage = (m: ChatMessage) => {
    update<MessagePages>(THREADS_KEY, (data, query) => (inConversation(m, me, threadPartnerOf(query.queryKey)) ? upsertMessage(data, m) : null));
    update<GetMyConversationsResponse>(CONVERSATIONS_KEY, (data) => upsertMessageInConversations(data, m, me));
  };
  const onNotification = (n: Notification) => {
    update<GetMyNotificationsResponse>(NOTIFICATIONS_KEY, (data) => upsertNotification(data, n, me));
    update<CoachGetMenteeByIdResponse>(MENTEE_KEY, (data) => upsertMenteeNotification(data, n, me));
  };
  const onRemovedNotification = (id: string) => {
    update<GetMyNotificationsResponse>(NOTIFICATIONS_KEY, (data) => removeNotification(data, id));
    update<CoachGetMenteeByIdResponse>(MENTEE_KEY, (data) => removeMenteeNotification(data, id));
  };
  const onReadReceipt = (receipt: ChatReadReceipt) => {
    update<MessagePages>(THREADS_KEY, (data) => applyReceiptToMessages(data, receipt));
    update<GetMyConversationsResponse>(CONVERSATIONS_KEY, (data) => applyReceiptToConversations(data, receipt, me));
  };

  const reloadLists = (withMentees: boolean) => {
    const keys = withMentees ? [CONVERSATIONS_KEY, NOTIFICATIONS_KEY, THREADS_KEY, MENTEE_KEY] : [CONVERSATIONS_KEY, NOTIFICATIONS_KEY, THREADS_KEY];
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  const connection = startInboxConnection<WatchMyInboxResponse>({
    watch: (cursor, signal) => client.watchMyInbox({ cursor }, { signal }),
    event(message) {
      const { event } = message;
      switch (event.case) {
        case "chatMessage":
          onChatMessage(event.value);
          break;
        case "notification":
          onNotification(event.value);
          break;
        case "removedNotificationId":
          onRemovedNotification(event.value);
          break;
        case "readReceipt":
          onReadReceipt(event.value);
          break;
        default:
          break;
      }
    },
    reload: () => reloadLists(true),
    poll: () => reloadLists(false),
    status: setInboxStatus,
  });

  const wake = () => {
    if (document.visibilityState === "visible") connection.wake();
  };
  document.addEventListener("visibilitychange", wake);
  window.addEventListener("online", wake);
  const stopListening = () => {
    document.removeEventListener("visibilitychange", wake);
    window.removeEventListener("online", wake);
    for (const timer of pending.values()) clearTimeout(timer);
    pending.clear();
  };

  return { me, queryClient, transport, connection, refs: 0, linger: null, stopListening };
}

function isMerged<T>(value: T | Merged<T>): value is Merged<T> {
  return typeof value === "object" && value !== null && "refetch" in value && "value" in value && !("$typeName" in value);
}
