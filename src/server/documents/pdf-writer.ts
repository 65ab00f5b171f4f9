/**
 * What the business plan and business survey PDFs share (issue #12): one pdfkit document on US
 * Letter with one-inch margins, the typography (Helvetica, a navy accent, grey for what is missing),
 * headings that keep with what follows, answers that flow across pages, tables that repeat their
 * header row on every page they reach and split a row taller than a page between pages (pdfkit's own
 * table clips such a row), and "Page N of M" footers written once every page exists (bufferPages).
 *
 * Fonts: pdfkit's standard Helvetica, which PDF readers supply and which covers Windows-1252 (every
 * Spanish letter and sign: á é í ó ú ñ ü ¿ ¡, curly quotes, dashes, €). pdfkit writes any other
 * character as unrelated bytes, so `pdfText` folds what it can ("ő" → "o", "−" → "-") and shows the
 * rest as "?"; a script outside Latin would need an embedded font.
 */
import PDFDocument from "pdfkit";

/** A PDF's media type (the Download result's content_type). */
export const PDF_CONTENT_TYPE = "application/pdf";

/** What a document shows besides its data. */
export interface PdfDocumentMeta {
  businessName: string;
  ownerName: string;
  versionNumber: number;
  /** The date the document shows (in UTC): the version's, or the day it is downloaded. */
  date: Date;
}

type Doc = PDFKit.PDFDocument;

// ------------------------------------------------------------------------------------------------
// Text the standard fonts can show
// ------------------------------------------------------------------------------------------------

/** Windows-1252's characters outside Latin-1 (pdfkit maps them to the font's codes 0x80–0x9F). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
/** Look-alikes Unicode folding leaves alone (letters with a stroke, dashes, primes, the minus sign). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "–",
  "\u2015": "—",
  "\u2212": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u2044": "/",
};

function winAnsi(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

/**
 * Text as Helvetica can show it: line breaks as "\n", tabs as spaces, invisible controls dropped,
 * other characters folded to a Windows-1252 look-alike when Unicode gives one, else "?".
 */
export function pdfText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC").replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")) {
    if (ch === "\n" || winAnsi(ch)) out += ch;
    else if (ch === "\t") out += "    ";
    else if (/[\p{Cc}\p{Cf}\p{M}]/u.test(ch)) continue;
    else if (/\p{Zs}/u.test(ch)) out += " ";
    else if (LOOK_ALIKES[ch] !== undefined) out += LOOK_ALIKES[ch];
    else {
      const folded = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += folded !== "" && [...folded].every(winAnsi) ? folded : "?";
    }
  }
  return out;
}

/** Whether an answer was left empty (blank or only spaces). */
export const isBlank = (text: string): boolean => text.trim() === "";

// ------------------------------------------------------------------------------------------------
// Typography
// ------------------------------------------------------------------------------------------------

export const COLORS = {
  text: "#1f2933",
  accent: "#1f4e79",
  muted: "#6b7280",
  rule: "#c9d2dc",
  tint: "#e8eef4",
  danger: "#b42318",
  good: "#2f7d4f",
  middling: "#c98a12",
} as const;

export const FONTS = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
} as const;
export type FontName = (typeof FONTS)[keyof typeof FONTS];

/** Body text: size and the gap between its lines (points). */
export const BODY = { size: 10.5, lineGap: 3 } as const;
const MARGIN = 72;
const FOOTER_SIZE = 8.5;
/** The footer's baseline area, below the bottom margin. */
const FOOTER_OFFSET = 44;

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
}

export interface TableColumn {
  header: string;
  /** Points; the columns' widths add up to the text width. */
  width: number;
  align?: "left" | "right";
}

export interface TableCell {
  text: string;
  /** Bold, grey (a placeholder) or a colour of COLORS. */
  bold?: boolean;
  muted?: boolean;
  color?: string;
}

export interface TableOptions {
  /** Shown, grey, in the first column of a row that goes on after a page break. */
  continued: string;
}

const TABLE = { size: 9, lineGap: 1.5, padX: 5, padY: 4 } as const;

// ------------------------------------------------------------------------------------------------
// The writer
// ------------------------------------------------------------------------------------------------

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  /** BCP 47, e.g. en-US. */
  lang: string;
  date: Date;
}

