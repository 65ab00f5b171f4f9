/**
 * The impact figures (issue #40 §6) as both impact pages show them — the administrators' dashboard
 * (/admin/impact) and the partner bank's (/partner/report/impact): at a glance (jobs created and
 * retained, capital accessed and how much came through this program, business starts, revenue
 * change, certifications, clients, counseling); charts by fiscal quarter (jobs; capital) and of
 * capital by type, each an image named in words with its figures as a table (chart-card.tsx);
 * then the tables — by fiscal quarter, capital by type and by source, and for administrators by
 * coach and by referral partner (`groups`; a partner's summary has none, and never a name). Each
 * table in its own sideways scroll on a phone. An empty period says so.
 */
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CapitalTotal, ImpactFigures, ImpactGroup, ImpactSummary } from "../../../gen/compass/v1/compass_pb";
import { CapitalType, MilestoneKind } from "../../../gen/compass/v1/compass_pb";
import { ChartCard } from "../reports/chart-card";
import { Figure, TableScroll } from "../reports/report-figures";
import { hoursText, numberFormat } from "../../i18n/formats";
import { jobsCreated, jobsRetained, nothingToDraw, quarterBars, type QuarterBar } from "./impact-period";
import "../../i18n/en/impact-summary";

function useFormats() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const whole = numberFormat(i18n.language, { maximumFractionDigits: 0 });
    const money = numberFormat(i18n.language, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    return {
      n: (v: number) => whole.format(v),
      usd: (v: bigint | number) => money.format(v),
      signedUsd: (v: bigint) => (v > 0n ? `+${money.format(v)}` : money.format(v)),
      hours: (v: number) => hoursText(v, i18n.language),
    };
  }, [i18n.language]);
}

/**
 * Which records are behind a figure: the milestones of a kind, of a capital type or source, or those
 * still awaiting (nothing set: every counted one); or the TA sessions (sessions, hours, clients counseled).
 */
export interface RecordsSelection {
  kind?: MilestoneKind;
  awaiting?: boolean;
  capitalType?: CapitalType;
  /** A capital source as the summary groups them ("" for none given). */
  capitalSource?: string;
  sessions?: boolean;
}

/** A narrower view of the same summary: one coach's, one partner bank's, or one fiscal quarter's. */
export interface Narrowing {
  coachUserId?: string;
  bankUserId?: string;
  quarter?: { fiscalYear: number; quarter: number };
}

/**
 * The summary of a period; `groups`: the by-coach and by-partner tables (administrators);
 * `emptyText`: what an empty period says; `recordsTo`: where a figure's records are listed
 * (administrators: every figure links to its milestones or sessions); `narrowTo`: where a row of the
 * quarters', coaches' and partners' tables is shown on its own (its name links there).
 */
