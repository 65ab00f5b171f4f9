/**
 * /my-messages (issue #14 §2), for learners and any signed-in user: the conversations
 * (GetMyConversations: the other person, the last message, when, unread) beside the open one
 * (chat-thread.tsx). A learner who has not written to their coach yet finds the coach listed,
 * ready to start. The address keeps the open conversation (`?with=<user id>`); below 62em the list
 * and the conversation show one at a time, with 'All conversations' to go back. Everything stays
 * current through the live inbox; when it cannot stream, a note says the page checks every 20 s.
 */
import { Alert, Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { personName, type RoleTitle } from "../../../shared/display-name";
import { pathFor } from "../../../shared/routes";
import { useCurrentUser } from "../../auth/use-current-user";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { IconChevronLeft } from "../../icons";
import { useInboxStatus } from "../../inbox/inbox-status";
import { ChatThread } from "../../components/messaging/chat-thread";
import { personLabel } from "../../components/messaging/person-label";
import { ConversationList, type ConversationEntry } from "./conversation-list";
import { useConversations, useMyCoach, useUserName } from "../../queries/messages-queries";
import "../../i18n/en/messages";
import "../../components/messaging/messages.css";

export default function MyMessagesPage() {
  const { t } = useTranslation();
  const { user, role } = useCurrentUser();
  const me = user?.id ?? "";
  const [params] = useSearchParams();
  const open = (params.get("with") ?? "").trim();
  const learner = role === "standard";
  const conversations = useConversations(me !== "");
  const coach = useMyCoach(learner && me !== "");
  const status = useInboxStatus();

  const coachUser = coach.data?.coach;
  // The one display-name rule: the coach's name, else her e-mail (a learner may write to it).
  const coachName = personName(coachUser?.profile);
  // The server names each person as the caller may see them; without a name, their role title.
  const myCoachId = user?.assignedCoach || coachUser?.id;
  const titles = useCallback((title: RoleTitle) => t(`messages.roles.${title}`), [t]);
  const entries = useMemo<ConversationEntry[]>(() => {
    const list: ConversationEntry[] = (conversations.data?.conversations ?? []).map((c) => ({
      userId: c.userId,
      name: c.displayName || (c.userId === coachUser?.id ? coachName : "") || personLabel({ id: c.userId, name: "", userType: c.userType }, myCoachId, titles),
      lastMessage: c.lastMessage,
      unreadCount: c.unreadCount,
      isCoach: c.userId === coachUser?.id,
    }));
    if (coachUser?.id && !list.some((c) => c.userId === coachUser.id)) {
      list.unshift({ userId: coachUser.id, name: coachName || t("messages.list.coach"), lastMessage: undefined, unreadCount: 0, isCoach: true });
    }
    return list;
  }, [conversations.data, coachUser, coachName, myCoachId, titles, t]);

  const known = entries.find((e) => e.userId === open);
  const looked = useUserName(known ? "" : open);
  // Someone not in the list (a notification's sender who never wrote): their name or role title;
  // "" while it loads or when they are not the caller's to know (the thread then says so).
  const partnerName = known?.name ?? (looked.data ? personLabel({ id: open, name: looked.data.name, userType: looked.data.userType }, myCoachId, titles) : "");

  // Opening a conversation (or going back) moves focus to what now shows: on a phone the other pane is hidden.
  const focusNext = useRef<"thread" | "list" | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "list") listHeading.current?.focus();
    if (target === "thread") document.querySelector<HTMLElement>(".compass-messages-thread h2")?.focus();
  }, [open]);

  let list;
  if (conversations.isError && !conversations.data) {
    list = <ErrorState message={t("messages.list.loadError")} onRetry={() => void conversations.refetch()} retrying={conversations.isFetching} />;
  } else if (!conversations.data || (learner && coach.isPending)) {
    list = <LoadingState label={t("messages.list.loading")} />;
  } else if (entries.length === 0) {
    list = (
      <Text c="dimmed" size="sm" data-testid="conversations-empty">
        {learner ? t("messages.list.emptyLearner") : t("messages.list.empty")}
      </Text>
    );
  } else {
    list = <ConversationList me={me} entries={entries} selected={open} onOpen={() => (focusNext.current = "thread")} />;
  }

  const back = (
    <Anchor component={Link} to={pathFor("my-messages")} size="sm" className="compass-messages-back" onClick={() => (focusNext.current = "list")}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconChevronLeft size={16} aria-hidden="true" />
        {t("messages.thread.back")}
      </Group>
    </Anchor>
  );

  return (
    <Stack gap="md" data-testid="my-messages">
      <Stack gap={4}>
        <Title order={1}>{t("messages.heading")}</Title>
        <Text>{learner ? t("messages.intro") : t("messages.introCoaching")}</Text>
      </Stack>
      {status === "polling" ? (
        <Alert variant="light" role="status" data-testid="inbox-status" p="xs">
          {t("messages.status.polling")}
        </Alert>
      ) : null}
      <div className="compass-messages" data-open={open ? "thread" : "list"}>
        <nav className="compass-pane compass-messages-list" aria-labelledby="conversations-heading">
          <Title order={2} size="h4" id="conversations-heading" ref={listHeading} tabIndex={-1} px="md" pt="sm" pb={4}>
            {t("messages.list.heading")}
          </Title>
          <div className="compass-conversations-body">{list}</div>
        </nav>
        <div className="compass-pane compass-messages-thread">
          {open && me ? (
            <ChatThread key={open} me={me} partnerId={open} partnerName={partnerName} headingLevel={2} before={back} focusable />
          ) : (
            <Text c="dimmed" p="md" data-testid="thread-choose">
              {t("messages.thread.choose")}
            </Text>
          )}
        </div>
      </div>
    </Stack>
  );
}
