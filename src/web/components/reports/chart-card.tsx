/**
 * A report's chart with its text alternative (the partner dashboard, the impact pages): a titled
 * card, the chart (an image named by a summary in words, loaded lazily with a skeleton in its
 * place), and the same figures as a table —
 * there for screen readers all along (visually hidden), shown to everyone with the 'Show the
 * figures as a table' toggle (aria-expanded), in its own sideways scroll on a phone.
 */
import { Button, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BarChartProps } from "./bar-chart";
import { TableScroll } from "./report-figures";

/** @mantine/charts and recharts: only with a page's charts, after the figures. */
const ReportBarChart = lazy(() => import("./bar-chart"));

export interface ChartCardProps {
  id: string;
  title: string;
  description: string;
  /** Without a chart (nothing to draw): this note instead, and no table. */
  emptyNote?: string | null;
  /** A note under the chart (e.g. every month was zero). */
  note?: string | null;
  chart: BarChartProps;
  /** The figures' table (a <Table> with its caption). */
  table: ReactNode;
}

export function ChartCard(props: ChartCardProps) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const headingId = `${props.id}-heading`;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId} data-testid={props.id} style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4" id={headingId}>
            {props.title}
          </Title>
          <Text size="sm">{props.description}</Text>
        </Stack>
        {props.emptyNote ? (
          <Text data-testid={`${props.id}-empty`}>{props.emptyNote}</Text>
        ) : (
          <>
            <Suspense fallback={<Skeleton h={props.chart.height} radius="md" aria-hidden="true" />}>
              <ReportBarChart {...props.chart} />
            </Suspense>
            {props.note ? <Text size="sm">{props.note}</Text> : null}
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ alignSelf: "flex-start" }}
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((v) => !v)}
            >
              {showTable ? t("common.hideTable") : t("common.showTable")}
            </Button>
            <div id={tableId} className={showTable ? undefined : "compass-visually-hidden"} data-testid={`${props.id}-table`}>
              {showTable ? <TableScroll labelledBy={headingId}>{props.table}</TableScroll> : props.table}
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
