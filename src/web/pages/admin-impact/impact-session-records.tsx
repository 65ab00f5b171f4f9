/**
 * The TA sessions behind the impact dashboard's sessions, counseling hours and clients counseled
 * (AdminListImpactSessions), for /admin/impact/records?records=sessions: the dashboard's period,
 * coach and partner bank; newest first, 25 at a time with "Show more"; what the selection adds up to
 * (the dashboard's figures) above the table; each client links to their page. Loading, error (with
 * 'Try again') and empty states; the table scrolls sideways on a phone.
 */
import { Anchor, Button, Group, Stack, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { TableScroll } from "../../components/reports/report-figures";
import { calendarDateText, hoursText, numberFormat } from "../../i18n/formats";
import { useAdminImpactSessions } from "../../queries/impact-summary-queries";
import "../../i18n/en/coaching";
import "../../i18n/en/impact-summary";

const isoOf = (d: { year: number; month: number; day: number } | undefined) =>
  d && d.year ? `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}` : "";

export function ImpactSessionRecords(props: { request: Parameters<typeof useAdminImpactSessions>[0]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const query = useAdminImpactSessions(props.request);
  const hours = (n: number) => hoursText(n, i18n.language);
  const first = query.data?.pages[0];
  const records = query.data?.pages.flatMap((p) => p.records) ?? [];
  let content: ReactNode;
  if (query.isError && !query.data) {
    content = <ErrorState message={t("impactSummary.sessions.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="impact-records-error" />;
  } else if (!first) {
    content = <LoadingState label={t("impactSummary.sessions.loading")} />;
  } else if (records.length === 0) {
    content = <Text data-testid="impact-records-empty">{t("impactSummary.sessions.empty")}</Text>;
  } else {
    content = (
      <Stack gap="sm">
        <Text data-testid="impact-records-count">
          {t("impactSummary.sessions.count", {
            count: first.pageResponse?.totalSize ?? 0,
            sessions: numberFormat(i18n.language).format(first.pageResponse?.totalSize ?? 0),
            hours: hours(first.counselingHours),
            clients: numberFormat(i18n.language).format(first.clientsCounseled),
          })}
        </Text>
        <TableScroll labelledBy={props.labelledBy} testId="impact-records-scroll">
          <Table striped highlightOnHover miw={640} data-testid="impact-session-records">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("impactSummary.sessions.columns.date")}</Table.Th>
                <Table.Th scope="col">{t("impactSummary.sessions.columns.client")}</Table.Th>
                <Table.Th scope="col">{t("impactSummary.sessions.columns.category")}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t("impactSummary.sessions.columns.hours")}
                </Table.Th>
                <Table.Th scope="col">{t("impactSummary.sessions.columns.coach")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((r) => {
                const s = r.session!;
                const ta = s.taTracking;
                return (
                  <Table.Tr key={s.taTrackingId} data-testid="impact-session-record">
                    <Table.Td>{calendarDateText(isoOf(ta?.dateOfSession), i18n.language)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/manage-user?id=${encodeURIComponent(s.clientUserId)}`}>
                        {r.clientName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`coaching.enums.taCategory.${ta?.taCategory ?? 0}`)}</Table.Td>
                    <Table.Td ta="end">{hours((ta?.timeSpentHours ?? 0) + (ta?.prepTimeHours ?? 0) + (ta?.travelTimeHours ?? 0))}</Table.Td>
                    <Table.Td>{r.coachName || t("impactSummary.records.noCoach")}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
        {query.hasNextPage ? (
          <Group>
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="impact-records-more">
              {t("impactSummary.records.more")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }
  return <div aria-busy={query.isFetching || undefined}>{content}</div>;
}
