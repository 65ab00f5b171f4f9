/**
 * One conversation (issue #14 §2), for /my-messages and the coach's manage-mentee page alike:
 *
 * - The messages oldest at the top and newest at the bottom, 30 at a time (ListUserChatMessages);
 *   scrolling to the top (or 'Load older messages') brings the page before, keeping what was on
 *   screen where it was.
 * - New messages come live (the inbox stream updates the cache). At the bottom, the view follows
 *   them; scrolled up, a 'N new messages' button jumps down. A message from the other person is
 *   announced politely.
 * - What the other person sent is marked read (MarkChatMessagesRead, up to the newest one seen)
 *   once it is on screen while the tab is visible; mine say 'Read' once they have read them.
 * - Reply (the composer quotes the message), remove mine ('Remove' leaves 'Message removed';
 *   'Delete for good' erases it), and the composer (composer.tsx).
 */
import { Alert, Button, Group, Loader, Text, Title } from "@mantine/core";
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "../../../gen/compass/v1/compass_pb";
import { ErrorState, LoadingState } from "../query-state/query-state";
import { IconArrowDown } from "../../icons";
import { messagesOldestFirst } from "../../inbox/inbox-cache";
import { Composer, type ComposerHandle } from "./composer";
import { MessageItem, quoteOf } from "./message-item";
import { isNotFoundError, useMarkChatRead, useSendChatMessage, useThread } from "../../queries/messages-queries";
import "../../i18n/en/messages";
import "./messages.css";

const loadRemoveDialog = () => import("./remove-message-dialog");
const RemoveMessageDialog = lazy(loadRemoveDialog);

/** Within this many pixels of the bottom counts as at the bottom. */
const BOTTOM_SLACK = 48;

export interface ChatThreadProps {
  me: string;
  partnerId: string;
  partnerName: string;
  headingLevel: 2 | 3;
  /** Shown before the heading (the phone's 'All conversations'). */
  before?: ReactNode;
  /** The heading's text (default: 'Conversation with …'; 'Conversation' while `partnerName` is "": not known yet, or not theirs to know). */
  title?: string;
  /** The heading can take focus (the page moves focus there when a conversation opens). */
  focusable?: boolean;
  /** Part of a longer page (manage-mentee): the messages take only the height they need, up to a limit. */
  compact?: boolean;
}

