/**
 * The notification centre the header's bell opens (loaded at its first use: notification-bell.tsx).
 * A non-modal dialog under the header: the caller's notifications, newest first — the text as
 * text with its links, who sent it, when, whether it is read — with 'Mark all read', and per
 * notification 'Open' (marks it read and goes to what it is about: notification-link.ts), 'Mark
 * read' and 'Remove'. Escape, a click outside or the close button closes it (Escape and the close
 * button give focus back to the bell). The live inbox keeps the list current while it is open.
 */
import { Button, Group, Text, Title, UnstyledButton } from "@mantine/core";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { UserType, type Notification } from "../../../gen/compass/v1/compass_pb";
import type { Role } from "../../../shared/roles";
import { DANGER_TEXT } from "../../components/messaging/danger-color";
import { LinkedText } from "../../components/messaging/linked-text";
import { notificationHref } from "../../components/messaging/notification-link";
import { formatWhen } from "../../components/messaging/when";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { IconChecks, IconTrash, IconX } from "../../icons";
import { timeOf } from "../../inbox/inbox-cache";
import { useConversations, useNotificationActions, useNotifications } from "../../queries/messages-queries";
import { personLabel } from "../../components/messaging/person-label";
import "../../i18n/en/messages";
import "./notification-centre.css";

export interface NotificationCentreProps {
  /** The panel's id (the bell's aria-controls). */
  id: string;
  me: string;
  role: Role | null;
  /** The signed-in learner's coach ("Your coach" names them when they entered no name); "" for anyone else. */
  myCoachId: string;
  bell: RefObject<HTMLButtonElement | null>;
  onClose: (focusBell: boolean) => void;
}

export default function NotificationCentre(props: NotificationCentreProps) {
  const { t } = useTranslation();
  const { onClose, bell } = props;
  const panel = useRef<HTMLElement>(null);
  const query = useNotifications();
  const actions = useNotificationActions();
  const coaching = props.role === "coach" || props.role === "lender" || props.role === "admin";
  // Who is a learner (to open a mentee's page for their notifications): the conversations know.
  const conversations = useConversations(coaching);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const mine = useMemo(() => (query.data?.notifications ?? []).filter((n) => n.sentToUserId === props.me || n.sentToUserId === ""), [query.data, props.me]);
  const unread = mine.filter((n) => !n.isRead).length;
  const learnerIds = useMemo(() => {
    const known = new Map<string, boolean>();
    for (const c of conversations.data?.conversations ?? []) known.set(c.userId, c.userType === UserType.STANDARD);
    return known;
  }, [conversations.data]);

  useEffect(() => {
    panel.current?.focus();
  }, []);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || panel.current?.contains(target) || bell.current?.contains(target)) return;
      onClose(false);
    };
    // Escape wherever focus is (a button that has just been disabled leaves it on the page).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      onClose(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [onClose, bell]);

  const run = async (work: () => Promise<void>, done: string) => {
    setProblem(null);
    try {
      await work();
      setAnnouncement(done);
    } catch {
      setProblem(t("notificationCentre.error"));
    }
    // The button pressed may be gone or disabled now: keep focus in the list.
    requestAnimationFrame(() => {
      if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    });
  };

  let body;
  if (query.isError && !query.data) body = <ErrorState message={t("notificationCentre.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!query.data) body = <LoadingState label={t("notificationCentre.loading")} />;
  else if (mine.length === 0)
    body = (
      <Text c="dimmed" py="sm" data-testid="notifications-empty">
        {t("notificationCentre.empty")}
      </Text>
    );
  else
    body = (
      <ul className="compass-notification-list" data-testid="notification-list">
        {mine.map((n) => (
          <NotificationRow
            key={n.id}
            notification={n}
            myCoachId={props.myCoachId}
            href={notificationHref({
              viewerRole: props.role,
              senderId: n.sentByUserId,
              // The notification says who sent it (issue #38); the conversations, for one that does not.
              senderIsLearner: n.sentByUserType !== UserType.UNSPECIFIED ? n.sentByUserType === UserType.STANDARD : learnerIds.get(n.sentByUserId),
            })}
            onOpen={() => {
              if (!n.isRead) void actions.markRead([n.id]).catch(() => undefined);
              onClose(false);
            }}
            onMarkRead={() => void run(() => actions.markRead([n.id]), t("notificationCentre.markedRead"))}
            onRemove={() => void run(() => actions.remove(n.id), t("notificationCentre.removed"))}
          />
        ))}
      </ul>
    );

  return (
    <section
      ref={panel}
      id={props.id}
      className="compass-notification-centre"
      role="dialog"
      aria-modal="false"
      aria-labelledby="notification-centre-heading"
      tabIndex={-1}
      data-testid="notification-centre"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" className="compass-notification-head">
        <Title order={2} size="h4" id="notification-centre-heading">
          {t("notificationCentre.heading")}
        </Title>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} aria-hidden="true" />}
            disabled={unread === 0}
            loading={actions.marking}
            onClick={() => void run(() => actions.markRead("all"), t("notificationCentre.allRead"))}
          >
            {t("notificationCentre.markAllRead")}
          </Button>
          <UnstyledButton className="compass-icon-button" aria-label={t("notificationCentre.close")} onClick={() => onClose(true)}>
            <IconX size={18} aria-hidden="true" />
          </UnstyledButton>
        </Group>
      </Group>
      {problem ? (
        <Text c="red.9" size="sm" role="alert" px="sm">
          {problem}
        </Text>
      ) : null}
      <div className="compass-notification-body">{body}</div>
      <span className="compass-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </section>
  );
}

