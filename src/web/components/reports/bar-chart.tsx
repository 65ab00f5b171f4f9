/**
 * One bar chart of a report page — the partner dashboard, the impact pages — (@mantine/charts over
 * recharts), loaded lazily by its card (chart-card.tsx, React.lazy) so the headline figures do not
 * wait for the charting code; its stylesheet
 * comes with this chunk (scripts/web-build/vite-mantine-css.ts adds `@mantine/charts`' CSS to the module that
 * imports it). The picture is an image with its summary as the accessible name; the card around it
 * holds the same figures as a table (chart-card.tsx). Horizontal bars (`vertical`) suit long
 * category names on a phone.
 */
import { BarChart } from "@mantine/charts";

export interface BarChartProps {
  data: Record<string, string | number>[];
  /** The key of each bar's name in `data`. */
  dataKey: string;
  series: { name: string; label: string; color: string }[];
  stacked?: boolean;
  /** Bars along the y axis, names on the left (long names). */
  vertical?: boolean;
  /** The chart in words: its accessible name. */
  summary: string;
  valueFormatter: (value: number) => string;
  height: number;
  testId: string;
}

export default function ReportBarChart(props: BarChartProps) {
  return (
    <div role="img" aria-label={props.summary} data-testid={props.testId}>
      <BarChart
        h={props.height}
        data={props.data}
        dataKey={props.dataKey}
        series={props.series}
        type={props.stacked ? "stacked" : "default"}
        orientation={props.vertical ? "vertical" : "horizontal"}
        valueFormatter={props.valueFormatter}
        withLegend={props.series.length > 1}
        legendProps={{ verticalAlign: "bottom" }}
        tickLine={props.vertical ? "x" : "y"}
        gridAxis={props.vertical ? "y" : "x"}
        textColor="gray.8"
        yAxisProps={props.vertical ? { width: 128 } : { width: 40, allowDecimals: false }}
        xAxisProps={props.vertical ? { allowDecimals: true } : { minTickGap: 8 }}
        maxBarWidth={40}
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
