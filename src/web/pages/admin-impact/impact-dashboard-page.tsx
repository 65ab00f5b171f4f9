/**
 * /admin/impact (administrators; issue #40 §6): what clients' businesses achieved and the counseling
 * behind it, as funders ask for it (AdminGetImpactSummary).
 *
 * - The period: a federal fiscal year (October–September; default the current one, to date) and
 *   optionally one of its quarters; a coach or lender; a referral partner; whether milestones still
 *   awaiting verification or the client's confirmation count. Kept in the address (?fy=2027&q=1…),
 *   so a view can be shared and survives a reload.
 * - At a glance: jobs created and retained (full- and part-time), capital accessed (and how much
 *   came through this program), business starts, certifications, revenue change, clients with
 *   milestones, clients counseled, sessions and hours; how many milestones await.
 * - Tables: by fiscal quarter, capital by type and by source, by coach and by referral partner —
 *   each in its own sideways scroll on a phone.
 * - Loading: a status and the last figures kept while new ones load; failure: the app's error state
 *   with 'Try again'; an empty period says so.
 * - The funder exports of the period shown (components/impact/funder-exports.tsx; ADR 0045).
 */
import { Checkbox, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { CapitalTotal, ImpactFigures, ImpactGroup, ImpactSummary } from "../../../gen/compass/v1/compass_pb";
import { CapitalType } from "../../../gen/compass/v1/compass_pb";
import { fiscalQuarter, fiscalYear, fiscalYearOf } from "../../../shared/fiscal-periods";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { Figure, TableScroll } from "../../components/reports/report-figures";
import { FunderExports } from "../../components/impact/funder-exports";
import { calendarDateText, hoursText, numberFormat, todayIso } from "../../i18n/formats";
import { useAdminImpactSummary } from "../../queries/impact-summary-queries";
import { useBankChoices, useCoachChoices } from "../../queries/people-choices";
import "../../i18n/en/impact-summary";

/** How many fiscal years back the year picker offers. */
const YEARS_BACK = 5;

interface Period {
  fy: number;
  quarter: number | null;
  start: string;
  end: string;
}

/** The period the address names (?fy=&q=), or the current fiscal year to date. */
function periodOf(params: URLSearchParams, today: string): Period {
  const current = fiscalYearOf(today);
  const fyParam = Number(params.get("fy"));
  const fy = Number.isInteger(fyParam) && fyParam <= current && fyParam > current - YEARS_BACK ? fyParam : current;
  const qParam = Number(params.get("q"));
  const quarter = Number.isInteger(qParam) && qParam >= 1 && qParam <= 4 ? qParam : null;
  const days = quarter ? fiscalQuarter(fy, quarter) : fiscalYear(fy);
  if (days.start > today) return { fy, quarter, start: days.start, end: days.start };
  return { fy, quarter, start: days.start, end: days.end > today ? today : days.end };
}

const isoDay = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });

export default function ImpactDashboardPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const period = periodOf(params, today);
  const coach = params.get("coach") ?? "";
  const bank = params.get("bank") ?? "";
  const includeReported = params.get("reported") === "1";
  const query = useAdminImpactSummary({
    startDate: isoDay(period.start),
    endDate: isoDay(period.end),
    coachUserId: coach,
    bankUserId: bank,
    includeReported,
  });
  const coaches = useCoachChoices(true);
  const banks = useBankChoices(true);

  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const current = fiscalYearOf(today);
  const years = Array.from({ length: YEARS_BACK }, (_, i) => current - i);
  const monthsOf = (q: number) => t(`impactSummary.months.q${q}`);

  let content: ReactNode;
  if (query.isError && !query.data) {
    content = <ErrorState message={t("impactSummary.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="impact-error" />;
  } else if (!query.data?.summary) {
    content = <LoadingState label={t("impactSummary.loading")} />;
  } else {
    content = <Summary summary={query.data.summary} includeReported={includeReported} />;
  }

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={760}>
        <Title order={1}>{t("impactSummary.heading")}</Title>
        <Text>{t("impactSummary.intro")}</Text>
      </Stack>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={(e) => e.preventDefault()} aria-labelledby="impact-period-legend">
        <Stack gap="sm">
          <Title order={2} size="h4" id="impact-period-legend">
            {t("impactSummary.period.legend")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <NativeSelect
              id="impact-fy"
              label={t("impactSummary.period.fiscalYear")}
              value={String(period.fy)}
              onChange={(e) => set("fy", e.currentTarget.value === String(current) ? "" : e.currentTarget.value)}
              data={years.map((y) => ({ value: String(y), label: t("impactSummary.period.fiscalYearOption", { year: y, start: y - 1 }) }))}
            />
            <NativeSelect
              id="impact-quarter"
              label={t("impactSummary.period.quarter")}
              value={period.quarter ? String(period.quarter) : ""}
              onChange={(e) => set("q", e.currentTarget.value)}
              data={[{ value: "", label: t("impactSummary.period.wholeYear") }, ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: t("impactSummary.period.quarterOption", { quarter: q, months: monthsOf(q) }) }))]}
            />
            <NativeSelect
              id="impact-coach"
              label={t("impactSummary.period.coach")}
              value={coach}
              onChange={(e) => set("coach", e.currentTarget.value)}
              data={[{ value: "", label: t("impactSummary.period.anyCoach") }, ...coaches.choices]}
            />
            <NativeSelect
              id="impact-bank"
              label={t("impactSummary.period.bank")}
              value={bank}
              onChange={(e) => set("bank", e.currentTarget.value)}
              data={[{ value: "", label: t("impactSummary.period.anyBank") }, ...banks.choices]}
            />
          </SimpleGrid>
          <Checkbox
            id="impact-reported"
            label={t("impactSummary.period.includeReported")}
            checked={includeReported}
            onChange={(e) => set("reported", e.currentTarget.checked ? "1" : "")}
          />
          <Text size="sm" data-testid="impact-period">
            {t("impactSummary.period.shown", { start: calendarDateText(period.start, i18n.language), end: calendarDateText(period.end, i18n.language) })}
          </Text>
        </Stack>
      </Paper>
      <div aria-busy={query.isFetching || undefined} data-testid="impact-content">
        {content}
      </div>
      <FunderExports fiscalYear={period.fy} quarter={period.quarter ?? 0} />
    </Stack>
  );
}