export function ImpactSummaryView(props: {
  summary: ImpactSummary;
  includeReported: boolean;
  groups: boolean;
  emptyText?: string;
  recordsTo?: (selection: RecordsSelection) => string;
  narrowTo?: (narrowing: Narrowing) => string;
}) {
  const { summary, includeReported, groups, recordsTo, narrowTo } = props;
  const { t } = useTranslation();
  const records = (selection: RecordsSelection) => (recordsTo ? { to: recordsTo(selection), text: t("impactSummary.records.link") } : undefined);
  const f = useFormats();
  const totals = summary.totals!;
  const empty = totals.clientsWithMilestones === 0 && totals.sessions === 0 && totals.milestonesAwaiting === 0;
  if (empty) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="impact-empty">
        <Text>{props.emptyText ?? t("impactSummary.empty")}</Text>
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
            <Figure label={t("impactSummary.figures.jobsCreated")} value={f.n(jobsCreated(totals))} note={t("impactSummary.figures.jobsNote", { fullTime: f.n(totals.jobsCreatedFullTime), partTime: f.n(totals.jobsCreatedPartTime) })} testId="impact-jobs-created" link={records({ kind: MilestoneKind.JOBS_CREATED })} />
            <Figure label={t("impactSummary.figures.jobsRetained")} value={f.n(jobsRetained(totals))} note={t("impactSummary.figures.jobsNote", { fullTime: f.n(totals.jobsRetainedFullTime), partTime: f.n(totals.jobsRetainedPartTime) })} testId="impact-jobs-retained" link={records({ kind: MilestoneKind.JOBS_RETAINED })} />
            <Figure label={t("impactSummary.figures.capital")} value={f.usd(totals.capitalAmount)} note={t("impactSummary.figures.capitalNote", { count: totals.capitalCount, program: f.usd(totals.capitalThroughProgramAmount) })} testId="impact-capital" link={records({ kind: MilestoneKind.CAPITAL_ACCESSED })} />
            <Figure label={t("impactSummary.figures.starts")} value={f.n(totals.businessStarts)} testId="impact-starts" link={records({ kind: MilestoneKind.BUSINESS_STARTED })} />
            <Figure label={t("impactSummary.figures.revenue")} value={f.signedUsd(totals.revenueChange)} note={t("impactSummary.figures.revenueNote", { count: totals.revenueChangeClients })} testId="impact-revenue" link={records({ kind: MilestoneKind.ANNUAL_REVENUE })} />
            <Figure label={t("impactSummary.figures.certifications")} value={f.n(totals.certifications)} testId="impact-certifications" link={records({ kind: MilestoneKind.CERTIFICATION })} />
            <Figure label={t("impactSummary.figures.clients")} value={f.n(totals.clientsWithMilestones)} testId="impact-clients" link={records({})} />
            <Figure label={t("impactSummary.figures.counseled")} value={f.n(totals.clientsCounseled)} testId="impact-counseled" link={records({ sessions: true })} />
            <Figure label={t("impactSummary.figures.sessions")} value={f.n(totals.sessions)} testId="impact-sessions" link={records({ sessions: true })} />
            <Figure label={t("impactSummary.figures.hours")} value={f.hours(totals.counselingHours)} testId="impact-hours" link={records({ sessions: true })} />
          </SimpleGrid>
          {includeReported ? (
            <Text size="sm">{t("impactSummary.figures.awaitingCounted")}</Text>
          ) : totals.milestonesAwaiting > 0 ? (
            <Text size="sm" data-testid="impact-awaiting">
              {t("impactSummary.figures.awaiting", { count: totals.milestonesAwaiting })}
              {recordsTo ? (
                <>
                  {" "}
                  <Anchor component={Link} to={recordsTo({ awaiting: true })} underline="always" data-testid="impact-awaiting-records">
                    {t("impactSummary.records.awaitingLink")}
                  </Anchor>
                </>
              ) : null}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <ImpactCharts summary={summary} />
      <FiguresTable
        id="impact-quarters"
        title={t("impactSummary.quarters.heading")}
        caption={t("impactSummary.quarters.caption")}
        firstColumn={t("impactSummary.quarters.quarter")}
        rows={summary.quarters.map((q) => ({
          key: `${q.fiscalYear}-${q.quarter}`,
          name: t("impactSummary.quarters.label", { year: q.fiscalYear, quarter: q.quarter }),
          figures: q.figures!,
          to: narrowTo?.({ quarter: { fiscalYear: q.fiscalYear, quarter: q.quarter } }),
        }))}
      />
      <CapitalTable
        id="impact-capital-type"
        title={t("impactSummary.capital.byType")}
        totals={summary.capitalByType}
        label={(c) => capitalTypeName(t, c.type)}
        recordsTo={recordsTo && ((c) => recordsTo({ kind: MilestoneKind.CAPITAL_ACCESSED, capitalType: c.type }))}
      />
      <CapitalTable
        id="impact-capital-source"
        title={t("impactSummary.capital.bySource")}
        totals={summary.capitalBySource}
        label={(c) => c.source || t("impactSummary.capital.noSource")}
        recordsTo={recordsTo && ((c) => recordsTo({ kind: MilestoneKind.CAPITAL_ACCESSED, capitalSource: c.source }))}
      />
      {groups ? (
        <>
          <GroupTable id="impact-by-coach" title={t("impactSummary.groups.byCoach")} groups={summary.byCoach} none={t("impactSummary.groups.noCoach")} to={narrowTo && ((id) => narrowTo({ coachUserId: id }))} />
          <GroupTable id="impact-by-partner" title={t("impactSummary.groups.byPartner")} groups={summary.byPartner} none={t("impactSummary.groups.noPartner")} to={narrowTo && ((id) => narrowTo({ bankUserId: id }))} />
        </>
      ) : null}
    </Stack>
  );
}

const quarterName = (t: (key: string, values?: Record<string, unknown>) => string, b: QuarterBar) => t("impactSummary.quarters.label", { year: b.fiscalYear, quarter: b.quarter });

/** The charts: jobs and capital by fiscal quarter, capital by type. */
function ImpactCharts({ summary }: { summary: ImpactSummary }) {
  const { t } = useTranslation();
  const f = useFormats();
  const bars = useMemo(() => quarterBars(summary.quarters), [summary.quarters]);
  const first = bars[0];
  const last = bars[bars.length - 1];
  const span = first && last ? { first: quarterName(t, first), last: quarterName(t, last) } : { first: "", last: "" };
  const totals = summary.totals!;
  const types = summary.capitalByType;
  return (
    <Stack gap="sm" component="section" aria-labelledby="impact-charts-heading">
      <Title order={2} size="h3" id="impact-charts-heading">
        {t("impactSummary.charts.heading")}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard
          id="impact-chart-jobs"
          title={t("impactSummary.charts.jobs.title")}
          description={t("impactSummary.charts.jobs.description")}
          emptyNote={nothingToDraw(bars, ["jobsCreated", "jobsRetained"]) ? t("impactSummary.charts.jobs.none") : null}
          chart={{
            data: bars.map((b) => ({ quarter: quarterName(t, b), created: b.jobsCreated, retained: b.jobsRetained })),
            dataKey: "quarter",
            series: [
              { name: "created", label: t("impactSummary.columns.jobsCreated"), color: "compass.6" },
              { name: "retained", label: t("impactSummary.columns.jobsRetained"), color: "amber.7" },
            ],
            summary: t("impactSummary.charts.jobs.summary", { ...span, created: f.n(jobsCreated(totals)), retained: f.n(jobsRetained(totals)) }),
            valueFormatter: f.n,
            height: 240,
            testId: "impact-chart-jobs-image",
          }}
          table={
            <QuarterTable
              caption={t("impactSummary.charts.jobs.title")}
              bars={bars}
              columns={[
                { label: t("impactSummary.columns.jobsCreated"), value: (b) => f.n(b.jobsCreated) },
                { label: t("impactSummary.columns.jobsRetained"), value: (b) => f.n(b.jobsRetained) },
              ]}
            />
          }
        />
        <ChartCard
          id="impact-chart-capital"
          title={t("impactSummary.charts.capital.title")}
          description={t("impactSummary.charts.capital.description")}
          emptyNote={nothingToDraw(bars, ["capital"]) ? t("impactSummary.capital.none") : null}
          chart={{
            data: bars.map((b) => ({ quarter: quarterName(t, b), capital: b.capital, program: b.capitalThroughProgram })),
            dataKey: "quarter",
            series: [
              { name: "capital", label: t("impactSummary.columns.capital"), color: "compass.6" },
              { name: "program", label: t("impactSummary.columns.throughProgram"), color: "indigo.7" },
            ],
            summary: t("impactSummary.charts.capital.summary", { ...span, amount: f.usd(totals.capitalAmount), program: f.usd(totals.capitalThroughProgramAmount) }),
            valueFormatter: f.usd,
            height: 240,
            testId: "impact-chart-capital-image",
          }}
          table={
            <QuarterTable
              caption={t("impactSummary.charts.capital.title")}
              bars={bars}
              columns={[
                { label: t("impactSummary.columns.capital"), value: (b) => f.usd(b.capital) },
                { label: t("impactSummary.columns.throughProgram"), value: (b) => f.usd(b.capitalThroughProgram) },
              ]}
            />
          }
        />
      </SimpleGrid>
      <ChartCard
        id="impact-chart-types"
        title={t("impactSummary.charts.types.title")}
        description={t("impactSummary.charts.types.description")}
        emptyNote={types.length === 0 ? t("impactSummary.capital.none") : null}
        chart={{
          data: types.map((c) => ({ type: capitalTypeName(t, c.type), amount: Number(c.amount) })),
          dataKey: "type",
          series: [{ name: "amount", label: t("impactSummary.columns.amount"), color: "compass.6" }],
          vertical: true,
          summary: t("impactSummary.charts.types.summary", {
            parts: types.map((c) => t("impactSummary.charts.types.part", { type: capitalTypeName(t, c.type), amount: f.usd(c.amount), count: c.count })).join("; "),
          }),
          valueFormatter: f.usd,
          height: Math.max(160, 56 * types.length + 72),
          testId: "impact-chart-types-image",
        }}
        table={
          <Table striped verticalSpacing="xs">
            <Table.Caption>{t("impactSummary.charts.types.title")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("impactSummary.columns.type")}</Table.Th>
                <Table.Th scope="col" ta="end">{t("impactSummary.columns.count")}</Table.Th>
                <Table.Th scope="col" ta="end">{t("impactSummary.columns.amount")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {types.map((c) => (
                <Table.Tr key={c.type}>
                  <Table.Th scope="row" fw={400}>
                    {capitalTypeName(t, c.type)}
                  </Table.Th>
                  <Table.Td ta="end">{f.n(c.count)}</Table.Td>
                  <Table.Td ta="end">{f.usd(c.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        }
      />
    </Stack>
  );
}

/** A chart's figures by fiscal quarter. */
function QuarterTable(props: { caption: string; bars: QuarterBar[]; columns: { label: string; value: (b: QuarterBar) => string }[] }) {
  const { t } = useTranslation();
  return (
    <Table striped verticalSpacing="xs">
      <Table.Caption>{props.caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("impactSummary.quarters.quarter")}</Table.Th>
          {props.columns.map((c) => (
            <Table.Th scope="col" ta="end" key={c.label}>
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.bars.map((b) => (
          <Table.Tr key={b.key}>
            <Table.Th scope="row" fw={400}>
              {quarterName(t, b)}
            </Table.Th>
            {props.columns.map((c) => (
              <Table.Td ta="end" key={c.label}>
                {c.value(b)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The words for a type of capital (a table row, a records page's selection). */
export function capitalTypeName(t: (key: string) => string, type: CapitalType): string {
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

/** Figures by quarter, coach or partner; a row with `to` has its name link there. */
function FiguresTable(props: { id: string; title: string; caption: string; firstColumn: string; rows: { key: string; name: string; figures: ImpactFigures; to?: string | undefined }[] }) {
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
              <Table.Th scope="row">
                {r.to ? (
                  <Anchor component={Link} to={r.to} underline="always" data-testid={`${props.id}-narrow`}>
                    {r.name}
                  </Anchor>
                ) : (
                  r.name
                )}
              </Table.Th>
              <Table.Td ta="end">{f.n(jobsCreated(r.figures))}</Table.Td>
              <Table.Td ta="end">{f.n(jobsRetained(r.figures))}</Table.Td>
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

/** Capital accessed by type or by source; `recordsTo`: each row's name links to its milestones. */
function CapitalTable(props: { id: string; title: string; totals: CapitalTotal[]; label: (c: CapitalTotal) => string; recordsTo?: ((c: CapitalTotal) => string) | undefined }) {
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
              <Table.Th scope="row">
                {props.recordsTo ? (
                  <Anchor component={Link} to={props.recordsTo(c)} underline="always" data-testid={`${props.id}-records`}>
                    {props.label(c)}
                  </Anchor>
                ) : (
                  props.label(c)
                )}
              </Table.Th>
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

function GroupTable(props: { id: string; title: string; groups: ImpactGroup[]; none: string; to?: ((userId: string) => string) | undefined }) {
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
      rows={props.groups.map((g) => ({ key: g.userId || "none", name: g.userId ? g.name : props.none, figures: g.figures!, to: g.userId ? props.to?.(g.userId) : undefined }))}
    />
  );
}

