/**
 * The cash position at the end of each column (pre-startup and the 12 months) as bars, below zero
 * in the error colour — loaded only by this page (React.lazy), so @mantine/charts and recharts
 * never reach another route. Its stylesheet comes with it: the build adds `@mantine/charts`'
 * CSS to the module that imports it (scripts/web-build/vite-mantine-css.ts), i.e. to this lazy chunk.
 * The picture is summarised in words for screen readers; the worksheet holds every figure.
 */
import { BarChart } from "@mantine/charts";

export interface CashPositionChartProps {
  data: { column: string; cash: number }[];
  /** The chart in words (its accessible name). */
  summary: string;
  seriesLabel: string;
  /** The axis' amounts ("$12K", "-$2.5K"). */
  format: (value: number) => string;
}

export default function CashPositionChart(props: CashPositionChartProps) {
  return (
    <div role="img" aria-label={props.summary} data-testid="cash-position-chart">
      <BarChart
        h={260}
        data={props.data}
        dataKey="column"
        series={[{ name: "cash", label: props.seriesLabel, color: "compass.6" }]}
        getBarColor={(value) => (value < 0 ? "red.9" : "compass.6")}
        valueFormatter={props.format}
        withTooltip={false}
        tickLine="y"
        gridAxis="y"
        textColor="gray.8"
        yAxisProps={{ width: 64 }}
        referenceLines={[{ y: 0, color: "gray.7" }]}
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