function useFormats() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const whole = numberFormat(i18n.language, { maximumFractionDigits: 0 });
    const money = numberFormat(i18n.language, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    return {
      n: (v: number) => whole.format(v),
      usd: (v: bigint) => money.format(v),
      signedUsd: (v: bigint) => (v > 0n ? `+${money.format(v)}` : money.format(v)),
      hours: (v: number) => hoursText(v, i18n.language),
    };
  }, [i18n.language]);
}

function Summary({ summary, includeReported }: { summary: ImpactSummary; includeReported: boolean }) {
  const { t } = useTranslation();
  const f = useFormats();
  const totals = summary.totals!;
  const empty = totals.clientsWithMilestones === 0 && totals.sessions === 0 && totals.milestonesAwaiting === 0;
  if (empty) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="impact-empty">
        <Text>{t("impactSummary.empty")}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="impact-glance">
        <Stack gap="sm">
          <Title order={2} size="h3" id="impact-glance">
            {t("impactSummary.figures.heading")}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
            <Figure label={t("impactSummary.figures.jobsCreated")} value={f.n(totals.jobsCreatedFullTime + totals.jobsCreatedPartTime)} note={t("impactSummary.figures.jobsNote", { fullTime: f.n(totals.jobsCreatedFullTime), partTime: f.n(totals.jobsCreatedPartTime) })} testId="impact-jobs-created" />
            <Figure label={t("impactSummary.figures.jobsRetained")} value={f.n(totals.jobsRetainedFullTime + totals.jobsRetainedPartTime)} note={t("impactSummary.figures.jobsNote", { fullTime: f.n(totals.jobsRetainedFullTime), partTime: f.n(totals.jobsRetainedPartTime) })} testId="impact-jobs-retained" />
            <Figure label={t("impactSummary.figures.capital")} value={f.usd(totals.capitalAmount)} note={t("impactSummary.figures.capitalNote", { count: totals.capitalCount, program: f.usd(totals.capitalThroughProgramAmount) })} testId="impact-capital" />
            <Figure label={t("impactSummary.figures.starts")} value={f.n(totals.businessStarts)} testId="impact-starts" />
            <Figure label={t("impactSummary.figures.revenue")} value={f.signedUsd(totals.revenueChange)} note={t("impactSummary.figures.revenueNote", { count: totals.revenueChangeClients })} testId="impact-revenue" />
            <Figure label={t("impactSummary.figures.certifications")} value={f.n(totals.certifications)} testId="impact-certifications" />
            <Figure label={t("impactSummary.figures.clients")} value={f.n(totals.clientsWithMilestones)} testId="impact-clients" />
            <Figure label={t("impactSummary.figures.counseled")} value={f.n(totals.clientsCounseled)} testId="impact-counseled" />
            <Figure label={t("impactSummary.figures.sessions")} value={f.n(totals.sessions)} testId="impact-sessions" />
            <Figure label={t("impactSummary.figures.hours")} value={f.hours(totals.counselingHours)} testId="impact-hours" />
          </SimpleGrid>
          {includeReported ? (
            <Text size="sm">{t("impactSummary.figures.awaitingCounted")}</Text>
          ) : totals.milestonesAwaiting > 0 ? (
            <Text size="sm" data-testid="impact-awaiting">
              {t("impactSummary.figures.awaiting", { count: totals.milestonesAwaiting })}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <FiguresTable
        id="impact-quarters"
        title={t("impactSummary.quarters.heading")}
        caption={t("impactSummary.quarters.caption")}
        firstColumn={t("impactSummary.quarters.quarter")}
        rows={summary.quarters.map((q) => ({ key: `${q.fiscalYear}-${q.quarter}`, name: t("impactSummary.quarters.label", { year: q.fiscalYear, quarter: q.quarter }), figures: q.figures! }))}
      />
      <CapitalTable id="impact-capital-type" title={t("impactSummary.capital.byType")} totals={summary.capitalByType} label={(c) => capitalTypeName(t, c.type)} />
      <CapitalTable id="impact-capital-source" title={t("impactSummary.capital.bySource")} totals={summary.capitalBySource} label={(c) => c.source || t("impactSummary.capital.noSource")} />
      <GroupTable id="impact-by-coach" title={t("impactSummary.groups.byCoach")} groups={summary.byCoach} none={t("impactSummary.groups.noCoach")} />
      <GroupTable id="impact-by-partner" title={t("impactSummary.groups.byPartner")} groups={summary.byPartner} none={t("impactSummary.groups.noPartner")} />
    </Stack>
  );
}

function capitalTypeName(t: (key: string) => string, type: CapitalType): string {
  switch (type) {
    case CapitalType.LOAN:
      return t("impactSummary.capital.types.loan");
    case CapitalType.LINE_OF_CREDIT:
      return t("impactSummary.capital.types.lineOfCredit");
    case CapitalType.EQUITY:
      return t("impactSummary.capital.types.equity");
    case CapitalType.GRANT:
      return t("impactSummary.capital.types.grant");
    default:
      return t("impactSummary.capital.types.other");
  }
}

/** A titled section with its table in its own sideways scroll. */
function TableSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${props.id}-heading`} data-testid={props.id} style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`${props.id}-heading`}>
          {props.title}
        </Title>
        <TableScroll labelledBy={`${props.id}-heading`}>{props.children}</TableScroll>
      </Stack>
    </Paper>
  );
}

function FiguresTable(props: { id: string; title: string; caption: string; firstColumn: string; rows: { key: string; name: string; figures: ImpactFigures }[] }) {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <TableSection id={props.id} title={props.title}>
      <Table striped withTableBorder miw={760}>
        <Table.Caption className="compass-visually-hidden">{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{props.firstColumn}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.jobsCreated")}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.jobsRetained")}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.capital")}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.starts")}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.revenue")}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.sessions")}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.counseled")}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.hours")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((r) => (
            <Table.Tr key={r.key} data-testid={`${props.id}-row`}>
              <Table.Th scope="row">{r.name}</Table.Th>
              <Table.Td ta="end">{f.n(r.figures.jobsCreatedFullTime + r.figures.jobsCreatedPartTime)}</Table.Td>
              <Table.Td ta="end">{f.n(r.figures.jobsRetainedFullTime + r.figures.jobsRetainedPartTime)}</Table.Td>
              <Table.Td ta="end">{f.usd(r.figures.capitalAmount)}</Table.Td>
              <Table.Td ta="end">{f.n(r.figures.businessStarts)}</Table.Td>
              <Table.Td ta="end">{f.signedUsd(r.figures.revenueChange)}</Table.Td>
              <Table.Td ta="end">{f.n(r.figures.sessions)}</Table.Td>
              <Table.Td ta="end">{f.n(r.figures.clientsCounseled)}</Table.Td>
              <Table.Td ta="end">{f.hours(r.figures.counselingHours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableSection>
  );
}

function CapitalTable(props: { id: string; title: string; totals: CapitalTotal[]; label: (c: CapitalTotal) => string }) {
  const { t } = useTranslation();
  const f = useFormats();
  if (props.totals.length === 0) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${props.id}-heading`} data-testid={props.id}>
        <Title order={2} size="h3" id={`${props.id}-heading`}>
          {props.title}
        </Title>
        <Text mt="xs">{t("impactSummary.capital.none")}</Text>
      </Paper>
    );
  }
  return (
    <TableSection id={props.id} title={props.title}>
      <Table striped withTableBorder miw={480}>
        <Table.Caption className="compass-visually-hidden">{props.title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{props.id.endsWith("type") ? t("impactSummary.columns.type") : t("impactSummary.columns.source")}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.count")}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.amount")}</Table.Th>
            <Table.Th scope="col" ta="end">{t("impactSummary.columns.throughProgram")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.totals.map((c, i) => (
            <Table.Tr key={i} data-testid={`${props.id}-row`}>
              <Table.Th scope="row">{props.label(c)}</Table.Th>
              <Table.Td ta="end">{f.n(c.count)}</Table.Td>
              <Table.Td ta="end">{f.usd(c.amount)}</Table.Td>
              <Table.Td ta="end">{f.usd(c.throughProgramAmount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableSection>
  );
}

function GroupTable(props: { id: string; title: string; groups: ImpactGroup[]; none: string }) {
  const { t } = useTranslation();
  if (props.groups.length === 0) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${props.id}-heading`} data-testid={props.id}>
        <Title order={2} size="h3" id={`${props.id}-heading`}>
          {props.title}
        </Title>
        <Text mt="xs">{t("impactSummary.groups.none")}</Text>
      </Paper>
    );
  }
  return (
    <FiguresTable
      id={props.id}
      title={props.title}
      caption={props.title}
      firstColumn={t("impactSummary.columns.name")}
      rows={props.groups.map((g) => ({ key: g.userId || "none", name: g.userId ? g.name : props.none, figures: g.figures! }))}
    />
  );
}

