/**
 * The text of the cash flow's drafts (ADR 0015): the model written compactly as JSON with when it
 * was saved and the submitted version it started from. Where drafts are kept (the browser's storage
 * by user id, the user's key/value entry `cashflow.draft`, at most 16 KiB of UTF-8) and which one
 * opens are the shared editor's (src/web/components/document-editor/, src/web/drafts/).
 *
 * The text is the model itself rather than the Cashflow message: a named list row that holds no
 * amount yet, its place among the rows, a history year switched on but still empty, and a blank
 * percent are all things the learner typed, and the message has no room for them.
 *
 *   {"v":1,"t":savedAt,"b":baseVersion,"f":fiscal month,"c":pre-startup cash,
 *    "l":{list field:[labels]},"h":{"2":"m"|"y"},"r":[percents],"e":[percents],
 *    "a":{row:{period:amount}}}   (a list row is `<field>.<index>`; zeros are left out)
 *
 * Amounts are JSON numbers: the page takes at most 15 digits, well inside exact integers.
 */
import { HISTORY_YEARS, LABEL_MAX_CHARACTERS, MAX_LIST_LINES, MAX_PROJECTED_YEARS } from "../../../shared/cashflow";
import type { DraftCodec } from "../../components/document-editor/use-versioned-document";
import { emptyModel, LIST_FIELDS, listRowId, lineOfRow, type CashflowModel, type HistoryMode, type HistoryYearValue, type ListField, type ListRow } from "./cashflow-model";

/** The document's name in draft keys (`cashflow.draft`, `compass.cashflow.draft.<user>`). */
export const CASHFLOW_DOCUMENT = "cashflow";

const FORMAT = 1;
/** A percent typed out of bounds is kept (the page shows the problem); anything wilder is damage. */
const PERCENT_LIMIT = 1_000_000;
const PERIOD = /^(pre|y[1-4]m(?:[0-9]|1[0-2]))$/;

export interface Draft {
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  /** The submitted version the learner was editing (0 before the first submit). */
  baseVersion: number;
  model: CashflowModel;
}

/** The draft's text. */
export function serializeDraft(model: CashflowModel, meta: { savedAt: number; baseVersion: number }): string {
  const lists: Partial<Record<ListField, string[]>> = {};
  const position = new Map<string, string>();
  for (const field of LIST_FIELDS) {
    const rows = model.lists[field];
    if (rows.length === 0) continue;
    lists[field] = rows.map((r) => r.label);
    rows.forEach((r, i) => position.set(listRowId(field, r.key), `${field}.${i}`));
  }
  const amounts: Record<string, Record<string, number>> = {};
  for (const [rowId, values] of Object.entries(model.values)) {
    const name = position.get(rowId) ?? (lineOfRow(rowId) && !rowId.includes(".") ? rowId : undefined);
    if (name === undefined) continue;
    const out: Record<string, number> = {};
    for (const [period, value] of Object.entries(values)) if (value !== 0n) out[period] = Number(value);
    if (Object.keys(out).length > 0) amounts[name] = out;
  }
  const history: Record<string, string> = {};
  for (const year of HISTORY_YEARS) {
    const mode = model.history[year];
    if (mode !== "off") history[year] = mode === "monthly" ? "m" : "y";
  }
  const trim = (list: readonly (number | null)[]) => {
    const out = list.slice();
    while (out.length > 0 && out[out.length - 1] === null) out.pop();
    return out;
  };
  const text: Record<string, unknown> = { v: FORMAT, t: meta.savedAt, b: meta.baseVersion, f: model.fiscalStartingMonth };
  if (model.prestartupCashOnHand !== 0n) text.c = Number(model.prestartupCashOnHand);
  if (Object.keys(lists).length > 0) text.l = lists;
  if (Object.keys(history).length > 0) text.h = history;
  const r = trim(model.revenueChange);
  const e = trim(model.expenseChange);
  if (r.length > 0) text.r = r;
  if (e.length > 0) text.e = e;
  if (Object.keys(amounts).length > 0) text.a = amounts;
  return JSON.stringify(text);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isAmount = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

/** A draft read back, or null for anything that is not one (missing, damaged, another format). */
export function parseDraft(text: string | null | undefined): Draft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== FORMAT) return null;
  const { t, b, f } = data;
  if (!isAmount(t) || !isAmount(b) || typeof f !== "number" || !Number.isInteger(f) || f < 1 || f > 12) return null;
  const base = emptyModel();

  let nextKey = 1;
  const lists = { ...base.lists } as Record<ListField, ListRow[]>;
  const rowIds = new Map<string, string>();
  if (data.l !== undefined) {
    if (!isRecord(data.l)) return null;
    for (const field of LIST_FIELDS) {
      const labels = data.l[field];
      if (labels === undefined) continue;
      if (!Array.isArray(labels) || labels.length > MAX_LIST_LINES || !labels.every((l) => typeof l === "string")) return null;
      lists[field] = labels.map((label: string, i) => {
        const key = `r${nextKey++}`;
        rowIds.set(`${field}.${i}`, listRowId(field, key));
        return { key, label: [...label].slice(0, LABEL_MAX_CHARACTERS).join("") };
      });
    }
  }

  const values: Record<string, Record<string, bigint>> = {};
  if (data.a !== undefined) {
    if (!isRecord(data.a)) return null;
    for (const [name, periods] of Object.entries(data.a)) {
      const rowId = name.includes(".") ? rowIds.get(name) : lineOfRow(name) ? name : undefined;
      if (rowId === undefined || !isRecord(periods)) return null;
      const row: Record<string, bigint> = {};
      for (const [period, amount] of Object.entries(periods)) {
        if (!PERIOD.test(period) || !isAmount(amount)) return null;
        if (amount !== 0) row[period] = BigInt(amount);
      }
      values[rowId] = row;
    }
  }

  const history = { ...base.history };
  if (data.h !== undefined) {
    if (!isRecord(data.h)) return null;
    for (const year of HISTORY_YEARS) {
      const mode = data.h[String(year)];
      if (mode === undefined) continue;
      if (mode !== "m" && mode !== "y") return null;
      history[year as HistoryYearValue] = (mode === "m" ? "monthly" : "yearly") satisfies HistoryMode;
    }
  }

  const percents = (list: unknown): (number | null)[] | null => {
    if (list === undefined) return base.revenueChange.slice();
    if (!Array.isArray(list) || list.length > MAX_PROJECTED_YEARS) return null;
    const out: (number | null)[] = [];
    for (const p of list) {
      if (p === null) out.push(null);
      else if (typeof p === "number" && Number.isSafeInteger(p) && Math.abs(p) <= PERCENT_LIMIT) out.push(p);
      else return null;
    }
    while (out.length < MAX_PROJECTED_YEARS) out.push(null);
    return out;
  };
  const revenueChange = percents(data.r);
  const expenseChange = percents(data.e);
  if (!revenueChange || !expenseChange) return null;
  if (data.c !== undefined && !isAmount(data.c)) return null;

  return {
    savedAt: t,
    baseVersion: b,
    model: {
      fiscalStartingMonth: f,
      prestartupCashOnHand: BigInt(data.c ?? 0),
      lists,
      values,
      history,
      revenueChange,
      expenseChange,
      nextKey,
    },
  };
}

/** The cash flow's drafts for the shared editor. */
export const CASHFLOW_DRAFTS: DraftCodec<CashflowModel> = {
  write: serializeDraft,
  read: (text) => {
    const draft = parseDraft(text);
    return draft && { savedAt: draft.savedAt, baseVersion: draft.baseVersion, value: draft.model };
  },
};
