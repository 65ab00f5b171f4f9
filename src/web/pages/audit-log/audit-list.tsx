/**
 * What both tabs show: their introduction, the filters, the count, and under them the filters' own
 * problem, the first load's failure with 'Try again' (a refused page token — the filters changed
 * under it — starts from the first page), a skeleton, the empty state (with 'Clear filters' when
 * some are set), or the page in the shared data table with Previous and Next.
 */
import { Alert, Text } from "@mantine/core";
import type { RowData } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn, type PageTokenPaging } from "../../components/data-table";
import { ErrorState } from "../../components/query-state/query-state";
import { AuditFiltersForm } from "./audit-filters";
import { EmptyState, TableSkeleton } from "./audit-parts";
import { hasFilters, NO_FILTERS, type AuditFilters, type AuditTab } from "./audit-view";
import type { ListRefusal } from "./use-audit-list";

const KEYS = {
  changes: {
    intro: "changesIntro",
    count: "changesCount",
    matching: "changesMatching",
    table: "changesTable",
    error: "changesError",
    loading: "loadingChanges",
    empty: "emptyChanges",
    none: "emptyChangesNone",
  },
  refusals: {
    intro: "refusalsIntro",
    count: "refusalsCount",
    matching: "refusalsMatching",
    table: "refusalsTable",
    error: "refusalsError",
    loading: "loadingRefusals",
    empty: "emptyRefusals",
    none: "emptyRefusalsNone",
  },
} as const;

export interface AuditListProps<T extends RowData> {
  tab: AuditTab;
  /** The applied filters pass the page's checks. */
  valid: boolean;
  query: { isError: boolean; isPending: boolean; isFetching: boolean; hasData: boolean; refetch: () => unknown };
  /** Another page or filter is on its way (the rows on screen are the previous answer's). */
  waiting: boolean;
  rows: T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  paging: PageTokenPaging;
  firstPage: boolean;
  nextPageToken: string | undefined;
  total: number;
  refusal: ListRefusal;
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  /** The "who" filter's person's name, when the page shows it. */
  actorName: string | undefined;
}

export function AuditList<T extends RowData>(props: AuditListProps<T>) {
  const { t } = useTranslation();
  const { query, waiting } = props;
  const k = KEYS[props.tab];
  const filtered = hasFilters(props.applied, props.tab);
  const countText = !props.valid || !query.hasData || waiting ? "" : t(`auditLog.${filtered ? k.matching : k.count}`, { count: props.total });
  return (
    <>
      <Text>{t(`auditLog.${k.intro}`)}</Text>
      <AuditFiltersForm tab={props.tab} applied={props.applied} onApply={props.onApply} actorName={props.actorName} serverError={props.refusal.field} />
      <Text role="status" aria-live="polite" size="sm" fw={600} data-testid={`${props.tab}-count`}>
        {countText}
      </Text>
      <div data-testid={`${props.tab}-list`}>
        <ListBody {...props} />
      </div>
    </>
  );
}

function ListBody<T extends RowData>(props: AuditListProps<T>) {
  const { t } = useTranslation();
  const { query, refusal, waiting } = props;
  const k = KEYS[props.tab];
  const filtered = hasFilters(props.applied, props.tab);
  const errorText = refusal.field ? t("auditLog.filters.checkMarked") : t(`auditLog.${k.error}`);
  const retry = () => {
    if (refusal.invalid) props.paging.reset();
    void query.refetch();
  };
  if (!props.valid) return <Alert variant="light" color="red">{t("auditLog.filters.checkMarked")}</Alert>;
  if (query.isError && !query.hasData) return <ErrorState message={errorText} onRetry={retry} retrying={query.isFetching} testId={`${props.tab}-error`} />;
  if (query.isPending) return <TableSkeleton label={t(`auditLog.${k.loading}`)} testId={`${props.tab}-loading`} />;
  if (query.hasData && !waiting && !query.isError && props.rows.length === 0 && props.firstPage) {
    return (
      <EmptyState
        title={filtered ? t(`auditLog.${k.empty}`) : t(`auditLog.${k.none}`)}
        hint={filtered ? t("auditLog.emptyHint") : undefined}
        onClear={filtered ? () => props.onApply({ ...NO_FILTERS }) : undefined}
        clearLabel={t("auditLog.filters.clear")}
        testId={`${props.tab}-empty`}
      />
    );
  }
  return (
    <DataTable
      label={t(`auditLog.${k.table}`)}
      columns={props.columns}
      data={props.rows}
      getRowId={props.getRowId}
      loading={waiting}
      error={query.isError ? errorText : undefined}
      onRetry={retry}
      server={props.paging.paging(waiting ? undefined : props.nextPageToken, query.hasData && !waiting ? props.total : undefined)}
    />
  );
}
