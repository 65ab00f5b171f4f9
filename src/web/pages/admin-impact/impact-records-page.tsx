/**
 * /admin/impact/records (administrators; issue #40 §6): the records behind a figure of the impact
 * dashboard — the dashboard's period, coach, partner and counting rule, kept in the address
 * (?fy=2027&q=1&coach=…&bank=…&reported=1). The milestones (AdminListImpactMilestones), narrowed by
 * `kind` (a MilestoneKind value), `type` (a CapitalType value), `source` (a capital source) or
 * `awaiting=1`; or, with `records=sessions`, the TA sessions behind the sessions, hours and clients
 * counseled (impact-session-records.tsx). Newest first, 25 at a time with "Show more"; each client
 * links to their page. Loading, error (with 'Try again') and empty states; the table scrolls
 * sideways on a phone.
 */
import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CapitalType, MilestoneKind } from "../../../gen/compass/v1/compass_pb";
import { capitalTypeName } from "../../components/impact/impact-summary-view";
import { ImpactSessionRecords } from "./impact-session-records";
import { isoOf, RecordsFrame } from "./records-frame";
import { dateOf } from "../../components/impact/impact-period";
import { useImpactPeriod } from "../../components/impact/impact-period-picker";
import { MilestoneStateBadge, useMilestoneSummary } from "../../components/impact/milestone-item";
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


const CAPITAL_TYPES = new Set<number>([CapitalType.LOAN, CapitalType.LINE_OF_CREDIT, CapitalType.EQUITY, CapitalType.GRANT]);

export default function ImpactRecordsPage() {
  const { t, i18n } = useTranslation();
  const { params, period, includeReported } = useImpactPeriod();
  const sessions = params.get("records") === "sessions";
  const kindParam = Number(params.get("kind") ?? "0");
  const kind = KIND_WORD[kindParam as MilestoneKind] ? (kindParam as MilestoneKind) : MilestoneKind.UNSPECIFIED;
  const typeParam = Number(params.get("type") ?? "0");
  const capitalType = CAPITAL_TYPES.has(typeParam) ? (typeParam as CapitalType) : CapitalType.UNSPECIFIED;
  const capitalSource = params.get("source");
  const awaiting = params.get("awaiting") === "1";
  const scope = { startDate: dateOf(period.start), endDate: dateOf(period.end), coachUserId: params.get("coach") ?? "", bankUserId: params.get("bank") ?? "" };
  const back = new URLSearchParams(params);
  for (const key of ["records", "kind", "awaiting", "type", "source"]) back.delete(key);
  const what = sessions
    ? t("impactSummary.sessions.selection")
    : awaiting
      ? t("impactSummary.records.awaiting")
      : capitalType
        ? t("impactSummary.records.capitalType", { type: capitalTypeName(t, capitalType) })
        : capitalSource !== null
          ? t("impactSummary.records.capitalSource", { source: capitalSource || t("impactSummary.capital.noSource") })
          : kind
            ? t(`impact.kinds.${KIND_WORD[kind]}`)
            : t("impactSummary.records.all");
  const days = `${calendarDateText(period.start, i18n.language)} – ${calendarDateText(period.end, i18n.language)}`;

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={760}>
        <Anchor component={Link} to={`/admin/impact${back.toString() ? `?${back.toString()}` : ""}`} data-testid="impact-records-back">
          {t("impactSummary.records.back")}
        </Anchor>
        <Title order={1} id="impact-records-heading">
          {sessions ? t("impactSummary.sessions.heading") : t("impactSummary.records.heading")}
        </Title>
        <Text>{sessions ? t("impactSummary.sessions.intro") : t("impactSummary.records.intro")}</Text>
        <Text fw={600} data-testid="impact-records-selection">
          {what} · {days}
        </Text>
        {includeReported && !awaiting && !sessions ? <Text size="sm">{t("impactSummary.records.reportedToo")}</Text> : null}
      </Stack>
      {sessions ? (
        <ImpactSessionRecords request={scope} labelledBy="impact-records-heading" />
      ) : (
        <MilestoneRecords
          request={{
            ...scope,
            includeReported,
            awaitingOnly: awaiting,
            kind,
            capitalType,
            ...(capitalSource !== null ? { capitalSource } : {}),
          }}
        />
      )}
    </Stack>
  );
}

/** The milestones of the selection, newest first. */
function MilestoneRecords(props: { request: Parameters<typeof useAdminImpactMilestones>[0] }) {
  const { t, i18n } = useTranslation();
  const query = useAdminImpactMilestones(props.request);
  const summaryOf = useMilestoneSummary();
  const records = query.data?.pages.flatMap((p) => p.records) ?? [];
  const total = query.data?.pages[0]?.pageResponse?.totalSize ?? 0;
  return (
    <RecordsFrame
      query={query}
      loaded={Boolean(query.data)}
      records={records.length}
      words={{ loading: t("impactSummary.records.loading"), loadError: t("impactSummary.records.loadError"), empty: t("impactSummary.records.empty") }}
      count={t("impactSummary.records.count", { count: total })}
      labelledBy="impact-records-heading"
      testId="impact-records"
    >
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
    </RecordsFrame>
  );
}
