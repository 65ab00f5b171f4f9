/**
 * A one-sheet XLSX written as it goes, for reports of many rows (the TA report: issue #15's 100,000
 * rows in under 5 s). ExcelJS's streaming writer spends most of a large report's time in its
 * object model (a cell, a style and an XML builder per value); a report's sheet is a fixed set of
 * columns with a few number formats, so its XML is written here directly: rows as inline strings
 * and numbers, dates as serial days, the header row bold and frozen, printed landscape one page
 * wide with a title and "Page n of m", a closing row that may hold formulas with their results.
 *
 * The ZIP container is written by hand too (stored metadata parts, the sheet deflated as a stream,
 * each entry followed by a data descriptor; CRC-32 from node:zlib): nothing is held but one
 * batch of rows, and `write` waits while the reader is behind.
 *
 * The event loop (ADR 0034): a batch's XML is written FORMAT_SLICE rows at a time, with a turn of
 * the loop between slices (`nextTurn`), so a large batch never holds other calls for long; the
 * deflating runs on libuv's threads.
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import zlib from "node:zlib";

/** Rows formatted between two turns of the event loop (a slice takes a few milliseconds). */
export const FORMAT_SLICE = 200;

/** Lets the event loop run what is waiting (timers, I/O: other calls) before going on. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export type XlsxFormat = "general" | "date" | "hours" | "money" | "datetime";

export interface XlsxColumn {
  header: string;
  width: number;
  format?: XlsxFormat;
}

/** A cell's value: text, a number, a day (YYYY-MM-DD), a moment (shown in UTC), a formula with its result, or nothing. */
export type XlsxValue = string | number | { day: string } | { time: Date } | { formula: string; result: number } | null;

/** A report's title (printed in each page's header) and when it was made. */
export interface ReportMeta {
  title: string;
  generatedAt: Date;
}

export interface XlsxSheetOptions {
  sheetName: string;
  /** Printed at the left of each page's header. */
  title: string;
  creator: string;
  created: Date;
  columns: readonly XlsxColumn[];
}

const FORMATS: readonly XlsxFormat[] = ["general", "date", "hours", "money", "datetime"];
/** cellXfs index of a format, plain or bold (styles.xml below lists them in this order). */
const styleOf = (format: XlsxFormat = "general", bold = false) => FORMATS.indexOf(format) + (bold ? FORMATS.length : 0);

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Text as XML character data: escaped, and without the control characters XML cannot hold. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 cannot hold
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
  );
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const EPOCH_1900 = Date.UTC(1899, 11, 30);
/** A day's serial number as spreadsheets count them (1900 date system). */
export function serialDay(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return (Date.UTC(y!, m! - 1, d!) - EPOCH_1900) / 86_400_000;
}

function cellXml(ref: string, value: XlsxValue, style: number): string {
  if (value === null || value === "") return "";
  const s = style ? ` s="${style}"` : "";
  if (typeof value === "number") return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : "";
  if (typeof value === "string") {
    const text = xmlText(value);
    const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : "";
    return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
  }
  if ("day" in value) return `<c r="${ref}"${s}><v>${serialDay(value.day)}</v></c>`;
  if ("time" in value) return `<c r="${ref}"${s}><v>${(value.time.getTime() - EPOCH_1900) / 86_400_000}</v></c>`;
  return `<c r="${ref}"${s}><f>${xmlText(value.formula)}</f><v>${value.result}</v></c>`;
}

function stylesXml(): string {
  return (
    `${XML_HEAD}<styleSheet ${NS}>` +
    '<numFmts count="4"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="0.00"/><numFmt numFmtId="166" formatCode="&quot;$&quot;#,##0.00"/><numFmt numFmtId="167" formatCode="yyyy-mm-dd hh:mm"/></numFmts>' +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${FORMATS.length * 2}">` +
    [0, 1]
      .flatMap((bold) =>
        [0, 164, 165, 166, 167].map((fmt) => `<xf numFmtId="${fmt}" fontId="${bold}" fillId="0" borderId="0" xfId="0"${fmt ? ' applyNumberFormat="1"' : ""}${bold ? ' applyFont="1"' : ""}/>`),
      )
      .join("") +
    "</cellXfs>" +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    "</styleSheet>"
  );
}

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/**
 * The workbook: `start()` writes the parts before the sheet's rows and the header row, `row()`
 * appends rows (in batches of any size), `finish()` closes the sheet and the ZIP.
 */