export function ChatThread(props: ChatThreadProps) {
  const { t } = useTranslation();
  const { me, partnerId, partnerName } = props;
  const query = useThread(partnerId);
  const messages = useMemo(() => messagesOldestFirst(query.data), [query.data]);
  const byId = useMemo(() => new Map(messages.map((m) => [m.id, m])), [messages]);
  const { send, pending: sending } = useSendChatMessage(me, partnerId);
  const markRead = useMarkChatRead(me, partnerId);
  const headingId = `thread-heading-${partnerId}`;
  const scroller = useRef<HTMLDivElement>(null);
  const composer = useRef<ComposerHandle>(null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [removing, setRemoving] = useState<ChatMessage | null>(null);
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [now, setNow] = useState(() => new Date());

  const authorOf = useCallback((m: ChatMessage) => (m.sentByUserId === me ? t("messages.you") : partnerName), [me, partnerName, t]);
  const announce = useCallback((text: string) => {
    setAnnouncement("");
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);

  // Times say 'Yesterday' correctly after midnight.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  // ---- Scrolling: to the bottom at first, kept in place when older pages come, following new ones at the bottom.
  const atBottom = useRef(true);
  const shape = useRef<{ first: string; last: string; height: number } | null>(null);
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK;
    if (atBottom.current) setUnseen(0);
  };
  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  }, []);

  const loaded = query.data !== undefined;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !loaded) return;
    const before = shape.current;
    if (messages.length === 0) {
      shape.current = { first: "", last: "", height: el.scrollHeight };
      return;
    }
    const first = messages[0]!.id;
    const last = messages[messages.length - 1]!;
    shape.current = { first, last: last.id, height: el.scrollHeight };
    if (!before) {
      el.scrollTop = el.scrollHeight;
      return;
    }
    if (before.first !== first && before.last === last.id) {
      // Older messages above: keep what was on screen where it was.
      el.scrollTop += el.scrollHeight - before.height;
      return;
    }
    if (before.last !== last.id) {
      const arrived = messages.slice(messages.findIndex((m) => m.id === before.last) + 1);
      const incoming = arrived.filter((m) => m.sentByUserId !== me);
      if (atBottom.current || last.sentByUserId === me) {
        el.scrollTop = el.scrollHeight;
        atBottom.current = true;
      } else if (incoming.length > 0) {
        setUnseen((n) => n + incoming.length);
      }
      const latest = incoming.filter((m) => !m.isDeleted).at(-1);
      if (latest) announce(t("messages.thread.newMessage", { name: partnerName, text: quoteOf(latest.message) }));
    }
  }, [messages, loaded, me, partnerName, announce, t]);

  // ---- Older pages: when the top comes into view (or on the button).
  const top = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const el = top.current;
    const root = scroller.current;
    if (!el || !root || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage && shape.current) void fetchNextPage();
      },
      { root, rootMargin: "120px 0px 0px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, messages.length]);

  // ---- Read state: the newest of their unread messages on screen, while the tab is visible.
  const marked = useRef("");
  const checkRead = useCallback(() => {
    const root = scroller.current;
    if (!root || document.visibilityState !== "visible") return;
    const box = root.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    let newest: ChatMessage | undefined;
    for (const el of Array.from(root.querySelectorAll<HTMLElement>("[data-unread-incoming]"))) {
      const r = el.getBoundingClientRect();
      if (r.bottom <= top || r.top >= bottom || r.height === 0) continue;
      const m = byId.get(el.dataset.messageId ?? "");
      if (m) newest = m;
    }
    if (!newest || marked.current === newest.id) return;
    marked.current = newest.id;
    markRead(newest).catch(() => {
      marked.current = "";
    });
  }, [byId, markRead]);
  useEffect(() => {
    const frame = requestAnimationFrame(checkRead);
    return () => cancelAnimationFrame(frame);
  }, [checkRead, messages]);
  useEffect(() => {
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(checkRead);
    };
    const root = scroller.current;
    root?.addEventListener("scroll", later, { passive: true });
    window.addEventListener("scroll", later, { passive: true });
    window.addEventListener("resize", later);
    document.addEventListener("visibilitychange", later);
    return () => {
      cancelAnimationFrame(frame);
      root?.removeEventListener("scroll", later);
      window.removeEventListener("scroll", later);
      window.removeEventListener("resize", later);
      document.removeEventListener("visibilitychange", later);
    };
  }, [checkRead, query.isSuccess]);

  const reply = useCallback((m: ChatMessage) => {
    setReplyTo(m);
    composer.current?.focus();
  }, []);
  const [removeAsked, setRemoveAsked] = useState(false);
  // The button that asked: focus goes back to it when the dialog is cancelled (Mantine's own return
  // misses the first opening, when the dialog mounts already open).
  const removeTrigger = useRef<HTMLElement | null>(null);
  const askRemove = useCallback((m: ChatMessage) => {
    removeTrigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRemoveAsked(true);
    setRemoving(m);
  }, []);
  const preloadRemove = useCallback(() => void loadRemoveDialog().catch(() => undefined), []);
  const replyTarget = replyTo ? { author: authorOf(replyTo), message: byId.get(replyTo.id) ?? replyTo } : null;

  let log: ReactNode;
  if (query.isError && !query.data) {
    log = isNotFoundError(query.error) ? (
      <Alert variant="light" data-testid="thread-not-found">
        {t("messages.thread.notFound")}
      </Alert>
    ) : (
      <ErrorState message={t("messages.thread.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (!query.data) {
    log = <LoadingState label={t("messages.thread.loading")} centered />;
  } else {
    log = (
      <>
        <div ref={top} className="compass-thread-top">
          {hasNextPage ? (
            isFetchingNextPage ? (
              <Group gap="xs" justify="center" role="status">
                <Loader size="xs" aria-hidden="true" />
                <Text size="xs">{t("messages.thread.loadingOlder")}</Text>
              </Group>
            ) : (
              <Button variant="subtle" size="compact-xs" onClick={() => void fetchNextPage()}>
                {t("messages.thread.older")}
              </Button>
            )
          ) : messages.length > 0 ? (
            <Text size="xs" c="dimmed" ta="center">
              {t("messages.thread.beginning")}
            </Text>
          ) : null}
        </div>
        {messages.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="thread-empty">
            {t("messages.thread.empty")}
          </Text>
        ) : (
          <ol className="compass-thread-list" data-testid="thread-messages">
            {messages.map((m) => {
              const parent = m.replyToMessageId ? byId.get(m.replyToMessageId) : undefined;
              return (
                <MessageItem
                  key={m.id}
                  message={m}
                  mine={m.sentByUserId === me}
                  author={authorOf(m)}
                  repliesTo={parent ? { author: authorOf(parent), message: parent } : undefined}
                  now={now}
                  onReply={reply}
                  onRemove={askRemove}
                  onRemoveIntent={preloadRemove}
                />
              );
            })}
          </ol>
        )}
      </>
    );
  }

  return (
    <section className="compass-thread" aria-labelledby={headingId} data-testid="chat-thread" data-partner={partnerId} data-compact={props.compact || undefined}>
      <div className="compass-thread-head">
        {props.before}
        <Title order={props.headingLevel} size="h4" id={headingId} tabIndex={props.focusable ? -1 : undefined}>
          {props.title ?? (partnerName ? t("messages.thread.heading", { name: partnerName }) : t("messages.thread.headingNoName"))}
        </Title>
      </div>
      <div className="compass-thread-body">
        <div ref={scroller} className="compass-thread-log" role="region" aria-label={partnerName ? t("messages.thread.log", { name: partnerName }) : t("messages.thread.logNoName")} tabIndex={0} onScroll={onScroll} data-testid="thread-log">
          {log}
        </div>
        {unseen > 0 ? (
          <Button className="compass-thread-jump" size="xs" radius="xl" leftSection={<IconArrowDown size={14} aria-hidden="true" />} onClick={toBottom} data-testid="thread-jump">
            {t("messages.thread.jump", { count: unseen })}
          </Button>
        ) : null}
      </div>
      <div className="compass-visually-hidden" role="status" aria-live="polite" data-testid="thread-announcement">
        {announcement}
      </div>
      {query.isError && isNotFoundError(query.error) ? null : (
        <Composer
          ref={composer}
          me={me}
          partnerId={partnerId}
          partnerName={partnerName}
          replyTo={replyTarget}
          onCancelReply={() => setReplyTo(null)}
          send={send}
          sending={sending}
          announce={announce}
        />
      )}
      {removeAsked ? (
        // Kept once loaded: the dialog gives focus back to the message's button when it closes.
        <Suspense fallback={null}>
          <RemoveMessageDialog
            me={me}
            partnerId={partnerId}
            message={removing}
            onClose={(done) => {
              setRemoving(null);
              const trigger = removeTrigger.current;
              removeTrigger.current = null;
              if (done) {
                announce(t("messages.remove.done"));
                composer.current?.focus();
              } else if (trigger?.isConnected) {
                // After the modal has let go of the focus (its trap ends as it closes).
                requestAnimationFrame(() => trigger.focus());
              }
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
