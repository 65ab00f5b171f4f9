/**
 * One chat message in a conversation: who wrote it, the message it answers (a quote), its text as
 * text with links, its files, when, and — for mine — whether the other person has read it; with
 * 'Reply' and, for mine, 'Remove'. A removed message shows 'Message removed' and nothing else.
 */
import { Button, Group, Text } from "@mantine/core";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "../../../gen/compass/v1/compass_pb";
import { DANGER_TEXT } from "./danger-color";
import { LinkedText } from "./linked-text";
import { formatWhen } from "./when";
import { IconArrowBackUp, IconPaperclip, IconTrash } from "../../icons";
import { timeOf } from "../../inbox/inbox-cache";
import { useAttachment } from "../../queries/messages-queries";

/** At most this much of a quoted message is shown. */
const QUOTE_CHARS = 160;

export function quoteOf(text: string): string {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS).join("")}…` : chars.join("");
}

export interface MessageItemProps {
  message: ChatMessage;
  mine: boolean;
  /** The author's name as shown (mine: 'You'). */
  author: string;
  /** The message this one answers, when it is loaded; `undefined` when it is not (or none). */
  repliesTo: { author: string; message: ChatMessage } | undefined;
  now: Date;
  onReply: (message: ChatMessage) => void;
  onRemove: (message: ChatMessage) => void;
  /** The pointer is over 'Remove', or focus on it: its dialog may load. */
  onRemoveIntent?: () => void;
}

export const MessageItem = memo(function MessageItem(props: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const m = props.message;
  const when = formatWhen(new Date(timeOf(m.createdTimestamp)), props.now, i18n.language, t("messages.yesterday"));
  const textId = `message-${m.id}-text`;
  const reply = m.replyToMessageId !== "";
  return (
    <li
      className="compass-message"
      data-mine={props.mine || undefined}
      data-testid="chat-message"
      data-message-id={m.id}
      data-unread-incoming={!props.mine && !m.isRead && !m.isDeleted ? "true" : undefined}
    >
      <div className="compass-message-bubble">
        <Text size="xs" fw={700} className="compass-message-author">
          {props.author}
        </Text>
        {reply ? (
          <blockquote className="compass-message-quote" data-testid="message-quote">
            {props.repliesTo ? (
              <>
                <Text size="xs" fw={600} span className="compass-message-quote-author">
                  {t("messages.thread.replyTo", { name: props.repliesTo.author })}
                </Text>{" "}
                <Text size="xs" span>
                  {props.repliesTo.message.isDeleted ? t("messages.thread.removed") : quoteOf(props.repliesTo.message.message)}
                </Text>
              </>
            ) : (
              <Text size="xs" span>
                {t("messages.thread.replyToUnknown")}
              </Text>
            )}
          </blockquote>
        ) : null}
        {m.isDeleted ? (
          <Text size="sm" fs="italic" c="dimmed" id={textId} data-testid="message-removed">
            {t("messages.thread.removed")}
          </Text>
        ) : (
          <Text size="sm" component="div">
            <LinkedText text={m.message} id={textId} />
          </Text>
        )}
        {!m.isDeleted && m.attachmentIds.length > 0 ? (
          <ul className="compass-message-files" data-testid="message-attachments">
            {m.attachmentIds.map((id) => (
              <li key={id}>
                <AttachmentLink id={id} />
              </li>
            ))}
          </ul>
        ) : null}
        <Text size="xs" c="dimmed" className="compass-message-meta">
          <time dateTime={when.iso} title={when.full}>
            {when.short}
          </time>
          {props.mine && !m.isDeleted ? (
            <span data-testid="message-status">
              {" · "}
              {m.isRead ? t("messages.thread.read") : t("messages.thread.sent")}
            </span>
          ) : null}
        </Text>
      </div>
      {!m.isDeleted ? (
        <Group gap={2} className="compass-message-actions">
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
            aria-describedby={textId}
            onClick={() => props.onReply(m)}
          >
            {t("messages.thread.reply")}
          </Button>
          {props.mine ? (
            <Button
              variant="subtle"
              color={DANGER_TEXT}
              size="compact-xs"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              aria-describedby={textId}
              onPointerEnter={props.onRemoveIntent}
              onFocus={props.onRemoveIntent}
              onClick={() => props.onRemove(m)}
            >
              {t("messages.thread.remove")}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </li>
  );
});

/** One attached file: its title, linking to the file (downloaded, or opened in a new tab). */
function AttachmentLink(props: { id: string }) {
  const { t } = useTranslation();
  const query = useAttachment(props.id);
  const a = query.data?.attachment;
  if (query.isPending) {
    return (
      <Text size="xs" c="dimmed">
        {t("messages.thread.attachmentLoading")}
      </Text>
    );
  }
  if (!a || !/^(https?:\/\/|\/)/i.test(a.url)) {
    return (
      <Text size="xs" c="dimmed">
        {t("messages.thread.attachmentMissing")}
      </Text>
    );
  }
  return (
    <a className="compass-message-file" href={a.url} target="_blank" rel="noopener noreferrer" data-testid="message-attachment">
      <IconPaperclip size={14} aria-hidden="true" />
      <span>{a.title || a.url}</span>
    </a>
  );
}
