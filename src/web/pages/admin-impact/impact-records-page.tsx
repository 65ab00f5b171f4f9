/**
 * /admin/impact/records (administrators; issue #40 §6): the milestones behind a figure of the impact
 * dashboard (AdminListImpactMilestones) — the dashboard's period, coach, partner and counting rule,
 * kept in the address (?fy=2027&q=1&coach=…&bank=…&reported=1), narrowed by `kind` (a MilestoneKind
 * value) or `awaiting=1`. Newest first, 25 at a time with "Show more"; each client links to their
 * page. Loading, error (with 'Try again') and empty states; the table scrolls sideways on a phone.
 */
import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MilestoneKind } from "../../../gen/compass/v1/compass_pb";
import { dateOf } from "../../components/impact/impact-period";
import { useImpactPeriod } from "../../components/impact/impact-period-picker";
import { MilestoneStateBadge, useMilestoneSummary } from "../../components/impact/milestone-item";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { TableScroll } from "../../components/reports/report-figures";
import { calendarDateText } from "../../i18n/formats";
import { useAdminImpactMilestones } from "../../queries/impact-summary-queries";
import "../../i18n/en/impact";
import "../../i18n/en/impact-summary";

/** The kind case (impact.kinds.*) of a MilestoneKind value. */
const KIND_WORD: Partial<Record<MilestoneKind, string>> = {
  [MilestoneKind.JOBS_CREATED]: "jobsCreated",
  [MilestoneKind.JOBS_RETAINED]: "jobsRetained",
  [MilestoneKind.ANNUAL_REVENUE]: "annualRevenue",
  [MilestoneKind.CAPITAL_ACCESSED]: "capitalAccessed",
  [MilestoneKind.BUSINESS_STARTED]: "businessStarted",
  [MilestoneKind.CERTIFICATION]: "certification",
};

const isoOf = (d: { year: number; month: number; day: number } | undefined) =>
  d && d.year ? `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}` : "";

export default function ImpactRecordsPage() {
  const { t, i18n } = useTranslation();
  const { params, period, includeReported } = useImpactPeriod();
  const kindParam = Number(params.get("kind") ?? "0");
  const kind = KIND_WORD[kindParam as MilestoneKind] ? (kindParam as MilestoneKind) : MilestoneKind.UNSPECIFIED;
  const awaiting = params.get("awaiting") === "1";
  const query = useAdminImpactMilestones({
    startDate: dateOf(period.start),
    endDate: dateOf(period.end),
    coachUserId: params.get("coach") ?? "",
    bankUserId: params.get("bank") ?? "",
    includeReported,
    awaitingOnly: awaiting,
    kind,
  });
  const summaryOf = useMilestoneSummary();
  const back = new URLSearchParams(params);
  back.delete("kind");
  back.delete("awaiting");
  const what = awaiting ? t("impactSummary.records.awaiting") : kind ? t(`impact.kinds.${KIND_WORD[kind]}`) : t("impactSummary.records.all");
  const days = `${calendarDateText(period.start, i18n.language)} – ${calendarDateText(period.end, i18n.language)}`;

  const records = query.data?.pages.flatMap((p) => p.records) ?? [];
  const total = query.data?.pages[0]?.pageResponse?.totalSize ?? 0;
  let content: ReactNode;
  if (query.isError && !query.data) {
    content = <ErrorState message={t("impactSummary.records.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="impact-records-error" />;
  } else if (!query.data) {
    content = <LoadingState label={t("impactSummary.records.loading")} />;
  } else if (records.length === 0) {
    content = <Text data-testid="impact-records-empty">{t("impactSummary.records.empty")}</Text>;
  } else {
    content = (
      <Stack gap="sm">
        <Text data-testid="impact-records-count">{t("impactSummary.records.count", { count: total })}</Text>
        <TableScroll labelledBy="impact-records-heading" testId="impact-records-scroll">
          <Table striped highlightOnHover miw={640} data-testid="impact-records">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("impactSummary.records.columns.date")}</Table.Th>
                <Table.Th scope="col">{t("impactSummary.records.columns.client")}</Table.Th>
                <Table.Th scope="col">{t("impactSummary.records.columns.milestone")}</Table.Th>
                <Table.Th scope="col">{t("impactSummary.records.columns.state")}</Table.Th>
                <Table.Th scope="col">{t("impactSummary.records.columns.coach")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((r) => {
                const m = r.milestone!;
                const kindCase = m.facts?.kind.case;
                return (
                  <Table.Tr key={m.milestoneId} data-testid="impact-record">
                    <Table.Td>{calendarDateText(isoOf(m.facts?.occurredOn), i18n.language)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/manage-user?id=${encodeURIComponent(m.userId)}`}>
                        {r.clientName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {kindCase ? t(`impact.kinds.${kindCase}`) : ""}
                      </Text>
                      <Text size="sm">{summaryOf(m.facts)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <MilestoneStateBadge milestone={m} viewer="staff" />
                    </Table.Td>
                    <Table.Td>{m.creditedCoachName || t("impactSummary.records.noCoach")}</Table.Td>
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

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={760}>
        <Anchor component={Link} to={`/admin/impact${back.toString() ? `?${back.toString()}` : ""}`} data-testid="impact-records-back">
          {t("impactSummary.records.back")}
        </Anchor>
        <Title order={1} id="impact-records-heading">
          {t("impactSummary.records.heading")}
        </Title>
        <Text>{t("impactSummary.records.intro")}</Text>
        <Text fw={600} data-testid="impact-records-selection">
          {what} · {days}
        </Text>
        {includeReported && !awaiting ? <Text size="sm">{t("impactSummary.records.reportedToo")}</Text> : null}
      </Stack>
      <div aria-busy={query.isFetching || undefined}>{content}</div>
    </Stack>
  );
}
