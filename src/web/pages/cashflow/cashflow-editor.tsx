/**
 * The cash-flow tool once opened: the model being typed (cashflow-model.ts), its worksheet computed
 * by src/shared/cashflow.ts as the learner types, the whole-year grid or, on phones, one month at a
 * time, the chart, the years at a glance, and Submit / Download. The version, the draft saved as
 * they go, Discard and Submit are the shared editor's (useVersionedDocument).
 *
 * Every change goes through the editor's `update`, so `current()` is never stale: the callbacks the
 * cells get never change identity (so memoised cells and rows stay put), and read what they need
 * from refs.
 */
import { Alert, Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Code, ConnectError } from "@connectrpc/connect";
import { useTransport } from "@connectrpc/connect-query";
import type { Cashflow } from "../../../gen/compass/v1/compass_pb";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cashflowProblems, computeWorksheet, HISTORY_YEARS, LABEL_MAX_CHARACTERS, LINES, MAX_LIST_LINES, YEAR } from "../../../shared/cashflow";
import { useAnnounce } from "../../components/document-editor/announcer";
import { DocumentStatus } from "../../components/document-editor/document-status";
import { useVersionedDocument, type DocumentOpening } from "../../components/document-editor/use-versioned-document";
import { saveFile } from "../../files/save-file";
import { IconAlertTriangle, IconCircleCheck, IconFileDownload } from "../../icons";
import type { AmountMessages } from "./amount-input";
import { CASHFLOW_DOCUMENT, CASHFLOW_DRAFTS } from "./cashflow-drafts";
import { sheetFigures } from "./cashflow-figures";
import { parsePaste } from "./cashflow-input";
import {
  addListRow,
  cellDomId,
  lineOfRow,
  LIST_FIELDS,
  modelFromCashflow,
  periodParts,
  PRE,
  PRESTARTUP_ROW,
  removeListRow,
  renameListRow,
  setAmount,
  setAmounts,
  setFiscalStartingMonth,
  setHistoryMode,
  setPercent,
  sheetColumns,
  sheetOfPeriod,
  sheetRows,
  targetDomId,
  toCashflow,
  type CashflowModel,
  type FigureName,
  type HeadingName,
  type HistoryMode,
  type HistoryYearValue,
  type ListField,
  type PercentKind,
  type SheetYear,
  type Target,
} from "./cashflow-model";
import { pastePlan, verticalTarget, type NavRow } from "./cashflow-navigation";
import { placeProblems, problemOfMessage, type PlacedProblem } from "./cashflow-problems";
import { invalidateCashflow, readLatestVersion, useDownloadCashflow, useSubmitCashflow } from "./cashflow-queries";
import { GuidedMonth } from "./guided-month";
import type { SheetActions, SheetContext, SheetText } from "./sheet-context";
import { rowName } from "./sheet-context";
import { WorksheetGrid, type RowErrors } from "./worksheet-grid";
import { YearsSummary } from "./years-summary";
import { useRuleMessage } from "../../i18n/rule-messages";
import { dateTimeFormat, numberFormat } from "../../i18n/formats";

/** @mantine/charts and recharts: only on this page, and only once it has opened. */
const CashPositionChart = lazy(() => import("./cash-position-chart"));

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const YEAR_KEYS: Record<number, string> = { 2: "yearMinus1", 3: "yearMinus2", 4: "yearMinus3" };

export interface CashflowEditorProps {
  userId: string;
  opening: DocumentOpening<Cashflow>;
}

