/**
 * /my-messages' conversations, latest first: the other person, the last message (a preview, as
 * text), when, and how many of their messages are unread. Each is a link that opens the
 * conversation in the same page (`?with=<user id>`); the open one is marked as the current page.
 */
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ChatMessage } from "../../../gen/compass/v1/compass_pb";
import { formatWhen } from "../../components/messaging/when";
import { timeOf } from "../../inbox/inbox-cache";
import { quoteOf } from "../../components/messaging/message-item";

export interface ConversationEntry {
  userId: string;
  name: string;
  lastMessage: ChatMessage | undefined;
  unreadCount: number;
  /** The learner's coach (shown with that word; may have no messages yet). */
  isCoach: boolean;
}

/** "Ada Lopez" → "AL" (the account button's rule; not imported from it, which would split the first load's chunks). */
function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]![0] ?? "") : "")).toUpperCase() || "?";
}

export function conversationHref(userId: string): string {
  return `?with=${encodeURIComponent(userId)}`;
}

export function ConversationList(props: { me: string; entries: readonly ConversationEntry[]; selected: string; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  return (
    <ul className="compass-conversations" data-testid="conversation-list">
      {props.entries.map((c) => {
        const last = c.lastMessage;
        const when = last ? formatWhen(new Date(timeOf(last.createdTimestamp)), now, i18n.language, t("messages.yesterday")) : null;
        let preview: string;
        if (!last) preview = t("messages.list.startWithCoach");
        else if (last.isDeleted) preview = t("messages.list.removed");
        else if (last.message.trim() === "" && last.attachmentIds.length > 0) preview = t("messages.list.attachmentOnly");
        else preview = quoteOf(last.message);
        if (last && last.sentByUserId === props.me && !last.isDeleted) preview = t("messages.list.youPrefix", { text: preview });
        return (
          <li key={c.userId}>
            <Link
              to={conversationHref(c.userId)}
              className="compass-conversation"
              aria-current={props.selected === c.userId ? "page" : undefined}
              data-testid="conversation"
              data-user-id={c.userId}
              onClick={props.onOpen}
            >
              <span className="compass-conversation-avatar" aria-hidden="true">
                {initialsOf(c.name)}
              </span>
              <span className="compass-conversation-main">
                <span className="compass-conversation-top">
                  <Text span fw={600} size="sm" className="compass-conversation-name">
                    {c.name}
                  </Text>
                  {when ? (
                    <Text span size="xs" c="dimmed">
                      <time dateTime={when.iso} title={when.full}>
                        {when.short}
                      </time>
                    </Text>
                  ) : null}
                </span>
                {c.isCoach ? (
                  <Text span size="xs" c="dimmed" display="block">
                    {t("messages.list.coach")}
                  </Text>
                ) : null}
                <Text span size="sm" c="dimmed" display="block" className="compass-conversation-preview" fw={c.unreadCount > 0 ? 600 : undefined}>
                  {preview}
                </Text>
              </span>
              {c.unreadCount > 0 ? (
                <>
                  <span className="compass-unread-badge" aria-hidden="true" data-testid="conversation-unread">
                    {c.unreadCount > 99 ? "99+" : c.unreadCount}
                  </span>
                  <span className="compass-visually-hidden">{t("messages.list.unread", { count: c.unreadCount })}</span>
                </>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
