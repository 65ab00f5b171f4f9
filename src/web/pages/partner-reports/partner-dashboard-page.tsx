/**
 * /partner/report/dashboard (partner banks and administrators; issue #15 §4, ADR 0023): how the
 * clients who signed up with a bank's referral codes are doing — counts and hours only, never a
 * client's identity (PartnerGetDashboard sends none).
 *
 * - The scope (scope-filter.tsx): dates (default the last 12 months), a code, and for
 *   administrators a bank; kept in the address and carried to /partner/report/ta.
 * - At a glance: the clients in scope (ever) and how many completed the business survey, the plan
 *   and the cash flow, with their shares; in the dates chosen, new clients, TA sessions and hours,
 *   and learning completions.
 * - Charts (components/reports/chart-card.tsx): clients referred and learning completions per month, TA hours by
 *   category (contact, preparation, travel) — each an image with a summary in words, with the same
 *   figures as a table.
 * - No clients yet: how to share the code. Loading: a skeleton. Failure: the app's error state
 *   with 'Try again' (a refusal — another bank's code — in the server's words).
 */
import { Button, CopyButton, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pathFor } from "../../../shared/routes";
import type { PartnerGetDashboardResponse } from "../../../gen/compass/v1/compass_pb";
import { useCurrentUser } from "../../auth/use-current-user";
import { LoadingState } from "../../components/query-state/query-state";
import { ChartCard } from "../../components/reports/chart-card";
import { hoursText } from "../../i18n/formats";
import { categoryRows, categoryTotals, monthRows, monthSummary, numberText, shareText, type CategoryRow, type MonthRow } from "./partner-figures";
import { scopeProblemOf, useDashboard } from "./partner-reports-queries";
import { Figure } from "../../components/reports/report-figures";
import { ReportError, ReportHeader } from "./report-parts";
import { ScopeFilter, ScopeSummary } from "./scope-filter";
import { usePartnerScope } from "./use-partner-scope";
import "../../i18n/en/coaching";
import "../../i18n/en/partner-reports";

export default function PartnerDashboardPage() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  if (role === null) return <LoadingState label={t("partnerReports.loading")} />;
  return <Dashboard admin={role === "admin"} />;
}

