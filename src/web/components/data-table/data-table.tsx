/**
 * The shared data table of spec §2: 25 rows per page (25, 50 or 100), sorting that cycles
 * none → ascending → descending on a header click (a real button, so the keyboard works; the
 * header carries aria-sort), row selection with labelled checkboxes and select-all for the page,
 * 'No Available Data' when empty, and loading and error states.
 *
 * Client data (`data` holds every row) is sorted and paged here. Server data (`server` given)
 * is one page the API already sorted and paged: the table shows it and asks for other pages
 * through `server` (see `usePageTokenPaging`) and for another order through `onSortChange`; with
 * the list's total (`server.totalSize`) it shows the rows' range and the page count too.
 */
import { Button, Checkbox, Group, NativeSelect, Table, Text } from "@mantine/core";
import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dateTimeFormat } from "../../i18n/formats";
import { IconArrowDown, IconArrowUp, IconChevronLeft, IconChevronRight, IconSelector } from "../../icons";
import { ErrorState, LoadingState } from "../query-state/query-state";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize, type ServerPaging } from "./paging";
import { ariaSort, nextSort, type SortState } from "./sorting";

export type CellValue = string | number | Date | null | undefined;

export interface DataTableColumn<T> {
  id: string;
  /** Header text (already translated). */
  header: string;
  /** The value sorted on, and shown when there is no `cell`. */
  value: (row: T) => CellValue;
  cell?: (row: T) => ReactNode;
  /** Default true. */
  sortable?: boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (rendered as its caption). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  /** How a row is named in its checkbox label (default: its id). */
  getRowLabel?: (row: T) => string;
  selectable?: boolean;
  onSelectionChange?: (selectedIds: string[]) => void;
  /** The selected rows' ids, when the page owns the selection (to clear it after a bulk action). */
  selectedIds?: readonly string[];
  loading?: boolean;
  /** Truthy shows the error state (a string is shown as the message). */
  error?: unknown;
  onRetry?: () => void;
  initialPageSize?: PageSize;
  /** Server paging; omit for client data. */
  server?: ServerPaging;
  /** Server sorting: the order the data comes in, and how to ask for another. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});
type Features = typeof features;

const apply = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === "function" ? (updater as (old: S) => S)(old) : updater;

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const { columns, getRowId, server, selectable = false } = props;
  const serverSorted = Boolean(props.onSortChange);

  const [clientSort, setClientSort] = useState<SortState | null>(null);
  const sort = serverSorted ? (props.sort ?? null) : clientSort;
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: props.initialPageSize ?? DEFAULT_PAGE_SIZE,
  });
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const controlledIds = props.selectedIds;
  const rowSelection = useMemo<RowSelectionState>(
    () => (controlledIds ? Object.fromEntries(controlledIds.map((id) => [id, true])) : ownSelection),
    [controlledIds, ownSelection],
  );

  const columnDefs = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: T) => c.value(row) ?? undefined,
        enableSorting: c.sortable !== false,
        sortUndefined: "last" as const,
        sortFn: "auto" as const,
      })),
    [columns],
  );
  const data = props.data as T[];
  const sorting = useMemo<SortingState>(
    () => (sort && !serverSorted ? [{ id: sort.columnId, desc: sort.direction === "desc" }] : []),
    [sort, serverSorted],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row: T) => getRowId(row),
    state: { sorting, pagination, rowSelection },
    onSortingChange: () => {}, // the header buttons own the cycle (nextSort)
    onPaginationChange: (updater: Updater<PaginationState>) => setPagination((old) => apply(updater, old)),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!controlledIds) return setOwnSelection((old) => apply(updater, old));
      const next = apply(updater, rowSelection);
      props.onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
    manualPagination: Boolean(server),
    manualSorting: serverSorted || Boolean(server),
    autoResetPageIndex: false,
    enableRowSelection: selectable,
    enableMultiSort: false,
  });

  const onSelectionChange = useRef(props.onSelectionChange);
  onSelectionChange.current = props.onSelectionChange;
  const firstSelection = useRef(true);
  useEffect(() => {
    if (firstSelection.current) {
      firstSelection.current = false;
      return;
    }
    onSelectionChange.current?.(Object.keys(ownSelection).filter((id) => ownSelection[id]));
  }, [ownSelection]);

  const changeSort = (columnId: string) => {
    const next = nextSort(sort, columnId);
    if (serverSorted) props.onSortChange?.(next);
    else {
      setClientSort(next);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    }
  };

  const rows = table.getRowModel().rows;
  const rowCount = server ? rows.length : table.getRowCount();
  const pageSize = server ? server.pageSize : pagination.pageSize;
  const pageIndex = server ? server.pageIndex : pagination.pageIndex;
  const pageCount = server ? undefined : Math.max(1, table.getPageCount());
  const canPrevious = pageIndex > 0;
  const canNext = server ? server.hasNextPage : pageIndex + 1 < (pageCount ?? 1);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const showRows = !props.loading && !props.error;

  const setPageSize = (size: PageSize) => {
    if (server) server.onPageSizeChange(size);
    else setPagination({ pageIndex: 0, pageSize: size });
  };
  const goPrevious = () => (server ? server.onPreviousPage() : table.previousPage());
  const goNext = () => (server ? server.onNextPage() : table.nextPage());

  const rangeText = (() => {
    if (server && server.totalSize !== undefined) {
      const pages = Math.max(1, Math.ceil(server.totalSize / pageSize));
      if (server.totalSize === 0 || rowCount === 0) return t("dataTable.pageStatus", { page: pageIndex + 1, pages });
      const from = pageIndex * pageSize + 1;
      const to = Math.min(server.totalSize, from + rowCount - 1);
      return `${t("dataTable.rangeStatus", { from, to, total: server.totalSize })} · ${t("dataTable.pageStatus", { page: pageIndex + 1, pages })}`;
    }
    if (server) return t("dataTable.pageStatusOpen", { page: pageIndex + 1 });
    if (rowCount === 0) return t("dataTable.pageStatus", { page: 1, pages: 1 });
    const from = pageIndex * pageSize + 1;
    const to = Math.min(rowCount, from + pageSize - 1);
    return `${t("dataTable.rangeStatus", { from, to, total: rowCount })} · ${t("dataTable.pageStatus", { page: pageIndex + 1, pages: pageCount })}`;
  })();

  const selectedCount = Object.values(rowSelection).filter(Boolean).length;

  return (
    <div className="compass-data-table">
      {props.error ? (
        <ErrorState message={typeof props.error === "string" ? props.error : t("dataTable.error")} onRetry={props.onRetry} mb="sm" />
      ) : null}
      {/* A labelled region in the tab order: a keyboard user can scroll a wide table on a phone even when no row holds a link or button. */}
      <div className="compass-table-scroll" tabIndex={0} role="region" aria-label={props.label}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={props.loading || undefined}>
          <Table.Caption className="compass-visually-hidden">{props.label}</Table.Caption>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {selectable ? (
                  <Table.Th w={48}>
                    <Checkbox
                      aria-label={t("dataTable.selectAll")}
                      checked={rows.length > 0 && table.getIsAllPageRowsSelected()}
                      indeterminate={table.getIsSomePageRowsSelected()}
                      disabled={!showRows || rows.length === 0}
                      onChange={(e) => table.toggleAllPageRowsSelected(e.currentTarget.checked)}
                    />
                  </Table.Th>
                ) : null}
                {group.headers.map((header) => {
                  const column = columns.find((c) => c.id === header.column.id)!;
                  const sortable = column.sortable !== false && (!server || serverSorted);
                  if (!sortable) {
                    return (
                      <Table.Th key={header.id} scope="col">
                        {column.header}
                      </Table.Th>
                    );
                  }
                  const state = ariaSort(sort, column.id);
                  const Icon = state === "ascending" ? IconArrowUp : state === "descending" ? IconArrowDown : IconSelector;
                  return (
                    <Table.Th key={header.id} scope="col" aria-sort={state}>
                      <button type="button" className="compass-sort-button" onClick={() => changeSort(column.id)}>
                        {column.header}
                        <Icon size={16} aria-hidden="true" />
                      </button>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {props.loading ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <LoadingState label={t("dataTable.loading")} centered />
                </Table.Td>
              </Table.Tr>
            ) : null}
            {showRows && rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text ta="center" py="md" c="dimmed" data-testid="data-table-empty">
                    {t("dataTable.noData")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {showRows
              ? rows.map((row) => (
                  <Table.Tr key={row.id} data-selected={row.getIsSelected() || undefined}>
                    {selectable ? (
                      <Table.Td>
                        <Checkbox
                          aria-label={t("dataTable.selectRow", { row: props.getRowLabel?.(row.original) ?? row.id })}
                          checked={row.getIsSelected()}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </Table.Td>
                    ) : null}
                    {columns.map((column) => (
                      <Table.Td key={column.id}>{column.cell ? column.cell(row.original) : formatValue(column.value(row.original), i18n.language)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : null}
          </Table.Tbody>
        </Table>
      </div>
      <Group justify="space-between" gap="sm" mt="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <NativeSelect
            label={t("dataTable.rowsPerPage")}
            size="xs"
            data={PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(e) => setPageSize(Number(e.currentTarget.value) as PageSize)}
            styles={{ root: { display: "flex", alignItems: "center", gap: 8 }, label: { whiteSpace: "nowrap" } }}
          />
          {selectable && selectedCount > 0 ? (
            <Text size="sm">{t("dataTable.selectedCount", { count: selectedCount })}</Text>
          ) : null}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" aria-live="polite" data-testid="data-table-status">
            {rangeText}
          </Text>
          <Button
            variant="default"
            size="xs"
            onClick={goPrevious}
            disabled={!canPrevious || props.loading}
            aria-label={t("dataTable.previousPage")}
          >
            <IconChevronLeft size={16} aria-hidden="true" />
          </Button>
          <Button variant="default" size="xs" onClick={goNext} disabled={!canNext || props.loading} aria-label={t("dataTable.nextPage")}>
            <IconChevronRight size={16} aria-hidden="true" />
          </Button>
        </Group>
      </Group>
    </div>
  );
}

function formatValue(value: CellValue, language: string): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return dateTimeFormat(language, { dateStyle: "medium" }).format(value);
  return String(value);
}