/** One document being written, top to bottom; `finish` numbers the pages and returns the bytes. */
export class PdfWriter {
  readonly doc: Doc;
  private readonly chunks: Uint8Array[] = [];
  /** Table cells' lines as wrapped (linesOf), the latest few: a row split across pages is measured, split and drawn from them. */
  private readonly wrapped = new Map<string, string[]>();
  private readonly ended: Promise<void>;

  constructor(info: PdfInfo) {
    this.doc = new PDFDocument({
      size: "LETTER",
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      lang: info.lang,
      displayTitle: true,
      info: {
        Title: pdfText(info.title),
        Author: pdfText(info.author),
        Subject: pdfText(info.subject),
        Creator: "Compass",
        CreationDate: info.date,
        ModDate: info.date,
      },
    });
    this.ended = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Uint8Array) => this.chunks.push(chunk));
      this.doc.on("end", () => resolve());
      this.doc.on("error", reject);
    });
    this.style({});
  }

  get left(): number {
    return this.doc.page.margins.left;
  }
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get top(): number {
    return this.doc.page.margins.top;
  }
  /** The lowest y text may reach on this page. */
  get bottom(): number {
    return this.doc.page.maxY();
  }
  get y(): number {
    return this.doc.y;
  }
  set y(value: number) {
    this.doc.y = value;
  }
  /** The 0-based index of the page being written. */
  get pageIndex(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  /** Sets the font, size and colour of what is written next (body text by default). */
  style({ font = FONTS.regular, size = BODY.size, color = COLORS.text }: TextStyle): this {
    this.doc.font(font).fontSize(size).fillColor(color);
    return this;
  }

  /** The height of one line of body text at `size`, its gap included. */
  lineHeight(size: number = BODY.size, lineGap: number = BODY.lineGap): number {
    this.doc.fontSize(size);
    return this.doc.currentLineHeight(true) + lineGap;
  }

  addPage(): void {
    this.doc.addPage();
    this.doc.x = this.left;
    this.doc.y = this.top;
  }

  /** Starts a new page unless `height` points are left on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.addPage();
  }

  /** Moves down `points`, never past the bottom of the page. */
  space(points: number): void {
    this.doc.y = Math.min(this.doc.y + points, this.bottom);
  }

  /** Text across the text width from the left margin, flowing onto new pages as it needs. */
  text(text: string, style: TextStyle & { align?: "left" | "center" | "right"; lineGap?: number } = {}): void {
    this.style(style);
    this.doc.text(pdfText(text), this.left, this.doc.y, { width: this.width, lineGap: style.lineGap ?? BODY.lineGap, align: style.align ?? "left" });
    this.doc.x = this.left;
  }

  /** The height `text` takes across `width` in `style`. */
  heightOf(text: string, width: number, style: TextStyle & { lineGap?: number } = {}): number {
    this.style(style);
    return this.doc.heightOfString(pdfText(text), { width, lineGap: style.lineGap ?? BODY.lineGap });
  }

  /** A thin horizontal rule across the text width at the current y. */
  rule(color: string = COLORS.rule, width = 0.75): void {
    const y = this.doc.y;
    this.doc.save().moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  /**
   * A section's heading (16 pt, a rule below), kept with the start of what follows; a named
   * destination `anchor` and a bookmark point at it. Returns the 0-based page it is on.
   */
  sectionHeading(title: string, anchor: string): number {
    this.ensure(this.heightOf(title, this.width, { font: FONTS.bold, size: 16 }) + 14 + 4 * this.lineHeight());
    if (this.doc.y > this.top) this.space(10);
    this.doc.addNamedDestination(anchor);
    this.doc.outline.addItem(pdfText(title));
    this.text(title, { font: FONTS.bold, size: 16, color: COLORS.accent, lineGap: 2 });
    this.space(3);
    this.rule(COLORS.accent, 1);
    this.space(12);
    return this.pageIndex;
  }

  /** A question's heading (bold), kept with the first `keep` points of what follows. */
  questionHeading(text: string, keep: number = 2 * this.lineHeight()): void {
    this.ensure(this.heightOf(text, this.width, { font: FONTS.bold, size: 11, lineGap: 2 }) + 4 + keep);
    this.text(text, { font: FONTS.bold, size: 11, lineGap: 2 });
    this.space(4);
  }

  /** An answer's paragraphs, or `missing` in grey when it is blank. */
  answer(text: string, missing: string): void {
    if (isBlank(text)) this.text(missing, { font: FONTS.italic, color: COLORS.muted });
    else this.text(text.trim());
    this.space(12);
  }

  /** A question and its answer, the heading kept with the answer's first two lines (or all of a shorter one). */
  question(heading: string, answer: string, missing: string): void {
    const shown = isBlank(answer) ? missing : answer.trim();
    this.questionHeading(heading, Math.min(this.heightOf(shown, this.width), 2 * this.lineHeight()));
    this.answer(answer, missing);
  }

  /** One "Label: value" line (the label bold), wrapping as a paragraph. */
  labelled(label: string, value: string, valueStyle: TextStyle = {}): void {
    const labelText = pdfText(`${label}: `);
    this.style({ font: FONTS.bold });
    this.doc.text(labelText, this.left, this.doc.y, { width: this.width, lineGap: BODY.lineGap, continued: true });
    this.style(valueStyle);
    this.doc.text(pdfText(value), { width: this.width, lineGap: BODY.lineGap });
    this.doc.x = this.left;
  }

  // ----------------------------------------------------------------------------------------------
  // Tables
  // ----------------------------------------------------------------------------------------------

  private cellStyle(cell: TableCell, header = false): TextStyle & { lineGap: number } {
    return {
      font: header || cell.bold ? FONTS.bold : cell.muted ? FONTS.italic : FONTS.regular,
      size: TABLE.size,
      color: cell.muted ? COLORS.muted : (cell.color ?? COLORS.text),
      lineGap: TABLE.lineGap,
    };
  }

  /** A cell's height: its lines (as wrapped) times the line height, as pdfkit's heightOfString adds them up. */
  private cellHeight(cell: TableCell, column: TableColumn, header = false): number {
    if (cell.text === "") return 0;
    const style = this.cellStyle(cell, header);
    const width = column.width - 2 * TABLE.padX;
    const lines = this.linesOf(cell.text, width, style);
    if (lines.length === 0) return this.heightOf(cell.text, width, style);
    this.style(style);
    return lines.length * (this.doc.currentLineHeight(true) + style.lineGap);
  }

  private rowHeight(cells: readonly TableCell[], columns: readonly TableColumn[], header = false): number {
    return Math.max(...cells.map((c, i) => this.cellHeight(c, columns[i]!, header))) + 2 * TABLE.padY;
  }

  /** Draws one row at the current y (it fits: measured), a rule below; moves below it. */
  private drawRow(cells: readonly TableCell[], columns: readonly TableColumn[], height: number, header = false): void {
    const top = this.doc.y;
    const doc = this.doc;
    if (header) doc.save().rect(this.left, top, this.width, height).fill(COLORS.tint).restore();
    // Measured to fit: no text may start a page of its own (a rounding hair past the margin).
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    let x = this.left;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      if (cell.text !== "") {
        this.style(this.cellStyle(cell, header));
        doc.text(pdfText(cell.text), x + TABLE.padX, top + TABLE.padY, { width: column.width - 2 * TABLE.padX, lineGap: TABLE.lineGap, align: column.align ?? "left" });
      }
      x += column.width;
    });
    doc.page.margins.bottom = margin;
    doc.x = this.left;
    doc.y = top + height;
    this.rule(header ? COLORS.accent : COLORS.rule, header ? 0.75 : 0.5);
  }

  /**
   * The lines `text` wraps to across `width` in `style`, each as the run of `text` it holds (its
   * words with their spaces), by pdfkit's own line wrapper — the one `heightOf` and drawing use, so
   * the lines are the ones the page shows. pdfkit offers no public way to read them: this calls
   * the private `_text` with a line callback exactly as its `heightOfString` does (pdfkit 0.20;
   * `splitCell` checks the result and falls back to measuring when it does not add up).
   */
  private linesOf(text: string, width: number, style: TextStyle & { lineGap: number }): string[] {
    const key = this.wrapKey(text, width, style);
    const known = this.wrapped.get(key);
    if (known) return known;
    this.style(style);
    const doc = this.doc as Doc & { _text?: (text: string, x: number, y: number, options: object, line: (line: string) => void) => unknown };
    if (typeof doc._text !== "function") return [];
    const { x, y } = doc;
    const lines: string[] = [];
    doc._text(text, x, y, { width, lineGap: style.lineGap, height: Infinity }, (line) => {
      lines.push(line);
      doc.y += doc.currentLineHeight(true) + style.lineGap;
    });
    doc.x = x;
    doc.y = y;
    this.rememberLines(key, lines);
    return lines;
  }

  private wrapKey(text: string, width: number, style: TextStyle & { lineGap: number }): string {
    return `${width}\u0000${style.font ?? FONTS.regular}\u0000${style.size ?? BODY.size}\u0000${style.lineGap}\u0000${text}`;
  }

  private rememberLines(key: string, lines: string[]): void {
    if (this.wrapped.size >= 32) this.wrapped.delete(this.wrapped.keys().next().value!);
    this.wrapped.set(key, lines);
  }

  /**
   * Splits `cell`'s text where the part before fits in `height` (after the last whole line that
   * fits: at a space, or inside a word longer than a line, as the wrapper breaks it); the part
   * after goes on the next page. The text is wrapped once (a 10,000-character answer in a narrow
   * column runs to pages, and measuring prefix after prefix of it cost seconds: issue #39's
   * packet); measuring prefixes remains the fallback.
   */
  private splitCell(cell: TableCell, column: TableColumn, height: number): [TableCell, TableCell] {
    const text = cell.text;
    if (text === "") return [cell, cell];
    const style = this.cellStyle(cell);
    const lines = this.linesOf(text, column.width - 2 * TABLE.padX, style);
    if (lines.length > 0 && lines.reduce((n, line) => n + line.length, 0) === text.length) {
      this.style(style);
      const lineHeight = this.doc.currentLineHeight(true) + style.lineGap;
      let count = Math.max(0, Math.floor(height / lineHeight + 1e-9));
      if (count >= lines.length) {
        // All of it by the lines' count; measured as the table measures it, in case rounding says otherwise.
        if (this.cellHeight(cell, column) <= height) return [cell, { ...cell, text: "" }];
        count = lines.length - 1;
      }
      const split = (k: number): [TableCell, TableCell] => {
        const end = lines.slice(0, k).reduce((n, line) => n + line.length, 0);
        return [
          { ...cell, text: text.slice(0, end).trimEnd() },
          { ...cell, text: text.slice(end).trimStart() },
        ];
      };
      let parts = split(count);
      while (count > 0 && this.cellHeight(parts[0], column) > height) parts = split(--count);
      // The part after starts a line of its own: it wraps to the lines after those (the wrapper starts
      // each line afresh), unless trimming changed it.
      const rest = lines.slice(count);
      if (rest.reduce((n, line) => n + line.length, 0) === parts[1].text.length) {
        this.rememberLines(this.wrapKey(parts[1].text, column.width - 2 * TABLE.padX, style), rest);
      }
      return parts;
    }
    return this.splitCellByMeasure(cell, column, height);
  }

  /** `splitCell` by measuring prefixes: the largest that fits, at a space when one does, else between characters. */
  private splitCellByMeasure(cell: TableCell, column: TableColumn, height: number): [TableCell, TableCell] {
    const text = cell.text;
    if (this.cellHeight(cell, column) <= height) return [cell, { ...cell, text: "" }];
    const fits = (end: number) => this.cellHeight({ ...cell, text: text.slice(0, end).trimEnd() }, column) <= height;
    const largest = (candidates: readonly number[]): number => {
      let lo = -1;
      let hi = candidates.length - 1;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi + 1) / 2);
        if (fits(candidates[mid]!)) lo = mid;
        else hi = mid - 1;
      }
      return lo < 0 ? 0 : candidates[lo]!;
    };
    const spaces = [...text.matchAll(/\s+/g)].map((m) => m.index + m[0].length);
    let end = largest(spaces);
    if (end === 0) end = largest(Array.from({ length: text.length - 1 }, (_, i) => i + 1));
    return [
      { ...cell, text: text.slice(0, end).trimEnd() },
      { ...cell, text: text.slice(end).trimStart() },
    ];
  }

  /**
   * A table across the text width: a tinted header row, repeated at the top of every page the table
   * reaches; a row moves whole to the next page when it fits there, and a row taller than a page is
   * split between pages (its first cell then says it continues).
   */
  table(columns: readonly TableColumn[], rows: readonly (readonly (string | TableCell)[])[], options: TableOptions): void {
    const headerCells: TableCell[] = columns.map((c) => ({ text: c.header }));
    const headerHeight = this.rowHeight(headerCells, columns, true);
    const minRow = 2 * TABLE.padY + 3 * this.lineHeight(TABLE.size, TABLE.lineGap);
    const pageRoom = () => this.bottom - this.top - headerHeight;
    const newPage = () => {
      this.addPage();
      this.drawRow(headerCells, columns, headerHeight, true);
    };

    const normalized = rows.map((row) => columns.map((_, i): TableCell => {
      const cell = row[i] ?? "";
      return typeof cell === "string" ? { text: pdfText(cell).trim() } : { ...cell, text: pdfText(cell.text).trim() };
    }));
    // The header row never stands alone at the foot of a page: the first row (or, when it will
    // be split anyway, its first lines) comes with it.
    const firstHeight = normalized[0] ? this.rowHeight(normalized[0], columns) : 0;
    this.ensure(headerHeight + (firstHeight <= pageRoom() ? firstHeight : minRow));
    this.drawRow(headerCells, columns, headerHeight, true);

    for (const row of normalized) {
      let cells = row;
      for (;;) {
        const height = this.rowHeight(cells, columns);
        const room = this.bottom - this.doc.y;
        if (height <= room) {
          this.drawRow(cells, columns, height);
          break;
        }
        if (height <= pageRoom() || room < minRow) {
          newPage();
          continue;
        }
        const parts = cells.map((cell, i) => this.splitCell(cell, columns[i]!, room - 2 * TABLE.padY));
        const heads = parts.map(([head]) => head);
        this.drawRow(heads, columns, this.rowHeight(heads, columns));
        const label = row[0]?.text ?? "";
        cells = parts.map(([, tail], i) =>
          i === 0 && tail.text === "" ? { text: label === "" ? options.continued : `${label} ${options.continued}`, muted: true } : tail,
        );
        newPage();
      }
    }
    this.space(10);
  }

  // ----------------------------------------------------------------------------------------------
  // The end
  // ----------------------------------------------------------------------------------------------

  /** Text shortened with "…" to fit `width` in the current font. */
  fit(text: string, width: number): string {
    const safe = pdfText(text).replace(/\s+/g, " ").trim();
    if (this.doc.widthOfString(safe) <= width) return safe;
    let lo = 0;
    let hi = safe.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.doc.widthOfString(`${safe.slice(0, mid).trimEnd()}…`) <= width) lo = mid;
      else hi = mid - 1;
    }
    return `${safe.slice(0, lo).trimEnd()}…`;
  }

  /**
   * Writes the footer of every page from `firstNumbered` (0-based): `left` and `page(n, m)`, where n
   * counts from the first page of the file (so the numbers match a viewer's and the contents'),
   * then ends the document and returns it.
   */
  async finish(footer: { firstNumbered: number; left: string; page: (n: number, of: number) => string }): Promise<Buffer> {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let i = range.start + footer.firstNumbered; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - FOOTER_OFFSET;
      doc.save().moveTo(this.left, y - 8).lineTo(this.left + this.width, y - 8).lineWidth(0.5).strokeColor(COLORS.rule).stroke().restore();
      this.style({ size: FOOTER_SIZE, color: COLORS.muted });
      const pageText = pdfText(footer.page(i + 1, range.count));
      const pageWidth = doc.widthOfString(pageText);
      doc.text(pageText, this.left + this.width - pageWidth, y, { lineBreak: false });
      doc.text(this.fit(footer.left, this.width - pageWidth - 24), this.left, y, { lineBreak: false });
      doc.page.margins.bottom = margin;
    }
    doc.end();
    await this.ended;
    return Buffer.concat(this.chunks);
  }
}

// ------------------------------------------------------------------------------------------------
// Formats
// ------------------------------------------------------------------------------------------------

const GROUPED = new Intl.NumberFormat("en-US");

/** US cents as dollars: 600n → "$6.00", 123456789n → "$1,234,567.89". */
export function dollars(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = GROUPED.format(abs / 100n);
  const fraction = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}$${whole}.${fraction}`;
}

/** A day in UTC, in words of `locale` ("November 26, 2026"). */
export function longDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
