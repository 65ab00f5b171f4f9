/** The data table's sort cycle (spec §2): none → ascending → descending → none. */
export interface SortState {
  columnId: string;
  direction: "asc" | "desc";
}

export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: "asc" };
  if (current.direction === "asc") return { columnId, direction: "desc" };
  return null;
}

export function ariaSort(current: SortState | null, columnId: string): "ascending" | "descending" | "none" {
  if (current?.columnId !== columnId) return "none";
  return current.direction === "asc" ? "ascending" : "descending";
}
