/**
 * /admin/coach/mentees: the caller's mentees (an administrator's: every learner) in the shared
 * data table — name (a link to manage-mentee), e-mail, business, journey progress, the business
 * tools' progress, last activity and the messages they sent unread (GetMyConversations, kept live
 * by the inbox stream; a link to the conversation) — searched by name, e-mail or business in the browser (CoachGetMyMentees; see
 * mentees-queries.ts for why not the paged list). With no mentees, it says how mentees arrive.
 */
import { Alert, Anchor, Badge, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Mentee } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useCurrentUser } from "../../auth/use-current-user";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { BusinessToolsCell } from "./business-tools-cell";
import { businessToolsScore, documentsToReview, journeyProgress, lastActivity, menteeMatches, menteeName } from "../../components/mentees/mentee-view";
import { useMyMentees } from "../../queries/mentees-queries";
import { useConversations } from "../../queries/messages-queries";
import "../../i18n/en/mentees";
import { dateTimeFormat } from "../../i18n/formats";

export const manageMenteePath = (id: string) => `${pathFor("manage-mentee")}?id=${encodeURIComponent(id)}`;

export default function MenteesPage() {
  const { t, i18n } = useTranslation();
  const { role } = useCurrentUser();
  const query = useMyMentees();
  const conversations = useConversations();
  const unread = useMemo(() => new Map((conversations.data?.conversations ?? []).map((c) => [c.userId, c.unreadCount])), [conversations.data]);
  const [search, setSearch] = useState("");
  const mentees = useMemo(() => query.data?.mentees ?? [], [query.data]);
  const rows = useMemo(() => mentees.filter((m) => menteeMatches(m, search)), [mentees, search]);
  const dateFormat = useMemo(() => dateTimeFormat(i18n.language, { dateStyle: "medium" }), [i18n.language]);

  const columns = useMemo<DataTableColumn<Mentee>[]>(
    () => [
      {
        id: "name",
        header: t("mentees.columns.name"),
        value: (m) => menteeName(m),
        cell: (m) => (
          <Anchor component={Link} to={manageMenteePath(m.user?.id ?? "")} fw={600}>
            {menteeName(m)}
          </Anchor>
        ),
      },
      { id: "email", header: t("mentees.columns.email"), value: (m) => m.user?.profile?.email ?? "" },
      { id: "business", header: t("mentees.columns.business"), value: (m) => m.user?.profile?.businessName ?? "" },
      {
        id: "progress",
        header: t("mentees.columns.progress"),
        value: (m) => {
          const p = journeyProgress(m.journey);
          return p.assigned === 0 ? -1 : p.completed / p.assigned;
        },
        cell: (m) => {
          const p = journeyProgress(m.journey);
          return p.assigned === 0 ? (
            <Text size="sm" c="dimmed">
              {t("mentees.noneAssigned")}
            </Text>
          ) : (
            t("mentees.progress", { ...p })
          );
        },
      },
      {
        id: "tools",
        header: t("mentees.columns.tools"),
        value: (m) => businessToolsScore(m.state),
        cell: (m) => <BusinessToolsCell state={m.state} toReview={documentsToReview(m)} />,
      },
      {
        id: "lastActivity",
        header: t("mentees.columns.lastActivity"),
        value: (m) => lastActivity(m.journey),
        cell: (m) => {
          const at = lastActivity(m.journey);
          return at ? (
            <time dateTime={at.toISOString()}>{dateFormat.format(at)}</time>
          ) : (
            <Text size="sm" c="dimmed">
              {t("mentees.never")}
            </Text>
          );
        },
      },
      {
        id: "unread",
        header: t("mentees.columns.unread"),
        value: (m) => unread.get(m.user?.id ?? "") ?? 0,
        cell: (m) => {
          const id = m.user?.id ?? "";
          const count = unread.get(id) ?? 0;
          return count > 0 ? (
            <Anchor component={Link} to={`${pathFor("my-messages")}?with=${encodeURIComponent(id)}`} aria-label={t("mentees.unreadLabel", { count, name: menteeName(m) })}>
              <Badge color="red.9" variant="filled" radius="sm" tt="none" style={{ cursor: "pointer" }} data-testid="mentee-unread">
                {t("mentees.unread", { count })}
              </Badge>
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t("mentees.noUnread")}
            </Text>
          );
        },
      },
    ],
    [t, dateFormat, unread],
  );

  const loaded = query.isSuccess;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("mentees.heading")}</Title>
        <Text>{role === "admin" ? t("mentees.introAdmin") : t("mentees.intro")}</Text>
      </Stack>
      {loaded && mentees.length === 0 ? (
        <Alert variant="light" title={t("mentees.emptyTitle")} data-testid="mentees-empty">
          {t("mentees.empty")}
        </Alert>
      ) : (
        <>
          <TextInput label={t("mentees.search")} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={420} />
          <Text role="status" aria-live="polite" size="sm" data-testid="mentees-count">
            {loaded ? (search.trim() ? t("mentees.shown", { shown: rows.length, total: mentees.length }) : t("mentees.count", { count: mentees.length })) : ""}
          </Text>
          <DataTable
            label={t("mentees.tableLabel")}
            columns={columns}
            data={rows}
            getRowId={(m) => m.user?.id ?? ""}
            loading={query.isPending}
            error={query.isError ? t("mentees.loadError") : undefined}
            onRetry={() => void query.refetch()}
          />
        </>
      )}
    </Stack>
  );
}
