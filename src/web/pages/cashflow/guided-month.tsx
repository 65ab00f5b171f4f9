/**
 * Phones: one column of the worksheet at a time (pre-startup, then each month; or a past year's
 * months), every line as a labelled field from top to bottom, that column's totals after them, and
 * Previous / Next (and a 'Go to' list) to move between columns. The same model, checks and
 * keyboard rules as the whole-year grid (Enter moves to the next field; a pasted row fills the
 * following months).
 */
import { Button, Group, NativeSelect, Stack, Title } from "@mantine/core";
import { memo } from "react";
import { LABEL_MAX_CHARACTERS } from "../../../shared/cashflow";
import { IconChevronLeft, IconChevronRight, IconPlus, IconTrash } from "../../icons";
import { AmountInput } from "./amount-input";
import type { SheetFigures } from "./cashflow-figures";
import { cellDomId, PRE, PRESTARTUP_ROW, targetDomId, type FigureName, type HeadingName, type ListField, type RowValues, type SheetRow } from "./cashflow-model";
import { rowName, type SheetContext } from "./sheet-context";
import { FigureValue, NO_ROW_ERRORS, type RowErrors } from "./worksheet-grid";

interface GuidedRowProps {
  ctx: SheetContext;
  rowId: string;
  period: string;
  lineLabel: string;
  listLabel?: string;
  listIndex?: number;
  value: bigint;
  cellError?: string;
  labelError?: string;
}

const GuidedRow = memo(function GuidedRow(props: GuidedRowProps) {
  const { ctx, rowId } = props;
  const name = rowName(ctx, props.lineLabel, props.listLabel, props.listIndex);
  const amount = (
    <AmountInput
      id={cellDomId(rowId, props.period)}
      rowId={rowId}
      period={props.period}
      value={props.value}
      label={name}
      visibleLabel={name}
      error={props.cellError}
      actions={ctx.actions}
      messages={ctx.messages}
      format={ctx.format}
      variant="guided"
    />
  );
  if (props.listIndex === undefined) return amount;
  const labelId = targetDomId({ kind: "label", rowId });
  return (
    <div className="cf-guided-list-row">
      <div className="cf-field">
        <label htmlFor={labelId} className="cf-field-label">
          {ctx.text.listName(props.lineLabel, props.listIndex + 1)}
        </label>
        <div className="cf-listhead">
          <input
            id={labelId}
            className="cf-label-input"
            type="text"
            value={props.listLabel ?? ""}
            maxLength={LABEL_MAX_CHARACTERS}
            placeholder={ctx.text.namePlaceholder}
            aria-invalid={props.labelError ? true : undefined}
            aria-describedby={props.labelError ? `${labelId}-msg` : undefined}
            onChange={(event) => ctx.actions.onRename(rowId, event.target.value)}
          />
          <button type="button" className="cf-icon-button" aria-label={ctx.text.remove(name)} onClick={() => ctx.actions.onRemove(rowId)}>
            <IconTrash size={18} aria-hidden="true" />
          </button>
        </div>
        {props.labelError ? (
          <div id={`${labelId}-msg`} className="cf-field-error">
            {props.labelError}
          </div>
        ) : null}
      </div>
      {amount}
    </div>
  );
});

export interface GuidedMonthProps {
  ctx: SheetContext;
  index: number;
  onStep(index: number): void;
  rows: readonly SheetRow[];
  values: Readonly<Record<string, RowValues>>;
  lineLabels: Readonly<Record<string, string>>;
  figureLabels: Readonly<Record<FigureName | HeadingName, string>>;
  figures: SheetFigures;
  prestartup: bigint;
  errors: ReadonlyMap<string, RowErrors>;
  prestartupError?: string;
  text: { step: string; previous: string; next: string; goTo: string; figures: string };
}

const SUMMARY: readonly FigureName[] = ["cashOnHand", "totalReceipts", "totalAvailable", "operatingSubtotal", "totalPaidOut", "cashPosition", "netCashFlow"];