export class XlsxStreamWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private sheet: { deflate: zlib.DeflateRaw; entry: Entry; pending: Promise<void> } | null = null;
  private rowNumber = 0;

  constructor(
    private readonly out: Writable,
    private readonly options: XlsxSheetOptions,
  ) {}

  /** How many rows are written (the header included). */
  get rows(): number {
    return this.rowNumber;
  }

  private async emit(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, "drain");
  }

  private localHeader(name: Buffer, method: number): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4); // version needed
    h.writeUInt16LE(0x0808, 6); // data descriptor follows; UTF-8 names
    h.writeUInt16LE(method, 8);
    h.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00 (DOS time and date)
    // CRC and sizes: in the data descriptor.
    h.writeUInt16LE(name.length, 26);
    return Buffer.concat([h, name]);
  }

  private async descriptor(entry: Entry): Promise<void> {
    const d = Buffer.alloc(16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(entry.crc >>> 0, 4);
    d.writeUInt32LE(entry.compressed, 8);
    d.writeUInt32LE(entry.size, 12);
    await this.emit(d);
  }

  /** A whole part, deflated at once (the small metadata parts). */
  private async part(path: string, text: string): Promise<void> {
    const name = Buffer.from(path, "utf8");
    const data = Buffer.from(text, "utf8");
    const packed = zlib.deflateRawSync(data);
    const entry: Entry = { name, offset: this.offset, crc: zlib.crc32(data), compressed: packed.length, size: data.length };
    await this.emit(this.localHeader(name, 8));
    await this.emit(packed);
    await this.descriptor(entry);
    this.entries.push(entry);
  }

  async start(): Promise<void> {
    const { options } = this;
    const sheetName = xmlText(options.sheetName);
    await this.part(
      "[Content_Types].xml",
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>',
    );
    await this.part(
      "_rels/.rels",
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>',
    );
    await this.part(
      "docProps/core.xml",
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
        `<dc:creator>${xmlText(options.creator)}</dc:creator><dc:title>${xmlText(options.title)}</dc:title>` +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${options.created.toISOString().replace(/\.\d{3}Z$/, "Z")}</dcterms:created></cp:coreProperties>`,
    );
    await this.part(
      "xl/workbook.xml",
      `${XML_HEAD}<workbook ${NS} ${REL_NS}><bookViews><workbookView/></bookViews><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    );
    await this.part(
      "xl/_rels/workbook.xml.rels",
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    );
    await this.part("xl/styles.xml", stylesXml());

    // The sheet: deflated as it is written.
    const name = Buffer.from("xl/worksheets/sheet1.xml", "utf8");
    const entry: Entry = { name, offset: this.offset, crc: 0, compressed: 0, size: 0 };
    await this.emit(this.localHeader(name, 8));
    // Level 1: the XML still shrinks ~6x, for a fraction of the default level's CPU (most of a large report's time otherwise).
    const deflate = zlib.createDeflateRaw({ level: 1 });
    let chain = Promise.resolve();
    deflate.on("data", (chunk: Buffer) => {
      entry.compressed += chunk.length;
      deflate.pause();
      chain = chain.then(() => this.emit(chunk)).finally(() => deflate.resume());
    });
    const pending = once(deflate, "end").then(() => chain);
    this.sheet = { deflate, entry, pending };
    const cols = options.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join("");
    await this.sheetText(
      `${XML_HEAD}<worksheet ${NS} ${REL_NS}><sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>` +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
        `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`,
    );
    await this.row(
      options.columns.map((c) => c.header),
      { bold: true, plain: true },
    );
  }

  private async sheetText(text: string): Promise<void> {
    const sheet = this.sheet!;
    const data = Buffer.from(text, "utf8");
    sheet.entry.size += data.length;
    sheet.entry.crc = zlib.crc32(data, sheet.entry.crc);
    if (!sheet.deflate.write(data)) await once(sheet.deflate, "drain");
  }

  /** Appends rows; `bold` for a heading or totals row; `plain` ignores the columns' number formats. */
  async row(values: readonly XlsxValue[], how: { bold?: boolean; plain?: boolean } = {}): Promise<void> {
    await this.rowsBatch([values], how);
  }

  /** Appends many rows (one write per FORMAT_SLICE rows, with a turn of the event loop between them). */
  async rowsBatch(rows: readonly (readonly XlsxValue[])[], how: { bold?: boolean; plain?: boolean } = {}): Promise<void> {
    const letters = this.options.columns.map((_, i) => columnLetters(i));
    const styles = this.options.columns.map((c) => styleOf(how.plain ? "general" : c.format, how.bold));
    for (let from = 0; from < rows.length; from += FORMAT_SLICE) {
      if (from > 0) await nextTurn();
      let xml = "";
      for (const values of rows.slice(from, from + FORMAT_SLICE)) {
        const r = ++this.rowNumber;
        let cells = "";
        for (let i = 0; i < values.length && i < letters.length; i++) cells += cellXml(`${letters[i]}${r}`, values[i]!, styles[i]!);
        xml += `<row r="${r}">${cells}</row>`;
      }
      await this.sheetText(xml);
    }
  }

  /** Closes the sheet (page set-up, header) and the ZIP (central directory). */
  async finish(): Promise<void> {
    const title = this.options.title.replace(/&/g, "&&");
    await this.sheetText(
      '</sheetData><pageMargins left="0.5" right="0.5" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
        '<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
        `<headerFooter><oddHeader>${xmlText(`&L${title}&RPage &P of &N`)}</oddHeader></headerFooter></worksheet>`,
    );
    const sheet = this.sheet!;
    sheet.deflate.end();
    await sheet.pending;
    await this.descriptor(sheet.entry);
    this.entries.push(sheet.entry);

    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4); // made by
      h.writeUInt16LE(20, 6); // needed
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt32LE(0x00210000, 12);
      h.writeUInt32LE(e.crc >>> 0, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      await this.emit(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.emit(end);
    this.out.end();
  }
}
