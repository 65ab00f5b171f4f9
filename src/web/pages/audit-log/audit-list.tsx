/**
 * What both tabs show under their filters: the filters' own problem, the first load's failure with
 * 'Try again' (a refused page token — the filters changed under it — starts from the first page),
 * a skeleton, the empty state (with 'Clear filters' when some are set), or the page in the shared
 * data table with Previous and Next.
 */
import { Alert } from "@mantine/core";
import type { RowData } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn, type PageTokenPaging } from "../../components/data-table";
import { ErrorState } from "../../components/query-state/query-state";
import { EmptyState, TableSkeleton } from "./audit-parts";
import { NO_FILTERS, type AuditFilters, type AuditTab } from "./audit-view";
import type { ListRefusal } from "./use-audit-list";

const KEYS = {
  changes: { table: "changesTable", error: "changesError", loading: "loadingChanges", empty: "emptyChanges", none: "emptyChangesNone" },
  refusals: { table: "refusalsTable", error: "refusalsError", loading: "loadingRefusals", empty: "emptyRefusals", none: "emptyRefusalsNone" },
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
  filtered: boolean;
  onApply: (filters: AuditFilters) => void;
}

export function AuditList<T extends RowData>(props: AuditListProps<T>) {
  const { t } = useTranslation();
  const { query, refusal, waiting } = props;
  const k = KEYS[props.tab];
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
        title={props.filtered ? t(`auditLog.${k.empty}`) : t(`auditLog.${k.none}`)}
        hint={props.filtered ? t("auditLog.emptyHint") : undefined}
        onClear={props.filtered ? () => props.onApply({ ...NO_FILTERS }) : undefined}
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