export function GuidedMonth(props: GuidedMonthProps) {
  const { ctx, index } = props;
  const period = ctx.columns[index]!;
  const count = ctx.columns.length;
  const headingId = "cf-guided-heading";
  const nav = (where: "top" | "bottom") => (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Button variant="default" leftSection={<IconChevronLeft size={18} aria-hidden="true" />} disabled={index === 0} onClick={() => props.onStep(index - 1)} data-testid={`guided-previous-${where}`}>
        {props.text.previous}
      </Button>
      <Button variant="default" rightSection={<IconChevronRight size={18} aria-hidden="true" />} disabled={index >= count - 1} onClick={() => props.onStep(index + 1)} data-testid={`guided-next-${where}`}>
        {props.text.next}
      </Button>
    </Group>
  );
  const figureRows = SUMMARY.filter((f) => props.rows.some((r) => r.kind === "figure" && r.figure === f)).filter((f) => props.figures[f].values[index] != null);
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} data-testid="cashflow-guided">
      <Title order={2} size="h3" id={headingId} tabIndex={-1} data-testid="guided-heading">
        {props.text.step}
      </Title>
      <NativeSelect
        label={props.text.goTo}
        value={String(index)}
        onChange={(event) => props.onStep(Number(event.currentTarget.value))}
        data={ctx.columnLabels.map((label, i) => ({ value: String(i), label }))}
      />
      {nav("top")}
      <Stack gap="sm">
        {period === PRE ? (
          <AmountInput
            id={cellDomId(PRESTARTUP_ROW, PRE)}
            rowId={PRESTARTUP_ROW}
            period={PRE}
            value={props.prestartup}
            label={props.figureLabels.cashOnHand}
            visibleLabel={props.figureLabels.cashOnHand}
            error={props.prestartupError}
            actions={ctx.actions}
            messages={ctx.messages}
            format={ctx.format}
            variant="guided"
          />
        ) : null}
        {props.rows.map((row) => {
          switch (row.kind) {
            case "heading":
              return (
                <Title key={`h-${row.heading}`} order={3} size="h4" mt="sm">
                  {props.figureLabels[row.heading]}
                </Title>
              );
            case "add": {
              const full = ctx.fullLists.has(row.line.field as ListField);
              return (
                <div key={`add-${row.line.field}`}>
                  <button type="button" className="cf-add-button" onClick={() => ctx.actions.onAdd(row.line.field)} disabled={full} id={targetDomId({ kind: "list", field: row.line.field })}>
                    <IconPlus size={16} aria-hidden="true" />
                    <span>{ctx.text.add(props.lineLabels[row.line.id]!)}</span>
                  </button>
                  {full ? <div className="cf-note">{ctx.text.full}</div> : null}
                </div>
              );
            }
            case "figure":
              return null;
            case "input": {
              const errors = props.errors.get(row.rowId) ?? NO_ROW_ERRORS;
              return (
                <GuidedRow
                  key={row.rowId}
                  ctx={ctx}
                  rowId={row.rowId}
                  period={period}
                  lineLabel={props.lineLabels[row.line.id]!}
                  listLabel={row.listRow?.label}
                  listIndex={row.listIndex}
                  value={props.values[row.rowId]?.[period] ?? 0n}
                  cellError={errors.cells[period]}
                  labelError={errors.label}
                />
              );
            }
          }
        })}
      </Stack>
      {figureRows.length > 0 ? (
        <Stack gap={4} component="section" aria-labelledby="cf-guided-figures" className="cf-guided-figures" data-testid="guided-figures">
          <Title order={3} size="h4" id="cf-guided-figures">
            {props.text.figures}
          </Title>
          <dl className="cf-figure-list">
            {figureRows.map((f) => (
              <div key={f} data-figure={f}>
                <dt>{props.figureLabels[f]}</dt>
                <dd>
                  <FigureValue ctx={ctx} value={props.figures[f].values[index] ?? null} warn={f === "cashPosition"} />
                </dd>
              </div>
            ))}
          </dl>
        </Stack>
      ) : null}
      {nav("bottom")}
    </Stack>
  );
}