export function CashflowEditor(props: CashflowEditorProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const transport = useTransport();
  const language = i18n.language;

  const [problems, setProblems] = useState<PlacedProblem[]>([]);
  const announce = useAnnounce();
  const submit = useSubmitCashflow();
  const download = useDownloadCashflow();
  const doc = useVersionedDocument<Cashflow, CashflowModel, PlacedProblem>({
    document: CASHFLOW_DOCUMENT,
    userId: props.userId,
    opening: props.opening,
    toForm: modelFromCashflow,
    drafts: CASHFLOW_DRAFTS,
    check: (sent) => {
      const built = toCashflow(sent, "submit");
      return placeProblems(cashflowProblems(built.cashflow), built.locate);
    },
    send: (sent) => submit.mutateAsync({ cashflow: toCashflow(sent, "submit").cashflow }),
    fieldProblems: (e, sent) => {
      const problem = problemOfMessage(e.rawMessage);
      return problem ? placeProblems([problem], toCashflow(sent, "submit").locate) : null;
    },
    failureText: () => t("cashflow.actions.submitError"),
    readVersion: () => readLatestVersion(transport),
    announce,
    texts: { discarded: t("cashflow.restored.discarded") },
    onSubmitted: () => void invalidateCashflow(queryClient),
  });
  const { version, update, current } = doc;
  const model = doc.form;
  const [year, setYear] = useState<SheetYear>(YEAR.STARTING);
  const [view, setView] = useState<"grid" | "guided" | null>(null);
  const phone = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: false });
  const mode = view ?? (phone ? "guided" : "grid");
  const [step, setStep] = useState(0);
  const pendingFocus = useRef<string | null>(null);

  const clearProblem = useCallback((key: string) => setProblems((list) => (list.some((p) => p.key === key) ? list.filter((p) => p.key !== key) : list)), []);

  // ---- The sheet shown -------------------------------------------------------------------------
  const { fiscalStartingMonth, history, lists } = model;
  const shownYear: SheetYear = year !== YEAR.STARTING && history[year] === "off" ? YEAR.STARTING : year;
  const columns = useMemo(() => sheetColumns({ fiscalStartingMonth, history }, shownYear), [fiscalStartingMonth, history, shownYear]);
  const stepIndex = Math.min(step, Math.max(0, columns.length - 1));
  const rows = useMemo(() => sheetRows(lists, shownYear), [lists, shownYear]);
  const monthName = useCallback((m: number) => t(`cashflow.monthNames.${m}`), [t]);
  const columnLabel = useCallback(
    (period: string) => {
      if (period === PRE) return t("cashflow.figures.preStartup");
      const parts = periodParts(period);
      return parts && parts.month > 0 ? monthName(parts.month) : t("cashflow.columns.yearTotal");
    },
    [t, monthName],
  );
  const columnLabels = useMemo(() => columns.map(columnLabel), [columns, columnLabel]);
  const lineLabels = useMemo(() => Object.fromEntries(LINES.map((l) => [l.id, t(`cashflow.lines.${l.id}`)])) as Record<string, string>, [t]);
  const figureLabels = useMemo(() => {
    const names: (FigureName | HeadingName)[] = ["cashOnHand", "totalReceipts", "totalAvailable", "operatingSubtotal", "totalPaidOut", "cashPosition", "netCashFlow", "receipts", "paidOut", "otherPaidOut", "nonCash"];
    return Object.fromEntries(names.map((n) => [n, t(`cashflow.figures.${n}`)])) as Record<FigureName | HeadingName, string>;
  }, [t]);
  const yearName = useCallback((y: number) => (y === YEAR.STARTING ? t("cashflow.settings.starting") : t(`cashflow.figures.${YEAR_KEYS[y]}`)), [t]);

  // ---- Totals: the shared math on the model, a step behind the keystrokes when busy -----------------
  const deferred = useDeferredValue(model);
  const live = useMemo(() => toCashflow(deferred, "live").cashflow, [deferred]);
  const worksheet = useMemo(() => computeWorksheet(live), [live]);
  const figures = useMemo(() => sheetFigures(worksheet, live, shownYear, columns.length), [worksheet, live, shownYear, columns.length]);

  const format = useMemo(() => numberFormat(language, { maximumFractionDigits: 0 }), [language]);
  const money = useMemo(() => numberFormat(language, { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 }), [language]);
  const compactMoney = useMemo(() => numberFormat(language, { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 }), [language]);

  // ---- Keyboard and paste ------------------------------------------------------------------------
  const navRows = useMemo<NavRow[]>(
    () =>
      rows.flatMap((row): NavRow[] => {
        if (row.kind === "input") return [{ id: row.rowId, columns }];
        if (row.kind === "figure" && row.figure === "cashOnHand") return [{ id: PRESTARTUP_ROW, columns: [PRE] }];
        return [];
      }),
    [rows, columns],
  );
  const env = useRef({ navRows, t, lineLabels });
  useLayoutEffect(() => {
    env.current = { navRows, t, lineLabels };
  });

  const focusField = useCallback((id: string, select = false) => {
    const element = document.getElementById(id);
    if (!element) return false;
    element.focus();
    if (select && element instanceof HTMLInputElement) element.select();
    return true;
  }, []);

  const actions = useMemo<SheetActions>(
    () => ({
      onAmount(rowId, period, value) {
        update((m) => setAmount(m, rowId, period, value));
        clearProblem(`cell:${rowId}:${period}`);
      },
      onEnter(rowId, period, up) {
        const target = verticalTarget(env.current.navRows, { row: rowId, column: period }, up ? -1 : 1);
        if (target) focusField(cellDomId(target.row, target.column), true);
      },
      onPaste(rowId, period, text) {
        const block = parsePaste(text);
        const plan = pastePlan(env.current.navRows, { row: rowId, column: period }, block);
        const updates = plan.fills.flatMap((f) => (f.value.ok ? [{ rowId: f.row, period: f.column, value: f.value.value }] : []));
        const skipped = plan.fills.length - updates.length;
        update((m) => setAmounts(m, updates));
        for (const u of updates) clearProblem(`cell:${u.rowId}:${u.period}`);
        const tr = env.current.t;
        const parts = [tr("cashflow.paste.filled", { count: updates.length })];
        if (skipped > 0) parts.push(tr("cashflow.paste.skipped", { count: skipped }));
        if (plan.outside > 0) parts.push(tr("cashflow.paste.outside", { count: plan.outside }));
        announce(parts.join(" "));
        return true;
      },
      onRename(rowId, label) {
        update((m) => renameListRow(m, rowId, label));
        clearProblem(`label:${rowId}`);
      },
      onRemove(rowId) {
        const line = lineOfRow(rowId);
        const field = line?.list ? line.field : null;
        const row = field ? current().lists[field].find((r) => `${field}.${r.key}` === rowId) : undefined;
        const index = field && row ? current().lists[field].indexOf(row) : -1;
        const name = line && row ? row.label.trim() || env.current.t("cashflow.list.unnamed", { line: env.current.lineLabels[line.id], n: index + 1 }) : "";
        update((m) => removeListRow(m, rowId));
        if (field) pendingFocus.current = targetDomId({ kind: "list", field });
        announce(env.current.t("cashflow.list.removed", { name }));
      },
      onAdd(field: ListField) {
        const added = addListRow(current(), field);
        if (added.rowId === null) return;
        update(() => added.model);
        pendingFocus.current = targetDomId({ kind: "label", rowId: added.rowId });
      },
    }),
    [update, current, clearProblem, focusField, announce],
  );

  const onPercent = useCallback(
    (kind: PercentKind, index: number, value: number | null) => {
      update((m) => setPercent(m, kind, index, value));
      clearProblem(`percent:${kind}:${index}`);
    },
    [update, clearProblem],
  );

  // Focus asked for by an action lands once its field is on screen.
  useEffect(() => {
    if (pendingFocus.current && focusField(pendingFocus.current)) pendingFocus.current = null;
  });

  const messages = useMemo<AmountMessages>(
    () => ({ negative: t("cashflow.errors.negative"), invalid: t("cashflow.errors.invalid"), tooLong: t("cashflow.errors.tooLong"), tooLarge: t("cashflow.errors.tooLarge") }),
    [t],
  );
  const text = useMemo<SheetText>(() => {
    const context = shownYear === YEAR.STARTING ? null : t(`cashflow.yearContext.${shownYear}`);
    return {
      cellLabel: (line, column) => (context ? t("cashflow.cell.labelYear", { line, column, year: context }) : t("cashflow.cell.label", { line, column })),
      listName: (line, n) => t("cashflow.list.name", { line, n }),
      unnamed: (line, n) => t("cashflow.list.unnamed", { line, n }),
      remove: (name) => t("cashflow.list.remove", { name }),
      add: (line) => t("cashflow.list.add", { line }),
      full: t("cashflow.list.full", { max: MAX_LIST_LINES }),
      namePlaceholder: t("cashflow.list.namePlaceholder"),
      negative: t("cashflow.warning.negative"),
      negativeCell: t("cashflow.warning.negativeCell"),
      total: t("cashflow.figures.total"),
      line: t("cashflow.columns.line"),
    };
  }, [t, shownYear]);
  const fullLists = useMemo(() => new Set(LIST_FIELDS.filter((f) => lists[f].length >= MAX_LIST_LINES)), [lists]);
  const showTotal = columns.length > 1;
  const ctx = useMemo<SheetContext>(
    () => ({ year: shownYear, columns, columnLabels, showTotal, actions, messages, format, money, text, fullLists }),
    [shownYear, columns, columnLabels, showTotal, actions, messages, format, money, text, fullLists],
  );

  // ---- Problems --------------------------------------------------------------------------------
  const ruleText = useRuleMessage();
  const problemText = useCallback(
    (p: PlacedProblem): string => {
      switch (p.kind) {
        case "other":
          return ruleText(p.message);
        case "labelTooLong":
          return t("cashflow.errors.labelTooLong", { max: LABEL_MAX_CHARACTERS });
        case "tooManyLines":
          return t("cashflow.errors.tooManyLines", { max: MAX_LIST_LINES });
        default:
          return t(`cashflow.errors.${p.kind}`);
      }
    },
    [t, ruleText],
  );
  const { rowErrors, otherErrors, prestartupError } = useMemo(() => {
    const byRow = new Map<string, RowErrors>();
    const other = new Map<string, string>();
    let prestartup: string | undefined;
    for (const p of problems) {
      const message = problemText(p);
      const target = p.target;
      if (target?.kind === "cell" && target.rowId === PRESTARTUP_ROW) prestartup = message;
      else if (target?.kind === "cell" || target?.kind === "label") {
        const current = byRow.get(target.rowId) ?? { cells: {} };
        byRow.set(target.rowId, target.kind === "cell" ? { ...current, cells: { ...current.cells, [target.period]: message } } : { ...current, label: message });
      } else other.set(p.key, message);
    }
    return { rowErrors: byRow, otherErrors: other, prestartupError: prestartup };
  }, [problems, problemText]);

  /** The field's name, for the summary's links. */
  const targetName = (target: Target): string => {
    switch (target.kind) {
      case "cell": {
        const column = columnLabel(target.period);
        const y = sheetOfPeriod(target.period);
        if (target.rowId === PRESTARTUP_ROW) return t("cashflow.cell.label", { line: figureLabels.cashOnHand, column });
        const line = lineOfRow(target.rowId);
        const listRows = line?.list ? model.lists[line.field] : [];
        const index = listRows.findIndex((r) => `${line?.id}.${r.key}` === target.rowId);
        const name = rowName(ctx, line ? lineLabels[line.id]! : target.rowId, listRows[index]?.label, index < 0 ? undefined : index);
        return y === YEAR.STARTING ? t("cashflow.cell.label", { line: name, column }) : t("cashflow.cell.labelYear", { line: name, column, year: t(`cashflow.yearContext.${y}`) });
      }
      case "label": {
        const line = lineOfRow(target.rowId);
        const listRows = line?.list ? model.lists[line.field] : [];
        const index = listRows.findIndex((r) => `${line?.id}.${r.key}` === target.rowId);
        return t("cashflow.list.name", { line: line ? lineLabels[line.id] : "", n: index + 1 });
      }
      case "list":
        return lineLabels[target.field]!;
      case "fiscal":
        return t("cashflow.errors.fiscal");
      case "percent":
        return t(target.percent === "revenue" ? "cashflow.years.revenueChange" : "cashflow.years.expenseChange", { n: target.index + 2 });
    }
  };

  const goTo = useCallback(
    (target: Target | null) => {
      if (!target) return;
      if (target.kind === "cell") {
        const y = sheetOfPeriod(target.period);
        setYear(y);
        const cols = sheetColumns(current(), y);
        const at = cols.indexOf(target.period);
        if (at >= 0) setStep(at);
      }
      const id = target.kind === "fiscal" ? "cf-fiscal" : target.kind === "cell" ? cellDomId(target.rowId, target.period) : targetDomId(target);
      pendingFocus.current = id;
      // Already on screen: focus now (no render may follow).
      if (focusField(id)) pendingFocus.current = null;
    },
    [current, focusField],
  );

  // ---- Submit and download -----------------------------------------------------------------------
  const onSubmit = async () => {
    const outcome = await doc.submit();
    if (outcome.kind !== "problems") {
      setProblems([]);
      return;
    }
    const found = [...outcome.problems];
    setProblems(found);
    goTo(found[0]?.target ?? null);
    if (outcome.from === "check" && !found[0]?.target) document.getElementById("cf-problems")?.focus();
  };

  const onDownload = async () => {
    doc.setActionError(null);
    try {
      const { result } = await download.mutateAsync({});
      if (!result || result.content.length === 0) throw new ConnectError("no workbook", Code.Internal);
      saveFile(result.content, result.contentType, result.fileName, "cash-flow.xlsx");
      announce(t("cashflow.actions.downloaded"));
    } catch (error) {
      const e = ConnectError.from(error);
      doc.setActionError(e.code === Code.FailedPrecondition ? t("cashflow.actions.downloadHint") : t("cashflow.actions.downloadError"));
    }
  };

  const discard = () => {
    setProblems([]);
    void doc.discard();
  };

  // ---- Words for the page ------------------------------------------------------------------------
  const negativeMonths = worksheet.negativeColumns.map((i) => (i === 0 ? t("cashflow.figures.preStartup") : monthName(worksheet.months[i - 1]!)));
  const chartData = useMemo(
    () =>
      worksheet.cashPosition.values.map((value, i) => ({
        column: i === 0 ? t("cashflow.figures.preStartup") : dateTimeFormat(language, { month: "short" }).format(new Date(2024, worksheet.months[i - 1]! - 1, 1)),
        cash: Number(value),
      })),
    [worksheet, language, t],
  );
  const chartSummary = useMemo(() => {
    const values = worksheet.cashPosition.values;
    let lowest = 0;
    values.forEach((v, i) => {
      if (v < values[lowest]!) lowest = i;
    });
    const nameOf = (i: number) => (i === 0 ? t("cashflow.figures.preStartup") : monthName(worksheet.months[i - 1]!));
    return t("cashflow.chart.summary", {
      first: nameOf(0),
      last: nameOf(values.length - 1),
      lowest: money.format(values[lowest] ?? 0n),
      lowestMonth: nameOf(lowest),
      end: money.format(worksheet.cashPosition.total),
    });
  }, [worksheet, money, monthName, t]);
  // The chart's code (~120 KB compressed) is fetched when its place nears the screen, not before.
  const chartBox = useRef<HTMLDivElement>(null);
  const [chartWanted, setChartWanted] = useState(false);
  useEffect(() => {
    const box = chartBox.current;
    if (chartWanted || !box) return;
    if (typeof IntersectionObserver === "undefined") {
      setChartWanted(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setChartWanted(true);
    }, { rootMargin: "400px 0px" });
    observer.observe(box);
    return () => observer.disconnect();
  }, [chartWanted]);
  const historyYears = HISTORY_YEARS.filter((y) => history[y] !== "off");
  const downloadHintId = "cf-download-hint";

  const sheet =
    mode === "grid" ? (
      <WorksheetGrid
        ctx={ctx}
        caption={t("cashflow.grid.label", { year: yearName(shownYear) })}
        rows={rows}
        values={model.values}
        lineLabels={lineLabels}
        figureLabels={figureLabels}
        figures={figures}
        prestartup={model.prestartupCashOnHand}
        errors={rowErrors}
        prestartupError={prestartupError}
      />
    ) : columns.length > 0 ? (
      <GuidedMonth
        ctx={ctx}
        index={stepIndex}
        onStep={(i) => {
          setStep(i);
          pendingFocus.current = "cf-guided-heading";
        }}
        rows={rows}
        values={model.values}
        lineLabels={lineLabels}
        figureLabels={figureLabels}
        figures={figures}
        prestartup={model.prestartupCashOnHand}
        errors={rowErrors}
        prestartupError={prestartupError}
        text={{
          step: t("cashflow.guided.step", { column: columnLabels[stepIndex], n: stepIndex + 1, count: columns.length }),
          previous: t("cashflow.guided.previous"),
          next: t("cashflow.guided.next"),
          goTo: t("cashflow.guided.goTo"),
          figures: t("cashflow.guided.figures"),
        }}
      />
    ) : null;

  return (
    <Stack gap="lg">
      <DocumentStatus doc={doc} words="cashflow" testId="cashflow" onDiscard={discard} statusClassName="cf-status" gap="sm" />
      {doc.submittedVersion !== null ? (
        <Alert variant="light" color="compass" icon={<IconCircleCheck size={20} aria-hidden="true" />} data-testid="cashflow-submitted">
          {t("cashflow.actions.submitted", { version: doc.submittedVersion })}
        </Alert>
      ) : null}
      {doc.actionError ? (
        <Alert variant="light" color="red" role="alert" withCloseButton closeButtonLabel={t("common.close")} onClose={() => doc.setActionError(null)} data-testid="cashflow-action-error">
          {doc.actionError}
        </Alert>
      ) : null}

      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Button onClick={() => void onSubmit()} loading={doc.submitting} data-testid="cashflow-submit">
            {t("cashflow.actions.submit")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileDownload size={18} aria-hidden="true" />}
            onClick={() => void onDownload()}
            loading={download.isPending}
            disabled={version === 0}
            aria-describedby={downloadHintId}
            data-testid="cashflow-download"
          >
            {t("cashflow.actions.download")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" id={downloadHintId}>
          {download.isPending ? t("cashflow.actions.downloading") : version === 0 ? t("cashflow.actions.downloadHint") : t("cashflow.actions.downloadVersion", { version })}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          id="cf-fiscal"
          label={t("cashflow.settings.fiscalStart")}
          description={t("cashflow.settings.fiscalHint")}
          value={String(fiscalStartingMonth)}
          onChange={(event) => update((m) => setFiscalStartingMonth(m, Number(event.currentTarget.value)))}
          data={MONTHS.map((m) => ({ value: String(m), label: monthName(m) }))}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="cf-view-label">
            {t("cashflow.settings.view")}
          </Text>
          <Group gap={0} wrap="nowrap" role="group" aria-labelledby="cf-view-label" className="cf-toggle">
            {(["grid", "guided"] as const).map((value) => (
              <Button key={value} variant={mode === value ? "filled" : "default"} aria-pressed={mode === value} onClick={() => setView(value)} fullWidth data-testid={`cashflow-view-${value}`}>
                {t(`cashflow.settings.${value}`)}
              </Button>
            ))}
          </Group>
        </Stack>
        <NativeSelect
          label={t("cashflow.settings.year")}
          value={String(shownYear)}
          onChange={(event) => {
            setYear(Number(event.currentTarget.value) as SheetYear);
            setStep(0);
          }}
          data={[YEAR.STARTING, ...historyYears].map((y) => ({ value: String(y), label: yearName(y) }))}
          data-testid="cashflow-year"
        />
      </SimpleGrid>

      <Stack gap="xs" component="fieldset" className="cf-fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} p={0}>
          {t("cashflow.settings.historyHeading")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("cashflow.settings.historyHint")}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {HISTORY_YEARS.map((y) => (
            <NativeSelect
              key={y}
              label={yearName(y)}
              value={history[y]}
              onChange={(event) => {
                const mode = event.currentTarget.value as HistoryMode;
                update((m) => setHistoryMode(m, y as HistoryYearValue, mode));
                if (mode !== "off") {
                  setYear(y);
                  setStep(0);
                }
              }}
              data={(["off", "yearly", "monthly"] as const).map((value) => ({ value, label: t(`cashflow.settings.historyMode.${value}`) }))}
              data-testid={`cashflow-history-${y}`}
            />
          ))}
        </SimpleGrid>
      </Stack>

      {problems.length > 0 ? (
        <Alert variant="light" color="red" icon={<IconAlertTriangle size={20} aria-hidden="true" />} data-testid="cashflow-problems" id="cf-problems" tabIndex={-1} title={t("cashflow.errors.summary", { count: problems.length })}>
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }}>
            {problems.map((p) => {
              const shown = problemText(p);
              return (
                <li key={p.key}>
                  {p.target ? (
                    <Anchor component="button" type="button" c="red.9" fw={600} size="sm" underline="always" onClick={() => goTo(p.target)} style={{ textAlign: "left" }}>
                      {targetName(p.target)}: {shown}
                    </Anchor>
                  ) : (
                    <Text size="sm">{shown}</Text>
                  )}
                </li>
              );
            })}
          </Stack>
        </Alert>
      ) : null}

      {negativeMonths.length > 0 ? (
        <Alert variant="light" color="red" icon={<IconAlertTriangle size={20} aria-hidden="true" />} title={t("cashflow.warning.negative")} data-testid="cashflow-negative">
          {t("cashflow.warning.negativeSummary", { count: negativeMonths.length, months: negativeMonths.join(", ") })}
        </Alert>
      ) : null}

      <Stack gap="xs">
        {mode === "grid" ? (
          <Text size="sm" c="dimmed">
            {t("cashflow.grid.scrollHint")} {t("cashflow.grid.keyboardHint")}
          </Text>
        ) : null}
        {sheet}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="cf-chart-heading">
        <Title order={2} size="h3" id="cf-chart-heading">
          {t("cashflow.chart.heading")}
        </Title>
        <div className="cf-chart-box" ref={chartBox} data-testid="cash-position-chart-box">
          {chartWanted ? (
            <Suspense fallback={<div className="cf-skeleton" style={{ height: 260 }} />}>
              <CashPositionChart data={chartData} summary={chartSummary} seriesLabel={t("cashflow.chart.series")} format={(v) => compactMoney.format(v)} />
            </Suspense>
          ) : (
            <div className="cf-skeleton" style={{ height: 260 }} />
          )}
        </div>
      </Stack>

      <YearsSummary
        worksheet={worksheet}
        model={model}
        onPercent={onPercent}
        errors={otherErrors}
        money={money}
      />
    </Stack>
  );
}
