/**
 * What every row of a sheet needs and what changes rarely (the columns, their names, the
 * callbacks, the formats, the words), gathered in one object the editor memoises: a row is then
 * re-rendered only when its own amounts, name or problems change, or the figures it shows.
 */
import type { AmountActions, AmountMessages } from "./amount-input";
import type { ListField, SheetYear } from "./cashflow-model";

export interface SheetActions extends AmountActions {
  onRename(rowId: string, label: string): void;
  onRemove(rowId: string): void;
  onAdd(field: ListField): void;
}

export interface SheetText {
  /** "{line}, {column}" (and the year for a past year). */
  cellLabel(line: string, column: string): string;
  listName(line: string, n: number): string;
  unnamed(line: string, n: number): string;
  remove(name: string): string;
  add(line: string): string;
  full: string;
  namePlaceholder: string;
  negative: string;
  negativeCell: string;
  total: string;
  line: string;
}

export interface SheetContext {
  year: SheetYear;
  /** Period ids, in the sheet's order. */
  columns: readonly string[];
  /** Their names ("Pre-startup", "July", …). */
  columnLabels: readonly string[];
  /** Whether the sheet has a Total column (not for a year of yearly totals). */
  showTotal: boolean;
  actions: SheetActions;
  messages: AmountMessages;
  /** Amounts as typed back ("12,500"). */
  format: Intl.NumberFormat;
  /** Figures in dollars ("$12,500", "-$300"). */
  money: Intl.NumberFormat;
  text: SheetText;
  /** The lists that hold MAX_LIST_LINES rows already. */
  fullLists: ReadonlySet<ListField>;
}

/** The name shown for a row: its line, or a list row's own name (or "Other revenue 2" until named). */
export function rowName(ctx: SheetContext, lineLabel: string, listLabel: string | undefined, listIndex: number | undefined): string {
  if (listIndex === undefined) return lineLabel;
  const name = (listLabel ?? "").trim();
  return name === "" ? ctx.text.unnamed(lineLabel, listIndex + 1) : name;
}
