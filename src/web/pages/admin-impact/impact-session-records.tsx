/**
 * The TA sessions behind the impact dashboard's sessions, counseling hours and clients counseled
 * (AdminListImpactSessions), for /admin/impact/records?records=sessions: the dashboard's period,
 * coach and partner bank; newest first, 25 at a time with "Show more"; what the selection adds up to
 * (the dashboard's figures) above the table; each client links to their page. Loading, error (with
 * 'Try again') and empty states; the table scrolls sideways on a phone.
 */
import { Anchor, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { calendarDateText, hoursText, numberFormat } from "../../i18n/formats";
import { useAdminImpactSessions } from "../../queries/impact-summary-queries";
import { isoOf, RecordsFrame } from "./records-frame";
import "../../i18n/en/coaching";
import "../../i18n/en/impact-summary";

export function ImpactSessionRecords(props: { request: Parameters<typeof useAdminImpactSessions>[0]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const query = useAdminImpactSessions(props.request);
  const hours = (n: number) => hoursText(n, i18n.language);
  const first = query.data?.pages[0];
  const records = query.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <RecordsFrame
      query={query}
      loaded={Boolean(first)}
      records={records.length}
      words={{ loading: t("impactSummary.sessions.loading"), loadError: t("impactSummary.sessions.loadError"), empty: t("impactSummary.sessions.empty") }}
      count={t("impactSummary.sessions.count", {
        count: first?.pageResponse?.totalSize ?? 0,
        sessions: numberFormat(i18n.language).format(first?.pageResponse?.totalSize ?? 0),
        hours: hours(first?.counselingHours ?? 0),
        clients: numberFormat(i18n.language).format(first?.clientsCounseled ?? 0),
      })}
      labelledBy={props.labelledBy}
      testId="impact-session-records"
    >
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
    </RecordsFrame>
  );
}
