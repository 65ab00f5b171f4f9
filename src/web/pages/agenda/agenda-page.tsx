/**
 * /coach/agenda: a coach's or lender's start page (issue #38; "/" sends them here). What needs
 * them today: the mentees needing attention (unread messages, documents submitted since they last
 * opened them — opening one on the mentee's page clears it, nothing done
 * in 30 days: agenda-view.ts), the next classes and their TA hours this month, each with a link to
 * act. It reuses the pages' own reads: CoachGetMyMentees and GetMyConversations (kept live by the
 * inbox stream), ListClasses (the home's query) and CoachListMyTATracking's totals for the month.
 * Each block has its own loading, empty and error state.
 */
import { Anchor, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@connectrpc/connect-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useCurrentUser } from "../../auth/use-current-user";
import { NextClasses } from "../../components/classes/next-classes";
import { ErrorState } from "../../components/query-state/query-state";
import { StartBlock, StartHeading } from "../../components/start-page/start-page";
import { dateTimeFormat, hoursText } from "../../i18n/formats";
import { useMyMentees } from "../../queries/mentees-queries";
import { useConversations } from "../../queries/messages-queries";
import { menteesNeedingAttention, monthOf, unreadByUser, type MenteeAttention } from "./agenda-view";
import "../../i18n/en/agenda";

/** How many mentees needing attention the agenda lists (the mentees page has them all). */
const SHOWN = 8;

const menteePath = (id: string) => `${pathFor("manage-mentee")}?id=${encodeURIComponent(id)}`;
const conversationPath = (id: string) => `${pathFor("my-messages")}?with=${encodeURIComponent(id)}`;

function AttentionItem({ mentee }: { mentee: MenteeAttention }) {
  const { t, i18n } = useTranslation();
  const date = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <Stack component="li" gap={4} py="xs" style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}>
      <Anchor component={Link} to={menteePath(mentee.id)} fw={600} style={{ overflowWrap: "anywhere" }}>
        {mentee.name}
      </Anchor>
      <Group gap="xs">
        {mentee.unread > 0 ? (
          <Badge component={Link} to={conversationPath(mentee.id)} color="red.9" variant="filled" radius="sm" tt="none" style={{ cursor: "pointer" }} data-testid="agenda-unread">
            {t("agenda.unread", { count: mentee.unread })}
          </Badge>
        ) : null}
        {mentee.documents.length > 0 ? (
          <Badge component={Link} to={menteePath(mentee.id)} color="compass.8" variant="outline" radius="sm" tt="none" style={{ cursor: "pointer" }} data-testid="agenda-documents">
            {t("agenda.submitted", { documents: mentee.documents.map((d) => t(`agenda.documents.${d}`)).join(", ") })}
          </Badge>
        ) : null}
        {mentee.inactive ? (
          <Badge color="gray.9" variant="outline" radius="sm" tt="none">
            {mentee.lastActivity ? t("agenda.inactiveSince", { date: date.format(mentee.lastActivity) }) : t("agenda.neverActive")}
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

function Attention() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const mentees = useMyMentees();
  const conversations = useConversations();
  const list = useMemo(
    () => (mentees.data && conversations.data ? menteesNeedingAttention(mentees.data.mentees, unreadByUser(conversations.data.conversations), Date.now()) : null),
    [mentees.data, conversations.data],
  );
  const failed = mentees.isError || conversations.isError;
  return (
    <StartBlock
      id="agenda-attention-heading"
      title={t("agenda.attention")}
      testId="agenda-attention"
      action={
        <Anchor component={Link} to={pathFor("mentees")} size="sm">
          {t("agenda.allMentees")}
        </Anchor>
      }
    >
      {failed ? (
        <ErrorState
          message={t("agenda.menteesError")}
          onRetry={() => {
            if (mentees.isError) void mentees.refetch();
            if (conversations.isError) void conversations.refetch();
          }}
        />
      ) : list === null || !mentees.data ? (
        <Skeleton height={120} radius="md" aria-hidden="true" />
      ) : mentees.data.mentees.length === 0 ? (
        <Stack gap="xs" align="flex-start" data-testid="agenda-no-mentees">
          <Text>{t("agenda.noMentees")}</Text>
          {role === "coach" || role === "admin" ? (
            <Anchor component={Link} to={pathFor("referral-code-generator")}>
              {t("agenda.referralCodes")}
            </Anchor>
          ) : null}
        </Stack>
      ) : list.length === 0 ? (
        <Text data-testid="agenda-all-clear">{t("agenda.allClear")}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="agenda-attention-count">
            {t("agenda.attentionCount", { count: list.length, total: mentees.data.mentees.length })}
          </Text>
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: "none" }} data-testid="agenda-attention-list">
            {list.slice(0, SHOWN).map((m) => (
              <AttentionItem key={m.id} mentee={m} />
            ))}
          </Stack>
        </>
      )}
    </StartBlock>
  );
}

function MonthTa() {
  const { t, i18n } = useTranslation();
  const month = useMemo(() => monthOf(new Date()), []);
  const ta = useQuery(CompassService.method.coachListMyTATracking, { pageRequest: { pageSize: 1, pageToken: "" }, startDate: month.start, endDate: month.end }, { staleTime: 30_000 });
  const monthName = dateTimeFormat(i18n.language, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(month.start.year, month.start.month - 1, 1));
  const totals = ta.data?.totals;
  return (
    <StartBlock id="agenda-ta-heading" title={t("agenda.taHeading", { month: monthName })} testId="agenda-ta">
      {ta.isError ? (
        <ErrorState message={t("agenda.taError")} onRetry={() => void ta.refetch()} />
      ) : !ta.data ? (
        <Skeleton height={60} radius="md" aria-hidden="true" />
      ) : (
        <Stack gap={4}>
          <Text size="xl" fw={700} data-testid="agenda-ta-hours">
            {t("agenda.taHours", { hours: hoursText((totals?.contactHours ?? 0) + (totals?.prepHours ?? 0) + (totals?.travelHours ?? 0), i18n.language) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t("agenda.taSessions", { count: totals?.sessions ?? 0, contact: hoursText(totals?.contactHours ?? 0, i18n.language) })}
          </Text>
        </Stack>
      )}
      <Group gap="sm">
        <Button component={Link} to={pathFor("add-tracking")} size="sm">
          {t("agenda.logSession")}
        </Button>
        <Anchor component={Link} to={pathFor("tracking")} size="sm">
          {t("agenda.allSessions")}
        </Anchor>
      </Group>
    </StartBlock>
  );
}

function Classes() {
  const { t } = useTranslation();
  return (
    <StartBlock
      id="agenda-classes-heading"
      title={t("agenda.classes")}
      testId="agenda-classes"
      action={
        <Anchor component={Link} to={pathFor("classes")} size="sm">
          {t("agenda.allClasses")}
        </Anchor>
      }
    >
      <NextClasses errorMessage={t("agenda.classesError")} emptyMessage={t("agenda.noClasses")} />
    </StartBlock>
  );
}

export default function AgendaPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="agenda">
      <StartHeading heading={t("agenda.heading")} hello={(name) => t("agenda.hello", { name })} helloAnonymous={t("agenda.helloAnonymous")} />
      <Attention />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <MonthTa />
        <Classes />
      </SimpleGrid>
    </Stack>
  );
}
