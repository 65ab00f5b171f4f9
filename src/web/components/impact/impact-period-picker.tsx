/**
 * The impact pages' period picker (issue #40 §6): the administrators' dashboard and the partner
 * bank's impact page. A federal fiscal year, optionally one of its quarters, the page's own fields
 * (an administrator's coach or bank: `children`) and whether milestones still awaiting verification
 * or the client's confirmation count; below, the days shown. Everything is kept in the address
 * (impact-period.ts), replaced rather than pushed, so a change does not fill the history.
 */
import { Checkbox, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useCallback, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { calendarDateText, todayIso } from "../../i18n/formats";
import { impactPeriodOf, includesReported, paramsWith, PERIOD_PARAMS, yearsOffered } from "./impact-period";
import "../../i18n/en/impact-summary";

/** The period the address holds, and `set` to change one of the address's fields. */
export function useImpactPeriod() {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const key = params.toString();
  const period = useMemo(() => impactPeriodOf(new URLSearchParams(key), today), [key, today]);
  const set = useCallback((name: string, value: string) => setParams((current) => paramsWith(current, name, value, today), { replace: true }), [setParams, today]);
  return { params, today, period, includeReported: includesReported(params), set };
}

export type ImpactPeriodState = ReturnType<typeof useImpactPeriod>;

export function ImpactPeriodPicker(props: { state: ImpactPeriodState; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { period, includeReported, set, today } = props.state;
  const years = yearsOffered(today);
  const monthsOf = (q: number) => t(`impactSummary.months.q${q}`);
  return (
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
            onChange={(e) => set(PERIOD_PARAMS.fiscalYear, e.currentTarget.value)}
            data={years.map((y) => ({ value: String(y), label: t("impactSummary.period.fiscalYearOption", { year: y, start: y - 1 }) }))}
          />
          <NativeSelect
            id="impact-quarter"
            label={t("impactSummary.period.quarter")}
            value={period.quarter ? String(period.quarter) : ""}
            onChange={(e) => set(PERIOD_PARAMS.quarter, e.currentTarget.value)}
            data={[
              { value: "", label: t("impactSummary.period.wholeYear") },
              ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: t("impactSummary.period.quarterOption", { quarter: q, months: monthsOf(q) }) })),
            ]}
          />
          {props.children}
        </SimpleGrid>
        <Checkbox
          id="impact-reported"
          label={t("impactSummary.period.includeReported")}
          checked={includeReported}
          onChange={(e) => set(PERIOD_PARAMS.reported, e.currentTarget.checked ? "1" : "")}
        />
        <Text size="sm" data-testid="impact-period">
          {t("impactSummary.period.shown", { start: calendarDateText(period.start, i18n.language), end: calendarDateText(period.end, i18n.language) })}
        </Text>
      </Stack>
    </Paper>
  );
}
