/**
 * Reading what a learner types or pastes into the cash-flow worksheet: whole dollars, written the
 * way people and spreadsheets write them ("1200", "1,200", "$1,200.00", "$ -" for zero), and a
 * row (or block) of them copied from a spreadsheet — tab-separated as Excel, LibreOffice and Google
 * Sheets copy cells, or separated by spaces as typed or copied from a document.
 */

/** The most digits an amount may have (the largest accepted amount has 13; a few more are shown as too large). */
export const AMOUNT_MAX_DIGITS = 15;

export type AmountReading =
  | { ok: true; value: bigint }
  | { ok: false; reason: "negative" | "invalid" | "tooLong" };

const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const PLAIN = /^\d*(?:\.\d*)?$/;

/**
 * An amount as typed: blank (and a lone dash, a spreadsheet's zero) is 0; a dollar sign, spaces
 * and thousands commas are allowed; cents are rounded to the nearest dollar (half up). A minus
 * sign or brackets (an accountant's negative) is refused: amounts are never negative.
 */
export function parseAmountText(text: string): AmountReading {
  let s = text.replace(/[\s\u00a0$]/g, "");
  if (s === "" || /^[-–—]$/.test(s)) return { ok: true, value: 0n };
  if (/^[-–—(]/.test(s) || /\)$/.test(s)) return /\d/.test(s) ? { ok: false, reason: "negative" } : { ok: false, reason: "invalid" };
  if (GROUPED.test(s)) s = s.replace(/,/g, "");
  if (!PLAIN.test(s) || s === ".") return { ok: false, reason: "invalid" };
  const [whole = "", fraction = ""] = s.split(".");
  const digits = whole.replace(/^0+(?=\d)/, "");
  if (digits.length > AMOUNT_MAX_DIGITS) return { ok: false, reason: "tooLong" };
  let value = BigInt(digits === "" ? "0" : digits);
  if (fraction !== "" && fraction[0]! >= "5") value += 1n;
  return { ok: true, value };
}

/** Splits one pasted line into its cells (tabs when there are any, else spaces; "$ 100" is one cell). */
function cellsOf(line: string): string[] {
  if (line.includes("\t")) return line.split("\t");
  const tokens = line.trim().split(/\s+/).filter((t) => t !== "");
  const cells: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // A lone currency sign belongs to the number after it.
    if (token === "$" && i + 1 < tokens.length) {
      tokens[i + 1] = `$${tokens[i + 1]}`;
      continue;
    }
    // "1200,1300" (no tabs, no spaces): commas that are not thousands separators separate cells.
    if (token.includes(",") && !GROUPED.test(token.replace(/^\$/, ""))) cells.push(...token.split(",").filter((t) => t !== ""));
    else cells.push(token);
  }
  return cells;
}

/** Whether a paste is for the page to spread over cells (more than one value) rather than for the one input. */
export const isMultiCellPaste = (text: string): boolean => {
  const grid = splitPaste(text);
  return grid.length > 1 || (grid[0]?.length ?? 0) > 1;
};

/** The pasted text as lines of cells (trailing empty lines dropped). */
export function splitPaste(text: string): string[][] {
  const lines = text.split(/\r\n|\n|\r/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === "") lines.pop();
  return lines.map(cellsOf);
}

/** Pasted text read as amounts, line by line. */
export function parsePaste(text: string): AmountReading[][] {
  return splitPaste(text).map((cells) => cells.map(parseAmountText));
}

export type PercentReading = { ok: true; value: number | null } | { ok: false };

/** A whole percent as typed ("5", "-10", "12%"); blank is null. */
export function parsePercentText(text: string): PercentReading {
  const s = text.replace(/[\s%]/g, "").replace(/^[–—]/, "-");
  if (s === "") return { ok: true, value: null };
  if (!/^[-+]?\d{1,6}$/.test(s)) return { ok: false };
  return { ok: true, value: Number(s) };
}
