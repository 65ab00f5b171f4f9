/**
 * Keyboard movement in the cash-flow worksheet, as pure functions of the sheet's input rows:
 * Enter moves down to the same column in the next row that has an input there (Shift+Enter up),
 * and a pasted row of numbers fills its row from the cell it was pasted into rightwards (a pasted
 * block continues on the rows below). Tab needs nothing: the inputs are in row order in the page.
 */

/** An input row of the sheet and the columns (periods) it has inputs in, in the sheet's order. */
export interface NavRow {
  id: string;
  columns: readonly string[];
}

export interface CellPosition {
  row: string;
  column: string;
}

/** The cell Enter (1) or Shift+Enter (−1) moves to, or null at the edge. */
export function verticalTarget(rows: readonly NavRow[], from: CellPosition, direction: 1 | -1): CellPosition | null {
  const index = rows.findIndex((r) => r.id === from.row);
  if (index < 0) return null;
  for (let i = index + direction; i >= 0 && i < rows.length; i += direction) {
    if (rows[i]!.columns.includes(from.column)) return { row: rows[i]!.id, column: from.column };
  }
  return null;
}

export interface PastePlan<T> {
  /** Cells to fill, each with its value. */
  fills: (CellPosition & { value: T })[];
  /** Pasted values that fell past the sheet's last column or row. */
  outside: number;
}

/**
 * Where a pasted block goes: its first line into `from`'s row from `from`'s column rightwards, each
 * further line into the next row below that has `from`'s column (like Enter), from that column.
 */
export function pastePlan<T>(rows: readonly NavRow[], from: CellPosition, block: readonly (readonly T[])[]): PastePlan<T> {
  const fills: PastePlan<T>["fills"] = [];
  let outside = 0;
  let at: CellPosition | null = from;
  for (const line of block) {
    if (at === null) {
      outside += line.length;
      continue;
    }
    const row = rows.find((r) => r.id === at!.row);
    const start = row ? row.columns.indexOf(at.column) : -1;
    line.forEach((value, i) => {
      const column = start < 0 ? undefined : row!.columns[start + i];
      if (column === undefined) outside++;
      else fills.push({ row: at!.row, column, value });
    });
    at = verticalTarget(rows, at, 1);
  }
  return { fills, outside };
}