function NotificationRow(props: { notification: Notification; myCoachId: string; href: string; onOpen: () => void; onMarkRead: () => void; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const n = props.notification;
  const name = personLabel({ id: n.sentByUserId, name: n.sentByName, userType: n.sentByUserType }, props.myCoachId, (title) => t(`messages.roles.${title}`));
  const when = formatWhen(new Date(timeOf(n.createdTimestamp)), new Date(), i18n.language, t("messages.yesterday"));
  const textId = `notification-${n.id}-text`;
  return (
    <li className="compass-notification" data-unread={!n.isRead || undefined} data-testid="notification-item">
      <div className="compass-notification-meta">
        {!n.isRead ? (
          <span className="compass-notification-dot" data-testid="notification-unread">
            <span className="compass-visually-hidden">{t("notificationCentre.unread")}</span>
          </span>
        ) : null}
        <Text size="sm" fw={600} span>
          {t("notificationCentre.from", { name })}
        </Text>
        <Text size="xs" c="dimmed" span>
          <time dateTime={when.iso} title={when.full}>
            {when.short}
          </time>
        </Text>
      </div>
      <Text size="sm" className="compass-notification-text">
        <LinkedText text={n.message} id={textId} />
      </Text>
      <Group gap={4} mt={4} wrap="wrap">
        <Button
          component="a"
          href={props.href}
          variant="light"
          size="compact-sm"
          aria-label={t("notificationCentre.openLabel", { name })}
          aria-describedby={textId}
          onClick={(event) => {
            event.preventDefault();
            props.onOpen();
            void navigate(props.href);
          }}
        >
          {t("notificationCentre.open")}
        </Button>
        {!n.isRead ? (
          <Button variant="subtle" size="compact-sm" aria-label={t("notificationCentre.markReadLabel", { name })} onClick={props.onMarkRead}>
            {t("notificationCentre.markRead")}
          </Button>
        ) : null}
        <Button
          variant="subtle"
          color={DANGER_TEXT}
          size="compact-sm"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          aria-label={t("notificationCentre.removeLabel", { name })}
          onClick={props.onRemove}
        >
          {t("notificationCentre.remove")}
        </Button>
      </Group>
    </li>
  );
}
