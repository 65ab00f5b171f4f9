/**
 * The whole year at once, laid out like SCORE's 12-month cash-flow worksheet: a table whose line
 * names (row headers) and column headers (Pre-startup, the months in fiscal order, Total) stay in
 * view while it scrolls, an input per line per column, and the computed rows between them. Rows
 * are memoised (sheet-context.ts): typing re-renders the cell, its row's total and the figures.
 */
import { memo } from "react";
import { LABEL_MAX_CHARACTERS } from "../../../shared/cashflow";
import { IconAlertTriangle, IconPlus, IconTrash } from "../../icons";
import { AmountInput } from "./amount-input";
import type { FigureRow, SheetFigures } from "./cashflow-figures";
import { cellDomId, PRE, PRESTARTUP_ROW, targetDomId, type FigureName, type HeadingName, type ListField, type RowValues, type SheetRow } from "./cashflow-model";
import { rowName, type SheetContext } from "./sheet-context";

const EMPTY_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

export interface RowErrors {
  /** By period. */
  cells: Readonly<Record<string, string>>;
  label?: string;
}
export const NO_ROW_ERRORS: RowErrors = Object.freeze({ cells: EMPTY_ERRORS });

interface InputRowProps {
  ctx: SheetContext;
  rowId: string;
  lineLabel: string;
  listField?: ListField;
  listLabel?: string;
  listIndex?: number;
  values: RowValues;
  errors: RowErrors;
  nonCash: boolean;
}

export const InputRow = memo(function InputRow(props: InputRowProps) {
  const { ctx, rowId, values, errors } = props;
  const name = rowName(ctx, props.lineLabel, props.listLabel, props.listIndex);
  const total = ctx.columns.reduce((sum, c) => sum + (values[c] ?? 0n), 0n);
  const labelId = targetDomId({ kind: "label", rowId });
  return (
    <tr className={props.nonCash ? "cf-row cf-row-noncash" : "cf-row"}>
      <th scope="row" className="cf-rowhead">
        {props.listIndex === undefined ? (
          props.lineLabel
        ) : (
          <div className="cf-listhead">
            <input
              id={labelId}
              className="cf-label-input"
              type="text"
              value={props.listLabel ?? ""}
              maxLength={LABEL_MAX_CHARACTERS}
              placeholder={ctx.text.namePlaceholder}
              aria-label={ctx.text.listName(props.lineLabel, props.listIndex + 1)}
              aria-invalid={errors.label ? true : undefined}
              aria-describedby={errors.label ? `${labelId}-msg` : undefined}
              onChange={(event) => ctx.actions.onRename(rowId, event.target.value)}
            />
            <button type="button" className="cf-icon-button" aria-label={ctx.text.remove(name)} onClick={() => ctx.actions.onRemove(rowId)}>
              <IconTrash size={18} aria-hidden="true" />
            </button>
            {errors.label ? (
              <div id={`${labelId}-msg`} className="cf-label-error">
                {errors.label}
              </div>
            ) : null}
          </div>
        )}
      </th>
      {ctx.columns.map((period, i) => (
        <td key={period} className="cf-cell">
          <AmountInput
            id={cellDomId(rowId, period)}
            rowId={rowId}
            period={period}
            value={values[period] ?? 0n}
            label={ctx.text.cellLabel(name, ctx.columnLabels[i]!)}
            error={errors.cells[period]}
            actions={ctx.actions}
            messages={ctx.messages}
            format={ctx.format}
            variant="grid"
          />
        </td>
      ))}
      {ctx.showTotal ? <td className="cf-total">{ctx.money.format(total)}</td> : null}
    </tr>
  );
});

function HeadingRow(props: { ctx: SheetContext; label: string; heading: HeadingName }) {
  return (
    <tr className={`cf-heading cf-heading-${props.heading}`}>
      <th scope="rowgroup" className="cf-rowhead">
        {props.label}
      </th>
      <td colSpan={props.ctx.columns.length + (props.ctx.showTotal ? 1 : 0)} />
    </tr>
  );
}

function AddRow(props: { ctx: SheetContext; field: ListField; lineLabel: string }) {
  const { ctx } = props;
  const full = ctx.fullLists.has(props.field);
  return (
    <tr className="cf-add">
      <th scope="row" className="cf-rowhead">
        <button type="button" className="cf-add-button" onClick={() => ctx.actions.onAdd(props.field)} disabled={full} id={targetDomId({ kind: "list", field: props.field })}>
          <IconPlus size={16} aria-hidden="true" />
          <span>{ctx.text.add(props.lineLabel)}</span>
        </button>
        {full ? <div className="cf-note">{ctx.text.full}</div> : null}
      </th>
      <td colSpan={ctx.columns.length + (ctx.showTotal ? 1 : 0)} />
    </tr>
  );
}

