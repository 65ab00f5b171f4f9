/**
 * Manage-mentee's messaging (issue #14 §1–2): the conversation with the mentee (the same
 * chat-thread.tsx as /my-messages) and the notifications this coach sent them — whether each is
 * read, with 'Withdraw' (CoachRemoveNotificationFromUser) — and a form to send a new one
 * (CoachSendNotificationToUser), which appears under the mentee's bell at once.
 */
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Notification } from "../../../gen/compass/v1/compass_pb";
import { MESSAGE_MAX_CHARACTERS, messageTextProblem } from "../../../shared/messages";
import { useServerErrorText } from "../form/use-server-form-errors";
import { DANGER_TEXT } from "./danger-color";
import { LinkedText } from "./linked-text";
import { formatWhen } from "./when";
import { numberFormat } from "../../i18n/formats";
import { IconSend } from "../../icons";
import { newerFirst, timeOf } from "../../inbox/inbox-cache";
import { ChatThread } from "./chat-thread";
import { useCoachNotifications } from "../../queries/messages-queries";
import "../../i18n/en/messages";
import "./messages.css";

export function MenteeMessagingPanel(props: { me: string; menteeId: string; name: string; notifications: readonly Notification[]; announce: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mentee-messaging-heading" data-testid="mentee-messaging">
      <Stack gap="lg">
        <Title order={2} id="mentee-messaging-heading">
          {t("messages.menteeMessaging.heading")}
        </Title>
        <div className="compass-pane">
          <ChatThread me={props.me} partnerId={props.menteeId} partnerName={props.name} headingLevel={3} title={t("messages.menteeMessaging.chatHeading", { name: props.name })} compact />
        </div>
        <SentNotifications {...props} />
      </Stack>
    </Paper>
  );
}

function SentNotifications(props: { me: string; menteeId: string; name: string; notifications: readonly Notification[]; announce: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useServerErrorText();
  const actions = useCoachNotifications(props.me, props.menteeId);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const sent = useMemo(() => props.notifications.filter((n) => n.sentByUserId === props.me).sort(newerFirst), [props.notifications, props.me]);
  const now = new Date();
  const left = MESSAGE_MAX_CHARACTERS - [...text].length;

  const send = async () => {
    const problem = messageTextProblem(text);
    if (problem) return setError(text.trim() === "" ? t("messages.composer.empty") : t("messages.composer.tooLong", { max: numberFormat(i18n.language).format(MESSAGE_MAX_CHARACTERS) }));
    setError(null);
    try {
      await actions.send(text);
      setText("");
      props.announce(t("messages.menteeMessaging.sent", { name: props.name }));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const withdraw = async (n: Notification) => {
    setWithdrawing(n.id);
    setListError(null);
    try {
      await actions.withdraw(n.id);
      props.announce(t("messages.menteeMessaging.withdrawn"));
    } catch (e) {
      setListError(errorText(e));
    } finally {
      setWithdrawing(null);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="mentee-notifications-heading" data-testid="mentee-notifications">
      <Title order={3} size="h4" id="mentee-notifications-heading">
        {t("messages.menteeMessaging.notificationsHeading")}
      </Title>
      <Text size="sm">{t("messages.menteeMessaging.notificationsIntro", { name: props.name })}</Text>
      {listError ? (
        <Alert color="red" variant="light" role="alert">
          {listError}
        </Alert>
      ) : null}
      {sent.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="sent-notifications-empty">
          {t("messages.menteeMessaging.none", { name: props.name })}
        </Text>
      ) : (
        <ul className="compass-sent-notifications" data-testid="sent-notifications">
          {sent.map((n) => {
            const when = formatWhen(new Date(timeOf(n.createdTimestamp)), now, i18n.language, t("messages.yesterday"));
            return (
              <li key={n.id} className="compass-sent-notification" data-testid="sent-notification">
                <Text size="sm" component="div">
                  <LinkedText text={n.message} />
                </Text>
                <Group justify="space-between" gap="xs" mt={4} wrap="wrap">
                  <Text size="xs" c="dimmed">
                    <time dateTime={when.iso} title={when.full}>
                      {when.short}
                    </time>
                    {" · "}
                    <span data-testid="sent-notification-state">{n.isRead ? t("messages.menteeMessaging.read") : t("messages.menteeMessaging.unread")}</span>
                  </Text>
                  <Button
                    variant="subtle"
                    color={DANGER_TEXT}
                    size="compact-xs"
                    loading={withdrawing === n.id}
                    aria-label={t("messages.menteeMessaging.withdrawLabel", { when: when.full })}
                    onClick={() => void withdraw(n)}
                  >
                    {t("messages.menteeMessaging.withdraw")}
                  </Button>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
      <form
        noValidate
        data-testid="notification-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap={6}>
          <Textarea
            label={t("messages.menteeMessaging.newLabel")}
            autosize
            minRows={2}
            maxRows={6}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error ? <span role="alert">{error}</span> : undefined}
          />
          {left <= 1000 ? (
            <Text size="xs" c={left < 0 ? "red.9" : "dimmed"} aria-live="polite">
              {left >= 0 ? t("messages.composer.left", { count: left }) : t("messages.composer.over", { count: -left })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" size="sm" variant="light" leftSection={<IconSend size={16} aria-hidden="true" />} loading={actions.sending}>
              {t("messages.menteeMessaging.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
