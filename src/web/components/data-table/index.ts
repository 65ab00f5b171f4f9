export { DataTable, type DataTableColumn, type DataTableProps, type CellValue } from "./data-table";
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, usePageTokenPaging, type PageSize, type ServerPaging, type PageTokenPaging } from "./paging";
export { nextSort, ariaSort, type SortState } from "./sorting";