function Dashboard({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const scope = usePartnerScope(admin);
  const query = useDashboard(scope.request, scope.valid);
  const problem = query.isError ? scopeProblemOf(query.error) : null;

  let content: ReactNode = null;
  if (!scope.valid) content = null;
  else if (query.isError) {
    content = <ReportError problem={problem!} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="dashboard-error" />;
  } else if (query.isPending) content = <DashboardSkeleton />;
  else if (query.data.clientCount === 0) content = <NoClients admin={admin} code={scope.values.code} />;
  else content = <Figures data={query.data} />;

  return (
    <Stack gap="lg">
      <ReportHeader
        title={t("partnerReports.dashboard.heading")}
        intro={admin ? t("partnerReports.dashboard.introAdmin") : t("partnerReports.dashboard.intro")}
        link={{ to: `${pathFor("partner-report-ta")}${scope.search}`, label: t("partnerReports.links.toTa") }}
      />
      <ScopeFilter admin={admin} scope={scope} refused={problem?.kind === "field" ? problem : null} />
      <ScopeSummary admin={admin} scope={scope} />
      <div aria-busy={(scope.valid && query.isFetching) || undefined}>{content}</div>
    </Stack>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="dashboard-loading">
      <Text role="status" className="compass-visually-hidden">
        {t("partnerReports.dashboard.loading")}
      </Text>
      <Paper withBorder radius="lg" p="md" aria-hidden="true">
        <Skeleton h={20} w="40%" mb="md" />
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <Stack gap={6} key={i}>
              <Skeleton h={12} w="70%" />
              <Skeleton h={28} w="40%" />
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Paper withBorder radius="lg" p="md" key={i}>
            <Skeleton h={18} w="50%" mb="sm" />
            <Skeleton h={220} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function NoClients({ admin, code }: { admin: boolean; code: string }) {
  const { t } = useTranslation();
  const link = code ? `${window.location.origin}/auth/signup/${encodeURIComponent(code)}` : "";
  const title = admin
    ? t("partnerReports.dashboard.empty.titleAdmin")
    : code
      ? t("partnerReports.dashboard.empty.titleCode", { code })
      : t("partnerReports.dashboard.empty.title");
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="no-clients-heading" data-testid="dashboard-empty">
      <Stack gap="sm" maw={720}>
        <Title order={2} size="h3" id="no-clients-heading">
          {title}
        </Title>
        <Text>{admin ? t("partnerReports.dashboard.empty.bodyAdmin") : t("partnerReports.dashboard.empty.body")}</Text>
        {!admin && link ? (
          <Stack gap={6}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                readOnly
                label={t("partnerReports.dashboard.empty.link", { code })}
                description={t("partnerReports.dashboard.empty.linkHint")}
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: "1 1 240px", minWidth: 0 }}
              />
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t("partnerReports.dashboard.empty.copied") : t("partnerReports.dashboard.empty.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        ) : null}
        {!admin && !code ? <Text size="sm">{t("partnerReports.dashboard.empty.noCode")}</Text> : null}
      </Stack>
    </Paper>
  );
}

function Figures({ data }: { data: PartnerGetDashboardResponse }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const n = (v: number) => numberText(v, locale);
  const share = (v: number) => {
    const s = shareText(v, data.clientCount, locale);
    return s ? t("partnerReports.dashboard.shareOf", { share: s }) : null;
  };
  const referred = useMemo(() => monthRows(data.clientsReferred, locale), [data.clientsReferred, locale]);
  const learning = useMemo(() => monthRows(data.learningCompletions, locale), [data.learningCompletions, locale]);
  const categories = useMemo(() => categoryRows(data.taByCategory), [data.taByCategory]);
  const hours = categoryTotals(categories);
  const referredSummary = monthSummary(referred);
  const learningSummary = monthSummary(learning);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="headline-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="headline-heading">
            {t("partnerReports.dashboard.headline")}
          </Title>
          <Stack gap="xs">
            <Title order={3} size="h5" id="headline-ever">
              {t("partnerReports.dashboard.ever")}
            </Title>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="dl" m={0} aria-labelledby="headline-ever">
              <Figure label={t("partnerReports.dashboard.clients")} value={n(data.clientCount)} testId="stat-clients" />
              <Figure label={t("partnerReports.dashboard.surveys")} value={n(data.surveysCompleted)} note={share(data.surveysCompleted)} testId="stat-surveys" />
              <Figure label={t("partnerReports.dashboard.plans")} value={n(data.plansCompleted)} note={share(data.plansCompleted)} testId="stat-plans" />
              <Figure label={t("partnerReports.dashboard.cashflows")} value={n(data.cashflowsCompleted)} note={share(data.cashflowsCompleted)} testId="stat-cashflows" />
            </SimpleGrid>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5" id="headline-period">
              {t("partnerReports.dashboard.period")}
            </Title>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="dl" m={0} aria-labelledby="headline-period">
              <Figure label={t("partnerReports.dashboard.referred")} value={n(referredSummary.total)} testId="stat-referred" />
              <Figure label={t("partnerReports.dashboard.sessions")} value={n(hours.sessions)} testId="stat-sessions" />
              <Figure label={t("partnerReports.dashboard.taHours")} value={hoursText(hours.total, locale)} testId="stat-hours" />
              <Figure label={t("partnerReports.dashboard.completions")} value={n(learningSummary.total)} testId="stat-completions" />
            </SimpleGrid>
          </Stack>
        </Stack>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="charts-heading">
        <Title order={2} size="h3" id="charts-heading">
          {t("partnerReports.dashboard.charts")}
        </Title>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <MonthChart id="chart-referred" keyBase="partnerReports.dashboard.referredChart" rows={referred} color="compass.6" />
            <MonthChart id="chart-learning" keyBase="partnerReports.dashboard.learningChart" rows={learning} color="amber.7" />
          </SimpleGrid>
          <HoursChart rows={categories} />
        </Stack>
      </Stack>
    </Stack>
  );
}

function MonthChart(props: { id: string; keyBase: string; rows: MonthRow[]; color: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const k = (key: string, values?: Record<string, string>) => t(`${props.keyBase}.${key}`, values);
  const summary = monthSummary(props.rows);
  const words = k("summary", {
    first: summary.first?.longLabel ?? "",
    last: summary.last?.longLabel ?? "",
    total: numberText(summary.total, locale),
    peak: summary.peak ? k("peak", { month: summary.peak.longLabel, count: numberText(summary.peak.count, locale) }) : "",
  });
  return (
    <ChartCard
      id={props.id}
      title={k("title")}
      description={k("description")}
      note={summary.total === 0 ? t("partnerReports.dashboard.nothingInRange") : null}
      chart={{
        data: props.rows.map((r) => ({ month: r.label, count: r.count })),
        dataKey: "month",
        series: [{ name: "count", label: k("series"), color: props.color }],
        summary: words,
        valueFormatter: (v) => numberText(v, locale),
        height: 240,
        testId: `${props.id}-image`,
      }}
      table={
        <Table striped verticalSpacing="xs">
          <Table.Caption>{k("title")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{k("month")}</Table.Th>
              <Table.Th scope="col" ta="right">
                {k("count")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Th scope="row" fw={400}>
                  <time dateTime={r.key}>{r.longLabel}</time>
                </Table.Th>
                <Table.Td ta="right">{numberText(r.count, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}

const HOUR_SERIES = [
  { name: "contact", color: "compass.6" },
  { name: "prep", color: "amber.7" },
  { name: "travel", color: "indigo.7" },
] as const;

function HoursChart({ rows }: { rows: CategoryRow[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const k = (key: string, values?: Record<string, string>) => t(`partnerReports.dashboard.hoursChart.${key}`, values);
  const category = (c: number) => t(`coaching.enums.taCategory.${c}`);
  const h = (v: number) => hoursText(v, locale);
  const totals = categoryTotals(rows);
  const summary = k("summary", {
    parts: rows.map((r) => k("part", { category: category(r.category), total: h(r.total), contact: h(r.contact), prep: h(r.prep), travel: h(r.travel) })).join("; "),
  });
  return (
    <ChartCard
      id="chart-hours"
      title={k("title")}
      description={k("description")}
      emptyNote={rows.length === 0 ? k("none") : null}
      chart={{
        data: rows.map((r) => ({ category: category(r.category), contact: r.contact, prep: r.prep, travel: r.travel })),
        dataKey: "category",
        series: HOUR_SERIES.map((s) => ({ name: s.name, label: k(s.name), color: s.color })),
        stacked: true,
        vertical: true,
        summary,
        valueFormatter: h,
        height: Math.max(180, 64 * rows.length + 80),
        testId: "chart-hours-image",
      }}
      table={
        <Table striped verticalSpacing="xs">
          <Table.Caption>{k("title")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{k("category")}</Table.Th>
              {(["sessions", "clients", "contact", "prep", "travel", "total"] as const).map((c) => (
                <Table.Th scope="col" ta="right" key={c}>
                  {k(c)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.category}>
                <Table.Th scope="row" fw={400}>
                  {category(r.category)}
                </Table.Th>
                <Table.Td ta="right">{numberText(r.sessions, locale)}</Table.Td>
                <Table.Td ta="right">{numberText(r.clients, locale)}</Table.Td>
                <Table.Td ta="right">{h(r.contact)}</Table.Td>
                <Table.Td ta="right">{h(r.prep)}</Table.Td>
                <Table.Td ta="right">{h(r.travel)}</Table.Td>
                <Table.Td ta="right">{h(r.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{k("totals")}</Table.Th>
              <Table.Td ta="right">{numberText(totals.sessions, locale)}</Table.Td>
              <Table.Td ta="right">
                <span aria-hidden="true">—</span>
                <span className="compass-visually-hidden">{t("partnerReports.ta.notAdded")}</span>
              </Table.Td>
              <Table.Td ta="right">{h(totals.contact)}</Table.Td>
              <Table.Td ta="right">{h(totals.prep)}</Table.Td>
              <Table.Td ta="right">{h(totals.travel)}</Table.Td>
              <Table.Td ta="right">{h(totals.total)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      }
    />
  );
}
