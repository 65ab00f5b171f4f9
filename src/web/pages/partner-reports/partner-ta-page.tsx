/**
 * /partner/report/ta (partner banks and administrators; issue #15 §4, ADR 0023): the
 * technical-assistance sessions coaches held with the clients of a bank's referral codes, summed by
 * month and category (PartnerListTATracking) — sessions, clients, contact, preparation and travel
 * hours — with the totals in a summary and in the table's footer (clients are not added up: one
 * client can be in several rows). The table scrolls sideways inside its own region on a phone.
 *
 * The scope is the dashboard's (scope-filter.tsx), kept in the address and carried back to
 * /partner/report/dashboard. The sessions of the same scope download as XLSX or CSV
 * (ta-download.tsx). Empty, loading and error states as the app's.
 */
import { Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pathFor } from "../../../shared/routes";
import type { PartnerTAMonth } from "../../../gen/compass/v1/compass_pb";
import { useCurrentUser } from "../../auth/use-current-user";
import { LoadingState } from "../../components/query-state/query-state";
import { numberText, taTableRows, taTableTotals } from "./partner-figures";
import { hoursText } from "../../i18n/formats";
import { scopeProblemOf, useTATracking } from "./partner-reports-queries";
import { Figure, TableScroll } from "../../components/reports/report-figures";
import { ReportError, ReportHeader } from "./report-parts";
import { ScopeFilter, ScopeSummary } from "./scope-filter";
import { TADownload } from "./ta-download";
import { usePartnerScope, type PartnerScopeState } from "./use-partner-scope";
import "../../i18n/en/coaching";
import "../../i18n/en/partner-reports";

export default function PartnerTAPage() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  if (role === null) return <LoadingState label={t("partnerReports.loading")} />;
  return <TAReport admin={role === "admin"} />;
}

function TAReport({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const scope = usePartnerScope(admin);
  const query = useTATracking(scope.request, scope.valid);
  const problem = query.isError ? scopeProblemOf(query.error) : null;

  let content: ReactNode = null;
  if (!scope.valid) content = null;
  else if (query.isError) {
    content = <ReportError problem={problem!} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="ta-error" />;
  } else if (query.isPending) content = <LoadingState label={t("partnerReports.ta.loading")} testId="ta-loading" />;
  else if (query.data.rows.length === 0) content = <NoSessions />;
  else content = <Sessions rows={query.data.rows} admin={admin} scope={scope} />;

  return (
    <Stack gap="lg">
      <ReportHeader
        title={t("partnerReports.ta.heading")}
        intro={admin ? t("partnerReports.ta.introAdmin") : t("partnerReports.ta.intro")}
        link={{ to: `${pathFor("partner-report-dashboard")}${scope.search}`, label: t("partnerReports.links.toDashboard") }}
      />
      <ScopeFilter admin={admin} scope={scope} refused={problem?.kind === "field" ? problem : null} />
      <ScopeSummary admin={admin} scope={scope} />
      <div aria-busy={(scope.valid && query.isFetching) || undefined}>{content}</div>
    </Stack>
  );
}

function NoSessions() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="ta-empty">
      <Stack gap={4}>
        <Text fw={600}>{t("partnerReports.ta.empty")}</Text>
        <Text size="sm">{t("partnerReports.ta.emptyHint")}</Text>
      </Stack>
    </Paper>
  );
}

function Sessions({ rows: list, admin, scope }: { rows: PartnerTAMonth[]; admin: boolean; scope: PartnerScopeState }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const rows = useMemo(() => taTableRows(list, locale), [list, locale]);
  const totals = taTableTotals(rows);
  const n = (v: number) => numberText(v, locale);
  const h = (v: number) => hoursText(v, locale);
  const c = (key: string) => t(`partnerReports.ta.columns.${key}`);
  const num = { ta: "right" as const, style: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" as const } };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="ta-totals-heading" data-testid="ta-totals">
        <Stack gap="xs">
          <Title order={2} size="h4" id="ta-totals-heading">
            {t("partnerReports.ta.totalsHeading")}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
            <Figure label={c("sessions")} value={n(totals.sessions)} testId="ta-total-sessions" />
            <Figure label={c("contact")} value={h(totals.contact)} testId="ta-total-contact" />
            <Figure label={c("prep")} value={h(totals.prep)} testId="ta-total-prep" />
            <Figure label={c("travel")} value={h(totals.travel)} testId="ta-total-travel" />
          </SimpleGrid>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="ta-table-heading" style={{ minWidth: 0 }}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="ta-table-heading">
            {t("partnerReports.ta.tableHeading")}
          </Title>
          <TableScroll labelledBy="ta-table-heading" testId="ta-table-scroll">
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="ta-table">
              <Table.Caption className="compass-visually-hidden">{t("partnerReports.ta.tableLabel")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{c("month")}</Table.Th>
                  <Table.Th scope="col">{c("category")}</Table.Th>
                  {(["sessions", "clients", "contact", "prep", "travel"] as const).map((key) => (
                    <Table.Th scope="col" key={key} ta="right">
                      {c(key)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Th scope="row" fw={400} style={{ whiteSpace: "nowrap" }}>
                      <time dateTime={r.monthKey}>{r.monthLabel}</time>
                    </Table.Th>
                    <Table.Td>{t(`coaching.enums.taCategory.${r.category}`)}</Table.Td>
                    <Table.Td {...num}>{n(r.sessions)}</Table.Td>
                    <Table.Td {...num}>{n(r.clients)}</Table.Td>
                    <Table.Td {...num}>{h(r.contact)}</Table.Td>
                    <Table.Td {...num}>{h(r.prep)}</Table.Td>
                    <Table.Td {...num}>{h(r.travel)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr data-testid="ta-totals-row" fw={700}>
                  <Table.Th scope="row" colSpan={2}>
                    {t("partnerReports.ta.total")}
                  </Table.Th>
                  <Table.Td {...num}>{n(totals.sessions)}</Table.Td>
                  <Table.Td {...num}>
                    <span aria-hidden="true">—</span>
                    <span className="compass-visually-hidden">{t("partnerReports.ta.notAdded")}</span>
                  </Table.Td>
                  <Table.Td {...num}>{h(totals.contact)}</Table.Td>
                  <Table.Td {...num}>{h(totals.prep)}</Table.Td>
                  <Table.Td {...num}>{h(totals.travel)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </TableScroll>
          <Text size="sm">{t("partnerReports.ta.clientsNote")}</Text>
        </Stack>
      </Paper>

      <TADownload admin={admin} values={scope.values} today={scope.today} />
    </Stack>
  );
}