/** A figure's cell: the amount, and below zero a warning in words (not colour only). */
export function FigureValue(props: { ctx: SheetContext; value: bigint | null; warn: boolean }) {
  if (props.value === null) return null;
  const text = props.ctx.money.format(props.value);
  if (!props.warn || props.value >= 0n) return <>{text}</>;
  return (
    <span className="cf-negative">
      <span>{text}</span>
      <span className="cf-negative-note">
        <IconAlertTriangle size={14} aria-hidden="true" />
        {props.ctx.text.negative}
      </span>
    </span>
  );
}

function FigureRowView(props: { ctx: SheetContext; label: string; figure: FigureName; row: FigureRow; prestartup?: bigint; prestartupError?: string }) {
  const { ctx, row } = props;
  const warn = props.figure === "cashPosition";
  return (
    <tr className={`cf-figure cf-figure-${props.figure}`} data-figure={props.figure}>
      <th scope="row" className="cf-rowhead">
        {props.label}
      </th>
      {ctx.columns.map((period, i) =>
        props.prestartup !== undefined && period === PRE ? (
          <td key={period} className="cf-cell">
            <AmountInput
              id={cellDomId(PRESTARTUP_ROW, PRE)}
              rowId={PRESTARTUP_ROW}
              period={PRE}
              value={props.prestartup}
              label={ctx.text.cellLabel(props.label, ctx.columnLabels[i]!)}
              error={props.prestartupError}
              actions={ctx.actions}
              messages={ctx.messages}
              format={ctx.format}
              variant="grid"
            />
          </td>
        ) : (
          <td key={period} data-period={period}>
            <FigureValue ctx={ctx} value={row.values[i] ?? null} warn={warn} />
          </td>
        ),
      )}
      {ctx.showTotal ? (
        <td className="cf-total">
          <FigureValue ctx={ctx} value={row.total} warn={warn} />
        </td>
      ) : null}
    </tr>
  );
}

export interface WorksheetGridProps {
  ctx: SheetContext;
  caption: string;
  rows: readonly SheetRow[];
  values: Readonly<Record<string, RowValues>>;
  lineLabels: Readonly<Record<string, string>>;
  figureLabels: Readonly<Record<FigureName | HeadingName, string>>;
  figures: SheetFigures;
  prestartup: bigint;
  errors: ReadonlyMap<string, RowErrors>;
  prestartupError?: string;
}

const EMPTY_VALUES: RowValues = Object.freeze({});

export function WorksheetGrid(props: WorksheetGridProps) {
  const { ctx } = props;
  return (
    <div className="cf-grid-scroll" role="region" aria-label={props.caption} data-testid="cashflow-grid">
      <table className="cf-grid">
        <caption className="compass-visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="cf-corner">
              {ctx.text.line}
            </th>
            {ctx.columnLabels.map((label, i) => (
              <th scope="col" key={ctx.columns[i]}>
                {label}
              </th>
            ))}
            {ctx.showTotal ? <th scope="col">{ctx.text.total}</th> : null}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            switch (row.kind) {
              case "heading":
                return <HeadingRow key={`h-${row.heading}`} ctx={ctx} heading={row.heading} label={props.figureLabels[row.heading]} />;
              case "add":
                return <AddRow key={`add-${row.line.field}`} ctx={ctx} field={row.line.field} lineLabel={props.lineLabels[row.line.id]!} />;
              case "figure":
                return (
                  <FigureRowView
                    key={`f-${row.figure}`}
                    ctx={ctx}
                    figure={row.figure}
                    label={props.figureLabels[row.figure]}
                    row={props.figures[row.figure]}
                    prestartup={row.figure === "cashOnHand" ? props.prestartup : undefined}
                    prestartupError={props.prestartupError}
                  />
                );
              case "input":
                return (
                  <InputRow
                    key={row.rowId}
                    ctx={ctx}
                    rowId={row.rowId}
                    lineLabel={props.lineLabels[row.line.id]!}
                    listField={row.line.list ? row.line.field : undefined}
                    listLabel={row.listRow?.label}
                    listIndex={row.listIndex}
                    values={props.values[row.rowId] ?? EMPTY_VALUES}
                    errors={props.errors.get(row.rowId) ?? NO_ROW_ERRORS}
                    nonCash={row.line.section === "non-cash"}
                  />
                );
            }
          })}
        </tbody>
      </table>
    </div>
  );
}
