/**
 * Years at a glance: an existing business's past years as entered (the worksheet's `history`:
 * yearly totals), the starting year as projected on the worksheet, and the years after it as the
 * worksheet projects them from the change percents the learner types here.
 */
import { Stack, Text, Title } from "@mantine/core";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { HISTORY_YEARS, MAX_PROJECTED_YEARS, PERCENT_MAX, PERCENT_MIN, type Worksheet } from "../../../shared/cashflow";
import { parsePercentText } from "./cashflow-input";
import { targetDomId, type CashflowModel, type PercentKind } from "./cashflow-model";

interface PercentInputProps {
  kind: PercentKind;
  index: number;
  value: number | null;
  label: string;
  error?: string;
  onPercent(kind: PercentKind, index: number, value: number | null): void;
  invalidText: string;
  rangeText: string;
}

const PercentInput = memo(function PercentInput(props: PercentInputProps) {
  const [text, setText] = useState<string | null>(null);
  const reading = text === null ? null : parsePercentText(text);
  const outOfRange = props.value !== null && (props.value < PERCENT_MIN || props.value > PERCENT_MAX);
  const message = reading && !reading.ok ? props.invalidText : (props.error ?? (outOfRange ? props.rangeText : undefined));
  const id = targetDomId({ kind: "percent", percent: props.kind, index: props.index });
  return (
    <div className="cf-cell-box cf-percent-box">
      <input
        id={id}
        className="cf-amount cf-percent"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        aria-label={props.label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-msg` : undefined}
        value={text ?? (props.value === null ? "" : String(props.value))}
        onFocus={() => setText(props.value === null ? "" : String(props.value))}
        onBlur={() => setText(null)}
        onChange={(event) => {
          setText(event.target.value);
          const read = parsePercentText(event.target.value);
          if (read.ok) props.onPercent(props.kind, props.index, read.value);
        }}
      />
      <span className="cf-unit" aria-hidden="true">
        %
      </span>
      {message ? (
        <div id={`${id}-msg`} className="cf-inline-error">
          {message}
        </div>
      ) : null}
    </div>
  );
});

export interface YearsSummaryProps {
  worksheet: Worksheet;
  model: Pick<CashflowModel, "history" | "revenueChange" | "expenseChange">;
  onPercent(kind: PercentKind, index: number, value: number | null): void;
  errors: ReadonlyMap<string, string>;
  money: Intl.NumberFormat;
}

interface Column {
  key: string;
  title: string;
  note: string;
  revenue: bigint | null;
  expenses: bigint | null;
  net: bigint | null;
  /** Index of the change percents (years after the starting year). */
  projected?: number;
}

export function YearsSummary(props: YearsSummaryProps) {
  const { t } = useTranslation();
  const { worksheet, money } = props;
  const yearName: Record<number, string> = { 2: t("cashflow.figures.yearMinus1"), 3: t("cashflow.figures.yearMinus2"), 4: t("cashflow.figures.yearMinus3") };
  const columns: Column[] = [];
  for (const year of [...HISTORY_YEARS].reverse()) {
    if (props.model.history[year] === "off") continue;
    const h = worksheet.history.find((y) => y.year === year);
    columns.push({
      key: `h${year}`,
      title: yearName[year]!,
      note: t("cashflow.years.actual"),
      revenue: h?.revenue ?? 0n,
      expenses: h?.operatingExpenses ?? 0n,
      net: h ? h.revenue - h.operatingExpenses : 0n,
    });
  }
  columns.push({
    key: "start",
    title: t("cashflow.figures.startingYear"),
    note: t("cashflow.years.projected"),
    revenue: worksheet.startingYear.revenue,
    expenses: worksheet.startingYear.operatingExpenses,
    net: worksheet.startingYear.net,
  });
  for (let i = 0; i < MAX_PROJECTED_YEARS; i++) {
    const p = worksheet.projection[i];
    columns.push({
      key: `p${i}`,
      title: t("cashflow.years.yearN", { n: i + 2 }),
      note: t("cashflow.years.projected"),
      revenue: p?.revenue ?? null,
      expenses: p?.operatingExpenses ?? null,
      net: p?.net ?? null,
      projected: i,
    });
  }
  const cell = (value: bigint | null) => (value === null ? t("cashflow.years.none") : money.format(value));
  const percentRow = (kind: PercentKind, label: string) => (
    <tr>
      <th scope="row" className="cf-rowhead">
        {label}
      </th>
      {columns.map((c) =>
        c.projected === undefined ? (
          <td key={c.key} />
        ) : (
          <td key={c.key} className="cf-cell">
            <PercentInput
              kind={kind}
              index={c.projected}
              value={(kind === "revenue" ? props.model.revenueChange : props.model.expenseChange)[c.projected] ?? null}
              label={t(kind === "revenue" ? "cashflow.years.revenueChange" : "cashflow.years.expenseChange", { n: c.projected + 2 })}
              error={props.errors.get(`percent:${kind}:${c.projected}`)}
              onPercent={props.onPercent}
              invalidText={t("cashflow.errors.percentInvalid")}
              rangeText={t("cashflow.errors.percent")}
            />
          </td>
        ),
      )}
    </tr>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="cf-years-heading" data-testid="cashflow-years">
      <Title order={2} size="h3" id="cf-years-heading">
        {t("cashflow.years.heading")}
      </Title>
      <Text size="sm">{t("cashflow.years.intro")}</Text>
      <div className="cf-grid-scroll cf-years-scroll" role="region" aria-labelledby="cf-years-heading">
        <table className="cf-grid cf-years">
          <thead>
            <tr>
              <th scope="col" className="cf-corner">
                {t("cashflow.years.line")}
              </th>
              {columns.map((c) => (
                <th scope="col" key={c.key}>
                  {c.title}
                  <span className="cf-col-note"> {c.note}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="cf-rowhead">
                {t("cashflow.figures.revenue")}
              </th>
              {columns.map((c) => (
                <td key={c.key}>{cell(c.revenue)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="cf-rowhead">
                {t("cashflow.figures.operatingExpenses")}
              </th>
              {columns.map((c) => (
                <td key={c.key}>{cell(c.expenses)}</td>
              ))}
            </tr>
            <tr className="cf-figure">
              <th scope="row" className="cf-rowhead">
                {t("cashflow.figures.net")}
              </th>
              {columns.map((c) => (
                <td key={c.key}>{cell(c.net)}</td>
              ))}
            </tr>
            {percentRow("revenue", t("cashflow.figures.revenueChange"))}
            {percentRow("expense", t("cashflow.figures.expenseChange"))}
          </tbody>
        </table>
      </div>
      <Text size="sm" c="dimmed">
        {t("cashflow.years.changeHint")}
      </Text>
    </Stack>
  );
}
